"""Turn structure, effects, attacks, purchases, end of turn and game end (GS-2 .. GS-13)."""

from __future__ import annotations

import pytest

from engines.base import IllegalAction, MatchOver, NotYourTurn
from engines.guns_steel import ENGINE, rules
from tests.guns_steel.helpers import R, deciding, kind, legal, play, refused, scenario

# a decision that waits after the task under test, so unit scenarios stop there
HOLD = {"k": "resource", "who": 0}  # seat 0 holds two cards in these scenarios


def step_task(op: dict, seat: int = 0, who: int = 0, tgt: int | None = None, card: str = "C16") -> dict:
    return {"k": op["op"], "s": op, "seat": seat, "who": who, "card": card, "tgt": tgt}


# ---------------------------------------------------------------- GS-5 / GS-6 / GS-7


def test_one_card_in_hand_skips_the_technology_phase():
    # GS-5.3: a single card must be played as a resource; there is no technology phase
    st = scenario(3, hands={0: ["C02"], 1: ["C01"]})
    assert kind(st) == "resource" and legal(st) == ["res:C02"]
    st, _ = play(st, 0, "res:C02")
    assert kind(st) != "tech" and "C02" in st.res_up[0]


def test_empty_hand_goes_straight_to_purchase():
    # GS-5.3: 0 cards -> phases 1 and 2 are skipped
    st = scenario(3, res_up={0: ["C01", "C03"]}, hands={1: ["C01"]})
    assert kind(st) == "purchase" and st.phase == "purchase"
    assert {"buy:C06", "buy:C10"} & set(legal(st))  # Food + Food buys a bottom-row card


def test_resource_phase_is_mandatory():
    # GS-6.1: one hand card must go down resource side up; there is no pass
    st = scenario(3, hands={0: ["C01", "C02", "C04"]})
    assert sorted(legal(st)) == ["res:C01", "res:C02", "res:C04"]
    assert refused(st, 0, "pass") and refused(st, 0, "tech:C01")


def test_technology_phase_plays_a_card_with_or_without_its_effect():
    # GS-7.1 / GS-7.2: the card goes tech side up; activating is optional
    st = scenario(3, hands={0: ["C03", "C04", "C08", "C02", "C05"], 1: ["C01"]})
    st, _ = play(st, 0, "res:C03")
    assert {"tech:C04", "tech:C08", "techoff:C04", "techoff:C08"} <= set(legal(st))
    st, _ = play(st, 0, "techoff:C08")  # Iron Forging without its effect: no Iron
    assert st.temp == [] and "C08" in st.tech_up[0]


def test_effect_cost_must_be_payable():
    # GS-7.2 / D-9: Currency asks to exhaust an Iron first; without one it cannot be activated
    st = scenario(3, hands={0: ["C01", "C07"]})
    st, _ = play(st, 0, "res:C01")
    assert legal(st) == ["techoff:C07"]
    st = scenario(3, hands={0: ["C04", "C07"]})
    st, _ = play(st, 0, "res:C04")
    assert "tech:C07" in legal(st)


def test_earth_pays_a_typed_effect_cost():
    # GS-2.4 / D-13: Earth replaces any resource, also "exhaust 1 Iron"
    st = scenario(3, res_up={0: ["C24"]}, hands={0: ["C01", "C07"]})
    st, _ = play(st, 0, "res:C01", "tech:C07")  # the Earth is the only card that can pay: used at once
    assert "C24" in st.exhausted[0] and "C01" in st.res_up[0] and kind(st) == "gain_choice"


def test_renewal_can_flip_the_card_itself():
    # GS-2.7 / GS-7.3: Agriculture renews its own Food side; it is a resource again at once
    st = scenario(3, hands={0: ["C04", "C01"], 1: ["C01"]})
    st, _ = play(st, 0, "res:C04", "tech:C01")
    assert legal(st) == ["renew:C01", "done"]
    st, _ = play(st, 0, "renew:C01")
    assert "C01" in st.res_up[0] and "C01" not in st.tech_up[0]
    assert R.counts(st, 0)[0] == 1


