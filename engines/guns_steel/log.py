"""Public log lines (events) of Guns & Steel, built cheaply: every move of thousands of test games
writes some."""

from __future__ import annotations

from engines.base import Event, Text
from engines.kit.trusted import fast_event

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
    """A public log line from both finished sentences (the most frequent lines use this directly)."""
    ev.append(fast_event(en, pl))
