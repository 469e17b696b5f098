"""The process settings the bot makes at startup."""

import gc

import engines
from host.process import GC_THRESHOLDS, tune_garbage_collector


def collected(obj) -> bool:
    """Whether the collector's walks still reach `obj` (a frozen object is in none of them)."""
    return any(o is obj for generation in range(3) for o in gc.get_objects(generation))


def test_tuning_freezes_the_engines_and_raises_the_thresholds():
    before = gc.get_threshold()
    gc.unfreeze()
    try:
        assert collected(engines.get_engine("stone_age"))
        tune_garbage_collector()
        assert gc.get_threshold() == GC_THRESHOLDS
        assert not any(collected(engines.get_engine(game)) for game in engines.available_games())
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)
