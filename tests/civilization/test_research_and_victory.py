"""Research (CV-21, CV-22) and the victories of part 1 (CV-28.2, CV-28.3)."""

from __future__ import annotations

from engines.civilization import effects as fx
from engines.civilization import rules
from engines.civilization.victory import check_economic
from tests.civilization.helpers import TB, E, act, city, decide, explore_everything, set_up, sheet


def game():
    return set_up(["america", "rome"])


def research(st, *, first=0):
    st.first_player = first
    return decide(st, {"k": "research", "who": [first, 1 - first]})


def test_rulebook_research_examples():
    # CV-21.2.1 example 1: Sailing (level II) needs 11 trade; with 18 the dial goes to 0.
    # CV-21.2.2 example 2: with 4 coins the player keeps 4 trade (CV-32.22: the cost is all trade
    # minus the coins kept).
    st = game()
    sheet(st, 0, trade=18, techs=[["Currency", "Pottery", "Writing"], [], [], [], []])
    assert rules.research_threshold(TB, st, 0, 2) == 11
    st = research(st)
    assert "tech:Sailing" in E.legal_actions(st, 0)
    st = act(st, 0, "tech:Sailing")
    assert st.civs[0].trade == 18  # secret until everyone chose (CV-21.1.1)
    st = act(st, 1, "pass")
    assert st.civs[0].trade == 0 and st.civs[0].knows("Sailing")
    st = game()
    sheet(
        st,
        0,
        trade=18,
        techs=[["Currency", "Pottery", "Writing"], [], [], [], []],
        coin_tokens={"Pottery": 4},
    )
    assert fx.coins(TB, st, 0) >= 4
    keep = fx.coins(TB, st, 0)
    st = act(act(research(st), 0, "tech:Sailing"), 1, "pass")
    assert st.civs[0].trade == min(18, keep)


def test_thresholds_by_level():
    # CV-21.2.1: I 6, II 11, III 16, IV 21, V 26
    st = game()
    assert [rules.research_threshold(TB, st, 0, lv) for lv in range(1, 6)] == [6, 11, 16, 21, 26]
    sheet(st, 0, trade=5)
    assert rules.researchable(TB, st, 0) == []


def test_the_pyramid_rule():
    # CV-21.3.1 level I always; CV-21.3.2 a level-L tech needs count(L-1) >= count(L) + 2;
    # CV-21.3.5 no tech twice.
    st = game()
    sheet(st, 0, trade=27, techs=[["Currency"], [], [], [], []])
    names = set(rules.researchable(TB, st, 0))
    assert all(TB.techs[n].level == 1 for n in names) and "Currency" not in names
    sheet(st, 0, techs=[["Currency", "Pottery"], [], [], [], []])
    assert any(TB.techs[n].level == 2 for n in rules.researchable(TB, st, 0))
    sheet(st, 0, techs=[["Currency", "Pottery"], ["Sailing"], [], [], []])
    assert not any(TB.techs[n].level == 2 for n in rules.researchable(TB, st, 0))
    sheet(st, 0, techs=[["Currency", "Pottery", "Writing"], ["Sailing"], [], [], []])
    levels = {TB.techs[n].level for n in rules.researchable(TB, st, 0)}
    assert levels == {1, 2}


def real_pyramid(counts):
    by_level = {lv: [n for n, t in TB.techs.items() if t.level == lv] for lv in range(1, 6)}
    return [by_level[lv + 1][:n] for lv, n in enumerate(counts)]


def test_space_flight_needs_fifteen_techs():
    # CV-21.3.3: 5 + 4 + 3 + 2 + 1 = 15 techs at least, Space Flight included.
    from itertools import product

    civ = game().civs[0]
    assert rules.slot_free(civ.model_copy(update={"techs": real_pyramid((5, 4, 3, 2, 0))}), 4)
    smallest = None
    for counts in product(range(8), range(7), range(6), range(5)):
        legal = all(counts[k] == 0 or counts[k] <= counts[k - 1] - 1 for k in range(1, 4))
        pyramid = civ.model_copy(update={"techs": real_pyramid((*counts, 0))})
        if legal and rules.slot_free(pyramid, 4):
            total = sum(counts) + 1
            smallest = total if smallest is None else min(smallest, total)
    assert smallest == 15


def test_starting_tech_counts_as_level_one():
    # CV-21.3.4: Russia's Communism (level III) sits in the bottom row and supports level II.
    st = set_up(["russia", "rome"])
    assert st.civs[0].techs[0] == ["Communism"]
    sheet(st, 0, trade=11, techs=[["Communism", "Pottery"], [], [], [], []])
    assert any(TB.techs[n].level == 2 for n in rules.researchable(TB, st, 0))


