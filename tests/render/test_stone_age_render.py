"""Stone Age pictures: size, readable text, both languages, hidden information never on the board."""

import pytest

from engines import get_engine
from engines.base import tr
from engines.stone_age.view import (
    BoughtBuilding,
    BuildingFace,
    BuildingStackView,
    CardFace,
    CardSlotView,
    ItemDiceView,
    LocationView,
    Placement,
    PlayerView,
    PrivateView,
    RollView,
    StoneAgeView,
    ToolView,
)
from render import kit, stone_age, to_png
from render.stone_age import layout

ENGINE = get_engine("stone_age")

PLACES = [
    ("hunting_grounds", "hunting", None, tr("Hunting grounds", "Łowisko")),
    ("forest", "gathering", 7, tr("Forest", "Las")),
    ("clay_pit", "gathering", 7, tr("Clay pit", "Glinianka")),
    ("quarry", "gathering", 7, tr("Quarry", "Kamieniołom")),
    ("river", "gathering", 7, tr("River", "Rzeka")),
    ("tool_maker", "village", 1, tr("Tool maker", "Wytwórca narzędzi")),
    ("hut", "village", 2, tr("Hut", "Chata")),
    ("field", "village", 1, tr("Field", "Pole uprawne")),
]


def green(card_id: str, symbol: str = "pottery") -> CardFace:
    return CardFace(
        id=card_id,
        top_effect="food",
        top_amount=3,
        top_text=tr("Gain 3 food", "Weź 3 żywności"),
        color="green",
        symbol=symbol,
        bottom_text=tr(symbol.title(), f"Symbol: {symbol}"),
    )


def yellow(card_id: str, figures: int = 2) -> CardFace:
    return CardFace(
        id=card_id,
        top_effect="one_use_tool",
        top_amount=3,
        top_text=tr("One-use tool 3", "Narzędzie jednorazowe 3"),
        color="yellow",
        figure="shaman",
        figures=figures,
        bottom_text=tr(f"{figures} × shaman", f"{figures} × szaman"),
    )


def hand_view(players: int, seat: int | None = None, cards: list[CardFace] | None = None) -> StoneAgeView:
    """A mid-game view built by hand from the view model (independent of the engine)."""
    locations = []
    for place_id, group, capacity, name in PLACES:
        people = (
            [Placement(seat=s, people=2) for s in range(players)] if place_id == "hunting_grounds" else []
        )
        locations.append(
            LocationView(
                id=place_id,
                group=group,
                name=name,
                capacity=capacity,
                people=people,
                total_people=sum(p.people for p in people),
                available=place_id != "field",
            )
        )
    fixed = BuildingFace(id="b01", kind="fixed", cost={"wood": 2, "brick": 1}, points=10, text=tr("10", "10"))
    flexible = BuildingFace(
        id="b20", kind="any_1_to_7", min_count=1, max_count=7, text=tr("1-7 resources", "1-7 surowców")
    )
    players_states = [
        PlayerView(
            seat=s,
            score=10 * s,
            agriculture=s,
            food=12 - s,
            resources={"wood": s, "brick": 1, "stone": 0, "gold": 2},
            tools=[ToolView(value=2, used=s == 1)] * (s % 4),
            tool_total=2 * (s % 4),
            people=5 + s,
            placed=2,
            unplaced=3 + s,
            buildings=[BoughtBuilding(building=fixed, points=10)] * s,
            face_down_cards=3,
            open_cards=[yellow("civ31")] if s == 1 else [],
            is_first_player=s == 0,
        )
        for s in range(players)
    ]
    private = None
    if seat is not None:
        mine = cards if cards is not None else [green("civ01"), yellow("civ20")]
        private = PrivateView(
            seat=seat,
            cards=mine,
            card_score={"green_sets": len(mine), "shaman": 10},
            card_score_total=len(mine) + 10,
        )
    return StoneAgeView(
        seat=seat,
        players=players,
        round=4,
        phase="placement",
        first_player=0,
        to_act=[players - 1],
        current_player=players - 1,
        deck_size=19,
        locations=locations,
        card_slots=[
            CardSlotView(
                slot=s, cost=s, card=green(f"civ0{s}") if s != 3 else None, occupied_by=0 if s == 1 else None
            )
            for s in range(1, 5)
        ],
        building_stacks=[
            BuildingStackView(stack=s + 1, top=fixed if s % 2 else flexible, remaining=7 - s)
            for s in range(players)
        ],
        player_states=players_states,
        roll=RollView(
            seat=0,
            location="forest",
            yields="wood",
            dice=[6, 4],
            tools_added=2,
            total=12,
            divisor=3,
            amount=4,
        ),
        private=private,
    )


