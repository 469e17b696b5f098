"""Movement (CV-19) and exploring (CV-20.2); entering huts, villages and enemies: test_combat_entering.py."""

from __future__ import annotations

from engines.civilization import board, rules
from engines.kit.grid import manhattan
from tests.civilization.helpers import (
    TB,
    E,
    act,
    city,
    clear_map,
    decide,
    explore_everything,
    figure,
    set_up,
    sheet,
)


def land_world():
    """Two players, every tile face up, nothing on the map, and the squares made predictable."""
    st = set_up(["america", "rome"])
    explore_everything(st)
    clear_map(st)
    return st


def land(st, sq) -> bool:
    d = board.square(TB, st, sq)
    return d is not None and d.terrain != "water"


def open_land(st, size=2):
    """A land square whose whole neighbourhood within `size` steps is land."""
    rows, cols = st.grid_rows * 4, st.grid_cols * 4
    for r in range(size, rows - size):
        for c in range(size, cols - size):
            if all(
                land(st, (r + dr, c + dc)) for dr in range(-size, size + 1) for dc in range(-size, size + 1)
            ):
                return r, c
    raise AssertionError("no open land")


def test_figures_move_orthogonally_up_to_their_travel_speed():
    # CV-19.1 / CV-19.1.1 speed 2 at start; CV-19.1.3 no diagonal steps; the target list uses the engine's
    # shortest legal path.
    st = land_world()
    sq = open_land(st)
    fig = figure(st, 0, "army", *sq)
    paths = rules.destinations(TB, st, 0, sq, 2, [fig.id])
    assert paths and all(manhattan(sq, t) <= 2 for t in paths)
    assert (sq[0] + 1, sq[1] + 1) in paths and len(paths[(sq[0] + 1, sq[1] + 1)]) == 2
    assert (sq[0] + 2, sq[1] + 1) not in paths
    st = decide(st, {"k": "move", "who": 0})
    st = act(st, 0, f"fig:{fig.id}")
    ids = E.legal_actions(st, 0)
    assert {"go:n", "go:e", "go:s", "go:w", "stop"} <= set(ids)
    st = act(st, 0, f"to:{sq[0] + 1}:{sq[1] + 1}")
    moved = next(f for f in st.figures if f.id == fig.id)
    assert (moved.r, moved.c) == (sq[0] + 1, sq[1] + 1)
    assert E.legal_actions(st, 0) == ["stop"]
    st = act(st, 0, "stop")
    assert f"fig:{fig.id}" not in E.legal_actions(st, 0)  # CV-19.1.2: once per phase


def test_horseback_riding_raises_the_speed():
    # CV-22.9: Horseback Riding speed 3
    st = land_world()
    assert rules.fx.travel_speed(TB, st, 0) == 2
    rules.learn(TB, st, 0, "Horseback Riding", [])
    assert rules.fx.travel_speed(TB, st, 0) == 3


def test_water_needs_navigation_to_cross_and_sailing_to_stop():
    # CV-19.3: CV-19.3.1, CV-19.3.2, CV-19.3.3
    st = land_world()
    rows, cols = st.grid_rows * 4, st.grid_cols * 4
    water = next(
        (r, c)
        for r in range(1, rows - 1)
        for c in range(1, cols - 1)
        if board.square(TB, st, (r, c)).terrain == "water" and land(st, (r, c - 1))
    )
    start = (water[0], water[1] - 1)
    fig = figure(st, 0, "army", *start)
    assert not rules.can_enter(TB, st, 0, water, False)
    rules.learn(TB, st, 0, "Navigation", [])
    assert rules.can_enter(TB, st, 0, water, False) and not rules.can_end(TB, st, 0, water, [fig.id])
    assert water not in rules.destinations(TB, st, 0, start, 2, [fig.id])
    sheet(st, 0, techs=[["Currency", "Navigation"], ["Sailing"], [], [], []])
    assert rules.can_end(TB, st, 0, water, [fig.id])
    assert water in rules.destinations(TB, st, 0, start, 2, [fig.id])


