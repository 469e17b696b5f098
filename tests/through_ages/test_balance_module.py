"""The Balance module (TA-41): every rebalanced leader, wonder and technology, the 3+ action cards,
and the production bonuses of the expansion's general rules (TA-44)."""

import pytest

from engines.through_ages import aggression, board, costs, flow
from engines.through_ages.modules import civil_deck
from tests.through_ages.helpers import E, G, act, position, put
from tests.through_ages.test_aggression import PLUNDER_I, politics


def lead(card, **fields):
    st = position(**fields)
    st.leader[0] = card
    return st


def test_the_rebalanced_set_is_the_rulebooks():
    # TA-41.1, TA-41.2, TA-41.3, TA-41.9, TA-Q12: 7 leaders, 5 wonders, 7 technology cards (5 entries)
    bal = [c for c in G.cards if c.module == "nlw_balance"]
    kinds = {k: sum(1 for c in bal if c.kind == k and c.replaces) for k in ("leader", "wonder", "technology")}
    assert kinds == {"leader": 7, "wonder": 5, "technology": 5}
    copies = sum(c.count["4"] for c in bal if c.kind == "technology")
    # Communism, Fundamentalism, 2 Republic, 2 Professional Sports, 1 Military Theory: 7 new cards;
    # the Military Theory entry also counts the unchanged copy it keeps for every player count
    assert copies == 7 + 1
    for c in bal:
        if c.replaces:
            assert G.card[c.replaces].name == c.name and G.card[c.replaces].age == c.age  # TA-40.3


def test_the_3plus_actions_and_marks():
    # TA-41.4, TA-41.5, TA-41.6: six action cards for 3-4 players only; Republic, Professional Sports
    # and Military Theory now marked 3+ instead of 4
    extra = [c for c in G.cards if c.module == "nlw_balance" and c.kind == "action"]
    assert {c.age: sum(1 for x in extra if x.age == c.age) for c in extra} == {"I": 1, "II": 2, "III": 3}
    assert all(c.count == {"2": 0, "3": 1, "4": 1} for c in extra)
    for name, age in (("Republic", "II"), ("Professional Sports", "III"), ("Military Theory", "III")):
        for players, n in ((2, 1), (3, 2), (4, 2)):
            assert sum(1 for c in civil_deck(G, age, players, ["nlw_balance"]) if G.card[c].name == name) == n
    # TA-41.8, TA-41.10: the 2-player decks do not change
    assert all(
        len(civil_deck(G, a, 2, ["nlw_balance"])) == len(civil_deck(G, a, 2)) for a in ("A", "I", "II", "III")
    )


@pytest.mark.parametrize(
    "card",
    [
        "nlw-bal-civil-I-action-rich-land-3plus",
        "nlw-bal-civil-II-action-frugality-3plus",
        "nlw-bal-civil-II-action-urban-growth-3plus",
        "nlw-bal-civil-III-action-patriotism-3plus",
        "nlw-bal-civil-III-action-reserves-3plus",
        "nlw-bal-civil-III-action-revolutionary-idea-3plus",
    ],
)
def test_each_3plus_action_works_like_its_namesake(card):
    # TA-41.4: the extra copy does what the card of the same name and age does
    namesake = next(
        c for c in G.cards if c.module == "base" and c.name == G.card[card].name and c.age == G.card[card].age
    )
    outcomes = []
    for cid in (card, namesake.id):
        st = position(hand=[[cid], [], []])
        st.techs[0] = [*st.techs[0], "civil-I-iron", "civil-I-drama", "civil-I-swordsmen"]
        put(st, 0, stored={"board-A-bronze": 6, "board-A-agriculture": 6})
        st, _ = act(st, f"play:{cid}")
        while E.machine.current(st)["k"] != "act":
            st, _ = act(st, E.legal_actions(st, 0)[0])
        outcomes.append(
            (dict(st.workers[0]), dict(st.stored[0]), st.science[0], st.special_units[0], st.idle[0])
        )
    assert outcomes[0] == outcomes[1]


def test_revolutionary_idea_3plus_gives_6_science():
    # TA-41.4
    card = "nlw-bal-civil-III-action-revolutionary-idea-3plus"
    st, _ = act(position(hand=[[card], [], []]), f"play:{card}")
    assert st.science[0] == 6


def test_hammurabi_keeps_only_the_military_action():
    # TA-41.2: the leader discount is gone
    st = lead("nlw-bal-civil-A-hammurabi", civil_spent=[4, 0, 0])
    st, _ = act(st, "take:1")
    assert st.military_spent[0] == 1
    st = lead("nlw-bal-civil-A-hammurabi")
    assert board.steps_of(G, st, 0, "take_discount") == []


