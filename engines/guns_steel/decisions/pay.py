"""Paying a cost, one resource at a time (GS-2.4-2.6, GS-7.5, GS-9.4, GS-9.5).

A purchase payment (exchanges allowed, followed by its take_card task) and an effect cost (no
exchanges). Every offered resource keeps the rest of the cost payable, so a payment that started
feasible always has an option until it is complete (GS-9.4: there is no partial purchase). Should
a purchase payment ever be stuck all the same, it is cancelled and the card stays in the market.
"""

from __future__ import annotations

from engines.base import Text, tr
from engines.guns_steel import payment as pay
from engines.guns_steel.data import EARTH, RES_INDEX, RESOURCES
from engines.guns_steel.decisions.base import Events, GSDecision, Task
from engines.guns_steel.log import log, say
from engines.guns_steel.state import GSState
from engines.guns_steel.steps import exhaust
from engines.guns_steel.texts import res_acc, res_list, res_name, seat_name

CANCEL = "cancel"  # offered alone, and taken at once, when a purchase cannot be paid in full


class Pay(GSDecision):
    kind = "pay"
    FIXED_VERBS = (
        ("pay", "card"),
        ("in", "card"),
        ("tmp", "resource"),
        ("intmp", "resource"),
        ("x2", "ladder"),
    )
    FIXED_ACTIONS = ("x3", CANCEL)
    auto_single = True

    def choices(self, st: GSState, task: Task) -> list[str]:
        seat = task["who"]
        have = self.r.counts(st, seat)
        need, n_any, exch = tuple(task["need"]), task["any"], task["exch"]
        if task["x"] is not None:
            out = self.exchange_inputs(st, seat, have, need, n_any, task["x"])
        else:
            out = self.payments(st, seat, have, need, n_any, exch)
        if not out and exch:
            return [CANCEL]
        return out

    def allows(self, st: GSState, task: Task, action: str) -> bool:
        """A card or temporary resource paid (or put into an exchange) is checked alone; other
        answers against the list."""
        kind, _, arg = action.partition(":")
        seat = task["who"]
        if kind in ("pay", "in"):
            if arg not in st.res_up[seat]:
                return False
            r = self.r.res_of[arg]
        elif kind in ("tmp", "intmp"):
            if seat != st.active or arg not in st.temp:
                return False
            r = RES_INDEX[arg]
        else:
            return action in self.choices(st, task)
        exchanging = task["x"] is not None
        if exchanging != (kind in ("in", "intmp")):
            return False
        have = self.r.counts(st, seat)
        need, n_any = tuple(task["need"]), task["any"]
        if exchanging:
            return self.input_ok(have, need, n_any, task["x"], r)
        return pay.payable(have, need, n_any, r, task["exch"])

    def payments(self, st: GSState, seat: int, have: pay.Counts, need, n_any: int, exch: bool) -> list[str]:
        ok_type = pay.payable_types(have, need, n_any, exch)
        res_of = self.r.res_of
        out = [f"pay:{c}" for c in st.res_up[seat] if ok_type[res_of[c]]]
        if seat == st.active:
            out += [f"tmp:{r}" for r in dict.fromkeys(st.temp) if ok_type[RES_INDEX[r]]]
        if exch:
            for r in range(EARTH):
                after = pay.pair_exchange(have, r)
                if after is not None and pay.feasible(after, need, n_any, True):
                    out.append(f"x2:{RESOURCES[r]}")
            if sum(have[:EARTH]) >= 3 and pay.triple_input_ok(have, 3, need, n_any):
                out.append("x3")
        return out

    def exchange_inputs(
        self, st: GSState, seat: int, have: pay.Counts, need, n_any: int, x: dict
    ) -> list[str]:
        ok = {r for r in range(len(RESOURCES)) if self.input_ok(have, need, n_any, x, r)}
        out = [f"in:{c}" for c in st.res_up[seat] if self.r.res_of[c] in ok]
        if seat == st.active:
            out += [f"intmp:{r}" for r in dict.fromkeys(st.temp) if RES_INDEX[r] in ok]
        return out

    def input_ok(self, have: pay.Counts, need, n_any: int, x: dict, r: int) -> bool:
        """Whether a resource of type `r` may go into the exchange `x` (D-2)."""
        if x["from"] is not None:
            return r == RES_INDEX[x["from"]]
        return (
            r < EARTH
            and bool(have[r])
            and pay.triple_input_ok(pay.minus(have, r), x["left"] - 1, need, n_any)
        )

    def resolve(self, st: GSState, task: Task, action: str, ev: Events) -> None:
        seat = task["who"]
        kind, _, arg = action.partition(":")
        if kind == CANCEL:
            self.cancel(st, task, ev)
            return
        if kind in ("x2", "x3"):
            source = arg if kind == "x2" else None
            left = 2 if kind == "x2" else 3
            st.tasks.append({**task, "x": {"from": source, "left": left, "to": pay.pay_target(source)}})
            return
        if kind in ("in", "intmp"):
            self.spend(st, seat, kind == "intmp", arg, ev)
            x = {**task["x"], "left": task["x"]["left"] - 1}
            if x["left"] == 0:
                st.temp.append(x["to"])
                say(ev, seat_name(seat), (" exchanges for ", " wymienia na "), res_acc(x["to"]))
                x = None
            st.tasks.append({**task, "x": x})
            return
        resource = self.spend(st, seat, kind == "tmp", arg, ev)
        have = self.r.counts(st, seat)
        placed = pay.allocate(tuple(task["need"]), task["any"], RES_INDEX[resource], have, task["exch"])
        assert placed is not None  # the choice list only offers resources that keep the cost payable
        need, n_any = placed
        if not pay.paid(need, n_any):
            st.tasks.append({**task, "need": list(need), "any": n_any})

    def cancel(self, st: GSState, task: Task, ev: Events) -> None:
        """GS-9.4: no partial purchase. The card's take_card task goes with the payment."""
        if st.tasks and st.tasks[-1]["k"] == "take_card" and st.tasks[-1]["card"] == task["card"]:
            st.tasks.pop()
        who = seat_name(task["who"])
        log(
            ev,
            f"{who.en} cannot pay the full price: the purchase is cancelled",
            f"{who.pl} nie może zapłacić pełnej ceny: zakup anulowany",
        )

    def spend(self, st: GSState, seat: int, temporary: bool, what: str, ev: Events) -> str:
        """Exhaust a card resource or use a temporary one; returns the resource type."""
        if temporary:
            st.temp.remove(what)
            return what
        exhaust(st, seat, what)
        resource = self.r.cards[what].resource
        who, res, name = seat_name(seat), res_acc(resource), self.r.text.card_name[what]
        log(ev, f"{who.en} exhausts {res.en} ({name.en})", f"{who.pl} wyczerpuje {res.pl} ({name.pl})")
        return resource

    def question(self, st: GSState, task: Task) -> Text:
        need = [r for r, n in zip(RESOURCES, task["need"], strict=False) for _ in range(n)]
        need += ["any"] * task["any"]
        text = tr("Pay: ", "Zapłać: ") + res_list(need)
        if task["x"]:
            left = task["x"]["left"]
            text = text + tr(
                f" — exchange into {task['x']['to']}: choose input ({left} left)",
                f" — wymiana na {res_acc(task['x']['to']).pl}: wybierz zasób (zostało {left})",
            )
        return text

    def option_label(self, st: GSState, task: Task, action: str) -> Text:
        kind, _, arg = action.partition(":")
        if kind in ("pay", "in"):
            return self.resource_card(arg)
        if kind in ("tmp", "intmp"):
            return res_name(arg) + tr(" (temporary)", " (tymczasowy)")
        if kind == "x2":
            give, get = res_name(arg), res_acc(pay.pay_target(arg))
            return tr(f"Exchange 2 {give.en} → 1 {get.en}", f"Wymień 2× {give.pl} na {get.pl}")
        if kind == "x3":
            return tr("Exchange 3 resources → 1 Earth", "Wymień 3 zasoby na Ziemię")
        return tr("Cancel the purchase", "Anuluj zakup")

    def score(self, st: GSState, task: Task, action: str) -> float:
        kind, _, arg = action.partition(":")
        if kind in ("tmp", "intmp"):
            return 10
        if kind in ("x2", "x3"):
            return -5
        if kind == CANCEL:
            return 0
        return -self.tech_value(arg) / 10 - RES_INDEX[self.r.cards[arg].resource]
