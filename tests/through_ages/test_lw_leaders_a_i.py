"""The new leaders of Ages A and I (TA-45, TA-46): each card's effect, with the rulebook's
examples."""

from engines.through_ages import board, flow, lw_play, lw_politics, rules
from tests.through_ages.helpers import E, G, act, put
from tests.through_ages.lw_helpers import lw_position, stock

# ---------------------------------------------------------------- Age A


def test_boudica_weak_gets_two_resources_for_units():
    # TA-45.1, TA-Q23: the weakest of two (one of the two weakest of 3-4) builds units 2 cheaper
    st = lw_position(players=2, leader="nlw-civil-A-boudica")
    put(st, 1, workers={**st.workers[1], "civil-I-swordsmen": 1})
    assert lw_play.turn_start(G, st, 0, []) == []
    assert st.special_units[0] == 2


def test_boudica_not_weak_chooses_food_resource_or_science_and_nostradamus_does_not_count():
    # TA-45.1, TA-46.7: the opponent's Nostradamus +3 does not make Boudica's owner weak
    st = lw_position(players=2, leader="nlw-civil-A-boudica")
    st.leader[1] = "nlw-civil-I-nostradamus"
    put(st, 0, workers={**st.workers[0], "civil-I-swordsmen": 1})
    tasks = lw_play.turn_start(G, st, 0, [])
    assert st.special_units[0] == 0
    assert tasks[0]["k"] == "choose" and len(tasks[0]["options"]) == 3
    before = st.science[0]
    st.tasks.append(tasks[0] | {"who": 0})
    st, _ = act(st, "opt:2", seat=0)
    assert st.science[0] == before + 1


def test_cleopatra_one_resource_less_for_an_urban_building_once_per_turn():
    # TA-45.2, TA-44.6: one special-purpose resource for a wonder stage or an urban building
    st = lw_position(leader="nlw-civil-A-cleopatra")
    put(st, 0, stored={"board-A-bronze": 8})
    st.idle[0] = 2
    lw_play.turn_start(G, st, 0, [])
    assert st.special_urban[0] == 1
    food, res = stock(st, 0)
    st, _ = act(st, "build:board-A-religion")  # costs 3
    assert stock(st, 0)[1] == res - 2 and st.special_urban[0] == 0
    st, _ = act(st, "build:board-A-religion")
    assert stock(st, 0)[1] == res - 5


def test_cleopatra_for_a_wonder_stage_and_the_resource_is_lost_at_the_end_of_the_turn():
    # TA-45.2, TA-44.6
    st = lw_position(leader="nlw-civil-A-cleopatra", wonder=["civil-A-pyramids", None, None])
    put(st, 0, stored={"board-A-bronze": 8})
    lw_play.turn_start(G, st, 0, [])
    res = stock(st, 0)[1]
    st, _ = act(st, "stage:1")  # the first stage costs 3
    assert stock(st, 0)[1] == res - 2
    st = lw_position(leader="nlw-civil-A-cleopatra")
    lw_play.turn_start(G, st, 0, [])
    st, _ = act(st, "done")
    assert st.special_urban[0] == 0


def test_hippocrates_reminders_and_the_end_of_an_age():
    # TA-45.3, TA-Q33: a token a turn on the government (at most 3); at the end of an age the
    # 2-token loss first, then one reminder moves into the yellow bank, even without Hippocrates
    st = lw_position(leader="nlw-civil-A-hippocrates")
    for _ in range(4):
        lw_play.turn_start(G, st, 0, [])
    assert st.reminders[0] == 3
    st.leader[0] = None
    yellow = st.yellow[0]
    flow.end_age(G, st, [])
    assert st.yellow[0] == yellow - 2 + 1 and st.reminders[0] == 2
    st.yellow[0] = 0  # TA-45.3: an empty bank loses nothing and still receives the token
    flow.end_age(G, st, [])
    assert st.yellow[0] == 1 and st.reminders[0] == 1


def test_hippocrates_reminders_are_not_workers():
    # TA-45.3: no effect on workers or yellow tokens touches them
    st = lw_position(leader="nlw-civil-A-hippocrates")
    st.reminders[0] = 2
    pop = board.population(st, 0)
    rules.lose_idle(st, 0, 1)
    assert st.reminders[0] == 2 and board.population(st, 0) == pop - 1


def test_confucius_prepares_any_military_card_and_it_gives_everyone_a_science():
    # TA-45.4, TA-Q15: any military card prepared as an event; revealed, every civilization gains
    # 1 science, even after Confucius left; preparing scores the card's age culture and 1 science
    st = lw_position(leader="nlw-civil-A-confucius")
    st.military_hand[0] = ["mil-I-legion@1"]
    st.tasks = [{"k": "end_turn", "p": 0}, {"k": "act", "who": 0}, {"k": "politics", "who": 0}]
    assert "prepare:mil-I-legion@1" in E.legal_actions(st, 0)
    science, culture = st.science[0], st.culture[0]
    st.current_events = ["mil-A-development-of-crafts@1"]
    st, _ = act(st, "prepare:mil-I-legion@1", seat=0)
    assert st.science[0] == science + 1 and st.culture[0] > culture
    steps = lw_politics.confucius_event(G, "mil-I-legion@1")
    assert steps == [{"op": "each", "steps": [{"op": "gain", "science": 1}]}]
    assert lw_politics.confucius_event(G, "mil-A-development-of-science@1") is None


