"""Setup (SA-1, SA-2), round structure (SA-3), placement (SA-4, SA-5) and 2/3-player rules (SA-15)."""

import pytest

from engines.base import IllegalAction, NotYourTurn
from engines.stone_age.data import DATA, load_data
from tests.stone_age.helpers import ENGINE, act, choices, fresh, placing, step


def test_data_file_matches_the_spec_counts():
    # SA-1.6: 36 cards (16 green, 20 yellow), 28 buildings; SA-8.5: each green symbol twice, 5 cards per yellow type
    data = load_data()
    cards = data.civilization_cards
    assert len(cards) == 36 and len(data.buildings) == 28
    greens = [c.bottom.symbol for c in cards if c.bottom.color == "green"]
    assert len(greens) == 16 and all(greens.count(sym) == 2 for sym in data.green_symbols)
    yellows = [c.bottom.type for c in cards if c.bottom.color == "yellow"]
    assert len(yellows) == 20 and all(yellows.count(t) == 5 for t in data.yellow_types)
    # SA-9.1: a fixed building's points equal the value of its cost
    for b in data.buildings:
        if b.kind == "fixed":
            assert b.points == sum(n * data.resource_values[k] for k, n in b.cost.items())
    # SA-1.3 resource values, SA-7.5 divisors
    assert data.resource_values == {"wood": 3, "brick": 4, "stone": 5, "gold": 6}
    assert data.divisors == {"food": 2, "wood": 3, "brick": 4, "stone": 5, "gold": 6}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup(players):
    s = ENGINE.setup(players, {}, 42)
    # SA-2.1: 4 face-up cards, the rest in the deck; SA-1.6 all 36 cards present
    assert len(s.slots) == 4 and all(s.slots) and len(s.deck) == 32
    assert sorted(s.deck + s.slots) == sorted(c.id for c in DATA.civilization_cards)
    # SA-2.2 / SA-15.5: one stack of 7 per player
    assert len(s.stacks) == players and all(len(st) == 7 for st in s.stacks)
    assert len({b for st in s.stacks for b in st}) == 7 * players
    # SA-2.3: score 0, agriculture 0, 5 people, 12 food, nothing else
    assert s.score == [0] * players and s.agriculture == [0] * players
    assert s.people == [5] * players and s.food == [12] * players
    assert s.resources == [[0] * 4] * players and s.tools == [[]] * players and s.cards == [[]] * players
    # SA-2.4 / SA-D2: a seeded random first player starts placing
    assert s.first == s.current and 0 <= s.first < players
    assert ENGINE.to_act(s) == {s.first} and s.phase == "placement"
    # SA-1.1 board locations
    assert set(s.board) == {
        "hunting_grounds",
        "forest",
        "clay_pit",
        "quarry",
        "river",
        "tool_maker",
        "hut",
        "field",
        "card_1",
        "card_2",
        "card_3",
        "card_4",
    } | {f"building_{i + 1}" for i in range(players)}


def test_only_the_stacks_differ_by_player_count():
    # SA-2.5: apart from the number of building stacks, setup is the same for 2, 3 and 4 players
    two, four = ENGINE.setup(2, {}, 9), ENGINE.setup(4, {}, 9)
    assert (two.food[0], two.people[0], two.score[0], len(two.slots)) == (four.food[0], four.people[0], 0, 4)
    assert len(two.stacks) == 2 and len(four.stacks) == 4


def test_brick_is_the_clay_pit_resource():
    # SA-D18: the Polish edition's brick (cegła); the clay pit yields it
    assert DATA.location("clay_pit").yields == "brick" and DATA.goods["brick"].pl == "cegła"


def test_setup_is_deterministic_and_depends_on_seed():
    # SA-2.1: shuffled with the state's seed only
    assert ENGINE.setup(4, {}, 5).model_dump() == ENGINE.setup(4, {}, 5).model_dump()
    assert ENGINE.setup(4, {}, 5).deck != ENGINE.setup(4, {}, 6).deck


def test_player_count_outside_2_to_4_is_refused():
    with pytest.raises(IllegalAction):
        ENGINE.setup(5, {}, 1)


def test_placement_goes_round_the_table_one_location_each():
    # SA-4.1: one or more people onto one location, then the next player
    s = fresh(3, first=1)
    s, _ = act(s, 1, "place:hunting_grounds", "place:hunting_grounds:3")
    assert s.board["hunting_grounds"] == [0, 3, 0] and s.unplaced[1] == 2
    assert ENGINE.to_act(s) == {2}
    s, _ = act(s, 2, "place:card_1")
    assert ENGINE.to_act(s) == {0}
    with pytest.raises(NotYourTurn):
        ENGINE.apply(s, 1, "place:forest")