def test_stacking_limit_is_checked_where_a_move_ends():
    # CV-19.2 / CV-19.2.2 / CV-32.25: passing through a full square is allowed; ending there is not.
    st = land_world()
    r, c = open_land(st)
    mover = figure(st, 0, "army", r, c - 1)
    figure(st, 0, "army", r, c)
    figure(st, 0, "scout", r, c)
    assert not rules.can_end(TB, st, 0, (r, c), [mover.id])
    assert (r, c + 1) in rules.destinations(TB, st, 0, (r, c - 1), 2, [mover.id])
    sheet(st, 0, techs=[["Currency", "Masonry"], [], [], [], []])  # Masonry: stacking 3
    assert rules.can_end(TB, st, 0, (r, c), [mover.id])
    assert rules.fx.stacking_limit(TB, st, 0) == 3
    assert rules.fx.stacking_limit(TB, st, 1) == 2  # CV-21.1.2: a learned tech helps its owner only


def test_groups_move_together():
    # CV-19.2.1: figures starting in one square may move as a group (one movement).
    st = land_world()
    sq = open_land(st)
    a = figure(st, 0, "army", *sq)
    b = figure(st, 0, "army", *sq)
    st = decide(st, {"k": "move", "who": 0})
    st = act(st, 0, f"grp:{sq[0]}:{sq[1]}")
    st = act(st, 0, "go:s")
    st = act(st, 0, "stop")
    assert {(f.r, f.c) for f in st.figures if f.id in (a.id, b.id)} == {(sq[0] + 1, sq[1])}
    assert E.to_act(st) == set()  # nothing left to move: the phase ended by itself


def test_own_city_centre_may_be_crossed_but_not_ended_on():
    # CV-19.5 / CV-19.5.1
    st = land_world()
    r, c = open_land(st)
    city(st, 0, r, c)
    fig = figure(st, 0, "army", r, c - 1)
    paths = rules.destinations(TB, st, 0, (r, c - 1), 2, [fig.id])
    assert (r, c) not in paths and (r, c + 1) in paths


def test_exploring_costs_one_point_and_the_figure_stays():
    # CV-20.2.1 / CV-20.2.4; rulebook example: an army spends one movement point to explore the
    # face-down tile next to it.
    st = set_up(["america", "rome"])
    clear_map(st)
    army = figure(st, 0, "army", 2, 3)  # home tile (0,0); the tile to the right is face down
    st = decide(st, {"k": "move", "who": 0})
    st = act(st, 0, f"fig:{army.id}")
    assert "explore:e" in E.legal_actions(st, 0)
    st = act(st, 0, "explore:e")
    assert st.tiles[1].arrow == "right"
    assert st.tasks[-1]["left"] == 1 and tuple(st.tasks[-1]["at"]) == (2, 3)
    assert any(a.startswith("go:") or a == "stop" for a in E.legal_actions(st, 0))


def test_atomic_theory_uranium_destroys_a_non_capital_city_and_its_outskirts():
    # CV-18.3.1: Atomic Theory's uranium ability in Movement (the data's text): a non-capital city
    # is destroyed with the buildings, wonders, figures and great people in its outskirts.
    from tests.civilization.helpers import piece

    st = land_world()
    r, c = open_land(st)
    sheet(st, 0, resources=["uranium"], techs=[[], [], [], ["Atomic Theory"], []])
    target = city(st, 1, r, c)
    city(st, 1, r + 2, c + 2, capital=True)
    piece(st, 1, "building", "Temple", r, c + 1)
    piece(st, 1, "great_person", "Homer", r + 1, c)
    figure(st, 1, "army", r - 1, c)
    figure(st, 0, "scout", r, c - 1)
    far = figure(st, 0, "army", r + 2, c)
    unbuilt = st.civs[1].unbuilt.get("city", 0)
    st = decide(st, {"k": "move", "who": 0})
    ability = TB.techs["Atomic Theory"].resource_abilities
    (nuke,) = [
        a
        for a in E.legal_actions(st, 0)
        if a.startswith("ab:") and ability[int(a.split(":")[2])].effect_key == "nuke_city"
    ]
    st = act(st, 0, nuke)
    assert E.legal_actions(st, 0) == [f"city:{target}"]  # never a capital
    st = act(st, 0, f"city:{target}")
    assert [(x.r, x.c) for x in st.cities] == [(r + 2, c + 2)]
    assert st.civs[1].unbuilt.get("city", 0) == unbuilt + 1
    assert not [p for p in st.pieces if abs(p.r - r) <= 1 and abs(p.c - c) <= 1]
    assert [f.id for f in st.figures] == [far.id]
    assert st.civs[0].resources == []


