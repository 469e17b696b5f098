"""Civilization pictures: every player count and stage in both languages, sizes, readable text, and
no hidden fact on any picture (CV-20.1 face-down tiles, CV-29.1 unit cards and markers)."""

from __future__ import annotations

import re

import pytest

from engines.base import play_on
from engines.civilization import ENGINE
from engines.civilization.turn import PHASES
from engines.civilization.victory import KINDS
from engines.civilization.view import COLUMNS, CivView
from render import civilization, kit, to_png
from render.civilization import culture as culture_render
from render.civilization import layout
from render.civilization.map import MapGeometry

STAGES = {"start": 0, "mid": 400, "late": 100_000}
PNG_LIMIT = 1_500_000


def state_at(players: int, stage: str, seed: int = 3):
    state = ENGINE.setup(players, {"turn_limit": "60"}, seed=seed)
    return play_on(ENGINE, state, STAGES[stage])


@pytest.fixture(scope="module")
def states():
    return {(p, s): state_at(p, s) for p in (2, 3, 4) for s in STAGES}


def texts(image) -> list[str]:
    return image.info["texts"]


# ---------------------------------------------------------------- what the picture may say


def _words(text: str) -> set[str]:
    return {w for w in re.split(r"[\s,·:=/×()+\-.]+", text) if w}


def public_vocabulary(view: CivView, lang: str) -> set[str]:
    """Every word the board may draw: its own labels, and names and numbers of public facts."""
    allowed: set[str] = set()
    tables = (layout.L, layout.TERRAIN_NAMES, layout.GREAT_PEOPLE, PHASES, KINDS, culture_render.LABELS)
    for table in tables:
        allowed |= {w for text in table.values() for w in _words(text.get(lang))}
    shown_resources = {
        *(sq.resource for sq in view.squares if sq.resource),
        *view.resource_market,
        *(r for sh in view.sheets for r in sh.resources),
        "wheat",
        "silk",
        "incense",
        "iron",  # the legend's four market resources
    }
    allowed |= {w for r in shown_resources for w in _words(layout.named(layout.RESOURCES, r, lang))}
    for sh in view.sheets:
        allowed |= _words(sh.civ_name_pl if lang == "pl" else sh.civ_name)
        allowed |= _words(layout.government_name(sh.government, lang))
        allowed |= {w for row in sh.techs for n in row for w in _words(layout.tech_name(n, lang))}
        allowed |= {layout.LEVELS[i] for i, row in enumerate(sh.techs) if row}
        allowed |= {w for n in layout.wonder_names(sh.wonders, lang) for w in _words(n)}
        letter = kit.seat_style(sh.seat).letter
        allowed |= {letter, "Player", "Gracz"}
    allowed |= {w for n in layout.wonder_names(view.wonder_market, lang) for w in _words(n)}
    for piece in view.pieces:
        if piece.kind == "building":
            allowed |= _words(layout.building_name(piece.name, lang))
            allowed.add(layout.building_code(piece.name, lang))
    allowed |= set(COLUMNS) | {str(n) for n in _numbers(view)} | set(view.culture_decks)
    return allowed


def _numbers(view: CivView) -> set[int]:
    """Every number the public view holds (counts of its lists included)."""
    found: set[int] = set(range(view.map_rows + 1))
    for sh in view.sheets:
        found |= {
            sh.trade,
            sh.coins,
            sh.culture,
            sh.culture_space,
            sh.standing_forces,
            sh.markers,
            sh.travel_speed,
            sh.stacking_limit,
            sh.city_limit,
        }
        found |= {sum(1 for c in view.cities if c.owner == sh.seat)}
        found |= {view.pieces.count(p) for p in view.pieces}
    found |= set(view.resource_market.values()) | {view.turn}
    found |= set(range(22)) | set(view.culture_decks.values())  # the culture track's spaces
    found |= {sh.culture_hand for sh in view.sheets}
    return found


def unexplained(image, view: CivView, lang: str) -> set[str]:
    allowed = public_vocabulary(view, lang)
    return {w for text in texts(image) for w in _words(text) if w not in allowed}


