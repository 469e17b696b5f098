"""Resignation (TA-14) and what happens to a resigned player's civilization."""

from __future__ import annotations

from engines.through_ages import run
from tests.through_ages.helpers import E, act, texts
from tests.through_ages.test_aggression import politics


def test_resigning_is_a_political_action_except_in_age_iv():
    # TA-14.1
    st = politics()
    assert "resign" in E.legal_actions(st, 0)
    st.age = "IV"
    assert "resign" not in E.legal_actions(st, 0)


def test_a_resigned_civilization_leaves_the_game():
    # TA-14.1: cards discarded, pacts removed, wars on it removed with 7 culture to the declarer
    st = politics(hand0=["mil-I-legion@1"])
    st.hand[0] = ["civil-I-alchemy"]
    st.pacts = [{"card": "mil-III-peace-treaty@1", "a": 1, "b": 0, "by": 1}]
    st.wars = [{"card": "mil-II-war-over-territory@1", "by": 2, "target": 0}]
    culture = list(st.culture)
    st, ev = act(st, "resign")
    assert st.resigned == [0] and st.hand[0] == [] and st.military_hand[0] == []
    assert st.pacts == [] and st.wars == [] and st.culture[2] == culture[2] + 7  # TA-12.6
    assert "resigns" in texts(ev)
    assert st.current == 1 and E.to_act(st) == {1}  # the next player's turn follows


def test_the_game_goes_on_without_the_resigned_player():
    # TA-14.2: turns, clockwise order and "the two strongest" follow the remaining players
    st = politics()
    st, _ = act(st, "resign")
    assert run.clockwise(st) == [1, 2]
    st.current = 2
    assert run.clockwise(st) == [2, 1]
    assert len(run.ranked_players(E.g, st, "two_strongest")) == 1  # TA-26.5 with two left
    from engines.through_ages import flow

    flow.next_turn(E.g, st, 2, [])
    assert st.current == 1


def test_with_two_players_left_resigning_is_conceding():
    # TA-14.3: the last player left would win at once; with two left the game offers no
    # resignation (the host's resign command concedes), and a resigned player ranks last
    st = politics()
    st.resigned = [2]
    assert "resign" not in E.legal_actions(st, 0)
    st.finished = True
    st.culture = [0, 0, 50]
    result = E.result(st)
    assert {s.seat: s.rank for s in result.scores}[2] == 3


def test_random_agent_never_resigns():
    st = politics()
    for salt in range(40):
        assert E.agents()["random"].choose(E, st, 0, salt) != "resign"


def test_decks_of_later_ages_are_trimmed_for_the_new_player_count():
    # TA-14.2, TA-Q5: 3 -> 2 players: pacts and cards marked 3+ leave the Age II and III decks;
    # the current (Age I) decks stay as they are
    st = politics()
    full = E.setup(3, {}, seed=5)
    st.civil_decks, st.military_decks = dict(full.civil_decks), dict(full.military_decks)
    current = (list(st.civil_decks["I"]), list(st.military_decks["I"]))
    st, _ = act(st, "resign")
    assert st.military_decks["I"] == current[1]
    assert st.civil_decks["I"] == current[0][: len(st.civil_decks["I"])]  # only the refill took cards
    later = [i for age in ("II", "III") for i in st.military_decks[age]]
    assert later and not any(E.g.card[i.split("@")[0]].kind == "pact" for i in later)
    assert len(st.civil_decks["II"]) < len(full.civil_decks["II"])
    assert all(st.civil_decks["II"].count(c) <= E.g.card[c].count["2"] for c in st.civil_decks["II"])
