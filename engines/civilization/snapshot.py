"""The state's JSON (`CivState.model_dump_json()`, the snapshot the host saves after every act),
written again only where the state changed since the last dump (issue #11).

The text is pydantic's, byte for byte: each field's part is pydantic's dump of that field's value
(a `TypeAdapter` of its annotation; numbers, strings, booleans and None written directly), and the
parts are joined as pydantic joins them, in field order. The memo "json" (memos.py, carried into
clones) keeps each field's value, a deep copy of it and its text; a part is written again when its
value is another object, or no longer equals the copy (a list or dict edited in place by hand). The
sheets (`civs`) and the tasks are kept item by item the same way, since those two lists are copied
at every move while their items are shared. Every check runs inside `map` and `compress`: a
Python loop over the fields costs about as much as pydantic's own dump.

A value edited in place to one that compares equal but is written otherwise (1 to True or 1.0
inside a list) is the one edit not seen: no field's type lets a position hold such a value, and a
task holds ints, strings and lists of them.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress
from json.encoder import c_encode_basestring
from operator import is_not, itemgetter, ne
from typing import Any

from pydantic import TypeAdapter

from engines.civilization import memos
from engines.civilization.state import Battle, City, Civ, CivState, Figure, Front, Marker, Piece, PlacedTile

FIELDS = tuple(CivState.model_fields)
FIELD_VALUES = itemgetter(*FIELDS)
# each field's key as pydantic writes it, with the separator before it
PREFIXES = tuple(("{" if i == 0 else ",") + c_encode_basestring(name) + ":" for i, name in enumerate(FIELDS))
ADAPTERS = tuple(TypeAdapter(info.annotation) for info in CivState.model_fields.values())
CIV = TypeAdapter(Civ)
TASK = TypeAdapter(CivState.model_fields["tasks"].annotation.__args__[0])
TASKS = FIELDS.index("tasks")
CIVS = FIELDS.index("civs")
MISSING = object()  # a kept value no value is
# the values a copy may share: immutable, or frozen items whose fields hold no list or dict
SHARED = frozenset({str, int, bool, float, type(None), PlacedTile, Marker, City, Figure, Piece, Front})
# frozen items whose fields hold lists or dicts: copied with their fields
DEEP_ITEMS = (Civ, Battle)


def deep_copy(value: Any) -> Any:
    """A copy of lists, dicts, tuples and the items in DEEP_ITEMS at every depth, sharing only
    what SHARED names (a list or dict of those is copied in one step)."""
    kind = type(value)
    if kind is list:
        return value.copy() if SHARED.issuperset(map(type, value)) else [deep_copy(v) for v in value]
    if kind is dict:
        if SHARED.issuperset(map(type, value.values())):
            return value.copy()
        return {k: deep_copy(v) for k, v in value.items()}
    if kind is tuple:
        return value if SHARED.issuperset(map(type, value)) else tuple(deep_copy(v) for v in value)
    if kind in DEEP_ITEMS:
        return value.replaced(**deep_copy(value.__dict__))
    return value


def scalar_text(value: Any) -> str | None:
    """pydantic's text of a string, int, bool or None; None for anything else."""
    kind = type(value)
    if kind is str:
        return c_encode_basestring(value)
    if kind is int:
        return int.__repr__(value)
    if value is None:
        return "null"
    if kind is bool:
        return "true" if value else "false"
    return None


class Parts:
    """The texts of a sequence's values, each kept with the value and a deep copy of it."""

    def __init__(self) -> None:
        self.values: list = []
        self.copies: list = []
        self.texts: list[str] = []

    def update(self, values: list | tuple, write: Callable[[int, Any], tuple[str, Any]]) -> list[str]:
        """The texts of `values`; `write(index, value)` gives the text and the copy to keep of a
        value that changed (MISSING: write it at every update)."""
        size = len(values)
        if size != len(self.texts):
            self._resize(size)
        indexes = range(size)
        changed = set(compress(indexes, map(is_not, values, self.values)))
        changed.update(compress(indexes, map(ne, values, self.copies)))
        for i in changed:
            value = values[i]
            self.texts[i], self.copies[i] = write(i, value)
            self.values[i] = value
        return self.texts

    def _resize(self, size: int) -> None:
        missing = size - len(self.texts)
        if missing < 0:
            del self.values[size:], self.copies[size:], self.texts[size:]
        else:
            self.values += [MISSING] * missing
            self.copies += [MISSING] * missing
            self.texts += [""] * missing


class StateParts:
    """The memo "json": the parts of a state's fields, of its sheets and of its tasks."""

    def __init__(self) -> None:
        self.fields = Parts()
        self.civs = Parts()
        self.tasks = Parts()

    def text(self, st: CivState) -> str:
        return "".join(self.fields.update(FIELD_VALUES(st.__dict__), self._field)) + "}"

    def _field(self, index: int, value: Any) -> tuple[str, Any]:
        # the tasks and the sheets are new lists at every move: kept item by item instead
        if type(value) is list and index == TASKS:
            return PREFIXES[index] + "[" + ",".join(self.tasks.update(value, _task)) + "]", MISSING
        if type(value) is list and index == CIVS:
            return PREFIXES[index] + "[" + ",".join(self.civs.update(value, _civ)) + "]", MISSING
        text = scalar_text(value)
        if text is None:
            text = ADAPTERS[index].dump_json(value).decode()
        return PREFIXES[index] + text, deep_copy(value)


def _task(_: int, task: Any) -> tuple[str, Any]:
    return TASK.dump_json(task).decode(), deep_copy(task)


def _civ(_: int, civ: Any) -> tuple[str, Any]:
    return CIV.dump_json(civ).decode(), deep_copy(civ)


def state_json(st: CivState) -> str:
    """`st`'s JSON text as pydantic writes it (`BaseModel.model_dump_json()`)."""
    parts = memos.recall(st, "json")
    if parts is None:
        parts = StateParts()
        memos.keep(st, "json", parts)
    return parts.text(st)
