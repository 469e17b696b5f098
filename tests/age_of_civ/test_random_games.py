"""Random games to the end for 1-4 players and every variant: no crash, no stall, legal prompts,
refusals that change nothing, replays equal to the snapshot, secret Draft hands kept secret."""

from __future__ import annotations

import random

import pytest

from engines.base import MAX_ACTION_LEN, IllegalAction
from engines.kit.engine import HintAgent, KitRandomAgent
from tests.age_of_civ.helpers import E

CONFIGS = [
    (1, {}),
    (1, {"innovations": "on"}),
    (2, {}),
    (3, {}),
    (4, {}),
    (2, {"innovations": "on", "winds_of_change": "on", "draft": "on"}),
    (3, {"draft": "on"}),
    (3, {"winds_of_change": "on"}),
    (4, {"innovations": "on", "draft": "on"}),
    (4, {"winds_of_change": "on", "innovations": "on"}),
]
FOREIGN = [
    "",
    "do",
    "do:nothing",
    "do:research:nothing",
    "take:atlantis",
    "buy:x",
    "use:x.m0",
    "x" * 120,
    "pick",
    "rest:1",
]
MAX_DECISIONS = 3000


def secret_cards(st, seat):
    """Draft cards only `seat` may know of (its hand and the pack it holds)."""
    return set(st.hands[seat]) | set(st.packs[seat])


def deep_check(st, seat):
    """Every option applies, anything else is refused, nothing is mutated, JSON round trip, and
    other seats' secret cards are absent from this seat's prompt and view (AC-16.3, AC-19.1)."""
    before = st.model_dump_json()
    prompt = E.prompt(st, seat)
    ids = prompt.option_ids()
    assert ids and len(ids) == len(set(ids))
    for option in prompt.options:
        assert len(option.id) <= MAX_ACTION_LEN and option.label.en and option.label.pl
        E.apply(st, seat, option.id)
    for bad in [a for a in FOREIGN if a not in ids] + [ids[0] + "x"]:
        with pytest.raises(IllegalAction):
            E.apply(st, seat, bad)
    for other in range(st.players):
        if other not in E.to_act(st):
            with pytest.raises(IllegalAction):
                E.apply(st, other, ids[0])
    assert st.model_dump_json() == before
    assert E.load_state(before).model_dump_json() == before
    hidden = (
        set().union(*(secret_cards(st, o) for o in range(st.players) if o != seat))
        if st.players > 1
        else set()
    )
    if hidden:
        seen = E.view(st, seat).model_dump_json() + prompt.model_dump_json()
        assert not any(f'"{c}"' in seen or f"take:{c}" in seen or f"pick:{c}" in seen for c in hidden)
        public = E.view(st, None).model_dump_json()
        assert not any(f'"{c}"' in public for c in hidden | secret_cards(st, seat))


def play_game(players, options, seed, deep=False, agents=None):
    rng = random.Random(seed)
    st = E.setup(players, options, seed)
    start = st.model_copy(deep=True)
    log = []
    chooser = {"random": KitRandomAgent(), "heuristic": HintAgent()}
    for step in range(MAX_DECISIONS):
        if st.finished:
            break
        seats = sorted(E.to_act(st))
        assert seats, "nobody can act in an unfinished game"
        seat = rng.choice(seats)
        if deep and step % 7 == 0:
            deep_check(st, seat)
        name = (agents or {}).get(seat, "random")
        action = chooser[name].choose(E, st, seat, step)
        st, _ = E.apply(st, seat, action)
        log.append((seat, action))
    assert st.finished, "the game did not end"
    return start, log, st


def replay(start, log):
    st = start
    for seat, action in log:
        st, _ = E.apply(st, seat, action)
    return st


@pytest.mark.parametrize("players,options", CONFIGS)
def test_random_games_finish_and_replay(players, options):
    for seed in range(6):
        start, log, end = play_game(players, options, seed, deep=seed < 2)
        result = E.result(end)
        assert sorted(s.seat for s in result.scores) == list(range(players))  # AC-13.4
        assert end.round == 6 and all(p >= 0 for p in end.coins) and all(0 <= w <= 4 for w in end.workers)
        assert all(len(c) <= 3 for c in end.civs)  # AC-4.3
        if seed < 2:
            assert replay(start, log).model_dump_json() == end.model_dump_json()
        if players == 1:
            assert result.note is not None  # AC-17.8: the achievements are named


def test_heuristic_games_finish():
    for players in (1, 2, 3, 4):
        _, _, end = play_game(players, {}, 11, agents={s: "heuristic" for s in range(players)})
        assert E.result(end) is not None


@pytest.mark.slow
def test_a_thousand_random_games():
    games = 0
    for seed in range(100):
        for players, options in CONFIGS:
            play_game(players, options, 1000 + seed)
            games += 1
    assert games == 1000
