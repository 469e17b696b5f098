"""The flows shared by slash commands, buttons and the background clock.

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
from dataclasses import dataclass, field, replace
from typing import Any

import discord

import render
from cogs import present
from cogs.components import end_view as make_end_view
from cogs.components import lobby_view as make_lobby_view
from cogs.components import page_count, prompt_view, uses_buttons
from cogs.i18n import LANGS, lang_of, t, tx
from cogs.poster import Picture, Poster, frozen, trim
from engines import get_engine
from engines.base import BadOptions, Prompt, Seat, Text, View, encode_multi
from host.service import MatchService
from host.types import HostError, MatchInfo, MatchSettings, MatchStatus, Outcome, PromptFor, TimeoutPolicy

log = logging.getLogger("epochs.discord")

DM_CLOSED_CODES = {50007, 50278}


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

    def add(self, key: str) -> None:
        if key not in self.keys:
            self.keys.append(key)

    def text(self, lang: str) -> str:
        return "\n".join(t(lang, key) for key in self.keys)


def is_admin(interaction: discord.Interaction) -> bool:
    return bool(interaction.permissions.manage_guild)


def user_name(interaction: discord.Interaction) -> str:
    return interaction.user.display_name


class Table:
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

    async def resolve(self, interaction: discord.Interaction, match_id: int | None) -> MatchInfo:
        """The named match, else the match of this thread, else the only match (or the only lobby)
        of this channel."""
        if match_id is not None:
            return await self.host.get(match_id)
        channel_id = interaction.channel_id or 0
        found = await self.host.by_thread(channel_id)
        if found is not None:
            return found
        here = await self.host.in_channel(channel_id)
        lobbies = [m for m in here if m.status is MatchStatus.LOBBY]
        if len(here) == 1 or len(lobbies) == 1:
            return here[0] if len(here) == 1 else lobbies[0]
        raise HostError(tx("err.which_match"), "which_match")

    # ------------------------------------------------------------ lobby

    async def new_lobby(
        self,
        interaction: discord.Interaction,
        game: str,
        *,
        players: int | None = None,
        options: dict[str, str] | None = None,
        settings: MatchSettings | None = None,
        channel_id: int | None = None,
    ) -> MatchInfo:
        lang = lang_of(interaction)
        try:
            get_engine(game)
        except KeyError:
            raise HostError(tx("err.unknown_game", game=game), "unknown_game") from None
        settings = settings or self.settings_for(lang)
        channel_id = channel_id or interaction.channel_id
        try:
            match = await self.host.create(
                game,
                interaction.user.id,
                user_name(interaction),
                channel_id=channel_id,
                players=players,
                options=options or {},
                settings=settings,
                guild_id=interaction.guild_id,
            )
        except BadOptions as exc:
            raise HostError(exc.reason, "bad_options") from None
        problems = Problems()
        message_id = await self._safe(
            match,
            "post lobby",
            self.poster.send(
                channel_id, present.lobby_text(match, lang), view=make_lobby_view(match.id, lang)
            ),
            problems,
        )
        if message_id is None:
            await self.host.cancel(match.id, interaction.user.id)
            raise HostError(tx("err.cannot_post_here"), "cannot_post")
        await self._set_meta(match.id, "lobby", [channel_id, message_id])
        await self._set_meta(match.id, "guild", interaction.guild_id)
        return match

    def settings_for(self, lang: str, turn_timeout_s: int | None = None) -> MatchSettings:
        """A new match's settings: the bot's defaults, the creator's language."""
        turn = turn_timeout_s or self.defaults.turn_timeout_s
        return MatchSettings(
            turn_timeout_s=turn,
            remind_after_s=min(self.defaults.remind_after_s, turn // 2),
            timeout_policy=self.defaults.timeout_policy,
            language=lang,
        )

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

    async def lobby_action(self, interaction: discord.Interaction, match_id: int, op: str) -> None:
        """join / leave / bot / start / cancel, from a button or a /game command."""
        user, admin = interaction.user.id, is_admin(interaction)
        lang = lang_of(interaction)
        if op == "start":
            await self.start(interaction, match_id)
            return
        if op == "join":
            match = await self.host.join(match_id, user, user_name(interaction))
        elif op == "leave":
            match = await self.host.leave(match_id, user)
        elif op == "bot":
            match = await self.host.add_bot(match_id, user, admin=admin)
        elif op == "cancel":
            await self.cancel(interaction, match_id)
            return
        else:
            raise HostError(tx("err.unknown_action"), "unknown")
        await self.refresh_lobby(match)
        await self.reply(interaction, t(lang, f"lobby.done.{op}", title=present.title(match, lang)))

    async def cancel(self, interaction: discord.Interaction, match_id: int) -> None:
        lang = lang_of(interaction)
        current = await self.host.get(match_id)
        admin = is_admin(interaction)
        if current.status is MatchStatus.LOBBY:
            match = await self.host.cancel(match_id, interaction.user.id, admin=admin)
        else:
            match = await self.host.abandon(match_id, interaction.user.id, admin=admin)
        problems = Problems()
        await self.refresh_lobby(match, problems)
        if match.thread_id is not None:
            async with self._locks[match.id]:
                await self._close_prompts(match, [], None, None, problems)
                await self._update_status(match, None, [], problems)
            by = user_name(interaction)
            line = t(match.settings.language, "thread.abandoned", name=by)
            await self._safe(match, "post abandon", self.poster.send(match.thread_id, line), problems)
        await self.tell_problems(
            interaction, problems, t(lang, "lobby.done.cancel", title=present.title(match, lang))
        )

    async def start(self, interaction: discord.Interaction, match_id: int) -> None:
        lang = lang_of(interaction)
        outcome = await self.host.start(match_id, interaction.user.id, admin=is_admin(interaction))
        problems = Problems()
        match = await self._open_thread(outcome.match, problems)
        outcome.match = match
        await self.refresh_lobby(match, problems)
        async with self._locks[match.id]:  # the status message comes first in the thread
            await self._update_status(match, outcome.status_line, outcome.prompts, problems)
        problems.keys += (await self.publish(outcome)).keys
        done = t(lang, "lobby.done.start", thread=f"<#{match.thread_id}>")
        await self.tell_problems(interaction, problems, done)

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

    # ------------------------------------------------------------ play

    async def act(
        self,
        interaction: discord.Interaction,
        match_id: int,
        action: str,
        *,
        version: int | None = None,
        prompt: Prompt | None = None,
        quiet: bool = False,
    ) -> None:
        """Apply the user's action and show the result; `quiet` skips the "done" reply (buttons)."""
        lang = lang_of(interaction)
        user = interaction.user.id
        if prompt is None:
            mine = await self.prompt_of(match_id, user)
            prompt = mine.prompt if mine else None
        outcome = await self.host.act(match_id, user, action, expected_version=version)
        match_lang = outcome.match.settings.language
        chosen = present.chosen_label(prompt, action, match_lang) if prompt else action
        problems = await self.publish(outcome, actor_seat=prompt.seat if prompt else None, chosen=chosen)
        done = (
            ""
            if quiet
            else t(lang, "move.done", choice=present.chosen_label(prompt, action, lang) if prompt else action)
        )
        await self.tell_problems(interaction, problems, done)

    async def prompt_of(self, match_id: int, user_id: int) -> PromptFor | None:
        return next((p for p in await self.host.prompts(match_id) if p.user_id == user_id), None)

    async def _pending_for(
        self, interaction: discord.Interaction, match_id: int, version: int, seat: Seat
    ) -> PromptFor:
        """The prompt a clicked component belongs to, or the reason the click is refused."""
        if await self.host.seat_of(match_id, interaction.user.id) != seat:
            raise HostError(tx("err.not_your_prompt"), "not_your_prompt")
        match = await self.host.get(match_id)
        pending = next((p for p in await self.host.prompts(match_id) if p.seat == seat), None)
        if match.version != version or pending is None:
            raise HostError(tx("err.stale"), "stale")
        return pending

    async def on_prompt_pick(
        self,
        interaction: discord.Interaction,
        match_id: int,
        version: int,
        seat: Seat,
        picks: list[str | int],
    ) -> None:
        async def work(lang: str) -> None:
            pending = await self._pending_for(interaction, match_id, version, seat)
            ids = pending.prompt.option_ids()
            try:
                chosen = [pick if isinstance(pick, str) else ids[pick] for pick in picks]
            except IndexError:
                raise HostError(tx("err.stale"), "stale") from None
            action = encode_multi(chosen) if pending.prompt.kind == "multi" else chosen[0]
            await self.act(interaction, match_id, action, version=version, prompt=pending.prompt, quiet=True)

        await self.run(interaction, work, update=True)

    async def on_prompt_page(
        self, interaction: discord.Interaction, match_id: int, version: int, seat: Seat, page: int
    ) -> None:
        async def work(lang: str) -> None:
            pending = await self._pending_for(interaction, match_id, version, seat)
            match = await self.host.get(match_id)
            match_lang = match.settings.language
            page_now = page % page_count(pending.prompt)
            text = present.prompt_text(
                pending.user_id, pending.prompt, match_lang, page_now, page_count(pending.prompt)
            )
            view = prompt_view(
                match_id, version, pending.prompt, match_lang, page=page_now, can_undo=pending.can_undo
            )
            await self.poster.edit(interaction.channel_id, interaction.message.id, text, view=view)
            async with self._locks[match_id]:
                records = await self._meta(match_id, "prompts", {})
                if str(seat) in records:
                    records[str(seat)].update(page=page_now, text=text)
                    await self._set_meta(match_id, "prompts", records)

        await self.run(interaction, work, update=True)

    async def on_undo_button(
        self, interaction: discord.Interaction, match_id: int, version: int, seat: Seat
    ) -> None:
        async def work(lang: str) -> None:
            await self._pending_for(interaction, match_id, version, seat)
            await self.undo(interaction, match_id, quiet=True)

        await self.run(interaction, work, update=True)

    async def undo(self, interaction: discord.Interaction, match_id: int, *, quiet: bool = False) -> None:
        lang = lang_of(interaction)
        seat = await self.host.seat_of(match_id, interaction.user.id)
        outcome = await self.host.undo(match_id, interaction.user.id)
        problems = await self.publish(
            outcome, actor_seat=seat, chosen=t(outcome.match.settings.language, "prompt.undone")
        )
        await self.tell_problems(interaction, problems, "" if quiet else t(lang, "undo.done"))

    async def resign(self, interaction: discord.Interaction, match_id: int) -> None:
        seat = await self.host.seat_of(match_id, interaction.user.id)
        outcome = await self.host.resign(match_id, interaction.user.id)
        problems = await self.publish(outcome, actor_seat=seat, chosen="🏳")
        await self.tell_problems(interaction, problems, t(lang_of(interaction), "resign.done"))

    async def kick(self, interaction: discord.Interaction, match_id: int, user_id: int) -> None:
        seat = await self.host.seat_of(match_id, user_id)
        if seat is None:
            raise HostError(tx("err.not_seated_other"), "not_seated")
        outcome = await self.host.kick(match_id, interaction.user.id, seat, admin=is_admin(interaction))
        problems = await self.publish(outcome, actor_seat=seat, chosen="⛔")
        await self.tell_problems(
            interaction, problems, t(lang_of(interaction), "kick.done", user=f"<@{user_id}>")
        )

    async def on_lobby_button(self, interaction: discord.Interaction, match_id: int, op: str) -> None:
        await self.run(interaction, lambda lang: self.lobby_action(interaction, match_id, op), update=True)

    async def on_end_button(self, interaction: discord.Interaction, match_id: int, op: str) -> None:
        async def work(lang: str) -> None:
            if op == "history":
                await self.show_history(interaction, match_id, 1)
                return
            if op == "export":
                await self.send_export(interaction, match_id)
                return
            if op != "rematch":
                raise HostError(tx("err.unknown_action"), "unknown")
            old = await self.host.get(match_id)
            match = await self.new_lobby(
                interaction,
                old.game,
                players=old.max_players,
                options=old.options,
                settings=old.settings,
                channel_id=old.channel_id,
            )
            await self.reply(interaction, t(lang, "lobby.created", title=present.title(match, lang)))

        await self.run(interaction, work, update=True)

    # ------------------------------------------------------------ queries

    async def show_history(self, interaction: discord.Interaction, match_id: int, page: int) -> None:
        lang = lang_of(interaction)
        await self._check_spectator(match_id, interaction.user.id)
        entries = await self.host.history(match_id, interaction.user.id)
        text, _ = present.history_page(entries, lang, page)
        await self.reply(interaction, text)

    async def send_export(self, interaction: discord.Interaction, match_id: int) -> None:
        """The match as a JSON file (seed and every action: enough to replay it). Only once the
        match is over: the seed fixes every future die roll and the order of every deck."""
        lang = lang_of(interaction)
        match = await self._check_spectator(match_id, interaction.user.id)
        if match.status is not MatchStatus.FINISHED:
            raise HostError(tx("err.export_unfinished"), "export_unfinished")
        data = (await self.host.export(match_id)).encode("utf-8")
        name = f"epochs-{match.game}-{match.id}.json"
        attachment = Picture(name, data, t(lang, "export.alt", title=present.title(match, lang)))
        await self.reply(
            interaction, t(lang, "export.done", title=present.title(match, lang)), pictures=[attachment]
        )

    async def _check_spectator(self, match_id: int, user_id: int) -> MatchInfo:
        match = await self.host.get(match_id)
        if not match.settings.spectators and all(s.user_id != user_id for s in match.seats):
            raise HostError(tx("err.no_spectators"), "no_spectators")
        return match

    async def show_board(self, interaction: discord.Interaction, match_id: int, as_text: bool) -> None:
        lang = lang_of(interaction)
        match = await self._check_spectator(match_id, interaction.user.id)
        view = await self.host.view(match_id, None)
        picture = None if as_text else await self._picture(view, lang, private=False)
        text = f"**{present.title(match, lang)}**"
        if picture is None:
            text += (
                "\n```\n"
                + trim(get_engine(match.game).describe_named(view, lang), present.LIMIT - 200)
                + "\n```"
            )
        await self.reply(interaction, text, pictures=[picture] if picture else None)

    async def show_hand(self, interaction: discord.Interaction, match_id: int) -> None:
        lang = lang_of(interaction)
        match = await self.host.get(match_id)
        if await self.host.seat_of(match_id, interaction.user.id) is None:
            raise HostError(tx("err.not_seated"), "not_seated")
        view = await self.host.view(match_id, interaction.user.id)
        picture = await self._picture(view, lang, private=True)
        described = trim(get_engine(match.game).describe_named(view, lang), present.LIMIT - 200)
        text = f"**{present.title(match, lang)}**\n```\n{described}\n```"
        await self.reply(interaction, text, pictures=[picture] if picture else None)

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
