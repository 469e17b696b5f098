"""The service's in-memory record of one match (rows from the store plus the parsed state)."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
from typing import Any

from engines.base import Engine, Prompt, Result, Seat, State
from host.naming import Namer
from host.runner import Step
from host.store import dumps
from host.types import MatchInfo, MatchSettings, MatchStatus, SeatInfo, TimeoutPolicy


@dataclass
class SeatRow:
    pos: int  # join order in the lobby; the row's key
    user_id: int | None
    name: str
    agent: str | None = None
    seat: Seat | None = None
    resigned: bool = False
    awaited_since: float | None = None
    remind_at: float | None = None
    deadline: float | None = None
    reminded: bool = False
    timeouts: int = 0  # time-outs in a row; a move of the player resets it
    autopilot: bool = False  # a bot moves for the absent player at once, until they resume

    @property
    def is_human(self) -> bool:
        """A player who decides for the seat (not a bot, not replaced, not on autopilot)."""
        return self.user_id is not None and self.agent is None and not self.autopilot

    @property
    def by_bot(self) -> bool:
        """A bot moves for the seat whenever it is awaited."""
        return self.agent is not None or self.autopilot

    def replace_by(self, agent: str, *, resigned: bool) -> None:
        """The seat goes to a bot for good (resign, kick, forfeit)."""
        self.agent, self.resigned, self.autopilot = agent, resigned, False

    def start_wait(self, since: float, settings: MatchSettings) -> None:
        self.awaited_since = since
        timeout, remind = settings.turn_timeout_s, settings.remind_after_s
        self.deadline = since + timeout if timeout > 0 else None
        self.remind_at = since + remind if remind > 0 and (timeout <= 0 or remind < timeout) else None
        self.reminded = False

    def clear_wait(self) -> None:
        self.awaited_since = self.remind_at = self.deadline = None
        self.reminded = False

    def remind_due(self, now: float) -> bool:
        return self.is_human and not self.reminded and self.remind_at is not None and self.remind_at <= now

    def params(self, match_id: int) -> dict[str, Any]:
        return {
            "match_id": match_id,
            "pos": self.pos,
            "seat": self.seat,
            "user_id": self.user_id,
            "name": self.name,
            "agent": self.agent,
            "resigned": int(self.resigned),
            "awaited_since": self.awaited_since,
            "remind_at": self.remind_at,
            "deadline": self.deadline,
            "reminded": int(self.reminded),
            "timeouts": self.timeouts,
            "autopilot": int(self.autopilot),
        }

    def values(self) -> tuple:
        """Everything the seats table stores of the row (to tell which rows changed)."""
        return (
            self.seat,
            self.user_id,
            self.name,
            self.agent,
            self.resigned,
            self.awaited_since,
            self.remind_at,
            self.deadline,
            self.reminded,
            self.timeouts,
            self.autopilot,
        )

    def info(self) -> SeatInfo:
        return SeatInfo(
            seat=self.seat, user_id=self.user_id, name=self.name, agent=self.agent, resigned=self.resigned
        )


def shallow(obj):
    """copy.copy of a plain dataclass instance, without copy's generic protocol (hot path)."""
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    return new


def undoable(move) -> bool:
    """The one undo rule over a log row or a step: a player may take back only a move they made
    themselves (not a bot's) that revealed nothing and drew nothing. Undo never crosses any
    other move: the host keeps the state there as the undo base, and undo takes back the seat's newest
    moves back to the first such one."""
    return not move.by_agent and not move.barrier


class Roster:
    """What the host derives from who sits where: each row's seat, player, name, agent, resigned
    and autopilot flags (`key`). Built again only when one of them changes (see MatchRec.roster);
    shared by a match's working copies, never changed."""

    def __init__(self, key: tuple, seats: list[SeatRow]):
        self.key = key
        by_seat = {row.seat: row.name for row in seats if row.seat is not None}
        self.names = [by_seat.get(seat, "") for seat in range(len(seats))]  # "" for seats not assigned
        self.namer = Namer(self.names)
        self.human = [row.is_human for row in seats]  # per row, in row order
        self.humans = [(row.seat, row.user_id) for row in seats if row.is_human and row.seat is not None]
        self.human_seats = [seat for seat, _ in self.humans]
        self.bots = [(row.seat, row.agent) for row in seats if row.by_bot]
        # the players a prompt is shown to when their seat is awaited (autopilot included)
        self.prompted = [(row.seat, row.user_id) for row in seats if row.agent is None and row.user_id]
        # seat -> (the name of its player's moves, of its bot's moves)
        self.actors = {
            row.seat: (row.name, f"{row.name} (bot)" if row.user_id is not None else row.name)
            for row in seats
        }
        self.infos = [row.info() for row in seats]  # shared by MatchInfos: nothing changes them
        self.agents: tuple[dict, dict] | None = None  # (an engine's agents, bots): see PlayMixin._bots