def test_julius_caesar_two_political_actions_every_turn():
    # TA-41.2, TA-Q24: two in every politics phase, not once per game
    hand = ["mil-I-rats@1", "mil-I-foray@1", "mil-I-pestilence@1", "mil-I-raiders@1"]
    st = lead("nlw-bal-civil-A-julius-caesar", military_hand=[hand, [], []])
    assert board.strength_rating(G, st, 0) == 2 and board.military_total(G, st, 0) == 3
    for first, second in ((hand[0], hand[1]), (hand[2], hand[3])):
        st.tasks.append({"k": "politics", "who": 0})
        st, _ = act(st, f"prepare:{first}")
        assert E.machine.current(st)["k"] == "politics"
        st, _ = act(st, f"prepare:{second}")
        assert E.machine.current(st)["k"] != "politics"
    assert "caesar" not in st.used_once[0] and st.culture[0] == 4


def test_michelangelo_counts_every_urban_building_and_pays_for_wonders():
    # TA-41.2: +1 culture per happy face of urban buildings and completed wonders; 1 resource on
    # taking a wonder, with no extra civil action for completed ones
    st = lead("nlw-bal-civil-I-michelangelo", wonders=[["civil-A-hanging-gardens"], [], []])
    st.techs[0] = [*st.techs[0], "civil-I-bread-and-circuses"]
    put(st, 0, workers={"board-A-religion": 1, "civil-I-bread-and-circuses": 1})
    assert board.culture_rating(G, st, 0) == (1 + 1) + 2 + (1 + 2)  # Religion, the arena, the Gardens
    st, _ = act(st, "take:4")  # the Pyramids
    assert st.civil_spent[0] == 1 and board.stock(G, st, 0, "resources") == 1


def test_napoleon_bach_st_peters_railroad_and_liner_keep_their_texts():
    # TA-41.2, TA-41.7, TA-47.10: same text as the base cards; unknown icons keep the base values
    for card in (
        "nlw-bal-civil-II-napoleon-bonaparte",
        "nlw-bal-civil-II-johann-sebastian-bach",
        "nlw-bal-civil-I-st-peters-basilica",
        "nlw-bal-civil-II-transcontinental-railroad",
        "nlw-bal-civil-II-ocean-liner-service",
    ):
        assert G.card[card].steps == G.card[G.card[card].replaces].steps
    st = lead("nlw-bal-civil-II-napoleon-bonaparte")
    st.techs[0] = [*st.techs[0], "civil-I-knights"]
    put(st, 0, workers={"board-A-warriors": 1, "civil-I-knights": 1})
    assert board.strength_rating(G, st, 0) == 1 + 2 + 2 * 2
    st = position(wonders=[["nlw-bal-civil-II-transcontinental-railroad"], [], []])
    put(st, 0, workers={"board-A-bronze": 1, "civil-I-iron": 1})
    board.produce(G, st, 0, "resources")  # TA-46.4: one more token on the best mine
    assert st.stored[0] == {"board-A-bronze": 1, "civil-I-iron": 2}


def test_shakespeare_bigger_discounts():
    # TA-41.2: 2 resources and 3 science with the other building type
    st = lead("nlw-bal-civil-II-william-shakespeare")
    st.techs[0] = [*st.techs[0], "civil-I-drama", "civil-I-printing-press"]
    put(st, 0, workers={"civil-I-printing-press": 1})
    assert costs.build_cost(G, st, 0, G.card["civil-I-drama"]) == G.card["civil-I-drama"].build_cost - 2
    assert costs.science_cost(G, st, 0, G.card["civil-II-opera"]) == G.card["civil-II-opera"].science_cost - 3


def test_gandhi_attackers_pay_three_more():
    # TA-41.2: no attacks of his own; an attack on him costs 3 more military actions
    st = politics(hand0=[PLUNDER_I])
    st.leader[0] = "nlw-bal-civil-III-mahatma-gandhi"
    assert not any(a.startswith("aggress:") for a in E.legal_actions(st, 0))
    st = politics(hand0=[PLUNDER_I])
    st.leader[1] = "nlw-bal-civil-III-mahatma-gandhi"
    assert (
        aggression.attack_cost(G, st, PLUNDER_I, 1) == 1 + 3
        and aggression.attack_cost(G, st, PLUNDER_I, 2) == 1
    )
    assert f"aggress:{PLUNDER_I}:1" not in E.legal_actions(st, 0)  # 3 military actions only
    assert board.culture_rating(G, lead("nlw-bal-civil-III-mahatma-gandhi"), 0) == 2


def test_hanging_gardens_gives_food_on_completion():
    # TA-41.2: 2 food when completed, then +1 culture and +2 happy faces
    gardens = "nlw-bal-civil-A-hanging-gardens"
    st = position(wonder=[gardens, None, None], wonder_stages=[2, 0, 0])
    put(st, 0, stored={"board-A-bronze": 2})
    st, _ = act(st, "stage:1")
    assert st.wonders[0] == [gardens] and board.stock(G, st, 0, "food") == 2
    assert board.happy_faces(G, st, 0) == 2 and board.culture_rating(G, st, 0) == 1


