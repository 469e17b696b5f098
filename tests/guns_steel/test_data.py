"""The card effect language (GS-15) is checked when the data load, and an engine plays with the
data it is given."""

from __future__ import annotations

import copy

import pytest

from engines.base import play_on
from engines.guns_steel import ENGINE, GunsSteelEngine
from engines.guns_steel.data import DATA, load, read_raw
from engines.guns_steel.effects import EFFECTS
from engines.kit.effects import EffectDataError
from tests.guns_steel.test_effects import all_ops


def edited(card_id: str, steps: list[dict]) -> dict:
    raw = copy.deepcopy(read_raw())
    card = next(c for c in raw["civilization_cards"] if c["id"] == card_id)
    card["effect"]["steps"] = steps
    return raw


def test_the_shipped_data_loads_and_uses_every_declared_op():
    # GS-15: every op of the language is declared once; the data uses only declared ops
    data = load()
    used = set().union(*(all_ops(c.steps) for c in data.civilization_cards))
    assert used == set(EFFECTS.ops)


def test_every_declared_op_has_code_that_runs_it():
    # GS-15: an op is an automatic step or a decision family ("pay" becomes a pay task)
    handled = set(ENGINE.machine.automatic) | set(ENGINE.machine.decisions)
    assert set(EFFECTS.ops) <= handled


@pytest.mark.parametrize(
    "steps, message",
    [
        ([{"op": "teleport"}], "unknown op 'teleport'"),
        ([{"op": "gain", "resources": ["gold"]}], "'gain' argument 'resources.0'"),
        ([{"op": "vp"}], "'vp' argument 'amount'"),
        ([{"op": "vp", "amount": 2, "bonus": 1}], "'vp' argument 'bonus'"),
        ([{"op": "replenish", "count": 0, "resource": "food"}], "'replenish' argument 'count'"),
        ([{"op": "attack", "defeated": [{"op": "lose_resources"}]}], "lose_resources"),
        ([{"op": "each_player", "include_self": True, "steps": [{"op": "warp"}]}], "unknown op 'warp'"),
        (
            [{"op": "choose_one", "options": [[{"op": "gain", "resources": ["iron"]}], [{"op": "nap"}]]}],
            "nap",
        ),
        (
            [{"op": "target_opponent", "condition": {"type": "moon_phase", "min": 1}, "steps": []}],
            "target_opponent",
        ),
        ([{"op": "pay", "resources": []}], "'pay' argument 'resources'"),
    ],
)
def test_data_with_an_unknown_op_or_a_wrong_argument_fails_at_load(steps, message):
    # GS-15: card data outside the effect language is refused when it loads, never mid-game
    with pytest.raises(EffectDataError, match=message.replace("(", r"\(")) as error:
        load(edited("C07", steps))
    assert "C07" in str(error.value)


def test_a_wonder_condition_outside_the_language_fails_at_load():
    raw = copy.deepcopy(read_raw())
    raw["wonders"][0]["completion_condition"] = {"type": "face_up_resources", "resource": "gold", "min": 2}
    with pytest.raises(EffectDataError, match=raw["wonders"][0]["id"]):
        load(raw)


def test_an_engine_plays_with_the_data_it_is_given():
    # the data is the engine's own: Warriors with strength 5 in one engine, the default elsewhere
    raw = copy.deepcopy(read_raw())
    warriors = next(c for c in raw["civilization_cards"] if c["id"] == "C03")
    warriors["military_strength"] = 5
    strong = GunsSteelEngine(load(raw))
    st = strong.setup(3, {"set": "new_world"}, 4)
    st.tech_up[0] = ["C03"]
    assert strong.rules.strength(st, 0) == 5 and ENGINE.rules.strength(st, 0) == 1
    assert strong.view(st, 0).seats[0].strength == 5 and ENGINE.view(st, 0).seats[0].strength == 1
    assert DATA.cards["C03"].military_strength == 1
    finished = play_on(strong, strong.setup(3, {"set": "combined"}, 1), 5000)
    assert finished.finished


def test_an_engine_with_a_changed_cost_offers_what_that_cost_allows():
    # GS-9.2: the price comes from the engine's data (Riflemen made to cost one Food)
    raw = copy.deepcopy(read_raw())
    rifle = next(c for c in raw["civilization_cards"] if c["id"] == "C21")
    rifle["cost"] = ["food"]
    cheap = GunsSteelEngine(load(raw))
    st = cheap.setup(3, {"set": "new_world"}, 2)
    for row in st.pyramid[:2]:
        row[:] = [None] * len(row)  # nothing connected: base costs only
    st.res_up[st.active] = ["C01"]
    st.hands[st.active] = []
    st.tasks = [{"k": "end"}, {"k": "purchase", "who": st.active}]
    cheap.refresh(st)
    assert "C21" in st.pyramid[2]  # 3 players, New World: every Oil-era card is dealt
    assert "buy:C21" in cheap.legal_actions(st, st.active)
    assert "buy:C21" not in ENGINE.legal_actions(ENGINE.refresh(st.model_copy(deep=True)), st.active)
