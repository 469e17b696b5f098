"""Pacts (TA-13), the partner's private answer (TA-31.3) and obsolete pacts ending (TA-27.2).
Every pact card has a test of its effect here."""

from __future__ import annotations

import pytest

from engines.through_ages import aggression, board, costs, flow, pacts
from tests.through_ages.helpers import E, G, act, put, texts
from tests.through_ages.test_aggression import PLUNDER_I, politics


def offered(card: str, partner: int = 1, side: str = "A", **fields):
    """Seat 0 offers `card` (taking `side`) to `partner`; returns the state at the answer."""
    st = politics(hand0=[f"{card}@1"], **fields)
    st, _ = act(st, f"pact:{card}@1:{partner}:{side}")
    return st


def in_force(card: str, a: int = 0, b: int = 1, **fields):
    """`card` in play between a (side A) and b (side B), seat 0 in its politics phase."""
    st = politics(**fields)
    st.pacts = [{"card": f"{card}@1", "a": a, "b": b, "by": a}]
    return st


# ---------------------------------------------------------------- offering and answering


def test_partner_answers_by_a_private_prompt():
    # TA-13.2, TA-31.3
    st = offered("mil-III-peace-treaty")
    assert E.to_act(st) == {1}
    prompt = E.prompt(st, 1)
    assert prompt.private and [o.id for o in prompt.options] == ["accept", "pass"]
    assert E.timeout_action(st, 1) == "pass"  # TA-31.7: a silent partner refuses


def test_accepted_pact_lies_in_the_offerers_area():
    # TA-13.3: it takes effect at once
    st = offered("mil-III-peace-treaty")
    before = board.culture_rating(G, st, 1)
    st, ev = act(st, "accept")
    assert st.pacts == [{"card": "mil-III-peace-treaty@1", "a": 0, "b": 1, "by": 0}]
    assert board.culture_rating(G, st, 1) == before + 1 and "accepts" in texts(ev)
    assert st.political_done and E.machine.current(st)["k"] == "act"


def test_refused_pact_returns_to_hand():
    # TA-13.3: the political action is still used
    st = offered("mil-III-peace-treaty")
    st, _ = act(st, "pass")
    assert st.pacts == [] and st.military_hand[0] == ["mil-III-peace-treaty@1"]
    assert E.machine.current(st)["k"] == "act"


def test_a_new_pact_replaces_the_offerers_old_one():
    # TA-13.4: one pact in your own play area
    st = offered("mil-III-peace-treaty", partner=2)
    st.pacts = [{"card": "mil-III-military-alliance@1", "a": 0, "b": 1, "by": 0}]
    st, _ = act(st, "accept")
    assert [x["card"] for x in st.pacts] == ["mil-III-peace-treaty@1"]


def test_cancel_any_pact_you_are_party_to():
    # TA-13.6, TA-13.7: no military action spent
    st = in_force("mil-III-military-alliance", a=1, b=0)
    assert "cancel:mil-III-military-alliance@1" in E.legal_actions(st, 0)
    st, ev = act(st, "cancel:mil-III-military-alliance@1")
    assert st.pacts == [] and st.military_spent[0] == 0 and "cancels" in texts(ev)


def test_no_pacts_with_two_players():
    # TA-13.1
    st = politics(hand0=["mil-III-peace-treaty@1"])
    assert pacts.political_choices(G, st, 0)
    st.players = 2
    assert not pacts.political_choices(G, st, 0)


def test_obsolete_pacts_end_at_the_age_change():
    # TA-27.2
    st = in_force("mil-I-open-borders-agreement", age="II")
    st.civil_decks = {**st.civil_decks, "II": []}
    flow.end_age(G, st, [])
    assert st.pacts == []


# ---------------------------------------------------------------- the cards


def test_open_borders_gives_a_military_action_and_an_attack_bonus():
    st = in_force("mil-I-open-borders-agreement", warriors=1)
    assert board.military_total(G, st, 0) == 3 and board.military_total(G, st, 1) == 3
    assert pacts.attack_strength(G, st, 0, 1) == (3, 1)  # +2 when one attacks the other
    st.military_hand[0] = [PLUNDER_I]
    assert f"aggress:{PLUNDER_I}:1" in E.legal_actions(st, 0)


def test_trade_routes_uses_food_as_resources_once_per_turn():
    st = in_force("mil-I-trade-routes-agreement")
    st.tasks = st.tasks[:-1]  # the action phase
    put(st, 0, stored={"board-A-agriculture": 2})
    assert "trade:food:resources" in E.legal_actions(st, 0)
    st, _ = act(st, "trade:food:resources")
    assert board.stock(G, st, 0, "food") == 1 and board.stock(G, st, 0, "resources") == 1
    assert not any(a.startswith("trade:") for a in E.legal_actions(st, 0))
    assert pacts.trade_choices(G, st, 1) == []  # side B trades the other way, on its own turn


def test_acceptance_of_supremacy_moves_production_and_forbids_attacks():
    st = in_force("mil-II-acceptance-of-supremacy", a=0, b=1)
    # TA-44.3: the bonus counts in the whole production, not in what the mines produce
    assert board.resource_production(G, st, 0) == 3 and board.resource_production(G, st, 1) == 1
    assert board.mine_production(G, st, 0) == board.mine_production(G, st, 1) == 2
    st.military_hand[0] = [PLUNDER_I]
    ids = E.legal_actions(st, 0)
    assert f"aggress:{PLUNDER_I}:1" not in ids and f"aggress:{PLUNDER_I}:2" in ids  # TA-11.2
    before = board.stock(G, st, 1, "resources")
    board.produce(G, st, 1, "resources")
    assert board.stock(G, st, 1, "resources") == before + 1  # 2 from the mine, -1


