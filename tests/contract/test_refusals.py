"""Bad input changes nothing: a seat not to act, a stale option, a malformed string and any move
after the end are refused with a reason in both languages."""

from __future__ import annotations

import pytest

from engines.base import MAX_ACTION_LEN, IllegalAction, MatchOver, NotYourTurn
from tests.contract.games import answers, is_legal, play, sampled

EVERY = 10  # states between two checks in one game
STALE = (1, 2, 5)  # how many decisions old a stale prompt is

JUNK = [
    "",
    " ",
    ":",
    "::",
    "+",
    "++",
    "\x00",
    "\n",
    "-1",
    "None",
    "null",
    "🂡",
    "ą:ę",
    "x" * (MAX_ACTION_LEN + 1),
]


def refused(engine, state, seat, action, error=IllegalAction):
    before = state.model_dump_json()
    with pytest.raises(error) as refusal:
        engine.apply(state, seat, action)
    assert refusal.value.reason.en and refusal.value.reason.pl, f"{action!r}: no reason given"
    assert state.model_dump_json() == before, f"refusing {action!r} changed the state"


def malformed(option_id: str) -> list[str]:
    """Strings close to a legal option that no prompt offers."""
    return [
        option_id + "x",
        option_id + ":",
        ":" + option_id,
        option_id + ":0",
        " " + option_id,
        option_id + " ",
        option_id.upper(),
        option_id + "+" + option_id,
        option_id * 2,
        option_id[:-1],
    ]


def test_a_seat_that_is_not_to_act_is_told_so(config):
    engine = config.engine
    game = play(config, 7)
    checked = 0
    for i in sampled(game, EVERY)[:-1]:
        state = game.states[i]
        acting = sorted(engine.to_act(state))
        moves = [a for seat in acting for a in answers(engine.prompt(state, seat))[:3]]
        for seat in set(range(state.players)) - set(acting):
            assert engine.prompt(state, seat) is None
            with pytest.raises(NotYourTurn):
                engine.check_turn(state, seat)
            for action in moves:
                refused(engine, state, seat, action, NotYourTurn)
                checked += 1
    assert checked > 0 or config.players == 1  # with two seats or more, some seat waits at some point


def test_an_option_that_is_no_longer_legal_is_refused(config, agent):
    # the action of a button pressed on a prompt of an earlier version
    engine = config.engine
    game = play(config, 8, agent)
    checked = 0
    for i in sampled(game, EVERY)[:-1]:
        state = game.states[i]
        for age in STALE:
            old = game.states[max(0, i - age)]
            for seat in sorted(engine.to_act(old)):
                now = engine.prompt(state, seat)
                for action in answers(engine.prompt(old, seat)):
                    if not is_legal(now, action):
                        refused(engine, state, seat, action, IllegalAction if now else NotYourTurn)
                        checked += 1
    assert checked > 0


def test_malformed_actions_are_refused(config):
    engine = config.engine
    game = play(config, 9)
    for i in sampled(game, EVERY)[:-1]:
        state = game.states[i]
        for seat in sorted(engine.to_act(state)):
            prompt = engine.prompt(state, seat)
            tries = JUNK + [bad for option in prompt.options[:4] for bad in malformed(option.id)]
            for action in tries:
                if not is_legal(prompt, action):
                    refused(engine, state, seat, action)


def test_nothing_is_accepted_after_the_end(config):
    engine = config.engine
    game = play(config, 10)
    final = game.final
    assert engine.to_act(final) == set()
    for seat in range(final.players):
        assert engine.prompt(final, seat) is None
        with pytest.raises(MatchOver):
            engine.check_turn(final, seat)
        for action in {action for _, action in game.log[-5:]} | {""}:
            refused(engine, final, seat, action, MatchOver)
