"""The action phase (SA-6, SA-17.2): which of one's locations to resolve next.

Task: {"k": "resolve", "who": seat}, asked only while the seat has more than one group on the board
(the flow resolves a lone group by itself). Actions: "resolve:<location>".
"""

from __future__ import annotations

from engines.base import tr
from engines.stone_age.data import HUNTING
from engines.stone_age.decisions import BONUS, Family
from engines.stone_age.options import LocationOptions, location_detail

QUESTION = tr("Which of your locations do you resolve next?", "Które miejsce rozpatrujesz teraz?")


class Resolve(Family):
    kind = "resolve"

    def __init__(self, rules):
        super().__init__(rules)
        # the heuristic's order: village first, then the dearest card, hunting, gathering
        self.order = ("tool_maker", "hut", "field", *rules.card_slots[::-1], HUNTING, *rules.gathering)
        self.locations = LocationOptions(rules, "resolve")

    def options(self, s, task):
        return [f"resolve:{loc}" for loc in self.r.own_groups(s, task["who"])]

    def offers(self, s, task, action):
        """The one location checked: one of the seat's groups (as own_groups lists them)."""
        verb, _, loc = action.partition(":")
        occupants = s.board.get(loc) if verb == "resolve" else None
        return occupants is not None and bool(occupants[task["who"]])

    def take(self, s, task, action, ev):
        self.r.resolve(s, task["who"], self.tail(action), ev)  # one of the listed options

    def question(self, s, task):
        return QUESTION

    def option_label(self, s, task, action):
        return self.r.texts.location(self.tail(action))

    def option_detail(self, s, task, action):
        return location_detail(self.r, s, task["who"], self.tail(action))

    def prompt_options(self, s, task, ids):
        seat, locations, tail = task["who"], self.locations, self.tail
        return [self.use_card if a == BONUS else locations.get(s, seat, tail(a)) for a in ids]

    def pick(self, s, task, ids, has_card):
        return min(ids, key=lambda a: self.rank(self.tail(a)))

    def rank(self, loc: str) -> int:
        return self.order.index(loc) if loc in self.order else -1
