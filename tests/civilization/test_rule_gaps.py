"""Rules of part 1 not covered by the scenario tests: blockades, coins, figures and units,
walls, great people, data loading and the effect registry."""

from __future__ import annotations

import pytest

from engines.civilization import CivilizationEngine, board, rules
from engines.civilization import effects as fx
from engines.civilization.data import load_data
from engines.civilization.decisions.city import production_items
from engines.kit import data as kit_data
from engines.kit.effects import EffectDataError
from tests.civilization.helpers import (
    TB,
    E,
    act,
    city,
    clear_map,
    decide,
    explore_everything,
    figure,
    piece,
    set_up,
    sheet,
)


def world(civs=("america", "rome")):
    st = set_up(list(civs))
    explore_everything(st)
    return st


def test_blockades_silence_squares_and_wonders():
    # CV-26 / CV-26.1 / CV-13.2.5: an enemy figure on an outskirts square removes its yield (even a building's);
    # CV-26.2: a wonder there loses its ability; CV-26.3: no piece may be placed there.
    st = world()
    cap = board.capital_of(st, 0)
    c = st.cities[cap]
    sq = next(
        s
        for s in board.outskirts(c)
        if board.square(TB, st, s).terrain != "water" and not board.figures_at(st, s)
    )
    piece(st, 0, "wonder", "The Colossus", *sq)
    sheet(st, 0, wonders=["The Colossus"])
    assert "The Colossus" in fx.active_wonders(TB, st, 0)
    before = board.city_yields(TB, st, cap)
    figure(st, 1, "scout", *sq)
    assert board.square_yields(TB, st, sq, 0) == {}
    assert board.city_yields(TB, st, cap).get("culture", 0) == before.get("culture", 0) - 1
    assert fx.active_wonders(TB, st, 0) == []
    assert sq not in rules.piece_squares(TB, st, cap, "building", "Temple")
    assert sq not in rules.figure_squares(TB, st, cap, "scout")


def test_city_centre_gives_nothing_and_pieces_replace_printed_symbols():
    # CV-7.4.5 / CV-10.1.1: only the 8 outskirts count; CV-13.3.4 / CV-32.28: a piece replaces
    # everything printed, resource included; CV-14.4 / CV-32.29: a wonder marker gives 1 culture
    # (placeholder).
    st = world()
    cap = board.capital_of(st, 0)
    c = st.cities[cap]
    total = {}
    for sq in board.outskirts(c):
        for k, v in board.square_yields(TB, st, sq, 0).items():
            total[k] = total.get(k, 0) + v
    assert board.city_yields(TB, st, cap) == total
    sq = next(s for s in board.outskirts(c) if board.square(TB, st, s).resource and not board.piece_at(st, s))
    assert board.square_yields(TB, st, sq, 0)["resource:" + board.square(TB, st, sq).resource] == 1
    piece(st, 0, "wonder", "Stonehenge", *sq)
    assert board.square_yields(TB, st, sq, 0) == {"culture": 1}


def test_coins_come_from_squares_tokens_cards_and_governments():
    # CV-24.1 / CV-24.2 / CV-24.2.1 map coins while controlled (CV-17.1: a Builder's coin); CV-24.2.2 tokens and printed coins
    # (CV-31.2: Railroad has a coin, Metal Casting not); CV-24.2.3 Feudalism gives a coin.
    st = world()
    cap = board.capital_of(st, 0)
    c = st.cities[cap]
    base = fx.coins(TB, st, 0)
    sq = next(
        s
        for s in board.outskirts(c)
        if board.square(TB, st, s).terrain != "water" and not board.figures_at(st, s)
    )
    piece(st, 0, "great_person", "builder", *sq)
    assert fx.coins(TB, st, 0) == base + 1
    figure(st, 1, "army", *sq)
    assert fx.coins(TB, st, 0) == base  # lost while blockaded
    rules.learn(TB, st, 0, "Railroad", [])
    rules.learn(TB, st, 0, "Metal Casting", [])
    assert fx.coins(TB, st, 0) == base + 1
    sheet(st, 0, government="Feudalism")
    assert fx.coins(TB, st, 0) == base + 2


def test_figures_come_only_from_unbuilt_pieces():
    # CV-11.1 / CV-11.1.1 costs 4 and 6; CV-11.1.2 outskirts, not water without Sailing;
    # CV-11.1.3 only unbuilt figures; CV-11.1.4 not onto a blockade (armies: part 2).
    st = world()
    cap = board.capital_of(st, 0)
    assert TB.data.constants.costs["army"] == 4 and TB.data.constants.costs["scout"] == 6
    squares = rules.figure_squares(TB, st, cap, "army")
    assert squares and all(board.square(TB, st, s).terrain != "water" for s in squares)
    st.city_bonus = {board.key((st.cities[cap].r, st.cities[cap].c)): 20}
    assert "item:army" in production_items(TB, st, cap)
    sheet(st, 0, unbuilt={**st.civs[0].unbuilt, "army": 0, "scout": 0})
    items = production_items(TB, st, cap)
    assert "item:army" not in items and "item:scout" not in items


