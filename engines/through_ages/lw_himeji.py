"""Himeji Castle (TA-46.12, TA-46.13) in aggressions: its owner may sacrifice one unit, whose
strength then counts twice; the attacker also scores 3 culture, the defender gets 3 more strength.
The attacker announces the unit when playing the aggression (and may then attack anyone weaker
than that temporary strength); the defender decides knowing it. The unit is sacrificed (its worker
to the yellow bank) when the aggression is resolved, whatever the outcome. Wars: not built."""

from __future__ import annotations

from engines.base import Event, seat_name, tr
from engines.kit import codec
from engines.through_ages import board, lw_board
from engines.through_ages.data import GameData
from engines.through_ages.state import TtaState

BONUS = 3  # culture for the attacker, strength for the defender


def owns(g: GameData, st: TtaState, p: int) -> bool:
    return bool(st.reminders) and lw_board.has(g, st, p, "sacrifice_unit")


def unit_strengths(g: GameData, st: TtaState, p: int) -> dict[str, int]:
    """The units p may sacrifice, by the strength each would add once more."""
    return {c.id: board.yields(c).get("strength", 0) for c, _ in board.buildings(g, st, p, "unit")}


def reach(g: GameData, st: TtaState, p: int) -> int:
    """The most a sacrifice adds to p's strength (0 without Himeji Castle)."""
    return max(unit_strengths(g, st, p).values(), default=0) if owns(g, st, p) else 0


def attack_options(g: GameData, st: TtaState, p: int, need: int) -> list[str]:
    """The attacker's announcement: units that lift the strength above `need` more (TA-46.12);
    `skip` when none is needed."""
    units = [codec.encode("himeji", cid) for cid, s in unit_strengths(g, st, p).items() if s > need]
    return units + (["skip"] if need < 0 else [])


def defence_options(g: GameData, st: TtaState, q: int, task: dict) -> list[str]:
    if task.get("himeji_defence") or not owns(g, st, q):
        return []
    return [codec.encode("himeji", cid) for cid in unit_strengths(g, st, q)]


def value(g: GameData, cid: str) -> int:
    return board.yields(g.card[cid]).get("strength", 0)


def resolve(g: GameData, st: TtaState, task: dict, ev: list[Event]) -> tuple[int, int]:
    """(attack bonus, defence bonus) of the announced sacrifices, which happen now (TA-46.13)."""
    from engines.through_ages import rules

    attack = defence = 0
    for key, who in (("himeji_attack", task["by"]), ("himeji_defence", task["who"])):
        cid = task.get(key)
        if not cid:
            continue
        if key == "himeji_attack":
            attack += value(g, cid)
            rules.add_points(st, who, culture=BONUS)
        else:
            defence += value(g, cid) + BONUS
        rules.lose_worker(st, who, cid)
        ev.append(Event(text=seat_name(who) + tr(" sacrifices ", " poświęca ") + g.card[cid].title
                        + tr(" (Himeji Castle).", " (Zamek Himeji).")))  # fmt: skip
    return attack, defence


def in_war(g: GameData, st: TtaState, war: dict) -> bool:
    return any(owns(g, st, s) and unit_strengths(g, st, s) for s in (war["by"], war["target"]))


def war_tasks(g: GameData, st: TtaState, war: dict) -> list[dict]:
    """TA-46.12: in a war the decision is made when it is resolved: each owner in turn."""
    steps = [
        {"k": "himeji", "who": s, "war": war, "key": key}
        for s, key in ((war["by"], "himeji_attack"), (war["target"], "himeji_defence"))
        if owns(g, st, s) and unit_strengths(g, st, s)
    ]
    return steps + [{"k": "war_resolve", "war": war}]


def war_options(g: GameData, st: TtaState, p: int) -> list[str]:
    return [codec.encode("himeji", cid) for cid in unit_strengths(g, st, p)] + ["skip"]
