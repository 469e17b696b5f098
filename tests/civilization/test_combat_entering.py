"""Where armies stop: huts (CV-20.3), villages and barbarians (CV-20.4), enemy figures (CV-19.6.2),
enemy cities (CV-19.5.3, CV-23.6.2, CV-28.4) and blockades (CV-26.4); loot (CV-23.6, CV-31.3)."""

from __future__ import annotations

from engines.civilization import board, combat, spoils
from engines.civilization.state import Marker
from tests.civilization.helpers import TB, E, act, city, decide, figure, piece, sheet
from tests.civilization.test_combat import field_battle, play_out
from tests.civilization.test_movement import land_world, open_land


def mover(st, seat, fig_id):
    st = decide(st, {"k": "move", "who": seat})
    return act(st, seat, f"fig:{fig_id}")


def opens(ids):
    return next(a for a in ids if a.startswith("open"))


def test_armies_stop_on_huts_villages_enemies_and_enemy_cities_scouts_never_enter():
    # CV-11.2: only armies fight and explore huts and villages; CV-11.3 / CV-19.6.1: scouts enter
    # none of these squares. CV-19.5.3, CV-19.6.2, CV-20.3.1, CV-20.4.1: an army may, and its move
    # ends there (the engine proposes the square as a target too). CV-19.6 / CV-19.7: enemy figures,
    # huts and villages.
    st = land_world()
    r, c = open_land(st)
    st.markers = [
        Marker(r=r, c=c + 1, kind="hut", content="wheat"),
        Marker(r=r + 1, c=c, kind="village", content="iron"),
    ]
    army = figure(st, 0, "army", r, c)
    figure(st, 1, "army", r - 1, c)
    city(st, 1, r, c - 1)
    scout = figure(st, 0, "scout", r + 1, c + 1)
    st = mover(st, 0, army.id)
    ids = E.legal_actions(st, 0)
    assert {"go:n", "go:e", "go:s", "go:w"} <= set(ids)
    st2 = decide(st, {"k": "move", "who": 0})
    st2 = act(st2, 0, f"fig:{scout.id}")
    ids = E.legal_actions(st2, 0)
    assert "go:w" not in ids and "go:n" not in ids  # the village west, the hut north
    assert f"to:{r}:{c + 1}" not in ids and f"to:{r + 1}:{c}" not in ids
    # CV-19.5.1: an army still cannot end a move on its own city centre
    city(st, 0, r + 8, c)
    assert not any(a == f"to:{r + 8}:{c}" for a in E.legal_actions(st, 0))


def test_a_hut_becomes_a_face_down_resource_and_the_square_normal():
    # CV-20.3.1 / CV-18.2.3: the army's move ends, the marker goes face down to the sheet (the
    # owner sees it, nobody else does) and the square becomes normal. China gains 3 culture (CV-5.6).
    st = land_world()
    r, c = open_land(st)
    st.markers = [Marker(r=r, c=c + 1, kind="hut", content="spy")]
    army = figure(st, 0, "army", r, c)
    st = mover(st, 0, army.id)
    st = act(st, 0, "go:e")
    assert st.markers == [] and st.civs[0].markers == ["spy"]
    assert [(f.r, f.c) for f in st.figures if f.id == army.id] == [(r, c + 1)]
    assert not [t for t in st.tasks if t["k"] == "step"]  # the figure's move is over
    assert E.view(st, 0).private.markers == ["spy"]
    assert "spy" not in E.view(st, 1).model_dump_json() and E.view(st, 1).sheets[0].markers == 1
    st.markers = [Marker(r=r, c=c + 2, kind="hut", content="wheat")]
    sheet(st, 0, civ="china", culture=0)
    spoils.enter(TB, st, 0, [army.id], (r, c + 2), [])
    assert st.civs[0].culture == 3


def village(content="iron", att_cards=("mounted:3", "mounted:3", "mounted:3"), players=("america", "rome")):
    st = land_world()
    r, c = open_land(st)
    st.markers = [Marker(r=r, c=c + 1, kind="village", content=content)]
    army = figure(st, 0, "army", r, c)
    sheet(st, 0, standing=list(att_cards))
    piece(st, 1, "building", "Barracks", r + 6, c)  # the barbarian player's own bonus never counts
    st.unit_decks = {"artillery": ["artillery:1"], "infantry": ["infantry:1"], "mounted": ["mounted:1"]}
    st = mover(st, 0, army.id)
    st = act(st, 0, "go:e")
    return st, (r, c + 1), army


