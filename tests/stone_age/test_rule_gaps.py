"""Rules that had no test citing their own ID: SA-4.8, SA-7.3 and SA-8.4."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engines.base import IllegalAction
from engines.kit.clone import clone
from engines.stone_age.data import DATA, RESOURCES
from tests.stone_age.helpers import ENGINE, act, choices, fresh, placing, step
from tests.stone_age.test_actions import card_state, tools_of

LOCATIONS = {loc.id: loc for loc in DATA.locations}
VILLAGE = [loc.id for loc in DATA.locations if loc.group == "village"]
GATHERING = [loc.id for loc in DATA.locations if loc.group == "gathering"]


# ---------------------------------------------------------------- SA-4.8 legal-placement test


def random_placement_state(rng: random.Random):
    """A placement-phase state with a random but rule-consistent board, slots and stacks."""
    players = rng.choice((2, 3, 4))
    s = fresh(players, seed=rng.randrange(1000))
    seat = rng.randrange(players)
    placing(s, seat)
    s.unplaced = [rng.choice((0, 1, 1, 2, 3, 5)) for _ in range(players)]
    limit = DATA.gathering_max_players_by_player_count[str(players)] or players
    for loc in GATHERING:
        occupants = rng.sample(range(players), rng.randint(0, limit))
        row = [0] * players
        room = LOCATIONS[loc].capacity
        for p in occupants:
            row[p] = rng.randint(1, max(1, min(4, room)))
            room -= row[p]
            if room <= 0:
                break
        s.board[loc] = row
    usable = DATA.village_locations_usable_by_player_count[str(players)]
    for loc in rng.sample(VILLAGE, rng.randint(0, usable)):
        row = [0] * players
        row[rng.randrange(players)] = LOCATIONS[loc].exact_people
        s.board[loc] = row
    for loc in s.board:
        if loc.startswith(("card_", "building_")) and rng.random() < 0.3:
            row = [0] * players
            row[rng.randrange(players)] = 1
            s.board[loc] = row
    if rng.random() < 0.5:
        s.board["hunting_grounds"] = [rng.choice((0, 0, 2)) for _ in range(players)]
    s.slots = [c if rng.random() < 0.75 else None for c in s.slots]
    s.stacks = [st if rng.random() < 0.75 else [] for st in s.stacks]
    return clone(s), seat  # a copy, as apply() would make it


def expected_most(s, seat: int, loc: str) -> int:
    """How many people SA-4.8 (with SA-4.6, SA-5 and SA-15) lets `seat` put on `loc` now; 0 = illegal."""
    free = s.unplaced[seat]
    row = s.board[loc]
    if free < 1 or row[seat]:  # clauses 1 and 2
        return 0
    if loc == "hunting_grounds":  # clause 3: always room
        return free
    if loc in GATHERING:
        limit = DATA.gathering_max_players_by_player_count[str(s.players)]
        if limit is not None and sum(1 for n in row if n) >= limit:  # clause 5: SA-15.2 / SA-15.3
            return 0
        return min(free, LOCATIONS[loc].capacity - sum(row))  # clause 3
    if any(row):  # village, card slots and stacks take one placement only (clause 3)
        return 0
    if loc in VILLAGE:
        need = LOCATIONS[loc].exact_people  # clause 1: two for the hut
        occupied = sum(1 for v in VILLAGE if any(s.board[v]))
        closed = occupied >= DATA.village_locations_usable_by_player_count[str(s.players)]  # SA-15.1
        return 0 if free < need or closed else need
    if loc.startswith("card_"):  # clause 4: the slot holds a card
        return 1 if s.slots[int(loc.split("_")[1]) - 1] is not None else 0
    return 1 if s.stacks[int(loc.split("_")[1]) - 1] else 0  # clause 4: stack in play with a tile


def test_legal_placement_test_matches_every_clause():
    # SA-4.8: all five conditions, checked against the offered choices, the count step and apply()
    rng = random.Random(48)
    seen = Counter()
    for _ in range(250):
        s, seat = random_placement_state(rng)
        offered = choices(s, seat)
        for loc in s.board:
            most = expected_most(s, seat, loc)
            seen[most > 0] += 1
            assert (f"place:{loc}" in offered) == (most > 0), (loc, s.board[loc], s.unplaced, seat)
            if most == 0:
                with pytest.raises(IllegalAction):
                    ENGINE.apply(s, seat, f"place:{loc}")
                continue
            after, _ = ENGINE.apply(s, seat, f"place:{loc}")
            if step(after) is not None:  # a count to choose: exactly 1..most (SA-4.6)
                assert choices(after, seat) == [f"place:{loc}:{n}" for n in range(1, most + 1)] + ["back"]
            else:
                assert after.board[loc][seat] == most
    assert seen[True] > 300 and seen[False] > 300  # both outcomes were exercised often


def test_hut_needs_two_and_a_filled_slot_and_a_live_stack():
    # SA-4.8 clauses 1 and 4 on one state: hut refused with one person; empty slot/stack refused
    s = fresh(4)
    s.unplaced[0] = 1
    s.slots[1] = None
    s.stacks[2] = []
    s = clone(s)
    ids = choices(s, 0)
    assert "place:hut" not in ids and "place:card_2" not in ids and "place:building_3" not in ids
    assert {"place:field", "place:tool_maker", "place:card_1", "place:building_1"} <= set(ids)


# ---------------------------------------------------------------- SA-7.3 using tools


def test_tools_on_a_resource_by_dice_card_then_spent_for_the_round(dice):
    # SA-7.3: any number of tiles on one roll (3), each at full value (2), usable on the
    # 2-dice card (4), and a used tile is not offered again in the same round (1)
    s = card_state("civ04", slot=1, resources=(1, 0, 0, 0))  # gold by dice
    s.board["forest"][0] = 1
    tools_of(s, 0, [3, 2, 1])
    dice(3, 3, 2)  # card roll 6, forest roll 2
    s, _ = act(s, 0, "resolve:card_1", "pay:wood")
    assert step(s)["k"] == "roll" and choices(s, 0) == ["tool:0", "tool:1", "tool:2", "take"]
    s, _ = act(s, 0, "tool:0")
    assert step(s)["added"] == 3 and s.tools_used[0] == [True, False, False]
    assert "tool:0" not in choices(s, 0)
    s, _ = act(s, 0, "tool:1", "tool:2")  # 6 + 3 + 2 + 1 = 12: 2 gold
    assert step(s) is None and s.resources[0][3] == 2 and s.tools_used[0] == [True, True, True]
    s, events = act(s, 0, "resolve:forest")  # all tiles used: the roll finishes without a tool question
    assert (
        step(s) is None and s.resources[0][0] == 0 and "gains no wood" in "\n".join(e.text.en for e in events)
    )


def test_no_tools_on_the_dice_for_items_roll(dice):
    # SA-7.3 (4): tiles and one-use tool cards never change the dice-for-items roll
    s = card_state("civ02", slot=1, resources=(1, 0, 0, 0), players=2)
    tools_of(s, 0, [4, 4])
    s.kept[0] = ["civ29"]
    dice(1, 2)
    s, _ = act(s, 0, "resolve:card_1", "pay:wood")
    assert step(s)["k"] == "items" and choices(s, 0) == ["die:1", "die:2"]
    for bad in ("tool:0", "card:civ29", "take"):
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, bad)
    s, _ = act(s, 0, "die:2")  # seat 1 gets the last die (1 = wood) without a question
    assert s.resources[0][1] == 1 and s.resources[1][0] == 1
    assert s.tools_used[0] == [False, False] and s.kept[0] == ["civ29"]


def test_tools_are_never_used_alone_and_reset_after_the_round():
    # SA-7.3 (4) no roll, no tool; (5) used tiles become unused at the end of the round
    s = fresh(2)
    tools_of(s, 0, [2])
    assert not any(a.startswith(("tool:", "card:")) for a in choices(clone(s), 0))
    s = card_state("civ13", slot=1, resources=(1, 0, 0, 0))
    tools_of(s, 0, [2, 3], used=[True, True])
    s.board["field"][1] = 0
    s.board["tool_maker"][1] = 0
    s, _ = act(s, 0, "resolve:card_1", "pay:wood")  # the field resolves alone, then the round ends
    assert s.round == 2 and s.tools_used[0] == [False, False] and s.tools[0] == [2, 3]


# ---------------------------------------------------------------- SA-8.4 top effects


def test_top_effect_table_matches_the_data():
    # SA-8.4: the 36 cards' top effects as listed in SA-8.4.1 .. SA-8.4.10
    tops = [c.top for c in DATA.civilization_cards]
    by_effect = Counter(t.effect for t in tops)
    assert by_effect == {
        "dice_for_items": 10,
        "food": 7,
        "resource_by_dice": 3,
        "resource": 5,
        "points": 3,
        "tool": 1,
        "agriculture": 2,
        "extra_card": 1,
        "one_use_tool": 3,
        "any_resources": 1,
    }
    assert sorted((t.amount for t in tops if t.effect == "food"), reverse=True) == [7, 5, 4, 3, 3, 2, 1]
    assert sorted(t.resource for t in tops if t.effect == "resource_by_dice") == ["gold", "stone", "wood"]
    assert all(t.dice == 2 for t in tops if t.effect == "resource_by_dice")
    assert sorted((t.amount, t.resource) for t in tops if t.effect == "resource") == [
        (1, "brick"),
        (1, "gold"),
        (1, "stone"),
        (1, "stone"),
        (2, "stone"),
    ]
    assert [t.amount for t in tops if t.effect == "points"] == [3, 3, 3]
    assert [t.amount for t in tops if t.effect in ("tool", "agriculture")] == [1, 1, 1]
    assert sorted(t.value for t in tops if t.effect == "one_use_tool") == [2, 3, 4]
    assert [t.amount for t in tops if t.effect == "any_resources"] == [2]
    kept = {t.effect for t in tops if t.timing == "kept_until_used"}
    assert kept == {"one_use_tool", "any_resources"}  # SA-8.3: the two "kept" effects


@pytest.mark.parametrize("card_id", [c.id for c in DATA.civilization_cards])
def test_every_card_top_does_what_the_data_says(card_id, dice):
    # SA-8.4: buying each card applies its top effect with its data parameters
    top = DATA.card(card_id).top
    s = card_state(card_id, slot=1, resources=(1, 0, 0, 0))
    s.board["field"][0] = 0  # the card is seat 0's only group; seat 1 then waits with two groups
    before = clone(s)
    if top.effect == "resource_by_dice":
        dice(6, 6)
    else:
        dice(1, 1)
    s, _ = act(s, 0, "resolve:card_1", "pay:wood")
    assert s.slots[0] is None
    if top.timing == "kept_until_used":  # SA-8.4.9 / SA-8.4.10: open beside the board
        assert s.kept[0] == [card_id] and card_id not in s.cards[0]
        return
    assert s.cards[0][0] == card_id
    gained = [a - b for a, b in zip(s.resources[0], before.resources[0], strict=True)]
    gained[0] += 1  # the wood paid for the card
    expected = [0, 0, 0, 0]
    if top.effect == "resource":
        expected[RESOURCES.index(top.resource)] = top.amount
    elif top.effect == "resource_by_dice":  # 6 + 6 with no tools
        expected[RESOURCES.index(top.resource)] = 12 // DATA.divisors[top.resource]
    elif top.effect == "dice_for_items":  # two 1s: wood for the buyer and for the other player
        expected[0] = 1
        assert s.resources[1][0] == before.resources[1][0] + 1
    assert gained == expected
    assert s.food[0] - before.food[0] == (top.amount if top.effect == "food" else 0)
    assert s.score[0] - before.score[0] == (top.amount if top.effect == "points" else 0)
    assert s.agriculture[0] - before.agriculture[0] == (top.amount if top.effect == "agriculture" else 0)
    assert s.tools[0] == ([1] if top.effect == "tool" else [])
    assert len(s.cards[0]) == (2 if top.effect == "extra_card" else 1)
    assert len(s.deck) == len(before.deck) - (1 if top.effect == "extra_card" else 0)
