"""Action phase (SA-6), dice and tools (SA-7), civilization cards (SA-8) and buildings (SA-9).

The rulebook's worked examples are marked "rulebook example".
"""

import pytest

from engines.base import IllegalAction
from tests.stone_age.helpers import ENGINE, act, action_phase, choices, fresh, settle, step, texts


def tools_of(s, seat, values, used=None):
    s.tools[seat] = list(values)
    s.tools_used[seat] = list(used) if used else [False] * len(values)


# ---------------------------------------------------------------- SA-6 order of resolution


def test_player_chooses_order_and_resolves_everything(dice):
    # SA-6.1 / SA-6.2 / SA-6.3 / SA-6.4 / SA-17.2: own order, all people return, next player after
    s = action_phase(fresh(2), 0, {"tool_maker": 1, "forest": 2, "hut": 2})
    assert sorted(choices(s, 0)) == ["resolve:forest", "resolve:hut", "resolve:tool_maker"]
    s, _ = act(s, 0, "resolve:tool_maker")  # the new tool can be used at the forest (rulebook tip)
    assert s.tools[0] == [1] and s.board["tool_maker"][0] == 0
    dice(1, 1)  # forest 1+1 = 2; with the new tool 3 = 1 wood
    s, _ = act(s, 0, "resolve:forest")
    assert choices(s, 0) == ["tool:0", "take"]
    s, events = act(s, 0, "tool:0")
    assert s.resources[0][0] == 1 and s.tools_used[0] == [True]
    # the hut is the last group: resolved without asking; then player 1 acts
    assert s.people[0] == 6 and not any(v[0] for v in s.board.values())
    assert ENGINE.to_act(s) == {1} and s.phase == "action"


def test_wrong_seat_and_foreign_actions_change_nothing():
    # SA-6.1: only the active player resolves; bad input is refused and changes nothing
    s = action_phase(fresh(2), 0, {"tool_maker": 1, "field": 1})
    before = s.model_dump_json()
    for seat, action in (
        (1, "resolve:field"),
        (0, "resolve:forest"),
        (0, "place:forest"),
        (0, "take"),
        (0, "resolve:"),
        (0, "x" * 200),
        (0, ""),
    ):
        with pytest.raises(IllegalAction) as err:
            ENGINE.apply(s, seat, action)
        assert err.value.reason.en and err.value.reason.pl and err.value.reason.en != err.value.reason.pl
    assert s.model_dump_json() == before


# ---------------------------------------------------------------- SA-5 / SA-7 rolls


def test_hunting_example_without_tools(dice):
    # rulebook example: 5 dice showing 14, no tools: 7 food (SA-5.1.2)
    s = action_phase(fresh(2), 0, {"hunting_grounds": 5})
    dice(1, 2, 3, 4, 4)
    food = s.food[0]
    events = settle(s)  # the only group: resolved without a question
    assert s.food[0] == food + 7 and any(e.reveal for e in events)


def test_forest_example(dice):
    # rulebook example: 3 dice showing 10 in the forest: 3 wood (SA-5.2.2)
    s = action_phase(fresh(2), 0, {"forest": 3})
    dice(2, 3, 5)
    settle(s)
    assert s.resources[0] == [3, 0, 0, 0]


def test_river_example_below_divisor(dice):
    # rulebook example: 2 dice showing 5 at the river: no gold (SA-5.2.2)
    s = action_phase(fresh(2), 0, {"river": 2})
    dice(2, 3)
    settle(s)
    assert s.resources[0] == [0, 0, 0, 0]


def test_clay_pit_example_with_two_tools(dice):
    # rulebook example: 2 dice show 8, two tools of value 2 added: 12, so 3 bricks (SA-7.3.3)
    s = action_phase(fresh(2), 0, {"clay_pit": 2, "field": 1})
    tools_of(s, 0, [2, 2, 1])
    dice(4, 4)
    s, _ = act(s, 0, "resolve:clay_pit")
    # SA-7.1 / SA-D16 / SA-17.3: tools are chosen after seeing the roll
    assert step(s)["k"] == "roll" and step(s)["dice"] == [4, 4]
    s, _ = act(s, 0, "tool:0")
    assert step(s)["added"] == 2  # 10 is not yet 12
    s, _ = act(s, 0, "tool:1")
    assert s.resources[0][1] == 3 and s.tools_used[0] == [True, True, False]


