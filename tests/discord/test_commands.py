"""The other commands and buttons, and what happens when Discord refuses a call."""

from __future__ import annotations

import asyncio
import copy
import json

import pytest

from cogs import rules
from host.types import MatchStatus
from tests.discord import fakes
from tests.discord.conftest import ALA, BOB, CEZARY, STRANGER, ephemeral
from tests.discord.test_flow import lobby_message, open_lobby, play_step, started


def last_text(calls) -> str:
    return calls[-1]["body"]["content"]


async def test_messages_discord_cannot_find_lose_no_move_and_the_player_is_told(world):
    # (a deleted thread is replaced: test_resilience.py)
    match_id, thread = await started(world)
    world.rest.fail[("POST", f"/channels/{thread}/messages")] = fakes.not_found(10008, "Unknown Message")
    world.rest.fail[("PATCH", f"/channels/{thread}/messages")] = fakes.not_found(10008, "Unknown Message")
    before = (await world.host.get(match_id)).version
    user = (await world.host.prompts(match_id))[0].user_id
    action = (await world.host.prompts(match_id))[0].prompt.options[0].id
    calls = await world.slash("move", {"action": action}, user_id=user, channel_id=thread)
    assert (await world.host.get(match_id)).version == before + 1  # saved once
    assert ephemeral(calls[-1]) and "Your move is saved, but the match thread" in last_text(calls)
    world.rest.fail.clear()  # Discord is back: /move works, and the next prompts are posted again
    assert await play_step(world, match_id, thread, by_move=True)
    assert (await world.host.get(match_id)).version == before + 2
    assert await play_step(world, match_id, thread, by_move=False)
    assert (await world.host.get(match_id)).version == before + 3


async def test_a_reminder_reposts_a_prompt_that_could_not_be_posted(world):
    match_id, thread = await started(world)
    world.rest.fail[("POST", f"/channels/{thread}/messages")] = fakes.forbidden()
    await play_step(world, match_id, thread, by_move=True)
    await play_step(world, match_id, thread, by_move=True)  # both bids: a new prompt could not be posted
    world.rest.fail.clear()
    waiting = (await world.host.prompts(match_id))[0]
    with pytest.raises(LookupError):
        world.prompt_message(thread, match_id, waiting.seat)
    await world.bot.table.remind(await world.host.get(match_id), waiting.user_id, 0)
    assert world.prompt_message(thread, match_id, waiting.seat)
    assert await play_step(world, match_id, thread, by_move=False)


async def test_without_thread_permission_the_match_is_played_in_the_channel(world):
    world.rest.fail[("POST", f"/channels/{fakes.CHANNEL}/threads")] = fakes.forbidden()
    await open_lobby(world)
    match_id = await world.match_id()
    await world.click(await lobby_message(world, match_id), f"ep:l:{match_id}:join", user_id=BOB)
    calls = await world.slash("game", {}, sub="start", user_id=ALA)
    assert "can't create threads here" in last_text(calls)
    assert (await world.host.get(match_id)).thread_id == fakes.CHANNEL
    assert await play_step(world, match_id, fakes.CHANNEL, by_move=False)


async def test_a_lobby_that_cannot_be_posted_is_not_left_open(world):
    world.rest.fail[("POST", f"/channels/{fakes.CHANNEL}/messages")] = fakes.forbidden()
    calls = await world.slash("game", {"game": "tiny"}, sub="new", user_id=ALA)
    assert "I can't post in this channel" in last_text(calls)
    assert (await world.host.in_channel(fakes.CHANNEL)) == []


async def test_unknown_game_and_malformed_options_are_refused(world):
    calls = await world.slash("game", {"game": "chess"}, sub="new", user_id=ALA)
    assert last_text(calls) == "There is no game called “chess”."
    calls = await world.slash("game", {"game": "tiny", "options": "rounds"}, sub="new", user_id=ALA)
    assert "key=value" in last_text(calls)
    calls = await world.slash(
        "game", {"game": "tiny", "options": "rounds=9"}, sub="new", user_id=ALA, locale="pl"
    )
    assert "rounds" in last_text(calls) and "musi" in last_text(calls)
    assert await world.host.in_channel(fakes.CHANNEL) == []


async def test_only_the_creator_or_an_admin_may_cancel(world):
    _, match_id = await open_lobby(world)
    lobby = await lobby_message(world, match_id)
    calls = await world.click(lobby, f"ep:l:{match_id}:cancel", user_id=STRANGER)
    assert ephemeral(calls[-1]) and (await world.host.get(match_id)).status is MatchStatus.LOBBY
    await world.slash("game", {}, sub="cancel", user_id=STRANGER, permissions=fakes.ALL_PERMISSIONS)
    assert (await world.host.get(match_id)).status is MatchStatus.CANCELLED
    lobby = await lobby_message(world, match_id)
    assert "Cancelled" in lobby["content"] and lobby["components"] == []


