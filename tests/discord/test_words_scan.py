"""Every string a player reads is a sentence in their language (issue 10, item 14): random matches
of every real game, in English and in Polish, through the bot; every message, edit, DM and reply
is scanned for internal ids (option ids, key=value codes) and wrong plurals."""

from __future__ import annotations

import random
import re

import pytest

from engines import get_engine
from engines.base import pl_plural
from engines.registry import GAME_IDS
from tests.discord.conftest import ALA, BOB
from tests.discord.test_flow import lobby_message

STEPS = 60
KEY_VALUE = re.compile(r"\b[a-z_]+=[a-z0-9_]+\b")
# "1 cards", "1 resource cards": one, then a plural noun (at most one word between)
ENGLISH_ONE = re.compile(
    r"(?<![\d.,/])\b1 (?:\w+ )?(resources|cards|points|workers|units|people|players|wins|matches|coins)"
    r"(?![\w…])"
)
ENGLISH_MAYBE_PLURAL = re.compile(r"\w\(s\)")  # "card(s)": the count is known, say it right
POLISH_NOUNS = {  # the forms after a number: 1, 2-4, 5+ (after 1 also the accusative)
    "surowiec": ("surowiec", "surowce", "surowców"),
    "punkt": ("punkt", "punkty", "punktów"),
    "gracz": ("gracz", "graczy", "graczy"),
    "karta": ("karta|kartę", "karty", "kart"),
    "zasób": ("zasób", "zasoby", "zasobów"),
    "pionek": ("pionek", "pionki", "pionków"),
    "moneta": ("moneta|monetę", "monety", "monet"),
    "dowolny": ("dowolny|dowolna", "dowolne", "dowolnych"),
}
POLISH_FORMS = {form for forms in POLISH_NOUNS.values() for group in forms for form in group.split("|")}
# a number and the two words after it, unless a preposition asks for the genitive ("do 3 kart")
# (a word cut by "…" is left alone: "2 kart…" was "2 karty")
POLISH_NUMBER = re.compile(r"(?<![\d.,/])(?<!\bdo )(?<!\bod )\b(\d+) (\w+)(?![\w…])(?: (\w+)(?![\w…]))?")


def plural_mistakes(text: str) -> list[str]:
    found = [m.group(0) for m in ENGLISH_ONE.finditer(text)]
    found += [m.group(0) for m in ENGLISH_MAYBE_PLURAL.finditer(text)]
    for number, *words in POLISH_NUMBER.findall(text):
        word = next((w for w in words if w in POLISH_FORMS), None)
        for forms in POLISH_NOUNS.values():
            if word in {f for group in forms for f in group.split("|")}:
                if word not in pl_plural(int(number), *forms).split("|"):
                    found.append(f"{number} {' '.join(w for w in words if w)}")
    return found


def test_the_plural_check_finds_what_it_should():
    assert plural_mistakes("at least 1 resource cards face up; takes 2 card(s)") == [
        "1 resource cards",
        "d(s)",
    ]
    assert plural_mistakes("co najmniej 1 karty zasobów, + 1 dowolne, 5 różne zasoby") == [
        "1 karty zasobów",
        "1 dowolne",
        "5 różne zasoby",
    ]
    assert plural_mistakes("weź 1 kartę, 2 karty zasobów, 5 różnych zasobów, do 3 kart, 1 card") == []
    assert plural_mistakes("co najmniej 2 kart…") == []


def read_texts(world) -> list[str]:
    """Everything the bot wrote: posts, edits and DMs (text, labels, select options, alt text),
    and the interaction replies."""
    out = []
    for call in world.rest.calls:
        body = call.body or {}
        out.append(body.get("content") or "")
        for row in body.get("components") or []:
            for item in row["components"]:
                out.append(item.get("label") or "")
                out += [o["label"] for o in item.get("options", [])]
                out += [o.get("description") or "" for o in item.get("options", [])]
        out += [d or "" for d in call.descriptions]
    for call in world.adapter.calls:
        body = call["body"] or {}
        out.append(body.get("content") or (body.get("data") or {}).get("content") or "")
    return [t for t in out if t]


