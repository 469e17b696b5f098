"""Public log lines (events) of Guns & Steel, built cheaply: every move of thousands of test games
writes some."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from engines.base import Event, Text

Events = list[Event]


def say(ev: Events, *parts: Text | tuple[str, str] | str) -> None:
    """A public log line from parts: Text, an (en, pl) pair, or a string the same in both."""
    en, pl = [], []
    for p in parts:
        if isinstance(p, str):
            en.append(p)
            pl.append(p)
        elif isinstance(p, tuple):
            en.append(p[0])
            pl.append(p[1])
        else:
            en.append(p.en)
            pl.append(p.pl)
    log(ev, "".join(en), "".join(pl))


def log(ev: Events, en: str, pl: str) -> None:
    """A public log line from both finished sentences (the most frequent lines use this directly)."""
    text = fast_model(Text, {"en": en, "pl": pl})
    ev.append(fast_model(Event, {"text": text, "seats": None, "reveal": False, "board": True}))


def fast_model(cls: type[BaseModel], values: dict[str, Any]) -> Any:
    """A pydantic instance from trusted, complete values without validation.

    model_construct costs three times as much. Only for models without private attributes, with
    every field given.
    """
    obj = cls.__new__(cls)
    object.__setattr__(obj, "__dict__", values)
    object.__setattr__(obj, "__pydantic_fields_set__", set(values))
    object.__setattr__(obj, "__pydantic_extra__", None)
    object.__setattr__(obj, "__pydantic_private__", None)
    return obj
