"""A quiet, readable thread (issue 10, item 10), counted over whole matches played by two humans
making random choices: at most one new thread message and one board picture per player turn, one
ping when a turn starts and none while acting, no status edit that changes nothing, and direct
messages only when the private view changed, silently."""

from __future__ import annotations

import random

import pytest

from tests.discord import fakes
from tests.discord.conftest import ALA, BOB
from tests.discord.test_flow import SUPPRESS_NOTIFICATIONS, start_match


def pinged(call) -> list[int]:
    return [int(u) for u in ((call.body or {}).get("allowed_mentions") or {}).get("users", [])]


async def play_counting(world, game: str, seed: int) -> dict:
    rng = random.Random(seed)
    match_id = await start_match(world, game=game, options="rounds=2")
    thread = (await world.host.get(match_id)).thread_id
    start = len(world.rest.calls)
    turns, last_user, acting_pings = 0, None, 0
    for _ in range(200):
        pending = await world.host.prompts(match_id)
        if not pending:
            break
        p = rng.choice(pending)
        ids = p.prompt.option_ids()
        if p.prompt.kind == "multi":
            picks = min(max(1, p.prompt.min_pick), p.prompt.max_pick)
            action = "+".join(sorted(rng.sample(ids, picks)))
        else:
            action = rng.choice(ids)
        turns += p.user_id != last_user
        before = len(world.rest.calls)
        await world.slash("move", {"action": action}, user_id=p.user_id, channel_id=thread)
        still = any(q.user_id == p.user_id for q in await world.host.prompts(match_id))
        for call in world.rest.calls[before:]:
            if call.channel_id == thread and call.method == "POST" and p.user_id in pinged(call):
                acting_pings += still  # the actor pinged while their turn goes on
        last_user = p.user_id
    assert (await world.host.get(match_id)).status.value == "finished"
    calls = world.rest.calls[start:]
    posts = [
        c for c in calls if c.channel_id == thread and c.method == "POST" and c.path.endswith("/messages")
    ]
    return {"turns": turns, "posts": posts, "acting_pings": acting_pings, "calls": calls, "thread": thread}


@pytest.mark.parametrize("game", ["tiny", "tiny_secret"])
@pytest.mark.parametrize("seed", [1, 2, 3])
async def test_whole_matches_make_a_quiet_thread(world, game, seed):
    counted = await play_counting(world, game, seed)
    turns, posts = counted["turns"], counted["posts"]
    # one message per turn (the turn's prompt, which gathers its log), plus the final result
    assert len(posts) <= turns + 1, [p.body["content"][:60] for p in posts]
    assert sum(bool(p.files) for p in posts) <= turns + 1  # at most one board picture per turn
    assert sum(bool(pinged(p)) for p in posts) <= turns and counted["acting_pings"] == 0
    # every pinned-status edit changes the text
    thread = counted["thread"]
    status = [
        c
        for c in world.rest.calls
        if c.channel_id == thread and c.method == "POST" and "📌" in (c.body or {}).get("content", "")
    ]
    status_id = None
    for message_id, message in world.rest.messages.items():
        if message["content"].startswith("📌") and int(message["channel_id"]) == thread:
            status_id = message_id
    assert status and status_id
    edits = [
        (c.body or {}).get("content")
        for c in world.rest.calls
        if c.method == "PATCH" and c.path.endswith(f"/{status_id}")
    ]
    shown = [status[0].body["content"], *edits]
    assert all(a != b for a, b in zip(shown, shown[1:], strict=False))
    # DMs are silent, and a hand is sent again only when it changed or with a private event
    for user in (ALA, BOB):
        hands = [c.body["content"] for c in world.rest.dms(user) if "```" in c.body["content"]]
        assert all(c.body.get("flags", 0) & SUPPRESS_NOTIFICATIONS for c in world.rest.dms(user))
        for a, b in zip(hands, hands[1:], strict=False):
            assert a.split("```")[1] != b.split("```")[1] or "• " in b


async def test_the_first_message_of_a_turn_pings_its_player_once(world):
    match_id = await start_match(world, options="rounds=1")
    thread = (await world.host.get(match_id)).thread_id
    pending = await world.host.prompts(match_id)
    pings = [u for c in world.rest.posts(thread) for u in pinged(c)]
    assert sorted(pings) == sorted(p.user_id for p in pending)  # each bidder once, nobody else
    assert fakes.CHANNEL not in pings
