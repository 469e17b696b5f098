"""Public log lines (events) of Guns & Steel, built cheaply: every move of thousands of test games
writes some."""

from __future__ import annotations

from engines.base import Event, Text
from engines.kit.trusted import set_dict, set_extra, set_fields_set, set_private

Events = list[Event]


def say(ev: Events, *parts: Text | tuple[str, str] | str) -> None:
    """A public log line from parts: Text, an (en, pl) pair, or a string the same in both."""
    en = pl = ""
    for p in parts:
        kind = type(p)
        if kind is Text:
            en += p.en
            pl += p.pl
        elif kind is tuple:
            en += p[0]
            pl += p[1]
        elif isinstance(p, str):
            en += p
            pl += p
        else:  # a subclass of Text or of tuple
            en += p.en if isinstance(p, Text) else p[0]
            pl += p.pl if isinstance(p, Text) else p[1]
    log(ev, en, pl)


def log(ev: Events, en: str, pl: str) -> None:
    """A public log line from both finished sentences (the most frequent lines use this directly):
    `kit.trusted.fast_event(en, pl)` written out, two calls fewer for a line of almost every move."""
    event = new_event(Event)
    set_dict(event, {"text": Text(en, pl), "seats": None, "reveal": False, "board": True})
    set_fields_set(event, EVENT_FIELDS)
    set_extra(event, None)
    set_private(event, None)
    ev.append(event)


new_event = object.__new__  # what Event.__new__ is (pydantic defines none)
# An event names every field: one set of them serves every event (pydantic only ever adds a
# field's name to it, which is there already; a model's copy copies it).
EVENT_FIELDS = set(Event.model_fields)
