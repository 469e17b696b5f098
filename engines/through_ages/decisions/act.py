"""The Action Phase (TA-15, TA-16): one decision per action, until the player ends it."""

from __future__ import annotations

from engines.base import tr
from engines.kit.clone import clone
from engines.kit.tasks import Machine
from engines.through_ages import actions, legal, pacts, rules
from engines.through_ages.decisions.base import TtaDecision, handed_out, value
from engines.through_ages.in_play import reading


class Act(TtaDecision):
    kind = "act"

    def choices(self, st, task):
        with reading(st):  # listing the actions changes nothing: the cards in play are read once
            return self._choices(st, task)

    def _choices(self, st, task):
        p = task["who"]
        can = legal.Can(self.g, st, p, actions.NORMAL)  # read once, for the list and the tactic
        ids = legal.action_phase(self.g, st, p, can)
        if st.military_hand[p] and "tactic" not in st.flags and can.military_left > 0:
            # offered whatever the hand holds, which is shown in a private step (TA-25.1): offered
            # only with a tactic in hand, this public button would tell the table there is one
            ids.append("tactic")
        if st.pacts:  # Trade Routes is a pact
            ids += pacts.trade_choices(self.g, st, p)
        return ids + ["done"]

    def several(self, st, task):
        return True

    def allows(self, st, task, action):
        """`action in self.choices(...)`, computing only the part of the list the action's verb
        belongs to (the whole list is long to build)."""
        p = task["who"]
        if action == "done" or handed_out(st, task, action):
            return True
        if action == "tactic":  # as `choices` offers it
            return (
                bool(st.military_hand[p])
                and "tactic" not in st.flags
                and rules.military_available(self.g, st, p) > 0
            )
        if action.startswith("trade:"):
            return action in pacts.trade_choices(self.g, st, p)
        if action.startswith("tactic:"):
            return False  # played through the private step "tactic" (TA-25.1)
        return legal.allowed(self.g, st, p, action)

    def resolve(self, st, task, action, ev):
        if action == "done":
            return
        if action == "tactic":
            Machine.push(st, [{"k": "tactic_pick", "who": task["who"]}, task])
            return
        if action.startswith("trade:"):
            pacts.trade(self.g, st, task["who"], action, ev)
            Machine.push(st, [task])
            return
        tasks = actions.perform(self.g, st, task["who"], action, ev)
        Machine.push(st, [*tasks, task])

    def question(self, st, task):
        return tr("Your action phase: choose an action.", "Faza akcji: wybierz akcję.")

    def label(self, st, task, action):
        if action == "tactic":
            return tr("Play a tactic from your hand", "Zagraj taktykę z ręki")
        return super().label(st, task, action)

    def hint(self, st, task, ids, seat):
        return best_by_value(self, st, task, ids, seat)


def tactic_gain(g, st, seat) -> int:
    """How much stronger the best tactic in hand would make the armies."""
    from engines.through_ages import board
    from engines.through_ages.state import card_of

    units = board.unit_levels(g, st, seat)
    now = board.tactic_card(g, st, seat)
    current = board.army_strength(now, units) if now else 0
    best = max(
        (
            board.army_strength(g.card[card_of(i)], units)
            for i in st.military_hand[seat]
            if card_of(i).count("-") and g.card[card_of(i)].kind == "tactic"
        ),
        default=0,
    )
    return best - current


def best_by_value(decision: TtaDecision, st, task, ids, seat) -> str | None:
    """One step of look-ahead: the option after which the civilization is worth most (an option
    that opens another decision is tried as it is; ending the actions is worth the state now)."""
    g = decision.g
    base = value(g, st, seat)
    best, best_v = None, None
    for a in ids:
        if a in ("done", "pass", "skip"):
            v = base + 0.5
        elif a == "tactic":
            v = base + 0.6 * tactic_gain(g, st, seat)
        else:
            trial = clone(st)
            trial.tasks = list(st.tasks)
            try:
                trial.tasks.pop()
                decision.resolve(trial, task, a, [])
            except Exception:  # noqa: BLE001 - a trial that cannot run is simply not chosen
                continue
            v = value(g, trial, seat)
        if best_v is None or v > best_v:
            best, best_v = a, v
    return best
