"""The third round of speed work (issue #11): the moving group's movement helper kept on the state
between its steps (engines/civilization/movememo.py), the targets it listed answering a "to:" step,
the step labels built once and the texts built without validation (civilization.texts). Each gives
what computing afresh gives; a state edited by hand never gets an old helper."""

from __future__ import annotations

from engines.base import Text
from engines.base import seat_name as base_seat_name
from engines.base import tr as base_tr
from engines.civilization import memos, rules, texts
from engines.civilization.decisions.movement import MoveStep
from engines.civilization.movememo import mover_for
from engines.kit.clone import clone
from tests.civilization.helpers import TB, E, act, clear_map, decide, explore_everything, figure, set_up
from tests.civilization.test_memos import fresh


def facts(mover: rules.Mover) -> tuple:
    return (mover.water, mover.limit, mover.scout, mover.enemies, mover.own, mover.stops)


def stepping_world():
    st = set_up(["america", "rome"])
    explore_everything(st)
    clear_map(st)
    army = figure(st, 0, "army", 5, 5)
    figure(st, 0, "army", 5, 7)  # the mover's own other figure
    figure(st, 1, "army", 9, 9)  # an enemy: its square stops a move (CV-19.6.2)
    st = decide(st, {"k": "move", "who": 0})
    return act(st, 0, f"fig:{army.id}"), army


def test_the_helper_is_kept_across_the_groups_steps_and_matches_a_new_one():
    # CV-19.1: a figure steps square by square; the board facts do not change when it steps
    st, army = stepping_world()
    first = mover_for(TB, st, 0, [army.id])
    after = act(st, 0, next(a for a in E.legal_actions(st, 0) if a.startswith("go:")))
    assert mover_for(TB, after, 0, [army.id]) is first
    assert facts(first) == facts(rules.Mover(TB, after, 0, [army.id]))
    assert E.legal_actions(after, 0) == E.legal_actions(fresh(after), 0)


def test_an_edited_board_gets_a_new_helper():
    st, army = stepping_world()
    kept = mover_for(TB, st, 0, [army.id])
    edited = clone(st)
    enemy = figure(edited, 1, "army", 5, 6)  # next to the army: now an attack, not a step
    assert mover_for(TB, edited, 0, [army.id]) is not kept
    assert (enemy.r, enemy.c) in mover_for(TB, edited, 0, [army.id]).enemies
    assert E.legal_actions(edited, 0) == E.legal_actions(fresh(edited), 0)
    assert mover_for(TB, st, 0, [army.id + 1]) is not kept  # the same state, another group
    other = clone(st)
    other.figures[0] = other.figures[0].model_copy(update={"r": 6})  # in place
    assert mover_for(TB, other, 0, [army.id]).own == rules.Mover(TB, other, 0, [army.id]).own


def test_a_to_step_costs_what_the_listed_targets_say():
    # CV-19.1: a "to:" step is the shortest legal path; its cost is the same searched or listed
    st, army = stepping_world()
    at, left = (army.r, army.c), st.tasks[-1]["left"]
    targets, _ = rules.Mover(TB, st, 0, [army.id]).target_steps(at, left)
    for sq, (steps, via) in targets.items():
        searched = rules.Mover(TB, st, 0, [army.id]).target(at, left, sq)
        assert searched is not None and searched[:2] == (steps, via)
    moved = act(st, 0, next(a for a in E.legal_actions(st, 0) if a.startswith("to:")))
    assert moved.tasks[-1]["left"] == fresh(moved).tasks[-1]["left"] < left


def test_the_helper_is_not_saved_and_states_stay_equal():
    st, army = stepping_world()
    mover_for(TB, st, 0, [army.id])
    assert memos.recall(st, "mover") is not None
    assert st == fresh(st) and st.model_dump_json() == fresh(st).model_dump_json()


def test_another_group_of_the_player_gets_the_helper_regrouped():
    # the player's facts shared, the group's own looked up: the same as a new helper
    st, army = stepping_world()
    first = mover_for(TB, st, 0, [army.id])
    after = act(st, 0, next(a for a in E.legal_actions(st, 0) if a.startswith("go:")))
    other = next(f for f in after.figures if f.owner == 0 and f.id != army.id)
    for group in ([other.id], [-1], [army.id, other.id]):
        regrouped = mover_for(TB, after, 0, group)
        assert regrouped is not first and regrouped.group == group and regrouped.targets == {}
        assert regrouped.enemies is first.enemies  # shared
        new = rules.Mover(TB, after, 0, group)
        assert facts(regrouped) == facts(new) and vars(regrouped) == vars(new)
        assert regrouped.target_steps((other.r, other.c), 2) == new.target_steps((other.r, other.c), 2)
    assert first.group == [army.id] and first.own == rules.Mover(TB, after, 0, [army.id]).own


def test_step_labels_built_once_are_the_worded_ones():
    step = E.machine.decisions["step"]
    assert step.labels["to:3:4"] == MoveStep.worded("to:3:4") == base_tr("Go to E4", "Idź na E4")
    assert step.label(None, None, "go:n") == MoveStep.worded("go:n")


def test_texts_equal_the_validated_ones():
    assert texts.tr("a", "b") == base_tr("a", "b") and texts.tr("x") == base_tr("x")
    assert texts.tr("a").model_dump_json() == base_tr("a").model_dump_json()
    assert texts.seat_name(2) == base_seat_name(2) and isinstance(texts.tr("a"), Text)
    try:
        texts.tr(3)  # what the model refuses stays refused
    except ValueError:
        pass
    else:
        raise AssertionError("a number is not a text")


def test_a_replaced_item_is_the_model_copy():
    st, army = stepping_world()
    fig = next(f for f in st.figures if f.id == army.id)
    made, copied = fig.replaced(r=1, c=2), fig.model_copy(update={"r": 1, "c": 2})
    assert made == copied and made.model_fields_set == copied.model_fields_set
    assert made.model_dump_json() == copied.model_dump_json() and (fig.r, fig.c) == (5, 5)
    sheet = st.civs[0]
    assert sheet.replaced(trade=3) == sheet.model_copy(update={"trade": 3})
