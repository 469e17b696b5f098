"""The match service: lobby, play, undo, time-outs and queries over the store.

The signatures are fixed (cogs and local mode are written against them). Every method raises
HostError with a readable reason and changes nothing when it refuses. `now` parameters exist so
tests control time.

Versions: `MatchInfo.version` grows by one for every accepted action (a player's or an agent's)
and by one for every undo, so a prompt carrying an old version is always recognised as stale.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import random
import time
from collections import OrderedDict, defaultdict
from typing import Any

from engines import get_engine
from engines.base import (
    Agent,
    BadOptions,
    Engine,
    Event,
    IllegalAction,
    MatchOver,
    NotYourTurn,
    Prompt,
    Result,
    Seat,
    State,
    Text,
    View,
    name_seats,
    tr,
)
from engines.registry import rules_version
from host.matchrec import MatchRec, SeatRow, TailRow
from host.replay import replay_file
from host.runner import AgentFailed, AgentLoop, Step, final_result, play, replay, seat_order
from host.stats import Finished, standings
from host.store import StaleWrite, Store, VersionWrite, dumps
from host.types import (
    HistoryEntry,
    HostError,
    MatchInfo,
    MatchSettings,
    MatchStatus,
    Outcome,
    PlayerStanding,
    PrivateUpdate,
    PromptFor,
    Reminder,
    TimeoutPolicy,
)

log = logging.getLogger(__name__)

DEFAULT_AGENT = "heuristic"  # plays for replaced, resigned and forfeiting players
TAIL = 64  # recent log rows kept in memory for undo decisions
CACHE_SIZE = 2000  # matches kept parsed in memory
OPEN = (MatchStatus.LOBBY, MatchStatus.ACTIVE)


def _err(code: str, en: str, pl: str) -> HostError:
    return HostError(tr(en, pl), code=code)


def _now(now: float | None) -> float:
    return time.time() if now is None else now


class MatchService:
    def __init__(self, store: Store):
        self.store = store
        self._cache: OrderedDict[int, MatchRec] = OrderedDict()  # least recently used first
        self._locks: dict[int, asyncio.Lock] = defaultdict(asyncio.Lock)

    @classmethod
    async def open(cls, db_path: str) -> MatchService:
        """Open (and migrate) the database; one long-lived connection."""
        return cls(await Store.open(db_path))

    async def close(self) -> None:
        await self.store.close()

    # ------------------------------------------------------------ loading and saving

    async def _load(self, match_id: int) -> MatchRec:
        cached = self._cache.get(match_id)
        if cached is not None:
            self._cache.move_to_end(match_id)
            return cached
        loaded = await self.store.load_match(match_id, TAIL)
        if loaded is None:
            raise _err("not_found", f"There is no match #{match_id}.", f"Nie ma meczu #{match_id}.")
        rec = MatchRec.from_rows(loaded.row, loaded.seats)
        if rec.status != MatchStatus.LOBBY:
            if loaded.snapshot is not None:
                rec.state = self._engine(rec.game).load_state(loaded.snapshot)
            rec.tail = [
                TailRow(r["seq"], r["seat"], bool(r["by_agent"]), bool(r["barrier"])) for r in loaded.tail
            ]
        self._keep(rec)
        return rec

    def _keep(self, rec: MatchRec) -> None:
        self._cache[rec.id] = rec
        self._cache.move_to_end(rec.id)
        while len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)

    def _forget(self, match_id: int) -> None:
        self._cache.pop(match_id, None)

    @staticmethod
    def _engine(game: str) -> Engine:
        try:
            return get_engine(game)
        except (KeyError, ModuleNotFoundError):
            raise _err("unknown_game", f"Unknown game '{game}'.", f"Nieznana gra „{game}”.") from None

    async def _save_lobby(self, rec: MatchRec) -> MatchInfo:
        """Persist a lobby/administrative change of rec (seats without clocks, match fields)."""
        try:
            await self.store.save_lobby(
                rec.id,
                status=rec.status.value,
                creator_id=rec.creator_id,
                thread_id=rec.thread_id,
                settings=rec.settings_json(),
                seats=[(r.pos, r.seat, r.user_id, r.name, r.agent, int(r.resigned)) for r in rec.seats],
            )
        finally:
            self._forget(rec.id)
        return self._info(await self._load(rec.id))

    def _info(self, rec: MatchRec) -> MatchInfo:
        try:
            low = self._engine(rec.game).player_range(rec.options)[0]
        except HostError:
            low = 0
        return rec.info(low)

    # ------------------------------------------------------------ lobby

    async def create(
        self,
        game: str,
        creator_id: int,
        creator_name: str,
        *,
        channel_id: int | None = None,
        players: int | None = None,  # max seats; None = the game's maximum
        options: dict[str, str] | None = None,
        settings: MatchSettings | None = None,
        seed: int | None = None,
        guild_id: int | None = None,  # the server, for its leaderboard
    ) -> MatchInfo:
        """A new lobby with the creator seated."""
        engine = self._engine(game)
        try:
            options = engine.validate_options(options or {})
        except BadOptions as exc:
            raise HostError(exc.reason, code="bad_options") from None
        low, high = engine.player_range(options)
        if players is not None and not low <= players <= high:
            raise _err(
                "bad_options",
                f"This game needs {low} to {high} players.",
                f"W tę grę gra od {low} do {high} graczy.",
            )
        settings = settings or MatchSettings()
        values = {
            "game": game,
            "status": MatchStatus.LOBBY.value,
            "creator_id": creator_id,
            "channel_id": channel_id,
            "options": dumps(options),
            "settings": MatchRec.dump_settings(settings),
            "seed": random.SystemRandom().getrandbits(63) if seed is None else seed,
            "max_players": players or high,
            "created_at": time.time(),
            "guild_id": guild_id,
        }
        match_id = await self.store.insert_match(values, {"user_id": creator_id, "name": creator_name})
        return self._info(await self._load(match_id))

    async def _lobby(self, match_id: int) -> MatchRec:
        rec = await self._load(match_id)
        if rec.status == MatchStatus.ACTIVE:
            raise _err("started", "The match has already started.", "Mecz już się rozpoczął.")
        if rec.status != MatchStatus.LOBBY:
            raise _err("finished", "The match is over.", "Mecz się zakończył.")
        return rec.clone()

    @staticmethod
    def _require_host(rec: MatchRec, user_id: int, admin: bool) -> None:
        if not admin and user_id != rec.creator_id:
            raise _err(
                "not_host",
                "Only the match's host or a server admin may do that.",
                "Tylko gospodarz meczu lub administrator serwera może to zrobić.",
            )

    async def join(self, match_id: int, user_id: int, name: str) -> MatchInfo:
        async with self._locks[match_id]:
            rec = await self._lobby(match_id)
            if rec.seat_row(user_id) is not None:
                raise _err("already_joined", "You are already in this match.", "Już jesteś w tym meczu.")
            if len(rec.seats) >= rec.max_players:
                raise _err("full", "The match is full.", "Mecz jest pełny.")
            rec.seats.append(SeatRow(pos=rec.next_pos(), user_id=user_id, name=name))
            return await self._save_lobby(rec)

    async def leave(self, match_id: int, user_id: int) -> MatchInfo:
        """Leave a lobby. A leaving host hands the match to the next human player; with only bots left
        the host keeps the match (to start an all-bot match); an empty lobby is cancelled."""
        async with self._locks[match_id]:
            rec = await self._lobby(match_id)
            row = rec.seat_row(user_id)
            if row is None:
                raise _err("not_in_match", "You are not in this match.", "Nie jesteś w tym meczu.")
            rec.seats.remove(row)
            humans = [r for r in rec.seats if r.user_id is not None]
            if user_id == rec.creator_id and humans:
                rec.creator_id = humans[0].user_id
            elif not rec.seats:
                rec.status = MatchStatus.CANCELLED
            return await self._save_lobby(rec)

    async def add_bot(
        self, match_id: int, by_user: int, agent: str = "heuristic", *, admin: bool = False
    ) -> MatchInfo:
        """Any seated player, the host or an admin may add a bot."""
        async with self._locks[match_id]:
            rec = await self._lobby(match_id)
            if rec.seat_row(by_user) is None:
                self._require_host(rec, by_user, admin)
            if agent not in self._engine(rec.game).agents():
                names = ", ".join(self._engine(rec.game).agents())
                raise _err(
                    "bad_options",
                    f"Unknown bot '{agent}' (choose: {names}).",
                    f"Nieznany bot „{agent}” (do wyboru: {names}).",
                )
            if len(rec.seats) >= rec.max_players:
                raise _err("full", "The match is full.", "Mecz jest pełny.")
            number = 1 + sum(1 for r in rec.seats if r.user_id is None)
            rec.seats.append(SeatRow(pos=rec.next_pos(), user_id=None, name=f"Bot {number}", agent=agent))
            return await self._save_lobby(rec)

    async def remove_bot(self, match_id: int, by_user: int, *, admin: bool = False) -> MatchInfo:
        """Remove the most recently added bot seat."""
        async with self._locks[match_id]:
            rec = await self._lobby(match_id)
            self._require_host(rec, by_user, admin)
            bots = [r for r in rec.seats if r.user_id is None]
            if not bots:
                raise _err(
                    "not_found", "There is no bot seat to remove.", "Nie ma miejsca bota do usunięcia."
                )
            rec.seats.remove(bots[-1])
            return await self._save_lobby(rec)

    async def cancel(self, match_id: int, by_user: int, *, admin: bool = False) -> MatchInfo:
        async with self._locks[match_id]:
            rec = await self._lobby(match_id)
            self._require_host(rec, by_user, admin)
            rec.status = MatchStatus.CANCELLED
            return await self._save_lobby(rec)

    async def start(
        self,
        match_id: int,
        by_user: int,
        *,
        admin: bool = False,
        fixed_order: bool = False,
        now: float | None = None,
    ) -> Outcome:
        """Seat order is shuffled from the seed unless fixed_order. Bot seats act at once."""
        now = _now(now)
        async with self._locks[match_id]:
            rec = await self._lobby(match_id)
            self._require_host(rec, by_user, admin)
            engine = self._engine(rec.game)
            low, high = engine.player_range(rec.options)
            count = len(rec.seats)
            if count < low:
                raise _err(
                    "too_few", f"At least {low} players are needed.", f"Potrzeba co najmniej {low} graczy."
                )
            if count > high:
                raise _err("full", f"At most {high} players can play.", f"Może grać najwyżej {high} graczy.")
            order = list(range(count)) if fixed_order else seat_order(rec.seed, count)
            for seat, index in enumerate(order):
                rec.seats[index].seat = seat
            rec.seats.sort(key=lambda r: r.seat)
            rec.status = MatchStatus.ACTIVE
            rec.rules_version = rules_version(rec.game)
            rec.state = engine.setup(count, rec.options, rec.seed)
            names = ", ".join(r.name for r in rec.seats)
            opening = Event(
                text=tr(f"The match begins. Seat order: {names}.", f"Mecz się zaczyna. Kolejność: {names}.")
            )
            return await self._advance(rec, now=now, opening=[opening], starting=True, private_before={})

    async def set_thread(self, match_id: int, thread_id: int) -> None:
        async with self._locks[match_id]:
            await self._load(match_id)
            await self.store.set_thread(match_id, thread_id)
            self._forget(match_id)

    async def update_settings(
        self, match_id: int, by_user: int, settings: MatchSettings, *, admin: bool = False
    ) -> MatchInfo:
        """New settings; running deadlines are recomputed from when each wait began."""
        async with self._locks[match_id]:
            rec = (await self._load(match_id)).clone()
            self._require_host(rec, by_user, admin)
            if rec.status not in OPEN:
                raise _err("finished", "The match is over.", "Mecz się zakończył.")
            rec.settings = settings
            for row in rec.seats:
                if row.awaited_since is not None:
                    reminded = row.reminded
                    row.start_wait(row.awaited_since, settings)
                    row.reminded = reminded
            try:
                await self.store.save_settings(
                    rec.id, rec.settings_json(), [r.params(rec.id) for r in rec.seats]
                )
            finally:
                self._forget(rec.id)
            return self._info(await self._load(rec.id))

    # ------------------------------------------------------------ play

    async def _active(self, match_id: int) -> MatchRec:
        rec = await self._load(match_id)
        if rec.status == MatchStatus.LOBBY:
            raise _err("not_started", "The match has not started yet.", "Mecz jeszcze się nie rozpoczął.")
        if rec.status != MatchStatus.ACTIVE:
            raise _err("finished", "The match is over.", "Mecz się zakończył.")
        return rec

    @staticmethod
    def _playing_seat(rec: MatchRec, user_id: int) -> SeatRow:
        row = rec.seat_row(user_id)
        if row is None or row.agent is not None:
            raise _err("not_in_match", "You are not playing in this match.", "Nie grasz w tym meczu.")
        return row

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
        now = _now(now)
        async with self._locks[match_id]:
            rec = await self._active(match_id)
            row = self._playing_seat(rec, user_id)
            if expected_version is not None and expected_version != rec.version:
                raise _err(
                    "stale",
                    "This prompt is outdated: that move was already played or the game moved on.",
                    "Ta prośba jest nieaktualna: ruch został już wykonany albo gra poszła dalej.",
                )
            if not isinstance(action, str):
                raise _err("illegal", "An action is a text.", "Ruch musi być tekstem.")
            engine = self._engine(rec.game)
            pending = None
            if not rec.state.finished and row.seat in engine.to_act(rec.state):
                pending = rec.prompt_of(engine, row.seat)
            return await self._advance(rec.clone(), now=now, first=(row.seat, action), first_prompt=pending)

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
        agents = engine.agents()
        bots = {r.seat: _agent(agents, r.agent) for r in rec.seats if r.agent is not None}
        timed = {seat: _agent(agents, DEFAULT_AGENT) for seat in timed_out}
        humans = rec.human_seats()
        start_state = rec.state

        def work():
            before = private_before if private_before is not None else rec.private_parts(engine, humans)
            state, steps = play(
                engine,
                start_state,
                first=first,
                first_prompt=first_prompt,
                bots=bots,
                timed_out=timed,
                salt=rec.version,
            )
            return state, steps, before

        try:
            if bots or timed:
                state, steps, before = await asyncio.to_thread(work)
            else:
                state, steps, before = work()
        except (NotYourTurn, MatchOver) as exc:
            code = "finished" if isinstance(exc, MatchOver) else "not_your_turn"
            raise HostError(exc.reason, code=code) from None
        except IllegalAction as exc:
            raise HostError(exc.reason, code="illegal") from None
        except AgentLoop:
            raise _err(
                "agent_loop",
                "The bots did not finish their moves; the game seems stuck. Nothing was changed.",
                "Boty nie zakończyły ruchów; gra wygląda na zablokowaną. Nic nie zmieniono.",
            ) from None
        except AgentFailed as exc:
            log.error("match %s: %s", rec.id, exc)
            raise _err(
                "agent_error",
                "A bot could not make its move (a bug in the game). Nothing was changed.",
                "Bot nie mógł wykonać ruchu (błąd w grze). Nic nie zmieniono.",
            ) from exc
        return await self._commit(
            rec, engine, state, steps, now=now, opening=opening or [], starting=starting, before=before
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
    ) -> Outcome:
        expected = rec.version
        rec.version += 1 if undo_seq is not None else len(steps)
        rec.state = state
        acted = {s.seat for s in steps}
        rec.refresh_waits(engine.to_act(state) if not state.finished else set(), acted, now)
        just_finished = state.finished and rec.status == MatchStatus.ACTIVE
        first_seq = expected + 1
        change = VersionWrite(
            seats=[r.params(rec.id) for r in rec.seats],
            state=state.model_dump_json(),
            undone_seq=undo_seq,
            started=(now, rec.rules_version) if starting else None,
        )
        if just_finished:
            result = engine.result(state)
            rec.result = final_result(result, rec.resigned_seats()) if result else None
            rec.status = MatchStatus.FINISHED
            change.finished = (now, rec.result.model_dump_json() if rec.result else None)
        if steps and undo_seq is None:
            change.actions = [_action_row(rec.id, first_seq + i, s, now) for i, s in enumerate(steps)]
        try:
            await self.store.write_version(rec.id, expected, rec.version, change)
        except StaleWrite:
            self._forget(rec.id)
            raise _err(
                "stale",
                "Someone else changed the match at the same moment; look again and retry.",
                "Ktoś inny zmienił mecz w tej samej chwili; sprawdź i spróbuj ponownie.",
            ) from None
        except BaseException:
            self._forget(rec.id)
            raise
        if undo_seq is None:
            rec.remember(steps, first_seq, TAIL)
        self._keep(rec)
        return self._outcome(rec, engine, steps, opening, before, just_finished)

    def _outcome(self, rec, engine, steps, opening, before, just_finished) -> Outcome:
        state = rec.state
        events = list(opening) + [e for s in steps for e in s.events]
        names = {r.seat: r for r in rec.seats}
        actors: list[str] = []
        for step in steps:
            row = names[step.seat]
            name = f"{row.name} (bot)" if step.by_agent and row.user_id is not None else row.name
            if not actors or actors[-1] != name:
                actors.append(name)
        private = []
        rec.privates = {}
        for seat in rec.human_seats():
            view = self._named(rec, engine.view(state, seat))
            part = rec.privates[seat] = view.private_part()
            if part is not None and part != before.get(seat):
                private.append(PrivateUpdate(seat=seat, user_id=names[seat].user_id, view=view))
        return Outcome(
            match=self._info(rec),
            events=[_named_event(rec, e) for e in events],
            actors=actors,
            board_changed=bool(opening) or any(e.board for e in events),
            private=private,
            prompts=self._prompts(rec, engine),
            result=rec.result if just_finished else None,
            status_line=_named_text(rec, engine.status_line(state)),
        )

    def _prompts(self, rec: MatchRec, engine: Engine) -> list[PromptFor]:
        if rec.status != MatchStatus.ACTIVE or rec.state is None:
            return []
        out = []
        awaited = engine.to_act(rec.state)
        for row in rec.seats:
            if row.seat in awaited and row.agent is None and row.user_id is not None:
                pending = rec.prompt_of(engine, row.seat)
                if pending is not None:
                    pending = _named_prompt(rec, pending)
                    out.append(
                        PromptFor(row.seat, row.user_id, pending, self._can_undo(rec, engine, row.seat))
                    )
        return out

    # ------------------------------------------------------------ undo

    @staticmethod
    def _can_undo(rec: MatchRec, engine: Engine, seat: Seat) -> bool:
        """Only the seat's own latest action, still within its turn, that revealed nothing."""
        if rec.status != MatchStatus.ACTIVE or not rec.tail:
            return False
        last = rec.tail[-1]
        return (
            last.seat == seat and not last.by_agent and not last.barrier and seat in engine.to_act(rec.state)
        )

    async def undo(self, match_id: int, user_id: int, *, now: float | None = None) -> Outcome:
        now = _now(now)
        async with self._locks[match_id]:
            rec = (await self._active(match_id)).clone()
            row = self._playing_seat(rec, user_id)
            engine = self._engine(rec.game)
            _same_rules(rec, "undo")
            if not self._can_undo(rec, engine, row.seat):
                raise _err(
                    "cannot_undo",
                    "You can only take back your own last move in your turn, before anything was revealed.",
                    "Możesz cofnąć tylko swój ostatni ruch w swojej turze, zanim cokolwiek zostało odkryte.",
                )
            seq = rec.tail.pop().seq
            earlier = rec.before.pop(seq, None) or await self._replay(rec, engine, below=seq)
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

    async def _replay(self, rec: MatchRec, engine: Engine, below: int | None = None) -> State:
        rows = await self.store.actions(rec.id, effective_only=True)
        moves = [(r["seat"], r["action"]) for r in rows if below is None or r["seq"] < below]
        return await asyncio.to_thread(replay, engine, len(rec.seats), rec.options, rec.seed, moves)

    async def verify(self, match_id: int) -> bool:
        """Whether replaying the log from the seed gives exactly the stored snapshot."""
        rec = await self._load(match_id)
        snapshot = await self.store.snapshot(match_id)
        if snapshot is None:
            return rec.status == MatchStatus.LOBBY
        _same_rules(rec, "verify")
        engine = self._engine(rec.game)
        return (await self._replay(rec, engine)).model_dump_json() == engine.load_state(
            snapshot[1]
        ).model_dump_json()

    # ------------------------------------------------------------ leaving a running match

    async def resign(self, match_id: int, user_id: int, *, now: float | None = None) -> Outcome:
        """The player leaves; an agent plays the seat on and it ranks below all others."""
        now = _now(now)
        async with self._locks[match_id]:
            rec = (await self._active(match_id)).clone()
            row = self._playing_seat(rec, user_id)
            row.agent, row.resigned = DEFAULT_AGENT, True
            note = Event(
                text=tr(f"{row.name} resigns; a bot plays on.", f"{row.name} poddaje się; dalej gra bot.")
            )
            return await self._advance(rec, now=now, opening=[note])

    async def kick(
        self, match_id: int, by_user: int, seat: Seat, *, admin: bool = False, now: float | None = None
    ) -> Outcome:
        """Replace a seated player by a bot agent (host or admin)."""
        now = _now(now)
        async with self._locks[match_id]:
            rec = (await self._active(match_id)).clone()
            self._require_host(rec, by_user, admin)
            row = next((r for r in rec.seats if r.seat == seat), None)
            if row is None or row.agent is not None:
                raise _err(
                    "not_in_match", "No player sits in that seat.", "Na tym miejscu nie siedzi żaden gracz."
                )
            row.agent = DEFAULT_AGENT
            note = Event(
                text=tr(f"{row.name} is replaced by a bot.", f"{row.name} zostaje zastąpiony przez bota.")
            )
            return await self._advance(rec, now=now, opening=[note])

    async def abandon(self, match_id: int, by_user: int, *, admin: bool = False) -> MatchInfo:
        async with self._locks[match_id]:
            rec = (await self._load(match_id)).clone()
            self._require_host(rec, by_user, admin)
            if rec.status not in OPEN:
                raise _err("finished", "The match is over.", "Mecz się zakończył.")
            rec.status = MatchStatus.ABANDONED
            rec.refresh_waits(set(), set(), 0.0)
            return await self._save_lobby(rec)

    # ------------------------------------------------------------ time-outs

    async def due_reminders(self, now: float) -> list[Reminder]:
        """Reminders due now; each is returned once (marked sent)."""
        out = []
        for match_id in await self.store.matches_to_remind(now):
            async with self._locks[match_id]:
                rec = (await self._load(match_id)).clone()
                due = [r for r in rec.seats if r.remind_due(now)]
                if not due:
                    continue
                for row in due:
                    row.reminded = True
                try:
                    await self.store.update_seats([r.params(rec.id) for r in due])
                finally:
                    self._forget(match_id)
                info = self._info(rec)
                out += [Reminder(info, r.seat, r.user_id, r.deadline) for r in due]
        return out

    async def apply_timeouts(self, now: float) -> list[Outcome]:
        """Act (agent) or forfeit for every seat whose deadline passed."""
        out = []
        for match_id in await self.store.matches_past_deadline(now):
            async with self._locks[match_id]:
                rec = (await self._load(match_id)).clone()
                late = [
                    r for r in rec.seats if r.agent is None and r.deadline is not None and r.deadline <= now
                ]
                if not late:
                    continue
                out.append(await self._time_out(rec, late, now))
        return out

    async def _time_out(self, rec: MatchRec, late: list[SeatRow], now: float) -> Outcome:
        names = ", ".join(r.name for r in late)
        if rec.settings.timeout_policy == TimeoutPolicy.FORFEIT:
            for row in late:
                row.agent, row.resigned = DEFAULT_AGENT, True
            note = tr(
                f"Time is up: {names} forfeit; a bot plays on.",
                f"Czas minął: {names} oddaje walkowerem; dalej gra bot.",
            )
            return await self._advance(rec, now=now, opening=[Event(text=note)])
        note = tr(f"Time is up: a bot moves for {names}.", f"Czas minął: bot wykonuje ruch za: {names}.")
        return await self._advance(rec, now=now, timed_out={r.seat for r in late}, opening=[Event(text=note)])

    async def extend_deadlines(self, downtime_s: float, now: float) -> int:
        """After a restart: push running deadlines (and reminders) by the downtime. Returns how many."""
        if downtime_s <= 0:
            return 0
        count = await self.store.extend_deadlines(downtime_s)
        self._cache.clear()
        return count

    async def heartbeat(self, now: float | None = None) -> None:
        """Record that the service is alive (call every minute or so); see downtime()."""
        await self.store.set_value("heartbeat", repr(_now(now)))

    async def downtime(self, now: float | None = None) -> float:
        """Seconds since the last heartbeat (0 on a new database): pass to extend_deadlines at start."""
        last = await self.store.get_value("heartbeat")
        return 0.0 if last is None else max(0.0, _now(now) - float(last))

    # ------------------------------------------------------------ transport bookkeeping

    async def get_meta(self, match_id: int, key: str) -> str | None:
        return await self.store.get_meta(match_id, key)

    async def set_meta(self, match_id: int, key: str, value: str | None) -> None:
        """Store a transport value (message ids, failed DMs); None deletes it."""
        await self._load(match_id)
        await self.store.set_meta(match_id, key, value)

    # ------------------------------------------------------------ statistics and preferences

    async def _standings(self, game: str | None, guild_id: int | None) -> list[PlayerStanding]:
        found = await self.store.finished_matches(game=game, guild_id=guild_id)
        return await asyncio.to_thread(_standings_of, found, game or "")

    async def leaderboard(
        self, guild_id: int, game: str | None = None, limit: int = 10
    ) -> list[PlayerStanding]:
        """The guild's best players over its finished matches (of one game, if given): by Elo rating,
        then wins. Derived from the stored results each time; see host/stats.py for the rating."""
        return (await self._standings(game, guild_id))[: max(0, limit)]

    async def player_summary(self, user_id: int, guild_id: int | None = None) -> list[PlayerStanding]:
        """The user's standing in each game played (in that guild, or everywhere when None), with
        ratings computed over all players' matches of that game in the same scope; by game id."""
        out = []
        for game in await self.store.games_finished_by(user_id):
            out += [r for r in await self._standings(game, guild_id) if r.user_id == user_id]
        return out

    async def set_user_pref(self, user_id: int, key: str, value: str) -> None:
        await self.store.set_user_pref(user_id, key, value)

    async def get_user_pref(self, user_id: int, key: str) -> str | None:
        return await self.store.get_user_pref(user_id, key)

    # ------------------------------------------------------------ queries

    async def get(self, match_id: int) -> MatchInfo:
        return self._info(await self._load(match_id))

    @staticmethod
    def _recs(found) -> list[MatchRec]:
        return [MatchRec.from_rows(row, seats) for row, seats in found]

    async def by_thread(self, thread_id: int) -> MatchInfo | None:
        found = self._recs(await self.store.match_in_thread(thread_id))
        return self._info(found[0]) if found else None

    async def in_channel(self, channel_id: int, *, active_only: bool = True) -> list[MatchInfo]:
        found = await self.store.matches_in_channel(channel_id, open_only=active_only)
        return [self._info(r) for r in self._recs(found)]

    async def for_user(self, user_id: int) -> list[tuple[MatchInfo, bool]]:
        """The user's lobby/active matches and whether the user is awaited in each."""
        recs = self._recs(await self.store.open_matches_of(user_id))
        return [(self._info(r), r.seat_row(user_id).awaited_since is not None) for r in recs]

    async def active_matches(self) -> list[MatchInfo]:
        return [self._info(r) for r in self._recs(await self.store.active_matches())]

    async def prompts(self, match_id: int) -> list[PromptFor]:
        rec = await self._load(match_id)
        return self._prompts(rec, self._engine(rec.game))

    async def _state(self, match_id: int) -> tuple[MatchRec, Engine]:
        rec = await self._load(match_id)
        if rec.state is None:
            raise _err("not_started", "The match has not started yet.", "Mecz jeszcze się nie rozpoczął.")
        return rec, self._engine(rec.game)

    async def view(self, match_id: int, user_id: int | None) -> View:
        """The user's view (seat view if seated, else the public view)."""
        rec, engine = await self._state(match_id)
        row = rec.seat_row(user_id) if user_id is not None else None
        if row is None and user_id is not None and not rec.settings.spectators:
            raise _err(
                "not_in_match",
                "This match hides its board from spectators.",
                "Ten mecz ukrywa planszę przed widzami.",
            )
        return self._named(rec, engine.view(rec.state, row.seat if row else None))

    async def seat_view(self, match_id: int, seat: Seat | None) -> View:
        """Any seat's view, for trusted callers only (local mode, tests): no permission check."""
        rec, engine = await self._state(match_id)
        return self._named(rec, engine.view(rec.state, seat))

    @staticmethod
    def _named(rec: MatchRec, view: View) -> View:
        """The view with the seats' display names, for pictures and text."""
        view.names = rec.seat_names()
        return view

    async def seat_of(self, match_id: int, user_id: int) -> Seat | None:
        row = (await self._load(match_id)).seat_row(user_id)
        return row.seat if row else None

    async def history(self, match_id: int, user_id: int | None = None) -> list[HistoryEntry]:
        """Log with the events the user may read (undone moves are left out)."""
        rec = await self._load(match_id)
        row = rec.seat_row(user_id) if user_id is not None else None
        seat = row.seat if row else None
        names = {r.seat: r.name for r in rec.seats}
        out = []
        for r in await self.store.actions(match_id, effective_only=True):
            events = [Event.model_validate(e) for e in json.loads(r["events"])]
            visible = [_named_event(rec, e) for e in events if e.seats is None or seat in e.seats]
            out.append(
                HistoryEntry(
                    r["seq"],
                    r["seat"],
                    names.get(r["seat"], "?"),
                    r["action"],
                    bool(r["by_agent"]),
                    r["at"],
                    visible,
                )
            )
        return out

    async def status_line(self, match_id: int) -> Text:
        rec = await self._load(match_id)
        if rec.state is None:
            taken = f"{len(rec.seats)}/{rec.max_players}"
            return tr(f"Waiting for players ({taken}).", f"Czekamy na graczy ({taken}).")
        return _named_text(rec, self._engine(rec.game).status_line(rec.state))

    async def result(self, match_id: int) -> Result | None:
        return (await self._load(match_id)).result

    async def export(self, match_id: int) -> str:
        """JSON of game, options, seed, seats and the action list: enough to replay."""
        rec = await self._load(match_id)
        _same_rules(rec, "export")
        rows = await self.store.actions(match_id, effective_only=True)
        data = {
            "game": rec.game,
            "rules_version": rec.rules_version,
            "options": rec.options,
            "seed": rec.seed,
            "status": rec.status.value,
            "seats": [dataclasses.asdict(r.info()) for r in rec.seats],
            "actions": [[r["seat"], r["action"]] for r in rows],
            "result": rec.result.model_dump(mode="json") if rec.result else None,
        }
        return json.dumps(data, ensure_ascii=False, indent=1)


