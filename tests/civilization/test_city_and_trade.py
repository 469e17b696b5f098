"""Start of Turn (CV-7, CV-8), Trade (CV-9) and City Management (CV-10 to CV-15, CV-18, CV-25)."""

from __future__ import annotations

import pytest

from engines.base import IllegalAction, NotYourTurn
from engines.civilization import board, rules
from engines.civilization import effects as fx
from engines.civilization.decisions.city import production_items
from tests.civilization.helpers import (
    TB,
    E,
    act,
    city,
    clear_map,
    decide,
    explore_everything,
    figure,
    find_square,
    set_up,
    sheet,
)


def world(civs=("america", "rome")):
    st = set_up(list(civs))
    explore_everything(st)
    return st


def test_trade_collects_from_all_cities_and_caps_at_27():
    # CV-9.1.1 rulebook example: cities with 4 and 8 trade move the dial by 12.
    # CV-9.1.2: never above 27. CV-9.1.3: trade carries over. CV-9.1.4: I..V are ordinary numbers.
    st = world(("germany", "china"))
    clear_map(st)
    a = city(st, 0, 5, 1, capital=True)
    b = city(st, 0, 9, 5)
    ta = board.city_yields(TB, st, a).get("trade", 0)
    tb = board.city_yields(TB, st, b).get("trade", 0)
    sheet(st, 0, trade=3)
    st = decide(st, {"k": "trade_collect"})
    assert st.civs[0].trade == min(27, 3 + ta + tb)
    sheet(st, 0, trade=25)
    st = decide(st, {"k": "trade_collect"})
    assert st.civs[0].trade == 27
    # the example itself with squares of known trade
    st2 = world(("germany", "china"))
    clear_map(st2)
    sheet(st2, 0, trade=3)
    assert fx.add_trade(st2, 0, 3, 27) == 3 and st2.civs[0].trade == 6  # "3 + 3 = I", not 7


def test_offer_and_accept_moves_trade_and_resources_at_once():
    # CV-9.2.1 / CV-9.2.2 / CV-30.5: a deal (open to all) is an offer the other player accepts, executed atomically
    # (CV-9.2.3: nothing is promised for later, so nothing needs enforcing);
    # CV-9.2.5: the receiver's dial loses what goes above 27.
    st = world()
    sheet(st, 0, trade=5, resources=["silk"])
    sheet(st, 1, trade=26, culture=3)
    st = decide(st, {"k": "trade", "who": 0})
    st = act(st, 0, "offer:1")
    st = act(st, 0, "give:trade.3")
    st = act(st, 0, "take:culture.2")
    st = act(st, 0, "send")
    assert E.to_act(st) == {1}
    prompt = E.prompt(st, 1)
    assert "3 trade" in prompt.text.en
    # Polish lists the items after a colon, so each stays in the nominative
    assert "Daje: 3 handlu; w zamian: 2 kultury." in prompt.text.pl
    st = act(st, 1, "accept")
    assert st.civs[0].trade == 2 and st.civs[1].trade == 27
    assert st.civs[0].culture == 2 and st.civs[1].culture == 1
    # declining changes nothing
    st = act(st, 0, "offer:1")
    st = act(st, 0, "give:res.silk")
    st = act(st, 0, "send")
    before = (st.civs[0].resources, st.civs[1].resources)
    st = act(st, 1, "decline")
    assert (st.civs[0].resources, st.civs[1].resources) == before


