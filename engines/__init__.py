"""Game engines. `get_engine(game_id)` returns the engine for a game id."""

from __future__ import annotations

import importlib

from engines.base import Engine

# game id -> module that defines ENGINE; a game is offered to players once its module exists
GAMES: dict[str, str] = {
    "stone_age": "engines.stone_age",
    "guns_steel": "engines.guns_steel",
}

_extra: dict[str, Engine] = {}


def register(engine: Engine) -> None:
    """Add an engine that is not offered to players (tests use this for a tiny game)."""
    _extra[engine.id] = engine


def get_engine(game_id: str) -> Engine:
    if game_id in _extra:
        return _extra[game_id]
    module = GAMES.get(game_id)
    if module is None:
        raise KeyError(game_id)
    return importlib.import_module(module).ENGINE


def available_games() -> list[str]:
    """Game ids players can choose, in menu order."""
    out = []
    for game_id, module in GAMES.items():
        try:
            importlib.import_module(module)
        except ModuleNotFoundError:
            continue
        out.append(game_id)
    return out
