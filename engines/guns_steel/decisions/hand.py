"""Cards played from hand in the first phases: the starting resource (GS-4.7), the Resource phase
(GS-6) and the Technology phase (GS-7). The options list the hand: private prompts."""

from __future__ import annotations

from engines.base import Option, Text, tr
from engines.guns_steel.data import RES_INDEX
from engines.guns_steel.decisions.base import Events, GSDecision, Task, option
from engines.guns_steel.log import log, say
from engines.guns_steel.rules import Rules
from engines.guns_steel.state import GSState
from engines.guns_steel.steps import move_card, push_steps
from engines.guns_steel.texts import res_name, seat_name


def hand_options(r: Rules, verb: str, labels: dict[str, Text], by_card: bool = True) -> dict[str, Option]:
    """The option of every card "<verb>:<card>", built once: the card's effect as detail (as
    GSDecision.detail gives it) and the label of the card (`by_card`) or of the whole id."""
    effect = r.text.effect
    out = {}
    for cid in r.cards:
        action = f"{verb}:{cid}"
        out[action] = option(action, labels[cid if by_card else action], effect[cid])
    return out


class PlaceFromHand(GSDecision):
    """A card from hand goes resource side up; the families differ in their words only."""

    private = True
    prompt: Text
    verb: tuple[str, str]  # " places ...: " in English and Polish

    def __init__(self, rules: Rules):
        super().__init__(rules)
        self.options = hand_options(rules, "res", rules.text.card_label)

    def choices(self, st: GSState, task: Task) -> list[str]:
        return [f"res:{c}" for c in st.hands[task["who"]]]

    def allows(self, st: GSState, task: Task, action: str) -> bool:
        """The one card checked: "res:" and a card of the hand, as `choices` lists them."""
        return action.startswith("res:") and action[4:] in st.hands[task["who"]]

    def resolve(self, st: GSState, task: Task, action: str, ev: Events) -> None:
        seat, cid = task["who"], action.split(":", 1)[1]
        move_card(st, seat, cid, "hands", "res_up")
        who, res, name = seat_name(seat), res_name(self.r.cards[cid].resource), self.r.text.card_name[cid]
        en, pl = self.verb
        log(ev, f"{who.en}{en}{res.en} ({name.en})", f"{who.pl}{pl}{res.pl} ({name.pl})")

    def question(self, st: GSState, task: Task) -> Text:
        return self.prompt

    def option_label(self, st: GSState, task: Task, action: str) -> Text:
        return self.card_label(action.split(":", 1)[1])

    def prompt_options(self, st: GSState, task: Task, ids: list[str]) -> list[Option]:
        """A card of the hand per option: its label and effect read from the tables at once."""
        return [self.options[a] for a in ids]

    def score(self, st: GSState, task: Task, action: str) -> float:
        cid = action.split(":", 1)[1]
        return -self.tech_value(cid) + RES_INDEX[self.r.cards[cid].resource] / 10


class StartResource(PlaceFromHand):
    """GS-4.7: the listed seats place a starting card resource side up."""

    kind = "start_res"
    prompt = tr(
        "Choose a starting card to place resource side up.", "Wybierz kartę startową do wyłożenia jako zasób."
    )
    verb = (" places a starting resource: ", " wykłada zasób startowy: ")


class PlayResource(PlaceFromHand):
    """GS-6.1: the Resource phase."""

    kind = "resource"
    prompt = tr(
        "Resource phase: play a card from hand as a resource.",
        "Faza Zasobów: zagraj kartę z ręki jako zasób.",
    )
    verb = (" plays a resource: ", " zagrywa zasób: ")


TECH_QUESTION = tr(
    "Technology phase: play a card as a technology, with or without its effect.",
    "Faza Technologii: zagraj kartę jako technologię, z efektem lub bez.",
)


class PlayTech(GSDecision):
    """GS-7.1/7.2 in one choice: play a card and activate it ("tech:") or not ("techoff:")."""

    kind = "tech"
    private = True

    def __init__(self, rules: Rules):
        super().__init__(rules)
        labels = rules.text.card_label
        self.labels = {
            **{f"tech:{c}": tr("Play and activate: ", "Zagraj i aktywuj: ") + labels[c] for c in labels},
            **{
                f"techoff:{c}": tr("Play without effect: ", "Zagraj bez efektu: ") + labels[c] for c in labels
            },
        }
        self.options = {
            **hand_options(rules, "tech", self.labels, by_card=False),
            **hand_options(rules, "techoff", self.labels, by_card=False),
        }

    def choices(self, st: GSState, task: Task) -> list[str]:
        seat = task["who"]
        have = self.r.counts(st, seat)
        out = []
        for c in st.hands[seat]:
            if self.r.can_activate(st, seat, c, have):
                out.append(f"tech:{c}")
            out.append(f"techoff:{c}")
        return out

    def allows(self, st: GSState, task: Task, action: str) -> bool:
        kind, _, cid = action.partition(":")
        seat = task["who"]
        if kind not in ("tech", "techoff") or cid not in st.hands[seat]:
            return False
        return kind == "techoff" or self.r.can_activate(st, seat, cid)

    def resolve(self, st: GSState, task: Task, action: str, ev: Events) -> None:
        """GS-7.1: the card goes tech side up; GS-7.2: its effect resolves if activated."""
        seat = task["who"]
        kind, cid = action.split(":", 1)
        move_card(st, seat, cid, "hands", "tech_up")
        name = self.r.text.card_name[cid]
        if kind == "techoff":
            say(
                ev,
                seat_name(seat),
                (" plays without activating ", " zagrywa kartę "),
                name,
                ("", " bez aktywacji"),
            )
            return
        say(ev, seat_name(seat), (" plays and activates ", " zagrywa i aktywuje kartę "), name)
        push_steps(st, self.r.cards[cid].steps, seat, cid)

    def question(self, st: GSState, task: Task) -> Text:
        return TECH_QUESTION

    def option_label(self, st: GSState, task: Task, action: str) -> Text:
        return self.labels[action]

    def prompt_options(self, st: GSState, task: Task, ids: list[str]) -> list[Option]:
        return [self.options[a] for a in ids]

    def score(self, st: GSState, task: Task, action: str) -> float:
        cid = action.split(":", 1)[1]
        return self.tech_value(cid) + (3 if self.r.can_activate(st, task["who"], cid) else 0)
