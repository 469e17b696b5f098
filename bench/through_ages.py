"""Through the Ages engine benchmark: prints a markdown table.

Run: .venv/bin/python bench/through_ages.py [--games N] [--duel N]

- decisions/s in random play through the engine contract (agent choice + apply), 2-4 players,
  and with prompt() built every decision as the host does;
- full random games per second, with the rounds a game lasts;
- heuristic against random in 3-player games: one heuristic seat, the others random, rotated;
- board picture (drawing plus PNG, median of warm runs) once render/through_ages exists.
Times are CPU seconds of this process (time.process_time). Goals (issue 15): >= 5,000 decisions/s
in random play; the heuristic wins >= 90% of 3-player games; board render under 250 ms with PNG.
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.games import play_out  # noqa: E402
from engines.through_ages import ENGINE  # noqa: E402

AGENTS = ENGINE.agents()


def play(players: int, seed: int, kinds: list[str], with_prompt: bool = False, variant: str = "full"):
    """One game to final scoring; returns (final state, decisions)."""
    state = ENGINE.setup(players, {"variant": variant}, seed)
    return play_out(ENGINE, state, [AGENTS[k] for k in kinds], with_prompt)


def timed_games(players: int, games: int, kind: str, with_prompt: bool = False):
    start = time.process_time()
    decisions = rounds = 0
    for seed in range(games):
        state, n = play(players, seed, [kind] * players, with_prompt)
        decisions += n
        rounds += state.round
    return time.process_time() - start, decisions, rounds / games


def duel(players: int, games: int, variant: str = "full") -> tuple[int, int]:
    wins = 0
    for game in range(games):
        seat = game % players
        kinds = ["random"] * players
        kinds[seat] = "heuristic"
        state, _ = play(players, 50_000 + game, kinds, variant=variant)
        wins += seat in ENGINE.result(state).winners()
    return wins, games


def render_times() -> str | None:
    if importlib.util.find_spec("render.through_ages") is None:
        return None
    from render import renderer, to_png

    state, _ = play(3, 1, ["heuristic"] * 3)
    view = ENGINE.view(state, 0)
    pictures = renderer("through_ages")
    times, size = [], 0
    for _ in range(5):
        start = time.process_time()
        size = len(to_png(pictures.board(view, "pl")))
        times.append(time.process_time() - start)
    return f"| board picture + PNG | {statistics.median(times) * 1000:.0f} ms | {size / 1024:.0f} KB |"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10, help="random games per player count")
    parser.add_argument("--duel", type=int, default=30, help="heuristic-vs-random 3-player games")
    args = parser.parse_args()
    print("| measure | value | detail |")
    print("|---|---|---|")
    for players in (2, 3, 4):
        cpu, decisions, rounds = timed_games(players, args.games, "random")
        print(
            f"| random play, {players} players: decisions/s | {decisions / cpu:,.0f} | {decisions} decisions |"
        )
        print(
            f"| random games/s, {players} players | {args.games / cpu:.2f} | {rounds:.1f} rounds on average |"
        )
    cpu, decisions, _ = timed_games(3, max(1, args.games // 2), "random", with_prompt=True)
    print(f"| random play with prompts, 3 players: decisions/s | {decisions / cpu:,.0f} | |")
    if args.duel:
        for variant in ("full", "peaceful"):
            wins, games = duel(3, args.duel, variant)
            print(f"| heuristic beats random, 3 players, {variant} game | {wins}/{games} | seat rotated |")
    line = render_times()
    print(line or "| board picture + PNG | (render/through_ages not built yet) | |")


if __name__ == "__main__":
    main()
