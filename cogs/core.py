"""The base of the Discord flows: request bookkeeping, replies, users' languages, finding the match.

A request is: acknowledge the interaction, ask the host (which persists the move before anything is
posted), then show the Outcome in the match thread. A failure to post is logged with its context
and reported to whoever can fix it; it never re-applies or loses a move.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections import defaultdict
from collections.abc import Awaitable
from dataclasses import dataclass, field
from typing import Any

import discord

from cogs import present
from cogs.i18n import LANGS, lang_of, t, tx
from cogs.poster import Picture, Poster, frozen, trim
from engines.base import Text
from host.service import MatchService
from host.types import HostError, MatchInfo, MatchStatus, TimeoutPolicy

log = logging.getLogger("epochs.discord")

DM_CLOSED_CODES = {50007, 50278}
UNKNOWN_CHANNEL = 10003


@dataclass
class Defaults:
    """Settings of a new match (from the bot's environment)."""

    turn_timeout_s: int = 24 * 3600
    remind_after_s: int = 12 * 3600
    timeout_policy: TimeoutPolicy = TimeoutPolicy.AGENT


@dataclass
class Problems:
    """What went wrong while posting one outcome, as catalog keys for the acting user."""

    keys: list[str] = field(default_factory=list)
    thread_gone: bool = False  # Discord answered 10003 Unknown Channel: the match thread was deleted

    def add(self, key: str) -> None:
        if key not in self.keys:
            self.keys.append(key)

    def discard(self, key: str) -> None:
        if key in self.keys:
            self.keys.remove(key)

    def text(self, lang: str) -> str:
        return "\n".join(t(lang, key) for key in self.keys)


def is_admin(interaction: discord.Interaction) -> bool:
    return bool(interaction.permissions.manage_guild)


def user_name(interaction: discord.Interaction) -> str:
    return interaction.user.display_name


class TableCore:
    def __init__(self, client: discord.Client, host: MatchService, poster: Poster, defaults: Defaults):
        self.client = client
        self.host = host
        self.poster = poster
        self.defaults = defaults
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._in_flight = 0
        self._idle = asyncio.Event()
        self._idle.set()
        self.closing = False
        self._langs: dict[int, str] = {}  # user id -> remembered DM language, as stored by the host

    # ------------------------------------------------------------ bookkeeping

    @contextlib.asynccontextmanager
    async def in_flight(self):
        """Marks a request the shutdown waits for."""
        self._in_flight += 1
        self._idle.clear()
        try:
            yield
        finally:
            self._in_flight -= 1
            if self._in_flight == 0:
                self._idle.set()

    async def drain(self, timeout: float = 20.0) -> None:
        self.closing = True
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._idle.wait(), timeout)

    async def _meta(self, match_id: int, key: str, default: Any = None) -> Any:
        value = await self.host.get_meta(match_id, key)
        if value is None:
            return default
        return json.loads(value) if isinstance(value, str) else value

    async def _set_meta(self, match_id: int, key: str, value: Any) -> None:
        await self.host.set_meta(match_id, key, json.dumps(value))

    async def _safe(self, match: MatchInfo, what: str, work: Awaitable, problems: Problems) -> Any:
        """Run one Discord call; on failure log it with context and note it for the user."""
        try:
            return await work
        except discord.Forbidden as exc:
            log.warning("match %s: %s forbidden in channel %s: %s", match.id, what, match.thread_id, exc)
            problems.add("problem.forbidden")
        except discord.NotFound as exc:
            log.warning("match %s: %s: channel %s or message gone: %s", match.id, what, match.thread_id, exc)
            problems.add("problem.gone")
            if exc.code == UNKNOWN_CHANNEL:
                problems.thread_gone = True
        except discord.HTTPException as exc:
            log.error("match %s: %s failed in channel %s: %s", match.id, what, match.thread_id, exc)
            problems.add("problem.http")
        return None

    # ------------------------------------------------------------ replies

    async def ack(self, interaction: discord.Interaction, *, update: bool = False) -> bool:
        """Acknowledge at once (commands: an ephemeral "thinking"; components: a silent update).
        Returns False when the bot is shutting down and the request was refused."""
        if update:
            await interaction.response.defer()
        else:
            await interaction.response.defer(ephemeral=True, thinking=True)
        if self.closing:
            await self.reply(interaction, t(lang_of(interaction), "err.restarting"))
            return False
        await self.remember_lang(interaction.user.id, lang_of(interaction))
        return True

    async def reply(
        self,
        interaction: discord.Interaction,
        text: str,
        *,
        pictures: list[Picture] | None = None,
        view: discord.ui.View | None = None,
    ) -> None:
        await interaction.followup.send(
            trim(text, present.LIMIT),
            ephemeral=True,
            files=[p.to_file() for p in pictures or []],
            view=frozen(view) or discord.utils.MISSING,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def refuse(self, interaction: discord.Interaction, reason: Text) -> None:
        await self.reply(interaction, reason.get(lang_of(interaction)))

    async def run(self, interaction: discord.Interaction, work, *, update: bool = False) -> None:
        """Acknowledge, then run `work(lang)`; a HostError becomes an ephemeral answer."""
        if not await self.ack(interaction, update=update):
            return
        async with self.in_flight():
            try:
                await work(lang_of(interaction))
            except HostError as exc:
                await self.refuse(interaction, exc.reason)
            except Exception:
                log.exception(
                    "request by %s in channel %s failed", interaction.user.id, interaction.channel_id
                )
                await self.reply(interaction, t(lang_of(interaction), "err.internal"))

    async def tell_problems(
        self, interaction: discord.Interaction, problems: Problems, done: str = ""
    ) -> None:
        lang = lang_of(interaction)
        text = "\n".join(part for part in (done, problems.text(lang)) if part)
        if text:
            await self.reply(interaction, text)

    # ------------------------------------------------------------ users' languages

    async def remember_lang(self, user_id: int, lang: str) -> None:
        """Store the user's client language for their DMs; a write only when it changed."""
        if self._langs.get(user_id) == lang:
            return
        try:
            if user_id not in self._langs and await self.host.get_user_pref(user_id, "lang") == lang:
                self._langs[user_id] = lang
                return
            await self.host.set_user_pref(user_id, "lang", lang)
        except Exception:
            log.exception("remembering the language of user %s failed", user_id)
            return
        self._langs[user_id] = lang

    async def lang_of_user(self, user_id: int, fallback: str) -> str:
        """The language a user's DMs are written in: their remembered one, else `fallback`."""
        if user_id not in self._langs:
            stored = await self.host.get_user_pref(user_id, "lang")
            if stored not in LANGS:
                return fallback
            self._langs[user_id] = stored
        return self._langs[user_id]

    # ------------------------------------------------------------ finding the match

    async def resolve(
        self, interaction: discord.Interaction, match_id: int | None, *, lobby: bool = False
    ) -> MatchInfo:
        """The named match, else the match of this thread, else the caller's match in this
        channel (several share a channel when threads cannot be created), else the only match or
        lobby here. `lobby`: a lobby command (join, leave, start) looks at lobbies first."""
        if match_id is not None:
            return await self.host.get(match_id)
        channel_id = interaction.channel_id or 0
        found = await self.host.by_thread(channel_id)
        if found is not None and found.thread_id != found.channel_id:
            return found  # a match thread holds one match
        here = await self.host.in_channel(channel_id)
        if lobby:
            here = [m for m in here if m.status is MatchStatus.LOBBY] or here
        mine = [m for m in here if any(s.user_id == interaction.user.id for s in m.seats)]
        lobbies = [m for m in here if m.status is MatchStatus.LOBBY]
        for group in (mine, here, lobbies):
            if len(group) == 1:
                return group[0]
        raise HostError(_which(mine or here), "which_match")


def _which(candidates: list[MatchInfo]) -> Text:
    """ "Which match?", naming the candidates in each language."""
    if not candidates:
        return tx("err.no_match_here")
    names = {lang: ", ".join(present.title(m, lang) for m in candidates) for lang in LANGS}
    return Text(
        en=t("en", "err.which_match", matches=names["en"]), pl=t("pl", "err.which_match", matches=names["pl"])
    )


async def fail_with(exc: Exception) -> Any:
    """An awaitable that raises `exc` (to report a caught error through `_safe`)."""
    raise exc
