"""Hidden information (issue 9): what one seat may not see is in no other seat's view, no public
prompt and no message (see secrets.py for how private facts are found)."""

from __future__ import annotations

import pytest

from tests.contract.games import Game, configs, play, sampled
from tests.contract.secrets import (
    message_problems,
    prompt_problems,
    secrets,
    view_problems,
)

EVERY = 16  # states between two checks in one game
SLOW_GAMES = 12  # more games per game id in the slow run, shared out over its configurations and
# agents (at least one each), every 8th state checked

# Games whose prompts still show hand cards in the public thread (issue 9, item 1). Strict: the
# test fails as soon as a game is fixed, so its entry here is removed.
PUBLIC_HANDS: set[str] = set()


def report(problems: list[str]) -> str:
    return f"{len(problems)} problems, first: " + "; ".join(problems[:5])


def views_checked(game: Game, every: int) -> list[str]:
    engine = game.config.engine
    return [p for i in sampled(game, every) for p in view_problems(secrets(engine, game.states[i]))]


def prompts_checked(game: Game, every: int) -> list[str]:
    engine, problems = game.config.engine, []
    for i in sampled(game, every):
        state = game.states[i]
        found = secrets(engine, state)
        for seat in sorted(engine.to_act(state)):
            problems += prompt_problems(found, engine.prompt(state, seat))
        if problems:  # one position is enough to tell
            break
    return problems


def messages_checked(game: Game, every: int) -> list[str]:
    engine, problems = game.config.engine, []
    for i in sampled(game, every)[:-1]:
        before, after = secrets(engine, game.states[i]), secrets(engine, game.states[i + 1])
        status = engine.status_line(game.states[i + 1])
        problems += message_problems(before, after, game.log[i][0], game.events[i], status)
    return problems


def test_a_seat_sees_the_public_view_and_its_own_private_part_only(config, agent):
    problems = views_checked(play(config, 4, agent), EVERY)
    assert not problems, report(problems)


def test_prompts_show_private_facts_only_to_their_seat(config, agent, request):
    if config.game in PUBLIC_HANDS:
        request.applymarker(pytest.mark.xfail(strict=True, reason="issue 9 item 1: hands in public prompts"))
    problems = prompts_checked(play(config, 5, agent), EVERY)
    assert not problems, report(problems)


# A private prompt need not show a private fact every time: whether a decision is private must
# not depend on what its seat holds (a public prompt when the hand has no reaction card would tell
# the table so), so a whole decision family is private or public.


def test_messages_name_no_other_seats_private_facts(config):
    problems = messages_checked(play(config, 6), EVERY)
    assert not problems, report(problems)


@pytest.mark.slow
def test_hidden_information_over_more_games(config, agent):
    problems = []
    for seed in range(20, 20 + max(1, SLOW_GAMES // (2 * len(configs(config.game))))):
        game = play(config, seed, agent)
        problems += views_checked(game, 8) + messages_checked(game, 8)
        if config.game not in PUBLIC_HANDS:
            problems += prompts_checked(game, 8)
    assert not problems, report(problems)
