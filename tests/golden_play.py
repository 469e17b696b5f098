"""Seeded random games recorded once, so a speed change cannot silently alter play (issue #11).

For each seed a game is played by the engine's own "random" agent, the lowest awaited seat first,
to its end or `MAX_DECISIONS` decisions, and
every apply must leave the state it was given as it was (a copy that shares too much breaks undo). Along the way everything the host asks the engine for is
digested: each awaited seat's prompt, each seat's private part, the acting seat's view, the status
line, the events and the state's JSON after every move. Saved matches and replay files depend on
all of it staying the same byte for byte.

Record again only when a rule change is meant to change games, and say so in the commit:
    .venv/bin/python -m tests.golden_play --record <game_id>
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

from engines import get_engine

MAX_DECISIONS = 400
SEEDS = range(30)
QUICK_SEEDS = range(3)
PARTS = ("prompts", "private", "views", "events", "states")
# other match options, each played with VARIANT_SEEDS too (the seeds above play the defaults)
VARIANTS = {
    "guns_steel": [{"set": "renaissance"}, {"set": "combined"}],
    "age_of_civ": [{"innovations": "on", "winds_of_change": "on", "draft": "on"}],
}
VARIANT_SEEDS = range(10)


def key(seed: int, options: dict[str, str] | None = None) -> str:
    """The record's key of a game: the seed, then any options ("4 set=combined")."""
    return " ".join([str(seed), *(f"{k}={v}" for k, v in sorted((options or {}).items()))])


def games(game: str) -> list[tuple[int, dict[str, str]]]:
    """Every recorded game of `game`: (seed, options)."""
    return [(seed, {}) for seed in SEEDS] + [
        (seed, options) for options in VARIANTS.get(game, []) for seed in VARIANT_SEEDS
    ]


def record_path(game: str) -> Path:
    return Path(__file__).parent / game / "golden_play.json"


def digest_position(engine, state, players: int, digests: dict) -> int:
    """Digest what the host asks the engine for at this position (each awaited seat's prompt,
    each seat's private part, the first awaited seat's view); that seat, who acts next."""
    awaited = sorted(engine.to_act(state))
    for seat in awaited:
        pending = engine.prompt(state, seat)
        digests["prompts"].update(pending.model_dump_json().encode() if pending else b"-")
    for seat in range(players):
        part = engine.private_part(state, seat)
        digests["private"].update(part.model_dump_json().encode() if part is not None else b"-")
    digests["views"].update(engine.view(state, awaited[0]).model_dump_json().encode())
    return awaited[0]


def play(game: str, seed: int, options: dict[str, str] | None = None) -> dict:
    """One seeded game: its players, actions, and a digest per kind of thing the host reads."""
    engine = get_engine(game)
    low, high = engine.player_range(engine.validate_options(dict(options or {})))
    players = low + seed % (high - low + 1)
    agent = engine.agents()["random"]
    state = engine.setup(players, dict(options or {}), seed)
    digests = {part: hashlib.sha256() for part in PARTS}
    actions = []
    dumped = state.model_dump_json()
    while not state.finished and len(actions) < MAX_DECISIONS:
        seat = digest_position(engine, state, players, digests)
        action = agent.choose(engine, state, seat, len(actions))
        actions.append(f"{seat}/{action}")
        new, events = engine.apply(state, seat, action)
        assert state.model_dump_json() == dumped, "apply changed the state it was given"
        state, dumped = new, new.model_dump_json()
        for event in events:
            digests["events"].update(event.model_dump_json().encode())
        digests["events"].update(engine.status_line(state).model_dump_json().encode())
        digests["states"].update(dumped.encode())
    return {
        "players": players,
        "actions": " ".join(actions),
        "final": hashlib.sha256(state.model_dump_json().encode()).hexdigest(),
        **{part: digest.hexdigest() for part, digest in digests.items()},
    }


def recorded(game: str, seed: int, options: dict[str, str] | None = None) -> dict:
    return json.loads(record_path(game).read_text())[key(seed, options)]


def check(game: str, seed: int, options: dict[str, str] | None = None) -> None:
    """Assert that the seed's game is played exactly as recorded."""
    want = recorded(game, seed, options)
    got = play(game, seed, options)
    assert got["actions"].split() == want["actions"].split()
    for key in ("players", "final", *PARTS):
        assert got[key] == want[key], key


if __name__ == "__main__" and "--record" in sys.argv:
    game_id = sys.argv[-1]
    record = {key(seed, options): play(game_id, seed, options) for seed, options in games(game_id)}
    record_path(game_id).write_text(json.dumps(record, indent=1) + "\n")