def test_an_offer_holds_several_items_each_way_within_limits():
    # CV-9.2.2 / CV-30.5: an offer is built by picking items (no free text): several each way, only
    # what the player holds, at most ITEMS_PER_SIDE a side and OFFERS_PER_TURN offers a phase.
    from engines.civilization.decisions.trade import ITEMS_PER_SIDE, OFFERS_PER_TURN

    st = world()
    sheet(st, 0, trade=6, culture=2, resources=["silk", "silk", "iron"])
    sheet(st, 1, trade=4, culture=5, resources=["wheat"])
    st = decide(st, {"k": "trade", "who": 0})
    st = act(st, 0, "offer:1")
    assert E.legal_actions(st, 0)[-1] == "cancel" and "send" not in E.legal_actions(st, 0)
    for item in ("give:trade.5", "give:res.silk", "give:res.silk", "take:culture.3", "take:res.wheat"):
        st = act(st, 0, item)
    ids = E.legal_actions(st, 0)
    assert "give:trade.2" not in ids and "give:trade.1" in ids  # 5 + 2 > 6
    assert "give:res.silk" not in ids and "give:res.iron" in ids  # both silks already offered
    assert "take:culture.2" in ids and "take:culture.3" not in ids  # 3 + 3 > 5
    st = act(st, 0, "give:trade.1")
    assert not any(a.startswith("give:") for a in E.legal_actions(st, 0))  # ITEMS_PER_SIDE reached
    assert ITEMS_PER_SIDE == 4
    st = act(st, 0, "send")
    assert "6 trade" in E.prompt(st, 1).text.en and "2 culture" not in E.prompt(st, 1).text.en
    st = act(st, 1, "accept")
    assert st.civs[0].trade == 0 and st.civs[0].resources == ["iron", "wheat"] and st.civs[0].culture == 5
    assert (
        st.civs[1].trade == 10
        and sorted(st.civs[1].resources) == ["silk", "silk"]
        and st.civs[1].culture == 2
    )
    # the answer checks the goods again: a side that no longer holds them can only be declined
    st = act(st, 0, "offer:1")
    st = act(st, 0, "take:trade.8")
    st = act(st, 0, "send")
    sheet(st, 1, trade=0)
    assert E.legal_actions(st, 1) == ["decline"]
    st = act(st, 1, "decline")
    assert not any(a.startswith("offer:") for a in E.legal_actions(st, 0))  # OFFERS_PER_TURN used
    assert OFFERS_PER_TURN == 2


def test_city_production_example_five_production_buys_items_up_to_five():
    # CV-10.3.1 rulebook example: a city with 5 production makes one item costing 5 or less;
    # CV-10.3.2 / CV-9.3: 3 trade buy 1 more production (America: 2, CV-5.6.1); CV-10.3.4 / CV-29.4 only
    # items the city can pay for are offered.
    st = world(("rome", "america"))
    cap = board.capital_of(st, 0)
    prod = fx.city_production(TB, st, cap)
    sheet(st, 0, trade=0)
    items = production_items(TB, st, cap)
    assert all(cost <= prod and trade == 0 for cost, trade in items.values())
    assert ("item:army" in items) == (prod >= 4)
    sheet(st, 0, trade=6)
    items = production_items(TB, st, cap)
    for cost, trade in items.values():
        assert cost <= prod + trade // 3 and trade % 3 == 0
    assert rules.conversion(TB, st, 1) == (3, 2) and rules.conversion(TB, st, 0) == (3, 1)


def test_producing_an_army_pays_trade_and_places_it_in_the_outskirts():
    # CV-10.3.2 / CV-11.1.1, CV-11.1.2, CV-11.1.3
    st = world(("rome", "america"))
    cap = board.capital_of(st, 0)
    prod = fx.city_production(TB, st, cap)
    need = max(0, 4 - prod)
    sheet(st, 0, trade=27)
    st = decide(st, {"k": "produce", "who": 0, "city": cap})
    before = st.civs[0].unbuilt["army"]
    st = act(st, 0, "item:army")
    assert st.civs[0].trade == 27 - 3 * need
    (seat,) = E.to_act(st)
    spot = E.legal_actions(st, seat)[0]
    st = act(st, 0, spot)
    assert st.civs[0].unbuilt["army"] == before - 1
    _, r, c = spot.split(":")
    c_ = st.cities[cap]
    assert max(abs(int(r) - c_.r), abs(int(c) - c_.c)) == 1


def test_buildings_terrain_limited_and_replacing():
    # CV-13.1 / CV-13.2 / CV-13.3: CV-13.2.2 terrain; CV-13.3.1 one limited building per city; CV-13.6 replacing an own piece
    # (a Temple may replace the city's Market); CV-13.3.4 the building's symbols replace the square's.
    st = world(("america", "rome"))
    sheet(st, 0, techs=[["Currency", "Philosophy", "Pottery"], [], [], [], []])
    cap = board.capital_of(st, 0)
    market_squares = rules.piece_squares(TB, st, cap, "building", "Market")
    assert all(board.square(TB, st, sq).terrain != "water" for sq in market_squares)
    granary = rules.piece_squares(TB, st, cap, "building", "Granary")
    assert all(board.square(TB, st, sq).terrain == "grassland" for sq in granary)
    sq = market_squares[0]
    ev = []
    rules.place_piece(TB, st, 0, sq, "building", "Market", ev)
    assert board.square_yields(TB, st, sq, 0) == {"trade": 1, "production": 1, "culture": 2}
    temple = rules.piece_squares(TB, st, cap, "building", "Temple")
    assert temple == [sq]  # only by replacing the Market
    supply = st.building_supply["Market"]
    rules.place_piece(TB, st, 0, sq, "building", "Temple", ev)
    assert st.building_supply["Market"] == supply + 1
    assert [p.name for p in st.pieces if (p.r, p.c) == sq] == ["Temple"]


