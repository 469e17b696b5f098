"""Setup, the civilization step, actions, rest, worker resolution and the end of the round."""

from __future__ import annotations

import pytest

from engines.base import IllegalAction, NotYourTurn
from tests.age_of_civ.helpers import WAR_TRACK, E, G, kind, options, play, position


def test_setup_for_three_players():
    st = E.setup(3, {}, seed=1)
    assert len(st.wonder_pool) == 6  # AC-2.2: players + 3
    assert len(st.pool) == 5 and st.pool_coins == [0] * 5  # AC-2.3
    assert len(st.deck) == 34 - 5
    assert sorted(st.track) == sorted(c.id for c in G.action_cards) and len(st.track) == 8  # AC-2.4
    assert st.coins == [3, 3, 3] and st.workers == [0, 0, 0] and st.main == [None] * 3  # AC-2.6
    assert st.round == 1 and E.to_act(st) == {st.first}  # AC-2.7, AC-3.2
    assert kind(st) == "civ_pick"  # AC-4.1: Birth in round 1


@pytest.mark.parametrize("players,wonders", [(2, 5), (3, 6), (4, 7)])
def test_wonder_pool_size(players, wonders):
    assert len(E.setup(players, {}, seed=2).wonder_pool) == wonders  # AC-2.2, AC-11.1


def test_round_one_birth_takes_population_and_seeds_the_pool():
    # AC-4.4.3, AC-4.4.6, AC-4.4.7; AC-12.6.29 Khmer population 3 (the card-anatomy example)
    st = position(
        round=1, step="birth", pool=["khmer", "rome", "china", "egypt", "maya"], deck=["inca", "kongo"]
    )
    st = play(st, "take:khmer")
    assert st.main[0] == "khmer" and st.workers[0] == 3
    assert st.pool == ["rome", "china", "egypt", "maya", "kongo"] and st.pool_coins == [1, 1, 1, 1, 0]
    assert G.civ["khmer"].population == 3 and G.civ["khmer"].population_verified


def test_birth_takes_bonus_coins_resets_workers_and_the_old_main_falls():
    # AC-4.4.2, AC-4.4.3, AC-4.4.4, AC-4.7, AC-4.8; the Egypt -> Arabs birth example
    st = position(
        step="civ",
        main=["egypt", None, None],
        civs=[["egypt"], [], []],
        workers=[1, 0, 0],
        coins=[0, 3, 3],
        pool=["arabs", "rome"],
        pool_coins=[3, 1],
        deck=["inca"],
    )
    st = play(st, "birth", "take:arabs")
    assert st.main[0] == "arabs" and st.civs[0] == ["egypt", "arabs"] and st.absorbed[0] == []
    assert st.workers[0] == G.civ["arabs"].population and st.coins[0] == 3
    assert st.pool == ["rome", "inca"] and st.pool_coins == [2, 0]
    # Egypt's main ability (end of turn) no longer works; its legacy (Wonder -1 coin) does
    from engines.age_of_civ import rules

    keys = [k for k, _ in rules.abilities(G, st, 0)]
    assert not any(k.startswith("egypt.m") for k in keys)
    assert rules.cost(G, st, 0, "wonder") == 6


def test_absorb_keeps_main_and_workers_and_adds_one_worker():
    # AC-4.5.1 - AC-4.5.4; the Egypt absorbing the Arabs example
    st = position(
        step="civ",
        main=["egypt", None, None],
        civs=[["egypt"], [], []],
        workers=[2, 0, 0],
        coins=[0, 3, 3],
        pool=["arabs", "rome"],
        pool_coins=[2, 0],
        deck=["inca"],
    )
    st = play(st, "absorb", "take:arabs")
    assert st.main[0] == "egypt" and st.absorbed[0] == ["arabs"] and st.workers[0] == 3 and st.coins[0] == 2
    assert st.pool == ["rome", "inca"] and st.pool_coins == [1, 0]


def test_absorb_never_raises_workers_above_four():
    st = position(
        step="civ", main=["slavs", None, None], civs=[["slavs"], [], []], workers=[4, 0, 0], pool=["rome"]
    )
    st = play(st, "absorb", "take:rome")
    assert st.workers[0] == 4  # AC-4.5.2, AC-5.9


