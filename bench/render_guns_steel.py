"""Guns & Steel render benchmark: every card set, 2 and 4 players, early / mid / end of a random match.

Run: .venv/bin/python bench/render_guns_steel.py [--runs N]

Prints a markdown table: picture size, board render ms (median, warm label caches), PNG encode ms,
PNG size, hand picture ms and size. Goal: board under 150 ms at ~1500 px, PNG under 1 MB.
(bench/render.py covers all games with default options; this one covers the three card sets.)
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.render import CLOCKS, median_ms  # noqa: E402
from engines import get_engine  # noqa: E402
from engines.base import play_on  # noqa: E402
from render import guns_steel, to_png  # noqa: E402

STAGES = (("early", 8), ("mid", 150), ("end", 100_000))  # random moves played before measuring


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11, help="timed runs per figure (median)")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall", help="wall clock or CPU time")
    args = parser.parse_args()
    engine = get_engine("guns_steel")
    header = [
        "set",
        "players",
        "stage",
        "lang",
        "size px",
        "board ms",
        "encode ms",
        "PNG KiB",
        "hand ms",
        "hand KiB",
    ]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    worst = 0.0
    for card_set in ("new_world", "renaissance", "combined"):
        for players in (2, 4):
            state = engine.setup(players, {"set": card_set}, seed=100 + players)
            for stage, moves in STAGES:
                state = play_on(engine, state, moves)
                public, own = engine.view(state, None), engine.view(state, state.active)
                for lang in ("pl", "en"):
                    image = guns_steel.board(public, lang)
                    board_ms = median_ms(
                        lambda p=public, lg=lang: guns_steel.board(p, lg), args.runs, args.clock
                    )
                    encode_ms = median_ms(lambda im=image: to_png(im), args.runs, args.clock)
                    hand = guns_steel.private(own, lang)
                    hand_ms = median_ms(
                        lambda o=own, lg=lang: guns_steel.private(o, lg), args.runs, args.clock
                    )
                    worst = max(worst, board_ms + encode_ms)
                    row = [
                        card_set,
                        str(players),
                        stage,
                        lang,
                        f"{image.width}×{image.height}",
                        f"{board_ms:.1f}",
                        f"{encode_ms:.1f}",
                        f"{len(to_png(image)) / 1024:.0f}",
                        f"{hand_ms:.1f}",
                        f"{len(to_png(hand)) / 1024:.0f}",
                    ]
                    print("| " + " | ".join(row) + " |", flush=True)
    print(
        f"\nworst board + PNG: {worst:.1f} ms (medians of {args.runs} runs, warm caches, {args.clock} clock)"
    )


if __name__ == "__main__":
    main()
