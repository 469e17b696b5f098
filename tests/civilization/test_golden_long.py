"""Whole seeded Civilization games play exactly as recorded before the speed work (400 decisions,
tests/test_golden_play.py, cover only the first turns: no battles or late techs)."""

import pytest

from tests.civilization import golden_long


@pytest.mark.slow
@pytest.mark.parametrize("seed", golden_long.SEEDS)
def test_whole_seeded_game_is_unchanged(seed):
    golden_long.check(seed)
