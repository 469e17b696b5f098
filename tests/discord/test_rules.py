"""/rules in the reader's language (issue 10, item 14): a Polish reader gets the Polish rules text
(data/rules/pl/<game>.md) when the game has one, found by rule ID or by Polish words in any of
their forms; for a game without one, the English text found through the glossary, under a note."""

from __future__ import annotations

import shutil

import pytest

from cogs import rules
from engines.registry import GAME_IDS
from tests.discord.conftest import ALA

POLISH_STONE_AGE = """# STONE AGE — zasady

## SA-1 Elementy gry

- **SA-1.3** Surowce i ich wartość w punktach: drewno 3, cegła 4, kamień 5, złoto 6.

## SA-4 Stawianie pionków

- **SA-4.5** **Jedna wizyta w miejscu:** gracz nigdy nie stawia pionków tam, gdzie już je ma.
"""


def reply(calls) -> str:
    return calls[-1]["body"]["content"]


@pytest.fixture
def rules_dir(tmp_path, monkeypatch):
    """A rules folder with the real English texts of two games and no translation."""
    for game in ("stone_age", "guns_steel"):
        shutil.copy(rules.RULES_DIR / f"{game}.md", tmp_path / f"{game}.md")
    monkeypatch.setattr(rules, "RULES_DIR", tmp_path)
    return tmp_path


@pytest.fixture
def polish_stone_age(rules_dir):
    (rules_dir / "pl").mkdir()
    (rules_dir / "pl" / "stone_age.md").write_text(POLISH_STONE_AGE, encoding="utf-8")
    return rules_dir


async def rules_reply(world, query: str, game: str, locale: str = "pl") -> str:
    return reply(await world.slash("rules", {"query": query, "game": game}, user_id=ALA, locale=locale))


async def test_a_polish_reader_gets_the_polish_text_by_id_and_by_polish_words(world, polish_stone_age):
    text = await rules_reply(world, "SA-4.5", "stone_age")
    assert text.startswith("- **SA-4.5** **Jedna wizyta w miejscu:**") and "spisane" not in text
    assert (await rules_reply(world, "sa-4", "stone_age")).startswith("## SA-4 Stawianie pionków")
    text = await rules_reply(world, "drewna", "stone_age")  # another form of "drewno"
    assert text.startswith("- **SA-1.3** Surowce") and "spisane" not in text
    assert (await rules_reply(world, "kamień złoto", "stone_age")).startswith("- **SA-1.3**")
    # the Polish text is searched itself: an English word finds nothing there
    assert (await rules_reply(world, "wood", "stone_age")).startswith("Żadna zasada nie pasuje do „wood”")
    # English readers keep the English text
    assert (await rules_reply(world, "SA-4.5", "stone_age", "en-US")).startswith(
        "- **SA-4.5** **One visit per location"
    )


async def test_a_game_without_a_polish_text_answers_in_english_under_a_note(world, polish_stone_age):
    text = await rules_reply(world, "rolnictwo", "guns_steel")
    assert text.startswith("Zasady tej gry są spisane tylko po angielsku; szukano: agriculture.")
    assert "Agriculture" in text or "agriculture" in text


async def test_without_translations_polish_words_find_the_english_rules(world, rules_dir):
    text = await rules_reply(world, "drewna", "stone_age")
    assert text.startswith("Zasady tej gry są spisane tylko po angielsku; szukano: wood.")
    assert "**SA-1.3**" in text
    assert "hunting grounds" in await rules_reply(world, "łowisko", "stone_age")
    assert "**SA-4.5**" in await rules_reply(world, "SA-4.5", "stone_age")
    text = await rules_reply(world, "zzzz", "stone_age")
    assert "zzzz" in text and "spisane" not in text
    # English users are answered as before, without the note
    assert (await rules_reply(world, "wood", "stone_age", "en-US")).startswith("- **SA-1.3**")


def id_gaps(game: str) -> tuple[set[str], set[str]]:
    """(rule IDs of the English text missing from the Polish one, IDs only the Polish one has)."""
    english, polish = set(rules.rule_ids(game)), set(rules.rule_ids(game, "pl"))
    return english - polish, polish - english


def test_every_polish_rules_text_has_exactly_the_rule_ids_of_the_english_one():
    translated = sorted(path.stem for path in (rules.RULES_DIR / "pl").glob("*.md"))
    assert translated  # the files this test exists for
    for game in translated:
        if rules.rules_path(game) is None:  # a game still being written: its English text comes with it
            assert game not in GAME_IDS, f"{game}: a Polish rules text without the English one"
            continue
        missing, extra = id_gaps(game)
        assert not missing and not extra, (
            f"{game}: missing in Polish {sorted(missing)}, only in Polish {sorted(extra)}"
        )


def test_a_rule_id_missing_from_a_translation_is_found(polish_stone_age):
    missing, extra = id_gaps("stone_age")
    assert {"SA-1.3", "SA-4.5"}.isdisjoint(missing) and "SA-4.4" in missing and not extra
    text = POLISH_STONE_AGE + "\n- **SA-99.1** Zasada, której nie ma po angielsku.\n"
    (polish_stone_age / "pl" / "stone_age.md").write_text(text, encoding="utf-8")
    rules._blocks.cache_clear()
    assert id_gaps("stone_age")[1] == {"SA-99.1"}
