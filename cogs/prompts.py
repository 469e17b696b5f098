"""Prompt messages: where a seat's pending decision is shown, kept current, and closed.

A public prompt is a message in the match thread with one component per option. A private prompt
(`Prompt.private`: its options show what only its player may see) goes to the player by direct
message; the thread only says whose turn it is. When the player does not accept DMs, the thread
message carries one "open your choices" button that answers that player alone, ephemerally.

Each shown prompt has a record in the match's "prompts" meta, keyed by seat:
msg/ch (the message with the options and its channel), kind (public, dm or open), private, lang,
sig (what decision it shows), text, page.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable

import discord

from cogs import present
from cogs.components import open_view, page_count, prompt_view, uses_buttons
from cogs.core import DM_CLOSED_CODES, Problems, TableCore
from cogs.i18n import t
from cogs.poster import Picture
from engines.base import Prompt, Seat
from host.types import MatchInfo, PromptFor

log = logging.getLogger("epochs.discord")

PUBLIC, DM, OPEN, EPHEMERAL = "public", "dm", "open", "ephemeral"


class PromptPosts(TableCore):
    # ------------------------------------------------------------ direct messages

    async def thread_link(self, match: MatchInfo) -> str:
        guild = await self._meta(match.id, "guild")
        return f"https://discord.com/channels/{guild}/{match.thread_id}" if guild else f"<#{match.thread_id}>"

    async def send_dm(
        self,
        match: MatchInfo,
        user_id: int,
        text: str,
        problems: Problems,
        *,
        pictures: list[Picture] | None = None,
        view: discord.ui.View | None = None,
        retry: bool = False,
    ) -> tuple[int, int] | None:
        """A direct message to a player: (channel id, message id), or None when it was not
        delivered. A player who does not accept DMs is remembered and told once in the thread;
        they are tried again only with `retry` (once per turn), and told once when it works."""
        closed = set(await self._meta(match.id, "dm_closed", []))
        if user_id in closed and not retry:
            return None
        try:
            sent = await self.poster.dm(user_id, text, pictures=pictures, view=view)
        except discord.HTTPException as exc:
            if not isinstance(exc, discord.Forbidden) and exc.code not in DM_CLOSED_CODES:
                log.warning("match %s: DM to %s failed: %s", match.id, user_id, exc)
            elif user_id not in closed:
                log.info("match %s: user %s does not accept DMs (%s)", match.id, user_id, exc.code)
                await self._dms_closed(match, user_id, closed | {user_id}, "dm.closed", problems)
            return None
        if user_id in closed:
            log.info("match %s: user %s accepts DMs again", match.id, user_id)
            await self._dms_closed(match, user_id, closed - {user_id}, "dm.open_again", problems)
        return sent

    async def _dms_closed(
        self, match: MatchInfo, user_id: int, closed: set[int], key: str, problems: Problems
    ) -> None:
        await self._set_meta(match.id, "dm_closed", sorted(closed))
        line = t(match.settings.language, key, user=f"<@{user_id}>")
        await self._safe(match, "post dm notice", self.poster.send(match.thread_id, line), problems)

    # ------------------------------------------------------------ what a prompt message shows

    async def prompt_content(
        self, match: MatchInfo, pending: PromptFor, lang: str, kind: str, page: int = 0
    ) -> tuple[str, discord.ui.View]:
        """The text and components of a prompt message of one kind."""
        prompt = pending.prompt
        title = present.title(match, lang)
        if kind == OPEN:
            text = t(lang, "prompt.turn_open", user=f"<@{pending.user_id}>", title=title)
            return text, open_view(match.id, pending.seat, lang)
        pages = _pages(prompt)
        page %= pages
        view = prompt_view(match.id, match.version, prompt, lang, page=page, can_undo=pending.can_undo)
        if kind == PUBLIC:
            return present.prompt_text(pending.user_id, prompt, lang, page, pages), view
        body = present.prompt_text(None, prompt, lang, page, pages)
        if kind == DM:
            return f"**{title}** — {await self.thread_link(match)}\n{body}", view
        return f"**{title}**\n{body}", view

    # ------------------------------------------------------------ posting, refreshing, closing

    @staticmethod
    def prompt_channel(match: MatchInfo, record: dict) -> int:
        return _channel(match, record)

    async def _post_prompts(self, match: MatchInfo, prompts: list[PromptFor], problems: Problems) -> None:
        records = await self._meta(match.id, "prompts", {})
        for pending in prompts:
            if str(pending.seat) in records:
                continue
            record = await self._deliver(match, pending, problems)
            if record is not None:
                records[str(pending.seat)] = record
        await self._set_meta(match.id, "prompts", records)

    async def _deliver(self, match: MatchInfo, pending: PromptFor, problems: Problems) -> dict | None:
        """Show a new prompt: in the thread, or privately with a turn notice in the thread."""
        ping = [pending.user_id] if pending.user_id else []
        thread_lang = match.settings.language
        if pending.prompt.private and pending.user_id is not None:
            lang = await self.lang_of_user(pending.user_id, thread_lang)
            text, view = await self.prompt_content(match, pending, lang, DM)
            sent = await self.send_dm(match, pending.user_id, text, problems, view=view)
            if sent is not None:
                title = present.title(match, thread_lang)
                notice = t(thread_lang, "prompt.turn_dm", user=f"<@{pending.user_id}>", title=title)
                await self._safe(
                    match, "post turn", self.poster.send(match.thread_id, notice, ping=ping), problems
                )
                return _record(sent, pending, DM, lang, text)
            kind = OPEN
        else:
            kind = PUBLIC
        text, view = await self.prompt_content(match, pending, thread_lang, kind)
        message_id = await self._safe(
            match, "post prompt", self.poster.send(match.thread_id, text, view=view, ping=ping), problems
        )
        if message_id is None:
            return None
        return _record((match.thread_id, message_id), pending, kind, thread_lang, text)

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
        records = await self._meta(match.id, "prompts", {})
        pending = {p.seat: p for p in prompts}
        kept = {}
        for key, record in records.items():
            seat = int(key)
            kind = record.get("kind", PUBLIC)
            same = pending.get(seat)
            if same is not None and bool(record.get("private")) != same.prompt.private:
                same = None  # a public prompt never turns into a private one in place, nor back
            if same is not None and kind == OPEN:
                kept[key] = record  # its button always opens the seat's current prompt
                continue
            if in_place and same is not None and seat == actor_seat:
                follow_up = await self._follow_up(match, record, same, problems)
                if follow_up is not None:
                    kept[key] = follow_up
                    continue
            if same is not None and seat != actor_seat and record["sig"] == _signature(same):
                lang = record.get("lang", match.settings.language)
                _, view = await self.prompt_content(match, same, lang, kind, record["page"])
                edit = self.poster.edit(_channel(match, record), record["msg"], record["text"], view=view)
                if await self._safe(match, "refresh prompt", _done(edit), problems):
                    kept[key] = record
                    continue
            shows_choice = seat == actor_seat and chosen and kind != OPEN
            note = f"→ {chosen}" if shows_choice else "✓"
            edit = self.poster.edit(
                _channel(match, record), record["msg"], f"{record['text']}\n{note}", view=None
            )
            await self._safe(match, "close prompt", edit, problems)
        await self._set_meta(match.id, "prompts", kept)

    async def _follow_up(
        self, match: MatchInfo, record: dict, pending: PromptFor, problems: Problems
    ) -> dict | None:
        """Edit an answered prompt message into the same player's next prompt; its record, or
        None when the edit failed (a new message is posted instead)."""
        kind = record.get("kind", PUBLIC)
        lang = record.get("lang", match.settings.language)
        text, view = await self.prompt_content(match, pending, lang, kind)
        channel_id = _channel(match, record)
        edit = self.poster.edit(channel_id, record["msg"], text, view=view)
        if not await self._safe(match, "follow-up prompt", _done(edit), problems):
            return None
        return _record((channel_id, record["msg"]), pending, kind, lang, text)


def _record(where: tuple[int, int], pending: PromptFor, kind: str, lang: str, text: str) -> dict:
    channel_id, message_id = where
    return {
        "msg": message_id,
        "ch": channel_id,
        "kind": kind,
        "private": pending.prompt.private,
        "lang": lang,
        "sig": _signature(pending),
        "text": text,
        "page": 0,
    }


def _channel(match: MatchInfo, record: dict) -> int:
    """A DM prompt lives in its DM channel; the others in the match's (current) thread."""
    return record["ch"] if record.get("kind") == DM else match.thread_id


def _signature(pending: PromptFor) -> str:
    return f"{present.prompt_signature(pending.prompt)}:{int(pending.can_undo)}"


def _pages(prompt: Prompt) -> int:
    return 1 if uses_buttons(prompt) or prompt.kind == "multi" else page_count(prompt)


async def _done(work: Awaitable) -> bool:
    await work
    return True