def test_learning_an_upgrade_flips_the_buildings():
    # CV-13.5: Engineering flips Granaries to Aqueducts; afterwards only the Aqueduct is produced.
    st = world(("america", "rome"))
    cap = board.capital_of(st, 0)
    sheet(st, 0, techs=[["Currency", "Pottery"], [], [], [], []])
    sq = rules.piece_squares(TB, st, cap, "building", "Granary")[0]
    rules.place_piece(TB, st, 0, sq, "building", "Granary", [])
    assert "Granary" in rules.buildable(TB, st, 0)
    rules.learn(TB, st, 0, "Engineering", [])
    assert [p.name for p in st.pieces if p.kind == "building"] == ["Aqueduct"]
    assert "Granary" not in rules.buildable(TB, st, 0) and "Aqueduct" in rules.buildable(TB, st, 0)


def test_wonders_cost_discount_and_market_refill():
    # CV-10.3.5 rulebook example: Colossus costs 15, 10 with Metalworking. CV-14.1, CV-14.2, CV-14.3.
    st = world(("germany", "rome"))
    assert rules.wonder_cost(TB, st, 0, "The Colossus") == 10
    assert rules.wonder_cost(TB, st, 1, "The Colossus") == 15
    st.wonder_market = ["The Colossus", "Stonehenge", "The Great Wall", "The Hanging Gardens"]
    st.wonder_deck = ["Angkor Wat"]
    cap = board.capital_of(st, 0)
    st.city_bonus = {board.key((st.cities[cap].r, st.cities[cap].c)): 20}
    st = decide(st, {"k": "produce", "who": 0, "city": cap})
    st = act(st, 0, "item:wonder:The Colossus")
    assert st.wonder_market[-1] == "Angkor Wat" and "The Colossus" not in st.wonder_market
    st = act(st, 0, E.legal_actions(st, 0)[0])
    assert st.civs[0].wonders == ["The Colossus"]
    marker = next(p for p in st.pieces if p.name == "The Colossus")
    # one wonder per city: a second one only by replacing the first (CV-13.6)
    assert rules.piece_squares(TB, st, cap, "wonder", "Stonehenge") == [(marker.r, marker.c)]


def test_arts_and_harvest():
    # CV-15.1.1: 1 culture + 1 per culture symbol; CV-18.1.1, CV-18.1.2 harvest one token per action,
    # not from an empty market.
    st = world(("america", "rome"))
    cap = board.capital_of(st, 0)
    culture = board.city_yields(TB, st, cap).get("culture", 0)
    st = decide(st, {"k": "city_act", "who": 0, "city": cap})
    st2 = act(st, 0, "arts")
    assert st2.civs[0].culture == st.civs[0].culture + 1 + culture
    assert cap in st2.acted
    st3 = act(st, 0, "harvest:silk")
    assert st3.civs[0].resources == [*st.civs[0].resources, "silk"]
    assert st3.resource_market["silk"] == st.resource_market["silk"] - 1
    st.resource_market = {**st.resource_market, "silk": 0}
    assert "harvest:silk" not in E.legal_actions(st, 0)


def test_resource_ability_once_per_turn_and_coin_task():
    # CV-18.3.1, CV-18.3.2: Currency's incense ability gives 3 culture, once per turn (CV-22.4,
    # CV-22.5);
    # CV-22.8: Pottery's coin task spends 2 resources for a coin token.
    st = world(("america", "rome"))
    sheet(st, 0, resources=["incense", "incense", "wheat"], techs=[["Currency", "Pottery"], [], [], [], []])
    st = decide(st, {"k": "city", "who": 0})
    ability = next(a for a in E.legal_actions(st, 0) if a.startswith("ab:"))
    st = act(st, 0, ability)
    assert st.civs[0].culture == 3 and st.civs[0].resources == ["incense", "wheat"]
    assert not any(a.startswith("ab:") for a in E.legal_actions(st, 0))
    coin = sorted(a for a in E.legal_actions(st, 0) if a.startswith("coin:"))
    assert coin
    coins = fx.coins(TB, st, 0)
    st = act(st, 0, coin[0])
    assert fx.coins(TB, st, 0) == coins + 1 and len(st.civs[0].resources) == 0


