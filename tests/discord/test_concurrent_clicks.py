"""Two clicks at the same instant (issue 10, "concurrency is safe"): both reach the bot before either
is answered; the match applies one and the other player's click gets a clear stale message."""

from __future__ import annotations

import asyncio
import copy

import pytest

from cogs.i18n import lang_of_locale, t
from tests.discord import fakes
from tests.discord.conftest import ALA, BOB, ephemeral
from tests.discord.test_flow import started as started_at_random

SEED = 1  # a fixed deal in which Ala holds two different cards: her bid prompt shows two buttons


async def started(world, monkeypatch):
    """A started 2-player tiny match dealt from SEED. A match's seed is otherwise random, and one
    deal in forty gives Ala three equal cards: a single button, and these tests need two."""
    create = world.host.create

    async def seeded(*args, **kw):
        return await create(*args, **{**kw, "seed": SEED})

    monkeypatch.setattr(world.host, "create", seeded)
    match_id, thread = await started_at_random(world)
    seat = await world.host.seat_of(match_id, ALA)
    assert len(fakes.custom_ids(world.prompt_message(thread, match_id, seat))) >= 2
    return match_id, thread


def reply_text(call: dict) -> str:
    body = call["body"] or {}
    return body.get("content") or (body.get("data") or {}).get("content") or ""


@pytest.mark.parametrize("locale", ["en-US", "pl"])
async def test_two_clicks_on_the_same_prompt_at_once_apply_one(world, monkeypatch, locale):
    match_id, thread = await started(world, monkeypatch)
    seat = await world.host.seat_of(match_id, ALA)
    message = world.prompt_message(thread, match_id, seat)
    first, second = fakes.custom_ids(message)[:2]  # two different bids
    before = await world.host.get(match_id)
    start = len(world.adapter.calls)
    await asyncio.gather(  # (a deadlock would fail in fakes.settle, after its hang guard)
        world.click(message, first, user_id=ALA, locale=locale),
        world.click(message, second, user_id=ALA, locale=locale),
    )
    after = await world.host.get(match_id)
    assert after.version == before.version + 1
    refused = [c for c in world.adapter.calls[start:] if ephemeral(c)]
    assert len(refused) == 1 and reply_text(refused[0]) == t(lang_of_locale(locale), "err.stale")
    # one bid was played, and the seat is no longer awaited
    assert seat not in [p.seat for p in await world.host.prompts(match_id)]
    played = (await world.host.history(match_id))[-1]
    assert played.version == after.version and played.name == "Gracz101"


async def test_two_players_clicking_their_own_prompts_at_once_both_play(world, monkeypatch):
    match_id, thread = await started(
        world, monkeypatch
    )  # the bids are simultaneous: both players are awaited
    messages = {
        user: world.prompt_message(thread, match_id, await world.host.seat_of(match_id, user))
        for user in (ALA, BOB)
    }
    before = await world.host.get(match_id)
    start = len(world.adapter.calls)
    await asyncio.gather(
        *(world.click(m, fakes.custom_ids(m)[0], user_id=user) for user, m in messages.items())
    )
    assert [c for c in world.adapter.calls[start:] if ephemeral(c)] == []
    assert (await world.host.get(match_id)).version >= before.version + 2


async def test_a_prompt_passed_only_by_another_players_move_still_answers(world, monkeypatch):
    # Bob bids first; Ala clicks the buttons she was shown before her message was refreshed
    match_id, thread = await started(world, monkeypatch)
    ala, bob = [await world.host.seat_of(match_id, user) for user in (ALA, BOB)]
    shown = copy.deepcopy(world.prompt_message(thread, match_id, ala))
    bob_message = world.prompt_message(thread, match_id, bob)
    await world.click(bob_message, fakes.custom_ids(bob_message)[0], user_id=BOB)
    version = (await world.host.get(match_id)).version
    assert fakes.custom_ids(world.rest.messages[int(shown["id"])]) != fakes.custom_ids(shown)  # refreshed
    calls = await world.click(shown, fakes.custom_ids(shown)[0], user_id=ALA)
    assert [c for c in calls if ephemeral(c)] == []
    assert (await world.host.get(match_id)).version > version
    # a second click on the same old buttons is stale: Ala's own move came in between
    calls = await world.click(shown, fakes.custom_ids(shown)[1], user_id=ALA)
    assert reply_text(calls[-1]) == t("en", "err.stale")
