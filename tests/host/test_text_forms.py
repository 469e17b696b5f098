"""The remembered forms of engine texts (host/text_forms.py) give what the plain computations give:
the log's JSON of an event as pydantic dumps it, and the names as engines.base.name_seats puts them."""

from __future__ import annotations

import host.text_forms
from engines.base import Event, name_seats, tr
from host.naming import Namer
from host.store import dumps
from host.text_forms import event_json, form_of, seat_parts
from tests.host.test_naming import TRICKY

NAMES = (["Ala", "Bob", "Cez"], ["Ala", "", "Cez"], [], ["{0}", "{}", "}{"], ["Player B", "Gracz", "A"])


def events_of(en: str, pl: str) -> list[Event]:
    text = tr(en, pl)
    return [
        Event(text=text),
        Event(text=text, seats=[1], reveal=True, board=False),
        Event(text=text, seats=[]),
        Event(text=text, seats=[0, 2], reveal=False, board=True),
    ]


def check(event: Event, names: list[str]) -> None:
    assert event_json(event) == dumps(event.model_dump(mode="json", exclude_defaults=True))
    named = Namer(names).event(event)
    assert (named.text.en, named.text.pl) == (
        name_seats(event.text.en, names),
        name_seats(event.text.pl, names),
    )
    assert named.model_dump() == {**event.model_dump(), "text": named.text.model_dump()}
    assert (named is event) == (named.text == event.text)  # the event itself when nothing changed


def test_events_are_written_and_named_as_the_plain_computations_do():
    for one, other in zip(TRICKY, [*TRICKY[1:], TRICKY[0]], strict=True):
        for en, pl in ((one, other), (one, "nic"), ("nothing", other)):
            for event in events_of(en, pl):
                for names in NAMES:
                    check(event, names)  # the first time found, then from the memo
                    check(event, names)


def test_a_texts_parts_are_the_text_split_at_its_seat_names():
    for text in TRICKY:
        parts = seat_parts(text)
        if parts is None:
            assert name_seats(text, ["x"] * 8) == text
        else:
            assert "".join(parts) == text
            assert name_seats(text, ["x"] * 8) == "".join("x" if i % 2 else p for i, p in enumerate(parts))


def test_a_named_copy_is_an_event_of_its_own():
    event = Event(text=tr("Player A draws.", "Gracz A dobiera."), seats=[0])
    named = Namer(["Ala"]).event(event)
    assert named.seats == [0] and named.seats is not event.seats
    assert named.model_fields_set == event.model_fields_set | {"text", "seats", "reveal", "board"}
    named.seats.append(1)
    assert event.seats == [0]


def test_an_event_subclass_is_dumped_and_copied_by_pydantic():
    class Loud(Event):
        volume: int = 3

    event = Loud(text=tr("Player A shouts.", "Gracz A krzyczy."), volume=5)
    assert event_json(event) == dumps(event.model_dump(mode="json", exclude_defaults=True))
    named = Namer(["Ala"]).event(event)
    assert type(named) is Loud and named.volume == 5 and named.text == tr("Ala shouts.", "Ala krzyczy.")


def test_the_memo_stays_bounded_and_forgets_nothing_it_needs(monkeypatch):
    monkeypatch.setattr(host.text_forms, "FORMS_MAX", 5)
    monkeypatch.setattr(host.text_forms, "forms", {})
    for i in range(40):
        event = Event(text=tr(f"Player B gets {i % 9}", f"Gracz B dostaje {i % 9}"), board=False)
        check(event, ["Ala", "Bob"])
        assert form_of(event.text) is form_of(event.text)  # remembered
        assert len(host.text_forms.forms) <= 5
