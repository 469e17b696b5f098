"""Rules and decisions that had no test citing their own ID (GS-1 .. GS-16, D-1 .. D-20)."""

from __future__ import annotations

import pytest

from engines.guns_steel import ENGINE, rules
from engines.guns_steel import payment as pay
from engines.guns_steel.data import DATA, ERAS, RESOURCES, SETS, read_raw
from engines.guns_steel.steps import pay_task
from tests.guns_steel.helpers import R, deciding, kind, legal, play, refused, scenario
from tests.guns_steel.test_effects import all_ops

CARDS = DATA.cards
WONDERS = DATA.wonder_by_id
RANDOM = ENGINE.agents()["random"]
NW_WONDERS = ["W01", "W04", "W06", "W07", "W09"]  # met by none of the small tableaux below


def texts(events) -> str:
    return "\n".join(e.text.en for e in events)


def drive(st, stop_kind: str = "purchase", seat: int = 0):
    """Take the first legal choice (renewing when possible, buying nothing) until `seat` faces
    `stop_kind` or the turn passes; returns the state and every event."""
    events = []
    while not st.finished and st.active == seat and kind(st) != stop_kind:
        who = deciding(st)
        ids = legal(st)
        action = "" if ENGINE.machine.decisions[kind(st)].multi else ("pass" if "pass" in ids else ids[0])
        st, ev = ENGINE.apply(st, who, action)
        events += ev
    return st, events


def finish_turn(st):
    """Play the active seat's turn to its end with the first legal choices (keep resource cards)."""
    return drive(st, stop_kind="", seat=st.active)


# ---------------------------------------------------------------- GS-1 components


def test_wonder_card_faces_in_the_data():
    # GS-1.3: era, VP and a pointer to a civ card of the same era and set; New World wonders
    # carry a completion condition, Renaissance ones a glory condition and a marker count
    for w in DATA.wonders:
        pictured = CARDS[w.matches_card]
        assert pictured.set == w.set and pictured.era == w.era and w.vp > 0
        assert w.name.en and w.name.pl and w.condition_text
        if w.set == "new_world":
            assert w.completion_condition and w.glory_condition is None and w.glory_count is None
        else:
            assert w.glory_condition and w.glory_count >= 1 and w.completion_condition is None
    assert not set(WONDERS) & set(CARDS)  # never a civ card


def test_wonders_never_go_to_hand_and_never_count_as_civ_cards():
    # GS-1.3: owned wonders stay in the tableau through the pick-up; they are no resource,
    # no strength and no card VP
    st = scenario(
        3,
        res_up={0: ["C01"]},
        tech_up={0: ["C05"]},
        wonders_owned={0: ["W02", "W03", "W05", "W08"]},
        hands={1: ["C01"]},
        wonders=NW_WONDERS,
    )
    assert kind(st) == "pickup_res" and st.hands[0] == ["C05"]  # the tech-side-up card went, wonders not
    assert R.counts(st, 0) == (1, 0, 0, 0, 0, 0, 0) and R.strength(st, 0) == 0
    assert not R.meets(st, 0, WONDERS["W01"].condition)  # 4 face-up resources: wonders do not count
    assert R.card_vp(st, 0) == 0 and R.wonder_vp(st, 0) == 3 + 3 + 4 + 6
    st, _ = play(st, 0, "C01")
    assert sorted(st.hands[0]) == ["C01", "C05"] and st.owned_wonders[0] == ["W02", "W03", "W05", "W08"]
    assert st.active == 1


def test_eras_are_the_pyramid_rows_bottom_to_top():
    # GS-1.4: Horse < Gunpowder < Oil < Earth < Space; Horse is the bottom (longest) row and
    # "earlier era" means a lower row (the Research Project surcharge counts only lower rows)
    assert list(ERAS) == DATA.enums["eras"] == ["horse", "gunpowder", "oil", "earth", "space"]
    for card_set in SETS:
        for players in (2, 3, 4):
            st = ENGINE.setup(players, {"set": card_set}, 7)
            sizes = [len(row) for row in st.pyramid]
            assert sizes == sorted(sizes, reverse=True) and len(set(sizes)) == 5
            for r, row in enumerate(st.pyramid):
                assert all(CARDS[c].era == ERAS[r] for c in row)
                assert WONDERS[st.wonders[r]].era == ERAS[r]
            surcharge = dict(R.purchasable(st))
            for r, stack in enumerate(st.stacks):
                assert surcharge[stack[-1]] == sum(sizes[:r])


# ---------------------------------------------------------------- GS-2 resources


