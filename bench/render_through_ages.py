"""Through the Ages render benchmark: 2, 3 and 4 players at the start, mid-game and end of random games.

Run: .venv/bin/python bench/render_through_ages.py [--runs N] [--clock wall|cpu] [--agent random|heuristic]

Prints a markdown table: picture size, board render ms plus PNG encoding (median, warm caches, and
the first, cold render), PNG size, and the private picture's (military hand) time and size. Goal
(issue 15): board with PNG under 250 ms, PNG under 1.5 MB. States come from play by the engine's
agents (`engines.base.play_on`); mid-game is the first moment of Age II.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.render import CLOCKS, median_ms  # noqa: E402
from engines.base import play_on  # noqa: E402
from engines.through_ages import ENGINE  # noqa: E402
from render import kit, through_ages, to_png  # noqa: E402

GOAL_MS = 250
GOAL_BYTES = 1_500_000
MID_AGE = ("II", "III", "IV")


def stages(players: int, agent: str):
    """(stage, state) at the start, the first moment of Age II, and the end of one game."""
    state = ENGINE.setup(players, {}, seed=100 + players)
    yield "start", state
    while state.age not in MID_AGE and not state.finished:
        state = play_on(ENGINE, state, 10, agent=agent)
    yield "mid", state
    yield "end", play_on(ENGINE, state, 100_000, agent=agent)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="timed runs per figure (median)")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall", help="wall clock or CPU time")
    parser.add_argument("--agent", choices=("random", "heuristic"), default="random")
    args = parser.parse_args()
    header = [
        "players",
        "stage",
        "age · round",
        "size px",
        "board + PNG ms",
        "cold ms",
        "PNG KiB",
        "hand ms",
        "hand KiB",
    ]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    worst_ms = worst_bytes = 0.0
    for players in (2, 3, 4):
        for stage, state in stages(players, args.agent):
            public, own = ENGINE.view(state, None), ENGINE.view(state, state.current)
            kit.clear_caches()
            tick = CLOCKS[args.clock]
            start = tick()
            png = to_png(image := through_ages.board(public, "pl"))
            cold_ms = (tick() - start) * 1000
            board_ms = median_ms(lambda p=public: to_png(through_ages.board(p, "pl")), args.runs, args.clock)
            hand = to_png(through_ages.private(own, "pl"))
            hand_ms = median_ms(lambda o=own: to_png(through_ages.private(o, "pl")), args.runs, args.clock)
            worst_ms, worst_bytes = max(worst_ms, board_ms), max(worst_bytes, len(png))
            row = [
                str(players),
                stage,
                f"{state.age} · {state.round}",
                f"{image.width}×{image.height}",
                f"{board_ms:.0f}",
                f"{cold_ms:.0f}",
                f"{len(png) / 1024:.0f}",
                f"{hand_ms:.0f}",
                f"{len(hand) / 1024:.0f}",
            ]
            print("| " + " | ".join(row) + " |", flush=True)
    verdict = "met" if worst_ms < GOAL_MS and worst_bytes < GOAL_BYTES else "NOT met"
    print(
        f"\nworst board + PNG: {worst_ms:.0f} ms, largest PNG {worst_bytes / 1024:.0f} KiB "
        f"(goal < {GOAL_MS} ms and < {GOAL_BYTES / 1e6:.1f} MB: {verdict}; medians of {args.runs} runs "
        f"with warm caches, {args.clock} clock, {args.agent} play)"
    )


if __name__ == "__main__":
    main()