def test_village_barbarians_are_led_by_the_player_to_the_left():
    # CV-20.4.2: the player to the attacker's left draws one artillery, infantry and mounted card:
    # rank 1 whatever that player's ranks; CV-20.4.3 / CV-32.7: no bonus of their own.
    st, sq, army = village()
    b = st.battle
    assert b.kind == "village" and b.seats == (0, 1) and E.to_act(st) == {1}
    assert sorted(b.hands[1]) == ["artillery:1", "infantry:1", "mounted:1"] and set(b.ranks[1].values()) == {
        1
    }
    assert b.bonus == (0, 0) and st.civs[1].standing != b.hands[1]
    # an empty deck is made up from another one
    st2 = land_world()
    st2.unit_decks = {"artillery": [], "infantry": ["infantry:1", "infantry:2"], "mounted": ["mounted:2"]}
    assert sorted(combat.barbarians(st2)) == ["infantry:1", "infantry:2", "mounted:2"]


def test_a_won_village_gives_its_marker_and_the_barbarians_go_to_the_decks():
    # CV-20.4.4: the winner takes the marker (a resource kept face down); CV-20.4.6: all barbarian
    # cards, dead or alive, go face up to the bottom of their decks.
    st, sq, army = village()
    st = play_out(st, pick=lambda ids: next((a for a in ids if a.startswith("hit:mounted")), ids[0]))
    assert st.civs[0].markers == ["iron"] and st.markers == []
    assert [(f.r, f.c) for f in st.figures if f.owner == 0] == [sq]
    assert all(len(st.unit_decks[k]) == 1 for k in ("artillery", "infantry", "mounted"))


def test_a_village_great_person_is_drawn_at_random():
    # CV-20.4.4: a great person marker is discarded and the attacker gains a random great person.
    st, sq, army = village(content="great_person")
    st.great_person_pool = ["general", "artist"]
    st = play_out(st, pick=lambda ids: next((a for a in ids if a.startswith("hit:mounted")), ids[0]))
    assert st.civs[0].markers == [] and st.great_person_pool == ["artist"]
    on_map = [p.name for p in st.pieces if p.owner == 0 and p.kind == "great_person"]
    assert on_map + st.civs[0].great_people == ["general"]  # no city to place it in: the sheet


def test_a_lost_village_kills_the_army_and_the_marker_stays():
    # CV-20.4.5: the entering army is killed, nothing more; the village marker stays.
    st, sq, army = village(att_cards=("infantry:1",))
    st = play_out(st, pick=opens)
    assert not [f for f in st.figures if f.owner == 0] and st.civs[0].unbuilt["army"] >= 1
    assert board.marker_at(st, sq) is not None and st.civs[0].markers == []
    assert not [t for t in st.tasks if t["k"] == "loot"]  # CV-23.6.4: no loot for the barbarians


def test_only_enemy_scouts_are_destroyed_without_a_battle_with_loot():
    # CV-19.6.2: a square with only enemy scouts: they are destroyed, the mover loots as if it had
    # won against figures (CV-23.6.1): up to 3 trade, up to 3 culture or one resource token.
    st = land_world()
    r, c = open_land(st)
    army = figure(st, 0, "army", r, c)
    figure(st, 1, "scout", r, c + 1)
    sheet(st, 1, trade=2, culture=5, resources=["wheat"], markers=["spy"])
    st = mover(st, 0, army.id)
    st = act(st, 0, "go:e")
    assert st.battle is None and not [f for f in st.figures if f.owner == 1]
    assert set(E.legal_actions(st, 0)) == {"trade", "culture", "res:wheat", "res:marker"}
    trade = st.civs[0].trade
    st2 = act(st, 0, "trade")
    assert st2.civs[1].trade == 0 and st2.civs[0].trade == trade + 2
    st2 = act(st, 0, "culture")
    assert st2.civs[1].culture == 2
    st2 = act(st, 0, "res:marker")  # chosen blind
    assert st2.civs[1].markers == [] and st2.civs[0].markers == ["spy"]


