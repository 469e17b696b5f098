"""What keeps the host flat as it grows (issue #11): one write transaction per move writing only
the seats that changed, clock queries through their indexes, downtime without rewriting rows,
undo from an undo base, undo states only as far as undo reaches, paged history, incremental
ratings read beside the moves. Speed itself is measured in bench/host.py, never here."""

from __future__ import annotations

import asyncio
import re
import time

import pytest

from engines.base import Result
from host.service import MatchService
from host.stats import Finished, standings
from tests.games.tiny import ENGINE as TINY
from tests.host.conftest import ALA, BOB, CEZ, DAN, T0, bid_all, snapshot_text, started
from tests.host.test_absence import HOUR, SETTINGS


async def traced(svc: MatchService, work) -> list[str]:
    """The SQL statements (parameters filled in) the store's connection runs during `work()`."""
    statements: list[str] = []
    await svc.store.db.set_trace_callback(statements.append)
    try:
        await work()
    finally:
        await svc.store.db.set_trace_callback(None)
    return statements


async def test_a_move_is_one_write_transaction_rewriting_only_changed_seats(svc):
    mid = (await started(svc, (ALA, BOB, CEZ))).match.id
    await bid_all(svc, mid)
    acting = (await svc.prompts(mid))[0].user_id
    statements = await traced(svc, lambda: svc.act(mid, acting, "gather", now=T0 + 5))
    begins = [s for s in statements if s.startswith("BEGIN")]
    assert begins == ["BEGIN IMMEDIATE"]  # one write transaction, no read transaction either
    seat_updates = [s for s in statements if s.startswith("UPDATE seats")]
    # only the acting seat's clock restarted: the two others are not written
    assert len(seat_updates) == 1 and f"user_id = {acting}" in seat_updates[0]
    # what was written is what a fresh service reads back
    again = await MatchService.open(svc.store.path)
    try:
        assert (await again.get(mid)).deadline == (await svc.get(mid)).deadline
    finally:
        await again.close()


async def test_clock_queries_read_only_the_due_seats_through_their_indexes(svc):
    for _ in range(3):
        await started(svc, (ALA, BOB), settings=SETTINGS, now=T0)

    async def tick():
        await svc.due_reminders(T0 + HOUR)
        await svc.apply_timeouts(T0 + HOUR)

    selects = [s for s in await traced(svc, tick) if s.startswith("SELECT")]
    assert len(selects) == 2
    for sql in selects:
        plan = " / ".join(r["detail"] for r in await svc.store.fetch("EXPLAIN QUERY PLAN " + sql))
        assert re.search(r"SEARCH s USING (COVERING )?INDEX seats_(remind|deadline)_due", plan), plan
        assert not re.search(r"\bSCAN\b", plan), plan  # never walks the tables
        # each due seat's match is looked up by its id, never found by walking the active ones
        assert re.search(r"SEARCH m USING .*(rowid=\?|INTEGER PRIMARY KEY)", plan), plan


async def test_downtime_rewrites_no_seat_row(db_path):
    svc = await MatchService.open(db_path)
    try:
        mid = (await started(svc, (ALA, BOB), settings=SETTINGS, now=T0)).match.id
        stored = await svc.store.fetch("SELECT pos, deadline, remind_at FROM seats ORDER BY pos")
        before = (await svc.get(mid)).deadline
        assert await svc.extend_deadlines(3 * HOUR, T0 + 4 * HOUR) == 2
        assert await svc.store.fetch("SELECT pos, deadline, remind_at FROM seats ORDER BY pos") == stored
        assert (await svc.get(mid)).deadline == before + 3 * HOUR
    finally:
        await svc.close()
    svc = await MatchService.open(db_path)  # the offset survives a restart, and adds up
    try:
        await svc.extend_deadlines(HOUR, T0 + 5 * HOUR)
        assert (await svc.get(mid)).deadline == before + 4 * HOUR
        assert await svc.apply_timeouts(before + 4 * HOUR - 1) == []
        assert len(await svc.apply_timeouts(before + 4 * HOUR)) == 1
    finally:
        await svc.close()


