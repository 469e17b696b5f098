"""Replaying an exported match (MatchService.export) move by move, checking every move.

A file that is not an export, names an unknown game, holds an action the engine refuses, or
claims a result the replay does not reach is refused with BadExport (a readable reason).
"""

from __future__ import annotations

import json
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
    tr,
)
from engines.registry import rules_version
from host.runner import check_shape, final_result


class BadExport(Exception):
    def __init__(self, reason: Text):
        super().__init__(reason.en)
        self.reason = reason


@dataclass
class Replayed:
    engine: Engine
    names: list[str]  # display names in seat order
    agents: list[str | None]  # the bot agent of each seat (None for a player)
    state: State  # the final state
    events: list[Event]  # every event in order, seat names filled in
    result: Result | None  # the replayed result (resigned seats last), None if unfinished


def _bad(en: str, pl: str) -> BadExport:
    return BadExport(tr(en, pl))


def _named(event: Event, names: list[str]) -> Event:
    text = Text(en=name_seats(event.text.en, names), pl=name_seats(event.text.pl, names))
    return event.model_copy(update={"text": text})


def _parse(text: str) -> tuple[Engine, dict, list[dict], list[tuple[int, str]]]:
    try:
        data = json.loads(text)
        seats = sorted(data["seats"], key=lambda s: s["seat"])
        actions = [(int(seat), action) for seat, action in data["actions"]]
        if not all(isinstance(a, str) for _, a in actions) or not isinstance(data["options"], dict):
            raise TypeError
        int(data["seed"])
    except (ValueError, TypeError, KeyError, AttributeError):
        raise _bad("This is not a match export.", "To nie jest eksport meczu.") from None
    try:
        engine = get_engine(str(data["game"]))
    except (KeyError, ModuleNotFoundError):
        raise _bad(f"Unknown game '{data['game']}'.", f"Nieznana gra „{data['game']}”.") from None
    if data.get("rules_version") != rules_version(engine.id):
        raise _bad(
            f"The export was played under rules {data.get('rules_version')!s}, but this bot runs "
            f"{rules_version(engine.id)}: it cannot be replayed faithfully.",
            f"Eksport rozegrano według zasad {data.get('rules_version')!s}, a bot działa według "
            f"{rules_version(engine.id)}: nie da się go wiernie odtworzyć.",
        )
    if [s["seat"] for s in seats] != list(range(len(seats))):
        raise _bad(
            "The export's seats are not numbered 0..n-1.", "Miejsca w eksporcie nie są ponumerowane 0..n-1."
        )
    return engine, data, seats, actions


def replay_file(text: str) -> Replayed:
    """Replay an export from its seed, checking each action as the service would."""
    engine, data, seats, actions = _parse(text)
    names = [str(s["name"]) for s in seats]
    try:
        state = engine.setup(len(seats), engine.validate_options(data["options"]), int(data["seed"]))
    except Exception:
        raise _bad("The export's setup is invalid.", "Ustawienia w eksporcie są nieprawidłowe.") from None
    events: list[Event] = []
    for number, (seat, action) in enumerate(actions, start=1):
        if not 0 <= seat < len(seats):
            raise _bad(
                f"Move {number} names no seat of the match.", f"Ruch {number} nie wskazuje miejsca w meczu."
            )
        try:
            action = check_shape(engine.check_turn(state, seat), action)
            state, new = engine.apply(state, seat, action)
        except IllegalAction as exc:
            raise _bad(
                f"Move {number} ({action[:40]}) is refused by the game: {exc.reason.en}",
                f"Ruch {number} ({action[:40]}) jest niedozwolony: {exc.reason.pl}",
            ) from None
        events += [_named(e, names) for e in new]
    result = None
    if state.finished:
        raw = engine.result(state)
        result = final_result(raw, {s["seat"] for s in seats if s.get("resigned")}) if raw else None
    _check_result(data.get("result"), result)
    agents = [s.get("agent") for s in seats]
    return Replayed(engine, names, agents, state, events, result)


def _check_result(stored: dict | None, result: Result | None) -> None:
    """The export's result, when it has one, must be the one the replay reaches."""
    if stored is None:
        return
    try:
        claimed = Result.model_validate(stored)
    except ValueError:
        raise _bad("The export's result is malformed.", "Wynik w eksporcie jest uszkodzony.") from None
    mine = None if result is None else [(s.seat, s.score, s.rank) for s in result.scores]
    if mine != [(s.seat, s.score, s.rank) for s in claimed.scores]:
        raise _bad(
            "The export's result is not what its moves lead to.",
            "Wynik w eksporcie nie odpowiada jego ruchom.",
        )