async def test_add_bot_button_and_leave(world):
    _, match_id = await open_lobby(world)
    await world.click(await lobby_message(world, match_id), f"ep:l:{match_id}:bot", user_id=ALA)
    await world.slash("game", {}, sub="join", user_id=CEZARY)
    await world.slash("game", {}, sub="leave", user_id=CEZARY)
    match = await world.host.get(match_id)
    assert len(match.seats) == 2 and any(s.user_id is None for s in match.seats)
    assert "2/4" in (await lobby_message(world, match_id))["content"]


async def test_rules_by_id_and_keyword(world):
    calls = await world.slash("rules", {"query": "SA-4.5", "game": "stone_age"}, user_id=ALA)
    assert ephemeral(calls[-1]) and "One visit per location" in last_text(calls)
    calls = await world.slash("rules", {"query": "zzzz", "game": "stone_age"}, user_id=ALA)
    assert "No rule matches" in last_text(calls)
    match_id, thread = await started(world)
    calls = await world.slash("rules", {"query": "bid"}, user_id=ALA, channel_id=thread)
    assert last_text(calls) == "I have no rules text for Tiny."


def test_rule_lookup_in_both_spec_formats():
    assert rules.look_up("guns_steel", "gs-2.4").startswith("**GS-2.4 Earth is wild.**")
    section = rules.look_up("stone_age", "SA-4")
    assert section.startswith("## SA-4") and len(section) <= 2000
    assert "SA-1.3" in rules.look_up("stone_age", "point values")
    assert rules.look_up("stone_age", "SA-99.9") is None


def test_rules_written_as_list_items_are_found_with_their_sub_rules():
    # Civilization's rules text writes its rules as `* CV-1.2 ...` list items, nested by level
    section = rules.look_up("civilization", "CV-1.2")
    assert section.startswith("* CV-1.2 ") and "CV-1.2.3" in section and "CV-1.3" not in section
    assert rules.look_up("civilization", "cv-3.2.1", lang="pl").startswith("* CV-3.2.1 ")


def test_a_section_heading_comes_with_the_rules_under_it():
    section = rules.look_up("stone_age", "SA-4")
    assert section.startswith("## SA-4") and "**SA-4.1**" in section


async def test_board_hand_and_history(world):
    match_id, thread = await started(world)
    calls = await world.slash("board", {}, user_id=STRANGER, channel_id=thread)
    assert ephemeral(calls[-1]) and calls[-1]["files"] == ["board.png"]
    calls = await world.slash("board", {"text": True}, user_id=ALA, channel_id=thread)
    assert "Round 1/1" in last_text(calls) and calls[-1]["files"] == []
    await play_step(world, match_id, thread, by_move=True)
    calls = await world.slash("history", {}, user_id=BOB, channel_id=thread)
    assert "`#1`" in last_text(calls) and "bids" in last_text(calls)


async def test_settings_change_language_of_the_thread_and_need_the_creator(world):
    match_id, thread = await started(world)
    calls = await world.slash("settings", {"language": "pl"}, user_id=BOB, channel_id=thread)
    assert ephemeral(calls[-1]) and (await world.host.get(match_id)).settings.language == "en"
    calls = await world.slash(
        "settings", {"language": "pl", "turn_hours": 48}, user_id=ALA, channel_id=thread
    )
    assert "48 h" in last_text(calls)
    match = await world.host.get(match_id)
    assert (match.settings.language, match.settings.turn_timeout_s) == ("pl", 48 * 3600)
    await play_step(world, match_id, thread, by_move=True)
    status = world.rest.messages[json.loads(await world.host.get_meta(match_id, "status_msg"))]
    assert "Czekamy na" in status["content"]


async def test_kick_replaces_a_player_by_a_bot(world):
    match_id, thread = await started(world)
    calls = await world.slash(
        "game", {"player": fakes.UserRef(BOB)}, sub="kick", user_id=STRANGER, channel_id=thread
    )
    assert ephemeral(calls[-1]) and all(s.agent is None for s in (await world.host.get(match_id)).seats)
    await world.slash("game", {"player": fakes.UserRef(BOB)}, sub="kick", user_id=ALA, channel_id=thread)
    match = await world.host.get(match_id)
    assert next(s for s in match.seats if s.user_id == BOB).agent is not None
    assert all(p.user_id == ALA for p in await world.host.prompts(match_id))


async def test_status_and_list(world):
    match_id, thread = await started(world)
    calls = await world.slash("game", {}, sub="status", user_id=ALA)
    assert f"Tiny #{match_id}" in last_text(calls) and f"<#{thread}>" in last_text(calls)
    calls = await world.slash("game", {}, sub="list", user_id=STRANGER)
    assert f"Tiny #{match_id}" in last_text(calls)


