"""Guns & Steel pictures: sizes per set and player count, readable text, both languages, and the
hand never on the public board (GS-16.2)."""

from __future__ import annotations

import pytest

from engines.base import play_on
from engines.guns_steel.data import DATA, ERAS
from engines.guns_steel.texts import (
    ERA_NAMES,
    PHASE_NAMES,
    SET_NAMES,
    effect_text,
    res_name,
    wonder_condition,
)
from engines.guns_steel.view import (
    AttackInfo,
    CardFace,
    EraRow,
    GSView,
    PlayerPublic,
    PyramidSlot,
    ResearchStack,
    TableauCard,
    WonderFace,
)
from render import guns_steel, kit, to_png
from render.guns_steel import layout, pyramid

SETS = ("new_world", "renaissance", "combined")


def face(card_id: str) -> CardFace:
    card = DATA.cards[card_id]
    return CardFace(
        id=card.id,
        name=card.name.text(),
        era=card.era,
        resource=card.resource,
        resource_name=res_name(card.resource),
        tech_type=card.tech_type,
        tech_type_name=DATA.tech_type_name(card.tech_type),
        cost=card.cost,
        strength=card.military_strength,
        vp=card.vp,
        reaction=card.reaction,
        effect=effect_text(card.id),
    )


def wonder_face(wonder_id: str) -> WonderFace:
    wonder = DATA.wonder_by_id[wonder_id]
    return WonderFace(
        id=wonder.id,
        name=wonder.name.text(),
        era=wonder.era,
        vp=wonder.vp,
        condition=wonder_condition(wonder.id),
        glory_count=wonder.glory_count,
        matches_card=wonder.matches_card,
    )


def connected(rows: list[list[str | None]], r: int, i: int) -> list[tuple[int, int]]:
    """GS-9.3, written independently of the engine for building test views."""
    found: set[tuple[int, int]] = set()
    frontier = [(r, i)]
    while frontier:
        row, pos = frontier.pop()
        if row == 0:
            continue
        for support in (pos, pos + 1):
            if rows[row - 1][support] is not None and (row - 1, support) not in found:
                found.add((row - 1, support))
                frontier.append((row - 1, support))
    return sorted(found)


def build_view(
    card_set: str = "new_world",
    players: int = 4,
    late: bool = False,
    seat: int | None = None,
    hand: list[str] | None = None,
    attack: bool = False,
) -> GSView:
    """A view built by hand from the view model (independent of the engine).

    Early: a full pyramid and starting tableaux. Late: many cards bought, full tableaux, wonders
    taken, glory markers placed.
    """
    sets = ["new_world", "renaissance"] if card_set == "combined" else [card_set]
    small = players == 2 or card_set == "combined"
    grid: list[list[str | None]] = []
    stacks: list[list[str]] = []
    for r, era in enumerate(ERAS):
        ids = [cid for s in sets for cid in DATA.era_cards(s, era)]
        if players == 2:
            ids = [cid for cid in ids if not DATA.cards[cid].two_player_remove]
        size = (6 if small else 7) - r
        grid.append(list(ids[:size]))
        stacks.append(ids[size:])
    if late:
        for r, row in enumerate(grid):
            for i in range(len(row)):
                if (r + i) % 3 != 1 and not (r == 4 and i == 0):
                    row[i] = None
    wonder_set = "renaissance" if card_set == "combined" else card_set
    rows = []
    for r, era in enumerate(ERAS):
        wonder_id = DATA.era_wonders(wonder_set, era)[0]
        gone = late and r in (0, 2)
        markers = [0] * players
        if late and wonder_set == "renaissance" and not gone:
            markers[r % players] = 1
            markers[(r + 1) % players] = 2 if r == 3 else 0
        slots = [
            PyramidSlot(
                row=r,
                position=i,
                card=None if cid is None else face(cid),
                connected=connected(grid, r, i) if cid is not None else [],
                surcharge=len(connected(grid, r, i)) if cid is not None else 0,
            )
            for i, cid in enumerate(grid[r])
        ]
        research = None
        if card_set == "combined":
            stack = stacks[r][: 2 if late else None]
            earlier = sum(1 for lower in grid[:r] for cid in lower if cid is not None)
            research = ResearchStack(
                era=era, size=len(stack), top=face(stack[-1]) if stack else None, surcharge=earlier
            )
        rows.append(
            EraRow(
                row=r,
                era=era,
                era_name=ERA_NAMES[era],
                slots=slots,
                wonder=wonder_face(wonder_id),
                wonder_in_pyramid=not gone,
                wonder_owner=(r % players) if gone else None,
                glory_markers=markers,
                research=research,
            )
        )
    seats = []
    for s in range(players):
        res_ids = ["C01", "C02", "C04"] if not late else ["C01", "C04", "C06", "C13", "C19", "C24", "C28"]
        tech_ids = [] if not late else ["C03", "C05", "C09", "C16", "C29", "C25", "C20", "C10"]
        exhausted = {"C05", "C20"} if late else set()
        owned = [wonder_face(rows[r].wonder.id) for r in (0, 2) if late and rows[r].wonder_owner == s]
        seats.append(
            PlayerPublic(
                seat=s,
                hand_size=5 - len(res_ids) if not late else s + 1,
                resource_cards=[TableauCard(card=face(c), resource_side_up=True) for c in res_ids[: 3 + s]],
                tech_cards=[
                    TableauCard(card=face(c), resource_side_up=False, exhausted=c in exhausted)
                    for c in tech_ids[: 2 * s + 2]
                ],
                wonders=owned,
                resources={},
                temporary=["iron", "horse"] if s == 0 and late else [],
                strength=3 * s,
                vp_track=4 * s if card_set != "new_world" else 0,
                glory_markers_left=5 - s if card_set != "new_world" else 0,
                visible_vp=7 * s + 2,
            )
        )
    view = GSView(
        seat=seat,
        set_name=card_set,
        set_label=SET_NAMES[card_set],
        players=players,
        turn=14 if late else 1,
        start_seat=0,
        active_seat=1 if late else 0,
        phase="purchase" if late else "resource",
        phase_label=PHASE_NAMES["purchase" if late else "resource"],
        to_act=[2] if attack else [1 if late else 0],
        rows=rows,
        seats=seats,
        hand=None if seat is None else [face(c) for c in (hand or [])],
    )
    if attack:
        view.attack = AttackInfo(
            attacker=1, card=face("C29"), attacker_strength=7, order=[2, 3, 0], responded=[], deciding=2
        )
    return view


