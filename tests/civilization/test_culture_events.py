"""Culture event cards played at their timing (CV-16.2), reaction windows (CV-30.6, CV-29.5),
hidden hands (CV-16.1, CV-29.1, CV-30.3) and obsoleting wonders (CV-27)."""

from __future__ import annotations

from engines.civilization import board, culture
from engines.civilization import effects as fx
from tests.civilization.helpers import (
    TB,
    E,
    act,
    city,
    clear_map,
    decide,
    explore_everything,
    figure,
    find_square,
    piece,
    set_up,
    sheet,
)


def world(civs=("germany", "china", "egypt")):
    st = set_up(list(civs))
    explore_everything(st)
    clear_map(st)
    return st


def play_id(name: str) -> str:
    return f"play:{culture.card_index(TB, name)}"


def test_a_card_is_played_only_in_its_own_window_and_goes_under_its_deck():
    # CV-16.2: a card is played only at its timing; it is revealed, resolved and put face up at the
    # bottom of its deck. We Love the Despot Day! gives one city +4 production this turn.
    st = world()
    a = city(st, 0, 5, 1, capital=True)
    sheet(st, 0, hand=["We Love the Despot Day!", "Migrants"])
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    assert E.legal_actions(st, 0) == ["no_card"]  # no start-of-turn card: the window still opens
    st = act(st, 0, "no_card")
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "city_management"})
    assert E.legal_actions(st, 0) == [play_id("We Love the Despot Day!"), "no_card"]
    before = fx.city_production(TB, st, a)
    st = act(st, 0, play_id("We Love the Despot Day!"))
    assert fx.city_production(TB, st, a) == before + 4  # the single city took it at once
    assert st.civs[0].hand == ["Migrants"] and st.culture_discards["I"] == ["We Love the Despot Day!"]


def test_hands_are_private_in_views_and_prompts():
    # CV-16.1 / CV-29.1 / CV-29.2 / CV-30.3: a hand is seen only by its owner (by DM); others see
    # how many cards it holds.
    st = world()
    city(st, 0, 5, 1, capital=True)
    sheet(st, 0, hand=["Supply Drop", "Lost"])
    mine, other, public = E.view(st, 0), E.view(st, 1), E.view(st, None)
    assert [c.name.en for c in mine.private.hand] == ["Supply Drop", "Lost"]
    assert other.private.hand == [] and public.private is None
    assert public.sheets[0].culture_hand == 2
    assert "Supply Drop" not in public.model_dump_json() and "Supply Drop" not in other.model_dump_json()
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    assert E.prompt(st, 0).private


def test_supply_drop_and_revolt_at_start_of_turn():
    # CV-16.2 / CV-8.3: Supply Drop gains 7 trade; The Citizens Are Revolting! puts another player
    # into Anarchy (its capital then cannot act, CV-8.3.3).
    st = world()
    sheet(st, 0, hand=["Supply Drop", "The Citizens Are Revolting!"], trade=3)
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    st = act(st, 0, play_id("Supply Drop"))
    assert st.civs[0].trade == 10
    st = act(st, 0, play_id("The Citizens Are Revolting!"))
    assert set(E.legal_actions(st, 0)) == {"player:1", "player:2"}
    st = act(st, 0, "player:2")
    assert st.civs[2].government == "Anarchy" and st.civs[1].government != "Anarchy"


def test_defection_kills_a_figure_within_four_squares():
    # Defection: kill one figure within 4 squares (orthogonal distance) of your figures or cities;
    # the figure goes back to its owner's pieces.
    st = world()
    figure(st, 0, "army", 5, 1)
    near = figure(st, 1, "scout", 5, 5)
    figure(st, 1, "army", 12, 7)  # too far
    sheet(st, 0, hand=["Defection"])
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "movement"})
    st = act(st, 0, play_id("Defection"))
    assert E.legal_actions(st, 0) == ["sq:5:5"] or E.machine.current(st) is None  # single target: taken
    assert near.id not in [f.id for f in st.figures]
    assert st.civs[1].unbuilt["scout"] == 2


def test_migrants_moves_an_own_figure_to_an_empty_square():
    st = world()
    fig = figure(st, 0, "army", 5, 1)
    sheet(st, 0, hand=["Migrants"])
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "movement"})
    st = act(st, 0, play_id("Migrants"))
    ids = E.legal_actions(st, 0)
    assert ids and all(a.startswith("to:") for a in ids)
    for a in ids:
        r, c = (int(x) for x in a.split(":")[1:])
        assert abs(r - 5) + abs(c - 1) <= 2 and not board.figures_at(st, (r, c))
    st = act(st, 0, ids[0])
    moved = next(f for f in st.figures if f.id == fig.id)
    assert f"to:{moved.r}:{moved.c}" == ids[0]


