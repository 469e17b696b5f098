"""The store contract both backends share: every query and write of matches, seats, the log and
snapshots, written once in SQL both SQLite and PostgreSQL accept.

A backend (host/store.py: SQLite; host/store_pg.py: PostgreSQL) gives four primitives:
`transaction()` (one write transaction, rolled back on any error), `reading()` (one read-only
transaction: a consistent snapshot of several tables), `fetch()` (one statement) and
`bulk_read()` (a read that never waits for the moves). Each yields a `Tx` with `execute`
(returning the row count), `executemany` and `fetch`. Statements use `?` or `:name`
placeholders; the PostgreSQL backend rewrites them (and the few SQLite-only hints) in one place.

The version check of a move is a conditional write (`UPDATE matches SET version = new WHERE
id = ? AND version = expected`): two writers, in one process or several, cannot both pass it.
"""

from __future__ import annotations

import json
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any, Protocol

from host import store_archive
from host.store_archive import ARCHIVE_MIGRATION, PENDING_SELECT, archive_log, archived_rows, log_rows
from host.store_claims import ClaimStore
from host.store_clock import ClockStore
from host.store_meta import KeyValueStore
from host.store_outbox import OutboxStore

MATCH_COLUMNS = (
    "id, game, status, creator_id, channel_id, thread_id, options, settings, seed, max_players, "
    "version, created_at, started_at, finished_at, result, guild_id, rules_version"
)
SEAT_COLUMNS = (
    "match_id, pos, seat, user_id, name, agent, resigned, awaited_since, remind_at, deadline, reminded, "
    "timeouts, autopilot"
)

