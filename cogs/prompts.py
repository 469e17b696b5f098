"""Prompt messages: where a seat's pending decision is shown, kept current, and closed.

A public prompt is a message in the match thread with one component per option. A private prompt
(`Prompt.private`: its options show what only its player may see) goes to the player by direct
message; the thread only says whose turn it is. When the player does not accept DMs, the thread
message carries one "open your choices" button that answers that player alone, ephemerally.

Each shown prompt has a record in the match's "prompts" meta, keyed by seat:
msg/ch (the message with the options and its channel), kind (public, dm or open), private, lang,
sig (what decision it shows), since (the match version it has shown that decision from), text,
page; and the turn it belongs to: log (the turn's public log
lines, shown in the thread message of the turn), turn/notice (for a DM prompt, the thread's turn
notice and its text).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable

import discord

from cogs import present
from cogs.components import open_view, page_count, prompt_view, uses_buttons
from cogs.core import DM_CLOSED_CODES, Problems, TableCore, fail_with
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

    async def _post_prompts(
        self,
        match: MatchInfo,
        prompts: list[PromptFor],
        problems: Problems,
        picture: Picture | None = None,
        actor_seat: Seat | None = None,
    ) -> None:
        """Show the prompts that have no message yet; `picture` (the board) goes with the first.
        The actor, at the keyboard already, is not pinged."""
        records = await self._meta(match.id, "prompts", {})
        for pending in prompts:
            if str(pending.seat) in records:
                continue
            notify = pending.seat != actor_seat
            record = await self._deliver(match, pending, problems, picture, notify=notify)
            if record is not None:
                records[str(pending.seat)] = record
                picture = None
        await self._set_meta(match.id, "prompts", records)

    async def _deliver(
        self,
        match: MatchInfo,
        pending: PromptFor,
        problems: Problems,
        picture: Picture | None,
        *,
        notify: bool = True,
    ) -> dict | None:
        """Show a new prompt: in the thread, or privately with a turn notice in the thread. This
        is the one message that pings the player for their turn (`notify`)."""
        ping = [pending.user_id] if pending.user_id and notify else []
        pictures = [picture] if picture is not None else None
        thread_lang = match.settings.language
        if pending.prompt.private and pending.user_id is not None:
            lang = await self.lang_of_user(pending.user_id, thread_lang)
            text, view = await self.prompt_content(match, pending, lang, DM)
            sent = await self.send_dm(match, pending.user_id, text, problems, view=view)
            if sent is not None:
                title = present.title(match, thread_lang)
                notice = t(thread_lang, "prompt.turn_dm", user=f"<@{pending.user_id}>", title=title)
                turn = await self.post_in_thread(match, notice, pictures, problems, ping=ping)
                return _record(sent, pending, DM, lang, text, match.version, turn=turn, notice=notice)
            kind = OPEN
        else:
            kind = PUBLIC
        text, view = await self.prompt_content(match, pending, thread_lang, kind)
        message_id = await self.post_in_thread(match, text, pictures, problems, view=view, ping=ping)
        if message_id is None:
            return None
        return _record((match.thread_id, message_id), pending, kind, thread_lang, text, match.version)

    async def post_in_thread(
        self,
        match: MatchInfo,
        text: str,
        pictures: list[Picture] | None,
        problems: Problems,
        *,
        view: discord.ui.View | None = None,
        ping: list[int] | None = None,
    ) -> int | None:
        """Post a message into the thread; without the Attach Files permission, without its
        pictures (the thread is told once what is missing)."""
        post = self.poster.send(match.thread_id, text, pictures=pictures, view=view, ping=ping)
        if not pictures:
            return await self._safe(match, "post", post, problems)
        try:
            return await post
        except discord.Forbidden as exc:
            log.info("match %s: no permission to attach files in %s: %s", match.id, match.thread_id, exc)
        except discord.HTTPException as exc:
            return await self._safe(match, "post", fail_with(exc), problems)
        plain = self.poster.send(match.thread_id, text, view=view, ping=ping)
        message_id = await self._safe(match, "post without pictures", plain, problems)
        if message_id is not None and not await self._meta(match.id, "said_no_files"):
            await self._set_meta(match.id, "said_no_files", True)
            notice = t(match.settings.language, "problem.no_files")
            await self._safe(
                match, "post no-files notice", self.poster.send(match.thread_id, notice), problems
            )
        return message_id

    async def _close_prompts(
        self,
        match: MatchInfo,
        prompts: list[PromptFor],
        actor_seat: Seat | None,
        chosen: str | None,
        problems: Problems,
        lines: list[str] | None = None,
    ) -> bool:
        """Update the prompt messages after a change; True when `lines` (the public log of the
        actor's request) went into the actor's turn message.

        The actor's message stays their one message for the turn: it becomes their next prompt
        when they still have one, and gathers the turn's log lines. A waiting player's prompt
        whose decision is the same is kept (refreshed to the new version), so nobody is pinged
        twice; the others are closed."""
        records = await self._meta(match.id, "prompts", {})
        pending = {p.seat: p for p in prompts}
        kept, placed = {}, False
        for key, record in records.items():
            seat = int(key)
            kind = record.get("kind", PUBLIC)
            same = pending.get(seat)
            added = lines if seat == actor_seat and lines else []
            record = {**record, "log": record.get("log", []) + added}
            shows_choice = seat == actor_seat and chosen and kind != OPEN
            note = f"→ {chosen}" if shows_choice else "✓"
            if seat == actor_seat and same is not None:
                follow_up, shown = await self._follow_up(match, record, same, note, bool(added), problems)
                if follow_up is not None:
                    kept[key], placed = follow_up, placed or (shown and bool(added))
                    continue
            elif same is not None and bool(record.get("private")) == same.prompt.private:
                if kind == OPEN or record["sig"] == _signature(same):
                    if await self._refresh(match, record, same, problems):
                        kept[key] = record
                        continue
            closed = await self._show_record(match, record, f"{record['text']}\n{note}", None, problems)
            if added:
                placed = await self._edit_turn(match, record, problems) if kind == DM else closed
        await self._set_meta(match.id, "prompts", kept)
        return placed

    async def _refresh(self, match: MatchInfo, record: dict, same: PromptFor, problems: Problems) -> bool:
        """A waiting player's unchanged prompt, with the components of the new version."""
        kind = record.get("kind", PUBLIC)
        if kind == OPEN:
            return True  # its button names no version
        lang = record.get("lang", match.settings.language)
        _, view = await self.prompt_content(match, same, lang, kind, record["page"])
        return await self._show_record(match, record, record["text"], view, problems)

    async def still_shown(self, match_id: int, pending: PromptFor, version: int, message_id: int) -> bool:
        """Whether a click on the components of an older `version` of a prompt message still
        answers the seat's current decision: the message has shown that same decision since that
        version at least (a waiting player's prompt is only refreshed when others move), and no
        move of this seat came in between (a second click on an answered prompt is stale)."""
        record = (await self._meta(match_id, "prompts", {})).get(str(pending.seat))
        if record is None or record["msg"] != message_id or record.get("since", version + 1) > version:
            return False
        if record["sig"] != _signature(pending):
            return False
        later = await self.host.history(match_id, after=version)
        return all(entry.seat != pending.seat for entry in later)

    async def _follow_up(
        self,
        match: MatchInfo,
        record: dict,
        pending: PromptFor,
        note: str,
        new_lines: bool,
        problems: Problems,
    ) -> tuple[dict | None, bool]:
        """Turn the actor's answered prompt into their next one, so the turn stays one thread
        message: (its record, or None when the edit failed and a new message is needed; whether
        the thread message shows the turn's log). A private step moves the options to a DM and
        leaves the turn notice in the thread; a public step brings them back into it."""
        kind = record.get("kind", PUBLIC)
        turn_msg = record.get("turn") if kind == DM else record["msg"]
        target = PUBLIC if not pending.prompt.private else (DM if kind == DM else OPEN)
        if target == DM:  # private to private by DM: the DM message follows
            lang = record.get("lang", match.settings.language)
            text, view = await self.prompt_content(match, pending, lang, DM)
            if not await self._show_record(match, record, text, view, problems):
                return None, False
            shown = await self._edit_turn(match, record, problems) if new_lines else True
            dm = _record((record["ch"], record["msg"]), pending, DM, lang, text, match.version)
            return {**dm, **_turn_of(record)}, shown
        if target == OPEN and pending.user_id is not None:  # from the thread into a DM, if open
            moved = await self._into_dm(match, record, pending, turn_msg, problems)
            if moved is not None:
                return moved, True
        if kind == OPEN and target == OPEN and not new_lines:
            return record, True  # its button opens whatever the seat's prompt is now
        if kind == DM:  # the DM prompt is answered; its options come back into the thread
            await self._show_record(match, record, f"{record['text']}\n{note}", None, problems)
        if turn_msg is None:
            return None, False
        thread_lang = match.settings.language
        text, view = await self.prompt_content(match, pending, thread_lang, target)
        here = {**record, "kind": target, "msg": turn_msg}
        if not await self._show_record(match, here, text, view, problems):
            return None, False
        thread = _record((match.thread_id, turn_msg), pending, target, thread_lang, text, match.version)
        return {**thread, "log": record.get("log", [])}, True

    async def _into_dm(
        self, match: MatchInfo, record: dict, pending: PromptFor, turn_msg: int | None, problems: Problems
    ) -> dict | None:
        """A private next step of a turn shown in the thread: its options by DM, and the thread
        message becomes the turn notice. None when the player takes no DMs."""
        lang = await self.lang_of_user(pending.user_id, match.settings.language)
        text, view = await self.prompt_content(match, pending, lang, DM)
        sent = await self.send_dm(match, pending.user_id, text, problems, view=view)
        if sent is None:
            return None
        title = present.title(match, match.settings.language)
        notice = t(match.settings.language, "prompt.turn_dm", user=f"<@{pending.user_id}>", title=title)
        moved = _record(sent, pending, DM, lang, text, match.version, turn=turn_msg, notice=notice)
        moved["log"] = record.get("log", [])
        await self._edit_turn(match, moved, problems)
        return moved

    async def _show_record(
        self, match: MatchInfo, record: dict, text: str, view: discord.ui.View | None, problems: Problems
    ) -> bool:
        """Edit a prompt message; a thread message also shows the turn's log lines above."""
        if record.get("kind") != DM:
            text = with_log(record.get("log", []), text)
        edit = self.poster.edit(_channel(match, record), record["msg"], text, view=view)
        return bool(await self._safe(match, "edit prompt", _done(edit), problems))

    async def _edit_turn(self, match: MatchInfo, record: dict, problems: Problems) -> bool:
        """The thread's turn notice of a DM prompt, with the turn's log lines."""
        if not record.get("turn"):
            return False
        text = with_log(record.get("log", []), record.get("notice", ""))
        edit = self.poster.edit(match.thread_id, record["turn"], text)
        return bool(await self._safe(match, "edit turn notice", _done(edit), problems))


def with_log(log_lines: list[str], text: str) -> str:
    """A turn message: the turn's log lines, then the current question (the oldest lines give way
    when it would not fit one message; /history keeps them all)."""
    lines = list(log_lines)
    while lines and sum(len(line) + 1 for line in lines) + len(text) > present.LIMIT - 10:
        lines = lines[1:]
    if len(lines) < len(log_lines):
        lines.insert(0, "…")
    return "\n".join([*lines, text])


def _record(
    where: tuple[int, int],
    pending: PromptFor,
    kind: str,
    lang: str,
    text: str,
    since: int,
    *,
    turn: int | None = None,
    notice: str = "",
) -> dict:
    channel_id, message_id = where
    return {
        "msg": message_id,
        "ch": channel_id,
        "kind": kind,
        "private": pending.prompt.private,
        "lang": lang,
        "sig": _signature(pending),
        "since": since,
        "text": text,
        "page": 0,
        "log": [],
        "turn": turn,
        "notice": notice,
    }


def _turn_of(record: dict) -> dict:
    """What a follow-up keeps of the turn: its log lines and its thread notice."""
    return {"log": record.get("log", []), "turn": record.get("turn"), "notice": record.get("notice", "")}


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