def test_hunting_example_with_tools_one_and_two(dice):
    # rulebook example: 2 dice show 5, tools of 1 and 2 added: 8, so food worth 4
    s = action_phase(fresh(2), 0, {"hunting_grounds": 2, "field": 1})
    tools_of(s, 0, [1, 2])
    dice(2, 3)
    s, _ = act(s, 0, "resolve:hunting_grounds", "tool:0")
    assert step(s)["added"] == 1  # 6 gives 3 food; 8 would give 4: the player may go on or take
    s, _ = act(s, 0, "tool:1")
    assert s.food[0] == 12 + 4


def test_tools_once_per_round_full_value_and_never_alone(dice):
    # SA-7.3.1 used tiles are not offered again; SA-7.3.2 full value; SA-7.3.4 only on a roll
    s = action_phase(fresh(2), 0, {"forest": 1, "quarry": 1, "field": 1})
    tools_of(s, 0, [3, 1])
    dice(1, 1)
    s, _ = act(s, 0, "resolve:forest", "tool:0")
    assert s.resources[0][0] == 1 and s.tools_used[0] == [True, False]  # 1 + 3 = 4 -> 1 wood
    s, _ = act(s, 0, "resolve:quarry")
    assert "tool:0" not in choices(s, 0)
    assert not any(a.startswith("tool:") for a in choices(fresh(2), 0))


def test_roll_with_no_possible_gain_from_tools_finishes_alone(dice):
    # SA-7.1: tools are offered only when they could change the result
    s = action_phase(fresh(2), 0, {"river": 1, "field": 1})
    tools_of(s, 0, [1])
    dice(2)
    s, events = act(s, 0, "resolve:river")
    assert step(s) is None and s.tools_used[0] == [False] and "gains no gold" in texts(events)


def test_one_use_tool_card_is_spent_and_combines_with_tiles(dice):
    # SA-7.4 / SA-8.4.9: value 4 card plus a tile on one roll, then face down in the collection
    s = action_phase(fresh(2), 0, {"river": 2, "field": 1})
    tools_of(s, 0, [2])
    s.kept[0] = ["civ29"]
    dice(3, 3)
    s, _ = act(s, 0, "resolve:river")
    assert "card:civ29" in choices(s, 0)
    s, _ = act(s, 0, "card:civ29", "tool:0")
    assert s.resources[0][3] == 2 and s.kept[0] == [] and "civ29" in s.cards[0]  # 6 + 4 + 2 = 12


def test_used_tools_become_unused_at_end_of_round():
    # SA-7.3.5 / SA-11.5
    s = action_phase(fresh(2), 0, {"field": 1}, blocker=False)
    tools_of(s, 0, [2, 1], used=[True, True])
    settle(s)
    assert s.phase == "placement" and s.round == 2 and s.tools_used[0] == [False, False]


# ---------------------------------------------------------------- SA-7.2 tool acquisition


def test_tool_progression_matches_the_data_table():
    # SA-7.2 / SA-1.5 (3 slots) and the rulebook pictures: 1,1,1 then flip to 2, then 3/4 tiles; total equals tools gained
    s = fresh(2)
    seen = []
    for _ in range(13):
        ENGINE.rules.gain_tool(s, 0)
        seen.append(sorted(s.tools[0], reverse=True))
    expected = [
        [1],
        [1, 1],
        [1, 1, 1],
        [2, 1, 1],
        [2, 2, 1],
        [2, 2, 2],
        [3, 2, 2],
        [3, 3, 2],
        [3, 3, 3],
        [4, 3, 3],
        [4, 4, 3],
        [4, 4, 4],
        [4, 4, 4],
    ]
    assert seen == expected
    assert not ENGINE.rules.gain_tool(s, 0)  # beyond 12: nothing (SA-5.3.2)


