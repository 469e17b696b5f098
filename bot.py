"""Epochs: start the Discord bot (settings from the environment and .env), or with --local play
a match in the terminal.

    python bot.py                 run the bot (needs DISCORD_TOKEN)
    python bot.py --sync          also publish the slash commands to every server, then run
    python bot.py --local ...     play offline (see `python bot.py --local --help`)
    python bot.py migrate-store --from epochs.db --to postgresql://...   copy to PostgreSQL

Exit codes: 0 stopped normally, 2 a setting or the token is wrong (fix it), 3 Discord cannot be
reached (no network: start again later). Each failure prints one line, never a traceback.
"""

from __future__ import annotations

import asyncio
import logging
import signal
import sys

from pydantic import Field, SecretStr, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

log = logging.getLogger("epochs")

NO_TOKEN_HELP = """\
No DISCORD_TOKEN is set, so the Discord bot cannot start.

To get a token:
  1. Open https://discord.com/developers/applications and choose "New Application".
  2. On the "Bot" page press "Reset Token" and copy it.
  3. Put it in a file named .env next to bot.py:  DISCORD_TOKEN=your-token
     (see .env.example for every setting).

To try Epochs without Discord, play a match in the terminal:
  python bot.py --local --game stone_age --players 2 --bots 1
"""


class Settings(BaseSettings):
    """Every setting, read from the environment and a .env file (see .env.example)."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = Field(default=None, alias="DISCORD_TOKEN")
    db: str = Field(default="epochs.db", alias="EPOCHS_DB")
    dev_guild: int | None = Field(default=None, alias="EPOCHS_DEV_GUILD")
    log_level: str = Field(default="INFO", alias="EPOCHS_LOG_LEVEL")
    turn_timeout_hours: float = Field(default=24, gt=0, le=24 * 30, alias="EPOCHS_TURN_TIMEOUT_HOURS")
    remind_after_hours: float = Field(default=12, gt=0, le=24 * 30, alias="EPOCHS_REMIND_AFTER_HOURS")
    timeout_policy: str = Field(default="agent", alias="EPOCHS_TIMEOUT_POLICY")
    sqlite_synchronous: str = Field(default="NORMAL", alias="EPOCHS_SQLITE_SYNCHRONOUS")
    shard_count: int | None = Field(default=None, ge=1, alias="EPOCHS_SHARD_COUNT")
    shard_ids: str | None = Field(default=None, alias="EPOCHS_SHARD_IDS")

    @field_validator("dev_guild", "discord_token", "shard_count", "shard_ids", mode="before")
    @classmethod
    def empty_is_unset(cls, value):
        return None if value == "" else value

    @field_validator("log_level")
    @classmethod
    def known_level(cls, value: str) -> str:
        value = value.upper()
        if value not in ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"):
            raise ValueError("must be DEBUG, INFO, WARNING, ERROR or CRITICAL")
        return value

    @field_validator("sqlite_synchronous")
    @classmethod
    def known_synchronous(cls, value: str) -> str:
        value = value.upper()
        if value not in ("NORMAL", "FULL"):
            raise ValueError("must be NORMAL or FULL")
        return value

    @field_validator("shard_ids")
    @classmethod
    def known_shards(cls, value: str | None) -> str | None:
        if value is not None:
            parse_shard_ids(value)
        return value

    @model_validator(mode="after")
    def shards_within_count(self) -> Settings:
        if self.shard_ids is not None:
            if self.shard_count is None:
                raise ValueError("EPOCHS_SHARD_IDS needs EPOCHS_SHARD_COUNT (the total number of shards)")
            if max(parse_shard_ids(self.shard_ids)) >= self.shard_count:
                raise ValueError(f"EPOCHS_SHARD_IDS must be below EPOCHS_SHARD_COUNT ({self.shard_count})")
        return self

    @field_validator("timeout_policy")
    @classmethod
    def known_policy(cls, value: str) -> str:
        if value not in ("agent", "forfeit"):
            raise ValueError("must be agent or forfeit")
        return value


def parse_shard_ids(text: str) -> list[int]:
    """Shard ids written as "0,1,5" or ranges "0-3,8" (ValueError when malformed)."""
    ids: list[int] = []
    for part in text.replace(" ", "").split(","):
        low, _, high = part.partition("-")
        if not low.isdigit() or (high and not high.isdigit()):
            raise ValueError(f"must be shard numbers such as 0,1 or 0-3, not {text!r}")
        ids += range(int(low), int(high or low) + 1)
    if not ids:
        raise ValueError("must name at least one shard")
    return sorted(set(ids))


def settings_error(exc: ValidationError) -> str:
    """One line naming the setting and what is wrong with it."""
    first = exc.errors()[0]
    name = str(first["loc"][0]) if first["loc"] else "settings"
    return f"Invalid setting {name}: {first['msg']} (got {first.get('input')!r})"


def load_settings() -> Settings:
    return Settings()


def bot_config(settings: Settings, *, sync_global: bool = False):
    from cogs.app import BotConfig
    from cogs.table import Defaults
    from host.types import TimeoutPolicy

    defaults = Defaults(
        turn_timeout_s=int(settings.turn_timeout_hours * 3600),
        remind_after_s=int(settings.remind_after_hours * 3600),
        timeout_policy=TimeoutPolicy(settings.timeout_policy),
    )
    return BotConfig(
        db_path=settings.db,
        dev_guild=settings.dev_guild,
        sync_global=sync_global,
        defaults=defaults,
        synchronous=settings.sqlite_synchronous,
        shard_count=settings.shard_count,
        shard_ids=parse_shard_ids(settings.shard_ids) if settings.shard_ids else None,
    )


async def run_bot(settings: Settings, sync_global: bool) -> None:
    from cogs.app import EpochsBot
    from host.process import tune_garbage_collector

    tune_garbage_collector()
    bot = EpochsBot(bot_config(settings, sync_global=sync_global))
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, lambda: asyncio.ensure_future(bot.close()))
    async with bot:
        await bot.start(settings.discord_token.get_secret_value())


def main(argv: list[str]) -> int:
    if argv[:1] == ["migrate-store"]:
        from host.migrate_store import main as migrate_main

        return migrate_main(argv[1:])
    if "--local" in argv:
        from local.cli import main as local_main

        return local_main(argv) or 0
    try:
        settings = load_settings()
    except ValidationError as exc:
        print(settings_error(exc), file=sys.stderr)
        return 2
    if settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        print(NO_TOKEN_HELP, file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level,
        stream=sys.stdout,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    import aiohttp
    import discord

    try:
        asyncio.run(run_bot(settings, sync_global="--sync" in argv))
    except discord.LoginFailure:
        print(
            "Discord refused the token. Copy a fresh one from the Developer Portal into DISCORD_TOKEN.",
            file=sys.stderr,
        )
        return 2
    except (aiohttp.ClientConnectionError, TimeoutError) as exc:
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        print(
            f"Cannot reach Discord ({reason}). Check the network connection, then start the bot again.",
            file=sys.stderr,
        )
        return 3
    except discord.PrivilegedIntentsRequired:
        print("Discord refused the gateway intents; Epochs needs no privileged intents.", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
