"""Thousands of random games to the end: no crash, no stall, legal prompts, refusals, replays.

1,000 games per player count (2, 3, 4), split in chunks so pytest-xdist can spread them. Most moves
are only played; a sample of states gets the expensive checks (every option applied, foreign actions
refused without changing anything, input never mutated, JSON round trip).
"""

import random

import pytest

from engines.base import MAX_ACTION_LEN, IllegalAction
from engines.stone_age.rules import actor
from tests.stone_age.helpers import ENGINE, choices

GAMES_PER_COUNT = 1000
CHUNKS = 4
CHECK_EVERY = 97  # decisions between two deep checks
REPLAY_EVERY = 25  # games between two replay checks
MAX_DECISIONS = 20_000  # far above the longest random game: reaching it means a stall

FOREIGN_ACTIONS = [
    "",
    "place",
    "place:forest:99",
    "place:nowhere",
    "resolve:hut",
    "tool:7",
    "pay:food",
    "die:9",
    "starve",
    "decline",
    "take",
    "bonus:gold",
    "buy",
    "x" * 120,
    "place:forest:1:1",
]


def deep_check(state, seat, ids):
    """SA-17: every prompt option is legal and small; anything else is refused and changes nothing."""
    before = state.model_dump_json()
    pending = ENGINE.prompt(state, seat)
    assert pending.option_ids() == ids and 0 < len(ids) <= 25
    for option in pending.options:
        assert len(option.id) <= MAX_ACTION_LEN and option.label.en and option.label.pl
        ENGINE.apply(state, seat, option.id)  # must not raise
    others = [s for s in range(state.players) if s != seat]
    for action in [a for a in FOREIGN_ACTIONS if a not in ids] + [ids[0] + "x"]:
        with pytest.raises(IllegalAction):
            ENGINE.apply(state, seat, action)
    for other in others:
        with pytest.raises(IllegalAction):
            ENGINE.apply(state, other, ids[0])
        assert ENGINE.prompt(state, other) is None
    assert state.model_dump_json() == before  # apply never mutates its input
    assert ENGINE.load_state(before).model_dump_json() == before


def play_random_game(players, seed, deep):
    rng = random.Random(seed)
    state = ENGINE.setup(players, {}, seed)
    log = []
    for decisions in range(MAX_DECISIONS):
        if state.finished:
            return state, log, decisions
        seat = actor(state)
        assert ENGINE.to_act(state) == {seat}
        ids = choices(state, seat)
        if deep and decisions % CHECK_EVERY == 0:
            deep_check(state, seat, ids)
        action = rng.choice(ids)
        log.append((seat, action))
        state, _ = ENGINE.apply(state, seat, action)
    raise AssertionError(f"game {players}p seed {seed} did not end")


def check_final(state, players):
    # SA-12.3 / SA-13 / SA-14: a finished game has a full result and nobody to act
    assert ENGINE.to_act(state) == set() and state.phase == "over"
    result = ENGINE.result(state)
    assert sorted(s.seat for s in result.scores) == list(range(players))
    assert all(s.score == sum(s.breakdown.values()) for s in result.scores)
    assert min(s.rank for s in result.scores) == 1
    assert all(v >= 0 for row in state.resources for v in row) and all(f >= 0 for f in state.food)
    assert all(len(t) <= 3 and all(1 <= v <= 4 for v in t) for t in state.tools)
    assert all(5 <= p <= 10 for p in state.people) and all(0 <= a <= 10 for a in state.agriculture)


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_run_to_the_end(players, chunk):
    per_chunk = GAMES_PER_COUNT // CHUNKS
    ends = set()
    for game in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        seed = players * 100_000 + game
        replay = game % REPLAY_EVERY == 0
        state, log, _ = play_random_game(players, seed, deep=game % 10 == 0)
        check_final(state, players)
        ends.add(state.end_reason)
        if replay:
            again = ENGINE.setup(players, {}, seed)
            for seat, action in log:
                again, _ = ENGINE.apply(again, seat, action)
            assert again.model_dump_json() == state.model_dump_json()
    assert ends == {"cards", "buildings"}  # both end triggers occur (SA-12.1, SA-12.2)