def test_anarchy_idles_the_capital_and_government_changes():
    # CV-8.1 / CV-8.3: CV-8.3.1 free change the turn after unlocking; CV-8.3.2 otherwise via Anarchy;
    # CV-8.3.3 / CV-10.2.3: the capital cannot act in Anarchy; CV-8.3.4 staying in Anarchy.
    st = world(("america", "rome"))
    rules.learn(TB, st, 0, "Monarchy", [])
    st = decide(st, {"k": "start", "who": 0})
    assert "gov:Monarchy" not in E.legal_actions(st, 0)  # not the turn after yet
    st.turn += 1
    assert "gov:Monarchy" in E.legal_actions(st, 0)
    st.turn += 1
    assert E.legal_actions(st, 0).count("gov:Anarchy") == 1 and "gov:Monarchy" not in E.legal_actions(st, 0)
    st = act(st, 0, "gov:Anarchy")
    assert st.civs[0].government == "Anarchy"
    assert not any(a.startswith("gov:") for a in E.legal_actions(st, 0))  # one change a turn
    cap = board.capital_of(st, 0)
    st2 = decide(st, {"k": "city", "who": 0})
    assert f"act:{cap}" not in E.legal_actions(st2, 0)
    st.turn += 1
    st = decide(st, {"k": "start", "who": 0})
    assert {"gov:Despotism", "gov:Monarchy"} <= set(E.legal_actions(st, 0))


def test_founding_a_city_needs_an_explored_spaced_free_square():
    # CV-7.4.1 city limit; CV-7.4.2 (a)-(e); CV-7.4.3 procedure; CV-7.4.4 acts this turn.
    st = world(("america", "rome"))
    clear_map(st)
    city(st, 0, 2, 2, capital=True)
    sq = find_square(
        st,
        lambda s, d: (
            d.terrain != "water"
            and 5 <= s[0] <= 10
            and 1 <= s[1] <= 6
            and all(
                board.square(TB, st, n) is not None
                for n in board.outskirts(board.City(owner=0, r=s[0], c=s[1]))
            )
            and not any(
                board.marker_at(st, n) for n in [s, *board.outskirts(board.City(owner=0, r=s[0], c=s[1]))]
            )
        ),
    )
    scout = figure(st, 0, "scout", *sq)
    army = figure(st, 0, "army", *sq)
    assert rules.can_found_at(TB, st, 0, sq)
    assert not rules.can_found_at(TB, st, 0, (3, 3))  # (e) too close to the capital
    enemy = figure(st, 1, "army", sq[0] + 1, sq[1] + 1)
    assert not rules.can_found_at(TB, st, 0, sq)  # (d)
    st.figures = [f for f in st.figures if f.id != enemy.id]
    st = decide(st, {"k": "start", "who": 0})
    st = act(st, 0, f"found:{scout.id}")
    assert any((c.r, c.c) == sq and c.owner == 0 for c in st.cities)
    (seat,) = E.to_act(st)
    assert E.prompt(st, seat).text.en.startswith("Where does the figure")
    st = act(st, 0, E.legal_actions(st, 0)[0])
    moved = next(f for f in st.figures if f.id == army.id)
    assert (moved.r, moved.c) != sq
    assert st.civs[0].unbuilt["scout"] == 2
    # the city limit is 2 until Irrigation
    assert rules.foundable_scouts(TB, st, 0) == []


def test_scout_sends_its_square_to_a_city():
    # CV-25.1: from the turn after it was placed; CV-32.9: never counted twice.
    st = world(("america", "rome"))
    cap = board.capital_of(st, 0)
    c = st.cities[cap]
    far = find_square(
        st,
        lambda s, d: (
            d.trade >= 1 and max(abs(s[0] - c.r), abs(s[1] - c.c)) >= 2 and not board.figures_at(st, s)
        ),
    )
    scout = figure(st, 0, "scout", *far)
    st = decide(st, {"k": "start", "who": 0})
    assert f"send:{scout.id}:{cap}" not in E.legal_actions(st, 0)  # placed this turn
    st.turn += 1
    st = decide(st, {"k": "start", "who": 0})
    before = board.city_yields(TB, st, cap).get("trade", 0)
    st = act(st, 0, f"send:{scout.id}:{cap}")
    assert board.city_yields(TB, st, cap).get("trade", 0) == before + board.square(TB, st, far).trade
    # the square stays sent until the end of the turn, even after the scout moves on
    st.figures = [f.model_copy(update={"r": f.r + 1}) if f.id == scout.id else f for f in st.figures]
    assert board.city_yields(TB, st, cap).get("trade", 0) == before + board.square(TB, st, far).trade
    st = decide(st, {"k": "end_turn"})
    assert board.city_yields(TB, st, cap).get("trade", 0) == before