def test_upgrade_prefers_an_unused_lowest_tile():
    # SA-D5 / SA-17.8: the engine picks the tile: a lowest one, an unused one when possible; it keeps its state
    s = fresh(2)
    tools_of(s, 0, [1, 1, 1], used=[True, False, True])
    ENGINE.rules.gain_tool(s, 0)
    assert s.tools[0] == [1, 2, 1] and s.tools_used[0] == [True, False, True]
    tools_of(s, 0, [2, 2, 2], used=[True, True, True])
    ENGINE.rules.gain_tool(s, 0)
    assert s.tools[0] == [3, 2, 2] and s.tools_used[0] == [True, True, True]


def test_tool_maker_hut_field_effects():
    # SA-5.3.2 / SA-5.4.2 / SA-5.5.2 and the rulebook examples (first tool, new person, food track)
    # SA-1.2: at most 10 people (see the next test)
    s = action_phase(fresh(2), 0, {"tool_maker": 1, "hut": 2, "field": 1}, blocker=False)
    s, _ = act(s, 0, "resolve:tool_maker", "resolve:hut")
    assert s.tools[0] == [1] and s.people[0] == 6
    # the last group resolves by itself; the new person is fed this round (SA-D4): 12 - 6 food
    assert s.agriculture[0] == 1 and s.food[0] == 12 + 1 - 6
    # SA-5.4.2: usable only from the next round
    assert s.unplaced[0] == 6 and s.round == 2


def test_maxed_village_actions_give_nothing():
    # SA-D3: tool maker at 12 tools, hut at 10 people, field at 10 give nothing
    s = action_phase(fresh(2), 0, {"tool_maker": 1, "hut": 2, "field": 1}, blocker=False)
    tools_of(s, 0, [4, 4, 4])
    s.people[0] = 10
    s.agriculture[0] = 10
    s.food[0] = 30
    s, events = act(s, 0, "resolve:tool_maker", "resolve:hut")
    assert s.tools[0] == [4, 4, 4] and s.people[0] == 10 and s.agriculture[0] == 10
    assert "already" in texts(events)


# ---------------------------------------------------------------- SA-8 civilization cards


def card_state(card_id, slot=1, resources=(0, 0, 0, 0), seat=0, players=2):
    s = action_phase(fresh(players), seat, {f"card_{slot}": 1, "field": 1})
    s.slots[slot - 1] = card_id
    s.resources[seat] = list(resources)
    return s


def test_card_payment_one_kind_at_a_time():
    # SA-5.6.2 / SA-5.6.1 slot cost; SA-8.1 any mix; SA-17.4 one resource per step
    s = card_state("civ13", slot=3, resources=(2, 0, 1, 1))
    s, _ = act(s, 0, "resolve:card_3")
    assert choices(s, 0) == ["pay:wood", "pay:stone", "pay:gold", "decline"]
    s, _ = act(s, 0, "pay:wood", "pay:wood")
    assert choices(s, 0) == ["pay:stone", "pay:gold", "decline"]
    s, events = act(s, 0, "pay:gold")
    assert s.resources[0] == [0, 0, 1, 0] and s.slots[2] is None and "civ13" in s.cards[0]
    assert s.score[0] == 3  # SA-8.4.5
    assert "buys" in texts(events)  # SA-D11: purchases from the display are public


def test_card_cost_belongs_to_the_slot():
    # SA-5.6.1: slot 4 costs 4, slot 1 costs 1
    s = card_state("civ13", slot=4, resources=(3, 0, 0, 0))
    s, events = act(s, 0, "resolve:card_4")
    assert s.slots[3] == "civ13" and "cannot pay" in texts(events)  # SA-8.2: only 3 resources
    s = card_state("civ13", slot=1, resources=(1, 0, 0, 0))
    s, _ = act(s, 0, "resolve:card_1", "pay:wood")
    assert "civ13" in s.cards[0]


