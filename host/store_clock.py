"""The store's clock: seats whose reminder or deadline is due, and the pause offset.

Deadlines and reminder times are stored on the service's clock, which stops while the bot is
down: stored time = wall time - pause, where `pause` (service_meta 'clock_pause') is the total
downtime pushed so far. After downtime only `pause` grows, so no row is rewritten; the store adds
it back when it reads a seat and subtracts it when it writes one, and the due queries compare
with `now - pause`. They read the partial indexes of migration 006 (seats a clock runs for), so
a tick costs what is due, not the number of active matches.
"""

from __future__ import annotations

PAUSE_KEY = "clock_pause"
SERVICE_META_UPSERT = "INSERT INTO service_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value"

# Seat times the pause offset applies to (awaited_since is when the wait began: never pushed).
PAUSED_COLUMNS = ("remind_at", "deadline")

REMIND_DUE = (
    "SELECT DISTINCT s.match_id FROM seats AS s INDEXED BY seats_remind_due CROSS JOIN matches AS m "
    "ON m.id = s.match_id WHERE s.remind_at <= ? AND s.remind_at IS NOT NULL AND s.reminded = 0 "
    "AND s.agent IS NULL AND m.status = 'active' ORDER BY s.match_id"
)
DEADLINE_DUE = (
    "SELECT DISTINCT s.match_id FROM seats AS s INDEXED BY seats_deadline_due CROSS JOIN matches AS m "
    "ON m.id = s.match_id WHERE s.deadline <= ? AND s.deadline IS NOT NULL AND s.agent IS NULL "
    "AND m.status = 'active' ORDER BY s.match_id"
)


class ClockStore:
    """Mixed into Store (host/store.py): uses its fetch, write and key-value methods."""

    pause: float = 0.0
    shared: bool = False

    async def load_pause(self) -> None:
        value = await self.get_value(PAUSE_KEY)
        self.pause = float(value) if value is not None else 0.0

    def seat_select(self, columns: str) -> str:
        """The seat columns with the pause added back to the paused times."""
        pause = repr(float(self.pause))
        return ", ".join(
            f"{c} + {pause} AS {c}" if c in PAUSED_COLUMNS else c
            for c in (c.strip() for c in columns.split(","))
        )

    def seat_params(self, seats: list[dict]) -> list[dict]:
        """SeatRow.params with the paused times moved onto the stored clock."""
        out = []
        for values in seats:
            values = dict(values)
            for column in PAUSED_COLUMNS:
                if values[column] is not None:
                    values[column] -= self.pause
            out.append(values)
        return out

    async def matches_to_remind(self, now: float) -> list[int]:
        """Active matches with a human seat whose reminder is due and not yet sent."""
        if self.shared:  # another process may have pushed the deadlines after downtime
            await self.load_pause()
        rows = await self.fetch(REMIND_DUE, (now - self.pause,))
        return [r["match_id"] for r in rows]

    async def matches_past_deadline(self, now: float) -> list[int]:
        """Active matches with a human seat whose deadline has passed."""
        if self.shared:
            await self.load_pause()
        rows = await self.fetch(DEADLINE_DUE, (now - self.pause,))
        return [r["match_id"] for r in rows]

    async def mark_reminded(self, match_id: int, positions: list[int], now: float) -> list[int]:
        """Mark the seats' due reminders sent, each only if no one marked it before (another
        process, or an earlier tick): the positions this call marked, whose reminder it sends."""
        marked = []
        async with self.transaction() as tx:
            for pos in positions:
                changed = await tx.execute(
                    "UPDATE seats SET reminded = 1 WHERE match_id = ? AND pos = ? AND reminded = 0 "
                    "AND remind_at IS NOT NULL AND remind_at <= ?",
                    (match_id, pos, now - self.pause),
                )
                if changed == 1:
                    marked.append(pos)
        return marked

    async def extend_deadlines(self, seconds: float) -> int:
        """Push every running deadline and reminder by `seconds` (one row: the pause offset);
        how many deadlines run."""
        pause = self.pause + seconds
        await self.write([(SERVICE_META_UPSERT, (PAUSE_KEY, repr(pause)))])
        self.pause = pause
        rows = await self.fetch(  # only active matches' seats have clocks (ending a match clears them)
            "SELECT count(*) AS n FROM seats INDEXED BY seats_deadline_due "
            "WHERE deadline IS NOT NULL AND agent IS NULL"
        )
        return rows[0]["n"]
