"""Nothing the players must see is lost when Discord fails the way it does in real life (issue 10,
items 2, 4, 5): a deleted thread, a deleted prompt, no permission to attach pictures."""

from __future__ import annotations

import json

from tests.discord import fakes
from tests.discord.conftest import ALA, BOB
from tests.discord.test_flow import play_step, started


def reply(calls) -> str:
    return calls[-1]["body"]["content"]


async def assert_match_lives_in(world, match_id: int, channel: int) -> None:
    """Status pinned, board picture and every awaited prompt are in `channel`."""
    posts = world.rest.posts(channel)
    status_id = json.loads(await world.host.get_meta(match_id, "status_msg"))
    assert world.rest.messages[status_id]["channel_id"] == str(channel)
    assert any(
        c.method == "PUT" and c.path == f"/channels/{channel}/messages/pins/{status_id}"
        for c in world.rest.calls
    )
    assert any(p.files == ["board.png"] for p in posts)
    for pending in await world.host.prompts(match_id):
        message = world.prompt_message(channel, match_id, pending.seat)
        assert f"<@{pending.user_id}>" in message["content"]


async def test_a_move_from_the_channel_after_the_thread_was_deleted_opens_a_new_thread(world):
    match_id, thread = await started(world)
    world.rest.deleted.add(thread)
    before = await world.host.get(match_id)
    pending = (await world.host.prompts(match_id))[0]
    calls = await world.slash(
        "move", {"action": pending.prompt.options[0].id}, user_id=pending.user_id, channel_id=fakes.CHANNEL
    )
    after = await world.host.get(match_id)
    assert after.version == before.version + 1  # the move is saved once
    new = after.thread_id
    assert new not in (thread, fakes.CHANNEL) and "opened a new one" in reply(calls)
    assert "previous thread of this match was deleted" in world.rest.texts(new)[0]
    await assert_match_lives_in(world, match_id, new)
    added = {
        c.path.rsplit("/", 1)[1] for c in world.rest.calls if f"/channels/{new}/thread-members/" in c.path
    }
    assert added == {str(ALA), str(BOB)}
    calls = await world.slash("game", {}, sub="status", user_id=ALA)
    assert f"<#{new}>" in reply(calls) and f"<#{thread}>" not in reply(calls)
    lobby_channel, lobby_id = json.loads(await world.host.get_meta(match_id, "lobby"))
    assert f"<#{new}>" in world.rest.messages[lobby_id]["content"]
    while await play_step(world, match_id, new, by_move=False):  # the match goes on there
        pass
    assert (await world.host.get(match_id)).status.value == "finished"


async def test_a_reminder_into_a_deleted_thread_opens_a_new_one_or_falls_back_to_the_channel(world):
    match_id, thread = await started(world)
    world.rest.deleted.add(thread)
    world.rest.fail[("POST", f"/channels/{fakes.CHANNEL}/threads")] = fakes.forbidden()
    match = await world.host.get(match_id)
    await world.bot.get_cog("ClockCog").tick(match.deadline - 100)
    assert (await world.host.get(match_id)).thread_id == fakes.CHANNEL
    await assert_match_lives_in(world, match_id, fakes.CHANNEL)


async def test_a_deleted_prompt_is_posted_again_with_the_reminder(world):
    match_id, thread = await started(world)
    seat = await world.host.seat_of(match_id, ALA)
    old = world.prompt_message(thread, match_id, seat)
    world.rest.delete_message(int(old["id"]))
    match = await world.host.get(match_id)
    await world.bot.get_cog("ClockCog").tick(match.deadline - 100)
    new = world.prompt_message(thread, match_id, seat)
    assert new["id"] != old["id"] and f"<@{ALA}>" in new["content"]
    await world.click(new, fakes.custom_ids(new)[0], user_id=ALA)  # and it works
    assert (await world.host.get(match_id)).version == match.version + 1


async def test_a_deleted_prompt_is_posted_again_when_the_player_tries_move(world):
    match_id, thread = await started(world)
    seat = await world.host.seat_of(match_id, BOB)
    old = world.prompt_message(thread, match_id, seat)
    world.rest.delete_message(int(old["id"]))
    calls = await world.slash("move", {"action": "nonsense"}, user_id=BOB, channel_id=thread)
    assert "not one of the choices" in reply(calls)
    new = world.prompt_message(thread, match_id, seat)
    assert new["id"] != old["id"]
    # a prompt that still exists is not posted twice
    ala = world.prompt_message(thread, match_id, await world.host.seat_of(match_id, ALA))
    await world.slash("move", {"action": "nonsense"}, user_id=ALA, channel_id=thread)
    assert world.prompt_message(thread, match_id, await world.host.seat_of(match_id, ALA))["id"] == ala["id"]


