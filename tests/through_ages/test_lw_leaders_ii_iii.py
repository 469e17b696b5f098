"""The new leaders of Ages II and III (TA-47, TA-48): each card's effect, with the rulebook's
examples."""

from engines.through_ages import actions, aggression, board, costs, flow, lw_play, lw_politics, rules
from tests.through_ages.helpers import E, G, act, put
from tests.through_ages.lw_helpers import lw_position, stock

# ---------------------------------------------------------------- Age II


def test_catherine_two_players_takes_a_yellow_token_once_per_game():
    # TA-47.4: once per game, as the political action; then she is turned
    st = lw_position(players=2, age="II", leader="nlw-civil-II-catherine-the-great")
    put(st, 0, workers={**st.workers[0], "civil-I-swordsmen": 1})
    assert "catherine" in lw_politics.politics_choices(G, st, 0)
    mine, theirs = st.yellow[0], st.yellow[1]
    assert lw_politics.politics_resolve(G, st, 0, "catherine", [])
    assert (st.yellow[0], st.yellow[1]) == (mine + 1, theirs - 1)
    assert "catherine" not in lw_politics.politics_choices(G, st, 0)


def test_catherine_three_players_every_weaker_loses_a_token():
    # TA-47.4 (card text): with 3 players one token lost is enough for the gain
    st = lw_position(players=3, age="II", leader="nlw-civil-II-catherine-the-great")
    put(st, 0, workers={**st.workers[0], "civil-I-swordsmen": 1})
    put(st, 2, workers={**st.workers[2], "civil-I-swordsmen": 2})  # stronger: untouched
    yellow = list(st.yellow)
    lw_politics.politics_resolve(G, st, 0, "catherine", [])
    assert st.yellow == [yellow[0] + 1, yellow[1] - 1, yellow[2]]


def test_maria_theresa_population_gives_science_and_culture():
    # TA-47.7: each token from the yellow bank to the worker pool: 1 science and 1 culture
    st = lw_position(age="II", leader="nlw-civil-II-maria-theresa")
    put(st, 0, stored={"board-A-agriculture": 6})
    science, culture = st.science[0], st.culture[0]
    st, _ = act(st, "pop")
    assert (st.science[0], st.culture[0]) == (science + 1, culture + 1)


def test_maria_theresa_special_resources_for_units():
    # TA-Q21: 1 special-purpose resource for units each turn, 3 if one of the weakest
    st = lw_position(players=3, age="II", leader="nlw-civil-II-maria-theresa")
    put(st, 0, workers={**st.workers[0], "civil-I-swordsmen": 2})
    lw_play.turn_start(G, st, 0, [])
    assert st.special_units[0] == 1
    st = lw_position(players=3, age="II", leader="nlw-civil-II-maria-theresa")
    put(st, 1, workers={**st.workers[1], "civil-I-swordsmen": 2})
    lw_play.turn_start(G, st, 0, [])
    assert st.special_units[0] == 3


def test_james_watt_discounts_farms_and_mines_like_construction():
    # TA-47.1: Age II 2 resources and 2 science less, Age III 4; both ends of an upgrade, so an
    # Age I farm becomes an Age II farm for nothing
    st = lw_position(age="II", leader="nlw-civil-II-james-watt")
    coal, breeding = G.card["civil-II-coal"], G.card["civil-II-selective-breeding"]
    assert costs.build_cost(G, st, 0, coal) == 8 - 2
    assert costs.science_cost(G, st, 0, coal) == 7 - 2
    assert costs.build_cost(G, st, 0, G.card["civil-III-oil"]) == 11 - 4
    assert costs.build_cost(G, st, 0, G.card["civil-I-iron"]) == 5
    assert costs.upgrade_cost(G, st, 0, G.card["civil-I-irrigation"], breeding) == 0