# ---------------------------------------------------------------- every count, stage and language


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("stage", list(STAGES))
def test_pictures_render_for_every_player_count_and_stage(states, players, stage):
    state = states[(players, stage)]
    public = ENGINE.view(state, None)
    for lang in ("pl", "en"):
        image = civilization.board(public, lang)
        assert image.width == layout.WIDTH
        assert image.info["min_text_size"] >= kit.MIN_READABLE_SIZE
        assert len(to_png(image)) < PNG_LIMIT
        assert unexplained(image, public, lang) == set()
        for seat in range(players):
            own = ENGINE.view(state, seat)
            # the board of a seat's view is the spectator's board: nothing private on it
            assert civilization.board(own, lang).tobytes() == image.tobytes()
            hand = civilization.private(own, lang)
            assert hand is not None and hand.width == layout.WIDTH
            assert hand.info["min_text_size"] >= kit.MIN_READABLE_SIZE
    assert civilization.private(public, "pl") is None


def test_the_vocabulary_check_catches_a_private_fact(states):
    # the check is real: a unit card's type drawn on the board would be flagged
    view = ENGINE.view(states[(3, "mid")], None)
    image = civilization.board(view, "pl")
    image.info["texts"] = [*texts(image), "piechota 3"]
    assert "piechota" in unexplained(image, view, "pl")


def test_the_finished_match_names_its_winner(states):
    state = states[(2, "late")]
    assert state.finished
    drawn = texts(civilization.board(ENGINE.view(state, None), "en"))
    assert "Winner:" in drawn
    assert any(t.startswith("Game over") for t in drawn)


# ---------------------------------------------------------------- hidden facts


def test_hidden_markers_and_unit_cards_stay_off_the_board(states):
    # CV-20.1 / CV-29.1: marker contents and unit cards are private; their counts are public
    state = states[(4, "mid")]
    civs = list(state.civs)
    civs[1] = civs[1].model_copy(update={"markers": ["uranium", "spy"], "standing": ["aircraft:7"]})
    secret = state.model_copy(update={"civs": civs})
    own = ENGINE.view(secret, 1)
    for lang in ("pl", "en"):
        drawn = " ".join(texts(civilization.board(own, lang)))
        for word in ("uranium", "uran", "spy", "szpieg", "aircraft", "lotnictwo"):
            assert word not in drawn
        mine = " ".join(texts(civilization.private(own, lang)))
        assert layout.named(layout.RESOURCES, "uranium", lang) in mine
        assert layout.named(layout.UNIT_TYPES, "aircraft", lang) in mine
        assert "7" in mine
    other = " ".join(texts(civilization.private(ENGINE.view(secret, 0), "en")))
    assert "uranium" not in other and "aircraft" not in other


def test_face_down_tiles_are_drawn_as_backs(states):
    # CV-20.1: an unexplored tile shows no squares; the picture draws its back inside the crop
    view = ENGINE.view(states[(4, "start")], None)
    hidden = [t for t in view.tiles if not t.explored]
    assert hidden and all(t.id is None for t in hidden)
    image = civilization.board(view, "en")
    geo = MapGeometry(view, layout.HEADER_H + 8)
    for tile in hidden:
        x0, y0, _, _ = geo.box(tile.row * 4, tile.col * 4)
        assert image.getpixel((x0 + 3, y0 + geo.size)) == layout.FACE_DOWN


def test_the_map_is_cropped_to_the_explored_area_with_square_names(states):
    view = ENGINE.view(states[(2, "start")], None)
    cropped = view.model_copy(update={"bounds": (12, 4, 15, 7)})
    drawn = texts(civilization.board(cropped, "en"))
    for name in ("E", "F", "G", "H", "13", "14", "15", "16"):
        assert drawn.count(name) >= 2  # on both sides of the map
    on_map = drawn[: drawn.index("water")]  # the legend follows the map
    assert "A" not in on_map and "12" not in on_map
    assert cropped.square_name(12, 4) == "E13"


def test_buildings_are_coded_on_the_map_and_named_in_the_legend(states):
    view = ENGINE.view(states[(4, "late")], None)
    buildings = [p for p in view.pieces if p.kind == "building"]
    if not buildings:
        pytest.skip("no building in this sample")
    for lang in ("pl", "en"):
        drawn = texts(civilization.board(view, lang))
        for piece in buildings:
            code = layout.building_code(piece.name, lang)
            assert code in drawn
            assert f"{code} = {layout.building_name(piece.name, lang)}" in drawn


def test_sheets_show_the_public_economy(states):
    view = ENGINE.view(states[(3, "mid")], None)
    drawn = texts(civilization.board(view, "pl"))
    for sh in view.sheets:
        assert f"handel: {sh.trade}" in drawn
        assert str(sh.coins) in drawn
        assert layout.government_name(sh.government, "pl") in drawn
        for row in sh.techs:
            for name in row:
                assert layout.tech_name(name, "pl") in drawn
