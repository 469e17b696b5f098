"""/game: lobby and match management."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs import autocomplete, present
from cogs.i18n import cmd_desc, cmd_name, t, tx
from cogs.table import Table
from host.types import HostError, MatchStatus

MAX_TURN_HOURS = 24 * 30


def parse_options(text: str | None) -> dict[str, str]:
    """ "key=value key2=value2" (commas also separate) -> dict; a malformed pair is refused."""
    options: dict[str, str] = {}
    for pair in (text or "").replace(",", " ").split():
        key, sep, value = pair.partition("=")
        if not sep or not key or not value:
            raise HostError(tx("err.bad_option_syntax", pair=pair), "bad_options")
        options[key] = value
    return options


class GameCog(commands.Cog):
    game = app_commands.Group(name=cmd_name("game"), description=cmd_desc("game"), guild_only=True)

    def __init__(self, table: Table):
        self.table = table

    @game.command(name=cmd_name("game.new"), description=cmd_desc("game.new"))
    @app_commands.rename(
        game=cmd_name("game.new.game"),
        players=cmd_name("game.new.players"),
        options=cmd_name("game.new.options"),
        turn_hours=cmd_name("game.new.turn_hours"),
    )
    @app_commands.describe(
        game=cmd_desc("game.new.game"),
        players=cmd_desc("game.new.players"),
        options=cmd_desc("game.new.options"),
        turn_hours=cmd_desc("game.new.turn_hours"),
    )
    @app_commands.autocomplete(game=autocomplete.games, options=autocomplete.game_options)
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        players: app_commands.Range[int, 1, 10] | None = None,
        options: str | None = None,
        turn_hours: app_commands.Range[int, 1, MAX_TURN_HOURS] | None = None,
    ) -> None:
        async def work(lang: str) -> None:
            if isinstance(interaction.channel, discord.Thread):
                raise HostError(tx("err.not_in_thread"), "in_thread")
            settings = None
            if turn_hours is not None:
                if not 1 <= turn_hours <= MAX_TURN_HOURS:
                    raise HostError(tx("err.range", low=1, high=MAX_TURN_HOURS), "range")
                settings = self.table.settings_for(lang, turn_hours * 3600)
            match = await self.table.new_lobby(
                interaction, game, players=players, options=parse_options(options), settings=settings
            )
            await self.table.reply(interaction, t(lang, "lobby.created", title=present.title(match, lang)))

        await self.table.run(interaction, work)

    async def _lobby_op(self, interaction: discord.Interaction, match: int | None, op: str) -> None:
        async def work(lang: str) -> None:
            found = await self.table.resolve(interaction, match, lobby=op in ("join", "leave", "start"))
            await self.table.lobby_action(interaction, found.id, op)

        await self.table.run(interaction, work)

    @game.command(name=cmd_name("game.join"), description=cmd_desc("game.join"))
    @app_commands.rename(match=cmd_name("p.match"))
    @app_commands.describe(match=cmd_desc("p.match"))
    @app_commands.autocomplete(match=autocomplete.matches)
    async def join(self, interaction: discord.Interaction, match: int | None = None) -> None:
        await self._lobby_op(interaction, match, "join")

    @game.command(name=cmd_name("game.leave"), description=cmd_desc("game.leave"))
    @app_commands.rename(match=cmd_name("p.match"))
    @app_commands.describe(match=cmd_desc("p.match"))
    @app_commands.autocomplete(match=autocomplete.matches)
    async def leave(self, interaction: discord.Interaction, match: int | None = None) -> None:
        await self._lobby_op(interaction, match, "leave")

    @game.command(name=cmd_name("game.start"), description=cmd_desc("game.start"))
    @app_commands.rename(match=cmd_name("p.match"))
    @app_commands.describe(match=cmd_desc("p.match"))
    @app_commands.autocomplete(match=autocomplete.matches)
    async def start(self, interaction: discord.Interaction, match: int | None = None) -> None:
        await self._lobby_op(interaction, match, "start")

    @game.command(name=cmd_name("game.cancel"), description=cmd_desc("game.cancel"))
    @app_commands.rename(match=cmd_name("p.match"))
    @app_commands.describe(match=cmd_desc("p.match"))
    @app_commands.autocomplete(match=autocomplete.matches)
    async def cancel(self, interaction: discord.Interaction, match: int | None = None) -> None:
        await self._lobby_op(interaction, match, "cancel")

    @game.command(name=cmd_name("game.list"), description=cmd_desc("game.list"))
    async def list_(self, interaction: discord.Interaction) -> None:
        async def work(lang: str) -> None:
            found = await self.table.host.in_channel(interaction.channel_id or 0)
            lines = [_match_line(m, lang) for m in found] or [t(lang, "list.empty")]
            await self.table.reply(interaction, "\n".join(lines))

        await self.table.run(interaction, work)

    @game.command(name=cmd_name("game.status"), description=cmd_desc("game.status"))
    async def status(self, interaction: discord.Interaction) -> None:
        async def work(lang: str) -> None:
            found = await self.table.host.for_user(interaction.user.id)
            lines = [
                _match_line(m, lang) + (" ⏳ " + t(lang, "status.your_move") if waiting else "")
                for m, waiting in found
            ]
            await self.table.reply(interaction, "\n".join(lines) or t(lang, "status.none"))

        await self.table.run(interaction, work)

    @game.command(name=cmd_name("game.stats"), description=cmd_desc("game.stats"))
    @app_commands.rename(game=cmd_name("game.stats.game"), player=cmd_name("game.stats.player"))
    @app_commands.describe(game=cmd_desc("game.stats.game"), player=cmd_desc("game.stats.player"))
    @app_commands.autocomplete(game=autocomplete.games)
    async def stats(
        self, interaction: discord.Interaction, game: str | None = None, player: discord.User | None = None
    ) -> None:
        async def work(lang: str) -> None:
            guild_id = interaction.guild_id or 0
            if player is not None:
                standings = await self.table.host.player_summary(player.id, guild_id)
                if game:
                    standings = [s for s in standings if s.game == game]
                text = present.player_stats(player.display_name, standings, lang)
            else:
                standings = await self.table.host.leaderboard(guild_id, game or None)
                text = present.leaderboard(standings, game or None, lang)
            await self.table.reply(interaction, text)

        await self.table.run(interaction, work)

    @game.command(name=cmd_name("game.resign"), description=cmd_desc("game.resign"))
    @app_commands.rename(match=cmd_name("p.match"))
    @app_commands.describe(match=cmd_desc("p.match"))
    @app_commands.autocomplete(match=autocomplete.matches)
    async def resign(self, interaction: discord.Interaction, match: int | None = None) -> None:
        async def work(lang: str) -> None:
            found = await self.table.resolve(interaction, match)
            await self.table.resign(interaction, found.id)

        await self.table.run(interaction, work)

    @game.command(name=cmd_name("game.resume"), description=cmd_desc("game.resume"))
    @app_commands.rename(match=cmd_name("p.match"))
    @app_commands.describe(match=cmd_desc("p.match"))
    @app_commands.autocomplete(match=autocomplete.matches)
    async def resume(self, interaction: discord.Interaction, match: int | None = None) -> None:
        async def work(lang: str) -> None:
            found = await self.table.resolve(interaction, match)
            await self.table.resume(interaction, found.id)

        await self.table.run(interaction, work)

    @game.command(name=cmd_name("game.kick"), description=cmd_desc("game.kick"))
    @app_commands.rename(player=cmd_name("game.kick.player"), match=cmd_name("p.match"))
    @app_commands.describe(player=cmd_desc("game.kick.player"), match=cmd_desc("p.match"))
    @app_commands.autocomplete(match=autocomplete.matches)
    async def kick(
        self, interaction: discord.Interaction, player: discord.User, match: int | None = None
    ) -> None:
        async def work(lang: str) -> None:
            found = await self.table.resolve(interaction, match)
            await self.table.kick(interaction, found.id, player.id)

        await self.table.run(interaction, work)


def _match_line(match, lang: str) -> str:
    where = f"<#{match.thread_id}>" if match.thread_id else ""
    state = t(lang, f"state.{match.status.value}") if match.status is not MatchStatus.ACTIVE else ""
    seats = f"{len(match.seats)}/{match.max_players}"
    return " ".join(part for part in (f"**{present.title(match, lang)}**", seats, state, where) if part)