def test_james_watt_leaving_scores_the_best_production_machu_picchu_included():
    # TA-47.2, TA-47.3, TA-46.2: the best by production: an Age I mine with Machu Picchu's token
    st = lw_position(age="II", leader="nlw-civil-II-james-watt", wonders=["nlw-civil-I-machu-picchu"])
    put(st, 0, workers={"civil-I-iron": 1, "civil-II-coal": 1, "board-A-agriculture": 1})
    culture = st.culture[0]
    rules.remove_leader(G, st, 0)
    assert st.culture[0] == culture + 4  # Iron: 2 + Machu Picchu's 2, more than Coal's 3


def test_alfred_nobel_becomes_the_nobel_prize():
    # TA-47.8, TA-47.9, TA-Q34: replaced, no action regained; then every civilization scores 4
    # culture for its second technology of a turn, once per turn
    st = lw_position(age="II", leader="nlw-civil-II-alfred-nobel", hand=[["civil-A-moses"], [], []])
    st.civil_spent[0] = 1
    st, _ = act(st, "leader:civil-A-moses")
    assert st.nobel_prize and st.civil_spent[0] == 2
    st.science[0], st.civil_spent[0] = 30, 0
    st.hand[0] = ["civil-I-alchemy", "civil-I-drama", "civil-I-iron"]
    culture = st.culture[0]
    st, _ = act(st, "dev:civil-I-alchemy")
    assert st.culture[0] == culture
    st, _ = act(st, "dev:civil-I-drama", "dev:civil-I-iron")
    assert st.culture[0] == culture + 4


def test_nobel_leaving_in_another_way_makes_no_prize():
    # TA-47.9: antiquation, Iconoclasm or Infiltrate discard him
    st = lw_position(age="II", leader="nlw-civil-II-alfred-nobel")
    rules.remove_leader(G, st, 0)
    assert not st.nobel_prize


def test_antoni_gaudi_example():
    # TA-47.6: 2 labs, 1 arena, no temple: Opera or Organized Religion 2 science less,
    # Scientific Method 1 less; his best building of each type +1 culture
    st = lw_position(age="II")
    put(st, 0, workers={"board-A-philosophy": 2, "civil-I-bread-and-circuses": 1, "board-A-agriculture": 2})
    plain = {c: costs.science_cost(G, st, 0, G.card[c]) for c in
             ("civil-II-opera", "civil-II-organized-religion", "civil-II-scientific-method")}  # fmt: skip
    culture = board.culture_rating(G, st, 0)
    st.leader[0] = "nlw-civil-II-antoni-gaudi"
    assert costs.science_cost(G, st, 0, G.card["civil-II-opera"]) == plain["civil-II-opera"] - 2
    assert (
        costs.science_cost(G, st, 0, G.card["civil-II-organized-religion"])
        == plain["civil-II-organized-religion"] - 2
    )
    assert (
        costs.science_cost(G, st, 0, G.card["civil-II-scientific-method"])
        == plain["civil-II-scientific-method"] - 1
    )
    assert board.culture_rating(G, st, 0) == culture + 2


def test_charles_darwin():
    # TA-47.5: temples 1 happy face less (St. Peter's Basilica cancels it), labs and libraries
    # +1 culture, taking a technology 1 civil action less (at least 1)
    st = lw_position(age="II")
    put(st, 0, workers={"board-A-religion": 2, "board-A-philosophy": 1, "civil-I-printing-press": 1})
    happy, culture = board.happy_faces(G, st, 0), board.culture_rating(G, st, 0)
    costs = [actions.take_cost(G, st, 0, i) for i in range(13)]
    st.leader[0] = "nlw-civil-II-charles-darwin"
    assert board.happy_faces(G, st, 0) == happy - 2
    assert board.culture_rating(G, st, 0) == culture + 2
    iron, moses = 2, 1  # ROW: space 3 Iron (1 action), space 2 Moses (a leader)
    assert actions.take_cost(G, st, 0, iron) == max(1, costs[iron] - 1)
    assert actions.take_cost(G, st, 0, moses) == costs[moses]
    assert actions.take_cost(G, st, 0, 8) == costs[8] - 1  # Swordsmen, 3 actions -> 2
    st.wonders[0] = ["civil-I-st-peters-basilica"]
    plain = lw_position(age="II", wonders=["civil-I-st-peters-basilica"])
    put(plain, 0, workers={"board-A-religion": 2, "board-A-philosophy": 1, "civil-I-printing-press": 1})
    assert board.happy_faces(G, st, 0) == board.happy_faces(G, plain, 0) - 2 == happy + 1


