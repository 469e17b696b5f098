"""Seeded games recorded before the move onto the game kit replay identically afterwards.

`same_games.json` holds, for a few seeds and player counts, the action list, the final scores and
a digest of every prompt, event and public view along the way, recorded with the engine as it was
before the kit. Record again (`python -m tests.stone_age.test_same_games --record`) only when a
rule change is meant to change games, and say so in the commit.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import pytest

from tests.stone_age.helpers import ENGINE

RECORD = Path(__file__).with_name("same_games.json")
GAMES = [
    (players, seed, mode)
    for players in (2, 3, 4)
    for seed in (1, 2)
    for mode in ("pick", "random", "heuristic", "mixed")
]


def play(players: int, seed: int, mode: str) -> dict:
    """One game to the end through the public contract; pick: uniform over the prompt's ids."""
    rng = random.Random(seed)
    agents = ENGINE.agents()
    kinds = {
        "random": ["random"] * players,
        "heuristic": ["heuristic"] * players,
        "mixed": ["heuristic", "random"] * 2,
    }.get(mode)
    state = ENGINE.setup(players, {}, seed)
    digest = hashlib.sha256()
    actions = []
    while not state.finished:
        (seat,) = ENGINE.to_act(state)
        prompt = ENGINE.prompt(state, seat)
        digest.update(prompt.model_dump_json().encode())
        if kinds is None:
            action = rng.choice(prompt.option_ids())
        else:
            action = agents[kinds[seat]].choose(ENGINE, state, seat, salt=len(actions))
        actions.append(f"{seat}/{action}")
        state, events = ENGINE.apply(state, seat, action)
        for event in events:
            digest.update(event.model_dump_json().encode())
        digest.update(ENGINE.view(state, None).model_dump_json().encode())
        digest.update(ENGINE.status_line(state).model_dump_json().encode())
    result = ENGINE.result(state)
    return {
        "actions": " ".join(actions),
        "scores": [[s.seat, s.score, s.rank] for s in result.scores],
        "digest": digest.hexdigest(),
    }


def key(players: int, seed: int, mode: str) -> str:
    return f"{players}p seed {seed} {mode}"


@pytest.mark.parametrize("players, seed, mode", GAMES)
def test_seeded_game_is_unchanged(players, seed, mode):
    recorded = json.loads(RECORD.read_text())[key(players, seed, mode)]
    game = play(players, seed, mode)
    assert game["actions"].split() == recorded["actions"].split()
    assert game["scores"] == recorded["scores"]
    assert game["digest"] == recorded["digest"]


if __name__ == "__main__" and "--record" in sys.argv:
    RECORD.write_text(json.dumps({key(*g): play(*g) for g in GAMES}, indent=1) + "\n")
