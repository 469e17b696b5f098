"""Time: reminders, time-outs, and deadlines pushed back after downtime."""

from __future__ import annotations

from engines.base import (
    Event,
    tr,
)
from host.core import (
    DEFAULT_AGENT,
    ServiceCore,
    clock_now,
)
from host.matchrec import MatchRec, SeatRow
from host.types import (
    Outcome,
    Reminder,
    TimeoutPolicy,
)


class ClockMixin(ServiceCore):
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
        await self.store.set_value("heartbeat", repr(clock_now(now)))

    async def downtime(self, now: float | None = None) -> float:
        """Seconds since the last heartbeat (0 on a new database): pass to extend_deadlines at start."""
        last = await self.store.get_value("heartbeat")
        return 0.0 if last is None else max(0.0, clock_now(now) - float(last))
