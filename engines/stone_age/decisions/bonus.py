"""The 2-resources card (SA-8.4.10, SA-D6, SA-17.6): its owner takes 2 resources of their choice, one
at a time, at any of their decisions (payments and feeding included); then the card goes face down.
An unused card is cashed at the end of the game (Rules.finish).

Task: {"k": "bonus", "who": seat, "picked": [resource index, ...]}, above the decision it was
opened from, which waits below and comes back once the card is used or put back. Actions:
"bonus:<resource>", "bonus:back" (before the first pick).
"""

from __future__ import annotations

from engines.base import Event, tr
from engines.kit import codec
from engines.kit.clone import own
from engines.stone_age import texts
from engines.stone_age.data import RES_INDEX, RESOURCES
from engines.stone_age.decisions import Family

PICKS = tuple(codec.encode("bonus", r) for r in RESOURCES)
BACK = codec.encode("bonus", "back")


class Bonus(Family):
    kind = "bonus"

    def choices(self, s, task):
        return list(PICKS) if task["picked"] else [*PICKS, BACK]

    def allows(self, s, task, action):
        return action in self.choices(s, task)  # its own list (the card is not offered inside it)

    def take(self, s, task, action, ev):
        if action == BACK:
            return
        seat = task["who"]
        picked = [*task["picked"], RES_INDEX[self.arg(action, "bonus")]]
        card = next(c for c in s.kept[seat] if c in self.r.bonus_cards)
        if len(picked) < self.r.data.card(card).top.amount:
            s.tasks.append({**task, "picked": picked})
            return
        counts = [0, 0, 0, 0]
        for i in picked:
            counts[i] += 1
            s.resources[seat][i] += 1
        own(s, "kept")[seat].remove(card)
        own(s, "cards")[seat].append(card)
        ev.append(
            Event(
                text=texts.player(seat)
                + tr(" uses the card and takes ", " używa karty i bierze ")
                + self.r.texts.resource_list(counts)
            )
        )

    resolve = take  # the card's own choice never offers the card again

    def question(self, s, task):
        n = len(task["picked"]) + 1
        return tr(f"Choose resource {n} of 2.", f"Wybierz surowiec {n} z 2.")

    def fixed_labels(self):
        return {
            BACK: tr("Back", "Wstecz"),
            **{a: tr("Take ", "Weź ") + self.r.texts.goods(self.tail(a), 1) for a in PICKS},
        }

    def label(self, s, task, action):
        return self.fixed[action].label

    def detail(self, s, task, action):
        return None

    def hint(self, s, task, ids, seat):
        return codec.encode("bonus", "gold")
