"""Settings of the bot's whole process, made once at startup."""

from __future__ import annotations

import gc

# A move allocates thousands of short-lived objects (states, events, texts) while the process keeps
# a large long-lived heap (the engines' tables, the cached matches and their undo states). With
# Python's default thresholds (700, 10, 10) the collector walks that heap several times per move:
# measured, a third of a Through the Ages decision. Young collections now run ~70x less often,
# and what startup loaded is never walked again. The objects are freed by reference counting as
# before; only reference cycles wait a little longer.
GC_THRESHOLDS = (50_000, 20, 100)


def tune_garbage_collector() -> None:
    """Build every engine's tables, then keep everything loaded so far out of the collector's walks."""
    from engines import available_games, get_engine

    for game in available_games():
        get_engine(game)
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)
