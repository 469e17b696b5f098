"""The fourth round of speed work (issue #11): each player's coins as last counted for the
economic-victory check (victory.counted_coins, remembered on the state) are never an old count for
a state that changed or was edited by hand."""

from __future__ import annotations

from engines.civilization import effects as fx
from engines.civilization import memos
from engines.civilization.state import Figure
from engines.civilization.victory import check_economic, counted_coins
from engines.kit.clone import clone
from tests.civilization.helpers import (
    TB,
    city,
    clear_map,
    explore_everything,
    find_square,
    piece,
    set_up,
    sheet,
)
from tests.civilization.test_memos import fresh


def coin_world():
    st = set_up(["america", "rome"])
    explore_everything(st)
    clear_map(st)
    r, c = find_square(st, lambda sq, data: data.terrain != "water" and sq[0] > 0 and sq[1] > 0)
    city(st, 0, r - 1, c - 1)
    piece(st, 0, "great_person", "builder", r, c)  # a coin in its outskirts (CV-13.3.4)
    return st, (r, c)


def test_counted_coins_are_the_coins_and_are_remembered():
    # CV-28.3: a player's coins (sheet and controlled squares) decide the economic victory
    st, _ = coin_world()
    sheet(st, 0, coin_tokens={"Pottery": 2})
    assert counted_coins(TB, st, 0) == fx.coins(TB, st, 0) >= 3
    assert memos.recall(st, "rich")[0][1] == fx.coins(TB, st, 0)
    assert counted_coins(TB, st, 1) == fx.coins(TB, st, 1)
    assert st.model_dump_json() == fresh(st).model_dump_json() and st == fresh(st)


def test_counted_coins_follow_hand_edits_in_place_and_clones():
    # CV-26.1: an enemy figure on a square blockades it: its coin is not counted
    st, sq = coin_world()
    before = counted_coins(TB, st, 0)
    st.figures.append(Figure(id=99, owner=1, kind="army", r=sq[0], c=sq[1]))  # in place
    assert counted_coins(TB, st, 0) == fx.coins(TB, fresh(st), 0) < before
    copy = clone(st)
    assert memos.recall(copy, "rich") is not None  # carried into the clone
    copy.figures = []
    assert counted_coins(TB, copy, 0) == before
    copy.civs[0] = copy.civs[0].model_copy(update={"coin_tokens": {"Pottery": 3}})  # in place
    assert counted_coins(TB, copy, 0) == before + 3 == fx.coins(TB, fresh(copy), 0)
    assert counted_coins(TB, st, 0) == fx.coins(TB, fresh(st), 0) < before  # the original kept its own
    copy.cities.clear()
    assert counted_coins(TB, copy, 0) == fx.coins(TB, fresh(copy), 0) == 3


def test_the_economic_check_sees_a_sheet_or_a_piece_edited_in_place():
    # CV-28.3: 15 coins at any moment win; the check after a move where nothing changed is skipped
    st, sq = coin_world()
    check_economic(TB, st, [])
    assert not st.finished and memos.recall(st, "econ") is not None
    st.civs[0] = st.civs[0].model_copy(update={"coin_tokens": {"Pottery": 14}})  # in place
    rich = clone(st)
    check_economic(TB, rich, [])
    assert rich.finished and rich.winners == [0] and rich.victory == "economic"
    st.civs[0] = st.civs[0].model_copy(update={"coin_tokens": {"Pottery": 13}})
    check_economic(TB, st, [])
    assert not st.finished  # 13 tokens and the builder's coin: 14
    st.pieces.append(st.pieces[0].model_copy(update={"r": sq[0] - 1}))  # a second coin, in place
    events = []
    check_economic(TB, st, events)
    assert st.finished and st.winners == [0] and events
