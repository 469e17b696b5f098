"""Claims: leases with an expiry that let several processes sharing one database split the work
of the clock and the outbox, so each reminder, time-out and delivery is done by one of them.

A claim is one row per (kind, match) in the `claims` table (migration 008). Taking it is one
upsert that passes only when the row is free, expired or already ours, so two processes cannot
both hold it (SQLite serializes writers; PostgreSQL's INSERT ... ON CONFLICT DO UPDATE waits for
the other writer and evaluates the condition on the row it committed). The holder releases it
when done; a holder that died releases it by letting the lease run out.
"""

from __future__ import annotations

import os
import secrets
import socket
import time

LEASE_S = 120.0  # how long a claim holds when its holder never releases it (it died)

CLAIM = (
    "INSERT INTO claims (kind, match_id, owner, until) VALUES (?, ?, ?, ?) "
    "ON CONFLICT(kind, match_id) DO UPDATE SET owner = excluded.owner, until = excluded.until "
    "WHERE claims.until <= ? OR claims.owner = excluded.owner RETURNING match_id"
)
RELEASE = "DELETE FROM claims WHERE kind = ? AND match_id = ? AND owner = ?"


def new_owner() -> str:
    """A name for this process's claims, unique across machines and restarts."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"


class ClaimStore:
    """Mixed into the store (host/store_base.py): uses its transaction and write methods."""

    owner: str = ""

    async def claim(
        self, kind: str, match_id: int, now: float | None = None, lease: float | None = None
    ) -> bool:
        """Take the (kind, match) claim until now + lease; False when another process holds it.
        Leases run on the wall clock (`now` only for tests of the store), never on the game
        clock a caller may simulate: they measure how long a process may be silent."""
        now = time.time() if now is None else now
        lease = LEASE_S if lease is None else lease
        async with self.transaction() as tx:
            rows = await tx.fetch(CLAIM, (kind, match_id, self.owner, now + lease, now))
        return bool(rows)

    async def release(self, kind: str, match_id: int) -> None:
        """Give back a claim of ours (nothing happens when it expired and another took it)."""
        await self.write([(RELEASE, (kind, match_id, self.owner))])

    async def claims(self) -> list:
        """Every claim held (kind, match_id, owner, until): for tests and diagnostics."""
        return await self.fetch("SELECT kind, match_id, owner, until FROM claims ORDER BY kind, match_id")
