"""Loot that takes a culture card (CV-23.6.2, CV-31.3), Rome's free advances on conquest and
Germany's free units for a tech learnt through a culture event (CV-5.6)."""

from __future__ import annotations

import pytest

from engines.civilization import CivilizationEngine, culture
from engines.civilization import effects as fx
from engines.civilization.data import load_data
from engines.kit import data as kit_data
from engines.kit.effects import EffectDataError
from tests.civilization.helpers import TB, E, act, decide, sheet
from tests.civilization.test_combat import field_battle, play_out
from tests.civilization.test_combat_entering import conquest
from tests.civilization.test_culture_events import world


def test_city_loot_takes_a_culture_card_drawn_blind():
    # CV-23.6.2: the conqueror of a non-capital city may take one culture event card from the
    # loser's hand at random (backs only); it joins the winner's hidden hand (CV-16.5 limit).
    st, target, sq = conquest(capital=False)
    sheet(st, 1, hand=["Supply Drop", "Lost"])
    st = play_out(st)
    assert "card" in E.legal_actions(st, 0)
    assert "blind" in next(o.label.en for o in E.prompt(st, 0).options if o.id == "card")
    st, events = E.apply(st, 0, "card")
    assert len(st.civs[1].hand) == 1 and len(st.civs[0].hand) == 1
    assert {*st.civs[0].hand, *st.civs[1].hand} == {"Supply Drop", "Lost"}
    said = " ".join(e.text.en for e in events)
    assert "Supply Drop" not in said and "Lost" not in said


def test_loot_against_figures_never_takes_a_card():
    # CV-23.6.1: trade, culture or a resource token only.
    st, sq = field_battle(["mounted:3"], [])
    sheet(st, 1, hand=["Supply Drop"])
    st = play_out(st)
    assert "card" not in E.legal_actions(st, 0)


def test_faq_2013_a_card_costs_two_loot():
    # CV-31.3 (option loot=faq2013): against a city, 2 loot buy a 2-loot effect: a tech or a
    # culture card drawn blind; after a 1-loot effect no 2-loot effect is left.
    st, target, sq = conquest(capital=False)
    st.loot_rule = "faq2013"
    sheet(st, 1, hand=["Supply Drop"], trade=3)
    st = play_out(st)
    assert "card" in E.legal_actions(st, 0)
    st = act(st, 0, "card")
    assert st.civs[0].hand == ["Supply Drop"] and not [t for t in st.tasks if t["k"] == "loot"]
    st, target, sq = conquest(capital=False)
    st.loot_rule = "faq2013"
    sheet(st, 1, hand=["Supply Drop"], trade=3)
    st = play_out(st)
    st = act(st, 0, "trade")
    assert "card" not in E.legal_actions(st, 0)


def test_rome_advances_for_free_when_it_conquers_a_city():
    # CV-5.6.5: Rome advances one culture space for free whenever it conquers a city or a village.
    st, target, sq = conquest(capital=False)
    sheet(st, 0, civ="rome", culture=0, trade=0)
    st = play_out(st)
    assert st.civs[0].culture_space == 1 and st.civs[0].culture == 0


def test_germany_gains_a_free_unit_for_a_tech_learnt_through_an_event():
    # CV-5.6.4: whenever Germany learns a tech that unlocks or upgrades a unit type, however it is
    # learnt (here Knowledge Shared, a level II exchange), it gains a free unit of that type and a
    # market resource of its choice.
    st = world()  # seat 0 is Germany
    sheet(st, 0, hand=["Knowledge Shared"], techs=[["Pottery", "Writing"], [], [], [], []], standing=[])
    sheet(st, 1, techs=[["Pottery"], ["Mathematics"], [], [], []])
    sheet(st, 2, techs=[["Pottery"], [], [], [], []])
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    st = act(st, 0, f"play:{culture.card_index(TB, 'Knowledge Shared')}")
    assert st.civs[0].knows("Mathematics")  # the only tech to learn: taken at once
    assert [c.split(":")[0] for c in st.civs[0].standing] == ["artillery"]
    assert st.tasks[-1]["k"] == "pick_resource" and E.to_act(st) == {0}


def test_civilization_abilities_are_data_read_through_the_effect_registry():
    # CV-5.6 / CV-32.6: each civilization's setup bonus and ability are effect steps in data; a
    # data change moves an ability without a code change, and a bad step fails at load.
    raw = kit_data.read_raw("civilization")
    raw["effects"]["civilizations"]["america"] = [{"op": "stacking_limit_plus", "amount": 2}]
    engine = CivilizationEngine(load_data(raw))
    st = world(("america", "china", "egypt"))
    assert fx.stacking_limit(engine.tb, st, 0) == fx.stacking_limit(TB, st, 0) + 2
    assert fx.civ_has(TB, st, 1, "return_killed_unit") and not fx.civ_has(
        engine.tb, st, 0, "start_great_person"
    )
    raw["effects"]["civilizations"]["rome"] = [{"op": "free_advance", "on": "sometimes", "x": 1}]
    with pytest.raises(EffectDataError):
        CivilizationEngine(load_data(raw))
