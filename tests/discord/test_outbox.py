"""Nothing a committed move owes the players is lost (issue 10, item 1): a prompt Discord refused
with a 503 is delivered on the next clock tick, and a prompt the bot never sent because it was
killed right after the commit is delivered when it starts again; each exactly once."""

from __future__ import annotations

import time

import discord

from host.service import MatchService
from host.store import OUTBOX_BACKOFF_S
from tests.discord import fakes
from tests.discord.conftest import ALA, BOB, make_bot
from tests.discord.test_flow import started


def unavailable() -> discord.DiscordServerError:
    return discord.DiscordServerError(
        fakes.FakeResponse(503, "Service Unavailable"), "upstream connect error"
    )


def prompt_posts(
    rest: fakes.FakeRest, thread: int, match_id: int, seat: int, user: int, since: int
) -> list[fakes.Sent]:
    """Accepted new thread messages (after the first `since` ones) showing the seat's prompt and
    pinging its player."""
    out = []
    for post in rest.posts(thread)[since:]:
        ids = fakes.custom_ids(post.body or {})
        mine = any(
            i.split(":")[1] in ("b", "s") and i.split(":")[2:5:2] == [str(match_id), str(seat)] for i in ids
        )
        if mine and not post.refused:
            assert f"<@{user}>" in post.body["content"]
            assert post.body["allowed_mentions"]["users"] == [user]  # the ping
            out.append(post)
    return out


async def commit_both_bids(host, match_id: int) -> tuple[int, int]:
    """Both players bid through the host alone (nothing posted), seat 1 last, so seat 0's turn
    starts with a new prompt message; returns (seat 0's user, seat 0)."""
    for seat in (0, 1):
        pending = next(p for p in await host.prompts(match_id) if p.seat == seat)
        await host.act(match_id, pending.user_id, pending.prompt.options[0].id)
    turn = (await host.prompts(match_id))[0]
    assert turn.seat == 0 and len(await host.prompts(match_id)) == 1
    return turn.user_id, turn.seat


async def test_a_prompt_refused_with_503_is_delivered_on_the_next_tick_exactly_once(world):
    match_id, thread = await started(world)
    seat_one = next(s for s in (await world.host.get(match_id)).seats if s.seat == 1)
    pending = next(p for p in await world.host.prompts(match_id) if p.seat == 0)
    await world.slash(
        "move", {"action": pending.prompt.options[0].id}, user_id=pending.user_id, channel_id=thread
    )
    world.rest.fail[("POST", f"/channels/{thread}/messages")] = unavailable()
    since = len(world.rest.posts(thread))
    pending = next(p for p in await world.host.prompts(match_id) if p.seat == 1)
    # the refused post is retried OUTBOX_BACKOFF_S after the failure, which the wall clock places
    # between `before` and `after`: ticks set against these bounds are early or due on any machine
    before = time.time()
    calls = await world.slash(
        "move", {"action": pending.prompt.options[0].id}, user_id=seat_one.user_id, channel_id=thread
    )
    after = time.time()
    assert "send it again" in calls[-1]["body"]["content"]  # the actor is told it will come
    match = await world.host.get(match_id)
    turn = (await world.host.prompts(match_id))[0]
    assert turn.seat == 0
    assert (
        prompt_posts(world.rest, thread, match_id, 0, turn.user_id, since) == []
    )  # refused: nobody was told
    assert any(p.refused for p in world.rest.posts(thread))
    del world.rest.fail[("POST", f"/channels/{thread}/messages")]  # Discord is back

    dms = {u: len(world.rest.dms(u)) for u in (ALA, BOB)}  # DMs went out with the move
    clock = world.bot.get_cog("ClockCog")
    now = (await world.host.undelivered(10**12))[0]
    assert now.version == match.version
    await clock.tick(before + OUTBOX_BACKOFF_S - 1)  # too early: the backoff has not passed
    assert prompt_posts(world.rest, thread, match_id, 0, turn.user_id, since) == []
    await clock.tick(after + OUTBOX_BACKOFF_S + 1)
    assert len(prompt_posts(world.rest, thread, match_id, 0, turn.user_id, since)) == 1
    assert any("Bids revealed" in t for t in world.rest.contents(thread))  # the log came too
    for later in (2, 5, 100):
        await clock.tick(after + later * OUTBOX_BACKOFF_S)
    assert len(prompt_posts(world.rest, thread, match_id, 0, turn.user_id, since)) == 1  # never twice
    assert await world.host.undelivered(10**12) == []
    assert {u: len(world.rest.dms(u)) for u in (ALA, BOB)} == dms  # and were not sent again
    # and the delivered prompt works
    message = world.prompt_message(thread, match_id, 0)
    await world.click(message, fakes.custom_ids(message)[0], user_id=turn.user_id)
    assert (await world.host.get(match_id)).version > match.version