def test_resource_types():
    # GS-2.1: seven types with the Polish edition's names; every card shows one of them
    assert DATA.enums["resources"] == list(RESOURCES)
    assert list(RESOURCES) == ["food", "iron", "horse", "gunpowder", "oil", "earth", "space"]
    assert [DATA.enums["names_pl"][r] for r in RESOURCES] == [
        "Żywność",
        "Żelazo",
        "Rumak",
        "Proch",
        "Ropa",
        "Ziemia",
        "Kosmos",
    ]
    assert {c.resource for c in CARDS.values()} == set(RESOURCES)
    assert {c.resource for c in CARDS.values() if c.set == "starting"} == {"food", "iron"}


def test_card_resources_stay_available_across_turns_until_exhausted():
    # GS-2.2: a resource-side-up card is one available resource, turn after turn, until spent
    st = scenario(
        2,
        res_up={0: ["C01", "C04"]},
        hands={0: ["C02", "C03", "C05", "C06"], 1: ["C01", "C02", "C03", "C04"]},
    )
    st, _ = play(st, 0, "res:C06", "techoff:C03")
    st, _ = finish_turn(st)  # buy nothing; 2 cards left in hand: no pick-up
    assert st.active == 1 and sorted(st.res_up[0]) == ["C01", "C04", "C06"]
    assert R.counts(st, 0)[:3] == (1, 1, 1)  # still there while another player acts
    st, _ = play(st, 1, "res:C01", "techoff:C02")  # nothing affordable: the turn ends by itself
    assert st.active == 0 and sorted(st.res_up[0]) == ["C01", "C04", "C06"]
    st, _ = play(st, 0, "res:C05", "techoff:C02")
    assert R.counts(st, 0)[:3] == (1, 2, 1)  # Food and Iron from turn 1, Horse, the new Iron
    buy = next(a for a in legal(st) if a.startswith("buy:") and "food" in CARDS[a[4:]].cost)
    st, _ = play(st, 0, buy)
    assert "pay:C01" in legal(st)  # the Food card placed two turns ago pays now
    st, _ = play(st, 0, "pay:C01")
    assert "C01" not in st.res_up[0] and "C01" in st.exhausted[0]  # exhausted: no longer available


def test_no_free_flipping():
    # GS-2.8: outside effects, payments and reactions no card changes side; both sides of own
    # cards are visible to their owner
    st = scenario(3, res_up={0: ["C03", "C05"]}, hands={0: ["C01", "C02", "C04"], 1: ["C01"]})
    for phase_action in ("res:C01", "techoff:C02"):
        for bad in ("flip:C03", "renew:C03", "lose:C03", "pay:C03", "react:C04"):
            assert refused(st, 0, bad)
        st, _ = play(st, 0, phase_action)
    assert sorted(st.res_up[0]) == ["C01", "C03", "C05"] and st.tech_up[0] == ["C02"]
    assert R.strength(st, 0) == 0  # Warriors and Ambush lie resource side up: no strength
    assert refused(st, 0, "flip:C03") and refused(st, 0, "flip:C05")
    view = ENGINE.view(st, 0)
    for face in view.hand + [t.card for t in view.seats[0].resource_cards]:
        card = CARDS[face.id]
        assert (face.resource, face.tech_type, face.cost, face.strength) == (
            card.resource,
            card.tech_type,
            card.cost,
            card.military_strength,
        )


# ---------------------------------------------------------------- GS-3 technology types

CIVIL_OPS = {"pay", "gain", "gain_choice", "replenish", "vp", "vp_each_opponent", "each_player"}
CIVIL_OPS |= {"target_opponent", "take_resource", "target_vp"}
ATTACK_CONSEQUENCES = {"lose_resources", "take_resource", "surrender_wonder", "lose_vp"}
TACTIC_OPS = {"play_military_from_hand", "activate_military_in_tableau", "choose_one"}
VP_OPS = {"vp", "vp_each_opponent", "target_vp", "lose_vp"}


def cards_of(tech_type: str) -> list[str]:
    return [c.id for c in DATA.civilization_cards if c.tech_type == tech_type]


def test_technology_types_in_the_data():
    # GS-3.1 civil: production only, never an attack; GS-3.2 military: one attack on all
    # opponents with take/exhaust/wonder/VP consequences; GS-3.3 tactic: play/activate Military
    for cid in cards_of("civil"):
        assert all_ops(CARDS[cid].steps) <= CIVIL_OPS, cid
    for cid in cards_of("military"):
        steps = CARDS[cid].steps
        assert [s["op"] for s in steps] == ["attack"], cid
        assert all_ops(steps[0]["defeated"]) <= ATTACK_CONSEQUENCES
        assert all_ops(steps[0].get("always_self", []) + steps[0].get("undefeated", [])) <= {"vp"}
        assert steps[0]["defeated"] or steps[0].get("always_self"), cid
    for cid in cards_of("tactic"):
        assert all_ops(CARDS[cid].steps) <= TACTIC_OPS, cid
    # GS-3.1 / GS-7.8: VP production exists only in the Renaissance
    assert any(all_ops(CARDS[c].steps) & VP_OPS for c in cards_of("civil") if CARDS[c].set == "renaissance")


