"""The turn and the game: card row, politics, colonization, end of turn, ages, the end (TA-6,
TA-8, TA-9, TA-10, TA-24, TA-26, TA-27, TA-28)."""

import pytest

from engines.base import Event
from engines.through_ages import board, flow, run
from tests.through_ages.helpers import ROW, E, G, act, position, put


@pytest.mark.parametrize(("players", "sweep"), [(2, 3), (3, 2), (4, 1)])
def test_replenish_removes_the_leftmost_spaces_and_slides(players, sweep):
    # TA-6.2: N = 3 / 2 / 1 spaces are cleared even if empty, the rest slides left, then refill
    st = position(players=players)
    st.row[sweep] = None  # a gap right after the swept spaces closes too
    deck = list(st.civil_decks["I"])
    flow.replenish(G, st, [])
    kept = [c for c in ROW[sweep:] if c is not None][1:]
    assert st.row[: len(kept)] == kept
    assert st.row[len(kept) :] == list(reversed(deck))[: 13 - len(kept)]


def test_first_replenish_ends_age_a():
    # TA-6.4, TA-Q4, TA-27.1: the rest of Age A fills first, then Age I; Age A is over afterwards
    st = E.setup(3, {}, seed=11)
    st.row = [None] * 13
    left_a = list(st.civil_decks["A"])
    flow.replenish(G, st, [])
    assert st.age == "I" and st.civil_decks["A"] == []
    assert st.row[: len(left_a)] == list(reversed(left_a))
    assert all(G.card[c].age == "I" for c in st.row[len(left_a) :])


def test_dealing_the_last_card_ends_the_age():
    # TA-6.3, TA-20.4, TA-27.2, TA-27.3, TA-27.4, TA-27.5: obsolete leaders, unfinished wonders and cards in hand go; 2 yellow
    st = position(
        age="II",
        leader=["civil-I-joan-of-arc", "civil-II-isaac-newton", None],
        wonder=["civil-I-great-wall", None, None],
        wonder_stages=[2, 0, 0],
        hand=[["civil-I-iron", "civil-II-coal"], [], []],
        military_hand=[["mil-I-legion@1", "mil-II-cold-war@1"], [], []],
    )
    st.blue[0] = 14
    st.civil_decks = {**st.civil_decks, "II": ["civil-II-opera"]}
    st.row = [None] * 13
    flow.replenish(G, st, [])
    assert st.age == "III"
    assert st.leader == [None, "civil-II-isaac-newton", None]
    assert st.wonder[0] is None and st.blue[0] == 16  # TA-21.4
    assert st.hand[0] == ["civil-II-coal"] and st.military_hand[0] == ["mil-II-cold-war@1"]
    assert st.yellow == [16, 16, 16]
    assert st.row[0] == "civil-II-opera" and G.card[st.row[1]].age == "III"


def test_age_iv_sets_the_last_round():
    # TA-28.1, TA-28.2, TA-28.3
    st = position(age="III", current=1, round=9)
    st.civil_decks = {**st.civil_decks, "III": ["civil-III-oil"]}
    st.row = [None] * 13
    flow.replenish(G, st, [])
    assert st.age == "IV" and st.last_round == 10
    assert st.row[0] == "civil-III-oil" and st.row[1:] == [None] * 12  # TA-6.2: no cards in Age IV


def test_game_ends_after_the_last_round_with_final_scoring():
    # TA-28.2, TA-28.4, TA-28.5: Age III events left in the decks score at the end
    st = position(age="IV", round=10, last_round=10, seat=2, current=2)
    st.current_events = ["mil-III-impact-of-colonies@1", "mil-II-cold-war@1"]
    st.colonies[1] = ["mil-I-historic-territory"]
    st, _ = act(st, "done")
    assert st.finished
    assert st.culture[1] >= 3 and st.final_points[1] == 3
    result = E.result(st)
    assert result.scores[1].breakdown["final_scoring"] == 3
    assert result.winners() == [max(range(3), key=lambda s: (st.culture[s], -s))]


def test_end_of_turn_production_order():
    # TA-24.5, TA-24.3: score, corruption, food, consumption, resources
    st = position(yellow=[14, 18, 18], blue=[8, 16, 16])
    put(
        st,
        0,
        workers={
            "board-A-agriculture": 2,
            "board-A-bronze": 2,
            "board-A-philosophy": 1,
            "board-A-religion": 1,
        },
    )
    # blue bank 8 (corruption 2) with nothing stored: corruption takes nothing; food 2 - 1 eaten
    st, _ = act(st, "done")
    assert st.science[0] == 1 and st.culture[0] == 1
    assert board.stock(G, st, 0, "food") == 1 and board.stock(G, st, 0, "resources") == 2
    assert st.current == 1 and st.civil_spent[0] == 0