def test_out_of_turn_and_illegal_actions_are_refused_with_a_message():
    st = world()
    st = decide(st, {"k": "city", "who": 0})
    with pytest.raises(NotYourTurn) as err:
        E.apply(st, 1, "done")
    assert err.value.reason.pl
    for bad in ("act:99", "nonsense", "", "x" * 200):
        with pytest.raises(IllegalAction) as err:
            E.apply(st, 0, bad)
        assert err.value.reason.en and err.value.reason.pl


def test_atomic_theory_uranium_gives_every_city_one_extra_action():
    # CV-18.3.1, CV-18.3.2: Atomic Theory's uranium ability (the data's text: each of your cities
    # takes one extra action this turn), used in City Management.
    st = world(("america", "rome"))
    sheet(st, 0, resources=["uranium"], techs=[[], [], [], ["Atomic Theory"], []])
    cap = board.capital_of(st, 0)
    st = decide(st, {"k": "city", "who": 0})
    st = act(st, 0, f"act:{cap}")
    st = act(st, 0, "arts")
    assert f"act:{cap}" not in E.legal_actions(st, 0)
    ability = TB.techs["Atomic Theory"].resource_abilities
    (extra,) = [
        a
        for a in E.legal_actions(st, 0)
        if a.startswith("ab:") and ability[int(a.split(":")[2])].effect_key == "extra_city_actions"
    ]
    st = act(st, 0, extra)
    assert st.civs[0].resources == [] and st.resource_market["uranium"] >= 1
    st = act(st, 0, f"act:{cap}")
    st = act(st, 0, "arts")
    assert st.acted.count(cap) == 2
    assert f"act:{cap}" not in E.legal_actions(st, 0)


def test_writing_spy_cancels_another_players_city_action():
    # CV-18.3.1, CV-30.6: Writing's spy cancels a city action another player is taking (the data's
    # text), answered in a reaction window; the action is spent and nothing happens.
    st = world(("america", "rome"))
    sheet(st, 1, resources=["spy"], techs=[["Writing"], [], [], [], []], hand=[])
    sheet(st, 0, hand=[])
    cap = board.capital_of(st, 0)
    st = decide(st, {"k": "city", "who": 0})
    assert not any(a.startswith("ab:") for a in E.legal_actions(st, 0))
    st = act(st, 0, f"act:{cap}")
    culture = st.civs[0].culture
    st = act(st, 0, "arts")
    assert set(E.to_act(st)) == {1}
    (spy,) = [a for a in E.legal_actions(st, 1) if a.startswith("ab:")]
    let = act(st, 1, "pass")
    assert let.civs[0].culture > culture
    st = act(st, 1, spy)
    assert st.civs[0].culture == culture and cap in st.acted
    assert st.civs[1].resources == [] and not any(t["k"] == "react" for t in st.tasks)


@pytest.mark.parametrize("hand", [[], ["A Generous Gift"], ["Supply Drop"]])
def test_a_city_action_window_opens_on_public_facts_only(hand):
    # CV-30.6: with Writing but no spy token, the window opens when the hand holds any culture card
    # (a public count), a spy-paying gift or not; with an empty hand it never opens.
    st = world(("america", "rome"))
    sheet(st, 0, hand=[])
    sheet(st, 1, resources=[], techs=[["Writing"], [], [], [], []], hand=hand)
    cap = board.capital_of(st, 0)
    st = decide(st, {"k": "city", "who": 0})
    st = act(st, 0, f"act:{cap}")
    st = act(st, 0, "arts")
    assert any(t["k"] == "react" for t in st.tasks) == bool(hand)


def test_mass_media_does_not_shield_city_actions_from_a_spy():
    # CV-18.3.1: Mass Media makes its owner's culture events uncancellable, not its city actions.
    st = world(("america", "rome"))
    sheet(st, 0, hand=[], techs=[[], [], [], ["Mass Media"], []])
    sheet(st, 1, resources=["spy"], techs=[["Writing"], [], [], [], []], hand=[])
    cap = board.capital_of(st, 0)
    st = decide(st, {"k": "city", "who": 0})
    st = act(st, 0, f"act:{cap}")
    st = act(st, 0, "arts")
    assert any(t["k"] == "react" for t in st.tasks)
