"""Public log lines (events) of Guns & Steel, built cheaply: every move of thousands of test games
writes some."""

from __future__ import annotations

from engines.base import Event, Text
from engines.kit.trusted import fast_event

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
    ev.append(fast_event(en, pl))
