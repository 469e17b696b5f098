"""Which cards of a player are in play, and their steps by op, derived once per position.

Ratings, costs and legal actions ask dozens of times per move which steps a player's cards in
play have (`board.steps_of`, `board.has`, `board.modifier`); the index answers from one pass over
the cards, kept on the state and rebuilt when a field it comes from has changed."""

from __future__ import annotations

from typing import Any

from engines.through_ages.data import GameData
from engines.through_ages.state import TtaState


class InPlay:
    """The steps of one player's cards in play, by op, in the order of `in_play_ids`, and the
    sums of their modifiers: derived once from the cards in play, read many times per decision.
    Kept on the state (`_in_play`), checked against the fields it comes from before each use."""

    __slots__ = ("source", "ops", "mods", "build_costs", "derived")

    def __init__(self, g: GameData, source: tuple):
        self.source = source
        self.ops: dict[str, list[dict[str, Any]]] = {}
        self.mods: dict[str, int] = {}
        # card id -> build cost, where it follows from these cards alone (costs.build_costs)
        self.build_costs: dict[str, int] = {}
        # other values that follow from these cards alone, by name (board.py, costs.py)
        self.derived: dict[str, Any] = {}
        for c in in_play_ids_of(*source):
            for op, steps in g.ops[c].items():
                self.ops.setdefault(op, []).extend(steps)

    def modifier(self, key: str) -> int:
        total = self.mods.get(key)
        if total is None:
            total = self.mods[key] = sum(s.get(key, 0) for s in self.ops.get("modify", ()))
        return total


def in_play_source(st: TtaState, p: int) -> tuple:
    """The fields that decide which cards of p are in play (pacts included, TA-13.3)."""
    return (st.techs[p], st.government[p], st.colonies[p], st.leader[p], st.wonders[p], st.ravaged[p],
            st.pacts, p)  # fmt: skip


def in_play_index(g: GameData, st: TtaState, p: int) -> InPlay:
    """p's `InPlay`, rebuilt when a field it comes from changed (checked once per player inside a
    `reading` scope). The memo lives in the state's private attributes: never serialized, dropped
    by the kit's clone."""
    private = st.__pydantic_private__
    if private is None:
        private = _private(st)
    checked = private.get("_checked")
    if checked is not None:
        index = checked.get(p)
        if index is not None:  # checked already in this reading scope
            return index
    memo = private.get("_in_play")
    if memo is None:
        memo = private["_in_play"] = {}
    index = memo.get(p)
    if index is not None:
        techs, gov, colonies, leader, wonders, ravaged, pacts, _ = index.source
        if (
            techs == st.techs[p]
            and gov == st.government[p]
            and leader == st.leader[p]
            and wonders == st.wonders[p]
            and colonies == st.colonies[p]
            and ravaged == st.ravaged[p]
            and pacts == st.pacts
        ):
            if checked is not None:
                checked[p] = index
            return index
    techs, gov, colonies, leader, wonders, ravaged, pacts, _ = in_play_source(st, p)
    frozen = (
        list(techs),
        gov,
        list(colonies),
        leader,
        list(wonders),
        list(ravaged),
        [dict(x) for x in pacts],
        p,
    )
    index = memo[p] = InPlay(g, frozen)
    if checked is not None:
        checked[p] = index
    return index


def _private(st: TtaState) -> dict:
    private = st.__pydantic_private__
    if private is None:
        private = {}
        object.__setattr__(st, "__pydantic_private__", private)
    return private


class reading:
    """A read-only query of `st` (listing legal actions changes nothing): inside it the cards in
    play cannot change, so each player's index is checked once instead of at every lookup."""

    __slots__ = ("st",)

    def __init__(self, st: TtaState):
        self.st = st

    def __enter__(self) -> None:
        private = self.st.__pydantic_private__
        if private is None:
            private = _private(self.st)
        depth = private.get("_reading", 0)
        if depth <= 0:
            private["_checked"] = {}
            depth = 0
        private["_reading"] = depth + 1

    def __exit__(self, *exc) -> None:
        # a state is only read while a scope is open; two threads reading one state at once (the
        # host may) can at worst end the sharing early: the index is then checked at every lookup
        private = self.st.__pydantic_private__
        depth = private["_reading"] = private.get("_reading", 1) - 1
        if depth <= 0:
            private["_checked"] = None


def in_play_ids_of(techs, gov, colonies, leader, wonders, ravaged, pacts, p) -> list[str]:
    ids = [*techs, gov, *colonies]
    if leader:
        ids.append(leader)
    ids += [w for w in wonders if w not in ravaged] if ravaged else wonders
    for pact in pacts:  # TA-13.3: a party's side of a pact acts as a card in play
        ids += [pact["card"].split("@")[0] + "#" + s.upper() for s in ("a", "b") if pact[s] == p]
    return ids
