"""Prompts that list cards in the player's hand are private (GS-16.2: the hand is hidden); the
others are public. Each decision family answers its own question, labels and details."""

from __future__ import annotations

from engines.guns_steel import ENGINE
from engines.guns_steel.decisions import FAMILIES
from tests.guns_steel.helpers import kind, play, scenario

HAND_FAMILIES = {"start_res", "resource", "tech", "react", "play_military_from_hand"}


def test_the_families_that_list_the_hand_are_private():
    # GS-16.2: the hand is hidden information; everything else a prompt lists lies face up
    assert {f.kind for f in FAMILIES if f.private} == HAND_FAMILIES
    assert set(ENGINE.machine.decisions) == {f.kind for f in FAMILIES}


def test_start_resource_prompt_is_private():
    # GS-4.7: the starting card comes from the hand
    st = ENGINE.setup(3, {"set": "new_world"}, 5)
    (seat,) = ENGINE.to_act(st)
    prompt = ENGINE.prompt(st, seat)
    assert kind(st) == "start_res" and prompt.private
    assert all(o.id.startswith("res:") for o in prompt.options)


def test_resource_and_technology_prompts_are_private_the_purchase_is_public():
    st = scenario(3, hands={0: ["C01", "C02", "C03"], 1: ["C01"]}, res_up={0: ["C04"]})
    assert kind(st) == "resource" and ENGINE.prompt(st, 0).private  # GS-6
    st, _ = play(st, 0, "res:C01")
    assert kind(st) == "tech" and ENGINE.prompt(st, 0).private  # GS-7
    st, _ = play(st, 0, "techoff:C03")
    assert kind(st) == "purchase" and not ENGINE.prompt(st, 0).private  # GS-9: the market is public


def test_reaction_and_military_from_hand_prompts_are_private():
    # GS-8.3 a: reaction cards come from hand; GS-7.7: Military cards are played from hand
    st = scenario(2, hands={0: ["C05", "C11", "C09"], 1: ["C13", "C01"]}, tech_up={0: []})
    st, _ = play(st, 0, "res:C05", "tech:C11")  # Archery attacks
    assert kind(st) == "react"
    prompt = ENGINE.prompt(st, 1)
    assert prompt.private and "react:C13" in prompt.option_ids()
    st = scenario(2, hands={0: ["C04", "C05", "C09"], 1: ["C01"]})
    st, _ = play(st, 0, "res:C04", "tech:C05", "opt:1")  # Ambush: play Military cards from hand
    assert kind(st) == "play_military_from_hand" and ENGINE.prompt(st, 0).private


def test_labels_and_details_come_from_the_family():
    st = scenario(3, hands={0: ["C01", "C02"], 1: ["C01"]})
    st, _ = play(st, 0, "res:C01")
    prompt = ENGINE.prompt(st, 0)
    labels = {o.id: o.label.en for o in prompt.options}
    assert labels["techoff:C02"] == "Play without effect: Barter (Food, Civil)"
    barter = next(o for o in prompt.options if o.id == "tech:C02")
    assert barter.detail is not None and "exhaust" in barter.detail.en
