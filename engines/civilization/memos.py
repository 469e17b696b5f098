"""The state's memos of facts derived from its fields, carried into clones (issue #11).

Each memo keeps the field values it was taken from and is used only while they compare equal, so
a clone may start with its parent's memos, and a position edited by hand is never judged by an old
one. They live in one dict, the state's private `_memos` (never saved, never compared): the clone
copies it once (`CivState.KEPT_PRIVATE`), not each memo by itself. Their names: "econ" and "rich"
(victory.check_economic, effects.counted_coins), "coins" (victory.coin_bounds), "explored"
(board.explored_squares), "mover" (movememo.mover_for), "seen" (machine.seen_again: the last two
settled positions' legal ids), "open" (victory.open_map_part), "yields" (board.city_yields),
"techs:<seat>" (techmemo.tech_facts: what a player's techs give), "mapview" (the view's tiles and
squares, CivilizationEngine.map_views), "json" (snapshot.state_json: the parts of the state's JSON).
"""

from __future__ import annotations

from typing import Any

from engines.civilization.state import CivState


def recall(st: CivState, name: str) -> Any:
    """The memo `name` of the state, or None (check it against its fields before use)."""
    private = st.__pydantic_private__
    memos = private.get("_memos") if private else None
    return memos.get(name) if memos is not None else None


def keep(st: CivState, name: str, memo: Any) -> None:
    """Remember `memo` for the state as it is now (for its clones too, until a field changes)."""
    private = st.__pydantic_private__
    if private is None:
        object.__setattr__(st, "__pydantic_private__", {"_memos": {name: memo}})
        return
    memos = private.get("_memos")
    if memos is None:
        private["_memos"] = {name: memo}
    else:
        memos[name] = memo