async def offered_undo(world, match_id: int, thread: int) -> tuple[dict, str, int]:
    """Play on until a prompt offers Undo: (its message, the button's custom id, the user)."""
    for _ in range(12):
        for message in world.rest.live(thread):
            undo = [c for c in fakes.custom_ids(message) if c.startswith("ep:u:")]
            if undo:
                seat = int(undo[0].split(":")[4])
                user = next(s.user_id for s in (await world.host.get(match_id)).seats if s.seat == seat)
                return message, undo[0], user
        await play_step(world, match_id, thread, by_move=False)
    raise AssertionError("no prompt offered Undo")


async def test_undo_button_takes_back_the_last_move(world):
    match_id, thread = await started(world)
    message, undo, user = await offered_undo(world, match_id, thread)
    before = await world.host.get(match_id)
    calls = await world.click(message, undo, user_id=user)
    assert not [c for c in calls if ephemeral(c)], calls
    after = await world.host.get(match_id)
    assert after.version == before.version + 1 and after.status is MatchStatus.ACTIVE


async def test_a_second_click_on_the_same_undo_button_takes_back_nothing(world):
    match_id, thread = await started(world)
    message, undo, user = await offered_undo(world, match_id, thread)
    stale = copy.deepcopy(message)
    before = await world.host.get(match_id)
    await world.click(message, undo, user_id=user)
    await world.click(stale, undo, user_id=user)  # the button carries the version it was offered at
    assert (await world.host.get(match_id)).version == before.version + 1


async def test_rematch_opens_a_new_lobby(world):
    match_id, thread = await started(world)
    while await play_step(world, match_id, thread, by_move=True):
        pass
    end = [m for m in world.rest.live(thread) if "🏁" in m["content"]][0]
    await world.click(end, f"ep:e:{match_id}:rematch", user_id=BOB)
    lobbies = await world.host.in_channel(fakes.CHANNEL)
    assert [(m.game, m.creator_id, m.options) for m in lobbies] == [("tiny", BOB, {"rounds": "1"})]
    calls = await world.click(end, f"ep:e:{match_id}:history", user_id=STRANGER)
    assert ephemeral(calls[-1]) and "`#1`" in last_text(calls)


async def test_shutdown_waits_for_a_move_in_flight_and_refuses_new_ones(world):
    table = world.bot.table
    async with table.in_flight():
        drained = asyncio.create_task(table.drain(timeout=None))  # no wall-clock bound to run out
        for _ in range(10):  # let the drain run and wait as long as it will
            await asyncio.sleep(0)
        assert table.closing and not drained.done()
    await drained
    calls = await world.slash("game", {}, sub="list", user_id=ALA)
    assert "restarting" in last_text(calls)


async def test_an_unexpected_error_is_logged_and_answered(world, monkeypatch, caplog):
    async def broken(*args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(world.host, "in_channel", broken)
    calls = await world.slash("game", {}, sub="list", user_id=ALA, locale="pl")
    assert ephemeral(calls[-1]) and "Coś poszło nie tak" in last_text(calls)
    assert any("disk on fire" in r.exc_text for r in caplog.records if r.exc_text)


async def test_a_move_reopens_a_thread_archived_for_inactivity(world):
    match_id, thread = await started(world)
    world.rest.archived.add(thread)  # a week without messages
    user = (await world.host.prompts(match_id))[0].user_id
    action = (await world.host.prompts(match_id))[0].prompt.options[0].id
    calls = await world.slash("move", {"action": action}, user_id=user, channel_id=thread)
    assert last_text(calls).startswith("Done:") and "⚠️" not in last_text(calls)
    assert thread not in world.rest.archived


async def test_history_reads_one_page_of_the_log(world, monkeypatch):
    from cogs import present

    match_id, thread = await started(world)
    for _ in range(5):
        await play_step(world, match_id, thread, by_move=True)
    whole = await world.host.history(match_id)
    assert len(whole) == 5
    monkeypatch.setattr(present, "HISTORY_PAGE", 2)
    statements: list[str] = []
    await world.host.store.db.set_trace_callback(statements.append)
    try:
        calls = await world.slash("history", {"page": 2}, user_id=BOB, channel_id=thread)
    finally:
        await world.host.store.db.set_trace_callback(None)
    text = last_text(calls)
    assert f"Page 2/{-(-len(whole) // 2)}" in text
    assert f"`#{whole[-3].version}`" in text and f"`#{whole[-4].version}`" in text
    assert f"`#{whole[-1].version}`" not in text and f"`#{whole[0].version}`" not in text
    assert any("FROM actions" in s and "LIMIT 2 OFFSET 2" in s for s in statements)  # one page read
