"""Decisions of the military module's cards (TA-49): Development of Planning's pick, Freedom of
Movement's worker, Kidnapping's card. None is private with open civil hands; with secret hands
(TA-Q8) the engine makes Kidnapping's prompt private (`hands.HAND_DECISIONS`)."""

from __future__ import annotations

from engines.base import join_texts, seat_name, tr
from engines.kit import codec
from engines.kit.tasks import Machine
from engines.through_ages import expansion, hands
from engines.through_ages.decisions.act import best_by_value
from engines.through_ages.decisions.base import TtaDecision


class PlanPick(TtaDecision):
    """TA-49.1: each civilization picks one of the drawn Age A events for itself."""

    kind = "plan_pick"
    auto_single = True

    def choices(self, st, task):
        return [codec.encode("plan", c) for c in task["cards"]]

    def resolve(self, st, task, action, ev):
        (cid,) = codec.parse(action, "plan", str)
        Machine.push(
            st, [{"k": "run", "p": task["who"], "steps": expansion.own_steps(self.g.card[cid].steps)}]
        )

    def question(self, st, task):
        return tr(
            "Development of Planning: which event applies to your civilization?",
            "Rozwój planowania: które wydarzenie dotyczy twojej cywilizacji?",
        )

    def label(self, st, task, action):
        card = self.g.card[codec.parse(action, "plan", str)[0]]
        return card.title + tr(": ") + card.effect_text

    def hint(self, st, task, ids, seat):
        return best_by_value(self, st, task, ids, seat)


class MoveWorker(TtaDecision):
    """TA-49.5: move one worker to another technology, paying the difference, or not."""

    kind = "move_worker"

    def choices(self, st, task):
        return [*expansion.move_options(self.g, st, task["who"]), "skip"]

    def resolve(self, st, task, action, ev):
        if action != "skip":
            expansion.move_worker(self.g, st, task["who"], action, ev)

    def question(self, st, task):
        return tr(
            "Freedom of Movement: move one worker to another technology?",
            "Swoboda przemieszczania się: przenieść robotnika na inną technologię?",
        )

    def label(self, st, task, action):
        if action == "none":
            return tr("Take nothing", "Nie zabieraj niczego")
        if action == "skip":
            return super().label(st, task, action)
        low, high = codec.decode(action)[1]
        return tr("Move a worker: ", "Przenieś robotnika: ") + self.name(low) + tr(" → ") + self.name(high)

    def hint(self, st, task, ids, seat):
        return best_by_value(self, st, task, ids, seat)


class Kidnap(TtaDecision):
    """TA-49.9 to TA-49.11: the successful aggressor takes one civil card, or none."""

    kind = "kidnap"

    def choices(self, st, task):
        # TA-49.11: with a secret hand that holds cards the attacker always decides ("none" is not
        # passive), so the table cannot tell whether any card could be taken
        nothing = "none" if hands.secret(st) and st.hand[task["from"]] else "skip"
        return [*expansion.kidnap_choices(self.g, st, task["who"], task["from"]), nothing]

    def resolve(self, st, task, action, ev):
        if action not in ("skip", "none"):
            (cid,) = codec.parse(action, "kidnap", str)
            expansion.kidnap(self.g, st, task["who"], task["from"], cid, task["culture"], ev)

    def question(self, st, task):
        ask = tr("Kidnapping: which civil card do you take?", "Porwanie: którą kartę cywilną zabierasz?")
        if not hands.secret(st):
            return ask
        cards = [self.g.card[c].title for c in st.hand[task["from"]]]  # TA-49.11: the look, alone
        held = join_texts(cards) if cards else tr("none", "brak")
        return seat_name(task["from"]) + tr(" holds: ", " ma na ręce: ") + held + tr(". ") + ask

    def label(self, st, task, action):
        if action == "none":
            return tr("Take nothing", "Nie zabieraj niczego")
        if action == "skip":
            return super().label(st, task, action)
        return tr("Take ", "Zabierz ") + self.name(codec.parse(action, "kidnap", str)[0])

    def hint(self, st, task, ids, seat):
        cards = [a for a in ids if a not in ("skip", "none")]
        if not cards:
            return ids[-1]
        return max(cards, key=lambda a: self.g.card[a.split(":", 1)[1]].level)
