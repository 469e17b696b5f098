"""Whole matches through the real CommandTree and view store, with Discord recorded offline."""

from __future__ import annotations

import json

import pytest

from host.types import MatchStatus
from tests.discord import fakes
from tests.discord.conftest import ALA, BOB, STRANGER, ephemeral

SUPPRESS_NOTIFICATIONS = 1 << 12


async def open_lobby(world, options="rounds=1", locale="en-US", game="tiny"):
    calls = await world.slash(
        "game", {"game": game, "options": options}, sub="new", user_id=ALA, locale=locale
    )
    return calls, await world.match_id()


async def lobby_message(world, match_id) -> dict:
    channel_id, message_id = json.loads(await world.host.get_meta(match_id, "lobby"))
    return world.rest.messages[message_id]


async def start_match(world, *, joiners=(BOB,), options="rounds=1", locale="en-US", game="tiny"):
    _, match_id = await open_lobby(world, options, locale, game)
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
        assert f"https://discord.com/channels/{fakes.GUILD}/{thread}" in dm.body["content"]
    # a prompt mentions only the player to act and notifies; log and status posts are silent
    for post in world.rest.posts(thread):
        pinged = post.body["allowed_mentions"].get("users", [])
        silent = bool(post.body.get("flags", 0) & SUPPRESS_NOTIFICATIONS)
        if post.body.get("components"):
            assert len(pinged) == 1 and f"<@{pinged[0]}>" in post.body["content"] and not silent
        else:
            assert pinged == [] and silent

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
    assert fakes.custom_ids(end_message) == [
        f"ep:e:{match_id}:{op}" for op in ("rematch", "history", "export")
    ]
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
    # and it maps the seat letters of log lines and pictures to the players
    for seat in final.seats:
        assert f"**{chr(ord('A') + seat.seat)}** {seat.name}" in status["content"]
    # nobody's private hand ever appeared in the thread
    assert not any("Hand:" in t for t in texts)


async def started(world, **kw):
    match_id = await start_match(world, **kw)
    return match_id, (await world.host.get(match_id)).thread_id


async def test_a_stranger_pressing_a_prompt_button_is_refused_privately(world):
    match_id, thread = await started(world)
    before = await world.host.get(match_id)
    ala_seat = await world.host.seat_of(match_id, ALA)
    message = world.prompt_message(thread, match_id, ala_seat)
    button = fakes.custom_ids(message)[0]
    # someone outside the match is told so; the other player is told to wait for their own prompt
    for intruder, said in (
        (STRANGER, "You are not playing in this match."),
        (BOB, "belongs to another player"),
    ):
        calls = await world.click(message, button, user_id=intruder)
        assert calls[0]["body"]["type"] == 6  # acknowledged at once
        assert ephemeral(calls[-1]) and said in calls[-1]["body"]["content"]
    after = await world.host.get(match_id)
    assert after.version == before.version
    assert world.prompt_message(thread, match_id, ala_seat)["components"]  # still open


async def test_a_click_on_an_outdated_prompt_is_refused(world):
    match_id, thread = await started(world)
    ala_seat = await world.host.seat_of(match_id, ALA)
    old = json.loads(json.dumps(world.prompt_message(thread, match_id, ala_seat)))  # as shown first
    moved = None
    while moved != ALA:  # until Ala has answered the prompt she was shown
        moved = (await world.host.prompts(match_id))[0].user_id
        await play_step(world, match_id, thread, by_move=True)
    version = (await world.host.get(match_id)).version
    calls = await world.click(old, fakes.custom_ids(old)[0], user_id=ALA)
    assert ephemeral(calls[-1]) and "out of date" in calls[-1]["body"]["content"]
    assert (await world.host.get(match_id)).version == version


async def test_polish_user_gets_polish_replies(world):
    match_id, thread = await started(world)
    calls = await world.slash("hand", {}, user_id=STRANGER, channel_id=thread, locale="pl")
    assert calls[-1]["body"]["content"] == "Nie grasz w tym meczu."


async def test_closed_dms_give_one_thread_line_and_hand_works(world):
    world.rest.closed_dms.add(BOB)
    match_id, thread = await started(world)
    for _ in range(4):  # more private updates for Bob: still only one notice
        await play_step(world, match_id, thread, by_move=False)
    notices = [t for t in world.rest.texts(thread) if "can't message you directly" in t]
    assert notices == [f"<@{BOB}>, I can't message you directly; use /hand to see your cards."]
    assert len(world.rest.dms(BOB)) <= 2  # refused at start, retried only when his turn starts
    assert len(world.rest.dms(ALA)) > 1  # Ala's open DMs keep getting her updates
    calls = await world.slash("hand", {}, user_id=BOB, channel_id=thread)
    reply = calls[-1]
    view = await world.host.view(match_id, BOB)
    assert (
        ephemeral(reply)
        and f"Hand: {view.hand}" in reply["body"]["content"]
        and reply["files"] == ["hand.png"]
    )
    assert not any(f"Hand: {view.hand}" in t for t in world.rest.texts(thread))


