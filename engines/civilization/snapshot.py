"""The state's JSON (`CivState.model_dump_json()`, the snapshot the host saves after every act),
written again only where the state changed since the last dump (issue #11).

The text is pydantic's, byte for byte: a model's text is each field's part (pydantic's dump of the
field's value by the serializer of a `TypeAdapter` of its annotation; numbers, strings, booleans
and None written directly) joined as pydantic joins them, in the order of the model's `__dict__`
(its fields' order; a model whose dict is in another order, put together by hand, is written by
pydantic itself). The memo "json" (memos.py, carried into
clones) keeps each field's part with the value it was written from, and writes a part again when
the field holds another object. That is how states change: `copy_state` shares every value with
the state it copies and rules replace a value instead of editing it (an edit in place would change
every state sharing it). A hand edit that sets a field is seen the same way; so is an edit in place
of a list or dict a field holds (`st.figures.append(f)`, `st.resource_market["silk"] = 0`): each
is kept with a shallow copy and compared with it. Values nested deeper (a sheet's lists, a deck in
`unit_decks`, a task's entries, the battle's hands) are replaced, never edited in place.

The lists copied at every move are kept item by item: the tasks and the sheets (each sheet field
by field, as its rules replace a few fields at a time), and the lists of items on the map. The
checks run inside `map` and `compress`: a Python loop over the fields costs about as much as
pydantic's own dump.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress
from json.encoder import c_encode_basestring
from operator import is_not, ne
from typing import Any

from pydantic import BaseModel, TypeAdapter

from engines.civilization import memos
from engines.civilization.state import Civ, CivState

MISSING = object()  # a kept value no value is


def to_json(annotation: Any) -> Callable[[Any], bytes]:
    """`TypeAdapter(annotation).dump_json` without its Python wrapper (the same defaults)."""
    return TypeAdapter(annotation).serializer.to_json


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


def shallow_copy(value: Any) -> Any:
    """What a field's value is compared with at the next dump: a list or dict edited in place no
    longer equals its copy (entries compare by identity first)."""
    kind = type(value)
    return value.copy() if kind is list or kind is dict else value


class ModelText:
    """How pydantic writes a model: each field's key, with the separator before it, and value."""

    def __init__(self, model: type[BaseModel]) -> None:
        names = tuple(model.model_fields)
        self.names = names
        self.prefixes = tuple(
            ("{" if i == 0 else ",") + c_encode_basestring(n) + ":" for i, n in enumerate(names)
        )
        self.to_json = tuple(to_json(info.annotation) for info in model.model_fields.values())

    def part(self, index: int, value: Any) -> str:
        text = scalar_text(value)
        if text is None:
            text = self.to_json[index](value).decode()
        return self.prefixes[index] + text


STATE = ModelText(CivState)
SHEET = ModelText(Civ)
FIELDS = tuple(CivState.model_fields)
TASKS = FIELDS.index("tasks")
CIVS = FIELDS.index("civs")
# the lists of frozen items on the map, written item by item: field index -> the item's writer
ITEM_LISTS = {
    FIELDS.index(name): to_json(CivState.model_fields[name].annotation.__args__[0])
    for name in ("tiles", "markers", "cities", "figures", "pieces")
}
TASK = to_json(CivState.model_fields["tasks"].annotation.__args__[0])
SHEET_JSON = to_json(Civ)


class Parts:
    """The texts of a sequence's values, each kept with the value it was written from (and, for
    `update(..., copy=...)`, with a copy to compare it with)."""

    def __init__(self) -> None:
        self.values: list = []
        self.copies: list = []
        self.texts: list[str] = []

    def update(
        self, values: list | tuple, write: Callable[[int, Any], str], copy: Callable[[Any], Any] | None = None
    ) -> list[str]:
        """The texts of `values`; `write(index, value)` gives the text of a value that is another
        object than the one kept or, with `copy` (and `values` a tuple), no longer equals the copy
        kept of it."""
        size = len(values)
        if size != len(self.texts):
            self._resize(size)
        indexes = range(size)
        for i in tuple(compress(indexes, map(is_not, values, self.values))):
            self._write(i, values[i], write, copy)
        if copy is not None and tuple(self.copies) != values:  # edited in place (one compare in C)
            for i in tuple(compress(indexes, map(ne, values, self.copies))):
                self._write(i, values[i], write, copy)
        return self.texts

    def _write(self, i: int, value: Any, write: Callable[[int, Any], str], copy: Callable | None) -> None:
        self.texts[i] = write(i, value)
        self.values[i] = value
        if copy is not None:
            self.copies[i] = copy(value)

    def _resize(self, size: int) -> None:
        missing = size - len(self.texts)
        if missing < 0:
            del self.values[size:], self.copies[size:], self.texts[size:]
        else:
            self.values += [MISSING] * missing
            self.copies += [MISSING] * missing
            self.texts += [""] * missing


class StateParts:
    """The memo "json": the parts of a state's fields, of its tasks, of each sheet's fields and of
    the items on the map."""

    def __init__(self) -> None:
        self.fields = Parts()
        self.tasks = Parts()
        self.civs = Parts()
        self.sheets: list[Parts] = []  # each seat's sheet, field by field
        self.items = {index: Parts() for index in ITEM_LISTS}

    def text(self, st: CivState) -> str:
        return "".join(self.fields.update(tuple(st.__dict__.values()), self._field, shallow_copy)) + "}"

    def _field(self, index: int, value: Any) -> str:
        if type(value) is list:
            if index == TASKS:
                return STATE.prefixes[index] + "[" + ",".join(self.tasks.update(value, _task)) + "]"
            if index == CIVS:
                return STATE.prefixes[index] + "[" + ",".join(self.civs.update(value, self._sheet)) + "]"
            item_json = ITEM_LISTS.get(index)
            if item_json is not None:
                write = lambda _, item: item_json(item).decode()  # noqa: E731
                return STATE.prefixes[index] + "[" + ",".join(self.items[index].update(value, write)) + "]"
        return STATE.part(index, value)

    def _sheet(self, seat: int, civ: Any) -> str:
        if type(civ) is not Civ or tuple(civ.__dict__) != SHEET.names:
            return SHEET_JSON(civ).decode()
        while len(self.sheets) <= seat:
            self.sheets.append(Parts())
        return "".join(self.sheets[seat].update(tuple(civ.__dict__.values()), SHEET.part)) + "}"


def _task(_: int, task: Any) -> str:
    return TASK(task).decode()


def state_json(st: CivState) -> str:
    """`st`'s JSON text as pydantic writes it (`BaseModel.model_dump_json()`)."""
    if tuple(st.__dict__) != STATE.names:  # put together by hand: pydantic follows the dict's order
        return BaseModel.model_dump_json(st)
    parts = memos.recall(st, "json")
    if parts is None:
        parts = StateParts()
        memos.keep(st, "json", parts)
    return parts.text(st)
