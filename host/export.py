"""The export file of a finished (or abandoned) match: what it holds and how a file is checked.

An export names the game, its rules version, options, seed, seats and every effective action,
the result, and a digest of the final state and the moves. A file is read strictly (pydantic, strict types, no
unknown fields, size and nesting limits); host/replay.py then replays it and compares the final
state with the digest, so an edited move, a dropped move or an edited result is refused.
"""

from __future__ import annotations

import hashlib
import json
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engines.base import Result, State, Text, tr

MAX_BYTES = 8_000_000  # far above the longest real match (tens of thousands of actions)
MAX_DEPTH = 12  # the format nests 6 levels deep (result > scores > score > breakdown)
MAX_ACTIONS = 200_000

Name = Annotated[str, Field(max_length=200)]


class BadExport(Exception):
    def __init__(self, reason: Text):
        super().__init__(reason.en)
        self.reason = reason


def bad(en: str, pl: str) -> BadExport:
    return BadExport(tr(en, pl))


class ExportSeat(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid")

    seat: int = Field(ge=0, lt=64)
    user_id: int | None
    name: Name
    agent: Name | None = None
    resigned: bool = False


class ExportFile(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid")

    game: Annotated[str, Field(max_length=64)]
    rules_version: Annotated[str, Field(max_length=64)]
    options: dict[Annotated[str, Field(max_length=64)], Annotated[str, Field(max_length=200)]] = Field(
        max_length=64
    )
    seed: int = Field(ge=-(2**63), lt=2**63)  # an SQLite integer
    status: Literal["finished", "abandoned"]
    seats: list[ExportSeat] = Field(min_length=1, max_length=64)
    actions: list[tuple[int, Annotated[str, Field(max_length=2000)]]] = Field(max_length=MAX_ACTIONS)
    result: Result | None
    final_digest: Annotated[str, Field(pattern=r"^[0-9a-f]{64}$")]


def final_digest(state: State, actions: list[tuple[int, str]] | list[list]) -> str:
    """SHA-256 of the final state's canonical JSON and the moves that reach it. The moves are in
    it because two orders of independent moves can reach the same state: an edit that swaps them
    must be noticed too. (A checksum against edits, not a signature: anyone can recompute it.)"""
    moves = json.dumps([[int(seat), str(action)] for seat, action in actions], separators=(",", ":"))
    return hashlib.sha256((state.model_dump_json() + "\n" + moves).encode("utf-8")).hexdigest()


def _no_constant(name: str):
    raise ValueError(name)


def _depth(value) -> int:
    """How deeply lists and objects nest in a parsed JSON value (without recursion)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict | list):
            deepest = max(deepest, level)
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, level + 1) for child in children)
    return deepest


def parse_export(text: str) -> ExportFile:
    """The export in `text`, or BadExport with one line saying what is wrong."""
    not_export = bad("This is not a match export.", "To nie jest eksport meczu.")
    if len(text) > MAX_BYTES:
        raise bad(
            f"The file is too large for a match export (over {MAX_BYTES // 1_000_000} MB).",
            f"Plik jest za duży jak na eksport meczu (ponad {MAX_BYTES // 1_000_000} MB).",
        )
    try:
        data = json.loads(text, parse_constant=_no_constant)  # NaN and Infinity are not JSON
    except RecursionError:
        raise bad("The file nests too deeply to be a match export.", "Plik jest zbyt zagnieżdżony.") from None
    except ValueError:
        raise not_export from None
    if _depth(data) > MAX_DEPTH:
        raise bad("The file nests too deeply to be a match export.", "Plik jest zbyt zagnieżdżony.")
    if not isinstance(data, dict) or "actions" not in data or "seed" not in data:
        raise not_export
    try:
        return ExportFile.model_validate_json(text, strict=True)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "file"
        raise bad(
            f"The export is malformed at {where}: {first['msg']}.",
            f"Eksport jest uszkodzony w miejscu {where}: {first['msg']}.",
        ) from None