def pixels(image) -> bytes:
    return image.tobytes()


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("lang", ["pl", "en"])
def test_board_width_and_readable_text(players, lang):
    image = stone_age.board(hand_view(players), lang)
    assert image.width == stone_age.WIDTH
    assert 1000 < image.height < 2400
    assert image.info["min_text_size"] >= kit.MIN_READABLE_SIZE


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_private_picture_width_and_readable_text(lang):
    image = stone_age.private(hand_view(3, seat=0), lang)
    assert image.width == stone_age.WIDTH
    assert image.info["min_text_size"] >= kit.MIN_READABLE_SIZE


def test_spectator_has_no_private_picture():
    assert stone_age.private(hand_view(3), "pl") is None


def test_languages_give_different_pictures():
    view = hand_view(2)
    assert pixels(stone_age.board(view, "pl")) != pixels(stone_age.board(view, "en"))


def test_private_picture_changes_with_own_cards():
    # SA-16.2: the owner sees their own face-down collection
    before = stone_age.private(hand_view(4, seat=0, cards=[green("civ01")]), "pl")
    after = stone_age.private(hand_view(4, seat=0, cards=[green("civ01"), green("civ02", "music")]), "pl")
    assert pixels(before) != pixels(after)


def test_face_down_cards_never_change_the_public_board():
    # SA-16.2 / SA-16.3: the face-down collection is private; the board draws only public facts
    one = hand_view(4, seat=0, cards=[green("civ01")])
    other = hand_view(4, seat=0, cards=[yellow("civ22", 3), green("civ05", "writing")])
    spectator = hand_view(4)
    board = pixels(stone_age.board(one, "pl"))
    assert board == pixels(stone_age.board(other, "pl"))
    assert board == pixels(stone_age.board(spectator, "pl"))


def test_public_change_does_change_the_board():
    # SA-16.1: scores are public; guards the test above against a board that never changes
    view = hand_view(3)
    changed = view.model_copy(deep=True)
    changed.player_states[1].score += 7
    assert pixels(stone_age.board(view, "en")) != pixels(stone_age.board(changed, "en"))


def test_board_shows_who_stands_on_a_location():
    view = hand_view(2)
    moved = view.model_copy(deep=True)
    forest = next(loc for loc in moved.locations if loc.id == "forest")
    forest.people = [Placement(seat=1, people=3)]
    forest.total_people = 3
    assert pixels(stone_age.board(view, "pl")) != pixels(stone_age.board(moved, "pl"))


def test_board_draws_end_states_and_item_dice():
    view = hand_view(4)
    view.roll = None
    view.item_dice = ItemDiceView(buyer=0, dice=[1, 5, 6], picker=1, taken=[Placement(seat=0, people=4)])
    view.card_slots = [CardSlotView(slot=s, cost=s) for s in range(1, 5)]
    view.building_stacks = [BuildingStackView(stack=s + 1, remaining=0) for s in range(4)]
    view.phase, view.to_act, view.last_round = "over", [], True
    view.player_states[2].score = -20
    image = stone_age.board(view, "pl")
    assert image.width == stone_age.WIDTH
    assert image.info["min_text_size"] >= kit.MIN_READABLE_SIZE


def test_private_picture_with_no_cards_and_many_cards():
    empty = stone_age.private(hand_view(2, seat=1, cards=[]), "en")
    many = stone_age.private(hand_view(2, seat=1, cards=[green(f"c{i}") for i in range(18)]), "en")
    assert many.height > empty.height
    assert many.info["min_text_size"] >= kit.MIN_READABLE_SIZE


def test_every_label_has_both_languages_and_polish_glyphs():
    for key, text in stone_age.L.items():
        assert text.en and text.pl, key
        assert kit.missing_glyphs(text.pl + text.en) == "", key


def test_png_is_small():
    data = to_png(stone_age.board(hand_view(4), "pl"))
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < 1024 * 1024


# ---------------------------------------------------------------- views of real matches