def test_sabotage_destroys_another_players_building_in_range():
    st = world()
    city(st, 0, 5, 1, capital=True)
    city(st, 1, 5, 4, capital=True)
    piece(st, 1, "building", "Granary", 5, 5)
    supply = st.building_supply["Granary"]
    sheet(st, 0, hand=["Sabotage"])
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    st = act(st, 0, play_id("Sabotage"))
    assert not [p for p in st.pieces if p.kind == "building"]
    assert st.building_supply["Granary"] == supply + 1  # back to the market


def test_a_card_without_any_target_is_not_offered():
    st = world()
    sheet(st, 0, hand=["Sabotage", "Defection"])
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    assert E.legal_actions(st, 0) == ["no_card"]


def test_exchange_of_ideas_teaches_each_side_a_level_one_tech():
    st = world()
    sheet(st, 0, hand=["Exchange of Ideas"], techs=[["Pottery"], [], [], [], []])
    sheet(st, 1, techs=[["Writing"], [], [], [], []])
    sheet(st, 2, techs=[["Pottery"], [], [], [], []])
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    st = act(st, 0, play_id("Exchange of Ideas"))
    # only seat 1 knows a tech seat 0 lacks: picked at once; then seat 1 learns one of seat 0's
    assert st.civs[0].knows("Writing") and st.civs[1].knows("Pottery")


def test_reaction_window_cancels_in_turn_order():
    # CV-30.6: after an announced event the players who could cancel it answer privately; the
    # window closes when all have answered. CV-29.5: the first canceller in turn order from the
    # active player wins; the second keeps its card. Bread and Circuses only against an event that
    # may target its holder.
    st = world()
    city(st, 1, 5, 4, capital=True)
    sheet(st, 0, hand=["The Citizens Are Revolting!", "Supply Drop"])
    sheet(st, 1, hand=["Jousting Tourney"])
    sheet(st, 2, hand=["Bread and Circuses"])
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    st = act(st, 0, play_id("The Citizens Are Revolting!"))
    assert E.to_act(st) == {1, 2}
    assert E.prompt(st, 1).private and "Jousting Tourney" in E.prompt(st, 1).options[0].label.en
    st = act(st, 2, f"card:{culture.card_index(TB, 'Bread and Circuses')}")
    st = act(st, 1, f"card:{culture.card_index(TB, 'Jousting Tourney')}")
    assert st.civs[1].hand == [] and st.civs[2].hand == ["Bread and Circuses"]  # seat 1 came first
    assert all(c.government != "Anarchy" for c in st.civs)
    # Supply Drop targets nobody: Bread and Circuses may not cancel it, Jousting Tourney is gone
    st = act(st, 0, play_id("Supply Drop"))
    # seat 2 still holds a card, so the window opens (on that public fact), with only a pass
    assert E.to_act(st) == {1, 2} and E.legal_actions(st, 2) == ["pass"]
    st = act(act(st, 1, "pass"), 2, "pass")
    assert st.civs[0].trade >= 7 and E.machine.current(st) is None


def test_a_window_where_everyone_passes_lets_the_event_happen():
    # CV-30.6: a pass (or a timeout, which is a pass) lets the event resolve.
    st = world()
    sheet(st, 0, hand=["The Citizens Are Revolting!"])
    sheet(st, 1, hand=["Primetime TV"])
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    st = act(st, 0, play_id("The Citizens Are Revolting!"))
    # every other player is asked, so the window does not tell who holds a cancel card
    assert E.to_act(st) == {1, 2} and E.timeout_action(st, 1) == "pass"
    assert E.legal_actions(st, 2) == ["pass"] and E.prompt(st, 2).private
    st = act(st, 1, "pass")
    st = act(st, 2, "pass")
    assert E.to_act(st) == {0} and E.legal_actions(st, 0) == ["player:1", "player:2"]


