"""Every card of Ages A to III: technologies, governments, special technologies, leaders and
wonders (TA-18 to TA-22). Action, military and event cards: test_card_effects.py."""

import pytest

from engines.through_ages import board, costs, flow
from tests.through_ages.helpers import E, G, act, position, put

RATING = {
    "food": lambda st: board.food_production(G, st, 0),
    "resources": lambda st: board.mine_production(G, st, 0),
    "science": lambda st: board.science_rating(G, st, 0),
    "culture": lambda st: board.culture_rating(G, st, 0),
    "happy": lambda st: board.happy_faces(G, st, 0),
    "strength": lambda st: board.strength_rating(G, st, 0),
}
BUILDINGS = [c.id for c in G.base_cards() if c.kind == "technology" and c.per_worker]


@pytest.mark.parametrize("card", BUILDINGS)
def test_each_worker_yields_the_printed_values(card):
    # TA-3.1, TA-3.2, TA-18.3: a technology does nothing until workers are on it; each adds its yield
    st = position()
    put(st, 0, workers={"board-A-agriculture": 0})
    st.techs[0] = [*st.techs[0], card]
    before = {k: f(st) for k, f in RATING.items()}
    put(st, 0, workers={card: 2})
    after = {k: f(st) for k, f in RATING.items()}
    printed = G.card[card].per_worker
    assert {k: after[k] - before[k] for k in RATING} == {k: 2 * printed.get(k, 0) for k in RATING}


GOVERNMENTS = {
    # civil, military, urban limit, (other rating, value)
    "board-A-despotism": (4, 2, 2, None),
    "civil-I-monarchy": (5, 3, 3, None),
    "civil-I-theocracy": (4, 3, 3, ("culture", 1)),
    "civil-II-constitutional-monarchy": (6, 4, 3, None),
    "civil-II-republic": (7, 2, 3, None),
    "civil-III-communism": (7, 5, 4, ("happy", -1)),
    "civil-III-democracy": (7, 3, 4, ("culture", 3)),
    "civil-III-fundamentalism": (6, 5, 4, ("strength", 5)),
}


@pytest.mark.parametrize("card", GOVERNMENTS)
def test_governments(card):
    # TA-19.1: a government sets the action totals and the urban limit
    civil, military, urban, extra = GOVERNMENTS[card]
    st = position()
    before = {k: f(st) for k, f in RATING.items()}
    st.government[0] = card
    assert (board.civil_total(G, st, 0), board.military_total(G, st, 0), board.urban_limit(G, st, 0)) == (
        civil,
        military,
        urban,
    )
    if extra:
        assert RATING[extra[0]](st) - before[extra[0]] == extra[1]


def test_theocracy_strength_and_happiness():
    st = position(government=["civil-I-theocracy", "board-A-despotism", "board-A-despotism"])
    assert board.strength_rating(G, st, 0) == 2 and board.happiness(G, st, 0) == 1


def test_fundamentalism_loses_two_science():
    st = position(government=["civil-III-fundamentalism", "board-A-despotism", "board-A-despotism"])
    put(st, 0, workers={"civil-I-alchemy": 2})
    assert board.science_rating(G, st, 0) == 2


SPECIALS = {
    # card: (civil actions, military actions, strength, colonization, blue tokens)
    "civil-I-code-of-laws": (1, 0, 0, 0, 0),
    "civil-II-justice-system": (1, 0, 0, 0, 3),
    "civil-III-civil-service": (2, 0, 0, 0, 3),
    "civil-I-warfare": (0, 1, 1, 0, 0),
    "civil-II-strategy": (0, 2, 3, 0, 0),
    "civil-III-military-theory": (0, 3, 5, 0, 0),
    "civil-I-cartography": (0, 0, 1, 2, 0),
    "civil-II-navigation": (0, 0, 2, 3, 0),
    "civil-III-satellites": (0, 0, 3, 4, 0),
}


@pytest.mark.parametrize("card", SPECIALS)
def test_special_technologies(card):
    # TA-18.4: they act at once and hold no workers; TA-4.4: tokens they add enter the blue bank
    civil, military, strength, colonization, blue = SPECIALS[card]
    st = position(hand=[[card], [], []], science=[20, 0, 0])
    st, _ = act(st, f"dev:{card}")
    assert board.civil_total(G, st, 0) == 4 + civil
    assert board.military_total(G, st, 0) == 2 + military
    assert board.strength_rating(G, st, 0) == 1 + strength
    assert board.modifier(G, st, 0, "colonization") == colonization
    assert st.blue[0] == 16 + blue