def test_temporary_resources_are_discarded_at_end_of_turn():
    # GS-2.3 / GS-10 c: gains that were not spent are lost
    st = scenario(3, hands={0: ["C04", "C08", "C01", "C02"], 1: ["C01"]})
    st, _ = play(st, 0, "res:C04", "tech:C08")
    assert st.temp == ["iron", "iron"]
    if kind(st) == "purchase":
        st, _ = play(st, 0, "pass")
    assert st.active == 1 and st.temp == []


def test_paying_a_purchase_flips_without_effect():
    # GS-2.6 / GS-9.4: exhausting Warriors to pay does not attack
    st = scenario(3, res_up={0: ["C03", "C01"]}, hands={1: ["C01"]})
    pick = next(a for a in legal(st) if a in ("buy:C06", "buy:C10"))
    st, events = play(st, 0, pick, "pay:C03")
    assert st.attack is None and not any("attacks" in e.text.en for e in events)
    assert "C03" in st.hands[0]  # tech side up -> back to hand at the pick-up (GS-10 b)


# ---------------------------------------------------------------- GS-7.4 / GS-7.7 / GS-15


def test_play_military_from_hand_then_activate_it():
    # GS-7.7: Scouting puts a Military card from hand into play and must activate it
    st = scenario(2, hands={0: ["C04", "C12", "C09"], 1: ["C05"]}, tech_up={1: ["C16"]})
    st, _ = play(st, 0, "res:C04", "tech:C12")
    assert sorted(legal(st)) == ["done", "play:C09"]
    st, events = play(st, 0, "play:C09")
    assert any("attacks with Knight" in e.text.en for e in events)
    assert deciding(st) == 1 and kind(st) == "react"


def test_activate_military_already_in_tableau():
    # GS-7.7: Espionage activates a Military card already tech side up
    st = scenario(2, hands={0: ["C04", "C23"], 1: ["C05"]}, tech_up={0: ["C19"]})
    st, events = play(st, 0, "res:C04", "tech:C23")
    assert any("attacks with Cannon" in e.text.en for e in events)


def test_target_one_opponent_who_qualifies():
    # GS-7.4: Trade and Tribute targets one opponent with a face-up resource
    st = scenario(3, "renaissance", hands={0: ["C04", "C33"], 1: ["C01"]}, res_up={2: ["C31"]})
    st, events = play(st, 0, "res:C04", "tech:C33")  # only seat 3 qualifies: chosen at once
    assert st.temp == ["horse"] and "C31" in st.tech_up[2]  # D-22: the target exhausts, you gain
    assert st.track == [0, 0, 1]  # the target scores 1 VP


def test_each_player_decides_out_of_turn():
    # GS-15 each_player / GS-7.4: Calendar gives 1 VP, then every player may renew one card
    st = scenario(3, "renaissance", hands={0: ["C04", "C32"]}, tech_up={0: ["C01"], 1: ["C02"], 2: ["C03"]})
    st, _ = play(st, 0, "res:C04", "tech:C32")
    assert st.track[0] == 1
    assert deciding(st) == 0 and sorted(legal(st)) == ["done", "renew:C01", "renew:C32"]
    st, _ = play(st, 0, "renew:C01")
    assert ENGINE.to_act(st) == {1} and legal(st) == ["renew:C02", "done"]
    st, _ = play(st, 1, "done")
    assert ENGINE.to_act(st) == {2}
    st, _ = play(st, 2, "renew:C03")
    assert "C03" in st.res_up[2] and "C02" in st.tech_up[1]


# ---------------------------------------------------------------- GS-8 attacks


def warriors_attack(defender_res: list[str], defender_hand: list[str] | None = None):
    return scenario(
        2,
        hands={0: ["C04", "C03"], 1: defender_hand or []},
        res_up={1: defender_res},
    )


def test_reaction_may_flip_only_military_or_tactic_resources():
    # GS-8.3 (b) / D-11: Civil cards may not be flipped in a reaction
    st = warriors_attack(["C01", "C05", "C03"])
    st, _ = play(st, 0, "res:C04", "tech:C03")
    assert deciding(st) == 1 and sorted(legal(st)) == ["done", "flip:C03", "flip:C05"]


