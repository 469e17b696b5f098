"""Paying for a card or a building one resource at a time (SA-8.1, SA-9, SA-17.4).

Task: {"k": "pay", "who": seat, "loc": "card_N" | "building_N", "paid": [wood, brick, stone, gold]}.
Actions: "pay:<resource>" (one more of it), "buy" (a fixed building's printed cost in one step),
"done" (stop paying a 1-to-7 building), "decline". Nothing is spent until the price is complete.
The owner of the 2-resources card is offered it at every payment (decisions/__init__.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.base import Event, Text, pl_plural, tr
from engines.kit import codec
from engines.stone_age.data import RES_INDEX, RESOURCES, Building, slot_of
from engines.stone_age.decisions import BONUS, Family

if TYPE_CHECKING:
    from engines.kit.tasks import Task
    from engines.stone_age.rules import Rules
    from engines.stone_age.state import StoneAgeState

PAY = tuple(codec.encode("pay", r) for r in RESOURCES)
BUY, DONE, DECLINE = "buy", "done", "decline"
LABELS = {
    BUY: tr("Build (pay the printed cost)", "Buduj (zapłać koszt z żetonu)"),
    DONE: tr("Finish paying", "Zakończ płacenie"),
    DECLINE: tr("Do not buy", "Rezygnuję z zakupu"),
}


def open_purchase(r: Rules, s: StoneAgeState, seat: int, loc: str, ev: list[Event]) -> None:
    """SA-8.1/SA-9: ask how to pay, or send the person home when nothing could be paid."""
    task = {"k": "pay", "who": seat, "loc": loc, "paid": [0, 0, 0, 0]}
    if r.has_bonus_card(s, seat) or pay_choices(r, s, task):
        s.tasks.append(task)
    else:
        ev.append(Event(text=r.texts.cannot_pay(seat, loc)))


def available(s: StoneAgeState, seat: int, paid: list[int]) -> list[int]:
    return [have - p for have, p in zip(s.resources[seat], paid, strict=True)]


def exact_payment_choices(s: StoneAgeState, seat: int, paid: list[int], need: int) -> list[str]:
    """SA-8.1 / SA-10.3: `need` resources of any kinds, one at a time; nothing if they cannot be paid."""
    if sum(s.resources[seat]) < need:
        return []
    return [PAY[i] for i, n in enumerate(available(s, seat, paid)) if n]


def kinds_feasible(avail: list[int], paid: list[int], count: int, kinds: int) -> bool:
    """Can `paid` be completed to exactly `count` resources of exactly `kinds` kinds? (SA-9.2)"""
    used = [i for i in range(4) if paid[i]]
    rest = count - sum(paid)
    new_kinds = kinds - len(used)
    if rest < 0 or new_kinds < 0 or rest < new_kinds:
        return False
    extra = sorted((avail[i] for i in range(4) if not paid[i] and avail[i]), reverse=True)
    if len(extra) < new_kinds:
        return False
    return sum(avail[i] for i in used) + sum(extra[:new_kinds]) >= rest


def building_payment_choices(s: StoneAgeState, seat: int, paid: list[int], b: Building) -> list[str]:
    avail = available(s, seat, paid)
    if b.kind == "fixed":  # SA-9.1: the printed resources, in one step
        return [BUY] if all(s.resources[seat][RES_INDEX[k]] >= n for k, n in b.cost.items()) else []
    if b.kind == "count_of_kinds":  # SA-9.2: only kinds that still allow exactly N of K kinds
        out = []
        for i in range(4):
            if avail[i]:
                trial, trial_avail = paid[:], avail[:]
                trial[i] += 1
                trial_avail[i] -= 1
                if kinds_feasible(trial_avail, trial, b.count, b.kinds):
                    out.append(PAY[i])
        return out
    # SA-9.3: 1 to 7 of any kinds, "done" once at least the minimum is paid
    out = [PAY[i] for i in range(4) if avail[i]] if sum(paid) < b.max else []
    return [*out, DONE] if sum(paid) >= b.min else out


def pay_choices(r: Rules, s: StoneAgeState, task: Task) -> list[str]:
    """Legal payment steps for the open purchase, without "decline"."""
    loc, seat, paid = task["loc"], task["who"], task["paid"]
    if loc.startswith("card_"):
        return exact_payment_choices(s, seat, paid, r.slot_cost(loc))
    return building_payment_choices(s, seat, paid, r.top_building(s, loc))


def paid_text(r: Rules, task: Task) -> Text:
    return r.texts.resource_list(task["paid"])


def pay_label(r: Rules, action: str) -> Text:
    return tr("Pay ", "Zapłać ") + r.texts.goods(Family.tail(action), 1)


def add_one(task: Task, action: str) -> Task:
    """The task with one more resource of the action's kind paid."""
    paid = list(task["paid"])
    paid[RES_INDEX[codec.parse(action, "pay", str)[0]]] += 1
    return {**task, "paid": paid}


class Pay(Family):
    kind = "pay"

    def fixed_labels(self):
        return {**LABELS, **{action: pay_label(self.r, action) for action in PAY}}

    def options(self, s, task):
        return [*pay_choices(self.r, s, task), DECLINE]

    def offers(self, s, task, action):
        return action == DECLINE or action in pay_choices(self.r, s, task)

    def take(self, s, task, action, ev):
        seat, loc = task["who"], task["loc"]
        if action == DECLINE:
            ev.append(Event(text=self.r.texts.declined(seat, loc)))
        elif action in (BUY, DONE):
            self.r.buy_building(s, seat, loc, task["paid"], ev)
        else:
            self.pay_one(s, add_one(task, action), ev)

    def pay_one(self, s, task, ev) -> None:
        """Complete the purchase once nothing more is owed; else wait for the next resource."""
        r, seat, loc, total = self.r, task["who"], task["loc"], sum(task["paid"])
        if loc.startswith("card_"):
            if total == r.slot_cost(loc):
                r.buy_card(s, seat, loc, task["paid"], ev)
                return
        else:
            b = r.top_building(s, loc)
            if total == (b.count if b.kind == "count_of_kinds" else b.max):
                r.buy_building(s, seat, loc, task["paid"], ev)
                return
        s.tasks.append(task)

    def question(self, s, task):
        loc = task["loc"]
        if loc.startswith("card_"):
            cost = self.r.slot_cost(loc)
            return (
                tr(
                    f"Pay {cost} {'resource' if cost == 1 else 'resources'} for ",
                    f"Zapłać {cost} {pl_plural(cost, 'surowiec', 'surowce', 'surowców')} za ",
                )
                + self.r.texts.card(s.slots[slot_of(loc)])
                + tr(". Paid: ", ". Zapłacono: ")
                + paid_text(self.r, task)
            )
        return (
            tr("Pay for the building: ", "Zapłać za budynek: ")
            + self.r.texts.building(self.r.top_building(s, loc).id)
            + tr(". Paid: ", ". Zapłacono: ")
            + paid_text(self.r, task)
        )

    def option_label(self, s, task, action):
        return self.fixed[action].label

    def pick(self, s, task, ids, has_card):
        """Use the card when nothing else is payable; build when possible; cheapest resource first
        for a card, most valuable first for a building."""
        if has_card and len(ids) == 1:
            return BONUS
        if BUY in ids:
            return BUY
        pays = [a for a in ids if a.startswith("pay:")]
        if not pays:
            return DONE if DONE in ids else DECLINE
        if task["loc"].startswith("card_"):
            return pays[0]
        return max(pays, key=lambda a: RESOURCES.index(self.tail(a)))
