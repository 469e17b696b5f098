"""Time: reminders, time-outs (escalating for a player who stays away), deadlines pushed back
after downtime."""

from __future__ import annotations

from engines.base import (
    Event,
    pl_plural,
    tr,
)
from host.core import (
    DEFAULT_AGENT,
    ServiceCore,
    clock_now,
    err,
)
from host.matchrec import MatchRec, SeatRow
from host.types import (
    HostError,
    MatchSettings,
    Outcome,
    Reminder,
    SeatNotice,
    TimeoutPolicy,
)

ABSENT_AFTER_MAX = 10  # the largest `absent_after` a match may set


def check_settings(settings: MatchSettings) -> None:
    """Refuse settings the clock cannot follow (HostError saying why)."""
    if not 1 <= settings.absent_after <= ABSENT_AFTER_MAX:
        raise err(
            "range",
            f"The number of missed turns in a row before a bot takes over must be 1 to {ABSENT_AFTER_MAX}.",
            f"Liczba tur z rzędu bez ruchu, po której przejmuje bot, musi wynosić od 1 do {ABSENT_AFTER_MAX}.",
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
                try:  # a conditional write: of several processes, one sends each reminder
                    marked = set(await self.store.mark_reminded(match_id, [r.pos for r in due], now))
                finally:
                    self._forget(match_id)
                due = [r for r in due if r.pos in marked]
                for row in due:
                    row.reminded = True
                info = self._info(rec)
                out += [Reminder(info, r.seat, r.user_id, r.deadline) for r in due]
        return out

    async def apply_timeouts(self, now: float) -> list[Outcome]:
        """Act (agent) or forfeit for every seat whose deadline passed."""
        out = []
        for match_id in await self.store.matches_past_deadline(now):
            if not await self.store.claim("timeout", match_id):
                continue  # another process is timing this match out
            try:
                async with self._locks[match_id]:
                    rec = (await self._load(match_id)).clone()
                    late = [
                        r for r in rec.seats if r.is_human and r.deadline is not None and r.deadline <= now
                    ]
                    if late:
                        out.append(await self._time_out(rec, late, now))
            except HostError as exc:
                if exc.code != "stale":
                    raise
                # a move committed meanwhile (here or in another process): its deadline is new
            finally:
                await self.store.release("timeout", match_id)
        return out

    async def _time_out(self, rec: MatchRec, late: list[SeatRow], now: float) -> Outcome:
        """A bot moves once for each late seat; a seat late `absent_after` times in a row is put
        on autopilot (or forfeited, under the forfeit policy) for the rest of the match."""
        limit = rec.settings.absent_after
        for row in late:
            row.timeouts += 1
        absent = [r for r in late if r.timeouts >= limit]
        once = [r for r in late if r.timeouts < limit]
        opening, notices = [], []
        if once:
            names = ", ".join(r.name for r in once)
            opening.append(
                Event(
                    text=tr(
                        f"Time is up: a bot moves for {names}.", f"Czas minął: bot wykonuje ruch za: {names}."
                    )
                )
            )
        for row in absent:
            event = Event(text=_absent_text(row, rec.settings.timeout_policy))
            if rec.settings.timeout_policy == TimeoutPolicy.FORFEIT:
                row.replace_by(DEFAULT_AGENT, resigned=True)
            else:
                row.autopilot = True
                notices.append(SeatNotice(row.seat, row.user_id, event))
            opening.append(event)
        outcome = await self._advance(rec, now=now, timed_out={r.seat for r in once}, opening=opening)
        outcome.autopilot = notices
        return outcome

    async def resume(self, match_id: int, user_id: int, *, now: float | None = None) -> Outcome:
        """A player on autopilot takes their seat back: the bot stops moving for them."""
        now = clock_now(now)
        async with self._locks[match_id]:
            rec = (await self._active(match_id)).clone()
            row = self._playing_seat(rec, user_id)
            if not row.autopilot:
                raise err(
                    "not_on_autopilot",
                    "Your seat is yours already: no bot is playing for you.",
                    "To miejsce już jest twoje: żaden bot nie gra za ciebie.",
                )
            row.autopilot, row.timeouts = False, 0
            note = Event(
                text=tr(
                    f"{row.name} is back and plays their own seat again.",
                    f"{row.name} wraca i znów gra na swoim miejscu.",
                )
            )
            return await self._advance(rec, now=now, opening=[note])

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


def _absent_text(row: SeatRow, policy: TimeoutPolicy):
    n = row.timeouts
    turns_en = "turn" if n == 1 else "turns"
    turns_pl = f"{n} {pl_plural(n, 'tura', 'tury', 'tur')}"
    if policy == TimeoutPolicy.FORFEIT:
        return tr(
            f"{row.name} missed {n} {turns_en} in a row and forfeits; a bot plays on.",
            f"{row.name}: {turns_pl} z rzędu bez ruchu, walkower; dalej gra bot.",
        )
    return tr(
        f"{row.name} missed {n} {turns_en} in a row: a bot now plays for them without waiting, "
        "until they take their seat back.",
        f"{row.name}: {turns_pl} z rzędu bez ruchu; odtąd bot gra za tego gracza bez czekania, "
        "dopóki gracz nie wróci na swoje miejsce.",
    )
