"""The 16 new wonders (TA-45 to TA-48) and the new general rules on production (TA-44)."""

from engines.through_ages import board, costs, flow, lw_actions
from tests.through_ages.helpers import E, G, act, put
from tests.through_ages.lw_helpers import lw_position, stock

# ---------------------------------------------------------------- Age A


def test_colosseum():
    # TA-45.12 (card text): infantry and cavalry technologies cost their level less science and
    # score 2 culture when developed; +1 happy face, +1 military action
    st = lw_position()
    swords = G.card["civil-I-swordsmen"]
    science, happy = costs.science_cost(G, st, 0, swords), board.happy_faces(G, st, 0)
    military = board.military_total(G, st, 0)
    st.wonders[0] = ["nlw-civil-A-colosseum"]
    assert costs.science_cost(G, st, 0, swords) == science - 1
    assert costs.science_cost(G, st, 0, G.card["civil-II-cannon"]) == 6  # artillery: no discount
    assert (board.happy_faces(G, st, 0), board.military_total(G, st, 0)) == (happy + 1, military + 1)
    st.science[0], st.hand[0] = 10, ["civil-I-swordsmen"]
    culture = st.culture[0]
    st, _ = act(st, "dev:civil-I-swordsmen")
    assert st.culture[0] == culture + 2 and st.science[0] == 10 - 3


def test_roman_roads_by_age():
    # TA-45.10, TA-44.4: Age I +1 resource production bonus, Age II +1 science, Age III and IV
    # +2 culture, re-evaluated as the age changes
    st = lw_position(age="I")
    res, science, culture = (board.resource_production(G, st, 0), board.science_rating(G, st, 0),
                             board.culture_rating(G, st, 0))  # fmt: skip
    st.wonders[0] = ["nlw-civil-A-roman-roads"]
    assert board.resource_production(G, st, 0) == res + 1
    st.age = "II"
    assert board.resource_production(G, st, 0) == res and board.science_rating(G, st, 0) == science + 1
    for age in ("III", "IV"):
        st.age = age
        assert board.science_rating(G, st, 0) == science and board.culture_rating(G, st, 0) == culture + 2


def test_stonehenge_gives_the_stage_cost_in_science():
    # TA-45.12 (card text): each stage built gives science equal to its cost
    st = lw_position(wonder=["nlw-civil-A-stonehenge", None, None])
    put(st, 0, stored={"board-A-bronze": 8})
    costs = G.card["nlw-civil-A-stonehenge"].stages
    science = st.science[0]
    st, _ = act(st, "stage:1")
    assert st.science[0] == science + costs[0]


def test_acropolis():
    # TA-45.12 (card text): urban building limit +1; a peaceful change of government costs 1
    # science less per urban building
    st = lw_position()
    monarchy = G.card["civil-I-monarchy"]
    limit, cost = board.urban_limit(G, st, 0), costs.science_cost(G, st, 0, monarchy)
    revolution = costs.science_cost(G, st, 0, monarchy, revolution=True)
    st.wonders[0] = ["nlw-civil-A-acropolis"]
    urban = board.count_type(G, st, 0, "urban")
    assert board.urban_limit(G, st, 0) == limit + 1
    assert costs.science_cost(G, st, 0, monarchy) == cost - urban and urban == 1
    assert costs.science_cost(G, st, 0, monarchy, revolution=True) == revolution


# ---------------------------------------------------------------- Age I


def test_machu_picchu_best_age_a_or_i_farm_and_mine():
    # TA-46.1, TA-46.4, TA-Q16: one extra token on the best Age A/I farm and mine a turn; the
    # production is the mine's (TA-46.2)
    st = lw_position(wonders=["nlw-civil-I-machu-picchu"])
    put(
        st,
        0,
        workers={"board-A-agriculture": 1, "civil-I-irrigation": 1, "board-A-bronze": 2, "civil-II-coal": 1},
    )
    plain = lw_position()
    put(plain, 0, workers=dict(st.workers[0]))
    assert board.food_production(G, st, 0) == board.food_production(G, plain, 0) + 2  # Irrigation
    assert board.mine_production(G, st, 0) == board.mine_production(G, plain, 0) + 1  # Bronze
    before = st.stored[0].get("board-A-bronze", 0)
    board.produce(G, st, 0, "resources")
    assert st.stored[0]["board-A-bronze"] == before + 3


