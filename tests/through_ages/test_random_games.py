"""Whole random games: every state stays well formed, every game reaches final scoring (TA-28)."""

import pytest

from tests.through_ages.helpers import E


def well_formed(st) -> None:
    for p in range(st.players):
        assert st.yellow[p] >= 0 and st.blue[p] >= 0 and st.idle[p] >= 0, p
        assert all(n > 0 for n in st.workers[p].values()), st.workers[p]
        assert all(n > 0 for n in st.stored[p].values()), st.stored[p]
        assert set(st.workers[p]) <= set(st.techs[p]) and set(st.stored[p]) <= set(st.techs[p])
        assert st.science[p] >= 0 and st.culture[p] >= 0  # TA-1.10
        assert len(set(st.techs[p])) == len(st.techs[p])  # TA-18.2
        assert (
            st.wonder_stages[p] <= len(E.g.card[st.wonder[p]].stages)
            if st.wonder[p]
            else st.wonder_stages[p] == 0
        )
    assert len(st.row) == 13


def play(players: int, seed: int, agent: str = "random") -> int:
    chooser = E.agents()[agent]
    st = E.setup(players, {}, seed)
    decisions = 0
    while not st.finished:
        seat = min(E.to_act(st))
        st, _ = E.apply(st, seat, chooser.choose(E, st, seat, decisions))
        decisions += 1
        if decisions % 7 == 0:
            well_formed(st)
        assert decisions < 5000
    well_formed(st)
    assert st.age == "IV" and st.round == st.last_round
    return decisions


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_random_game_reaches_final_scoring(players):
    assert play(players, 100 + players) > 100


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("agent", ["random", "heuristic"])
def test_many_games(players, agent):
    for seed in range(20):
        play(players, 1000 + seed, agent)
