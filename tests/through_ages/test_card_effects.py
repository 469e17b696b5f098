"""Every action card, event, territory, tactic and military bonus card of Ages A to III (TA-10,
TA-17, TA-22, TA-26, TA-28.4)."""

from pathlib import Path

import pytest

from engines.through_ages import board
from tests.through_ages.helpers import E, G, act, position, put


def play(card, **fields):
    """Player 0 plays action card `card` (held since an earlier turn)."""
    st = position(hand=[[card], [], []], **fields)
    return st


def resolve(st, card):
    """Resolve event `card` now with player st.current on turn; returns the state settled."""
    st.tasks.append({"k": "run", "p": st.current, "steps": G.card[card].steps})
    E.machine.advance(st, [])
    return st


def total(st, p):
    return board.stock(G, st, p, "food"), board.stock(G, st, p, "resources"), st.science[p], st.culture[p]


# ---------------------------------------------------------------- action cards (TA-17)


@pytest.mark.parametrize(
    ("card", "gained"),
    [
        ("civil-A-action-stockpile", (1, 1, 0, 0)),
        ("civil-A-action-cultural-heritage", (0, 0, 1, 4)),
        ("civil-I-action-cultural-heritage", (0, 0, 2, 2)),
        ("civil-II-action-revolutionary-idea", (0, 0, 4, 0)),
        ("civil-III-action-revolutionary-idea", (0, 0, 6, 0)),
    ],
)
def test_action_cards_that_give(card, gained):
    st, _ = act(play(card), f"play:{card}")
    assert total(st, 0) == gained and st.civil_spent[0] == 1


@pytest.mark.parametrize(
    ("card", "special"),
    [("civil-A-action-patriotism", 1), ("civil-I-action-patriotism", 2), ("civil-II-action-patriotism", 3),
     ("civil-III-action-patriotism", 4)],
)  # fmt: skip
def test_patriotism(card, special):
    # TA-1.8, TA-17.5, TA-17.6: a military action and special-purpose resources for units, this turn only
    st, _ = act(play(card), f"play:{card}")
    assert board.military_left(G, st, 0) == 3 and st.special_units[0] == special
    st.techs[0] = [*st.techs[0], "civil-I-swordsmen"]
    put(st, 0, stored={"board-A-bronze": 3})
    st, _ = act(st, "build:civil-I-swordsmen")
    assert board.stock(G, st, 0, "resources") == 3 - max(0, 3 - special)
    st, _ = act(st, "done")
    assert st.special_units[0] == 0 and st.extra_military[0] == 0


@pytest.mark.parametrize(
    ("card", "target", "discount"),
    [
        ("civil-A-action-rich-land", "civil-I-iron", 1),
        ("civil-I-action-rich-land", "civil-I-iron", 2),
        ("civil-II-action-rich-land", "civil-I-iron", 3),
        ("civil-A-action-urban-growth", "civil-I-theology", 1),
        ("civil-I-action-urban-growth", "civil-I-theology", 2),
        ("civil-II-action-urban-growth", "civil-I-theology", 3),
        ("civil-III-action-urban-growth", "civil-I-theology", 4),
    ],
)
def test_build_action_cards(card, target, discount):
    # TA-17.2, TA-17.3: the ordered build costs no civil action and less
    st = play(card)
    st.techs[0] = [*st.techs[0], target]
    cost = G.card[target].build_cost
    put(st, 0, stored={"board-A-bronze": cost})
    st, _ = act(st, f"play:{card}")
    assert E.prompt(st, 0).option_ids()[0].startswith(("build:", "up:"))
    st, _ = act(st, f"build:{target}")
    assert st.workers[0][target] == 1 and board.stock(G, st, 0, "resources") == discount
    assert st.civil_spent[0] == 1


def test_an_action_card_whose_action_is_impossible_cannot_be_played():
    # TA-17.2: Urban Growth with no unused worker and nothing to upgrade into
    st = play("civil-A-action-urban-growth", idle=[0, 1, 1])
    assert "play:civil-A-action-urban-growth" not in E.legal_actions(st, 0)