def test_machu_picchu_without_an_old_farm_gives_no_food():
    # TA-46.1: no Age A or Age I farm with a worker: no food bonus
    st = lw_position(wonders=["nlw-civil-I-machu-picchu"])
    put(st, 0, workers={"civil-II-selective-breeding": 1, "board-A-bronze": 1})
    plain = lw_position()
    put(plain, 0, workers=dict(st.workers[0]))
    assert board.food_production(G, st, 0) == board.food_production(G, plain, 0)


def test_himeji_castle_printed_values():
    # Himeji Castle (card text; its sacrifice is not built yet): the printed +2 culture and
    # +2 strength apply
    st = lw_position()
    culture, strength = board.culture_rating(G, st, 0), board.strength_rating(G, st, 0)
    st.wonders[0] = ["nlw-civil-I-himeji-castle"]
    assert (board.culture_rating(G, st, 0), board.strength_rating(G, st, 0)) == (culture + 2, strength + 2)


def test_forbidden_city_ignores_two_discontent_workers():
    # TA-46.11: 2 fewer discontent workers (not below 0); happy faces unchanged
    st = lw_position()
    st.yellow[0] = 8  # 4 happy faces needed
    discontent, happy = board.discontent(G, st, 0), board.happy_faces(G, st, 0)
    st.wonders[0] = ["nlw-civil-I-forbidden-city"]
    assert board.discontent(G, st, 0) == discontent - 2 and board.happy_faces(G, st, 0) == happy
    st.yellow[0] = 12
    assert board.discontent(G, st, 0) == 0


def test_silk_road_patriotism_example():
    # TA-46.5: Patriotism of Age I gives 3 special-purpose resources and 2 military actions
    st = lw_position(wonders=["nlw-civil-I-silk-road"], hand=[["civil-I-action-patriotism"], [], []])
    st, _ = act(st, "play:civil-I-action-patriotism")
    assert (st.special_units[0], st.extra_military[0]) == (3, 2)


def test_silk_road_only_the_first_action_card_and_from_its_first_stage():
    # TA-46.5: it works once its first stage is built, for the first action card of a turn
    cards = ["civil-A-action-stockpile", "civil-A-action-stockpile"]
    st = lw_position(wonder=["nlw-civil-I-silk-road", None, None], hand=[list(cards), [], []])
    put(st, 0, stored={"board-A-bronze": 4})
    res = stock(st, 0)[1]
    st, _ = act(st, "play:civil-A-action-stockpile")  # no stage yet: 1 food 1 resource
    assert stock(st, 0)[1] == res + 1
    st, _ = act(st, "stage:1")
    res = stock(st, 0)[1]
    st, _ = act(st, "play:civil-A-action-stockpile")
    assert stock(st, 0)[1] == res + 2


def test_silk_road_endowment_for_the_arts_gives_at_least_one():
    # TA-46.5: a benefit counting other civilizations gains exactly +1 (Endowment: at least 1)
    st = lw_position(
        age="III",
        wonders=["nlw-civil-I-silk-road"],
        hand=[["civil-III-action-endowment-for-the-arts"], [], []],
    )
    culture = st.culture[0]
    st, _ = act(st, "play:civil-III-action-endowment-for-the-arts")
    assert st.culture[0] == culture + 1


# ---------------------------------------------------------------- Age II


