"""Stone Age engine benchmark: prints a markdown table.

Run: .venv/bin/python bench/stone_age.py [--games N] [--duel N]

- decisions/s in random play through the engine contract (agent choice + apply), and the same with
  prompt() built every decision as the host does;
- full 2/3/4-player random games per second, and 4-player heuristic games per second;
- heuristic against random: one heuristic seat, the others random, the heuristic seat rotated.
Times are CPU seconds of this process (time.process_time), so other load on the machine matters less.
Goals (issue 4): >= 20,000 decisions/s; 4-player games/s compared with ~300/s of a public simulator
with much simpler rules.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.games import play_out  # noqa: E402
from engines import get_engine  # noqa: E402

ENGINE = get_engine("stone_age")
AGENTS = ENGINE.agents()


def play(players: int, seed: int, kinds: list[str], with_prompt: bool = False):
    """One game to the end; returns (final state, decisions)."""
    agents = [AGENTS[kind] for kind in kinds]
    return play_out(ENGINE, ENGINE.setup(players, {}, seed), agents, with_prompt)


def timed_games(players: int, games: int, kind: str, with_prompt: bool = False) -> tuple[float, int, float]:
    """(CPU seconds, decisions, average rounds) for `games` games of one agent kind."""
    start = time.process_time()
    decisions = rounds = 0
    for seed in range(games):
        state, n = play(players, seed, [kind] * players, with_prompt)
        decisions += n
        rounds += state.round
    return time.process_time() - start, decisions, rounds / games


def duel(players: int, games: int) -> tuple[int, int, float]:
    """Heuristic wins (shared wins count) out of `games`, rotating its seat; and its average score."""
    wins = 0
    score = 0
    for game in range(games):
        seat = game % players
        kinds = ["random"] * players
        kinds[seat] = "heuristic"
        state, _ = play(players, 50_000 + game, kinds)
        result = ENGINE.result(state)
        wins += seat in result.winners()
        score += next(s.score for s in result.scores if s.seat == seat)
    return wins, games, score / games


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100, help="random games per player count")
    parser.add_argument("--duel", type=int, default=210, help="heuristic-vs-random games per player count")
    args = parser.parse_args()

    rows = []
    for players in (2, 3, 4):
        cpu, decisions, rounds = timed_games(players, args.games, "random")
        rows.append(
            (
                f"random play, {players} players",
                f"{decisions / cpu:,.0f}",
                f"{args.games / cpu:,.1f}",
                f"{decisions / args.games:,.0f}",
                f"{rounds:.1f}",
            )
        )
    cpu, decisions, rounds = timed_games(4, max(10, args.games // 4), "random", with_prompt=True)
    games = max(10, args.games // 4)
    rows.append(
        (
            "random play + prompt() each move, 4 players",
            f"{decisions / cpu:,.0f}",
            f"{games / cpu:,.1f}",
            f"{decisions / games:,.0f}",
            f"{rounds:.1f}",
        )
    )
    for players in (2, 4):
        games = max(10, args.games // 2)
        cpu, decisions, rounds = timed_games(players, games, "heuristic")
        rows.append(
            (
                f"heuristic play, {players} players",
                f"{decisions / cpu:,.0f}",
                f"{games / cpu:,.1f}",
                f"{decisions / games:,.0f}",
                f"{rounds:.1f}",
            )
        )

    print("| Stone Age engine | decisions/s | games/s | decisions/game | rounds/game |")
    print("|---|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    if args.duel < 1:
        return
    print()
    print("| heuristic vs random (seat rotated) | heuristic wins | games | win rate | heuristic avg score |")
    print("|---|---|---|---|---|")
    total_wins = total_games = 0
    for players in (2, 3, 4):
        wins, games, avg = duel(players, args.duel)
        total_wins += wins
        total_games += games
        print(f"| 1 heuristic + {players - 1} random | {wins} | {games} | {wins / games:.1%} | {avg:.0f} |")
    print(f"| all | {total_wins} | {total_games} | {total_wins / total_games:.1%} | |")


if __name__ == "__main__":
    main()
