"""Aggressions (TA-11), wars (TA-12), the defender's private answer (TA-31.2) and the variant
option (TA-30.2). Every aggression and war card has a test of its effect here."""

from __future__ import annotations

import pytest

from engines.base import IllegalAction
from engines.through_ages import aggression, board
from tests.through_ages.helpers import E, G, act, position, put, texts

PLUNDER_I = "mil-I-aggression-plunder@1"


def politics(hand0=(), hand1=(), warriors=3, **fields):
    """Seat 0 in its politics phase, stronger than seats 1 and 2 (strength `warriors` vs 1)."""
    st = position(options={"variant": "full"}, **fields)
    st.tasks = [{"k": "end_turn", "p": 0}, {"k": "act", "who": 0}, {"k": "politics", "who": 0}]
    st.military_hand = [list(hand0), list(hand1), []]
    put(st, 0, workers={**st.workers[0], "board-A-warriors": warriors})
    st.idle[0] = max(0, st.idle[0] - (warriors - 1))
    return st


def strike(st, action: str):
    """Seat 0 plays an aggression; the target, if asked at all, does not defend (a target with no
    military cards has only `pass`, which runs by itself)."""
    st, ev = act(st, action)
    task = E.machine.current(st)
    if task is not None and task["k"] == "defend":
        st, more = act(st, "pass")
        ev += more
    return st, ev


def attack(card: str, target: int = 1, **fields):
    """Seat 0 plays `card` at `target`, which does not defend."""
    st = politics(hand0=[f"{card}@1"], **fields)
    return strike(st, f"aggress:{card}@1:{target}")


# ---------------------------------------------------------------- legality and the option


def test_aggression_only_against_a_weaker_civilization():
    # TA-11.2: seat 0 (3) may attack seats 1 and 2 (1); equal strength forbids it
    st = politics(hand0=[PLUNDER_I])
    ids = E.legal_actions(st, 0)
    assert f"aggress:{PLUNDER_I}:1" in ids and f"aggress:{PLUNDER_I}:2" in ids
    st = politics(hand0=[PLUNDER_I], warriors=1)
    assert not any(a.startswith("aggress:") for a in E.legal_actions(st, 0))


def test_aggression_pays_its_military_actions():
    # TA-11.1: Plunder costs 1 military action, spent even if it fails (TA-11.4)
    st = politics(hand0=[PLUNDER_I])
    st, _ = strike(st, f"aggress:{PLUNDER_I}:1")
    assert st.military_spent[0] == 1 and PLUNDER_I not in st.military_hand[0]
    assert PLUNDER_I in st.military_discards["I"]
    st = politics(hand0=["mil-I-aggression-enslave@1"], military_spent=[1, 0, 0])
    assert not any(a.startswith("aggress:") for a in E.legal_actions(st, 0))  # needs 2


def test_peaceful_variant_has_no_attacks():
    # TA-30.2: the option removes aggressions and wars from the decks and the choices
    st = politics(hand0=[PLUNDER_I])
    st.options = {"variant": "peaceful"}  # TA-30.2
    assert not any(a.startswith("aggress:") for a in E.legal_actions(st, 0))
    peaceful = E.setup(3, {"variant": "peaceful"}, seed=3)
    full = E.setup(3, {}, seed=3)
    assert full.options["variant"] == "full"
    kinds = {G.card[i.split("@")[0]].kind for deck in full.military_decks.values() for i in deck}
    assert {"aggression", "war"} <= kinds
    kinds = {G.card[i.split("@")[0]].kind for deck in peaceful.military_decks.values() for i in deck}
    assert not kinds & {"aggression", "war", "pact"}


def test_gandhi_forbids_attacks_and_doubles_their_cost():
    st = politics(hand0=[PLUNDER_I])
    st.leader[0] = "civil-III-mahatma-gandhi"
    assert not any(a.startswith("aggress:") for a in E.legal_actions(st, 0))
    st = politics(hand0=[PLUNDER_I])
    st.leader[1] = "civil-III-mahatma-gandhi"
    assert aggression.attack_cost(G, st, PLUNDER_I, 1) == 2
    assert aggression.attack_cost(G, st, PLUNDER_I, 2) == 1


