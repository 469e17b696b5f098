"""The durable outbox (issue 10, item 1): every committed version records what it owes the players
in the move's own transaction, and stays owed until the transport reports it delivered."""

from __future__ import annotations

import json

import pytest

from host.service import MatchService
from host.store import OUTBOX_BACKOFF_S
from host.types import HostError
from tests.host.conftest import ALA, BOB, T0, started

BACKENDS = ("sqlite", "postgresql")  # runs on both stores (tests/host/conftest.py)


async def rows(svc, match_id):
    return await svc.store.fetch(
        "SELECT version, prompted, dms, board, attempts, next_try, delivered FROM outbox "
        "WHERE match_id = ? ORDER BY version",
        (match_id,),
    )


async def test_a_move_and_what_it_owes_are_written_together_and_survive_a_restart(db_path):
    svc = await MatchService.open(db_path)
    outcome = await started(svc)
    match_id = outcome.match.id
    start = await rows(svc, match_id)
    assert [r["version"] for r in start] == [outcome.match.version]
    assert sorted(json.loads(start[0]["prompted"])) == sorted(p.user_id for p in outcome.prompts)
    pending = next(p for p in outcome.prompts if p.user_id == ALA)
    moved = await svc.act(match_id, ALA, pending.prompt.options[0].id, now=T0 + 5)
    await svc.close()  # the bot dies before anything is posted

    svc = await MatchService.open(db_path)
    owed = await svc.undelivered(T0 + 5)
    assert [(u.match_id, u.version) for u in owed] == [(match_id, moved.match.version)]
    last = (await rows(svc, match_id))[-1]
    assert json.loads(last["prompted"]) == [p.user_id for p in moved.prompts]
    assert last["delivered"] == 0 and last["next_try"] == T0 + 5
    await svc.close()


async def test_when_the_outbox_row_cannot_be_written_the_move_is_not_committed_either(svc):
    outcome = await started(svc)
    match_id = outcome.match.id
    if svc.store.dialect == "sqlite":
        trigger = [
            "CREATE TRIGGER no_outbox BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'disk full'); END"
        ]
    else:
        trigger = [
            "CREATE FUNCTION no_outbox() RETURNS trigger LANGUAGE plpgsql AS "
            "$$ BEGIN RAISE EXCEPTION 'disk full'; END $$",
            "CREATE TRIGGER no_outbox BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION no_outbox()",
        ]
    await svc.store.write([(sql, ()) for sql in trigger])
    pending = outcome.prompts[0]
    with pytest.raises(Exception, match="disk full"):
        await svc.act(match_id, pending.user_id, pending.prompt.options[0].id, now=T0)
    assert (await svc.get(match_id)).version == outcome.match.version
    assert await svc.store.actions(match_id) == []
    assert [r["version"] for r in await rows(svc, match_id)] == [outcome.match.version]


async def test_a_refused_move_owes_nothing(svc):
    outcome = await started(svc)
    with pytest.raises(HostError):
        await svc.act(outcome.match.id, ALA, "nonsense", now=T0)
    assert len(await rows(svc, outcome.match.id)) == 1


async def test_a_newer_version_supersedes_and_delivery_backs_off(svc):
    outcome = await started(svc)
    match_id = outcome.match.id
    pending = next(p for p in outcome.prompts if p.user_id == BOB)
    moved = await svc.act(match_id, BOB, pending.prompt.options[0].id, now=T0)
    owed = await svc.undelivered(T0)
    assert [u.version for u in owed] == [moved.match.version]  # one delivery: the newest state

    await svc.delivery_failed(match_id, moved.match.version, now=T0)
    assert await svc.undelivered(T0 + OUTBOX_BACKOFF_S - 1) == []
    assert [u.attempts for u in await svc.undelivered(T0 + OUTBOX_BACKOFF_S)] == [1]
    await svc.delivery_failed(match_id, moved.match.version, now=T0 + OUTBOX_BACKOFF_S)
    assert await svc.undelivered(T0 + 2 * OUTBOX_BACKOFF_S) == []  # the wait doubles
    assert await svc.undelivered(T0 + 3 * OUTBOX_BACKOFF_S, match_id)

    await svc.delivered(match_id, moved.match.version)
    assert await svc.undelivered(T0 + 10**6) == []
    left = await rows(svc, match_id)
    assert [(r["version"], r["delivered"]) for r in left] == [(moved.match.version, 1)]  # pruned
