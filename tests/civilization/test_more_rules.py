"""Further part-1 rules: setup pools and decks, timings, scouts, Egypt, coins and trade."""

from __future__ import annotations

from collections import Counter

from engines.civilization import board, rules
from engines.civilization import effects as fx
from engines.civilization.decisions.city import production_items
from engines.civilization.decisions.research import germany_bonus
from engines.civilization.setup import reveal_markers
from tests.civilization.helpers import TB, E, act, decide, explore_everything, figure, set_up, sheet, start


def test_setup_pools_decks_ranks_and_first_player():
    # CV-4.1 civilizations drawn at random, all different; CV-4.3.2 ranks 1, aircraft locked;
    # CV-4.6 great person, hut and village pools; CV-4.9 a random first player; CV-4.10 then
    # player setup; CV-12.1.3 / CV-32.17 rank-1 strengths 1-3 (3/9/3), aircraft 5-7 (3/3/2).
    firsts, civs = set(), set()
    for seed in range(12):
        st = E.setup(2, {}, seed)
        firsts.add(st.first_player)
        assert len(set(st.players_civ)) == 2
        civs |= set(st.players_civ)
        assert st.tasks[-1]["k"] == "capital"
    assert firsts == {0, 1} and len(civs) >= 5
    st = set_up(["rome", "china"])
    assert all(c.ranks == {"artillery": 1, "infantry": 1, "mounted": 1} for c in st.civs)
    assert len(st.hut_pool) == 20 and len(st.village_pool) == 10 and len(st.great_person_pool) == 18
    for kind in ("artillery", "infantry", "mounted"):
        deck = st.unit_decks[kind] + [c for civ in st.civs for c in civ.standing if c.startswith(kind)]
        assert Counter(int(c.split(":")[1]) for c in deck) == {1: 3, 2: 9, 3: 3}
    assert Counter(int(c.split(":")[1]) for c in st.unit_decks["aircraft"]) == {5: 3, 6: 3, 7: 2}


def test_wonder_market_without_egypt():
    # CV-4.3.4: the four ancient wonders face up, medieval then modern face down beneath.
    st = set_up(["rome", "china"])
    deck = TB.data.wonders.default_deck_placeholder
    assert sorted(st.wonder_market) == sorted(deck["ancient"])
    assert sorted(st.wonder_deck[:4]) == sorted(deck["medieval"]) and sorted(st.wonder_deck[4:]) == sorted(
        deck["modern"]
    )


def test_economy_dial_starts_with_owned_coins():
    # CV-5.8: 0, or the coins already owned (America's great person may give one).
    st = set_up(["rome", "china"])
    assert [fx.coins(TB, st, s) for s in (0, 1)] == [0, 0]
    assert E.view(st, None).sheets[0].coins == 0


def test_abilities_only_in_their_phase():
    # CV-6.5 / CV-32.4: a City Management ability is not offered in the Trade phase, and a
    # Trade ability not in City Management; CV-22.4 / CV-18.3.1 paid with its tokens.
    st = set_up(["america", "rome"])
    sheet(st, 0, resources=["incense", "silk"], techs=[["Currency", "Horseback Riding"], [], [], [], []])
    trade = decide(st.model_copy(deep=True), {"k": "trade", "who": 0})
    city = decide(st.model_copy(deep=True), {"k": "city", "who": 0})
    names = list(TB.techs)
    trade_ab = [a for a in E.legal_actions(trade, 0) if a.startswith("ab:")]
    city_ab = [a for a in E.legal_actions(city, 0) if a.startswith("ab:")]
    assert [names[int(a.split(":")[1])] for a in trade_ab] == ["Horseback Riding"]
    assert [names[int(a.split(":")[1])] for a in city_ab] == ["Currency"]
    after = act(trade, 0, trade_ab[0])  # 9 trade, then another player gains 6 (one choice: auto)
    assert after.civs[0].trade == min(27, st.civs[0].trade + 9) and after.civs[1].trade == min(
        27, st.civs[1].trade + 6
    )