def test_military_strength_counts_tech_side_up_only():
    # GS-3.5: resource-side-up cards add nothing
    st = scenario(2, res_up={1: ["C09"]}, tech_up={1: ["C16"]}, hands={0: ["C01", "C02"]}, tasks=[HOLD])
    assert R.strength(st, 1) == 2


def test_defeated_player_loses_a_resource():
    # GS-8.4 / GS-8.6: strength 1 beats 0; one card resource is exhausted, nobody gains it
    st = warriors_attack(["C01", "C02"])
    st, _ = play(st, 0, "res:C04", "tech:C03")
    st, _ = play(st, 1, "done") if kind(st) == "react" else (st, [])
    assert deciding(st) == 1 and sorted(legal(st)) == ["lose:C01", "lose:C02"]
    st, _ = play(st, 1, "lose:C02")
    assert st.res_up[1] == ["C01"] and st.temp == []


def lose_scenario(cards: list[str], units: int):
    task = step_task({"op": "lose_resources", "units": units}, seat=0, who=1, tgt=1)
    return scenario(2, res_up={1: cards}, hands={0: ["C01", "C02"]}, tasks=[HOLD, task])


def test_losses_use_a_minimal_set():
    # GS-8.6 / D-23: losing 2 with Food, Food, Space: two Food or the Space, never Food + Space
    st = lose_scenario(["C01", "C02", "C28"], 2)
    assert sorted(legal(st)) == ["lose:C01", "lose:C02", "lose:C28"]
    after_food, _ = play(st, 1, "lose:C01")
    assert "C28" in after_food.res_up[1] and after_food.res_up[1] == ["C28"]  # the 2nd Food went at once
    after_space, _ = play(st, 1, "lose:C28")
    assert after_space.res_up[1] == ["C01", "C02"]  # one Space satisfies a loss of 2 (GS-2.5.3)


def test_loss_of_one_can_cost_a_whole_space():
    # D-10 / GS-8.6: a Space may be the one card lost; with only a Space it is lost whole
    st = lose_scenario(["C28"], 1)
    assert st.res_up[1] == [] and "C28" in st.exhausted[1]
    st = lose_scenario(["C01", "C28"], 2)  # Food + Space for 2: only the Space is minimal
    assert st.res_up[1] == ["C01"]


def test_loss_larger_than_what_is_left():
    # D-10: fewer units than required -> everything goes, nothing replaces the shortfall
    st = lose_scenario(["C01"], 2)
    assert st.res_up[1] == [] and kind(st) == "resource"


def test_give_a_resource_to_the_attacker():
    # GS-8.6 give a resource: Archery; the attacker gains a temporary resource of that type
    st = scenario(2, hands={0: ["C04", "C11"], 1: ["C05"]}, res_up={1: ["C24"]})
    st, _ = play(st, 0, "res:C04", "tech:C11")
    if kind(st) == "react":
        st, _ = play(st, 1, "done")
    assert st.temp == ["earth"] and "C24" in st.tech_up[1]


def test_vp_regardless_of_outcome():
    # GS-8.7: Tournament: attacker +2 always, undefeated opponents +1, defeated nothing
    st = scenario(3, "renaissance", hands={0: ["C04", "C35"], 1: ["C01"]}, tech_up={2: ["C36"]})
    st, _ = play(st, 0, "res:C04", "tech:C35")
    while kind(st) == "react":
        st, _ = play(st, deciding(st), "done")
    assert st.track == [2, 0, 1]


def test_vp_loss_stops_at_zero():
    # GS-12.2 / GS-8.6 lose VP: Condottieri against a player with 0 VP
    st = scenario(
        2, "renaissance", hands={0: ["C04", "C42"], 1: ["C05"]}, res_up={1: ["C01"]}, track={0: 0, 1: 0}
    )
    st, _ = play(st, 0, "res:C04", "tech:C42")
    while kind(st) in ("react", "lose_resources"):
        st, _ = play(st, deciding(st), legal(st)[0] if kind(st) == "lose_resources" else "done")
    assert st.track[1] == 0 and st.res_up[1] == []