@pytest.mark.parametrize(
    ("card", "discount"),
    [("civil-II-action-efficient-upgrade", 3), ("civil-III-action-efficient-upgrade", 4)],
)
def test_efficient_upgrade(card, discount):
    st = play(card)
    st.techs[0] = [*st.techs[0], "civil-II-coal"]
    put(st, 0, stored={"board-A-bronze": 6})
    st, _ = act(st, f"play:{card}", "up:board-A-bronze:civil-II-coal")
    assert st.workers[0]["civil-II-coal"] == 1 and board.stock(G, st, 0, "resources") == discount


@pytest.mark.parametrize(
    ("card", "discount"),
    [("civil-A-action-engineering-genius", 2), ("civil-I-action-engineering-genius", 3),
     ("civil-II-action-engineering-genius", 4), ("civil-III-action-engineering-genius", 5)],
)  # fmt: skip
def test_engineering_genius(card, discount):
    st = play(card, wonder=["civil-II-eiffel-tower", None, None], wonder_stages=[1, 0, 0])
    put(st, 0, stored={"board-A-bronze": 7})
    st, _ = act(st, f"play:{card}", "stage:1")
    assert st.wonder_stages[0] == 2 and board.stock(G, st, 0, "resources") == discount


@pytest.mark.parametrize(
    ("card", "food"),
    [("civil-A-action-frugality", 1), ("civil-I-action-frugality", 2), ("civil-II-action-frugality", 3)],
)
def test_frugality(card, food):
    # TA-17.4, TA-Q6: the food comes after the population is paid for
    st = play(card)
    put(st, 0, stored={"board-A-agriculture": 2})
    st, _ = act(st, f"play:{card}", "pop")
    assert st.idle[0] == 2 and board.stock(G, st, 0, "food") == food


@pytest.mark.parametrize(
    ("card", "science"), [("civil-I-action-breakthrough", 2), ("civil-II-action-breakthrough", 3)]
)
def test_breakthrough(card, science):
    st = play(card, science=[5, 0, 0])
    st.hand[0] = [card, "civil-I-iron"]
    st, _ = act(st, f"play:{card}", "dev:civil-I-iron")
    assert "civil-I-iron" in st.techs[0] and st.science[0] == science and st.civil_spent[0] == 1


@pytest.mark.parametrize(
    ("card", "amount"),
    [("civil-I-action-reserves", 2), ("civil-II-action-reserves", 3), ("civil-III-action-reserves", 4)],
)
def test_reserves(card, amount):
    st, _ = act(play(card), f"play:{card}")
    food, _ = act(st, "opt:0")
    res, _ = act(st, "opt:1")
    assert total(food, 0)[:2] == (amount, 0) and total(res, 0)[:2] == (0, amount)


@pytest.mark.parametrize(
    ("card", "per_civ"),
    [("civil-II-action-wave-of-nationalism", 3), ("civil-III-action-military-build-up", 5)],
)
def test_resources_per_stronger_civilization(card, per_civ):
    # TA-29.4: values per player count
    st = play(card)
    put(st, 1, workers={"board-A-warriors": 3})
    put(st, 2, workers={"board-A-warriors": 1})
    st, _ = act(st, f"play:{card}")
    assert st.special_units[0] == per_civ  # only player 1 is stronger (3 players)


def test_endowment_for_the_arts():
    st = play("civil-III-action-endowment-for-the-arts", culture=[5, 9, 7])
    st, _ = act(st, "play:civil-III-action-endowment-for-the-arts")
    assert st.culture[0] == 5 + 2 * 3


# ---------------------------------------------------------------- events (TA-26)


@pytest.mark.parametrize(
    ("card", "each"),
    [
        ("mil-A-development-of-agriculture", (2, 0, 0, 0)),
        ("mil-A-development-of-crafts", (0, 2, 0, 0)),
        ("mil-A-development-of-science", (0, 0, 2, 0)),
        ("mil-A-development-of-trade-routes", (1, 1, 1, 0)),
    ],
)
def test_everyone_gains(card, each):
    st = resolve(position(), card)
    assert [total(st, p) for p in range(3)] == [each] * 3


