"""`TaskEngine`: the engine contract implemented over the task machine.

A game on the kit subclasses it and supplies `machine` plus what only it knows: setup, the view,
the result, the status line and the text description.
"""

from __future__ import annotations

from typing import ClassVar

from engines.base import Agent, Engine, Event, Prompt, Seat, State, agent_pick, encode_multi
from engines.kit.tasks import Machine, TaskState


class TaskEngine(Engine):
    machine: ClassVar[Machine]

    def to_act(self, state: TaskState) -> set[Seat]:
        return self.machine.to_act(state)

    def prompt(self, state: TaskState, seat: Seat) -> Prompt | None:
        return self.machine.prompt(state, seat)

    def apply(self, state: TaskState, seat: Seat, action: str) -> tuple[TaskState, list[Event]]:
        return self.machine.apply(state, seat, action)

    def legal_actions(self, state: TaskState, seat: Seat) -> list[str]:
        """The seat's option ids without labels (agents, tests)."""
        return self.machine.legal(state, seat)

    def agents(self) -> dict[str, Agent]:
        return {"random": KitRandomAgent(), "heuristic": HintAgent()}


class KitRandomAgent(Agent):
    """Uniform over the legal ids, without building the prompt's labels."""

    def choose(self, engine: TaskEngine, state: State, seat: Seat, salt: int = 0) -> str:
        ids = engine.machine.legal(state, seat)
        task = engine.machine.current(state)
        if task is not None and engine.machine.decision(task).multi:
            return random_subset(state, seat, salt, ids, engine.machine.decision(task).min_pick)
        return ids[agent_pick(state, seat, salt, len(ids))]


class HintAgent(KitRandomAgent):
    """Takes each decision family's hint, and a random legal id where a family gives none."""

    def choose(self, engine: TaskEngine, state: State, seat: Seat, salt: int = 0) -> str:
        task = engine.machine.current(state)
        if task is not None:
            ids = engine.machine.legal(state, seat)
            hinted = engine.machine.decision(task).hint(state, task, ids, seat)
            if hinted is not None:
                return hinted
        return super().choose(engine, state, seat, salt)


def random_subset(state: State, seat: Seat, salt: int, ids: list[str], least: int = 0) -> str:
    count = least + agent_pick(state, seat, salt, len(ids) - least + 1)
    pool = list(ids)
    picked = [pool.pop(agent_pick(state, seat, salt * 31 + i + 1, len(pool))) for i in range(count)]
    return encode_multi(picked)
