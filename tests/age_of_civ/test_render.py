"""Age of Civilization pictures: size, readable text, both languages, secrets only in private ones."""

from __future__ import annotations

import pytest

from engines.base import play_on
from render import age_of_civ, board_png, private_png
from render.kit import MIN_READABLE_SIZE
from tests.age_of_civ.helpers import E

CASES = [
    (1, {"innovations": "on"}, 30),
    (2, {"draft": "on"}, 0),
    (3, {"winds_of_change": "on"}, 60),
    (4, {"innovations": "on", "winds_of_change": "on", "draft": "on"}, 150),
    (4, {}, 10_000),
]


@pytest.mark.parametrize("players,options,moves", CASES)
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_board_picture(players, options, moves, lang):
    st = play_on(E, E.setup(players, options, seed=21), moves, "heuristic")
    view = E.view(st, None)
    image = age_of_civ.board(view, lang)
    assert image.width == 1500 and image.info["min_text_size"] >= MIN_READABLE_SIZE
    assert len(board_png(view, lang)) < 1_000_000


def test_private_picture_only_with_draft_cards():
    st = E.setup(3, {"draft": "on"}, seed=4)
    image = age_of_civ.private(E.view(st, 1), "pl")
    assert image is not None and image.info["min_text_size"] >= MIN_READABLE_SIZE
    assert private_png(E.view(st, None), "en") is None
    assert private_png(E.view(E.setup(3, {}, seed=4), 0), "en") is None


def test_the_public_picture_does_not_depend_on_secret_hands():
    st = E.setup(3, {"draft": "on"}, seed=4)
    other = st.model_copy(deep=True)
    other.packs = [list(reversed(p)) for p in other.packs]
    assert board_png(E.view(st, None), "en") == board_png(E.view(other, None), "en")
