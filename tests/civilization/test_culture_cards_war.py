"""The culture event cards of war and nature (CV-16.2, CV-16.3, CV-32.10): the battle cards, the
barbarian cards, the resource gifts and the disaster markers. No card is left unplayable."""

from __future__ import annotations

from engines.civilization import board, culture
from engines.civilization.state import Marker
from tests.civilization.helpers import TB, E, act, city, decide, figure, piece, sheet
from tests.civilization.test_combat import play_out
from tests.civilization.test_combat_abilities import MATHEMATICS
from tests.civilization.test_movement import land_world, open_land


def play_id(name: str) -> str:
    return f"play:{culture.card_index(TB, name)}"


def attack(hand0, hand1=(), standing0=("infantry:1",), standing1=("infantry:1",)):
    """Seat 0's army steps east onto seat 1's army."""
    st = land_world()
    r, c = open_land(st)
    army = figure(st, 0, "army", r, c)
    figure(st, 1, "army", r, c + 1)
    sheet(st, 0, hand=list(hand0), standing=list(standing0))
    sheet(st, 1, hand=list(hand1), standing=list(standing1))
    st = decide(st, {"k": "move", "who": 0})
    st = act(st, 0, f"fig:{army.id}")
    return act(st, 0, "go:e"), (r, c + 1)


def test_every_culture_card_has_a_playable_effect():
    # CV-16.2 / CV-16.4: every card of the deck does something (no card waits for a later part).
    for card in TB.culture_cards:
        assert TB.data.effects.culture_events[card.name], card.name


def test_duty_and_honor_builds_a_unit_before_the_battle_forces_are_drawn():
    # CV-16.2 battle timing: before drawing your battle force, build 1 unlocked unit for free. The
    # window is private and opens for each side holding any culture card; then the hands are drawn.
    st, sq = attack(["Duty and Honor"], standing0=())
    assert st.battle is None and E.to_act(st) == {0} and E.prompt(st, 0).private
    assert E.legal_actions(st, 0) == [play_id("Duty and Honor"), "no_card"]
    st = act(st, 0, play_id("Duty and Honor"))
    assert E.legal_actions(st, 0) == ["unit:artillery", "unit:infantry", "unit:mounted"]  # no "done"
    st = act(st, 0, "unit:mounted")
    # seat 1 holds no culture card: no window; the battle starts with the free unit in seat 0's hand
    assert st.battle is not None and [c.split(":")[0] for c in st.battle.hands[0]] == ["mounted"]
    assert st.culture_discards["I"] == ["Duty and Honor"]


def test_nationalism_and_patriotism_build_up_to_two_and_three_units():
    # CV-16.2: "up to" 2 (Nationalism) or 3 (Patriotism) units: the player may stop early.
    st, sq = attack(["Nationalism", "Patriotism"], ["Lost"], standing0=())
    st = act(st, 0, play_id("Patriotism"))
    st = act(st, 1, "pass")  # seat 1 holds a card: the reaction window opens (CV-30.6)
    st = act(st, 0, "unit:infantry")
    assert "done" in E.legal_actions(st, 0)
    st = act(st, 0, "unit:infantry")
    st = act(st, 0, "unit:artillery")
    assert len(st.civs[0].standing) == 3 and st.civs[0].hand == ["Nationalism"]
    st = act(st, 0, "no_card")  # the window stays open for another card (Nationalism kept)
    # the defender holds a culture card (not a battle one): its window opens all the same
    assert E.to_act(st) == {1} and E.legal_actions(st, 1) == ["no_card"]
    st = act(st, 1, "no_card")
    assert len(st.battle.hands[0]) == 3


def test_a_gift_card_pays_for_a_battle_ability_in_the_private_prompt():
    # A Generous Gift: used as one iron (Mathematics, CV-18.3); offered only in the private battle
    # prompt; the card goes under its deck (CV-16.2).
    st, sq = attack(["A Generous Gift"], standing0=("artillery:1", "artillery:1"), standing1=("mounted:3",))
    sheet(st, 0, techs=[[], ["Mathematics"], [], [], []])
    st = act(st, 0, "no_card")
    st = act(st, 1, "open:mounted:3")
    gift = f"abg:{MATHEMATICS}:0:{culture.card_index(TB, 'A Generous Gift')}"
    assert gift in E.legal_actions(st, 0) and E.prompt(st, 0).private
    st = act(st, 0, gift)
    st = act(st, 0, "front:0:3")
    assert (
        st.battle.lost == (0, 1)
        and st.civs[0].hand == []
        and st.culture_discards["II"] == ["A Generous Gift"]
    )


