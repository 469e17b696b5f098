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


def near_misses(action: str) -> set[str]:
    """Actions one edit away from a listed one: another number, a padded number, a verb alone,
    an extra argument, another location or card."""
    head, _, last = action.rpartition(":")
    out = {action + ":1", action + "x", head, f"{head}:0{last}", f"{head}:{last} ", "bonus:x"}
    if last.isdigit():
        out |= {f"{head}:{int(last) + 1}", f"{head}:{int(last) - 1}"}
    return out


def test_every_family_allows_exactly_its_listed_choices():
    # apply checks one action (Family.allows and each family's `offers`) instead of listing every
    # choice: the answer must be membership in the list, for listed actions and near misses
    checked = set()
    for state, task in kit_decisions(ENGINE, seeds=10, moves=400):
        family = ENGINE.machine.decisions[task["k"]]
        listed = family.choices(state, task)
        asked = {f"{verb}:{loc}" for verb in ("place", "resolve") for loc in state.board}
        asked |= {f"tool:{i}" for i in range(4)} | {f"card:{c}" for c in state.kept[task["who"]]}
        asked |= {f"card:{c}" for c in state.cards[task["who"]]} | {"take", "back", BONUS, "", "pay:wood"}
        if task.get("loc"):
            asked |= {f"place:{task['loc']}:{n}" for n in range(0, 12)}
        for action in [*listed, *asked, *(m for a in listed for m in near_misses(a))]:
            assert family.allows(state, task, action) == (action in listed), (task, action)
        checked.add(task["k"])
    assert {"place", "count", "resolve", "roll", "pay", "feed"} <= checked


def test_the_first_placement_is_the_first_of_the_list():
    # SA-4.8: can_place asks for the first placement only (placements(first=True))
    rules = ENGINE.rules
    for state, _ in kit_decisions(ENGINE, seeds=6, moves=200):
        for seat in range(state.players):
            every = rules.placements(state, seat)
            assert rules.placements(state, seat, first=True) == every[:1]
            assert rules.can_place(state, seat) == bool(every)


def test_the_copy_for_apply_is_the_kits_clone():
    # StoneAgeMachine.copy is copy_state, the kit's clone written out for this state
    from engines.kit.clone import clone
    from engines.stone_age.state import copy_state

    for state, _ in kit_decisions(ENGINE, seeds=3, moves=150):
        ours, kits = copy_state(state), clone(state)
        assert ours.__dict__ == kits.__dict__ and ours.model_fields_set == kits.model_fields_set
        assert ours.__pydantic_private__ == kits.__pydantic_private__
        for name in ("resources", *type(state).COPIED_FLAT):
            assert getattr(ours, name) is not getattr(state, name)
        assert all(a is not b for a, b in zip(ours.resources, state.resources, strict=True))
