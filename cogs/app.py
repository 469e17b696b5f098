"""The bot object: wires the host, the poster, the cogs, the persistent components and the
command translator together."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field

import discord
from discord.ext import commands

from cogs.clock import ClockCog
from cogs.components import DYNAMIC_ITEMS
from cogs.game import GameCog
from cogs.i18n import CatalogTranslator, lang_of, t
from cogs.play import PlayCog
from cogs.poster import Poster
from cogs.table import Defaults, Table
from host.service import MatchService

log = logging.getLogger("epochs.discord")


@dataclass
class BotConfig:
    db_path: str = "epochs.db"
    dev_guild: int | None = None
    sync_global: bool = False  # push commands to every server (do it once per release, not every start)
    defaults: Defaults = field(default_factory=Defaults)
    clock_loop: bool = True  # run the minute loop (tests call ClockCog.tick directly)
    synchronous: str = "NORMAL"  # SQLite: NORMAL (a bot crash loses nothing) or FULL (nor a power loss)
    # Sharding (README "Running large"): the total number of shards and those this process runs;
    # both unset: discord.py asks Discord for the count and runs every shard in this process
    shard_count: int | None = None
    shard_ids: list[int] | None = None


class EpochsBot(commands.AutoShardedBot):
    def __init__(self, config: BotConfig, host: MatchService | None = None):
        intents = discord.Intents.none()
        intents.guilds = True  # threads and channels; slash commands need no privileged intent
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            shard_count=config.shard_count,
            shard_ids=config.shard_ids,
        )
        self.config = config
        self._given_host = host
        self.table: Table | None = None
        self._host_closed = False
        self._warming: asyncio.Task | None = None  # the leaderboards' first fold, once per start
        self.tree.on_error = self.on_app_command_error

    async def setup_hook(self) -> None:
        host = self._given_host or await MatchService.open(self.config.db_path, self.config.synchronous)
        self.table = Table(self, host, Poster(self), self.config.defaults)
        await self.tree.set_translator(CatalogTranslator())
        await self.add_cog(GameCog(self.table))
        await self.add_cog(PlayCog(self.table))
        await self.add_cog(ClockCog(self.table, run_loop=self.config.clock_loop))
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        await self._sync()

    async def _sync(self) -> None:
        if self.config.dev_guild:
            guild = discord.Object(self.config.dev_guild)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to development server %s", len(synced), self.config.dev_guild)
        if self.config.sync_global:
            synced = await self.tree.sync()
            log.info("synced %d global commands (may take up to an hour to show)", len(synced))

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: discord.app_commands.AppCommandError
    ) -> None:
        log.error(
            "command %s by %s in channel %s failed",
            interaction.command and interaction.command.qualified_name,
            interaction.user.id,
            interaction.channel_id,
            exc_info=error,
        )
        bad_input = isinstance(error, discord.app_commands.TransformerError)
        text = t(lang_of(interaction), "err.bad_input" if bad_input else "err.internal")
        try:
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException:
            log.warning("could not report the error to user %s", interaction.user.id)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A click on a component no item of ours understands (a malformed custom_id, or one of
        an older release) is answered, instead of leaving the player with "interaction failed"."""
        if interaction.type is not discord.InteractionType.component:
            return
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        if any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in DYNAMIC_ITEMS):
            return
        try:
            await interaction.response.send_message(
                t(lang_of(interaction), "err.unknown_action"), ephemeral=True
            )
        except discord.HTTPException:
            log.warning("could not answer the unknown component %r", custom_id)

    async def on_ready(self) -> None:
        """Once the servers are known: their leaderboards are folded in the background, so no
        /leaderboard waits for a first fold over every finished match."""
        if self.table is not None and self._warming is None:
            self._warming = asyncio.create_task(self._warm_ratings([g.id for g in self.guilds]))

    async def _warm_ratings(self, guild_ids: list[int]) -> None:
        try:
            scopes = await self.table.host.warm_ratings(guild_ids)
            log.info("ratings of %d scopes ready", scopes)
        except Exception:
            log.exception("folding the ratings at startup failed (requests fold them instead)")

    async def close(self) -> None:
        """Finish in-flight moves, then stop (safe to call twice: a signal and the context exit)."""
        if self._warming is not None and not self._warming.done():
            self._warming.cancel()
        if self.table is not None and not self.table.closing:
            await self.table.drain()
        await super().close()
        if self.table is not None and self._given_host is None and not self._host_closed:
            self._host_closed = True
            await self.table.host.close()