def test_absorbed_when_born_ability_does_not_trigger():
    st = position(
        step="civ", main=["rome", None, None], civs=[["rome"], [], []], workers=[2, 0, 0], pool=["tiwanaku"]
    )
    st = play(st, "absorb", "take:tiwanaku")
    assert st.points[0] == 0  # AC-4.5.1, AC-12.4.1


def test_skip_leaves_the_pool_untouched():
    st = position(
        step="civ",
        main=["rome", None, None],
        civs=[["rome"], [], []],
        workers=[2, 0, 0],
        pool=["maya"],
        pool_coins=[2],
    )
    st = play(st, "skip")
    assert st.pool == ["maya"] and st.pool_coins == [2] and kind(st) == "act"  # AC-4.6


def test_three_civilizations_force_a_skip():
    three = ["rome", "china", "maya"]
    st = position(
        step="civ",
        main=["maya", None, None],
        civs=[three, [], []],
        absorbed=[["china"], [], []],
        workers=[2, 0, 0],
    )
    assert kind(st) == "act"  # AC-4.3: the lone Skip was taken by itself


def test_culture_worked_example():
    # AC-6.4: one worker on Culture, pay 4 coins, gain 2 points
    st = position(
        main=["rome", None, None],
        civs=[["rome"], [], []],
        workers=[2, 0, 0],
        coins=[5, 3, 3],
        track=[
            "card_culture",
            "card_hunting",
            "card_fishing",
            "card_trade",
            "card_conquest",
            "card_plague",
            "card_agriculture",
            "card_construction",
        ],
        round=1,
    )
    st = play(st, "do:culture")
    assert st.coins[0] == 1 and st.points[0] == 2 and st.placed == 1


def test_round_one_window_gives_six_actions():
    # AC-5.2: the example track Hunting, Fishing, Agriculture, Construction, Conquest ... in round 1
    track = [
        "card_hunting",
        "card_fishing",
        "card_agriculture",
        "card_construction",
        "card_conquest",
        "card_culture",
        "card_trade",
        "card_plague",
    ]
    st = position(
        round=1,
        main=["rome", None, None],
        civs=[["rome"], [], []],
        workers=[4, 0, 0],
        coins=[20, 3, 3],
        track=track,
    )
    acts = {o.split(":")[1] for o in options(st) if o.startswith("do:")}
    assert acts == {"wonder", "research", "exploit", "hunting", "fishing", "agriculture"}


def test_plague_card_in_the_window_offers_no_action():
    # AC-6.11, D-39
    track = [
        "card_plague",
        "card_fishing",
        "card_agriculture",
        "card_construction",
        "card_conquest",
        "card_culture",
        "card_trade",
        "card_hunting",
    ]
    st = position(
        round=1,
        main=["rome", None, None],
        civs=[["rome"], [], []],
        workers=[4, 0, 0],
        coins=[20, 3, 3],
        track=track,
    )
    acts = {o.split(":")[1] for o in options(st) if o.startswith("do:")}
    assert acts == {"wonder", "research", "exploit", "fishing", "agriculture"}


def test_each_space_once_per_turn_research_twice():
    # AC-5.4, AC-6.2: Research has two spaces; the second technology may build on the first
    st = position(main=["rome", None, None], civs=[["rome"], [], []], workers=[3, 0, 0], coins=[20, 3, 3])
    st = play(st, "do:exploit")
    assert "do:exploit" not in options(st)
    st = play(st, "do:research:writing")
    assert "do:research:education" in options(st)
    st = play(st, "do:research:education")
    assert not any(o.startswith("do:research") for o in options(st))
    assert st.techs[0] == ["writing", "education"] and st.points[0] == 2 and st.coins[0] == 20 + 2 - 8


def test_payment_must_be_possible_and_workers_available():
    # AC-5.3, AC-5.7
    st = position(main=["rome", None, None], civs=[["rome"], [], []], workers=[1, 0, 0], coins=[3, 3, 3])
    opts = options(st)
    assert "do:wonder" not in opts and not any(o.startswith("do:research") for o in opts)
    st = play(st, "do:exploit")
    assert [o for o in options(st) if o.startswith("do:")] == []


