"""Showing an outcome in the match thread: the log and board picture, the pinned status, the
prompts (edited in place while a decision stays the same) and the players' direct messages."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable

import discord

import render
from cogs import present
from cogs.components import end_view as make_end_view
from cogs.components import page_count, prompt_view, uses_buttons
from cogs.core import DM_CLOSED_CODES, Problems, TableCore
from cogs.i18n import t
from cogs.poster import Picture, trim
from engines import get_engine
from engines.base import Prompt, Seat, Text, View
from host.types import MatchInfo, MatchStatus, Outcome, PromptFor

log = logging.getLogger("epochs.discord")


class ThreadPosts(TableCore):
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

    async def _close_prompts(
        self,
        match: MatchInfo,
        prompts: list[PromptFor],
        actor_seat: Seat | None,
        chosen: str | None,
        problems: Problems,
        *,
        in_place: bool = False,
    ) -> None:
        """Close the prompt messages that are decided; keep (with the new version) the ones
        whose decision is still the same, so a waiting player is not pinged twice. With
        `in_place` (nothing was logged since), the actor's answered prompt becomes their next
        one, so a decision in several steps stays one message."""
        lang = match.settings.language
        records = await self._meta(match.id, "prompts", {})
        pending = {p.seat: p for p in prompts}
        kept = {}
        for key, record in records.items():
            seat = int(key)
            same = pending.get(seat)
            if in_place and same is not None and seat == actor_seat:
                follow_up = await self._follow_up(match, record["msg"], same, problems)
                if follow_up is not None:
                    kept[key] = follow_up
                    continue
            if same is not None and seat != actor_seat and record["sig"] == _signature(same):
                view = prompt_view(
                    match.id, match.version, same.prompt, lang, page=record["page"], can_undo=same.can_undo
                )
                edit = self.poster.edit(match.thread_id, record["msg"], record["text"], view=view)
                if await self._safe(match, "refresh prompt", _done(edit), problems):
                    kept[key] = record
                    continue
            note = f"→ {chosen}" if seat == actor_seat and chosen else "✓"
            edit = self.poster.edit(match.thread_id, record["msg"], f"{record['text']}\n{note}", view=None)
            await self._safe(match, "close prompt", edit, problems)
        await self._set_meta(match.id, "prompts", kept)

    async def _follow_up(
        self, match: MatchInfo, message_id: int, pending: PromptFor, problems: Problems
    ) -> dict | None:
        """Edit an answered prompt message into the same player's next prompt; its record, or
        None when the edit failed (a new message is posted instead)."""
        lang = match.settings.language
        text = present.prompt_text(pending.user_id, pending.prompt, lang, 0, _pages(pending.prompt))
        view = prompt_view(match.id, match.version, pending.prompt, lang, can_undo=pending.can_undo)
        edit = self.poster.edit(match.thread_id, message_id, text, view=view)
        if not await self._safe(match, "follow-up prompt", _done(edit), problems):
            return None
        return {"msg": message_id, "sig": _signature(pending), "text": text, "page": 0}

    async def _post_prompts(self, match: MatchInfo, prompts: list[PromptFor], problems: Problems) -> None:
        lang = match.settings.language
        records = await self._meta(match.id, "prompts", {})
        for pending in prompts:
            if str(pending.seat) in records:
                continue
            text = present.prompt_text(pending.user_id, pending.prompt, lang, 0, _pages(pending.prompt))
            view = prompt_view(match.id, match.version, pending.prompt, lang, can_undo=pending.can_undo)
            ping = [pending.user_id] if pending.user_id else []
            message_id = await self._safe(
                match, "post prompt", self.poster.send(match.thread_id, text, view=view, ping=ping), problems
            )
            if message_id is not None:
                records[str(pending.seat)] = {
                    "msg": message_id,
                    "sig": _signature(pending),
                    "text": text,
                    "page": 0,
                }
        await self._set_meta(match.id, "prompts", records)

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
        if not seats:
            return
        closed = set(await self._meta(match.id, "dm_closed", []))
        guild = await self._meta(match.id, "guild")
        link = f"https://discord.com/channels/{guild}/{match.thread_id}" if guild else f"<#{match.thread_id}>"
        for seat, view in seats.items():
            user_id = present.seat_user(match, seat)
            if user_id is None or user_id in closed:
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
            try:
                await self.poster.dm(user_id, "\n".join(lines), pictures=pictures)
            except discord.HTTPException as exc:
                if not isinstance(exc, discord.Forbidden) and exc.code not in DM_CLOSED_CODES:
                    log.warning("match %s: DM to %s failed: %s", match.id, user_id, exc)
                    continue
                log.info("match %s: user %s does not accept DMs (%s)", match.id, user_id, exc.code)
                closed.add(user_id)
                await self._set_meta(match.id, "dm_closed", sorted(closed))
                line = t(match.settings.language, "dm.closed", user=f"<@{user_id}>")
                await self._safe(
                    match, "post dm notice", self.poster.send(match.thread_id, line, ping=[user_id]), problems
                )

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


def _signature(pending: PromptFor) -> str:
    return f"{present.prompt_signature(pending.prompt)}:{int(pending.can_undo)}"


def _pages(prompt: Prompt) -> int:
    return 1 if uses_buttons(prompt) or prompt.kind == "multi" else page_count(prompt)


async def _done(work: Awaitable) -> bool:
    await work
    return True
