"""The opponents: both agents play legal moves; the heuristic clearly beats random play."""

from engines.stone_age.rules import actor
from tests.stone_age.helpers import ENGINE, choices


def play(players, seed, kinds):
    agents = ENGINE.agents()
    state = ENGINE.setup(players, {}, seed)
    while not state.finished:
        seat = actor(state)
        action = agents[kinds[seat]].choose(ENGINE, state, seat)
        assert action in choices(state, seat)
        state, _ = ENGINE.apply(state, seat, action)
    return state


def test_agents_are_deterministic():
    kinds = ["heuristic", "random", "random"]
    assert play(3, 5, kinds).model_dump_json() == play(3, 5, kinds).model_dump_json()


def test_heuristic_beats_random():
    # bench/stone_age.py measures the rate over 630 games; here a small sample with seats rotated
    wins = games = 0
    for players in (2, 3, 4):
        for game in range(6):
            seat = game % players
            kinds = ["random"] * players
            kinds[seat] = "heuristic"
            result = ENGINE.result(play(players, 900 + game, kinds))
            wins += seat in result.winners()
            games += 1
    assert wins >= games - 2
