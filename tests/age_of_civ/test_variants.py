"""Innovations (AC-14), Winds of Change (AC-15), Civilization Draft (AC-16) and solo Clash (AC-17)."""

from __future__ import annotations

import pytest

from engines.age_of_civ import rules
from engines.base import BadOptions
from tests.age_of_civ.helpers import QUIET_TRACK, E, G, kind, options, play, position

INNOV = {"innovations": "on"}
WINDS = {"winds_of_change": "on"}
DRAFT = {"draft": "on"}


def neutral(**fields):
    main = ["ottoman_empire", "rome", "rome"]
    return {"main": main, "civs": [[c] for c in main], **fields}


# ---------------------------------------------------------------- Innovations


def test_innovations_setup_reveals_players_plus_one_cards():
    assert len(E.setup(3, INNOV, seed=1).tech_pool) == 4  # AC-14.1
    assert len(E.setup(1, INNOV, seed=1).tech_pool) == 2  # AC-17.7


def test_buying_a_special_card_covers_its_column():
    # AC-14.2 - AC-14.4, D-17
    st = position(
        options=INNOV,
        tech_pool=["innov_left_a", "innov_right_a"],
        coins=[10, 3, 3],
        techs=[["mining"], [], []],
        **neutral(),
    )
    assert "buy:innov_left_a" in options(st) and "buy:innov_right_a" not in options(
        st
    )  # right column not empty
    st = play(st, "buy:innov_left_a")
    assert st.special[0] == "innov_left_a" and st.coins[0] == 9 and st.tech_pool == ["innov_right_a"]
    unlock = set(rules.unlockable(G, st, 0))
    assert "calendar" in unlock and "writing" not in unlock and "education" not in unlock
    assert not any(o.startswith("buy") for o in options(st))  # at most one card per player
    st = play(st, "do:research:calendar")
    assert "do:research:philosophy" in options(st)
    st = play(st, "do:research:philosophy")
    assert "science" in rules.unlockable(G, st, 0) and "engineering" in rules.unlockable(G, st, 0)


def test_buying_is_offered_in_the_civilization_step_too():
    st = position(
        step="civ", options=INNOV, tech_pool=["innov_middle_a"], coins=[1, 3, 3], pool=["maya"], **neutral()
    )
    assert "buy:innov_middle_a" in options(st)
    st = play(st, "buy:innov_middle_a")
    assert kind(st) == "civ_step" and st.coins[0] == 0


# ---------------------------------------------------------------- Winds of Change


def test_winds_setup_draws_three_tokens():
    st = E.setup(3, WINDS, seed=1)
    assert len(st.tokens) == 3 and len(set(st.tokens)) == 3  # AC-15.1
    view = E.view(st, None)
    assert [c.event_token is not None for c in view.track] == [False] * 5 + [True] * 3


def end_round(st, round_number, tokens):
    st.round = round_number
    st.tokens = tokens
    st.tasks = [{"k": "round_end"}]
    E.machine.advance(st, [])
    return st


def event_position(**fields):
    st = E.setup(3, WINDS, seed=3)
    st.main, st.civs = ["ottoman_empire", "rome", "persia"], [["ottoman_empire"], ["rome"], ["persia"]]
    st.track = list(QUIET_TRACK)
    for name, value in fields.items():
        setattr(st, name, value)
    return st


@pytest.mark.parametrize(
    "token,fields,check",
    [
        ("baby_boom", {"workers": [4, 1, 0]}, lambda st: st.workers == [4, 2, 1]),
        ("bountiful_harvest", {"workers": [3, 1, 0], "coins": [0, 0, 0]}, lambda st: st.coins == [3, 1, 0]),
        ("festival", {"wonders": [["pyramids"], ["colossus"], []]}, lambda st: st.points == [2, 2, 0]),
        ("great_debate", {"techs": [[], [], []]}, lambda st: st.points == [2, 2, 2]),
        ("earthquake", {"workers": [2, 1, 0]}, lambda st: st.workers == [1, 0, 0]),
        ("rats", {"coins": [5, 2, 0]}, lambda st: st.coins == [2, 0, 0]),
        ("bribes", {"coins": [5, 5, 1]}, lambda st: st.coins == [2, 2, 1]),
        ("barbarians", {"coins": [5, 5, 5]}, lambda st: st.coins == [5, 2, 5]),
        ("empty", {"coins": [5, 5, 5]}, lambda st: st.coins == [5, 5, 5]),
    ],
)
def test_event_tokens(token, fields, check):
    # AC-15.4, AC-15.5 (ties shared, also at 0; coins never below 0), AC-15.2 token above 6 at end of round 3
    st = event_position(points=[0, 0, 0], **fields)
    st = end_round(st, 3, [token, None, None])
    assert check(st) and st.tokens == [None, None, None]


