"""Engines call seats "Player A"; everything the service hands out names the players instead."""

from __future__ import annotations

import re

from engines.base import _SEAT_REF, Event, Option, Prompt, Text, seat_letter
from engines.kit.trusted import fast_model
from host.text_forms import TextForm, filled, form_of

# engines.base._SEAT_REF without its word boundaries (the same words and letters): a quick split
# of a text, whose boundaries Namer.named checks after.
_CANDIDATE = re.compile(r"(Player [A-H]|Gracz [A-H])")

# How many named texts a Namer remembers (see Namer.remembered).
NAMED_MAX = 16
UNCHANGED = object()  # remembered for a text whose seat names have no player's name
_EVENT_FIELDS = frozenset({"text", "seats", "reveal", "board"})  # all set, as Event(...) below sets them


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
        # (en, pl) -> the named Text (UNCHANGED if it stays as it is), of texts that name a seat:
        # a match's status line and prompts repeat from move to move (its events seldom do).
        # Texts are frozen, so outcomes share them. Emptied when full: a few per match.
        self.remembered: dict[tuple[str, str], Text | object] = {}

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
            # a character of a word (as \w sees it) touches the seat name: name_seats decides
            if before and (before[-1].isalnum() or before[-1] == "_"):
                return _SEAT_REF.sub(self._name, text)
            if after:
                if after[0].isalnum() or after[0] == "_":
                    return _SEAT_REF.sub(self._name, text)
            elif i + 1 < last:  # nothing between two seat names: they touch
                return _SEAT_REF.sub(self._name, text)
            parts[i] = swap[parts[i]]
        return "".join(parts)

    def text(self, text: Text) -> Text:
        """The text with the players' names; the same object when it names no seat."""
        en, pl = text.en, text.pl
        if "Player " not in en and "Gracz " not in en and "Player " not in pl and "Gracz " not in pl:
            return text  # names no seat: a seat name is "Player A" or "Gracz A" (seat_name)
        key = (en, pl)
        named = self.remembered.get(key)
        if named is None:
            named_en, named_pl = self.pair(en, pl)
            named = UNCHANGED if named_en == en and named_pl == pl else Text(en=named_en, pl=named_pl)
            if len(self.remembered) >= NAMED_MAX:
                self.remembered.clear()
            self.remembered[key] = named
        return text if named is UNCHANGED else named

    def pair(self, en: str, pl: str) -> tuple[str, str]:
        """(named(en), named(pl)) in one pass: the two texts joined by a NUL, which neither holds
        (a seat name cannot span it, and it is no word character, as the ends of a text are not).
        The usual text, which starts with a seat's name and names no other, is named directly."""
        swap = self._swap
        first_en, first_pl = swap.get(en[:8]), swap.get(pl[:7])  # "Player A", "Gracz A"
        if first_en is not None and first_pl is not None:
            after_en, after_pl = en[8:9], pl[7:8]  # "" at the end of the text
            if (
                not (after_en.isalnum() or after_en == "_" or after_pl.isalnum() or after_pl == "_")
                and en.find("Player ", 1) < 0
                and "Gracz " not in en
                and pl.find("Gracz ", 1) < 0
                and "Player " not in pl
            ):
                return first_en + en[8:], first_pl + pl[7:]
        if "\x00" in en or "\x00" in pl:
            return self.named(en), self.named(pl)
        both = self.named(en + "\x00" + pl)
        named_en, _, named_pl = both.partition("\x00")
        return named_en, named_pl

    def event(self, event: Event, form: TextForm | None = None) -> Event:
        """The event with the players' names; the event itself when its text names no seat.
        `form`: form_of(event.text) when known."""
        if form is None:
            form = form_of(event.text)
        parts_en, parts_pl = form.en, form.pl
        if parts_en is None and parts_pl is None:
            return event  # most events name no seat
        text = event.text
        en, pl = text.en, text.pl
        swap = self._swap
        named_en = en if parts_en is None else filled(parts_en, swap)
        named_pl = pl if parts_pl is None else filled(parts_pl, swap)
        if named_en == en and named_pl == pl:
            return event
        named = Text(named_en, named_pl)
        if type(event) is Event:  # the engine's values, already valid: built without validation
            seats = event.seats
            values = {
                "text": named,
                "seats": None if seats is None else list(seats),
                "reveal": event.reveal,
                "board": event.board,
            }
            return fast_model(Event, values, set(_EVENT_FIELDS))
        return event.model_copy(update={"text": named})

    def prompt(self, prompt: Prompt) -> Prompt:
        """The prompt with the players' names: a copy where it names a seat (options that name none
        are shared), the prompt itself where nothing in it does."""
        options = prompt.options
        renamed = None  # a copy of the options, once one of them is renamed
        for index, option in enumerate(options):
            label = option.label
            en, pl = label.en, label.pl
            if "Player " in en or "Gracz " in en or "Player " in pl or "Gracz " in pl:  # see text()
                named = self.text(label)
                if named is not label:
                    if renamed is None:
                        renamed = list(options)
                    renamed[index] = copy_with(option, {"label": named})
        text = self.text(prompt.text)
        if renamed is None:
            if text is prompt.text:
                return prompt
            renamed = list(options)
        return copy_with(prompt, {"text": text, "options": renamed})


def copy_with(model: Prompt | Option, update: dict) -> Prompt | Option:
    """model.model_copy(update=update), built directly for a plain Prompt or Option (no extra
    fields, no private attributes): pydantic's generic copy costs several times more."""
    if (
        type(model) not in (Prompt, Option)
        or model.__pydantic_extra__ is not None
        or model.__pydantic_private__ is not None
    ):
        return model.model_copy(update=update)
    values = model.__dict__.copy()
    values.update(update)
    return fast_model(type(model), values, model.__pydantic_fields_set__ | update.keys())
