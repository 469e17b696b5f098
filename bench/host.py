"""Benchmark of the host and store: prints a markdown table.

    .venv/bin/python bench/host.py [--matches 10000]

- moves/s: act() calls applied and persisted per second, human seats only (no bots, no rendering),
  one match at a time on a fresh WAL database file;
- act() p50/p99 ms; "added" is act() minus the bare engine.apply of the same move: the store
  transaction plus the extra engine calls the host makes (to_act, prompts, the views compared for
  private changes, the status line);
- load one match: a cold service reading one match (rows + snapshot parse + prompts);
- restart: open a service on a database with N active matches, list them all, load one;
- durability: the tiny game's act() with PRAGMA synchronous=NORMAL and FULL (the store's setting:
  every commit synced before act() returns), on a database file on the disk (not tmpfs).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engines  # noqa: E402
from engines.base import RandomAgent  # noqa: E402
from host import store as store_module  # noqa: E402
from host.service import MatchService  # noqa: E402
from tests.games.tiny import ENGINE as TINY  # noqa: E402

engines.register(TINY)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def started_match(svc: MatchService, game: str, players: int, seed: int) -> int:
    info = await svc.create(game, 1, "P1", seed=seed, players=players)
    for user in range(2, players + 1):
        await svc.join(info.id, user, f"P{user}")
    await svc.start(info.id, 1, fixed_order=True)
    return info.id


async def bench_moves(db: str, game: str, players: int, budget_s: float) -> dict:
    """Random human play through act(), match after match, until the time budget is spent."""
    svc = await MatchService.open(db)
    engine, agent, rng = engines.get_engine(game), RandomAgent(), random.Random(1)
    act_ms: list[float] = []
    engine_ms: list[float] = []
    games = 0
    began = time.perf_counter()
    try:
        while time.perf_counter() - began < budget_s:
            mid = await started_match(svc, game, players, seed=games)
            games += 1
            while time.perf_counter() - began < budget_s:
                prompts = await svc.prompts(mid)
                if not prompts:
                    break
                pending = rng.choice(prompts)
                state = (await svc._load(mid)).state
                action = agent.choose(engine, state, pending.seat, rng.randrange(1 << 30))
                t0 = time.perf_counter()
                engine.apply(state, pending.seat, action)
                t1 = time.perf_counter()
                await svc.act(mid, pending.user_id, action)
                t2 = time.perf_counter()
                engine_ms.append((t1 - t0) * 1000)
                act_ms.append((t2 - t1) * 1000)
    finally:
        await svc.close()
    added = [a - e for a, e in zip(act_ms, engine_ms, strict=True)]
    return {
        "moves": len(act_ms),
        "games": games,
        "moves_per_s": len(act_ms) / (sum(act_ms) / 1000),
        "act_p50": pct(act_ms, 0.5),
        "act_p99": pct(act_ms, 0.99),
        "added_p50": pct(added, 0.5),
        "added_p99": pct(added, 0.99),
        "engine_p50": pct(engine_ms, 0.5),
    }


async def bench_load(db: str, game: str, players: int) -> float:
    """Cold load of one match played for a while: rows, snapshot parse, prompts."""
    svc = await MatchService.open(db)
    try:
        mid = await started_match(svc, game, players, seed=99)
        engine, agent = engines.get_engine(game), RandomAgent()
        for salt in range(60):
            prompts = await svc.prompts(mid)
            if not prompts:
                break
            state = (await svc._load(mid)).state
            await svc.act(mid, prompts[0].user_id, agent.choose(engine, state, prompts[0].seat, salt))
    finally:
        await svc.close()
    timings = []
    for _ in range(20):
        svc = await MatchService.open(db)
        t0 = time.perf_counter()
        await svc.get(mid)
        await svc.prompts(mid)
        timings.append((time.perf_counter() - t0) * 1000)
        await svc.close()
    return statistics.median(timings)


async def make_active_matches(db: str, game: str, count: int) -> int:
    """One real started match, copied (rows, seats, snapshot) into `count` active matches."""
    svc = await MatchService.open(db)
    mid = await started_match(svc, game, 3, seed=7)
    await svc.close()
    con = sqlite3.connect(db)
    match = con.execute("SELECT * FROM matches WHERE id = ?", (mid,)).fetchone()
    seats = con.execute("SELECT * FROM seats WHERE match_id = ?", (mid,)).fetchall()
    snapshot = con.execute("SELECT * FROM snapshots WHERE match_id = ?", (mid,)).fetchone()
    with con:
        for new_id in range(mid + 1, mid + count):
            con.execute(f"INSERT INTO matches VALUES ({','.join('?' * len(match))})", (new_id, *match[1:]))
            con.executemany(
                f"INSERT INTO seats VALUES ({','.join('?' * len(seats[0]))})",
                [(new_id, *s[1:]) for s in seats],
            )
            con.execute("INSERT INTO snapshots VALUES (?, ?, ?)", (new_id, *snapshot[1:]))
    con.close()
    return mid + count - 1


async def bench_restart(db: str, last_id: int) -> dict:
    t0 = time.perf_counter()
    svc = await MatchService.open(db)
    t1 = time.perf_counter()
    active = await svc.active_matches()
    t2 = time.perf_counter()
    await svc.get(last_id)
    await svc.prompts(last_id)
    t3 = time.perf_counter()
    await svc.close()
    return {
        "open": (t1 - t0) * 1000,
        "list": (t2 - t1) * 1000,
        "load": (t3 - t2) * 1000,
        "active": len(active),
    }


async def bench_sync(folder: str, seconds: float) -> list[tuple[str, dict]]:
    """act() on the tiny game (the store's share is largest there) under both synchronous modes."""
    rows = []
    saved = store_module.PRAGMAS
    try:
        for mode in ("NORMAL", "FULL"):
            store_module.PRAGMAS = tuple(
                f"synchronous={mode}" if p.startswith("synchronous=") else p for p in saved
            )
            rows.append(
                (mode, await bench_moves(os.path.join(folder, f"sync_{mode}.db"), "tiny", 3, seconds))
            )
    finally:
        store_module.PRAGMAS = saved
    return rows


async def run(args) -> None:
    games = [("tiny", 3)] + [(g, 3) for g in engines.available_games()]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for game, players in games:
            moves = await bench_moves(os.path.join(tmp, f"moves_{game}.db"), game, players, args.seconds)
            load = await bench_load(os.path.join(tmp, f"load_{game}.db"), game, players)
            rows.append((game, players, moves, load))
        restart_game = "stone_age" if "stone_age" in engines.available_games() else "tiny"
        db = os.path.join(tmp, "restart.db")
        t0 = time.perf_counter()
        last = await make_active_matches(db, restart_game, args.matches)
        build_s = time.perf_counter() - t0
        restart = await bench_restart(db, last)
        size_mb = os.path.getsize(db) / 1e6
    with tempfile.TemporaryDirectory(dir=Path(__file__).resolve().parent) as on_disk:
        sync_rows = await bench_sync(on_disk, args.seconds)

    print(
        "| game | players | moves (games) | moves/s | act() p50 ms | act() p99 ms | added p50 ms | added p99 ms | engine apply p50 ms | load one match ms |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for game, players, m, load in rows:
        print(
            f"| {game} | {players} | {m['moves']} ({m['games']}) | {m['moves_per_s']:.0f} | {m['act_p50']:.2f} | "
            f"{m['act_p99']:.2f} | {m['added_p50']:.2f} | {m['added_p99']:.2f} | {m['engine_p50']:.3f} | {load:.2f} |"
        )
    print()
    print(
        f"| restart with {restart['active']} active {restart_game} matches ({size_mb:.0f} MB, built in {build_s:.1f} s) | ms |"
    )
    print("|---|---|")
    print(f"| open service (connect, WAL, migrations check) | {restart['open']:.1f} |")
    print(f"| list all active matches (with seats) | {restart['list']:.1f} |")
    print(f"| load one match (snapshot + prompts) | {restart['load']:.1f} |")
    print(f"| total | {restart['open'] + restart['list'] + restart['load']:.1f} |")
    print()
    print("| tiny, PRAGMA synchronous | moves | moves/s | act() p50 ms | act() p99 ms |")
    print("|---|---|---|---|---|")
    for mode, m in sync_rows:
        print(f"| {mode} | {m['moves']} | {m['moves_per_s']:.0f} | {m['act_p50']:.2f} | {m['act_p99']:.2f} |")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument(
        "--seconds", type=float, default=8.0, help="time budget per game for the move benchmark"
    )
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