def test_harvard_college_plays_an_action_card_taken_this_turn():
    # TA-47.13 (card text): once per turn an action card taken this turn may be played
    st = lw_position(age="II", wonders=["nlw-civil-II-harvard-college"])
    st, _ = act(st, "take:1")  # Stockpile
    assert "play:civil-A-action-stockpile" in E.legal_actions(st, 0)
    plain = lw_position(age="II")
    plain, _ = act(plain, "take:1")
    assert "play:civil-A-action-stockpile" not in E.legal_actions(plain, 0)
    st.row[6] = "civil-A-action-stockpile"
    st, _ = act(st, "play:civil-A-action-stockpile")
    assert "harvard" in st.flags


def test_statue_of_liberty_government_culture():
    # TA-47.13 (card text): culture equal to the government's level
    st = lw_position(age="II", government=["civil-II-republic", "board-A-despotism", "board-A-despotism"])
    culture = board.culture_rating(G, st, 0)
    st.wonders[0] = ["nlw-civil-II-statue-of-liberty"]
    assert board.culture_rating(G, st, 0) == culture + 2


def test_louvre_keeps_its_tokens():
    # TA-47.11, TA-47.12, TA-Q35: completed, its stage tokens stay on it (+1 culture each, fewer
    # in the blue bank); one spent returns to the bank and gives 2 resources; not a resource
    louvre = G.card["nlw-civil-II-louvre"]
    st = lw_position(age="II", wonder=["nlw-civil-II-louvre", None, None])
    st.wonder_stages[0] = len(louvre.stages) - 1
    put(st, 0, stored={"board-A-bronze": 6})
    blue, culture = st.blue[0], board.culture_rating(G, st, 0)
    st, _ = act(st, "stage:1")
    stages = len(louvre.stages)
    assert st.louvre[0] == stages and st.wonders[0] == ["nlw-civil-II-louvre"]
    assert board.culture_rating(G, st, 0) == culture + 2 + stages
    assert st.blue[0] == blue + 4 - 1  # 4 Bronze tokens paid back, 1 onto the last stage
    res, bank = stock(st, 0)[1], st.blue[0]
    st, _ = act(st, "louvre")
    assert st.louvre[0] == stages - 1 and stock(st, 0)[1] == res + 2 and st.blue[0] == bank + 1 - 2
    st.louvre[0] = 3
    board.pay(G, st, 0, "resources", 99)
    assert st.louvre[0] == 3


def test_suez_canal_bonus_per_colony():
    # TA-47.13 (card text): +1 resource production bonus per colony
    st = lw_position(age="II", colonies=[["mil-I-developed-territory"], [], []])
    res = board.resource_production(G, st, 0)
    st.wonders[0] = ["nlw-civil-II-suez-canal"]
    assert board.resource_production(G, st, 0) == res + 1


# ---------------------------------------------------------------- Age III


def complete(st, wonder):
    """Player 0 builds the last stage of `wonder`."""
    st.wonder[0], st.wonder_stages[0] = wonder, len(G.card[wonder].stages) - 1
    put(st, 0, stored={"board-A-bronze": 8, "board-A-agriculture": 8})
    st, ev = act(st, "stage:1")
    assert wonder in st.wonders[0]
    return st


def test_empire_state_building_scores_strictly_highest_categories():
    # TA-48.16, TA-44.3: 7 / 8 / 9 culture per category where strictly highest; a tie scores nothing
    st = lw_position(players=3, age="III")
    for q in (1, 2):
        put(st, q, workers=dict(st.workers[0]))
    put(st, 0, workers={**st.workers[0], "civil-I-swordsmen": 1})  # strongest only
    culture = st.culture[0]
    st = complete(st, "nlw-civil-III-empire-state-building")
    assert st.culture[0] - culture == 8


def test_united_nations_counts_itself():
    # TA-48.11: 4 culture times the most of wonders (itself included), special technologies,
    # urban building types
    st = lw_position(age="III", wonders=["civil-A-pyramids"])
    culture = st.culture[0]
    st = complete(st, "nlw-civil-III-united-nations")
    assert st.culture[0] - culture == 4 * 2


