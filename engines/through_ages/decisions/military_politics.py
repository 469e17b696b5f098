"""The defender's answer to an aggression (TA-11.3, TA-31.2): a private prompt to the target, who
is not on turn. Bonus cards add their defence value, any other military card discarded face down
adds 1; at most as many cards as the target's military actions. `pass` ends the defence (and is
the time-out default, TA-31.7: no defence). The table sees only the outcome."""

from __future__ import annotations

from engines.base import seat_name, tr
from engines.kit import codec
from engines.kit.tasks import Machine
from engines.through_ages import aggression, board, lw_himeji, pacts
from engines.through_ages.decisions.base import TtaDecision
from engines.through_ages.state import card_of, seat_put


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
        out += lw_himeji.defence_options(self.g, st, q, task)  # Himeji Castle (TA-46.12)
        # any card defends, so the window opens exactly when the hand (size) and actions allow
        return out + ["pass"] if out else ["skip"]

    def resolve(self, st, task, action, ev):
        if action in ("pass", "skip"):
            aggression.resolve_aggression(self.g, st, task, ev)
            return
        if action.startswith("himeji:"):
            Machine.push(st, [{**task, "himeji_defence": codec.decode(action)[1][0]}])
            return
        (inst,) = codec.decode(action)[1]
        hand = list(st.military_hand[task["who"]])
        hand.remove(inst)
        seat_put(st, "military_hand", task["who"], hand)
        aggression.discard(st, inst)  # face down; no event: only the outcome is public
        task = {**task, "defense": task["defense"] + defense_value(self.g, inst), "used": task["used"] + 1}
        Machine.push(st, [task])

    def need(self, st, task) -> int:
        attack, defence = pacts.attack_strength(self.g, st, task["by"], task["who"])
        attack += lw_himeji.value(self.g, task["himeji_attack"]) if task.get("himeji_attack") else 0
        if task.get("himeji_defence"):
            defence += lw_himeji.value(self.g, task["himeji_defence"]) + lw_himeji.BONUS
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
        if action.startswith("himeji:"):
            cid = codec.decode(action)[1][0]
            return tr("Himeji Castle: sacrifice ", "Zamek Himeji: poświęć ") + self.g.card[cid].title
        value = defense_value(self.g, codec.decode(action)[1][0])
        return super().label(st, task, action) + tr(f" (+{value})")

    def hint(self, st, task, ids, seat):
        """Defend only when the cards at hand can reach the attacker's strength."""
        need = self.need(st, task)
        sacrifice = [a for a in ids if a.startswith("himeji:")]
        if need > 0 and sacrifice:
            best = max(sacrifice, key=lambda a: lw_himeji.value(self.g, codec.decode(a)[1][0]))
            if lw_himeji.value(self.g, codec.decode(best)[1][0]) + lw_himeji.BONUS >= need:
                return best
        cards = [a for a in ids if a != "pass" and not a.startswith("himeji:")]
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


class HimejiAttack(TtaDecision):
    """TA-46.12: before the target defends, the attacker with Himeji Castle announces whether it
    sacrifices a unit (needed when the target is not weaker without it)."""

    kind = "himeji"

    def need(self, st, task) -> int:
        d = task["defend"]
        attack, defence = pacts.attack_strength(self.g, st, d["by"], d["who"])
        from engines.through_ages import lw_politics

        return defence + lw_politics.shield(self.g, st, d["who"]) - attack

    def choices(self, st, task):
        if "war" in task:  # TA-46.12: in a war, decided when it is resolved
            return lw_himeji.war_options(self.g, st, task["who"])
        return lw_himeji.attack_options(self.g, st, task["who"], self.need(st, task))

    def resolve(self, st, task, action, ev):
        if "war" in task:
            if action != "skip":
                for i in range(len(st.tasks) - 1, -1, -1):  # the war waiting below this step
                    if st.tasks[i].get("war") is task["war"] or st.tasks[i].get("war") == task["war"]:
                        st.tasks[i] = {
                            **st.tasks[i],
                            "war": {**st.tasks[i]["war"], task["key"]: codec.decode(action)[1][0]},
                        }
            return
        defend = dict(task["defend"])
        if action != "skip":
            defend["himeji_attack"] = codec.decode(action)[1][0]
        Machine.push(st, [defend])

    def question(self, st, task):
        return tr(
            "Himeji Castle: sacrifice a unit in this aggression?",
            "Zamek Himeji: poświęcić jednostkę w tej agresji?",
        )

    def label(self, st, task, action):
        if action == "skip":
            return tr("No sacrifice", "Bez poświęcenia")
        cid = codec.decode(action)[1][0]
        return tr("Sacrifice ", "Poświęć ") + self.g.card[cid].title + tr(" (+3 culture)", " (+3 kultury)")

    def hint(self, st, task, ids, seat):
        units = [a for a in ids if a != "skip"]
        if "war" in task:  # sacrifice the cheapest unit only when it turns the war
            return self.war_hint(st, task, units)
        if "skip" in ids or not units:
            return "skip" if "skip" in ids else ids[0]
        return min(units, key=lambda a: self.g.card[codec.decode(a)[1][0]].level)

    def war_hint(self, st, task, units):
        war = task["war"]
        mine, theirs = pacts.attack_strength(self.g, st, war["by"], war["target"])
        gap = (theirs - mine) if task["key"] == "himeji_attack" else (mine - theirs)
        for a in sorted(units, key=lambda a: lw_himeji.value(self.g, codec.decode(a)[1][0])):
            extra = lw_himeji.value(self.g, codec.decode(a)[1][0]) + (
                lw_himeji.BONUS if task["key"] == "himeji_defence" else 0
            )
            if 0 <= gap < extra:
                return a
        return "skip"
