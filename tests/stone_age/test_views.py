"""Views and texts: hidden information (SA-16), prompts, status line and the plain-text board."""

import random
import re

import pytest

from engines.stone_age.rules import actor
from engines.stone_age.view import StoneAgeView
from tests.stone_age.helpers import ENGINE, act, action_phase, choices, edited_view_position, fresh

CARD_ID = re.compile(r'"(civ\d\d)"')
BUILDING_ID = re.compile(r'"(b\d\d)"')


def states_along_random_games(players, seeds, every=40):
    for seed in seeds:
        rng = random.Random(seed)
        s = ENGINE.setup(players, {}, seed)
        n = 0
        while not s.finished:
            if n % every == 0:
                yield s
            seat = actor(s)
            s, _ = ENGINE.apply(s, seat, rng.choice(choices(s, seat)))
            n += 1
        yield s


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_hidden_card_in_other_views(players):
    # SA-16.2 / SA-16.3: other seats' face-down cards, the deck order and face-down tiles are absent
    checked = 0
    for s in states_along_random_games(players, range(3)):
        hidden_tiles = {b for stack in s.stacks for b in stack[:-1]}
        for viewer in [None, *range(players)]:
            dumped = ENGINE.view(s, viewer).model_dump_json()
            cards = set(CARD_ID.findall(dumped))
            foreign = {c for seat in range(players) if seat != viewer for c in s.cards[seat]}
            assert not cards & foreign and not cards & set(s.deck)
            assert not set(BUILDING_ID.findall(dumped)) & hidden_tiles
            if viewer is not None:
                assert set(s.cards[viewer]) <= cards  # the owner sees their collection
            checked += 1
    assert checked > 50


def test_public_view_contents():
    # SA-16.1: board, scores, food, resources, tools, people, buildings, open cards, deck size
    s = edited_view_position()
    view = ENGINE.view(s, None)
    assert isinstance(view, StoneAgeView) and view.seat is None and view.private is None
    assert view.private_part() is None
    p0, p2 = view.player_states[0], view.player_states[2]
    assert p0.resources == {"wood": 1, "brick": 2, "stone": 3, "gold": 4}
    assert [(t.value, t.used) for t in p2.tools] == [(2, True), (1, False)] and p2.tool_total == 3
    assert p2.face_down_cards == 2 and [c.id for c in p2.open_cards] == ["civ30"]
    assert p0.buildings[0].building.id == "b05" and p0.buildings[0].points == 12
    forest = next(loc for loc in view.locations if loc.id == "forest")
    assert [(p.seat, p.people) for p in forest.people] == [(1, 3)] and forest.total_people == 3
    assert view.card_slots[1].occupied_by == 1 and view.card_slots[1].cost == 2
    assert view.deck_size == len(s.deck) and len(view.building_stacks) == 3
    assert view.building_stacks[0].remaining == 7 and view.building_stacks[0].top.id == s.stacks[0][-1]
    assert view.phase == "action" and view.to_act == [1] and view.first_player == s.first


def test_private_part_and_running_tally():
    # SA-16.2: the owner gets their collection and what it would score now
    s = fresh(2)
    s.cards[0] = ["civ01", "civ03", "civ21"]  # pottery, art, 2 farmers
    s.agriculture[0] = 4
    private = ENGINE.view(s, 0).private_part()
    assert [c.id for c in private.cards] == ["civ01", "civ03", "civ21"]
    assert private.card_score["green_sets"] == 4 and private.card_score["farmer"] == 8
    assert private.card_score_total == 12
    assert ENGINE.view(s, 1).private_part().cards == []


def test_roll_and_item_dice_are_shown(dice):
    s = action_phase(fresh(2), 0, {"forest": 2, "field": 1})
    s.tools[0] = [1]
    s.tools_used[0] = [False]
    dice(1, 1)
    s, _ = act(s, 0, "resolve:forest")
    roll = ENGINE.view(s, None).roll
    assert roll.dice == [1, 1] and roll.total == 2 and roll.divisor == 3 and roll.amount == 0
    s = action_phase(fresh(2), 0, {"card_1": 1, "field": 1})
    s.slots[0] = "civ02"
    s.resources[0] = [1, 0, 0, 0]
    dice(3, 4)
    s, _ = act(s, 0, "resolve:card_1", "pay:wood")
    items = ENGINE.view(s, None).item_dice
    assert items.dice == [3, 4] and items.picker == 0 and items.buyer == 0


def test_prompts_are_bilingual_and_small():
    # SA-17: each decision fits a select menu; labels in both languages, Polish edition names
    s = fresh(4)
    pending = ENGINE.prompt(s, s.current)
    labels = {o.id: o.label for o in pending.options}
    assert labels["place:hunting_grounds"].pl == "Łowisko" and labels["place:clay_pit"].pl == "Glinianka"
    assert labels["place:tool_maker"].pl == "Wytwórca narzędzi" and labels["place:field"].pl == "Pole uprawne"
    assert len(pending.options) <= 25 and pending.text.en != pending.text.pl
    assert ENGINE.prompt(s, (s.current + 1) % 4) is None
    s, _ = act(s, s.current, "place:forest")
    counts = ENGINE.prompt(s, s.current)
    assert [o.label.pl for o in counts.options[:2]] == ["1 pionek", "2 pionki"] and counts.options[
        -1
    ].id == "back"


def test_status_line_and_describe():
    s = fresh(2)
    line = ENGINE.status_line(s)
    assert (
        "round 1" in line.en
        and "runda 1" in line.pl
        and "Player A to move" in line.en
        and "ruch: Gracz A" in line.pl
    )
    s.cards[0] = ["civ13"]
    text_pl = ENGINE.describe(ENGINE.view(s, 0), "pl")
    text_en = ENGINE.describe(ENGINE.view(s, None), "en")
    assert "Epoka Kamienia" in text_pl and "Twoje karty" in text_pl and "muzyka" in text_pl
    assert "Stone Age" in text_en and "Player B" in text_en and "Your cards" not in text_en


def test_describe_uses_the_hosts_display_names():
    view = ENGINE.view(fresh(2), None)
    view.names = ["Ala", "Olek"]
    text = ENGINE.describe(view, "pl")
    assert "Ala (A)" in text and "Olek (B)" in text and "Gracz A" not in text