def test_development_of_markets_each_chooses():
    # TA-26.2, TA-31.4: clockwise from the current player
    st = resolve(position(seat=1, current=1), "mil-A-development-of-markets")
    assert E.to_act(st) == {1}
    st, _ = act(st, "opt:0", "opt:1", "opt:0")
    assert [total(st, p)[:2] for p in range(3)] == [(2, 0), (2, 0), (0, 2)]


def test_development_of_politics_draws_three_cards():
    st = resolve(position(), "mil-A-development-of-politics")
    assert [len(h) for h in st.military_hand] == [3, 3, 3]


@pytest.mark.parametrize(("card", "building"), [("mil-A-development-of-religion", "board-A-religion"),
                                                 ("mil-A-development-of-warfare", "board-A-warriors")])  # fmt: skip
def test_free_builds(card, building):
    # TA-26.1: free builds cost no resources and no actions
    st = position(idle=[1, 0, 1])
    before = [dict(w) for w in st.workers]
    st = resolve(st, card)
    st, _ = act(st, f"build:{building}", "skip")  # player 1 has no unused worker: not asked
    assert st.workers[0].get(building, 0) == before[0].get(building, 0) + 1 and st.idle == [0, 0, 1]
    assert st.workers[2] == before[2]


def test_development_of_settlement():
    st = resolve(position(), "mil-A-development-of-settlement")
    assert st.idle == [2, 2, 2] and st.yellow == [17, 17, 17]


def test_development_of_civilization():
    st = position()
    put(st, 0, stored={"board-A-agriculture": 1})
    st = resolve(st, "mil-A-development-of-civilization")
    st, _ = act(st, "pop")  # the others can do nothing cheaper: they skip by themselves
    assert st.idle[0] == 2 and board.stock(G, st, 0, "food") == 0  # 2 food less 1


def strong(st, p, warriors):
    st.workers[p] = {**st.workers[p], "board-A-warriors": warriors}


def test_barbarians():
    st = position(culture=[9, 3, 1])
    strong(st, 1, 4)
    st = resolve(st, "mil-I-barbarians")
    assert st.idle == [0, 1, 1]


def test_border_conflict():
    st = position()
    strong(st, 1, 3)
    st = resolve(st, "mil-I-border-conflict")
    assert E.to_act(st) == {2}
    st, _ = act(st, "destroy:board-A-philosophy")
    assert "board-A-philosophy" not in st.workers[2] and board.stock(G, st, 1, "resources") == 3


def test_crusades():
    st = position(culture=[5, 5, 5])
    strong(st, 1, 3)
    st = resolve(st, "mil-I-crusades")
    assert st.culture == [5, 9, 1]


def test_cultural_influence_and_scientific_breakthrough():
    st = position()
    put(st, 0, workers={"board-A-religion": 1, "board-A-philosophy": 2})
    st = resolve(st, "mil-I-cultural-influence")
    assert st.culture == [1, 0, 0]
    st = resolve(st, "mil-I-scientific-breakthrough")
    assert st.science == [2, 1, 1]


def test_foray():
    st = position()
    strong(st, 1, 3)
    st = resolve(st, "mil-I-foray")
    st, _ = act(st, "mix:1:2", "mix:3:0")  # the two strongest: player 1, then player 0 (tie, current)
    assert total(st, 1)[:2] == (1, 2) and total(st, 0)[:2] == (3, 0)


def test_good_harvest_and_new_deposits():
    st = resolve(position(), "mil-I-good-harvest")
    assert [total(st, p)[:2] for p in range(3)] == [(2, 0)] * 3
    st = resolve(st, "mil-I-new-deposits")
    assert [total(st, p)[:2] for p in range(3)] == [(2, 2)] * 3


