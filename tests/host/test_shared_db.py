"""Several bot processes on one PostgreSQL database (issue 18), each a MatchService with its own
connections, cache and claims: the same click sent to all of them is applied once, a stale
cached match is read again instead of overwriting a newer one, and every reminder, time-out and
delivery is done by one of them. (tests/test_processes.py runs real processes, one killed.)"""

from __future__ import annotations

import asyncio
import random
import time
from types import SimpleNamespace

import pytest

from host import store_claims
from host.service import MatchService
from host.types import HostError, MatchSettings
from tests.host.conftest import ALA, BOB, CEZ, DAN, T0, bid_all, started

HOUR = 3600
SETTINGS = MatchSettings(turn_timeout_s=10 * HOUR, remind_after_s=6 * HOUR)
PROCESSES = 3


@pytest.fixture
async def services(pg_cluster):
    url = pg_cluster.new_db()
    opened = [await MatchService.open(url) for _ in range(PROCESSES)]
    yield opened
    for service in opened:
        await service.close()


async def check_log(svc, match_id):
    """The log is one unbroken sequence and replays to the snapshot: no move lost or doubled."""
    rows = await svc.store.actions(match_id)
    assert [r["seq"] for r in rows] == list(range(1, len(rows) + 1))
    assert await svc.verify(match_id)


async def test_the_same_click_sent_to_every_process_is_applied_once(services):
    rng = random.Random(18)
    first = services[0]
    pairs = [(ALA, BOB), (CEZ, DAN)]
    ids = [(await started(first, pairs[i % 2], seed=i)).match.id for i in range(8)]
    applied = 0
    for _ in range(25):
        clicks = []
        for mid in ids:
            reader = rng.choice(services)  # whichever process showed the prompt
            prompts = await reader.prompts(mid)
            if not prompts:
                continue
            pick = rng.choice(prompts)
            version = (await reader.get(mid)).version
            action = rng.choice(pick.prompt.option_ids())
            clicks.append((mid, pick.user_id, action, version))
        results = await asyncio.gather(
            *(s.act(mid, user, action, version) for mid, user, action, version in clicks for s in services),
            return_exceptions=True,
        )
        for n in range(len(clicks)):
            mine = results[n * PROCESSES : (n + 1) * PROCESSES]
            done = [r for r in mine if not isinstance(r, BaseException)]
            refused = [r for r in mine if isinstance(r, HostError)]
            assert len(done) == 1, mine  # one process applied it
            assert len(refused) == PROCESSES - 1 and {r.code for r in refused} <= {"stale", "not_your_turn"}
            applied += 1
    assert applied > 100
    for mid in ids:
        await check_log(first, mid)
        versions = {(await s.get(mid)).version for s in services}
        assert len(versions) == 1  # every process reads the same match (caches checked)


async def test_a_process_with_a_stale_cache_reads_the_match_again(services):
    one, two = services[0], services[1]
    mid = (await bid_all(one, (await started(one, (ALA, BOB))).match.id)).match.id
    await two.get(mid)  # two caches this version
    moved = await one.act(mid, ALA, "gather")
    # two's next request sees the move (it does not act on its old copy)
    assert (await two.get(mid)).version == moved.match.version
    outcome = await two.act(mid, ALA, "gather", moved.match.version)
    assert outcome.match.version == moved.match.version + 1
    await check_log(one, mid)


async def test_reminders_and_time_outs_are_done_once_across_processes(services):
    first = services[0]
    ids = []
    for i in range(6):
        outcome = await started(first, (ALA, BOB), seed=i, settings=SETTINGS, now=T0)
        await bid_all(first, outcome.match.id, now=T0)
        ids.append(outcome.match.id)
    for service in services:  # every process has the matches cached
        for mid in ids:
            await service.get(mid)
    reminders = await asyncio.gather(*(s.due_reminders(T0 + 6 * HOUR) for s in services))
    sent = sorted((r.match.id, r.user_id) for batch in reminders for r in batch)
    assert sent == sorted((mid, ALA) for mid in ids)  # each once, by one process or another
    before = {mid: (await first.get(mid)).version for mid in ids}
    timed = await asyncio.gather(*(s.apply_timeouts(T0 + 10 * HOUR) for s in services))
    outcomes = [o for batch in timed for o in batch]
    assert sorted(o.match.id for o in outcomes) == sorted(ids)  # each match timed out once
    for mid in ids:
        rows = (await first.store.actions(mid))[before[mid] :]
        assert rows and all(r["by_timeout"] for r in rows)
        await check_log(first, mid)
    assert await first.store.claims() == []  # every claim released