async def test_a_new_bot_on_the_same_database_handles_an_old_prompt(world):
    match_id, thread = await started(world)
    seat = await world.host.seat_of(match_id, ALA)
    message = world.prompt_message(thread, match_id, seat)
    version = (await world.host.get(match_id)).version
    # restart: a fresh host and bot on the same file; no view was registered for this message
    from host.service import MatchService
    from tests.discord.conftest import make_bot

    host2 = await MatchService.open(world.db_path)
    bot2 = await make_bot(world.db_path, host2, world.rest)
    try:
        await fakes.dispatch(bot2, fakes.click(message, fakes.custom_ids(message)[0], user_id=ALA))
        assert (await host2.get(match_id)).version == version + 1
        assert "→" in world.rest.messages[int(message["id"])]["content"]  # closed with the choice
    finally:
        await bot2.close()
        await host2.close()


async def test_reminder_and_time_out_from_the_clock(world):
    await world.slash(
        "game", {"game": "tiny", "options": "rounds=1", "turn_hours": 2}, sub="new", user_id=ALA
    )
    match_id = await world.match_id()
    lobby = await lobby_message(world, match_id)
    await world.click(lobby, f"ep:l:{match_id}:join", user_id=BOB)
    await world.slash("game", {}, sub="start", user_id=ALA)
    match = await world.host.get(match_id)
    clock = world.bot.get_cog("ClockCog")
    await clock.tick(match.deadline - 1800)  # reminders after half the decision time
    reminders = [t for t in world.rest.texts(match.thread_id) if "a reminder" in t]
    assert sorted(reminders) == sorted(
        f"<@{u}>, a reminder: Tiny #{match_id} is waiting for your move. Deadline <t:{int(match.deadline)}:R>."
        for u in (ALA, BOB)
    )
    await clock.tick(match.deadline - 1700)  # each reminder is sent once
    assert len([t for t in world.rest.texts(match.thread_id) if "a reminder" in t]) == 2
    await clock.tick(match.deadline + 1)  # time is up: a bot moves for both, shown like a move
    after = await world.host.get(match_id)
    assert after.version > match.version
    assert any("Time is up" in t for t in world.rest.texts(match.thread_id))


async def test_after_downtime_the_deadlines_are_extended_on_start(world):
    match_id, thread = await started(world)
    before = (await world.host.get(match_id)).deadline
    clock = world.bot.get_cog("ClockCog")
    now = before - 3600
    await world.host.heartbeat(now - 7200)  # the bot was down for two hours
    assert await clock.catch_up(now) >= 1
    assert (await world.host.get(match_id)).deadline == pytest.approx(before + 7200, abs=1)
    assert await clock.catch_up(now + 30) == 0  # a quick restart is not downtime


async def test_spectators_can_be_shut_out(world):
    match_id, thread = await started(world)
    await world.slash("settings", {"spectators": False}, user_id=ALA, channel_id=thread)
    calls = await world.slash("board", {}, user_id=STRANGER, channel_id=thread)
    assert calls[-1]["body"]["content"] == "This match is for its players only."
    calls = await world.slash("history", {}, user_id=STRANGER, channel_id=thread)
    assert calls[-1]["body"]["content"] == "This match is for its players only."
    calls = await world.slash("board", {}, user_id=BOB, channel_id=thread)
    assert calls[-1]["files"] == ["board.png"]


@pytest.mark.parametrize(
    "custom_id",
    ["ep:zz", "ep:b:{m}:abc:0:a:x", "ep:u:{m}", "old-release:join"],
)
async def test_a_click_on_a_component_no_item_understands_is_answered_and_changes_nothing(world, custom_id):
    match_id, thread = await started(world)
    before = await world.host.get(match_id)
    custom_id = custom_id.format(m=match_id)
    button = {"type": 2, "custom_id": custom_id, "style": 1, "label": "x"}
    message = fakes.message_data(
        next(fakes.ids), thread, {"components": [{"type": 1, "components": [button]}]}
    )
    calls = await world.click(message, custom_id, user_id=ALA, locale="pl")
    assert len(calls) == 1 and calls[0]["body"]["type"] == 4 and ephemeral(calls[0])
    assert calls[0]["body"]["data"]["content"] == "Nie znam tego przycisku."
    assert (await world.host.get(match_id)).version == before.version