def test_red_space_workers_are_sacrificed_white_ones_return():
    # AC-7.1, AC-7.2, AC-6.3 Exploit, AC-6.10 Agriculture
    track = [
        "card_agriculture",
        "card_hunting",
        "card_fishing",
        "card_culture",
        "card_conquest",
        "card_plague",
        "card_trade",
        "card_construction",
    ]
    st = position(
        round=1,
        main=["rome", None, None],
        civs=[["rome"], [], []],
        workers=[3, 0, 0],
        coins=[0, 3, 3],
        track=track,
    )
    st = play(st, "do:exploit", "do:agriculture", "do:hunting")  # no worker left: the turn ends
    assert st.coins[0] == 2 + 3 + 1 and st.points[0] == 1  # AC-6.7: no technology -> +1 point
    assert st.workers[0] == 1


def test_empty_action_step_is_legal():
    st = position(main=["rome", None, None], civs=[["rome"], [], []], workers=[2, 0, 0])
    st = play(st, "end")  # AC-5.6, D-28
    assert st.workers[0] == 2 and st.current != 0 or st.round == 3


def test_rest_gives_two_coins_and_a_worker_within_the_cap():
    # AC-5.1, AC-5.8, AC-5.9
    st = position(main=["rome", None, None], civs=[["rome"], [], []], workers=[4, 0, 0], coins=[1, 3, 3])
    st = play(st, "rest")
    assert st.coins[0] == 3 and st.workers[0] == 4
    st = position(main=["rome", None, None], civs=[["rome"], [], []], workers=[2, 0, 0], coins=[1, 3, 3])
    st = play(st, "rest")
    assert st.workers[0] == 3


def test_rest_is_not_offered_after_an_action():
    st = position(main=["rome", None, None], civs=[["rome"], [], []], workers=[2, 0, 0], coins=[0, 3, 3])
    st = play(st, "do:exploit")
    assert "rest" not in options(st)  # AC-5.1


def test_trade_gives_every_other_player_a_coin():
    track = [
        "card_trade",
        "card_hunting",
        "card_fishing",
        "card_agriculture",
        "card_conquest",
        "card_plague",
        "card_culture",
        "card_construction",
    ]
    st = position(
        round=1,
        main=["rome", None, None],
        civs=[["rome"], [], []],
        workers=[2, 0, 0],
        coins=[0, 0, 5],
        track=track,
    )
    st = play(st, "do:trade")
    assert st.coins == [2, 1, 6]  # AC-6.9


def test_construction_needs_two_workers_and_two_coins():
    track = [
        "card_construction",
        "card_hunting",
        "card_fishing",
        "card_agriculture",
        "card_conquest",
        "card_plague",
        "card_culture",
        "card_trade",
    ]
    st = position(
        round=1,
        main=["ottoman_empire", None, None],
        civs=[["ottoman_empire"], [], []],
        workers=[3, 0, 0],
        coins=[2, 3, 3],
        track=track,
    )
    st = play(st, "do:construction")
    assert st.points[0] == 2 and st.coins[0] == 0 and st.placed == 2  # AC-6.5


def test_wonder_action_gives_three_points_and_a_wonder():
    st = position(
        main=["rome", None, None],
        civs=[["rome"], [], []],
        workers=[2, 0, 0],
        coins=[7, 3, 3],
        wonder_pool=["pyramids", "colossus"],
    )
    st = play(st, "do:wonder")
    assert kind(st) == "pick_wonder"
    st = play(st, "wonder:colossus")
    assert st.points[0] == 3 and st.coins[0] == 0 and st.wonders[0] == ["colossus"]  # AC-6.1, AC-11.2
    assert st.wonder_pool == ["pyramids"]


def test_wonder_with_an_empty_pool_still_scores():
    st = position(
        main=["rome", None, None], civs=[["rome"], [], []], workers=[1, 0, 0], coins=[7, 3, 3], wonder_pool=[]
    )
    st = play(st, "do:wonder")
    assert st.points[0] == 3 and st.wonders[0] == []  # AC-6.1


