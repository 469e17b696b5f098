"""Shortcuts taken for speed answer exactly like the full computation they replace (issue #11)."""

from engines.stone_age.decisions import BONUS
from tests.kit.reference import kinds_with_reference_prompts, kit_decisions
from tests.stone_age.helpers import ENGINE


def test_place_allows_exactly_the_listed_locations():
    # SA-4.8: a location is allowed when max_place > 0, the same test placements() lists by
    place = ENGINE.machine.decisions["place"]
    checked = 0
    for state, task in kit_decisions(ENGINE, seeds=6, moves=120):
        if task["k"] != "place":
            continue
        listed = set(place.choices(state, task))
        asked = {f"place:{loc}" for loc in state.board} | {BONUS, "place:forest:2", "place:nowhere", "x"}
        for action in asked | listed:
            assert place.allows(state, task, action) == (action in listed), action
        checked += 1
    assert checked > 50


def test_prompt_options_from_the_tables_match_labels_and_details():
    # the option tables (engines/stone_age/options.py) and the prompt built without validation give
    # what each family's label and detail say, as a validated Prompt
    assert {"place", "count", "resolve", "pay", "feed", "roll"} <= kinds_with_reference_prompts(ENGINE)
