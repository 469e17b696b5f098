"""The view built without validation (Present.build_view) is the validated one, field by field."""

import pytest
from pydantic import BaseModel

from engines.stone_age.data import RESOURCES
from engines.stone_age.present import _occupant
from engines.stone_age.rules import actor
from engines.stone_age.view import (
    BoughtBuilding,
    BuildingStackView,
    CardSlotView,
    LocationView,
    Placement,
    PlayerView,
    StoneAgeView,
    ToolView,
)
from tests.stone_age.helpers import ENGINE, edited_view_position, fresh
from tests.stone_age.test_views import states_along_random_games


def validated_view(s, seat):
    """The view as the validated models build it (the computation build_view replaces)."""
    present, data = ENGINE.present, ENGINE.data
    current = actor(s)
    return StoneAgeView(
        seat=seat,
        players=s.players,
        round=s.round,
        phase=s.phase,
        first_player=s.first,
        to_act=[] if current is None else [current],
        current_player=None if s.phase == "over" else s.current,
        deck_size=len(s.deck),
        locations=[validated_location(s, loc) for loc in s.board],
        card_slots=[
            CardSlotView(
                slot=i + 1,
                cost=data.card_slot_costs[i],
                card=present.card_faces[c] if c else None,
                occupied_by=_occupant(s.board[f"card_{i + 1}"]),
            )
            for i, c in enumerate(s.slots)
        ],
        building_stacks=[
            BuildingStackView(
                stack=i + 1,
                top=present.building_faces[st[-1]] if st else None,
                remaining=len(st),
                occupied_by=_occupant(s.board[f"building_{i + 1}"]),
            )
            for i, st in enumerate(s.stacks)
        ],
        player_states=[validated_player(s, p) for p in range(s.players)],
        roll=present._roll_view(s),
        item_dice=present._items_view(s),
        last_round=s.last_round,
        private=present.private_view(s, seat) if seat is not None else None,
    )


def validated_location(s, loc):
    if loc.startswith("card_"):
        group, capacity = "civilization", 1
    elif loc.startswith("building_"):
        group, capacity = "building", 1
    else:
        place = ENGINE.data.location(loc)
        group, capacity = place.group, place.capacity
    occupants = s.board[loc]
    return LocationView(
        id=loc,
        group=group,
        name=ENGINE.rules.texts.location(loc),
        capacity=capacity,
        people=[Placement(seat=p, people=n) for p, n in enumerate(occupants) if n],
        total_people=sum(occupants),
        available=s.phase == "placement" and any(ENGINE.rules.max_place(s, p, loc) for p in range(s.players)),
    )


def validated_player(s, p):
    present = ENGINE.present
    return PlayerView(
        seat=p,
        score=s.score[p],
        agriculture=s.agriculture[p],
        food=s.food[p],
        resources=dict(zip(RESOURCES, s.resources[p], strict=True)),
        tools=[ToolView(value=v, used=u) for v, u in zip(s.tools[p], s.tools_used[p], strict=True)],
        tool_total=sum(s.tools[p]),
        people=s.people[p],
        placed=sum(occ[p] for occ in s.board.values()),
        unplaced=s.unplaced[p] if s.phase == "placement" else 0,
        buildings=[
            BoughtBuilding(building=present.building_faces[b], points=pts)
            for b, pts in zip(s.buildings[p], s.building_points[p], strict=True)
        ],
        face_down_cards=len(s.cards[p]),
        open_cards=[present.card_faces[c] for c in s.kept[p]],
        is_first_player=p == s.first,
    )


def assert_same(ours, plain, where="view"):
    """Same classes, same values, same fields set, at every level."""
    assert type(ours) is type(plain), where
    if isinstance(plain, BaseModel):
        assert ours.model_fields_set == plain.model_fields_set, where
        assert ours.__dict__.keys() == plain.__dict__.keys(), where
        assert ours.__pydantic_extra__ == plain.__pydantic_extra__, where
        assert ours.__pydantic_private__ == plain.__pydantic_private__, where
        for name, value in plain.__dict__.items():
            assert_same(ours.__dict__[name], value, f"{where}.{name}")
    elif isinstance(plain, (list, dict)):
        assert len(ours) == len(plain), where
        if isinstance(plain, dict):
            assert ours.keys() == plain.keys(), where
            pairs = [(ours[k], plain[k], k) for k in plain]
        else:
            pairs = [(a, b, i) for i, (a, b) in enumerate(zip(ours, plain, strict=True))]
        for a, b, key in pairs:
            assert_same(a, b, f"{where}[{key}]")
    else:
        assert ours == plain, where


@pytest.mark.parametrize("players", [2, 3, 4])
def test_views_along_random_games_are_the_validated_views(players):
    checked = 0
    for s in states_along_random_games(players, range(4), every=7):
        for seat in [None, *range(players)]:
            ours, plain = ENGINE.view(s, seat), validated_view(s, seat)
            assert_same(ours, plain)
            assert ours.model_dump_json() == plain.model_dump_json()
            checked += 1
    assert checked > 100


def test_a_view_of_a_position_edited_by_hand_is_the_validated_view():
    s = edited_view_position()
    s.slots[3] = None
    s.stacks[1] = []
    s.last_round = True
    placing = fresh(4)
    placing.unplaced[1] = 1
    placing.board = {**placing.board, "forest": [2, 0, 3, 0], "hut": [0, 0, 2, 0], "card_1": [0, 0, 0, 1]}
    for view in (ENGINE.view(placing, seat) for seat in [None, 0, 1, 2, 3]):
        assert_same(view, validated_view(placing, view.seat))
        open_now = {loc.id for loc in view.locations if loc.available}
        assert "hunting_grounds" in open_now and "forest" in open_now and not {"hut", "card_1"} & open_now
    for seat in [None, 0, 1, 2]:
        view = ENGINE.view(s, seat)
        assert_same(view, validated_view(s, seat))
        assert view.player_states[2].tools[0].used and view.player_states[0].buildings[0].points == 12
        assert view.card_slots[3].card is None and view.building_stacks[1].top is None


def test_a_view_holds_lists_of_its_own():
    s = fresh(3)
    first, second = ENGINE.view(s, 0), ENGINE.view(s, 0)
    first.names.append("Ala")
    first.to_act.append(2)
    assert second.names == [] and second.to_act == [0]