def test_manhattan_project_scores_the_science_rating():
    # TA-48.17 (card text): culture equal to the science rating on completion
    st = lw_position(age="III")
    culture, rating = st.culture[0], board.science_rating(G, st, 0)
    st = complete(st, "nlw-civil-III-manhattan-project")
    assert st.culture[0] - culture == rating


def test_red_cross_is_built_with_food_and_scores_six_a_stage():
    # TA-48.12: stages paid with food, 6 culture per stage
    st = lw_position(age="III", wonder=["nlw-civil-III-international-red-cross", None, None])
    put(st, 0, stored={"board-A-agriculture": 8})
    food, res, culture = *stock(st, 0), st.culture[0]
    st, _ = act(st, "stage:1")
    cost = G.card["nlw-civil-III-international-red-cross"].stages[0]
    assert stock(st, 0) == (food - cost, res) and st.culture[0] == culture + 6


def test_red_cross_built_by_another_player():
    # TA-48.13, TA-48.14, TA-48.15, TA-31.6: another player on its own turn; 1 civil action and 3 food for one stage, 6 culture, once a
    # turn; the owner's blue token covers it; completed, the owner scores every colony in play
    st = lw_position(age="III", seat=1, wonder=[None, None, "nlw-civil-III-international-red-cross"])
    put(st, 1, stored={"board-A-agriculture": 8})
    st.colonies = [["mil-I-developed-territory"], [], ["mil-I-developed-territory"]]
    assert "redcross:2" in E.legal_actions(st, 1)
    food, culture, owner_blue, spent = stock(st, 1)[0], st.culture[1], st.blue[2], st.civil_spent[1]
    st, _ = act(st, "redcross:2")
    assert stock(st, 1)[0] == food - 3 and st.culture[1] == culture + 6
    assert st.wonder_stages[2] == 1 and st.blue[2] == owner_blue - 1 and st.civil_spent[1] == spent + 1
    assert "redcross:2" not in E.legal_actions(st, 1)
    st.flags = []
    st.wonder_stages[2] = len(G.card["nlw-civil-III-international-red-cross"].stages) - 1
    owner = st.culture[2]
    st, _ = act(st, "redcross:2")
    assert "nlw-civil-III-international-red-cross" in st.wonders[2]
    assert st.culture[2] == owner + 2 * 2


# ---------------------------------------------------------------- general rules (TA-44)


def test_production_bonuses_are_gained_at_once():
    # TA-44.1, TA-44.2: three +1 bonuses may be one token on Coal
    st = lw_position(leader="nlw-civil-I-isabella-i-of-castile", wonders=["nlw-civil-A-roman-roads"],
                     hand=[["civil-I-iron", "civil-A-moses"], [], []])  # fmt: skip
    st.leader[0] = "nlw-civil-A-ashoka"
    st.wonders[0] = ["nlw-civil-A-roman-roads", "nlw-civil-II-suez-canal"]
    st.colonies[0] = ["mil-I-developed-territory"]
    put(st, 0, workers={"board-A-bronze": 1, "board-A-agriculture": 1}, stored={})
    st.techs[0] = [*st.techs[0], "civil-II-coal"]
    board.produce(G, st, 0, "resources")
    assert st.stored[0] == {"board-A-bronze": 1, "civil-II-coal": 1}


def test_special_purpose_resources_are_lost_at_the_end_of_the_turn():
    # TA-44.6: never tokens, spent first, lost at the end of the turn
    st = lw_position()
    st.special_urban[0], st.special_units[0] = 1, 2
    flow.production(G, st, 0, [])
    assert (st.special_urban[0], st.special_units[0]) == (0, 0)


def test_production_bonus_counts_for_the_total_and_is_derived():
    # TA-44.3, TA-44.4, TA-44.5, TA-Q14: the bonuses count in the production ratings; the bot
    # derives the bookkeeping; food bonuses are gained with food production
    st = lw_position(
        leader="nlw-civil-A-ashoka",
        hand=[["civil-I-iron", "civil-A-moses", "civil-A-action-stockpile"], [], []],
    )
    plain = lw_position()
    assert board.food_production(G, st, 0) == board.food_production(G, plain, 0) + 1
    food = stock(st, 0)[0]
    board.produce(G, st, 0, "food")
    assert stock(st, 0)[0] == food + board.food_production(G, st, 0)


