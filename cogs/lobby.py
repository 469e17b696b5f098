"""Lobbies: opening one, joining and leaving, starting a match in its own thread, cancelling,
and the buttons under a finished match (rematch, history, export)."""

from __future__ import annotations

import discord

from cogs import present
from cogs.components import lobby_view as make_lobby_view
from cogs.core import Problems, is_admin, user_name
from cogs.i18n import lang_of, t, tx
from cogs.thread import ThreadPosts
from engines import get_engine
from engines.base import BadOptions
from host.types import HostError, MatchInfo, MatchSettings, MatchStatus


class LobbyFlows(ThreadPosts):
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
            match, done = await self.host.cancel(match_id, interaction.user.id, admin=admin), "cancel"
        else:
            match, done = await self.host.abandon(match_id, interaction.user.id, admin=admin), "abandon"
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
            interaction, problems, t(lang, f"lobby.done.{done}", title=present.title(match, lang))
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
            await self.rematch(interaction, match_id)

        await self.run(interaction, work, update=True)

    async def rematch(self, interaction: discord.Interaction, match_id: int) -> None:
        """One rematch lobby per finished match: the first click opens it (seating that player
        and the old match's bots) and invites the other players; their clicks seat them."""
        lang, user = lang_of(interaction), interaction.user.id
        async with self._locks[match_id]:  # two first clicks at once still open one lobby
            lobby_id = await self._meta(match_id, "rematch")
            lobby = await self.host.get(lobby_id) if lobby_id is not None else None
            if lobby is not None and lobby.status is MatchStatus.LOBBY:
                if all(s.user_id != user for s in lobby.seats):
                    lobby = await self.host.join(lobby.id, user, user_name(interaction))
                    await self.refresh_lobby(lobby)
                await self.reply(interaction, t(lang, "lobby.done.join", title=present.title(lobby, lang)))
                return
            old = await self.host.get(match_id)
            lobby = await self.new_lobby(
                interaction,
                old.game,
                players=old.max_players,
                options=old.options,
                settings=old.settings,
                channel_id=old.channel_id,
            )
            await self._set_meta(match_id, "rematch", lobby.id)
        for seat in old.seats:
            if seat.user_id is None:  # the old match's bots come along
                lobby = await self.host.add_bot(lobby.id, user, seat.agent or "heuristic")
        if any(s.user_id is None for s in old.seats):
            await self.refresh_lobby(lobby)
        await self._invite(old, lobby, user)
        await self.reply(interaction, t(lang, "lobby.created", title=present.title(lobby, lang)))

    async def _invite(self, old: MatchInfo, lobby: MatchInfo, by_user: int) -> None:
        """One line in the old match's thread that calls its other players to the rematch."""
        others = [s.user_id for s in old.seats if s.user_id is not None and s.user_id != by_user]
        if not others or old.thread_id is None:
            return
        lang = old.settings.language
        users = ", ".join(f"<@{u}>" for u in others)
        text = t(lang, "rematch.invite", users=users, title=present.title(lobby, lang))
        await self._safe(
            old, "post rematch invite", self.poster.send(old.thread_id, text, ping=others), Problems()
        )
