"""Combat (CV-23): battle forces, the combat bonus, engaging with wounds and trumping, resolution.
The rulebook's worked combat examples are here, each citing its rule."""

from __future__ import annotations

from engines.civilization import combat
from engines.civilization.state import Battle, Front
from tests.civilization.helpers import TB, E, act, city, decide, figure, piece, sheet
from tests.civilization.test_movement import land_world, open_land


def table(hands, ranks=({}, {}), kind="field", bonus=(0, 0), next_side=1, fronts=()):
    """A battle in progress, set through the state model."""
    st = land_world()
    st.battle = Battle(
        kind=kind,
        seats=(0, 1),
        r=0,
        c=0,
        hands=(list(hands[0]), list(hands[1])),
        ranks=ranks,
        bonus=bonus,
        next_side=next_side,
        fronts=list(fronts),
    )
    return st


def field_battle(att_cards, def_cards, att_armies=1, def_armies=1):
    """Seat 0's army (group) steps east onto seat 1's army: a field battle through the engine."""
    st = land_world()
    r, c = open_land(st)
    ids = [figure(st, 0, "army", r, c).id for _ in range(att_armies)]
    for _ in range(def_armies):
        figure(st, 1, "army", r, c + 1)
    sheet(st, 0, standing=list(att_cards), trade=5, culture=4, resources=["wheat"])
    sheet(st, 1, standing=list(def_cards), trade=6, culture=5, resources=["silk"])
    st = decide(st, {"k": "move", "who": 0})
    st = act(st, 0, f"grp:{r}:{c}" if att_armies > 1 else f"fig:{ids[0]}")
    st = act(st, 0, "go:e")
    return st, (r, c + 1)


def play_out(st, pick=lambda ids: ids[0]):
    """Both sides play until the battle is over (first legal play unless told otherwise)."""
    while st.battle is not None and not st.finished:
        (seat,) = E.to_act(st)
        ids = [a for a in E.legal_actions(st, seat) if a.split(":")[0] in ("open", "hit")]
        st = act(st, seat, pick(ids))
    return st


# ---------------------------------------------------------------- the rulebook's examples


def test_rulebook_example_1_a_new_front_fights_nobody():
    # CV-23.4.3 example 1: player A has a mounted 3 in play; B plays a mounted 2 on a new front:
    # no front holds two units, so there is no attack. CV-23.4.4: one unit per side on a front.
    st = table(([], ["mounted:2"]), fronts=[Front(cards=("mounted:3", None))])
    combat.play(TB, st, 1, 0, None)
    b = st.battle
    assert [f.cards for f in b.fronts] == [("mounted:3", None), (None, "mounted:2")]
    assert all(f.wounds == (0, 0) for f in b.fronts) and b.lost == (0, 0)
    assert combat.open_fronts(b, 0) == [1] and combat.open_fronts(b, 1) == [0]


def test_rulebook_example_2_the_stronger_unit_kills_and_keeps_two_wounds():
    # CV-23.4.5 example 2: B's infantry 2 was played first; A's 3 attacks it: the 2 dies, the 3
    # takes 2 wounds and survives. (Both infantry: no trump.) The dead unit goes face up to the
    # bottom of its deck.
    st = table((["infantry:3"], []), fronts=[Front(cards=(None, "infantry:2"))])
    deck_before = list(st.unit_decks["infantry"])
    combat.play(TB, st, 0, 0, 0)
    b = st.battle
    assert b.fronts[0].cards == ("infantry:3", None) and b.fronts[0].wounds == (2, 0)
    assert b.lost == (0, 1)
    assert st.unit_decks["infantry"] == [*deck_before, "infantry:2"] and st.unit_face_up["infantry"] == 1
    # CV-23.5.1: at the end wounds are removed: the wounded 3 counts 3
    assert combat.totals(b) == (3, 0)