def test_learning_applies_the_card_at_once():
    # CV-22.1 / CV-22.2 unlocks; CV-12.2 / CV-22.3 unit upgrades never go down; CV-22.7 printed coin;
    # CV-22.9 characteristics (Irrigation: 3 cities).
    st = game()
    rules.learn(TB, st, 0, "Chivalry", [])
    assert st.civs[0].ranks["mounted"] == 2 and "Feudalism" in st.civs[0].unlocked_governments
    coins = fx.coins(TB, st, 0)
    rules.learn(TB, st, 0, "Civil Service", [])
    assert fx.coins(TB, st, 0) == coins + 1
    assert fx.city_limit(TB, st, 0) == 2
    rules.learn(TB, st, 0, "Irrigation", [])
    assert fx.city_limit(TB, st, 0) == 3
    assert fx.hand_limit(TB, st, 0) == 3  # CV-16.1 / CV-22.6: Civil Service +1


def test_germany_gains_a_unit_and_a_resource_for_unit_techs():
    # CV-5.6.4
    st = set_up(["germany", "rome"])
    sheet(st, 0, trade=11, techs=[["Metalworking", "Pottery"], [], [], [], []])
    st = research(st)
    before = len(st.civs[0].standing)
    st = act(act(st, 0, "tech:Mathematics"), 1, "pass")
    assert st.civs[0].ranks["artillery"] == 2
    assert len(st.civs[0].standing) == before + 1
    assert E.to_act(st) == {0}
    st = act(st, 0, "res:iron")
    assert st.civs[0].resources == ["iron"]


def test_space_flight_wins_earliest_in_turn_order():
    # CV-1.2 / CV-1.2.2 / CV-21.3.7 / CV-28.2 / CV-28.5: the first in turn order who learns it wins
    # at once; CV-4.8 / CV-2.7: the single Space Flight card goes to one player only.
    st = game()
    for seat in (0, 1):
        sheet(st, seat, trade=26, techs=real_pyramid((5, 4, 3, 2, 0)))
    st = research(st, first=1)
    st = act(st, 0, "tech:Space Flight")
    st = act(st, 1, "tech:Space Flight")
    assert st.finished and st.winners == [1] and st.victory == "technology"
    assert E.result(st).winners() == [1]
    assert not st.civs[0].knows("Space Flight")


def test_fifteen_coins_win_at_once():
    # CV-1.2.3 / CV-28.3 / CV-24.3: 15 coins at any moment.
    st = game()
    sheet(st, 0, coin_tokens={"Pottery": 4, "Democracy": 4, "Printing Press": 4})
    ev = []
    check_economic(TB, st, ev)
    assert not st.finished
    have = fx.coins(TB, st, 0)
    sheet(st, 0, coin_tokens={**st.civs[0].coin_tokens, "Panama Canal": 15 - have})
    assert fx.coins(TB, st, 0) == 15
    check_economic(TB, st, ev)
    assert st.finished and st.winners == [0] and st.victory == "economic"


def test_economic_victory_through_a_coin_task_move():
    # CV-28.3 checked after every move; CV-22.8 coin tasks.
    st = game()
    base = fx.coins(TB, st, 0)
    sheet(
        st,
        0,
        techs=[["Currency", "Pottery"], [], [], [], []],
        resources=["wheat", "silk"],
        coin_tokens={"x": 14 - base},
    )
    assert fx.coins(TB, st, 0) == 14
    st = decide(st, {"k": "city", "who": 0})
    coin = next(a for a in E.legal_actions(st, 0) if a.startswith("coin:"))
    new, _ = E.apply(st, 0, coin)
    assert new.finished and new.victory == "economic"
    assert E.to_act(new) == set()


def test_training_game_without_egypt_rome_or_wonders_ends_at_a_third_city():
    # CV-4.11 (option training=on): Egypt, Rome and all wonders are left out; the game stops when a
    # player builds a third city, with no winner (every seat ties).
    from engines.civilization.state import Figure

    for seed in range(6):
        st = E.setup(4, {"training": "on"}, seed)
        assert not {"egypt", "rome"} & {c.civ for c in st.civs}
        assert st.wonder_market == [] and st.wonder_deck == []
    st = set_up(["america", "china"])
    st.training = True
    explore_everything(st)
    st.cities, st.figures, st.pieces, st.markers = [], [], [], []
    city(st, 0, 5, 1, capital=True)
    city(st, 0, 1, 9)
    sheet(st, 0, techs=[["Irrigation"], [], [], [], []])  # CV-22.9: a third city
    scout = Figure(id=st.next_figure, owner=0, kind="scout", r=9, c=5, placed_turn=0)
    st.next_figure += 1
    st.figures = [scout]
    st = decide(st, {"k": "start", "who": 0})
    found = f"found:{scout.id}"
    assert found in E.legal_actions(st, 0), E.legal_actions(st, 0)
    st = act(st, 0, found)
    assert st.finished and st.victory == "training" and st.winners == []
    assert {s.rank for s in E.result(st).scores} == {1}
