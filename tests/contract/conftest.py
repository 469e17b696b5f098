"""The contract suite: every check runs over every game in `engines.registry.specs()`."""

from __future__ import annotations

import pytest

from tests.contract.games import ALL_CONFIGS, GAME_IDS, QUICK_CONFIGS


def pytest_generate_tests(metafunc):
    # `config`: one player count with one option value of one game; `game`: a game id
    if "config" in metafunc.fixturenames:
        # the pairings of player count and option value that the quick loop leaves to the slow run;
        # the quick loop's combined option sets run in both
        params = [pytest.param(c, marks=() if c in QUICK_CONFIGS else pytest.mark.slow) for c in ALL_CONFIGS]
        params += [pytest.param(c) for c in QUICK_CONFIGS if c not in ALL_CONFIGS]
        metafunc.parametrize("config", params, ids=str)
    if "game" in metafunc.fixturenames:
        metafunc.parametrize("game", GAME_IDS)
    if "agent" in metafunc.fixturenames:
        metafunc.parametrize("agent", ["random", "heuristic"])


@pytest.fixture
def engine(game):
    from engines import registry

    return registry.get_engine(game)
