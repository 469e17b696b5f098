"""Whole games to the end for every player count and option value, with both agents: every agent
move is legal, there is no result before the end and the ranks follow the scores at the end."""

from __future__ import annotations

import pytest

from engines.base import Result, play_on
from tests.contract.games import Config, Game, configs, is_legal, play, sampled

SLOW_GAMES = 300  # games per game id in the slow run, shared out over its configurations and agents


def check_result(config: Config, game: Game) -> None:
    engine = config.engine
    for i in sampled(game, 25)[:-1]:
        assert engine.result(game.states[i]) is None
    result = engine.result(game.final)
    assert isinstance(result, Result), f"{config} seed {game.seed}: no result at the end"
    assert sorted(s.seat for s in result.scores) == list(range(config.players))
    keys = {s.seat: (s.score, *s.tiebreak) for s in result.scores}
    for score in result.scores:
        # competition ranking (1, 1, 3) by score, then by the tie-break values
        better = sum(key > keys[score.seat] for key in keys.values())
        assert score.rank == 1 + better, f"{config} seed {game.seed}: seat {score.seat} ranked {score.rank}"
    assert result.winners()


def test_the_engine_offers_a_random_and_a_heuristic_agent(engine):
    assert {"random", "heuristic"} <= set(engine.agents())


def test_a_game_ends_with_consistent_ranks_and_legal_agent_moves(config, agent):
    engine = config.engine
    game = play(config, 11, agent)
    for state, (seat, action) in zip(game.states, game.log, strict=False):
        assert is_legal(engine.prompt(state, seat), action), f"{agent} chose {action!r}"
    check_result(config, game)


def games_each(config: Config) -> int:
    """Games per configuration and agent, so that each game plays at least SLOW_GAMES in all."""
    return -(-SLOW_GAMES // (2 * len(configs(config.game))))


@pytest.mark.slow
def test_many_games_end_with_consistent_ranks(config, agent):
    for seed in range(100, 100 + games_each(config)):
        check_result(config, play(config, seed, agent))


def test_play_on_is_pure_deterministic_and_reaches_the_end(config):
    engine = config.engine
    start = config.setup(3)
    before = start.model_dump_json()
    ten = play_on(engine, start, 10)
    assert start.model_dump_json() == before and ten.model_dump_json() != before
    assert play_on(engine, start, 10).model_dump_json() == ten.model_dump_json()
    assert play_on(engine, start, 100_000).finished


def test_texts_name_the_players_by_their_names(engine):
    low, high = engine.player_range(engine.validate_options({}))
    state = engine.setup(min(max(2, low), high), {}, 4)  # two seats to name (a game may allow solo)
    view = engine.view(state, None)
    assert "Player A" in engine.describe(view, "en") and "Gracz A" in engine.describe(view, "pl")
    view.names = ["Ala", "Bob", "Cez", "Dan", "Ela", "Fil", "Gosia", "Hubert"][: state.players]
    for lang in ("en", "pl"):
        named = engine.describe_named(view, lang)
        assert "Player A" not in named and "Gracz B" not in named and "Ala" in named and "Bob" in named
