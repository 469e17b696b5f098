"""Playing: actions, the agents that follow them, the one transaction that stores them, undo and verify."""

from __future__ import annotations

import asyncio
from typing import Any

from pydantic import BaseModel

from engines.base import (
    Agent,
    Engine,
    Event,
    IllegalAction,
    MatchOver,
    NotYourTurn,
    Prompt,
    Seat,
    State,
    tr,
)
from host import text_forms
from host.core import (
    DEFAULT_AGENT,
    TAIL,
    ServiceCore,
    clock_now,
    err,
    log,
    named_prompt,
    same_rules,
    stale_error,
)
from host.matchrec import MatchRec, Roster, TailRow, undoable
from host.runner import AgentFailed, AgentLoop, RunsLong, Step, final_result, play, replay, replay_from
from host.store import Owed, StaleWrite, VersionWrite
from host.text_forms import event_json, learn
from host.types import (
    HostError,
    MatchStatus,
    Outcome,
    PrivateUpdate,
    PromptFor,
)

# Bot moves one request runs on the event loop: at most INLINE_STEPS of them and INLINE_SECONDS
# of their time (engines differ a hundredfold in the cost of a move); the rest of a longer run
# goes on in a worker thread, so the loop is never held up by a long or slow bot sequence.
# (Through the Ages' runs past 32 steps are 85-314 steps long, nine in ten over 190: only a limit
# near 320 would keep them inline, holding the loop up to INLINE_SECONDS on every such run.)
INLINE_STEPS = 32
INLINE_SECONDS = 0.02


