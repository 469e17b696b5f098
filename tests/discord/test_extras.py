"""Server statistics, DMs in each player's language, match export, and multi-step prompts that stay
one message."""

from __future__ import annotations

import json

from host.service import replay_export
from host.types import MatchStatus
from tests.discord import fakes
from tests.discord.conftest import ALA, BOB, CEZARY, ephemeral
from tests.discord.test_flow import lobby_message, open_lobby, play_step, started


async def finish(world, match_id: int, thread: int) -> None:
    steps = 0
    while await play_step(world, match_id, thread, by_move=False):
        steps += 1
        assert steps < 60, "the match does not end"


def reply_text(calls) -> str:
    return calls[-1]["body"]["content"]


# ---------------------------------------------------------------- /game stats


async def test_a_match_is_created_with_its_server(world):
    _, match_id = await open_lobby(world)
    assert (await world.host.get(match_id)).guild_id == fakes.GUILD


async def test_stats_rank_the_players_of_finished_matches_on_this_server(world):
    match_id, thread = await started(world)
    calls = await world.slash("game", {}, sub="stats", user_id=ALA)
    assert reply_text(calls) == "No finished matches on this server yet."
    await finish(world, match_id, thread)
    result = await world.host.result(match_id)
    match = await world.host.get(match_id)
    winners = result.winners()

    calls = await world.slash("game", {"game": "tiny"}, sub="stats", user_id=ALA)
    text = reply_text(calls)
    assert ephemeral(calls[-1]) and text.startswith("🏆 **Tiny** — leaderboard")
    board = await world.host.leaderboard(fakes.GUILD, "tiny")
    assert board[0].user_id in {s.user_id for s in match.seats if s.seat in winners}
    lines = text.splitlines()[1:]
    assert len(lines) == len(board) == 2
    for rank, (line, standing) in enumerate(zip(lines, board, strict=True), 1):
        seat = next(s.seat for s in match.seats if s.user_id == standing.user_id)
        wins = int(seat in winners)
        rating = round(standing.rating)
        assert line == f"`{rank}.` **{standing.name}** — rating {rating} (won {wins} of 1)"
    winner = next(s for s in match.seats if s.seat == winners[0])
    calls = await world.slash("game", {}, sub="stats", user_id=ALA, locale="pl")
    assert reply_text(calls).splitlines()[0] == "🏆 **Wszystkie gry** — ranking"
    assert len(reply_text(calls).splitlines()) == 3

    # one player's standings, in Polish
    calls = await world.slash(
        "game", {"player": fakes.UserRef(winner.user_id)}, sub="stats", user_id=BOB, locale="pl"
    )
    text = reply_text(calls)
    assert text.splitlines()[0] == f"🏆 **Gracz{winner.user_id}**"
    standing = (await world.host.player_summary(winner.user_id, fakes.GUILD))[0]
    assert text.splitlines()[1] == f"Malutka — ranking {round(standing.rating)} (wygrane 1 / rozegrane 1)"


async def test_stats_of_another_game_or_a_newcomer_are_empty(world):
    match_id, thread = await started(world)
    await finish(world, match_id, thread)
    calls = await world.slash("game", {"game": "stone_age"}, sub="stats", user_id=ALA)
    assert reply_text(calls) == "No finished matches on this server yet."
    calls = await world.slash("game", {"player": fakes.UserRef(CEZARY)}, sub="stats", user_id=ALA)
    assert reply_text(calls) == f"Gracz{CEZARY} has not finished a match on this server yet."


# ---------------------------------------------------------------- DMs in the reader's language


async def test_each_player_gets_dms_in_their_own_language(world, monkeypatch):
    writes = []
    store = world.host.set_user_pref

    async def counted(user_id, key, value):
        writes.append((user_id, key, value))
        await store(user_id, key, value)

    monkeypatch.setattr(world.host, "set_user_pref", counted)
    _, match_id = await open_lobby(world, locale="pl")  # the match speaks Polish
    lobby = await lobby_message(world, match_id)
    await world.click(lobby, f"ep:l:{match_id}:join", user_id=BOB, locale="en-GB")
    await world.host.join(match_id, CEZARY, "Cezary")  # never used the bot: the match language
    await world.slash("game", {}, sub="start", user_id=ALA, locale="pl")
    thread = (await world.host.get(match_id)).thread_id
    for user, locale in ((ALA, "pl"), (BOB, "en-GB")):  # both bid from their own clients
        message = world.prompt_message(thread, match_id, await world.host.seat_of(match_id, user))
        await world.click(message, fakes.custom_ids(message)[0], user_id=user, locale=locale)
    assert len(world.rest.dms(ALA)) == len(world.rest.dms(BOB)) == 2  # the hand at start, after the bid

    for user, words in ((ALA, ("Malutka #", "Ręka:")), (BOB, ("Tiny #", "Hand:")), (CEZARY, ("Ręka:",))):
        dms = [dm.body["content"] for dm in world.rest.dms(user)]
        assert dms and all(all(w in dm for w in words) for dm in dms), (user, dms)
    assert await world.host.get_user_pref(ALA, "lang") == "pl"
    assert await world.host.get_user_pref(BOB, "lang") == "en"
    assert await world.host.get_user_pref(CEZARY, "lang") is None
    # stored once per user, not on every interaction
    assert sorted(writes) == [(ALA, "lang", "pl"), (BOB, "lang", "en")]
    # a change of the client language is remembered for the next DM
    await world.slash("hand", {}, user_id=BOB, channel_id=thread, locale="pl")
    assert await world.host.get_user_pref(BOB, "lang") == "pl"


