"""The view's tiles and squares kept on the state (CivilizationEngine.map_views, memo "mapview",
issue #11): the same view as built afresh over random games, built again when a tile or a disaster
changes (by a rule or a hand edit in place), and no part of the saved state."""

from __future__ import annotations

from engines.civilization import memos
from tests.civilization.helpers import E, explore_everything, set_up
from tests.civilization.test_memos import fresh

AGENT = E.agents()["random"]


def test_kept_map_views_give_the_fresh_view_over_random_games():
    checked = 0
    for seed in (2, 5):
        st = E.setup(3, {"turn_limit": "100"}, seed)
        for n in range(1200):
            if st.finished:
                break
            if n % 20 == 0:
                seat = n % 3
                assert E.view(st, seat) == E.view(fresh(st), seat)
                assert E.view(st, seat).model_dump_json() == E.view(fresh(st), seat).model_dump_json()
                checked += 1
            seat = min(E.to_act(st))
            st, _ = E.apply(st, seat, AGENT.choose(E, st, seat, n))
    assert checked > 50


def test_an_explored_tile_or_a_disaster_gives_a_new_map():
    st = set_up(["america", "rome"])
    before = E.view(st, 0)
    kept = memos.recall(st, "mapview")
    assert kept is not None and E.view(st, 1).squares[0] is before.squares[0]  # shared items
    explore_everything(st)  # by hand
    explored = E.view(st, 0)
    assert memos.recall(st, "mapview") is not kept
    assert len(explored.squares) > len(before.squares) and explored == E.view(fresh(st), 0)
    sq = explored.squares[0]
    st.disasters[f"{sq.r},{sq.c}"] = "desert"  # in place, by hand (CV-16.3)
    struck = E.view(st, 0)
    assert struck.squares[0].terrain == "desert" and struck == E.view(fresh(st), 0)
    assert st == fresh(st) and st.model_dump_json() == fresh(st).model_dump_json()
