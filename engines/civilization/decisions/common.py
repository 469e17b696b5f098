"""What every Civilization decision family shares: the engine's tables, square names, pushing."""

from __future__ import annotations

from engines.base import Text
from engines.civilization.data import Tables
from engines.civilization.state import CivState, Sq
from engines.civilization.texts import tr
from engines.civilization.view import CivView
from engines.kit.tasks import Decision, Machine


def sq_name(sq: Sq) -> str:
    """The square's name as printed on the map border: column letter, row number (A1 top left)."""
    return CivView.square_name(*sq)


def sq_id(sq: Sq) -> str:
    return f"{sq[0]}:{sq[1]}"


def push(st: CivState, *tasks: dict) -> None:
    Machine.push(st, list(tasks))


class CivDecision(Decision):
    def __init__(self, tables: Tables):
        self.tb = tables

    def label(self, st, task, action) -> Text:
        return tr(action)
