"""Placement (SA-4, SA-5, SA-15, SA-17.1): where to place, then how many people when that is a choice.

Tasks: {"k": "place", "who": seat} with actions "place:<location>"; {"k": "count", "who": seat,
"loc": location} with actions "place:<location>:<people>" and "back" (to the choice of location).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.base import tr
from engines.kit import codec
from engines.stone_age import texts
from engines.stone_age.data import HUNTING, RES_INDEX
from engines.stone_age.decisions import BONUS, Family
from engines.stone_age.decisions.payment import kinds_feasible
from engines.stone_age.options import LocationOptions, location_detail

if TYPE_CHECKING:
    from engines.stone_age.rules import Rules
    from engines.stone_age.state import StoneAgeState

BACK = "back"
PEOPLE = {str(n): n for n in range(1, 100)}  # "place:<loc>:<n>" as the options write n
BACK_LABEL = tr("Back", "Wstecz")
HUT_UNTIL_ROUND = 12  # the heuristic stops growing the tribe this late
TOOLS_WANTED = 6


class Place(Family):
    kind = "place"

    def __init__(self, rules: Rules):
        super().__init__(rules)
        self.locations = LocationOptions(rules, "place")

    def options(self, s, task):
        return [f"place:{loc}" for loc in self.r.placements(s, task["who"])]

    def allows(self, s, task, action):
        """One location checked without listing them all (max_place is the same test)."""
        verb, _, loc = action.partition(codec.SEP)
        if verb != "place":
            return action == BONUS and self.r.has_bonus_card(s, task["who"])
        return loc in s.board and self.r.max_place(s, task["who"], loc) > 0

    def take(self, s, task, action, ev):
        loc, seat = self.tail(action), task["who"]  # allows checked the verb and the location
        most = self.r.max_place(s, seat, loc)
        fixed = self.r.fixed_count(loc, most)
        if fixed is None:
            s.tasks.append({"k": "count", "who": seat, "loc": loc})
        else:
            self.r.place(s, seat, loc, fixed, ev)

    def question(self, s, task):
        left = s.unplaced[task["who"]]
        return tr(
            f"Round {s.round}: where do you place people? ({left} left)",
            f"Runda {s.round}: gdzie stawiasz pionki? (zostało {left})",
        )

    def option_label(self, s, task, action):
        return self.r.texts.location(self.tail(action))

    def option_detail(self, s, task, action):
        return location_detail(self.r, s, task["who"], self.tail(action))

    def prompt_list(self, s, task):
        """Each placement's option straight from the locations, without their ids (the options
        carry them)."""
        seat, placing = task["who"], self.locations.placing
        out = [placing(s, seat, loc) for loc in self.r.placements(s, seat)]
        if self.r.has_bonus_card(s, seat):
            out.append(self.use_card)
        return out

    def pick(self, s, task, ids, has_card):
        return max(ids, key=lambda a: self.value(s, task["who"], self.tail(a)))

    def value(self, s: StoneAgeState, seat: int, loc: str) -> float:
        """The heuristic's plan: grow the tribe and the food track early, take tools, buy what it can
        afford, gather for the rest, hunt when food runs short."""
        r, data = self.r, self.r.data
        if loc == "hut":
            return 100 if s.people[seat] < data.max_people and s.round < HUT_UNTIL_ROUND else 0
        if loc == "field":
            return 95 if s.agriculture[seat] < data.agriculture_max else 0
        if loc == "tool_maker":
            return 70 if sum(s.tools[seat]) < TOOLS_WANTED else 20
        if loc.startswith("building_"):
            return 60 + self.building_points(s, seat, loc) if self.can_afford(s, seat, loc) else 1
        if loc.startswith("card_"):
            cost = r.slot_cost(loc)
            return 58 - 4 * cost if cost <= sum(s.resources[seat]) else 1
        if loc == HUNTING:
            return 80 if food_gap(s, seat) > 0 else 10
        free = r.capacity[loc] - sum(s.board[loc])
        return 30 + min(free, s.unplaced[seat]) - r.gathering.index(loc) * 0.5

    def can_afford(self, s: StoneAgeState, seat: int, loc: str) -> bool:
        b = self.r.top_building(s, loc)
        res = s.resources[seat]
        if b.kind == "fixed":
            return all(res[RES_INDEX[k]] >= n for k, n in b.cost.items())
        if b.kind == "count_of_kinds":
            return kinds_feasible(res, [0, 0, 0, 0], b.count, b.kinds)
        return sum(res) >= b.min

    def building_points(self, s: StoneAgeState, seat: int, loc: str) -> int:
        b = self.r.top_building(s, loc)
        if b.kind == "fixed":
            return b.points
        return sum(n * v for n, v in zip(s.resources[seat], self.r.values, strict=True)) // 3


def food_gap(s: StoneAgeState, seat: int) -> int:
    """Food still missing for the next feeding, counting the food track."""
    return max(0, s.people[seat] - s.food[seat] - s.agriculture[seat])


class Count(Family):
    kind = "count"

    def options(self, s, task):
        loc = task["loc"]
        most = self.r.max_place(s, task["who"], loc)
        return [f"place:{loc}:{n}" for n in range(1, most + 1)] + [BACK]

    def offers(self, s, task, action):
        """The one count checked against max_place, as `options` lists them."""
        if action == BACK:
            return True
        head, _, count = action.rpartition(codec.SEP)
        n = PEOPLE.get(count)
        loc = task["loc"]
        return n is not None and head == f"place:{loc}" and n <= self.r.max_place(s, task["who"], loc)

    def take(self, s, task, action, ev):
        if action == BACK:
            return  # the flow asks for the location again
        loc, count = codec.parse(action, "place", str, int)
        self.r.place(s, task["who"], loc, count, ev)

    def question(self, s, task):
        return tr("How many people? ", "Ile pionków? ") + self.r.texts.location(task["loc"])

    def fixed_labels(self):
        return {BACK: BACK_LABEL}

    def option_label(self, s, task, action):
        return BACK_LABEL if action == BACK else texts.people(int(action.rpartition(codec.SEP)[2]))

    def option_detail(self, s, task, action):
        return None if action == BACK else self.r.texts.location(task["loc"])

    def pick(self, s, task, ids, has_card):
        """Hunters enough for the missing food; everyone else on a gathering area."""
        counts = [a for a in ids if a.startswith("place:")]
        if task["loc"] == HUNTING:
            needed = max(1, -(-2 * food_gap(s, task["who"]) // 7) + 1)  # about 3.5 food per 2 people
            return counts[min(needed, len(counts)) - 1]
        return counts[-1]
