"""The task machine: a stack of pending work, where each decision family lives in one place.

`state.tasks` holds the pending work, last entry next. A task is a plain dict with the family in
"k"; decision tasks name the deciding seat in "who" (a list of seats for a decision everyone
makes at once). Tasks are never changed in place (replaced), so a shallow copy of the list keeps
`apply` pure.

- An automatic step (`Machine.automatic[k]`) runs at once: turn structure, scoring, effects.
- A `Decision` waits for its seat. Its class holds everything about that decision: the legal
  choices, how a choice resolves, the question, each option's label and detail, whether the
  prompt shows private facts, and an optional hint for the heuristic agent.

`Machine.advance` runs automatic work until a seat must decide. Decisions with no legal choice are
dropped; a single choice is taken at once when the family says so (`auto_single`) or when it is a
passive one (pass, done); each of those is logged as an event by the decision itself.

`Machine.apply` takes the common move (the one seat of a single-pick decision picks) the quick
way; everything else goes to `apply_any`, the general path (tests/kit/test_fast_apply.py compares
them on every decision of seeded games of each kit game).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from pydantic import Field

from engines.base import (
    MAX_ACTION_LEN,
    Event,
    IllegalAction,
    MatchOver,
    NotYourTurn,
    Option,
    Prompt,
    Seat,
    State,
    Text,
    decode_multi,
    encode_multi,
    tr,
)
from engines.kit import trusted
from engines.kit.clone import clone

Task = dict[str, Any]
Events = list[Event]
MAX_AUTOMATIC_STEPS = 10_000  # guards against states where nobody can ever decide


class TaskState(State):
    """Base of states driven by the task machine."""

    tasks: list[Task] = Field(default_factory=list)


class Decision:
    """One decision family. Subclass it once per family, in `engines/<game>/decisions/`.

    `choices` returns the legal action ids (kit.codec strings); `resolve` applies one of them to
    a state the machine has already copied (the task is already off the stack). For a
    `simultaneous` family every seat in task["who"] answers privately and `resolve_all` runs once
    all have answered.
    """

    kind: ClassVar[str]
    multi: ClassVar[bool] = False  # pick any subset (Prompt kind "multi")
    min_pick: ClassVar[int] = 0
    auto_single: ClassVar[bool] = False  # a single legal choice is taken without asking
    private: ClassVar[bool] = False  # the options show facts only the deciding seat may see
    simultaneous: ClassVar[bool] = False

    def choices(self, st: State, task: Task) -> list[str]:
        raise NotImplementedError

    def resolve(self, st: State, task: Task, action: str, ev: Events) -> None:
        raise NotImplementedError

    def resolve_all(self, st: State, task: Task, answers: dict[Seat, str], ev: Events) -> None:
        raise NotImplementedError

    def question(self, st: State, task: Task) -> Text:
        raise NotImplementedError

    def label(self, st: State, task: Task, action: str) -> Text:
        raise NotImplementedError

    def detail(self, st: State, task: Task, action: str) -> Text | None:
        return None

    def prompt_options(self, st: State, task: Task, ids: list[str]) -> list[Option]:
        """The prompt's options for these legal ids, each with its `label` and `detail`. A family
        may build them all at once, sharing what every label needs."""
        return [trusted.option(a, self.label(st, task, a), self.detail(st, task, a)) for a in ids]

    def hint(self, st: State, task: Task, ids: list[str], seat: Seat) -> str | None:
        """The heuristic agent's pick among `ids` (None: let the agent choose at random)."""
        return None

    def several(self, st: State, task: Task) -> bool:
        """True when the family knows, without listing them, that there are at least two choices:
        `advance` then stops at once instead of computing `choices` to look for 0 or 1."""
        return False

    def allows(self, st: State, task: Task, action: str) -> bool:
        """Whether `action` is one of `choices` (a family may answer faster for one action)."""
        return action in self.choices(st, task)

    def choices_for(self, st: State, task: Task, seat: Seat) -> list[str]:
        """Choices of one seat of a simultaneous decision (default: the same for everyone)."""
        return self.choices(st, task)


def deciders(task: Task) -> list[Seat]:
    who = task.get("who")
    if type(who) is int:
        return [who]
    if who is None:
        return []
    if isinstance(who, list):
        answered = task.get("answers", {})
        return [s for s in who if str(s) not in answered]
    return [who]


def decides(task: Task, seat: Seat) -> bool:
    """`seat in deciders(task)`, without building the list (asked several times per move)."""
    who = task.get("who")
    if type(who) is int:
        return who == seat
    return seat in deciders(task)


def not_available(action: str) -> Text:
    shown = str(action)[:40]
    return tr(
        f"'{shown}' is not a legal move now; pick one of the offered options.",
        f"„{shown}” nie jest teraz dozwolonym ruchem; wybierz jedną z podanych opcji.",
    )