def texts(image) -> list[str]:
    return image.info["texts"]


def hand_names(ids: list[str]) -> set[str]:
    return {n for cid in ids for n in (DATA.cards[cid].name.en, DATA.cards[cid].name.pl)}


# Renaissance cards never appear in a New World match, so their names can only come from a hand
SECRET_HAND = ["C40", "C54", "C45"]


@pytest.mark.parametrize("card_set", SETS)
@pytest.mark.parametrize("players", [2, 4])
def test_board_and_hand_have_the_expected_width_for_every_set(card_set, players):
    for late in (False, True):
        view = build_view(card_set, players, late, seat=0, hand=["C07", "C29"])
        for lang in ("pl", "en"):
            image = guns_steel.board(view, lang)
            assert image.width == guns_steel.WIDTH
            assert 1000 < image.height < 2600
            assert image.info["min_text_size"] >= kit.MIN_READABLE_SIZE
            hand = guns_steel.private(view, lang)
            assert hand.width == guns_steel.WIDTH
            assert hand.info["min_text_size"] >= kit.MIN_READABLE_SIZE


def test_spectator_view_has_no_private_picture():
    assert guns_steel.private(build_view(), "pl") is None


def test_board_never_draws_the_hand():
    # GS-16.2: hand contents are shown only to their owner; hand sizes are public
    own = build_view("new_world", 4, late=True, seat=0, hand=SECRET_HAND)
    assert own.hand and {c.id for c in own.hand} == set(SECRET_HAND)
    assert guns_steel.public_view(own).hand is None
    public = build_view("new_world", 4, late=True)
    for lang in ("pl", "en"):
        drawn = " ".join(texts(guns_steel.board(own, lang)))
        assert not [name for name in hand_names(SECRET_HAND) if name in drawn]
        assert guns_steel.board(own, lang).tobytes() == guns_steel.board(public, lang).tobytes()
        hand = " ".join(texts(guns_steel.private(own, lang)))
        assert all(getattr(DATA.cards[cid].name, lang) in hand for cid in SECRET_HAND)


def test_private_picture_follows_the_hand_while_the_board_stays():
    before = build_view("renaissance", 2, seat=1, hand=["C40", "C54"])
    after = build_view("renaissance", 2, seat=1, hand=["C40", "C45"])
    assert guns_steel.private(before, "en").tobytes() != guns_steel.private(after, "en").tobytes()
    assert guns_steel.board(before, "en").tobytes() == guns_steel.board(after, "en").tobytes()
    assert "Galleons" in texts(guns_steel.private(after, "en"))
    assert "Space Shuttle" not in texts(guns_steel.private(after, "en"))


