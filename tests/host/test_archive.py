"""Issue #11: a finished match's log is packed into one archived row in the write that finishes
it; every reader of the log (history and its pages, export, verify, replay, undo's log reads)
reads the archive as it read the rows, and a database from before migration 009 is archived when
it is opened."""

from __future__ import annotations

from host import store_archive
from host.replay import replay_file
from host.service import MatchService
from host.types import MatchStatus
from tests.host.conftest import ALA, BOB, T0, started

BACKENDS = ("sqlite", "postgresql")  # runs on both stores (tests/host/conftest.py)
INSERT_ROW = (
    "INSERT INTO actions (match_id, seq, seat, action, by_agent, by_timeout, barrier, events, at, undone_by) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


async def finished_with_undo(svc):
    """A tiny match of two players and a bot, one move taken back, played to the end; returns its
    id and its log rows just before the finishing move."""
    outcome = await started(svc, (ALA, BOB), bots=1, seed=6, rounds="2")
    mid = outcome.match.id
    turn, undone = 0, False
    before_last: list = []
    while outcome.prompts:
        prompt = outcome.prompts[0]
        options = prompt.prompt.option_ids()
        now = T0 + 1.25 * turn
        before_last = [dict(r) for r in await svc.store.actions(mid)]
        outcome = await svc.act(mid, prompt.user_id, options[turn % len(options)], now=now)
        turn += 1
        if not undone and outcome.prompts and any(p.can_undo for p in outcome.prompts):
            user = next(p.user_id for p in outcome.prompts if p.can_undo)
            outcome = await svc.undo(mid, user, now=now + 0.5)
            undone = True
    assert outcome.match.status == MatchStatus.FINISHED and undone
    return mid, before_last


async def readings(svc, mid):
    """What the readers of the log give for the match."""
    history = await svc.history(mid)
    return {
        "history": [
            (h.version, h.seat, h.action, h.by_agent, h.at, [e.text.en for e in h.events]) for h in history
        ],
        "page": [h.version for h in await svc.history(mid, last=3, skip=2)],
        "after": [h.version for h in await svc.history(mid, after=history[2].version)],
        "before": [h.version for h in await svc.history(mid, last=2, before=history[4].version)],
        "length": await svc.history_length(mid),
        "export": await svc.export(mid),
        "verify": await svc.verify(mid),
        "all_rows": [dict(r) for r in await svc.store.actions(mid)],
    }


async def unarchive(svc, mid):
    """Put the archived rows back into `actions`, as a database from before migration 009 has them."""
    rows = await svc.store.actions(mid)
    await svc.store.write(
        [
            ("DELETE FROM archived_logs WHERE match_id = ?", (mid,)),
            (INSERT_ROW, [(mid, *(r[c] for c in store_archive.ROW_COLUMNS)) for r in rows]),
        ]
    )


async def stored_counts(svc, mid):
    actions = await svc.store.fetch("SELECT count(*) AS n FROM actions WHERE match_id = ?", (mid,))
    archived = await svc.store.fetch("SELECT body FROM archived_logs WHERE match_id = ?", (mid,))
    return actions[0]["n"], (len(bytes(archived[0]["body"])) if archived else None)


async def test_finishing_archives_the_log_and_every_reader_reads_it_alike(svc):
    mid, before_last = await finished_with_undo(svc)
    kept, size = await stored_counts(svc, mid)
    assert kept == 0 and size is not None
    archived = await readings(svc, mid)
    rows = archived["all_rows"]
    assert rows[: len(before_last)] == before_last  # the archive holds the rows as they were
    assert any(r["undone_by"] is not None for r in rows)
    assert archived["verify"] is True
    assert replay_file(archived["export"]).result is not None
    raw = sum(len(str(r["events"])) + len(r["action"]) + 40 for r in rows)
    assert size < raw / 3  # packed: a fraction of the row payload it replaces

    await unarchive(svc, mid)
    svc._forget(mid)
    assert await stored_counts(svc, mid) == (len(rows), None)
    assert await readings(svc, mid) == archived  # the same from the plain rows

    assert await svc.store.archive_pending() == 1  # a pre-009 finished match, archived lazily
    assert (await stored_counts(svc, mid))[0] == 0
    assert await readings(svc, mid) == archived


async def test_opening_a_database_from_before_009_archives_its_finished_matches(db_path):
    svc = await MatchService.open(db_path)
    try:
        mid, _ = await finished_with_undo(svc)
        expected = await readings(svc, mid)
        await unarchive(svc, mid)
        # back to schema 8: the table of migration 009 dropped, the schema version set back
        if svc.store.dialect == "sqlite":
            await svc.store.db.execute("DROP TABLE archived_logs")
            await svc.store.db.execute("PRAGMA user_version = 8")
        else:
            await svc.store.write(
                [("DROP TABLE archived_logs", ()), ("UPDATE schema_migrations SET version = 8", ())]
            )
    finally:
        await svc.close()
    svc = await MatchService.open(db_path)
    try:
        assert await svc.store.schema_version() == 9
        kept, size = await stored_counts(svc, mid)
        assert kept == 0 and size is not None
        assert await readings(svc, mid) == expected
    finally:
        await svc.close()


def test_pages_of_an_archive_match_the_sql_pages():
    rows = [
        {
            "seq": s,
            "seat": 0,
            "action": "a",
            "by_agent": 0,
            "by_timeout": 0,
            "barrier": 0,
            "events": "[]",
            "at": T0 + s / 8,
            "undone_by": 9 if s == 3 else None,
        }
        for s in range(1, 8)
    ]
    back = store_archive.unpack(store_archive.pack(rows))
    assert back == rows  # eighths of a second survive the millisecond rounding exactly
    pick = store_archive.select
    assert [r["seq"] for r in pick(back, effective_only=True)] == [1, 2, 4, 5, 6, 7]
    assert [r["seq"] for r in pick(back, effective_only=True, last=2, skip=1)] == [5, 6]
    assert [r["seq"] for r in pick(back, last=3, before=5)] == [2, 3, 4]
    assert [r["seq"] for r in pick(back, after=5)] == [6, 7]
    assert pick(back, last=2, skip=10) == []