def test_immigration():
    st = position()
    put(st, 2, workers={"board-A-religion": 1})
    st = resolve(st, "mil-I-immigration")
    assert st.idle == [1, 1, 2]


def test_pestilence_and_reign_of_terror():
    st = resolve(position(), "mil-I-pestilence")
    assert st.idle == [0, 0, 0]
    st = resolve(position(), "mil-I-reign-of-terror")
    assert st.idle == [1, 1, 0]


def test_raiders():
    st = position()
    strong(st, 0, 3)
    for p in (1, 2):
        put(st, p, stored={"board-A-agriculture": 2, "board-A-bronze": 2})
    st = resolve(st, "mil-I-raiders")
    st, _ = act(st, "mix:2:0", "mix:0:2")
    assert total(st, 1)[:2] == (0, 2) and total(st, 2)[:2] == (2, 0)


def test_rats():
    st = position()
    put(st, 1, stored={"board-A-agriculture": 3, "board-A-bronze": 1})
    st = resolve(st, "mil-I-rats")
    assert total(st, 1)[:2] == (0, 1)


def test_rebellion():
    # TA-26.6: 2 civil actions per discontent worker
    st = position(yellow=[12, 18, 18])
    st = resolve(st, "mil-I-rebellion")
    assert st.civil_spent == [4, 0, 0]


def test_uncertain_borders():
    # TA-4.10
    st = position()
    strong(st, 1, 3)
    st = resolve(st, "mil-I-uncertain-borders")
    assert st.yellow == [18, 19, 17]


def test_civil_unrest():
    # TA-23.5
    st = position(culture=[20, 20, 20], yellow=[12, 10, 18])
    st = resolve(st, "mil-II-civil-unrest")
    assert st.culture == [12, 8, 20] and st.blue == [16, 15, 16]


def test_cold_war_and_crime_wave():
    st = position(culture=[5, 5, 5])
    strong(st, 1, 3)
    st = resolve(st, "mil-II-cold-war")
    assert st.science == [6, 6, 0]
    st = resolve(st, "mil-II-crime-wave")
    assert st.culture == [2, 5, 2] and st.blue == [15, 16, 15]


def test_economic_progress():
    st = resolve(position(yellow=[16, 18, 18]), "mil-II-economic-progress")
    assert total(st, 0)[:2] == (1, 2) and total(st, 1)[:2] == (2, 2)


def test_emigration():
    st = position(yellow=[10, 18, 18], idle=[3, 1, 1])
    st = resolve(st, "mil-II-emigration")
    assert st.idle[0] == 1


def test_iconoclasm():
    st = position(age="II", leader=["civil-I-joan-of-arc", "civil-II-isaac-newton", None])
    st = resolve(st, "mil-II-iconoclasm")
    assert st.leader == [None, "civil-II-isaac-newton", None]


def test_independence_declaration():
    # TA-10.6
    st = position(colonies=[[], [], ["mil-I-wealthy-territory"]], blue=[16, 16, 19])
    st = resolve(st, "mil-II-independence-declaration")
    assert st.colonies[2] == [] and st.blue[2] == 16


def test_international_agreement():
    st = position()
    strong(st, 1, 3)
    st = resolve(st, "mil-II-international-agreement")
    st, _ = act(st, "take:13", "take:6")  # nothing more fits: it stops by itself
    assert st.hand[1] == ["civil-I-irrigation", "civil-I-drama"] and None not in st.row
    assert st.used_once[1] == ["forfeit"]  # it gives up its next political action


def test_national_pride_and_popularization_of_science():
    # TA-26.4: every tied player
    st = position(culture=[4, 4, 1])
    st = resolve(st, "mil-II-national-pride")
    assert st.culture == [9, 9, 1]
    st = resolve(st, "mil-II-popularization-of-science")
    assert st.culture == [10, 10, 2]