# ---------------------------------------------------------------- Age III


def test_marie_curie():
    # TA-48.10: the best mine is the highest level (not the most productive); science = its
    # level, strength = best lab's level, culture = the higher of the two
    st = lw_position(age="III", wonders=["nlw-civil-I-machu-picchu"])
    put(
        st,
        0,
        workers={"civil-I-iron": 1, "civil-II-coal": 1, "civil-III-computers": 1, "board-A-agriculture": 1},
    )
    science, strength, culture = (board.science_rating(G, st, 0), board.strength_rating(G, st, 0),
                                  board.culture_rating(G, st, 0))  # fmt: skip
    st.leader[0] = "nlw-civil-III-marie-curie"
    assert board.science_rating(G, st, 0) == science + 2  # Coal, not the Iron Machu Picchu helps
    assert board.strength_rating(G, st, 0) == strength + 3
    assert board.culture_rating(G, st, 0) == culture + 3


def test_marlene_dietrich_theaters_example():
    # TA-48.3: three Age II theaters and the Age III technology without a building: all three
    # get +1 culture and +1 happy face; after upgrading one, only that one
    st = lw_position(age="III")
    put(st, 0, workers={"civil-II-opera": 3, "board-A-agriculture": 1})
    st.techs[0] = [*st.techs[0], "civil-III-movies"]
    culture, happy = board.culture_rating(G, st, 0), board.happy_faces(G, st, 0)
    st.leader[0] = "nlw-civil-III-marlene-dietrich"
    assert (board.culture_rating(G, st, 0), board.happy_faces(G, st, 0)) == (culture + 3, happy + 3)
    put(st, 0, workers={"civil-II-opera": 2, "civil-III-movies": 1, "board-A-agriculture": 1})
    plain = lw_position(age="III")
    put(plain, 0, workers={"civil-II-opera": 2, "civil-III-movies": 1, "board-A-agriculture": 1})
    assert board.culture_rating(G, st, 0) == board.culture_rating(G, plain, 0) + 1


def test_marlene_dietrich_one_unit_counts_twice():
    # TA-48.4: one unit counts as two units for armies; its strength is not doubled
    st = lw_position(age="III")
    put(st, 0, workers={"board-A-warriors": 1, "civil-I-knights": 1})
    st.tactic[0] = "mil-I-phalanx@1"  # 2 infantry + 1 cavalry: 3
    plain = board.strength_rating(G, st, 0)
    st.leader[0] = "nlw-civil-III-marlene-dietrich"
    assert board.strength_rating(G, st, 0) == plain + 3


def test_steve_jobs():
    # TA-48.17 (card text): the best lab gives happy faces equal to its level; developing a
    # technology may buy 4 culture for 1 resource (the bot always does when it can pay)
    st = lw_position(age="III", leader="nlw-civil-III-steve-jobs")
    put(st, 0, workers={**st.workers[0], "civil-II-scientific-method": 1}, stored={"board-A-bronze": 3})
    plain = lw_position(age="III")
    put(plain, 0, workers={**plain.workers[0], "civil-II-scientific-method": 1})
    assert board.happy_faces(G, st, 0) == board.happy_faces(G, plain, 0) + 2
    st.science[0], st.hand[0] = 10, ["civil-I-drama"]
    culture, res = st.culture[0], stock(st, 0)[1]
    st, _ = act(st, "dev:civil-I-drama")
    assert (st.culture[0], stock(st, 0)[1]) == (culture + 4, res - 1)