def test_rulebook_example_two_armies_and_a_scout_lose_together():
    # CV-23.1.1: an army entering a square with an enemy army starts a battle; CV-23.1.2: the mover
    # attacks, the owner of the figures defends; CV-23.1.3: the cards that fight are the standing
    # forces of both sides, the figures only carry them. CV-19.6.2 rulebook example: an army enters a square with two enemy armies and an enemy scout,
    # wins: both armies and the scout are destroyed and the attacker takes loot.
    st = land_world()
    r, c = open_land(st)
    army = figure(st, 0, "army", r, c)
    for kind in ("army", "army", "scout"):
        figure(st, 1, kind, r, c + 1)
    sheet(st, 0, standing=["mounted:3", "mounted:3", "mounted:3"])
    sheet(st, 1, standing=["artillery:1"], trade=4)
    st = mover(st, 0, army.id)
    st = act(st, 0, "go:e")
    assert st.battle.kind == "field" and len(st.battle.hands[1]) == 1  # all it has (CV-23.2.2)
    st = play_out(st)
    assert [f.owner for f in st.figures if (f.r, f.c) == (r, c + 1)] == [0]
    assert st.civs[1].unbuilt["scout"] >= 1 and st.tasks[-1]["k"] == "loot"


def test_the_loser_of_a_city_assault_loses_its_army_and_the_defender_loots():
    # CV-23.6.1: an attacker who lost a city assault had figures there: they are killed and the
    # defender loots. CV-32.14 / CV-32.23: the defender's figures in the outskirts take no part.
    st = land_world()
    r, c = open_land(st)
    army = figure(st, 0, "army", r, c)
    city(st, 1, r, c + 1)
    city(st, 1, r + 8, c + 1, capital=True)
    figure(st, 1, "army", r + 1, c + 1)
    figure(st, 1, "army", r + 1, c + 1)
    sheet(st, 0, standing=["infantry:1"], trade=3)
    sheet(st, 1, standing=["infantry:1"])
    st = mover(st, 0, army.id)
    st = act(st, 0, "go:e")
    assert len(st.battle.hands[1]) == 1  # 3 + 3 for the city would be 6; it has one card
    st = play_out(st)
    assert not [f for f in st.figures if f.owner == 0]
    assert st.tasks[-1]["k"] == "loot" and st.tasks[-1]["who"] == 1
    assert len([f for f in st.figures if f.owner == 1]) == 2


def conquest(capital: bool):
    st = land_world()
    r, c = open_land(st)
    army = figure(st, 0, "army", r, c)
    target = city(st, 1, r, c + 1, capital=capital)
    if not capital:
        city(st, 1, r + 8, c + 1, capital=True)
    city(st, 0, r - 8, c, capital=True)
    piece(st, 1, "building", "Temple", r + 1, c + 1)
    piece(st, 1, "wonder", "The Colossus", r - 1, c + 1)
    piece(st, 1, "great_person", "artist", r, c + 2)
    sheet(st, 1, wonders=["The Colossus"], standing=[], techs=[["Pottery", "Writing"], [], [], [], []])
    ranks = {"artillery": 1, "infantry": 1, "mounted": 4}
    sheet(st, 0, standing=["mounted:3"] * 7, techs=[["Currency"], [], [], [], []], ranks=ranks)
    st = mover(st, 0, army.id)
    st = act(st, 0, "go:e")
    assert st.battle.kind == "city" and st.battle.bonus[1] == (12 if capital else 6)
    return st, target, (r, c + 1)


def test_a_conquered_city_is_destroyed_and_the_winner_learns_a_tech():
    # CV-23.6.2: the city marker goes back to its owner, buildings back to the market (CV-13.7),
    # wonders and great people leave the game (CV-14.6), the winner's army stays on the former
    # centre (CV-23.7.2, CV-32.20), and the winner chooses: a tech the loser knows (a legal slot),
    # or up to 2 resource tokens.
    st, target, sq = conquest(capital=False)
    supply = dict(st.building_supply)
    unbuilt = st.civs[1].unbuilt["city"]
    st = play_out(st)
    assert board.city_at(st, sq) is None and st.civs[1].unbuilt["city"] == unbuilt + 1
    assert not [p for p in st.pieces if p.owner == 1] and st.civs[1].wonders == []
    assert st.building_supply["Temple"] == supply["Temple"] + 1
    assert [(f.r, f.c) for f in st.figures if f.owner == 0] == [sq]
    assert st.tasks[-1]["k"] == "loot" and {"tech:Pottery", "tech:Writing"} <= set(E.legal_actions(st, 0))
    st = act(st, 0, "tech:Pottery")
    assert st.civs[0].knows("Pottery")


def test_a_conquered_capital_wins_the_game():
    # CV-23.6.3 / CV-28.4 / CV-1.2.4: beating the defender of a capital is a military victory;
    # CV-10.1.2: the capital's +12 and +3 hand make it the hardest city to take.
    st, target, sq = conquest(capital=True)
    assert len(st.battle.hands[0]) == 3
    st = play_out(st)
    assert st.finished and st.winners == [0] and st.victory == "military"
    result = E.result(st)
    assert [s.score for s in result.scores] == [1, 0]


