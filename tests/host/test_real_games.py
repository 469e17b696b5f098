"""The host with the real engines that are committed: an all-bot match replays to its snapshot."""

from __future__ import annotations

import pytest

from engines import available_games, get_engine
from host.types import MatchStatus


@pytest.mark.parametrize("game", available_games())
async def test_all_bot_match_finishes_and_replays(svc, game):
    engine = get_engine(game)
    players = engine.player_range(engine.validate_options({}))[0] + 1
    info = await svc.create(game, 1, "Host", players=players, seed=11)
    for _ in range(players - 1):
        await svc.add_bot(info.id, 1, "random")
    await svc.leave(info.id, 1)
    await svc.add_bot(info.id, 1, "heuristic")
    outcome = await svc.start(info.id, 1)
    assert outcome.match.status == MatchStatus.FINISHED
    assert sorted(s.seat for s in outcome.result.scores) == list(range(players))
    assert await svc.verify(info.id)
    assert len(await svc.history(info.id)) == outcome.match.version


@pytest.mark.parametrize("game", available_games())
async def test_humans_play_a_real_game_with_undos(svc, game):
    import random

    from engines.base import RandomAgent

    engine, agent, rng = get_engine(game), RandomAgent(), random.Random(3)
    info = await svc.create(game, 1, "Ala", players=2, seed=5)
    await svc.join(info.id, 2, "Bob")
    await svc.start(info.id, 1)
    undos = 0
    for salt in range(5000):
        prompts = await svc.prompts(info.id)
        if not prompts:
            break
        pick = rng.choice(prompts)
        if pick.can_undo and rng.random() < 0.2:
            await svc.undo(info.id, pick.user_id)
            undos += 1
            continue
        state = (await svc._load(info.id)).state
        await svc.act(
            info.id,
            pick.user_id,
            agent.choose(engine, state, pick.seat, salt),
            (await svc.get(info.id)).version,
        )
    assert (await svc.get(info.id)).status == MatchStatus.FINISHED
    assert await svc.verify(info.id)
    assert undos > 0