class Machine:
    """Runs a game's task stack. One per engine; holds no state of its own."""

    def __init__(
        self,
        decisions: list[Decision],
        automatic: dict[str, Callable[[Any, Task, Events], None]],
        passive: frozenset[str] = frozenset({"done", "skip", "pass"}),
    ):
        self.decisions = {d.kind: d for d in decisions}
        self.automatic = automatic
        self.passive = passive
        # the families `apply` takes the quick way: one seat picks one option
        self.single_picks = frozenset(
            k for k, d in self.decisions.items() if not d.multi and not d.simultaneous
        )
        # the families `advance` always lists to know whether to stop: not simultaneous, and
        # without a `several` of their own (asking the default's False costs a call per decision)
        self.listed = frozenset(
            k for k, d in self.decisions.items() if not d.simultaneous and type(d).several is Decision.several
        )
        # whether `allows` is the kit's (the family answers): `apply` then asks the family itself
        self.families_answer = type(self).allows is Machine.allows
        clash = set(self.decisions) & set(automatic)
        if clash:
            raise ValueError(f"task kinds both automatic and decisions: {sorted(clash)}")

    # ------------------------------------------------------------ stack

    @staticmethod
    def push(st: TaskState, tasks: list[Task]) -> None:
        """Queue tasks so that the first of `tasks` runs next."""
        st.tasks.extend(reversed(tasks))

    @staticmethod
    def current(st: TaskState) -> Task | None:
        """The decision waiting now (after advance), or None when the game is over."""
        if st.finished or not st.tasks:
            return None
        return st.tasks[-1]

    def decision(self, task: Task) -> Decision:
        return self.decisions[task["k"]]

    def advance(self, st: TaskState, ev: Events) -> None:
        """Run automatic work until a seat must decide or the game ends."""
        automatic, decisions, listed = self.automatic, self.decisions, self.listed
        for _ in range(MAX_AUTOMATIC_STEPS):
            tasks = st.tasks
            if not tasks or st.finished:
                self.unsettled(st)
                return
            task = tasks[-1]
            kind = task["k"]
            auto = automatic.get(kind)
            if auto is not None:
                tasks.pop()
                auto(st, task, ev)
                continue
            decision = decisions[kind]
            if kind not in listed:
                self.unsettled(st)  # before `several`, which may remember the ids itself
                if decision.simultaneous or decision.several(st, task):
                    return
            ids = decision.choices(st, task)
            if not ids:
                tasks.pop()
                continue
            if len(ids) == 1 and not decision.multi and (decision.auto_single or ids[0] in self.passive):
                tasks.pop()
                decision.resolve(st, task, ids[0], ev)
                continue
            self.settled(st, task, ids)
            return
        raise RuntimeError("no seat has anything to decide after many automatic steps")

    def settled(self, st: TaskState, task: Task, ids: list[str]) -> None:
        """Called when `advance` stops at a (non-simultaneous) decision, with its legal ids.

        Nothing by default. A game whose choices are costly may remember them on the state here
        (the state is not changed after advance) and answer `legal` from that memo.
        """

    def unsettled(self, st: TaskState) -> None:
        """Called where `advance` may stop without listing legal ids: when the game is over, and
        at a decision that is simultaneous or may have several choices, before its `several`
        (which may remember ids itself). Nothing by default."""

    # ------------------------------------------------------------ the contract's three questions

    def to_act(self, st: TaskState) -> set[Seat]:
        tasks = st.tasks  # `current`, written out: asked several times per move
        if not tasks or st.finished:
            return set()
        task = tasks[-1]
        who = task.get("who")
        return {who} if type(who) is int else set(deciders(task))

    def legal(self, st: TaskState, seat: Seat) -> list[str]:
        """The seat's legal action ids, without labels, for agents. A game may memoize it on a
        settled state; `prompt` and `apply` never trust such a memo (a test may have edited the
        state by hand), they call `choices_now`."""
        return self.choices_now(st, seat)

    def choices_now(self, st: TaskState, seat: Seat) -> list[str]:
        """The seat's legal action ids, computed from the state as it is."""
        task = self.current(st)
        if task is None or not decides(task, seat):
            return []
        decision = self.decisions[task["k"]]
        if decision.simultaneous:
            return decision.choices_for(st, task, seat)
        return decision.choices(st, task)

    def prompt(self, st: TaskState, seat: Seat) -> Prompt | None:
        task = self.current(st)
        if task is None or not decides(task, seat):
            return None
        decision = self.decisions[task["k"]]
        options = decision.prompt_options(st, task, self.choices_now(st, seat))
        text = decision.question(st, task)
        return trusted.prompt(
            seat, text, options, multi=decision.multi, min_pick=decision.min_pick, private=decision.private
        )

    def allows(self, st: TaskState, task: Task, seat: Seat, action: str) -> bool:
        """Whether `action` is legal for `seat` at `task` (a one-seat, single-pick decision);
        `apply` asks this. By default the family answers (`Decision.allows`)."""
        return self.decisions[task["k"]].allows(st, task, action)

    def copy(self, st: TaskState) -> TaskState:
        """The copy `apply` changes: the kit's `clone` unless a game writes a quicker one out for
        its state (with a test that it gives what `clone` gives)."""
        return clone(st)

    def apply(self, st: TaskState, seat: Seat, action: str) -> tuple[TaskState, Events]:
        """The common move, written out: the one seat of a waiting single-pick decision picks a
        text short enough to be an id. Anything else (refusals, simultaneous and multi picks) goes
        to `apply_any`, which gives the same for the common move too (a test compares them)."""
        tasks = st.tasks
        task = tasks[-1] if tasks and not st.finished else None
        if task is not None and type(action) is str and len(action) <= MAX_ACTION_LEN:
            who = task.get("who")
            if type(who) is int and who == seat and task["k"] in self.single_picks:
                decision = self.decisions[task["k"]]
                if not (
                    decision.allows(st, task, action)
                    if self.families_answer
                    else self.allows(st, task, seat, action)
                ):
                    raise IllegalAction(not_available(action))
                new = self.copy(st)
                events: Events = []
                new.tasks.pop()
                decision.resolve(new, task, action, events)
                self.advance(new, events)
                return new, events
        return self.apply_any(st, seat, action)

    def apply_any(self, st: TaskState, seat: Seat, action: str) -> tuple[TaskState, Events]:
        """`apply` for any move and any decision, refusals included."""
        if st.finished:
            raise MatchOver(tr("The match is over.", "Mecz się zakończył."))
        task = self.current(st)
        if task is None or not decides(task, seat):
            raise NotYourTurn(tr("It is not your turn.", "To nie twoja kolej."))
        decision = self.decisions[task["k"]]
        if not isinstance(action, str) or len(action) > MAX_ACTION_LEN:
            raise IllegalAction(not_available(str(action)))
        if decision.multi:
            legal = self.choices_now(st, seat)
            picked = decode_multi(action)
            if (
                len(set(picked)) != len(picked)
                or not set(picked) <= set(legal)
                or len(picked) < decision.min_pick
            ):
                raise IllegalAction(not_available(action))
            action = encode_multi(picked)
        elif decision.simultaneous:
            if action not in self.choices_now(st, seat):
                raise IllegalAction(not_available(action))
        elif not self.allows(st, task, seat, action):
            raise IllegalAction(not_available(action))
        new = self.copy(st)
        events: Events = []
        if decision.simultaneous:
            answers = {**task.get("answers", {}), str(seat): action}
            new.tasks[-1] = {**task, "answers": answers}
            if len(answers) < len(task["who"]):
                return new, events
            new.tasks.pop()
            decision.resolve_all(new, task, {int(s): a for s, a in answers.items()}, events)
        else:
            new.tasks.pop()
            decision.resolve(new, task, action, events)
        self.advance(new, events)
        return new, events


