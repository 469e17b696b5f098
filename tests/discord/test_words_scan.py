"""Every string a player reads is a sentence in their language (issue 10, item 14): random matches
of every real game, in English and in Polish, through the bot; every message, edit, DM and reply
is scanned for internal ids (option ids, key=value codes) and wrong plurals."""

from __future__ import annotations

import random
import re

import pytest

from engines.base import pl_plural
from tests.discord.conftest import ALA, BOB
from tests.discord.test_flow import lobby_message

STEPS = 60
KEY_VALUE = re.compile(r"\b[a-z_]+=[a-z0-9_]+\b")
ENGLISH_ONE = re.compile(
    r"(?<![\d.,/])\b1 (resources|cards|points|workers|units|people|players|wins|matches)\b"
)
POLISH_NOUNS = {  # the forms after a number: 1, 2-4, 5+
    "surowiec": ("surowiec", "surowce", "surowców"),
    "punkt": ("punkt", "punkty", "punktów"),
    "gracz": ("gracz", "graczy", "graczy"),
}
POLISH_NUMBER = re.compile(r"(?<![\d.,/])\b(\d+) (\w+)")


def plural_mistakes(text: str) -> list[str]:
    found = [m.group(0) for m in ENGLISH_ONE.finditer(text)]
    for number, word in POLISH_NUMBER.findall(text):
        for forms in POLISH_NOUNS.values():
            if word in forms and word != pl_plural(int(number), *forms):
                found.append(f"{number} {word}")
    return found


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
@pytest.mark.parametrize(
    "game",
    [
        "stone_age",
        "guns_steel",
    ],
)
async def test_players_read_no_internal_id_and_no_wrong_plural(world, game, locale):
    ids = await play_random(world, game, locale, seed=7)
    texts = read_texts(world)
    raw = sorted({i for t in texts for i in ids if re.search(rf"(?<![\w:]){re.escape(i)}(?![\w:])", t)})
    assert raw == []
    assert sorted({m for t in texts for m in KEY_VALUE.findall(t)}) == []
    assert sorted({m for t in texts for m in plural_mistakes(t)}) == []
    assert not any(re.search(r"\b(language|język): (en|pl)\b", t) for t in texts)