def test_an_army_produced_onto_a_blockade_fights_the_blockader():
    # CV-11.1.4 / CV-26.4: an army may be placed on a blockaded square of its city's outskirts: the
    # blockading player defends; a scout may not be placed there.
    st = land_world()
    r, c = open_land(st)
    home = city(st, 0, r, c, capital=True)
    figure(st, 1, "army", r, c + 1)
    sheet(st, 0, standing=["infantry:2"])
    sheet(st, 1, standing=["infantry:1"])
    st = decide(st, {"k": "place_fig", "who": 0, "city": home, "kind": "scout"})
    assert f"at:{r}:{c + 1}" not in E.legal_actions(st, 0)
    st = decide(st, {"k": "place_fig", "who": 0, "city": home, "kind": "army"})
    st = act(st, 0, f"at:{r}:{c + 1}")
    assert st.battle is not None and st.battle.seats == (0, 1) and st.battle.kind == "field"


def test_faq_2013_loot_points():
    # CV-31.3 / CV-32.2 (option loot=faq2013): 1 loot against figures, 2 against a city; a 1-loot
    # choice may also take a coin token; learning a tech costs 2.
    st, sq = field_battle(["mounted:3"], [])
    st.loot_rule = "faq2013"
    sheet(st, 1, coin_tokens={"Pottery": 1})
    st = play_out(st)
    ids = E.legal_actions(st, 0)
    assert "coin:Pottery" in ids and not [a for a in ids if a.startswith("tech:")]
    st = act(st, 0, "coin:Pottery")
    assert st.civs[1].coin_tokens["Pottery"] == 0 and not [t for t in st.tasks if t["k"] == "loot"]
    st, target, sq = conquest(capital=False)
    st.loot_rule = "faq2013"
    sheet(st, 1, trade=3, culture=4)
    st = play_out(st)
    assert st.tasks[-1]["points"] == 2 and "tech:Pottery" in E.legal_actions(st, 0)
    st = act(st, 0, "trade")
    assert st.tasks[-1]["k"] == "loot" and st.tasks[-1]["points"] == 1
    assert not [a for a in E.legal_actions(st, 0) if a.startswith("tech:")]


def test_great_wall_takes_one_loot_away():
    # The Great Wall (data: "the winner takes one loot less"): by the rulebook, no loot at all.
    st, sq = field_battle(["mounted:3"], [])
    sheet(st, 1, wonders=["The Great Wall"])
    st = play_out(st)
    assert not [t for t in st.tasks if t["k"] == "loot"]


def test_opponents_see_only_the_played_cards():
    # CV-30.3 / CV-30.4: the hand is in the owner's private view only; the table sees the fronts.
    st, sq = field_battle(["artillery:3", "mounted:1"], ["infantry:2"])
    mine, theirs, public = E.view(st, 0), E.view(st, 1), E.view(st, None)
    assert sorted(mine.private.battle_hand) == ["artillery:3", "mounted:1"]
    assert theirs.private.battle_hand == ["infantry:2"]
    assert public.battle is not None and public.battle.hand_sizes == [2, 1]
    assert "artillery:3" not in public.model_dump_json() and "artillery:3" not in theirs.model_dump_json()
    st, events = E.apply(st, 1, "open:infantry:2")
    public = E.view(st, None)
    assert public.battle.fronts[0] == [None, "infantry:2"]
    said = " ".join(e.text.en for e in events)
    assert "Infantry 2" in said and "Artillery" not in said and "Mounted" not in said
    st, events = E.apply(st, 0, "hit:artillery:3:0")
    said = " ".join(e.text.en for e in events)
    assert "Artillery 3 attacks Infantry 2" in said and "Mounted" not in said


def test_the_text_view_shows_the_fronts_and_only_the_own_hand():
    # CV-30.3 / CV-30.4 in the text view (local mode, alt text): fronts for all, the hand for its owner.
    st, sq = field_battle(["artillery:3", "mounted:1"], ["infantry:2"])
    st = act(st, 1, "open:infantry:2")
    mine, public = E.describe(E.view(st, 0), "en"), E.describe(E.view(st, None), "en")
    assert "fronts: - / Infantry 2" in public and "Artillery 3" not in public
    assert "Your battle hand (rank 1): Artillery 3, Mounted 1" in mine