async def test_undo_after_a_restart_replays_from_the_undo_base(db_path, monkeypatch):
    svc = await MatchService.open(db_path)
    mid = (await started(svc, (ALA, BOB))).match.id
    await bid_all(svc, mid)  # the bids are revealed: undo never crosses them (the undo base)
    await svc.act(mid, ALA, "gather")
    one_snap = await snapshot_text(svc, mid)
    await svc.act(mid, ALA, "gather")
    await svc.close()
    calls = {"setup": 0, "apply": 0}
    real_setup, real_apply = TINY.setup, TINY.apply

    def setup(*args, **kwargs):
        calls["setup"] += 1
        return real_setup(*args, **kwargs)

    def apply(*args, **kwargs):
        calls["apply"] += 1
        return real_apply(*args, **kwargs)

    svc = await MatchService.open(db_path)  # restarted: no undo state in memory
    try:
        monkeypatch.setattr(TINY, "setup", setup)
        monkeypatch.setattr(TINY, "apply", apply)
        await svc.undo(mid, ALA, (await svc.get(mid)).version)
        assert calls == {"setup": 0, "apply": 1}  # the undo base plus the one gather before the undone one
        assert await snapshot_text(svc, mid) == one_snap
        monkeypatch.undo()
        assert await svc.verify(mid)
    finally:
        await svc.close()


async def test_only_states_undo_can_reach_stay_in_memory(svc):
    mid = (await started(svc, (ALA, BOB))).match.id
    await bid_all(svc, mid)
    await svc.act(mid, ALA, "gather")
    await svc.act(mid, ALA, "gather")
    rec = svc._cache[mid]
    assert sorted(rec.before) == [rec.tail[-2].seq, rec.tail[-1].seq]
    await svc.act(mid, ALA, "end")
    await svc.act(mid, BOB, "gather")
    rec = svc._cache[mid]
    assert list(rec.before) == [rec.tail[-1].seq]  # Ala's moves are out of reach once Bob moved


async def test_history_is_read_a_page_at_a_time(svc):
    mid = (await started(svc, (ALA, BOB))).match.id
    await bid_all(svc, mid)
    for _ in range(3):
        await svc.act(mid, ALA, "gather")
    whole = await svc.history(mid)
    assert [e.version for e in await svc.history(mid, last=2)] == [e.version for e in whole[-2:]]
    older = await svc.history(mid, last=2, before=whole[-2].version)
    assert [e.version for e in older] == [e.version for e in whole[-4:-2]]
    assert [e.version for e in await svc.history(mid, after=whole[-3].version)] == [
        e.version for e in whole[-2:]
    ]
    assert await svc.history_length(mid) == len(whole)
    statements = await traced(svc, lambda: svc.history(mid, last=2))
    assert any("LIMIT 2" in s for s in statements)  # the page is read, not the whole log


class HeldLock(asyncio.Lock):
    """The store lock as a move holds it: whoever would wait for it fails at once (a test that
    waited for the waiter would need a wall-clock bound to tell slow from stuck)."""

    async def acquire(self) -> bool:
        raise AssertionError("waited for the store lock")


async def test_leaderboard_folds_in_new_results_and_never_waits_for_the_store_lock(svc, monkeypatch):
    from tests.host.test_stats import GUILD, finished_match, table

    await finished_match(svc, [(ALA, 1), (BOB, 2), (CEZ, 3)], now=10.0)
    first = await svc.leaderboard(GUILD)
    statements = await traced(svc, lambda: svc.leaderboard(GUILD))
    assert not any("FROM matches" in s for s in statements)  # bulk reads use the other connection
    with monkeypatch.context() as held:  # a move holding the store: the leaderboard does not wait for it
        held.setattr(svc.store, "lock", HeldLock())
        with pytest.raises(AssertionError):
            await svc.store.fetch("SELECT 1")  # (what waiting for the lock would do)
        again = await svc.leaderboard(GUILD)
    assert table(again) == table(first)
    await finished_match(svc, [(BOB, 1), (ALA, 2), (CEZ, 3)], now=20.0)
    after = await svc.leaderboard(GUILD)
    found = await svc.store.finished_since(None, guild_id=GUILD)
    matches = [
        Finished(game, Result.model_validate_json(result), {s: (u, n) for s, u, n in seats})
        for _, game, result, seats in found
    ]
    assert len(matches) == 2 and table(after) == table(standings(matches))  # as if computed anew