@pytest.mark.parametrize(
    ("card", "discounts", "stages"),
    [
        ("civil-I-masonry", (1, 1, 1), 2),
        ("civil-II-architecture", (1, 2, 2), 3),
        ("civil-III-engineering", (1, 2, 3), 4),
    ],
)
def test_construction_technologies(card, discounts, stages):
    # TA-18.5, TA-18.7
    st = position()
    st.techs[0] = [*st.techs[0], card]
    temples = ["civil-I-theology", "civil-II-organized-religion", "board-A-religion"]
    got = [G.card[t].build_cost - costs.build_cost(G, st, 0, G.card[t]) for t in temples]
    assert got == [discounts[0], discounts[1], 0]
    labs = G.card["civil-III-computers"]
    assert labs.build_cost - costs.build_cost(G, st, 0, labs) == discounts[2]
    assert costs.wonder_stage_limit(G, st, 0) == stages


# ---------------------------------------------------------------- leaders (TA-20)


def lead(card, **fields):
    st = position(**fields)
    st.leader[0] = card
    return st


def test_alexander_the_great():
    st = lead("civil-A-alexander-the-great")
    put(st, 0, workers={"board-A-warriors": 2, "civil-I-knights": 1})
    assert board.strength_rating(G, st, 0) == 2 + 2 + 3


def test_aristotle():
    st = lead("civil-A-aristotle")
    st, _ = act(st, "take:3", "take:1")  # Iron (a technology), Stockpile (not)
    assert st.science[0] == 1


def test_hammurabi_military_action_as_civil():
    st = lead("civil-A-hammurabi", civil_spent=[4, 0, 0])
    st, _ = act(st, "take:1")
    assert st.military_spent[0] == 1 and "take:3" not in E.legal_actions(st, 0)


def test_homer():
    st = lead("civil-A-homer")
    assert board.happy_faces(G, st, 0) == 1
    flow.turn_start(G, st, 0, [])
    assert st.special_units[0] == 1


def test_julius_caesar():
    st = lead("civil-A-julius-caesar")
    assert board.strength_rating(G, st, 0) == 2 and board.military_total(G, st, 0) == 3


def test_moses():
    st = lead("civil-A-moses")
    assert board.population_cost(G, st, 0) == 1


def test_frederick_barbarossa():
    st = lead("civil-I-frederick-barbarossa")
    put(st, 0, stored={"board-A-agriculture": 1, "board-A-bronze": 1})
    st, _ = act(st, "recruit:board-A-warriors")
    assert st.workers[0]["board-A-warriors"] == 2 and st.yellow[0] == 17 and st.idle[0] == 1
    assert board.stock(G, st, 0, "food") == 0 and board.stock(G, st, 0, "resources") == 0


def test_genghis_khan():
    st = lead("civil-I-genghis-khan", tactic=["mil-I-heavy-cavalry@1", None, None])
    put(st, 0, workers={"board-A-warriors": 2, "civil-I-knights": 1})
    assert board.strength_rating(G, st, 0) == 2 + 2 + 4
    st, _ = act(st, "done")
    assert st.culture[0] == 3


def test_joan_of_arc():
    st = lead(
        "civil-I-joan-of-arc", government=["civil-I-theocracy", "board-A-despotism", "board-A-despotism"]
    )
    put(st, 0, workers={"board-A-religion": 2})
    assert board.culture_rating(G, st, 0) == 1 + 1 + 2
    assert board.strength_rating(G, st, 0) == 1 + 3  # Theocracy 1; 3 happy faces (no units left)
    assert board.military_total(G, st, 0) == 4


def test_leonardo_da_vinci():
    st = lead("civil-I-leonardo-da-vinci", hand=[["civil-I-iron"], [], []], science=[5, 0, 0])
    put(st, 0, workers={"civil-I-alchemy": 1})
    assert board.science_rating(G, st, 0) == 2 + 1
    st, _ = act(st, "dev:civil-I-iron")
    assert board.stock(G, st, 0, "resources") == 1


def test_michelangelo():
    st = lead("civil-I-michelangelo", wonders=[["civil-A-hanging-gardens"], [], []])
    put(st, 0, workers={"board-A-religion": 1})
    assert board.culture_rating(G, st, 0) == 1 + 1 + 1 + 2
    assert "take:4" in E.legal_actions(st, 0)
    st, _ = act(st, "take:4")
    assert st.civil_spent[0] == 1


