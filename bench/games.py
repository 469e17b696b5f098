"""Whole games for the engine benchmarks, played the same way for every game."""

from __future__ import annotations

from engines.base import Engine, State


def play_out(engine: Engine, state: State, agents: list, with_prompt: bool = False) -> tuple[State, int]:
    """Play `state` to its end, the lowest awaited seat first, `agents[seat]` choosing; with
    `with_prompt`, each decision's prompt is built first, as the host does. Returns (final state,
    decisions)."""
    decisions = 0
    while not state.finished:
        seat = min(engine.to_act(state))
        if with_prompt:
            engine.prompt(state, seat)
        action = agents[seat].choose(engine, state, seat, decisions)
        state, _ = engine.apply(state, seat, action)
        decisions += 1
    return state, decisions
