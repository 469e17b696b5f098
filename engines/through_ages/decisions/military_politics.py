"""The defender's answer to an aggression (TA-11.3, TA-31.2): a private prompt to the target, who
is not on turn. Bonus cards add their defence value, any other military card discarded face down
adds 1; at most as many cards as the target's military actions. `pass` ends the defence (and is
the time-out default, TA-31.7: no defence). The table sees only the outcome."""

from __future__ import annotations

from engines.base import seat_name, tr
from engines.kit import codec
from engines.kit.tasks import Machine
from engines.through_ages import aggression, board, pacts
from engines.through_ages.decisions.base import TtaDecision
from engines.through_ages.state import card_of


def defense_value(g, inst: str) -> int:
    card = g.card[card_of(inst)]
    return sum(s["defense"] for s in card.steps if s["op"] == "military_bonus") or 1


class Defend(TtaDecision):
    kind = "defend"
    private = True

    def choices(self, st, task):
        q = task["who"]
        out = []
        if task["used"] < board.military_total(self.g, st, q):
            for inst in dict.fromkeys(st.military_hand[q]):
                bonus = any(s["op"] == "military_bonus" for s in self.g.card[card_of(inst)].steps)
                out.append(codec.encode("bonus" if bonus else "discard", inst))
        # any card defends, so the window opens exactly when the hand (size) and actions allow
        return out + ["pass"] if out else ["skip"]

    def resolve(self, st, task, action, ev):
        if action in ("pass", "skip"):
            aggression.resolve_aggression(self.g, st, task, ev)
            return
        (inst,) = codec.decode(action)[1]
        hand = list(st.military_hand[task["who"]])
        hand.remove(inst)
        st.military_hand[task["who"]] = hand
        aggression.discard(st, inst)  # face down; no event: only the outcome is public
        task = {**task, "defense": task["defense"] + defense_value(self.g, inst), "used": task["used"] + 1}
        Machine.push(st, [task])

    def need(self, st, task) -> int:
        attack, defence = pacts.attack_strength(self.g, st, task["by"], task["who"])
        return attack - defence - task["defense"]

    def question(self, st, task):
        card = self.g.card[card_of(task["card"])]
        return (
            tr("Aggression ", "Agresja ")
            + card.title
            + tr(
                f": you need {max(0, self.need(st, task))} more defence to repel it. Play cards?",
                f": potrzebujesz jeszcze {max(0, self.need(st, task))} obrony, by ją odeprzeć. Zagrać karty?",
            )
        )

    def label(self, st, task, action):
        if action == "pass":
            return tr("No (more) defence", "Bez (dalszej) obrony")
        value = defense_value(self.g, codec.decode(action)[1][0])
        return super().label(st, task, action) + tr(f" (+{value})")

    def hint(self, st, task, ids, seat):
        """Defend only when the cards at hand can reach the attacker's strength."""
        need = self.need(st, task)
        cards = [a for a in ids if a != "pass"]
        if need <= 0 or not cards:
            return "pass"
        room = board.military_total(self.g, st, seat) - task["used"]
        best = sorted(cards, key=lambda a: -defense_value(self.g, codec.decode(a)[1][0]))
        reach = sum(defense_value(self.g, codec.decode(a)[1][0]) for a in best[:room])
        return best[0] if reach >= need else "pass"


class PactAnswer(TtaDecision):
    """TA-13.2, TA-31.3: the named partner accepts or refuses at once, by a private prompt; the
    time-out default is to refuse (`pass`, TA-31.7)."""

    kind = "pact_answer"
    private = True

    def choices(self, st, task):
        return ["accept", "pass"]

    def resolve(self, st, task, action, ev):
        pacts.answer(self.g, st, task, action == "accept", ev)

    def question(self, st, task):
        card = self.g.card[card_of(task["card"])]
        side = task["side"] if pacts.two_sided(self.g, card.id) else None
        yours = {"A": "B", "B": "A"}.get(side or "")
        role = tr(f" (you would take side {yours})", f" (wziąłbyś stronę {yours})") if yours else tr("")
        return (
            seat_name(task["by"])
            + tr(" offers you the pact ", " proponuje ci pakt ")
            + card.title
            + role
            + tr(": accept?", ": przyjmujesz?")
        )

    def label(self, st, task, action):
        return tr("Accept", "Przyjmij") if action == "accept" else tr("Refuse", "Odrzuć")

    def hint(self, st, task, ids, seat):
        cid = card_of(task["card"])
        if not pacts.two_sided(self.g, cid):
            return "accept"
        mine = "B" if task["side"] == "A" else "A"
        return "accept" if pacts.side_worth(self.g, cid, mine) >= 0 else "pass"
