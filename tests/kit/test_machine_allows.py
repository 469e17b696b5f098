"""kit.tasks.Machine.allows: the one question `apply` asks about a single-pick action. By default
the decision family answers (Decision.allows); a game's machine may answer from what it knows
(Civilization: the legal ids it remembered on an untouched state)."""

from __future__ import annotations

import pytest

from engines.base import IllegalAction
from engines.kit.tasks import Machine
from tests.kit.test_kit import Board, Pick, Secret, count_up


def position(machine, *tasks):
    st = Board(seed=3, players=2, tasks=list(reversed(tasks)))
    machine.advance(st, [])
    return st


def test_by_default_the_family_answers():
    machine = Machine([Pick(), Secret()], {"tick": count_up})
    st = position(machine, {"k": "pick", "who": 0, "of": [1, 2]})
    task = machine.current(st)
    assert machine.allows(st, task, 0, "take:2") and not machine.allows(st, task, 0, "take:3")


def test_apply_asks_the_machine():
    asked = []

    class Strict(Machine):
        def allows(self, st, task, seat, action):
            asked.append((task["k"], seat, action))
            return action == "pass"  # narrower than the family

    machine = Strict([Pick(), Secret()], {"tick": count_up})
    st = position(machine, {"k": "pick", "who": 0, "of": [1, 2]})
    with pytest.raises(IllegalAction):
        machine.apply(st, 0, "take:1")
    after, _ = machine.apply(st, 0, "pass")
    assert asked == [("pick", 0, "take:1"), ("pick", 0, "pass")] and after.tasks == []


def test_apply_changes_the_machines_copy_and_leaves_the_state_as_it_was():
    copies = []

    class Copying(Machine):
        def copy(self, st):
            new = super().copy(st)
            copies.append(new)
            return new

    machine = Copying([Pick(), Secret()], {"tick": count_up})
    st = position(machine, {"k": "pick", "who": 0, "of": [1, 2]})
    before = st.model_dump_json()
    after, _ = machine.apply(st, 0, "take:2")
    assert copies == [after] and copies[0] is after and after is not st
    assert st.model_dump_json() == before and after.tasks == []
