"""The Action Phase options of base-game leaders (a part of `legal.card_plays`): the ocean
liner's free population, Churchill's choice of a gain, Frederick Barbarossa's recruit and J. S.
Bach's theater upgrade."""

from __future__ import annotations

from engines.kit import codec
from engines.through_ages import board, costs
from engines.through_ages.actions import can_afford
from engines.through_ages.data import GameData
from engines.through_ages.state import TtaState


def leader_uses(g: GameData, st: TtaState, p: int, civil: bool, military: bool) -> list[str]:
    """The ocean liner's free population and Churchill's choice of a gain (none without the ops
    `free_population` and `turn_choice`: `legal.card_plays` asks only with one of them)."""
    out = []
    if board.has(g, st, p, "free_population") and "liner" not in st.flags and st.yellow[p] > 0:
        out.append("liner")
    for step in board.steps_of(g, st, p, "turn_choice"):
        if "churchill" not in st.flags:
            out += [codec.encode("leaderuse", i) for i in range(len(step["options"]))]
    return out


def leader_actions(g: GameData, st: TtaState, p: int, civil: bool, military: bool) -> list[str]:
    """Frederick Barbarossa (a new worker straight onto a unit) and J. S. Bach (any urban
    building upgraded into a theater, once per turn): none without the ops `population_unit` and
    `theater_upgrade` (`legal.card_plays` asks only with one of them)."""
    out = []
    have = None
    for step in board.steps_of(g, st, p, "population_unit"):
        if have is None:
            have = board.stock(g, st, p, "resources")
        cost = board.population_cost(g, st, p)
        if military and st.yellow[p] > 0 and cost is not None:
            if board.stock(g, st, p, "food") >= max(0, cost - step["food"]):
                for card in board.build_targets(g, st, p, ["infantry", "cavalry", "artillery", "air_force"]):
                    price = max(0, costs.build_cost(g, st, p, card) - step["resources"])
                    if can_afford(g, st, p, card, price, have):
                        out.append(f"recruit:{card.id}")
    if board.has(g, st, p, "theater_upgrade") and civil and "bach" not in st.flags:
        room = board.count_type(g, st, p, "theater") < board.urban_limit(g, st, p)  # TA-19.2
        if have is None:
            have = board.stock(g, st, p, "resources")
        theaters = [c for c in board.build_targets(g, st, p, ["theater"])]
        for low, _ in board.buildings(g, st, p, "urban"):
            if low.type != "theater" and not room:
                continue
            for high in theaters:
                if high.id != low.id and high.level >= low.level:
                    price = max(0, costs.build_cost(g, st, p, high) - costs.build_cost(g, st, p, low))
                    if have >= price:
                        out.append(f"bach:{low.id}:{high.id}")
    return out
