"""The culture track (CV-15.2), culture event hands (CV-16), great people from the track (CV-17.2),
Rome's free advances (CV-5.6.5) and the culture victory (CV-28.1, CV-28.6)."""

from __future__ import annotations

from engines.civilization import culture
from tests.civilization.helpers import TB, E, act, city, clear_map, decide, explore_everything, set_up, sheet


def world(civs=("germany", "china")):
    st = set_up(list(civs))
    explore_everything(st)
    return st


def deck_top(st, deck: str, *names: str) -> None:
    st.culture_decks = {**st.culture_decks, deck: [*names, *st.culture_decks[deck]]}


def test_decks_are_shuffled_apart_and_markers_start_on_space_zero():
    # CV-4.3.5: three decks, each of its own section's cards (CV-32.18.1: 22 / 23 / 16 without the
    # base=false cards); CV-4.3.6: every marker on the start space; CV-16.1: hands start empty.
    st = set_up(["rome", "russia", "egypt"])
    sizes = {d: len(cards) for d, cards in st.culture_decks.items()}
    assert sizes == {"I": 22, "II": 23, "III": 16}
    for deck, cards in st.culture_decks.items():
        assert {TB.culture_card[c].deck for c in cards} == {deck}
    assert all(c.culture_space == 0 and c.hand == [] for c in st.civs)
    other = E.setup(3, {}, seed=st.seed + 1)
    assert other.culture_decks != st.culture_decks  # shuffled by the seed


def test_advancing_pays_the_space_entered_and_draws_from_its_deck():
    # CV-15.2.1 / CV-15.2.2 / CV-32.16: each space costs what the space entered shows (section I: 3 culture;
    # section II: 5 culture + 3 trade, both paid in full); CV-15.2.3: a culture event space draws
    # the top card of its section's deck into the hidden hand.
    st = world()
    sheet(st, 0, culture=7, trade=5, culture_space=7)
    st = decide(st, {"k": "culture_track", "who": 0})
    assert E.legal_actions(st, 0) == ["advance", "done"]
    assert "5 culture + 3 trade" in E.prompt(st, 0).options[0].label.en
    deck_top(st, "II", "Supply Drop")
    st = act(st, 0, "advance")
    civ = st.civs[0]
    assert (civ.culture_space, civ.culture, civ.trade, civ.hand) == (8, 2, 2, ["Supply Drop"])
    assert not culture.can_advance(TB, st, 0)  # CV-29.4: 2 culture cannot pay the next space
    assert culture.space_cost(TB, 1) == (3, 0) and culture.space_cost(TB, 15) == (7, 6)
    assert culture.space_cost(TB, 21) == (7, 6)  # CV-15.2.6: the victory space costs section III


def test_any_number_of_spaces_a_turn_and_markers_share_spaces():
    # CV-15.2.1: any number of spaces, one at a time; CV-15.2.4: several markers on one space.
    st = world()
    sheet(st, 0, culture=9)
    sheet(st, 1, culture_space=2)
    st = decide(st, {"k": "culture_track", "who": 0})
    st = act(st, 0, "advance")
    st = act(st, 0, "advance")
    assert st.civs[0].culture_space == st.civs[1].culture_space == 2
    assert len(st.civs[0].hand) == 2 and st.civs[0].culture == 3


def test_great_person_space_places_or_keeps_a_random_great_person():
    # CV-15.2.3 / CV-17.2: space 3 draws a great person from the hidden pool; the player places it
    # in an outskirts square at once or keeps it on the sheet.
    st = world()
    sheet(st, 0, culture=3, culture_space=2)
    st.great_person_pool = ["artist", *st.great_person_pool]
    st = decide(st, {"k": "culture_track", "who": 0})
    st = act(st, 0, "advance")
    assert E.machine.current(st)["k"] == "place_piece" and "keep" in E.legal_actions(st, 0)
    st = act(st, 0, "keep")
    assert st.civs[0].great_people == ["artist"] and st.civs[0].culture_space == 3


def test_hand_limit_discard_before_playing():
    # CV-15.2.3 / CV-16.5: over the limit (2, +1 for Pottery, CV-16.1) the player discards at once,
    # choosing the card, privately; the card goes face up under its own deck.
    st = world()
    sheet(st, 0, culture=3, hand=["Supply Drop", "Lost"])
    deck_top(st, "I", "Migrants")
    st = decide(st, {"k": "culture_track", "who": 0})
    st = act(st, 0, "advance")
    assert E.machine.current(st)["k"] == "culture_discard"
    prompt = E.prompt(st, 0)
    assert prompt.private and {o.label.en.split(" (")[0] for o in prompt.options} == {
        "Supply Drop",
        "Lost",
        "Migrants",
    }
    drop = next(o.id for o in prompt.options if o.label.en.startswith("Lost"))
    st = act(st, 0, drop)
    assert sorted(st.civs[0].hand) == ["Migrants", "Supply Drop"]
    assert st.culture_discards["II"] == ["Lost"]
    # with Pottery the limit is 3
    st2 = world()
    sheet(st2, 0, culture=3, hand=["Supply Drop", "Lost"], techs=[["Pottery"], [], [], [], []])
    st2 = decide(st2, {"k": "culture_track", "who": 0})
    st2 = act(st2, 0, "advance")
    assert len(st2.civs[0].hand) == 3 and E.machine.current(st2) is None  # no discard


