"""Showing an outcome in the match thread: the log and board picture, the pinned status, the
prompts (edited in place while a decision stays the same) and the players' direct messages."""

from __future__ import annotations

import asyncio
import logging

import discord

import render
from cogs import present
from cogs.components import end_view as make_end_view
from cogs.core import Problems
from cogs.i18n import t
from cogs.poster import Picture, trim
from cogs.prompts import PromptPosts
from engines import get_engine
from engines.base import Seat, Text, View
from host.types import MatchInfo, MatchStatus, Outcome, PromptFor

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

        The log goes first: posting into a thread that Discord archived for inactivity reopens it,
        while editing (closing the old prompts) would fail there. An outcome older than one
        already shown (two requests racing) adds its log and DMs only."""
        problems = Problems()
        match = outcome.match
        if match.thread_id is None:
            return problems
        async with self._locks[match.id]:
            logged = await self._post_log(match, outcome, problems)
            latest = await self._meta(match.id, "shown_version", -1)
            if match.version >= latest:
                await self._close_prompts(
                    match, outcome.prompts, actor_seat, chosen, problems, in_place=not logged
                )
            await self._send_private(match, outcome, problems)
            if match.version < latest:
                return problems
            await self._set_meta(match.id, "shown_version", match.version)
            await self._update_status(match, outcome.status_line, outcome.prompts, problems)
            if outcome.result is not None:
                text = present.result_text(match, outcome.result, match.settings.language)
                view = make_end_view(match.id, match.settings.language)
                await self._safe(
                    match, "post result", self.poster.send(match.thread_id, text, view=view), problems
                )
            await self._post_prompts(match, outcome.prompts, problems)
        return problems

    async def _post_log(self, match: MatchInfo, outcome: Outcome, problems: Problems) -> bool:
        """Post the public log (and board picture) of an outcome; True when anything was posted."""
        lang = match.settings.language
        chunks = present.log_chunks(outcome, lang)
        picture = None
        if outcome.board_changed:
            picture = await self._picture(await self.host.view(match.id, None), lang, private=False)
            if picture is not None and not chunks:
                chunks = [t(lang, "log.board")]
        for i, text in enumerate(chunks):
            pictures = [picture] if picture is not None and i == len(chunks) - 1 else None
            await self._safe(
                match, "post log", self.poster.send(match.thread_id, text, pictures=pictures), problems
            )
        return bool(chunks)

    async def _update_status(
        self, match: MatchInfo, status_line: Text | None, prompts: list[PromptFor], problems: Problems
    ) -> None:
        """The pinned status message, edited in place (posted and pinned again if it is gone)."""
        if status_line is None and match.status is MatchStatus.ACTIVE:
            status_line = await self.host.status_line(match.id)
        text = present.status_text(match, status_line, prompts, match.settings.language)
        message_id = await self._meta(match.id, "status_msg")
        if message_id is not None:
            try:
                await self.poster.edit(match.thread_id, message_id, text)
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
            await self._safe(match, "pin status", self.poster.pin(match.thread_id, message_id), Problems())

    async def _send_private(self, match: MatchInfo, outcome: Outcome, problems: Problems) -> None:
        """One direct message per seat whose private view changed or who got private events."""
        seats = {u.seat: u.view for u in outcome.private}
        for event in outcome.events:
            for seat in event.seats or []:
                seats.setdefault(seat, None)
        link = await self.thread_link(match)
        for seat, view in seats.items():
            user_id = present.seat_user(match, seat)
            if user_id is None:
                continue
            lang = await self.lang_of_user(user_id, match.settings.language)
            lines = [f"**{present.title(match, lang)}** — {link}"]
            lines += [f"• {line}" for line in present.event_lines(outcome.events, lang, seat)]
            pictures = None
            if view is not None:
                described = get_engine(match.game).describe_named(view, lang)
                lines.append("```\n" + trim(described, present.LIMIT // 2) + "\n```")
                picture = await self._picture(view, lang, private=True)
                pictures = [picture] if picture else None
            await self.send_dm(match, user_id, "\n".join(lines), problems, pictures=pictures)

    # ------------------------------------------------------------ clock

    async def remind(self, match: MatchInfo, user_id: int, deadline: float) -> None:
        if match.thread_id is None:
            return
        lang = match.settings.language
        when = f"<t:{int(deadline)}:R>"
        text = t(lang, "remind", user=f"<@{user_id}>", title=present.title(match, lang), when=when)
        await self._safe(
            match, "post reminder", self.poster.send(match.thread_id, text, ping=[user_id]), Problems()
        )
        async with self._locks[match.id]:  # a prompt that Discord refused earlier is posted now
            await self._post_prompts(match, await self.host.prompts(match.id), Problems())
