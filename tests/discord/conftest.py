"""A real bot (real CommandTree, view store, cogs) over a real MatchService on a temp SQLite file,
with Discord replaced by the recorders in fakes.py."""

from __future__ import annotations

import sys
import types
from dataclasses import dataclass

import pytest
import pytest_asyncio
from PIL import Image

import engines
from cogs.app import BotConfig, EpochsBot
from host.service import MatchService
from tests.discord import fakes
from tests.games.tiny import ENGINE as TINY
from tests.games.tiny import SECRET as SECRET_TINY

ALA, BOB, CEZARY, STRANGER = 101, 102, 103, 999


def _tiny_renderer() -> types.ModuleType:
    """A stand-in picture module for the tiny game, so the picture path runs as for real games."""
    module = types.ModuleType("render.tiny")
    module.board = lambda view, lang: Image.new("RGB", (16, 8), "white")
    module.private = lambda view, lang: Image.new("RGB", (8, 8), "black") if view.seat is not None else None
    return module


@pytest.fixture(autouse=True)
def tiny_game(monkeypatch):
    engines.register(TINY)
    engines.register(SECRET_TINY)
    monkeypatch.setitem(sys.modules, "render.tiny", _tiny_renderer())
    monkeypatch.setitem(sys.modules, "render.tiny_secret", _tiny_renderer())


@dataclass
class World:
    bot: EpochsBot
    host: MatchService
    rest: fakes.FakeRest
    adapter: fakes.RecordingAdapter
    db_path: str

    async def slash(
        self, name: str, options: dict | None = None, *, sub: str | None = None, **kw
    ) -> list[dict]:
        """Run a slash command; returns the interaction calls it made (callback first)."""
        start = len(self.adapter.calls)
        await fakes.dispatch(self.bot, fakes.slash(name, options, sub=sub, **kw))
        return self.adapter.calls[start:]

    async def click(self, message: dict, custom_id: str, **kw) -> list[dict]:
        start = len(self.adapter.calls)
        kw.setdefault("dm", int(message["channel_id"]) in self.rest.dm_channels)
        await fakes.dispatch(self.bot, fakes.click(message, custom_id, **kw))
        return self.adapter.calls[start:]

    async def match_id(self) -> int:
        found = await self.host.in_channel(fakes.CHANNEL, active_only=False)
        return found[-1].id

    async def thread(self) -> int:
        return (await self.host.get(await self.match_id())).thread_id

    def prompt_message(self, thread_id: int, match_id: int, seat: int) -> dict:
        """The live prompt message of a seat in the thread."""
        for message in reversed(self.rest.live(thread_id)):
            for custom_id in fakes.custom_ids(message):
                parts = custom_id.split(":")
                if parts[1] in ("b", "s") and parts[2] == str(match_id) and parts[4] == str(seat):
                    return message
        raise LookupError(f"no prompt for seat {seat}")


async def make_bot(db_path: str, host: MatchService, rest: fakes.FakeRest) -> EpochsBot:
    bot = EpochsBot(BotConfig(db_path=db_path, clock_loop=False), host=host)
    rest.install(bot)
    await bot._async_setup_hook()
    await bot.setup_hook()
    fakes.fake_login(bot)
    return bot


@pytest_asyncio.fixture
async def world(tmp_path):
    db_path = str(tmp_path / "epochs.db")
    host = await MatchService.open(db_path)
    rest = fakes.FakeRest()
    bot = await make_bot(db_path, host, rest)
    adapter = fakes.install_adapter()
    yield World(bot, host, rest, adapter, db_path)
    await bot.close()
    await host.close()
    assert rest.violations == [] and adapter.violations == []  # nothing Discord would refuse


def ephemeral(call: dict) -> bool:
    body = call["body"] or {}
    flags = body.get("flags", 0) or (body.get("data") or {}).get("flags", 0)
    return bool(flags & 64)