@pytest.mark.parametrize("cid", cards_of("civil"))
def test_civil_cards_produce_and_never_attack(cid):
    # GS-3.1: gain temporary resources, renew, or score VP; no attack, no reaction asked
    card_set = "new_world" if CARDS[cid].set == "starting" else CARDS[cid].set
    hand = ["C05", cid] if cid != "C05" else ["C04", cid]
    st = scenario(
        3,
        card_set,
        hands={0: hand, 1: ["C01"]},
        res_up={0: ["C02", "C24"], 1: ["C01"], 2: ["C04"]},
        tech_up={0: ["C03", "C04"] if cid != "C04" else ["C03"]},
    )
    st, _ = play(st, 0, f"res:{hand[0]}")
    assert f"tech:{cid}" in legal(st)
    res_before, track_before = len(st.res_up[0]), st.track[0]
    st, events = play(st, 0, f"tech:{cid}")
    st, more = drive(st)
    log = texts(events + more)
    assert "attacks" not in log and st.attack is None
    produced = st.temp or len(st.res_up[0]) > res_before - 1 or st.track[0] > track_before
    assert produced, log


def test_military_card_attacks_all_opponents():
    # GS-3.2 / GS-8.1: activation attacks every opponent at once, each one compared
    st = scenario(4, hands={0: ["C04", "C16"], 1: ["C01"]}, tech_up={1: ["C09"], 3: ["C19"]})
    st, events = play(st, 0, "res:C04", "tech:C16")
    st, more = drive(st)
    log = texts(events + more)
    assert "Player A attacks with Musketeers (strength 2)" in log
    assert "Player B holds" in log and "Player C is defeated" in log and "Player D holds" in log


def test_tactic_plays_military_cards_and_must_activate_one():
    # GS-3.3 / GS-7.7: Flanking plays up to 2 Military cards from hand, then one must attack
    st = scenario(2, hands={0: ["C04", "C15", "C09", "C03", "C01", "C02"], 1: ["C01"]})
    st, _ = play(st, 0, "res:C04", "tech:C15")
    assert sorted(legal(st)) == ["done", "play:C03", "play:C09"]
    st, _ = play(st, 0, "play:C09", "play:C03")
    assert kind(st) == "activate_played" and sorted(legal(st)) == ["activate:C03", "activate:C09"]
    assert refused(st, 0, "done")
    st, events = play(st, 0, "activate:C09")
    assert "Player A attacks with Knight" in texts(events) and "attacks with Warriors" not in texts(events)
    assert st.active == 1 and sorted(st.tech_up[0]) == ["C03", "C09", "C15"]  # 2 cards in hand: kept
    assert R.strength(st, 0) == 1 + 2 + 1  # Flanking, Knight, Warriors: all tech side up


def test_reaction_icon_cards_only_add_strength_when_attacked():
    # GS-3.4: only Reaction-icon cards may be played from hand out of turn, only when attacked,
    # and they only add strength (their attack never resolves)
    st = scenario(2, hands={0: ["C04", "C03"], 1: ["C09", "C03", "C05"]}, res_up={1: ["C01"]})
    assert ENGINE.to_act(st) == {0} and refused(st, 1, "react:C09")
    st, _ = play(st, 0, "res:C04", "tech:C03")
    assert deciding(st) == 1 and sorted(legal(st)) == ["done", "react:C05", "react:C09"]
    st, events = play(st, 1, "react:C09")
    assert "C09" in st.tech_up[1] and R.strength(st, 1) == 2
    st, more = play(st, 1, "done")
    log = texts(events + more)
    assert "attacks with Knight" not in log and "Player B holds" in log
    assert st.res_up[1] == ["C01"] and st.res_up[0] == ["C04"]  # nobody lost anything