def play(players: int, seed: int, moves: int | None = None, every: int = 0):
    """Random legal play; returns the final state and the states seen every `every` moves."""
    agent = ENGINE.agents()["random"]
    state = ENGINE.setup(players, {}, seed)
    seen = []
    step = 0
    while not state.finished and (moves is None or step < moves):
        seat = sorted(ENGINE.to_act(state))[0]
        state, _ = ENGINE.apply(state, seat, agent.choose(ENGINE, state, seat, step))
        step += 1
        if every and step % every == 0:
            seen.append(state)
    return state, seen


@pytest.mark.parametrize("players", [2, 3, 4])
def test_real_matches_render_readably_from_start_to_end(players):
    final, seen = play(players, seed=40 + players, every=37)
    views = [ENGINE.view(s, None) for s in [ENGINE.setup(players, {}, 1), *seen, final]]
    assert final.finished and views[-1].phase == "over"
    for i, view in enumerate(views):
        image = stone_age.board(view, "pl" if i % 2 else "en")
        assert image.width == stone_age.WIDTH
        assert image.info["min_text_size"] >= kit.MIN_READABLE_SIZE
    for seat in range(players):
        image = stone_age.private(ENGINE.view(final, seat), "pl")
        assert image.width == stone_age.WIDTH
        assert image.info["min_text_size"] >= kit.MIN_READABLE_SIZE


def test_real_rolls_and_item_dice_are_drawn():
    agent = ENGINE.agents()["random"]
    state = ENGINE.setup(3, {}, 9)
    drawn = {"roll": 0, "item_dice": 0}
    step = 0
    while not state.finished and min(drawn.values()) == 0:
        seat = sorted(ENGINE.to_act(state))[0]
        state, _ = ENGINE.apply(state, seat, agent.choose(ENGINE, state, seat, step))
        step += 1
        view = ENGINE.view(state, None)
        for key in drawn:
            if getattr(view, key) is not None and drawn[key] == 0:
                without = view.model_copy(update={key: None})
                assert pixels(stone_age.board(view, "pl")) != pixels(stone_age.board(without, "pl"))
                drawn[key] += 1
    assert min(drawn.values()) == 1


def test_real_board_is_the_same_for_every_seat_and_spectators():
    # SA-16.1 / SA-16.2: the board is public; a seat's own view adds nothing to it
    state, _ = play(4, seed=77, moves=500)
    boards = {pixels(stone_age.board(ENGINE.view(state, seat), "pl")) for seat in (None, 0, 1, 2, 3)}
    assert len(boards) == 1


def test_real_hidden_cards_change_only_the_private_picture():
    # SA-16.2: swap seat 0's face-down cards for others; only its private picture may change
    state, _ = play(3, seed=12, moves=700)
    view = ENGINE.view(state, 0)
    assert view.private is not None and view.private.cards
    other_state, _ = play(3, seed=13, moves=900)
    other_cards = next(
        ENGINE.view(other_state, s).private.cards
        for s in range(3)
        if ENGINE.view(other_state, s).private.cards
    )
    swapped = view.model_copy(deep=True)
    swapped.private.cards = other_cards
    assert swapped.private.cards != view.private.cards
    assert pixels(stone_age.board(view, "en")) == pixels(stone_age.board(swapped, "en"))
    assert pixels(stone_age.private(view, "en")) != pixels(stone_age.private(swapped, "en"))


@pytest.mark.parametrize(
    ("count", "pl", "en"),
    [
        (1, "karta", "card"),
        (2, "karty", "cards"),
        (5, "kart", "cards"),
        (12, "kart", "cards"),
        (24, "karty", "cards"),
    ],
)
def test_deck_size_uses_polish_plural_forms(count, pl, en):
    assert layout.cards_word(count, kit.Words(stone_age.L, "pl")) == pl
    assert layout.cards_word(count, kit.Words(stone_age.L, "en")) == en


def test_negative_scores_use_a_minus_sign():
    assert layout.signed(-48) == "−48" and layout.signed(7) == "7"


def test_registry_finds_the_stone_age_pictures():
    import render

    state, _ = play(2, seed=5, moves=120)
    assert render.has_renderer("stone_age")
    assert render.board_png(ENGINE.view(state, None), "pl")[:4] == b"\x89PNG"
    assert render.private_png(ENGINE.view(state, None), "pl") is None
    assert render.private_png(ENGINE.view(state, 1), "en")[:4] == b"\x89PNG"