def test_william_shakespeare():
    st = lead("civil-II-william-shakespeare")
    st.techs[0] = [*st.techs[0], "civil-I-drama", "civil-I-printing-press"]
    assert costs.build_cost(G, st, 0, G.card["civil-I-drama"]) == 4
    put(st, 0, workers={"civil-I-printing-press": 1})
    assert costs.build_cost(G, st, 0, G.card["civil-I-drama"]) == 3
    assert costs.science_cost(G, st, 0, G.card["civil-II-opera"]) == 6
    put(st, 0, workers={"civil-I-printing-press": 1, "civil-I-drama": 1})
    assert board.culture_rating(G, st, 0) == 1 + 2 + 2
    assert board.happy_faces(G, st, 0) == 2


def test_isaac_newton():
    st = lead("civil-II-isaac-newton", hand=[["civil-I-iron"], [], []], science=[5, 0, 0])
    put(st, 0, workers={"civil-I-printing-press": 1})
    assert board.science_rating(G, st, 0) == 1 + 1
    st, _ = act(st, "dev:civil-I-iron")
    assert st.civil_spent[0] == 0


def test_james_cook():
    st = lead(
        "civil-II-james-cook", colonies=[["mil-I-historic-territory", "mil-I-wealthy-territory"], [], []]
    )
    assert board.culture_rating(G, st, 0) == 3


def test_johann_sebastian_bach():
    st = lead("civil-II-johann-sebastian-bach")
    st.techs[0] = [*st.techs[0], "civil-I-drama"]
    assert costs.science_cost(G, st, 0, G.card["civil-II-opera"]) == 5
    put(st, 0, workers={"civil-I-drama": 1, "board-A-religion": 1}, stored={"board-A-bronze": 1})
    assert board.culture_rating(G, st, 0) == 2 + 1 + 1
    st, _ = act(st, "bach:board-A-religion:civil-I-drama")
    assert st.workers[0]["civil-I-drama"] == 2 and "board-A-religion" not in st.workers[0]
    assert not any(a.startswith("bach:") for a in E.legal_actions(st, 0))


def test_maximilien_robespierre():
    st = lead("civil-II-maximilien-robespierre", hand=[["civil-I-monarchy"], [], []], science=[2, 0, 0])
    assert board.military_total(G, st, 0) == 3
    st, _ = act(st, "rev:civil-I-monarchy")
    assert board.civil_left(G, st, 0) == 5 and board.military_left(G, st, 0) == 0 and st.culture[0] == 3


def test_napoleon_bonaparte():
    st = lead("civil-II-napoleon-bonaparte")
    put(st, 0, workers={"board-A-warriors": 2, "civil-I-knights": 1})
    assert board.strength_rating(G, st, 0) == 4 + 2 * 2 and board.military_total(G, st, 0) == 4


def test_winston_churchill():
    st = lead("civil-III-winston-churchill")
    assert {"leaderuse:0", "leaderuse:1"} <= set(E.legal_actions(st, 0))
    culture, _ = act(st, "leaderuse:0")
    assert culture.culture[0] == 3 and "leaderuse:1" not in E.legal_actions(culture, 0)
    units, _ = act(st, "leaderuse:1")
    assert units.special_units[0] == 3 and units.special_unit_science[0] == 3


def test_albert_einstein():
    st = lead("civil-III-albert-einstein", hand=[["civil-I-iron"], [], []], science=[5, 0, 0])
    st, _ = act(st, "dev:civil-I-iron")
    assert st.culture[0] == 3


def test_charlie_chaplin():
    st = lead("civil-III-charlie-chaplin")
    put(st, 0, workers={"civil-II-opera": 2, "civil-I-drama": 1})
    assert board.culture_rating(G, st, 0) == 6 + 2 + 3
    assert board.happy_faces(G, st, 0) == 2 + 3


def test_sid_meier():
    st = lead("civil-III-sid-meier")
    put(st, 0, workers={"civil-II-scientific-method": 2, "board-A-philosophy": 1})
    assert board.science_rating(G, st, 0) == 2 * 2 + 0
    assert board.culture_rating(G, st, 0) == 2 * 2


def test_mahatma_gandhi():
    # his limits on aggressions and wars wait for part 2 (TA-11, TA-12)
    st = lead("civil-III-mahatma-gandhi")
    assert board.culture_rating(G, st, 0) == 2


def test_bill_gates():
    # TA-20.5: his scoring also when he leaves play (test_rules.py)
    st = lead("civil-III-bill-gates")
    put(st, 0, workers={"civil-II-scientific-method": 1, "board-A-philosophy": 1, "board-A-bronze": 1})
    assert board.lab_resources(G, st, 0) == 2
    st, _ = act(st, "done")
    assert board.stock(G, st, 0, "resources") == 1 + 2


