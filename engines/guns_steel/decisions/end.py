"""End of turn (GS-10 New World, GS-11 Renaissance): claim a wonder, take resource cards back to
hand, place a glory marker."""

from __future__ import annotations

from engines.base import Text, encode_multi, tr
from engines.guns_steel.decisions.base import Events, GSDecision, Task
from engines.guns_steel.log import say
from engines.guns_steel.rules import SKIP, wonders_in_pyramid
from engines.guns_steel.state import GSState, put
from engines.guns_steel.steps import move_card, take_wonder
from engines.guns_steel.texts import count_of, seat_name


class Claim(GSDecision):
    """GS-10 b1: the wonder goes to the tableau coloured side up."""

    kind = "claim"
    auto_single = True

    def choices(self, st: GSState, task: Task) -> list[str]:
        seat = task["who"]
        return [
            f"claim:{w}"
            for w in wonders_in_pyramid(st)
            if self.r.meets(st, seat, self.r.wonders[w].condition)
        ]

    def resolve(self, st: GSState, task: Task, action: str, ev: Events) -> None:
        seat, wid = task["who"], action.split(":", 1)[1]
        take_wonder(st, seat, wid)
        say(ev, seat_name(seat), (" completes the wonder ", " ukończa Cud "), self.r.text.wonder_name[wid])

    def question(self, st: GSState, task: Task) -> Text:
        return tr("Claim a wonder.", "Weź Cud.")

    def option_label(self, st: GSState, task: Task, action: str) -> Text:
        return self.wonder_label(action.split(":", 1)[1])

    def score(self, st: GSState, task: Task, action: str) -> float:
        return wonder_score(self, st, task, action)


class PickupResources(GSDecision):
    """GS-10 b3 / GS-11 b2: any resource cards back to hand (they lie face up: a public prompt)."""

    kind = "pickup_res"
    multi = True

    def choices(self, st: GSState, task: Task) -> list[str]:
        return list(st.res_up[task["who"]])

    def resolve(self, st: GSState, task: Task, action: str, ev: Events) -> None:
        seat = task["who"]
        chosen = [c for c in action.split("+") if c]
        for cid in chosen:
            move_card(st, seat, cid, "res_up", "hands")
            st.picked_up.append(cid)
        if chosen:
            say(
                ev,
                seat_name(seat),
                tr(" takes ", " zabiera na rękę ")
                + count_of(len(chosen), ("resource card", "resource cards"), ("kartę", "karty", "kart"))
                + tr(" to hand", " zasobów"),
            )

    def question(self, st: GSState, task: Task) -> Text:
        return tr(
            "Take any resource cards back to hand (none is fine).",
            "Zabierz na rękę wybrane karty zasobów (możesz żadnej).",
        )

    def option_label(self, st: GSState, task: Task, action: str) -> Text:
        return self.resource_card(action)

    def hint(self, st: GSState, task: Task, ids: list[str], seat: int, salt: int = 0) -> str | None:
        """Pick up resource cards whose tech side is strong enough to play again."""
        return encode_multi([c for c in ids if self.tech_value(c) >= 6])


class Glory(GSDecision):
    """GS-11 c: place one marker on a qualifying wonder; with none left, optionally move one (D-14)."""

    kind = "glory"
    auto_single = True

    def choices(self, st: GSState, task: Task) -> list[str]:
        seat = task["who"]
        wonders = self.r.wonders
        targets = [
            w for w in wonders_in_pyramid(st) if self.r.meets(st, seat, wonders[w].glory_condition or {})
        ]
        if not targets:
            return []
        if self.r.glory_left(st, seat) > 0:
            return [f"glory:{w}" for w in targets]
        moves = [
            f"move:{src}>{dst}"
            for dst in targets
            for src in wonders_in_pyramid(st)
            if src != dst and st.glory[src][seat] > 0
        ]
        return moves + [SKIP] if moves else []

    def resolve(self, st: GSState, task: Task, action: str, ev: Events) -> None:
        if action == SKIP:
            return
        seat = task["who"]
        kind, arg = action.split(":", 1)
        put(st, "glory", {w: list(marks) for w, marks in st.glory.items()})  # shared: replace, never edit
        if kind == "move":
            src, dst = arg.split(">")
            st.glory[src][seat] -= 1
        else:
            dst = arg
        st.glory[dst][seat] += 1
        name = self.r.text.wonder_name[dst]
        say(ev, seat_name(seat), (" places a glory marker on ", " kładzie znacznik chwały na Cudzie "), name)
        if st.glory[dst][seat] >= self.r.wonders[dst].glory_count:
            take_wonder(st, seat, dst)
            say(ev, seat_name(seat), (" completes the wonder ", " ukończa Cud "), name)

    def question(self, st: GSState, task: Task) -> Text:
        return tr("Place a glory marker.", "Połóż znacznik chwały.")

    def option_label(self, st: GSState, task: Task, action: str) -> Text:
        kind, arg = action.split(":", 1)
        if kind == "glory":
            return self.wonder_label(arg)
        src, dst = arg.split(">")
        return (
            tr("Move a marker from ", "Przenieś znacznik z ")
            + self.r.text.wonder_name[src]
            + tr(" to ", " na ")
            + self.r.text.wonder_name[dst]
        )

    def score(self, st: GSState, task: Task, action: str) -> float:
        return wonder_score(self, st, task, action)


def wonder_score(family: GSDecision, st: GSState, task: Task, action: str) -> float:
    if action == SKIP:
        return 0
    wid = action.split(":", 1)[1].split(">")[-1]
    return family.r.wonders[wid].vp + st.glory.get(wid, [0] * st.players)[task["who"]] * 3
