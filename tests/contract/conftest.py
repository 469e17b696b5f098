"""The contract suite: every check runs over every game in `engines.registry.specs()`."""

from __future__ import annotations

import pytest

from tests.contract.games import ALL_CONFIGS, GAME_IDS


def pytest_generate_tests(metafunc):
    # `config`: one player count with one option value of one game; `game`: a game id
    if "config" in metafunc.fixturenames:
        metafunc.parametrize("config", ALL_CONFIGS, ids=str)
    if "game" in metafunc.fixturenames:
        metafunc.parametrize("game", GAME_IDS)
    if "agent" in metafunc.fixturenames:
        metafunc.parametrize("agent", ["random", "heuristic"])


@pytest.fixture
def engine(game):
    from engines import registry

    return registry.get_engine(game)
