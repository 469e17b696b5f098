"""Copying a SQLite store to PostgreSQL (issue 18): every row arrives, every match replays to its
snapshot afterwards and plays on, and a damaged source row is reported, never skipped silently."""

from __future__ import annotations

import random
import subprocess
import sys

import aiosqlite

from host.migrate_store import TABLES, migrate
from host.service import MatchService
from host.store import Store
from host.types import MatchStatus
from tests.host.conftest import ALA, BOB, CEZ, NAMES, T0, bid_all, started
from tests.host.test_store import ROOT


async def play_out(svc, match_id, rng, max_requests=400):
    for _ in range(max_requests):
        prompts = await svc.prompts(match_id)
        if not prompts:
            return
        pick = rng.choice(prompts)
        await svc.act(match_id, pick.user_id, rng.choice(pick.prompt.option_ids()))


async def source_db(path: str) -> dict[str, list[int]]:
    """A SQLite store with finished matches, live ones (the tiny game and Stone Age), a lobby,
    transport values, preferences and settings."""
    svc = await MatchService.open(path)
    rng = random.Random(3)
    made: dict[str, list[int]] = {"finished": [], "live": [], "lobby": []}
    try:
        for seed in range(3):
            mid = (await started(svc, (ALA, BOB), seed=seed)).match.id
            await play_out(svc, mid, rng)
            assert (await svc.get(mid)).status == MatchStatus.FINISHED
            made["finished"].append(mid)
        for seed in range(3, 6):
            mid = (await started(svc, (ALA, BOB, CEZ), seed=seed, bots=1)).match.id
            await bid_all(svc, mid)
            made["live"].append(mid)
        info = await svc.create("stone_age", ALA, NAMES[ALA], channel_id=9, seed=7)
        await svc.join(info.id, BOB, NAMES[BOB])
        await svc.start(info.id, ALA, now=T0)
        for _ in range(12):
            pick = (await svc.prompts(info.id))[0]
            await svc.act(info.id, pick.user_id, pick.prompt.option_ids()[0])
        made["live"].append(info.id)
        made["lobby"].append((await svc.create("tiny", CEZ, NAMES[CEZ], channel_id=9)).id)
        await svc.store.set_meta(made["live"][0], "prompts", '{"0": 1}')
        await svc.store.set_user_pref(ALA, "lang", "pl")
        await svc.heartbeat(T0)
    finally:
        await svc.close()
    return made


async def table_rows(store) -> dict[str, list[tuple]]:
    out = {}
    for table, key in TABLES.items():
        rows = await store.fetch(f"SELECT * FROM {table} ORDER BY {', '.join(key)}")
        out[table] = [tuple(r) for r in rows]
    return out


async def test_every_row_is_copied_and_every_match_replays_and_plays_on(sqlite_path, pg_cluster):
    made = await source_db(sqlite_path)
    url = pg_cluster.new_db()
    code, report = await migrate(sqlite_path, url)
    assert code == 0 and report.damaged == [] and report.not_replaying == []
    assert report.verified == len(made["finished"]) + len(made["live"])
    source, target = await Store.open(sqlite_path), await Store.open(url)
    try:
        before, after = await table_rows(source), await table_rows(target)
        assert before == after and before["actions"] and before["outbox"]
        assert len(before["archived_logs"]) == len(made["finished"])  # finished logs are archived
        assert report.copied == {table: len(rows) for table, rows in before.items()}
    finally:
        await source.close()
        await target.close()
    svc = await MatchService.open(url)
    try:
        live = made["live"][0]
        version = (await svc.get(live)).version
        pick = (await svc.prompts(live))[0]
        assert (await svc.act(live, pick.user_id, pick.prompt.option_ids()[0])).match.version > version
        assert await svc.verify(live)
        newer = await svc.create("tiny", ALA, NAMES[ALA], channel_id=9)
        assert newer.id > max(made["lobby"])  # new matches continue after the copied ids
        assert await svc.store.get_user_pref(ALA, "lang") == "pl"
    finally:
        await svc.close()


async def damage(path: str) -> None:
    db = await aiosqlite.connect(path, isolation_level=None)
    try:  # SQLite keeps any value in any column: the kind of row PostgreSQL cannot hold
        await db.execute("UPDATE seats SET user_id = 'ala' WHERE match_id = 1 AND pos = 1")
        await db.execute("UPDATE actions SET at = 'yesterday' WHERE match_id = 4 AND seq = 2")
    finally:
        await db.close()


async def test_a_damaged_row_is_reported_and_nothing_is_copied(sqlite_path, pg_cluster):
    await source_db(sqlite_path)
    await damage(sqlite_path)
    url = pg_cluster.new_db()
    code, report = await migrate(sqlite_path, url)
    assert code == 2
    assert report.damaged == [
        "seats match_id=1, pos=1: user_id is not a whole number: 'ala'",
        "actions match_id=4, seq=2: at is not a number: 'yesterday'",
    ]
    target = await Store.open(url)
    try:
        assert (await target.fetch("SELECT count(*) AS n FROM matches"))[0]["n"] == 0
    finally:
        await target.close()
    # asked to copy the rest: the damaged rows are still listed, and the match that lost a log
    # row (or a seat) no longer replays to its snapshot, which is reported too
    code, report = await migrate(sqlite_path, url, skip_damaged=True)
    assert code == 1 and len(report.damaged) == 2
    assert [line.split(":")[0] for line in report.not_replaying] == ["match 1", "match 4"]


# bot.py with the tiny test game registered
BOT = "import sys, engines, bot; from tests.games.tiny import ENGINE; engines.register(ENGINE); sys.exit(bot.main(sys.argv[1:]))"


async def test_the_command_line_copies_and_reports(sqlite_path, pg_cluster):
    await source_db(sqlite_path)
    url = pg_cluster.new_db()
    command = [sys.executable, "-c", BOT, "migrate-store", "--from", sqlite_path, "--to", url]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "copied 8 matches" in done.stdout and "verified 7 matches" in done.stdout
    again = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    assert again.returncode == 2 and "already holds matches" in again.stdout
