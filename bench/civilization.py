"""Civilization engine benchmark: prints a markdown table.

Run: .venv/bin/python bench/civilization.py [--games N] [--duel N]

- decisions/s in random play through the engine contract (agent choice + apply), and with prompt()
  built every decision as the host does;
- full 2/3/4-player random games per second (to a victory or the declared turn limit), with how
  the games ended;
- heuristic against random: one heuristic seat, the others random, the heuristic seat rotated.
Times are CPU seconds of this process (time.process_time). Goals: >= 5,000 decisions/s in random
play (issue 13), >= 25,000 on a quiet machine (issue 11: the engine fast enough for 20,000 through
the host); the map render time (board + PNG, median wall ms, from bench/render_civilization.py)
under 300 ms.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.games import play_out  # noqa: E402
from bench.render_civilization import board_render_ms  # noqa: E402
from engines.civilization import ENGINE  # noqa: E402

AGENTS = ENGINE.agents()
TURN_LIMIT = "100"


def play(players: int, seed: int, kinds: list[str], with_prompt: bool = False):
    """One game to the end; returns (final state, decisions)."""
    state = ENGINE.setup(players, {"turn_limit": TURN_LIMIT}, seed)
    return play_out(ENGINE, state, [AGENTS[k] for k in kinds], with_prompt)


def timed_games(players: int, games: int, kind: str, with_prompt: bool = False):
    start = time.process_time()
    decisions = turns = 0
    endings: Counter[str] = Counter()
    for seed in range(games):
        state, n = play(players, seed, [kind] * players, with_prompt)
        decisions += n
        turns += state.turn
        endings[state.victory] += 1
    return time.process_time() - start, decisions, turns / games, endings


def duel(players: int, games: int) -> tuple[int, int]:
    wins = 0
    for game in range(games):
        seat = game % players
        kinds = ["random"] * players
        kinds[seat] = "heuristic"
        state, _ = play(players, 50_000 + game, kinds)
        wins += seat in ENGINE.result(state).winners()
    return wins, games


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20, help="random games per player count")
    parser.add_argument("--duel", type=int, default=20, help="heuristic-vs-random games (2 players)")
    args = parser.parse_args()
    print("| measure | value | detail |")
    print("|---|---|---|")
    for players in (2, 3, 4):
        cpu, decisions, turns, endings = timed_games(players, args.games, "random")
        ends = ", ".join(f"{k} {v}" for k, v in sorted(endings.items()))
        print(
            f"| random play, {players} players: decisions/s | {decisions / cpu:,.0f} | {decisions} decisions |"
        )
        print(
            f"| random games/s, {players} players | {args.games / cpu:.2f} | {turns:.0f} turns on average; {ends} |"
        )
    cpu, decisions, _, _ = timed_games(2, max(1, args.games // 4), "random", with_prompt=True)
    print(f"| random play with prompts, 2 players: decisions/s | {decisions / cpu:,.0f} | |")
    for players in (2, 4):
        ms, size = board_render_ms(players, 600)
        print(f"| map render + PNG, {players} players, mid-game: ms | {ms:.0f} | PNG {size / 1024:.0f} KiB |")
    if args.duel:
        wins, games = duel(2, args.duel)
        print(f"| heuristic beats random, 2 players | {wins}/{games} | seat rotated |")


if __name__ == "__main__":
    main()
