"""The store's outbox: what committed versions still owe the players (the rows are written by
Store.write_version in the move's own transaction), folded per match for the transport."""

from __future__ import annotations

import json
from dataclasses import dataclass

OUTBOX_BACKOFF_S = 30.0  # the first retry; doubled after each failure up to OUTBOX_BACKOFF_MAX_S
OUTBOX_BACKOFF_MAX_S = 3600.0


@dataclass
class Undelivered:
    """A match's undelivered outbox rows, folded: only the newest version needs delivering."""

    match_id: int
    version: int  # the newest undelivered version
    dms: dict[int, int]  # user id -> the newest undelivered version that owes them a DM
    board_at: int  # the newest undelivered version that changed the board (0: none)
    attempts: int


class OutboxStore:
    """Mixed into Store (host/store.py): uses its fetch and write methods."""

    async def undelivered(self, now: float, match_id: int | None = None) -> list[Undelivered]:
        """The matches owing a delivery that is due by `now` (of one match if given), each folded
        into one record: the newest version stands for the older ones."""
        where = "delivered = 0 AND match_id IN (SELECT match_id FROM outbox WHERE delivered = 0 AND next_try <= ?)"
        params: tuple = (now,)
        if match_id is not None:
            where, params = where + " AND match_id = ?", (now, match_id)
        rows = await self.fetch(
            f"SELECT match_id, version, dms, board, attempts FROM outbox WHERE {where} ORDER BY match_id, version",
            params,
        )
        folded: dict[int, Undelivered] = {}
        for row in rows:
            entry = folded.setdefault(row["match_id"], Undelivered(row["match_id"], 0, {}, 0, 0))
            entry.version = row["version"]
            entry.dms.update(dict.fromkeys(json.loads(row["dms"]), row["version"]))
            entry.board_at = row["version"] if row["board"] else entry.board_at
            entry.attempts = max(entry.attempts, row["attempts"])
        return list(folded.values())

    async def delivered_since(self, match_id: int, version: int) -> bool:
        """Whether `version` or a newer one of the match was delivered already (by any process)."""
        rows = await self.fetch(
            "SELECT 1 FROM outbox WHERE match_id = ? AND version >= ? AND delivered = 1 LIMIT 1",
            (match_id, version),
        )
        return bool(rows)

    async def mark_delivered(self, match_id: int, version: int) -> None:
        """Versions up to `version` are delivered; older delivered rows are dropped."""
        await self.write(
            [
                (
                    "UPDATE outbox SET delivered = 1 WHERE match_id = ? AND version <= ? AND delivered = 0",
                    (match_id, version),
                ),
                (
                    "DELETE FROM outbox WHERE match_id = ? AND version < ? AND delivered = 1",
                    (match_id, version),
                ),
            ]
        )

    async def retry_later(self, match_id: int, version: int, now: float) -> None:
        """A delivery failed: try the undelivered versions up to `version` again after a backoff
        that doubles with each attempt."""
        least = self.LEAST
        await self.write(
            [
                (
                    "UPDATE outbox SET attempts = attempts + 1, next_try = CAST(? AS DOUBLE PRECISION) + "
                    f"{least}(CAST(? AS DOUBLE PRECISION), CAST(? AS DOUBLE PRECISION) * (1 << {least}(attempts, 16))) "
                    "WHERE match_id = ? AND version <= ? AND delivered = 0",
                    (now, OUTBOX_BACKOFF_MAX_S, OUTBOX_BACKOFF_S, match_id, version),
                )
            ]
        )
