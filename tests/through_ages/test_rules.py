"""Rules not covered elsewhere: setup, glossary, card kinds, the player board's tokens."""

from collections import Counter

from engines.through_ages import board, flow, rules, run
from engines.through_ages.modules import civil_deck
from tests.through_ages.helpers import E, G, act, position, put


def test_setup():
    # TA-5.3, TA-5.4, TA-5.5, TA-5.7, TA-2.1, TA-2.3: decks by age, 13 Age A cards in the row,
    # players + 2 Age A events face down, empty hands, the six Age A technologies on each board
    st = E.setup(4, {}, seed=2)
    assert len([c for c in st.row if c]) == 13 and all(G.card[c].age == "A" for c in st.row)
    assert len(st.civil_decks["A"]) == 7 and len(st.civil_decks["I"]) == 53
    assert len(st.current_events) == 6 and all(G.card[c.split("@")[0]].age == "A" for c in st.current_events)
    assert st.hand == [[]] * 4 and st.military_hand == [[]] * 4
    assert len(st.techs[0]) == 5 and st.government[0] == "board-A-despotism"


def test_starting_player_is_random():
    # TA-5.6, TA-Q3
    firsts = Counter(E.setup(3, {}, seed=s).first for s in range(30))
    assert set(firsts) == {0, 1, 2}


def test_card_kinds_and_levels():
    # TA-1.2, TA-2.4, TA-18.1: civil and military card kinds; a card's level is its age
    kinds = {(c.deck, c.kind) for c in G.base_cards()}
    assert (
        ("civil", "technology") in kinds
        and ("civil", "leader") in kinds
        and ("military", "territory") in kinds
    )
    assert G.card["civil-II-coal"].level == 2 and G.card["board-A-bronze"].level == 0


def test_each_wonder_exists_once():
    # TA-21.1
    for age in ("A", "I", "II", "III"):
        wonders = [c for c in civil_deck(G, age, 4) if G.card[c].kind == "wonder"]
        assert len(wonders) == len(set(wonders)) == 4


def test_population_is_every_yellow_token_outside_the_bank():
    # TA-1.6, TA-4.9: losing population takes an unused worker first, then a worker the owner picks
    st = position(idle=[1, 1, 1])
    assert board.population(st, 0) == 7
    st.tasks.append({"k": "run", "p": 0, "steps": [{"op": "lose", "population": 2}]})
    E.machine.advance(st, [])
    assert st.idle[0] == 0 and st.yellow[0] == 19
    assert "worker:board-A-philosophy" in E.legal_actions(st, 0)
    st, _ = act(st, "worker:board-A-philosophy")
    assert "board-A-philosophy" not in st.workers[0] and board.population(st, 0) == 5 and st.yellow[0] == 20


def test_paying_when_exact_change_is_impossible_overpays():
    # TA-Q2: paying 1 with a Coal token (3) needs 2 Bronze tokens of change, but only the returned
    # token is in the bank: 1 comes back as change, the rest is lost
    st = position(blue=[0, 16, 16])
    st.techs[0] = [*st.techs[0], "civil-II-coal"]
    st.stored[0] = {"civil-II-coal": 1}
    board.pay(G, st, 0, "resources", 1)
    assert board.stock(G, st, 0, "resources") == 1 and st.blue[0] == 0


def test_unit_upgrade_uses_a_military_action():
    # TA-16.2, TA-16.7
    st = position()
    st.techs[0] = [*st.techs[0], "civil-I-swordsmen"]
    put(st, 0, stored={"board-A-bronze": 1})
    st, _ = act(st, "up:board-A-warriors:civil-I-swordsmen")
    assert st.military_spent[0] == 1 and st.civil_spent[0] == 0 and st.workers[0]["civil-I-swordsmen"] == 1


def test_no_action_discards_civil_cards_or_plays_events():
    # TA-15.13, TA-9.2, TA-9.7
    st = position(hand=[["civil-I-iron"], [], []], military_hand=[["mil-I-rats@1"], [], []])
    assert not any(a.startswith(("discard", "prepare")) for a in E.legal_actions(st, 0))


def test_bill_gates_scores_when_he_leaves_play():
    # TA-20.5
    st = position(leader=["civil-III-bill-gates", None, None])
    put(st, 0, workers={"civil-II-scientific-method": 1})
    rules.remove_leader(G, st, 0)
    assert st.culture[0] == 2


def test_rebellion_on_another_players_turn_takes_next_turns_actions():
    # TA-26.6, TA-Q9
    st = position(yellow=[18, 12, 18])
    st.tasks.append({"k": "run", "p": 0, "steps": G.card["mil-I-rebellion"].steps})
    E.machine.advance(st, [])
    assert st.civil_spent[1] == 4
    flow.production(G, st, 0, [])
    assert st.current == 1 and board.civil_left(G, st, 1) == 0


def test_events_resolve_clockwise_from_the_current_player():
    # TA-1.1, TA-26.2: every civilization, clockwise from the current player
    st = position(seat=2, current=2)
    assert run.clockwise(st) == [2, 0, 1]


def test_timeouts_choose_what_changes_least():
    # TA-31.7, TA-Q11: pass a bid or a political action, end the actions, lose the cheapest
    st = position(current_events=["mil-I-historic-territory@1"], military_hand=[["mil-I-foray@1"], [], []])
    assert E.timeout_action(st, 0) == "done"
    assert E.timeout_action(st, 1) is None  # not its turn
    st.tasks.append({"k": "politics", "who": 0})
    assert E.timeout_action(st, 0) == "pass"
    st, _ = act(st, "prepare:mil-I-foray@1")
    assert E.timeout_action(st, 0) == "pass"
