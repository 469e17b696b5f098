"""Driving an engine: applying a player's action, letting agents play, replaying a log.

Everything here is synchronous CPU work on states; the service runs it (in a worker thread for long
agent runs) under the match's lock.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from engines.base import (
    Agent,
    Engine,
    Event,
    IllegalAction,
    Prompt,
    Result,
    Seat,
    SeatScore,
    State,
    decode_multi,
    derive,
    encode_multi,
    rank_seats,
    tr,
)

# Most actions one request may apply (a whole all-bot match included) before giving up.
MAX_STEPS = 50_000


class AgentLoop(Exception):
    """Agents kept acting past MAX_STEPS: an engine that never ends or never asks a human."""


class RunsLong(Exception):
    """The agents' run went past the `limit` or `budget` given to play: `go_on()` plays the rest
    of it from where it stopped (the caller runs that in a worker thread)."""

    def __init__(self, go_on: Callable[[], tuple[State, list[Step]]]):
        super().__init__("the agents' run goes on")
        self.go_on = go_on


class AgentFailed(Exception):
    """An agent chose an action its engine refused: a bug in the agent or the engine."""


@dataclass
class Step:
    seat: Seat
    action: str
    by_agent: bool
    by_timeout: bool
    events: list[Event]
    barrier: bool  # revealed something or used randomness: undo never crosses it
    before: State


def check_shape(pending: Prompt, action: str) -> str:
    """The action in canonical form (multi picks sorted), or IllegalAction if it is not one of the
    prompt's answers: the engine never sees a malformed action."""
    ids = pending.option_ids()
    if pending.kind == "choice":
        if action in ids:
            return action
    else:
        picked = decode_multi(action)
        if (
            len(set(picked)) == len(picked)
            and set(picked) <= set(ids)
            and pending.min_pick <= len(picked) <= pending.max_pick
        ):
            return encode_multi(picked)
    raise IllegalAction(
        tr(
            f"'{action[:40]}' is not one of the choices offered now.",
            f"„{action[:40]}” nie jest żadną z dostępnych teraz opcji.",
        )
    )


def apply_step(engine: Engine, state: State, seat: Seat, action: str, *, by_agent=False, by_timeout=False):
    new, events = engine.apply(state, seat, action)
    barrier = new.rng_counter != state.rng_counter
    if not barrier:
        for event in events:  # any(e.reveal for e in events), without a generator per move
            if event.reveal:
                barrier = True
                break
    return new, Step(seat, action, by_agent, by_timeout, events, barrier, state)


def play(
    engine: Engine,
    state: State,
    *,
    first: tuple[Seat, str] | None = None,
    first_prompt: Prompt | None = None,
    bots: dict[Seat, Agent],
    timed_out: dict[Seat, Agent] | None = None,
    salt: int = 0,
    limit: int | None = None,
    budget: float | None = None,
    last_acting: list[set[Seat]] | None = None,
) -> tuple[State, list[Step]]:
    """Apply `first` (a human's action), then let agents act while only bot seats (and seats that
    timed out, until they stop being awaited) must decide. Raises IllegalAction for `first`.
    `first_prompt` is the acting seat's prompt when the caller already has it (awaited seat).
    With `limit`, raises RunsLong once more steps than that are taken, and with `budget` once the
    steps took longer than that many seconds; its `go_on()` gives what the call without them
    would have given. `last_acting`, when given, gets engine.to_act of the state returned (the
    last one the agents' loop asks for) appended, unless the match finished."""
    steps: list[Step] = []
    ends = None if budget is None else time.perf_counter() + budget
    if first is not None:
        seat, action = first
        pending = first_prompt if first_prompt is not None else engine.check_turn(state, seat)
        action = check_shape(pending, action)
        state, step = apply_step(engine, state, seat, action)
        steps.append(step)
    return _agents_play(engine, state, steps, bots, dict(timed_out or {}), salt, limit, ends, last_acting)


def _agents_play(
    engine: Engine,
    state: State,
    steps: list[Step],
    bots: dict[Seat, Agent],
    timed: dict[Seat, Agent],
    salt: int,
    limit: int | None,
    ends: float | None,
    last_acting: list[set[Seat]] | None = None,
) -> tuple[State, list[Step]]:
    """play's agents, appending to `steps`: see play."""
    while not state.finished:
        acting = engine.to_act(state)
        if timed:
            timed = {s: a for s, a in timed.items() if s in acting}
        seat = None  # the lowest seat a bot or a timed-out seat's agent moves for
        for mover in acting:
            if (mover in bots or mover in timed) and (seat is None or mover < seat):
                seat = mover
        if seat is None:
            if last_acting is not None:
                last_acting.append(acting)
            break
        agent = bots.get(seat) or timed[seat]
        try:
            ruled = None if seat in bots else engine.timeout_action(state, seat)
            action = ruled or agent.choose(engine, state, seat, salt + len(steps))
            state, step = apply_step(engine, state, seat, action, by_agent=True, by_timeout=seat not in bots)
        except IllegalAction as exc:
            raise AgentFailed(f"seat {seat}: {exc}") from exc
        steps.append(step)
        if len(steps) > MAX_STEPS:
            raise AgentLoop(MAX_STEPS)
        if (limit is not None and len(steps) > limit) or (ends is not None and time.perf_counter() > ends):
            raise RunsLong(
                partial(_agents_play, engine, state, steps, bots, timed, salt, None, None, last_acting)
            )
    return state, steps


def replay(
    engine: Engine, players: int, options: dict[str, str], seed: int, actions: list[tuple[Seat, str]]
) -> State:
    """The state reached by applying the logged actions to a fresh setup."""
    return replay_from(engine, engine.setup(players, options, seed), actions)


def replay_from(engine: Engine, state: State, actions: list[tuple[Seat, str]]) -> State:
    """The state reached by applying logged actions to `state`."""
    for seat, action in actions:
        state, _ = engine.apply(state, seat, action)
    return state


def final_result(result: Result, resigned: set[Seat]) -> Result:
    """The engine's result with resigned seats ranked below all others (keeping their order)."""
    if not resigned:
        return result
    keys = {s.seat: (s.seat not in resigned, -s.rank) for s in result.scores}
    ranks = rank_seats(keys)
    scores = [
        SeatScore(seat=s.seat, score=s.score, rank=ranks[s.seat], breakdown=s.breakdown, tiebreak=s.tiebreak)
        for s in result.scores
    ]
    scores.sort(key=lambda s: (s.rank, s.seat))
    note = tr(
        "Players who resigned or forfeited rank last.",
        "Gracze, którzy poddali się lub oddali walkowerem, zajmują ostatnie miejsca.",
    )
    note = result.note + tr("\n") + note if result.note else note
    return Result(scores=scores, note=note, labels=result.labels)


def seat_order(seed: int, count: int) -> list[int]:
    """A deterministic permutation of range(count) from the match seed (lobby position per seat)."""
    order = list(range(count))
    for i in range(count - 1, 0, -1):
        j = derive(seed, i, "seat-order") % (i + 1)
        order[i], order[j] = order[j], order[i]
    return order