class PlayMixin(ServiceCore):
    async def act(
        self,
        match_id: int,
        user_id: int,
        action: str,
        expected_version: int | None = None,
        *,
        now: float | None = None,
    ) -> Outcome:
        """Apply one action of the user's seat, persist log + snapshot atomically, then let bot
        seats act until a human must decide or the match ends. expected_version None means
        "the current one"; a different version than the current gives HostError(code="stale")."""
        now = clock_now(now)
        async with self._locks[match_id]:
            rec = await self._active(match_id)
            row = self._playing_seat(rec, user_id)
            check_version(rec, expected_version)
            if not isinstance(action, str):
                raise err("illegal", "An action is a text.", "Ruch musi być tekstem.")
            if row.autopilot:
                raise err(
                    "autopilot",
                    "A bot plays your seat since you missed several turns: take your seat back first.",
                    "Bot gra za ciebie po kilku turach bez twojego ruchu: najpierw wróć na swoje miejsce.",
                )
            engine = self._engine(rec.game)
            pending = None
            if not rec.state.finished and row.seat in rec.to_act(engine):
                pending = rec.prompt_of(engine, row.seat)
            work = rec.working_copy()
            if row.timeouts:  # the player is here: time-outs in a row start over
                work.own_row(rec.seats.index(row)).timeouts = 0
            return await self._advance(work, now=now, first=(row.seat, action), first_prompt=pending)

    async def _advance(
        self,
        rec: MatchRec,
        *,
        now: float,
        first: tuple[Seat, str] | None = None,
        first_prompt: Prompt | None = None,
        timed_out: set[Seat] = frozenset(),
        opening: list[Event] | None = None,
        starting: bool = False,
        private_before: dict[Seat, Any] | None = None,
    ) -> Outcome:
        """Run the engine (a player's action, then agents), persist everything in one transaction
        with a version check, and describe what changed. `rec` is a working copy: the cache gets
        it only after the commit."""
        engine = self._engine(rec.game)
        roster = rec.roster()
        bots, timed = {}, {}
        if roster.bots or timed_out:
            agents = self._agents_of(rec.game)
            bots = _bots(roster, agents)
            timed = {seat: _agent(agents, DEFAULT_AGENT) for seat in timed_out}
        start_state = rec.state
        if private_before is not None:
            before = private_before
        else:
            before = rec.private_parts(engine, roster.human_seats)
        inline = bool(bots or timed)
        acting: list[set[Seat]] = []  # engine.to_act of the state play() ends in, as play() asked it
        try:
            try:  # a few bot moves run at once; the rest of a long run goes to a worker thread
                state, steps = play(
                    engine,
                    start_state,
                    first=first,
                    first_prompt=first_prompt,
                    bots=bots,
                    timed_out=timed,
                    salt=rec.version,
                    limit=INLINE_STEPS if inline else None,
                    budget=INLINE_SECONDS if inline else None,
                    last_acting=acting,
                )
            except RunsLong as long:
                state, steps = await asyncio.to_thread(long.go_on)
        except (NotYourTurn, MatchOver) as exc:
            code = "finished" if isinstance(exc, MatchOver) else "not_your_turn"
            raise HostError(exc.reason, code=code) from None
        except IllegalAction as exc:
            raise HostError(exc.reason, code="illegal") from None
        except AgentLoop:
            raise err(
                "agent_loop",
                "The bots did not finish their moves; the game seems stuck. Nothing was changed.",
                "Boty nie zakończyły ruchów; gra wygląda na zablokowaną. Nic nie zmieniono.",
            ) from None
        except AgentFailed as exc:
            log.error("match %s: %s", rec.id, exc)
            raise err(
                "agent_error",
                "A bot could not make its move (a bug in the game). Nothing was changed.",
                "Bot nie mógł wykonać ruchu (błąd w grze). Nic nie zmieniono.",
            ) from exc
        return await self._commit(
            rec,
            engine,
            state,
            steps,
            now=now,
            opening=opening or [],
            starting=starting,
            before=before,
            roster=roster,
            awaited=acting[0] if acting else None,
        )

    async def _commit(
        self,
        rec: MatchRec,
        engine: Engine,
        state: State,
        steps: list[Step],
        *,
        now: float,
        opening: list[Event],
        before: dict[Seat, Any],
        undo_seq: int | None = None,
        starting: bool = False,
        roster: Roster | None = None,
        awaited: set[Seat] | None = None,
    ) -> Outcome:
        """`roster`: rec.roster() when the caller has it (seat rows change no player nor flag here);
        `awaited`: engine.to_act of `state` when the caller has it."""
        roster = roster or rec.roster()
        expected = rec.version
        rec.version += 1 if undo_seq is not None else len(steps)
        rec.state = state
        first_seq = expected + 1
        # undo passes no steps: every step given is a new log row
        moved = _steps_pass(rec.id, steps, first_seq, now, roster) if steps else None
        acted = moved.acted if moved else set()
        if state.finished:
            awaited = set()
        elif awaited is None:
            awaited = engine.to_act(state)
        rec.acting_cache = (rec.version, awaited)
        rec.refresh_waits(awaited, acted, now, roster)
        just_finished = state.finished and rec.status == MatchStatus.ACTIVE
        rows, seats = rec.changed_seats()
        change = VersionWrite(
            seats=[r.params(rec.id) for r in rows],
            state=state.model_dump_json(),
            undone_seq=undo_seq,
            started=(now, rec.rules_version) if starting else None,
            # undo never crosses a move it may not take back: the state after it is the undo base
            undo_base=starting or bool(steps and not undoable(steps[-1])),
            actions=moved.rows if moved else None,
        )
        if just_finished:
            result = engine.result(state)
            rec.result = final_result(result, rec.resigned_seats()) if result else None
            rec.status = MatchStatus.FINISHED
            change.finished = (now, rec.result.model_dump_json() if rec.result else None)
        private = self._private_updates(rec, engine, before, roster)
        board = bool(opening) or (moved is not None and moved.board)
        change.owed = self._owed(rec, private, board, now, awaited, roster)
        try:
            await self.store.write_version(rec.id, expected, rec.version, change)
        except StaleWrite:
            self._forget(rec.id)
            raise stale_error() from None
        except BaseException:
            self._forget(rec.id)
            raise
        rec.saved = seats
        if undo_seq is None:
            rec.remember(steps, first_seq, TAIL, moved.tail if moved else None)
        self._keep(rec)
        return self._outcome(rec, engine, moved, opening, private, just_finished, awaited, roster, board)

    def _owed(
        self,
        rec: MatchRec,
        private: list[PrivateUpdate],
        board: bool,
        now: float,
        awaited: set[Seat],
        roster: Roster,
    ) -> Owed:
        """The outbox row of a new version: whose prompt it shows, who is owed a DM, whether the
        board changed (the transport rebuilds the posts themselves from the match). `awaited`:
        the seats to act in the new state."""
        if rec.status != MatchStatus.ACTIVE:
            awaited = set()
        prompted = [user for seat, user in roster.prompted if seat in awaited]
        return Owed(prompted=prompted, dms=[u.user_id for u in private], board=board, at=now)

    def _private_updates(
        self, rec: MatchRec, engine: Engine, before: dict[Seat, Any], roster: Roster
    ) -> list[PrivateUpdate]:
        """The human seats whose private view changed; remembers each seat's private part (a
        seat's whole view is built only when its private part changed)."""
        private = []
        rec.privates = privates = {}
        state = rec.state
        for seat, user_id in roster.humans:
            part = privates[seat] = engine.private_part(state, seat)
            earlier = before.get(seat)
            if part is not None and part is not earlier and changed(part, earlier):
                view = engine.view(state, seat)
                view.names = list(roster.names)
                private.append(PrivateUpdate(seat=seat, user_id=user_id, view=view))
        return private

    def _outcome(
        self, rec, engine, moved: Moved | None, opening, private, just_finished, awaited, roster, board
    ) -> Outcome:
        namer = roster.namer
        events = [namer.event(e) for e in opening]
        if moved:
            events += moved.events
        return Outcome(
            match=self._info(rec, roster),
            events=events,
            actors=moved.actors if moved else [],
            board_changed=board,
            private=private,
            prompts=self._prompts(rec, engine, awaited, roster),
            result=rec.result if just_finished else None,
            status_line=namer.text(engine.status_line(rec.state)),
        )

    def _prompts(
        self, rec: MatchRec, engine: Engine, awaited: set[Seat] | None = None, roster: Roster | None = None
    ) -> list[PromptFor]:
        """The human seats' prompts; `awaited` is engine.to_act of the state when known."""
        if rec.status != MatchStatus.ACTIVE or rec.state is None:
            return []
        out = []
        if awaited is None:
            awaited = rec.to_act(engine)
        roster = roster or rec.roster()
        for seat, user_id in roster.humans:
            if seat in awaited:
                pending = rec.named_prompt_of(engine, seat, lambda p: named_prompt(rec, p, roster.namer))
                if pending is not None:
                    out.append(PromptFor(seat, user_id, pending, rec.can_undo(seat, awaited)))
        return out

    async def undo(
        self, match_id: int, user_id: int, expected_version: int | None = None, *, now: float | None = None
    ) -> Outcome:
        """Take back the user's last move. expected_version is the version the Undo button was
        offered at: checked under the match lock, so two clicks on one button undo one move.
        None means "the current one" (kept for old callers; transports should pass it)."""
        now = clock_now(now)
        async with self._locks[match_id]:
            rec = (await self._active(match_id)).clone()
            row = self._playing_seat(rec, user_id)
            check_version(rec, expected_version)
            engine = self._engine(rec.game)
            same_rules(rec, "undo")
            awaited = rec.to_act(engine) if rec.state is not None else set()
            if not rec.can_undo(row.seat, awaited):
                raise err(
                    "cannot_undo",
                    "You can only take back your own last move in your turn, before anything was revealed.",
                    "Możesz cofnąć tylko swój ostatni ruch w swojej turze, zanim cokolwiek zostało odkryte.",
                )
            seq = rec.tail[-1].seq
            known = rec.before.get(seq)
            rec.tail = rec.tail[:-1]  # tail and before are shared with the cached record: replaced
            rec.before = {k: v for k, v in rec.before.items() if k != seq}
            earlier = known or await self._state_before(rec, engine, seq)
            before = rec.private_parts(engine, rec.human_seats())
            note = Event(
                text=tr(f"{row.name} takes back their last move.", f"{row.name} cofa swój ostatni ruch.")
            )
            outcome = await self._commit(
                rec, engine, earlier, [], now=now, opening=[note], before=before, undo_seq=seq
            )
            if not rec.tail:
                self._forget(match_id)  # older rows may exist: the next load reads the tail from the log
            return outcome

    async def _state_before(self, rec: MatchRec, engine: Engine, seq: int) -> State:
        """The state before log row `seq`: the undo base (the state at a version undo never crosses)
        with the few effective moves after it applied, or the whole log replayed without one."""
        base = await self.store.undo_base(rec.id)
        if base is None or base[0] >= seq:
            return await self._replay(rec, engine, below=seq)
        version, text = base
        rows = await self.store.actions(rec.id, effective_only=True, after=version, before=seq)
        moves = [(r["seat"], r["action"]) for r in rows]
        if len(moves) <= INLINE_STEPS:  # the usual case: a few moves, at once
            return replay_from(engine, engine.load_state(text), moves)
        return await asyncio.to_thread(replay_from, engine, engine.load_state(text), moves)

    async def _replay(self, rec: MatchRec, engine: Engine, below: int | None = None, rows=None) -> State:
        if rows is None:
            rows = await self.store.actions(rec.id, effective_only=True)
        moves = [(r["seat"], r["action"]) for r in rows if below is None or r["seq"] < below]
        return await asyncio.to_thread(replay, engine, len(rec.seats), rec.options, rec.seed, moves)

    async def verify(self, match_id: int) -> bool:
        """Whether replaying the log from the seed gives exactly the stored snapshot (the log and
        the snapshot are read in one transaction, so a move committing meanwhile cannot split them)."""
        rec = await self._load(match_id)
        rows, snapshot = await self.store.log_and_snapshot(match_id)
        if snapshot is None:
            return rec.status == MatchStatus.LOBBY
        same_rules(rec, "verify")
        engine = self._engine(rec.game)
        replayed = await self._replay(rec, engine, rows=rows)
        return replayed.model_dump_json() == engine.load_state(snapshot[1]).model_dump_json()

    async def resign(self, match_id: int, user_id: int, *, now: float | None = None) -> Outcome:
        """The player leaves; an agent plays the seat on and it ranks below all others."""
        now = clock_now(now)
        async with self._locks[match_id]:
            rec = (await self._active(match_id)).clone()
            row = self._playing_seat(rec, user_id)
            row.replace_by(DEFAULT_AGENT, resigned=True)
            note = Event(
                text=tr(f"{row.name} resigns; a bot plays on.", f"{row.name} poddaje się; dalej gra bot.")
            )
            return await self._advance(rec, now=now, opening=[note])

    async def kick(
        self, match_id: int, by_user: int, seat: Seat, *, admin: bool = False, now: float | None = None
    ) -> Outcome:
        """Replace a seated player by a bot agent (host or admin)."""
        now = clock_now(now)
        async with self._locks[match_id]:
            rec = (await self._active(match_id)).clone()
            self._require_host(rec, by_user, admin)
            row = next((r for r in rec.seats if r.seat == seat), None)
            if row is None or row.agent is not None:
                raise err(
                    "not_in_match", "No player sits in that seat.", "Na tym miejscu nie siedzi żaden gracz."
                )
            row.replace_by(DEFAULT_AGENT, resigned=False)
            note = Event(
                text=tr(f"{row.name} is replaced by a bot.", f"{row.name} zostaje zastąpiony przez bota.")
            )
            return await self._advance(rec, now=now, opening=[note])


