"""Opponents: a uniform random agent and a rule-of-thumb heuristic agent.

Both read the legal action ids straight from the rules (no labels are built), so thousands of games
stay fast. The heuristic plays the usual plan: grow the tribe and the food track early, take tools,
buy what it can afford, gather for the rest, hunt when food runs short.
"""

from __future__ import annotations

from engines.base import Agent, NotYourTurn, agent_pick, tr
from engines.stone_age import rules
from engines.stone_age.data import DATA, RESOURCES
from engines.stone_age.engine import choices
from engines.stone_age.state import StoneAgeState

ITEM_PREFERENCE = {6: 6, 5: 5, 4: 4, 3: 3, 2: 2, 1: 1}  # die value -> preference (agriculture first)
RESOLVE_ORDER = ("tool_maker", "hut", "field", *rules.CARD_SLOTS[::-1], "hunting_grounds", *rules.GATHERING)
FEED_WITH_RESOURCES_UP_TO = 4  # more missing food than this: take the penalty instead


def legal(state: StoneAgeState, seat: int) -> list[str]:
    ids = choices(state, seat)
    if not ids:
        raise NotYourTurn(tr("Nothing to decide.", "Nic do wyboru."))
    return ids


class RandomStoneAgeAgent(Agent):
    """Uniform over the legal options (the shared RandomAgent's choice, without building labels)."""

    def choose(self, engine, state, seat, salt=0) -> str:
        ids = legal(state, seat)
        return ids[agent_pick(state, seat, salt * 1_000_003 + state.moves, len(ids))]


class HeuristicAgent(Agent):
    def choose(self, engine, state, seat, salt=0) -> str:
        ids = legal(state, seat)
        s = state
        if s.bonus is not None:
            return "bonus:gold"
        step = s.step
        has_bonus = "bonus" in ids
        ids = [a for a in ids if a != "bonus"]
        if step is None:
            return place_choice(s, seat, ids) if s.phase == "placement" else resolve_choice(ids)
        kind = step["kind"]
        if has_bonus and kind in ("pay", "feed") and len(ids) == 1:
            return "bonus"  # nothing payable without the card
        if kind == "count":
            return count_choice(s, seat, ids)
        if kind == "roll":
            return tool_choice(s, seat, ids)
        if kind == "items":
            return max(ids, key=lambda a: ITEM_PREFERENCE[int(a[4:])])
        if kind == "feed":
            pays = [a for a in ids if a.startswith("pay:")]
            return pays[0] if pays and step["need"] <= FEED_WITH_RESOURCES_UP_TO else "starve"
        return pay_choice(s, seat, ids)


def food_gap(s: StoneAgeState, seat: int) -> int:
    """Food still missing for the next feeding, counting the food track."""
    return max(0, s.people[seat] - s.food[seat] - s.agriculture[seat])


def place_choice(s: StoneAgeState, seat: int, ids: list[str]) -> str:
    return max(ids, key=lambda a: place_value(s, seat, a[6:]))


def place_value(s: StoneAgeState, seat: int, loc: str) -> float:
    if loc == "hut":
        return 100 if s.people[seat] < DATA.max_people and s.round < 12 else 0
    if loc == "field":
        return 95 if s.agriculture[seat] < DATA.agriculture_max else 0
    if loc == "tool_maker":
        return 70 if sum(s.tools[seat]) < 6 else 20
    if loc.startswith("building_"):
        return 60 + building_points_if_affordable(s, seat, loc) if can_afford_building(s, seat, loc) else 1
    if loc.startswith("card_"):
        cost = DATA.card_slot_costs[int(loc[5:]) - 1]
        return 58 - 4 * cost if cost <= sum(s.resources[seat]) else 1
    if loc == rules.HUNTING:
        return 80 if food_gap(s, seat) > 0 else 10
    free = rules.AREA_CAPACITY[loc] - sum(s.board[loc])
    return 30 + min(free, s.unplaced[seat]) - rules.GATHERING.index(loc) * 0.5


def can_afford_building(s: StoneAgeState, seat: int, loc: str) -> bool:
    b = DATA.building(s.stacks[int(loc[9:]) - 1][-1])
    res = s.resources[seat]
    if b.kind == "fixed":
        return all(res[rules.RES_INDEX[k]] >= n for k, n in b.cost.items())
    if b.kind == "count_of_kinds":
        return rules.kinds_feasible(res, [0, 0, 0, 0], b.count, b.kinds)
    return sum(res) >= b.min


def building_points_if_affordable(s: StoneAgeState, seat: int, loc: str) -> int:
    b = DATA.building(s.stacks[int(loc[9:]) - 1][-1])
    if b.kind == "fixed":
        return b.points
    return sum(n * v for n, v in zip(s.resources[seat], rules.VALUES, strict=True)) // 3


def count_choice(s: StoneAgeState, seat: int, ids: list[str]) -> str:
    counts = [a for a in ids if a.startswith("place:")]
    if s.step["loc"] == rules.HUNTING:
        needed = max(1, -(-2 * food_gap(s, seat) // 7) + 1)  # about 3.5 food per 2 people
        return counts[min(needed, len(counts)) - 1]
    return counts[-1]


def resolve_choice(ids: list[str]) -> str:
    return min(ids, key=lambda a: RESOLVE_ORDER.index(a[8:]) if a[8:] in RESOLVE_ORDER else -1)


def tool_choice(s: StoneAgeState, seat: int, ids: list[str]) -> str:
    step = s.step
    divisor = DATA.divisors[step["yields"]]
    total = sum(step["dice"]) + step["added"]
    gap = (total // divisor + 1) * divisor - total
    tiles = [(s.tools[seat][int(a[5:])], a) for a in ids if a.startswith("tool:")]
    cards = [(DATA.card(a[5:]).top.value, a) for a in ids if a.startswith("card:")]
    enough = sorted(t for t in tiles if t[0] >= gap) or sorted(c for c in cards if c[0] >= gap)
    if enough:
        return enough[0][1]
    if step["added"]:
        return "take"
    return max(tiles or cards)[1]


def pay_choice(s: StoneAgeState, seat: int, ids: list[str]) -> str:
    if "buy" in ids:
        return "buy"
    pays = [a for a in ids if a.startswith("pay:")]
    if not pays:
        return "done" if "done" in ids else "decline"
    if s.step["loc"].startswith("card_"):
        return pays[0]  # cheapest resource first
    return max(pays, key=lambda a: RESOURCES.index(a[4:]))  # buildings: most valuable first