def test_civil_service_spy_cancels_and_mass_media_cannot_be_cancelled():
    # CV-18.3: Civil Service spends a spy to cancel a culture event; Mass Media's owner's events
    # cannot be cancelled.
    st = world()
    sheet(st, 0, hand=["The Citizens Are Revolting!"])
    sheet(st, 1, techs=[["Writing", "Pottery"], ["Civil Service"], [], [], []], resources=["spy"])
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    st = act(st, 0, play_id("The Citizens Are Revolting!"))
    spy = next(a for a in E.legal_actions(st, 1) if a.startswith("ab:"))
    st = act(st, 1, spy)
    st = act(st, 2, "pass")
    assert st.civs[1].resources == []  # the spy was spent
    assert E.machine.current(st) is None or E.to_act(st) == {0}
    assert all(c.government != "Anarchy" for c in st.civs)
    st2 = world()
    sheet(st2, 0, hand=["The Citizens Are Revolting!"], techs=[["Writing"], [], [], ["Mass Media"], []])
    sheet(st2, 1, hand=["Jousting Tourney"])
    st2 = decide(st2, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    st2 = act(st2, 0, play_id("The Citizens Are Revolting!"))
    assert E.to_act(st2) == {0}  # no window


def test_obsoleting_a_wonder_loses_its_ability_but_keeps_its_culture():
    # CV-27.1 (Monarchy's ability): the card turns face down, the ability is lost for good, the
    # marker stays and still gives culture to the arts. CV-27.2 / CV-31.4: a market wonder may be chosen:
    # discarded and replaced from the deck.
    st = world()
    a = city(st, 0, 5, 1, capital=True)
    sq = find_square(st, lambda s, d: s in board.outskirts(st.cities[a]) and d.terrain != "water")
    piece(st, 0, "wonder", "The Colossus", *sq)
    sheet(st, 0, wonders=["The Colossus"])
    sheet(st, 1, techs=[["Writing"], ["Monarchy"], [], [], []], resources=["silk"])
    arts_before = board.city_yields(TB, st, a).get("culture", 0)
    assert "The Colossus" in fx.active_wonders(TB, st, 0)
    st = decide(st, {"k": "city", "who": 1})
    ability = next(x for x in E.legal_actions(st, 1) if x.startswith("ab:"))
    st = act(st, 1, ability)
    names = list(TB.wonders)
    assert f"wonder:{names.index('The Colossus')}" in E.legal_actions(st, 1)
    st = act(st, 1, f"wonder:{names.index('The Colossus')}")
    assert "The Colossus" in st.obsolete and "The Colossus" not in fx.active_wonders(TB, st, 0)
    assert board.city_yields(TB, st, a).get("culture", 0) == arts_before
    assert E.view(st, None).sheets[0].obsolete == ["The Colossus"]
    # a market wonder: discarded and replaced
    st2 = world()
    sheet(st2, 1, techs=[["Writing"], ["Monarchy"], [], [], []], resources=["silk"])
    target = next(w for w in st2.wonder_market if TB.wonders[w].era == "ancient")
    top = st2.wonder_deck[0]
    st2 = decide(st2, {"k": "city", "who": 1})
    st2 = act(st2, 1, next(x for x in E.legal_actions(st2, 1) if x.startswith("ab:")))
    st2 = act(st2, 1, f"wonder:{names.index(target)}")
    assert target not in st2.wonder_market and top in st2.wonder_market


def test_windows_come_at_each_players_part_of_the_phases():
    # CV-6.5 / CV-32.4: start-of-turn, city-management and movement cards in the player's own part
    # of that phase; the culture track after the cities' actions (CV-15.2.1).
    st = set_up(["rome", "china"])
    kinds = [t["k"] for t in reversed(st.tasks)]
    sot = kinds.index("sot")
    assert kinds[sot + 1 : sot + 3] == ["culture_cards", "start"]
    city_part = kinds[kinds.index("city") - 1 : kinds.index("city") + 2]
    assert city_part == ["culture_cards", "city", "culture_track"]
    move = kinds.index("move")
    assert kinds[move - 1] == "culture_cards"


def test_united_nations_keeps_hostile_events_off_its_owner():
    # CV-14.5: United Nations: other players' culture events cannot target its owner (while its
    # ability works: not blockaded, CV-26.2, not obsolete, CV-27.1).
    st = world()
    a = city(st, 1, 5, 4, capital=True)
    sq = find_square(st, lambda s, d: s in board.outskirts(st.cities[a]) and d.terrain != "water")
    piece(st, 1, "wonder", "United Nations", *sq)
    sheet(st, 1, wonders=["United Nations"])
    sheet(st, 0, hand=["The Citizens Are Revolting!"])
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    st = act(st, 0, play_id("The Citizens Are Revolting!"))
    assert E.machine.current(st) is None  # the single target, seat 2, was taken at once
    assert st.civs[2].government == "Anarchy" and st.civs[1].government != "Anarchy"
    figure(st, 0, "army", *sq)  # an enemy figure on the marker blockades the wonder
    assert "United Nations" not in fx.active_wonders(TB, st, 1)


def test_culture_cards_are_traded_face_down_and_the_limit_applies_after():
    # CV-9.2.2: culture event cards may be traded: the giver picks its own cards by name in a
    # private prompt; the other side's cards are asked for blind and drawn at random (CV-30.1);
    # the offer and its answer name no card (CV-29.1). CV-9.2.4: a hand pushed over its limit is
    # discarded down at once.
    st = world()
    sheet(st, 0, hand=["Lost", "Supply Drop"], trade=4)
    sheet(st, 1, hand=["Migrants", "Sabotage"])
    st = decide(st, {"k": "trade", "who": 0})
    st = act(st, 0, "offer:1")
    prompt = E.prompt(st, 0)
    lost = f"give:card.{culture.card_index(TB, 'Lost')}"
    assert prompt.private and lost in prompt.option_ids() and "take:card.any" in prompt.option_ids()
    assert any("Lost" in o.label.en for o in prompt.options)
    st = act(st, 0, lost)
    st = act(st, 0, "take:card.any")
    st = act(st, 0, "take:card.any")
    assert "take:card.any" not in E.legal_actions(st, 0)  # seat 1 holds only two cards
    st = act(st, 0, "send")
    answer = E.prompt(st, 1)
    assert not answer.private and "Lost" not in answer.text.en and "culture card" in answer.text.en
    st = act(st, 1, "accept")
    assert sorted(st.civs[0].hand) == ["Migrants", "Sabotage", "Supply Drop"]
    assert E.machine.current(st)["k"] == "culture_discard" and E.to_act(st) == {0}  # 3 > 2
    st = act(st, 0, E.legal_actions(st, 0)[0])
    assert len(st.civs[0].hand) == 2 and st.civs[1].hand == ["Lost"]


def test_a_resource_ability_opens_a_window_for_primetime_tv_and_mass_media():
    # CV-30.6: a window opens after an announced resource ability too: Primetime TV or Mass Media's
    # spy cancels it and the resources spent on it are lost; Jousting Tourney cannot.
    st = world()
    city(st, 0, 5, 1, capital=True)
    sheet(st, 0, techs=[["Currency"], [], [], [], []], resources=["incense"], culture=0)
    sheet(st, 1, hand=["Primetime TV"])
    sheet(st, 2, hand=["Jousting Tourney"])
    st = decide(st, {"k": "city", "who": 0})
    ability = next(a for a in E.legal_actions(st, 0) if a.startswith("ab:"))
    st = act(st, 0, ability)
    assert E.to_act(st) == {1, 2} and "Currency" in E.prompt(st, 1).text.en
    assert E.legal_actions(st, 2) == ["pass"]  # Jousting Tourney cancels no ability
    st = act(st, 1, f"card:{culture.card_index(TB, 'Primetime TV')}")
    st = act(st, 2, "pass")
    assert st.civs[0].culture == 0 and st.civs[0].resources == [] and st.civs[1].hand == []
    # a window where Mass Media's owner passes: the ability works
    st = world()
    city(st, 0, 5, 1, capital=True)
    sheet(st, 0, techs=[["Currency"], [], [], [], []], resources=["incense"], culture=0)
    sheet(st, 2, techs=[["Writing"], [], [], ["Mass Media"], []], resources=["spy"])
    st = decide(st, {"k": "city", "who": 0})
    st = act(st, 0, next(a for a in E.legal_actions(st, 0) if a.startswith("ab:")))
    assert E.to_act(st) == {1, 2}
    st = act(st, 1, "pass")
    st = act(st, 2, "pass")
    assert st.civs[0].culture == 3


def test_a_unit_killed_by_an_event_goes_face_up_under_its_deck():
    # CV-23.4.5 (as for a unit killed in battle): face up at the bottom, counted as such
    from engines.civilization import events

    st = world()
    sheet(st, 1, standing=["infantry:1"])
    before = st.unit_face_up.get("infantry", 0)
    ev = []
    events.kill_unit(TB, st, 1, ev)
    assert st.civs[1].standing == [] and st.unit_decks["infantry"][-1] == "infantry:1"
    assert st.unit_face_up.get("infantry", 0) == before + 1