def test_food_never_pays():
    # SA-1.4 / SA-8.1 / SA-9.6
    s = card_state("civ13", slot=1, resources=(0, 0, 0, 0))
    s.food[0] = 50
    s, events = act(s, 0, "resolve:card_1")
    assert s.slots[0] == "civ13" and "cannot pay" in texts(events)


def test_declining_leaves_the_card():
    # SA-6.5 / SA-8.2
    s = card_state("civ13", slot=2, resources=(2, 0, 0, 0))
    s, _ = act(s, 0, "resolve:card_2", "pay:wood", "decline")
    assert s.resources[0] == [2, 0, 0, 0] and s.slots[1] == "civ13" and s.cards[0] == []


@pytest.mark.parametrize(
    "card_id, check",
    [
        ("civ01", lambda s: s.food[0] == 12 + 7),  # SA-8.4.2 food 7
        ("civ11", lambda s: s.resources[0][2] == 2),  # SA-8.4.4 two stone
        ("civ33", lambda s: s.resources[0][3] == 1),  # SA-8.4.4 one gold
        ("civ14", lambda s: s.score[0] == 3),  # SA-8.4.5 points
        ("civ03", lambda s: s.tools[0] == [1]),  # SA-8.4.6 a permanent tool
        ("civ20", lambda s: s.agriculture[0] == 2),  # SA-8.4.7 and the rulebook example: +1 food track
    ],
)
def test_immediate_card_effects(card_id, check):
    # SA-8.3: top effect at once, then face down
    s = card_state(card_id, slot=1, resources=(1, 0, 0, 0))
    s, _ = act(s, 0, "resolve:card_1", "pay:wood")
    assert check(s) and card_id in s.cards[0]


def test_agriculture_card_caps_at_ten():
    # SA-8.4.7 / SA-1.8
    s = card_state("civ09", slot=1, resources=(1, 0, 0, 0))
    s.agriculture[0] = 10
    s, _ = act(s, 0, "resolve:card_1", "pay:wood")
    assert s.agriculture[0] == 10


def test_resource_by_dice_card_uses_tools(dice):
    # SA-8.4.3: 2 dice for gold, unused tools may be added
    s = card_state("civ04", slot=1, resources=(1, 0, 0, 0))
    tools_of(s, 0, [2, 1], used=[False, True])
    dice(5, 5)
    s, events = act(s, 0, "resolve:card_1", "pay:wood")
    assert step(s)["k"] == "roll" and choices(s, 0) == ["tool:0", "take"]
    s, _ = act(s, 0, "tool:0")
    assert s.resources[0][3] == 2  # 10 + 2 = 12 -> 2 gold
    assert any(e.reveal for e in events)


def test_extra_card_is_secret_and_only_its_bottom_counts():
    # SA-8.4.8 / SA-D11: drawn face down, known only to its owner, top ignored
    s = card_state("civ05", slot=1, resources=(1, 0, 0, 0))
    s.deck[-1] = "civ13"  # a points card on top: its +3 must not be applied
    s, events = act(s, 0, "resolve:card_1", "pay:wood")
    assert s.cards[0][:2] == ["civ05", "civ13"] and s.score[0] == 0
    private = [e for e in events if e.seats == [0]]
    assert private and private[0].reveal and "music" in private[0].text.en
    assert all("music" not in e.text.en for e in events if e.seats is None)


def test_extra_card_with_empty_deck_gives_nothing():
    # SA-D14
    s = card_state("civ05", slot=1, resources=(1, 0, 0, 0))
    s.deck = []
    s, events = act(s, 0, "resolve:card_1", "pay:wood")
    assert s.cards[0] == ["civ05"] and "empty" in texts(events)