def test_empty_hand_says_so():
    image = guns_steel.private(build_view(seat=0, hand=[]), "pl")
    assert "Nie masz kart na ręce." in texts(image)


def test_pyramid_shows_tech_sides_and_bought_slots():
    # GS-4.5: pyramid dealt tech side up; a bought card's slot stays empty
    view = build_view("new_world", 4, late=True)
    for player in view.seats:  # bought cards sit in tableaux; keep only the pyramid's names here
        player.tech_cards = []
    drawn = texts(guns_steel.board(view, "en"))
    slots = [s for row in view.rows for s in row.slots]
    present = [s.card for s in slots if s.card is not None]
    bought = [s for s in slots if s.card is None]
    assert bought and present
    assert drawn.count("bought") == len(bought)
    for card in present:
        assert card.tech_type_name.en in drawn
    full = build_view("new_world", 4)
    gone = {DATA.cards[s.card.id].name.en for row in full.rows for s in row.slots} - {
        c.name.en for c in present
    }
    assert gone and not [name for name in gone if any(name in text for text in drawn)]


def test_surcharge_for_connected_cards_is_shown():
    # GS-9.3: one extra resource per connected unbought card; 14 for a Space card in a full pyramid
    drawn = texts(guns_steel.board(build_view("new_world", 4), "en"))
    assert drawn.count("+14") == 3  # the three Space cards
    assert drawn.count("+2") == 6  # the six Gunpowder cards rest on two Horse cards each
    late = build_view("new_world", 4, late=True)
    late_drawn = texts(guns_steel.board(late, "en"))
    for row in late.rows:
        for slot in row.slots:
            if slot.card is not None and slot.surcharge:
                assert f"+{slot.surcharge}" in late_drawn


