"""The game registry: one `GameSpec` per game, read by every layer.

Adding a game touches one line here (`GAME_IDS`); everything else lives in the game's own
folders: `engines/<id>/` (with `spec.py` defining `SPEC`), `render/<id>/`, `data/<id>.json`,
`data/rules/<id>.md` and `tests/<id>/`.
"""

from __future__ import annotations

import hashlib
import importlib
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from engines.base import Engine

ROOT = Path(__file__).resolve().parents[1]

# Menu order. A game is offered to players once its id is listed here.
GAME_IDS: tuple[str, ...] = ("stone_age", "age_of_civ", "guns_steel", "civilization", "through_ages")


@dataclass(frozen=True)
class GameSpec:
    """What every layer needs to know about one game.

    `rules_version` is stamped on every match at start. Bump it whenever a rule or a data value
    changes what a replay of an existing log would produce, or the state's stored shape changes;
    `data_digest` (the SHA-256 of the data file) is checked by a test, so a data edit without a
    version bump fails the suite.

    `replays_from` is the declared migration step: earlier versions whose action logs replay to
    the very same games under this version (only the stored state's shape changed). The host
    rebuilds such a match's snapshot from its log when it loads it and stamps it anew; matches of
    any other earlier version play on from their snapshot, but their past is never replayed.
    """

    id: str
    rules_version: str
    data_digest: str
    rule_id_pattern: str  # regex of the spec's rule ids (citation test, /rules look-up)
    shared_rules: str  # the English spec this game follows, relative to ../shared
    engine_module: str = ""  # defines ENGINE; defaults to engines.<id>
    renderer_module: str = ""  # board(view, lang) / private(view, lang); defaults to render.<id>
    replays_from: tuple[str, ...] = ()
    # rule ids (and their sub-rules) of parts not built yet; the citation test leaves them out
    pending_rules: tuple[str, ...] = ()

    @property
    def data_file(self) -> Path:
        return ROOT / "data" / f"{self.id}.json"

    @property
    def rules_file(self) -> Path:
        """The bot's copy of the spec, quoted by /rules."""
        return ROOT / "data" / "rules" / f"{self.id}.md"

    @property
    def renderer(self) -> str:
        """Module path of the pictures; only render/ imports it (engines never draw)."""
        return self.renderer_module or f"render.{self.id}"

    @cached_property
    def engine(self) -> Engine:
        return importlib.import_module(self.engine_module or f"engines.{self.id}").ENGINE

    def current_digest(self) -> str:
        return hashlib.sha256(self.data_file.read_bytes()).hexdigest()[:16]


_extra: dict[str, Engine] = {}


def spec(game_id: str) -> GameSpec:
    """The spec of a registered game; KeyError for an unknown id."""
    if game_id not in GAME_IDS:
        raise KeyError(game_id)
    return importlib.import_module(f"engines.{game_id}.spec").SPEC


def specs() -> list[GameSpec]:
    return [spec(game_id) for game_id in GAME_IDS]


def register(engine: Engine) -> None:
    """Add an engine that is not offered to players (tests use this for tiny games)."""
    _extra[engine.id] = engine


def get_engine(game_id: str) -> Engine:
    if game_id in _extra:
        return _extra[game_id]
    return spec(game_id).engine


def rules_version(game_id: str) -> str:
    """The version a new match of this game is stamped with ("" for test-only games)."""
    engine = _extra.get(game_id)
    if engine is not None:
        return getattr(engine, "rules_version", "")
    return spec(game_id).rules_version


def replays_from(game_id: str) -> tuple[str, ...]:
    """Earlier rules versions of the game whose logs replay identically under today's."""
    if game_id in _extra:
        return tuple(getattr(_extra[game_id], "replays_from", ()))
    return spec(game_id).replays_from


def available_games() -> list[str]:
    """Game ids players can choose, in menu order."""
    return list(GAME_IDS)