def test_conquest_needs_the_most_strength_and_at_least_one():
    # AC-6.6, AC-9.7 ties count; D-13
    track = [
        "card_conquest",
        "card_hunting",
        "card_fishing",
        "card_agriculture",
        "card_trade",
        "card_plague",
        "card_culture",
        "card_construction",
    ]
    base = dict(
        round=1,
        civs=[["franks"], ["persia"], ["rome"]],
        main=["franks", "persia", "rome"],
        workers=[2, 2, 2],
        track=track,
    )
    st = play(position(**base), "do:conquest")  # Franks 2 = Persia 2 -> shared most
    assert st.points[0] == 2 and st.doomed == 1
    st = play(
        position(
            **{**base, "main": ["rome", "persia", "franks"], "civs": [["rome"], ["persia"], ["franks"]]}
        ),
        "do:conquest",
    )
    assert st.points[0] == 0  # weaker
    zero = {**base, "main": ["rome", "china", "india"], "civs": [["rome"], ["china"], ["india"]]}
    st = play(position(**zero), "do:conquest")
    assert st.points[0] == 0  # everyone 0: tied most, but strength 0


def test_first_player_passes_counter_clockwise_and_permanent_card_moves():
    # AC-8.1 (A first in round 1 -> D starts round 2), AC-8.2, AC-8.6, AC-3.4
    st = E.setup(4, {}, seed=5)
    st.first = 0
    st.track = [
        "card_hunting",
        "card_fishing",
        "card_agriculture",
        "card_construction",
        "card_conquest",
        "card_culture",
        "card_trade",
        "card_plague",
    ]
    st.tasks = [{"k": "round_end"}]
    E.machine.advance(st, [])
    assert st.round == 2 and st.first == 3 and E.to_act(st) == {3}


def test_war_weakest_sacrifice_ties_all():
    # AC-8.4, AC-9.4, AC-9.6
    st = E.setup(3, {}, seed=5)
    st.main, st.civs, st.workers = ["franks", "rome", "china"], [["franks"], ["rome"], ["china"]], [2, 2, 0]
    st.track = list(WAR_TRACK)
    st.tasks = [{"k": "round_end"}]
    E.machine.advance(st, [])
    assert st.workers == [2, 1, 0]


def test_plague_every_player_sacrifices():
    st = E.setup(3, {}, seed=5)
    st.main, st.civs, st.workers = ["franks", "rome", "china"], [["franks"], ["rome"], ["china"]], [2, 2, 0]
    st.track = [
        "card_hunting",
        "card_fishing",
        "card_agriculture",
        "card_plague",
        "card_culture",
        "card_trade",
        "card_conquest",
        "card_construction",
    ]
    st.tasks = [{"k": "round_end"}]
    E.machine.advance(st, [])
    assert st.workers == [1, 1, 0]  # AC-9.5, AC-9.6


def test_no_symbol_nothing_happens():
    st = E.setup(3, {}, seed=5)
    st.main, st.civs, st.workers = ["franks", "rome", "china"], [["franks"], ["rome"], ["china"]], [2, 2, 1]
    st.track = [
        "card_hunting",
        "card_fishing",
        "card_agriculture",
        "card_culture",
        "card_plague",
        "card_trade",
        "card_conquest",
        "card_construction",
    ]
    st.tasks = [{"k": "round_end"}]
    E.machine.advance(st, [])
    assert st.workers == [2, 2, 1]  # AC-8.4


def test_turn_order_and_full_round():
    # AC-3.2, AC-3.3, AC-7.5
    st = E.setup(3, {}, seed=9)
    first = st.first
    seen = []
    while st.round == 1:
        seat = sorted(E.to_act(st))[0]
        if not seen or seen[-1] != seat:
            seen.append(seat)
        st, _ = E.apply(st, seat, E.legal_actions(st, seat)[0])
    assert seen == [first, (first + 1) % 3, (first + 2) % 3]


def test_wrong_seat_and_illegal_action_are_refused_without_change():
    st = position(main=["rome", None, None], civs=[["rome"], [], []], workers=[2, 0, 0])
    before = st.model_dump_json()
    with pytest.raises(NotYourTurn):
        E.apply(st, 1, "end")
    for bad in ["do:wonder", "do:research:science", "take:rome", "", "x" * 200, "do"]:
        with pytest.raises(IllegalAction):
            E.apply(st, 0, bad)
    assert st.model_dump_json() == before
