"""Paying a resource ability with a gift card (A Generous Gift, A Princely Gift) or a face-down
hut/village marker outside battle (CV-18.3.1, CV-18.2.3, CV-16.2).

The public prompts of City Management, Movement and Trade offer one neutral option per ability
("pay with a culture card or a hut/village marker…", `abilities.hidden_pay_ids`); it opens this
private decision, where the player picks what to pay with or goes back. Only the payment made is told
to the table: a gift card is revealed as it is played (CV-16.2), a marker is spent as the one
resource the ability costs."""

from __future__ import annotations

from engines.civilization import abilities, culture, events, names, rules
from engines.civilization.decisions.common import CivDecision
from engines.civilization.texts import tr
from engines.kit.codec import verb_of


def open_hidden_pay(st, seat: int, action: str) -> dict:
    """The private task behind a public `abp:tech:i` option."""
    _, tech_i, i = action.split(":")
    return {"k": "hidden_pay", "who": seat, "tech": int(tech_i), "i": int(i)}


class HiddenPay(CivDecision):
    kind = "hidden_pay"
    private = True

    def choices(self, st, task):
        tech = abilities.tech_names(self.tb)[task["tech"]]
        token = self.tb.techs[tech].resource_abilities[task["i"]].cost[0]
        civ = st.civs[task["who"]]
        at = f"{task['tech']}:{task['i']}"
        kinds = sorted(set(civ.markers)) if token == "any" else [token] if token in civ.markers else []
        ids = [f"abm:{at}:{kind}" for kind in kinds]
        ids += [
            f"abg:{at}:{culture.card_index(self.tb, gift)}"
            for gift in events.gifts_for(self.tb, st, task["who"], token)
        ]
        return [*ids, "back"]

    def resolve(self, st, task, action, ev):
        seat = task["who"]
        verb = verb_of(action)
        if verb == "back":
            return
        if verb == "abm":
            abilities.pay_with_marker(self.tb, st, seat, action, ev)
        else:
            tech = abilities.tech_names(self.tb)[task["tech"]]
            gift = culture.card_at(self.tb, int(action.split(":")[3])).name
            events.pay_with_gift(self.tb, st, seat, tech, task["i"], gift, ev)
        abilities.start_ability(self.tb, st, seat, action)

    def question(self, st, task):
        tech = abilities.tech_names(self.tb)[task["tech"]]
        return tr(
            f"{tech}: pay with which card or marker? (only you see this)",
            f"{rules.tech_text(self.tb, tech).pl}: czym zapłacić? (widzisz to tylko ty)",
        )

    def label(self, st, task, action):
        verb = verb_of(action)
        if verb == "back":
            return tr("Back (nothing paid)", "Wróć (bez płacenia)")
        pay = action.split(":")[3]
        if verb == "abm":
            marker = names.resource(self.tb, pay)
            return tr(f"Your {marker.en} hut/village marker", f"Twój znacznik chatki/wioski: {marker.pl}")
        gift = names.culture_card(self.tb, culture.card_at(self.tb, int(pay)).name)
        return tr(f"Your card {gift.en}", f"Twoja karta {gift.pl}")

    def fixed_ids(self):
        return ["back"]

    def hint(self, st, task, ids, seat):
        return ids[0]


def hidden_pay_label(tb, action: str):
    """The public option: the ability, never what could pay for it."""
    tech = abilities.tech_names(tb)[int(action.split(":")[1])]
    return tr(
        f"{tech}: pay with a culture card or a hut/village marker…"[:95],
        f"{rules.tech_text(tb, tech).pl}: zapłać kartą kultury lub znacznikiem chatki/wioski…"[:95],
    )
