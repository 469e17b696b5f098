"""Showing an outcome in the match thread, quietly: a player's turn is one thread message (their
prompt, which gathers the turn's log lines as they act and pings them once, when the turn
starts); the board picture comes once per turn; the pinned status is edited only when its text
changes; direct messages only when a private view changed. Also the thread's own upkeep: opening
it, replacing it when it was deleted, the lobby message, reminders."""

from __future__ import annotations

import asyncio
import logging
import math
from dataclasses import replace

import discord

import render
from cogs import present
from cogs.components import end_view as make_end_view
from cogs.components import lobby_view as make_lobby_view
from cogs.core import Problems
from cogs.i18n import t
from cogs.poster import Picture, trim
from cogs.prompts import DM, PromptPosts
from engines import get_engine
from engines.base import Seat, Text, View
from host.store import Undelivered
from host.types import MatchInfo, MatchStatus, Outcome, PrivateUpdate, PromptFor

log = logging.getLogger("epochs.discord")


class ThreadPosts(PromptPosts):
    async def _picture(self, view: View, lang: str, *, private: bool) -> Picture | None:
        """The board or private picture, rendered off the event loop; None without a renderer."""
        if not render.has_renderer(view.game):
            return None
        draw = render.private_png if private else render.board_png
        try:
            png = await asyncio.to_thread(draw, view, lang)
        except Exception:
            log.exception("rendering %s for %s failed", "private" if private else "board", view.game)
            return None
        if png is None:
            return None
        alt = get_engine(view.game).describe_named(view, lang)
        return Picture("hand.png" if private else "board.png", png, alt)

    # ------------------------------------------------------------ showing an outcome

    async def publish(
        self, outcome: Outcome, *, actor_seat: Seat | None = None, chosen: str | None = None
    ) -> Problems:
        """Post what one request changed: log (+ board), DMs, status, result, next prompts.
        When the match thread turns out to be deleted, the match moves to a new one."""
        if outcome.match.thread_id is None:
            return Problems()
        match_id = outcome.match.id
        async with self._locks[match_id]:
            # several bot processes may share the database: one of them shows each match at a time
            if not await self.host.claim_delivery(match_id):
                log.info("match %s: another process is delivering it; its outbox row waits", match_id)
                return Problems()
            try:
                if await self.host.already_delivered(match_id, outcome.match.version):
                    return Problems()  # another process showed it (or a newer version) first
                return await self._publish_locked(outcome, actor_seat, chosen)
            finally:
                await self.host.release_delivery(match_id)

    async def _publish_locked(
        self, outcome: Outcome, actor_seat: Seat | None = None, chosen: str | None = None
    ) -> Problems:
        """Show the outcome, then settle its outbox rows: delivered once every prompt it owes is
        on Discord and nothing failed, else tried again later (see deliver_owed)."""
        problems = Problems()
        await self._show(outcome, actor_seat, chosen, problems)
        if problems.thread_gone:
            await self._reopen_thread(outcome.match, problems)
        match = outcome.match
        records = await self._meta(match.id, "prompts", {})
        shown = all(str(p.seat) in records for p in outcome.prompts)
        if shown and "problem.http" not in problems.keys and not problems.thread_gone:
            await self.host.delivered(match.id, match.version)
        else:
            log.info("match %s: version %s not fully delivered; will retry", match.id, match.version)
            await self.host.delivery_failed(match.id, match.version)
        return problems

    # ------------------------------------------------------------ the outbox

    async def deliver_owed(self, now: float | None = None, *, startup: bool = False) -> int:
        """Deliver what committed versions still owe (a post Discord refused, or the bot stopped
        between the commit and the posts): on every clock tick what is due, and at startup all of
        it. Only the newest state of a match is shown; what was already shown is not sent again.
        How many matches."""
        count = 0
        for owed in await self.host.undelivered(math.inf if startup else now):
            if self.closing:
                break
            try:
                async with self.in_flight(), self._locks[owed.match_id]:
                    if not await self.host.claim_delivery(owed.match_id):
                        continue  # another process is delivering it
                    try:  # what is owed now: another process may have delivered it meanwhile
                        fresh = await self.host.undelivered(math.inf if startup else now, owed.match_id)
                        if fresh:
                            count += await self._deliver_one(fresh[0])
                    finally:
                        await self.host.release_delivery(owed.match_id)
            except Exception:
                log.exception("delivering match %s failed", owed.match_id)
                await self.host.delivery_failed(owed.match_id, owed.version, now)
        return count

    async def _deliver_one(self, owed: Undelivered) -> int:
        """Show what one match owes (under its lock and delivery claim); 1 when something was shown."""
        match = await self.host.get(owed.match_id)
        if match.thread_id is None:  # nowhere to show it (not a Discord match)
            await self.host.delivered(match.id, owed.version)
            return 0
        if match.version != owed.version:
            return 0  # a newer move is being shown right now; its row follows
        log.info("match %s: delivering version %s (try %s)", match.id, match.version, owed.attempts + 1)
        await self._publish_locked(await self._owed_outcome(match, owed))
        return 1

    async def _owed_outcome(self, match: MatchInfo, owed: Undelivered) -> Outcome:
        """The outcome the thread has not shown yet, rebuilt from the match as it is now: the log
        of the moves after the last shown version, DMs and the board owed since then, the result,
        and the current prompts (a prompt already on Discord is kept, not posted twice)."""
        shown = await self._meta(match.id, "shown_version", -1)
        entries = await self.host.history(match.id, after=shown)
        private = []
        for user_id, version in owed.dms.items():
            seat = next((s.seat for s in match.seats if s.user_id == user_id), None)
            if version > shown and seat is not None:
                private.append(PrivateUpdate(seat, user_id, await self.host.seat_view(match.id, seat)))
        finished = match.status is MatchStatus.FINISHED and not await self._meta(match.id, "result_shown")
        return Outcome(
            match=match,
            events=[event for entry in entries for event in entry.events],
            actors=[f"{e.name} (bot)" if e.by_agent else e.name for e in entries],
            board_changed=owed.board_at > shown,
            private=private,
            prompts=await self.host.prompts(match.id),
            result=await self.host.result(match.id) if finished else None,
        )

    async def _show(
        self, outcome: Outcome, actor_seat: Seat | None, chosen: str | None, problems: Problems
    ) -> None:
        """One request, quietly: the actor's log lines go into their turn message; one new
        message (with one ping) per turn that starts; the board picture once per turn, with the
        next turn's first message (or the result). An outcome older than one already shown (two
        requests racing) adds its log and DMs only."""
        match = outcome.match
        lines = [f"• {line}" for line in present.event_lines(outcome.events, match.settings.language)]
        if outcome.board_changed:
            await self._set_meta(match.id, "board_dirty", True)
        latest = await self._meta(match.id, "shown_version", -1)
        placed = False
        if match.version >= latest:
            placed = await self._close_prompts(match, outcome.prompts, actor_seat, chosen, problems, lines)
        if problems.thread_gone:
            return
        records = await self._meta(match.id, "prompts", {})
        starting = {p.seat for p in outcome.prompts if str(p.seat) not in records and p.seat != actor_seat}
        fresh = match.version >= latest and bool(starting or outcome.result)
        picture = await self._board_picture(match) if fresh else None
        if lines and not placed:
            picture = await self._post_log(match, outcome, picture, problems)
            if problems.thread_gone:
                return
        await self._send_private(match, outcome, problems, turn_starts=starting)
        if match.version < latest:
            return
        await self._set_meta(match.id, "shown_version", match.version)
        await self._update_status(match, outcome.status_line, outcome.prompts, problems)
        if outcome.result is not None:
            lang = match.settings.language
            text = present.result_text(match, outcome.result, lang)
            pictures = [picture] if picture else None
            end = make_end_view(match.id, lang)
            if await self.post_in_thread(match, text, pictures, problems, view=end) is not None:
                await self._set_meta(match.id, "result_shown", True)  # else the outbox posts it again
            picture = None
            await self.refresh_lobby(match, problems)
        await self._post_prompts(match, outcome.prompts, problems, picture, actor_seat)

    async def _board_picture(self, match: MatchInfo) -> Picture | None:
        """The public board, when it changed since the last picture posted (else None)."""
        if not await self._meta(match.id, "board_dirty"):
            return None
        await self._set_meta(match.id, "board_dirty", False)
        return await self._picture(
            await self.host.view(match.id, None), match.settings.language, private=False
        )

    # ------------------------------------------------------------ the match's thread

    async def _open_thread(self, match: MatchInfo, problems: Problems) -> MatchInfo:
        """A public thread for the match; without permission to create one, the channel itself."""
        channel_id = match.channel_id or 0
        name = present.title(match, match.settings.language)
        thread_id = await self._safe(
            match, "create thread", self.poster.create_thread(channel_id, name), problems
        )
        if thread_id is None:
            problems.add("problem.no_thread")
            thread_id = channel_id
        await self.host.set_thread(match.id, thread_id)
        match = replace(match, thread_id=thread_id)
        if thread_id != channel_id:
            for seat in match.seats:
                if seat.user_id is not None:
                    await self._safe(
                        match, "add to thread", self.poster.add_to_thread(thread_id, seat.user_id), Problems()
                    )
        return match

    async def _reopen_thread(self, match: MatchInfo, problems: Problems) -> None:
        """The match thread was deleted: open a new one (or fall back to the parent channel),
        store it, and show the current status, board and prompts there."""
        if match.thread_id == match.channel_id:
            return  # the channel itself is gone: nowhere left to post
        log.warning("match %s: thread %s is gone; opening a new one", match.id, match.thread_id)
        problems.thread_gone = False
        problems.discard("problem.gone")
        records = await self._meta(match.id, "prompts", {})
        await self._set_meta(match.id, "prompts", {k: r for k, r in records.items() if r.get("kind") == DM})
        await self._set_meta(match.id, "status_msg", None)
        match = await self._open_thread(await self.host.get(match.id), problems)
        lang = match.settings.language
        line = t(lang, "thread.reopened")
        await self._safe(match, "post reopened", self.poster.send(match.thread_id, line), problems)
        prompts = await self.host.prompts(match.id)
        await self._update_status(match, None, prompts, problems)
        await self._set_meta(match.id, "board_dirty", True)
        await self._post_prompts(match, prompts, problems, await self._board_picture(match))
        await self.refresh_lobby(match, problems)
        problems.add("problem.thread_reopened")

    async def refresh_lobby(self, match: MatchInfo, problems: Problems | None = None) -> None:
        where = await self._meta(match.id, "lobby")
        if not where:
            return
        lang = match.settings.language
        view = make_lobby_view(match.id, lang) if match.status is MatchStatus.LOBBY else None
        await self._safe(
            match,
            "edit lobby",
            self.poster.edit(where[0], where[1], present.lobby_text(match, lang), view=view),
            problems or Problems(),
        )

    async def _post_log(
        self, match: MatchInfo, outcome: Outcome, picture: Picture | None, problems: Problems
    ) -> Picture | None:
        """The public log of a request that has no turn message to go into, as new messages
        (the picture with the last one); returns the picture when it was not used."""
        chunks = present.log_chunks(outcome, match.settings.language)
        for i, text in enumerate(chunks):
            last = i == len(chunks) - 1
            await self.post_in_thread(match, text, [picture] if picture and last else None, problems)
            if problems.thread_gone:
                break
        return None if chunks else picture

    async def _update_status(
        self, match: MatchInfo, status_line: Text | None, prompts: list[PromptFor], problems: Problems
    ) -> None:
        """The pinned status message, edited in place when its text changed (posted and pinned
        again if it is gone)."""
        if status_line is None and match.status is MatchStatus.ACTIVE:
            status_line = await self.host.status_line(match.id)
        text = present.status_text(match, status_line, prompts, match.settings.language)
        message_id = await self._meta(match.id, "status_msg")
        if message_id is not None:
            if await self._meta(match.id, "status_text") == text:
                return
            try:
                await self.poster.edit(match.thread_id, message_id, text)
                await self._set_meta(match.id, "status_text", text)
                return
            except discord.NotFound:
                log.info("match %s: status message %s is gone; posting a new one", match.id, message_id)
            except discord.HTTPException as exc:
                log.warning("match %s: editing the status in %s failed: %s", match.id, match.thread_id, exc)
                problems.add("problem.http")
                return
        message_id = await self._safe(match, "post status", self.poster.send(match.thread_id, text), problems)
        if message_id is not None:
            await self._set_meta(match.id, "status_msg", message_id)
            await self._set_meta(match.id, "status_text", text)
            await self._safe(match, "pin status", self.poster.pin(match.thread_id, message_id), Problems())

    async def refresh_status(self, match_id: int) -> None:
        """Show the current deadline and waiting players in the pinned status (after downtime)."""
        match = await self.host.get(match_id)
        if match.thread_id is None or match.status is not MatchStatus.ACTIVE:
            return
        async with self._locks[match.id]:
            problems = Problems()
            await self._update_status(match, None, await self.host.prompts(match.id), problems)
            if problems.thread_gone:
                await self._reopen_thread(match, problems)

    async def _send_private(
        self, match: MatchInfo, outcome: Outcome, problems: Problems, *, turn_starts: set[Seat]
    ) -> None:
        """One direct message per seat whose private view changed or who got private events; a
        player whose DMs were closed is tried again when their turn starts."""
        seats = {u.seat: u.view for u in outcome.private}
        for event in outcome.events:
            for seat in event.seats or []:
                seats.setdefault(seat, None)
        closed = set(await self._meta(match.id, "dm_closed", []))
        retry = {s for s in turn_starts if present.seat_user(match, s) in closed}
        for seat in retry:
            seats[seat] = seats.get(seat) or await self.host.seat_view(match.id, seat)
        link = await self.thread_link(match)
        public = None
        for seat, view in seats.items():
            user_id = present.seat_user(match, seat)
            if user_id is None or present.replaced(match, seat):
                continue
            lang = await self.lang_of_user(user_id, match.settings.language)
            lines = [f"**{present.title(match, lang)}** — {link}"]
            pictures = None
            if view is not None:  # what only this player sees first: the picture shows the rest
                engine = get_engine(match.game)
                public = public or await self.host.view(match.id, None)
                described = present.private_first(
                    engine.describe_named(view, lang), engine.describe_named(public, lang)
                )
                lines.append("```\n" + trim(described, present.LIMIT // 2) + "\n```")
                picture = await self._picture(view, lang, private=True)
                pictures = [picture] if picture else None
            lines += [f"• {line}" for line in present.event_lines(outcome.events, lang, seat)]
            text = trim("\n".join(lines), present.LIMIT)
            await self.send_dm(match, user_id, text, problems, pictures=pictures, retry=seat in retry)

    # ------------------------------------------------------------ clock

    async def remind(self, match: MatchInfo, user_id: int, deadline: float) -> None:
        """Remind a waiting player; a prompt that Discord refused or a moderator deleted is posted
        again, and a deleted thread is replaced."""
        if match.thread_id is None:
            return
        lang = match.settings.language
        when = f"<t:{int(deadline)}:R>"
        text = t(lang, "remind", user=f"<@{user_id}>", title=present.title(match, lang), when=when)
        problems = Problems()
        async with self._locks[match.id]:
            await self._safe(
                match, "post reminder", self.poster.send(match.thread_id, text, ping=[user_id]), problems
            )
            if problems.thread_gone:
                await self._reopen_thread(match, problems)
                return
            await self.repost_deleted_prompts(match, user_id)

    async def repost_deleted_prompts(self, match: MatchInfo, user_id: int | None = None) -> None:
        """Post again the prompts (of one user, or of all) whose message is gone, and the ones
        Discord refused earlier. The caller holds the match lock."""
        records = await self._meta(match.id, "prompts", {})
        prompts = await self.host.prompts(match.id)
        problems = Problems()
        for pending in prompts:
            record = records.get(str(pending.seat))
            if record is None or user_id not in (None, pending.user_id):
                continue
            where = self.prompt_channel(match, record)
            exists = await self._safe(
                match, "look up prompt", self.poster.exists(where, record["msg"]), problems
            )
            if problems.thread_gone:
                await self._reopen_thread(match, problems)
                return
            if exists is False:
                log.info(
                    "match %s: the prompt of seat %s was deleted; posting it again", match.id, pending.seat
                )
                del records[str(pending.seat)]
        await self._set_meta(match.id, "prompts", records)
        await self._post_prompts(match, prompts, problems)
