"""The learning game of Ages A and I (TA-30.3, TA-Q10): match option variant=ages_a_i."""

import pytest

from engines.through_ages import flow
from tests.through_ages.helpers import E, G


def test_no_later_ages_and_no_wars():
    # TA-30.3, TA-Q10: Ages A and I only; no wars, aggressions or pacts (TA-30.2)
    st = E.setup(3, {"variant": "ages_a_i"}, seed=4)
    assert st.civil_decks["II"] == st.civil_decks["III"] == []
    assert st.military_decks["II"] == st.military_decks["III"] == []
    kinds = {G.card[i.split("@")[0]].kind for i in st.military_decks["I"]}
    assert not kinds & {"aggression", "war", "pact"}


def test_the_end_of_the_age_i_deck_starts_the_last_round():
    # TA-Q10: when the Age I civil deck runs out, one more round (TA-28.2 with Age II for Age IV)
    st = E.setup(2, {"variant": "ages_a_i"}, seed=4)
    st.age, st.round, st.current, st.first = "I", 6, 1, 0
    st.civil_decks = {**st.civil_decks, "I": ["civil-I-iron"]}
    st.row = [None, *st.row[1:]]
    flow.replenish(G, st, [], sweep=False)
    assert st.age == "II" and st.last_round == 7  # begun in the second player's turn
    assert st.row[-1] == "civil-I-iron"


@pytest.mark.parametrize("players", [2, 4])
def test_a_random_learning_game_ends_after_age_i(players):
    # TA-Q10: the game ends in Age II; the final scoring adds nothing beyond the culture track
    st = E.setup(players, {"variant": "ages_a_i"}, seed=9)
    agent, n = E.agents()["random"], 0
    while not st.finished:
        seat = min(E.to_act(st))
        st, _ = E.apply(st, seat, agent.choose(E, st, seat, n))
        n += 1
        assert n < 3000
    assert st.age == "II" and st.round == st.last_round
    assert st.final_points == [0] * players
    assert [s.score for s in sorted(E.result(st).scores, key=lambda s: s.seat)] == st.culture
