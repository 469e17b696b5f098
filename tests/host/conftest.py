"""Fixtures for the host tests: the tiny test game registered, a service on a real SQLite file."""

from __future__ import annotations

import pytest

import engines
from host.service import MatchService
from tests.games.tiny import ENGINE as TINY

engines.register(TINY)

ALA, BOB, CEZ, DAN = 101, 102, 103, 104
NAMES = {ALA: "Ala", BOB: "Bob", CEZ: "Cez", DAN: "Dan"}
T0 = 1_000_000.0


@pytest.fixture
def db_path(tmp_path):
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
