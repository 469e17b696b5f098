"""Benchmark of the two store backends and of several processes on one PostgreSQL database
(issue #18): prints one markdown table (bench/host.py adds these rows with `--scale-out`).

    .venv/bin/python bench/scale_out.py [--matches 600] [--seconds 5] [--processes 3] [--pg URL]

A database of `--matches` started Stone Age matches (three human seats) is built in SQLite and
copied to a fresh PostgreSQL database with `bot.py migrate-store` (a throwaway cluster is started
when --pg is not given). Each figure runs worker processes (this file with --worker) that play
random human moves through MatchService.act() on their own share of the matches, one move at a
time per process unless --in-flight (no rendering, no Discord): moves/s over all processes and the act() p50/p99
of each move. Goal (issue #18): three processes do at least twice the moves/s of one, each
under 20 ms p99.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from host.service import MatchService  # noqa: E402

GAME = "stone_age"
IN_FLIGHT = 1  # moves each process has in flight at once (different matches); --in-flight


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


async def build(path: str, matches: int) -> None:
    svc = await MatchService.open(path)
    try:
        for seed in range(matches):
            info = await svc.create(GAME, 1, "P1", seed=seed, players=3)
            for user in (2, 3):
                await svc.join(info.id, user, f"P{user}")
            await svc.start(info.id, 1, fixed_order=True)
    finally:
        await svc.close()


def random_action(pending, rng: random.Random) -> str:
    ids = pending.prompt.option_ids()
    if pending.prompt.kind == "multi":
        count = max(pending.prompt.min_pick, min(1, pending.prompt.max_pick))
        return "+".join(sorted(rng.sample(ids, count)))
    return rng.choice(ids)


async def worker(url: str, ids: list[int], seconds: float, seed: int, in_flight: int) -> dict:
    """Play random moves on `ids` for `seconds`: the act() times (ms)."""
    svc = await MatchService.open(url)
    times: list[float] = []
    stale = 0
    rng = random.Random(seed)
    for mid in ids:  # warm the cache, as a running bot has it
        await svc.get(mid)
    began, cpu = time.perf_counter(), time.process_time()

    async def lane(mine: list[int]) -> None:
        nonlocal stale
        while time.perf_counter() - began < seconds and mine:
            mid = rng.choice(mine)
            prompts = await svc.prompts(mid)
            if not prompts:
                mine.remove(mid)
                continue
            pending = rng.choice(prompts)
            t0 = time.perf_counter()
            try:
                await svc.act(mid, pending.user_id, random_action(pending, rng))
            except Exception:
                stale += 1
                continue
            times.append((time.perf_counter() - t0) * 1000)

    try:
        await asyncio.gather(*(lane(ids[i::in_flight]) for i in range(in_flight)))
    finally:
        elapsed, cpu = time.perf_counter() - began, time.process_time() - cpu
        await svc.close()
    return {"times": times, "elapsed": elapsed, "cpu": cpu, "refused": stale}


async def run_workers(
    url: str, ids: list[int], processes: int, seconds: float, in_flight: int
) -> tuple[float, list[dict]]:
    """Moves/s over `processes` worker processes sharing `ids` out, and each one's report."""
    procs = []
    for n in range(processes):
        share = ids[n::processes]
        procs.append(
            await asyncio.create_subprocess_exec(
                sys.executable,
                str(Path(__file__).resolve()),
                "--worker",
                url,
                "--seconds",
                str(seconds),
                "--seed",
                str(n),
                "--ids",
                ",".join(map(str, share)),
                "--in-flight",
                str(in_flight),
                stdout=asyncio.subprocess.PIPE,
                cwd=ROOT,
            )
        )
    reports = []
    for proc in procs:
        out, _ = await proc.communicate()
        reports.append(json.loads(out.decode().strip().splitlines()[-1]))
    moves = sum(len(r["times"]) for r in reports)
    elapsed = max(r["elapsed"] for r in reports)
    return moves / elapsed, reports


async def figures(args) -> list[tuple[str, str, str]]:
    from tests import pgcluster

    rows: list[tuple[str, str, str]] = []
    work = Path(tempfile.mkdtemp(prefix="epochs_bench_scale_"))
    cluster = None
    try:
        pristine = str(work / "built.db")
        await build(pristine, args.matches)
        url = args.pg
        if url is None:
            reason = pgcluster.unavailable_reason()
            if reason:
                rows.append(("PostgreSQL figures", f"skipped: {reason}", ""))
            else:
                cluster = pgcluster.Cluster().start()
                url = cluster.new_db()
        ids = list(range(1, args.matches + 1))
        setups = [("SQLite", 1)] + ([("PostgreSQL", 1), ("PostgreSQL", args.processes)] if url else [])
        base = 0.0
        for name, processes in setups:
            if name == "SQLite":  # every figure starts from the same positions
                db = str(work / "sqlite.db")
                shutil.copyfile(pristine, db)
            else:
                db = url
                await reset(pristine, url)
            rate, reports = await run_workers(db, ids, processes, args.seconds, args.in_flight)
            p50s = ", ".join(f"{pct(r['times'], 0.5):.1f}" for r in reports)
            p99s = ", ".join(f"{pct(r['times'], 0.99):.1f}" for r in reports)
            label = f"{name}, {processes} process{'es' if processes > 1 else ''}"
            if name == "PostgreSQL" and processes == 1:
                base = rate
            goal = f">= 2x one process ({2 * base:,.0f})" if processes > 1 else ""
            cpu = sum(r["cpu"] for r in reports) * 1000 / max(1, sum(len(r["times"]) for r in reports))
            rows.append(
                (
                    f"moves/s, {label} ({args.in_flight} in flight each)",
                    f"{rate:,.0f} ({cpu:.1f} ms CPU/move in the bot)",
                    goal,
                )
            )
            rows.append((f"act() p50 / p99 of each process, {label}", f"{p50s} / {p99s} ms", "p99 < 20 ms"))
    finally:
        if cluster is not None:
            cluster.stop()
        shutil.rmtree(work, ignore_errors=True)
    return rows


async def reset(sqlite_db: str, url: str) -> None:
    """Bring the PostgreSQL database back to the built matches (copied again from SQLite)."""
    import asyncpg

    from host.migrate_store import migrate

    conn = await asyncpg.connect(url)
    try:
        await conn.execute("DROP SCHEMA public CASCADE; CREATE SCHEMA public")
    finally:
        await conn.close()
    code, report = await migrate(sqlite_db, url)
    assert code == 0, report


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--matches", type=int, default=600)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--processes", type=int, default=3)
    parser.add_argument("--in-flight", type=int, default=IN_FLIGHT, help="moves in flight in each process")
    parser.add_argument(
        "--pg", default=None, help="an empty PostgreSQL database (default: a throwaway cluster)"
    )
    parser.add_argument("--worker", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--ids", default="", help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        from host.process import tune_garbage_collector

        tune_garbage_collector()  # a worker is a bot process: as the bot does at startup
        ids = [int(i) for i in args.ids.split(",") if i]
        print(json.dumps(asyncio.run(worker(args.worker, ids, args.seconds, args.seed, args.in_flight))))
        return
    rows = asyncio.run(figures(args))
    print(f"| figure ({args.matches} active {GAME} matches, {os.cpu_count()} cores) | measured | goal |")
    print("|---|---|---|")
    for name, value, goal in rows:
        print(f"| {name} | {value} | {goal} |")


if __name__ == "__main__":
    main()
