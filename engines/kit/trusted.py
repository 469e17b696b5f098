"""Pydantic instances built from trusted values without validation, for hot paths (log lines,
view parts) where the engine itself made every value: validation costs several times more."""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

from engines.base import Event, Text

M = TypeVar("M", bound=BaseModel)


def fast_model(cls: type[M], values: dict[str, Any]) -> M:
    """An instance of `cls` holding `values`, which must give every field, of the field's type.

    model_construct costs three times as much. Only for models without private attributes.
    """
    obj = cls.__new__(cls)
    object.__setattr__(obj, "__dict__", values)
    object.__setattr__(obj, "__pydantic_fields_set__", set(values))
    object.__setattr__(obj, "__pydantic_extra__", None)
    object.__setattr__(obj, "__pydantic_private__", None)
    return obj


def fast_event(en: str, pl: str, *, reveal: bool = False, board: bool = True) -> Event:
    """A public event with this text, as `Event(text=Text(en=en, pl=pl), ...)` gives it."""
    text = fast_model(Text, {"en": en, "pl": pl})
    return fast_model(Event, {"text": text, "seats": None, "reveal": reveal, "board": board})
