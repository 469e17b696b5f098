"""Everything a Civilization player reads in seeded random games, in English and Polish, and the
mistakes in it: an English name of a tech, government, building, wonder, great person, resource,
unit type or culture event card (or a card's English effect text) in a Polish text, or an internal
id ("artillery:3", "gp:artist") in either language.

Run by hand to list what a sweep finds: `.venv/bin/python -m tests.civilization.names_scan`."""

from __future__ import annotations

import re

from engines import get_engine
from engines.base import Text
from tests.polish_texts import texts_of


def play_texts(seed: int, decisions: int = 300) -> dict[str, list[str]]:
    """A seeded random game's texts: prompts (question, labels, details), events, status lines,
    the plain-text board of every seat and the result."""
    engine = get_engine("civilization")
    agent = engine.agents()["random"]
    state = engine.setup(2 + seed % 3, {}, seed)
    out: dict[str, list[str]] = {"en": [], "pl": []}
    for n in range(decisions):
        if state.finished:
            break
        awaited = sorted(engine.to_act(state))
        for seat in awaited:
            pending = engine.prompt(state, seat)
            if pending is not None:
                texts_of(pending.model_dump(), out)
        if n % 25 == 0:
            for seat in range(state.players):
                view = engine.view(state, seat)
                for lang in ("en", "pl"):
                    out[lang].append(engine.describe(view, lang))
        action = agent.choose(engine, state, awaited[0], n)
        state, events = engine.apply(state, awaited[0], action)
        for event in events:
            texts_of(event.model_dump(), out)
        texts_of(Text.model_validate(engine.status_line(state).model_dump()).model_dump(), out)
    result = engine.result(state)
    if result is not None:
        texts_of(result.model_dump(), out)
    for seat in range(state.players):
        for lang in ("en", "pl"):
            out[lang].append(engine.describe(engine.view(state, seat), lang))
    return out


def english_names() -> set[str]:
    """The English names of the data that differ from their Polish names, and the culture event
    cards' English effect texts."""
    tb = get_engine("civilization").tb
    named = {t.en for table in tb.names.values() for t in table.values() if t.en != t.pl}
    return named | {card.effect for card in tb.culture_cards}


INTERNAL_ID = re.compile(
    r"\b(?:artillery|infantry|mounted|aircraft):\d|\b(?:gp|bld|gov|harvest|wonder|unit):[\w ]"
)


def mistakes(texts: dict[str, list[str]]) -> list[tuple[str, str, str]]:
    """(language, what was found, the text) for every English name in Polish and internal id."""
    found = []
    pattern = re.compile("|".join(rf"(?<![\w-]){re.escape(n)}(?![\w-])" for n in sorted(english_names())))
    for text in set(texts["pl"]):
        found += [("pl", m.group(0), text) for m in pattern.finditer(text)]
    for lang in ("en", "pl"):
        for text in set(texts[lang]):
            found += [(lang, m.group(0), text) for m in INTERNAL_ID.finditer(text)]
    return sorted(set(found))


if __name__ == "__main__":
    seen: dict[tuple[str, str], str] = {}
    for seed in range(6):
        for lang, what, text in mistakes(play_texts(seed)):
            seen.setdefault((lang, what), text)
    for (lang, what), text in sorted(seen.items()):
        print(f"{lang} {what!r}: {text[:160]!r}")