def politics(st):
    st.tasks.append({"k": "politics", "who": 0})
    return st


def test_christopher_columbus_colonizes_from_hand():
    st = politics(
        lead("civil-I-christopher-columbus", military_hand=[["mil-I-historic-territory@1"], [], []])
    )
    assert "columbus:mil-I-historic-territory@1" in E.legal_actions(st, 0)
    st, _ = act(st, "columbus:mil-I-historic-territory@1")
    assert st.colonies[0] == ["mil-I-historic-territory"] and st.leader[0] is None and st.culture[0] == 6
    assert st.workers[0]["board-A-warriors"] == 1  # no unit sacrificed


def test_alexander_the_great_leaves_for_a_yellow_token():
    st, _ = act(politics(lead("civil-A-alexander-the-great")), "alexander")
    assert st.leader[0] is None and st.yellow[0] == 19


def test_julius_caesar_second_political_action_once_per_game():
    hand = ["mil-I-rats@1", "mil-I-foray@1", "mil-I-pestilence@1"]
    st = politics(lead("civil-A-julius-caesar", military_hand=[hand, [], []]))
    st, _ = act(st, "prepare:mil-I-rats@1")
    assert E.machine.current(st)["k"] == "politics"
    st, _ = act(st, "prepare:mil-I-foray@1")
    assert st.used_once[0] == ["caesar"] and st.culture[0] == 2
    st = politics(st)
    st, _ = act(st, "prepare:mil-I-pestilence@1")
    assert E.machine.current(st)["k"] == "act"


def test_homer_slides_under_a_wonder():
    st = lead("civil-A-homer", hand=[["civil-A-moses"], [], []], wonders=[["civil-A-pyramids"], [], []])
    st, _ = act(st, "leader:civil-A-moses:civil-A-pyramids")
    assert st.homer_wonder[0] == "civil-A-pyramids" and st.civil_spent[0] == 1
    assert board.happy_faces(G, st, 0) == 1


def test_joan_of_arc_sees_the_next_event():
    st = lead("civil-I-joan-of-arc", current_events=["mil-I-rats@1"])
    ev = []
    flow.turn_start(G, st, 0, ev)
    private = [e for e in ev if e.seats == [0]]
    assert len(private) == 1 and "Rats" in private[0].text.en


# ---------------------------------------------------------------- wonders (TA-21)


WONDER_RATINGS = {
    # card: changes of (civil actions, culture, science, happy, strength)
    "civil-A-pyramids": (1, 0, 0, 0, 0),
    "civil-A-hanging-gardens": (0, 1, 0, 2, 0),
    "civil-A-library-of-alexandria": (0, 1, 1, 0, 0),
    "civil-A-colossus": (0, 0, 0, 0, 2),
    "civil-I-great-wall": (0, 1, 0, 1, 1),
    "civil-I-st-peters-basilica": (0, 2, 0, 1, 0),
    "civil-I-taj-mahal": (0, 3, 0, 0, 0),
    "civil-I-universitas-carolina": (0, 1, 2, 0, 0),
    "civil-II-transcontinental-railroad": (0, 0, 0, 0, 4),
    "civil-II-eiffel-tower": (0, 4, 0, 1, 0),
    "civil-II-kremlin": (1, 2, 0, -1, 0),
}


def ratings(st):
    return (
        board.civil_total(G, st, 0),
        board.culture_rating(G, st, 0),
        board.science_rating(G, st, 0),
        board.happy_faces(G, st, 0),
        board.strength_rating(G, st, 0),
    )


@pytest.mark.parametrize("card", WONDER_RATINGS)
def test_completed_wonders_change_ratings(card):
    # TA-21.3: a wonder acts once completed (the Great Wall: +1 per infantry, here Warriors)
    stages = len(G.card[card].stages)
    st = position(wonder=[card, None, None], wonder_stages=[stages - 1, 0, 0])
    put(st, 0, stored={"board-A-bronze": 12})
    before = ratings(st)
    st, _ = act(st, "stage:1")
    assert card in st.wonders[0]
    assert tuple(a - b for a, b in zip(ratings(st), before, strict=True)) == WONDER_RATINGS[card]


def test_library_of_alexandria_raises_hand_limits():
    st = position(wonders=[["civil-A-library-of-alexandria"], [], []])
    assert board.civil_hand_limit(G, st, 0) == 5 and board.military_hand_limit(G, st, 0) == 3