def test_colossus_draws_three_cards_at_each_new_age():
    # TA-45.11: at the start of Age II and III, whoever's turn it is
    st = position(age="I", seat=1, current=1, wonders=[["nlw-bal-civil-A-colossus"], [], []])
    st.civil_decks = {**st.civil_decks, "I": []}
    flow.end_age(G, st, [])
    assert st.age == "II" and len(st.military_hand[0]) == 3 and st.military_hand[1] == []
    assert all(c.split("-")[1] == "II" for c in st.military_hand[0])
    assert board.strength_rating(G, st, 0) == 1 + 2


def test_communism_production_bonus():
    # TA-44.1, TA-Q29: +1 resource gained after standard production (single-source values)
    st = position(government=["nlw-bal-civil-III-communism", "board-A-despotism", "board-A-despotism"])
    assert board.civil_total(G, st, 0) == 7 and board.urban_limit(G, st, 0) == 4
    assert board.resource_production(G, st, 0) == board.mine_production(G, st, 0) + 1
    before = board.stock(G, st, 0, "resources")
    board.produce(G, st, 0, "resources")
    assert board.stock(G, st, 0, "resources") == before + 2 + 1
    assert G.card["nlw-bal-civil-III-communism"].science_cost == 18


def test_fundamentalism_republic_sports_and_military_theory():
    # TA-41.3, TA-41.7: the new versions (single-source numbers are marked)
    gov = ["nlw-bal-civil-III-fundamentalism", "board-A-despotism", "board-A-despotism"]
    st = position(government=gov)
    assert board.strength_rating(G, st, 0) == 1 + 6 and board.science_rating(G, st, 0) == 0
    st = position(government=["nlw-bal-civil-II-republic", "board-A-despotism", "board-A-despotism"])
    assert board.civil_total(G, st, 0) == 7 and G.card["nlw-bal-civil-II-republic"].science_cost == 11
    sports = "nlw-bal-civil-III-professional-sports"
    st = position()
    st.techs[0] = [*st.techs[0], sports]
    put(st, 0, workers={sports: 1})
    assert board.strength_rating(G, st, 0) == 4 and board.happy_faces(G, st, 0) == 4
    assert "per_worker" in G.card[sports].unverified_fields
    theory = "nlw-bal-civil-III-military-theory"
    st = position()
    st.techs[0] = [*st.techs[0], theory]
    assert board.military_total(G, st, 0) == 2 + 3 and G.card[theory].verified


# ---------------------------------------------------------------- TA-44 production bonuses


def test_bonuses_are_gained_at_once_on_the_best_mine():
    # TA-44.1, TA-44.2: three +1 bonuses become one token on Coal, not three on Bronze
    st = position(government=["nlw-bal-civil-III-communism", "board-A-despotism", "board-A-despotism"])
    st.techs[0] = [*st.techs[0], "civil-II-coal"]
    st.pacts = [
        {"card": "mil-II-international-trade-agreement@1", "a": 0, "b": 1, "by": 0},
        {"card": "mil-II-acceptance-of-supremacy@1", "a": 0, "b": 2, "by": 0},
    ]
    put(st, 0, workers={"board-A-bronze": 0})
    assert board.production_bonus(G, st, 0, "resources") == 3
    board.produce(G, st, 0, "resources")
    assert st.stored[0] == {"civil-II-coal": 1}


def test_a_negative_bonus_is_a_loss_and_mines_alone_count_for_industry():
    # TA-44.2, TA-44.3: side B of Acceptance of Supremacy loses; Impact of Industry ignores bonuses
    st = position()
    st.pacts = [{"card": "mil-II-acceptance-of-supremacy@1", "a": 1, "b": 0, "by": 1}]
    put(st, 0, stored={"board-A-bronze": 1})
    assert board.resource_production(G, st, 0) == board.mine_production(G, st, 0) - 1
    board.produce(G, st, 0, "resources")
    assert board.stock(G, st, 0, "resources") == 1 + 2 - 1


def test_food_bonuses_come_after_food_production_before_consumption():
    # TA-44.5, TA-Q14, TA-44.4 (the bot derives the markers): a food bonus adds to food production
    st = position(yellow=[13, 18, 18])
    st.pacts = [{"card": "mil-II-international-trade-agreement@1", "a": 1, "b": 0, "by": 1}]
    assert board.food_production(G, st, 0) == 2 + 1
    flow.production(G, st, 0, [])
    assert board.stock(G, st, 0, "food") == 3 - 1  # produced 2 + 1, consumed 1


def test_special_purpose_resources_are_temporary():
    # TA-44.6, TA-44.7 (Bill Gates' lab output stays standard production: test_cards)
    st = position(special_units=[3, 0, 0])
    flow.production(G, st, 0, [])
    assert st.special_units[0] == 0
