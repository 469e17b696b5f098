"""The expansion modules as match options and the decks they make (TA-40, TA-41.5, TA-42.4)."""

import itertools

import pytest

from engines.base import BadOptions
from engines.through_ages.modules import MODULE_OF_OPTION, civil_deck, game_cards, military_deck, modules_of
from engines.through_ages.setup import new_state
from tests.through_ages.helpers import E, G

AGES = ("A", "I", "II", "III")
ALL_MODULES = list(MODULE_OF_OPTION.values())


@pytest.mark.parametrize("players", [2, 3, 4])
def test_balance_decks_have_the_rulebook_sizes(players):
    # TA-41.5, TA-41.10, TA-41.3, TA-41.4: the rebalanced technologies and the extra 3+ actions
    sizes = {age: len(civil_deck(G, age, players, ["nlw_balance"])) for age in AGES}
    assert sizes == {age: G.raw_check(f"civil_{age}_{players}p_with_balance") for age in AGES}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_military_decks_have_the_rulebook_sizes(players):
    # TA-42.1, TA-42.3, TA-42.4: the new decks (with 2 players every pact is left out)
    sizes = {age: len(military_deck(G, age, players, True, ["nlw_military"])) for age in AGES}
    assert sizes == {age: G.raw_check(f"military_{age}_{players}p_with_nlw_military") for age in AGES}


def test_a_replacing_card_stands_in_for_its_base_card():
    # TA-40.3, TA-41.2, TA-42.2: the module's card instead of the base card, never both
    cards = {c.id for c in game_cards(G, ["nlw_balance", "nlw_military"])}
    assert "nlw-bal-civil-A-hammurabi" in cards and "civil-A-hammurabi" not in cards
    assert "nlw-mil-I-wealthy-territory" in cards and "mil-I-wealthy-territory" not in cards
    base = {c.id for c in game_cards(G, [])}
    assert "civil-A-hammurabi" in base and not any(c.startswith("nlw-") for c in base)
    # TA-41.3: Military Theory keeps a copy for every count; the copy marked 4 is now marked 3+
    theory = [c for c in civil_deck(G, "III", 3, ["nlw_balance"]) if G.card[c].name == "Military Theory"]
    assert theory == ["nlw-bal-civil-III-military-theory"] * 2
    assert [c for c in civil_deck(G, "III", 3) if G.card[c].name == "Military Theory"] == [
        "civil-III-military-theory"
    ]


def test_the_modules_combine_freely():
    # TA-40.1, TA-42.7: every combination of modules builds its decks from the same base
    for n in range(len(ALL_MODULES) + 1):
        for modules in itertools.combinations(ALL_MODULES, n):
            cards = game_cards(G, modules)
            names = [(c.name, c.age, c.deck) for c in cards if c.kind in ("leader", "wonder") or c.replaces]
            assert len(names) == len(set(names)) or "nlw_leaders_wonders" in modules
            assert {c.module for c in cards} == {"base", *modules}


def test_the_military_module_sets_the_unused_age_a_events_aside():
    # TA-42.3, TA-Q13: Development of Planning draws from the Age A events not seeded
    st = new_state(G, 3, {"variant": "full", "military": "on"}, seed=5)
    assert st.modules == ["nlw_military"]
    assert len(st.current_events) == 5 and len(st.events_aside) == 6
    assert sorted(st.current_events + st.events_aside) == sorted(
        military_deck(G, "A", 3, modules=["nlw_military"])
    )
    base = new_state(G, 3, {"variant": "full"}, seed=5)
    assert base.modules == [] and base.events_aside == []


def test_options_name_the_modules():
    # TA-40.1, TA-40.5: one option per module, off by default (the base game to learn with)
    assert modules_of({"balance": "on", "military": "off", "leaders_wonders": "off"}) == ["nlw_balance"]
    assert modules_of(E.validate_options({})) == []


def test_a_module_not_built_is_refused_in_both_languages():
    # TA-40.1: the leaders and wonders module waits for its effects (TA-43)
    from engines.through_ages.modules import BUILT

    if "nlw_leaders_wonders" in BUILT:
        pytest.skip("the leaders and wonders module is built")
    st = E.setup(2, {}, 1)
    with pytest.raises(BadOptions) as refusal:
        E.setup(2, {"leaders_wonders": "on"}, 1)
    assert "not available" in refusal.value.reason.en and refusal.value.reason.pl
    assert E.setup(2, {}, 1) == st


def test_a_single_source_number_of_a_rebalanced_card_is_marked():
    # TA-Q29, TA-41.9: the new number known from one source is used and marked
    republic = G.card["nlw-bal-civil-II-republic"]
    assert (republic.science_cost, republic.revolution_cost) == (11, 2)
    assert {"science_cost", "revolution_cost"} <= set(republic.unverified_fields)
    gardens = G.card["nlw-bal-civil-A-hanging-gardens"]  # no new number: the base card's stays
    assert (
        gardens.stages == G.card["civil-A-hanging-gardens"].stages
        and "stages" not in gardens.unverified_fields
    )
