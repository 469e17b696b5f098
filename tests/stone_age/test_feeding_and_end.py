"""Feeding (SA-10), end of round (SA-11) and end of game (SA-12)."""

import pytest

from engines.base import IllegalAction, MatchOver
from tests.stone_age.helpers import ENGINE, act, choices, fresh, settle, step, texts


def feeding(players=2, first=0):
    s = fresh(players, first=first)
    s.phase = "feeding"
    s.unplaced = [0] * players
    s.current = first
    s.fed = 0
    return s


def test_income_then_one_food_per_person():
    # SA-10.1 / SA-10.2 / SA-10.5: food track first, every person eats, leftovers stay
    s = feeding()
    s.agriculture = [3, 0]
    s.people = [7, 5]
    s.food = [4, 9]
    settle(s)
    assert s.food == [0, 4] and s.score == [0, 0] and s.round == 2


def test_new_person_eats_in_its_first_round():
    # SA-D4: a person from the hut is fed in the round it arrives (covered in test_actions as well)
    s = feeding()
    s.people = [6, 5]
    s.food = [6, 5]
    settle(s)
    assert s.food == [0, 0] and s.score == [0, 0]


def test_shortfall_paid_with_resources_one_at_a_time():
    # SA-10.3 / SA-17.7: all food is handed in, the rest is paid with resources of any kinds
    s = feeding()
    s.food = [3, 10]
    s.resources[0] = [1, 1, 0, 2]
    settle(s)
    assert step(s) == {"k": "feed", "who": 0, "need": 2, "paid": [0, 0, 0, 0]} and s.food[0] == 0
    assert choices(s, 0) == ["pay:wood", "pay:brick", "pay:gold", "starve"]
    s, events = act(s, 0, "pay:gold", "pay:wood")
    assert s.resources[0] == [0, 1, 0, 1] and s.score[0] == 0 and "feeds" in texts(events)


def test_starving_costs_ten_points_and_keeps_resources():
    # SA-10.4: -10 whatever the shortfall, resources kept, score may go negative (SA-1.7)
    s = feeding()
    s.food = [0, 10]
    s.resources[0] = [9, 0, 0, 0]
    s.score[0] = 4
    settle(s)
    s, events = act(s, 0, "pay:wood", "starve")
    assert s.score[0] == -6 and s.resources[0] == [9, 0, 0, 0] and s.food[0] == 0
    assert "hungry" in texts(events)


def test_no_partial_payment_when_resources_do_not_cover():
    # SA-D7: resources are spent only if they cover the whole shortfall
    s = feeding()
    s.food = [1, 10]
    s.resources[0] = [1, 1, 0, 0]
    settle(s)
    assert s.resources[0] == [1, 1, 0, 0] and s.score[0] == -10 and s.food[0] == 0


def test_feeding_asks_in_turn_order_from_the_first_player():
    # SA-10.6 / SA-D8
    s = feeding(3, first=2)
    s.food = [0, 0, 0]
    s.resources = [[5, 0, 0, 0] for _ in range(3)]
    settle(s)
    assert ENGINE.to_act(s) == {2}
    s, _ = act(s, 2, "starve")
    assert ENGINE.to_act(s) == {0}
    with pytest.raises(IllegalAction):
        ENGINE.apply(s, 1, "starve")


def test_end_of_round_marker_and_card_slide_example():
    # SA-11.2 marker passes; SA-11.3 and the rulebook example: cards from slots 2 and 3 were bought,
    # slot 1 stays, slot 4 moves to slot 2, new cards fill slots 3 and 4 (rightmost first)
    s = feeding(4, first=3)
    s.slots = ["civ01", None, None, "civ04"]
    top_two = s.deck[-2:]
    s.tools = [[1, 2], [], [], []]
    s.tools_used = [[True, True], [], [], []]
    events = settle(s)
    assert s.first == 0 and s.current == 0 and s.round == 2 and s.phase == "placement"
    assert s.slots == ["civ01", "civ04", top_two[1], top_two[0]]
    assert s.tools_used[0] == [False, False]  # SA-11.5
    assert any(e.reveal and "New cards" in e.text.en for e in events)
    assert ENGINE.to_act(s) == {0} and s.unplaced == s.people  # SA-11.6


def test_card_end_when_deck_cannot_fill_the_slots():
    # SA-11.4 / SA-12.1: fewer cards than empty slots: no refill, the game ends now
    s = feeding()
    s.slots = [None, None, "civ01", None]
    s.deck = ["civ02", "civ03"]
    settle(s)
    assert s.finished and s.end_reason == "cards" and s.deck == ["civ02", "civ03"]
    assert s.slots == [None, None, "civ01", None]
    with pytest.raises(MatchOver):
        ENGINE.apply(s, 0, "place:forest")


def test_deck_reaching_exactly_zero_does_not_end():
    # SA-D9: the deck fills every empty slot and reaches 0: the next round is played
    s = feeding()
    s.slots = ["civ01", "civ02", None, None]
    s.deck = ["civ03", "civ04"]
    settle(s)
    assert not s.finished and s.deck == [] and all(s.slots)
    # SA-D9: with no empty slot the round is played even with an empty deck
    s2 = feeding()
    s2.deck = []
    settle(s2)
    assert not s2.finished and s2.round == 2


def test_building_end_after_feeding():
    # SA-12.2 / SA-11.1: the marked last round ends after feeding, without card refill
    s = feeding()
    s.last_round = True
    s.slots = [None, None, None, None]
    s.food = [0, 10]
    settle(s)
    assert s.finished and s.end_reason == "buildings" and s.score == [-10, 0]
    assert s.slots == [None, None, None, None]


def test_round_structure_runs_a_full_round(dice):
    # SA-3.1: placement, actions, feeding, end of round, in this order
    s = fresh(2)
    s, _ = act(s, 0, "place:hunting_grounds", "place:hunting_grounds:5")
    dice(6, 6, 6, 6, 6, 1, 1, 1, 1, 1)
    s, events = act(s, 1, "place:hunting_grounds", "place:hunting_grounds:5")
    order = [line for line in texts(events).splitlines() if "rolls" in line or "Round" in line]
    assert order[0].startswith("Player A rolls") and order[1].startswith("Player B rolls")
    assert order[2].startswith("Round 2")
    assert s.food == [12 + 15 - 5, 12 + 2 - 5]
