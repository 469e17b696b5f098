"""One way to copy a state for `apply`: copy what rules edit in place, share the rest.

A state class names, in `COPIED`, the fields that rules change in place (a list is copied, a list
of lists is copied two levels deep). Every other field is replace-only: rules assign a new value
instead of editing it, so the copy may share it with the original. A state class may also name,
in `COPIED_FLAT`, fields whose items are never lists (numbers, texts, replace-only dicts): they are
copied one level, which gives the same copy as `COPIED` for them, faster. Built from the field dict
without validation: a pydantic `model_copy` costs several times more, and test suites copy
states millions of times.
"""

from __future__ import annotations

import copy
from typing import TypeVar

from engines.base import State
from engines.kit.trusted import fast_model

S = TypeVar("S", bound=State)


def _copy(value):
    if isinstance(value, list):
        return [list(v) if isinstance(v, list) else v for v in value]
    if isinstance(value, dict):
        return {k: list(v) if isinstance(v, list) else v for k, v in value.items()}
    return value


def clone(state: S) -> S:
    cls = type(state)
    values = state.__dict__.copy()
    for name in getattr(cls, "COPIED", ()):
        values[name] = _copy(values[name])
    for name in getattr(cls, "COPIED_FLAT", ()):
        values[name] = values[name].copy()
    private = _kept_private(state) if getattr(cls, "KEPT_PRIVATE", ()) else None
    return fast_model(cls, values, set(state.__pydantic_fields_set__), private)


def _kept_private(state: State) -> dict | None:
    """The private entries the state class names in `KEPT_PRIVATE` (memos derived from fields
    that check themselves against those fields before use), each copied one level; without that
    name the copy has no private attributes (the default)."""
    names = getattr(type(state), "KEPT_PRIVATE", ())
    private = state.__pydantic_private__
    if not names or not private:
        return None
    kept = {name: copy.copy(private[name]) for name in names if private.get(name) is not None}
    return kept or None


def own(state: State, name: str) -> list:
    """A private copy of a shared (replace-only) list field of a clone, ready to edit in place."""
    rows = _copy(getattr(state, name))
    setattr(state, name, rows)
    return rows
