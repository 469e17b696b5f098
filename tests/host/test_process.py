"""The process settings the bot makes at startup."""

import gc

import engines
from host.process import GC_THRESHOLDS, tune_garbage_collector


def test_tuning_freezes_the_loaded_heap_and_raises_the_thresholds():
    before = gc.get_threshold()
    try:
        tune_garbage_collector()
        assert gc.get_threshold() == GC_THRESHOLDS
        assert gc.get_freeze_count() > 0
        for game in engines.available_games():  # built before the freeze, so frozen with it
            assert gc.is_tracked(engines.get_engine(game))
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)
