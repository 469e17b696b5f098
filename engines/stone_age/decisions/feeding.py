"""Feeding (SA-10, SA-17.7): income, one food per person; a shortfall is paid with resources one at a
time, or the player goes hungry (-10).

Task: {"k": "feed", "who": seat, "need": missing food, "paid": [wood, brick, stone, gold]}.
Actions: "pay:<resource>", "starve". The owner of the 2-resources card is offered it here too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.base import Event, tr
from engines.stone_age import texts
from engines.stone_age.decisions import BONUS, Family
from engines.stone_age.decisions.payment import PAY, add_one, exact_payment_choices, paid_text, pay_label

if TYPE_CHECKING:
    from engines.stone_age.rules import Rules
    from engines.stone_age.state import StoneAgeState

STARVE = "starve"
FEED_WITH_RESOURCES_UP_TO = 4  # the heuristic: more missing food than this, take the penalty instead


def start_feeding(s: StoneAgeState) -> None:
    s.phase = "feeding"
    s.current = s.first
    s.fed = 0


def feed_current(r: Rules, s: StoneAgeState, ev: list[Event]) -> None:
    """SA-10.1-10.3: income, then 1 food per person; a shortfall asks for resources or takes -10."""
    seat = s.current
    s.food[seat] += s.agriculture[seat]
    need = s.people[seat]
    if s.food[seat] >= need:
        s.food[seat] -= need
        next_to_feed(s)
        return
    shortfall = need - s.food[seat]
    s.food[seat] = 0
    task = {"k": "feed", "who": seat, "need": shortfall, "paid": [0, 0, 0, 0]}
    if r.has_bonus_card(s, seat) or exact_payment_choices(s, seat, task["paid"], shortfall):
        s.tasks.append(task)
    else:
        starve(r, s, seat, ev)


def starve(r: Rules, s: StoneAgeState, seat: int, ev: list[Event]) -> None:
    """SA-10.4 / SA-D7: all food is gone already; resources are kept; -10 points."""
    penalty = r.data.starvation_penalty
    s.score[seat] -= penalty
    ev.append(
        Event(text=texts.player(seat) + tr(f" goes hungry: -{penalty} points", f" głoduje: -{penalty} pkt"))
    )
    next_to_feed(s)


def next_to_feed(s: StoneAgeState) -> None:
    s.fed += 1
    s.current = (s.current + 1) % s.players


class Feed(Family):
    kind = "feed"

    def fixed_labels(self):
        penalty = self.r.data.starvation_penalty
        starve_label = tr(f"Go hungry (-{penalty} points)", f"Głód (-{penalty} pkt)")
        return {STARVE: starve_label, **{action: pay_label(self.r, action) for action in PAY}}

    def options(self, s, task):
        return [*exact_payment_choices(s, task["who"], task["paid"], task["need"]), STARVE]

    def take(self, s, task, action, ev):
        seat = task["who"]
        if action == STARVE:
            starve(self.r, s, seat, ev)
            return
        task = add_one(task, action)
        if sum(task["paid"]) < task["need"]:
            s.tasks.append(task)
            return
        self.r.spend(s, seat, task["paid"])
        ev.append(
            Event(
                text=texts.player(seat)
                + tr(" feeds the tribe with ", " żywi plemię surowcami: ")
                + paid_text(self.r, task)
            )
        )
        next_to_feed(s)

    def question(self, s, task):
        return tr(
            f"Missing {task['need']} food: pay with resources one by one or go hungry. Paid: ",
            f"Brakuje {task['need']} żywności: zapłać surowcami po jednym albo głoduj. Zapłacono: ",
        ) + paid_text(self.r, task)

    def option_label(self, s, task, action):
        return self.fixed[action].label

    def pick(self, s, task, ids, has_card):
        """Use the card when only hunger is left; pay small shortfalls, go hungry for big ones."""
        if has_card and len(ids) == 1:
            return BONUS
        pays = [a for a in ids if a.startswith("pay:")]
        return pays[0] if pays and task["need"] <= FEED_WITH_RESOURCES_UP_TO else STARVE