def check_version(rec: MatchRec, expected_version: int | None) -> None:
    if expected_version is not None and expected_version != rec.version:
        raise err(
            "stale",
            "This prompt is outdated: that move was already played or the game moved on.",
            "Ten wybór jest już nieaktualny: ruch został już wykonany albo gra poszła dalej.",
        )


def _agent(agents: dict[str, Agent], name: str | None) -> Agent:
    return agents.get(name or "") or agents.get(DEFAULT_AGENT) or agents["random"]


def changed(part: Any, earlier: Any) -> bool:
    """`part != earlier` for two private parts. Two plain pydantic models of one class (no private
    attributes, no extra fields) with equal field dicts are equal, as BaseModel.__eq__ finds after
    its own checks, and unequal field dicts holding nothing but fields are unequal models, as it
    finds next: those usual cases are answered here (one comparison), every other by `!=`."""
    if (
        type(part) is type(earlier)
        and isinstance(part, BaseModel)
        and part.__pydantic_private__ is None
        and earlier.__pydantic_private__ is None
        and not part.__pydantic_extra__
        and not earlier.__pydantic_extra__
    ):
        values, before = part.__dict__, earlier.__dict__
        if values == before:
            return False
        fields = type(part).__pydantic_fields__.keys()
        if values.keys() <= fields and before.keys() <= fields:
            return True
    return part != earlier