def test_event_resolves_before_the_war():
    # AC-15.3, AC-8.3, D-18: Barbarians take coins, then the war checks strength
    st = event_position(coins=[0, 0, 6], workers=[2, 2, 2])
    st.track = [*QUIET_TRACK[:5], "card_conquest", "card_culture", "card_plague"]
    st.track[0] = "card_construction"
    st = end_round(st, 3, ["baby_boom", None, None])
    assert st.workers == [3, 2, 3]  # everyone +1, then Rome (0 strength) sacrifices


def test_winds_and_draft_need_two_players():
    assert E.player_range(WINDS) == (2, 4) and E.player_range(DRAFT) == (2, 4)  # AC-15.6, AC-16.8
    with pytest.raises(BadOptions):
        E.setup(1, WINDS, seed=1)


# ---------------------------------------------------------------- Draft


def draft_game(players=3, seed=4):
    st = E.setup(players, DRAFT, seed=seed)
    assert [len(p) for p in st.packs] == [7] * players and st.pool == []  # AC-16.1, AC-16.2
    while E.machine.current(st)["k"] == "draft":
        for seat in sorted(E.to_act(st)):
            st, _ = E.apply(st, seat, E.legal_actions(st, seat)[0])
    return st


def test_draft_deals_picks_and_builds_the_pool():
    st = draft_game()
    assert (
        [len(h) for h in st.hands] == [5, 5, 5] and len(st.pool) == 6 and st.pool_coins == [0] * 6
    )  # AC-16.2
    owned = [c for h in st.hands for c in h] + st.pool
    assert len(owned) == len(set(owned)) == 21


def test_draft_picks_are_simultaneous_private_and_passed_left():
    st = E.setup(3, DRAFT, seed=4)
    assert E.to_act(st) == {0, 1, 2} and E.prompt(st, 0).private  # AC-16.3
    pack1 = list(st.packs[1])
    st, _ = E.apply(st, 0, E.legal_actions(st, 0)[0])
    st, _ = E.apply(st, 1, E.legal_actions(st, 1)[0])
    st, _ = E.apply(st, 2, E.legal_actions(st, 2)[0])
    assert st.packs[2] == pack1[1:]  # seat 1 passed to its left neighbour, seat 2


def test_draft_hands_absent_from_other_views():
    st = draft_game()
    mine = E.view(st, 0)
    assert [c.id for c in mine.hand] == st.hands[0]
    for other in (1, 2, None):
        view = E.view(st, other)
        text = view.model_dump_json()
        assert all(c not in text for c in st.hands[0]) or other is not None and view.hand is not None
        if other is None:
            assert view.hand is None and all(c not in text for h in st.hands for c in h)
    assert E.view(st, 1).hand is not None and not set(st.hands[0]) & {c.id for c in E.view(st, 1).hand}


def draft_position(**fields):
    st = position(options=DRAFT, **fields)
    return st


def test_draft_round_one_birth_gives_no_bonus_later_two():
    # AC-16.4, AC-16.5, AC-16.6 Carthage
    st = position(
        round=1,
        step="birth",
        options=DRAFT,
        hands=[["carthage", "rome"], [], []],
        pool=["maya"],
        coins=[0, 3, 3],
        main=[None] * 3,
        civs=[[], [], []],
    )
    assert kind(st) == "civ_pick_hand" and E.prompt(st, 0).private
    st = play(st, "take:carthage")
    assert st.coins[0] == 0 and st.pool == ["maya"] and st.pool_coins == [0]
    st = position(
        step="civ", options=DRAFT, hands=[["carthage"], [], []], pool=["maya"], coins=[0, 3, 3], **neutral()
    )
    st = play(st, "birth", "take:carthage")
    assert st.coins[0] == 6 and st.pool_coins == [0]
    st = position(
        step="civ", options=DRAFT, hands=[[], [], []], pool=["maya", "rome"], coins=[0, 3, 3], **neutral()
    )
    st = play(st, "absorb", "take:maya")
    assert st.coins[0] == 2 and st.pool == ["rome"]


def test_draft_iberia_and_phoenician_coins():
    # AC-16.6 Iberia: second civilization -> 1 technology; AC-16.7, AC-16.7.1, D-42
    st = position(step="civ", options=DRAFT, hands=[["iberia"], [], []], coins=[0, 3, 3], **neutral())
    st = play(st, "birth", "take:iberia")
    assert kind(st) == "pick_tech"
    st = position(
        round=1,
        step="birth",
        options=DRAFT,
        pool=["carthage"],
        pool_coins=[2],
        coins=[0, 3, 3],
        main=[None] * 3,
        civs=[[], [], []],
    )
    st = play(st, "take:carthage")
    assert st.coins[0] == 6