def test_politics_of_strength():
    st = position(military_hand=[[], [], ["mil-I-rats@1", "mil-I-foray@1"]])
    st.military_decks = {**st.military_decks, "I": [f"mil-I-military-bonus@{i}" for i in range(1, 7)]}
    strong(st, 1, 3)
    st = resolve(st, "mil-II-politics-of-strength")
    st, _ = act(st, "discard:mil-I-rats@1")  # the last card goes by itself
    assert len(st.military_hand[1]) == 5 and st.military_hand[2] == []


def test_politics_of_strength_in_age_iv():
    # TA-Q25
    st = position(age="IV", culture=[5, 5, 5])
    strong(st, 1, 3)
    st = resolve(st, "mil-II-politics-of-strength")
    assert st.culture == [5, 10, 2]


def test_prosperity():
    st = position()
    put(st, 0, workers={"board-A-religion": 2})
    st = resolve(st, "mil-II-prosperity")
    assert total(st, 0)[0] == 2 and total(st, 1)[0] == 0


def test_ravages_of_time():
    st = position(wonders=[["civil-A-hanging-gardens"], [], []])
    st = resolve(st, "mil-II-ravages-of-time")
    assert st.ravaged[0] == ["civil-A-hanging-gardens"]
    assert board.culture_rating(G, st, 0) == 2 and board.happiness(G, st, 0) == 0


def test_refugees():
    st = position(culture=[5, 5, 5])
    strong(st, 1, 3)
    st = resolve(st, "mil-II-refugees")
    assert st.culture == [5, 8, 2] and st.idle == [1, 2, 0]


def test_terrorism():
    # TA-31.5: the least-cultured chooses on another player's turn
    st = position(culture=[5, 6, 1])
    for p in (0, 1):
        put(st, p, workers={**st.workers[p], "board-A-religion": 1})
    st = resolve(st, "mil-II-terrorism")
    assert E.to_act(st) == {2}
    st, _ = act(st, "destroy:board-A-philosophy", "destroy:board-A-philosophy")
    assert "board-A-philosophy" not in st.workers[0] and "board-A-philosophy" not in st.workers[1]
    assert st.workers[0]["board-A-religion"] == 1
    assert st.workers[2]["board-A-philosophy"] == 1


# ---------------------------------------------------------------- Age III events: final scoring (TA-28.4)


def scoring_position():
    st = position(
        age="III",
        yellow=[10, 18, 18],
        government=["civil-II-republic", "board-A-despotism", "board-A-despotism"],
    )
    st.techs[0] = [*st.techs[0], "civil-I-masonry", "civil-III-computers"]
    put(st, 0, workers={"board-A-agriculture": 2, "civil-I-iron": 1, "civil-I-drama": 2, "civil-III-computers": 1,
                        "civil-I-swordsmen": 1, "civil-I-bread-and-circuses": 1})  # fmt: skip
    st.colonies[0] = ["mil-I-historic-territory"]
    st.wonders[0] = ["civil-A-pyramids", "civil-I-great-wall"]
    return st


@pytest.mark.parametrize(
    ("card", "culture"),
    [
        ("mil-III-impact-of-agriculture", 2),  # food 2, not above consumption 2: no bonus
        ("mil-III-impact-of-architecture", 2 + 3 + 1),
        ("mil-III-impact-of-balance", 2 * 2),
        ("mil-III-impact-of-colonies", 3),
        ("mil-III-impact-of-competition", 1 + 1),
        ("mil-III-impact-of-government", 2 * 8 + 2),
        ("mil-III-impact-of-happiness", 2 * 6),  # Drama 2, Bread and Circuses 2, Great Wall, colony
        ("mil-III-impact-of-industry", 2),
        ("mil-III-impact-of-population", 0),  # TA-Q26: no content worker beyond 10
        ("mil-III-impact-of-progress", 2 * (2 + 1)),
        ("mil-III-impact-of-technology", 4),
        ("mil-III-impact-of-variety", 2 * (4 + 1)),
        ("mil-III-impact-of-wonders", 5 + 4),
    ],
)
def test_impact_events(card, culture):
    st = resolve(scoring_position(), card)
    assert st.culture[0] == culture


