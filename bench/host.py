"""Benchmark of the host at scale (issue #11): prints one markdown table, each figure beside its goal.

    .venv/bin/python bench/host.py [--matches 100000] [--seconds 5] [--before earlier_table.md]
    .venv/bin/python bench/host.py --only host-path   # the decisions/s through the host alone

The bench builds its own database of `--matches` active matches (copies of one real started Stone
Age match) plus as many finished ones for the leaderboard, and caches it in the temp folder
(`epochs_bench_host/`); every run works on a fresh copy, on the disk (not tmpfs). Figures:

- act() p50/p99: random human moves through MatchService.act() on matches of the big database
  (store transaction included, no rendering);
- decisions/s through the host: act() per game with the store's write replaced by a no-op, so the
  figure is the host's own CPU path (engine apply, prompts, views, snapshot JSON); beside it the
  engine and agents alone (play()) in the same run, and the share the host path would reach if
  the engine calls it makes beside play() took no time (the next human prompt, each human seat's
  private part and the view of a changed one for its DM, the status line, whose turn it is);
- moves/s with and without pictures: /move through the Discord layer (Discord faked, as in
  bench/discord_bot.py), Ala against a bot, with the pictures the quiet thread really posts, and
  with rendering switched off;
- ack p99 at 20 moves/s: /move payloads arriving every 50 ms over 10 matches; the time from
  dispatch to the interaction's first response;
- clock tick: due reminders, time-outs and the outbox's due rows when nothing is due;
- restart: open the service on the big database, push deadlines after an hour of downtime, load
  one match and its prompts;
- leaderboard: a guild's leaderboard over the finished matches, its ratings folded first as the bot
  does in the background at startup (that fold's time is printed too);
- undo at move ~1,000 after a restart: a long Stone Age match, the service reopened, one undo;
- RSS: the process after filling the match cache (2,000 matches) and playing moves in them;
- bytes per finished match: the row payload one whole finished match keeps in the database (its
  log packed into one `archived_logs` row by the write that finished it);
- scale-out (bench/scale_out.py, issue #18): moves/s and act() p50/p99 on SQLite and PostgreSQL,
  and with one and three processes sharing PostgreSQL (`--no-scale-out` leaves them out).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import math
import random
import re
import resource
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engines  # noqa: E402
from engines.base import Result, SeatScore  # noqa: E402
from host.process import tune_garbage_collector  # noqa: E402
from host.service import MatchService  # noqa: E402
from tests.games.tiny import ENGINE as TINY  # noqa: E402

engines.register(TINY)
CACHE = Path(tempfile.gettempdir()) / "epochs_bench_host"
GUILD = 1
BIG_GAME = "stone_age"


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def rss_mb() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


async def started_match(svc: MatchService, game: str, players: int, seed: int) -> int:
    info = await svc.create(game, 1, "P1", seed=seed, players=players)
    for user in range(2, players + 1):
        await svc.join(info.id, user, f"P{user}")
    await svc.start(info.id, 1, fixed_order=True)
    return info.id


def random_action(pending, rng: random.Random) -> str:
    ids = pending.prompt.option_ids()
    if pending.prompt.kind == "multi":
        count = max(pending.prompt.min_pick, min(1, pending.prompt.max_pick))
        return "+".join(sorted(rng.sample(ids, count)))
    return rng.choice(ids)


# ---------------------------------------------------------------- the big database


async def build_big(path: Path, matches: int) -> None:
    """`matches` active copies of one started match, and as many finished matches (random
    results of 2,000 players in one guild) for the leaderboard."""

    svc = await MatchService.open(str(path))
    mid = await started_match(svc, BIG_GAME, 3, seed=7)
    await svc.close()
    con = sqlite3.connect(path)
    match = con.execute("SELECT * FROM matches WHERE id = ?", (mid,)).fetchone()
    seats = con.execute("SELECT * FROM seats WHERE match_id = ?", (mid,)).fetchall()
    snapshot = con.execute("SELECT * FROM snapshots WHERE match_id = ?", (mid,)).fetchone()
    columns = [r[1] for r in con.execute("PRAGMA table_info(matches)")]
    status_at, result_at, guild_at = (
        columns.index("status"),
        columns.index("result"),
        columns.index("guild_id"),
    )
    finished_at = columns.index("finished_at")
    rng = random.Random(5)
    with con:
        for new_id in range(mid + 1, mid + matches):
            con.execute(f"INSERT INTO matches VALUES ({','.join('?' * len(match))})", (new_id, *match[1:]))
            con.executemany(
                f"INSERT INTO seats VALUES ({','.join('?' * len(seats[0]))})",
                [(new_id, *s[1:]) for s in seats],
            )
            con.execute("INSERT INTO snapshots VALUES (?, ?, ?)", (new_id, *snapshot[1:]))
        for n in range(matches):
            new_id = mid + matches + n
            row = list(match)
            row[0] = new_id
            users = rng.sample(range(1000, 3000), 3)
            ranks = rng.sample([1, 2, 3], 3)
            result = Result(
                scores=[SeatScore(seat=s, score=10 * (4 - r), rank=r) for s, r in enumerate(ranks)]
            )
            row[status_at], row[result_at], row[guild_at] = "finished", result.model_dump_json(), GUILD
            row[finished_at] = 1e9 + n
            con.execute(f"INSERT INTO matches VALUES ({','.join('?' * len(row))})", row)
            fresh = []
            for s, user in zip(seats, users, strict=True):
                seat = list(s)
                seat[0] = new_id
                seat[3], seat[4] = user, f"U{user}"
                seat[7:10] = [None, None, None]
                fresh.append(seat)
            con.executemany(f"INSERT INTO seats VALUES ({','.join('?' * len(seats[0]))})", fresh)
    con.close()


async def big_database(matches: int, work: Path) -> Path:
    """A fresh copy of the cached big database (built on the first run)."""
    CACHE.mkdir(exist_ok=True)
    cached = CACHE / f"big_{matches}.db"
    if not cached.exists():
        building = CACHE / f"big_{matches}.building.db"
        building.unlink(missing_ok=True)
        t0 = time.perf_counter()
        await build_big(building, matches)
        sqlite3.connect(building).execute("PRAGMA wal_checkpoint(TRUNCATE)").close()
        building.rename(cached)
        print(f"(built {cached} in {time.perf_counter() - t0:.0f} s)", file=sys.stderr)
    copy = work / "big.db"
    shutil.copyfile(cached, copy)
    rebase_clocks(copy)
    return copy


def rebase_clocks(path: Path) -> None:
    """Move the seats' clocks (set when the cached database was built, perhaps days ago) forward
    as if the matches had just been started, so no reminder or time-out is due in the copy."""
    con = sqlite3.connect(path)
    with con:
        (since,) = con.execute("SELECT max(awaited_since) FROM seats").fetchone()
        if since is not None:
            shift = time.time() - since
            con.execute(
                "UPDATE seats SET awaited_since = awaited_since + ?, remind_at = remind_at + ?,"
                " deadline = deadline + ? WHERE awaited_since IS NOT NULL",
                (shift, shift, shift),
            )
    con.close()


# ---------------------------------------------------------------- figures


async def bench_act(db: Path, seconds: float) -> list[float]:
    """act() times (ms) of random human moves on 20 matches spread over the big database."""
    svc = await MatchService.open(str(db))
    rng = random.Random(1)
    ids = [r["id"] for r in await svc.store.fetch("SELECT id FROM matches WHERE status = 'active'")]
    picked = [ids[i] for i in range(0, len(ids), max(1, len(ids) // 20))][:20]
    times = []
    began = time.perf_counter()
    try:
        while time.perf_counter() - began < seconds:
            mid = rng.choice(picked)
            prompts = await svc.prompts(mid)
            if not prompts:
                picked.remove(mid)
                continue
            pending = rng.choice(prompts)
            t0 = time.perf_counter()
            await svc.act(mid, pending.user_id, random_action(pending, rng))
            times.append((time.perf_counter() - t0) * 1000)
    finally:
        await svc.close()
    return times


# The engine work the host asks for beside play(): the next prompts, private parts and the views
# of changed ones (DMs), the status line, whose turn it is, the result.
ASKED = ("prompt", "private_part", "view", "status_line", "to_act", "result")


async def bench_host_path(
    db: Path, game: str, seconds: float, *, probes: bool = False
) -> tuple[float, float, float]:
    """Decisions/s through act() in matches of one human and two random bots (every decision of
    the bots runs inside the human's act()), the store's write a no-op: the host's own CPU path.
    With `probes`, also the decisions/s of play() alone (the engine and agents), and of act()
    without the time of the engine calls the host makes beside play() (ASKED); the probes' own
    cost (a timer around each of those calls) then slows act(), so the plain figure is measured
    without them (the last two are nan)."""
    svc = await MatchService.open(str(db))
    try:
        if not probes:
            decisions, spent, _ = await _play_host_path(svc, game, seconds, lambda: 0.0)
            return decisions / spent, math.nan, math.nan
        with _probed(svc._engine(game)) as (in_play, asked):
            decisions, spent, asked_in_act = await _play_host_path(svc, game, seconds, lambda: asked[0])
        return decisions / spent, decisions / in_play[0], decisions / (spent - asked_in_act)
    finally:
        await svc.close()


async def _play_host_path(svc: MatchService, game: str, seconds: float, asked) -> tuple[int, float, float]:
    """Plays seeded matches for `seconds` of act() time: (decisions, act() seconds, the part of
    them `asked()` counted)."""
    rng = random.Random(2)
    decisions, spent, seed, asked_in_act = 0, 0.0, 0, 0.0

    async def no_write(*args, **kwargs) -> None:
        return None

    while spent < seconds:
        info = await svc.create(game, 1, "P1", seed=seed, players=3)
        for _ in range(2):
            await svc.add_bot(info.id, 1, "random")
        await svc.start(info.id, 1, fixed_order=True)
        seed += 1
        svc.store.write_version = no_write
        prompts = await svc.prompts(info.id)
        version = (await svc.get(info.id)).version
        while prompts and spent < seconds:
            pending = rng.choice(prompts)
            action = random_action(pending, rng)
            asked_before = asked()
            t0 = time.perf_counter()
            outcome = await svc.act(info.id, pending.user_id, action)
            spent += time.perf_counter() - t0
            asked_in_act += asked() - asked_before
            decisions += outcome.match.version - version
            version = outcome.match.version
            prompts = outcome.prompts
        del svc.store.write_version
    return decisions, spent, asked_in_act


@contextlib.contextmanager
def _probed(engine):
    """Timers around play() (and the rest of a long bot run in its worker thread) and around the
    engine's ASKED calls made outside it: yields ([seconds in play], [seconds in asked calls])."""
    import host.play
    from host.runner import RunsLong

    real_play, real_long, in_play = host.play.play, RunsLong.__init__, [0.0]
    asked, depth = [0.0], [0]  # depth: inside play() or an asked engine call

    def timed(work):
        def run(*args, **kwargs):
            t0 = time.perf_counter()
            depth[0] += 1
            try:
                return work(*args, **kwargs)
            finally:
                depth[0] -= 1
                in_play[0] += time.perf_counter() - t0

        return run

    def asked_for(method):
        def run(*args, **kwargs):
            if depth[0]:
                return method(*args, **kwargs)
            t0 = time.perf_counter()
            depth[0] += 1
            try:
                return method(*args, **kwargs)
            finally:
                depth[0] -= 1
                asked[0] += time.perf_counter() - t0

        return run

    def timed_long(self, go_on):  # the rest of a long bot run, in the worker thread
        real_long(self, timed(go_on))

    host.play.play = timed(real_play)
    RunsLong.__init__ = timed_long
    for name in ASKED:
        setattr(engine, name, asked_for(getattr(engine, name)))
    try:
        yield in_play, asked
    finally:
        host.play.play, RunsLong.__init__ = real_play, real_long
        for name in ASKED:
            delattr(engine, name)


async def bench_discord(db_folder: Path, seconds: float, pictures: bool) -> tuple[float, int]:
    """Sequential /move commands of Ala against a bot through the Discord layer: moves/s and
    pictures posted."""
    import render
    from bench.discord_bot import make_world, move_payload, new_match
    from tests.discord import fakes

    saved = render.has_renderer
    if not pictures:
        render.has_renderer = lambda game: False
    db = db_folder / f"discord_{pictures}.db"
    try:
        bot, host, rest, adapter = await make_world(str(db))
        match_id = await new_match(bot, host, BIG_GAME)
        moves, spent = 0, 0.0
        while spent < seconds:
            payload = await move_payload(host, match_id)
            if payload is None:
                match_id = await new_match(bot, host, BIG_GAME)
                continue
            t0 = time.perf_counter()
            await fakes.dispatch(bot, payload)
            spent += time.perf_counter() - t0
            moves += 1
        pictures_posted = sum(bool(c.files) for c in rest.calls if c.method == "POST")
        await bot.close()
        await host.close()
    finally:
        render.has_renderer = saved
    return moves / spent, pictures_posted


async def bench_ack(db_folder: Path, rate: float, seconds: float) -> list[float]:
    """/move payloads arriving at `rate` per second, round robin over 10 matches (each built from
    the match's prompts when it is sent); ack latency in ms."""
    from bench.discord_bot import make_world, move_payload, new_match
    from tests.discord import fakes

    acked: dict[str, float] = {}

    class AckAdapter(fakes.RecordingAdapter):
        async def request(self, route, *args, **kwargs):
            if route.path.endswith("/callback"):
                acked.setdefault(str(route.webhook_id), time.perf_counter())
            return await super().request(route, *args, **kwargs)

    running = asyncio.all_tasks()
    bot, host, rest, _ = await make_world(str(db_folder / "ack.db"))
    fakes.async_context.set(AckAdapter())
    ids = [await new_match(bot, host, BIG_GAME) for _ in range(10)]
    sent: dict[str, float] = {}
    began = time.perf_counter()
    n = 0
    while time.perf_counter() - began < seconds:
        await asyncio.sleep(max(0.0, began + n / rate - time.perf_counter()))
        match_id = ids[n % len(ids)]
        n += 1
        payload = await move_payload(host, match_id)
        if payload is None:
            ids[ids.index(match_id)] = await new_match(bot, host, BIG_GAME)
            continue
        sent[str(payload["id"])] = time.perf_counter()
        bot._connection.parse_interaction_create(payload)
    await fakes.settle(running)
    await bot.close()
    await host.close()
    return [(acked[i] - t) * 1000 for i, t in sent.items() if i in acked]


async def bench_clock(db: Path) -> list[float]:
    """One tick when nothing is due (the moves of the act() figure had no transport to deliver
    them: their outbox rows are marked delivered first)."""
    svc = await MatchService.open(str(db))
    await svc.store.write([("UPDATE outbox SET delivered = 1", ())])
    now = time.time()
    times = []
    try:
        for _ in range(7):
            t0 = time.perf_counter()
            await svc.due_reminders(now)
            await svc.apply_timeouts(now)
            await svc.undelivered(now)
            times.append((time.perf_counter() - t0) * 1000)
    finally:
        await svc.close()
    return times


async def bench_restart(db: Path) -> float:
    """Open, push the deadlines after an hour of downtime, load one match with its prompts (ms)."""
    t0 = time.perf_counter()
    svc = await MatchService.open(str(db))
    await svc.extend_deadlines(3600.0, time.time())
    last = (await svc.store.fetch("SELECT max(id) AS id FROM matches WHERE status = 'active'"))[0]["id"]
    await svc.get(last)
    await svc.prompts(last)
    spent = (time.perf_counter() - t0) * 1000
    await svc.close()
    return spent


async def bench_leaderboard(db: Path) -> tuple[float, list[float], float]:
    """The ratings folded at startup (in the background, as the bot does: ms), then leaderboard
    calls on that service (ms), then the first call after a restart."""
    svc = await MatchService.open(str(db))
    times = []
    try:
        t0 = time.perf_counter()
        await svc.warm_ratings([GUILD])
        warm = (time.perf_counter() - t0) * 1000
        for _ in range(6):
            t0 = time.perf_counter()
            rows = await svc.leaderboard(GUILD)
            times.append((time.perf_counter() - t0) * 1000)
        assert rows, "no leaderboard rows"
    finally:
        await svc.close()
    svc = await MatchService.open(str(db))
    try:
        t0 = time.perf_counter()
        await svc.leaderboard(GUILD)
        restarted = (time.perf_counter() - t0) * 1000
    finally:
        await svc.close()
    return warm, times, restarted


async def long_match(moves: int) -> Path:
    """A cached Stone Age match of two humans played with random moves past `moves` decisions,
    stopped where the acting player may undo; returns the database."""
    CACHE.mkdir(exist_ok=True)
    from host.store import MIGRATIONS

    path = CACHE / f"long_{moves}_schema{len(MIGRATIONS)}.db"  # played by this schema's code
    if path.exists():
        return path
    building = path.with_suffix(".building.db")
    building.unlink(missing_ok=True)
    svc = await MatchService.open(str(building))
    rng = random.Random(3)
    seed = 0
    while True:
        mid = await started_match(svc, BIG_GAME, 2, seed=seed)
        prompts = await svc.prompts(mid)
        while prompts:
            info = await svc.get(mid)
            if info.version >= moves and any(p.can_undo for p in prompts):
                break
            pending = rng.choice(prompts)
            prompts = (await svc.act(mid, pending.user_id, random_action(pending, rng))).prompts
        if prompts:
            break
        seed += 1
    await svc.store.set_value("bench_long_match", str(mid))
    await svc.close()
    building.rename(path)
    for suffix in ("-wal", "-shm"):
        Path(str(building) + suffix).unlink(missing_ok=True)
    return path


async def bench_undo(work: Path, moves: int) -> tuple[int, float]:
    """One undo at the end of the long match, on a freshly opened service (ms)."""
    db = work / "long.db"
    shutil.copyfile(await long_match(moves), db)
    svc = await MatchService.open(str(db))
    mid = int(await svc.store.get_value("bench_long_match"))
    await svc.close()
    svc = await MatchService.open(str(db))
    try:
        info = await svc.get(mid)
        user = next(p.user_id for p in await svc.prompts(mid) if p.can_undo)
        t0 = time.perf_counter()
        await svc.undo(mid, user, info.version)
        return info.version, (time.perf_counter() - t0) * 1000
    finally:
        await svc.close()


async def bench_finished_bytes(work: Path) -> tuple[int, int]:
    """Play the long match to its end, its outbox delivered; the bytes of its rows (payload, all
    tables)."""
    db = work / "long.db"
    shutil.copyfile(await long_match(1000), db)
    svc = await MatchService.open(str(db))
    mid = int(await svc.store.get_value("bench_long_match"))
    rng = random.Random(4)
    try:
        prompts = await svc.prompts(mid)
        while prompts:
            pending = rng.choice(prompts)
            prompts = (await svc.act(mid, pending.user_id, random_action(pending, rng))).prompts
        version = (await svc.get(mid)).version
        await svc.delivered(mid, version)  # as the Discord layer does: older outbox rows go
    finally:
        await svc.close()
    con = sqlite3.connect(db)
    tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    total = 0
    for table in tables:
        columns = [r[1] for r in con.execute(f"PRAGMA table_info({table})")]
        key = "id" if table == "matches" else "match_id"
        if key not in columns:
            continue
        width = " + ".join(f"coalesce(length({c}), 0)" for c in columns)
        total += con.execute(
            f"SELECT coalesce(sum({width}), 0) FROM {table} WHERE {key} = ?", (mid,)
        ).fetchone()[0]
    con.close()
    return version, total


async def bench_rss(db: Path, cached: int, played: int, moves: int) -> tuple[float, float]:
    """RSS (MB) after loading `cached` matches into the cache, and after `moves` random moves in
    `played` of them, extrapolated to moves in all `cached` of them."""
    svc = await MatchService.open(str(db))
    rng = random.Random(6)
    try:
        ids = [r["id"] for r in await svc.store.fetch("SELECT id FROM matches WHERE status = 'active'")]
        ids = ids[:cached]
        for mid in ids:
            await svc.get(mid)
        loaded = rss_mb()
        for mid in ids[:played]:
            for _ in range(moves):
                prompts = await svc.prompts(mid)
                if not prompts:
                    break
                pending = rng.choice(prompts)
                await svc.act(mid, pending.user_id, random_action(pending, rng))
        after = rss_mb()
    finally:
        await svc.close()
    return loaded, loaded + (after - loaded) * cached / played


# ---------------------------------------------------------------- the table


async def run(args) -> None:
    rows: list[tuple[str, str, str]] = []

    def row(name: str, value: str, goal: str) -> None:
        rows.append((name, value, goal))
        print(f"  {name}: {value}", file=sys.stderr)

    work = Path(tempfile.mkdtemp(prefix="epochs_bench_work_"))
    if args.only == "host-path":
        try:
            await host_path_rows(work, args.seconds, row)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        print_table(rows, "", args.before)
        return
    try:
        big = await big_database(args.matches, work)
        svc = await MatchService.open(str(big))  # migrations, outside every timing
        sync = ("OFF", "NORMAL", "FULL", "EXTRA")[(await svc.store.fetch("PRAGMA synchronous"))[0][0]]
        await svc.close()
        times = await bench_act(big, args.seconds)
        row(
            f"act() p50 / p99, {BIG_GAME}, {args.matches:,} active matches",
            f"{pct(times, 0.5):.2f} / {pct(times, 0.99):.2f} ms ({len(times)} moves)",
            "p99 < 5 ms",
        )
        await host_path_rows(work, args.seconds, row)
        without, _ = await bench_discord(work, args.seconds, pictures=False)
        with_, pictures = await bench_discord(work, args.seconds, pictures=True)
        row("/move moves/s through the Discord layer, no pictures", f"{without:.0f}", "")
        row("/move moves/s with the thread's pictures", f"{with_:.0f} ({pictures} pictures)", ">= 100")
        acks = await bench_ack(work, 20.0, args.seconds * 2)
        row(
            "ack p50 / p99 at 20 moves/s arriving",
            f"{pct(acks, 0.5):.1f} / {pct(acks, 0.99):.1f} ms ({len(acks)} moves)",
            "p99 < 50 ms",
        )
        clock = await bench_clock(big)
        row(
            "clock tick (nothing due), median / max",
            f"{statistics.median(clock):.1f} / {max(clock):.1f} ms",
            "< 5 ms",
        )
        restart = await bench_restart(big)
        row("restart: open, deadlines after downtime, load one match", f"{restart:.0f} ms", "< 2 s")
        warm, board, restarted = await bench_leaderboard(big)
        row(
            f"ratings of {args.matches:,} finished matches folded at startup, in the background "
            "(all games, then each game)",
            f"{warm / 1000:.1f} s",
            "",
        )
        row(
            f"leaderboard over {args.matches:,} finished matches: first call ever (after the startup "
            "fold) / later calls (median) / first call after a restart",
            f"{board[0]:.1f} / {statistics.median(board[1:]):.1f} / {restarted:.1f} ms",
            "< 50 ms",
        )
        undos = [await bench_undo(work, args.long) for _ in range(5)]
        version, undo_ms = undos[0][0], sorted(ms for _, ms in undos)
        row(
            f"undo at move {version} after a restart: median / max of 5",
            f"{undo_ms[2]:.1f} / {undo_ms[-1]:.1f} ms",
            "< 10 ms",
        )
        loaded, full = await bench_rss(big, 2000, args.rss_played, args.rss_moves)
        row(
            f"RSS, 2,000 cached matches (+{args.rss_moves} moves each, extrapolated from {args.rss_played})",
            f"{loaded:.0f} MB loaded, {full:.0f} MB after moves",
            "< 1 GB",
        )
        version, size = await bench_finished_bytes(work)
        row(f"bytes per finished match ({BIG_GAME}, {version} versions)", f"{size / 1000:.1f} KB", "< 20 KB")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if args.scale_out:  # issue #18: both backends, one and several processes on PostgreSQL
        from bench.scale_out import figures

        scale = {**vars(args), "matches": 600, "processes": 3, "in_flight": 1, "pg": None}
        rows += await figures(argparse.Namespace(**scale))
    print_table(rows, f" (SQLite synchronous={sync})", args.before)


async def host_path_rows(work: Path, seconds: float, row) -> None:
    """The decisions/s through the host's own path, one row per game: a plain run, then a run with
    probes for the shares beside it."""
    for game in ["tiny", *engines.available_games()]:
        rate, _, _ = await bench_host_path(work / f"path_{game}.db", game, seconds / 2)
        probed, alone, unasked = await bench_host_path(
            work / f"probed_{game}.db", game, seconds / 2, probes=True
        )
        row(
            f"decisions/s through the host, {game} (engine and agents alone, in a second run with probes)",
            f"{rate:,.0f} ({alone:,.0f}; with the probes the host path runs at {probed / alone:.0%} of it, "
            f"at {unasked / alone:.0%} without the engine calls it makes beside play)",
            ">= 20,000",
        )


def print_table(rows: list[tuple[str, str, str]], note: str, before_path: str | None) -> None:
    before = earlier_figures(before_path)
    if before:
        print(f"| figure{note} | before | after | goal |")
        print("|---|---|---|---|")
        for name, value, goal in rows:
            print(f"| {name} | {before.get(figure_key(name), '—')} | {value} | {goal} |")
        return
    print(f"| figure{note} | measured | goal |")
    print("|---|---|---|")
    for name, value, goal in rows:
        print(f"| {name} | {value} | {goal} |")


def figure_key(name: str) -> str:
    """A figure's name up to its first colon, without a parenthesis at its end: what stays the same
    when its wording changes."""
    return re.sub(r"\s*\([^()]*\)$", "", name.split(":")[0].strip())


def earlier_figures(path: str | None) -> dict[str, str]:
    """The measured column of an earlier run's table (--before), by figure_key."""
    if not path:
        return {}
    found = {}
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 3 and not cells[0].startswith(("figure", "---")):
            found[figure_key(cells[0])] = cells[-2]
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--matches", type=int, default=100_000)
    parser.add_argument("--seconds", type=float, default=5.0, help="time budget of each timed figure")
    parser.add_argument("--long", type=int, default=1000, help="the long match's length for undo")
    parser.add_argument("--rss-played", type=int, default=200)
    parser.add_argument("--rss-moves", type=int, default=20)
    parser.add_argument(
        "--before", help="an earlier run's printed table: its figures are printed beside these, as 'before'"
    )
    parser.add_argument(
        "--only",
        choices=["host-path"],
        help="host-path: only the decisions/s through the host (about 40 s, no big database)",
    )
    parser.add_argument(
        "--no-scale-out",
        dest="scale_out",
        action="store_false",
        help="leave out bench/scale_out.py's figures",
    )
    args = parser.parse_args()
    tune_garbage_collector()  # as the bot does at startup
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
