"""Pictures of game views. Input is a View (never a full state); output is PNG bytes.

Each game has a module render/<game_id>.py with
    board(view, lang) -> PIL.Image.Image      the public picture (view from seat None)
    private(view, lang) -> PIL.Image.Image | None   one seat's private picture (view from that seat)
"""

from __future__ import annotations

import importlib
import io

from engines.base import View

PNG_LEVEL = 2


def _module(game_id: str):
    return importlib.import_module(f"render.{game_id}")


def to_png(image) -> bytes:
    buf = io.BytesIO()
    image.save(buf, format="PNG", compress_level=PNG_LEVEL)
    return buf.getvalue()


def board_png(view: View, lang: str) -> bytes:
    return to_png(_module(view.game).board(view, lang))


def private_png(view: View, lang: str) -> bytes | None:
    image = _module(view.game).private(view, lang)
    return None if image is None else to_png(image)


def has_renderer(game_id: str) -> bool:
    try:
        _module(game_id)
    except ModuleNotFoundError:
        return False
    return True