async def test_a_few_bot_moves_run_at_once_and_a_long_run_in_a_thread_with_the_same_moves(
    db_path, monkeypatch
):
    import host.play

    threads = []
    real = asyncio.to_thread

    async def to_thread(fn, *args, **kwargs):
        threads.append(fn)
        return await real(fn, *args, **kwargs)

    monkeypatch.setattr(host.play.asyncio, "to_thread", to_thread)
    # only the count bounds them here: 20 ms of a busy machine's clock could send the few to a thread
    monkeypatch.setattr(host.play, "INLINE_SECONDS", None)
    snapshots = []
    for inline in (host.play.INLINE_STEPS, 10**6):
        monkeypatch.setattr(host.play, "INLINE_STEPS", inline)
        threads.clear()
        svc = await MatchService.open(db_path.replace(".db", f"{inline}.db"))
        try:
            mid = (await started(svc, (ALA,), bots=2, rounds="3", agent="random")).match.id
            await bid_all(svc, mid)
            assert threads == []  # the bots' few moves after a human's ran on the event loop
            outcome = await svc.resign(mid, ALA)  # the bots play the whole match to its end
            assert outcome.result is not None
            snapshots.append((await snapshot_text(svc, mid), len(threads)))
        finally:
            await svc.close()
    (long_run, in_thread), (all_at_once, _) = snapshots
    assert in_thread == 1 and long_run == all_at_once


async def test_bot_moves_on_the_event_loop_are_bounded_by_time_too(db_path, monkeypatch):
    """A few slow bot moves (a slow engine) go to a worker thread, with the same moves."""
    import host.play

    threads = []
    real = asyncio.to_thread

    async def to_thread(fn, *args, **kwargs):
        threads.append(fn)
        return await real(fn, *args, **kwargs)

    monkeypatch.setattr(host.play.asyncio, "to_thread", to_thread)
    monkeypatch.setattr(host.play, "INLINE_STEPS", 10**6)  # the count alone never bounds them
    snapshots = []
    for seconds in (None, 0.0):  # no time bound, and one that every move is over
        monkeypatch.setattr(host.play, "INLINE_SECONDS", seconds)
        threads.clear()
        svc = await MatchService.open(db_path.replace(".db", f"{seconds}.db"))
        try:
            mid = (await started(svc, (ALA,), bots=2, rounds="3", agent="random")).match.id
            await bid_all(svc, mid)  # the two bots bid after Ala
            snapshots.append((await snapshot_text(svc, mid), len(threads)))
        finally:
            await svc.close()
    (in_time, inline_threads), (out_of_time, slow_threads) = snapshots
    assert inline_threads == 0 and slow_threads == 1 and in_time == out_of_time


async def test_the_wal_is_checkpointed_beside_the_moves_not_inside_them(svc, monkeypatch):
    import host.store

    monkeypatch.setattr(host.store, "CHECKPOINT_EVERY", 4)
    mid = (await started(svc, (ALA, BOB))).match.id
    statements = await traced(svc, lambda: bid_all(svc, mid))
    assert not any("wal_checkpoint" in s for s in statements)  # never on the moves' connection
    assert (await svc.store.fetch("PRAGMA wal_autocheckpoint"))[0][0] == 0
    if svc.store.checkpointing is not None:
        await svc.store.checkpointing
    before = svc.store.checkpoints
    for _ in range(4):  # four commits cross one multiple of CHECKPOINT_EVERY
        await svc.store.set_value("tick", "x")
    if svc.store.checkpointing is not None:
        await svc.store.checkpointing
    assert svc.store.checkpoints == before + 1  # ran on the bulk connection


async def test_a_seats_whole_view_is_built_only_when_its_private_part_changed(svc, monkeypatch):
    mid = (await started(svc, (ALA, BOB))).match.id
    await bid_all(svc, mid)
    views = []
    real_view = TINY.view

    def view(state, seat):
        views.append(seat)
        return real_view(state, seat)

    monkeypatch.setattr(TINY, "view", view)
    outcome = await svc.act(mid, ALA, "gather")  # no hand changed
    assert outcome.private == [] and views == []
    outcome = await svc.act(mid, ALA, "draw")  # Ala's hand changed: her view only, for the DM
    assert [p.user_id for p in outcome.private] == [ALA] and views == [0]