def test_colossus_colonization():
    st = position(wonders=[["civil-A-colossus"], [], []])
    assert board.modifier(G, st, 0, "colonization") == 1


def test_st_peters_basilica_adds_a_face_to_each_happy_source():
    st = position(wonders=[["civil-I-st-peters-basilica"], [], []], government=["civil-I-theocracy"] * 3)
    put(st, 0, workers={"board-A-religion": 2})
    assert board.happy_faces(G, st, 0) == 1 + 2 * 2 + 2


def test_taj_mahal_adds_a_blue_token_and_is_cheaper_after_a_leader_change():
    # TA-21.5: the discount applies while it lies in the card row
    st = position(flags=["leader_replaced"])
    st.row[9] = "civil-I-taj-mahal"
    st, _ = act(st, "take:10")
    assert st.civil_spent[0] == 1
    st = position(wonders=[["civil-I-taj-mahal"], [], []])
    assert board.corruption(G, st, 0) == 0


def test_transcontinental_railroad_best_mine_produces_more():
    st = position(wonders=[["civil-II-transcontinental-railroad"], [], []])
    put(st, 0, workers={"board-A-bronze": 1, "civil-I-iron": 1})
    assert board.mine_production(G, st, 0) == 1 + 2 + 2
    board.produce(G, st, 0, "resources")
    assert st.stored[0] == {"board-A-bronze": 1, "civil-I-iron": 2}


def test_ocean_liner_service():
    st = position(wonders=[["civil-II-ocean-liner-service"], [], []])
    st, _ = act(st, "liner")
    assert st.idle[0] == 2 and st.civil_spent[0] == 0 and "liner" not in E.legal_actions(st, 0)


@pytest.mark.parametrize(
    ("card", "expected"),
    [
        # 2 per farm/mine worker (4), 1 per urban/unit worker (2)
        ("civil-III-fast-food-chains", 4 * 2 + 2),
        # total level of technologies: A 0, Iron I, Coal II, Drama I, Printing Press I, Monarchy I
        ("civil-III-first-space-flight", 1 + 2 + 1 + 1 + 1),
        # twice the culture of theaters and libraries: Drama 2, Printing Press 1
        ("civil-III-hollywood", 2 * 3),
        # culture + science + strength of urban buildings: Philosophy 1, Drama 2, Printing Press 2
        ("civil-III-internet", 1 + 2 + 2),
    ],
)
def test_age_iii_wonders_score_on_completion(card, expected):
    stages = len(G.card[card].stages)
    st = position(
        wonder=[card, None, None], wonder_stages=[stages - 1, 0, 0], government=["civil-I-monarchy"] * 3
    )
    st.techs[0] = [*st.techs[0], "civil-I-iron", "civil-II-coal"]
    put(st, 0, stored={"board-A-bronze": 12})
    if card != "civil-III-fast-food-chains":
        put(st, 0, workers={"board-A-philosophy": 1, "civil-I-drama": 1, "civil-I-printing-press": 1})
    st, _ = act(st, "stage:1")
    assert st.culture[0] == expected


def test_bill_gates_lab_tokens_lie_on_the_labs_and_stay_resources():
    # TA-44.7, TA-Q32: one blue token per worker on a lab of level I or higher, on that lab, worth
    # the lab's level; Age A labs yield nothing; the tokens stay resources after he leaves play
    from engines.through_ages import rules

    st = lead("civil-III-bill-gates")
    put(st, 0, workers={"civil-II-scientific-method": 1, "board-A-philosophy": 2, "board-A-bronze": 1})
    blue = st.blue[0]
    assert board.produce(G, st, 0, "resources") == 1 + 2
    assert st.stored[0] == {"board-A-bronze": 1, "civil-II-scientific-method": 1}
    assert st.blue[0] == blue - 2 and board.stock(G, st, 0, "resources") == 3
    rules.remove_leader(G, st, 0)
    assert board.stock(G, st, 0, "resources") == 3
    board.pay(G, st, 0, "resources", 2)  # the lab token (worth 2) pays exactly
    assert st.stored[0] == {"board-A-bronze": 1}
    put(st, 0, stored={"board-A-bronze": 1, "civil-II-scientific-method": 1})
    board.pay(G, st, 0, "resources", 1)  # the least valuable token first
    assert st.stored[0] == {"civil-II-scientific-method": 1}
    board.pay(G, st, 0, "resources", 1)  # the lab token pays 2: the change goes onto a mine
    assert st.stored[0] == {"board-A-bronze": 1}
