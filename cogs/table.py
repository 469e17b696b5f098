"""The flows shared by slash commands, buttons and the background clock: `Table` is what the
cogs and components call. Its layers: core.py (requests, replies, languages), thread.py (showing
an outcome), lobby.py (lobbies and starting); this module holds moves, a seat's way back from
autopilot, and queries."""

from __future__ import annotations

from dataclasses import replace

import discord

from cogs import present
from cogs.components import page_count, resume_view
from cogs.core import Defaults, Problems, is_admin  # noqa: F401  (the cogs import them from here)
from cogs.i18n import lang_of, t, tx
from cogs.lobby import LobbyFlows
from cogs.poster import Picture, frozen, trim
from cogs.prompts import DM, EPHEMERAL, PUBLIC, with_log
from engines import get_engine
from engines.base import Prompt, Seat, encode_multi
from host.types import HostError, MatchInfo, MatchStatus, Outcome, PromptFor, SeatNotice

RESUME_OFFERS = "resume_offers"  # match meta: seat -> [channel id, message id, text] of the offer


PICK_ATTEMPTS = 3  # a click answers its decision even when this many moves of others overtake it


def _picked(prompt: Prompt, picks: list[str | int]) -> str:
    """The action of a click: option ids, or indexes into the prompt's options."""
    ids = prompt.option_ids()
    try:
        chosen = [pick if isinstance(pick, str) else ids[pick] for pick in picks]
    except IndexError:
        raise HostError(tx("err.stale"), "stale") from None
    return encode_multi(chosen) if prompt.kind == "multi" else chosen[0]


