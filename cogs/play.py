"""/move, /board, /hand, /history, /rules, /undo, /settings."""

from __future__ import annotations

import dataclasses

import discord
from discord import app_commands
from discord.ext import commands

from cogs import autocomplete, present, rules
from cogs.i18n import cmd_desc, cmd_name, t, tx
from cogs.table import Table, is_admin
from engines.base import MAX_ACTION_LEN, decode_multi, encode_multi
from host.clock import ABSENT_AFTER_MAX
from host.types import HostError, TimeoutPolicy

MAX_HOURS = 24 * 30
MATCH = {"match": cmd_name("p.match")}
MATCH_DESC = {"match": cmd_desc("p.match")}


def _choices(prefix: str, values: list[str]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=cmd_name(f"{prefix}.{v}"), value=v) for v in values]


class PlayCog(commands.Cog):
    def __init__(self, table: Table):
        self.table = table

    @app_commands.command(name=cmd_name("move"), description=cmd_desc("move"))
    @app_commands.guild_only()
    @app_commands.rename(action=cmd_name("move.action"), **MATCH)
    @app_commands.describe(action=cmd_desc("move.action"), **MATCH_DESC)
    @app_commands.autocomplete(action=autocomplete.actions, match=autocomplete.matches)
    async def move(self, interaction: discord.Interaction, action: str, match: int | None = None) -> None:
        async def work(lang: str) -> None:
            if not action or len(action) > 2 * MAX_ACTION_LEN:
                raise HostError(tx("err.bad_action"), "bad_action")
            found = await self.table.resolve(interaction, match)
            pending = await self.table.prompt_of(found.id, interaction.user.id)
            chosen = action
            if pending is not None and pending.prompt.kind == "multi":
                chosen = encode_multi(decode_multi(action))
            prompt = pending.prompt if pending else None
            await self.table.act(interaction, found.id, chosen, prompt=prompt)

        await self.table.run(interaction, work)

    @app_commands.command(name=cmd_name("board"), description=cmd_desc("board"))
    @app_commands.guild_only()
    @app_commands.rename(text=cmd_name("board.text"), **MATCH)
    @app_commands.describe(text=cmd_desc("board.text"), **MATCH_DESC)
    @app_commands.autocomplete(match=autocomplete.matches)
    async def board(
        self, interaction: discord.Interaction, text: bool = False, match: int | None = None
    ) -> None:
        async def work(lang: str) -> None:
            found = await self.table.resolve(interaction, match)
            await self.table.show_board(interaction, found.id, text)

        await self.table.run(interaction, work)

    @app_commands.command(name=cmd_name("hand"), description=cmd_desc("hand"))
    @app_commands.guild_only()
    @app_commands.rename(**MATCH)
    @app_commands.describe(**MATCH_DESC)
    @app_commands.autocomplete(match=autocomplete.matches)
    async def hand(self, interaction: discord.Interaction, match: int | None = None) -> None:
        async def work(lang: str) -> None:
            found = await self.table.resolve(interaction, match)
            await self.table.show_hand(interaction, found.id)

        await self.table.run(interaction, work)

    @app_commands.command(name=cmd_name("history"), description=cmd_desc("history"))
    @app_commands.guild_only()
    @app_commands.rename(page=cmd_name("history.page"), export=cmd_name("history.export"), **MATCH)
    @app_commands.describe(page=cmd_desc("history.page"), export=cmd_desc("history.export"), **MATCH_DESC)
    @app_commands.autocomplete(match=autocomplete.matches)
    async def history(
        self,
        interaction: discord.Interaction,
        page: app_commands.Range[int, 1, 1000] = 1,
        export: bool = False,
        match: int | None = None,
    ) -> None:
        async def work(lang: str) -> None:
            found = await self.table.resolve(interaction, match)
            if export:
                await self.table.send_export(interaction, found.id)
            else:
                await self.table.show_history(interaction, found.id, page)

        await self.table.run(interaction, work)

    @app_commands.command(name=cmd_name("rules"), description=cmd_desc("rules"))
    @app_commands.guild_only()
    @app_commands.rename(query=cmd_name("rules.query"), game=cmd_name("rules.game"))
    @app_commands.describe(query=cmd_desc("rules.query"), game=cmd_desc("rules.game"))
    @app_commands.autocomplete(game=autocomplete.games)
    async def rules(self, interaction: discord.Interaction, query: str, game: str | None = None) -> None:
        async def work(lang: str) -> None:
            game_id = game or (await self.table.resolve(interaction, None)).game
            if not rules.has_rules(game_id):
                raise HostError(tx("err.no_rules", game=present.game_name(game_id, lang)), "no_rules")
            found = rules.answer(game_id, query, lang, present.LIMIT)
            await self.table.reply(interaction, found or t(lang, "rules.not_found", query=query))

        await self.table.run(interaction, work)

    @app_commands.command(name=cmd_name("undo"), description=cmd_desc("undo"))
    @app_commands.guild_only()
    @app_commands.rename(**MATCH)
    @app_commands.describe(**MATCH_DESC)
    @app_commands.autocomplete(match=autocomplete.matches)
    async def undo(self, interaction: discord.Interaction, match: int | None = None) -> None:
        async def work(lang: str) -> None:
            found = await self.table.resolve(interaction, match)
            await self.table.undo(interaction, found.id)

        await self.table.run(interaction, work)

    @app_commands.command(name=cmd_name("settings"), description=cmd_desc("settings"))
    @app_commands.guild_only()
    @app_commands.rename(
        turn_hours=cmd_name("settings.turn_hours"),
        remind_hours=cmd_name("settings.remind_hours"),
        policy=cmd_name("settings.policy"),
        absent_after=cmd_name("settings.absent_turns"),
        spectators=cmd_name("settings.spectators"),
        language=cmd_name("settings.language"),
        **MATCH,
    )
    @app_commands.describe(
        turn_hours=cmd_desc("settings.turn_hours"),
        remind_hours=cmd_desc("settings.remind_hours"),
        policy=cmd_desc("settings.policy"),
        absent_after=cmd_desc("settings.absent_turns"),
        spectators=cmd_desc("settings.spectators"),
        language=cmd_desc("settings.language"),
        **MATCH_DESC,
    )
    @app_commands.choices(
        policy=_choices("settings.policy", [p.value for p in TimeoutPolicy]),
        language=_choices("settings.language", ["en", "pl"]),
    )
    @app_commands.autocomplete(match=autocomplete.matches)
    async def settings(
        self,
        interaction: discord.Interaction,
        turn_hours: app_commands.Range[int, 1, MAX_HOURS] | None = None,
        remind_hours: app_commands.Range[int, 1, MAX_HOURS] | None = None,
        policy: str | None = None,
        absent_after: app_commands.Range[int, 1, ABSENT_AFTER_MAX] | None = None,
        spectators: bool | None = None,
        language: str | None = None,
        match: int | None = None,
    ) -> None:
        async def work(lang: str) -> None:
            for value in (turn_hours, remind_hours):
                if value is not None and not 1 <= value <= MAX_HOURS:
                    raise HostError(tx("err.range", low=1, high=MAX_HOURS), "range")
            found = await self.table.resolve(interaction, match)
            current = found.settings
            changes = {
                "turn_timeout_s": turn_hours * 3600 if turn_hours else None,
                "remind_after_s": remind_hours * 3600 if remind_hours else None,
                "timeout_policy": TimeoutPolicy(policy) if policy else None,
                "absent_after": absent_after,
                "spectators": spectators,
                "language": language,
            }
            wanted = dataclasses.replace(current, **{k: v for k, v in changes.items() if v is not None})
            if wanted.remind_after_s >= wanted.turn_timeout_s:
                if remind_hours is not None:  # a reminder after the time-out is never sent
                    turn = present.hours(wanted.turn_timeout_s)
                    raise HostError(tx("err.remind_late", remind=remind_hours, turn=turn), "remind_late")
                wanted = dataclasses.replace(wanted, remind_after_s=wanted.turn_timeout_s // 2)
            updated = await self.table.host.update_settings(
                found.id, interaction.user.id, wanted, admin=is_admin(interaction)
            )
            await self.table.reply(interaction, settings_text(updated.settings, lang))

        await self.table.run(interaction, work)


def settings_text(settings, lang: str) -> str:
    return t(
        lang,
        "settings.now",
        turn=present.hours(settings.turn_timeout_s),
        remind=present.hours(settings.remind_after_s),
        policy=t(lang, f"c.settings.policy.{settings.timeout_policy.value}"),
        absent=settings.absent_after,
        spectators=t(lang, "yes" if settings.spectators else "no"),
        language=t(lang, f"c.settings.language.{settings.language}"),
    )