def test_nelson_mandela_costs_more_without_discontent():
    # TA-48.6, TA-48.8: +3 civil actions to take him without discontent workers; Forbidden City's
    # 2 ignored discontent workers count
    st = lw_position(age="III")
    st.row[0] = "nlw-civil-III-nelson-mandela"
    base = actions.take_cost(G, st, 0, 0)
    assert board.discontent(G, st, 0) == 0
    st.yellow[0] = 12  # 2 happy faces needed
    assert board.discontent(G, st, 0) == 2 and actions.take_cost(G, st, 0, 0) == base - 3
    st.wonders[0] = ["nlw-civil-I-forbidden-city"]
    assert board.discontent(G, st, 0) == 0 and actions.take_cost(G, st, 0, 0) == base


def test_nelson_mandela_scores_surplus_happy_faces():
    # TA-48.6, TA-48.7: 7 happy faces where 5 are needed: 2 culture; an empty bank gives none
    st = lw_position(age="III", leader="nlw-civil-III-nelson-mandela")
    put(st, 0, workers={"civil-II-organized-religion": 2, "board-A-religion": 1, "board-A-agriculture": 1})
    st.yellow[0] = 6  # the leftmost empty section shows 5
    assert board.happiness(G, st, 0) == 7
    surplus = 2
    culture = st.culture[0]
    lw_play.end_turn(G, st, 0, 0, [])
    assert st.culture[0] == culture + surplus
    st.yellow[0] = 0
    lw_play.end_turn(G, st, 0, 0, [])
    assert st.culture[0] == culture + surplus


def test_pierre_de_coubertin_arenas_and_the_olympic_games():
    # TA-48.1, TA-48.2, TA-Q22: +2 culture per arena; the Games: 8 culture, not the political
    # action, and until his next Politics Phase an aggression or a war costs 8 culture
    st = lw_position(age="III")
    put(st, 0, workers={**st.workers[0], "civil-I-bread-and-circuses": 2})
    culture = board.culture_rating(G, st, 0)
    st.leader[0] = "nlw-civil-III-pierre-de-coubertin"
    assert board.culture_rating(G, st, 0) == culture + 4
    st.tasks = [{"k": "end_turn", "p": 0}, {"k": "act", "who": 0}, {"k": "politics", "who": 0}]
    points = st.culture[0]
    st, _ = act(st, "olympics", seat=0)
    assert st.culture[0] == points + 8 and st.olympics == 0
    assert E.machine.current(st)["k"] == "politics" and "olympics" not in E.legal_actions(st, 0)
    st.culture[1] = 10
    lw_politics.attack_penalty(st, 1)
    assert st.culture[1] == 2
    flow.turn_start(G, st, 0, [])
    assert st.olympics is None


def test_olympic_games_cost_the_aggressor_eight_culture():
    # TA-48.2: playing an aggression while the Games run
    st = lw_position(players=2, age="III")
    st.options = {**st.options, "variant": "full"}
    put(st, 1, workers={**st.workers[1], "civil-I-swordsmen": 2})
    st.military_hand[1] = ["mil-I-aggression-raid@1"]
    st.olympics, st.culture[1], st.current = 0, 20, 1
    targets = [a for a in aggression.political_choices(G, st, 1) if a.startswith("aggress")]
    aggression.play_attack(G, st, 1, targets[0], [])
    assert st.culture[1] == 12


def test_ian_fleming_best_library_and_theater():
    # TA-48.9 (card text): the best library and the best theater produce culture equal to their
    # level
    st = lw_position(age="III")
    put(st, 0, workers={"civil-I-printing-press": 1, "civil-II-journalism": 1, "civil-I-drama": 1,
                        "board-A-agriculture": 1})  # fmt: skip
    culture = board.culture_rating(G, st, 0)
    st.leader[0] = "nlw-civil-III-ian-fleming"
    assert board.culture_rating(G, st, 0) == culture + 2 + 1
