"""The names players read (techs, governments, buildings, wonders, great people, resources, unit
types) come from the data and reach Polish players in Polish, and no internal id reaches anyone."""

from __future__ import annotations

import pytest

from engines.base import Event
from engines.civilization import names, rules
from engines.civilization.data import Tables, load_data
from engines.civilization.engine import CivilizationEngine
from engines.kit.data import read_raw
from tests.civilization.helpers import E, set_up
from tests.civilization.names_scan import english_names, mistakes, play_texts


@pytest.mark.parametrize(("seed", "decisions"), [(0, 400), (1, 400), (2, 6000), (3, 6000)])
def test_random_games_read_no_english_name_in_polish_and_no_internal_id(seed, decisions):
    # the long games reach battles, loot, culture windows and wonders' abilities
    texts = play_texts(seed, decisions)
    assert len(texts["pl"]) > 200  # the scan reads a real game
    assert mistakes(texts) == []


def test_the_scan_finds_english_names_and_internal_ids():
    texts = {
        "en": ["Your units: artillery:3", "Harvest wheat"],
        "pl": ["Gracz A: ustrój Anarchy.", "Zbierz surowiec: silk", "Twoje jednostki: Artyleria 3"],
    }
    found = {(lang, what) for lang, what, _ in mistakes(texts)}
    assert found == {("en", "artillery:3"), ("pl", "Anarchy"), ("pl", "silk")}
    assert {"Code of Laws", "The Hanging Gardens", "Trading Post", "Republic", "silk"} <= english_names()


def test_polish_names_from_the_rulebook():
    # the seed's Polish rulebook names (data/civilization.json _meta)
    tb = E.tb
    assert names.tech(tb, "Code of Laws").pl == "Kodeks prawny"
    assert names.government(tb, "Despotism").pl == "Despotyzm"
    assert names.government(tb, "Monarchy").pl == "Monarchia"
    assert names.building(tb, "Trading Post").pl == "Placówka handlowa"
    assert names.building(tb, "Market").pl == "Targowisko"
    assert names.wonder(tb, "The Colossus").pl == "Kolos Rodyjski"
    assert names.resource(tb, "wheat").pl == "zboże"
    assert names.unit(tb, "mounted").pl == "jazda"
    assert names.great_person(tb, "humanitarian").pl == "Społecznik"
    every = [t for table in tb.names.values() for t in table.values()]
    assert all(t.en and t.pl for t in every)


def test_names_come_from_the_data():
    raw = read_raw("civilization")
    raw["governments"]["list"] = [
        {**g, "name_pl": "Bezrząd"} if g["name"] == "Anarchy" else g for g in raw["governments"]["list"]
    ]
    raw["wonders"]["list"] = [
        {**w, "name_pl": "Kolos"} if w["name"] == "The Colossus" else w for w in raw["wonders"]["list"]
    ]
    tb = Tables(load_data(raw))
    assert names.wonder(tb, "The Colossus").pl == "Kolos"
    st = set_up(["america", "rome"])
    ev: list[Event] = []
    rules.change_government(tb, st, 0, "Anarchy", ev)
    assert ev[-1].text.pl == "Gracz A: ustrój Bezrząd."
    assert ev[-1].text.en == "Player A: government Anarchy."
    engine = CivilizationEngine(load_data(raw))
    text = engine.describe(engine.view(st, 0), "pl")
    assert "(Ameryka, Bezrząd)" in text and "Anarchy" not in text


def test_the_result_note_is_a_sentence():
    from engines.civilization.victory import result_note

    note = result_note("technology")
    assert note.en == "Game over: technology victory."
    assert note.pl == "Koniec gry: zwycięstwo technologiczne."
    assert result_note(None) is None


def test_culture_cards_read_in_polish_in_hands_logs_and_windows():
    # CV-16.2: the card's name and effect are read out when it is played; a Polish player reads
    # them in Polish (data/civilization.json name_pl, effect_pl)
    from engines.civilization import culture
    from tests.civilization.helpers import clear_map, decide, explore_everything, sheet

    tb = E.tb
    assert names.culture_card(tb, "Drought").pl == "Susza"  # the Polish rulebook's names
    assert names.culture_card(tb, "Deforestation").pl == "Wylesienie"
    cards = tb.data.culture_event_cards.cards
    assert all(c.name_pl and c.effect_pl and c.name_pl != c.name for c in cards)
    assert len({c.name_pl for c in cards}) == len(cards)  # no two cards read alike
    st = set_up(["germany", "china", "egypt"])
    explore_everything(st)
    clear_map(st)
    sheet(st, 0, hand=["The Citizens Are Revolting!"])
    sheet(st, 1, hand=["Jousting Tourney"])
    hand = E.view(st, 0).private.hand
    assert [(c.name.pl, c.effect.pl) for c in hand] == [
        ("Obywatele się buntują!", "Ustrój innego gracza zmienia się na Anarchię.")
    ]
    assert "Obywatele się buntują! (Ustrój innego gracza" in E.describe(E.view(st, 0), "pl")
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    label = E.prompt(st, 0).options[0].label
    assert label.pl.startswith("Obywatele się buntują!: Ustrój") and label.en.startswith("The Citizens")
    st, events = E.apply(st, 0, f"play:{culture.card_index(tb, 'The Citizens Are Revolting!')}")
    played = events[0].text
    assert (
        played.pl == "Gracz A zagrywa Obywatele się buntują!: Ustrój innego gracza zmienia się na Anarchię."
    )
    assert (
        played.en
        == "Player A plays The Citizens Are Revolting!: Another player's government becomes Anarchy."
    )
    window = E.prompt(st, 1)
    assert "Obywatele się buntują!" in window.text.pl
    assert [o.label.pl for o in window.options][0] == "Anuluj kartą Turniej rycerski"


def test_culture_card_texts_come_from_the_data():
    raw = read_raw("civilization")
    cards = raw["culture_event_cards"]["cards"]
    raw["culture_event_cards"]["cards"] = [
        {**c, "name_pl": "Posucha", "effect_pl": "Pustynia."} if c["name"] == "Drought" else c for c in cards
    ]
    tb = Tables(load_data(raw))
    assert names.culture_card(tb, "Drought").pl == "Posucha"
    assert names.card_effect(tb, "Drought").pl == "Pustynia."
    assert names.any_name(tb, "Drought").pl == "Posucha"  # a card as a reaction window's source
