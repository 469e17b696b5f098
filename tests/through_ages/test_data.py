"""The data file: effects checked at load, deck compositions (TA-2.2, TA-5.2)."""

import copy

import pytest

from engines.kit import data as kit_data
from engines.kit.effects import EffectDataError
from engines.through_ages.data import load
from engines.through_ages.modules import civil_deck, military_deck

G = load()


def test_every_peaceful_card_has_checked_effect_steps():
    cards = G.base_cards()
    assert len(cards) == 213
    assert all(c.steps for c in cards)


def test_an_unknown_op_fails_at_load():
    raw = copy.deepcopy(kit_data.read_raw("through_ages"))
    raw["effects"]["civil-A-moses"] = [{"op": "teleport"}]
    with pytest.raises(EffectDataError):
        load(raw)


def test_a_wrong_argument_fails_at_load():
    raw = copy.deepcopy(kit_data.read_raw("through_ages"))
    raw["effects"]["civil-A-moses"] = [{"op": "population_discount", "food": "one"}]
    with pytest.raises(EffectDataError):
        load(raw)


@pytest.mark.parametrize(
    ("players", "sizes"),
    [(2, {"A": 20, "I": 44, "II": 44, "III": 44}), (3, {"A": 20, "I": 50, "II": 50, "III": 50}),
     (4, {"A": 20, "I": 53, "II": 53, "III": 53})],
)  # fmt: skip
def test_civil_decks_by_player_count(players, sizes):
    # TA-2.2, TA-2.5, TA-29.1, TA-29.2, TA-29.3, TA-5.2: cards marked 3+ and 4 are removed for 2 players, marked 4 for 3 players
    assert {age: len(civil_deck(G, age, players)) for age in sizes} == sizes
    assert sizes == {age: G.raw_check(f"civil_{age}_{players}p_base") for age in sizes}


def test_military_decks_leave_out_aggressions_wars_and_pacts():
    # TA-30.2, TA-Q27: the peaceful variant (copy counts of the BGA table)
    for age in ("I", "II", "III"):
        kinds = {G.card[c.split("@")[0]].kind for c in military_deck(G, age, 4)}
        assert kinds <= {"event", "territory", "tactic", "bonus"}
    assert len(military_deck(G, "A", 3)) == 10


def test_row_costs_rise():
    # TA-6.1: a card row space costs no less than the spaces left of it (`legal.takes` stops at
    # the first space dearer than the budget)
    costs = G.tables["card_row"]["civil_action_cost_by_slot"]
    assert len(costs) == G.tables["card_row"]["slots"]
    assert costs == sorted(costs) and costs[0] < costs[-1]