SEAT_UPDATE = (
    "UPDATE seats SET seat = :seat, user_id = :user_id, name = :name, agent = :agent, resigned = :resigned, "
    "awaited_since = :awaited_since, remind_at = :remind_at, deadline = :deadline, reminded = :reminded, "
    "timeouts = :timeouts, autopilot = :autopilot WHERE match_id = :match_id AND pos = :pos"
)
ACTION_INSERT = (
    "INSERT INTO actions (match_id, seq, seat, action, by_agent, by_timeout, barrier, events, at) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
SNAPSHOT_UPSERT = (
    "INSERT INTO snapshots (match_id, version, state) VALUES (?, ?, ?) "
    "ON CONFLICT(match_id) DO UPDATE SET version = excluded.version, state = excluded.state"
)
# the undo base lives in the table migration 006 named `checkpoints` (not a WAL checkpoint)
UNDO_BASE_UPSERT = (
    "INSERT INTO checkpoints (match_id, version, state) VALUES (?, ?, ?) "
    "ON CONFLICT(match_id) DO UPDATE SET version = excluded.version, state = excluded.state"
)
OUTBOX_INSERT = (
    "INSERT INTO outbox (match_id, version, prompted, dms, board, next_try) VALUES (?, ?, ?, ?, ?, ?) "
    "ON CONFLICT(match_id, version) DO UPDATE SET prompted = excluded.prompted, dms = excluded.dms, "
    "board = excluded.board, next_try = excluded.next_try, attempts = 0, delivered = 0"
)
VERSION_MOVE = "UPDATE matches SET version = ? WHERE id = ? AND version = ?"
OPEN_STATUSES = "status IN ('lobby', 'active')"
WRITE_ATTEMPTS = 3  # a write the server broke off (deadlock) runs again, up to this many times

# A statement for Store.write: (sql, params) runs once; (sql, [params, ...]) runs executemany.
Statement = tuple[str, Any]
Found = list[tuple[Any, list[Any]]]


class Tx(Protocol):
    """One open transaction of a backend."""

    async def execute(self, sql: str, params: Any = ()) -> int: ...  # rows changed

    async def executemany(self, sql: str, rows: list) -> None: ...

    async def fetch(self, sql: str, params: Any = ()) -> list: ...


class StaleWrite(Exception):
    """The match's version changed since it was read: nothing was written."""


@dataclass
class Loaded:
    """One match read in one transaction: its row, seats, snapshot and newest effective log rows."""

    row: Any
    seats: list[Any]
    snapshot: str | None
    tail: list[Any]


@dataclass
class VersionWrite:
    """What one accepted request writes, beside moving the match to a new version."""

    seats: list[dict[str, Any]]  # SeatRow.params of the seats that changed
    state: str  # the new snapshot (JSON)
    actions: list[tuple] | None = None  # new log rows (match_id, seq, seat, action, ... at)
    undone_seq: int | None = None  # the log row this version takes back
    started: tuple[float, str] | None = None  # (started_at, rules_version) at start
    finished: tuple[float, str | None] | None = None  # (finished_at, result JSON) when it ended
    owed: Owed | None = None  # what the new version owes the players (the outbox row)
    undo_base: bool = False  # undo never crosses this version: keep its state as the undo base


@dataclass
class Owed:
    """An outbox row: what one committed version owes its players, delivered by the transport."""

    prompted: list[int]  # user ids whose prompt this version shows (their turn, pinged once)
    dms: list[int]  # user ids whose private view changed
    board: bool  # the public board changed
    at: float  # when it was committed: the first try is due at once


class StoreBase(ClaimStore, ClockStore, OutboxStore, KeyValueStore):
    """The shared store logic; a backend subclass provides the primitives below."""

    dialect = "?"
    LEAST = "min"  # the two-argument minimum: min() in SQLite, LEAST() in PostgreSQL
    shared = False  # several processes may use the database at once (PostgreSQL)

    # ------------------------------------------------------------ backend primitives

    def transaction(self) -> AbstractAsyncContextManager[Tx]:
        raise NotImplementedError

    def reading(self) -> AbstractAsyncContextManager[Tx]:
        raise NotImplementedError

    async def fetch(self, sql: str, params: Any = ()) -> list:
        raise NotImplementedError

    async def bulk_read(self, sql: str, params: Any = ()) -> list:
        raise NotImplementedError

    async def close(self) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------ transactions

    async def write(
        self,
        statements: list[Statement],
        *,
        match_id: int | None = None,
        expected: int | None = None,
        new: int = 0,
        archive: int | None = None,
    ) -> None:
        """Run the statements in one transaction. With match_id, first move the match from version
        `expected` to `new` and raise StaleWrite (writing nothing) if it is no longer `expected`.
        With `archive` (a match id), then pack that match's log into its archived row.
        A transaction the server broke off to resolve a deadlock with another process's (two
        matches finishing at once both clear the same ratings rows) runs again."""
        for attempt in range(1, WRITE_ATTEMPTS + 1):
            try:
                async with self.transaction() as tx:
                    todo = statements
                    if match_id is not None:
                        todo = await self.move_version(tx, statements, match_id, expected, new)
                    await run(tx, todo)
                    if archive is not None:
                        await archive_log(tx, archive)
                return
            except Exception as exc:
                if attempt == WRITE_ATTEMPTS or not self.retryable(exc):
                    raise

    async def move_version(
        self, tx: Tx, statements: list[Statement], match_id: int, expected: int | None, new: int
    ) -> list[Statement]:
        """Move the match from version `expected` to `new` (StaleWrite if it is no longer there);
        returns the statements still to run (a backend may run some of them with the move)."""
        if await tx.execute(VERSION_MOVE, (new, match_id, expected)) != 1:
            raise StaleWrite(match_id)
        return statements

    def retryable(self, exc: Exception) -> bool:
        """Whether a failed transaction may simply run again (the backend knows its errors)."""
        return False

    async def _read(self, work):
        """Run `work(tx)` (several reads) in one read transaction: one consistent snapshot."""
        async with self.reading() as tx:
            return await work(tx)

    async def version_of(self, match_id: int) -> int | None:
        """The match's committed version (None: no such match)."""
        rows = await self.fetch("SELECT version FROM matches WHERE id = ?", (match_id,))
        return rows[0]["version"] if rows else None

    async def fingerprint(self, match_id: int) -> tuple | None:
        """What tells whether a cached copy of the match is current: its version, and what changes
        without a new version (status, thread, settings, reminders sent). None: no such match."""
        rows = await self.fetch(
            "SELECT version, status, thread_id, settings, "
            "(SELECT count(*) FROM seats WHERE match_id = ? AND reminded = 1) AS reminded "
            "FROM matches WHERE id = ?",
            (match_id, match_id),
        )
        return tuple(rows[0]) if rows else None

    # ------------------------------------------------------------ matches: writing

    async def insert_match(self, values: dict[str, Any], creator_seat: dict[str, Any]) -> int:
        async with self.transaction() as tx:
            rows = await tx.fetch(
                "INSERT INTO matches (game, status, creator_id, channel_id, options, settings, seed, "
                "max_players, created_at, guild_id) VALUES (:game, :status, :creator_id, :channel_id, "
                ":options, :settings, :seed, :max_players, :created_at, :guild_id) RETURNING id",
                values,
            )
            match_id = rows[0]["id"]
            await tx.execute(
                "INSERT INTO seats (match_id, pos, user_id, name) VALUES (?, 0, ?, ?)",
                (match_id, creator_seat["user_id"], creator_seat["name"]),
            )
        return match_id

    async def save_lobby(
        self,
        match_id: int,
        *,
        status: str,
        creator_id: int,
        thread_id: int | None,
        settings: str,
        seats: list,
        expected: list | None = None,
    ) -> None:
        """Replace the match's seats by `seats` [(pos, seat, user_id, name, agent, resigned)] (no
        running clocks) and set its administrative fields. With `expected` (the seats as the
        change read them, same shape), raise StaleWrite, writing nothing, when the stored seats
        differ or the match is no longer open: another process changed the lobby meanwhile."""
        statements: list[Statement] = [
            ("DELETE FROM seats WHERE match_id = ?", (match_id,)),
            (
                "INSERT INTO seats (match_id, pos, seat, user_id, name, agent, resigned) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(match_id, *seat) for seat in seats],
            ),
            (
                "UPDATE matches SET status = ?, creator_id = ?, thread_id = ?, settings = ? WHERE id = ?",
                (status, creator_id, thread_id, settings, match_id),
            ),
        ]
        async with self.transaction() as tx:
            if expected is not None:
                # the match row first: a concurrent save of this match waits here (PostgreSQL)
                lock = f"UPDATE matches SET status = status WHERE id = ? AND {OPEN_STATUSES}"
                if not await tx.execute(lock, (match_id,)):
                    raise StaleWrite(match_id)
                rows = await tx.fetch(
                    "SELECT pos, seat, user_id, name, agent, resigned FROM seats WHERE match_id = ? ORDER BY pos",
                    (match_id,),
                )
                if [tuple(r) for r in rows] != [tuple(e) for e in expected]:
                    raise StaleWrite(match_id)
            await run(tx, statements)

    async def set_thread(self, match_id: int, thread_id: int) -> None:
        await self.write([("UPDATE matches SET thread_id = ? WHERE id = ?", (thread_id, match_id))])

    async def save_settings(
        self, match_id: int, settings: str, seats: list[dict[str, Any]], version: int | None = None
    ) -> None:
        """New settings and the seats' clocks recomputed from them; with `version`, only if the
        match is still at that version (StaleWrite otherwise: a move changed the clocks)."""
        statements: list[Statement] = [
            ("UPDATE matches SET settings = ? WHERE id = ?", (settings, match_id)),
            (SEAT_UPDATE, self.seat_params(seats)),
        ]
        if version is None:
            await self.write(statements)
        else:
            await self.write(statements, match_id=match_id, expected=version, new=version)

    async def update_seats(self, seats: list[dict[str, Any]]) -> None:
        """Write SeatRow.params rows (clocks, reminders, agents)."""
        await self.write([(SEAT_UPDATE, self.seat_params(seats))])

    async def write_version(self, match_id: int, expected: int, new: int, change: VersionWrite) -> None:
        """Move the match from version `expected` to `new` with everything that changed, in one
        transaction; StaleWrite (nothing written) if the match is no longer at `expected`."""
        # the snapshot first: a backend may send it with the version move in one statement
        statements: list[Statement] = [(SNAPSHOT_UPSERT, (match_id, new, change.state))]
        if change.started is not None:
            started_at, rules_version = change.started
            statements.append(
                (
                    "UPDATE matches SET started_at = ?, status = 'active', rules_version = ? WHERE id = ?",
                    (started_at, rules_version, match_id),
                )
            )
        if change.finished is not None:
            finished_at, result = change.finished
            statements.append(
                (
                    "UPDATE matches SET status = 'finished', finished_at = ?, result = ? WHERE id = ?",
                    (finished_at, result, match_id),
                )
            )
            statements.append(
                ("DELETE FROM checkpoints WHERE match_id = ?", (match_id,))
            )  # no undo now: no undo base
            # ratings folded past this match would miss it: computed again at the next call
            statements.append(
                ("DELETE FROM ratings WHERE (finished_at, match_id) >= (?, ?)", (finished_at, match_id))
            )
        if change.actions:
            statements.append((ACTION_INSERT, change.actions))
        if change.undone_seq is not None:
            statements.append(
                (
                    "UPDATE actions SET undone_by = ? WHERE match_id = ? AND seq = ?",
                    (new, match_id, change.undone_seq),
                )
            )
        if change.seats:
            statements.append((SEAT_UPDATE, self.seat_params(change.seats)))
        if change.undo_base and change.finished is None:
            statements.append((UNDO_BASE_UPSERT, (match_id, new, change.state)))
        if change.owed is not None:
            owed = change.owed
            statements.append(
                (
                    OUTBOX_INSERT,
                    (match_id, new, dumps(owed.prompted), dumps(owed.dms), int(owed.board), owed.at),
                )
            )
        archive = match_id if change.finished is not None else None
        await self.write(statements, match_id=match_id, expected=expected, new=new, archive=archive)

    async def prepare(self) -> None:
        """On opening: bring the schema up to date and read the clock's pause offset."""
        from_version = await self.schema_version()
        await self.migrate()
        await self.finish_upgrade(from_version)
        await self.load_pause()

    async def finish_upgrade(self, from_version: int) -> None:
        """The data steps SQL cannot do, run after the migrations from schema `from_version`: the
        logs of matches finished before migration 009 are archived now (until then, and if this is
        interrupted, they are read from `actions` as before)."""
        if 0 < from_version < ARCHIVE_MIGRATION:
            await self.archive_pending()

    async def archive_pending(self, batch: int = 100) -> int:
        """Archive the logs of finished matches still kept in `actions` (a database from before
        migration 009), `batch` matches per transaction; returns how many were archived."""
        done = 0
        while True:
            rows = await self.fetch(PENDING_SELECT, (batch,))
            if not rows:
                return done
            async with self.transaction() as tx:
                for row in rows:
                    await archive_log(tx, row["id"])
            done += len(rows)

    async def restamp(self, match_id: int, version: int, old: str, new: str, state: str) -> bool:
        """Store a match's snapshot rebuilt under rules `new` (from `old`) in one transaction;
        False, writing nothing, when the match moved on or was restamped meanwhile."""
        async with self.transaction() as tx:
            changed = await tx.execute(
                "UPDATE matches SET rules_version = ? WHERE id = ? AND version = ? AND rules_version = ?",
                (new, match_id, version, old),
            )
            if changed != 1:
                return False
            await tx.execute(SNAPSHOT_UPSERT, (match_id, version, state))
            # an undo base in the old rules' shape: undo replays the log until the next one
            await tx.execute("DELETE FROM checkpoints WHERE match_id = ?", (match_id,))
            return True

    # ------------------------------------------------------------ matches: reading

    async def load_match(self, match_id: int, tail: int) -> Loaded | None:
        """The match with its seats, snapshot and `tail` newest effective log rows, all read in one
        transaction (a move committing meanwhile is either wholly in it or wholly absent)."""

        async def work(tx: Tx) -> Loaded | None:
            found = await self._matches_in(tx, "id = ?", (match_id,))
            if not found:
                return None
            row, seats = found[0]
            snap = await tx.fetch("SELECT state FROM snapshots WHERE match_id = ?", (match_id,))
            rows = await log_rows(tx, match_id, effective_only=True, last=tail)
            return Loaded(row, seats, snap[0]["state"] if snap else None, rows)

        return await self._read(work)

    async def _matches_in(self, tx: Tx, where: str, params: Any = ()) -> Found:
        rows = list(await tx.fetch(f"SELECT {MATCH_COLUMNS} FROM matches WHERE {where}", params))
        if not rows:
            return []
        ids = [row["id"] for row in rows]
        seats: dict[int, list[Any]] = {i: [] for i in ids}
        for chunk in range(0, len(ids), 500):
            part = ids[chunk : chunk + 500]
            marks = ",".join("?" * len(part))
            for seat in await tx.fetch(
                f"SELECT {self.seat_select(SEAT_COLUMNS)} FROM seats WHERE match_id IN ({marks}) "
                "ORDER BY match_id, pos",
                part,
            ):
                seats[seat["match_id"]].append(seat)
        return [(row, seats[row["id"]]) for row in rows]

    async def _matches(self, where: str, params: Any = ()) -> Found:
        """Match rows matching `where` (SQL over the matches table), each with its seats."""
        return await self._read(lambda tx: self._matches_in(tx, where, params))

    async def match_in_thread(self, thread_id: int) -> Found:
        return await self._matches("thread_id = ? ORDER BY id DESC LIMIT 1", (thread_id,))

    async def matches_in_channel(self, channel_id: int, *, open_only: bool) -> Found:
        where = "channel_id = ?" + (f" AND {OPEN_STATUSES}" if open_only else "")
        return await self._matches(where + " ORDER BY id", (channel_id,))

    async def open_matches_of(self, user_id: int) -> Found:
        """Lobby and active matches where the user plays (not replaced by a bot)."""
        return await self._matches(
            f"{OPEN_STATUSES} AND id IN (SELECT match_id FROM seats WHERE user_id = ? AND agent IS NULL) "
            "ORDER BY id",
            (user_id,),
        )

    async def active_matches(self) -> Found:
        return await self._matches("status = 'active' ORDER BY id")

    async def finished_since(
        self, after: tuple[float, int] | None, *, game: str | None = None, guild_id: int | None = None
    ) -> list[tuple[tuple[float, int], str, str, list[tuple[int, int | None, str]]]]:
        """Finished matches with a result, in finishing order, after the (finished_at, id) key
        `after` (all when None), of one game and one guild if given: each as (key, game, result
        JSON, [(seat, user_id, name)]). Read on the bulk connection."""
        where, params, index = "m.status = 'finished' AND m.result IS NOT NULL", [], ""
        if after is not None:  # only the newest matches: read through their index
            where, params = where + " AND (m.finished_at, m.id) > (?, ?)", [*params, *after]
            index = " INDEXED BY matches_finished"
        if game is not None:
            where, params = where + " AND m.game = ?", [*params, game]
        if guild_id is not None:
            where, params = where + " AND m.guild_id = ?", [*params, guild_id]
        rows = await self.bulk_read(
            f"SELECT m.id, m.finished_at, m.game, m.result, s.seat, s.user_id, s.name FROM matches AS m{index} "
            f"JOIN seats AS s ON s.match_id = m.id WHERE {where} ORDER BY m.finished_at, m.id, s.pos",
            params,
        )
        out: list = []
        for r in rows:
            if not out or out[-1][0][1] != r["id"]:
                out.append(((r["finished_at"], r["id"]), r["game"], r["result"], []))
            out[-1][3].append((r["seat"], r["user_id"], r["name"]))
        return out

    async def load_ratings(self, scope: str) -> tuple[tuple[float, int], str] | None:
        """A scope's stored ratings: ((finished_at, match_id) folded up to, the ratings' JSON).
        Read on the bulk connection: a leaderboard never waits for a move."""
        rows = await self.bulk_read(
            "SELECT finished_at, match_id, state FROM ratings WHERE scope = ?", (scope,)
        )
        return ((rows[0]["finished_at"], rows[0]["match_id"]), rows[0]["state"]) if rows else None

    async def ratings_key(self, scope: str) -> tuple[float, int] | None:
        """The key a scope's stored ratings are folded up to, without reading them."""
        rows = await self.bulk_read("SELECT finished_at, match_id FROM ratings WHERE scope = ?", (scope,))
        return (rows[0]["finished_at"], rows[0]["match_id"]) if rows else None

    async def save_ratings(self, scope: str, key: tuple[float, int], state: str) -> None:
        """Store a scope's ratings as folded up to the match `key` (finished_at, match_id)."""
        await self.write(
            [
                (
                    "INSERT INTO ratings (scope, finished_at, match_id, state) VALUES (?, ?, ?, ?) "
                    "ON CONFLICT(scope) DO UPDATE SET finished_at = excluded.finished_at, "
                    "match_id = excluded.match_id, state = excluded.state",
                    (scope, *key, state),
                )
            ]
        )

    async def forget_ratings(self, scope: str) -> None:
        await self.write([("DELETE FROM ratings WHERE scope = ?", (scope,))])

    async def games_finished_by(self, user_id: int) -> list[str]:
        rows = await self.bulk_read(
            "SELECT DISTINCT game FROM matches WHERE status = 'finished' AND result IS NOT NULL "
            "AND id IN (SELECT match_id FROM seats WHERE user_id = ?) ORDER BY game",
            (user_id,),
        )
        return [r["game"] for r in rows]

    async def undo_base(self, match_id: int) -> tuple[int, str] | None:
        """The match's undo base (version, state JSON): the state at the newest version undo
        never crosses, if it has one (kept in the `checkpoints` table)."""
        rows = await self.fetch("SELECT version, state FROM checkpoints WHERE match_id = ?", (match_id,))
        return (rows[0]["version"], rows[0]["state"]) if rows else None

    async def snapshot(self, match_id: int) -> tuple[int, str] | None:
        rows = await self.fetch("SELECT version, state FROM snapshots WHERE match_id = ?", (match_id,))
        return (rows[0]["version"], rows[0]["state"]) if rows else None

    async def actions(
        self,
        match_id: int,
        *,
        effective_only: bool = False,
        last: int | None = None,
        skip: int = 0,
        after: int | None = None,
        before: int | None = None,
    ) -> list:
        """Log rows in order; effective_only leaves out undone rows; after/before keep the rows
        with seq above/below those; last keeps only the newest `last` of them, after leaving out
        the `skip` newest (a page: read through the primary key, never the whole log). A finished
        match's rows come from its archive."""
        return await self._read(
            lambda tx: log_rows(
                tx, match_id, effective_only=effective_only, last=last, skip=skip, after=after, before=before
            )
        )

    async def count_actions(self, match_id: int) -> int:
        """How many effective log rows the match has."""

        async def work(tx: Tx) -> int:
            archived = await archived_rows(tx, match_id)
            if archived is not None:
                return len(store_archive.select(archived, effective_only=True))
            rows = await tx.fetch(
                "SELECT count(*) AS n FROM actions WHERE match_id = ? AND undone_by IS NULL", (match_id,)
            )
            return rows[0]["n"]

        return await self._read(work)

    async def log_and_snapshot(self, match_id: int) -> tuple[list, tuple[int, str] | None]:
        """The effective log and the snapshot, read together (they always agree)."""

        async def work(tx: Tx):
            rows = await log_rows(tx, match_id, effective_only=True)
            snap = await tx.fetch("SELECT version, state FROM snapshots WHERE match_id = ?", (match_id,))
            return rows, ((snap[0]["version"], snap[0]["state"]) if snap else None)

        return await self._read(work)


async def run(tx: Tx, statements: list[Statement]) -> None:
    for sql, params in statements:
        if isinstance(params, list):
            await tx.executemany(sql, params)
        else:
            await tx.execute(sql, params)


_COMPACT = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)  # stateless: safe to share


def dumps(value: Any) -> str:
    """Compact JSON (json.dumps with these settings, without building an encoder per call)."""
    return _COMPACT.encode(value)