def test_rulebook_example_3_a_wounded_unit_still_deals_its_full_strength():
    # CV-23.4.6 example 3: A's wounded 3 (2 wounds) is attacked by B's 3: both die.
    st = table(([], ["infantry:3"]), fronts=[Front(cards=("infantry:3", None), wounds=(2, 0))])
    combat.play(TB, st, 1, 0, 0)
    b = st.battle
    assert b.fronts[0].cards == (None, None) and b.lost == (1, 1)
    assert combat.open_fronts(b, 0) == [] and combat.open_fronts(b, 1) == []


def test_rulebook_example_4_the_trumping_unit_strikes_first():
    # CV-23.4.7 example 4: as in example 3 but B's 3 is infantry attacking A's wounded mounted 3:
    # infantry trumps mounted, deals 3 first, kills it and takes no wound.
    st = table(([], ["infantry:3"]), fronts=[Front(cards=("mounted:3", None), wounds=(2, 0))])
    combat.play(TB, st, 1, 0, 0)
    b = st.battle
    assert b.fronts[0].cards == (None, "infantry:3") and b.fronts[0].wounds == (0, 0)
    assert b.lost == (1, 0)


def test_trumping_unit_that_does_not_kill_takes_the_blow_after():
    # CV-23.4.7: the whole cycle infantry > mounted > artillery > infantry; a trumping strike that
    # does not kill is answered. CV-23.4.10: the survivor is alone on its front again.
    assert combat.trumps(TB, "infantry:1", "mounted:1") and combat.trumps(TB, "mounted:1", "artillery:1")
    assert combat.trumps(TB, "artillery:1", "infantry:1") and not combat.trumps(TB, "mounted:1", "infantry:1")
    st = table((["mounted:1"], []), fronts=[Front(cards=(None, "artillery:3"))])
    combat.play(TB, st, 0, 0, 0)  # mounted 1 trumps artillery 3: deals 1 first, then takes 3
    b = st.battle
    assert b.fronts[0].cards == (None, "artillery:3") and b.fronts[0].wounds == (0, 1)
    assert combat.open_fronts(b, 0) == [0]


def test_aircraft_exchange_damage_at_once():
    # CV-23.4.8 / CV-12.1.4: aircraft never trump and are never trumped, and have no ranks.
    assert not combat.trumps(TB, "aircraft:5", "infantry:1") and not combat.trumps(
        TB, "infantry:1", "aircraft:5"
    )
    st = table(
        (["aircraft:5"], []),
        ranks=({"infantry": 4}, {"infantry": 4}),
        fronts=[Front(cards=(None, "infantry:1"))],
    )
    combat.play(TB, st, 0, 0, 0)
    b = st.battle
    assert combat.strength("aircraft:5", {"infantry": 4}) == 5
    # the aircraft 5 and the rank-4 infantry 4 strike at once: the infantry dies, the aircraft keeps 4
    assert b.fronts[0].wounds == (4, 0) and b.fronts[0].cards == ("aircraft:5", None)


def test_units_fight_at_their_owners_rank():
    # CV-12.1.2 / CV-23.2.3 rulebook example: with the mounted marker at rank 2 the card's knight edge
    # is used: each rank adds 1 (CV-12.1.3).
    assert combat.strength("mounted:1", {"mounted": 2}) == 2
    assert combat.strength("mounted:3", {"mounted": 4}) == 6
    assert combat.strength("infantry:2", {"mounted": 4}) == 2


def test_rulebook_bonus_example_the_card_shows_the_difference():
    # CV-23.3.2 rulebook example: +12 against +8 gives the first player the card at +4; CV-23.3.1:
    # a capital +12, a walled city +4 more, barracks +2, academies +4 (CV-13.3.3), generals +4.
    st = land_world()
    r, c = open_land(st)
    cap = city(st, 1, r, c, capital=True)
    assert combat.combat_bonus(TB, st, 1, cap) == 12
    piece(st, 0, "building", "Academy", r + 5, c)
    piece(st, 0, "building", "Barracks", r + 5, c + 1)
    piece(st, 0, "great_person", "general", r + 5, c + 2)
    piece(st, 0, "great_person", "artist", r + 5, c + 3)
    assert combat.combat_bonus(TB, st, 0, None) == 10
    st.cities = [st.cities[cap].model_copy(update={"walled": True})]
    assert combat.combat_bonus(TB, st, 1, 0) == 16
    other = city(st, 1, r + 6, c)
    assert combat.combat_bonus(TB, st, 1, other) == 6


