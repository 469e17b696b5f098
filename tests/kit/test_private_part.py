"""Engine.private_part(state, seat) is exactly view(state, seat).private_part() for every game: the
host compares it after every move (an engine may build it faster, without the whole view)."""

from __future__ import annotations

import pytest

import engines
from engines.base import play_on
from tests.games.tiny import ENGINE as TINY


@pytest.mark.parametrize("game", ["tiny", *engines.available_games()])
def test_private_part_is_the_views_private_part(game):
    engine = TINY if game == "tiny" else engines.get_engine(game)
    low, high = engine.player_range({})
    for players in sorted({low, high}):
        state = engine.setup(players, {}, seed=players)
        for _ in range(6):
            for seat in range(players):
                assert engine.private_part(state, seat) == engine.view(state, seat).private_part()
            if state.finished:
                break
            state = play_on(engine, state, 25)