def test_scouts_in_enemy_outskirts_and_never_counted_twice():
    # CV-19.5.2 scouts may enter enemy outskirts but not enemy city centres; CV-19.6.1 nor squares
    # with enemy figures; CV-25.3 a square already in the receiving city's outskirts adds nothing.
    st = set_up(["america", "rome"])
    explore_everything(st)
    enemy = st.cities[board.capital_of(st, 1)]
    edge = next(
        sq
        for sq in board.outskirts(enemy)
        if board.square(TB, st, sq).terrain != "water" and not board.figures_at(st, sq)
    )
    scout = figure(st, 0, "scout", edge[0], edge[1])
    assert rules.can_end(TB, st, 0, edge, [scout.id])
    assert not rules.can_enter(TB, st, 0, (enemy.r, enemy.c), True)
    mine = st.cities[board.capital_of(st, 0)]
    inside = next(sq for sq in board.outskirts(mine) if not board.figures_at(st, sq))
    own_scout = figure(st, 0, "scout", *inside)
    st.figures = [
        f.model_copy(update={"sends_to": 0, "sent_square": inside}) if f.id == own_scout.id else f
        for f in st.figures
    ]
    assert board.scout_squares(st, 0) == []


def test_egypt_builds_one_building_a_turn_for_free():
    # CV-5.6.3 / CV-32.6: one city's action builds an unlocked building without paying, once a turn.
    st = set_up(["egypt", "rome"])
    explore_everything(st)
    cap = board.capital_of(st, 0)
    sheet(st, 0, trade=0)
    items = production_items(TB, st, cap)
    assert "free:bld:Workshop" in items and items["free:bld:Workshop"] == (0, 0)
    st = decide(st, {"k": "produce", "who": 0, "city": cap})
    st = act(st, 0, "free:bld:Workshop")
    assert "egypt" in st.civs[0].used
    assert not any(a.startswith("free:") for a in production_items(TB, st, cap))


def test_germany_loses_a_bonus_unit_when_the_deck_is_empty():
    # CV-5.6.7: a free unit from an empty supply is lost.
    st = set_up(["germany", "rome"])
    st.unit_decks = {**st.unit_decks, "artillery": []}
    before = list(st.civs[0].standing)
    rules.learn(TB, st, 0, "Mathematics", [])
    follow = germany_bonus(TB, st, 0, "Mathematics")
    assert st.civs[0].standing == before and follow == [{"k": "pick_resource", "who": 0}]


def test_coins_do_not_protect_trade_spent_on_production():
    # CV-21.2.3: buying production may take the dial below the coins; CV-29.4 / CV-24.2 /
    # CV-32.24: a cost that cannot be paid (the dial would go below 0) is not offered.
    st = set_up(["rome", "china"])
    explore_everything(st)
    cap = board.capital_of(st, 0)
    c = st.cities[cap]
    st.city_bonus = {board.key((c.r, c.c)): 4 - fx.city_production(TB, st, cap)}
    assert fx.city_production(TB, st, cap) == 4
    sheet(st, 0, trade=6, coin_tokens={"Pottery": 4})
    assert production_items(TB, st, cap)["item:scout"] == (6, 6)
    st2 = act(decide(st, {"k": "produce", "who": 0, "city": cap}), 0, "item:scout")
    assert st2.civs[0].trade == 0 and fx.coins(TB, st2, 0) == 4
    sheet(st, 0, trade=5)
    assert "item:scout" not in production_items(TB, st, cap) and "item:army" in production_items(TB, st, cap)


def test_empty_marker_pools_leave_icons_empty():
    # CV-32.11 / CV-20.2.3: with no marker left the icon gets none.
    st = start(["america", "rome"])
    st.hut_pool, st.village_pool = [], []
    index = next(i for i, t in enumerate(st.tiles) if t is not None and t.arrow is None)
    st.tiles = [t.model_copy(update={"arrow": "down"}) if i == index else t for i, t in enumerate(st.tiles)]
    reveal_markers(TB, st, index)
    assert st.markers == []
