"""Speed work must not change play (issue #11): seeded random games replay exactly as recorded
in golden_play.json (see golden.py for what a trace holds and how to regenerate it)."""

import json

import pytest

from tests.through_ages.golden import GAMES, GOLDEN, QUICK, digest, key

RECORDED = json.loads(GOLDEN.read_text())


def params(games):
    return [pytest.param(game, id=key(game).split(" {")[0].replace(" ", "-")) for game in games]


def check(game) -> None:
    assert RECORDED[key(game)] == digest(game), (
        "play changed; compare traces with `python -m tests.through_ages.golden --dump DIR`"
    )


def test_every_game_is_recorded():
    assert sorted(RECORDED) == sorted(key(game) for game in GAMES)


@pytest.mark.parametrize("game", params(GAMES[:QUICK]))
def test_quick_games_play_as_recorded(game):
    check(game)


@pytest.mark.slow
@pytest.mark.parametrize("game", params(GAMES[QUICK:]))
def test_games_play_as_recorded(game):
    check(game)


@pytest.mark.parametrize("agent", ["random", "heuristic"])
def test_reading_and_apply_leave_the_state_unchanged(agent):
    # the copy made by apply (kit clone, COPIED and COPIED_FLAT) must hold every in-place edit
    from engines.through_ages import ENGINE

    chooser = ENGINE.agents()[agent]
    state = ENGINE.setup(3, {"leaders_wonders": "random", "balance": "on", "military": "on"}, 41)
    for decisions in range(250):
        if state.finished:
            break
        seat = min(ENGINE.to_act(state))
        before = state.model_dump_json()
        ENGINE.prompt(state, seat)  # reading a position changes nothing either
        ENGINE.private_part(state, seat)
        action = chooser.choose(ENGINE, state, seat, decisions)
        assert state.model_dump_json() == before, f"decision {decisions}: prompt or choice"
        new, _ = ENGINE.apply(state, seat, action)
        assert state.model_dump_json() == before, f"decision {decisions}: {action}"
        state = new