def test_interaction_helps_other_players():
    # GS-3.6: Theology renews for its player, then each opponent clockwise may renew one card
    st = scenario(
        3,
        "renaissance",
        hands={0: ["C04", "C39"], 1: ["C01"]},
        tech_up={0: ["C01"], 1: ["C02"], 2: ["C03"]},
    )
    st, _ = play(st, 0, "res:C04", "tech:C39")
    assert sorted(legal(st)) == ["done", "renew:C01", "renew:C39"]
    st, _ = play(st, 0, "renew:C01", "done")
    assert deciding(st) == 1 and legal(st) == ["renew:C02", "done"]
    st, _ = play(st, 1, "renew:C02")
    assert deciding(st) == 2
    st, _ = play(st, 2, "renew:C03")
    assert "C02" in st.res_up[1] and "C03" in st.res_up[2] and "C01" in st.res_up[0]


# ---------------------------------------------------------------- GS-5 / GS-7 turn and effects


def test_phase_order():
    # GS-5.2: resource -> technology -> purchase -> end of turn; no phase out of order
    st = scenario(3, hands={0: ["C01", "C02", "C03", "C04"], 1: ["C01"]}, res_up={0: ["C05"]})
    assert st.phase == "resource" and refused(st, 0, "techoff:C02") and refused(st, 0, "pass")
    st, ev1 = play(st, 0, "res:C01")
    assert st.phase == "technology" and refused(st, 0, "res:C02") and refused(st, 0, "pass")
    st, ev2 = play(st, 0, "techoff:C02")
    assert st.phase == "purchase" and kind(st) == "purchase" and refused(st, 0, "res:C03")
    st, ev3 = play(st, 0, "pass")
    log = texts(ev1 + ev2 + ev3)
    assert log.index("plays a resource") < log.index("plays without activating") < log.index("buys nothing")
    assert log.index("buys nothing") < log.index("Turn ") and st.active == 1


def test_effect_costs_use_cards_temporaries_and_wilds_but_no_exchanges():
    # GS-7.5: exhausted cards or temporary resources pay; Earth stands in; the exhausted resource
    # is not gained; D-3: no exchange for effect costs, while a purchase may exchange
    st = scenario(3, hands={0: ["C01", "C07"], 1: ["C01"]}, res_up={0: ["C02", "C03"]})
    st, _ = play(st, 0, "res:C01")
    assert legal(st) == ["techoff:C07"]  # two Food could become an Iron, but not for an effect cost
    st = scenario(3, hands={0: ["C01", "C02"]}, res_up={0: ["C03"]})  # D-3 control: purchase exchanges
    assert pay.feasible(R.counts(st, 0), (1, 1, 0, 0, 0), 0, True) is False  # 1 Food only
    st.res_up[0] += ["C01", "C02"]
    assert pay.feasible(R.counts(st, 0), (1, 1, 0, 0, 0), 0, True)  # Food + (Food, Food -> Iron)
    task = pay_task(0, (0, 1, 0, 0, 0), 0, exchanges=False, card="C07")
    st = scenario(
        3, hands={0: ["C01", "C02"]}, res_up={0: ["C03", "C24"]}, tasks=[{"k": "resource", "who": 0}]
    )
    st.temp = ["iron"]
    st.tasks = st.tasks + [task]
    st = ENGINE.refresh(st)
    assert sorted(legal(st)) == ["pay:C24", "tmp:iron"]  # no Food, no x2 / x3
    paid, _ = play(st, 0, "tmp:iron")
    assert paid.temp == [] and paid.res_up[0] == ["C03", "C24"] and kind(paid) == "resource"
    st, _ = play(st, 0, "pay:C24")
    assert st.temp == ["iron"] and "C24" in st.exhausted[0]  # the Earth is spent, nothing gained


def test_gains_are_temporary_and_usable_in_the_purchase():
    # GS-7.6: Iron Forging's gain is no card; it pays in the purchase and is discarded after
    st = scenario(3, hands={0: ["C01", "C08", "C02", "C03"], 1: ["C01"]})
    st, _ = play(st, 0, "res:C01", "tech:C08")
    assert st.temp == ["iron", "iron"] and st.res_up[0] == ["C01"] and st.tech_up[0] == ["C08"]
    buy = next(a for a in legal(st) if a.startswith("buy:") and sorted(CARDS[a[4:]].cost) == ["food", "iron"])
    st, _ = play(st, 0, buy)
    assert "tmp:iron" in legal(st)
    st, _ = play(st, 0, "tmp:iron")  # the Food card then pays the rest by itself
    assert "C01" in st.exhausted[0] and st.hands[0] == ["C02", "C03"]
    assert st.active == 1 and st.temp == []  # the second Iron was discarded at the end of the turn


