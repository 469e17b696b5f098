"""The in-play index (in_play.py) is a derived memo: a position edited by hand, in place or by
assignment, is read afresh, and the memo never reaches the saved state or a clone (issue #11)."""

import pytest

from engines.kit.clone import clone
from engines.through_ages import board, in_play
from tests.through_ages.helpers import E, G, position


def test_a_government_changed_by_hand_is_read_afresh():
    # TA-3.4: ratings come from the cards in play; TA-19.4: Monarchy gives 5 civil actions
    st = position()
    assert board.civil_total(G, st, 0) == 4
    st.government[0] = "civil-I-monarchy"  # edited in place, after the memo was built
    assert board.civil_total(G, st, 0) == 5
    assert board.military_total(G, st, 0) == 3


def test_a_leader_and_a_technology_added_in_place_count_at_once():
    st = position()
    cost = board.population_cost(G, st, 0)
    st.leader[0] = "civil-A-moses"  # Moses: a new worker costs 1 food less
    assert board.population_cost(G, st, 0) == cost - 1
    assert not board.has(G, st, 0, "happy_boost")
    st.leader[0] = None
    assert board.population_cost(G, st, 0) == cost


def test_the_memo_stays_out_of_the_saved_state_and_clones():
    st = position()
    before = st.model_dump_json()
    board.civil_total(G, st, 0)
    assert "_in_play" in st.__pydantic_private__
    assert st.model_dump_json() == before
    assert E.load_state(before) == st
    copy = clone(st)  # the copy starts from the memo (KEPT_PRIVATE) and checks it like the original
    assert set(copy.__pydantic_private__) == {"_in_play"}
    copy.government[0] = "civil-I-monarchy"
    assert board.civil_total(G, copy, 0) == 5 and board.civil_total(G, st, 0) == 4


def test_a_legal_action_query_leaves_no_scope_behind():
    from engines.through_ages import legal

    st = position()
    legal.options(G, st, 0)
    assert st.__pydantic_private__["_checked"] is None
    st.government[0] = "civil-I-monarchy"  # edited between two queries
    assert board.civil_total(G, st, 0) == 5
    with pytest.raises(ZeroDivisionError), in_play.reading(st):
        raise ZeroDivisionError  # a failing query closes its scope too
    assert st.__pydantic_private__["_checked"] is None