async def test_each_prompt_gets_the_players_names_once_per_version(svc, monkeypatch):
    import host.play

    named = []
    real = host.play.named_prompt

    def counting(rec, prompt, *namer):
        named.append((rec.version, prompt.seat if hasattr(prompt, "seat") else None))
        return real(rec, prompt, *namer)

    monkeypatch.setattr(host.play, "named_prompt", counting)
    mid = (await started(svc, (ALA, BOB))).match.id
    named.clear()
    outcome = await svc.act(mid, ALA, (await svc.prompts(mid))[0].prompt.option_ids()[0])
    for _ in range(3):  # the transport looks the prompts up again and again
        assert [p.prompt for p in await svc.prompts(mid)] == [p.prompt for p in outcome.prompts]
    # the look-up before the move reused the start's; then once per awaited seat of the new version
    assert sorted(named) == sorted((outcome.match.version, p.seat) for p in outcome.prompts)


async def test_a_logged_event_stores_only_what_differs_from_the_defaults(svc):
    mid = (await started(svc, (ALA, BOB))).match.id
    await bid_all(svc, mid)
    await svc.act(mid, ALA, "gather")
    stored = (await svc.store.actions(mid))[-1]["events"]
    assert '"seats"' not in stored and '"reveal"' not in stored and '"board"' not in stored
    entry = (await svc.history(mid))[-1]
    assert entry.events[0].seats is None and entry.events[0].board and not entry.events[0].reveal


async def test_a_finished_match_keeps_no_undo_base(svc):
    mid = (await started(svc, (ALA,), bots=1)).match.id
    await bid_all(svc, mid)
    assert await svc.store.undo_base(mid) is not None
    outcome = await svc.resign(mid, ALA)
    assert outcome.result is not None and await svc.store.undo_base(mid) is None


async def test_ratings_are_kept_across_a_restart_and_recomputed_when_an_earlier_result_arrives(db_path):
    from tests.host.test_stats import GUILD, finished_match, table

    svc = await MatchService.open(db_path)
    try:
        await finished_match(svc, [(ALA, 1), (BOB, 2), (CEZ, 3)], now=10.0)
        await finished_match(svc, [(BOB, 1), (ALA, 2)], now=20.0)
        first = table(await svc.leaderboard(GUILD))
    finally:
        await svc.close()
    svc = await MatchService.open(db_path)
    try:
        asked = []
        real = svc.store.finished_since

        async def finished_since(after, **kwargs):
            asked.append(after)
            return await real(after, **kwargs)

        svc.store.finished_since = finished_since
        assert table(await svc.leaderboard(GUILD)) == first
        assert asked and asked[0] is not None  # only the matches finished after the stored ratings
        # a result finishing before the stored key (a clock set back): the ratings are redone
        info = await svc.create("tiny", CEZ, "Cez", guild_id=GUILD, players=2, options={"rounds": "1"})
        await svc.join(info.id, DAN, "Dan")
        await svc.start(info.id, CEZ, fixed_order=True, now=5.0)
        await bid_all(svc, info.id, now=5.0)
        assert await svc.store.load_ratings(f"*|{GUILD}") is not None
        await svc.resign(info.id, CEZ, now=5.0)
        assert (await svc.resign(info.id, DAN, now=5.0)).result is not None  # the bots finish it
        assert await svc.store.load_ratings(f"*|{GUILD}") is None  # dropped with that result
        found = await real(None, guild_id=GUILD)
        expected = standings(
            [
                Finished(g, Result.model_validate_json(r), {s: (u, n) for s, u, n in seats if u})
                for _, g, r, seats in found
            ]
        )
        assert len(found) == 3 and table(await svc.leaderboard(GUILD)) == table(expected)
        assert any(row[0] == DAN for row in table(expected))
    finally:
        await svc.close()


@pytest.fixture
async def two_services(db_path):
    """Two services on one database, as two bot processes."""
    first, second = await MatchService.open(db_path), await MatchService.open(db_path)
    yield first, second
    await first.close()
    await second.close()


async def test_a_result_another_process_commits_after_a_newer_one_is_counted(two_services):
    # its finished_at is taken before its commit, so it may sort before results already folded
    from tests.host.test_stats import GUILD, finished_match, table

    first, second = two_services
    now = time.time()
    await finished_match(first, [(ALA, 1), (BOB, 2)], now=now)
    assert [s.played for s in await first.leaderboard(GUILD)] == [1, 1]
    await finished_match(second, [(BOB, 1), (ALA, 2)], now=now - 1.0)
    counted = table(await first.leaderboard(GUILD))
    assert [row[2] for row in counted] == [2, 2]
    assert counted == table(await second.leaderboard(GUILD))