# ---------------------------------------------------------------- solo Clash


def test_solo_setup():
    st = E.setup(1, {}, seed=6)
    removed = set(G.solo_clash.removed_civilizations)
    assert not removed & set(st.pool + st.deck) and len(st.pool + st.deck) == 34 - 7  # AC-17.2
    assert len(st.wonder_pool) == 4 and st.track[4] == "card_plague" and st.coins == [3]
    assert E.to_act(st) == {0}


def solo(**fields):
    st = position(players=1, **fields)
    return st


def test_solo_birth_places_no_bonus_coins_and_draws_nothing():
    st = position(
        players=1, round=1, step="birth", pool=["rome", "maya"], deck=["inca"], main=[None], civs=[[]]
    )
    st = play(st, "take:rome")
    assert st.pool == ["maya"] and st.pool_coins == [0]  # AC-17.3


def test_solo_end_of_round_order():
    # AC-17.4: coins on pool cards, draw, opponent +1, move, war against the virtual opponent
    st = E.setup(1, {}, seed=6)
    st.main, st.civs, st.workers = ["rome"], [["rome"]], [2]
    st.pool, st.pool_coins, st.deck = ["maya"], [1], ["inca", "kongo"]
    st.track = [
        "card_hunting",
        "card_fishing",
        "card_agriculture",
        "card_conquest",
        "card_plague",
        "card_culture",
        "card_trade",
        "card_construction",
    ]
    st.tasks = [{"k": "round_end"}]
    E.machine.advance(st, [])
    assert st.pool == ["maya", "kongo"] and st.pool_coins == [2, 0] and st.opponent_strength == 1
    assert st.workers == [1]  # war: strength 0 <= 1 (AC-17.5)


def test_solo_plague_at_end_of_round_two():
    st = E.setup(1, {}, seed=6)
    st.workers = [3]
    st.round = 2
    st.tasks = [{"k": "round_end"}]
    E.machine.advance(st, [])
    assert st.workers == [2] and st.opponent_strength == 1  # AC-17.2


def test_solo_comparisons_against_the_opponent():
    # AC-17.5, D-15: ties favour "most" for the player and "weakest" in war
    st = solo(main=["franks"], civs=[["franks"]], opponent_strength=2, round=1)
    assert rules.has_most_strength(G, st, 0)
    st.opponent_strength = 3
    assert not rules.has_most_strength(G, st, 0)


def test_solo_trade_and_lydia():
    # AC-17.6, D-16
    st = solo(
        round=1,
        main=["rome"],
        civs=[["rome"]],
        coins=[0],
        track=["card_trade", *QUIET_TRACK[2:], "card_conquest"],
    )
    st = play(st, "do:trade")
    assert st.coins == [2]
    st = position(players=1, round=1, step="birth", pool=["lydia"], coins=[0], main=[None], civs=[[]])
    st = play(st, "take:lydia")
    assert st.coins == [4]


def test_solo_achievements():
    # AC-17.8, AC-17.1
    st = solo(
        points=[31],
        techs=[[]],
        wonders=[["pyramids", "colossus", "stonehenge", "lighthouse"]],
        main=["rome"],
        civs=[["rome"]],
    )
    st.tasks = [{"k": "game_end"}]
    E.machine.advance(st, [])
    assert st.points == [34]
    assert set(st.achievements) == {
        "exceptional_dynasty",
        "great_kingdom",
        "mighty_empire",
        "primeval_land",
        "world_of_wonders",
    }
    result = E.result(st)
    assert "Mighty Empire" in result.note.en and "Potężne imperium" in result.note.pl


def test_solo_only_with_innovations():
    assert E.player_range(INNOV) == (1, 4)  # AC-17.7
    with pytest.raises(BadOptions):
        E.setup(1, DRAFT, seed=1)


def test_solo_opponent_strength_counts_rounds():
    # AC-17.4 example: at the end of round 2 the virtual opponent has 2 markers
    st = E.setup(1, {}, seed=6)
    st.main, st.civs, st.workers = ["franks"], [["franks"]], [4]
    for round_number in (1, 2):
        st.round = round_number
        st.tasks = [{"k": "round_end"}]
        E.machine.advance(st, [])
        assert st.opponent_strength == round_number
    assert st.round == 3 and "card_plague" in rules.window(st)  # AC-17.2: the Plague in round 3


def test_buying_before_acting_still_allows_rest():
    # AC-14.2, D-17: the purchase is a free option, not an action (AC-5.1)
    st = position(options=INNOV, tech_pool=["innov_left_a"], coins=[3, 3, 3], **neutral())
    st = play(st, "buy:innov_left_a")
    assert "rest" in options(st)