def roster_key(seats: list[SeatRow]) -> tuple:
    return tuple([(r.seat, r.user_id, r.name, r.agent, r.resigned, r.autopilot) for r in seats])


@dataclass
class TailRow:
    """What undo needs to know about a recent log row."""

    seq: int
    seat: Seat
    by_agent: bool
    barrier: bool


@dataclass
class MatchRec:
    id: int
    game: str
    status: MatchStatus
    creator_id: int
    channel_id: int | None
    thread_id: int | None
    options: dict[str, str]
    settings: MatchSettings
    seed: int
    max_players: int
    version: int
    created_at: float
    result: Result | None
    seats: list[SeatRow]
    state: State | None = None
    tail: list[TailRow] = field(default_factory=list)  # latest effective log rows, oldest first
    # seq -> state before that row, only for the rows undo can still reach (quick undo)
    before: dict[int, State] = field(default_factory=dict)
    privates: dict[Seat, Any] = field(default_factory=dict)  # private_part() per human seat of `state`
    guild_id: int | None = None
    rules_version: str = ""  # the game's rules version the match was started with
    # (version, {seat: engine.prompt}): each awaited seat's prompt is built once per version
    prompt_cache: tuple[int, dict[Seat, Prompt | None]] = field(default_factory=lambda: (-1, {}))
    # (version, {seat: prompt with the players' names}): named once per version too
    named_cache: tuple[int, dict[Seat, Prompt]] = field(default_factory=lambda: (-1, {}))
    # (version, engine.to_act of `state`): asked once per version (the commit knows it already)
    acting_cache: tuple[int, set[Seat]] = (-1, set())
    saved: dict[int, tuple] = field(default_factory=dict)  # pos -> SeatRow.values() as stored
    roster_cache: Roster | None = None  # see roster()
    min_players: int | None = None  # the engine's least player count for the options, once known
    # None: every seat row is this record's own. A set: the seat rows are shared with the record
    # this one was copied from (working_copy), but for those of the positions in it (own_row).
    fresh: set[int] | None = None

    def __post_init__(self) -> None:
        if not self.saved:
            self.mark_saved()

    def mark_saved(self) -> None:
        """The seats as they are now are what the store holds."""
        self.saved = self.seat_values()

    def seat_values(self) -> dict[int, tuple]:
        """pos -> SeatRow.values() of the seats as they are now (`saved` once stored)."""
        return {row.pos: row.values() for row in self.seats}

    def roster(self) -> Roster:
        """What follows from who sits where (names, who is human, seat infos), built again only
        when a seat row's player, name, agent or flags change (working copies share it)."""
        key = roster_key(self.seats)
        roster = self.roster_cache
        if roster is None or roster.key != key:
            roster = self.roster_cache = Roster(key, self.seats)
        return roster

    def seat_names(self) -> list[str]:
        """Display names in seat order ("" for seats not yet assigned)."""
        return list(self.roster().names)

    def namer(self) -> Namer:
        """What puts the players' names into engine texts (see roster())."""
        return self.roster().namer

    @classmethod
    def from_rows(cls, row, seat_rows) -> MatchRec:
        seats = [
            SeatRow(
                pos=s["pos"],
                user_id=s["user_id"],
                name=s["name"],
                agent=s["agent"],
                seat=s["seat"],
                resigned=bool(s["resigned"]),
                awaited_since=s["awaited_since"],
                remind_at=s["remind_at"],
                deadline=s["deadline"],
                reminded=bool(s["reminded"]),
                timeouts=s["timeouts"],
                autopilot=bool(s["autopilot"]),
            )
            for s in seat_rows
        ]
        status = MatchStatus(row["status"])
        if status != MatchStatus.LOBBY and all(s.seat is not None for s in seats):
            seats.sort(key=lambda s: s.seat)
        return cls(
            id=row["id"],
            game=row["game"],
            status=status,
            creator_id=row["creator_id"],
            channel_id=row["channel_id"],
            thread_id=row["thread_id"],
            options=json.loads(row["options"]),
            settings=cls.load_settings(row["settings"]),
            seed=row["seed"],
            max_players=row["max_players"],
            version=row["version"],
            created_at=row["created_at"],
            result=Result.model_validate_json(row["result"]) if row["result"] else None,
            seats=seats,
            guild_id=row["guild_id"],
            rules_version=row["rules_version"],
        )

    @staticmethod
    def dump_settings(settings: MatchSettings) -> str:
        return dumps(dataclasses.asdict(settings))

    @staticmethod
    def load_settings(text: str) -> MatchSettings:
        known = {f.name for f in dataclasses.fields(MatchSettings)}
        values = {k: v for k, v in json.loads(text).items() if k in known}
        if "timeout_policy" in values:
            values["timeout_policy"] = TimeoutPolicy(values["timeout_policy"])
        return MatchSettings(**values)

    def fingerprint(self) -> tuple:
        """As Store.fingerprint reads it: version, status, thread, settings, reminders sent."""
        reminded = sum(1 for r in self.seats if r.reminded)
        return (self.version, self.status.value, self.thread_id, self.settings_json(), reminded)

    def settings_json(self) -> str:
        return self.dump_settings(self.settings)

    def clone(self) -> MatchRec:
        """A working copy: seats and settings copied; states shared (they are never mutated), and
        so are `tail`, `before` and `privates` (replaced, never changed in place)."""
        work = shallow(self)
        work.seats = [shallow(s) for s in self.seats]
        work.settings = shallow(self.settings)
        work.fresh = None
        return work

    def working_copy(self) -> MatchRec:
        """clone() for a request that changes no seat row but through own_row and refresh_waits
        (a move): the rows are shared until written, and the settings too (never changed here)."""
        work = shallow(self)
        work.seats = list(self.seats)
        work.fresh = set()
        return work

    def own_row(self, index: int) -> SeatRow:
        """The seat row at `index`, copied first when it is shared (see `fresh`): the one way a
        working copy changes a row."""
        row = self.seats[index]
        fresh = self.fresh
        if fresh is not None and row.pos not in fresh:
            row = self.seats[index] = shallow(row)
            fresh.add(row.pos)
        return row

    def changed_seats(self) -> tuple[list[SeatRow], dict[int, tuple]]:
        """The seat rows whose stored values differ from `saved`, in seat order, and the values
        of all rows (what `saved` becomes once they are stored). Rows a working copy shares are
        as the store holds them already."""
        saved = self.saved
        fresh = self.fresh
        if fresh is None:
            values = self.seat_values()
            return [r for r in self.seats if saved.get(r.pos) != values[r.pos]], values
        if not fresh:
            return [], saved
        values = dict(saved)
        rows = []
        for row in self.seats:
            if row.pos in fresh:
                now = values[row.pos] = row.values()
                if saved.get(row.pos) != now:
                    rows.append(row)
        return rows, values

    def private_parts(self, engine: Engine, seats: list[Seat]) -> dict[Seat, Any]:
        """Each seat's private part of the current state (remembered from the last outcome)."""
        if self.state is None:
            return {}
        return {
            seat: self.privates[seat] if seat in self.privates else engine.private_part(self.state, seat)
            for seat in seats
        }

    def to_act(self, engine: Engine) -> set[Seat]:
        """engine.to_act of the current state (not finished), asked at most once per version."""
        version, acting = self.acting_cache
        if version != self.version:
            acting = engine.to_act(self.state)
            self.acting_cache = (self.version, acting)
        return acting

    def prompt_of(self, engine: Engine, seat: Seat) -> Prompt | None:
        """The engine's prompt for the seat at the current version, built at most once."""
        version, prompts = self.prompt_cache
        if version != self.version:
            prompts = {}
            self.prompt_cache = (self.version, prompts)
        if seat not in prompts:
            prompts[seat] = engine.prompt(self.state, seat)
        return prompts[seat]

    def named_prompt_of(self, engine: Engine, seat: Seat, name) -> Prompt | None:
        """prompt_of with the players' names put in by `name(prompt)`, at most once per version."""
        version, named = self.named_cache
        if version != self.version:
            named = {}
            self.named_cache = (self.version, named)
        if seat not in named:
            pending = self.prompt_of(engine, seat)
            if pending is None:
                return None
            named[seat] = name(pending)
        return named[seat]

    def seat_row(self, user_id: int | None) -> SeatRow | None:
        if user_id is None:
            return None
        for row in self.seats:
            if row.user_id == user_id:
                return row
        return None

    def next_pos(self) -> int:
        return 1 + max((s.pos for s in self.seats), default=-1)

    def human_seats(self) -> list[Seat]:
        return list(self.roster().human_seats)

    def resigned_seats(self) -> set[Seat]:
        return {s.seat for s in self.seats if s.resigned}

    def refresh_waits(
        self, awaited: set[Seat], acted: set[Seat], now: float, roster: Roster | None = None
    ) -> None:
        """A human seat's clock starts when it begins to be awaited, and again after each of its moves."""
        human = (roster or self.roster()).human
        for index, (row, is_human) in enumerate(zip(self.seats, human, strict=True)):
            if is_human and row.seat in awaited:
                if row.awaited_since is None or row.seat in acted:
                    self.own_row(index).start_wait(now, self.settings)
            elif (
                row.awaited_since is not None
                or row.remind_at is not None
                or row.deadline is not None
                or row.reminded
            ):
                self.own_row(index).clear_wait()

    def remember(
        self, steps: list[Step], first_seq: int, limit: int, rows: list[TailRow] | None = None
    ) -> None:
        """The steps become the newest log rows (new list and dict: working copies share them).
        `rows`: the steps' TailRows when the caller built them."""
        start = max(0, len(steps) - limit)
        if rows is None:
            rows = [TailRow(first_seq + i, s.seat, s.by_agent, s.barrier) for i, s in enumerate(steps)]
        newest = rows[start:] if start else rows
        keep = limit - len(newest)  # older rows that stay
        tail = self.tail[-keep:] if keep > 0 else []
        tail += newest
        self.tail = tail
        if newest and not undoable(newest[-1]):  # the usual case: a bot moved last
            self.before = {}
            return
        reach = self.undo_reach()
        if not reach:
            self.before = {}
            return
        before = {seq: s for seq, s in self.before.items() if seq in reach}
        for row, step in zip(newest, steps[start:], strict=True):
            if row.seq in reach:  # only undoable rows are within reach
                before[row.seq] = step.before
        self.before = before

    def undo_reach(self) -> set[int]:
        """The log rows repeated undos could still take back: the newest rows of the last row's
        seat, made by its player, back to the first that revealed something or was another's."""
        reach: set[int] = set()
        for row in reversed(self.tail):
            if not undoable(row) or row.seat != self.tail[-1].seat:
                break
            reach.add(row.seq)
        return reach

    def can_undo(self, seat: Seat, awaited: set[Seat]) -> bool:
        """Whether the seat may take back its latest move now: the match's latest log row is the
        seat's own undoable move and the seat is still awaited (its turn goes on)."""
        if self.status != MatchStatus.ACTIVE or not self.tail:
            return False
        last = self.tail[-1]
        return last.seat == seat and undoable(last) and seat in awaited

    def info(self, min_players: int, roster: Roster | None = None) -> MatchInfo:
        deadline = None
        for row in self.seats:
            if row.deadline is not None and (deadline is None or row.deadline < deadline):
                deadline = row.deadline
        info = object.__new__(MatchInfo)  # MatchInfo(...) with every field, without its __init__
        info.__dict__.update(
            id=self.id,
            game=self.game,
            status=self.status,
            creator_id=self.creator_id,
            channel_id=self.channel_id,
            thread_id=self.thread_id,
            options=dict(self.options),
            settings=shallow(self.settings),
            seats=list((roster or self.roster()).infos),
            version=self.version,
            created_at=self.created_at,
            min_players=min_players,
            max_players=self.max_players,
            deadline=deadline,
            guild_id=self.guild_id,
        )
        return info