def test_vp_effects_move_the_track():
    # GS-7.8: Printing Press scores 2 on the track (Renaissance); printed card VP are separate
    st = scenario(3, "renaissance", hands={0: ["C04", "C40", "C01", "C02"], 1: ["C01"]}, track={0: 4})
    cards_before = R.card_vp(st, 0)
    st, events = play(st, 0, "res:C04", "tech:C40")
    assert st.track == [6, 0, 0] and R.card_vp(st, 0) == cards_before
    assert "Player A scores 2 VP" in texts(events)


# ---------------------------------------------------------------- GS-8 attacks


def test_only_the_attacker_attacks_and_every_opponent_is_asked_in_order():
    # GS-8.1 / D-12: one attack against every opponent; reacting Military cards never counter-attack,
    # and a reacting player is never offered to play or activate an effect
    st = scenario(4, hands={0: ["C04", "C03"], 1: ["C09"], 2: ["C13"], 3: ["C21"]})
    st, events = play(st, 0, "res:C04", "tech:C03")
    asked = []
    for reaction in ("react:C09", "react:C13", "react:C21"):
        seat = deciding(st)
        asked.append(seat)
        assert kind(st) == "react" and all(a.startswith(("react:", "flip:", "done")) for a in legal(st))
        st, ev = play(st, seat, reaction)
        events += ev
    assert asked == [1, 2, 3]
    log = texts(events)
    assert log.count(" attacks with ") == 1 and "Player A attacks with Warriors" in log
    assert all(f"Player {p} holds" in log for p in "BCD")
    assert st.attack is None and st.active == 0


def test_consequences_go_clockwise_from_the_attackers_left():
    # GS-8.5: defeated players suffer in clockwise order and make their own choices
    st = scenario(
        4,
        active=2,
        hands={2: ["C04", "C03"], 0: ["C01"]},
        res_up={0: ["C01", "C02"], 1: ["C01", "C04"], 3: ["C01", "C02"]},
    )
    st, _ = play(st, 2, "res:C04", "tech:C03")
    order = []
    while kind(st) == "lose_resources":
        seat = deciding(st)
        order.append(seat)
        st, _ = play(st, seat, legal(st)[0])
    assert order == [3, 0, 1]
    assert [len(st.res_up[s]) for s in (0, 1, 3)] == [1, 1, 1]


# ---------------------------------------------------------------- GS-9 purchase

EARTH_CARDS = ["C24", "C25", "C26", "C27", "C49", "C50", "C51"]


def test_total_cost_is_base_plus_one_per_connected_card():
    # GS-9.2: a Gunpowder card on two unbought Horse cards costs its base + 2 any, no less
    for n in range(1, len(EARTH_CARDS) + 1):
        st = scenario(3, res_up={0: EARTH_CARDS[:n]}, hands={1: ["C01"]})
        card = st.pyramid[1][0]
        assert dict(R.purchasable(st))[card] == 2
        price = len(CARDS[card].cost) + 2
        assert (card in dict(R.affordable(st, 0))) == (n >= price), (card, n)
        if n == price:
            st, _ = play(st, 0, f"buy:{card}")
            while kind(st) == "pay":
                st, _ = play(st, 0, legal(st)[0])
            assert st.res_up[0] == [] and card in st.hands[0]  # every unit was needed; picked up
            assert st.active == 1


# ---------------------------------------------------------------- GS-14 combined game


def test_combined_game_uses_the_renaissance_rules():
    # GS-14.1: VP track at 0, 5 glory markers, a glory check every turn (GS-11), the 15-VP end
    st = ENGINE.setup(3, {"set": "combined"}, 4)
    assert rules.uses_track(st) and st.track == [0, 0, 0]
    assert all(R.glory_left(st, s) == 5 for s in range(3))
    st = scenario(
        3,
        "combined",
        hands={0: ["C01", "C02", "C03", "C05"], 1: ["C01"]},
        res_up={0: ["C31", "C32"]},
        wonders=["W12", "W14", "W16", "W18", "W20"],
    )
    st, _ = play(st, 0, "res:C01", "techoff:C02")
    st, _ = finish_turn(st)
    assert st.glory["W12"] == [1, 0, 0]  # 3 resources face up with 2 cards in hand: still checked
    st = scenario(3, "combined", hands={0: ["C04", "C40", "C01", "C02"]}, track={0: 13})
    st, _ = play(st, 0, "res:C04", "tech:C40")
    st, _ = finish_turn(st)
    assert st.track[0] == 15 and st.finished


