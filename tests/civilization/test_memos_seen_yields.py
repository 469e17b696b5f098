"""Memos kept for speed (issue #11): a position settled one or two decisions before gives its legal
ids again only while every field is as it was (machine.seen_again), each city's remembered yields
follow the map, and the economic check's tighter bound (victory.open_map_part) is never below a
player's map coins."""

from __future__ import annotations

from engines.civilization import board, memos
from engines.civilization import effects as fx
from engines.civilization.machine import remembered, seen_again
from engines.civilization.state import City, Figure
from engines.civilization.victory import check_economic, open_map_part, scout_sends
from engines.kit.clone import clone
from tests.civilization.helpers import (
    TB,
    E,
    act,
    city,
    decide,
    explore_everything,
    figure,
    find_square,
    piece,
    set_up,
    sheet,
)
from tests.civilization.test_memos import fresh
from tests.civilization.test_memos_coins import coin_world

CURRENCY = TB.tech_index["Currency"]


def city_management():
    # CV-18.3.1: Currency (a City Management ability) payable with a face-down hut marker
    st = set_up(["america", "rome"])
    explore_everything(st)
    sheet(st, 0, markers=["incense"], resources=[], techs=[["Currency"], [], [], [], []])
    return decide(st, {"k": "city", "who": 0})


def test_back_from_a_hidden_payment_gives_the_ids_of_the_position_before():
    # CV-18.2.3: the private payment opened and left with "back" changes nothing
    st = city_management()
    ids = E.legal_actions(st, 0)
    assert f"abp:{CURRENCY}:0" in ids
    back = act(act(st, 0, f"abp:{CURRENCY}:0"), 0, "back")
    task = E.machine.current(back)
    assert task is E.machine.current(st)  # the same waiting task, taken up again
    assert remembered(back, task, 0) == tuple(ids)
    # taken from the position before, not listed again
    assert remembered(back, task, 0) is st.__pydantic_private__["_legal"][2]
    assert E.legal_actions(back, 0) == E.legal_actions(fresh(back), 0) == ids
    assert back.model_dump_json() == st.model_dump_json()


def test_a_position_edited_by_hand_is_not_seen_again():
    st = city_management()
    ids = E.legal_actions(st, 0)
    task = E.machine.current(st)
    same = clone(st)
    assert seen_again(same, task)
    edited = clone(st)
    sheet(edited, 0, markers=[])  # the marker gone: nothing could pay the ability
    assert not seen_again(edited, task)
    in_place = clone(st)
    in_place.civs[0] = in_place.civs[0].model_copy(update={"markers": []})  # a list edited in place
    assert not seen_again(in_place, task)
    assert E.legal_actions(in_place, 0) == E.legal_actions(fresh(in_place), 0) != ids


def test_the_open_map_part_is_never_below_the_map_coins():
    # CV-26.1: a blockaded square gives nothing; CV-25: a scout sends its square to a city
    st, sq = coin_world()
    before = open_map_part(TB, st)
    assert before[0] == fx.map_coins(TB, st, 0) >= 1
    st.figures.append(Figure(id=99, owner=1, kind="army", r=sq[0], c=sq[1]))  # in place: blockade
    assert open_map_part(TB, st) == before and fx.map_coins(TB, st, 0) < before[0]
    far = find_square(
        st, lambda at, data: data.terrain != "water" and max(abs(at[0] - sq[0]), abs(at[1] - sq[1])) > 3
    )
    piece(st, 1, "great_person", "builder", *far)  # a coin on a square no city of seat 0 controls
    scout = figure(st, 0, "scout", *far)
    st.figures = [f.model_copy(update={"sends_to": 0}) if f.id == scout.id else f for f in st.figures]
    assert scout_sends(st) == ((0, 0, far),)
    assert open_map_part(TB, st)[0] == before[0] + 1
    assert fx.map_coins(TB, st, 0) <= open_map_part(TB, st)[0]
    copy = clone(st)
    assert memos.recall(copy, "open") is not None  # carried into the clone
    copy.cities.clear()
    assert open_map_part(TB, copy) == [0, 0] and open_map_part(TB, fresh(st)) == open_map_part(TB, st)


def test_a_rich_player_still_wins_when_the_loose_bound_is_high_for_others():
    # CV-28.3: 15 coins at any moment win, however many coins lie elsewhere on the map
    st, sq = coin_world()
    city(st, 1, sq[0] + 2, sq[1] + 2)
    sheet(st, 1, coin_tokens={"Pottery": 14})
    check_economic(TB, st, [])
    assert not st.finished  # 14 tokens, no coin around Rome's city
    sheet(st, 1, coin_tokens={"Pottery": 15})
    check_economic(TB, st, [])
    assert st.finished and st.winners == [1] and st.victory == "economic"


def test_city_yields_follow_hand_edits_in_place_and_clones():
    # CV-10.1.1: a city gets what its squares give; CV-26.1: a blockaded square gives nothing
    st, sq = coin_world()
    before = board.city_yields(TB, st, 0)
    assert before.get("coin", 0) >= 1 and memos.recall(st, "yields") is not None
    st.figures.append(Figure(id=99, owner=1, kind="army", r=sq[0], c=sq[1]))  # in place
    blockaded = board.city_yields(TB, st, 0)
    assert blockaded == board.city_yields(TB, fresh(st), 0) and blockaded.get("coin", 0) < before["coin"]
    copy = clone(st)
    copy.figures = []
    assert board.city_yields(TB, copy, 0) == before
    assert board.city_yields(TB, st, 0) == blockaded  # the original kept its own
    copy.pieces.clear()  # the great person gone, in place
    assert board.city_yields(TB, copy, 0) == board.city_yields(TB, fresh(copy), 0) != before


def test_military_science_adds_production_for_the_coins_as_they_are_now():
    # CV-10.1.1 with Military Science's permanent effect (data: production_per_coins, 3 coins):
    # each city gains 1 production per 3 coins; Communism adds 1 per city (production_per_city)
    st, sq = coin_world()
    plain = fx.city_production(TB, st, 0)
    sheet(st, 0, techs=[["Military Science"], [], [], [], []], coin_tokens={"Pottery": 5})
    have = fx.coins(TB, st, 0)
    assert have >= 6 and fx.city_production(TB, st, 0) == plain + have // 3
    st.civs[0] = st.civs[0].model_copy(update={"coin_tokens": {"Pottery": 8}})  # in place
    assert fx.city_production(TB, st, 0) == plain + fx.coins(TB, st, 0) // 3 == plain + (have + 3) // 3
    sheet(st, 0, government="Communism")
    assert fx.city_production(TB, st, 0) == plain + 1 + fx.coins(TB, fresh(st), 0) // 3


def test_map_items_compare_and_hash_as_pydantic_models_do():
    # the memos compare lists of items: equal fields are equal items, whatever the copy
    army = Figure(id=1, owner=0, kind="army", r=2, c=3)
    same = army.replaced(r=2)
    assert army == same and hash(army) == hash(same) and len({army, same}) == 1
    assert army != army.replaced(r=4) and army != City(owner=0, r=2, c=3) and army != (1, 0)
    assert army == Figure.model_validate_json(army.model_dump_json())
