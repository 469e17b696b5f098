"""Effects that give resources: a resource of the player's choice, and renewing cards (GS-2.7)."""

from __future__ import annotations

from engines.base import Text
from engines.guns_steel.data import RES_INDEX
from engines.guns_steel.decisions.base import Events, GSDecision, Task, continue_count
from engines.guns_steel.log import say
from engines.guns_steel.rules import DONE
from engines.guns_steel.state import GSState
from engines.guns_steel.steps import renew
from engines.guns_steel.texts import res_acc, res_name, seat_name


class GainChoice(GSDecision):
    kind = "gain_choice"
    FIXED_VERBS = (("gain", "resource"),)
    auto_single = True

    def choices(self, st: GSState, task: Task) -> list[str]:
        return [f"gain:{r}" for r in task["s"]["options"]]

    def resolve(self, st: GSState, task: Task, action: str, ev: Events) -> None:
        resource = action.split(":", 1)[1]
        st.temp.append(resource)
        say(ev, seat_name(task["who"]), (" gains ", " otrzymuje "), res_acc(resource))
        continue_count(st, task, "count")

    def option_label(self, st: GSState, task: Task, action: str) -> Text:
        return res_name(action.split(":", 1)[1])

    def score(self, st: GSState, task: Task, action: str) -> float:
        return RES_INDEX[action.split(":", 1)[1]]


class Replenish(GSDecision):
    """GS-2.7: flip tech side -> resource side; the resolving card itself is eligible (GS-7.3)."""

    kind = "replenish"
    FIXED_VERBS = (("renew", "card"),)
    FIXED_ACTIONS = (DONE,)

    def choices(self, st: GSState, task: Task) -> list[str]:
        s = task["s"]
        out = [f"renew:{c}" for c in self.r.renewable(st, task["who"], s["resource"])]
        if out and s.get("up_to"):
            out.append(DONE)
        return out

    def resolve(self, st: GSState, task: Task, action: str, ev: Events) -> None:
        if action == DONE:
            return
        seat, cid = task["who"], action.split(":", 1)[1]
        renew(st, seat, cid)
        name = self.r.text.card_name[cid]
        say(
            ev,
            seat_name(seat),
            (" renews ", " odnawia "),
            res_acc(self.r.cards[cid].resource),
            " (",
            name,
            ")",
        )
        continue_count(st, task, "count")

    def option_label(self, st: GSState, task: Task, action: str) -> Text:
        return self.resource_card(action.split(":", 1)[1])

    def score(self, st: GSState, task: Task, action: str) -> float:
        return -1 if action == DONE else RES_INDEX[self.r.cards[action.split(":", 1)[1]].resource]