def test_battle_forces_hand_size():
    # CV-23.2.1: 3, +2 per army beyond the first (CV-32.23: scouts do not count), +1 under
    # Fundamentalism, +3 defending a city; CV-23.2.2: fewer standing cards are all drawn.
    st = land_world()
    assert combat.hand_size(TB, st, 0, 1, False) == 3
    assert combat.hand_size(TB, st, 0, 3, False) == 7
    assert combat.hand_size(TB, st, 0, 0, True) == 6
    sheet(st, 0, government="Fundamentalism")
    assert combat.hand_size(TB, st, 0, 1, False) == 4
    st, sq = field_battle(
        ["infantry:1", "mounted:2", "artillery:3", "infantry:3", "mounted:1"], ["infantry:2"], 2
    )
    b = st.battle
    assert len(b.hands[0]) == 5 and len(b.hands[1]) == 1  # 3 + 2 for the second army; all of 1
    assert st.civs[0].standing == [] and st.civs[1].standing == []
    figure(st, 1, "scout", *sq)  # a scout adds nothing (counted at the start only, shown here)
    assert len(combat.armies_at(st, 1, sq)) == 1


def test_the_defender_plays_first_and_an_empty_hand_sits_out():
    # CV-23.4.1: the defender starts, then the sides alternate; a side out of units takes no more
    # turns and the other plays on. CV-30.4: each battle turn is a prompt to that player, private.
    st, sq = field_battle(["infantry:1", "mounted:2", "artillery:3"], ["infantry:2"])
    assert E.to_act(st) == {1}
    prompt = E.prompt(st, 1)
    assert prompt.private and all(o.id.split(":")[0] == "open" for o in prompt.options)
    st = act(st, 1, "open:infantry:2")
    assert E.to_act(st) == {0}
    st = act(st, 0, "hit:artillery:3:0")  # artillery trumps infantry
    assert E.to_act(st) == {0} and st.battle.hands[1] == []
    st = act(st, 0, "open:mounted:2")
    st = act(st, 0, "open:infantry:1")
    assert st.battle is None  # CV-23.5: resolved once both hands are empty


def test_walled_city_attacker_plays_first():
    # CV-23.4.2: against a walled city the attacker plays first.
    st = land_world()
    r, c = open_land(st)
    figure(st, 0, "army", r, c)
    city(st, 1, r, c + 1)
    city(st, 1, r + 8, c, capital=True)
    st.cities = [st.cities[0].model_copy(update={"walled": True}), st.cities[1]]
    sheet(st, 0, standing=["infantry:1"])
    sheet(st, 1, standing=["infantry:2"])
    st = decide(st, {"k": "move", "who": 0})
    st = act(st, 0, f"fig:{st.figures[0].id}")
    st = act(st, 0, "go:e")
    assert st.battle.kind == "city" and E.to_act(st) == {0}
    assert st.battle.bonus == (0, 10)  # CV-23.3.1: +6 city, +4 walls


def test_ties_go_to_the_defender_and_the_losers_figures_die():
    # CV-23.5.2: equal totals: the defender wins. CV-23.6.1: the loser's figures in the square are
    # killed and go back to the unbuilt pieces (CV-11.4).
    st, sq = field_battle(["infantry:2"], ["infantry:2"])
    before = st.civs[0].unbuilt["army"]
    st = play_out(st, pick=lambda ids: next(a for a in ids if a.startswith("open")))  # 2 against 2
    assert [f.owner for f in st.figures if (f.r, f.c) == sq] == [1]
    assert st.civs[0].unbuilt["army"] == before + 1


