"""Speed work must not change play (issue #11): seeded random games replay exactly as recorded
in golden_play.json (see golden.py for what a trace holds and how to regenerate it)."""

import json

import pytest

from tests.through_ages.golden import GAMES, GOLDEN, QUICK, digest, key

RECORDED = json.loads(GOLDEN.read_text())


def params(games):
    return [pytest.param(game, id=key(game).split(" {")[0].replace(" ", "-")) for game in games]


def check(game) -> None:
    assert RECORDED[key(game)] == digest(game), (
        "play changed; compare traces with `python -m tests.through_ages.golden --dump DIR`"
    )


def test_every_game_is_recorded():
    assert sorted(RECORDED) == sorted(key(game) for game in GAMES)


@pytest.mark.parametrize("game", params(GAMES[:QUICK]))
def test_quick_games_play_as_recorded(game):
    check(game)


@pytest.mark.slow
@pytest.mark.parametrize("game", params(GAMES[QUICK:]))
def test_games_play_as_recorded(game):
    check(game)
