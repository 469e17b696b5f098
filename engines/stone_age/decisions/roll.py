"""Tools after the roll (SA-7, SA-17.3): add unused tool tiles and one-use tool cards, or take the yield.

Task: {"k": "roll", "who": seat, "loc": where, "yields": food or a resource, "dice": [...],
"added": tool value added so far}. Actions: "tool:<tile index>", "card:<card id>", "take".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.base import Event, Text, tr
from engines.kit import codec
from engines.kit.clone import own
from engines.kit.tasks import Task
from engines.stone_age import rules as rules_module
from engines.stone_age.decisions import Family

if TYPE_CHECKING:
    from engines.stone_age.rules import Rules
    from engines.stone_age.state import StoneAgeState

TAKE = "take"
TILE_INDEX = {str(i): i for i in range(10)}  # "tool:<i>" as the options write i


def roll_amount(r: Rules, task: Task) -> int:
    return (sum(task["dice"]) + task["added"]) // r.data.divisors[task["yields"]]


def best_roll_amount(r: Rules, s: StoneAgeState, seat: int, task: Task) -> int:
    spare = sum(v for v, u in zip(s.tools[seat], s.tools_used[seat], strict=True) if not u)
    spare += sum(r.data.card(c).top.value for c in r.one_use_tools(s, seat))
    return (sum(task["dice"]) + task["added"] + spare) // r.data.divisors[task["yields"]]


def start_roll(
    r: Rules, s: StoneAgeState, seat: int, where: str, yields: str, count: int, ev: list[Event]
) -> None:
    dice = rules_module.roll_dice(s, count)
    ev.append(rules_module.public(r.texts.rolled(seat, dice, where), reveal=True))
    settle_roll(
        r, s, {"k": "roll", "who": seat, "loc": where, "yields": yields, "dice": dice, "added": 0}, ev
    )


def settle_roll(r: Rules, s: StoneAgeState, task: Task, ev: list[Event]) -> None:
    """Ask about tools only while one could still raise the result (SA-7.1: tools after the dice)."""
    if best_roll_amount(r, s, task["who"], task) == roll_amount(r, task):
        finish_roll(r, s, task, ev)
    else:
        s.tasks.append(task)


def finish_roll(r: Rules, s: StoneAgeState, task: Task, ev: list[Event]) -> None:
    """SA-7.5: floor((dice + tools) / divisor) of the yield."""
    amount = roll_amount(r, task)
    seat = task["who"]
    r.gain(s, seat, task["yields"], amount)
    ev.append(rules_module.public(r.texts.gained(seat, task["yields"], amount, task["added"])))


class Roll(Family):
    kind = "roll"

    def options(self, s, task):
        seat = task["who"]
        out = [f"tool:{i}" for i, used in enumerate(s.tools_used[seat]) if not used]
        return out + [f"card:{c}" for c in self.r.one_use_tools(s, seat)] + [TAKE]

    def offers(self, s, task, action):
        """The one tile or card checked as `options` lists them."""
        if action == TAKE:
            return True
        verb, _, arg = action.partition(":")
        seat = task["who"]
        if verb == "tool":
            index, used = TILE_INDEX.get(arg), s.tools_used[seat]
            return index is not None and index < len(used) and not used[index]
        return verb == "card" and arg in self.r.one_use and arg in s.kept[seat]

    def take(self, s, task, action, ev):
        """Add one tool tile or one-use tool card to the roll (SA-7.3, SA-7.4), or take the yield."""
        seat = task["who"]
        verb, _ = codec.decode(action)
        if verb == "tool":
            index = self.arg(action, "tool", int)
            own(s, "tools_used")[seat][index] = True
            added = s.tools[seat][index]
        elif verb == "card":
            card_id = self.arg(action, "card")
            own(s, "kept")[seat].remove(card_id)
            own(s, "cards")[seat].append(card_id)
            added = self.r.data.card(card_id).top.value
        else:
            finish_roll(self.r, s, task, ev)
            return
        settle_roll(self.r, s, {**task, "added": task["added"] + added}, ev)

    def question(self, s, task):
        total = sum(task["dice"]) + task["added"]
        dice = " ".join(map(str, task["dice"]))
        now = self.r.texts.goods_or_nothing(task["yields"], roll_amount(self.r, task))
        return tr(
            f"Dice {dice}, total {total}: add tools? Now: {now.en}",
            f"Kości {dice}, suma {total}: dodać narzędzia? Teraz: {now.pl}",
        )

    def option_label(self, s, task, action):
        if action == TAKE:
            return self.r.texts.take(task["yields"], roll_amount(self.r, task))
        value = self.tool_value(s, task, action)
        if action.startswith("tool:"):
            return tr(f"Add tool {value}", f"Dodaj narzędzie {value}")
        name = self.r.data.card_effects["one_use_tool"]
        return tr(f"Add {name.en.lower()} {value}", f"Dodaj: {name.pl.lower()} {value}")

    def option_detail(self, s, task, action) -> Text | None:
        if action == TAKE:
            return None
        total = sum(task["dice"]) + task["added"] + self.tool_value(s, task, action)
        amount = total // self.r.data.divisors[task["yields"]]
        then = self.r.texts.goods_or_nothing(task["yields"], amount)
        return tr(f"total {total} → {then.en}", f"suma {total} → {then.pl}")

    def tool_value(self, s, task, action) -> int:
        if action.startswith("tool:"):
            return s.tools[task["who"]][int(self.tail(action))]
        return self.r.data.card(self.tail(action)).top.value

    def pick(self, s, task, ids, has_card):
        """The smallest tile (else card) that reaches the next step of the yield; stop once tools were
        added and none reaches it; else the biggest tile (or card)."""
        divisor = self.r.data.divisors[task["yields"]]
        total = sum(task["dice"]) + task["added"]
        gap = (total // divisor + 1) * divisor - total
        tiles = [(self.tool_value(s, task, a), a) for a in ids if a.startswith("tool:")]
        cards = [(self.tool_value(s, task, a), a) for a in ids if a.startswith("card:")]
        enough = sorted(t for t in tiles if t[0] >= gap) or sorted(c for c in cards if c[0] >= gap)
        if enough:
            return enough[0][1]
        if task["added"]:
            return TAKE
        return max(tiles or cards)[1]
