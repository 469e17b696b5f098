"""A click builds each awaited seat's prompt once per match version (issue 8): the host keeps the
prompts on its cached match record, and act, the outcome and later look-ups all reuse them."""

from __future__ import annotations

from collections import Counter

import pytest

from engines import get_engine
from tests.host.conftest import ALA, BOB, started

BACKENDS = ("sqlite", "postgresql")  # runs on both stores (tests/host/conftest.py)


@pytest.fixture
def prompt_calls(monkeypatch):
    """Count the host's engine.prompt calls per (state, seat) for the games used here (the tiny
    engine's own apply checks its input through check_turn: those calls are the engine's)."""
    calls: Counter = Counter()
    inside_apply = []

    def counting(engine):
        original_prompt, original_apply = engine.prompt, engine.apply

        def prompt(state, seat):
            if not inside_apply:
                calls[(state.model_dump_json(), seat)] += 1
            return original_prompt(state, seat)

        def apply(state, seat, action):
            inside_apply.append(True)
            try:
                return original_apply(state, seat, action)
            finally:
                inside_apply.pop()

        monkeypatch.setattr(engine, "prompt", prompt)
        monkeypatch.setattr(engine, "apply", apply)

    for game in ("tiny", "stone_age"):
        counting(get_engine(game))
    return calls


async def start_stone_age(svc):
    info = await svc.create("stone_age", ALA, "Ala", seed=3)
    await svc.join(info.id, BOB, "Bob")
    return await svc.start(info.id, ALA, fixed_order=True)


@pytest.mark.parametrize("game", ["tiny", "stone_age"])
@pytest.mark.parametrize("cold", [False, True])
async def test_one_click_builds_each_prompt_once(svc, prompt_calls, game, cold):
    outcome = await (started(svc, (ALA, BOB)) if game == "tiny" else start_stone_age(svc))
    mid = outcome.match.id
    for _ in range(4):  # a few clicks, each: the table's look-up, the move, the next look-ups
        prompt_calls.clear()
        if cold:
            svc._cache.clear()  # a restart between clicks: the prompt is built by act itself
        pending = (await svc.prompts(mid))[0] if not cold else None
        user = pending.user_id if pending else outcome.prompts[0].user_id
        action = (pending or outcome.prompts[0]).prompt.option_ids()[0]
        outcome = await svc.act(mid, user, action, outcome.match.version)
        for _ in range(3):  # the table finds the next prompt through prompts() again and again
            assert [p.seat for p in await svc.prompts(mid)] == [p.seat for p in outcome.prompts]
        assert prompt_calls and set(prompt_calls.values()) == {1}, prompt_calls.values()
        awaited_now = {p.seat for p in outcome.prompts}
        assert awaited_now <= {seat for _, seat in prompt_calls}