def test_wonder_with_no_wonder_to_give():
    # GS-8.6 give a wonder: a defeated player without one gives nothing
    st = scenario(2, hands={0: ["C04", "C29"], 1: ["C05"]})
    st, events = play(st, 0, "res:C04", "tech:C29")
    if kind(st) == "react":
        st, events = play(st, 1, "done")
    assert st.owned_wonders == [[], []] and any("is defeated" in e.text.en for e in events)


# ---------------------------------------------------------------- GS-9 purchase


def test_connected_cards_in_an_untouched_pyramid():
    # GS-9.3: Gunpowder card 2 extra, Oil 2+3, Space 2+3+4+5
    st = scenario(3, hands={0: ["C01", "C02"]})
    surcharge = {cid: extra for cid, extra in R.purchasable(st)}
    assert [surcharge[st.pyramid[r][0]] for r in range(5)] == [0, 2, 5, 9, 14]


def test_bought_supports_leave_base_cost_only():
    # GS-9.3: a card whose two supports are both bought costs its base only
    st = scenario(3, hands={0: ["C01", "C02"]})
    st.pyramid[0][0] = st.pyramid[0][1] = None
    assert rules.connected(st, 1, 0) == []
    st.pyramid[0][1] = "C06"
    assert rules.connected(st, 1, 0) == [(0, 1)]


def test_one_purchase_then_end_of_turn():
    # GS-9.1 / GS-9.6: at most one card; it lies tech side up; pass is allowed
    st = scenario(3, res_up={0: ["C01", "C02", "C03", "C04"]}, hands={0: [], 1: ["C01"]})
    assert "pass" in legal(st)
    row0 = [c for c in st.pyramid[0] if c is not None]
    target = next(f"buy:{c}" for c in row0 if f"buy:{c}" in legal(st))
    cid = target.split(":")[1]
    st, _ = play(st, 0, target)
    while kind(st) == "pay":
        st, _ = play(st, 0, legal(st)[0])
    assert cid not in st.pyramid[0] and cid in st.tech_up[0] + st.hands[0]
    assert kind(st) != "purchase" or st.active != 0  # no second purchase in this turn


def test_earth_is_wild_in_purchases():
    # GS-2.4: Earth covers a Food of the base cost
    st = scenario(3, res_up={0: ["C24", "C01"]}, hands={1: ["C01"]})
    assert any(a in legal(st) for a in ("buy:C06", "buy:C10"))


# ---------------------------------------------------------------- GS-10 / GS-11 end of turn


def test_new_world_two_cards_left_means_no_pickup():
    # GS-10 a: with 2+ cards in hand no wonder is claimed and nothing is picked up
    st = scenario(3, hands={0: ["C01", "C02", "C03", "C04"], 1: ["C01"]})
    st, _ = play(st, 0, "res:C01", "techoff:C02")
    if kind(st) == "purchase":
        st, _ = play(st, 0, "pass")
    assert st.active == 1 and st.tech_up[0] == ["C02"] and st.res_up[0] == ["C01"]


def test_renaissance_glory_check_every_turn():
    # GS-11 c / D-18: a marker is placed even with 2+ cards in hand
    wonders = ["W12", "W14", "W16", "W18", "W20"]
    st = scenario(
        3,
        "renaissance",
        hands={0: ["C01", "C02", "C03", "C04"], 1: ["C01"]},
        res_up={0: ["C31", "C32"]},
        wonders=wonders,
    )
    st, events = play(st, 0, "res:C01", "techoff:C02")  # 3 resource cards face up: Great Wall
    if kind(st) == "purchase":
        st, events = play(st, 0, "pass")
    assert st.glory["W12"] == [1, 0, 0] and R.glory_left(st, 0) == 4
    assert any("glory marker on Great Wall" in e.text.en for e in events)


def test_glory_marker_move_when_all_are_placed():
    # GS-11 c2 / D-14: with all 5 markers on wonders, one may move from a different wonder
    wonders = ["W12", "W13", "W16", "W18", "W20"]
    st = scenario(
        3,
        "renaissance",
        hands={1: ["C01"]},
        res_up={0: ["C31", "C32", "C33"]},
        wonders=wonders,
        glory={"W13": [1, 0, 0], "W16": [2, 0, 0], "W18": [2, 0, 0]},
    )
    if kind(st) == "purchase":
        st, _ = play(st, 0, "pass")
    if kind(st) == "pickup_res":
        st, _ = play(st, 0, "")
    assert sorted(legal(st)) == ["move:W13>W12", "move:W16>W12", "move:W18>W12", "skip"]
    st, _ = play(st, 0, "move:W18>W12")
    assert st.glory["W12"] == [1, 0, 0] and st.glory["W18"] == [1, 0, 0]