async def test_without_attach_files_the_log_is_posted_as_text_and_the_thread_is_told_once(world):
    world.rest.files_forbidden = True
    match_id, thread = await started(world)
    for _ in range(6):
        await play_step(world, match_id, thread, by_move=False)
    texts = world.rest.contents(thread)
    assert sum("Attach Files" in t for t in texts) == 1
    assert any("Bids revealed" in t for t in texts)  # the log line came through, without picture
    assert not any(p.files for p in world.rest.posts(thread) if not p.refused)


async def bid(world, match_id: int, user: int, thread: int) -> None:
    pending = next(p for p in await world.host.prompts(match_id) if p.user_id == user)
    await world.slash("move", {"action": pending.prompt.options[0].id}, user_id=user, channel_id=thread)


async def play_until_turn_of(world, match_id: int, thread: int, user: int) -> None:
    for _ in range(20):
        pending = await world.host.prompts(match_id)
        if any(p.user_id == user for p in pending):
            return
        await play_step(world, match_id, thread, by_move=True)
    raise AssertionError("the turn never came")


async def test_closed_dms_are_tried_again_once_per_turn(world):
    world.rest.closed_dms.add(BOB)
    match_id, thread = await started(world)
    assert len(world.rest.dms(BOB)) == 1  # refused at start
    await bid(world, match_id, BOB, thread)  # Bob acting: no new try
    assert len(world.rest.dms(BOB)) == 1
    await bid(world, match_id, ALA, thread)  # the turns begin, maybe with Bob's
    await play_until_turn_of(world, match_id, thread, BOB)  # his turn starts: one try
    assert len(world.rest.dms(BOB)) == 2 and world.rest.dms(BOB)[-1].refused
    while await play_step(world, match_id, thread, by_move=True):
        pass
    assert len(world.rest.dms(BOB)) == 2  # his steps in that turn tried nothing more
    notices = [t for t in world.rest.texts(thread) if "message you directly" in t]
    assert len(notices) == 1


async def test_reopened_dms_work_again_at_the_next_turn_and_the_thread_is_told_once(world):
    world.rest.closed_dms.add(BOB)
    match_id, thread = await started(world)
    world.rest.closed_dms.discard(BOB)  # Bob opens his DMs
    await bid(world, match_id, BOB, thread)
    await bid(world, match_id, ALA, thread)
    await play_until_turn_of(world, match_id, thread, BOB)
    dm = world.rest.dms(BOB)[-1]
    view = await world.host.view(match_id, BOB)
    assert not dm.refused and f"Hand: {view.hand}" in dm.body["content"] and dm.files == ["hand.png"]
    again = [t for t in world.rest.texts(thread) if "I can message you directly again" in t]
    assert again == [
        f"<@{BOB}>, I can message you directly again: your cards and private choices come by DM."
    ]
    while await play_step(world, match_id, thread, by_move=True):
        pass
    assert len([t for t in world.rest.texts(thread) if "directly again" in t]) == 1


def status_content(world, status_id: int) -> str:
    return world.rest.messages[status_id]["content"]


async def test_after_downtime_the_pinned_status_shows_the_moved_deadline(world):
    match_id, thread = await started(world)
    status_id = json.loads(await world.host.get_meta(match_id, "status_msg"))
    before = (await world.host.get(match_id)).deadline
    assert f"<t:{int(before)}:R>" in status_content(world, status_id)
    now = before - 3600
    await world.host.heartbeat(now - 7200)  # the bot was down for two hours
    await world.bot.get_cog("ClockCog").catch_up(now)
    after = (await world.host.get(match_id)).deadline
    assert after > before and f"<t:{int(after)}:R>" in status_content(world, status_id)


async def test_a_status_edit_that_changes_nothing_is_not_sent(world):
    match_id, thread = await started(world)
    status_id = json.loads(await world.host.get_meta(match_id, "status_msg"))
    edits = [c for c in world.rest.calls if c.method == "PATCH" and c.path.endswith(f"/{status_id}")]
    await world.bot.table.refresh_status(match_id)
    assert [c for c in world.rest.calls if c.method == "PATCH" and c.path.endswith(f"/{status_id}")] == edits
