"""The Action Phase list's shortcuts give what the plain rules give (TA-15.2, TA-19.2, TA-20):
`legal.card_plays` asks the leaders' parts only when p's cards have one of their ops, `legal.takes`
reads the hand limit from p's index, and the building ids read p's index and urban limit from the
listing's `Can`. Checked on every position of seeded games and on positions edited by hand."""

import pytest

from engines.through_ages import legal, lw_actions
from engines.through_ages.actions import NORMAL
from engines.through_ages.in_play import reading
from engines.through_ages.legal_leaders import leader_actions, leader_uses
from tests.through_ages.helpers import E, G, position, put

BARBAROSSA = "civil-I-frederick-barbarossa"  # population_unit
BACH = "civil-II-johann-sebastian-bach"  # theater_upgrade
LINER = "civil-II-ocean-liner-service"  # free_population
CHURCHILL = "civil-III-winston-churchill"  # turn_choice


def plain_card_plays(st, p, civil: bool, military: bool) -> list[str]:
    """`legal.card_plays` with every part asked."""
    out = legal.hand_plays(G, st, p, civil, military) + legal.tactics(G, st, p, military)
    out += legal.copies(G, st, p, civil, military) + leader_actions(G, st, p, civil, military)
    if st.reminders:
        out += lw_actions.options(G, st, p, civil)
    return out + leader_uses(G, st, p, civil, military)


def compare(st) -> int:
    """Asserts each shortcut's answer for every seat; returns how many seats were compared."""
    compared = 0
    for p in range(st.players):
        with reading(st):
            can = legal.Can(G, st, p, NORMAL)
            if can.first_round:
                continue
            takeable = [
                legal.TAKE_IDS[i] for i in range(len(st.row)) if legal.takeable(G, st, p, i, can.budget)
            ]
            assert legal.takes(G, st, p, can.budget) == takeable
            plays = legal.card_plays(G, st, p, can.civil, can.military)
            assert plays == plain_card_plays(st, p, can.civil, can.military)
            built = legal.buildings_part(G, st, p, NORMAL, can, None, None)
            plain = legal.Can(G, st, p, NORMAL)
            plain.index = None  # the index and the urban limit read by their own calls
            assert built == legal.buildings_part(G, st, p, NORMAL, plain, None, None)
        compared += 1
    return compared


@pytest.mark.parametrize("options", [{}, {"leaders_wonders": "random", "balance": "on", "military": "on"}])
def test_the_shortcuts_answer_as_the_plain_rules_in_played_games(options):
    agent, compared = E.agents()["random"], 0
    for seed in (8, 9):
        st = E.setup(3, options, seed)
        for n in range(250):
            if st.finished:
                break
            compared += compare(st)
            seat = min(E.to_act(st))
            st, _ = E.apply(st, seat, agent.choose(E, st, seat, n))
    assert compared > 1000


def test_the_shortcuts_see_leaders_limits_and_hands_edited_in_place():
    st = position()
    put(st, 0, stored={"board-A-agriculture": 4, "board-A-bronze": 4})
    st.yellow[0] = 5
    assert compare(st) == 3
    with reading(st):
        assert not any(a.startswith("recruit:") for a in legal.options(G, st, 0))
    st.leader[0] = BARBAROSSA  # in place: the index sees the new leader
    assert compare(st) == 3
    with reading(st):
        assert "recruit:board-A-warriors" in legal.options(G, st, 0)
    for leader in (BACH, LINER, CHURCHILL, None):
        st.leader[0] = leader
        assert compare(st) == 3
    with reading(st):
        assert not any(a.startswith("recruit:") for a in legal.options(G, st, 0))
    st.hand[0][:] = ["civil-I-iron"] * 9  # at the hand limit: no card can be taken but wonders
    assert compare(st) == 3
    with reading(st):
        assert "take:3" not in legal.options(G, st, 0) and "take:4" in legal.options(G, st, 0)
    st.hand[0].clear()
    assert compare(st) == 3
    with reading(st):
        assert "take:3" in legal.options(G, st, 0)
