"""The map (CV-3), exploration (CV-20.1, CV-20.2) and setup (CV-4, CV-5)."""

from __future__ import annotations

import pytest

from engines.civilization import board
from engines.civilization.decisions.movement import explore
from engines.civilization.setup import capital_squares, starting_trade
from engines.civilization.state import PlacedTile
from engines.kit.grid import ARROWS, placed_offset
from tests.civilization.helpers import TB, E, clear_map, figure, set_up, start


def test_worked_example_of_tile_placement():
    # CV-3.2.2 / CV-3.2.2.1: home_america's suggested capital, canonical (2, 1), lies at offset (2,1),
    # (1,2), (2,2) or (1,1) for arrow down, up, right, left; canonical (0,0) (forest with wheat)
    # is, arrow up, at offset (3,3): the printed bottom-right corner (CV-3.2.1.1, CV-3.2.1.2,
    # CV-3.2.1.3: canonical is the printed tile turned 180 degrees, a rotation, never a mirror).
    tile = TB.tiles["home_america"]
    assert tile.suggested_capital == (2, 1)
    expected = {"down": (2, 1), "up": (1, 2), "right": (2, 2), "left": (1, 1)}
    for arrow, offset in expected.items():
        assert placed_offset(arrow, 2, 1) == offset
    corner = TB.placed[("home_america", "up")][3][3]
    assert corner.terrain == "forest" and corner.resource == "wheat"


@pytest.mark.parametrize("arrow", ARROWS)
def test_americas_capital_outskirts_match_the_rulebook_example_in_every_rotation(arrow):
    # CV-5.7 / CV-3.2.1: with the capital on the suggested square America's outskirts give
    # 3 trade and 5 production, with silk and incense (the rulebook's worked example).
    st = start(["america", "rome"])
    st.tiles = [PlacedTile(id="home_america", home=True, arrow=arrow), *st.tiles[1:]]
    r, c = capital_squares(TB, st, 0)[0]
    st.cities = []
    from tests.civilization.helpers import city

    i = city(st, 0, r, c, capital=True)
    y = board.city_yields(TB, st, i)
    assert (y.get("trade"), y.get("production")) == (3, 5)
    assert board.city_resources(TB, st, i) == ["incense", "silk"]
    assert starting_trade(TB, st, 0) == 3


def test_layouts_per_player_count():
    # CV-3.3.2, CV-3.3.3, CV-3.3.4, CV-3.3.5 / CV-4.5: home tiles face up where the layout puts them, neutral tiles face
    # down, drawn from the 14 base tiles (CV-32.18.2, CV-32.18); CV-3.3.1 the rest stay in the box;
    # CV-32.15 the 3-player shape is the data's placeholder.
    for players, total in ((2, 8), (3, 10), (4, 16)):
        civs = ["america", "china", "egypt", "germany"][:players]
        st = start(civs)
        tiles = [t for t in st.tiles if t is not None]
        assert len(tiles) == total
        assert sum(t.home for t in tiles) == players
        assert all((t.arrow is not None) == t.home for t in tiles)
        pool = set(TB.data.map_tiles.base_neutral_pool_placeholder)
        assert all(t.id in pool for t in tiles if not t.home)
        assert len({t.id for t in tiles}) == total


