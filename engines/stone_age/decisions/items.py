"""Dice for items (SA-8.4.1, SA-17.5): the buyer rolls one die per player; from the buyer on, in turn
order, each player takes one of the remaining dice and its item.

Task: {"k": "items", "who": picker, "buyer": seat, "dice": [...] (sorted), "taken": [seat, value, ...]}.
Actions: "die:<value>".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.base import Event, tr
from engines.stone_age import rules as rules_module
from engines.stone_age import texts
from engines.stone_age.data import RES_INDEX
from engines.stone_age.decisions import Family

if TYPE_CHECKING:
    from engines.kit.tasks import Task
    from engines.stone_age.rules import Rules
    from engines.stone_age.state import StoneAgeState

PREFERENCE = {6: 6, 5: 5, 4: 4, 3: 3, 2: 2, 1: 1}  # die value -> the heuristic's liking (agriculture first)


def start_items(r: Rules, s: StoneAgeState, buyer: int, ev: list[Event]) -> None:
    dice = sorted(rules_module.roll_dice(s, s.players))
    shown = " ".join(str(d) for d in dice)
    who = texts.player(buyer)
    ev.append(
        Event(text=who + tr(f" rolls {shown} for items", f" rzuca {shown} (elementy za kości)"), reveal=True)
    )
    settle_items(r, s, {"k": "items", "who": buyer, "buyer": buyer, "dice": dice, "taken": []}, ev)


def settle_items(r: Rules, s: StoneAgeState, task: Task, ev: list[Event]) -> None:
    """Take a die automatically while the picker has no real choice (all remaining dice equal)."""
    dice = task["dice"]
    if not dice:
        return
    if len(set(dice)) == 1:
        take_die(r, s, task, dice[0], ev)
    else:
        s.tasks.append(task)


def take_die(r: Rules, s: StoneAgeState, task: Task, value: int, ev: list[Event]) -> None:
    """SA-8.4.1: take one die's item; SA-D15: an item that cannot apply is lost."""
    seat = task["who"]
    dice = list(task["dice"])
    dice.remove(value)
    item = r.item_faces[value]
    if item == "tool":
        applied = r.gain_tool(s, seat)
    elif item == "agriculture":
        applied = r.raise_agriculture(s, seat)
    else:
        s.resources[seat][RES_INDEX[item]] += 1
        applied = True
    what = r.texts.good(item) if applied else tr("nothing", "nic")
    ev.append(Event(text=texts.player(seat) + tr(f" takes the {value}: ", f" bierze kość {value}: ") + what))
    after = {**task, "who": (seat + 1) % s.players, "dice": dice, "taken": [*task["taken"], seat, value]}
    settle_items(r, s, after, ev)


class Items(Family):
    kind = "items"

    def options(self, s, task):
        return [f"die:{v}" for v in sorted(set(task["dice"]))]

    def take(self, s, task, action, ev):
        take_die(self.r, s, task, self.arg(action, "die", int), ev)

    def question(self, s, task):
        return tr("Take one die: ", "Weź jedną kość: ") + tr(" ".join(map(str, task["dice"])))

    def fixed_labels(self):
        return {f"die:{value}": self.die_label(value) for value in self.r.item_faces}

    def option_label(self, s, task, action):
        return self.die_label(int(self.tail(action)))

    def die_label(self, value: int):
        return tr(f"Die {value}: ", f"Kość {value}: ") + self.r.texts.good(self.r.item_faces[value])

    def pick(self, s, task, ids, has_card):
        return max(ids, key=lambda a: PREFERENCE[int(self.tail(a))])