def test_research_project_purchase_is_the_one_purchase_and_lies_tech_side_up():
    # GS-14.5 / GS-9.6 / D-1: the stack top is the turn's purchase, tech side up, not activated
    dealt = ENGINE.setup(3, {"set": "combined"}, 1).pyramid
    pyramid = [[None] * len(dealt[0])] + [[None if c == "C40" else c for c in row] for row in dealt[1:]]
    st = scenario(
        3,
        "combined",
        res_up={0: ["C06", "C10", "C01"]},
        hands={1: ["C01"]},
        stack_tops={1: "C40"},
        pyramid=pyramid,  # no earlier-era card left: base cost only
    )
    stack_before = list(st.stacks[1])
    assert dict(R.purchasable(st))["C40"] == 0 and "buy:C40" in legal(st)
    st, events = play(st, 0, "buy:C40")
    while kind(st) == "pay":
        st, more = play(st, 0, legal(st)[0])
        events += more
    assert "Player A buys Printing Press" in texts(events)
    assert st.track[0] == 0  # its "score 2 VP" did not resolve
    assert st.stacks[1] == stack_before[:-1]
    st, more = finish_turn(st)
    assert "C40" in st.hands[0]  # it lay tech side up: taken back at the pick-up
    assert texts(events + more).count(" buys ") == 1 and st.active == 1


# ---------------------------------------------------------------- GS-16 state and decisions


def zones_are_consistent(st, dealt: set[str], wonders: set[str]) -> None:
    seat_cards = [c for zone in (st.hands, st.res_up, st.tech_up) for s in range(st.players) for c in zone[s]]
    shared = [c for row in st.pyramid for c in row if c] + [c for stack in st.stacks for c in stack]
    civ = [c for c in seat_cards + shared if CARDS[c].set != "starting"]
    assert len(civ) == len(set(civ)) and set(civ) == dealt  # every dealt card in exactly one zone
    for s in range(st.players):
        own = sorted(c for zone in (st.hands, st.res_up, st.tech_up) for c in zone[s] if c <= "C05")
        assert own == ["C01", "C02", "C03", "C04", "C05"]
        assert set(st.exhausted[s]) <= set(st.tech_up[s])
        if rules.uses_track(st):
            assert 0 <= R.glory_left(st, s) <= DATA.glory_markers()
    placed = [w for w in st.wonders if w] + [w for owned in st.owned_wonders for w in owned]
    assert len(placed) == len(set(placed)) and set(placed) == wonders


@pytest.mark.parametrize("card_set", SETS)
def test_zones_hold_every_card_exactly_once(card_set):
    # GS-16.1: per player hand, tableau (one side up), wonders, track; shared pyramid, stacks and
    # wonders; cards left out stay in the box; the temporary pool belongs to the active player only
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        st = ENGINE.setup(players, {"set": card_set}, seed)
        dealt = {c for row in st.pyramid for c in row} | {c for stack in st.stacks for c in stack}
        box = {c.id for c in DATA.civilization_cards if c.set != "starting"} - dealt
        wonders = set(st.wonders)
        assert len(st.track) == len(st.hands) == len(st.owned_wonders) == players
        moves = 0
        while not st.finished:
            zones_are_consistent(st, dealt, wonders)
            (seat,) = ENGINE.to_act(st)
            active = st.active
            st, _ = ENGINE.apply(st, seat, RANDOM.choose(ENGINE, st, seat, moves))
            moves += 1
            assert moves < 5000, "the game does not end"
            if st.active != active:
                assert st.temp == []  # a new turn starts with an empty pool
            assert not box & {c for row in st.pyramid for c in row if c}
        zones_are_consistent(st, dealt, wonders)


def decisions_asked(card_set: str, seeds: range) -> dict[str, set[bool]]:
    """Decision kinds a seat was asked in random games -> whether the asked seat was the active one."""
    asked: dict[str, set[bool]] = {}
    for seed in seeds:
        st = ENGINE.setup(4, {"set": card_set}, seed)
        moves = 0
        while not st.finished:
            (seat,) = ENGINE.to_act(st)
            ids = ENGINE.legal_actions(st, seat)
            k = kind(st)
            if k == "tech" and any(a.startswith("tech:") for a in ids):
                asked.setdefault("activate or not", set()).add(seat == st.active)
            if k == "pay" and any(a.startswith(("x2:", "x3")) for a in ids):
                asked.setdefault("exchange", set()).add(seat == st.active)
            asked.setdefault(k, set()).add(seat == st.active)
            st, _ = ENGINE.apply(st, seat, RANDOM.choose(ENGINE, st, seat, moves))
            moves += 1
    return asked