def replay_export(text: str) -> State:
    """The final state of an exported match, replayed from its seed (BadExport if it does not replay)."""
    return replay_file(text).state


def _same_rules(rec: MatchRec, what: str) -> None:
    """Refuse to replay a match's past with rules other than the ones it was played under."""
    current = rules_version(rec.game)
    if rec.status != MatchStatus.LOBBY and rec.rules_version != current:
        en, pl = {
            "undo": ("take back a move in", "cofnąć ruchu w meczu"),
            "verify": ("verify", "sprawdzić meczu"),
            "export": ("export", "wyeksportować meczu"),
        }[what]
        raise _err(
            "rules_changed",
            f"Cannot {en} match #{rec.id}: it was played under rules {rec.rules_version or '?'}, "
            f"and this bot now runs {current or '?'}. The match itself plays on.",
            f"Nie można {pl} #{rec.id}: grano go według zasad {rec.rules_version or '?'}, "
            f"a bot działa teraz według {current or '?'}. Sam mecz toczy się dalej.",
        )


def _standings_of(found: list, game: str) -> list[PlayerStanding]:
    """Standings over finished match rows (with their seats), parsed off the event loop."""
    matches = []
    for row, seats in found:
        players = {
            s["seat"]: (s["user_id"], s["name"])
            for s in seats
            if s["user_id"] is not None and s["seat"] is not None
        }
        matches.append(Finished(row["game"], Result.model_validate_json(row["result"]), players))
    return standings(matches, game)


def _agent(agents: dict[str, Agent], name: str | None) -> Agent:
    return agents.get(name or "") or agents.get(DEFAULT_AGENT) or agents["random"]


def _action_row(match_id: int, seq: int, step: Step, now: float) -> tuple:
    events = dumps([e.model_dump(mode="json") for e in step.events])
    return (
        match_id,
        seq,
        step.seat,
        step.action,
        int(step.by_agent),
        int(step.by_timeout),
        int(step.barrier),
        events,
        now,
    )


# Engines call seats "Player A"; everything the service hands out names the players instead.


def _named_text(rec: MatchRec, text: Text) -> Text:
    names = rec.seat_names()
    return Text(en=name_seats(text.en, names), pl=name_seats(text.pl, names))


def _named_event(rec: MatchRec, event: Event) -> Event:
    return event.model_copy(update={"text": _named_text(rec, event.text)})


def _named_prompt(rec: MatchRec, prompt: Prompt) -> Prompt:
    options = [o.model_copy(update={"label": _named_text(rec, o.label)}) for o in prompt.options]
    return prompt.model_copy(update={"text": _named_text(rec, prompt.text), "options": options})
