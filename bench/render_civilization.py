"""Civilization render benchmark: 2, 3 and 4 players at the start, mid-game and late game.

Run: .venv/bin/python bench/render_civilization.py [--runs N] [--clock wall|cpu]

Prints a markdown table: picture size, map picture (board) render ms plus PNG encoding (median,
warm caches), PNG size, and the private picture's time and size. Goal (issue 13): board with PNG
under 300 ms, PNG under 1.5 MB. States come from random play (`engines.base.play_on`).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.render import CLOCKS, median_ms  # noqa: E402
from engines.base import play_on  # noqa: E402
from engines.civilization import ENGINE  # noqa: E402
from render import civilization, to_png  # noqa: E402

STAGES = (("start", 0), ("mid", 600), ("late", 100_000))  # random decisions played before measuring
GOAL_MS = 300
GOAL_BYTES = 1_500_000


def board_render_ms(players: int, moves: int, runs: int = 5, clock: str = "wall") -> tuple[float, int]:
    """Median ms to draw and PNG-encode the public map after `moves` random decisions, and the
    PNG's size in bytes (bench/civilization.py reports it too)."""
    state = play_on(ENGINE, ENGINE.setup(players, {"turn_limit": "60"}, seed=100 + players), moves)
    public = ENGINE.view(state, None)
    png = to_png(civilization.board(public, "pl"))
    return median_ms(lambda: to_png(civilization.board(public, "pl")), runs, clock), len(png)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="timed runs per figure (median)")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall", help="wall clock or CPU time")
    args = parser.parse_args()
    header = ["players", "stage", "turn", "size px", "board + PNG ms", "PNG KiB", "private ms", "private KiB"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    worst_ms = worst_bytes = 0.0
    for players in (2, 3, 4):
        state = ENGINE.setup(players, {"turn_limit": "60"}, seed=100 + players)
        for stage, moves in STAGES:
            state = play_on(ENGINE, state, moves)
            public, own = ENGINE.view(state, None), ENGINE.view(state, 0)
            image = civilization.board(public, "pl")
            png = to_png(image)
            board_ms = median_ms(lambda p=public: to_png(civilization.board(p, "pl")), args.runs, args.clock)
            hand = civilization.private(own, "pl")
            hand_ms = median_ms(lambda o=own: to_png(civilization.private(o, "pl")), args.runs, args.clock)
            worst_ms, worst_bytes = max(worst_ms, board_ms), max(worst_bytes, len(png))
            row = [
                str(players),
                stage,
                str(state.turn),
                f"{image.width}×{image.height}",
                f"{board_ms:.0f}",
                f"{len(png) / 1024:.0f}",
                f"{hand_ms:.0f}",
                f"{len(to_png(hand)) / 1024:.0f}",
            ]
            print("| " + " | ".join(row) + " |", flush=True)
    verdict = "met" if worst_ms < GOAL_MS and worst_bytes < GOAL_BYTES else "NOT met"
    print(
        f"\nworst board + PNG: {worst_ms:.0f} ms, largest PNG {worst_bytes / 1024:.0f} KiB "
        f"(goal < {GOAL_MS} ms and < {GOAL_BYTES / 1e6:.1f} MB: {verdict}; medians of {args.runs} runs, "
        f"{args.clock} clock)"
    )


if __name__ == "__main__":
    main()
