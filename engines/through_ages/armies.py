"""Tactical strength of armies (TA-22.3 to TA-22.5): the largest strength a player's units can
form under a tactic card (board.strength_rating reads it)."""

from __future__ import annotations

from engines.through_ages.data import Card


def army_strength(tactic: Card, units: dict[str, list[int]], infantry_as_cavalry: bool = False) -> int:
    """TA-22.3-22.5: the largest total tactical strength the units can form under the tactic."""
    if not infantry_as_cavalry or not units["infantry"]:
        return _armies(tactic, units)
    best_total = 0
    infantry = sorted(units["infantry"], reverse=True)
    for moved in range(len(infantry) + 1):
        trial = dict(units)
        trial["infantry"] = infantry[moved:]
        trial["cavalry"] = sorted(units["cavalry"] + infantry[:moved], reverse=True)
        best_total = max(best_total, _armies(tactic, trial))
    return best_total


def _armies(tactic: Card, units: dict[str, list[int]]) -> int:
    step = next(s for s in tactic.steps if s["op"] == "tactic")
    need: dict[str, int] = step["army"]
    total_armies = min(len(units[t]) // n for t, n in need.items())
    if total_armies == 0:
        return 0
    if step.get("plus_lowest_level"):
        return _level_armies(step, units, total_armies)
    fresh = step["strength"]
    old = step["obsolete"] if step["obsolete"] is not None else fresh
    threshold = tactic.level - 2  # TA-22.4: a unit two or more levels below makes the army obsolete
    modern = min(sum(1 for lv in units[t] if lv > threshold) // n for t, n in need.items())
    modern = min(modern, total_armies)
    values = [fresh] * modern + [old] * (total_armies - modern)
    for i in range(min(len(units["air_force"]), total_armies)):
        values[i] *= 2  # TA-22.5: one air force per army doubles it
    return sum(values)


def _level_armies(step: dict, units: dict[str, list[int]], armies: int) -> int:
    """Hussars (TA-49.12, TA-Q37): each army is worth the base plus its lowest unit's level, no
    obsolete value. The best grouping pairs units in order of level (the best two together), and
    air forces double the best armies."""
    (kind, n), *_ = step["army"].items()
    ranked = sorted(units[kind], reverse=True)
    values = [step["strength"] + ranked[(i + 1) * n - 1] for i in range(armies)]
    for i in range(min(len(units["air_force"]), armies)):
        values[i] *= 2
    return sum(values)
