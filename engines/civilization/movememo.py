"""The movement helper of the group that is moving, kept on the state between its steps.

A move's every step lists its options with a `rules.Mover` (the board facts of one player's group)
and applies the picked one with it again. Those facts change only when the board does, and not when
the group itself steps (its own squares count nowhere in them), so the helper is remembered on the
state (memo "mover", carried into clones, never saved) with the field values it was built from, and
used again only while they all compare equal: a clone whose figures, markers, cities, tiles,
disasters or the player's sheet were replaced (or a test's edit) gets a new one. Another group of
the same player on that board (the next move, a city's new figure) gets a copy that shares the
player's facts and looks up only the group's (`Mover.regrouped`).
"""

from __future__ import annotations

from engines.civilization import memos
from engines.civilization.rules import Mover
from engines.civilization.state import CivState


def _facts(st: CivState, seat: int) -> tuple:
    # shallow copies: a list or dict edited in place by hand counts as changed too
    return st.figures[:], st.markers[:], st.cities[:], st.tiles[:], dict(st.disasters), st.civs[seat]


def _same_facts(st: CivState, seat: int, facts: tuple) -> bool:
    """`_facts(st, seat) == facts` without copying (lists compare their items by identity first)."""
    return (
        st.figures == facts[0]
        and st.civs[seat] is facts[5]
        and st.markers == facts[1]
        and st.cities == facts[2]
        and st.tiles == facts[3]
        and st.disasters == facts[4]
    )


def mover_for(tb, st: CivState, seat: int, group: list[int]) -> Mover:
    """`rules.Mover(tb, st, seat, group)`, the remembered one while its facts are unchanged."""
    memo = memos.recall(st, "mover")
    if memo is not None and memo[1].seat == seat and memo[1].tb is tb and _same_facts(st, seat, memo[0]):
        if memo[1].group == group:
            return memo[1]
        mover = memo[1].regrouped(st, group)  # another group of the player, on the same board
    else:
        mover = Mover(tb, st, seat, group)
    remember(st, mover)
    return mover


def remember(st: CivState, mover: Mover) -> None:
    """Keep `mover` for the state as it is now: after it was built, or after its own group stepped
    (rules.move_group moves only the group's figures, which none of its facts count)."""
    memos.keep(st, "mover", (_facts(st, mover.seat), mover))
