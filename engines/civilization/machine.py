"""The Civilization task machine: the kit's MemoMachine whose remembered legal ids also answer
`prompt` and `apply`, once the state proves it is as it was when they were computed.

A decision's legal ids are computed when `advance` stops (or when an agent first asks), then the
agent, the host's prompt and `apply`'s legality check all need them again. The memo (the state's
private `_legal`, never serialized, dropped by the clone) keeps, besides the waiting task, seat and
ids, the state's field values as they were (by reference) and its civilization sheets. It is
trusted only while every field still holds an equal value, the same task waits and the sheets are
equal: a test that sets a field by hand (or pushes a task) gets the ids computed afresh. Rules
never edit a shared value in place (`kit.clone`), so the comparison is by identity in practice
and costs well under a microsecond.
"""

from __future__ import annotations

from engines.base import Seat
from engines.civilization import memos
from engines.civilization.state import CivState, copy_state
from engines.kit.tasks import MemoMachine, Task, TaskState, remember_legal


def remembered(st: TaskState, task: Task, seat: Seat) -> tuple[str, ...] | None:
    """The legal ids remembered for `seat` at `task`, if the state is untouched since."""
    private = st.__pydantic_private__
    memo = private.get("_legal") if private else None
    if memo is None or memo[0] is not task or memo[1] != seat or len(memo) < 4:
        return None
    values, items = memo[3]
    if values != tuple(st.__dict__.values()) or not same_board(st, items):
        return None
    return memo[2]


def _fingerprint(st: TaskState) -> tuple:
    """The field values (by reference), and shallow copies of the sheets and the lists of items on
    the map: a list of them edited in place by hand (`st.figures.append(...)`, `st.tiles[i] = ...`)
    no longer compares equal (`same_board`)."""
    return tuple(st.__dict__.values()), board_items(st)


def board_items(st: TaskState) -> tuple[list, ...]:
    """Shallow copies of the sheets and of the lists of items on the map."""
    return st.civs[:], st.figures[:], st.cities[:], st.markers[:], st.tiles[:], st.pieces[:]


def same_board(st: TaskState, items: tuple[list, ...]) -> bool:
    """`board_items(st) == items` without copying (lists compare their items by identity first)."""
    return (
        st.figures == items[1]
        and st.civs == items[0]
        and st.cities == items[2]
        and st.markers == items[3]
        and st.tiles == items[4]
        and st.pieces == items[5]
    )


def settled_items(st: TaskState) -> tuple | None:
    """`board_items(st)` as the legal-ids memo took them when `advance` stopped, if it did: for
    the engine right after `apply` (nothing changes the new state in between)."""
    private = st.__pydantic_private__
    memo = private.get("_legal") if private else None
    return memo[3][1] if memo is not None and len(memo) >= 4 else None


def seen_again(st: TaskState, task: Task) -> bool:
    """Whether `task` waits in a position one of the last two settled states had (every field
    equal, the task itself): a hidden-pay option opened and left with "back" comes back to the
    position before it. Its legal ids then become the state's own memo, and `advance` stops
    without listing them again (`CivDecision.several`)."""
    seen = memos.recall(st, "seen")
    if seen is None:
        return False
    for memo in seen:
        if memo is not None and memo[0] is task:
            values, items = memo[3]
            if values == tuple(st.__dict__.values()) and same_board(st, items):
                remember_legal(st, memo)
                return True
    return False


class CivMachine(MemoMachine):
    def copy(self, st: CivState) -> CivState:
        return copy_state(st)

    def settled(self, st: TaskState, task: Task, ids: list[str]) -> None:
        memo = (task, task["who"], tuple(ids), _fingerprint(st))
        remember_legal(st, memo)
        seen = memos.recall(st, "seen")
        memos.keep(st, "seen", (memo, seen[0] if seen is not None else None))

    def choices_now(self, st: TaskState, seat: Seat) -> list[str]:
        task = self.current(st)
        if task is not None:
            ids = remembered(st, task, seat)
            if ids is not None:
                return list(ids)
        return super().choices_now(st, seat)

    def legal(self, st: TaskState, seat: Seat) -> list[str]:
        task = self.current(st)
        if task is None:
            return []
        ids = remembered(st, task, seat)
        if ids is not None:
            return list(ids)
        ids = super().choices_now(st, seat)
        if ids:  # a seat that decides (of a simultaneous decision too: its own ids)
            remember_legal(st, (task, seat, tuple(ids), _fingerprint(st)))
        return ids

    def allows(self, st: TaskState, task: Task, seat: Seat, action: str) -> bool:
        ids = remembered(st, task, seat)
        if ids is not None:
            return action in ids
        return super().allows(st, task, seat, action)
