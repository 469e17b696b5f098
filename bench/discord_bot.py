"""Benchmark of the Discord layer, offline: prints a markdown table.

    .venv/bin/python bench/discord_bot.py [--moves 60] [--matches 20]

Interactions are fed as raw payloads through the real CommandTree and view store; Discord's HTTP
API is the recording stand-in from tests/discord/fakes.py (answers at once), so the figures are
the bot's own cost: host (SQLite on a temp file), rendering, message building.

- ack ms: from dispatching the payload to the interaction's first response (the defer); Discord
  allows 3000 ms;
- move ms: from dispatch until everything the move caused was posted (log, pictures, DMs,
  status, next prompt);
- concurrent: N matches, one move each in flight at once, repeated; moves/s over all, and the
  slowest acknowledgement while they all run.
- volume (`--volume`): whole 2-player matches of two humans making random legal choices with /move;
  what the thread received per match and per player turn (a turn: one player's decisions in a
  row): new thread messages, board pictures, pings, pings while the player was acting, pinned
  status edits (and how many changed nothing), and direct messages.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engines  # noqa: E402
from cogs.app import BotConfig, EpochsBot  # noqa: E402
from host.service import MatchService  # noqa: E402
from tests.discord import fakes  # noqa: E402
from tests.games.tiny import ENGINE as TINY  # noqa: E402

engines.register(TINY)
ALA, BOB = 101, 102


class TimedAdapter(fakes.RecordingAdapter):
    """Notes when each interaction got its first response."""

    def __init__(self):
        super().__init__()
        self.acked: list[float] = []

    async def request(self, route, *args, **kwargs):
        if route.path.endswith("/callback"):
            self.acked.append(time.perf_counter())
        return await super().request(route, *args, **kwargs)


async def make_world(db_path: str):
    host = await MatchService.open(db_path)
    rest = fakes.FakeRest()
    bot = EpochsBot(BotConfig(db_path=db_path, clock_loop=False), host=host)
    rest.install(bot)
    await bot._async_setup_hook()
    await bot.setup_hook()
    fakes.fake_login(bot)
    adapter = TimedAdapter()
    fakes.async_context.set(adapter)
    return bot, host, rest, adapter


async def new_match(bot, host, game: str) -> int:
    """A started match of Ala against a bot in its own thread."""
    await fakes.dispatch(bot, fakes.slash("game", {"game": game, "players": 2}, sub="new", user_id=ALA))
    match_id = max(m.id for m in await host.in_channel(fakes.CHANNEL))
    await host.add_bot(match_id, ALA)
    await fakes.dispatch(bot, fakes.slash("game", {"match": match_id}, sub="start", user_id=ALA))
    return match_id


async def move_payload(host, match_id: int) -> dict | None:
    pending = await host.prompts(match_id)
    if not pending:
        return None
    match = await host.get(match_id)
    return fakes.slash(
        "move", {"action": pending[0].prompt.options[0].id}, user_id=ALA, channel_id=match.thread_id
    )


async def sequential(game: str, moves: int) -> tuple[list[float], list[float]]:
    with tempfile.TemporaryDirectory() as tmp:
        bot, host, rest, adapter = await make_world(str(Path(tmp) / "bench.db"))
        match_id = await new_match(bot, host, game)
        acks, totals = [], []
        while len(totals) < moves:
            payload = await move_payload(host, match_id)
            if payload is None:
                match_id = await new_match(bot, host, game)
                continue
            acked = len(adapter.acked)
            start = time.perf_counter()
            await fakes.dispatch(bot, payload)
            totals.append((time.perf_counter() - start) * 1000)
            acks.append((adapter.acked[acked] - start) * 1000)
        await bot.close()
        await host.close()
        return acks, totals


async def concurrent(game: str, matches: int, rounds: int) -> tuple[float, float]:
    with tempfile.TemporaryDirectory() as tmp:
        bot, host, rest, adapter = await make_world(str(Path(tmp) / "bench.db"))
        ids = [await new_match(bot, host, game) for _ in range(matches)]
        done, worst_ack, busy = 0, 0.0, 0.0
        for _ in range(rounds):
            payloads = [p for p in [await move_payload(host, m) for m in ids] if p is not None]
            acked = len(adapter.acked)
            start = time.perf_counter()
            running = asyncio.all_tasks()
            for payload in payloads:
                bot._connection.parse_interaction_create(payload)
            await fakes.settle(running)
            busy += time.perf_counter() - start
            worst_ack = max([worst_ack] + [(t - start) * 1000 for t in adapter.acked[acked:]])
            done += len(payloads)
        await bot.close()
        await host.close()
        return done / busy, worst_ack


async def volume(game: str, seed: int, max_decisions: int = 3000) -> dict[str, float]:
    """One whole match of Ala and Bob; counts of what Discord received."""
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        bot, host, rest, adapter = await make_world(str(Path(tmp) / "bench.db"))
        await fakes.dispatch(bot, fakes.slash("game", {"game": game, "players": 2}, sub="new", user_id=ALA))
        match_id = max(m.id for m in await host.in_channel(fakes.CHANNEL))
        await host.join(match_id, BOB, "Bob")
        await fakes.dispatch(bot, fakes.slash("game", {"match": match_id}, sub="start", user_id=ALA))
        thread = (await host.get(match_id)).thread_id
        decisions, turns, last_user, acting_pings = 0, 0, None, 0
        while decisions < max_decisions:
            pending = await host.prompts(match_id)
            if not pending:
                break
            p = rng.choice(pending)
            ids = p.prompt.option_ids()
            if p.prompt.kind == "multi":
                action = "+".join(sorted(rng.sample(ids, max(p.prompt.min_pick, min(1, p.prompt.max_pick)))))
            else:
                action = rng.choice(ids)
            if p.user_id != last_user:
                turns += 1
            before = len(rest.calls)
            payload = fakes.slash(
                "move", {"action": action, "match": match_id}, user_id=p.user_id, channel_id=thread
            )
            await fakes.dispatch(bot, payload)
            decisions += 1
            following = await host.prompts(match_id)
            for call in rest.calls[before:]:
                if call.channel_id == thread and call.method == "POST" and _pinged(call) == [str(p.user_id)]:
                    acting_pings += any(q.user_id == p.user_id for q in following) and p.user_id == last_user
            last_user = p.user_id
        posts = [c for c in rest.posts(thread) if not c.refused]
        status_id = int(await host.get_meta(match_id, "status_msg"))
        edits = [c for c in rest.calls if c.method == "PATCH" and c.path.endswith(f"/messages/{status_id}")]
        unchanged = 0
        last = next(
            c.body.get("content")
            for c in rest.posts(thread)
            if (c.body or {}).get("content", "").startswith("📌")
        )
        for edit in edits:
            text = (edit.body or {}).get("content")
            unchanged += text == last
            last = text
        dms = [c for c in rest.calls if c.channel_id in rest.dm_channels and c.method == "POST"]
        await bot.close()
        await host.close()
        return {
            "decisions": decisions,
            "turns": turns,
            "messages": len(posts),
            "pictures": sum(bool(c.files) for c in posts),
            "pings": sum(bool(_pinged(c)) for c in posts),
            "acting pings": acting_pings,
            "status edits": len(edits),
            "no-op status edits": unchanged,
            "dms": len(dms),
        }


def _pinged(call) -> list[str]:
    return [str(u) for u in ((call.body or {}).get("allowed_mentions") or {}).get("users", [])]


async def volume_table(games: list[str], matches: int) -> None:
    print(
        "| game | decisions | player turns | thread messages (per turn) | board pictures (per turn) "
        "| pings (while acting) | status edits (no change) | DMs |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for game in games:
        runs = [await volume(game, seed) for seed in range(matches)]
        total = {k: sum(r[k] for r in runs) / len(runs) for k in runs[0]}
        turns = max(total["turns"], 1)
        print(
            f"| {game} | {total['decisions']:.0f} | {total['turns']:.0f} "
            f"| {total['messages']:.0f} ({total['messages'] / turns:.2f}) "
            f"| {total['pictures']:.0f} ({total['pictures'] / turns:.2f}) "
            f"| {total['pings']:.0f} ({total['acting pings']:.0f}) "
            f"| {total['status edits']:.0f} ({total['no-op status edits']:.0f}) | {total['dms']:.0f} |"
        )


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def main(moves: int, matches: int, volume_matches: int) -> None:
    if volume_matches:
        print(f"Whole matches, two humans choosing at random (mean of {volume_matches} per game):\n")
        await volume_table(["tiny", "stone_age", "guns_steel"], volume_matches)
        return
    print(
        "| game | ack p50 ms | ack max ms | move p50 ms | move p99 ms | concurrent moves/s | concurrent ack max ms |"
    )
    print("|---|---|---|---|---|---|---|")
    for game in ("tiny", "stone_age", "guns_steel"):
        acks, totals = await sequential(game, moves)
        rate, worst_ack = await concurrent(game, matches, rounds=3)
        print(
            f"| {game} | {statistics.median(acks):.1f} | {max(acks):.1f} | {statistics.median(totals):.1f} "
            f"| {pct(totals, 0.99):.1f} | {rate:.0f} ({matches} matches) | {worst_ack:.0f} |"
        )


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--volume", type=int, default=0, help="whole matches per game to count messages")
    args = parser.parse_args()
    from host.process import tune_garbage_collector

    tune_garbage_collector()  # as the bot does at startup
    asyncio.run(main(args.moves, args.matches, args.volume))
