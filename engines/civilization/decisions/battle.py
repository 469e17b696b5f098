"""Battle turns (CV-23.4, CV-30.4), battle abilities (CV-23.4.9), loot (CV-23.6, CV-31.3) and China's
return of a killed unit. A battle turn is a private prompt: its options show the player's hand;
the table learns only the card played (the event)."""

from __future__ import annotations

from engines.base import Event
from engines.civilization import abilities, combat, culture, events, names, rules, spoils
from engines.civilization.decisions.common import CivDecision, push
from engines.civilization.texts import seat_name, tr
from engines.kit.codec import verb_of


def card_of(action: str) -> str:
    _, kind, base, *_ = action.split(":")
    return f"{kind}:{base}"


class BattleTurn(CivDecision):
    """Play one unit from the hand: a new front or an attack on a lone enemy unit; before it, a
    battle ability paid with a resource (Metalworking, Mathematics, Ballistics)."""

    kind = "battle"
    private = True

    def choices(self, st, task):
        b, side = st.battle, task["side"]
        if task.get("after"):  # CV-23.4.1 (3) / CV-31.5: an ability after the unit is played
            return [*self.paid_abilities(st, task), "skip"]
        hand = sorted(set(b.hands[side]))
        fronts = combat.open_fronts(b, side)
        ids = [f"open:{c}" for c in hand]
        ids += [f"hit:{c}:{f}" for c in hand for f in fronts]
        return ids + self.paid_abilities(st, task)

    def paid_abilities(self, st, task) -> list[str]:
        if combat.barbarian_side(st.battle.kind) == task["side"]:  # barbarians use none (CV-32.7)
            return []
        paid = abilities.ability_ids(self.tb, st, task["who"], "battle")
        paid += marker_payments(self.tb, st, task["who"])
        return [a for a in paid if self.useful(st, task, a)]

    def useful(self, st, task, action) -> bool:
        b, side = st.battle, task["side"]
        if task.get("plus"):
            return False
        if task.get("after") and self.ability_op(action)["op"] == "battle_plus_wounds":
            return False
        if self.ability_op(action)["op"] == "battle_plus_wounds":
            return bool(combat.open_fronts(b, side))
        return any(f.cards[1 - side] is not None for f in b.fronts)

    def kills(self, st, task, action) -> bool:
        b, side = st.battle, task["side"]
        amount = self.ability_op(action).get("amount", 0)
        return any(
            f.cards[1 - side] is not None
            and combat.side_strength(b, 1 - side, f.cards[1 - side]) - f.wounds[1 - side] <= amount
            for f in b.fronts
        )

    def ability_op(self, action: str) -> dict:
        _, tech_i, i, _ = action.split(":")
        tech = abilities.tech_names(self.tb)[int(tech_i)]
        key = self.tb.techs[tech].resource_abilities[int(i)].effect_key
        return self.tb.data.effects.resource_abilities[key][0]

    def resolve(self, st, task, action, ev):
        side, seat = task["side"], task["who"]
        verb = verb_of(action)
        if verb == "skip":
            return
        if verb in ("ab", "abm", "abg") and task.get("after"):
            self.pay(st, seat, action, ev)
            push(
                st,
                {"k": "battle_wound", "who": seat, "side": side, "amount": self.ability_op(action)["amount"]},
            )
            return
        if verb in ("ab", "abm", "abg"):  # CV-23.4.1 (1): an ability before the unit is played
            self.pay(st, seat, action, ev)
            step = self.ability_op(action)
            if step["op"] == "battle_plus_wounds":
                push(st, {**task, "plus": step["amount"]})
            else:
                push(st, {**task})
                push(st, {"k": "battle_wound", "who": seat, "side": side, "amount": step["amount"]})
            return
        card = card_of(action)
        hand_index = st.battle.hands[side].index(card)
        front = int(action.split(":")[3]) if verb == "hit" else None
        said = combat.play(
            self.tb, st, side, hand_index, front, task.get("plus", 0) if front is not None else 0
        )
        ev.append(Event(text=tr(f"{seat_name(seat).en}: {said.en}", f"{seat_name(seat).pl}: {said.pl}")))
        push(st, combat.next_task(st.battle))
        after = {"k": "battle", "who": seat, "side": side, "after": True}
        if self.paid_abilities(st, after):
            push(st, after)

    def pay(self, st, seat, action, ev) -> None:
        if verb_of(action) == "ab":
            abilities.use_ability(self.tb, st, seat, action, ev)
        elif verb_of(action) == "abg":
            _, tech_i, i, card_i = action.split(":")
            tech = abilities.tech_names(self.tb)[int(tech_i)]
            events.pay_with_gift(
                self.tb, st, seat, tech, int(i), culture.card_at(self.tb, int(card_i)).name, ev
            )
        else:
            abilities.pay_with_marker(self.tb, st, seat, action, ev)

    def question(self, st, task):
        b = st.battle
        if task.get("after"):
            return tr(
                "Battle: use an ability after your unit?", "Bitwa: użyć zdolności po zagraniu jednostki?"
            )
        en = "Battle: play a unit from your hand"
        pl = "Bitwa: zagraj jednostkę z ręki"
        if combat.barbarian_side(b.kind) == task["side"]:
            en, pl = en + " (you lead the barbarians)", pl + " (dowodzisz barbarzyńcami)"
        return tr(en + ".", pl + ".")

    def label(self, st, task, action):
        b, side = st.battle, task["side"]
        verb = verb_of(action)
        if verb == "skip":
            return tr("No ability", "Bez zdolności")
        if verb in ("ab", "abm", "abg"):
            _, tech_i, _, pay = action.split(":")
            tech = abilities.tech_names(self.tb)[int(tech_i)]
            tech_pl = names.tech(self.tb, tech).pl
            if verb == "abg":
                gift = names.culture_card(self.tb, culture.card_at(self.tb, int(pay)).name)
                return tr(f"Use {tech} (pay with {gift.en})", f"Użyj: {tech_pl} (płacisz kartą {gift.pl})")
            if verb == "abm":
                return tr(
                    f"Use {tech} (pay your {pay} hut/village marker)",
                    f"Użyj: {tech_pl} (płacisz znacznikiem chatki/wioski: {names.resource(self.tb, pay).pl})",
                )
            paid = names.resources(self.tb, pay.split("."))
            return tr(f"Use {tech} (pay {paid.en})", f"Użyj: {tech_pl} (płacisz {paid.pl})")
        mine = combat.card_text(card_of(action), b.ranks[side], b.plus[side])
        if verb == "open":
            return tr(f"{mine.en}: new front", f"{mine.pl}: nowy front")
        f = int(action.split(":")[3])
        enemy = b.fronts[f].cards[1 - side]
        theirs = combat.card_text(enemy, b.ranks[1 - side], b.plus[1 - side])
        return tr(
            f"{mine.en} attacks {theirs.en} (front {f + 1})", f"{mine.pl} atakuje {theirs.pl} (front {f + 1})"
        )

    def hint(self, st, task, ids, seat):
        b, side = st.battle, task["side"]
        if task.get("after"):  # wounds that kill are worth the token
            return next((a for a in ids if a != "skip" and self.kills(st, task, a)), "skip")
        plays = [a for a in ids if verb_of(a) in ("open", "hit")]
        abilities_ = [a for a in ids if verb_of(a) in ("ab", "abm", "abg")]
        if abilities_ and any(verb_of(a) == "hit" for a in plays):
            return abilities_[0]

        def score(action: str) -> float:
            card = card_of(action)
            if verb_of(action) == "open":  # a strong unit alone is harder to kill
                return -0.5 + combat.side_strength(b, side, card) / 20
            front = int(action.split(":")[3])
            return combat.attack_value(self.tb, b, side, card, front, task.get("plus", 0))

        return max(plays, key=score) if plays else ids[0]


