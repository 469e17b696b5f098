"""Shortcuts taken for speed answer exactly like the full computation they replace (issue #11)."""

from engines.base import Option, Prompt, play_on
from engines.stone_age.decisions import BONUS
from tests.stone_age.helpers import ENGINE


def test_place_allows_exactly_the_listed_locations():
    # SA-4.8: a location is allowed when max_place > 0, the same test placements() lists by
    machine = ENGINE.machine
    place = machine.decisions["place"]
    checked = 0
    for seed in range(6):
        state = ENGINE.setup(2 + seed % 3, {}, seed)
        for _ in range(120):
            task = machine.current(state)
            if task is None:
                break
            if task["k"] == "place":
                listed = set(place.choices(state, task))
                asked = {f"place:{loc}" for loc in state.board} | {
                    BONUS,
                    "place:forest:2",
                    "place:nowhere",
                    "x",
                }
                for action in asked | listed:
                    assert place.allows(state, task, action) == (action in listed), action
                checked += 1
            state = play_on(ENGINE, state, 1)
    assert checked > 50


def test_prompt_options_from_the_tables_match_labels_and_details():
    # the option tables (engines/stone_age/options.py) and the prompt built without validation give
    # what each family's label and detail say, as a validated Prompt
    machine = ENGINE.machine
    seen = set()
    for seed in range(8):
        state = ENGINE.setup(2 + seed % 3, {}, seed)
        for _ in range(300):
            task = machine.current(state)
            if task is None:
                break
            family, seat = machine.decisions[task["k"]], task["who"]
            ids = family.choices(state, task)
            built = [
                Option(id=a, label=family.label(state, task, a), detail=family.detail(state, task, a))
                for a in ids
            ]
            expected = Prompt(
                seat=seat, text=family.question(state, task), options=built, private=family.private
            )
            assert ENGINE.prompt(state, seat).model_dump() == expected.model_dump()
            seen.add(task["k"])
            state = play_on(ENGINE, state, 1)
    assert {"place", "count", "resolve", "pay", "feed", "roll"} <= seen
