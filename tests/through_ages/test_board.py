"""The player board: tokens, paying and gaining, ratings, happiness, armies (TA-3, TA-4, TA-22,
TA-23)."""

import pytest

from engines.through_ages import board, costs
from tests.through_ages.helpers import G, position, put


@pytest.mark.parametrize(
    ("tokens", "cost", "consumption", "required"),
    [(18, 2, 0, 0), (17, 2, 0, 0), (16, 3, 1, 1), (13, 3, 1, 1), (12, 4, 2, 2), (10, 4, 2, 3),
     (8, 5, 3, 4), (5, 5, 3, 5), (4, 7, 4, 6), (1, 7, 4, 7), (0, None, 6, 8)],
)  # fmt: skip
def test_yellow_bank_table(tokens, cost, consumption, required):
    # TA-4.1: food to increase population, consumption, happy faces required by tokens left
    # TA-4.2: a section counts as emptied only when completely empty (16 left: 1 face required)
    st = position(yellow=[tokens, 18, 18])
    assert board.population_cost(G, st, 0) == cost
    assert board.consumption(G, st, 0) == consumption
    assert board.yellow_row(G, tokens)["happy_required"] == required


@pytest.mark.parametrize(
    ("tokens", "corruption"), [(16, 0), (11, 0), (10, 2), (6, 2), (5, 4), (1, 4), (0, 6)]
)
def test_corruption_by_blue_bank(tokens, corruption):
    # TA-4.3
    st = position(blue=[tokens, 16, 16])
    assert board.corruption(G, st, 0) == corruption


def test_stored_food_and_resources_are_token_values():
    # TA-1.4, TA-4.5: a blue token is worth the printed value of the card it lies on
    st = position()
    put(st, 0, stored={"board-A-bronze": 2, "civil-I-iron": 1, "board-A-agriculture": 3})
    assert board.stock(G, st, 0, "resources") == 4
    assert board.stock(G, st, 0, "food") == 3
    assert st.blue[0] == 10


def test_paying_makes_change_on_lower_cards():
    # TA-4.6, TA-4.8: paying 1 with a single Iron token (worth 2) returns it and puts 1 token on Bronze
    st = position()
    put(st, 0, stored={"civil-I-iron": 1})
    assert board.pay(G, st, 0, "resources", 1) == 1
    assert st.stored[0] == {"board-A-bronze": 1}
    assert st.blue[0] == 15


def test_paying_uses_exact_tokens_when_possible():
    # TA-4.6
    st = position()
    put(st, 0, stored={"civil-I-iron": 2, "board-A-bronze": 1})
    board.pay(G, st, 0, "resources", 3)
    assert st.stored[0] == {"civil-I-iron": 1}


def test_gaining_places_the_fewest_tokens_and_stops_when_the_bank_is_empty():
    # TA-4.7: any split is allowed (the bot uses the highest values); a short bank gains less
    st = position(blue=[2, 16, 16])
    st.techs[0] = [*st.techs[0], "civil-I-iron"]
    assert board.gain(G, st, 0, "resources", 7) == 4
    assert st.stored[0] == {"civil-I-iron": 2}
    assert st.blue[0] == 0


def test_happiness_and_discontent():
    # TA-23.1, TA-23.2: happy faces required (by the yellow bank) minus happiness
    st = position(yellow=[10, 18, 18])
    put(st, 0, workers={"board-A-religion": 1, "board-A-agriculture": 2})
    assert board.happiness(G, st, 0) == 1
    assert board.discontent(G, st, 0) == 2


def test_happiness_is_capped_at_8():
    # TA-3.1
    st = position(leader=["civil-III-charlie-chaplin", None, None])
    put(st, 0, workers={"civil-II-organized-religion": 3})
    assert board.happiness(G, st, 0) == 8