# ---------------------------------------------------------------- the defence (TA-11.3, TA-31.2)


def test_defence_is_a_private_prompt_to_the_target():
    st = politics(hand0=[PLUNDER_I], hand1=["mil-I-military-bonus@1", "mil-I-legion@1"])
    st, _ = act(st, f"aggress:{PLUNDER_I}:1")
    assert E.to_act(st) == {1}
    prompt = E.prompt(st, 1)
    assert prompt.private
    ids = [o.id for o in prompt.options]
    assert "bonus:mil-I-military-bonus@1" in ids and "discard:mil-I-legion@1" in ids and "pass" in ids
    # nobody else sees the target's hand
    for seat in (0, 2):
        assert "mil-I-military-bonus" not in str(E.view(st, seat).model_dump())


def test_defence_equal_to_the_attack_repels_it():
    # TA-11.3, TA-11.4: bonus card +2 gives 1 + 2 = 3 against 3: the aggression fails
    st = politics(hand0=[PLUNDER_I], hand1=["mil-I-military-bonus@1"])
    put(st, 1, stored={"board-A-bronze": 3})
    st, ev = act(st, f"aggress:{PLUNDER_I}:1", "bonus:mil-I-military-bonus@1")
    assert board.stock(G, st, 1, "resources") == 3 and "repels" in texts(ev)
    assert st.military_hand[1] == []


def test_discarded_cards_count_one_each_and_stay_secret():
    # TA-11.3: any other card discarded face down gives +1; the table sees only the outcome
    st = politics(hand0=[PLUNDER_I], hand1=["mil-I-legion@1", "mil-I-phalanx@1"])
    st, ev = act(st, f"aggress:{PLUNDER_I}:1", "discard:mil-I-legion@1", "discard:mil-I-phalanx@1")
    assert "repels" in texts(ev)
    public = [e for e in ev if e.seats is None]
    assert all("Legion" not in e.text.en and "Phalanx" not in e.text.en for e in public)


def test_defence_limited_by_military_actions():
    # TA-11.3: no more cards than the target's military actions (Despotism: 2)
    hand = ["mil-I-legion@1", "mil-I-phalanx@1", "mil-I-legion@2"]
    st = politics(hand0=[PLUNDER_I], hand1=hand)
    st, _ = act(st, f"aggress:{PLUNDER_I}:1", "discard:mil-I-legion@1", "discard:mil-I-phalanx@1")
    # the third card cannot be added: the defence ends by itself and the attack is repelled
    assert st.military_hand[1] == ["mil-I-legion@2"] and E.to_act(st) == {0}
    assert st.military_hand[0] == []


def test_silent_defender_defends_with_nothing():
    # TA-31.7: the time-out default is no defence
    st = politics(hand0=[PLUNDER_I], hand1=["mil-I-military-bonus@1"])
    st, _ = act(st, f"aggress:{PLUNDER_I}:1")
    assert E.timeout_action(st, 1) == "pass"


def test_wrong_seat_cannot_answer_for_the_defender():
    st = politics(hand0=[PLUNDER_I], hand1=["mil-I-military-bonus@1"])
    st, _ = act(st, f"aggress:{PLUNDER_I}:1")
    with pytest.raises(IllegalAction):
        E.apply(st, 0, "pass")


# ---------------------------------------------------------------- aggression cards (TA-11.5, TA-11.6)


@pytest.mark.parametrize(
    "card,amount",
    [("mil-I-aggression-plunder", 3), ("mil-II-aggression-plunder", 5), ("mil-III-aggression-plunder", 7)],
)
def test_plunder_takes_food_and_resources(card, amount):
    st = politics(hand0=[f"{card}@1"], military_spent=[0, 0, 0])
    put(st, 1, stored={"board-A-bronze": 4, "board-A-agriculture": 4})
    st.blue[1] = 10
    before = board.stock(G, st, 0, "food") + board.stock(G, st, 0, "resources")
    st, _ = strike(st, f"aggress:{card}@1:1")
    lost = 8 - board.stock(G, st, 1, "food") - board.stock(G, st, 1, "resources")
    assert lost == amount
    assert board.stock(G, st, 0, "food") + board.stock(G, st, 0, "resources") == before + amount