def test_a_princely_gift_pays_for_a_spy_in_a_reaction_window():
    # A Princely Gift stands for a spy: Civil Service cancels a culture event with it (CV-30.6).
    st = land_world()
    sheet(st, 0, hand=["The Citizens Are Revolting!"])
    sheet(st, 1, hand=["A Princely Gift"], techs=[["Writing", "Pottery"], ["Civil Service"], [], [], []])
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    st = act(st, 0, play_id("The Citizens Are Revolting!"))
    spy = next(a for a in E.legal_actions(st, 1) if a.startswith("abg:"))
    st = act(st, 1, spy)
    assert st.civs[1].hand == [] and all(c.government != "Anarchy" for c in st.civs)


def test_barbarian_encampment_places_a_village_outside_every_outskirts():
    st = land_world()
    r, c = open_land(st)
    city(st, 1, r, c)
    sheet(st, 0, hand=["Barbarian Encampment"])
    pool = list(st.village_pool)
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    st = act(st, 0, play_id("Barbarian Encampment"))
    ids = E.legal_actions(st, 0)
    assert f"sq:{r}:{c + 1}" not in ids and f"sq:{r}:{c}" not in ids  # outskirts and centre
    assert f"sq:{r}:{c + 2}" in ids
    st = act(st, 0, f"sq:{r}:{c + 2}")
    assert board.marker_at(st, (r, c + 2)).kind == "village" and st.village_pool == pool[1:]
    assert any((m.r, m.c, m.kind) == (r, c + 2, "village") for m in E.view(st, None).markers)


def test_roaming_horde_sends_rank_two_barbarians_against_an_army_near_a_village():
    # Roaming Horde: an army or city within 4 squares of a village is attacked at once by rank-2
    # barbarians (led by the card's player, CV-20.4.2 / CV-32.7: no bonus, no abilities).
    st = land_world()
    r, c = open_land(st)
    st.markers = [Marker(r=r, c=c, kind="village", content="iron")]
    far = figure(st, 1, "army", r + 6, c)
    near = figure(st, 1, "army", r, c + 2)
    sheet(st, 0, hand=["Roaming Horde"])
    sheet(st, 1, standing=["infantry:1"])
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "movement"})
    st = act(st, 0, play_id("Roaming Horde"))
    # the only target (the army 6 squares away is out of reach) is taken at once
    b = st.battle
    assert far.r - r == 6 and (b.r, b.c) == (r, c + 2)
    assert b.kind == "horde" and b.seats == (0, 1) and set(b.ranks[0].values()) == {2}
    assert sorted(x.split(":")[0] for x in b.hands[0]) == ["artillery", "infantry", "mounted"]
    st = play_out(st)
    # three rank-2 barbarians against one infantry 1: the army is killed, nobody loots
    assert near.id not in [f.id for f in st.figures] and not any(t["k"] == "loot" for t in st.tasks)
    assert board.marker_at(st, (r, c)) is not None  # the village stays


def test_drought_turns_a_square_into_desert_with_the_default_symbols():
    # CV-16.3 / CV-32.10: the disaster marker's terrain for the rest of the game, with its default
    # symbols (desert: 1 trade); the printed resource and natural-wonder culture are gone.
    st = land_world()
    sq = next(
        (r, c)
        for r in range(st.grid_rows * 4)
        for c in range(st.grid_cols * 4)
        if (d := board.square(TB, st, (r, c))) is not None and d.terrain == "forest" and d.resource
    )
    sheet(st, 0, hand=["Drought"])
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    st = act(st, 0, play_id("Drought"))
    st = act(st, 0, f"sq:{sq[0]}:{sq[1]}")
    data = board.square(TB, st, sq)
    assert data.terrain == "desert" and data.trade == 1 and data.production == 0 and data.resource is None
    assert st.disasters == {board.key(sq): "desert"}
    shown = next(v for v in E.view(st, None).squares if (v.r, v.c) == sq)  # the picture shows it
    assert shown.terrain == "desert" and shown.resource is None


