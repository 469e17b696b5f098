"""Age of Civilization engine benchmark: prints a markdown table.

Run: .venv/bin/python bench/age_of_civ.py [--games N] [--duel N]

- decisions/s in random play through the engine contract (agent choice + apply), 1-4 players;
- full random games per second;
- heuristic against random in 3-player games: one heuristic seat, the others random, rotated;
- board picture: median milliseconds for drawing plus PNG (warm caches) and the PNG size.
Times are CPU seconds of this process (time.process_time). Goals (issue 12): >= 20,000
decisions/s in random play; the heuristic wins >= 90% of 3-player games against random; board
picture under 150 ms with PNG and under 1 MB.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.games import play_out  # noqa: E402
from engines.age_of_civ import ENGINE  # noqa: E402
from engines.base import play_on  # noqa: E402

AGENTS = ENGINE.agents()


def play(players: int, seed: int, kinds: list[str], options: dict | None = None):
    return play_out(ENGINE, ENGINE.setup(players, options or {}, seed), [AGENTS[k] for k in kinds])


def timed(players: int, games: int, kind: str) -> tuple[float, int]:
    start = time.process_time()
    decisions = 0
    for seed in range(games):
        decisions += play(players, seed, [kind] * players)[1]
    return time.process_time() - start, decisions


def duel(players: int, games: int) -> tuple[int, float, float]:
    """Heuristic wins (shared wins count), its average score, the best random average score."""
    wins, score, other = 0, 0, 0
    for game in range(games):
        seat = game % players
        kinds = ["random"] * players
        kinds[seat] = "heuristic"
        state, _ = play(players, 70_000 + game, kinds)
        result = ENGINE.result(state)
        wins += seat in result.winners()
        score += state.points[seat]
        other += max(state.points[s] for s in range(players) if s != seat)
    return wins, score / games, other / games


def render_times(runs: int = 5) -> list[tuple[str, float, int]]:
    """(label, median CPU ms for board + PNG, PNG bytes) for 2- and 4-player mid-game and end views."""
    import render

    out = []
    for players, moves in ((2, 20), (4, 50), (4, 100_000)):
        state = ENGINE.setup(players, {"innovations": "on", "winds_of_change": "on"}, 5)
        state = play_on(ENGINE, state, moves, "heuristic")
        view = ENGINE.view(state, None)
        png = render.board_png(view, "pl")  # warm the label caches
        times = []
        for _ in range(runs):
            start = time.process_time()
            png = render.board_png(view, "pl")
            times.append((time.process_time() - start) * 1000)
        label = f"{players}p " + ("game over" if state.finished else "mid-game")
        out.append((label, statistics.median(times), len(png)))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=60, help="random games per player count")
    parser.add_argument("--duel", type=int, default=150, help="3-player heuristic-vs-random games")
    args = parser.parse_args()
    print("| measurement | value |")
    print("|---|---|")
    for players in (1, 2, 3, 4):
        cpu, decisions = timed(players, args.games, "random")
        print(f"| random play, {players} player(s): decisions/s | {decisions / cpu:,.0f} |")
        print(f"| random play, {players} player(s): games/s | {args.games / cpu:,.1f} |")
    cpu, decisions = timed(3, max(10, args.games // 3), "heuristic")
    print(f"| heuristic play, 3 players: decisions/s | {decisions / cpu:,.0f} |")
    if args.duel > 0:
        wins, mine, best_other = duel(3, args.duel)
        print(
            f"| heuristic vs 2 random, 3 players: wins | {wins}/{args.duel} ({100 * wins / args.duel:.1f}%) |"
        )
        print(f"| heuristic average points / best random average | {mine:.1f} / {best_other:.1f} |")
    for label, ms, size in render_times():
        print(f"| board picture {label}: ms (draw + PNG) / PNG KB | {ms:.0f} / {size // 1024} |")


if __name__ == "__main__":
    main()