class Table(LobbyFlows):
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
        try:
            outcome = await self.host.act(match_id, user, action, expected_version=version)
        except HostError:
            if not quiet:  # a refused /move: perhaps the player's prompt was deleted
                await self._repost_prompt_of(match_id, user)
            raise
        match_lang = outcome.match.settings.language
        chosen = present.chosen_label(prompt, action, match_lang) if prompt else action
        problems = await self.publish(outcome, actor_seat=prompt.seat if prompt else None, chosen=chosen)
        done = (
            ""
            if quiet
            else t(lang, "move.done", choice=present.chosen_label(prompt, action, lang) if prompt else action)
        )
        await self.tell_problems(interaction, problems, done)

    async def _repost_prompt_of(self, match_id: int, user_id: int) -> None:
        match = await self.host.get(match_id)
        if match.status is MatchStatus.ACTIVE and match.thread_id is not None:
            async with self._locks[match_id]:
                await self.repost_deleted_prompts(match, user_id)

    async def prompt_of(self, match_id: int, user_id: int) -> PromptFor | None:
        return next((p for p in await self.host.prompts(match_id) if p.user_id == user_id), None)

    async def _check_seat(self, match_id: int, user_id: int, seat: Seat) -> None:
        """Refuses a click on another seat's prompt: a player of the match is told to wait for
        their own prompt, anyone else that they are not playing in it."""
        own = await self.host.seat_of(match_id, user_id)
        if own is None:
            raise HostError(tx("err.not_seated"), "not_seated")
        if own != seat:
            raise HostError(tx("err.not_your_prompt"), "not_your_prompt")

    async def _pending_for(
        self, interaction: discord.Interaction, match_id: int, version: int, seat: Seat
    ) -> tuple[PromptFor, int]:
        """The prompt a clicked component belongs to and the version to answer it at, or the
        reason the click is refused. Components of an older version still answer a decision
        that only other players' moves have passed by (simultaneous choices, clicked before
        their message was refreshed)."""
        await self._check_seat(match_id, interaction.user.id, seat)
        match = await self.host.get(match_id)
        pending = next((p for p in await self.host.prompts(match_id) if p.seat == seat), None)
        if pending is None:
            raise HostError(tx("err.stale"), "stale")
        if match.version == version:
            return pending, version
        message = interaction.message
        if message is None or not await self.still_shown(match_id, pending, version, message.id):
            raise HostError(tx("err.stale"), "stale")
        return pending, match.version

    async def on_prompt_pick(
        self,
        interaction: discord.Interaction,
        match_id: int,
        version: int,
        seat: Seat,
        picks: list[str | int],
    ) -> None:
        async def work(lang: str) -> None:
            for attempt in range(PICK_ATTEMPTS):  # another player's move may land first
                pending, at = await self._pending_for(interaction, match_id, version, seat)
                action = _picked(pending.prompt, picks)
                try:
                    await self.act(
                        interaction, match_id, action, version=at, prompt=pending.prompt, quiet=True
                    )
                    break
                except HostError as exc:
                    if exc.code != "stale" or attempt == PICK_ATTEMPTS - 1:
                        raise
            if _ephemeral(interaction):
                await self._next_ephemeral(interaction, match_id, pending, action)

        await self.run(interaction, work, update=True)

    async def _next_ephemeral(
        self, interaction: discord.Interaction, match_id: int, answered: PromptFor, action: str
    ) -> None:
        """A prompt opened ephemerally becomes the player's next private prompt, or shows the choice."""
        lang = lang_of(interaction)
        match = await self.host.get(match_id)
        following = await self.prompt_of(match_id, interaction.user.id)
        if following is not None and following.prompt.private:
            text, view = await self.prompt_content(match, following, lang, EPHEMERAL)
        else:
            text, _ = await self.prompt_content(match, answered, lang, EPHEMERAL)
            text, view = f"{text}\n→ {present.chosen_label(answered.prompt, action, lang)}", None
        await interaction.edit_original_response(content=text, view=frozen(view))

    async def on_open_prompt(self, interaction: discord.Interaction, match_id: int, seat: Seat) -> None:
        """The public "open your choices" button: the seat's private prompt, to its player alone."""

        async def work(lang: str) -> None:
            await self._check_seat(match_id, interaction.user.id, seat)
            pending = next((p for p in await self.host.prompts(match_id) if p.seat == seat), None)
            if pending is None:
                raise HostError(tx("err.stale"), "stale")
            match = await self.host.get(match_id)
            text, view = await self.prompt_content(match, pending, lang, EPHEMERAL)
            await self.reply(interaction, text, view=view)

        await self.run(interaction, work)

    async def on_prompt_page(
        self, interaction: discord.Interaction, match_id: int, version: int, seat: Seat, page: int
    ) -> None:
        async def work(lang: str) -> None:
            pending, _ = await self._pending_for(interaction, match_id, version, seat)
            match = await self.host.get(match_id)
            if _ephemeral(interaction):
                text, view = await self.prompt_content(match, pending, lang, EPHEMERAL, page)
                await interaction.edit_original_response(content=text, view=frozen(view))
                return
            async with self._locks[match_id]:
                records = await self._meta(match_id, "prompts", {})
                record = records.get(str(seat), {})
                kind, shown_in = record.get("kind", PUBLIC), record.get("lang", match.settings.language)
                page_now = page % page_count(pending.prompt)
                text, view = await self.prompt_content(match, pending, shown_in, kind, page_now)
                shown = text if kind == DM else with_log(record.get("log", []), text)
                await self.poster.edit(interaction.channel_id, interaction.message.id, shown, view=view)
                if record:
                    record.update(page=page_now, text=text)
                    await self._set_meta(match_id, "prompts", records)

        await self.run(interaction, work, update=True)

    async def on_undo_button(
        self, interaction: discord.Interaction, match_id: int, version: int, seat: Seat
    ) -> None:
        async def work(lang: str) -> None:
            await self._pending_for(interaction, match_id, version, seat)
            await self.undo(interaction, match_id, quiet=True, version=version)

        await self.run(interaction, work, update=True)

    async def undo(
        self,
        interaction: discord.Interaction,
        match_id: int,
        *,
        quiet: bool = False,
        version: int | None = None,
    ) -> None:
        """Take back the caller's last move; from a button, only at the version it was offered at
        (two clicks at once undo one move)."""
        lang = lang_of(interaction)
        seat = await self.host.seat_of(match_id, interaction.user.id)
        outcome = await self.host.undo(match_id, interaction.user.id, version)
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

    # ------------------------------------------------------------ absence: autopilot and the way back
    # When the host puts a seat on autopilot (time-outs in a row), the thread says so in one
    # message that pings the player and carries a "Take my seat back" button; the button or
    # /game resume gives the seat back, and the offer's button goes away.

    async def publish_time_out(self, outcome: Outcome) -> None:
        """A time-out's outcome: each seat put on autopilot gets its own message (the event line
        with the button), then the rest is shown like any move."""
        if outcome.autopilot:
            said = [notice.event for notice in outcome.autopilot]
            for notice in outcome.autopilot:
                await self.offer_resume(outcome.match, notice)
            outcome = replace(outcome, events=[e for e in outcome.events if e not in said])
        await self.publish(outcome)

    async def offer_resume(self, match: MatchInfo, notice: SeatNotice) -> None:
        if match.thread_id is None:
            return
        lang = match.settings.language
        lines = [f"• {line}" for line in present.event_lines([notice.event], lang)]
        text = "\n".join([*lines, t(lang, "resume.offer", user=f"<@{notice.user_id}>")])
        view = resume_view(match.id, notice.seat, lang)
        async with self._locks[match.id]:
            message_id = await self.post_in_thread(
                match, text, None, Problems(), view=view, ping=[notice.user_id]
            )
            if message_id is not None:
                offers = await self._meta(match.id, RESUME_OFFERS, {})
                offers[str(notice.seat)] = [match.thread_id, message_id, text]
                await self._set_meta(match.id, RESUME_OFFERS, offers)

    async def on_resume_button(self, interaction: discord.Interaction, match_id: int, seat: Seat) -> None:
        async def work(lang: str) -> None:
            if await self.host.seat_of(match_id, interaction.user.id) != seat:
                raise HostError(tx("err.not_your_seat"), "not_your_seat")
            await self.resume(interaction, match_id)

        await self.run(interaction, work)

    async def resume(self, interaction: discord.Interaction, match_id: int) -> None:
        """The caller takes their seat back from the bot (button or /game resume)."""
        seat = await self.host.seat_of(match_id, interaction.user.id)
        outcome = await self.host.resume(match_id, interaction.user.id)
        await self._close_offer(outcome.match, seat)
        problems = await self.publish(outcome, actor_seat=seat)
        await self.tell_problems(interaction, problems, t(lang_of(interaction), "resume.done"))

    async def _close_offer(self, match: MatchInfo, seat: Seat | None) -> None:
        """The offer's button goes away once the seat is taken back."""
        async with self._locks[match.id]:
            offers = await self._meta(match.id, RESUME_OFFERS, {})
            offer = offers.pop(str(seat), None)
            if offer is None:
                return
            await self._set_meta(match.id, RESUME_OFFERS, offers)
            channel_id, message_id, text = offer
            edit = self.poster.edit(channel_id, message_id, f"{text}\n✓", view=None)
            await self._safe(match, "close resume offer", edit, Problems())

    # ------------------------------------------------------------ queries

    async def show_history(self, interaction: discord.Interaction, match_id: int, page: int) -> None:
        lang = lang_of(interaction)
        await self._check_spectator(match_id, interaction.user.id)
        pages = max(1, -(-await self.host.history_length(match_id) // present.HISTORY_PAGE))
        page = min(max(page, 1), pages)
        entries = await self.host.history(
            match_id, interaction.user.id, last=present.HISTORY_PAGE, skip=(page - 1) * present.HISTORY_PAGE
        )
        await self.reply(interaction, present.history_page(entries, lang, page, pages))

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


def _ephemeral(interaction: discord.Interaction) -> bool:
    """The clicked component sits on an ephemeral message (a prompt opened from the thread)."""
    return interaction.message is not None and interaction.message.flags.ephemeral