def test_consumption_shortfall_costs_culture():
    # TA-24.3 step 4: 4 culture per missing food
    st = position(yellow=[10, 18, 18], culture=[20, 0, 0])
    put(st, 0, workers={"board-A-bronze": 2, "board-A-philosophy": 1, "board-A-religion": 3})
    st.idle[0] = 3
    st, _ = act(st, "done")
    assert st.culture[0] == 20 + 3 - 4 * 2


def test_uprising_skips_production():
    # TA-24.2, TA-23.3, TA-23.4: more discontent workers than unused workers
    st = position(yellow=[10, 18, 18], idle=[0, 1, 1])
    put(st, 0, workers={"board-A-agriculture": 2, "board-A-bronze": 2, "board-A-philosophy": 4})
    st, events = act(st, "done")
    assert st.science[0] == 0 and board.stock(G, st, 0, "food") == 0
    assert "uprising" in " ".join(e.text.en for e in events)


def test_corruption_takes_resources_then_food():
    # TA-24.3 step 2
    st = position()
    put(st, 0, stored={"board-A-bronze": 1, "board-A-agriculture": 6})  # blue bank 9: corruption 2
    run.pay_corruption(G, st, 0)
    assert board.stock(G, st, 0, "resources") == 0 and board.stock(G, st, 0, "food") == 5


def test_military_cards_drawn_per_unused_military_action():
    # TA-24.4: at most 3
    st = position()
    st.military_decks = {**st.military_decks, "I": ["mil-I-legion@1", "mil-I-legion@2", "mil-I-rats@1"]}
    st, _ = act(st, "done")
    assert sorted(st.military_hand[0]) == ["mil-I-legion@2", "mil-I-rats@1"]


def test_discard_down_to_the_military_hand_limit():
    # TA-24.1: privately, one card at a time
    hand = ["mil-I-legion@1", "mil-I-rats@1", "mil-I-foray@1", "mil-I-pestilence@1"]
    st = position(military_hand=[hand, [], []], military_spent=[2, 0, 0])
    st, _ = act(st, "done")
    prompt = E.prompt(st, 0)
    assert prompt.private and len(prompt.options) == 4
    st, _ = act(st, "discard:mil-I-rats@1", "discard:mil-I-foray@1")
    assert st.military_hand[0] == ["mil-I-legion@1", "mil-I-pestilence@1"] and st.current == 1


def test_played_tactic_becomes_common_at_the_start_of_the_next_turn():
    # TA-8.3, TA-22.2
    st = position(tactic=["mil-I-legion@1", None, None], own_tactic=["mil-I-legion@1", None, None])
    flow.turn_start(G, st, 0, [])
    assert (
        st.common_tactics == ["mil-I-legion@1"]
        and st.tactic[0] == "mil-I-legion@1"
        and st.own_tactic[0] is None
    )


def test_preparing_an_event_scores_its_level_and_reveals_the_top_event():
    # TA-8.1, TA-9.1, TA-9.2, TA-9.3, TA-9.4, TA-9.6
    st = position(
        military_hand=[["mil-II-cold-war@1"], [], []], current_events=["mil-A-development-of-science@1"]
    )
    st.tasks = [{"k": "end_turn", "p": 0}, {"k": "act", "who": 0}, {"k": "politics", "who": 0}]
    assert E.prompt(st, 0).private
    st, events = act(st, "prepare:mil-II-cold-war@1")
    assert st.culture[0] == 2 and st.current_events == ["mil-II-cold-war@1"]  # TA-9.5: the deck emptied
    assert st.science == [2, 2, 2] and st.past_events == ["mil-A-development-of-science@1"]
    assert "Cold War" not in " ".join(e.text.en for e in events)


def test_future_events_become_current_oldest_age_on_top():
    # TA-9.5
    st = position()
    st.future_events = ["mil-II-cold-war@1", "mil-I-rats@1", "mil-III-impact-of-wonders@1"]
    flow.refill_events(st, G)
    assert [G.card[c.split("@")[0]].age for c in st.current_events] == ["III", "II", "I"]  # top = last
    assert st.future_events == []


def test_colonization_auction_and_sacrifice():
    # TA-10.1, TA-10.3, TA-10.4, TA-10.5, TA-31.1: bids clockwise, the winner sacrifices units into the yellow bank
    st = position(current_events=["mil-I-historic-territory@1"], military_hand=[[], ["mil-I-rats@1"], []])
    st.tasks = [{"k": "end_turn", "p": 0}, {"k": "act", "who": 0}, {"k": "politics", "who": 0}]
    st.military_hand[0] = ["mil-I-foray@1"]
    put(st, 1, workers={"board-A-agriculture": 2, "board-A-bronze": 2, "board-A-warriors": 3})
    st, _ = act(st, "prepare:mil-I-foray@1")
    assert E.to_act(st) == {0}
    assert E.prompt(st, 0).private
    st, _ = act(st, "pass")
    assert E.legal_actions(st, 1)[:3] == ["bid:1", "bid:2", "bid:3"] and "bid:4" not in E.legal_actions(st, 1)
    st, _ = act(st, "bid:2")
    # TA-25.1: seat 2 (force 1 at most) cannot outbid, but has a unit: it is asked all the same
    assert E.to_act(st) == {2} and E.legal_actions(st, 2) == ["pass"]
    st, _ = act(st, "pass")
    st, _ = act(st, "unit:board-A-warriors", "unit:board-A-warriors")
    assert st.colonies[1] == ["mil-I-historic-territory"]
    assert st.workers[1]["board-A-warriors"] == 1 and st.yellow[1] == 20
    assert st.culture[1] == 6 and board.happiness(G, st, 1) == 1
    assert E.to_act(st) == {0}  # back to the action phase


