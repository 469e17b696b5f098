"""Battle abilities (CV-18.3.3, CV-23.4.9, CV-31.5, CV-31.6) and the cards, governments, wonders and
civilizations that change battles."""

from __future__ import annotations

from engines.civilization import combat, rules
from engines.civilization.state import Front
from tests.civilization.helpers import TB, E, act, city, decide, figure, sheet
from tests.civilization.test_combat import field_battle, play_out
from tests.civilization.test_movement import land_world, open_land

METALWORKING, MATHEMATICS = 5, 16  # indexes in the tech list (ability ids "ab:<tech>:<i>:<pay>")


def test_metalworking_adds_three_wounds_to_the_attack_it_is_played_into():
    # CV-31.6: the +3 adds to the wounds the unit deals as it is played into an attack, not to what
    # it absorbs. CV-23.4.1 / CV-31.5: an ability comes before (or after) playing, never during an
    # attack (CV-23.4.9, CV-18.3.3); it is paid with an iron token, once per turn.
    st, sq = field_battle(["infantry:1"], ["infantry:3"])
    sheet(st, 0, techs=[["Metalworking"], [], [], [], []], resources=["iron"])
    st = act(st, 1, "open:infantry:3")
    ability = f"ab:{METALWORKING}:0:iron"
    assert ability in E.legal_actions(st, 0)
    st = act(st, 0, ability)
    assert st.civs[0].resources == [] and ability not in E.legal_actions(st, 0)
    st = act(st, 0, "hit:infantry:1:0")  # 1 + 3 wounds kill the 3; the 1 dies too (3 wounds)
    assert st.battle is None
    assert st.civs[1].standing == [] and st.civs[0].standing == []


def test_mathematics_wounds_an_enemy_unit_in_play_between_attacks():
    # Mathematics (iron): 3 wounds to an enemy unit in play, used before the unit is played.
    st, sq = field_battle(["artillery:1", "artillery:1"], ["mounted:3", "infantry:1"])
    sheet(st, 0, techs=[[], ["Mathematics"], [], [], []], resources=["iron"])
    st = act(st, 1, "open:mounted:3")
    ability = f"ab:{MATHEMATICS}:0:iron"
    st = act(st, 0, ability)
    # the card's "up to 3 wounds, divided as you like": 1 to 3 on the lone enemy unit
    assert E.legal_actions(st, 0) == ["front:0:1", "front:0:2", "front:0:3"]
    st = act(st, 0, "front:0:3")
    assert st.battle.fronts[0].cards == (None, None) and st.battle.lost == (0, 1)  # 3 wounds kill it
    assert E.to_act(st) == {0} and st.tasks[-1]["k"] == "battle"  # then the unit is played


def test_ballistics_wounds_are_divided_among_enemy_units():
    # Ballistics (iron): up to 6 wounds divided as the player likes among enemy units in play,
    # between attacks (CV-23.4.9): 1 kills the infantry 1, 3 more the mounted 3.
    st, sq = field_battle(["artillery:1"], ["mounted:3", "infantry:1"])
    sheet(st, 0, techs=[[], [], [], ["Ballistics"], []], resources=["iron"])
    fronts = [Front(cards=(None, "mounted:3")), Front(cards=(None, "infantry:1"))]
    st.battle = st.battle.model_copy(update={"fronts": fronts, "hands": (["artillery:1"], [])})
    st = decide(st, {"k": "battle", "who": 0, "side": 0})
    ballistics = next(a for a in E.legal_actions(st, 0) if a.startswith("ab:"))
    st = act(st, 0, ballistics)
    st = act(st, 0, "front:1:1")  # the infantry 1 dies
    assert st.battle.lost == (0, 1)
    assert E.legal_actions(st, 0) == ["front:0:1", "front:0:2", "front:0:3", "done"]  # 5 left
    st = act(st, 0, "front:0:3")
    assert st.battle.lost == (0, 2) and st.tasks[-1]["k"] == "battle"


def test_barbarians_use_no_abilities():
    # CV-32.7: the barbarian player uses no ability of its own civilization for the barbarians.
    from tests.civilization.test_combat_entering import village

    st, sq, army = village()
    sheet(st, 1, techs=[[], ["Mathematics"], [], [], []], resources=["iron"])
    sheet(st, 0, techs=[[], ["Mathematics"], [], [], []], resources=["iron"])
    assert E.to_act(st) == {1} and not [a for a in E.legal_actions(st, 1) if a.startswith("ab:")]
    st = act(st, 1, E.legal_actions(st, 1)[0])
    assert f"ab:{MATHEMATICS}:0:iron" in E.legal_actions(st, 0)


def test_himeji_adds_one_to_every_unit():
    # Himeji Samurai Castle: all the owner's units have +1 strength in battle.
    st = land_world()
    r, c = open_land(st)
    sheet(st, 1, wonders=["Himeji Samurai Castle"], standing=["infantry:1"])
    sheet(st, 0, standing=["infantry:1"])
    figure(st, 0, "army", r, c)
    figure(st, 1, "army", r, c + 1)
    combat.start_battle(TB, st, "field", (0, 1), (r, c + 1), [st.figures[0].id], [])
    assert st.battle.plus == (0, 1)
    st = E.machine.apply(st, 1, "open:infantry:1")[0]
    assert combat.totals(st.battle) == (0, 2)