async def test_only_settled_results_are_kept_and_newer_ones_count_at_once(svc):
    from host.queries import SETTLE_SECONDS
    from tests.host.test_stats import GUILD, finished_match

    old = time.time() - 2 * SETTLE_SECONDS
    await finished_match(svc, [(ALA, 1), (BOB, 2)], now=old)
    await finished_match(svc, [(BOB, 1), (ALA, 2)], now=time.time())
    assert [s.played for s in await svc.leaderboard(GUILD)] == [2, 2]
    (finished_at, _), _ = await svc.store.load_ratings(f"*|{GUILD}")
    assert finished_at == old  # the newer result is folded again at each call until it settles


async def test_ratings_dropped_by_another_process_are_folded_again(two_services):
    from tests.host.test_stats import GUILD, finished_match, table

    first, second = two_services
    await finished_match(first, [(ALA, 1), (BOB, 2)], now=20.0)
    assert [s.played for s in await first.leaderboard(GUILD)] == [1, 1]
    # a result stamped before the kept key (a clock set back), finished in the other process
    info = await second.create("tiny", ALA, "Ala", guild_id=GUILD, players=2, options={"rounds": "1"})
    await second.join(info.id, BOB, "Bob")
    await second.start(info.id, ALA, fixed_order=True, now=5.0)
    await second.resign(info.id, ALA, now=5.0)
    assert (await second.resign(info.id, BOB, now=5.0)).result is not None
    assert await first.store.load_ratings(f"*|{GUILD}") is None
    counted = table(await first.leaderboard(GUILD))
    assert [row[2] for row in counted] == [2, 2]
    assert counted == table(await second.leaderboard(GUILD))


async def test_a_fold_that_fails_leaves_the_kept_ratings_as_they_were(svc, monkeypatch):
    from host import queries
    from tests.host.test_stats import GUILD, finished_match, table

    await finished_match(svc, [(ALA, 1), (BOB, 2)], now=10.0)
    first = table(await svc.leaderboard(GUILD))
    await finished_match(svc, [(BOB, 1), (ALA, 2)], now=20.0)
    real = queries.Ratings.add

    def failing_add(self, match):
        real(self, match)
        raise ValueError("a broken result")

    monkeypatch.setattr(queries.Ratings, "add", failing_add)
    try:
        await svc.leaderboard(GUILD)
    except ValueError:
        pass
    monkeypatch.setattr(queries.Ratings, "add", real)
    _, kept = svc._ratings[(None, GUILD)]
    assert table(kept.standings()) == first  # the failed fold added nothing to what is kept


async def test_ratings_warmed_at_startup_leave_the_first_leaderboard_no_full_fold(db_path, monkeypatch):
    import host.queries
    from tests.host.test_stats import GUILD, finished_match, table

    monkeypatch.setattr(host.queries, "available_games", lambda: ["tiny", "stone_age"])

    svc = await MatchService.open(db_path)
    try:
        await finished_match(svc, [(ALA, 1), (BOB, 2), (CEZ, 3)], now=10.0)
        await finished_match(svc, [(BOB, 1), (ALA, 2)], now=20.0)
        expected = table(await svc.leaderboard(GUILD))
        await svc.store.forget_ratings(f"*|{GUILD}")  # finished matches, no ratings kept (an upgrade)
        assert await svc.store.load_ratings(f"tiny|{GUILD}") is None
    finally:
        await svc.close()
    svc = await MatchService.open(db_path)
    try:
        reads = []
        real_read = svc.store.finished_since

        async def read(after, **kwargs):
            reads.append(after)
            return await real_read(after, **kwargs)

        svc.store.finished_since = read
        assert await svc.warm_ratings([GUILD]) == 3
        assert reads == [None] + [reads[1]] * 3  # one read of the guild's matches, then none new
        del svc.store.finished_since
        asked = []
        real = svc.store.finished_since

        async def finished_since(after, **kwargs):
            asked.append(after)
            return await real(after, **kwargs)

        svc.store.finished_since = finished_since
        assert table(await svc.leaderboard(GUILD)) == expected
        assert table(await svc.leaderboard(GUILD, "tiny")) == expected  # both matches are tiny ones
        assert await svc.leaderboard(GUILD, "stone_age") == []
        assert asked == [(20.0, asked[0][1])] * 3  # only what finished after the warmed ratings
    finally:
        await svc.close()
