"""The Military module (TA-42): every new military card (TA-49) with the expansion rulebook's
examples, Wealthy Territory rebalanced and the extra bonus cards."""

import pytest

from engines.through_ages import board
from engines.through_ages.decisions.military_politics import defense_value
from engines.through_ages.decisions.politics import max_force
from tests.through_ages.helpers import E, G, act, position, put, texts
from tests.through_ages.test_aggression import declare, politics, resolve, strike
from tests.through_ages.test_card_effects import resolve as reveal
from tests.through_ages.test_card_effects import strong, total
from tests.through_ages.test_pacts import offered

MIL = [c for c in G.cards if c.module == "nlw_military"]


def test_the_new_cards_per_age():
    # TA-42.1, TA-42.4, TA-40.2: 16 new cards and 3 bonus cards; the Age A event; Wealthy Territory
    new = [c for c in MIL if not c.replaces and c.kind != "bonus"]
    assert len(new) == 16 and sum(1 for c in MIL if c.kind == "bonus") == 3
    assert {a: sum(1 for c in MIL if c.age == a and not c.replaces) for a in ("A", "I", "II", "III")} == {
        "A": 1, "I": 6, "II": 6, "III": 6
    }  # fmt: skip
    assert [c.id for c in MIL if c.replaces] == ["nlw-mil-I-wealthy-territory"]  # TA-42.2
    # TA-42.6: the digital-only events are not part of the module
    assert not any(c.name in ("Spreading the Knowledge", "Impact of Modernization") for c in MIL)
    # TA-42.5, TA-42.7: the new decks combine with any civil cards (test_modules)


# ---------------------------------------------------------------- events


def test_development_of_planning_each_picks_one_for_itself():
    # TA-49.1, TA-Q13, TA-42.3, TA-31.6: three set-aside Age A events; each picks one, clockwise
    aside = ["mil-A-development-of-agriculture@1", "mil-A-development-of-science@1",
             "mil-A-development-of-crafts@1", "mil-A-development-of-settlement@1"]  # fmt: skip
    st = position(events_aside=list(aside), rng_script=[0, 0, 0])
    st = reveal(st, "nlw-mil-A-development-of-planning")
    assert E.to_act(st) == {0}
    assert E.legal_actions(st, 0) == [
        "plan:mil-A-development-of-agriculture", "plan:mil-A-development-of-science", "plan:mil-A-development-of-crafts"
    ]  # fmt: skip
    st, _ = act(st, "plan:mil-A-development-of-agriculture", "plan:mil-A-development-of-science")
    st, _ = act(st, "plan:mil-A-development-of-agriculture")  # the same card again
    assert [total(st, p) for p in range(3)] == [(2, 0, 0, 0), (0, 0, 2, 0), (2, 0, 0, 0)]
    assert st.events_aside == aside


def test_dark_ages_example():
    # TA-49.2: 9 science, 5 above 4, loses 3
    st = reveal(position(science=[9, 4, 2]), "nlw-mil-I-dark-ages")
    assert st.science == [6, 4, 2]


def test_call_to_arms_three_players():
    # TA-49.3, TA-26.3: the weakest loses 2 civil actions and draws 2, the second weakest 1 and 1
    st = position(civil_spent=[0, 0, 0])
    strong(st, 0, 3)
    strong(st, 2, 2)
    st = reveal(st, "nlw-mil-I-call-to-arms")
    assert st.civil_spent == [0, 2, 1] and [len(h) for h in st.military_hand] == [0, 2, 1]


def test_call_to_arms_two_players_and_lost_actions_only():
    # TA-49.3, TA-49.4, TA-Q9: with 2 players the weaker loses 2; only actions really lost draw
    st = position(players=2, seat=0, civil_spent=[0, 3])
    strong(st, 0, 3)
    st = reveal(st, "nlw-mil-I-call-to-arms")
    assert st.civil_spent[1] == 4 and len(st.military_hand[1]) == 1 and st.military_hand[0] == []
    st = position(players=2, age="IV")
    strong(st, 0, 3)
    st = reveal(st, "nlw-mil-I-call-to-arms")
    assert st.civil_spent[1] == 2 and st.military_hand[1] == []  # Age IV: no cards