def test_steam_power_silk_carries_one_squares_figures_to_a_water_square():
    # CV-18.3.1: Steam Power's silk ability in City Management (the data's text): all the player's
    # figures in one square go to a water square and cannot move again this turn (CV-19.1.2).
    st = land_world()
    r, c = open_land(st)
    sheet(st, 0, resources=["silk"], techs=[[], [], ["Steam Power"], [], []])
    a, b = figure(st, 0, "army", r, c), figure(st, 0, "scout", r, c)
    other = figure(st, 0, "army", r + 1, c)
    rows, cols = board.map_size(st)
    sea = [
        (x, y) for x in range(rows) for y in range(cols) if board.square(TB, st, (x, y)).terrain == "water"
    ]
    figure(st, 1, "army", *sea[0])  # an enemy's square is never a landing place
    st = decide(st, {"k": "city", "who": 0})
    (ability,) = [x for x in E.legal_actions(st, 0) if x.startswith("ab:")]
    st = act(st, 0, ability)
    assert E.legal_actions(st, 0) == sorted([f"from:{r}:{c}", f"from:{r + 1}:{c}"])
    st = act(st, 0, f"from:{r}:{c}")
    landing = E.legal_actions(st, 0)
    assert f"to:{sea[0][0]}:{sea[0][1]}" not in landing and f"to:{r}:{c}" not in landing
    x, y = sea[1]
    st = act(st, 0, f"to:{x}:{y}")
    assert {(f.r, f.c) for f in st.figures if f.id in (a.id, b.id)} == {(x, y)}
    assert st.civs[0].resources == []
    st = decide(st, {"k": "move", "who": 0})
    assert [m for m in E.legal_actions(st, 0) if m.startswith(("fig:", "grp:"))] == [f"fig:{other.id}"]


def test_communism_spy_freezes_a_square_no_figure_may_leave():
    # CV-18.3.1: Communism's spy ability in Movement (the data's text): no figure may leave the
    # chosen square this turn, and a figure moving into it stops there.
    st = land_world()
    r, c = open_land(st)
    sheet(st, 0, resources=["spy"], techs=[[], [], ["Communism"], [], []])
    stuck = figure(st, 1, "army", r, c)
    runner = figure(st, 1, "army", r, c - 1)
    free = act(decide(st, {"k": "move", "who": 1}), 1, f"fig:{runner.id}")
    assert f"to:{r}:{c + 1}" in E.legal_actions(free, 1)
    st = decide(st, {"k": "move", "who": 0})
    (spy,) = [x for x in E.legal_actions(st, 0) if x.startswith("ab:")]
    st = act(st, 0, spy)
    assert E.legal_actions(st, 0) == sorted([f"sq:{r}:{c}", f"sq:{r}:{c - 1}"])
    st = act(st, 0, f"sq:{r}:{c}")
    assert st.frozen == [board.key((r, c))] and st.civs[0].resources == []
    st = decide(st, {"k": "move", "who": 1})
    assert f"fig:{stuck.id}" not in E.legal_actions(st, 1)
    st = act(st, 1, f"fig:{runner.id}")
    assert f"to:{r}:{c + 1}" not in E.legal_actions(st, 1)  # never through the frozen square
    st = act(st, 1, "go:e")
    assert E.legal_actions(st, 1) == ["stop"]
