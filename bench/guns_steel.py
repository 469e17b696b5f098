"""Guns & Steel engine benchmark: prints a markdown table.

Run: .venv/bin/python bench/guns_steel.py [--games N] [--duel N]

- decisions/s in random play with the engine's "random" agent (the base RandomAgent's choices
  from the legal ids), with engines.base.RandomAgent (builds the prompt every decision), and the
  host's way (prompt() + agent + apply);
- full random games per second for every set and player count, with average turns and decisions;
- heuristic against random: one heuristic seat, the others random, the heuristic seat rotated.
Times are CPU seconds of this process (time.process_time). Goal (issue 5): >= 20,000 decisions/s.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.games import play_out  # noqa: E402
from engines import get_engine  # noqa: E402
from engines.base import RandomAgent  # noqa: E402

ENGINE = get_engine("guns_steel")
AGENTS = ENGINE.agents()
BASE_RANDOM = RandomAgent()
SETS = ("new_world", "renaissance", "combined")


def play(card_set: str, players: int, seed: int, kinds: list[str] | None, with_prompt: bool = False):
    """One game to the end; kinds None = the base RandomAgent for every seat."""
    agents = [BASE_RANDOM] * players if kinds is None else [AGENTS[kind] for kind in kinds]
    return play_out(ENGINE, ENGINE.setup(players, {"set": card_set}, seed), agents, with_prompt)


def timed(card_set: str, players: int, games: int, kinds=None, with_prompt=False) -> tuple[float, int, int]:
    start = time.process_time()
    decisions = turns = 0
    for seed in range(games):
        state, n = play(card_set, players, seed, kinds, with_prompt)
        decisions += n
        turns += state.turn
    return time.process_time() - start, decisions, turns


def duel(card_set: str, players: int, games: int) -> tuple[int, float]:
    """Heuristic wins (shared wins count) out of `games`, its seat rotated; and its average score."""
    wins = 0
    score = 0
    for game in range(games):
        seat = game % players
        kinds = ["random"] * players
        kinds[seat] = "heuristic"
        state, _ = play(card_set, players, 10_000 + game, kinds)
        result = ENGINE.result(state)
        mine = next(s for s in result.scores if s.seat == seat)
        wins += mine.rank == 1
        score += mine.score
    return wins, score / games


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200, help="random games per set and player count")
    parser.add_argument("--duel", type=int, default=200, help="heuristic-vs-random games per set")
    args = parser.parse_args()

    print("| measure | set | players | games | CPU s | decisions/s | games/s | avg turns | avg decisions |")
    print("|---|---|---|---|---|---|---|---|---|")
    total_games = total_time = 0.0
    for card_set in SETS:
        for players in (2, 3, 4):
            cpu, decisions, turns = timed(card_set, players, args.games, ["random"] * players)
            total_games += args.games
            total_time += cpu
            print(
                f"| random agents | {card_set} | {players} | {args.games} | {cpu:.2f} | "
                f"{decisions / cpu:,.0f} | {args.games / cpu:.1f} | {turns / args.games:.0f} | "
                f"{decisions / args.games:.0f} |"
            )
    games = max(10, args.games // 4)
    for label, kinds, with_prompt in (
        ("base RandomAgent (builds prompt)", None, False),
        ("host way: prompt + random agent", ["random"] * 3, True),
        ("heuristic agents", ["heuristic"] * 3, False),
    ):
        cpu, decisions, turns = timed("combined", 3, games, kinds, with_prompt)
        print(
            f"| {label} | combined | 3 | {games} | {cpu:.2f} | {decisions / cpu:,.0f} | {games / cpu:.1f} | "
            f"{turns / games:.0f} | {decisions / games:.0f} |"
        )
    print(
        f"\nAll random test-loop games: {total_games:.0f} in {total_time:.1f} CPU s "
        f"({total_games / total_time:.1f} games/s; 9,000 games would take {9000 * total_time / total_games:.0f} s)."
    )
    if args.duel < 1:
        return
    print(
        "\n| heuristic vs random | players | games | heuristic wins | win rate | expected by chance | avg score |"
    )
    print("|---|---|---|---|---|---|---|")
    for card_set in SETS:
        players = 3
        wins, avg = duel(card_set, players, args.duel)
        print(
            f"| {card_set} | {players} | {args.duel} | {wins} | {wins / args.duel:.0%} | {1 / players:.0%} | {avg:.1f} |"
        )


if __name__ == "__main__":
    main()