def test_unexplored_tiles_do_not_exist_and_are_absent_from_views():
    # CV-3.2.3 / CV-20.1: face-down squares are treated as non-existent; views never show them.
    st = set_up(["america", "rome"])
    hidden = [i for i, t in enumerate(st.tiles) if t is not None and t.arrow is None]
    index = hidden[0]
    sq = ((index // st.grid_cols) * 4, (index % st.grid_cols) * 4)
    assert board.square(TB, st, sq) is None
    from engines.civilization import rules

    assert not rules.can_enter(TB, st, 0, sq, False)  # CV-19.4
    view = E.view(st, 0)
    dumped = view.model_dump_json()
    for i in hidden:
        assert st.tiles[i].id not in dumped
    assert not any((s.r, s.c) == sq for s in view.squares)
    assert len(view.squares) == 16 * 2


def test_exploring_turns_the_tile_with_its_arrow_away_from_the_explorer():
    # CV-20.2.2: the new tile's entry side (canonical row 0) touches the explorer's tile; a tile
    # to the east gets its arrow pointing right. CV-20.2.3: markers on hut and village icons
    # (CV-3.1.5); CV-19.4: face-down squares cannot be entered.
    st = set_up(["america", "rome"])
    clear_map(st)
    # 2 players: home tile at (0,0); (1,0) below it is face down, (0,1) to the right too
    fig = figure(st, 0, "army", 3, 2)
    ev = []
    explore(TB, st, 0, (3, 2), (4, 2), ev)
    below = st.tiles[1 * st.grid_cols + 0]
    assert below.arrow == "down"
    explore(TB, st, 0, (0, 3), (0, 4), ev)
    right = st.tiles[0 * st.grid_cols + 1]
    assert right.arrow == "right"
    data = TB.tiles[right.id]
    for r in range(4):
        for c in range(4):
            shown = board.square(
                TB, st, (*(x + y for x, y in zip((0, 4), placed_offset("right", r, c), strict=True)),)
            )
            assert shown == data.squares[r][c]
    # canonical row 0 lies in map column 4, against the explorer's tile
    assert {placed_offset("right", 0, c)[1] + 4 for c in range(4)} == {4}
    icons = [
        (R, C)
        for t, (R0, C0) in ((below, (4, 0)), (right, (0, 4)))
        for R in range(R0, R0 + 4)
        for C in range(C0, C0 + 4)
        if board.square(TB, st, (R, C)).marker
    ]
    assert sorted((m.r, m.c) for m in st.markers) == sorted(icons)
    assert fig.id in [f.id for f in st.figures]


def test_setup_gives_each_civilization_its_start():
    # CV-1.1 each civilization starts with a capital, an army, a scout and its starting tech;
    # CV-4.3 / CV-4.3.1 standing forces from the market's unit decks; CV-4.4 resource market;
    # CV-5.4 starting tech in the bottom row; CV-5.5 governments (CV-5.6.5 Rome in Republic);
    # CV-5.6.2 China's walls; CV-5.6.4 Germany's infantry; CV-5.6.6 / CV-2.5 Russia's extra army
    # (CV-1.3: the sheet's ability wins over CV-1.1's single army); CV-4.2 / CV-2.4 / CV-5.9
    # each colour's 6 armies, 2 scouts and 3 city markers, less those on the map.
    st = set_up(["china", "germany", "rome", "russia"])
    by_civ = {c.civ: (s, c) for s, c in enumerate(st.civs)}
    assert st.resource_market == {"wheat": 4, "silk": 4, "incense": 4, "iron": 4}
    for civ_id, (seat, civ) in by_civ.items():
        assert civ.techs[0] == [TB.civs[civ_id].starting_tech]
        kinds = sorted(card.split(":")[0] for card in civ.standing)
        expected = ["artillery", "infantry", "mounted"] + (
            ["infantry", "infantry"] if civ_id == "germany" else []
        )
        assert kinds == sorted(expected)
        figs = [f for f in st.figures if f.owner == seat]
        armies = 2 if civ_id == "russia" else 1
        assert sorted(f.kind for f in figs) == sorted(["army"] * armies + ["scout"])
        assert civ.unbuilt["army"] == (7 if civ_id == "russia" else 6) - armies
        assert civ.unbuilt["scout"] == 1
        assert civ.unbuilt["city"] == 2 and sum(c.owner == seat for c in st.cities) == 1
        cap = st.cities[board.capital_of(st, seat)]
        assert cap.walled == (civ_id == "china")
        for f in figs:  # CV-5.3: in the capital's outskirts, never on water
            assert max(abs(f.r - cap.r), abs(f.c - cap.c)) == 1
            assert board.square(TB, st, (f.r, f.c)).terrain != "water"
    assert by_civ["rome"][1].government == "Republic"
    assert by_civ["russia"][1].government == "Communism"
    assert by_civ["china"][1].government == "Despotism"
    assert E.min_players == 2 and E.max_players == 4


def test_egypt_takes_an_ancient_wonder_and_america_a_great_person():
    # CV-4.3.4.1 / CV-5.6.3 / CV-5.6.1 / CV-5.6 / CV-5.2
    st = set_up(["egypt", "america"])
    egypt, america = st.civs
    assert len(egypt.wonders) == 1 and egypt.wonders[0] in TB.data.wonders.default_deck_placeholder["ancient"]
    assert egypt.wonders[0] not in st.wonder_market and len(st.wonder_market) == 4
    medieval = TB.data.wonders.default_deck_placeholder["medieval"]
    assert sum(w in medieval for w in st.wonder_market) == 1
    kinds = sorted(p.kind for p in st.pieces)
    assert kinds == ["great_person", "wonder"] and not america.great_people
    assert starting_trade(TB, st, 1) == st.civs[1].trade
    st = start(["america", "rome"])
    while st.tasks[-1]["k"] != "place_piece":
        (seat,) = E.to_act(st)
        st, _ = E.apply(st, seat, E.legal_actions(st, seat)[0])
    assert "keep" not in E.legal_actions(st, 0)  # CV-5.6.1: placed at the end of setup


def test_capital_goes_on_a_central_square_and_the_first_player_rotates():
    # CV-5.1: four central squares; CV-6.2: the first-player marker passes clockwise.
    st = start(["rome", "germany"], first=1)
    seat = next(iter(E.to_act(st)))
    assert seat == 1  # setup in turn order
    squares = capital_squares(TB, st, 1)
    r0 = min(r for r, _ in squares)
    c0 = min(c for _, c in squares)
    assert sorted(squares) == [(r0, c0), (r0, c0 + 1), (r0 + 1, c0), (r0 + 1, c0 + 1)]
    assert r0 % 4 == 1 and c0 % 4 == 1
    st = set_up(["rome", "germany"], first=1)
    assert st.turn == 1 and st.first_player == 1
    from tests.civilization.helpers import decide

    st = decide(st, {"k": "end_turn"})
    assert st.turn == 2 and st.first_player == 0