async def test_a_delivery_is_claimed_by_one_process_and_released(services):
    mids = [(await started(services[0], (ALA, BOB), seed=i)).match.id for i in range(10)]
    for mid in mids:
        won = await asyncio.gather(*(s.claim_delivery(mid) for s in services))
        assert sum(won) == 1
        winner = services[won.index(True)]
        assert not await services[(won.index(True) + 1) % PROCESSES].claim_delivery(mid)
        await winner.release_delivery(mid)
        assert await services[(won.index(True) + 1) % PROCESSES].claim_delivery(mid)


async def test_a_claim_of_a_process_that_died_is_released_by_its_lease(services, monkeypatch):
    # leases run on the wall clock; here it stands still until the test moves it, so the time the
    # processes take (a busy machine) cannot run the lease out before the test means to
    wall = [time.time()]
    monkeypatch.setattr(store_claims, "time", SimpleNamespace(time=lambda: wall[0]))
    mid = (await started(services[0], (ALA, BOB), settings=SETTINGS, now=T0)).match.id
    assert await services[0].store.claim("timeout", mid, lease=0.5)
    await services[0].close()  # the process dies holding the claim
    services[0] = await MatchService.open(services[1].store.path)
    await bid_all(services[1], mid, now=T0)
    assert await services[1].apply_timeouts(T0 + 10 * HOUR) == []  # still claimed
    wall[0] += 0.5  # the lease runs out
    assert [o.match.id for o in await services[1].apply_timeouts(T0 + 10 * HOUR)] == [mid]


async def test_what_changes_without_a_new_version_reaches_the_other_processes(services):
    one, two = services[0], services[1]
    mid = (await bid_all(one, (await started(one, (ALA, BOB), settings=SETTINGS, now=T0)).match.id)).match.id
    await two.get(mid)  # cached in two
    await one.update_settings(mid, ALA, MatchSettings(turn_timeout_s=20 * HOUR, remind_after_s=6 * HOUR))
    assert (await two.get(mid)).settings.turn_timeout_s == 20 * HOUR
    await one.abandon(mid, ALA)  # a status change without a new version
    with pytest.raises(HostError) as refused:
        await two.act(mid, ALA, "gather")  # two does not play on its old copy
    assert refused.value.code == "finished"


async def test_lobby_changes_in_two_processes_at_once_are_never_lost(services):
    one, two = services[0], services[1]
    for _ in range(5):
        info = await one.create("tiny", ALA, "Ala", channel_id=9)
        await two.get(info.id)
        joins = [one.join(info.id, BOB, "Bob"), two.join(info.id, CEZ, "Cez")]
        results = await asyncio.gather(*joins, return_exceptions=True)
        seated = {s.user_id for s in (await one.get(info.id)).seats}
        for user, result in zip((BOB, CEZ), results, strict=True):
            if isinstance(result, HostError):  # refused, and says so: the player clicks again
                assert result.code == "stale" and user not in seated
            else:
                assert not isinstance(result, BaseException) and user in seated
    # a join that reaches a process after another one started the match is refused
    info = await one.create("tiny", ALA, "Ala", channel_id=9)
    await one.join(info.id, BOB, "Bob")
    await two.get(info.id)
    await one.start(info.id, ALA, fixed_order=True)
    with pytest.raises(HostError) as refused:
        await two.join(info.id, CEZ, "Cez")
    assert refused.value.code == "started"
    assert len((await one.get(info.id)).seats) == 2


async def test_new_settings_never_overwrite_a_move_made_in_another_process(services):
    one, two = services[0], services[1]
    mid = (await bid_all(one, (await started(one, (ALA, BOB), settings=SETTINGS, now=T0)).match.id)).match.id
    await two.get(mid)
    real_load = two._load

    async def load_then_move(match_id):  # the other process moves between this read and the write
        rec = await real_load(match_id)
        if not moved:
            moved.append(await one.act(mid, ALA, "gather", now=T0 + HOUR))
        return rec

    moved: list = []
    two._load = load_then_move
    with pytest.raises(HostError) as refused:
        await two.update_settings(mid, ALA, MatchSettings(turn_timeout_s=20 * HOUR, remind_after_s=6 * HOUR))
    assert refused.value.code == "stale"
    two._load = real_load
    info = await two.get(mid)
    assert info.version == moved[0].match.version and info.settings.turn_timeout_s == 10 * HOUR
    await check_log(one, mid)
