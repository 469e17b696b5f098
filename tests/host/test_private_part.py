"""Engine.private_part is what the host compares after every move to know whose private view changed
(issue #11: it builds a seat's whole view only when that changed). An engine that builds the part
without the rest of the view must give exactly `view(state, seat).private_part()`: checked here at
every state of random play, for every seat, in every game."""

from __future__ import annotations

import pytest

import engines
from engines import get_engine

CONFIGS = {  # (players, options): the configurations whose private parts differ
    "age_of_civ": [(2, {}), (3, {"draft": "on", "innovations": "on"})],
    "guns_steel": [(2, {}), (4, {})],
    "stone_age": [(2, {}), (4, {})],
    "through_ages": [(2, {}), (3, {"leaders_wonders": "only", "military": "on"})],
}
STEPS = 120  # decisions per configuration


@pytest.mark.parametrize("game", engines.available_games())
def test_private_part_is_the_views_private_part_at_every_state(game):
    engine = get_engine(game)
    agent = engine.agents()["random"]
    low = engine.player_range({})[0]
    shown = 0  # private parts that are not None: the check compared real hands
    for players, options in CONFIGS.get(game, [(max(2, low), {})]):
        state = engine.setup(players, options, seed=11)
        for step in range(STEPS):
            for seat in range(players):
                part = engine.private_part(state, seat)
                shown += part is not None
                assert part == engine.view(state, seat).private_part(), (
                    game,
                    options,
                    step,
                    seat,
                )
            if state.finished:
                break
            seat = min(engine.to_act(state))
            state, _ = engine.apply(state, seat, agent.choose(engine, state, seat, step))
    assert shown or game not in CONFIGS