def test_passing_is_not_an_option():
    # SA-4.2: a player who can place must place
    s = fresh(2)
    assert all(a.startswith("place:") for a in choices(s, 0))
    with pytest.raises(IllegalAction):
        ENGINE.apply(s, 0, "pass")


def test_one_visit_per_location_per_round():
    # SA-4.5 and the rulebook example: Red puts 4 on the hunting grounds, Green 2; neither may add more
    s = fresh(4)
    s, _ = act(s, 0, "place:hunting_grounds", "place:hunting_grounds:4")
    s, _ = act(s, 1, "place:hunting_grounds", "place:hunting_grounds:2")
    s, _ = act(s, 2, "place:forest", "place:forest:1")
    s, _ = act(s, 3, "place:forest", "place:forest:1")
    assert "place:hunting_grounds" not in choices(s, 0)
    with pytest.raises(IllegalAction) as err:
        ENGINE.apply(s, 0, "place:hunting_grounds")
    assert "already" in err.value.reason.en and "już" in err.value.reason.pl
    # SA-5.1.1 blue and yellow may still go hunting
    s, _ = act(s, 0, "place:card_1")
    s, _ = act(s, 1, "place:card_2")
    assert "place:hunting_grounds" in choices(s, 2)


def test_forest_capacity_example():
    # SA-5.2.1 and the rulebook example: Red 2 in the forest, Blue 5: the forest is full
    s = fresh(4)
    s, _ = act(s, 0, "place:forest", "place:forest:2")
    s, _ = act(s, 1, "place:forest")
    assert "place:forest:5" in choices(s, 1) and "place:forest:6" not in choices(s, 1)  # SA-4.6
    s, _ = act(s, 1, "place:forest:5")
    assert "place:forest" not in choices(s, 2)


def test_hunting_grounds_unlimited():
    # SA-5.1.1 / SA-5.1.3: no cap, every seat may hunt, even with 2 players
    s = fresh(2)
    s.unplaced = [10, 10]
    s.people = [10, 10]
    s, _ = act(s, 0, "place:hunting_grounds", "place:hunting_grounds:10")
    assert s.board["hunting_grounds"] == [10, 0]
    s, events = act(s, 1, "place:hunting_grounds", "place:hunting_grounds:10")
    # the round then runs by itself: SA-D20, each hunter rolls 10 dice even though the box has 7
    rolls = [e for e in events if " rolls " in e.text.en]
    assert len(rolls) == 2 and all(e.reveal for e in rolls)
    assert all(len(e.text.en.split(" rolls ")[1].split(" (")[0].split()) == 10 for e in rolls)


def test_village_locations():
    # SA-5.3.1 tool maker 1, SA-5.5.1 field 1, SA-5.4.1 hut exactly 2 of one player in one placement
    s = fresh(4)
    s, _ = act(s, 0, "place:hut")
    assert s.board["hut"] == [2, 0, 0, 0] and s.unplaced[0] == 3
    s, _ = act(s, 1, "place:tool_maker")
    s, _ = act(s, 2, "place:field")
    assert s.board["tool_maker"] == [0, 1, 0, 0] and s.board["field"] == [0, 0, 1, 0]
    for loc in ("hut", "tool_maker", "field"):
        assert f"place:{loc}" not in choices(s, 3)


def test_hut_needs_two_unplaced_people():
    # SA-4.8.1 / SA-5.4.1
    s = fresh(4)
    s.unplaced[0] = 1
    assert "place:hut" not in choices(s, 0)
    with pytest.raises(IllegalAction) as err:
        ENGINE.apply(s, 0, "place:hut")
    assert "2" in err.value.reason.en


def test_card_slots_and_buildings_take_one_person_each():
    # SA-5.6.1 / SA-5.7.1 and the rulebook examples: an occupied card or tile leaves the others free,
    # and the same player may take another one on a later turn
    s = fresh(2)
    s, _ = act(s, 0, "place:card_3")
    assert s.board["card_3"] == [1, 0]
    s, _ = act(s, 1, "place:building_1")
    assert "place:card_3" not in choices(s, 1 - 1) and "place:card_2" in choices(s, 0)
    s, _ = act(s, 0, "place:card_2")
    assert s.board["card_2"] == [1, 0]


def test_empty_slot_and_empty_stack_cannot_be_chosen():
    # SA-4.8.4
    s = fresh(2)
    s.slots[3] = None
    s.stacks[0] = []
    ids = choices(s, 0)
    assert "place:card_4" not in ids and "place:building_1" not in ids


def test_blocking_placements_are_legal():
    # SA-4.7 / SA-D3: field at 10, tool maker at 12 tools, hut at 10 people, unaffordable card
    s = fresh(4)
    s.agriculture[0] = 10
    s.tools[0] = [4, 4, 4]
    s.tools_used[0] = [False] * 3
    s.people[0] = 10
    ids = choices(s, 0)
    assert {"place:field", "place:tool_maker", "place:hut", "place:card_4"} <= set(ids)


