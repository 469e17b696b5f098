"""Military effects (GS-7.7): play Military cards from hand (a private prompt: it lists the hand),
then activate one of them, or activate a Military card already in the tableau."""

from __future__ import annotations

from engines.base import Text, tr
from engines.guns_steel.decisions.base import Events, GSDecision, Task, continue_count
from engines.guns_steel.log import say
from engines.guns_steel.rules import DONE
from engines.guns_steel.state import GSState
from engines.guns_steel.steps import move_card, push, push_steps
from engines.guns_steel.texts import seat_name


class PlayMilitary(GSDecision):
    """GS-7.7: play Military cards from hand; activating one of them is then mandatory."""

    kind = "play_military_from_hand"
    FIXED_VERBS = (("play", "card"),)
    FIXED_ACTIONS = (DONE,)
    private = True

    def choices(self, st: GSState, task: Task) -> list[str]:
        left = task.get("left", task["s"]["max"])
        hand = st.hands[task["who"]]
        out = [f"play:{c}" for c in hand if self.r.cards[c].tech_type == "military"] if left else []
        return out + [DONE]

    def resolve(self, st: GSState, task: Task, action: str, ev: Events) -> None:
        seat = task["who"]
        played = task.get("played", [])
        if action != DONE:
            cid = action.split(":", 1)[1]
            move_card(st, seat, cid, "hands", "tech_up")
            say(ev, seat_name(seat), (" plays ", " zagrywa "), self.r.text.card_name[cid])
            left = task.get("left", task["s"]["max"]) - 1
            st.tasks.append({**task, "left": left, "played": played + [cid]})
            return
        if task["s"].get("activate_one_played") and played:
            push(st, [{"k": "activate_played", "who": seat, "played": played}])

    def option_label(self, st: GSState, task: Task, action: str) -> Text:
        return self.card_label(action.split(":", 1)[1])

    def score(self, st: GSState, task: Task, action: str) -> float:
        return 0 if action == DONE else self.r.cards[action.split(":", 1)[1]].military_strength + 1


class Activate(GSDecision):
    auto_single = True

    def resolve(self, st: GSState, task: Task, action: str, ev: Events) -> None:
        seat, cid = task["who"], action.split(":", 1)[1]
        self.repeat(st, task)
        say(ev, seat_name(seat), (" activates ", " aktywuje kartę "), self.r.text.card_name[cid])
        push_steps(st, self.r.cards[cid].steps, seat, cid)

    def repeat(self, st: GSState, task: Task) -> None:
        pass

    def option_label(self, st: GSState, task: Task, action: str) -> Text:
        return self.card_label(action.split(":", 1)[1])

    def score(self, st: GSState, task: Task, action: str) -> float:
        return self.r.cards[action.split(":", 1)[1]].military_strength


class ActivatePlayed(Activate):
    kind = "activate_played"
    FIXED_VERBS = (("activate", "card"),)

    def choices(self, st: GSState, task: Task) -> list[str]:
        return [f"activate:{c}" for c in task["played"] if c in st.tech_up[task["who"]]]

    def question(self, st: GSState, task: Task) -> Text:
        return tr("Activate one of the cards you played.", "Aktywuj jedną z zagranych kart.")


class ActivateInTableau(Activate):
    kind = "activate_military_in_tableau"
    FIXED_VERBS = (("activate", "card"),)

    def choices(self, st: GSState, task: Task) -> list[str]:
        return [f"activate:{c}" for c in st.tech_up[task["who"]] if self.r.cards[c].tech_type == "military"]

    def repeat(self, st: GSState, task: Task) -> None:
        continue_count(st, task, "count")