def test_pegs_join_a_card_only_to_unbought_supports():
    # GS-4.5 geometry: card (r, i) rests on (r-1, i) and (r-1, i+1)
    view = build_view("new_world", 4, late=True)
    image = guns_steel.board(view, "en")
    geo = pyramid.Geometry(view, layout.HEADER_H + layout.GAP)
    seen = {True: 0, False: 0}
    for row in view.rows[1:]:
        for slot in row.slots:
            if slot.card is None:
                continue
            left, _, _, bottom = geo.card_box(row.row, slot.position)
            gap_y = bottom + layout.ROW_GAP // 2
            for offset, support in (
                (layout.CARD_W // 4, slot.position),
                (3 * layout.CARD_W // 4, slot.position + 1),
            ):
                unbought = view.rows[row.row - 1].slots[support].card is not None
                pixel = image.getpixel((left + offset, gap_y))
                assert (pixel == layout.PEG_COLOUR) == unbought
                seen[unbought] += 1
    assert seen[True] and seen[False]


def test_exhausted_cards_look_different():
    view = build_view("new_world", 2, late=True)
    card = view.seats[1].tech_cards[1]
    assert card.exhausted
    plain = view.model_copy(deep=True)
    plain.seats[1].tech_cards[1].exhausted = False
    assert guns_steel.board(view, "en").tobytes() != guns_steel.board(plain, "en").tobytes()


def test_wonders_glory_and_tracks():
    # GS-4.6 wonder beside each row; GS-11 c glory markers; GS-12.2 VP track
    view = build_view("renaissance", 4, late=True)
    drawn = texts(guns_steel.board(view, "pl"))
    for row in view.rows:
        assert row.wonder.name.pl in drawn or any(row.wonder.name.pl.startswith(t.rstrip("…")) for t in drawn)
    owners = [row for row in view.rows if not row.wonder_in_pyramid]
    assert drawn.count("zdobył:") == len(owners)
    assert "×2" in drawn  # two markers of one seat on the Earth wonder
    assert "tor: 12 PZ" in drawn
    nw = texts(guns_steel.board(build_view("new_world", 4, late=True), "en"))
    assert not [t for t in nw if t.startswith("track:")]


def test_combined_game_shows_research_stacks():
    # GS-14.2: stacks beside each row, only the top card visible
    view = build_view("combined", 4)
    drawn = texts(guns_steel.board(view, "pl"))
    assert "Projekty Badawcze" in drawn
    for row in view.rows:
        assert str(row.research.size) in drawn
        assert row.research.top.name.pl in " ".join(drawn)


def test_languages_use_the_polish_edition_names():
    view = build_view("new_world", 4, late=True, attack=True)
    pl = " ".join(texts(guns_steel.board(view, "pl")))
    en = " ".join(texts(guns_steel.board(view, "en")))
    assert "Era Rumaków" in pl and "Faza Kupna" in pl and "Atak:" in pl and "Gracz A" in pl
    assert "Horse era" in en and "Purchase phase" in en and "Attack:" in en and "Player A" in en
    assert "Rumak" not in en


def test_png_is_small():
    view = build_view("combined", 4, late=True, attack=True)
    assert len(to_png(guns_steel.board(view, "pl"))) < 1_000_000


# ---------------------------------------------------------------- real matches (engine setup + random play)


@pytest.mark.parametrize("card_set", SETS)
@pytest.mark.parametrize("players", [2, 4])
def test_real_matches_render_from_setup_to_the_end(card_set, players):
    from engines import get_engine

    engine = get_engine("guns_steel")
    state = engine.setup(players, {"set": card_set}, seed=40 + players)
    for moves in (0, 60, 100_000):
        state = play_on(engine, state, moves)
        public = engine.view(state, None)
        lang = "pl" if moves % 2 else "en"
        image = guns_steel.board(public, lang)
        assert image.width == guns_steel.WIDTH
        assert image.info["min_text_size"] >= kit.MIN_READABLE_SIZE
        # GS-16.2: a seat's own view draws the same board as a spectator's
        own = engine.view(state, state.active)
        assert own.hand is not None
        assert guns_steel.board(own, lang).tobytes() == image.tobytes()
        hand = guns_steel.private(own, lang)
        assert hand is not None and hand.width == guns_steel.WIDTH
        drawn = texts(hand)
        assert all(card.name.get(lang) in " ".join(drawn) for card in own.hand)
    assert state.finished
    assert "Game over" in texts(guns_steel.board(engine.view(state, None), "en"))


def test_four_seats_of_glory_markers_stay_inside_the_wonder():
    # GS-11 c: several players' markers can lie on one wonder at once
    view = build_view("combined", 4, late=True)
    view.rows[3].glory_markers = [1, 2, 2, 1]
    image = guns_steel.board(view, "en")
    geo = pyramid.Geometry(view, layout.HEADER_H + layout.GAP)
    right = layout.MARGIN + geo.wonder_w
    top = geo.row_top(3)
    strip = image.crop((right + 2, top, geo.x0 - 1, top + layout.ROW_H))
    assert set(strip.get_flattened_data()) == {kit.PALETTE["paper"]}
    drawn = texts(image)
    assert any(drawn[k : k + 5] == ["3:", "1", "2", "2", "1"] for k in range(len(drawn)))


def test_large_tableaux_grow_the_picture_instead_of_cutting_it():
    view = build_view("combined", 4, late=True)
    many = [TableauCard(card=face(cid), resource_side_up=False) for cid in list(DATA.cards)[5:50]]
    for player in view.seats:
        player.tech_cards = many
    image = guns_steel.board(view, "en")
    assert image.height > 2400
    assert texts(image)[-1].startswith("Card values are reconstructions")
    bottom_rows = image.crop((0, image.height - 80, image.width, image.height - layout.MARGIN))
    assert len(set(bottom_rows.get_flattened_data())) > 1  # the legend is drawn, not cut off


def test_reconstructed_card_values_are_flagged_on_the_board():
    # D-19: card values are placeholders until checked against the printed cards
    view = build_view("new_world", 2)
    assert any("reconstructions" in t for t in texts(guns_steel.board(view, "en")))
    checked = view.model_copy(deep=True)
    for row in checked.rows:
        for slot in row.slots:
            if slot.card is not None:
                slot.card.placeholder = False
    for player in checked.seats:
        for card in player.resource_cards + player.tech_cards:
            card.card.placeholder = False
    assert not any("reconstructions" in t for t in texts(guns_steel.board(checked, "en")))


@pytest.mark.parametrize(
    ("count", "pl", "en"),
    [
        (1, "1 karta", "1 card"),
        (3, "3 karty", "3 cards"),
        (5, "5 kart", "5 cards"),
        (12, "12 kart", "12 cards"),
        (22, "22 karty", "22 cards"),
    ],
)
def test_hand_title_counts_cards_in_both_languages(count, pl, en):
    hand = (list(DATA.cards) * 2)[5 : 5 + count]
    view = build_view("new_world", 2, seat=0, hand=hand)
    assert any(t.endswith(pl) for t in texts(guns_steel.private(view, "pl")))
    assert any(t.endswith(en) for t in texts(guns_steel.private(view, "en")))