async def test_a_prompt_owed_when_the_bot_was_killed_after_the_commit_arrives_after_restart_once(world):
    match_id, thread = await started(world)
    before = len(world.rest.posts(thread))
    dms_before = {u: len(world.rest.dms(u)) for u in (ALA, BOB)}
    user, seat = await commit_both_bids(world.host, match_id)
    assert prompt_posts(world.rest, thread, match_id, seat, user, before) == []  # committed, never sent
    await world.bot.close()  # killed: nothing after the commit ran
    await world.host.close()

    host = await MatchService.open(world.db_path)  # a fresh bot over the same database
    bot = await make_bot(world.db_path, host, world.rest)
    try:
        assert len(prompt_posts(world.rest, thread, match_id, seat, user, before)) == 1
        assert any("Bids revealed" in t for t in world.rest.texts(thread)[before:])
        assert await host.undelivered(10**12) == []
        other = ALA if user == BOB else BOB
        assert all(f"<@{other}>" not in t for t in world.rest.texts(thread)[before:])  # only who must act
        await bot.get_cog("ClockCog").tick(10**12)
        second = await make_bot(world.db_path, host, world.rest)  # and another restart
        await second.close()
        assert len(prompt_posts(world.rest, thread, match_id, seat, user, before)) == 1  # exactly once
        # each player's hand changed (a card was bid): one DM each with the hand as it is now
        for u in (ALA, BOB):
            assert len(world.rest.dms(u)) == dms_before[u] + 1
        assert len(world.rest.posts(thread)) - before == len(world.rest.texts(thread)[before:])
    finally:
        await bot.close()
        await host.close()


def result_posts(rest: fakes.FakeRest, thread: int, match_id: int) -> list[fakes.Sent]:
    return [
        p
        for p in rest.posts(thread)
        if not p.refused and f"ep:e:{match_id}:history" in fakes.custom_ids(p.body or {})
    ]


async def test_the_final_result_owed_when_the_bot_was_killed_is_posted_after_restart_once(world):
    match_id, thread = await started(world)
    while pending := await world.host.prompts(match_id):  # the rest of the match, never posted
        await world.host.act(match_id, pending[0].user_id, pending[0].prompt.options[0].id)
    assert (await world.host.get(match_id)).status.value == "finished"
    assert result_posts(world.rest, thread, match_id) == []
    await world.bot.close()
    await world.host.close()

    host = await MatchService.open(world.db_path)
    bot = await make_bot(world.db_path, host, world.rest)
    try:
        assert len(result_posts(world.rest, thread, match_id)) == 1
        await bot.get_cog("ClockCog").tick(10**12)
        await (await make_bot(world.db_path, host, world.rest)).close()
        assert len(result_posts(world.rest, thread, match_id)) == 1
        open_prompts = [i for m in world.rest.live(thread) for i in fakes.custom_ids(m) if i[3] in "bs"]
        assert open_prompts == []  # the bid prompts shown before the bot died are closed
    finally:
        await bot.close()
        await host.close()
