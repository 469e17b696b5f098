"""The expansion's hooks at their places in the end of a turn and the end of an age
(TA-24.6, TA-27.6) and the expansion's decisions made by other players (TA-31.6)."""

from engines.through_ages import board, flow
from tests.through_ages.helpers import G, put
from tests.through_ages.lw_helpers import lw_position, settle


def end_of_turn(st):
    """Run seat 0's whole end of turn (TA-24.1 to TA-24.5)."""
    st.tasks = []
    return settle(st, [{"k": "end_turn", "p": 0}])


def test_eleanor_scores_each_card_discarded_at_the_end_of_the_turn():
    # TA-24.6, TA-24.1: the forced discard first; Eleanor scores one culture per discarded card
    st = lw_position(leader="nlw-civil-I-eleanor-of-aquitaine")
    limit = board.military_hand_limit(G, st, 0)
    st.military_hand[0] = [f"mil-I-legion@{i}" for i in range(1, limit + 3)]
    culture = st.culture[0]
    end_of_turn(st)
    assert st.tasks[-1]["k"] == "discard" and st.tasks[-1]["left"] == 2
    assert st.culture[0] == culture + 2  # before production, which has not run yet


def test_mandela_scores_before_the_uprising_check_and_it_is_not_production():
    # TA-24.6, TA-48.7: his culture comes right after the discard, apart from production (TA-24.2)
    def played(leader):
        st = lw_position(age="III", leader=leader)
        put(st, 0, workers={"civil-II-organized-religion": 2, "board-A-religion": 1, "board-A-agriculture": 1},
            stored={"board-A-agriculture": 6, "board-A-bronze": 6})  # fmt: skip
        st.culture[0] = 20
        st.yellow[0] = 6
        rating = board.culture_rating(G, st, 0)
        ev = end_of_turn(st)
        return st.culture[0] - rating, "\n".join(e.text.en for e in ev)

    culture, text = played("nlw-civil-III-nelson-mandela")
    plain, _ = played(None)
    assert text.index("Nelson Mandela") < text.index("turn —")  # before the next turn starts
    assert culture - plain == 2  # the 2 surplus happy faces, on top of the culture production


def test_sun_tzu_draws_two_before_the_normal_draw():
    # TA-24.6, TA-45.5: 2 cards even with every military action spent, before TA-24.4's draw
    st = lw_position(leader="nlw-civil-A-sun-tzu")
    st.military_hand[0] = []
    st.military_spent[0] = board.military_total(G, st, 0)
    end_of_turn(st)
    assert len(st.military_hand[0]) == 2


def test_saladin_chooses_at_the_end_of_the_turn_before_production():
    # TA-24.6, TA-46.15: his choice is the first step of the end of turn, production waits for it
    st = lw_position(leader="nlw-civil-I-saladin")
    end_of_turn(st)
    assert st.tasks[-1]["k"] == "choose" and st.tasks[-1]["who"] == 0
    assert any(t["k"] == "production" for t in st.tasks)


def test_nobel_prize_is_not_scored_at_the_end_of_the_turn():
    # TA-24.6, TA-47.8: the prize is scored during the turn (the second technology), not here
    st = lw_position(age="II", leader="nlw-civil-II-alfred-nobel")
    culture = st.culture[0]
    rating = board.culture_rating(G, st, 0)
    end_of_turn(st)
    assert st.culture[0] == culture + rating


def test_end_of_age_hippocrates_after_the_loss_then_colossus_draws():
    # TA-27.6, TA-27.3, TA-45.3, TA-Q33, TA-45.11: the 2-token loss, then Hippocrates' reminder;
    # the rebalanced Colossus draws 3 military cards when Age II begins
    st = lw_position(age="I", leader="nlw-civil-A-hippocrates", wonders=["nlw-bal-civil-A-colossus"])
    st.reminders[0] = 2
    st.yellow[0] = 1
    hand = len(st.military_hand[0])
    flow.end_age(G, st, [])
    assert st.age == "II"
    assert st.yellow[0] == 0 + 1 and st.reminders[0] == 1  # lost 1 (all there was), then +1
    assert len(st.military_hand[0]) == hand + 3


def test_end_of_age_roman_roads_changes_its_symbol():
    # TA-27.6, TA-45.10: a production bonus in Age I, science from Age II on
    st = lw_position(age="I", wonders=["nlw-civil-A-roman-roads"])
    bonus = board.production_bonus(G, st, 0, "resources")
    science = board.science_rating(G, st, 0)
    flow.end_age(G, st, [])
    assert board.production_bonus(G, st, 0, "resources") == bonus - 1
    assert board.science_rating(G, st, 0) == science + 1


def test_end_of_age_antiquation_of_nobel_makes_no_prize():
    # TA-27.6, TA-47.9: Nobel made obsolete at the end of Age III is discarded without the prize
    st = lw_position(age="III", leader="nlw-civil-II-alfred-nobel")
    st.civil_decks = {**st.civil_decks, "III": []}
    flow.end_age(G, st, [])
    assert st.leader[0] is None and not st.nobel_prize
