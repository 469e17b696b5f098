"""Replaying an exported match (MatchService.export) move by move, checking every move.

A file that is not a well-formed export (host/export.py), names an unknown game or other rules,
holds an action the engine refuses, or whose status, result or final state (digest) is not what
its moves lead to, is refused with BadExport (a readable one-line reason).
"""

from __future__ import annotations

from dataclasses import dataclass

from engines import get_engine
from engines.base import (
    Engine,
    Event,
    IllegalAction,
    Result,
    State,
    Text,
    name_seats,
)
from engines.registry import rules_version
from host.export import BadExport, ExportFile, bad, final_digest, parse_export
from host.runner import check_shape, final_result

__all__ = ["BadExport", "Replayed", "replay_file"]


@dataclass
class Replayed:
    engine: Engine
    names: list[str]  # display names in seat order
    agents: list[str | None]  # the bot agent of each seat (None for a player)
    state: State  # the final state
    events: list[Event]  # every event in order, seat names filled in
    result: Result | None  # the replayed result (resigned seats last), None if unfinished


def _named(event: Event, names: list[str]) -> Event:
    text = Text(en=name_seats(event.text.en, names), pl=name_seats(event.text.pl, names))
    return event.model_copy(update={"text": text})


def _engine_for(data: ExportFile) -> Engine:
    try:
        engine = get_engine(data.game)
    except (KeyError, ModuleNotFoundError):
        raise bad(f"Unknown game '{data.game[:64]}'.", f"Nieznana gra „{data.game[:64]}”.") from None
    current = rules_version(engine.id)
    if data.rules_version != current:
        raise bad(
            f"The export was played under rules {data.rules_version}, but this bot runs "
            f"{current}: it cannot be replayed faithfully.",
            f"Eksport rozegrano według zasad {data.rules_version}, a bot działa według "
            f"{current}: nie da się go wiernie odtworzyć.",
        )
    if sorted(s.seat for s in data.seats) != list(range(len(data.seats))):
        raise bad(
            "The export's seats are not numbered 0..n-1.", "Miejsca w eksporcie nie są ponumerowane 0..n-1."
        )
    return engine


def replay_file(text: str) -> Replayed:
    """Replay an export from its seed, checking each action as the service would, then check that
    its status, result and final state are exactly what the moves lead to."""
    data = parse_export(text)
    engine = _engine_for(data)
    seats = sorted(data.seats, key=lambda s: s.seat)
    names = [s.name for s in seats]
    try:
        state = engine.setup(len(seats), engine.validate_options(data.options), data.seed)
    except Exception:
        raise bad("The export's setup is invalid.", "Ustawienia w eksporcie są nieprawidłowe.") from None
    events: list[Event] = []
    for number, (seat, action) in enumerate(data.actions, start=1):
        if not 0 <= seat < len(seats):
            raise bad(
                f"Move {number} names no seat of the match.", f"Ruch {number} nie wskazuje miejsca w meczu."
            )
        try:
            action = check_shape(engine.check_turn(state, seat), action)
            state, new = engine.apply(state, seat, action)
        except IllegalAction as exc:
            raise bad(
                f"Move {number} ({action[:40]}) is refused by the game: {exc.reason.en}",
                f"Ruch {number} ({action[:40]}) jest niedozwolony: {exc.reason.pl}",
            ) from None
        events += [_named(e, names) for e in new]
    result = None
    if state.finished:
        raw = engine.result(state)
        result = final_result(raw, {s.seat for s in seats if s.resigned}) if raw else None
    _check_end(data, state, result)
    return Replayed(engine, names, [s.agent for s in seats], state, events, result)


def _check_end(data: ExportFile, state: State, result: Result | None) -> None:
    """The export's status, result and final-state digest must be what the replay reaches."""
    if (data.status == "finished") != state.finished:
        raise bad(
            f"The export's status ({data.status}) is not what its moves lead to.",
            f"Stan meczu w eksporcie („{data.status}”) nie odpowiada jego ruchom.",
        )
    mine = None if result is None else result.model_dump(mode="json")
    claimed = None if data.result is None else data.result.model_dump(mode="json")
    if mine != claimed:
        raise bad(
            "The export's result is not what its moves lead to.",
            "Wynik w eksporcie nie odpowiada jego ruchom.",
        )
    if final_digest(state, data.actions) != data.final_digest:
        raise bad(
            "The export's final position is not what its moves lead to (the file was changed).",
            "Końcowa pozycja w eksporcie nie odpowiada jego ruchom (plik został zmieniony).",
        )
