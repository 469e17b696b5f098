"""The movement helper of the group that is moving, kept on the state between its steps.

A move's every step lists its options with a `rules.Mover` (the board facts of one player's group)
and applies the picked one with it again. Those facts change only when the board does, and not when
the group itself steps (its own squares count nowhere in them), so the helper is remembered on the
state (memo "mover", carried into clones, never saved) with the field values it was built from, and
used again only while they all compare equal: a clone whose figures, markers, cities, tiles,
disasters or the player's sheet were replaced (or a test's edit) gets a new one.
"""

from __future__ import annotations

from engines.civilization import memos
from engines.civilization.rules import Mover
from engines.civilization.state import CivState


def _facts(st: CivState, seat: int) -> tuple:
    # shallow copies: a list or dict edited in place by hand counts as changed too
    return (
        tuple(st.figures),
        tuple(st.markers),
        tuple(st.cities),
        tuple(st.tiles),
        tuple(st.disasters.items()),
        st.civs[seat],
    )


def mover_for(tb, st: CivState, seat: int, group: list[int]) -> Mover:
    """`rules.Mover(tb, st, seat, group)`, the remembered one while its facts are unchanged."""
    memo = memos.recall(st, "mover")
    if (
        memo is not None
        and memo[1].seat == seat
        and memo[1].group == group
        and memo[1].tb is tb
        and memo[0] == _facts(st, seat)
    ):
        return memo[1]
    mover = Mover(tb, st, seat, group)
    remember(st, mover)
    return mover


def remember(st: CivState, mover: Mover) -> None:
    """Keep `mover` for the state as it is now: after it was built, or after its own group stepped
    (rules.move_group moves only the group's figures, which none of its facts count)."""
    memos.keep(st, "mover", (_facts(st, mover.seat), mover))
