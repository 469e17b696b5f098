"""The effect descriptor language (GS-15): one interpreter for every card."""

from __future__ import annotations

from engines.guns_steel import ENGINE
from engines.guns_steel.data import DATA
from tests.guns_steel.helpers import R, deciding, kind, legal, play, scenario


def all_ops(steps: list[dict]) -> set[str]:
    ops = set()
    for step in steps:
        ops.add(step["op"])
        for key in ("steps", "defeated", "always_self", "undefeated"):
            ops |= all_ops(step.get(key, []))
        for option in step.get("options", []):
            if isinstance(option, list):
                ops |= all_ops(option)
    return ops


def test_every_op_and_condition_in_the_data_is_interpreted():
    # GS-15: card effects are data; every op has a handler, every condition type is evaluated
    used = set().union(*(all_ops(c.steps) for c in DATA.civilization_cards))
    assert used <= set(ENGINE.machine.automatic) | set(ENGINE.machine.decisions) | {"pay"}
    st = scenario(3, "renaissance", hands={0: ["C01", "C02"]}, tasks=[{"k": "resource", "who": 0}])
    for wonder in DATA.wonders:
        assert R.meets(st, 0, wonder.condition) in (True, False)
    for card in DATA.civilization_cards:
        for step in card.steps:
            if step["op"] == "target_opponent":
                assert R.meets(st, 1, step["condition"]) in (True, False)


def test_choose_one_alternative():
    # GS-15 choose_one: Ambush either plays a Military card from hand or activates one in the tableau
    st = scenario(2, hands={0: ["C04", "C05", "C03"], 1: ["C01"]}, tech_up={0: ["C11"]})
    st, _ = play(st, 0, "res:C04", "tech:C05")
    assert kind(st) == "choose_one" and legal(st) == ["opt:1", "opt:2"]
    st, events = play(st, 0, "opt:2")  # activate the Archery already in the tableau
    assert any("attacks with Archery" in e.text.en for e in events)
    assert "C03" not in st.tech_up[0]  # the Warriors stayed in hand: the other alternative was not used


def test_vp_for_each_opponent():
    # GS-15 vp_each_opponent: Radio gives 2 VP to you and 1 to every opponent
    st = scenario(3, "renaissance", hands={0: ["C04", "C49", "C01", "C02"], 1: ["C01"]})
    st, _ = play(st, 0, "res:C04", "tech:C49")
    assert st.track == [2, 1, 1]


def test_optional_step_for_each_player_can_be_declined():
    # GS-15 each_player optional: a step that is not an "up to" choice is offered first
    gain = {"op": "gain", "resources": ["oil"]}
    step = {"op": "each_player", "include_self": True, "optional": True, "steps": [gain]}
    task = {"k": "each_player", "s": step, "seat": 0, "who": 0, "card": "C32", "tgt": None}
    st = scenario(2, hands={0: ["C01", "C02"]}, tasks=[{"k": "resource", "who": 0}, task])
    assert kind(st) == "offer" and deciding(st) == 0 and legal(st) == ["act", "skip"]
    st, _ = play(st, 0, "act")
    assert st.temp == ["oil"] and deciding(st) == 1
    st, _ = play(st, 1, "skip")
    assert st.temp == ["oil"] and kind(st) == "resource"


def test_gain_choice_asks_per_unit():
    # GS-15 gain_choice: Currency exhausts an Iron, then two resources are chosen one by one
    st = scenario(3, hands={0: ["C04", "C07", "C01", "C02"], 1: ["C01"]})
    st, _ = play(st, 0, "res:C04", "tech:C07")
    assert kind(st) == "gain_choice" and legal(st) == ["gain:food", "gain:iron", "gain:horse"]
    st, _ = play(st, 0, "gain:horse")
    assert st.temp == ["horse"] and kind(st) == "gain_choice" and "C04" in st.exhausted[0]
    st, events = play(st, 0, "gain:iron")
    assert "Player A gains Iron" in [e.text.en for e in events]
