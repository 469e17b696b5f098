"""Render benchmark: prints a markdown table of picture times and sizes per game.

Run: .venv/bin/python bench/render.py [--runs N]

Each game contributes sample views through SAMPLES (game id -> function returning a list of
(label, public view, private view or None)); add a game by adding one entry.
Goals (issue 4): board render under 150 ms at ~1500 px wide, PNG under 1 MB.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engines import get_engine  # noqa: E402
from engines.base import View, play_on  # noqa: E402
from render import kit, renderer, to_png  # noqa: E402

Sample = tuple[str, View, View | None]


def engine_samples(game: str, moves_per_player: int) -> list[Sample]:
    """Views of random matches for every player count the engine allows: mid-game and the end."""
    engine = get_engine(game)
    options = engine.validate_options({})
    out: list[Sample] = []
    for players in range(engine.min_players, engine.max_players + 1):
        state = engine.setup(players, options, seed=1000 + players)
        state = play_on(engine, state, moves=moves_per_player * players)
        out.append((f"{players}p mid-game", engine.view(state, None), engine.view(state, 0)))
    state = play_on(engine, engine.setup(engine.max_players, options, seed=7), moves=100_000)
    out.append((f"{engine.max_players}p game over", engine.view(state, None), engine.view(state, 0)))
    return out


SAMPLES: dict[str, Callable[[], list[Sample]]] = {
    "stone_age": lambda: engine_samples("stone_age", moves_per_player=40),
    "guns_steel": lambda: engine_samples("guns_steel", moves_per_player=15),
}


# wall: what a player waits; cpu: this process's CPU time, steadier on a machine shared with others
CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.process_time}


def median_ms(action: Callable[[], object], runs: int, clock: str = "wall") -> float:
    tick = CLOCKS[clock]
    times = []
    for _ in range(runs):
        start = tick()
        action()
        times.append((tick() - start) * 1000)
    return statistics.median(times)


def measure(
    game: str, label: str, public: View, own: View | None, runs: int, lang: str, clock: str
) -> list[str]:
    module = renderer(game)
    kit.clear_caches()
    start = CLOCKS[clock]()
    image = module.board(public, lang)
    cold = (CLOCKS[clock]() - start) * 1000
    board_ms = median_ms(lambda: module.board(public, lang), runs, clock)
    total_ms = median_ms(lambda: to_png(module.board(public, lang)), runs, clock)
    encode_ms = median_ms(lambda: to_png(image), runs, clock)
    png_kib = len(to_png(image)) / 1024
    private_ms, private_kib = "–", "–"
    if own is not None and (mine := module.private(own, lang)) is not None:
        private_ms = f"{median_ms(lambda: module.private(own, lang), runs, clock):.1f}"
        private_kib = f"{len(to_png(mine)) / 1024:.0f}"
    size = f"{image.width}×{image.height}"
    return [
        game,
        label,
        lang,
        size,
        f"{cold:.1f}",
        f"{board_ms:.1f}",
        f"{encode_ms:.1f}",
        f"{total_ms:.1f}",
        f"{png_kib:.0f}",
        private_ms,
        private_kib,
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="timed runs per figure (median)")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall", help="wall clock or CPU time")
    args = parser.parse_args()
    header = [
        "game",
        "sample",
        "lang",
        "size px",
        "board cold ms",
        "board ms",
        "encode ms",
        "board+PNG ms",
        "PNG KiB",
        "private ms",
        "private KiB",
    ]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for game, build in SAMPLES.items():
        for label, public, own in build():
            for lang in ("pl", "en"):
                print(
                    "| " + " | ".join(measure(game, label, public, own, args.runs, lang, args.clock)) + " |",
                    flush=True,
                )
    print(
        f"\nclock: {args.clock}. board ms / private ms: median with warm caches (labels, icons); "
        "board cold ms: first render after clearing the kit caches; "
        "encode ms: render.to_png (render/png.py); board+PNG ms: both, warm."
    )


if __name__ == "__main__":
    main()
