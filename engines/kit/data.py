"""Component data: the one place a game's data file is read.

An engine receives its data when it is built (`SomeEngine(data)`), and the module-level ENGINE
uses `load(game_id, Model)`. A test that needs other values builds its own engine with a changed
copy (`SomeEngine(data.model_copy(update=...))`) instead of patching module tables; `read_raw`
gives the JSON to edit when a test wants to change a single card.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel

DATA_DIR = Path(__file__).resolve().parents[2] / "data"

M = TypeVar("M", bound=BaseModel)


def data_path(game_id: str) -> Path:
    return DATA_DIR / f"{game_id}.json"


def read_raw(game_id: str) -> dict[str, Any]:
    return json.loads(data_path(game_id).read_text(encoding="utf-8"))


def load(game_id: str, model: type[M], raw: dict[str, Any] | None = None) -> M:
    """The game's data validated into `model` (from `raw` when a test gives edited JSON)."""
    if raw is None:
        return model.model_validate_json(data_path(game_id).read_text(encoding="utf-8"))
    return model.model_validate(raw)