def test_the_engine_requests_every_listed_decision():
    # GS-16.3: each decision of the list is asked of the right player
    asked = {}
    for card_set in SETS:
        for k, who in decisions_asked(card_set, range(12)).items():
            asked.setdefault(k, set()).update(who)
    active_only = [
        "resource",
        "tech",
        "activate or not",
        "gain_choice",
        "play_military_from_hand",
        "purchase",
        "pay",
        "exchange",
        "claim",
        "pickup_res",
        "glory",
    ]
    for k in active_only:
        assert asked.get(k) == {True}, k
    for k in ("react", "lose_resources", "take_resource"):  # opponents' decisions
        assert asked.get(k) == {False}, k
    for k in ("target_opponent", "activate_military_in_tableau", "replenish", "choose_one"):
        assert k in asked, k  # effect choices (replenish also for other players, GS-15 each_player)
    # a defeated owner of two wonders chooses which one to give (GS-8.6)
    task = {"k": "surrender_wonder", "s": {"op": "surrender_wonder", "count": 1}, "seat": 0, "who": 1}
    task |= {"card": "C29", "tgt": 1}
    st = scenario(2, hands={0: ["C01", "C02"]}, wonders_owned={1: ["W01", "W03"]})
    st.tasks = [{"k": "resource", "who": 0}, task]
    st = ENGINE.refresh(st)
    assert deciding(st) == 1 and sorted(legal(st)) == ["wonder:W01", "wonder:W03"]


# ---------------------------------------------------------------- decisions D-n


def test_bought_card_lies_tech_side_up_unactivated():
    # D-1: the bought Knight goes tech side up (strength counts), does not attack, gives no resource
    st = scenario(3, res_up={0: ["C04", "C05"]}, hands={0: ["C01", "C02", "C03", "C06"], 1: ["C01"]})
    st, _ = play(st, 0, "res:C06", "techoff:C02")
    strength_before = R.strength(st, 0)
    st, events = play(st, 0, "buy:C09")
    st, more = finish_turn(st)
    assert "C09" in st.tech_up[0] and "C09" not in st.res_up[0]
    assert R.strength(st, 0) == strength_before + 2 + 1  # Knight, plus Ambush exhausted to pay
    assert "attacks" not in texts(events + more) and st.active == 1


def test_exchange_ladder():
    # D-2: two of a kind -> the next rung (Food, Iron, Horse, Gunpowder, Oil, Earth), chains
    # allowed; three of any kind -> Earth; no skipping rungs, never down, never Space
    assert DATA.enums["exchange_ladder"] == list(RESOURCES[:6])
    assert [pay.pay_target(r) for r in RESOURCES[:5]] == list(RESOURCES[1:6])
    assert pay.pay_target(None) == "earth"
    horse = (0, 0, 1, 0, 0)
    assert not pay.feasible((2, 0, 0, 0, 0, 0, 0), horse, 0, True)  # no jump over Iron
    assert pay.feasible((4, 0, 0, 0, 0, 0, 0), horse, 0, True)  # Food+Food -> Iron twice, then Horse
    assert pay.pair_exchange((0, 0, 0, 0, 0, 2, 0), 5) is None  # Earth never becomes Space
    assert pay.feasible((1, 1, 1, 0, 0, 0, 0), (0, 0, 0, 0, 1), 0, True)  # 3 any -> Earth pays an Oil
    st = scenario(3, res_up={0: ["C01", "C02", "C03", "C04"]}, hands={1: ["C01"]})
    buy = next(a for a in legal(st) if a.startswith("buy:") and CARDS[a[4:]].cost == ["iron", "iron"])
    st, _ = play(st, 0, buy)
    assert "x2:food" in legal(st)
    st, _ = play(st, 0, "x2:food")
    st, first = play(st, 0, legal(st)[0])
    st, second = play(st, 0, legal(st)[0])
    assert "Player A exchanges for Iron" in texts(first + second)


def test_combined_game_ends_with_the_pyramids_last_space_card():
    # D-7: Combined mode ends when the pyramid's Space row is empty, whatever the Space stack holds
    def space_scenario():
        st = scenario(3, "combined", res_up={0: ["C19", "C20", "C21", "C13"]}, hands={1: ["C01"]})
        st.pyramid = [[None] * len(row) for row in st.pyramid[:4]] + [[None, "C30"]]
        st.stacks = [list(s) for s in st.stacks[:4]] + [["C28", "C54"]]
        return ENGINE.refresh(st)

    st = space_scenario()
    st, _ = play(st, 0, "buy:C54")
    st, _ = finish_turn(st)
    assert not st.finished and st.pyramid[4] == [None, "C30"]  # a stack card does not end it
    st = space_scenario()
    st, _ = play(st, 0, "buy:C30")
    st, _ = finish_turn(st)
    assert st.finished and st.stacks[4] == ["C28", "C54"]


