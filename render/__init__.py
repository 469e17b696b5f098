"""Pictures of game views. Input is a View (never a full state); output is PNG bytes.

Each game has a package render/<game_id>/ (named by its GameSpec's `renderer`) with
    board(view, lang) -> PIL.Image.Image      the public picture (view from seat None)
    private(view, lang) -> PIL.Image.Image | None   one seat's private picture (view from that seat)
and its icons in render/<game_id>/icons.py, registered on the kit's shared set (render.kit).
"""

from __future__ import annotations

import importlib
from types import ModuleType

from engines import registry
from engines.base import View
from render import png


def renderer_path(game_id: str) -> str:
    """The module that draws a game: its GameSpec's `renderer`; a game registered only for tests
    (`engines.register`) is looked up as render.<id>."""
    try:
        return registry.spec(game_id).renderer
    except KeyError:
        return f"render.{game_id}"


def renderer(game_id: str) -> ModuleType:
    return importlib.import_module(renderer_path(game_id))


def to_png(image) -> bytes:
    """PNG bytes of a picture (see render/png.py: lossless, fast for flat colour and text)."""
    return png.encode(image)


def board_png(view: View, lang: str) -> bytes:
    return to_png(renderer(view.game).board(view, lang))


def private_png(view: View, lang: str) -> bytes | None:
    image = renderer(view.game).private(view, lang)
    return None if image is None else to_png(image)


def has_renderer(game_id: str) -> bool:
    path = renderer_path(game_id)
    try:
        importlib.import_module(path)
    except ModuleNotFoundError as error:
        if error.name == path or path.startswith(f"{error.name}."):
            return False  # no such module (a broken import inside a renderer still raises)
        raise
    return True
