"""Through the Ages reads as a Polish game to Polish players: every card has a Polish name and a
Polish effect text, the Polish words follow the Polish rulebook (data/rules/pl/through_ages.md),
and a Polish picture or description of a random game shows no English card name or effect."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engines.base import play_on
from engines.through_ages import ENGINE
from engines.through_ages.describe import face
from render import through_ages
from tests.discord.test_words_scan import plural_mistakes

G = ENGINE.g
# English names that differ from their Polish ones (names that are the same in both are fine)
ENGLISH_ONLY = sorted({c.name for c in G.cards if c.name_pl != c.name})


def english_names_in(text: str) -> list[str]:
    return [name for name in ENGLISH_ONLY if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text)]


def test_every_card_has_a_polish_name_and_a_polish_effect():
    assert [c.id for c in G.cards if not c.name_pl or not c.effect_pl] == []
    colossus = G.card["civil-A-colossus"]
    assert colossus.title.pl == "Kolos Rodyjski"
    assert colossus.effect_text.en == colossus.effect
    assert colossus.effect_text.pl == "+2 siły i +1 do siły kolonizacyjnej."


def test_the_card_faces_carry_the_polish_effect():
    for card in G.cards:
        shown = face(G, card.id)
        assert (shown.name.pl, shown.text.pl) == (card.name_pl, card.effect_pl)
        assert shown.text.en == card.effect


def test_the_polish_names_are_the_rules_texts_renderings():
    # data/rules/pl/through_ages.md names cards as „Polski (English)”: the data agrees with it
    rules = re.sub(r"\s+", " ", Path("data/rules/pl/through_ages.md").read_text(encoding="utf-8"))
    named = [c for c in G.cards if f"({c.name})" in rules and c.name_pl != c.name]
    assert len(named) > 50
    assert [c.id for c in named if f"{c.name_pl} ({c.name})" not in rules] == []


def test_the_polish_effects_use_the_rulebooks_words_and_plurals():
    wrong = re.compile(r"\b(epok\w*|przywód\w*|żeton\w*|rzęd\w* kart|rząd kart|wojskow\w*)", re.IGNORECASE)
    for card in G.cards:
        assert plural_mistakes(card.effect_pl) == [], card.id
        assert not wrong.search(card.effect_pl), (card.id, card.effect_pl)


@pytest.mark.parametrize("players,seed", [(2, 5), (3, 11), (4, 17)])
def test_a_polish_random_game_shows_no_english_card_name(players, seed):
    st = play_on(ENGINE, ENGINE.setup(players, {}, seed=seed), 220)
    for seat in (None, *range(players)):
        view = ENGINE.view(st, seat)
        text = ENGINE.describe(view, "pl")
        assert english_names_in(text) == [], text
        drawn = " ".join(through_ages.board(view, "pl").info["texts"])
        assert english_names_in(drawn) == []
        hand = through_ages.private(view, "pl")
        if hand is not None:
            drawn = " ".join(hand.info["texts"])
            assert english_names_in(drawn) == []
            for card in view.military_hand or []:  # the effects are Polish too
                first_words = " ".join(G.card[card.id.split("@")[0]].effect.split()[:3])
                assert first_words not in drawn, first_words
    assert ENGINE.describe(ENGINE.view(st, 0), "pl").startswith("Era ")