def test_democracy_loses_trade_with_a_battle_and_code_of_laws_gains_a_coin():
    # Democracy (data): losing a battle costs 2 trade; Code of Laws: after a won battle, once a
    # turn, a coin token on the card.
    st, sq = field_battle(["mounted:3"], ["artillery:1"])
    sheet(st, 1, government="Democracy", trade=5)
    sheet(st, 0, techs=[["Code of Laws"], [], [], [], []])
    st = play_out(st)
    assert st.civs[1].trade == 3
    assert st.civs[0].coin_tokens.get("Code of Laws") == 1 and "coin:Code of Laws" in st.civs[0].used


def test_china_takes_back_one_unit_killed_in_the_battle():
    # China (CV-5.6): after each battle one of its units killed in it may return to its forces.
    st, sq = field_battle(["infantry:1", "mounted:3", "mounted:3"], ["infantry:3"])
    sheet(st, 0, civ="china")
    st = act(st, 1, "open:infantry:3")
    st = act(st, 0, "hit:infantry:1:0")  # dies
    st = play_out(st)
    while st.tasks and st.tasks[-1]["k"] == "loot":
        st = act(st, 0, E.legal_actions(st, 0)[0])
    assert st.tasks[-1]["k"] == "china_return" and "unit:infantry:1" in E.legal_actions(st, 0)
    st = act(st, 0, "unit:infantry:1")
    assert "infantry:1" in st.civs[0].standing and "infantry:1" not in st.unit_decks["infantry"][-1:]


def test_after_a_battle_figures_move_on_and_a_taken_centre_is_an_ordinary_square():
    # CV-32.19: a figure may move out of a square it shares with enemy figures; CV-32.20: after a
    # city falls, the winner's armies stand on an ordinary square.
    st = land_world()
    r, c = open_land(st)
    own = figure(st, 0, "army", r, c)
    figure(st, 1, "scout", r, c)  # set by hand: a shared square
    mover = rules.Mover(TB, st, 0, [own.id])
    assert mover.destinations((r, c), 2)
    target = city(st, 1, r, c + 1)
    city(st, 1, r + 8, c, capital=True)
    from engines.civilization import spoils

    spoils.destroy_city(TB, st, target, [])
    assert rules.Mover(TB, st, 0, [own.id]).can_end((r, c + 1))


def test_russia_sacrifices_a_figure_in_an_enemy_city_for_a_tech():
    # Russia (CV-5.6): once a turn a figure steps into an enemy city centre and is sacrificed for a
    # tech that city's owner knows; the figure does not attack.
    st = land_world()
    r, c = open_land(st)
    sheet(st, 0, civ="russia", techs=[["Currency"], [], [], [], []])
    sheet(st, 1, techs=[["Pottery"], [], [], [], []])
    scout = figure(st, 0, "scout", r, c)
    city(st, 1, r, c + 1)
    from tests.civilization.test_combat_entering import mover

    st = mover(st, 0, scout.id)
    assert "sacrifice:e" in E.legal_actions(st, 0) and "go:e" not in E.legal_actions(st, 0)
    st = act(st, 0, "sacrifice:e")
    assert not [f for f in st.figures if f.owner == 0] and st.battle is None
    assert E.legal_actions(st, 0) == ["tech:Pottery"]
    st = act(st, 0, "tech:Pottery")
    assert st.civs[0].knows("Pottery") and "russia" in st.civs[0].used


def test_a_hut_marker_pays_for_a_battle_ability_in_the_private_prompt():
    # CV-20.3.1 / CV-18.2.3: a hut or village marker is a resource; spent, it goes to the box. It
    # may pay for a battle ability in the (private, CV-30.4) battle prompt.
    st, sq = field_battle(["infantry:1"], ["infantry:3"])
    sheet(st, 0, techs=[["Metalworking"], [], [], [], []], resources=[], markers=["iron", "spy"])
    st = act(st, 1, "open:infantry:3")
    assert E.prompt(st, 0).private
    market = dict(st.resource_market)
    st = act(st, 0, f"abm:{METALWORKING}:0:iron")
    assert st.civs[0].markers == ["spy"] and st.tasks[-1]["plus"] == 3
    assert st.resource_market == market  # to the box, not the market


def test_an_ability_may_follow_the_unit_played():
    # CV-23.4.1 / CV-31.5: a battle turn is ability, unit, ability: after its unit wounds the enemy,
    # the player may finish that unit with Mathematics' wounds before the other side plays.
    st, sq = field_battle(["infantry:2", "infantry:1"], ["infantry:3", "infantry:1"])
    sheet(st, 0, techs=[[], ["Mathematics"], [], [], []], resources=["iron"])
    st = act(st, 1, "open:infantry:3")
    st = act(st, 0, "hit:infantry:2:0")  # 2 wounds on the 3; the 2 dies
    assert st.tasks[-1].get("after") and set(E.legal_actions(st, 0)) == {f"ab:{MATHEMATICS}:0:iron", "skip"}
    assert E.agents()["heuristic"].choose(E, st, 0, salt=0) == f"ab:{MATHEMATICS}:0:iron"
    assert E.timeout_action(st, 0) == "skip"  # an absent player pays for no ability (CV-30.4)
    st = act(st, 0, f"ab:{MATHEMATICS}:0:iron")
    assert st.battle.lost == (1, 1) and E.to_act(st) == {1}