@pytest.mark.parametrize(("card", "ranks"), [("mil-III-impact-of-science", [14, 7, 0]),
                                             ("mil-III-impact-of-strength", [14, 7, 0])])  # fmt: skip
def test_ranking_impacts(card, ranks):
    # TA-26.3: ties favour the current player, then clockwise
    st = position(seat=1, current=1)
    put(st, 2, workers={"board-A-philosophy": 3, "board-A-warriors": 3})
    st = resolve(st, card)
    assert st.culture == [ranks[2], ranks[1], ranks[0]]


# ---------------------------------------------------------------- territories (TA-10.5)

TERRITORIES = {
    # card: (food, resources, science, culture, idle workers, military cards, yellow, blue, strength, happy)
    "mil-I-developed-territory": (0, 0, 3, 0, 1, 0, 1, 1, 0, 0),
    "mil-I-wealthy-territory": (0, 5, 0, 0, 1, 0, 0, 3, 0, 0),
    "mil-I-vast-territory": (3, 0, 0, 0, 1, 0, 3, -1, 0, 0),
    "mil-I-historic-territory": (0, 0, 0, 6, 1, 0, 0, 0, 0, 1),
    "mil-I-inhabited-territory": (0, 0, 0, 0, 2, 0, 2, 0, 0, 0),
    "mil-I-strategic-territory": (0, 0, 0, 0, 1, 3, 0, 0, 2, 0),
    "mil-II-developed-territory": (0, 0, 5, 0, 1, 0, 2, 2, 0, 0),
    "mil-II-wealthy-territory": (0, 9, 0, 0, 1, 0, 0, 4, 0, 0),
    "mil-II-vast-territory": (4, 0, 0, 0, 1, 0, 4, -1, 0, 0),
    "mil-II-historic-territory": (0, 0, 0, 11, 1, 0, 0, 0, 0, 2),
    "mil-II-inhabited-territory": (0, 0, 0, 0, 3, 0, 3, 0, 0, 0),
    "mil-II-strategic-territory": (0, 0, 0, 0, 1, 5, 0, 0, 4, 0),
}


@pytest.mark.parametrize("card", TERRITORIES)
def test_territories(card):
    # TA-10.5, TA-Q28: permanent effects, then the immediate one
    st = position(current_events=[f"{card}@1"], military_hand=[["mil-I-rats@1"], [], []])
    st.tasks.append({"k": "politics", "who": 0})
    for p in (1, 2):
        st.workers[p] = {"board-A-agriculture": 2}
    st, _ = act(st, "prepare:mil-I-rats@1", "bid:1", "unit:board-A-warriors")
    food, res, sci, cul, idle, cards, yellow, blue, strength, happy = TERRITORIES[card]
    assert st.colonies[0] == [card]
    assert total(st, 0) == (food, res, sci, cul + 1)  # preparing an Age I event scored 1 (TA-9.3)
    assert st.idle[0] == idle and len(st.military_hand[0]) == cards
    assert st.yellow[0] == 18 + 1 + yellow - (idle - 1)
    assert st.blue[0] == 16 + blue - food - res  # gains lie on Agriculture and Bronze (worth 1)
    assert board.strength_rating(G, st, 0) == strength and board.happy_faces(G, st, 0) == happy


# ---------------------------------------------------------------- tactics (TA-22) and bonus cards


