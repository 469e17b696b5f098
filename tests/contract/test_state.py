"""States and views are plain data: JSON round trips, apply() is pure, the log replays exactly."""

from __future__ import annotations

from engines.base import Result
from tests.contract.games import answers, play, sampled

EVERY = 10  # states between two checks in one game


def test_setup_depends_only_on_seed_players_and_options(config):
    state = config.setup(7)
    assert state.model_dump_json() == config.setup(7).model_dump_json()
    assert state.game == config.game and state.players == config.players and not state.finished
    assert state.options == config.engine.validate_options(dict(config.options))


def test_states_and_views_round_trip_through_json(config):
    engine = config.engine
    game = play(config, 1)
    for i in sampled(game, EVERY):
        state = game.states[i]
        dumped = state.model_dump_json()
        loaded = engine.load_state(dumped)
        assert type(loaded) is type(state) and loaded.model_dump_json() == dumped
        for seat in range(state.players):
            assert engine.prompt(loaded, seat) == engine.prompt(state, seat)
        if i < len(game.log):  # the loaded state plays on exactly like the original
            (a, a_events), (b, b_events) = (
                engine.apply(loaded, *game.log[i]),
                engine.apply(state, *game.log[i]),
            )
            assert a.model_dump_json() == b.model_dump_json() and a_events == b_events
        for viewer in [None, *range(state.players)]:
            view = engine.view(state, viewer)
            assert view.game == config.game and view.seat == viewer
            assert type(view).model_validate_json(view.model_dump_json()) == view
    result = engine.result(game.final)
    assert Result.model_validate_json(result.model_dump_json()) == result


def test_apply_never_changes_its_input_nor_earlier_states(config, agent):
    # every state of a whole game keeps the JSON it had when it was made, although new states may
    # share unchanged parts with the ones before; and trying every option leaves the state as it was
    engine = config.engine
    game = play(config, 2, agent, dump=True)
    assert [state.model_dump_json() for state in game.states] == game.dumps
    for i in sampled(game, EVERY * 3):
        state = game.states[i]
        for seat in sorted(engine.to_act(state)):
            for action in answers(engine.prompt(state, seat)):
                engine.apply(state, seat, action)
        assert state.model_dump_json() == game.dumps[i]


def test_replaying_the_log_from_the_seed_gives_the_snapshot(config, agent):
    engine = config.engine
    game = play(config, 3, agent)
    state = config.setup(3)
    for (seat, action), events in zip(game.log, game.events, strict=True):
        state, again = engine.apply(state, seat, action)
        assert again == events
    assert state.model_dump_json() == game.final.model_dump_json()
