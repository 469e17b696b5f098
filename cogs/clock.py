"""The background loop: reminders and time-outs from the host, every minute. Deadlines and the
heartbeat live in the database, so the loop picks up where it left off after a restart."""

from __future__ import annotations

import logging
import time

from discord.ext import commands, tasks

from cogs.table import Table

log = logging.getLogger("epochs.discord")
TICK_SECONDS = 60
MIN_DOWNTIME_S = 2 * TICK_SECONDS  # shorter gaps are ordinary restarts, not downtime


class ClockCog(commands.Cog):
    def __init__(self, table: Table, *, run_loop: bool = True):
        self.table = table
        self.run_loop = run_loop

    async def cog_load(self) -> None:
        await self.catch_up(time.time())
        try:  # what the bot owed the players when it stopped
            await self.table.deliver_owed(time.time(), startup=True)
        except Exception:
            log.exception("delivering the outbox at startup failed")
        if self.run_loop:
            self.loop.start()

    async def cog_unload(self) -> None:
        self.loop.cancel()

    async def catch_up(self, now: float) -> int:
        """After a restart: deadlines do not run while the bot was down."""
        host = self.table.host
        downtime = await host.downtime(now)
        await host.heartbeat(now)
        if downtime < MIN_DOWNTIME_S:
            return 0
        moved = await host.extend_deadlines(downtime, now)
        log.info("the bot was down %.0f s; extended %d deadlines", downtime, moved)
        for match in await host.active_matches():  # the pinned statuses show the new deadlines
            try:
                await self.table.refresh_status(match.id)
            except Exception:
                log.exception("refreshing the status of match %s failed", match.id)
        return moved

    @tasks.loop(seconds=TICK_SECONDS)
    async def loop(self) -> None:
        try:
            await self.tick(time.time())
        except Exception:
            log.exception("clock tick failed")

    async def tick(self, now: float) -> None:
        """Send due reminders, apply time-outs, deliver what is still owed, then record that the
        bot was alive."""
        host = self.table.host
        for reminder in await host.due_reminders(now):
            await self.table.remind(reminder.match, reminder.user_id, reminder.deadline)
        for outcome in await host.apply_timeouts(now):
            async with self.table.in_flight():
                await self.table.publish_time_out(outcome)
        await self.table.deliver_owed(now)  # posts Discord refused before, retried with backoff
        await host.heartbeat(now)