def test_wisdom_of_the_ancestors():
    # TA-49.13: science per completed wonder, resources per unfinished one, Age A counting twice
    st = position(
        wonders=[["civil-A-pyramids", "civil-I-great-wall"], [], []],
        wonder=["civil-A-colossus", "civil-I-great-wall", None],
    )
    st = reveal(st, "nlw-mil-I-wisdom-of-the-ancestors")
    assert total(st, 0) == (0, 2, 3, 0) and total(st, 1) == (0, 1, 0, 0) and total(st, 2) == (0, 0, 0, 0)


def test_freedom_of_movement_moves_one_worker_paying_the_difference():
    # TA-49.5, TA-31.6: the cost difference with discounts on both cards; each player in turn, the
    # others may decline
    st = position()
    st.techs[0] = [*st.techs[0], "civil-I-iron"]
    put(st, 0, stored={"board-A-bronze": 3})
    st = reveal(st, "nlw-mil-II-freedom-of-movement")
    assert E.to_act(st) == {0} and "move:board-A-bronze:civil-I-iron" in E.legal_actions(st, 0)
    cost = G.card["civil-I-iron"].build_cost - G.card["board-A-bronze"].build_cost
    st, ev = act(st, "move:board-A-bronze:civil-I-iron")
    assert st.workers[0]["civil-I-iron"] == 1 and st.workers[0]["board-A-bronze"] == 1
    assert board.stock(G, st, 0, "resources") == 3 - cost + 0 and "moves a worker" in texts(ev)
    assert E.to_act(st) == {1}
    st, _ = act(st, "skip", "skip")
    assert E.machine.current(st)["k"] == "act"


def test_freedom_of_movement_respects_the_urban_limit():
    # TA-49.5: the urban building limit may not be exceeded
    st = position()
    put(st, 0, workers={"board-A-agriculture": 2, "board-A-religion": 2, "board-A-philosophy": 1})
    from engines.through_ages.expansion import move_options

    assert "move:board-A-philosophy:board-A-religion" not in move_options(G, st, 0)  # Despotism: 2
    assert "move:board-A-religion:board-A-agriculture" in move_options(G, st, 0)


def test_international_negotiations_the_revealer_picks_a_kind():
    # TA-49.7, TA-Q19, TA-31.6: the revealing player chooses; only kinds the weakest has 3 of; the strongest takes them
    st = position(science=[0, 5, 0])
    strong(st, 2, 3)
    put(st, 1, stored={"board-A-agriculture": 3})
    st = reveal(st, "nlw-mil-II-international-negotiations")
    assert E.to_act(st) == {0} and len(E.legal_actions(st, 0)) == 2  # food or science
    st, _ = act(st, "opt:1")
    assert st.science == [0, 2, 3]
    st = position()
    strong(st, 2, 3)
    put(st, 1, stored={"board-A-agriculture": 2})
    st = reveal(st, "nlw-mil-II-international-negotiations")  # nothing qualifies: no effect
    assert E.machine.current(st)["k"] == "act" and st.science == [0, 0, 0]


def test_arms_industry_example():
    # TA-49.8, TA-Q36, TA-44.2: per unit type the highest technology level in play; all at once
    st = position()
    st.techs[0] = [*st.techs[0], "civil-I-knights", "civil-II-coal", "civil-I-swordsmen", "civil-II-cannon"]
    st.techs[1] = [*st.techs[1], "civil-I-swordsmen"]
    st = reveal(st, "nlw-mil-II-arms-industry")
    assert total(st, 0)[1] == 6 and st.stored[0].get("civil-II-coal") == 2  # three types: 2 on Coal
    assert total(st, 1)[1] == 2 and total(st, 2)[1] == 0  # Swordsmen tie for infantry; only Warriors
    st = reveal(position(), "nlw-mil-II-arms-industry")  # Warriors only: everyone qualifies
    assert [total(st, p)[1] for p in range(3)] == [2, 2, 2]


