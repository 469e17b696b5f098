"""The Purchase phase (GS-9, GS-14): buy one affordable card or pass. The price is paid by a pay
task, then a take_card task moves the card."""

from __future__ import annotations

from engines.base import Option, Text, pl_plural, tr
from engines.guns_steel import payment as pay
from engines.guns_steel.data import ERAS
from engines.guns_steel.decisions.base import PASSIVE_LABELS, Events, GSDecision, Task, option
from engines.guns_steel.log import log
from engines.guns_steel.rules import PASS
from engines.guns_steel.state import GSState
from engines.guns_steel.steps import pay_task, push
from engines.guns_steel.texts import res_list, seat_name


class Purchase(GSDecision):
    kind = "purchase"

    def __init__(self, rules):
        super().__init__(rules)
        self.buy = {cid: f"buy:{cid}" for cid in rules.cards}  # each card's action id
        # "<card>: <base cost>" for every card, the start of each option's label
        self.priced = {
            cid: self.card_label(cid) + tr(": ") + res_list(c.cost) for cid, c in rules.cards.items()
        }

    def choices(self, st: GSState, task: Task) -> list[str]:
        """GS-9.4: only cards whose full price can be paid (no partial purchase)."""
        buy = self.buy
        return [buy[cid] for cid, _ in self.r.affordable(st, task["who"])] + [PASS]

    def allows(self, st: GSState, task: Task, action: str) -> bool:
        verb, _, cid = action.partition(":")
        return action == PASS or (verb == "buy" and self.r.can_buy(st, task["who"], cid))

    def resolve(self, st: GSState, task: Task, action: str, ev: Events) -> None:
        if action == PASS:
            who = seat_name(task["who"])
            log(ev, f"{who.en} buys nothing", f"{who.pl} niczego nie kupuje")
            return
        seat, cid = task["who"], action.split(":", 1)[1]
        extra = self.r.surcharge(st, cid)
        need, _ = pay.cost_of(self.r.cards[cid].cost)
        push(
            st,
            [
                pay_task(seat, need, extra, exchanges=True, card=cid),
                {"k": "take_card", "seat": seat, "card": cid},
            ],
        )

    def question(self, st: GSState, task: Task) -> Text:
        return tr("Purchase phase: buy one card or pass.", "Faza Kupna: kup jedną kartę albo spasuj.")

    def option_label(self, st: GSState, task: Task, action: str) -> Text:
        cid = action.split(":", 1)[1]
        return self.priced_label(cid, self.r.surcharge(st, cid))

    def prompt_options(self, st: GSState, task: Task, ids: list[str]) -> list[Option]:
        """Every card's surcharge read from one look at the market."""
        extras = self.r.market_memo(st)[5]
        out = []
        for action in ids:
            cid = action.partition(":")[2]
            label = PASSIVE_LABELS[action] if action == PASS else self.priced_label(cid, extras[cid])
            out.append(option(action, label, self.detail(st, task, action)))
        return out

    def priced_label(self, cid: str, extra: int) -> Text:
        priced = self.priced[cid]
        if not extra:
            return priced
        return tr(
            f"{priced.en} + {extra} any",
            f"{priced.pl} + {extra} {pl_plural(extra, 'dowolny', 'dowolne', 'dowolnych')}",
        )

    def score(self, st: GSState, task: Task, action: str) -> float:
        if action == PASS:
            return 0
        card = self.r.cards[action.split(":", 1)[1]]
        return 1 + card.vp * 3 + card.military_strength * 2 + ERAS.index(card.era)
