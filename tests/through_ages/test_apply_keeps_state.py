"""`apply` never changes the state it is given (the host keeps earlier states for undo and
replays): the copy it edits shares the per-seat lists with the original until a rule gives a seat
its own (state.seat_list). Random and heuristic games with every module, checked at every move."""

import pytest

from engines.through_ages import ENGINE as E

GAMES = [
    (3, {}, 1, "random"),
    (4, {"leaders_wonders": "random", "balance": "on", "military": "on"}, 2, "random"),
    (2, {"variant": "peaceful", "leaders_wonders": "draft"}, 3, "random"),
    (3, {"leaders_wonders": "together", "military": "on"}, 4, "random"),
    (3, {"leaders_wonders": "only", "balance": "on"}, 5, "heuristic"),
    (4, {"military": "on"}, 6, "random"),
]


@pytest.mark.parametrize("players,options,seed,agent", GAMES)
def test_apply_leaves_the_given_state_as_it_was(players, options, seed, agent):
    chooser = E.agents()[agent]
    st = E.setup(players, options, seed)
    for n in range(600):
        if st.finished:
            break
        seat = min(E.to_act(st))
        before = st.model_dump_json()
        action = chooser.choose(E, st, seat, n)
        assert st.model_dump_json() == before, (n, "choosing changed the state")
        new, _ = E.apply(st, seat, action)
        assert st.model_dump_json() == before, (n, action)
        st = new
