"""The turn (CV-6), components (CV-2) and the map's terrain data (CV-3.1)."""

from __future__ import annotations

from engines.civilization import board, rules
from engines.civilization.decisions.city import production_items
from engines.kit.grid import around, orthogonal
from tests.civilization.helpers import TB, E, act, explore_everything, set_up


def passive(state, seat):
    """The answer that ends a seat's part of the phase without doing anything."""
    ids = E.legal_actions(state, seat)
    for word in ("done", "pass", "stop", "decline", "skip", "idle"):
        if word in ids:
            return word
    return ids[0]


def test_five_phases_in_order_each_player_from_the_first_clockwise():
    # CV-6.1 order of phases; CV-6.3 Start of Turn, City Management and Movement one player at
    # a time from the first player clockwise; CV-6.4 Research simultaneous; CV-6.2 the marker
    # passes clockwise at the next Start of Turn.
    state = set_up(["rome", "china", "egypt"], first=2)
    seen = []
    while state.turn == 1:
        who = sorted(E.to_act(state))
        seen.append((state.phase, tuple(who), state.tasks[-1]["k"]))
        seat = who[0]
        state, _ = E.apply(state, seat, passive(state, seat))
    phases = []
    for phase, _, _ in seen:
        if not phases or phases[-1] != phase:
            phases.append(phase)
    assert phases == ["start", "trade", "city", "movement", "research"]
    for phase in ("start", "trade", "city", "movement"):
        order = []
        for p, who, kind in seen:
            if p == phase and kind in ("start", "trade", "city", "move") and who[0] not in order:
                order.append(who[0])
        assert order == [2, 0, 1], phase
    research = [who for p, who, _ in seen if p == "research"]
    assert research[0] == (0, 1, 2)  # everyone at once
    assert state.first_player == 0 and state.phase == "start"


def test_component_limits():
    # CV-2.9 building markers per line; CV-2.10 / CV-13.2.3 / CV-29.3: an empty supply stops
    # production; CV-4.3.3 buildings sorted into the market; CV-18.2.1 market tokens per player.
    state = set_up(["america", "rome"])
    assert state.building_supply == {
        "Harbor": 10,
        "Trading Post": 6,
        "Workshop": 6,
        "Granary": 6,
        "Library": 6,
        "Market": 5,
        "Temple": 5,
        "Barracks": 5,
    }
    cap = board.capital_of(state, 0)
    state.city_bonus = {board.key((state.cities[cap].r, state.cities[cap].c)): 20}
    assert "item:bld:Market" in production_items(TB, state, cap)  # America knows Currency
    state.building_supply = {**state.building_supply, "Market": 0}
    assert "item:bld:Market" not in production_items(TB, state, cap)


def test_terrain_and_adjacency():
    # CV-3.1.1 movement orthogonal, outskirts 8 squares; CV-3.1.2 five terrains; CV-3.1.3 at most
    # icons as printed; CV-3.1.6 default symbols per terrain on most squares.
    assert len(list(orthogonal((5, 5)))) == 4 and len(list(around((5, 5)))) == 8
    terrains = {s.terrain for t in TB.tiles.values() for row in t.squares for s in row}
    assert terrains == {"mountains", "forest", "grassland", "desert", "water"}
    defaults = {"mountains": (0, 1), "forest": (0, 2), "grassland": (0, 0), "desert": (1, 0), "water": (1, 0)}
    squares = [s for t in TB.tiles.values() for row in t.squares for s in row]
    plain = [s for s in squares if not s.resource and not s.coin and not s.culture]
    matching = [s for s in plain if (s.trade, s.production) == defaults[s.terrain]]
    assert len(matching) >= 0.95 * len(plain)


def test_harbor_square_stays_water():
    # CV-13.3.5: a Harbor square is still water for movement; CV-13.3.2 any number of Harbors.
    state = set_up(["america", "rome"])
    explore_everything(state)
    cap = board.capital_of(state, 0)
    rules.learn(TB, state, 0, "Navigation", [])
    squares = rules.piece_squares(TB, state, cap, "building", "Harbor")
    assert len(squares) >= 2
    for sq in squares[:2]:
        rules.place_piece(TB, state, 0, sq, "building", "Harbor", [])
    assert all(board.square(TB, state, sq).terrain == "water" for sq in squares[:2])
    assert not rules.can_end(TB, state, 0, squares[0], [99])  # Navigation: cross only


def test_start_of_turn_offers_cities_governments_and_scouts():
    # CV-7.2 / CV-7.3 / CV-7.3.1 / CV-7.3.2: what a player may do at the Start of Turn.
    state = set_up(["america", "rome"])
    (seat,) = E.to_act(state)
    ids = E.legal_actions(state, seat)
    assert "done" in ids and "gov:Anarchy" in ids
    scout = next(f for f in state.figures if f.owner == seat and f.kind == "scout")
    assert any(a.startswith(f"send:{scout.id}:") for a in ids) or all(
        (scout.r, scout.c) in board.outskirts(state.cities[i]) for i in board.own_cities(state, seat)
    )
    state = act(state, seat, "done")
    assert E.to_act(state) == {1 - seat}
