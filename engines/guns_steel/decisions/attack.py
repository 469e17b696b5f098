"""Decisions of an attack (GS-8): the defenders' reactions, and what a defeated or targeted player
gives up (resources, a resource to the attacker, a wonder)."""

from __future__ import annotations

from engines.base import Text, tr
from engines.guns_steel.data import RES_INDEX, SPACE
from engines.guns_steel.decisions.base import Events, GSDecision, Task
from engines.guns_steel.log import say
from engines.guns_steel.rules import DONE
from engines.guns_steel.state import GSState, put
from engines.guns_steel.steps import exhaust, move_card
from engines.guns_steel.texts import res_acc, seat_name, step_text


class React(GSDecision):
    """GS-8.3 (a) reaction cards from hand, (b) exhaust resources whose tech side is Military/Tactic.
    The options list reaction cards in hand: a private prompt."""

    kind = "react"
    FIXED_VERBS = (("react", "card"), ("flip", "card"))
    FIXED_ACTIONS = (DONE,)
    private = True

    def choices(self, st: GSState, task: Task) -> list[str]:
        seat = task["who"]
        cards = self.r.cards
        out = [f"react:{c}" for c in st.hands[seat] if cards[c].reaction]
        out += [f"flip:{c}" for c in st.res_up[seat] if cards[c].tech_type in ("military", "tactic")]
        return out + [DONE]

    def resolve(self, st: GSState, task: Task, action: str, ev: Events) -> None:
        seat = task["who"]
        if action == DONE:
            put(st, "attack", {**st.attack, "responded": st.attack["responded"] + [seat]})
            return
        kind, cid = action.split(":", 1)
        name = self.r.text.card_name[cid]
        if kind == "react":
            move_card(st, seat, cid, "hands", "tech_up")
            say(ev, seat_name(seat), (" reacts with ", " reaguje kartą "), name)
        else:
            exhaust(st, seat, cid)
            say(
                ev,
                seat_name(seat),
                (" exhausts a resource to turn up ", " wyczerpuje zasób i odkrywa kartę "),
                name,
            )
        st.tasks.append(task)

    def question(self, st: GSState, task: Task) -> Text:
        # neutral wording: the same text is the public summary of who is deciding what
        attack = st.attack or {}
        attacker = self.r.strength(st, attack.get("attacker", 0))
        defender = self.r.strength(st, task["who"])
        return (
            tr("Attack with ", "Atak kartą ")
            + self.r.text.card_name[attack.get("card", "C03")]
            + tr(
                f" (strength {attacker} against the defender's {defender}). React?",
                f" (siła {attacker} przeciw {defender} broniącego się). Reakcja?",
            )
        )

    def option_label(self, st: GSState, task: Task, action: str) -> Text:
        kind, cid = action.split(":", 1)
        return self.card_label(cid) if kind == "react" else self.resource_card(cid)

    def score(self, st: GSState, task: Task, action: str) -> float:
        if action == DONE:
            return 0.5
        attack = st.attack or {}
        behind = self.r.strength(st, attack.get("attacker", 0)) - self.r.strength(st, task["who"])
        return self.r.cards[action.split(":", 1)[1]].military_strength if behind >= 0 else -1


class Consequence(GSDecision):
    """A defeated or targeted player chooses what to give up."""

    auto_single = True

    def question(self, st: GSState, task: Task) -> Text:
        return tr("You were defeated or targeted: ", "Przegrana lub cel efektu: ") + step_text(task["s"])

    def option_label(self, st: GSState, task: Task, action: str) -> Text:
        return self.resource_card(action.split(":", 1)[1])

    def score(self, st: GSState, task: Task, action: str) -> float:
        return -RES_INDEX[self.r.cards[action.split(":", 1)[1]].resource]


class LoseResources(Consequence):
    """GS-8.6 / D-23: pick cards one at a time; only picks that lead to a minimal set. A Space
    covers two units (GS-2.5.3)."""

    kind = "lose_resources"
    FIXED_VERBS = (("lose", "card"),)

    def choices(self, st: GSState, task: Task) -> list[str]:
        goal = task["s"]["units"]
        k0, m0 = task.get("n_other", 0), task.get("n_space", 0)
        cards = st.res_up[task["who"]]
        res_of = self.r.res_of
        spaces = sum(1 for c in cards if res_of[c] == SPACE)
        others = len(cards) - spaces
        if others + 2 * spaces + k0 + 2 * m0 <= goal:  # D-10: too little, everything goes
            return [f"lose:{c}" for c in cards]

        def reachable(k_min: int, m_min: int) -> bool:
            for k in range(k_min, k0 + others + 1):
                for m in range(m_min, m0 + spaces + 1):
                    total = k + 2 * m
                    if total >= goal and (k == 0 or total == goal) and (m == 0 or total <= goal + 1):
                        return True
            return False

        other_ok = others > 0 and reachable(k0 + 1, m0)
        space_ok = spaces > 0 and reachable(k0, m0 + 1)
        return [f"lose:{c}" for c in cards if (space_ok if res_of[c] == SPACE else other_ok)]

    def resolve(self, st: GSState, task: Task, action: str, ev: Events) -> None:
        seat, cid = task["who"], action.split(":", 1)[1]
        is_space = self.r.res_of[cid] == SPACE
        exhaust(st, seat, cid)
        say(ev, seat_name(seat), (" loses ", " traci "), res_acc(self.r.cards[cid].resource))
        k, m = task.get("n_other", 0) + (not is_space), task.get("n_space", 0) + is_space
        if k + 2 * m < task["s"]["units"] and st.res_up[seat]:
            st.tasks.append({**task, "n_other": k, "n_space": m})


class GiveResource(Consequence):
    """GS-8.6 give a resource / D-22: the giver exhausts, the taker gains a temporary one."""

    kind = "take_resource"
    FIXED_VERBS = (("give", "card"),)

    def choices(self, st: GSState, task: Task) -> list[str]:
        return [f"give:{c}" for c in st.res_up[task["who"]]]

    def resolve(self, st: GSState, task: Task, action: str, ev: Events) -> None:
        giver, cid = task["who"], action.split(":", 1)[1]
        exhaust(st, giver, cid)
        resource = self.r.cards[cid].resource
        st.temp.append(resource)
        say(
            ev,
            seat_name(giver),
            (" gives ", " oddaje "),
            res_acc(resource),
            (" to ", " graczowi "),
            seat_name(task["seat"]),
        )


class SurrenderWonder(Consequence):
    kind = "surrender_wonder"
    FIXED_VERBS = (("wonder", "wonder"),)

    def choices(self, st: GSState, task: Task) -> list[str]:
        return [f"wonder:{w}" for w in st.owned_wonders[task["who"]]]

    def resolve(self, st: GSState, task: Task, action: str, ev: Events) -> None:
        loser, wid = task["who"], action.split(":", 1)[1]
        st.owned_wonders = [list(w) for w in st.owned_wonders]  # shared: replace, never edit
        st.owned_wonders[loser].remove(wid)
        st.owned_wonders[task["seat"]].append(wid)
        name = self.r.text.wonder_name[wid]
        say(
            ev,
            seat_name(loser),
            (" hands over ", " oddaje "),
            name,
            (" to ", " graczowi "),
            seat_name(task["seat"]),
        )

    def option_label(self, st: GSState, task: Task, action: str) -> Text:
        return self.wonder_label(action.split(":", 1)[1])

    def score(self, st: GSState, task: Task, action: str) -> float:
        return -self.r.wonders[action.split(":", 1)[1]].vp
