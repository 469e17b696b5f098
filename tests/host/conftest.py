"""Fixtures for the host tests: the tiny test game registered, a service on a real SQLite file,
or on a fresh database of a throwaway PostgreSQL cluster in the modules that name both backends
(`BACKENDS = ("sqlite", "postgresql")`)."""

from __future__ import annotations

import pytest

import engines
from host.service import MatchService
from tests import pgcluster
from tests.games.tiny import ENGINE as TINY

engines.register(TINY)

ALA, BOB, CEZ, DAN = 101, 102, 103, 104
NAMES = {ALA: "Ala", BOB: "Bob", CEZ: "Cez", DAN: "Dan"}
T0 = 1_000_000.0


def pytest_generate_tests(metafunc):
    if "backend" in metafunc.fixturenames:
        backends = getattr(metafunc.module, "BACKENDS", ("sqlite",))
        metafunc.parametrize("backend", backends, indirect=True)


@pytest.fixture
def backend(request):
    return request.param


@pytest.fixture(scope="session")
def pg_cluster():
    """One throwaway PostgreSQL server for the session (skipped when PostgreSQL is absent)."""
    reason = pgcluster.unavailable_reason()
    if reason:
        pytest.skip(reason)
    cluster = pgcluster.Cluster().start()
    yield cluster
    cluster.stop()


@pytest.fixture
def db_path(backend, tmp_path, request):
    """The database setting of a fresh, empty database of the test's backend."""
    if backend == "postgresql":
        return request.getfixturevalue("pg_cluster").new_db()
    return str(tmp_path / "epochs.db")


@pytest.fixture
def sqlite_path(tmp_path):
    """A fresh SQLite file, for tests of what only SQLite has (pragmas, its connection)."""
    return str(tmp_path / "epochs.db")


@pytest.fixture
async def svc(db_path):
    service = await MatchService.open(db_path)
    yield service
    await service.close()


async def started(
    svc, users=(ALA, BOB), bots=0, *, seed=1, settings=None, rounds="2", agent="heuristic", now=T0
):
    """A started tiny match in join order (fixed_order), seats 0.. = users then bots."""
    info = await svc.create(
        "tiny",
        users[0],
        NAMES[users[0]],
        channel_id=9,
        options={"rounds": rounds},
        settings=settings,
        seed=seed,
    )
    for user in users[1:]:
        await svc.join(info.id, user, NAMES[user])
    for _ in range(bots):
        await svc.add_bot(info.id, users[0], agent)
    return await svc.start(info.id, users[0], fixed_order=True, now=now)


async def snapshot_text(svc, match_id):
    return (await svc.store.snapshot(match_id))[1]


def user_of(outcome, seat):
    return next(s.user_id for s in outcome.match.seats if s.seat == seat)


async def bid_all(svc, match_id, now=T0):
    """Every awaited human plays its first option (the bid); returns the last outcome."""
    outcome = None
    for prompt in await svc.prompts(match_id):
        outcome = await svc.act(match_id, prompt.user_id, prompt.prompt.options[0].id, now=now)
    return outcome
