"""Seeded random games play exactly as recorded before the speed work (tests/golden_play.py)."""

import pytest

from tests.civilization import golden_long
from tests.golden_play import QUICK_SEEDS, SEEDS, check

GAME = "civilization"


@pytest.mark.parametrize("seed", QUICK_SEEDS)
def test_seeded_game_is_unchanged(seed):
    check(GAME, seed)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in SEEDS if s not in QUICK_SEEDS])
def test_more_seeded_games_are_unchanged(seed):
    check(GAME, seed)


@pytest.mark.slow
@pytest.mark.parametrize("seed", golden_long.SEEDS)
def test_whole_seeded_game_is_unchanged(seed):
    golden_long.check(seed)