def test_nobody_bids():
    # TA-10.2: the territory goes to the past events
    st = position(current_events=["mil-I-historic-territory@1"], military_hand=[["mil-I-foray@1"], [], []])
    st.tasks = [{"k": "end_turn", "p": 0}, {"k": "act", "who": 0}, {"k": "politics", "who": 0}]
    for seat in (1, 2):
        st.workers[seat] = {"board-A-agriculture": 2}
    st.workers[0] = {"board-A-agriculture": 2}
    st, _ = act(st, "prepare:mil-I-foray@1")
    assert st.past_events == ["mil-I-historic-territory@1"] and all(not c for c in st.colonies)


def test_ties_favour_the_current_player_then_clockwise():
    # TA-3.5, TA-1.9, TA-26.3, TA-Q30: equal strength -> the current player is strongest; the farthest is weakest
    st = position(seat=1, current=1)
    assert run.ranked_players(G, st, "strongest") == [1]
    assert run.ranked_players(G, st, "weakest") == [0]
    assert run.ranked_players(G, st, "two_strongest") == [1, 2]


def test_two_strongest_means_the_stronger_with_two_players():
    # TA-26.5
    st = position(players=2)
    assert run.ranked_players(G, st, "two_strongest") == [0]


def test_replaying_a_log_gives_the_same_states():
    st = E.setup(3, {}, seed=5)
    agent = E.agents()["random"]
    log, states = [], [st]
    for i in range(150):
        seat = sorted(E.to_act(st))[0]
        action = agent.choose(E, st, seat, i)
        log.append((seat, action))
        st, _ = E.apply(st, seat, action)
        states.append(st)
    again = E.setup(3, {}, seed=5)
    for (seat, action), expected in zip(log, states[1:], strict=True):
        again, _ = E.apply(again, seat, action)
        assert again == expected
    assert E.load_state(st.model_dump_json()) == st


def test_views_hide_other_military_hands():
    # TA-25.1, TA-25.2, TA-25.3
    st = position(military_hand=[["mil-I-legion@1"], ["mil-I-rats@1"], []])
    mine = E.view(st, 0)
    assert [c.id for c in mine.military_hand] == ["mil-I-legion@1"]
    assert "mil-I-rats" not in mine.model_dump_json()
    assert mine.players[1].military_hand_size == 1
    assert E.view(st, None).private_part() is None


def test_events_have_no_decision_when_nothing_to_choose():
    ev: list[Event] = []
    st = position()
    run.run(G, st, 0, G.card["mil-I-pestilence"].steps, ev)
    E.machine.advance(st, ev)
    assert st.idle == [0, 0, 0] and st.yellow == [19, 19, 19]


def test_an_emptied_current_events_deck_is_replaced_after_the_reveal():
    # TA-9.5, TA-9.6: the event prepared now is never the one revealed now
    st = position(
        military_hand=[["mil-II-cold-war@1"], [], []], current_events=["mil-A-development-of-science@1"]
    )
    st.future_events = ["mil-I-rats@1"]
    st.tasks.append({"k": "politics", "who": 0})
    st, _ = act(st, "prepare:mil-II-cold-war@1")
    assert st.past_events == ["mil-A-development-of-science@1"]
    assert sorted(st.current_events) == ["mil-I-rats@1", "mil-II-cold-war@1"] and st.future_events == []


def test_a_player_sees_the_events_they_prepared():
    # TA-25.3: the owner of a prepared event knows it; nobody else sees the future events
    st = position(future_events=["mil-I-rats@1", "mil-I-foray@1"], prepared_by=[0, 1])
    assert [c.id for c in E.view(st, 0).private_part().prepared] == ["mil-I-rats@1"]
    assert "mil-I-foray" not in E.view(st, 0).model_dump_json()
    assert E.view(st, None).prepared_events is None


def test_draws_and_new_row_cards_are_reveals():
    # TA-24.4, TA-6.2: drawing military cards and dealing the row show hidden cards: undo stops there
    st = position()
    st, events = act(st, "done")
    texts = {e.text.en: e.reveal for e in events}
    assert texts["Player A draws 2 military cards."] is True
    assert any(reveal and "new cards in the card row" in text for text, reveal in texts.items())
