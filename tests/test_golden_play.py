"""Seeded random games play exactly as recorded before the speed work (tests/golden_play.py):
the first seeds of each game in the quick loop, the rest and the other options in the slow run.
Through the Ages keeps its own (tests/through_ages/golden.py), Civilization adds whole games
(tests/civilization/test_golden_long.py)."""

import pytest

from tests.golden_play import QUICK_SEEDS, check, games

GAMES = ("stone_age", "guns_steel", "age_of_civ", "civilization")
CASES = [
    pytest.param(game, seed, options, marks=() if seed in QUICK_SEEDS and not options else pytest.mark.slow)
    for game in GAMES
    for seed, options in games(game)
]


@pytest.mark.parametrize(("game", "seed", "options"), CASES)
def test_seeded_game_is_unchanged(game, seed, options):
    check(game, seed, options or None)