def test_units_cost_by_rank_and_come_from_the_deck():
    # CV-12.1 / CV-12.1.1 / CV-12.1.2 ranks per type; CV-12.3 / CV-12.3.1 cost 5/7/9/11 by rank,
    # aircraft 12 (CV-31.1, CV-12.1.4 after Flight); CV-12.3.2 the top card joins the standing
    # forces face down; CV-12.3.3 an empty deck stops production; CV-12.4 units have no square.
    st = world()
    assert rules.unit_cost(TB, st, 0, "infantry") == 5
    sheet(st, 0, ranks={**st.civs[0].ranks, "infantry": 3})
    assert rules.unit_cost(TB, st, 0, "infantry") == 9
    assert "aircraft" not in st.civs[0].ranks
    rules.learn(TB, st, 0, "Flight", [])
    assert rules.unit_cost(TB, st, 0, "aircraft") == 12
    cap = board.capital_of(st, 0)
    st.city_bonus = {board.key((st.cities[cap].r, st.cities[cap].c)): 20}
    deck = list(st.unit_decks["mounted"])
    st = decide(st, {"k": "produce", "who": 0, "city": cap})
    st = act(st, 0, "item:unit:mounted")
    assert st.civs[0].standing[-1] == deck[0] and st.unit_decks["mounted"] == deck[1:]
    st.unit_decks = {**st.unit_decks, "mounted": []}
    assert "item:unit:mounted" not in production_items(TB, st, cap)


def test_leonardo_caps_unit_costs_and_porcelain_tower_lowers_thresholds():
    # wonders as data-driven effects; CV-31.7: Porcelain Tower makes level I cost 1 trade.
    st = world()
    sheet(
        st, 0, wonders=["Leonardo's Workshop", "Porcelain Tower"], ranks={**st.civs[0].ranks, "infantry": 4}
    )
    assert rules.unit_cost(TB, st, 0, "infantry") == 5
    assert rules.research_threshold(TB, st, 0, 1) == 1
    assert rules.research_threshold(TB, st, 0, 2) == 6


def test_city_walls_need_masonry_and_go_on_the_centre():
    # CV-13.4: walls unlocked by Masonry, one per city, the marker flips.
    st = world()
    cap = board.capital_of(st, 0)
    st.city_bonus = {board.key((st.cities[cap].r, st.cities[cap].c)): 20}
    assert "item:walls" not in production_items(TB, st, cap)
    rules.learn(TB, st, 0, "Masonry", [])
    st = decide(st, {"k": "produce", "who": 0, "city": cap})
    st = act(st, 0, "item:walls")
    assert st.cities[cap].walled
    assert "item:walls" not in production_items(TB, st, cap)


def test_one_piece_per_square_and_own_pieces_only_replaced():
    # CV-13.2.1 / CV-13.2.4 / CV-13.6: opponents' pieces are never replaced.
    st = world()
    cap = board.capital_of(st, 0)
    c = st.cities[cap]
    sq = next(
        s
        for s in board.outskirts(c)
        if board.square(TB, st, s).terrain != "water" and not board.figures_at(st, s)
    )
    piece(st, 1, "building", "Temple", *sq)
    sheet(st, 0, techs=[["Currency", "Philosophy"], [], [], [], []])
    assert sq not in rules.piece_squares(TB, st, cap, "building", "Market")
    assert all(
        max(abs(s[0] - c.r), abs(s[1] - c.c)) == 1
        for s in rules.piece_squares(TB, st, cap, "building", "Market")
    )


def test_great_people_placed_kept_and_returned():
    # CV-17.2 placed in any own city's outskirts or kept; CV-17.3 a replaced one returns to the
    # sheet; CV-17.4 placed later at Start of Turn; CV-17.5 no effect on the sheet.
    st = world(("rome", "china"))
    st = decide(st, {"k": "place_piece", "who": 0, "city": None, "kind": "great_person", "name": "builder"})
    assert "keep" in E.legal_actions(st, 0)
    kept = act(st, 0, "keep")
    assert kept.civs[0].great_people == ["builder"]
    assert fx.coins(TB, kept, 0) == fx.coins(TB, st, 0)  # no effect on the sheet
    spot = next(a for a in E.legal_actions(st, 0) if a != "keep")
    placed = act(st, 0, spot)
    r, c = (int(x) for x in spot.split(":")[1:])
    assert board.piece_at(placed, (r, c)).name == "builder"
    assert fx.coins(TB, placed, 0) == fx.coins(TB, st, 0) + 1  # the builder's coin
    rules.place_piece(TB, placed, 0, (r, c), "great_person", "scientist", [])
    assert placed.civs[0].great_people == ["builder"]
    kept = decide(kept, {"k": "start", "who": 0})
    assert "gp:builder" in E.legal_actions(kept, 0)
    placing = act(kept, 0, "gp:builder")
    assert "keep" not in E.legal_actions(placing, 0)  # chosen to place: no way back to the sheet