def _bots(roster: Roster, agents: dict[str, Agent]) -> dict[Seat, Agent]:
    """The agent of each bot seat, found once per roster (play() only reads the dict)."""
    known = roster.agents
    if known is None or known[0] is not agents:
        known = roster.agents = (agents, {seat: _agent(agents, name) for seat, name in roster.bots})
    return known[1]


class Moved:
    """What the steps of one request give, gathered in one pass over them: their log rows, who
    moved, whether the board changed, their events with the players' names, who acted in order."""

    __slots__ = ("acted", "rows", "tail", "board", "events", "actors")

    def __init__(self) -> None:
        self.acted: set[Seat] = set()
        # log rows: (match_id, seq, seat, action, by_agent, by_timeout, barrier, events, at)
        self.rows: list[tuple] = []
        self.tail: list[TailRow] = []  # the same rows as undo sees them (MatchRec.remember)
        self.board = False
        self.events: list[Event] = []
        self.actors: list[str] = []  # "Ala", "Ala (bot)": a name once per run of moves


def _steps_pass(match_id: int, steps: list[Step], first_seq: int, now: float, roster: Roster) -> Moved:
    moved = Moved()
    acted, rows, tail, named, actors = moved.acted, moved.rows, moved.tail, moved.events, moved.actors
    name_event, actors_of = roster.namer.event, roster.actors
    forms = text_forms.forms
    board = False
    last = None
    for seq, step in enumerate(steps, first_seq):
        seat, events, by_agent, barrier = step.seat, step.events, step.by_agent, step.barrier
        acted.add(seat)
        if events:
            written = []
            for event in events:
                text = event.text
                key = (text.en, text.pl)
                form = forms.get(key) or learn(key)  # form_of(text), without a call per event
                written.append(event_json(event, form))
                named.append(name_event(event, form))
                if event.board:
                    board = True
            text = "[" + ",".join(written) + "]"
        else:
            text = "[]"
        rows.append(
            (
                match_id,
                seq,
                seat,
                step.action,
                1 if by_agent else 0,
                1 if step.by_timeout else 0,
                1 if barrier else 0,
                text,
                now,
            )
        )
        tail.append(TailRow(seq, seat, by_agent, barrier))
        name = actors_of[seat][by_agent]
        if name != last:
            actors.append(name)
            last = name
    moved.board = board
    return moved