def test_winner_loses_an_army_for_every_two_units_lost():
    # CV-23.5.3 with real losses: the attacker (3 armies) loses 2 units and wins: one army is lost.
    st, sq = field_battle(
        ["infantry:1", "infantry:1", "artillery:3", "artillery:3", "artillery:3"], ["mounted:3"], att_armies=3
    )
    st = act(st, 1, "open:mounted:3")
    st = act(st, 0, "hit:infantry:1:0")  # infantry trumps mounted: 1 wound first, then dies to the 3
    st = act(st, 0, "hit:infantry:1:0")  # the same again: the mounted keeps 2 wounds
    assert st.battle.lost == (2, 0)
    st = play_out(st, pick=lambda ids: next((a for a in ids if a.startswith("open")), ids[0]))
    assert len([f for f in st.figures if (f.r, f.c) == sq and f.owner == 0]) == 2
    assert not [f for f in st.figures if f.owner == 1 and (f.r, f.c) == sq]


def test_no_units_means_the_bonus_alone_and_there_is_no_retreat():
    # CV-32.13: a defender with no units draws nothing, total = bonus; the attacker plays all its
    # cards on new fronts. CV-32.26: no option ever withdraws from a battle.
    st, sq = field_battle(["infantry:1", "mounted:1"], [])
    assert st.battle.hands[1] == [] and E.to_act(st) == {0}
    assert all(a.split(":")[0] in ("open", "hit", "ab") for a in E.legal_actions(st, 0))
    st = act(st, 0, "open:infantry:1")
    st = act(st, 0, "open:mounted:1")
    assert st.battle is None or st.tasks[-1]["k"] == "loot"
    assert [f.owner for f in st.figures if (f.r, f.c) == sq] == [0]


def test_aftermath_survivors_return_and_killed_units_wait_face_up():
    # CV-23.7.1: surviving units go back to the standing forces of both sides; killed units lie face
    # up at the bottom of their decks; CV-12.3.3: a draw that reaches them shuffles them first.
    st, sq = field_battle(["infantry:3", "mounted:1"], ["infantry:2", "artillery:2"])
    st = act(st, 1, "open:infantry:2")
    st = act(st, 0, "hit:infantry:3:0")  # kills the 2, keeps 2 wounds
    st = act(st, 1, "open:artillery:2")
    st = act(st, 0, "open:mounted:1")
    assert st.battle is None
    assert sorted(st.civs[0].standing) == ["infantry:3", "mounted:1"]
    assert st.civs[1].standing == ["artillery:2"]
    st.unit_decks = {**st.unit_decks, "infantry": ["infantry:2"]}
    st.unit_face_up = {**st.unit_face_up, "infantry": 1}
    assert combat.draw_unit(st, "infantry") == "infantry:2" and st.unit_face_up["infantry"] == 0


def test_a_timed_out_battle_turn_opens_a_front():
    # CV-30.4 with CV-30.2's timeouts: a battle never stalls; the timed-out seat opens a new front.
    st, sq = field_battle(["infantry:1"], ["mounted:2"])
    assert E.timeout_action(st, 1) == "open:mounted:2"
    assert E.timeout_action(st, 0) is None


def test_the_heuristic_kills_with_a_trump_and_avoids_losing_trades():
    # Agents fight sensibly: with a lone enemy mounted 3 in play, the heuristic attacks with the
    # infantry 3 (it trumps and kills unharmed), and never throws the artillery 1 at it.
    st, sq = field_battle(["artillery:1", "infantry:3"], ["mounted:3"])
    st = act(st, 1, "open:mounted:3")
    agent = E.agents()["heuristic"]
    assert agent.choose(E, st, 0, salt=0) == "hit:infantry:3:0"
    st = act(st, 0, "open:artillery:1")
    assert combat.attack_value(TB, st.battle, 0, "artillery:1", 0) < 0
