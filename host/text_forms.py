"""What the host derives from an engine text alone: its JSON in a log row's event, and where it
names seats. Engines repeat their sentences from move to move and from match to match ("Player A
gains 1 coin."), so both are found once per text and remembered (a bounded memo keyed by the two
strings, shared by every match: nothing in it depends on the players' names)."""

from __future__ import annotations

from json.encoder import encode_basestring as json_string

from engines.base import _SEAT_REF, Event, Text
from host.store import dumps

# How many texts the memo keeps; emptied when full (a game's sentences are a few thousand at most).
FORMS_MAX = 4096


class TextForm:
    """`json`: the start of a plain event's JSON, '{"text":{"en":...,"pl":...}'. `en`, `pl`: each
    language's text split at its seat names (text, seat name, text, ..., as `_SEAT_REF` finds them,
    so as engines.base.name_seats replaces them), or None where it names no seat."""

    __slots__ = ("json", "en", "pl")

    def __init__(self, en: str, pl: str) -> None:
        self.json = '{"text":{"en":' + json_string(en) + ',"pl":' + json_string(pl) + "}"
        self.en = seat_parts(en)
        self.pl = seat_parts(pl)


def seat_parts(text: str) -> tuple[str, ...] | None:
    """The text split at the seat names name_seats replaces (odd places), None if it names none."""
    parts: list[str] = []
    start = 0
    for found in _SEAT_REF.finditer(text):
        parts += (text[start : found.start()], found.group(0))
        start = found.end()
    if not parts:
        return None
    parts.append(text[start:])
    return tuple(parts)


def filled(parts: tuple[str, ...], swap: dict[str, str]) -> str:
    """The text of `parts` with each seat name replaced by swap[seat name]."""
    if len(parts) == 3:  # the usual one seat name
        return parts[0] + swap[parts[1]] + parts[2]
    out = list(parts)
    for i in range(1, len(out), 2):
        out[i] = swap[out[i]]
    return "".join(out)


forms: dict[tuple[str, str], TextForm] = {}


def form_of(text: Text) -> TextForm:
    """The text's form, from the memo or found now (and remembered)."""
    key = (text.en, text.pl)
    form = forms.get(key)
    if form is None:
        form = learn(key)
    return form


def learn(key: tuple[str, str]) -> TextForm:
    """The form of the text (en, pl), remembered."""
    if len(forms) >= FORMS_MAX:
        forms.clear()
    form = forms[key] = TextForm(*key)
    return form


def event_json(event: Event, form: TextForm | None = None) -> str:
    """`dumps(event.model_dump(mode="json", exclude_defaults=True))`, written directly for a plain
    Event (the log stores one per event of every move); `form`: form_of(event.text) when known."""
    text, seats = event.text, event.seats
    if (
        type(event) is not Event
        or type(text) is not Text
        or type(event.reveal) is not bool
        or type(event.board) is not bool
        or (seats is not None and any(type(s) is not int for s in seats))
    ):
        return dumps(event.model_dump(mode="json", exclude_defaults=True))
    out = (form or form_of(text)).json
    if seats is not None:
        out += ',"seats":[' + ",".join(map(str, seats)) + "]"
    if event.reveal:
        out += ',"reveal":true'
    if not event.board:
        out += ',"board":false'
    return out + "}"