# ---------------------------------------------------------------- GS-12 / GS-13


def test_game_ends_when_the_last_space_card_is_bought():
    # GS-13.1 (2): the turn is finished, then the game is over
    st = scenario(3, res_up={0: ["C24", "C25", "C26", "C27", "C01", "C02"]}, hands={1: ["C01"]})
    st.pyramid[4] = [None, None, "C30"]
    st.pyramid[3] = [None] * 4
    st = ENGINE.refresh(st)
    st, _ = play(st, 0, "buy:C30")
    while kind(st) == "pay":
        st, _ = play(st, 0, legal(st)[0])
    if not st.finished and kind(st) == "pickup_res":
        st, _ = play(st, 0, "")
    assert st.finished and st.phase == "over" and ENGINE.to_act(st) == set()
    assert ENGINE.result(st) is not None
    with pytest.raises(MatchOver):
        ENGINE.apply(st, 0, "pass")


def test_game_ends_at_15_track_vp():
    # GS-13.1 (3): Printing Press takes the track from 13 to 15
    st = scenario(3, "renaissance", hands={0: ["C04", "C40", "C01", "C02"]}, track={0: 13})
    st, events = play(st, 0, "res:C04", "tech:C40")
    texts = [e.text.en for e in events]
    assert st.track[0] == 15 and st.finished and st.active == 0
    # D-16: the turn was played to its end (purchase phase, end of turn) before the game ended
    assert (
        texts.index("Player A scores 2 VP")
        < texts.index("Player A buys nothing")
        < texts.index("The game is over.")
    )


def test_game_ends_when_the_last_wonder_leaves():
    # GS-13.1 (1) with GS-10 b1
    st = scenario(3, res_up={0: ["C06", "C10"]}, hands={1: ["C01"]}, wonders=["W02", None, None, None, None])
    if kind(st) == "purchase":
        st, _ = play(st, 0, "pass")
    if kind(st) == "pickup_res":
        st, _ = play(st, 0, "")
    assert st.owned_wonders[0] == ["W02"] and st.finished


def test_scoring_and_shared_ranks():
    # GS-12.1 / GS-13.2 / D-6: cards anywhere + wonders + track; tied players share the win
    st = scenario(
        3,
        "renaissance",
        hands={0: ["C40"], 1: ["C44"]},
        res_up={2: ["C31"]},
        wonders_owned={2: ["W11"]},
        track={0: 3, 1: 3, 2: 0},
    )
    st.finished = True
    result = ENGINE.result(st)
    by_seat = {s.seat: s for s in result.scores}
    assert by_seat[0].breakdown == {"cards": 2, "wonders": 0, "track": 3}
    assert by_seat[2].breakdown == {"cards": 0, "wonders": 2, "track": 0}
    assert by_seat[0].score == by_seat[1].score == 5 and by_seat[0].rank == by_seat[1].rank == 1
    assert by_seat[2].rank == 3 and result.note is not None
    assert [result.label(key, "pl") for key in by_seat[0].breakdown] == ["karty", "cuda", "tor punktów"]


# ---------------------------------------------------------------- bad input


def test_bad_input_is_refused_and_changes_nothing():
    st = scenario(3, hands={0: ["C01", "C02"]})
    assert refused(st, 0, "res:C05")  # not in hand
    assert refused(st, 0, "buy:C06")  # another phase
    assert refused(st, 0, "res:C01:extra")
    assert refused(st, 0, "x" * 200)
    with pytest.raises(NotYourTurn):
        ENGINE.apply(st, 1, "res:C01")
    try:
        ENGINE.apply(st, 0, "nonsense")
    except IllegalAction as err:
        assert "nonsense" in err.reason.en and "nonsense" in err.reason.pl