def marker_payments(tb, st, seat: int) -> list[str]:
    """Battle abilities paid with a face-down hut or village marker (CV-20.3.1: a marker is a
    resource); only in this private prompt, so the marker's content stays hidden from the table
    until it is spent."""
    civ = st.civs[seat]
    out = []
    for tech in civ.all_techs():
        for i, ability in enumerate(tb.techs[tech].resource_abilities):
            if ability.phase != "battle" or f"ab:{tech}:{i}" in civ.used or len(ability.cost) != 1:
                continue
            if ability.cost[0] in civ.markers:
                out.append(f"abm:{tb.tech_index[tech]}:{i}:{ability.cost[0]}")
            out += [
                f"abg:{tb.tech_index[tech]}:{i}:{culture.card_index(tb, gift)}"
                for gift in events.gifts_for(tb, st, seat, ability.cost[0])
            ]
    return out


class BattleWound(CivDecision):
    """Mathematics / Ballistics: up to `amount` wounds divided as the player likes among enemy units
    in play (the card's text), one unit at a time (CV-23.4.9)."""

    kind = "battle_wound"
    auto_single = True

    def left(self, st, task, f: int) -> int:
        b, side = st.battle, task["side"]
        front = b.fronts[f]
        return combat.side_strength(b, 1 - side, front.cards[1 - side]) - front.wounds[1 - side]

    def choices(self, st, task):
        side = task["side"]
        ids = []
        for i, f in enumerate(st.battle.fronts):
            if f.cards[1 - side] is not None:
                ids += [f"front:{i}:{n}" for n in range(1, min(task["amount"], self.left(st, task, i)) + 1)]
        return [*ids, "done"] if ids and task.get("split") else ids

    def resolve(self, st, task, action, ev):
        if action == "done":
            return
        _, f, n = action.split(":")
        f, n = int(f), int(n)
        side = task["side"]
        enemy = st.battle.fronts[f].cards[1 - side]
        theirs = combat.card_text(enemy, st.battle.ranks[1 - side], st.battle.plus[1 - side])
        died = combat.wound(st, side, f, n)
        dead = tr(" It is killed.", " Zostaje zabita.") if died else tr("", "")
        ev.append(
            Event(text=tr(f"{n} wounds on {theirs.en}.{dead.en}", f"{n} ran dla: {theirs.pl}.{dead.pl}"))
        )
        if task["amount"] > n:
            push(st, {**task, "amount": task["amount"] - n, "split": True})

    def question(self, st, task):
        return tr(
            f"Which enemy unit takes wounds ({task['amount']} left)?",
            f"Która wroga jednostka otrzymuje rany (zostało: {task['amount']})?",
        )

    def label(self, st, task, action):
        if action == "done":
            return tr("No more wounds", "Koniec ran")
        side = task["side"]
        _, f, n = action.split(":")
        enemy = st.battle.fronts[int(f)].cards[1 - side]
        theirs = combat.card_text(enemy, st.battle.ranks[1 - side], st.battle.plus[1 - side])
        return tr(f"{n} on {theirs.en} (front {int(f) + 1})", f"{n} dla: {theirs.pl} (front {int(f) + 1})")

    def hint(self, st, task, ids, seat):
        """Kill the strongest unit the wounds can kill, with just enough; else all on the weakest."""
        fronts = {int(a.split(":")[1]) for a in ids if a != "done"}
        if not fronts:
            return "done"
        need = {f: self.left(st, task, f) for f in fronts}
        killable = [f for f in fronts if need[f] <= task["amount"]]
        f = max(killable, key=need.get) if killable else min(fronts, key=need.get)
        return f"front:{f}:{min(need[f], task['amount'])}"


