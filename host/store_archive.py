"""The archived log of a finished match (issue #11: bytes per finished match).

When a match finishes, the write that finishes it packs the match's log rows into one row of
`archived_logs` and deletes its `actions` rows. The body is zlib of compact JSON, one list per
column, with `at` kept as milliseconds (the first one absolute, the others as deltas): a finished
match keeps a few KB instead of one row per move. Every reader of the log (`log_rows` here, used by
host/store_base.py) reads the archive when a match has one, so nothing above the store sees the
difference, except that an archived `at` is rounded to the millisecond.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterable
from typing import Any

FORMAT = 1
LEVEL = 9
ROW_COLUMNS = ("seq", "seat", "action", "by_agent", "by_timeout", "barrier", "events", "at", "undone_by")
COLUMNS = ", ".join(ROW_COLUMNS)
# the columns kept as they are (all but `at`, which is packed as millisecond deltas)
PLAIN = tuple(c for c in ROW_COLUMNS if c != "at")

# DO NOTHING: two processes upgrading one database at once may both archive a match
ARCHIVE_INSERT = "INSERT INTO archived_logs (match_id, body) VALUES (?, ?) ON CONFLICT(match_id) DO NOTHING"
ARCHIVE_MIGRATION = 9  # the migration that added archived_logs
ROWS_SELECT = f"SELECT {COLUMNS} FROM actions WHERE match_id = ? ORDER BY seq"
ARCHIVE_SELECT = "SELECT body FROM archived_logs WHERE match_id = ?"
ACTIONS_DELETE = "DELETE FROM actions WHERE match_id = ?"
# finished matches whose log is still in `actions` (a database from before migration 009)
PENDING_SELECT = (
    "SELECT m.id FROM matches AS m WHERE m.status = 'finished' "
    "AND EXISTS (SELECT 1 FROM actions AS a WHERE a.match_id = m.id) ORDER BY m.id LIMIT ?"
)


def pack(rows: Iterable[Any]) -> bytes:
    """The archive body of log rows (mappings with ROW_COLUMNS, in seq order)."""
    rows = list(rows)
    body: dict[str, Any] = {"format": FORMAT}
    for column in PLAIN:
        body[column] = [row[column] for row in rows]
    stamps = [round(row["at"] * 1000) for row in rows]
    body["at_ms"] = [b - a for a, b in zip([0, *stamps], stamps, strict=False)]
    text = json.dumps(body, separators=(",", ":"), ensure_ascii=False)
    return zlib.compress(text.encode("utf-8"), LEVEL)


def unpack(body: bytes) -> list[dict[str, Any]]:
    """The log rows of an archive body, in seq order (dicts with ROW_COLUMNS)."""
    data = json.loads(zlib.decompress(body).decode("utf-8"))
    if data.get("format") != FORMAT:
        raise ValueError(f"unknown archived log format {data.get('format')!r}")
    rows: list[dict[str, Any]] = [{} for _ in data["seq"]]
    for column in PLAIN:
        for row, value in zip(rows, data[column], strict=True):
            row[column] = value
    ms = 0
    for row, delta in zip(rows, data["at_ms"], strict=True):
        ms += delta
        row["at"] = ms / 1000
    return rows


def select(
    rows: list[dict[str, Any]],
    *,
    effective_only: bool = False,
    last: int | None = None,
    skip: int = 0,
    after: int | None = None,
    before: int | None = None,
) -> list[dict[str, Any]]:
    """The archived rows StoreBase.actions would read from `actions` with the same arguments."""
    kept = [
        r
        for r in rows
        if not (effective_only and r["undone_by"] is not None)
        and (after is None or r["seq"] > after)
        and (before is None or r["seq"] < before)
    ]
    if last is None:
        return kept
    end = len(kept) - skip
    return kept[max(0, end - last) : max(0, end)]


async def archived_rows(tx: Any, match_id: int) -> list[dict[str, Any]] | None:
    """The match's archived log rows (None: its log is not archived)."""
    rows = await tx.fetch(ARCHIVE_SELECT, (match_id,))
    return unpack(bytes(rows[0]["body"])) if rows else None


async def log_rows(
    tx: Any,
    match_id: int,
    *,
    effective_only: bool = False,
    last: int | None = None,
    skip: int = 0,
    after: int | None = None,
    before: int | None = None,
) -> list:
    """The log rows StoreBase.actions describes, from the archive or from `actions`."""
    archived = await archived_rows(tx, match_id)
    if archived is not None:
        return select(
            archived, effective_only=effective_only, last=last, skip=skip, after=after, before=before
        )
    where, params = "match_id = ?", [match_id]
    if effective_only:
        where += " AND undone_by IS NULL"
    if after is not None:
        where, params = where + " AND seq > ?", [*params, after]
    if before is not None:
        where, params = where + " AND seq < ?", [*params, before]
    if last is None:
        return list(await tx.fetch(f"SELECT {COLUMNS} FROM actions WHERE {where} ORDER BY seq", params))
    rows = await tx.fetch(
        f"SELECT {COLUMNS} FROM actions WHERE {where} ORDER BY seq DESC LIMIT ? OFFSET ?",
        [*params, last, skip],
    )
    return list(rows)[::-1]


async def archive_log(tx: Any, match_id: int) -> None:
    """Pack the match's log rows into its archived row and delete them (inside `tx`)."""
    rows = await tx.fetch(ROWS_SELECT, (match_id,))
    if rows:
        await tx.execute(ARCHIVE_INSERT, (match_id, pack(rows)))
        await tx.execute(ACTIONS_DELETE, (match_id,))
