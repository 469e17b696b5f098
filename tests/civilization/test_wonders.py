"""Wonder abilities of the base deck as data-driven effects (CV-14, CV-7.1)."""

from __future__ import annotations

import pytest

from engines.civilization import board, rules
from engines.civilization import effects as fx
from engines.kit.effects import EffectDataError
from tests.civilization.helpers import TB, E, act, decide, explore_everything, piece, set_up, sheet


def owner_of(wonder: str, civs=("rome", "china")):
    st = set_up(list(civs))
    explore_everything(st)
    cap = board.capital_of(st, 0)
    c = st.cities[cap]
    sq = next(
        s
        for s in board.outskirts(c)
        if board.square(TB, st, s).terrain != "water"
        and not board.square(TB, st, s).resource
        and not board.figures_at(st, s)
        and not board.piece_at(st, s)
    )
    piece(st, 0, "wonder", wonder, *sq)
    sheet(st, 0, wonders=[wonder])
    return st, sq


def test_start_of_turn_wonders_without_a_choice():
    # CV-7.1: Colossus +3 trade, Stonehenge +1 culture, Panama Canal a coin token, Big Ben one
    # token of every type in the market.
    st, _ = owner_of("The Colossus")
    sheet(st, 0, trade=0)
    st = decide(st, {"k": "sot", "seat": 0})
    assert st.civs[0].trade == 3
    st, _ = owner_of("Stonehenge")
    st = decide(st, {"k": "sot", "seat": 0})
    assert st.civs[0].culture == 1
    st, _ = owner_of("Panama Canal")
    coins = fx.coins(TB, st, 0)
    st = decide(st, {"k": "sot", "seat": 0})
    assert fx.coins(TB, st, 0) == coins + 1
    st, _ = owner_of("Big Ben")
    st.resource_market = {**st.resource_market, "iron": 0}
    st = decide(st, {"k": "sot", "seat": 0})
    assert sorted(st.civs[0].resources) == ["incense", "silk", "wheat"]


def test_hanging_gardens_builds_a_free_figure_on_its_square():
    st, sq = owner_of("The Hanging Gardens")
    army = st.civs[0].unbuilt["army"]
    st = decide(st, {"k": "sot", "seat": 0})
    assert set(E.legal_actions(st, 0)) == {"fig:army", "fig:scout", "skip"}
    st = act(st, 0, "fig:army")
    assert st.civs[0].unbuilt["army"] == army - 1
    assert any((f.r, f.c) == sq and f.kind == "army" and f.owner == 0 for f in st.figures)


def test_great_wall_gives_free_walls():
    st, _ = owner_of("The Great Wall")
    cap = board.capital_of(st, 0)
    st = decide(st, {"k": "sot", "seat": 0})
    st = act(st, 0, f"city:{cap}")
    assert st.cities[cap].walled


def test_statue_of_liberty_teaches_a_tech_another_player_knows():
    # CV-21.3.6: a free tech still needs a legal slot.
    st, _ = owner_of("Statue of Liberty")
    sheet(st, 1, techs=[["Writing", "Pottery"], ["Sailing"], [], [], []])
    st = decide(st, {"k": "sot", "seat": 0})
    assert set(E.legal_actions(st, 0)) == {"tech:Writing", "tech:Pottery", "skip"}  # no slot for Sailing
    st = act(st, 0, "tech:Pottery")
    assert st.civs[0].knows("Pottery")


def test_angkor_wat_harvests_twice_once_a_turn():
    st, _ = owner_of("Angkor Wat", civs=("america", "rome"))
    st.pieces = [p for p in st.pieces if p.kind == "wonder"]  # America's great person off its incense
    cap = board.capital_of(st, 0)
    st = decide(st, {"k": "city_act", "who": 0, "city": cap}, {"k": "city_act", "who": 0, "city": cap})
    st = act(st, 0, "harvest:silk")
    assert st.tasks[-1]["k"] == "harvest_again"
    st = act(st, 0, "harvest:silk")
    assert st.civs[0].resources == ["silk", "silk"]
    st = act(st, 0, "harvest:incense")
    assert st.civs[0].resources == ["silk", "silk", "incense"] and E.to_act(st) == set()


def test_wonder_abilities_come_from_data():
    # CV-14.4, CV-14.5: the ability is data; every op is built (the placeholder `later` is gone).
    assert TB.data.effects.wonders["The Colossus"] == [{"op": "start_trade", "amount": 3}]
    assert TB.data.effects.wonders["United Nations"] == [{"op": "event_immunity"}]
    with pytest.raises(EffectDataError):
        fx.EFFECTS.check([{"op": "start_trade", "amount": 3}, {"op": "later", "what": "spy"}], where="test")
    assert TB.data.effects.wonders["Himeji Samurai Castle"] == [{"op": "battle_strength", "amount": 1}]
    assert rules.wonder_cost(TB, set_up(["rome", "china"]), 0, "Angkor Wat") == 20