def test_start_of_game_ratings():
    # TA-3.4, TA-1.5, TA-1.3, TA-5.1: ratings derived from the board; science 1, culture 0, strength 1, happiness 0; 4 civil and 2 military actions
    st = position()
    assert board.science_rating(G, st, 0) == 1
    assert board.culture_rating(G, st, 0) == 0
    assert board.strength_rating(G, st, 0) == 1
    assert board.happiness(G, st, 0) == 0
    assert (board.civil_total(G, st, 0), board.military_total(G, st, 0), board.urban_limit(G, st, 0)) == (
        4,
        2,
        2,
    )
    assert board.population(st, 0) == 7 and st.yellow[0] == 18 and st.blue[0] == 16


def test_best_building_is_the_highest_level_with_a_worker():
    # TA-3.3
    st = position()
    put(st, 0, workers={"board-A-philosophy": 1, "civil-II-scientific-method": 0, "civil-I-alchemy": 1})
    assert board.best(G, st, 0, ("lab",)).id == "civil-I-alchemy"


def test_armies_form_for_the_largest_strength():
    # TA-22.1, TA-22.3, TA-22.6, TA-22.7: Legion (3 infantry) gives +2 per army; 7 infantry form 2 armies
    st = position(tactic=["mil-I-legion@1", None, None])
    put(st, 0, workers={"board-A-warriors": 4, "civil-I-swordsmen": 3})
    assert board.strength_rating(G, st, 0) == 4 + 6 + 2 * 2


def test_obsolete_armies_use_the_smaller_value():
    # TA-22.4: Fortifications (Age II, 2 artillery): 5, obsolete 3 when a unit is 2 levels below
    fort = G.card["mil-II-fortifications"]
    assert (
        board.army_strength(fort, {"infantry": [], "cavalry": [], "artillery": [2, 2], "air_force": []}) == 5
    )
    assert (
        board.army_strength(fort, {"infantry": [], "cavalry": [], "artillery": [0, 2], "air_force": []}) == 3
    )
    # an Age I unit is only one level below: not obsolete
    assert (
        board.army_strength(fort, {"infantry": [], "cavalry": [], "artillery": [1, 2], "air_force": []}) == 5
    )


def test_air_forces_double_one_army_each():
    # TA-22.5
    fort = G.card["mil-II-fortifications"]
    units = {"infantry": [], "cavalry": [], "artillery": [2, 2, 2, 2], "air_force": [3]}
    assert board.army_strength(fort, units) == 10 + 5


def test_construction_discounts_by_level():
    # TA-18.1, TA-18.6, TA-18.8, TA-18.5: Architecture 1/2/2 for levels I/II/III, none for level 0
    st = position()
    st.techs[0] = [*st.techs[0], "civil-II-architecture"]
    assert costs.build_cost(G, st, 0, G.card["board-A-religion"]) == 3
    assert costs.build_cost(G, st, 0, G.card["civil-I-drama"]) == 3
    assert costs.build_cost(G, st, 0, G.card["civil-II-opera"]) == 6
    assert costs.build_cost(G, st, 0, G.card["civil-III-movies"]) == 9
    # farms, mines and units get no construction discount
    assert costs.build_cost(G, st, 0, G.card["civil-I-iron"]) == 5
    # TA-18.7: Architecture builds up to 3 wonder stages per action
    assert costs.wonder_stage_limit(G, st, 0) == 3


def test_ratings_below_zero_count_as_zero():
    # TA-1.10, TA-Q1: Fundamentalism's -2 science with only Philosophy
    st = position(government=["civil-III-fundamentalism", "board-A-despotism", "board-A-despotism"])
    assert board.science_rating(G, st, 0) == 0


def test_paying_returns_the_least_valuable_tokens_first():
    # TA-4.6 lets the player choose; the bot keeps the valuable tokens (fewer tokens out of the bank)
    st = position()
    put(st, 0, stored={"civil-I-iron": 1, "board-A-bronze": 2})
    board.pay(G, st, 0, "resources", 2)
    assert st.stored[0] == {"civil-I-iron": 1} and st.blue[0] == 15