def test_confucius_leaving_play_gives_a_science():
    # TA-45.4
    st = lw_position(leader="nlw-civil-A-confucius")
    science = st.science[0]
    rules.remove_leader(G, st, 0)
    assert st.science[0] == science + 1


def test_sun_tzu_draws_two_first_and_keeps_his_tactics():
    # TA-45.5: 2 military cards first, even with no military action left; tactics stay private
    st = lw_position(leader="nlw-civil-A-sun-tzu")
    assert lw_play.first_draw(G, st, 0) == 2
    st.own_tactic[0] = st.tactic[0] = "mil-I-legion@1"
    flow.turn_start(G, st, 0, [])
    assert st.common_tactics == [] and st.own_tactic[0] == "mil-I-legion@1"


def test_sun_tzu_leaving_makes_a_special_tactic():
    # TA-45.6, TA-45.7, TA-45.8, TA-Q31: slid under the current tactic: +1 for every army it forms;
    # at the first turn without him the tactic goes to the common area
    st = lw_position(leader="nlw-civil-A-sun-tzu")
    put(st, 0, workers={**st.workers[0], "board-A-warriors": 4})
    st.own_tactic[0] = st.tactic[0] = "mil-I-fighting-band@1"
    plain = board.strength_rating(G, st, 0)
    rules.remove_leader(G, st, 0)
    assert st.special_tactics == ["mil-I-fighting-band@1"]
    assert board.strength_rating(G, st, 0) == plain - 1 + 2  # his +1 leaves, two armies get +1
    flow.turn_start(G, st, 0, [])
    assert st.common_tactics == ["mil-I-fighting-band@1"]


def test_ashoka_colours_in_hand():
    # TA-45.9: 2 colours +1 resource, 3 colours +1 food and +1 resource (TA-Q20), as bonuses
    st = lw_position(leader="nlw-civil-A-ashoka", hand=[["civil-I-iron"], [], []])
    food, res = board.food_production(G, st, 0), board.resource_production(G, st, 0)
    st.hand[0] = ["civil-I-iron", "civil-I-irrigation"]  # both brown
    assert board.resource_production(G, st, 0) == res
    st.hand[0] = ["civil-I-iron", "civil-A-moses"]  # brown, green
    assert board.resource_production(G, st, 0) == res + 1 and board.food_production(G, st, 0) == food
    st.hand[0] = ["civil-I-iron", "civil-A-moses", "civil-A-action-stockpile"]
    assert (board.food_production(G, st, 0), board.resource_production(G, st, 0)) == (food + 1, res + 1)


# ---------------------------------------------------------------- Age I


def test_isabella_production_bonus():
    # TA-46.16, TA-44.1: +1 resource production bonus
    st = lw_position()
    res = board.resource_production(G, st, 0)
    st.leader[0] = "nlw-civil-I-isabella-i-of-castile"
    assert board.resource_production(G, st, 0) == res + 1
    before = stock(st, 0)[1]
    board.produce(G, st, 0, "resources")
    assert stock(st, 0)[1] == before + res + 1


def test_eleanor_regains_only_spent_actions_up_to_three():
    # TA-46.10: one action spent, a second replacing her: 2 regained (back to full)
    st = lw_position(leader="nlw-civil-I-eleanor-of-aquitaine", hand=[["civil-A-moses"], [], []])
    st.civil_spent[0] = 1
    st, _ = act(st, "leader:civil-A-moses")
    assert st.civil_spent[0] == 0 and st.leader[0] == "civil-A-moses"
    st = lw_position(leader="civil-A-aristotle", hand=[["civil-A-moses"], [], []])
    st.civil_spent[0] = 1
    st, _ = act(st, "leader:civil-A-moses")
    assert st.civil_spent[0] == 1  # an ordinary leader: 1 regained


def test_eleanor_draws_on_prepare_and_scores_forced_discards():
    # TA-46.10 (card text): 2 military cards when preparing an event; 1 culture per forced discard
    st = lw_position(leader="nlw-civil-I-eleanor-of-aquitaine")
    hand = len(st.military_hand[0])
    lw_politics.on_prepare(G, st, 0, "mil-A-development-of-science@1", [])
    assert len(st.military_hand[0]) == hand + 2
    culture = st.culture[0]
    lw_play.end_turn(G, st, 0, 3, [])
    assert st.culture[0] == culture + 3


