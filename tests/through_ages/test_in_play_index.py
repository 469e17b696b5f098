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
    # a clone shares the per-seat lists with its original: a seat's entry is replaced (seat_put)
    copy.government = ["civil-I-monarchy", *copy.government[1:]]
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


def test_a_kept_strength_rating_follows_workers_and_tactic_edited_in_place():
    # TA-3.1, TA-22.1: the rating kept on the index is keyed by the workers and the tactic card
    from tests.through_ages.helpers import put

    st = position(tactic=["mil-I-legion@1", None, None])
    put(st, 0, workers={"board-A-warriors": 4, "civil-I-swordsmen": 3})
    assert board.strength_rating(G, st, 0) == 4 + 6 + 2 * 2
    st.workers[0]["civil-I-swordsmen"] = 0  # edited in place, after the rating was kept
    assert board.strength_rating(G, st, 0) == 4 + 2 == board._strength_rating(G, st, 0)
    st.tactic[0] = None
    assert board.strength_rating(G, st, 0) == 4 == board._strength_rating(G, st, 0)


def test_values_kept_on_the_index_answer_as_computed_from_scratch_in_random_games():
    # population cost (TA-4.10), wonder stages per action (TA-18.7), production bonuses (TA-44.1),
    # strength (TA-3.1) and science costs (TA-18.5, TA-13.3), read through the kept values at every
    # move of seeded random games
    from engines.base import play_on
    from engines.through_ages import costs

    for seed in range(3):
        st = E.setup(3, {"variant": "full", "balance": "on", "military": "on"}, seed=seed)
        for _ in range(60):
            st = play_on(E, st, 5)
            if st.finished:
                break
            for p in range(st.players):
                fresh = clone(st)
                fresh.__pydantic_private__ = None  # no index: everything read from the fields
                for read in (
                    board.population_cost,
                    costs.wonder_stage_limit,
                    board.strength_rating,
                    lambda g, s, q: board.production_bonus(g, s, q, "food"),
                    lambda g, s, q: board.production_bonus(g, s, q, "resources"),
                    lambda g, s, q: [costs.science_cost(g, s, q, g.card[c], True) for c in s.hand[q]],
                    lambda g, s, q: [costs.science_cost(g, s, q, g.card[c]) for c in s.hand[q]],
                ):
                    assert read(G, st, p) == read(G, fresh, p)
