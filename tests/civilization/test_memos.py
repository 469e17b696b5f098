"""The per-state memos of the speed work (issue #11) never answer for a state edited by hand: the
remembered legal ids (engines/civilization/machine.py), the parts of the coin bound
(victory.coin_bounds) and the explored squares (board.explored_squares). None reaches the saved
JSON nor the equality of states."""

from __future__ import annotations

import pytest

from engines.base import IllegalAction
from engines.civilization import board, memos
from engines.civilization.state import CivState
from engines.civilization.victory import coin_bounds
from engines.kit.clone import clone
from tests.civilization.helpers import TB, E, act, clear_map, decide, explore_everything, figure, set_up


def fresh(st: CivState) -> CivState:
    """The same position without any memo (as loaded from the store)."""
    return CivState.model_validate_json(st.model_dump_json())


def moving_world():
    st = set_up(["america", "rome"])
    explore_everything(st)
    clear_map(st)
    first = figure(st, 0, "army", 5, 5)
    return decide(st, {"k": "move", "who": 0}), first


def test_a_figure_added_by_hand_is_offered_and_may_move():
    st, first = moving_world()
    assert E.legal_actions(st, 0) == [f"fig:{first.id}", "done"]  # remembered when advance stopped
    second = figure(st, 0, "scout", 6, 6)  # CV-19.1: every own figure may move
    assert E.legal_actions(st, 0) == E.legal_actions(fresh(st), 0)
    assert f"fig:{second.id}" in E.legal_actions(st, 0)
    assert f"fig:{second.id}" in E.prompt(st, 0).option_ids()
    assert E.agents()["random"].choose(E, st, 0) in E.legal_actions(fresh(st), 0)
    moved = act(st, 0, f"fig:{second.id}")
    assert moved.moved == [second.id]


def test_a_figure_removed_by_hand_is_no_longer_legal():
    st, first = moving_world()
    assert f"fig:{first.id}" in E.prompt(st, 0).option_ids()
    st.figures = []
    assert E.prompt(st, 0).option_ids() == ["done"]
    with pytest.raises(IllegalAction):
        E.apply(st, 0, f"fig:{first.id}")


def test_a_task_pushed_by_hand_is_asked_not_the_remembered_one():
    st, first = moving_world()
    st.tasks.append({"k": "move", "who": 1})  # in place: the waiting task is another one
    assert E.legal_actions(st, 0) == []
    assert E.legal_actions(st, 1) == ["done"]


def test_the_legal_memo_is_not_saved_compared_or_cloned():
    st, _ = moving_world()
    assert st.__pydantic_private__["_legal"] is not None
    assert st == fresh(st) and st.model_dump_json() == fresh(st).model_dump_json()
    assert clone(st).__pydantic_private__.get("_legal") is None


def test_coin_bounds_follow_every_hand_edit():
    # CV-28.3 is checked after every move; its cheap bound must never fall below the coins.
    st = set_up(["america", "rome"])
    coin_bounds(TB, st)
    assert memos.recall(st, "coins") is not None
    explored = [i for i, t in enumerate(st.tiles) if t is not None and t.arrow is None]
    st.tiles[explored[0]] = st.tiles[explored[0]].model_copy(update={"arrow": "down"})  # in place
    assert coin_bounds(TB, st) == coin_bounds(TB, fresh(st))
    copy = clone(st)
    copy.civs[1] = copy.civs[1].model_copy(update={"coin_tokens": {"Pottery": 3}})
    assert coin_bounds(TB, copy) == coin_bounds(TB, fresh(copy))
    assert coin_bounds(TB, copy)[1] == coin_bounds(TB, st)[1] + 3


def test_explored_squares_follow_tiles_and_disasters_edited_by_hand():
    # CV-19.4: figures never enter face-down tiles; CV-16.3: a disaster marker changes the terrain.
    st = set_up(["america", "rome"])
    explored, land = board.explored_squares(TB, st)
    hidden = next(i for i, t in enumerate(st.tiles) if t is not None and t.arrow is None)
    st.tiles[hidden] = st.tiles[hidden].model_copy(update={"arrow": "down"})  # in place
    now, _ = board.explored_squares(TB, st)
    assert len(now) == len(explored) + 16 and now == board.explored_squares(TB, fresh(st))[0]
    sq = next(iter(sorted(land)))
    st.disasters = {**st.disasters, board.key(sq): "water"}
    assert sq not in board.explored_squares(TB, st)[1]
    assert board.explored_squares(TB, st) == board.explored_squares(TB, fresh(st))


def test_map_items_edited_in_place_by_hand_are_seen():
    # CV-19.1: every own figure may move; a position built with list edits in place, not new lists
    st, first = moving_world()
    assert E.legal_actions(st, 0) == [f"fig:{first.id}", "done"]  # remembered when advance stopped
    added = first.model_copy(update={"id": st.next_figure, "r": 6, "c": 6})
    st.figures.append(added)  # in place, and next_figure left as it was
    assert E.legal_actions(st, 0) == E.legal_actions(fresh(st), 0)
    assert f"fig:{added.id}" in E.prompt(st, 0).option_ids()
    st.figures.clear()
    assert E.prompt(st, 0).option_ids() == ["done"]
    with pytest.raises(IllegalAction):
        E.apply(st, 0, f"fig:{first.id}")