def test_dice_for_items_example(dice):
    # SA-8.4.1 rulebook example: Red buys and rolls 4 dice: 5, 6, 2, 2. Red takes the tool,
    # Blue the food track, Green and Yellow a brick each (the last die goes to the last player).
    s = card_state("civ02", slot=1, resources=(1, 0, 0, 0), players=4)
    dice(5, 6, 2, 2)
    s, events = act(s, 0, "resolve:card_1", "pay:wood")
    # SA-17.5: each player picks one of the remaining dice
    assert ENGINE.to_act(s) == {0} and choices(s, 0) == ["die:2", "die:5", "die:6"]
    with pytest.raises(IllegalAction):
        ENGINE.apply(s, 0, "die:4")
    with pytest.raises(IllegalAction):
        ENGINE.apply(s, 1, "die:6")  # SA-6.6: the buyer picks first
    s, _ = act(s, 0, "die:5")
    assert ENGINE.to_act(s) == {1} and choices(s, 1) == ["die:2", "die:6"]
    s, _ = act(s, 1, "die:6")
    # only 2s remain: Green and Yellow take them without a choice; Red then goes on
    assert s.tools[0] == [1] and s.agriculture[1] == 1
    assert s.resources[2][1] == 1 and s.resources[3][1] == 1


def test_dice_for_items_lost_when_not_applicable(dice):
    # SA-D15: a tool at 12 tools or agriculture at 10 is lost but the die is still taken
    s = card_state("civ02", slot=1, resources=(1, 0, 0, 0), players=2)
    s.agriculture[1] = 10
    dice(6, 6)
    s, events = act(s, 0, "resolve:card_1", "pay:wood")
    assert s.agriculture == [2, 10] and "nothing" in texts(events)  # seat 0: die 6 and the field


def test_two_resources_card_any_time():
    # SA-8.4.10 / SA-D6 / SA-17.6: kept open, used at a later decision for 2 chosen resources
    s = card_state("civ08", slot=1, resources=(1, 0, 0, 0))
    s.board["forest"][0] = 1  # keep a decision open after the purchase
    s, _ = act(s, 0, "resolve:card_1", "pay:wood")
    assert s.kept[0] == ["civ08"] and "bonus" in choices(s, 0)
    s, _ = act(s, 0, "bonus")
    assert choices(s, 0) == ["bonus:wood", "bonus:brick", "bonus:stone", "bonus:gold", "bonus:back"]
    s, _ = act(s, 0, "bonus:gold", "bonus:gold")
    assert s.resources[0] == [0, 0, 0, 2] and s.kept[0] == [] and "civ08" in s.cards[0]


def test_two_resources_card_is_cashed_at_game_end():
    # SA-D6: unused at the end: 2 resources before scoring
    s = action_phase(fresh(2), 0, {"field": 1}, blocker=False)
    s.kept[0] = ["civ08"]
    s.last_round = True
    settle(s)
    assert s.finished and s.kept[0] == [] and sum(s.resources[0]) == 2


# ---------------------------------------------------------------- SA-9 buildings


def building_state(building_id, resources, players=2, blocker=True):
    s = action_phase(fresh(players), 0, {"building_1": 1, "field": 1}, blocker)
    s.stacks[0][-1] = building_id
    s.resources[0] = list(resources)
    return s


def test_fixed_building_example():
    # SA-5.7.2 / SA-9.1 and the rulebook's tile picture: 2 wood + 1 brick = 10 points
    s = building_state("b01", (3, 1, 0, 0))
    left = len(s.stacks[0])
    s, _ = act(s, 0, "resolve:building_1")
    assert choices(s, 0) == ["buy", "decline"]
    s, events = act(s, 0, "buy")
    assert s.score[0] == 10 and s.resources[0] == [1, 0, 0, 0] and s.buildings[0] == ["b01"]
    assert len(s.stacks[0]) == left - 1 and any(
        e.reveal and "New building" in e.text.en for e in events
    )  # SA-9.4


@pytest.mark.parametrize("building_id, resources", [("b11", (0, 2, 0, 1)), ("b12", (0, 1, 2, 0))])
def test_fourteen_point_building_example(building_id, resources):
    # rulebook example "1 [icon] and 2 [icon] = 14 points"; both readings of SA-D12
    s = building_state(building_id, resources)
    s, _ = act(s, 0, "resolve:building_1", "buy")
    assert s.score[0] == 14 and s.resources[0] == [0, 0, 0, 0]