async def play_random(world, game: str, locale: str, seed: int) -> set[str]:
    """A 2-player match of Ala and Bob by /move with random choices; returns the option ids seen."""
    rng = random.Random(seed)
    create = world.host.create

    async def seeded(*args, **kw):  # the same match every run
        return await create(*args, **{**kw, "seed": seed})

    world.host.create = seeded
    await world.slash("game", {"game": game, "players": 2}, sub="new", user_id=ALA, locale=locale)
    match_id = await world.match_id()
    await world.click(
        await lobby_message(world, match_id), f"ep:l:{match_id}:join", user_id=BOB, locale=locale
    )
    await world.slash("game", {}, sub="start", user_id=ALA, locale=locale)
    thread = (await world.host.get(match_id)).thread_id
    ids: set[str] = set()
    for _ in range(STEPS):
        pending = await world.host.prompts(match_id)
        if not pending:
            break
        p = rng.choice(pending)
        options = p.prompt.option_ids()
        ids |= {i for i in options if ":" in i or "_" in i}
        if p.prompt.kind == "multi":
            action = "+".join(sorted(rng.sample(options, min(max(1, p.prompt.min_pick), p.prompt.max_pick))))
        else:
            action = rng.choice(options)
        await world.slash("move", {"action": action}, user_id=p.user_id, channel_id=thread, locale=locale)
    await world.slash("history", {}, user_id=ALA, channel_id=thread, locale=locale)
    await world.slash("settings", {}, user_id=ALA, channel_id=thread, locale=locale)
    return ids


@pytest.mark.parametrize("locale", ["en-US", "pl"])
@pytest.mark.parametrize("game", GAME_IDS)
async def test_players_read_no_internal_id_and_no_wrong_plural(world, game, locale):
    ids = await play_random(world, game, locale, seed=7)
    texts = read_texts(world)
    raw = sorted({i for t in texts for i in ids if re.search(rf"(?<![\w:]){re.escape(i)}(?![\w:])", t)})
    assert raw == []
    assert sorted({m for t in texts for m in KEY_VALUE.findall(t)}) == []
    mistakes = sorted({m for t in texts for m in plural_mistakes(t)})
    assert mistakes == [], [next(t for t in texts if m in plural_mistakes(t)) for m in mistakes][:3]
    assert not any(re.search(r"\b(language|język): (en|pl)\b", t) for t in texts)


def test_every_guns_steel_effect_and_wonder_condition_reads_right():
    # the card texts a random match may never show: every effect and wonder condition of the data
    from engines.guns_steel.texts import condition_text, steps_text
    from tests.guns_steel.helpers import R

    texts = [*R.text.effect.values(), *R.text.wonder_condition.values()]
    for n in (1, 2, 5):  # the counted conditions and effects with each plural form
        texts += [condition_text({"type": "min_face_up_resources", "value": n})]
        texts += [condition_text({"type": "face_up_resources", "resource": "oil", "min": n})]
        texts += [condition_text({"type": "tech_cards_face_up", "tech_type": "tactic", "min": n})]
        texts += [condition_text({"type": "distinct_face_up_resource_types", "min": n})]
        texts += [condition_text({"type": "picked_up_count", "min": n})]
        texts += [steps_text([{"op": "lose_resources", "units": n}])]
        texts += [steps_text([{"op": "play_military_from_hand", "max": n}])]
    mistakes = {
        (text.get(lang), m)
        for text in texts
        for lang in ("en", "pl")
        for m in plural_mistakes(text.get(lang))
    }
    assert mistakes == set()
    pl = condition_text({"type": "tech_cards_face_up", "tech_type": "tactic", "min": 5}).pl
    assert pl == "co najmniej 5 kart Taktycznych stroną technologii do góry"


def test_every_option_of_every_game_reads_as_words():
    from cogs.present import options_text

    for game in GAME_IDS:
        for spec in get_engine(game).option_specs:
            for value in spec.choices:
                for lang in ("en", "pl"):
                    text = options_text(game, {spec.key: value}, lang)
                    assert text.startswith(spec.label.get(lang) + ": "), text
                    shown = text.removeprefix(spec.label.get(lang) + ": ")
                    assert "=" not in text and "_" not in text, text
                    if lang == "pl":  # English words such as "off" must not show through
                        assert shown.isdigit() or shown != value, text