TACTICS = {
    # card: (units that form exactly one army, tactical strength, obsolete strength)
    "mil-I-fighting-band": ({"infantry": 2}, 1, 1),
    "mil-I-legion": ({"infantry": 3}, 2, 2),
    "mil-I-phalanx": ({"infantry": 2, "cavalry": 1}, 3, 3),
    "mil-I-medieval-army": ({"infantry": 1, "cavalry": 1}, 2, 2),
    "mil-I-heavy-cavalry": ({"cavalry": 3}, 4, 4),
    "mil-I-light-cavalry": ({"cavalry": 2}, 3, 3),
    "mil-II-classic-army": ({"infantry": 2, "cavalry": 2}, 8, 4),
    "mil-II-conquistadors": ({"infantry": 1, "cavalry": 2}, 5, 3),
    "mil-II-defensive-army": ({"infantry": 2, "artillery": 1}, 6, 3),
    "mil-II-fortifications": ({"artillery": 2}, 5, 3),
    "mil-II-mobile-artillery": ({"cavalry": 1, "artillery": 1}, 5, 3),
    "mil-II-napoleonic-army": ({"infantry": 1, "cavalry": 1, "artillery": 1}, 7, 4),
    "mil-III-entrenchments": ({"infantry": 1, "artillery": 2}, 9, 5),
    "mil-III-shock-troops": ({"infantry": 1, "cavalry": 3}, 11, 6),
    "mil-III-mechanized-army": ({"cavalry": 1, "artillery": 2}, 10, 5),
    "mil-III-modern-army": ({"infantry": 2, "cavalry": 1, "artillery": 1}, 13, 7),
}


@pytest.mark.parametrize("card", TACTICS)
def test_tactics(card):
    # TA-22.3, TA-22.4: one army of current units, then the same army with an Age A unit
    army, fresh, old = TACTICS[card]
    tactic = G.card[card]
    units = {t: [3] * army.get(t, 0) for t in ("infantry", "cavalry", "artillery", "air_force")}
    assert board.army_strength(tactic, units) == fresh
    first = next(t for t in army)
    units[first] = [0] + units[first][1:]
    assert board.army_strength(tactic, units) == (old if tactic.level >= 2 else fresh)
    units[first] = units[first][1:]
    assert board.army_strength(tactic, units) == 0


@pytest.mark.parametrize(("card", "value"), [("mil-I-military-bonus", 1), ("mil-II-military-bonus", 2),
                                             ("mil-III-military-bonus", 3)])  # fmt: skip
def test_military_bonus_cards_add_to_colonization(card, value):
    # TA-10.3
    from engines.through_ages.decisions.politics import max_force

    st = position(military_hand=[[f"{card}@1"], [], []])
    assert max_force(G, st, 0) == 1 + value


def test_every_card_of_ages_a_to_iii_is_exercised():
    folder = Path(__file__).parent
    here = "".join(
        (folder / name).read_text(encoding="utf-8")
        for name in ("test_card_effects.py", "test_cards.py", "test_aggression.py", "test_pacts.py")
    )
    missing = [
        c.id
        for c in G.base_cards() + G.attack_cards()
        if c.id not in here and c.deck != "player_board" and c.per_worker is None
    ]
    assert missing == []


def test_breakthrough_pays_for_a_revolution():
    # TA-17.7, TA-19.5: its civil action is the revolution's single action
    st = play("civil-I-action-breakthrough", science=[2, 0, 0])
    st.hand[0] = ["civil-I-action-breakthrough", "civil-I-monarchy"]
    st, _ = act(st, "play:civil-I-action-breakthrough", "rev:civil-I-monarchy")
    assert st.government[0] == "civil-I-monarchy" and board.civil_left(G, st, 0) == 0 and st.science[0] == 2


def test_development_of_civilization_revolution_only_for_the_current_player():
    # TA-Q7, TA-19.5: the revolution costs 1 science less and uses up all civil actions
    st = position(hand=[["civil-I-theocracy"], ["civil-I-theocracy"], []], science=[0, 5, 0])
    st = resolve(st, "mil-A-development-of-civilization")
    assert "rev:civil-I-theocracy" in E.legal_actions(st, 0)
    st, _ = act(st, "rev:civil-I-theocracy")
    assert st.government[0] == "civil-I-theocracy" and board.civil_left(G, st, 0) == 0
    assert not any(a.startswith("rev:") for a in E.legal_actions(st, 1))


def test_barbarians_strike_one_civilization_with_the_most_culture():
    # TA-26.3: tied for the most culture, the current player counts as having more
    st = position(culture=[9, 9, 1])
    strong(st, 2, 4)
    st = resolve(st, "mil-I-barbarians")
    assert st.idle == [0, 1, 1]
