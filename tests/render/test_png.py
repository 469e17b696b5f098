"""render.to_png: lossless, valid PNG, small enough for Discord."""

import io

import pytest
from PIL import Image

from engines import get_engine
from engines.base import play_on
from render import png, renderer, to_png


def _decoded(data: bytes) -> Image.Image:
    check = Image.open(io.BytesIO(data))
    check.verify()  # chunk CRCs and structure
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


@pytest.mark.parametrize("game", ["stone_age", "guns_steel"])
def test_a_board_survives_encoding_pixel_for_pixel(game):
    engine = get_engine(game)
    state = play_on(engine, engine.setup(3, engine.validate_options({}), seed=5), moves=60)
    board = renderer(game).board(engine.view(state, None), "pl")
    data = to_png(board)
    assert data[:8] == png.SIGNATURE and len(data) < 1_000_000
    back = _decoded(data)
    assert back.mode == "RGB" and back.size == board.size
    assert back.tobytes() == board.tobytes()


@pytest.mark.parametrize("mode", ["RGB", "L", "RGBA", "P"])
def test_every_mode_round_trips(mode):
    image = Image.new("RGB", (37, 11), (250, 240, 228))
    image.paste((0, 114, 178), (5, 2, 30, 9))
    image = image.convert(mode)
    back = _decoded(to_png(image))
    assert back.mode == mode and back.tobytes() == image.tobytes()