def test_new_world_has_no_vp_track_effects():
    # D-15: no New World (or starting) card moves a VP track; a New World score has no track part
    assert not [c.id for c in DATA.civilization_cards if c.set == "new_world" and all_ops(c.steps) & VP_OPS]
    assert not [c.id for c in DATA.civilization_cards if c.set == "starting" and all_ops(c.steps) & VP_OPS]
    st = scenario(2, hands={0: ["C01"]})
    st.finished = True
    assert all("track" not in s.breakdown for s in ENGINE.result(st).scores)


def test_reactions_are_asked_one_player_at_a_time_and_may_always_be_declined():
    # D-17: each opponent is a separate decision in GS-8.2 order, and "no reaction" is always a
    # legal answer, so a timeout can answer it for an absent player
    st = scenario(3, active=1, hands={1: ["C04", "C03"], 2: ["C09"], 0: ["C13"]}, res_up={0: ["C05"]})
    st, _ = play(st, 1, "res:C04", "tech:C03")
    for expected in (2, 0):
        assert ENGINE.to_act(st) == {expected} and kind(st) == "react" and "done" in legal(st)
        st, _ = play(st, expected, "done")
    assert st.attack is None


def test_timeout_answers_no_reaction():
    # D-17: a timed-out player's reaction is answered "no reaction" (the host's timeout path:
    # host.runner.play asks engine.timeout_action before the DEFAULT_AGENT)
    from host.runner import play as host_play
    from host.service import DEFAULT_AGENT

    st = scenario(2, hands={0: ["C04", "C16"], 1: ["C09", "C13"]}, res_up={1: ["C01"]})
    st, _ = play(st, 0, "res:C04", "tech:C16")
    assert kind(st) == "react" and deciding(st) == 1
    timed_out = {1: ENGINE.agents()[DEFAULT_AGENT]}
    after, steps = host_play(ENGINE, st, bots={}, timed_out=timed_out)
    assert [s.action for s in steps if s.seat == 1][:1] == ["done"]
    assert sorted(after.hands[1]) == ["C09", "C13"]


def test_facts_inferred_from_the_worked_examples():
    # D-20: the data records what the rulebook's examples imply
    raw = {c["id"]: c for c in read_raw()["civilization_cards"]}
    assert CARDS["C19"].era == "oil" and CARDS["C13"].era == "gunpowder"  # Cannon and Charge
    assert "era" in raw["C19"]["established"] and "era" in raw["C13"]["established"]
    assert CARDS["C24"].resource == "earth" and CARDS["C24"].tech_type in ("military", "tactic")  # Tank
    assert "resource" in raw["C24"]["established"]
    assert all(CARDS[c].reaction for c in ("C09", "C13", "C25"))  # Knight, Charge, Blitzkrieg
    assert all("reaction" in raw[c]["established"] for c in ("C09", "C13", "C25"))
    barter = CARDS["C02"].steps
    assert barter[0] == {"op": "pay", "resources": ["any"]} and "gunpowder" in barter[1]["options"]
    assert CARDS["C08"].steps == [{"op": "gain", "resources": ["iron", "iron"]}]  # Iron Forging
    assert CARDS["C29"].steps[0]["defeated"] == [{"op": "surrender_wonder", "count": 1}]
    gardens, himeji = WONDERS["W02"], WONDERS["W06"]
    assert himeji.vp > gardens.vp
    st = scenario(
        3, res_up={0: ["C06", "C10"]}, tech_up={0: ["C05", "C12", "C15"]}, hands={0: ["C01", "C02"]}
    )
    met = [w.id for w in DATA.wonders if w.set == "new_world" and R.meets(st, 0, w.condition)]
    assert met == ["W02", "W06"]  # the example tableau meets both and no other
    opera = WONDERS["W17"]
    assert opera.glory_count == 3 and opera.glory_condition["type"] == "picked_up_vp"
    assert opera.glory_condition["min"] <= 6
    nw_eras = [WONDERS[f"W{i:02d}"].era for i in range(1, 11)]
    assert nw_eras == [era for era in ERAS for _ in range(2)]  # two per era, Horse first
    assert WONDERS["W09"].matches_card == "C29" and WONDERS["W10"].matches_card == "C28"
    named = (
        "Iron Forging",
        "Code of Laws",
        "Calendar",
        "Theology",
        "Trade and Tribute",
        "Horse Archer",
        "Flanking",
    )
    for card in (c for c in raw.values() if c["name"]["en"] in named):  # the set is assigned, and said so
        assert "set" in card["notes"].lower() and card["verified"] is False