def test_gutenberg_option_lists_only_libraries_and_labs():
    # TA-46.9
    st = lw_position(leader="nlw-civil-I-johannes-gutenberg")
    assert all(
        G.card[a.split(":")[2] if a.split(":")[1] != "take" else st.row[int(a.split(":")[2]) - 1]].type
        in ("lab", "library")
        for a in lw_actions.gutenberg_options(G, st, 0)
    )


def test_machu_picchu_and_the_rebalanced_railroad_share_the_best_old_mine():
    # TA-46.3, TA-47.10, TA-Q16: without a mine above Age I the same mine is best for both: one
    # worker there produces 3 tokens; an Age II mine then takes the Railroad's token
    railroad = "nlw-bal-civil-II-transcontinental-railroad"
    st = lw_position(age="II", wonders=["nlw-civil-I-machu-picchu", railroad])
    put(st, 0, workers={"civil-I-iron": 1, "board-A-agriculture": 1}, stored={})
    board.produce(G, st, 0, "resources")
    assert st.stored[0] == {"civil-I-iron": 3}
    put(st, 0, workers={"civil-I-iron": 1, "civil-II-coal": 1, "board-A-agriculture": 1}, stored={})
    board.produce(G, st, 0, "resources")
    assert st.stored[0] == {"civil-I-iron": 2, "civil-II-coal": 2}


def test_empire_state_building_counts_production_bonuses():
    # TA-44.3, TA-48.16: the resource category is the whole production, bonuses included
    st = lw_position(players=2, age="III")
    put(st, 1, workers=dict(st.workers[0]))
    st.leader[0] = "nlw-civil-I-isabella-i-of-castile"  # +1 resource bonus: strictly highest
    culture = st.culture[0]
    st = complete(st, "nlw-civil-III-empire-state-building")
    assert st.culture[0] - culture == 7


def test_louvre_tokens_are_spent_on_another_players_turn_when_resources_are_paid():
    # TA-47.11, TA-Q35: "at any moment": Development of Civilization revealed in another player's
    # turn lets the Louvre's owner turn a token into 2 resources and then build with them
    from tests.through_ages.test_card_effects import resolve

    st = lw_position(age="II", seat=1)
    st.wonders = [["nlw-civil-II-louvre"], [], []]
    st.louvre = [2, 0, 0]
    st.idle[0] = 1
    st = resolve(st, "mil-A-development-of-civilization")
    while E.to_act(st) != {0}:  # clockwise from the current player (seat 1)
        st, _ = act(st, "skip")
    legal = E.legal_actions(st, 0)
    assert "louvre" in legal and not any(a.startswith("build:") for a in legal)  # nothing to pay with
    st, ev = act(st, "louvre", seat=0)
    assert st.louvre[0] == 1 and stock(st, 0)[1] == 2 and "Louvre" in ev[0].text.en
    assert E.to_act(st) == {0} and "build:board-A-bronze" in E.legal_actions(st, 0)


def test_louvre_tokens_buy_isabellas_force():
    # TA-Q35, TA-46.9: the resources may come from the Louvre during a colonization
    from engines.through_ages import lw_politics

    st = lw_position(age="II", leader="nlw-civil-I-isabella-i-of-castile", wonders=["nlw-civil-II-louvre"])
    st.louvre = [1, 0, 0]
    assert lw_politics.prices(G, st, 0)
    task = {"k": "sacrifice", "who": 0, "card": "mil-I-developed-territory@1", "bid": 99, "units": [],
            "extras": 0}  # fmt: skip
    decision = E.machine.decisions["sacrifice"]
    assert "louvre" in decision.choices(st, task)
    st.louvre = [0, 0, 0]
    assert "louvre" not in decision.choices(st, task)
