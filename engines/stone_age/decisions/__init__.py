"""Stone Age decision families, one module each (engines.kit.tasks.Decision).

Every family works the same way around the 2-resources card (SA-8.4.10, SA-D6): while its owner
holds the card unused, each of their decisions, payments and feeding included, also offers "bonus",
which puts the card's own choice (decisions/bonus.py) above the waiting decision; "bonus:back" or
the second resource returns to it. A family therefore writes `options`, `take`, `option_label` and
`pick` (the heuristic agent's choice among the options); this base adds the card to each.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.base import Text, tr
from engines.kit import codec
from engines.kit.tasks import Decision, Task
from engines.stone_age.options import option

if TYPE_CHECKING:
    from engines.stone_age.rules import Rules
    from engines.stone_age.state import StoneAgeState

BONUS = "bonus"
USE_CARD = tr("Use card: take 2 resources", "Użyj karty: weź 2 surowce")


class Family(Decision):
    def __init__(self, rules: Rules):
        self.r = rules
        self.use_card = option(BONUS, USE_CARD)
        # options whose label never changes and that have no detail, built once
        self.fixed = {
            BONUS: self.use_card,
            **{a: option(a, label) for a, label in self.fixed_labels().items()},
        }

    def fixed_labels(self) -> dict[str, Text]:
        """The family's actions whose label is always the same, without a detail."""
        return {}

    @staticmethod
    def arg(action: str, verb: str, kind: type = str):
        """The single argument of an action being applied ("place:forest" -> "forest")."""
        return codec.parse(action, verb, kind)[0]

    @staticmethod
    def tail(own_id: str) -> str:
        """The argument of one of the family's own option ids, which labels and hints read: the
        family made them, so they need no checks ("place:forest" -> "forest")."""
        return own_id.partition(codec.SEP)[2]

    # ------------------------------------------------------------ what a family writes

    def options(self, s: StoneAgeState, task: Task) -> list[str]:
        raise NotImplementedError

    def take(self, s: StoneAgeState, task: Task, action: str, ev: list) -> None:
        raise NotImplementedError

    def option_label(self, s: StoneAgeState, task: Task, action: str) -> Text:
        raise NotImplementedError

    def option_detail(self, s: StoneAgeState, task: Task, action: str) -> Text | None:
        return None

    def pick(self, s: StoneAgeState, task: Task, ids: list[str], has_card: bool) -> str:
        raise NotImplementedError

    # ------------------------------------------------------------ the kit's Decision, card included

    def choices(self, s: StoneAgeState, task: Task) -> list[str]:
        ids = self.options(s, task)
        return [*ids, BONUS] if self.r.has_bonus_card(s, task["who"]) else ids

    def allows(self, s: StoneAgeState, task: Task, action: str) -> bool:
        """Whether `action` is one of `choices`: the card alone, else `offers`."""
        if action == BONUS:
            return self.r.has_bonus_card(s, task["who"])
        return self.offers(s, task, action)

    def offers(self, s: StoneAgeState, task: Task, action: str) -> bool:
        """Whether `action` is one of `options` (a family may check the one action faster)."""
        return action in self.options(s, task)

    def resolve(self, s: StoneAgeState, task: Task, action: str, ev: list) -> None:
        if action == BONUS:
            s.tasks.append(task)  # back to this decision once the card is used (or not)
            s.tasks.append({"k": "bonus", "who": task["who"], "picked": []})
        else:
            self.take(s, task, action, ev)

    def label(self, s: StoneAgeState, task: Task, action: str) -> Text:
        return USE_CARD if action == BONUS else self.option_label(s, task, action)

    def detail(self, s: StoneAgeState, task: Task, action: str) -> Text | None:
        return None if action == BONUS else self.option_detail(s, task, action)

    def prompt_list(self, s: StoneAgeState, task: Task) -> list:
        """The prompt's options: `prompt_options` of the choices (a family may list them at once)."""
        return self.prompt_options(s, task, self.choices(s, task))

    def prompt_options(self, s: StoneAgeState, task: Task, ids: list[str]) -> list:
        """The fixed options from the table, the others built with their label and detail."""
        fixed = self.fixed
        return [
            fixed.get(a) or option(a, self.option_label(s, task, a), self.option_detail(s, task, a))
            for a in ids
        ]

    def hint(self, s: StoneAgeState, task: Task, ids: list[str], seat: int) -> str:
        has_card = BONUS in ids
        return self.pick(s, task, [a for a in ids if a != BONUS] if has_card else ids, has_card)