def test_an_empty_deck_reshuffles_its_face_up_cards():
    # CV-16.2: when a deck runs out its face-up cards are turned face down and shuffled.
    st = world()
    st.culture_decks = {**st.culture_decks, "I": []}
    st.culture_discards = {**st.culture_discards, "I": ["Migrants", "Sabotage"]}
    culture.draw(TB, st, 0, "I", [])
    assert st.civs[0].hand[0] in ("Migrants", "Sabotage") and len(st.culture_decks["I"]) == 1
    assert st.culture_discards["I"] == []


def test_entering_the_last_space_wins_the_culture_victory():
    # CV-15.2.3 / CV-28.1 / CV-1.2.1: entering space 21 wins at once (CV-28.5).
    st = world()
    sheet(st, 0, culture=7, trade=6, culture_space=20)
    st = decide(st, {"k": "culture_track", "who": 0})
    st = act(st, 0, "advance")
    assert st.finished and st.winners == [0] and st.victory == "culture"
    assert E.result(st).winners() == [0]


def test_advanced_tiebreak_finishes_the_turn_then_scores_the_achievers():
    # CV-28.6: a non-military victory lets the turn finish; only players who reached a victory
    # score techs (CV-32.27: starting tech included) + culture spaces + coins; the highest wins.
    st = E.setup(2, {"tiebreak": "advanced"}, seed=3)
    assert st.advanced_tiebreak
    explore_everything(st)
    sheet(st, 0, culture=7, trade=6, culture_space=20)
    sheet(st, 1, culture=3)
    st = decide(st, {"k": "culture_track", "who": 0}, {"k": "culture_track", "who": 1}, {"k": "end_turn"})
    st = act(st, 0, "advance")
    assert not st.finished and st.achieved == {"0": "culture"}
    st = act(st, 1, "done")  # the rest of the turn, then its end
    assert st.finished and st.winners == [0] and st.victory == "culture"
    # two achievers: the higher score wins; a tie shares
    from engines.civilization.victory import declare_win, settle_tiebreak

    st = E.setup(2, {"tiebreak": "advanced"}, seed=3)
    declare_win(st, [0], "culture", [])
    declare_win(st, [1], "economic", [])
    sheet(st, 1, culture_space=30)
    assert settle_tiebreak(TB, st, []) and st.winners == [1] and st.victory == "economic"
    st = E.setup(2, {"tiebreak": "advanced"}, seed=3)
    sheet(st, 0, techs=[["Pottery"], [], [], [], []])
    sheet(st, 1, techs=[["Writing"], [], [], [], []])
    declare_win(st, [0, 1], "technology", [])
    settle_tiebreak(TB, st, [])
    assert st.winners == [0, 1] and st.victory == "technology"
    # a military victory still ends the game at once
    st = E.setup(2, {"tiebreak": "advanced"}, seed=3)
    declare_win(st, [1], "military", [])
    assert st.finished and st.winners == [1]


def test_without_the_variant_the_first_victory_ends_the_game():
    # CV-28.5: the default: the game ends the moment a victory is reached.
    st = E.setup(2, {}, seed=3)
    assert not st.advanced_tiebreak
    from engines.civilization.victory import declare_win

    declare_win(st, [0], "economic", [])
    assert st.finished and st.winners == [0]


def test_rome_advances_for_free_when_it_builds_a_city_or_a_wonder():
    # CV-5.6.5 / CV-15.2.5: a free advance gives the space's reward without paying.
    st = world(("rome", "china"))
    clear_map(st)
    city(st, 0, 5, 1, capital=True)
    from tests.civilization.helpers import figure

    fig = figure(st, 0, "scout", 9, 5)
    fig_ok = fig.model_copy(update={"placed_turn": 0})
    st.figures = [fig_ok]
    st = decide(st, {"k": "start", "who": 0})
    st = act(st, 0, f"found:{fig.id}")
    civ = st.civs[0]
    assert civ.culture_space == 1 and civ.culture == 0 and len(civ.hand) == 1
    # China builds a city without a free advance
    st2 = world(("china", "rome"))
    clear_map(st2)
    city(st2, 0, 5, 1, capital=True)
    fig2 = figure(st2, 0, "scout", 9, 5)
    st2 = decide(st2, {"k": "start", "who": 0})
    st2 = act(st2, 0, f"found:{fig2.id}")
    assert st2.civs[0].culture_space == 0
