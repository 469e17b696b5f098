"""The base of every Guns & Steel decision family: the engine's Rules, the passive answers'
labels, option labels shared by several families, and the heuristic agent's hint as a score."""

from __future__ import annotations

from typing import ClassVar

from engines.base import Option, Seat, Text, agent_pick, tr
from engines.guns_steel.data import EARTH, RESOURCES
from engines.guns_steel.log import Events
from engines.guns_steel.rules import ACT, DONE, PASS, SKIP, Rules
from engines.guns_steel.state import GSState
from engines.guns_steel.texts import step_text
from engines.kit.tasks import Decision, Task
from engines.kit.trusted import fast_model

PASSIVE_LABELS = {
    DONE: tr("Done", "Gotowe"),
    SKIP: tr("Skip", "Pomiń"),
    PASS: tr("Buy nothing", "Nic nie kupuję"),
    ACT: tr("Yes", "Tak"),
}
CARD_DETAIL_KINDS = frozenset({"res", "tech", "techoff", "react", "play", "activate", "buy"})


def option(action: str, label: Text, detail: Text | None) -> Option:
    """An option from values the engine made (its own ids and texts): no validation."""
    return fast_model(Option, {"id": action, "label": label, "detail": detail})


class GSDecision(Decision):
    # Actions whose label and detail never depend on the position: their options are built once
    # (a table per family) instead of for every prompt. (verb, what follows it) pairs, where what
    # follows is any card, any resource, a resource with a rung above it, or any wonder...
    FIXED_VERBS: ClassVar[tuple[tuple[str, str], ...]] = ()
    # ... and whole actions.
    FIXED_ACTIONS: ClassVar[tuple[str, ...]] = ()

    def __init__(self, rules: Rules):
        self.r = rules
        args = {
            "card": list(rules.cards),
            "resource": list(RESOURCES),
            "ladder": list(RESOURCES[:EARTH]),
            "wonder": list(rules.wonders),
        }
        actions = [f"{verb}:{arg}" for verb, kind in self.FIXED_VERBS for arg in args[kind]]
        self.fixed = {
            a: option(a, self.label(None, None, a), self.detail(None, None, a))
            for a in [*actions, *self.FIXED_ACTIONS]
        }

    def label(self, st: GSState, task: Task, action: str) -> Text:
        passive = PASSIVE_LABELS.get(action)
        return passive if passive is not None else self.option_label(st, task, action)

    def option_label(self, st: GSState, task: Task, action: str) -> Text:
        raise NotImplementedError

    def prompt_options(self, st: GSState, task: Task, ids: list[str]) -> list[Option]:
        fixed = self.fixed
        return [fixed.get(a) or option(a, self.label(st, task, a), self.detail(st, task, a)) for a in ids]

    def detail(self, st: GSState, task: Task, action: str) -> Text | None:
        """A card's effect under options that play, react with, activate or buy it."""
        kind, _, arg = action.partition(":")
        if kind in CARD_DETAIL_KINDS and arg in self.r.cards:
            return self.r.text.effect[arg]
        return None

    def question(self, st: GSState, task: Task) -> Text:
        """The effect step being resolved, after the card's name."""
        step = step_text(task["s"])
        return self.r.text.card_name[task["card"]] + tr(": ") + step if task.get("card") else step

    # ------------------------------------------------------------ shared labels

    def card_label(self, cid: str) -> Text:
        return self.r.text.card_label[cid]

    def resource_card(self, cid: str) -> Text:
        """The resource side of a tableau card: "Horse — Knight"."""
        return self.r.text.resource_card[cid]

    def wonder_label(self, wid: str) -> Text:
        return self.r.text.wonder_label[wid]

    # ------------------------------------------------------------ the heuristic agent

    def score(self, st: GSState, task: Task, action: str) -> float:
        """How much the heuristic agent likes an option (higher is better)."""
        return 0

    def hint(self, st: GSState, task: Task, ids: list[str], seat: Seat, salt: int = 0) -> str | None:
        """The best-scored option; ties broken by the agents' deterministic draw."""
        scores = [self.score(st, task, a) for a in ids]
        best = max(scores)
        top = [a for a, s in zip(ids, scores, strict=True) if s == best]
        return top[agent_pick(st, seat, salt, len(top))]

    def tech_value(self, cid: str) -> int:
        card = self.r.cards[cid]
        return 2 * card.vp + 2 * card.military_strength + len(card.steps)


def continue_count(st: GSState, task: Task, start_key: str) -> None:
    """Put a repeated step back with one repetition fewer ("left"), unless it was the last."""
    left = task.get("left", task["s"][start_key]) - 1
    if left:
        st.tasks.append({**task, "left": left})


__all__ = ["Events", "GSDecision", "Task", "continue_count", "option"]