def test_impact_of_harmony_and_of_culture():
    # TA-49.13, TA-28.4: 4 per the smallest count; culture-rating ranking 14/7/0 with 3 players
    st = position()
    put(
        st,
        0,
        workers={"board-A-agriculture": 2, "board-A-bronze": 3, "board-A-religion": 2, "board-A-warriors": 2},
    )
    st = reveal(st, "nlw-mil-III-impact-of-harmony")
    assert st.culture[0] == 4 * 2 and st.culture[1] == 4 * 1  # the starting position: one lab, one unit
    st = position(seat=1, current=1)
    put(st, 2, workers={"board-A-religion": 2})
    st = reveal(st, "nlw-mil-III-impact-of-culture")
    assert st.culture == [0, 7, 14]


def test_autonomous_territory_offers_four_rewards():
    # TA-49.6, TA-10.5
    st = position(
        current_events=["nlw-mil-II-autonomous-territory@1"], military_hand=[["mil-I-rats@1"], [], []]
    )
    st.tasks.append({"k": "politics", "who": 0})
    for p in (1, 2):
        st.workers[p] = {"board-A-agriculture": 2}
    st, _ = act(st, "prepare:mil-I-rats@1", "bid:1", "unit:board-A-warriors")
    assert st.colonies[0] == ["nlw-mil-II-autonomous-territory"] and len(E.legal_actions(st, 0)) == 4
    st, _ = act(st, "opt:3")
    assert st.culture[0] == 1 + 7


def test_wealthy_territory_rebalanced():
    # TA-42.2, TA-41.7, TA-Q28: 6 resources and 3 blue tokens (single source)
    st = position(current_events=["nlw-mil-I-wealthy-territory@1"], military_hand=[["mil-I-rats@1"], [], []])
    st.tasks.append({"k": "politics", "who": 0})
    for p in (1, 2):
        st.workers[p] = {"board-A-agriculture": 2}
    st, _ = act(st, "prepare:mil-I-rats@1", "bid:1", "unit:board-A-warriors")
    assert total(st, 0)[1] == 6 and st.blue[0] == 16 + 3 - 6
    assert {"immediate", "permanent"} <= set(G.card["nlw-mil-I-wealthy-territory"].unverified_fields)


# ---------------------------------------------------------------- aggressions, war, pact


def test_kidnapping_takes_a_card_and_scores_when_played():
    # TA-49.9, TA-49.10, TA-Q29, TA-31.6: the attacker picks from the target's hand; the card goes to the aggressor's hand (placeholder cost 2); an action
    # card kidnapped may be played this turn and scores 3 culture
    card = "civil-I-action-reserves"
    st = politics(hand0=["nlw-mil-I-aggression-kidnapping@1"], hand=[[], [card, "civil-I-iron"], []])
    st, _ = act(st, "aggress:nlw-mil-I-aggression-kidnapping@1:1")
    assert st.military_spent[0] == 2 and E.to_act(st) == {0}
    assert E.legal_actions(st, 0) == [f"kidnap:{card}", "kidnap:civil-I-iron", "skip"]
    st, _ = act(st, f"kidnap:{card}")
    assert st.hand == [[card], ["civil-I-iron"], []]
    st, _ = act(st, f"play:{card}", "opt:0")
    assert st.culture[0] == 3 and board.stock(G, st, 0, "food") == 2


def test_kidnapping_restrictions():
    # TA-49.9, TA-49.11: hand limit, a technology you already have, a second leader of an age
    from engines.through_ages.expansion import kidnap_choices

    st = position(hand=[["civil-I-iron"], ["civil-I-iron", "civil-A-moses", "civil-I-alchemy"], []])
    st.leaders_taken[0] = ["A"]
    assert kidnap_choices(G, st, 0, 1) == ["kidnap:civil-I-alchemy"]
    st.hand[0] = ["civil-I-iron"] * 4
    assert kidnap_choices(G, st, 0, 1) == []  # Despotism: 4 civil cards at most


def test_occupy_takes_three_of_each():
    # TA-49.13: up to 3 food, 3 resources, 3 science and 3 culture
    st = politics(hand0=["nlw-mil-III-aggression-occupy@1"], science=[0, 5, 2], culture=[0, 2, 0])
    put(st, 1, stored={"board-A-agriculture": 4, "board-A-bronze": 1})
    st, _ = strike(st, "aggress:nlw-mil-III-aggression-occupy@1:1")
    assert total(st, 0) == (3, 1, 3, 2) and total(st, 1) == (1, 0, 2, 0)