def test_plunder_takes_at_most_what_the_target_has():
    # TA-11.5
    st, _ = attack("mil-III-aggression-plunder")
    assert board.stock(G, st, 1, "food") == 0 and board.stock(G, st, 1, "resources") == 0


def test_raid_i_destroys_an_urban_building():
    st = politics(hand0=["mil-I-aggression-raid@1"])
    put(st, 1, workers={**st.workers[1], "civil-I-theology": 1})
    before = board.stock(G, st, 0, "resources")
    st, _ = strike(st, "aggress:mil-I-aggression-raid@1:1")
    assert "civil-I-theology" not in st.workers[1]
    assert board.stock(G, st, 0, "resources") == before + 3  # half of 5, rounded up


@pytest.mark.parametrize("card", ["mil-II-aggression-raid", "mil-III-aggression-raid"])
def test_later_raids_destroy_two_buildings(card):
    st = politics(hand0=[f"{card}@1"], military_spent=[0, 0, 0])
    st.government[0] = "civil-I-monarchy"  # 3 military actions
    put(st, 1, workers={**st.workers[1], "civil-I-theology": 1, "civil-II-opera": 1})
    st, _ = strike(st, f"aggress:{card}@1:1")
    if card.startswith("mil-II"):
        assert "civil-II-opera" not in st.workers[1] and "civil-I-theology" not in st.workers[1]
    else:
        assert "civil-II-opera" not in st.workers[1] and "board-A-philosophy" not in st.workers[1]


def test_enslave_takes_a_worker_and_gives_food_and_resources():
    st = politics(hand0=["mil-I-aggression-enslave@1"])
    st.idle[1] = 1
    yellow = st.yellow[1]
    st, _ = strike(st, "aggress:mil-I-aggression-enslave@1:1")
    assert st.idle[1] == 0 and st.yellow[1] == yellow + 1
    assert board.stock(G, st, 0, "food") == 2 and board.stock(G, st, 0, "resources") == 2


def test_spy_takes_science():
    st = politics(hand0=["mil-II-aggression-spy@1"], science=[0, 8, 0])
    st, _ = strike(st, "aggress:mil-II-aggression-spy@1:1")
    assert st.science == [5, 3, 0]


def test_armed_intervention_takes_culture():
    st = politics(hand0=["mil-III-aggression-armed-intervention@1"], culture=[0, 4, 0])
    st, _ = strike(st, "aggress:mil-III-aggression-armed-intervention@1:1")
    assert st.culture == [4, 0, 0]  # at most what the target has (TA-11.5)


def test_annex_takes_a_colony_with_its_permanent_effects():
    st = politics(hand0=["mil-II-aggression-annex@1"])
    st.colonies[1] = ["mil-I-inhabited-territory"]
    st, _ = strike(st, "aggress:mil-II-aggression-annex@1:1")
    assert st.colonies[1] == [] and st.colonies[0] == ["mil-I-inhabited-territory"]


def test_infiltrate_removes_the_leader_for_culture():
    st = politics(hand0=["mil-II-aggression-infiltrate@1"])
    st.leader[1] = "civil-II-isaac-newton"
    st, _ = strike(st, "aggress:mil-II-aggression-infiltrate@1:1")
    assert st.leader[1] is None and st.culture[0] == 6


def test_infiltrate_removes_an_unfinished_wonder():
    st = politics(hand0=["mil-II-aggression-infiltrate@1"])
    st.wonder[1], st.wonder_stages[1] = "civil-II-eiffel-tower", 1
    blue = st.blue[1]
    st, _ = strike(st, "aggress:mil-II-aggression-infiltrate@1:1")
    assert st.wonder[1] is None and st.blue[1] == blue + 1 and st.culture[0] == 6


# ---------------------------------------------------------------- wars (TA-12, TA-8.2)


