"""Models built without validation or pydantic's calls answer like the plain computation (issue
#11): log lines, seats' public parts."""

from __future__ import annotations

import copy

from engines.base import Event, Text
from engines.guns_steel import ENGINE
from engines.guns_steel.log import log, say
from engines.guns_steel.view import PlayerPublic
from tests.kit.reference import kit_decisions


def test_log_lines_are_the_events_validation_makes():
    events: list[Event] = []
    log(events, "Player A buys nothing", "Gracz A niczego nie kupuje")
    say(events, Text("Player B", "Gracz B"), (" gains ", " otrzymuje "), "2")
    for event, (en, pl) in zip(
        events,
        [
            ("Player A buys nothing", "Gracz A niczego nie kupuje"),
            ("Player B gains 2", "Gracz B otrzymuje 2"),
        ],
        strict=True,
    ):
        plain = Event(text=Text(en, pl), seats=None, reveal=False, board=True)
        assert event == plain and event.model_dump_json() == plain.model_dump_json()
        assert event.model_fields_set == plain.model_fields_set
    # the events share one set of field names, which a change of one leaves as it is
    shared = set(events[1].model_fields_set)
    events[0].seats = [1]
    assert events[1].model_fields_set == shared and events[1].seats is None
    copied = events[1].model_copy(update={"board": False})
    assert copied.model_fields_set is not events[1].model_fields_set


def test_seats_public_parts_are_the_models_validation_makes():
    checked = 0
    for state, _ in kit_decisions(ENGINE, seeds=4, moves=150):
        for seat in ENGINE.view(state, None).seats:
            plain = PlayerPublic.model_validate(copy.deepcopy(seat.model_dump()))
            assert seat == plain and seat.model_fields_set == plain.model_fields_set
            checked += 1
    assert checked > 500
