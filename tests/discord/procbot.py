"""One bot process for tests/discord/test_processes.py: the real bot (command tree, cogs, host)
on a shared PostgreSQL database, with Discord faked at the HTTP layer (tests/discord/fakes.py).

    python -m tests.discord.procbot postgresql://...

It reads one JSON request a line on stdin and answers one JSON line on stdout:
{"op": "clicks", "payloads": [...]} dispatches the interactions at once; {"op": "settle"} waits
until every request in flight finished; {"op": "tick", "now": T}
runs the minute clock at time T; {"op": "later", "seconds": S} sets the wall clock of the claims
S seconds ahead (leases run out without the test waiting for them); {"op": "report"} returns
what this process did (versions it delivered, reminders it sent, matches it timed out);
{"op": "quit"} stops.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
import types

import discord

import engines
from cogs.app import BotConfig, EpochsBot
from cogs.clock import ClockCog
from host import store_claims as host_claims
from host.service import MatchService
from tests.discord import fakes
from tests.discord.conftest import _tiny_renderer
from tests.games.tiny import ENGINE as TINY


class SharedDiscordRest(fakes.FakeRest):
    """The fake Discord of one process. The processes share one Discord: a message another
    process posted exists here too (reading it answers as Discord would)."""

    async def _answer(self, route, *, files=None, form=None, **kwargs):
        path = route.url[len(discord.http.Route.BASE) :]
        message_id = fakes._message_id(path)
        if route.method == "GET" and message_id is not None and message_id not in self.messages:
            self.messages[message_id] = fakes.message_data(message_id, route.channel_id, {})
        return await super()._answer(route, files=files, form=form, **kwargs)


async def start(url: str):
    engines.register(TINY)
    sys.modules["render.tiny"] = _tiny_renderer()
    host = await MatchService.open(url)
    rest = SharedDiscordRest()
    bot = EpochsBot(BotConfig(db_path=url, clock_loop=False), host=host)
    rest.install(bot)
    await bot._async_setup_hook()
    await bot.setup_hook()
    fakes.fake_login(bot)
    return host, bot


def recorded(host: MatchService, bot: EpochsBot) -> dict[str, list]:
    """Wrap the host and the table so what this process does is written down."""
    done: dict[str, list] = {"delivered": [], "reminded": [], "timed_out": []}
    deliver, remind, time_out = host.delivered, bot.table.remind, host.apply_timeouts

    async def delivered(match_id, version):
        await deliver(match_id, version)
        done["delivered"].append([match_id, version])

    async def reminded(match, user_id, deadline):
        done["reminded"].append([match.id, user_id])
        await remind(match, user_id, deadline)

    async def timed_out(now):
        outcomes = await time_out(now)
        done["timed_out"] += [o.match.id for o in outcomes]
        return outcomes

    host.delivered, bot.table.remind, host.apply_timeouts = delivered, reminded, timed_out
    return done


def clock_ahead(seconds: float) -> types.SimpleNamespace:
    """A stand-in for the `time` module the claims read: the wall clock, `seconds` ahead."""
    return types.SimpleNamespace(time=lambda: time.time() + seconds)


async def main(url: str) -> None:
    host, bot = await start(url)
    adapter = fakes.install_adapter()
    done = recorded(host, bot)
    clock = bot.get_cog(ClockCog.__cog_name__)
    print(json.dumps({"ready": True}), flush=True)
    while line := await asyncio.to_thread(sys.stdin.readline):
        request = json.loads(line)
        answer: dict = {}
        if request["op"] == "clicks":
            start_at = len(adapter.calls)
            await asyncio.gather(*(fakes.dispatch(bot, p) for p in request["payloads"]))
            answer["responses"] = len(adapter.calls) - start_at
        elif request["op"] == "settle":  # every click's posts finished (before the clock jumps ahead)
            await bot.table._idle.wait()
        elif request["op"] == "tick":
            await clock.tick(request["now"])
        elif request["op"] == "later":
            host_claims.time = clock_ahead(float(request["seconds"]))
        elif request["op"] == "report":
            answer = done
        elif request["op"] == "quit":
            break
        print(json.dumps(answer), flush=True)
    await bot.close()
    await host.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