def test_jan_zizka_farms_form_armies_as_age_a_units():
    # TA-46.14: farms count as Age A infantry or artillery only to form armies; no strength of
    # their own; obsolete in an Age II tactic; +1 culture per army
    st = lw_position(leader="nlw-civil-I-jan-zizka")
    put(st, 0, workers={"board-A-agriculture": 2, "board-A-warriors": 1})
    st.tactic[0] = "mil-I-fighting-band@1"  # 2 infantry: strength 1
    without = lw_position()
    put(without, 0, workers={"board-A-agriculture": 2, "board-A-warriors": 1})
    without.tactic[0] = "mil-I-fighting-band@1"
    assert board.strength_rating(G, without, 0) == 1
    # Warriors + one farm form one army (+1); Zizka's own bonus: none to strength
    assert board.strength_rating(G, st, 0) == 2
    culture = board.culture_rating(G, without, 0)
    assert board.culture_rating(G, st, 0) == culture + 1
    st.tactic[0] = "mil-II-fortifications@1"  # 2 artillery: the farms are obsolete units
    assert board.strength_rating(G, st, 0) == 1 + 3


def test_nostradamus_counts_three_stronger_when_the_weakest_is_determined_for_an_event():
    # TA-46.7, TA-46.8: an event's weakest check only, never the strongest
    from engines.through_ages import run

    st = lw_position(players=2, leader="nlw-civil-I-nostradamus")
    put(st, 1, workers={**st.workers[1], "civil-I-swordsmen": 1})  # 3 against 1
    assert run.ranked_players(G, st, "weakest") == [1]
    assert run.ranked_players(G, st, "strongest") == [1]
    culture = st.culture[0]
    lw_politics.on_prepare(G, st, 0, "mil-A-development-of-science@1", [])
    assert st.culture[0] == culture + 3


def test_nostradamus_defends_against_aggressions_with_three_more():
    # TA-46.7, TA-Q17: an aggressor needs strictly more than strength + 3
    from engines.through_ages import aggression

    st = lw_position(players=2, options={"variant": "full"})
    st.options = {**st.options, "variant": "full", "leaders_wonders": "only"}
    st.leader[1] = "nlw-civil-I-nostradamus"
    put(st, 0, workers={**st.workers[0], "civil-I-swordsmen": 1})  # 3 against 1 + 3
    st.military_hand[0] = ["mil-I-aggression-raid@1"]
    st.military_spent[0] = 0
    targets = [a for a in aggression.political_choices(G, st, 0) if a.startswith("aggress")]
    assert targets == []
    st.leader[1] = None
    assert [a for a in aggression.political_choices(G, st, 0) if a.startswith("aggress")]
    st.leader[1] = "nlw-civil-I-nostradamus"
    put(st, 0, workers={**st.workers[0], "civil-I-swordsmen": 2})  # 5 against 1 + 3
    assert [a for a in aggression.political_choices(G, st, 0) if a.startswith("aggress")]


def test_gutenberg_extra_action_for_a_library_or_lab():
    # TA-46.9: not a civil action token, 1 resource less, 2 culture, once per turn
    st = lw_position(leader="nlw-civil-I-johannes-gutenberg")
    put(st, 0, stored={"board-A-bronze": 8})
    res, culture, spent = stock(st, 0)[1], st.culture[0], st.civil_spent[0]
    options = [a for a in E.legal_actions(st, 0) if a.startswith("gutenberg:")]
    assert "gutenberg:build:board-A-philosophy" in options
    assert not any("religion" in a for a in options)
    st, _ = act(st, "gutenberg:build:board-A-philosophy")  # costs 3
    assert stock(st, 0)[1] == res - 2 and st.culture[0] == culture + 2 and st.civil_spent[0] == spent
    assert not [a for a in E.legal_actions(st, 0) if a.startswith("gutenberg:")]


def test_saladin_strength_or_civil_action():
    # TA-46.15: at the end of the turn +2 strength or +1 civil action; removed when he leaves
    st = lw_position(leader="nlw-civil-I-saladin")
    strength, civil = board.strength_rating(G, st, 0), board.civil_total(G, st, 0)
    tasks = lw_play.end_turn(G, st, 0, 0, [])
    assert tasks[0]["k"] == "choose"
    lw_play.do(G, st, 0, {"op": "saladin_mode", "strength": 2}, [])
    assert board.strength_rating(G, st, 0) == strength + 2
    lw_play.do(G, st, 0, {"op": "saladin_mode", "civil_actions": 1}, [])
    assert board.strength_rating(G, st, 0) == strength and board.civil_total(G, st, 0) == civil + 1
    st.civil_spent[0] = civil + 1
    rules.remove_leader(G, st, 0)
    assert st.saladin[0] == "" and st.civil_spent[0] == civil


def test_a_special_tactic_is_kept_apart_from_its_ordinary_copies():
    # TA-45.7: in the common area the special tactic stays a card of its own, copied with its +1
    st = lw_position(leader="nlw-civil-A-sun-tzu")
    st.common_tactics = ["mil-I-fighting-band@2"]
    st.own_tactic[0] = st.tactic[0] = "mil-I-fighting-band@1"
    rules.remove_leader(G, st, 0)
    flow.turn_start(G, st, 0, [])
    assert st.common_tactics == ["mil-I-fighting-band@2", "mil-I-fighting-band@1"]
    assert st.tactic[0] == "mil-I-fighting-band@1"
