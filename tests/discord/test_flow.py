"""Whole matches through the real CommandTree and view store, with Discord recorded offline."""

from __future__ import annotations

import json

from host.types import MatchStatus
from tests.discord import fakes
from tests.discord.conftest import ALA, BOB, ephemeral


async def open_lobby(world, options="rounds=1", locale="en-US"):
    calls = await world.slash(
        "game", {"game": "tiny", "options": options}, sub="new", user_id=ALA, locale=locale
    )
    return calls, await world.match_id()


async def lobby_message(world, match_id) -> dict:
    channel_id, message_id = json.loads(await world.host.get_meta(match_id, "lobby"))
    return world.rest.messages[message_id]


async def start_match(world, *, joiners=(BOB,), options="rounds=1", locale="en-US"):
    _, match_id = await open_lobby(world, options, locale)
    for user in joiners:
        await world.click(await lobby_message(world, match_id), f"ep:l:{match_id}:join", user_id=user)
    await world.slash("game", {}, sub="start", user_id=ALA)
    return match_id


async def play_step(world, match_id, thread_id, *, by_move: bool) -> bool:
    """One decision of the first awaited seat, by button or by /move; False when nobody is awaited."""
    pending = await world.host.prompts(match_id)
    if not pending:
        return False
    p = pending[0]
    if by_move:
        await world.slash("move", {"action": p.prompt.options[0].id}, user_id=p.user_id, channel_id=thread_id)
        return True
    message = world.prompt_message(thread_id, match_id, p.seat)
    first = fakes.custom_ids(message)[0]
    values = ["0"] if first.startswith("ep:s:") else None
    await world.click(message, first, user_id=p.user_id, values=values)
    return True


async def test_game_new_posts_a_lobby_with_buttons(world):
    calls, match_id = await open_lobby(world)
    assert calls[0]["body"]["type"] == 5 and ephemeral(calls[0])  # deferred at once, ephemeral
    lobby = world.rest.posts(fakes.CHANNEL)[-1]
    assert "Tiny #" in lobby.body["content"] and "1/4" in lobby.body["content"]
    ids = [c["custom_id"] for row in lobby.body["components"] for c in row["components"]]
    assert ids == [f"ep:l:{match_id}:{op}" for op in ("join", "leave", "bot", "start", "cancel")]


async def test_whole_match_from_lobby_to_final_scores(world):
    match_id = await start_match(world)
    match = await world.host.get(match_id)
    thread = match.thread_id
    assert match.status is MatchStatus.ACTIVE and thread not in (None, fakes.CHANNEL)
    # the lobby message became a link to the thread, without buttons
    lobby = await lobby_message(world, match_id)
    assert f"<#{thread}>" in lobby["content"] and lobby["components"] == []
    # status message posted first in the thread and pinned
    first = world.rest.posts(thread)[0]
    assert first.body["content"].startswith("📌")
    assert any(c.method == "PUT" and "/pins/" in c.path for c in world.rest.calls)
    # both players were added to the thread and got their hand by DM, with a picture
    added = {c.path.rsplit("/", 1)[1] for c in world.rest.calls if "/thread-members/" in c.path}
    assert added == {str(ALA), str(BOB)}
    for user in (ALA, BOB):
        dm = world.rest.dms(user)[-1]
        assert "Hand:" in dm.body["content"] and dm.files == ["hand.png"] and dm.descriptions[0]

    steps = 0
    while await play_step(world, match_id, thread, by_move=steps % 3 == 2):
        steps += 1
        assert steps < 60, "the match does not end"
    final = await world.host.get(match_id)
    assert final.status is MatchStatus.FINISHED and final.version >= steps
    result = await world.host.result(match_id)
    texts = world.rest.texts(thread)
    end = next(t for t in texts if t.startswith("🏁"))
    winner = next(s.name for s in final.seats if s.seat == result.winners()[0])
    assert "Winner" in end and winner in end
    for score in result.scores:
        assert f": {score.score}" in end
    end_message = [m for m in world.rest.live(thread) if "🏁" in m["content"]][0]
    assert fakes.custom_ids(end_message) == [f"ep:e:{match_id}:rematch", f"ep:e:{match_id}:history"]
    # every prompt was closed: no live prompt buttons remain
    assert all(
        not cid.startswith(("ep:b:", "ep:s:")) for m in world.rest.live(thread) for cid in fakes.custom_ids(m)
    )
    # the board picture went with the log, with alt text
    assert any(
        c.files == ["board.png"] and c.descriptions[0].startswith("Round") for c in world.rest.posts(thread)
    )
    # the pinned status message was edited in place to the end state
    status = world.rest.messages[json.loads(await world.host.get_meta(match_id, "status_msg"))]
    assert "over" in status["content"]
    # nobody's private hand ever appeared in the thread
    assert not any("Hand:" in t for t in texts)
