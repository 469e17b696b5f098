"""Golden random play: the exact course of seeded games, kept so that speed work cannot change
what the engine does (issue #11; saved matches and replays depend on it).

Each game plays the engine's own agents from a seeded setup, the lowest awaited seat first, to
the end or `limit` decisions. Every decision adds to the game's trace the acting seat's prompt
(question, option ids, labels, details, as the host shows them), the chosen action, the events
(texts, seats, flags), the status line and every seat's private part; the trace ends with the
final state's JSON, every seat's view and the result. The golden file keeps one SHA-256 per
game's trace.

Regenerate (only when a change of behaviour is intended and explained):
    .venv/bin/python -m tests.through_ages.golden --write
Compare two engines line by line: `--dump DIR` writes every trace as text.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from collections.abc import Iterator
from pathlib import Path

from engines.through_ages import ENGINE

GOLDEN = Path(__file__).with_name("golden_play.json")
LIMIT = 400

# (players, options, seed, agent, limit); the first QUICK games run in the quick loop
GAMES: list[tuple[int, dict[str, str], int, str, int]] = [
    (3, {"leaders_wonders": "random", "balance": "on", "military": "on"}, 1, "random", LIMIT),
    (2, {}, 2, "random", LIMIT),
    (4, {"variant": "peaceful", "leaders_wonders": "open"}, 3, "random", LIMIT),
    (3, {"variant": "ages_a_i"}, 4, "heuristic", LIMIT),
    (2, {"leaders_wonders": "draft", "military": "on"}, 5, "random", LIMIT),
    (4, {"leaders_wonders": "together", "balance": "on"}, 6, "random", LIMIT),
    (3, {}, 7, "random", LIMIT),
    (4, {}, 8, "random", LIMIT),
    (2, {"balance": "on"}, 9, "random", LIMIT),
    (3, {"military": "on"}, 10, "random", LIMIT),
    (4, {"balance": "on", "military": "on"}, 11, "random", LIMIT),
    (2, {"leaders_wonders": "only"}, 12, "random", LIMIT),
    (3, {"leaders_wonders": "random"}, 13, "random", LIMIT),
    (4, {"leaders_wonders": "open_by_age", "military": "on"}, 14, "random", LIMIT),
    (2, {"leaders_wonders": "plus_base", "balance": "on"}, 15, "random", LIMIT),
    (3, {"leaders_wonders": "draft"}, 16, "random", LIMIT),
    (4, {"leaders_wonders": "together"}, 17, "random", LIMIT),
    (3, {"variant": "peaceful"}, 18, "heuristic", LIMIT),
    (2, {"leaders_wonders": "random", "balance": "on", "military": "on"}, 19, "heuristic", LIMIT),
    (4, {"leaders_wonders": "random", "balance": "on", "military": "on"}, 20, "random", LIMIT),
    (3, {"leaders_wonders": "open", "balance": "on", "military": "on"}, 21, "random", LIMIT),
    (2, {"variant": "ages_a_i", "leaders_wonders": "random"}, 22, "random", LIMIT),
    (3, {"leaders_wonders": "only", "military": "on"}, 23, "heuristic", LIMIT),
    (4, {"variant": "peaceful", "balance": "on"}, 24, "random", LIMIT),
    (2, {}, 25, "heuristic", LIMIT),
    (3, {"leaders_wonders": "plus_base"}, 26, "random", LIMIT),
    # whole games: the late ages, wars and the final scoring
    (3, {"leaders_wonders": "random", "balance": "on", "military": "on"}, 27, "random", 10_000),
    (2, {}, 28, "random", 10_000),
    (4, {"leaders_wonders": "draft", "military": "on"}, 29, "random", 10_000),
    (3, {"variant": "peaceful"}, 30, "heuristic", 10_000),
]
QUICK = 3


def dump(model) -> str:
    return "null" if model is None else model.model_dump_json()


def trace(players: int, options: dict[str, str], seed: int, agent: str, limit: int) -> Iterator[str]:
    """The lines of one game's trace."""
    chooser = ENGINE.agents()[agent]
    state = ENGINE.setup(players, options, seed)
    seats = range(players)
    decisions = 0
    while not state.finished and decisions < limit:
        seat = min(ENGINE.to_act(state))
        yield "prompt " + dump(ENGINE.prompt(state, seat))
        action = chooser.choose(ENGINE, state, seat, decisions)
        yield f"act {seat} {action}"
        state, events = ENGINE.apply(state, seat, action)
        for event in events:
            yield "event " + event.model_dump_json()
        yield "status " + ENGINE.status_line(state).model_dump_json()
        for s in seats:
            yield f"private {s} " + dump(ENGINE.private_part(state, s))
        decisions += 1
    yield "state " + state.model_dump_json()
    for s in [None, *seats]:
        yield f"view {s} " + dump(ENGINE.view(state, s))
    yield "result " + dump(ENGINE.result(state))


def digest(game: tuple) -> str:
    h = hashlib.sha256()
    for line in trace(*game):
        h.update(line.encode())
        h.update(b"\n")
    return h.hexdigest()


def key(game: tuple) -> str:
    players, options, seed, agent, limit = game
    return f"{players}p seed {seed} {agent} limit {limit} {json.dumps(options, sort_keys=True)}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--write", action="store_true", help="rewrite the golden file")
    parser.add_argument("--dump", type=Path, help="write every trace as text into this folder")
    args = parser.parse_args()
    if args.dump:
        args.dump.mkdir(parents=True, exist_ok=True)
        for i, game in enumerate(GAMES):
            (args.dump / f"{i:02d}.txt").write_text("\n".join(trace(*game)) + "\n")
        return
    digests = {key(game): digest(game) for game in GAMES}
    if args.write:
        GOLDEN.write_text(json.dumps(digests, indent=1) + "\n")
    else:
        golden = json.loads(GOLDEN.read_text())
        bad = [k for k, d in digests.items() if golden.get(k) != d]
        print("all games as recorded" if not bad else "changed: " + "; ".join(bad))


if __name__ == "__main__":
    main()