def test_each_city_acts_once_and_several_may_do_the_same():
    # CV-10.2.1 / CV-10.2.2 / CV-31.8
    st = world()
    clear_map(st)
    a = city(st, 0, 2, 2, capital=True)
    b = city(st, 0, 9, 5)
    st = decide(st, {"k": "city", "who": 0})
    st = act(st, 0, f"act:{a}")
    st = act(st, 0, "arts")
    assert f"act:{a}" not in E.legal_actions(st, 0)
    st = act(st, 0, f"act:{b}")
    assert "arts" in E.legal_actions(st, 0)


def test_resource_tokens_return_to_the_market():
    # CV-18.2.1 market tokens (one per type per player, CV-31.9: 16 in the box);
    # CV-18.2.2 spent tokens go back; CV-18.3.1 an ability is paid with its tokens.
    st = world()
    assert sum(st.resource_market.values()) == 8
    sheet(st, 0, resources=["wheat"], techs=[["Currency", "Animal Husbandry"], [], [], [], []])
    st.resource_market = {**st.resource_market, "wheat": 1}
    st = decide(st, {"k": "city", "who": 0})
    ability = next(a for a in E.legal_actions(st, 0) if a.startswith("ab:"))
    st = act(st, 0, ability)
    assert st.resource_market["wheat"] == 2 and st.civs[0].resources == []
    cap = board.capital_of(st, 0)
    assert st.city_bonus == {board.key((st.cities[cap].r, st.cities[cap].c)): 3}  # single city: no question
    # CV-10.3.3: the ability's +3 production goes to that city for this turn
    assert (
        fx.city_production(TB, st, cap)
        == fx.city_production(TB, st.model_copy(update={"city_bonus": {}}), cap) + 3
    )


def test_data_loads_through_the_one_loader_and_effects_are_checked():
    # CV-32.1: data fixes need no code change; a bad effect step fails at load, not mid-game.
    raw = kit_data.read_raw("civilization")
    raw["constants"]["economic_victory_coins"] = 3
    engine = CivilizationEngine(load_data(raw))
    assert engine.tb.data.constants.economic_victory_coins == 3
    raw["effects"]["wonders"]["Stonehenge"] = [{"op": "start_culture", "amount": "lots"}]
    with pytest.raises(EffectDataError):
        CivilizationEngine(load_data(raw))
    raw = kit_data.read_raw("civilization")
    raw["effects"]["governments"]["Republic"] = [{"op": "no_such_op"}]
    with pytest.raises(EffectDataError):
        CivilizationEngine(load_data(raw))


def test_placeholder_governments_come_from_data():
    # CV-32.5 / CV-8.4: government effects are placeholders in data; CV-8.2 only while current.
    st = world(("rome", "america"))
    cap = board.capital_of(st, 0)
    income = fx.trade_income(TB, st, 0)
    sheet(st, 0, government="Despotism")
    assert fx.trade_income(TB, st, 0) == income - 1  # Republic: +1 trade per city (placeholder)
    assert E.tb.data.effects.governments["Republic"] == [{"op": "trade_per_city", "amount": 1}]
    sheet(st, 0, government="Communism")
    prod = fx.city_production(TB, st, cap)
    sheet(st, 0, government="Despotism")
    assert fx.city_production(TB, st, cap) == prod - 1


def test_spacing_is_chebyshev_three():
    # CV-32.3
    st = world()
    clear_map(st)
    city(st, 0, 2, 2, capital=True)
    assert all(not rules.can_found_at(TB, st, 1, (r, c)) for r in range(0, 5) for c in range(0, 5))


def test_engineering_splits_production_between_two_items():
    # CV-10.3.1: with Engineering a city spending its production may split it between two items,
    # once per turn; unused production is still lost.
    st = world(("rome", "china"))
    cap = board.capital_of(st, 0)
    c = st.cities[cap]
    st.city_bonus = {board.key((c.r, c.c)): 10 - fx.city_production(TB, st, cap)}
    assert fx.city_production(TB, st, cap) == 10
    sheet(st, 0, trade=0)
    rules.learn(TB, st, 0, "Engineering", [])
    st = decide(st, {"k": "produce", "who": 0, "city": cap})
    st = act(st, 0, "item:unit:infantry")  # 5 of 10
    assert st.tasks[-1] == {"k": "produce", "who": 0, "city": cap, "spent": 5}
    ids = E.legal_actions(st, 0)
    assert "item:army" in ids and "item:scout" not in ids and "done" in ids  # 4 fits, 6 does not
    st = act(st, 0, "item:army")
    st = act(st, 0, E.legal_actions(st, 0)[0])
    assert len(st.civs[0].standing) == 4 and "engineering" in st.civs[0].used
    st = decide(st, {"k": "produce", "who": 0, "city": cap})
    st = act(st, 0, "item:unit:infantry")
    assert E.to_act(st) == set()  # once per turn