class MemoMachine(Machine):
    """A machine that remembers, on a settled state, the legal ids of its waiting decision, for
    games whose choices are costly: `advance` computes them when it stops and an agent asks for
    them again right after. Only `legal` (the agents) reads the memo; `prompt` and `apply` compute
    from the state as it is (`choices_now`), so a position edited by hand is never judged by old
    ids. The memo is a private attribute of the state: never serialized, absent from clones, keyed
    by the waiting task itself and set or dropped by `advance` wherever it stops.
    """

    def settled(self, st: TaskState, task: Task, ids: list[str]) -> None:
        memo = (task, task["who"], tuple(ids))
        private = st.__pydantic_private__
        if private is None:
            object.__setattr__(st, "__pydantic_private__", {"_legal": memo})
        else:
            private["_legal"] = memo

    def unsettled(self, st: TaskState) -> None:
        remember_legal(st, None)

    def legal(self, st: TaskState, seat: Seat) -> list[str]:
        tasks = st.tasks  # `current`, written out: asked at every move
        task = tasks[-1] if tasks and not st.finished else None
        memo = (st.__pydantic_private__ or {}).get("_legal")
        if memo is not None and memo[0] is task and memo[1] == seat:
            return list(memo[2])
        ids = super().legal(st, seat)
        if task is not None and not isinstance(task.get("who"), list):
            remember_legal(st, (task, seat, tuple(ids)))
        return ids


def remember_legal(st: TaskState, memo: tuple | None) -> None:
    """Set the memo without pydantic's attribute machinery (it runs for every move)."""
    private = st.__pydantic_private__
    if private is None:
        object.__setattr__(st, "__pydantic_private__", {"_legal": memo})
    else:
        private["_legal"] = memo
