"""Engines call seats "Player A"; everything the service hands out names the players instead."""

from __future__ import annotations

import re

from engines.base import _SEAT_REF, Event, Prompt, Text, seat_letter

# The seat names without name_seats' word boundaries: a quick split of the text, checked after.
_CANDIDATE = re.compile(r"(Player [A-H]|Gracz [A-H])")

# (namer, en, pl) -> the named Text, and (namer, en, pl, seats, reveal, board) -> the named
# Event, for texts that name a seat (UNCHANGED where the names are not known): a match's event
# and prompt texts repeat within a few moves. Texts are frozen and nothing changes an Event handed
# out, so outcomes may share them. Emptied when full, so it stays small whatever texts engines
# make up.
_NAMED: dict[tuple, Text | Event | object] = {}
NAMED_MAX = 20_000
UNCHANGED = object()


def _keep(key: tuple, named: Text | Event | object) -> None:
    if len(_NAMED) >= NAMED_MAX:
        _NAMED.clear()
    _NAMED[key] = named


def _word_end(text: str) -> bool:
    """Whether `text` ends in a character of a word (as the regular expression \\w sees it)."""
    return bool(text) and (text[-1].isalnum() or text[-1] == "_")


def _word_start(text: str) -> bool:
    return bool(text) and (text[0].isalnum() or text[0] == "_")


class Namer:
    """Puts the players' names into engine texts, as `engines.base.name_seats` does, for one list
    of names (built once per match and list of names: see MatchRec.roster)."""

    def __init__(self, names: list[str]):
        self.names = names
        self._swap: dict[str, str] = {}  # "Player A" / "Gracz A" -> the name (itself when unknown)
        for seat in range(8):  # the letters A-H that name_seats knows
            for word in ("Player", "Gracz"):
                ref = f"{word} {seat_letter(seat)}"
                self._swap[ref] = names[seat] if seat < len(names) and names[seat] else ref

    def _name(self, match: re.Match) -> str:
        return self._swap[match.group(0)]

    def named(self, text: str) -> str:
        """name_seats(text, names). A seat name split out by _CANDIDATE is one name_seats replaces
        when no word character touches it; where one does, name_seats itself decides."""
        parts = _CANDIDATE.split(text)
        last = len(parts) - 1
        if not last:
            return text
        swap = self._swap
        for i in range(1, last, 2):
            before, after = parts[i - 1], parts[i + 1]
            # an empty piece between two seat names: they touch (both are words)
            if (i + 1 < last and not after) or _word_end(before) or _word_start(after):
                return _SEAT_REF.sub(self._name, text)
            parts[i] = swap[parts[i]]
        return "".join(parts)

    def text(self, text: Text) -> Text:
        """The text with the players' names; the same object when it names no seat."""
        en, pl = text.en, text.pl
        if "Player " not in en and "Gracz " not in en and "Player " not in pl and "Gracz " not in pl:
            return text  # names no seat: a seat name is "Player A" or "Gracz A" (seat_name)
        key = (self, en, pl)
        named = _NAMED.get(key)
        if named is None:
            named_en, named_pl = self.named(en), self.named(pl)
            named = UNCHANGED if named_en == en and named_pl == pl else Text(en=named_en, pl=named_pl)
            _keep(key, named)
        return text if named is UNCHANGED else named

    def event(self, event: Event) -> Event:
        text = event.text
        en, pl = text.en, text.pl
        if "Player " not in en and "Gracz " not in en and "Player " not in pl and "Gracz " not in pl:
            return event  # the check of text(), repeated here: most events name no seat
        if type(event) is not Event:
            named_text = self.text(text)
            return event if named_text is text else event.model_copy(update={"text": named_text})
        seats = event.seats
        key = (self, en, pl, None if seats is None else tuple(seats), event.reveal, event.board)
        named = _NAMED.get(key)
        if named is None:
            named_text = self.text(text)
            if named_text is text:
                named = UNCHANGED
            else:  # built anew: quicker than model_copy
                named = Event(text=named_text, seats=seats, reveal=event.reveal, board=event.board)
            _keep(key, named)
        return event if named is UNCHANGED else named

    def prompt(self, prompt: Prompt) -> Prompt:
        """The prompt with the players' names: a copy where it names a seat (options that name none
        are shared), the prompt itself where nothing in it does."""
        options = []
        renamed = False
        for option in prompt.options:
            label = self.text(option.label)
            if label is not option.label:
                option, renamed = option.model_copy(update={"label": label}), True
            options.append(option)
        text = self.text(prompt.text)
        if not renamed and text is prompt.text:
            return prompt
        return prompt.model_copy(update={"text": text, "options": options})
