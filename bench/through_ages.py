"""Through the Ages engine benchmark: prints a markdown table.

Run: .venv/bin/python bench/through_ages.py [--games N] [--duel N]
     .venv/bin/python bench/through_ages.py --modules N [--players P]

- with --modules N: N random games to final scoring for each of the 8 combinations of the
  expansion modules (TA-40.1), full game, player counts 2-4 in turn (or P only); prints games,
  errors and CPU seconds per game for each combination (issue 17 asks 300 per combination);
- decisions/s in random play through the engine contract (agent choice + apply), 2-4 players,
  with prompt() built every decision as the host does, and with all three expansion modules;
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


MODULE_KEYS = ("balance", "military", "leaders_wonders")


def play(
    players: int,
    seed: int,
    kinds: list[str],
    with_prompt: bool = False,
    variant: str = "full",
    modules: dict[str, str] | None = None,
):
    """One game to final scoring; returns (final state, decisions)."""
    state = ENGINE.setup(players, {"variant": variant, **(modules or {})}, seed)
    return play_out(ENGINE, state, [AGENTS[k] for k in kinds], with_prompt)


def module_combinations() -> list[dict[str, list[str]]]:
    """The 8 on/off combinations of the three modules, each module with every value it offers
    (its selection modes); a module that is not offered yet stays a row of its own with no games."""
    offered = {spec.key: [c for c in spec.choices if c != "off"] for spec in ENGINE.option_specs}
    out = []
    for mask in range(8):
        combo = {}
        for i, key in enumerate(MODULE_KEYS):
            if mask >> i & 1:
                combo[key] = offered.get(key) or ["on"]
        out.append(combo)
    return out


def module_games(games: int, only_players: int | None) -> None:
    """Random games per module combination, the modules' values taken in turn: games, errors, CPU
    seconds per game."""
    print("| modules | games | errors | s/game | rounds |")
    print("|---|---|---|---|---|")
    for combo in module_combinations():
        name = "+".join(combo) or "base"
        if any(key not in {s.key for s in ENGINE.option_specs} for key in combo):
            print(f"| {name} | 0 | - | - | not offered yet |")
            continue
        errors, rounds, played = [], 0, 0
        start = time.process_time()
        for seed in range(games):
            players = only_players or 2 + seed % 3
            options = {key: values[seed % len(values)] for key, values in combo.items()}
            try:
                state, _ = play(players, 90_000 + seed, ["random"] * players, modules=options)
                rounds += state.round
                played += 1
            except Exception as exc:  # noqa: BLE001 - the bench counts and names every failure
                errors.append(
                    f"seed {90_000 + seed}, {players}p, {options}: {type(exc).__name__}: {exc}"[:200]
                )
        cpu = time.process_time() - start
        print(
            f"| {name} | {games} | {len(errors)} | {cpu / max(1, games):.2f} | {rounds / max(1, played):.1f} |"
        )
        for line in errors[:3]:
            print(f"|  | | {line} | | |")


# all three modules of New Leaders and Wonders, the new cards mixed in at random (TA-40.1, TA-43.2)
ALL_MODULES = {"leaders_wonders": "random", "balance": "on", "military": "on"}


def timed_games(players: int, games: int, kind: str, with_prompt: bool = False, modules=None):
    start = time.process_time()
    decisions = rounds = 0
    for seed in range(games):
        state, n = play(players, seed, [kind] * players, with_prompt, modules=modules)
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
    parser.add_argument("--modules", type=int, default=0, help="random games per module combination")
    parser.add_argument("--players", type=int, default=None, help="with --modules: one player count")
    args = parser.parse_args()
    if args.modules:
        module_games(args.modules, args.players)
        return
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
    cpu, decisions, _ = timed_games(3, args.games, "random", modules=ALL_MODULES)
    print(f"| random play, 3 players, all modules: decisions/s | {decisions / cpu:,.0f} | {ALL_MODULES} |")
    if args.duel:
        for variant in ("full", "peaceful"):
            wins, games = duel(3, args.duel, variant)
            print(f"| heuristic beats random, 3 players, {variant} game | {wins}/{games} | seat rotated |")
    line = render_times()
    print(line or "| board picture + PNG | (render/through_ages not built yet) | |")


if __name__ == "__main__":
    main()
