"""What every Civilization decision family shares: the engine's tables, square names, pushing."""

from __future__ import annotations

from engines.base import Option, Text
from engines.civilization.data import Tables
from engines.civilization.machine import seen_again
from engines.civilization.state import CivState, Sq
from engines.civilization.texts import tr
from engines.civilization.view import CivView
from engines.kit import trusted
from engines.kit.tasks import Decision, Machine


def sq_name(sq: Sq) -> str:
    """The square's name as printed on the map border: column letter, row number (A1 top left)."""
    return CivView.square_name(*sq)


def sq_id(sq: Sq) -> str:
    return f"{sq[0]}:{sq[1]}"


def push(st: CivState, *tasks: dict) -> None:
    Machine.push(st, list(tasks))


class CivDecision(Decision):
    # the options of the action ids whose label is a function of the id alone, built once
    # (`fix_options`, when the engine is built): most options of a prompt; never edited
    fixed: dict[str, Option] = {}

    def __init__(self, tables: Tables):
        self.tb = tables

    def label(self, st, task, action) -> Text:
        return tr(action)

    # a family whose prompt opens a hidden payment (abilities.hidden_pay_ids), whose "back" returns
    # to the position before: settled one or two decisions before (every field equal, the same
    # waiting task), it had the same choices, and `advance` stops at once, the legal ids taken from
    # then (`machine.seen_again`)
    comes_back: bool = False

    def several(self, st, task) -> bool:
        return self.comes_back and seen_again(st, task)

    def fixed_ids(self) -> list[str]:
        """The action ids whose label never depends on the position or the task (labelled here
        without either: a label that reads them fails at once)."""
        return []

    def fix_options(self) -> None:
        self.fixed = {a: Option(id=a, label=self.label(None, None, a), detail=None) for a in self.fixed_ids()}

    def prompt_options(self, st, task, ids: list[str]) -> list[Option]:
        """`Decision.prompt_options` (no family here has a detail): the fixed options as built
        once, the others built without validation where their values are what validation keeps."""
        if type(self).detail is not Decision.detail:
            return super().prompt_options(st, task, ids)
        fixed, label = self.fixed, self.label
        options = []
        for a in ids:
            option = fixed.get(a)
            options.append(option if option is not None else new_option(a, label(st, task, a)))
        return options


def new_option(action: str, label: Text) -> Option:
    """`Option(id=action, label=label, detail=None)`, unvalidated where validation would keep it."""
    return trusted.option(action, label, None)
