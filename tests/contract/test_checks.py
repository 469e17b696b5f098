"""The hidden-information checks themselves: each finds a leak planted into a real position."""

from __future__ import annotations

import copy
import functools

import pytest

from engines.base import Event, Option, Prompt, tr
from tests.contract.games import play
from tests.contract.secrets import (
    Secrets,
    from_json,
    message_problems,
    prompt_problems,
    secrets,
    view_problems,
)

SEARCHED_GAMES = 3


def position(game_id: str) -> tuple[Secrets, int, str]:
    """A position of a real game where a seat privately holds a thing that exists once: the
    position's secrets, the seat and the thing's id."""
    found = _first_private_thing(game_id)
    if found is None:
        pytest.skip(f"{game_id} has no private thing that exists once")
    return found


@functools.cache
def _first_private_thing(game_id: str) -> tuple[Secrets, int, str] | None:
    # searched once per game, in a few games (a game without such a thing plays each of them to
    # the end); the checks copy what they change, so sharing the result is safe
    from tests.contract.games import quick_configs

    for config in quick_configs(game_id)[:SEARCHED_GAMES]:
        game = play(config, 1)
        for state in game.states[::5]:
            found = secrets(config.engine, state)
            for seat, counts in enumerate(found.own):
                for x in sorted(counts):
                    if found.copies[x] == 1 and not found.public[x]:
                        return found, seat, x
    return None


def leaked(found: Secrets, change) -> Secrets:
    """The same position with `change(public, views, privates)` applied to copies of its JSON."""
    public, views, privates = (copy.deepcopy(x) for x in (found.public_view, found.views, found.privates))
    change(public, views, privates)
    return from_json(found.hook, public, views, privates)


def test_the_real_position_passes(game):
    found, _, _ = position(game)
    assert view_problems(found) == []


def test_a_private_part_in_another_seats_view_is_found(game):
    found, seat, _ = position(game)
    other = (seat + 1) % len(found.views)

    def change(public, views, privates):
        views[other]["peek"] = privates[seat]

    assert any("beyond its private part" in p for p in view_problems(leaked(found, change)))


def test_a_private_id_in_the_public_view_is_found(game):
    found, seat, x = position(game)

    def change(public, views, privates):
        public["last_card"] = x

    assert any(x in p for p in view_problems(leaked(found, change)))


def test_a_private_things_name_in_a_public_text_is_found(game):
    found, seat, x = position(game)
    if not found.names[x]:
        pytest.skip(f"{game}'s private things have no names")
    name = sorted(found.names[x])[0]

    def change(public, views, privates):
        public["note"] = f"Seat {seat} keeps {name}."

    assert any(name in p for p in view_problems(leaked(found, change)))


def prompt(seat: int, ids: list[str], private: bool) -> Prompt:
    options = [Option(id=i, label=tr(f"Take {i}")) for i in ids]
    return Prompt(seat=seat, text=tr("Choose"), options=options, private=private)


def test_prompts_with_private_facts_must_be_private_and_for_their_seat(game):
    found, seat, x = position(game)
    other = (seat + 1) % len(found.views)
    assert prompt_problems(found, prompt(seat, [f"play:{x}", "pass"], private=True)) == []
    assert prompt_problems(found, prompt(seat, [f"play:{x}", "pass"], private=False))
    assert prompt_problems(found, prompt(seat, [f"a+{x}"], private=False))  # a part of a multi answer
    assert prompt_problems(found, prompt(other, [f"play:{x}"], private=True))  # another seat's card
    assert prompt_problems(found, prompt(seat, ["pass"], private=False)) == []


def test_messages_naming_another_seats_private_facts_are_found(game):
    found, seat, x = position(game)
    actor = (seat + 1) % len(found.views)
    told = [Event(text=tr(f"Player A holds {x}."))]
    assert message_problems(found, found, actor, told, tr("Round 1")) != []
    assert message_problems(found, found, seat, told, tr("Round 1")) == []  # shown by its holder
    to_holder = [Event(text=tr(f"You hold {x}."), seats=[seat])]
    assert message_problems(found, found, actor, to_holder, tr("Round 1")) == []
    assert message_problems(found, found, actor, [], tr(f"Round 1, {x}")) != []  # the status line


def test_a_fact_revealed_on_purpose_may_be_named_to_that_seat_alone(game):
    found, seat, x = position(game)
    players = len(found.views)
    other, third = (seat + 1) % players, (seat + 2) % players
    shown = copy.copy(found)
    shown.shown = [{x} if s == other else set() for s in range(players)]  # e.g. a spy's look
    to_other = [Event(text=tr(f"You see {x}."), seats=[other])]
    assert message_problems(found, found, other, to_other, tr("Round 1")) != []  # not revealed
    assert message_problems(shown, shown, other, to_other, tr("Round 1")) == []
    public = [Event(text=tr(f"They saw {x}."))]
    assert message_problems(shown, shown, other, public, tr("Round 1")) != []  # never in public
    assert prompt_problems(shown, prompt(other, [f"note:{x}"], private=True)) == []
    assert prompt_problems(shown, prompt(other, [f"note:{x}"], private=False)) != []
    if third != seat and third != other:
        assert prompt_problems(shown, prompt(third, [f"note:{x}"], private=True)) != []


def test_engines_reveal_nothing_at_setup(game):
    # Engine.revealed_to: a fact is revealed only by a rule during play
    from engines import get_engine

    engine = get_engine(game)
    players = max(2, engine.player_range({})[0])
    state = engine.setup(players, {}, 1)
    assert all(engine.revealed_to(state, seat) == {} for seat in range(players))
