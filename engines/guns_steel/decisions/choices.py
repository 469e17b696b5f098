"""Effect steps that branch: choose an opponent (GS-15 target_opponent), use an optional effect
(each_player with optional), choose one of two effects (choose_one)."""

from __future__ import annotations

from engines.base import Text, seat_letter, tr
from engines.guns_steel.decisions.base import Events, GSDecision, Task
from engines.guns_steel.log import say
from engines.guns_steel.rules import ACT, SKIP, opponents_from_left, seat_index
from engines.guns_steel.state import GSState
from engines.guns_steel.steps import push_steps
from engines.guns_steel.texts import seat_name, steps_text


class TargetOpponent(GSDecision):
    kind = "target_opponent"
    auto_single = True

    def choices(self, st: GSState, task: Task) -> list[str]:
        cond = task["s"]["condition"]
        opponents = opponents_from_left(st, task["seat"])
        return [f"target:{seat_letter(o)}" for o in opponents if self.r.meets(st, o, cond)]

    def resolve(self, st: GSState, task: Task, action: str, ev: Events) -> None:
        target = seat_index(action.split(":", 1)[1])
        say(ev, seat_name(task["seat"]), (" chooses ", " wybiera przeciwnika: "), seat_name(target))
        push_steps(st, task["s"]["steps"], task["seat"], task["card"], target)

    def option_label(self, st: GSState, task: Task, action: str) -> Text:
        return seat_name(seat_index(action.split(":", 1)[1]))

    def score(self, st: GSState, task: Task, action: str) -> float:
        return len(st.res_up[seat_index(action.split(":", 1)[1])])


class Offer(GSDecision):
    kind = "offer"

    def choices(self, st: GSState, task: Task) -> list[str]:
        return [ACT, SKIP]

    def resolve(self, st: GSState, task: Task, action: str, ev: Events) -> None:
        if action == ACT:
            push_steps(st, task["steps"], task["who"], task["card"])

    def question(self, st: GSState, task: Task) -> Text:
        return tr("Use this effect? ", "Skorzystać z efektu? ") + steps_text(task["steps"])

    def score(self, st: GSState, task: Task, action: str) -> float:
        return 1 if action == ACT else 0


class ChooseOne(GSDecision):
    kind = "choose_one"

    def choices(self, st: GSState, task: Task) -> list[str]:
        return [f"opt:{i + 1}" for i in range(len(task["s"]["options"]))]

    def resolve(self, st: GSState, task: Task, action: str, ev: Events) -> None:
        index = int(action.split(":", 1)[1]) - 1
        push_steps(st, task["s"]["options"][index], task["who"], task["card"])

    def option_label(self, st: GSState, task: Task, action: str) -> Text:
        return steps_text(task["s"]["options"][int(action.split(":", 1)[1]) - 1])