def test_fixed_building_unaffordable_sends_the_person_home():
    # SA-9.5
    s = building_state("b17", (0, 0, 1, 5))
    s, events = act(s, 0, "resolve:building_1")
    assert s.buildings[0] == [] and s.stacks[0][-1] == "b17" and "cannot pay" in texts(events)


def test_count_of_kinds_example():
    # rulebook example: 3 stone + 1 wood = 4 resources of 2 kinds = 18 points (SA-9.2)
    s = building_state("b19", (2, 1, 3, 1))
    s, _ = act(s, 0, "resolve:building_1", "pay:stone", "pay:stone")
    s, _ = act(s, 0, "pay:wood")
    # two kinds are used: only stone or wood may follow
    assert choices(s, 0) == ["pay:wood", "pay:stone", "decline"]
    s, _ = act(s, 0, "pay:stone")
    assert s.score[0] == 18 and s.resources[0] == [1, 1, 0, 1]


def test_count_of_kinds_refuses_a_payment_that_cannot_be_completed():
    # SA-9.2: 5 resources of exactly 1 kind needs 5 of one kind
    s = building_state("b22", (5, 2, 0, 0))
    s, _ = act(s, 0, "resolve:building_1")
    assert choices(s, 0) == ["pay:wood", "decline"]
    s = building_state("b25", (4, 0, 1, 1))  # 5 of 4 kinds: impossible with 3 kinds
    s, events = act(s, 0, "resolve:building_1")
    assert "cannot pay" in texts(events)


def test_one_to_seven_building():
    # SA-9.3: at least 1, at most 7, points = value paid
    s = building_state("b26", (3, 3, 3, 3))
    s, _ = act(s, 0, "resolve:building_1")
    assert "done" not in choices(s, 0)
    s, _ = act(s, 0, "pay:gold", "pay:gold")
    assert "done" in choices(s, 0)
    s, _ = act(s, 0, "done")
    assert s.score[0] == 12 and s.building_points[0] == [12]
    s = building_state("b27", (0, 0, 0, 9))
    s, _ = act(s, 0, "resolve:building_1", *["pay:gold"] * 7)
    assert s.score[0] == 42 and s.resources[0] == [0, 0, 0, 2]  # stops at 7 by itself


def test_empty_stack_means_last_round():
    # SA-9.4 / SA-12.2: the round is completed, feeding included, then the game ends
    s = building_state("b01", (2, 1, 0, 0), blocker=False)
    s.stacks[0] = ["b01"]
    s.food[0] = 0
    s.board["hunting_grounds"][1] = 1
    s, events = act(s, 0, "resolve:building_1", "buy")
    assert s.finished and s.end_reason == "buildings"
    assert "last round" in texts(events) and s.score[0] == 10 - 10  # fed: starved, still penalized
    assert ENGINE.result(s) is not None


def test_tools_are_not_limited_by_tile_count():
    # SA-D1: every player may reach 12 tools even though the box has 18 tiles
    s = fresh(4)
    for seat in range(4):
        for _ in range(12):
            assert ENGINE.rules.gain_tool(s, seat)
    assert s.tools == [[4, 4, 4]] * 4


def test_food_is_unlimited():
    # SA-1.4 / SA-D13: food is a plain number with no supply limit
    s = card_state("civ01", slot=1, resources=(1, 0, 0, 0))
    s.food[0] = 500
    s, _ = act(s, 0, "resolve:card_1", "pay:wood")
    assert s.food[0] == 507


def test_an_empty_deck_during_the_round_does_not_end_the_game():
    # SA-3.2: the end is checked only at the points of SA-12 (here the extra card empties the deck)
    s = card_state("civ05", slot=1, resources=(1, 0, 0, 0))
    s.deck = ["civ13"]
    s, _ = act(s, 0, "resolve:card_1", "pay:wood")
    assert s.deck == [] and not s.finished and s.phase == "action"
