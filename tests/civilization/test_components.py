"""The base game's components (CV-2) as the data and a fresh setup hold them, the bank (CV-4.7,
CV-32.12) and a group exploring (CV-32.21)."""

from __future__ import annotations

from engines.civilization import board
from tests.civilization.helpers import TB, E, act, clear_map, decide, explore_everything, figure, set_up


def test_the_box_holds_the_base_game_components():
    # CV-2.2: 6 civilization sheets, the trade dial runs 0-27; CV-2.3: 6 home tiles, every tile
    # 4x4 squares; CV-2.6: 15 artillery, 15 infantry, 15 mounted and 8 aircraft cards;
    # CV-2.7: 12 wonder cards, 4 per era; CV-2.8: 20 hut and 10 village markers.
    data = TB.data
    assert len(data.civilizations) == 6 and len(data.map_tiles.home) == 6
    assert data.constants.trade_dial_max == 27
    tiles = [*data.map_tiles.home, *data.map_tiles.neutral]
    assert all(len(t.squares) == 4 and all(len(row) == 4 for row in t.squares) for t in tiles)
    decks = {kind: deck.cards for kind, deck in data.units.decks.items()}
    assert decks == {"artillery": 15, "infantry": 15, "mounted": 15, "aircraft": 8}
    wonders = data.wonders.default_deck_placeholder
    assert [len(wonders[era]) for era in ("ancient", "medieval", "modern")] == [4, 4, 4]
    assert data.huts.count == 20 and data.villages.count == 10


def test_the_market_board_holds_wonders_buildings_and_unit_decks():
    # CV-2.1: the market board's upper part (wonder, building and unit supply); no unit card is
    # lost between the decks and the standing forces dealt at setup (CV-4.3.1).
    st = set_up(["rome", "egypt"])
    assert len(st.wonder_market) == 4 and all(n > 0 for n in st.building_supply.values())
    dealt = [card.split(":")[0] for civ in st.civs for card in civ.standing]
    for kind, cards in TB.data.units.decks.items():
        assert len(st.unit_decks[kind]) + dealt.count(kind) == cards.cards


def test_culture_tokens_are_unlimited():
    # CV-4.7 / CV-32.12 / CV-2.10: culture, wound and coin tokens are treated as unlimited, so a
    # city devoting to the arts gains its culture however much the player holds.
    st = set_up(["america", "rome"])
    explore_everything(st)
    st.civs[0] = st.civs[0].model_copy(update={"culture": 500})
    cap = board.capital_of(st, 0)
    gain = 1 + board.city_yields(TB, st, cap).get("culture", 0)
    st = act(decide(st, {"k": "city_act", "who": 0, "city": cap}), 0, "arts")
    assert st.civs[0].culture == 500 + gain


def test_a_group_explores_as_one_for_one_point():
    # CV-32.21 / CV-20.2.1: a group exploring spends 1 movement point in all and stays together.
    st = set_up(["america", "rome"])
    clear_map(st)
    army = figure(st, 0, "army", 2, 3)  # home tile (0,0); the tile to the right is face down
    scout = figure(st, 0, "scout", 2, 3)
    st = decide(st, {"k": "move", "who": 0})
    st = act(st, 0, "grp:2:3")
    speed = st.tasks[-1]["left"]
    st = act(st, 0, "explore:e")
    assert st.tiles[1].arrow == "right"
    assert st.tasks[-1]["left"] == speed - 1 and sorted(st.tasks[-1]["group"]) == sorted([army.id, scout.id])
    assert {(f.r, f.c) for f in st.figures if f.id in (army.id, scout.id)} == {(2, 3)}
    assert E.to_act(st) == {0}