def test_hybrid_war_discontent_until_resolution_and_culture():
    # TA-49.13: two discontent faces for both sides while it waits; the winner takes the advantage
    st = position()
    put(st, 1, workers={**st.workers[1], "board-A-religion": 2})
    happy = board.happy_faces(G, st, 1)
    st, _ = declare("nlw-mil-III-hybrid-war", culture=[0, 10, 0])
    put(st, 1, workers={**st.workers[1], "board-A-religion": 2})
    assert board.happy_faces(G, st, 1) == happy - 2 and board.happy_faces(G, st, 0) == -2
    resolve(st)
    assert st.wars == [] and st.culture == [2, 8, 0] and board.happy_faces(G, st, 0) == 0


def test_maritime_trade_agreement_sides():
    # TA-49.13, TA-13.3, TA-4.4: side A +1 colonization and 1 blue token less, side B 2 more
    st = offered("nlw-mil-I-maritime-trade-agreement")
    blue = list(st.blue)
    st, _ = act(st, "accept")
    assert st.blue[0] == blue[0] - 1 and st.blue[1] == blue[1] + 2
    assert board.modifier(G, st, 0, "colonization") == 1
    st.tasks.append({"k": "politics", "who": 0})
    st, _ = act(st, "cancel:nlw-mil-I-maritime-trade-agreement@1")
    assert st.blue[:2] == blue[:2]


# ---------------------------------------------------------------- tactics and bonus cards


def test_hussars_examples():
    # TA-49.12, TA-Q37: 2 + the lowest unit's level; pairs formed to maximise; no obsolete value
    hussars = G.card["nlw-mil-II-hussars"]
    none = {"infantry": [], "artillery": [], "air_force": []}
    assert board.army_strength(hussars, {**none, "cavalry": [1, 3]}) == 3  # Knights + Tanks
    assert board.army_strength(hussars, {**none, "cavalry": [3, 3]}) == 5  # two Tanks
    assert board.army_strength(hussars, {**none, "cavalry": [3, 1, 3, 1]}) == 5 + 3
    genghis = {"infantry": [0], "cavalry": [3], "artillery": [], "air_force": []}
    assert board.army_strength(hussars, genghis, infantry_as_cavalry=True) == 2  # Warriors as cavalry


def test_positional_army():
    # TA-49.13, TA-22.4: 2 infantry and 2 artillery; obsolete with an old unit (unverified values)
    army = G.card["nlw-mil-III-positional-army"]
    units = {"infantry": [3, 3], "cavalry": [], "artillery": [2, 2], "air_force": [3]}
    assert board.army_strength(army, units) == 24
    assert board.army_strength(army, {**units, "infantry": [3, 1], "air_force": []}) == 6


@pytest.mark.parametrize(("card", "value"), [("nlw-mil-I-military-bonus-extra", 1), ("nlw-mil-II-military-bonus-extra", 2),
                                             ("nlw-mil-III-military-bonus-extra", 3)])  # fmt: skip
def test_extra_military_bonus_cards(card, value):
    # TA-42.1, TA-10.3, TA-11.3
    st = position(military_hand=[[f"{card}@1"], [], []])
    assert max_force(G, st, 0) == 1 + value and defense_value(G, f"{card}@1") == 2 * value


def test_every_card_of_the_two_modules_is_exercised():
    from pathlib import Path

    folder = Path(__file__).parent
    here = "".join(
        (folder / n).read_text(encoding="utf-8")
        for n in ("test_military_module.py", "test_balance_module.py")
    )
    missing = [c.id for c in G.cards if c.module in ("nlw_balance", "nlw_military") and c.id not in here]
    assert missing == [] or all(G.card[c].kind == "action" for c in missing)


def test_the_heuristic_offers_the_maritime_agreement_taking_the_better_side():
    # TA-49.13, TA-13.2: side B's 2 blue tokens are worth more than side A's colonization
    from engines.through_ages import pacts

    st = politics(hand0=["nlw-mil-I-maritime-trade-agreement@1"])
    offer = pacts.hint_offer(G, st, E.legal_actions(st, 0), 0)
    assert offer is not None and offer.endswith(":B")