def test_international_trade_agreement_adds_production():
    st = in_force("mil-II-international-trade-agreement")
    assert board.resource_production(G, st, 0) == 3 and board.food_production(G, st, 1) == 3  # TA-44.1
    before = board.stock(G, st, 1, "food")
    board.produce(G, st, 1, "food")
    assert board.stock(G, st, 1, "food") == before + 3


def test_promise_of_military_protection_ends_when_one_attacks_the_other():
    st = in_force("mil-II-promise-of-military-protection", warriors=7)
    assert board.culture_rating(G, st, 0) == board.culture_rating(G, st, 2) + 1
    assert board.strength_rating(G, st, 1) == 5
    st.military_hand[0] = [PLUNDER_I]
    st, ev = act(st, f"aggress:{PLUNDER_I}:1")  # 7 against 1: the pact's +4 is left out
    assert st.pacts == [] and "ends" in texts(ev)


def test_scientific_cooperation_discounts_and_the_partner_pays():
    st = in_force("mil-II-scientific-cooperation", science=[5, 2, 0], hand=[["civil-I-alchemy"], [], []])
    st.tasks = st.tasks[:-1]
    cost = G.card["civil-I-alchemy"].science_cost
    assert costs.science_cost(G, st, 0, G.card["civil-I-alchemy"]) == cost - 2
    st, _ = act(st, "dev:civil-I-alchemy")
    assert st.science == [5 - (cost - 2), 1, 0]
    st.science[1] = 0  # a partner who cannot pay: no discount
    assert costs.science_cost(G, st, 0, G.card["civil-I-alchemy"]) == cost


def test_science_costs_are_kept_beside_pacts_without_cooperation_only():
    # TA-13.3: only Scientific Cooperation changes a science cost, and it reads the partner's
    # science, so its sides (A and B) read costs afresh while any other pact leaves them kept
    alchemy = G.card["civil-I-alchemy"]
    peace = in_force("mil-III-peace-treaty")
    assert costs.kept_science_costs(G, peace, 0, False) is not None
    assert costs.science_cost(G, peace, 0, alchemy) == alchemy.science_cost
    science = in_force("mil-II-scientific-cooperation", science=[5, 2, 0])
    for side in (0, 1):
        assert costs.kept_science_costs(G, science, side, False) is None
    assert costs.kept_science_costs(G, science, 2, False) is not None
    assert costs.science_cost(G, science, 1, alchemy) == alchemy.science_cost - 2
    science.science[0] = 0  # the partner of side B can no longer pay its share
    assert costs.science_cost(G, science, 1, alchemy) == alchemy.science_cost


def test_international_tourism_culture_per_partner_wonder():
    st = in_force("mil-III-international-tourism", wonders=[["civil-A-pyramids"], [], []])
    plain = in_force("mil-III-international-tourism")
    plain.pacts = []
    assert board.culture_rating(G, st, 1) == board.culture_rating(G, plain, 1) + 1


def test_loss_of_sovereignty_nobody_declares_war_on_b():
    st = in_force("mil-III-loss-of-sovereignty", a=2, b=1, hand=[[], [], []])
    st.military_hand[0] = ["mil-II-war-over-territory@1"]
    ids = E.legal_actions(st, 0)
    assert "war:mil-II-war-over-territory@1:1" not in ids and "war:mil-II-war-over-territory@1:2" in ids
    put(st, 1, workers={**st.workers[1], "board-A-religion": 3})  # 3 culture before the -2
    assert board.culture_rating(G, st, 2) == 2 and board.culture_rating(G, st, 1) == 1


def test_military_alliance_adds_strength_until_an_attack():
    st = in_force("mil-III-military-alliance", warriors=3)
    assert board.strength_rating(G, st, 0) == 6 and board.strength_rating(G, st, 1) == 4
    # TA-11.2: the check leaves out the +3 that ends with the attack: 3 against 1
    assert pacts.attack_strength(G, st, 0, 1) == (3, 1)


@pytest.mark.parametrize("card", ["mil-III-peace-treaty"])
def test_peace_treaty_culture_and_no_attacks(card):
    st = in_force(card)
    st.military_hand[0] = [PLUNDER_I, "mil-II-war-over-territory@1"]
    ids = E.legal_actions(st, 0)
    assert not any(a.endswith(":1") for a in ids if a.startswith(("aggress:", "war:")))
    assert board.culture_rating(G, st, 0) == board.culture_rating(G, st, 2) + 1


def test_heuristic_accepts_a_fair_pact():
    st = offered("mil-III-peace-treaty")
    assert E.agents()["heuristic"].choose(E, st, 1) == "accept"
    st = offered("mil-II-acceptance-of-supremacy", side="A")  # seat 1 would take side B (-1)
    assert E.agents()["heuristic"].choose(E, st, 1) == "pass"


def test_a_pact_forbids_attacks_only_when_it_says_so():
    # TA-13.5: International Trade Agreement neither forbids attacks nor ends with one
    st = in_force("mil-II-international-trade-agreement")
    st.military_hand[0] = [PLUNDER_I]
    st, _ = act(st, f"aggress:{PLUNDER_I}:1")
    assert len(st.pacts) == 1


def test_a_peace_treaty_does_not_cancel_a_declared_war():
    # TA-13.5
    st = in_force("mil-III-peace-treaty")
    st.wars = [{"card": "mil-II-war-over-territory@1", "by": 0, "target": 1}]
    yellow = st.yellow[1]
    aggression.resolve_wars(G, st, 0, [])
    assert st.yellow[1] == yellow - 1 and st.pacts


def test_status_line_names_the_partners_answer():
    st = offered("mil-III-peace-treaty")
    assert "pact" in E.status_line(st).en