# ---------------------------------------------------------------- export


async def test_a_finished_match_is_exported_as_a_replayable_file(world):
    match_id, thread = await started(world)
    await finish(world, match_id, thread)
    calls = await world.slash("history", {"export": True}, user_id=BOB, channel_id=thread)
    reply = calls[-1]
    assert ephemeral(reply) and reply["files"] == [f"epochs-tiny-{match_id}.json"]
    assert "--replay" in reply["body"]["content"]
    data = reply["file_data"][0].decode("utf-8")
    final = replay_export(data)
    result = await world.host.result(match_id)
    assert (
        final.finished and final.model_dump() == replay_export(await world.host.export(match_id)).model_dump()
    )
    assert [s.score for s in result.scores] == list(final.scores)
    # the Export button of the final message gives the same file
    end = next(m for m in world.rest.live(thread) if "🏁" in m["content"])
    calls = await world.click(end, f"ep:e:{match_id}:export", user_id=ALA, locale="pl")
    assert ephemeral(calls[-1]) and calls[-1]["file_data"] == [data.encode("utf-8")]
    assert "mecz jako JSON" in calls[-1]["body"]["content"]


async def test_an_active_match_is_not_exported(world):
    """The export holds the seed: during play it would reveal every future die and deck order."""
    match_id, thread = await started(world)
    for user in (ALA, BOB):
        calls = await world.slash("history", {"export": True}, user_id=user, channel_id=thread)
        assert ephemeral(calls[-1]) and calls[-1]["files"] == []
        assert "Only a finished match can be exported" in reply_text(calls)
    assert (await world.host.get(match_id)).status is MatchStatus.ACTIVE


# ---------------------------------------------------------------- multi-step decisions


async def reach_trade(world, match_id: int, thread: int):
    """Play until the awaited player may trade; returns their PromptFor."""
    for _ in range(10):
        pending = (await world.host.prompts(match_id))[0]
        if "trade" in pending.prompt.option_ids():
            return pending
        await play_step(world, match_id, thread, by_move=False)
    raise AssertionError("nobody could trade")


def prompt_posts(world, thread: int) -> list:
    return [p for p in world.rest.posts(thread) if p.body.get("components")]


async def test_a_two_step_decision_stays_one_prompt_message(world):
    match_id, thread = await started(world)
    pending = await reach_trade(world, match_id, thread)
    message = world.prompt_message(thread, match_id, pending.seat)
    before = json.loads(json.dumps(message))
    posts, texts = len(prompt_posts(world, thread)), len(world.rest.posts(thread))
    trade = fakes.custom_ids(message)[pending.prompt.option_ids().index("trade")]

    await world.click(message, trade, user_id=pending.user_id)  # "trade" logs nothing: then "which cards?"
    version = (await world.host.get(match_id)).version
    assert len(world.rest.posts(thread)) == texts and len(prompt_posts(world, thread)) == posts
    edited = world.rest.messages[int(message["id"])]
    assert fakes.custom_ids(edited)[0] == f"ep:s:{match_id}:{version}:{pending.seat}:0"
    assert "Discard up to 2 cards" in edited["content"] and f"<@{pending.user_id}>" in edited["content"]
    # the old buttons are stale: a click on the message as it was shown before changes nothing
    calls = await world.click(before, trade, user_id=pending.user_id)
    assert "out of date" in reply_text(calls) and (await world.host.get(match_id)).version == version

    # the second step logs a line: it goes into the same message, which shows the next step
    await world.click(edited, fakes.custom_ids(edited)[0], user_id=pending.user_id, values=["0"])
    after = world.rest.messages[int(message["id"])]
    assert "discards 1 card" in after["content"] and "Your turn" in after["content"]
    assert after["components"] and len(world.rest.posts(thread)) == texts  # nothing new posted
    assert world.prompt_message(thread, match_id, pending.seat)["id"] == message["id"]


async def test_a_turn_is_one_message_with_its_log_and_one_ping(world):
    match_id, thread = await started(world)
    pending = await reach_trade(world, match_id, thread)
    message = world.prompt_message(thread, match_id, pending.seat)
    posts = len(world.rest.posts(thread))
    for _ in range(2):  # logged steps of the same turn: "... gathers."
        current = world.prompt_message(thread, match_id, pending.seat)
        gather = fakes.custom_ids(current)[pending.prompt.option_ids().index("gather")]
        await world.click(current, gather, user_id=pending.user_id)
    shown = world.rest.messages[int(message["id"])]
    assert shown["content"].count("gathers.") == 2 and shown["components"]
    assert len(world.rest.posts(thread)) == posts  # no new message, so no new ping, while acting
    now = next(p for p in await world.host.prompts(match_id) if p.seat == pending.seat)
    end = fakes.custom_ids(shown)[now.prompt.option_ids().index("end")]
    await world.click(shown, end, user_id=pending.user_id)  # the turn ends
    closed = world.rest.messages[int(message["id"])]
    assert closed["components"] == [] and closed["content"].endswith("→ End turn")
    new = world.rest.posts(thread)[posts:]
    assert len(new) <= 1  # the next turn's prompt, if the match goes on