def declare(card: str, **fields):
    st = politics(hand0=[f"{card}@1"], **fields)
    st.extra_military[0] = 1  # War over Culture costs 3
    st, ev = act(st, f"war:{card}@1:1")
    return st, ev


def resolve(st):
    ev = []
    aggression.resolve_wars(G, st, 0, ev)
    return ev


def test_war_waits_for_the_declarers_next_turn():
    # TA-12.1, TA-8.2: the card lies in play; the next turn start resolves it
    st, ev = declare("mil-III-war-over-culture", culture=[0, 10, 0])
    assert st.wars == [{"card": "mil-III-war-over-culture@1", "by": 0, "target": 1}]
    assert st.culture == [0, 10, 0] and st.military_spent[0] == 3
    st.tasks = [{"k": "turn_start", "p": 0}]
    events = []
    E.machine.advance(st, events)
    assert st.wars == [] and st.culture == [7, 3, 0]  # 5 + advantage 2


def test_war_may_be_declared_on_a_stronger_civilization_and_lost():
    # TA-12.1, TA-12.3: either side may win
    st, _ = declare("mil-II-war-over-technology", warriors=1, science=[4, 0, 0])
    put(st, 1, workers={**st.workers[1], "board-A-warriors": 3})
    resolve(st)
    assert st.science == [2, 2, 0]


def test_war_at_equal_strength_has_no_effect():
    st, _ = declare("mil-II-war-over-territory")
    st.workers[0] = {**st.workers[0], "board-A-warriors": 1}
    ev = resolve(st)
    assert "equal strength" in texts(ev) and st.wars == []


def test_war_over_territory_takes_yellow_tokens():
    st, _ = declare("mil-II-war-over-territory")
    put(st, 0, workers={**st.workers[0], "board-A-warriors": 7})  # advantage 6: 1 + 1
    yellow = list(st.yellow)
    resolve(st)
    assert st.yellow[0] == yellow[0] + 2 and st.yellow[1] == yellow[1] - 2


def test_war_over_technology_takes_science():
    st, _ = declare("mil-II-war-over-technology", science=[0, 1, 0])
    resolve(st)
    assert st.science == [1, 0, 0]  # TA-12.5: at most what the loser has


def test_no_war_in_the_last_round():
    st = politics(hand0=["mil-II-war-over-territory@1"])
    assert "war:mil-II-war-over-territory@1:1" in E.legal_actions(st, 0)
    st.last_round = st.round
    assert not any(a.startswith("war:") for a in E.legal_actions(st, 0))  # TA-12.2


# ---------------------------------------------------------------- agents


def test_heuristic_attacks_a_much_weaker_rival():
    st = politics(hand0=[PLUNDER_I], warriors=6)
    assert E.agents()["heuristic"].choose(E, st, 0).startswith("aggress:")


def test_heuristic_defends_only_when_it_can_hold():
    st = politics(hand0=[PLUNDER_I], hand1=["mil-I-military-bonus@1"])
    st, _ = act(st, f"aggress:{PLUNDER_I}:1")
    assert E.agents()["heuristic"].choose(E, st, 1) == "bonus:mil-I-military-bonus@1"
    st = politics(hand0=[PLUNDER_I], hand1=["mil-I-legion@1"], warriors=6)
    st, _ = act(st, f"aggress:{PLUNDER_I}:1")
    assert E.agents()["heuristic"].choose(E, st, 1) == "pass"


def test_a_declared_war_has_no_effect_until_resolved_and_wars_can_stack():
    # TA-12.4: the card changes nothing meanwhile; several players may declare war on one target
    st, _ = declare("mil-II-war-over-territory")
    strength = [board.strength_rating(G, st, p) for p in range(3)]
    st.wars = [*st.wars, {"card": "mil-II-war-over-technology@1", "by": 2, "target": 1}]
    assert [board.strength_rating(G, st, p) for p in range(3)] == strength
    resolve(st)
    assert st.wars == [{"card": "mil-II-war-over-technology@1", "by": 2, "target": 1}]
