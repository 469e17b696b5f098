"""Whole seeded Civilization games recorded once (issue #11): the shared golden check
(tests/golden_play.py) stops after 400 decisions, still in the first turns; these run to a
victory or the 100-turn limit, so battles, loot, wonders and the late techs are covered too.

Record again only when a rule change is meant to change games, and say so in the commit:
    .venv/bin/python -m tests.civilization.golden_long --record
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

from engines import get_engine
from tests.golden_play import PARTS, digest_position

RECORD = Path(__file__).parent / "golden_long.json"
SEEDS = range(6)
OPTIONS = {"turn_limit": "100"}


def play(seed: int) -> dict:
    """One whole game, digested like tests/golden_play.py (the actions too, being long)."""
    engine = get_engine("civilization")
    players = 2 + seed % 3
    agent = engine.agents()["random"]
    state = engine.setup(players, OPTIONS, seed)
    digests = {part: hashlib.sha256() for part in ("actions", *PARTS)}
    decisions = 0
    while not state.finished:
        seat = digest_position(engine, state, players, digests)
        action = agent.choose(engine, state, seat, decisions)
        digests["actions"].update(f"{seat}/{action}\n".encode())
        decisions += 1
        state, events = engine.apply(state, seat, action)
        for event in events:
            digests["events"].update(event.model_dump_json().encode())
        digests["events"].update(engine.status_line(state).model_dump_json().encode())
        digests["states"].update(state.model_dump_json().encode())
    return {
        "players": players,
        "decisions": decisions,
        "turn": state.turn,
        "victory": state.victory,
        "final": hashlib.sha256(state.model_dump_json().encode()).hexdigest(),
        **{part: digest.hexdigest() for part, digest in digests.items()},
    }


def check(seed: int) -> None:
    want = json.loads(RECORD.read_text())[str(seed)]
    assert play(seed) == want


if __name__ == "__main__" and "--record" in sys.argv:
    games = {str(seed): play(seed) for seed in SEEDS}
    RECORD.write_text(json.dumps(games, indent=1) + "\n")
