"""Engines call seats "Player A"; everything the service hands out names the players instead."""

from __future__ import annotations

import re
from functools import partial

from engines.base import _SEAT_REF, Event, Prompt, Text, seat_letter


class Namer:
    """Puts the players' names into engine texts, as `engines.base.name_seats` does, for one list
    of names (built once per match and list of names: see MatchRec.namer)."""

    def __init__(self, names: list[str]):
        self.names = names
        self._swap: dict[str, str] = {}  # "Player A" / "Gracz A" -> the name (itself when unknown)
        for seat in range(8):  # the letters A-H that name_seats knows
            for word in ("Player", "Gracz"):
                ref = f"{word} {seat_letter(seat)}"
                self._swap[ref] = names[seat] if seat < len(names) and names[seat] else ref
        self._sub = partial(_SEAT_REF.sub, self._name)

    def _name(self, match: re.Match) -> str:
        return self._swap[match.group(0)]

    def text(self, text: Text) -> Text:
        """The text with the players' names; the same object when it names no seat."""
        en, pl = text.en, text.pl
        if "Player " not in en and "Gracz " not in en and "Player " not in pl and "Gracz " not in pl:
            return text  # names no seat: a seat name is "Player A" or "Gracz A" (seat_name)
        en, pl = self._sub(en), self._sub(pl)
        return text if en == text.en and pl == text.pl else Text(en=en, pl=pl)

    def event(self, event: Event) -> Event:
        en, pl = event.text.en, event.text.pl
        if "Player " not in en and "Gracz " not in en and "Player " not in pl and "Gracz " not in pl:
            return event  # the check of text(), repeated here: most events name no seat
        text = self.text(event.text)
        if text is event.text:
            return event
        if type(event) is Event:  # built anew: quicker than model_copy, and every move names a few
            return Event(text=text, seats=event.seats, reveal=event.reveal, board=event.board)
        return event.model_copy(update={"text": text})

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