class Loot(CivDecision):
    """The winner's loot (CV-23.6.1, CV-23.6.2; with option loot=faq2013 the points of CV-31.3)."""

    kind = "loot"

    def choices(self, st, task):
        return spoils.loot_choices(self.tb, st, task)

    def resolve(self, st, task, action, ev):
        cost = spoils.take_loot(self.tb, st, task, action, ev)
        ev.append(
            Event(
                text=tr(
                    f"{seat_name(task['who']).en} takes as loot: {self.label(st, task, action).en}.",
                    f"{seat_name(task['who']).pl} bierze jako łup: {self.label(st, task, action).pl}.",
                )
            )
        )
        if task["points"] > cost:
            push(st, {**task, "points": task["points"] - cost})

    def question(self, st, task):
        return tr(
            f"Loot from {seat_name(task['from']).en}: choose.",
            f"Łup od gracza {seat_name(task['from']).pl}: wybierz.",
        )

    def label(self, st, task, action):
        verb, _, arg = action.partition(":")
        if verb == "trade":
            return tr("up to 3 trade", "do 3 handlu")
        if verb == "culture":
            return tr("up to 3 culture", "do 3 kultury")
        if verb == "coin":
            return tr(f"a coin token off {arg}", f"żeton monety z karty {names.tech(self.tb, arg).pl}")
        if verb == "tech":
            return tr(f"the tech {arg}", f"technologia {names.tech(self.tb, arg).pl}")
        if verb == "card":
            return tr("a culture event card (blind)", "karta wydarzenia kulturalnego (w ciemno)")
        parts = [
            tr("a hut or village marker (blind)", "znacznik chatki lub wioski (w ciemno)")
            if t == "marker"
            else names.resource(self.tb, t)
            for t in arg.split(".")
        ]
        return tr(" + ".join(n.en for n in parts), " + ".join(n.pl for n in parts))

    def hint(self, st, task, ids, seat):
        order = ("tech", "two", "card", "res", "trade", "coin", "culture")
        return min(ids, key=lambda a: order.index(verb_of(a)))


class ChinaReturn(CivDecision):
    """China (CV-5.6): one of its units killed in the battle goes back to its standing forces."""

    kind = "china_return"

    def choices(self, st, task):
        return [f"unit:{c}" for c in task["cards"]] + ["skip"]

    def resolve(self, st, task, action, ev):
        if action == "skip":
            return
        card = action.split(":", 1)[1]
        if combat.unbury(st, card):
            seat = task["who"]
            rules.update(st, seat, standing=[*st.civs[seat].standing, card])
            ev.append(
                Event(
                    text=tr(
                        f"{seat_name(seat).en} takes back a unit killed in the battle.",
                        f"{seat_name(seat).pl} odzyskuje jednostkę zabitą w bitwie.",
                    )
                )
            )

    def question(self, st, task):
        return tr(
            "China: take back one unit killed in the battle?", "Chiny: odzyskać jednostkę zabitą w bitwie?"
        )

    def label(self, st, task, action):
        if action == "skip":
            return tr("No", "Nie")
        return combat.card_text(action.split(":", 1)[1], st.civs[task["who"]].ranks)

    def hint(self, st, task, ids, seat):
        units = [a for a in ids if a != "skip"]
        return max(units, key=lambda a: int(a.rsplit(":", 1)[1])) if units else "skip"