def test_deforestation_only_forest_and_never_under_a_building_or_past_the_markers():
    # CV-16.3: Deforestation turns a forest square without buildings or wonders into grassland
    # (no symbols, CV-32.10); the 12 disaster markers are all there is.
    st = land_world()
    forests = [
        (r, c)
        for r in range(st.grid_rows * 4)
        for c in range(st.grid_cols * 4)
        if (d := board.square(TB, st, (r, c))) is not None and d.terrain == "forest"
    ]
    piece(st, 1, "building", "Temple", *forests[0])
    sheet(st, 0, hand=["Deforestation"])
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    st = act(st, 0, play_id("Deforestation"))
    ids = E.legal_actions(st, 0)
    assert f"sq:{forests[0][0]}:{forests[0][1]}" not in ids
    assert all(
        board.square(TB, st, (int(a.split(":")[1]), int(a.split(":")[2]))).terrain == "forest" for a in ids
    )
    st = act(st, 0, ids[0])
    sq = (int(ids[0].split(":")[1]), int(ids[0].split(":")[2]))
    assert board.square(TB, st, sq).terrain == "grassland" and board.square(TB, st, sq).production == 0
    full = land_world()
    full.disasters = {f"{i},0": "desert" for i in range(12)}
    sheet(full, 0, hand=["Deforestation"])
    full = decide(full, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    assert E.legal_actions(full, 0) == ["no_card"]  # no marker left: nothing to play


def test_roaming_horde_against_cities_destroys_a_city_but_never_wins_a_capital():
    # Roaming Horde against a city: the defender draws as for a city (CV-23.2.1 +3) with its bonus
    # (CV-23.3.1); barbarians that win destroy a non-capital city (CV-23.6.2, no loot); nobody wins
    # the game by it (CV-28.4 needs a player's conquest).
    for capital in (False, True):
        st = land_world()
        r, c = open_land(st)
        st.markers = [Marker(r=r, c=c, kind="village", content="iron")]
        city(st, 1, r, c + 3, capital=capital)
        if not capital:
            city(st, 1, r + 8, c + 3, capital=True)
        sheet(st, 0, hand=["Roaming Horde"])
        sheet(st, 1, standing=[])
        st = decide(st, {"k": "culture_cards", "who": 0, "timing": "movement"})
        st = act(st, 0, play_id("Roaming Horde"))
        b = st.battle
        assert b.kind == "horde" and b.bonus == (0, 12 if capital else 6) and b.hands[1] == []
        st = play_out(st)
        assert not st.finished and st.winners == []
        assert (board.city_at(st, (r, c + 3)) is not None) == capital
        assert not any(t["k"] == "loot" for t in st.tasks)


def test_timeouts_never_stall_the_battle_windows():
    # CV-30.2 / CV-30.4: a timed-out battle-card window passes; a timed-out free unit takes the first.
    st, sq = attack(["Duty and Honor"], standing0=())
    assert E.timeout_action(st, 0) == "no_card"
    st = act(st, 0, play_id("Duty and Honor"))
    assert E.timeout_action(st, 0) == "unit:artillery"


def test_a_barbarian_raid_is_drawn_alike_for_every_seat():
    # Roaming Horde: the barbarians attack on side 0; the public battle picture (CV-30.4) is the
    # same for every seat and differs from a field battle's by its title and the barbarian row.
    from render import civilization as pictures
    from render import to_png

    st, sq = attack([], standing0=("artillery:3",), standing1=("infantry:2",))
    st = act(st, 1, "open:infantry:2")
    raid = st.model_copy(update={"battle": st.battle.model_copy(update={"kind": "horde"})})
    drawn = {seat: to_png(pictures.board(E.view(raid, seat), "en")) for seat in (None, 0, 1)}
    assert drawn[0] == drawn[None] == drawn[1]
    assert drawn[None] != to_png(pictures.board(E.view(st, None), "en"))


def test_the_heuristic_sends_a_drought_to_another_players_outskirts():
    st = land_world()
    r, c = open_land(st)
    city(st, 0, r, c, capital=True)
    sheet(st, 0, hand=["Drought"])
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    st = act(st, 0, play_id("Drought"))
    ids = E.legal_actions(st, 0)
    far = next(a for a in reversed(ids) if abs(int(a.split(":")[1]) - r) + abs(int(a.split(":")[2]) - c) > 4)
    fr, fc = int(far.split(":")[1]), int(far.split(":")[2])
    city(st, 1, fr, fc + 1)  # seat 1's city next to that square
    pick = E.machine.decision(st.tasks[-1]).hint(st, st.tasks[-1], ids, 0)
    pr, pc = int(pick.split(":")[1]), int(pick.split(":")[2])
    assert abs(pr - fr) <= 1 and abs(pc - fc - 1) <= 1  # in seat 1's outskirts
