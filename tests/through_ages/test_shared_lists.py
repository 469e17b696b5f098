"""The per-seat lists are shared by a state and the copy `apply` edits (state.copy_state): no rule
may edit one in place. Here every one of them (and the lists and dicts inside) is frozen before
each move of random games with every module, so any in-place edit raises; the moves played on
the frozen states give the same positions as on plain ones."""

import pytest

from engines.through_ages import ENGINE as E
from engines.through_ages.state import (
    PER_SEAT_LISTS,
    PER_SEAT_VALUES,
    TtaState,
    copy_state,
    seat_add,
    seat_list,
    seat_put,
)


def _refuse(self, *args, **kwargs):
    raise AssertionError(f"a shared list was edited in place: {self!r}")


class FrozenList(list):
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse
    append = extend = insert = pop = remove = clear = sort = reverse = _refuse


class FrozenDict(dict):
    __setitem__ = __delitem__ = __ior__ = _refuse
    pop = popitem = clear = update = setdefault = _refuse


def _frozen(value):
    if isinstance(value, list):
        return FrozenList(_frozen(v) for v in value)
    if isinstance(value, dict):
        return FrozenDict((k, _frozen(v)) for k, v in value.items())
    return value


def frozen_copy(st: TtaState) -> TtaState:
    """A copy of `st` whose per-seat lists are frozen, with nothing else changed."""
    values = st.__dict__.copy()
    for name in PER_SEAT_LISTS + PER_SEAT_VALUES:
        values[name] = _frozen(values[name])
    return TtaState.model_construct(_fields_set=set(st.model_fields_set), **values)


GAMES = [
    (3, {}, 11),
    (4, {"leaders_wonders": "random", "balance": "on", "military": "on"}, 12),
    (2, {"variant": "peaceful", "leaders_wonders": "draft"}, 13),
    (3, {"leaders_wonders": "together", "military": "on", "civil_hands": "secret"}, 14),
    (3, {"leaders_wonders": "only", "balance": "on"}, 15),
    (4, {"military": "on"}, 16),
]


@pytest.mark.parametrize("players,options,seed", GAMES)
def test_no_rule_edits_a_per_seat_list_in_place(players, options, seed):
    agent = E.agents()["random"]
    st = E.setup(players, options, seed)
    moves = 0
    while not st.finished and moves < 1500:
        seat = min(E.to_act(st))
        action = agent.choose(E, st, seat, moves)
        on_frozen, frozen_events = E.apply(frozen_copy(st), seat, action)
        new, events = E.apply(st, seat, action)
        assert on_frozen.model_dump_json() == new.model_dump_json(), (moves, action)
        assert frozen_events == events
        st = new
        moves += 1
    assert moves > 200  # whole games


def test_the_seat_helpers_leave_the_original_alone():
    st = E.setup(3, {}, 1)
    copy = copy_state(st)
    culture, hand = list(st.culture), [list(h) for h in st.hand]
    seat_add(copy, "culture", 1, 5)
    seat_put(copy, "culture", 2, 7)
    seat_list(copy, "hand", 0).append("x")
    assert st.culture == culture and st.hand == hand
    assert copy.culture == [culture[0], culture[1] + 5, 7]
    assert copy.hand == [hand[0] + ["x"], hand[1], hand[2]]
