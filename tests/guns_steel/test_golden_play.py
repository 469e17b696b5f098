"""Seeded random games play exactly as recorded before the speed work (tests/golden_play.py)."""

import pytest

from tests.golden_play import QUICK_SEEDS, SEEDS, VARIANT_SEEDS, VARIANTS, check

GAME = "guns_steel"


@pytest.mark.parametrize("seed", QUICK_SEEDS)
def test_seeded_game_is_unchanged(seed):
    check(GAME, seed)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in SEEDS if s not in QUICK_SEEDS])
def test_more_seeded_games_are_unchanged(seed):
    check(GAME, seed)


@pytest.mark.slow
@pytest.mark.parametrize("options", VARIANTS.get(GAME, []))
@pytest.mark.parametrize("seed", VARIANT_SEEDS)
def test_seeded_games_with_other_options_are_unchanged(seed, options):
    check(GAME, seed, options)