def test_stuck_people_stay_home():
    # SA-4.3 / SA-4.4 / SA-D17: hunting used and everything else full: the player is skipped
    s = fresh(2)
    s.unplaced = [3, 1]
    s.board["hunting_grounds"][0] = 2
    for loc in ("forest", "clay_pit", "quarry", "river"):
        s.board[loc][1] = 7
    for loc in ("tool_maker", "field", "card_1", "card_2", "card_3", "card_4", "building_1", "building_2"):
        s.board[loc][1] = 1
    assert choices(s, 0) == []
    placing(s, 1)
    s.board["card_4"][1] = 0
    s, _ = act(s, 1, "place:card_4")
    # nobody can place any more: the action phase starts with the first player
    assert s.phase == "action" and s.unplaced[0] == 3


def test_village_two_of_three_with_two_or_three_players():
    # SA-15.1: with 2-3 players only two village locations per round; with 4 players all three
    for players, open_third in ((2, False), (3, False), (4, True)):
        s = fresh(players)
        s, _ = act(s, 0, "place:tool_maker")
        s, _ = act(s, 1, "place:field")
        nxt = 2 % players
        assert ("place:hut" in choices(s, nxt)) is open_third
        if not open_third:
            with pytest.raises(IllegalAction) as err:
                ENGINE.apply(s, nxt, "place:hut")
            assert "village" in err.value.reason.en and "wiosce" in err.value.reason.pl


def test_gathering_areas_limit_players_by_count():
    # SA-5.2.3 / SA-15.2: 3 players, at most 2 different players per area; SA-15.3: 2 players, only 1
    s = fresh(3)
    s, _ = act(s, 0, "place:quarry", "place:quarry:1")
    s, _ = act(s, 1, "place:quarry", "place:quarry:1")
    assert "place:quarry" not in choices(s, 2)
    with pytest.raises(IllegalAction):
        ENGINE.apply(s, 2, "place:quarry")
    s = fresh(2)
    s, _ = act(s, 0, "place:quarry", "place:quarry:1")
    assert "place:quarry" not in choices(s, 1)  # the rulebook's quarry example
    s = fresh(4)
    for seat in range(4):
        s, _ = act(s, seat, "place:quarry", "place:quarry:1")
    assert s.board["quarry"] == [1, 1, 1, 1]  # SA-15.4: no limit with 4 players


def test_count_step_can_go_back():
    # SA-17.1: location first, then the number of people; "back" returns to the location choice
    s = fresh(4)
    s, _ = act(s, 0, "place:forest")
    assert choices(s, 0) == [f"place:forest:{n}" for n in range(1, 6)] + ["back"]
    s, _ = act(s, 0, "back")
    assert step(s) is None and s.unplaced[0] == 5 and "place:card_1" in choices(s, 0)


def test_round_structure_placement_then_actions():
    # SA-3.1: placement ends when nobody can place, then actions start with the first player (SA-6.1)
    s = fresh(2, first=1)
    s, _ = act(s, 1, "place:hunting_grounds", "place:hunting_grounds:4")
    s, _ = act(s, 0, "place:hunting_grounds", "place:hunting_grounds:5")
    assert s.phase == "placement" and ENGINE.to_act(s) == {1}
    s, _ = act(s, 1, "place:card_1")
    assert s.phase == "action" and s.current == 1 and ENGINE.to_act(s) == {1}
    assert sorted(choices(s, 1)) == ["resolve:card_1", "resolve:hunting_grounds"]


def test_an_engine_built_with_other_data_plays_by_them():
    # engines/kit/data.py: the engine holds its data; SA-2.3 starting food and SA-10.4's penalty
    # come from the data file, and so do the card slot costs (SA-5.6.1)
    from engines.kit.data import read_raw
    from engines.stone_age.engine import StoneAgeEngine

    raw = read_raw("stone_age")
    raw["starting_food"] = 20
    raw["starvation_penalty"] = 3
    raw["card_slot_costs"] = [2, 2, 3, 4]
    other = StoneAgeEngine(load_data(raw))
    s = other.setup(2, {}, 1)
    assert s.food == [20, 20] and ENGINE.setup(2, {}, 1).food == [12, 12]
    assert other.view(s, None).card_slots[0].cost == 2
    s.phase, s.current, s.fed, s.unplaced = "feeding", 0, 0, [0, 0]
    s.food, s.people = [0, 20], [5, 5]
    s.resources[0] = [5, 0, 0, 0]
    s.tasks = [{"k": "flow"}]
    other.machine.advance(s, [])
    starve = next(o for o in other.prompt(s, 0).options if o.id == "starve")
    assert starve.label.en == "Go hungry (-3 points)"
    s, _ = other.apply(s, 0, "starve")
    assert s.score[0] == -3 and s.resources[0] == [5, 0, 0, 0]
