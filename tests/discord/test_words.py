"""What players read: settings that make sense, lobbies that say how a match ended, options and
languages in words (issue 10, items 9, 13, 14)."""

from __future__ import annotations

from tests.discord.conftest import ALA
from tests.discord.test_flow import lobby_message, open_lobby, started


def reply(calls) -> str:
    return calls[-1]["body"]["content"]


async def test_settings_refuse_a_reminder_later_than_the_time_out(world):
    match_id, thread = await started(world)
    before = (await world.host.get(match_id)).settings
    calls = await world.slash(
        "settings", {"turn_hours": 4, "remind_hours": 6}, user_id=ALA, channel_id=thread
    )
    assert "would come after the time-out (4 h), so it would never be sent" in reply(calls)
    assert (await world.host.get(match_id)).settings == before
    calls = await world.slash(
        "settings", {"turn_hours": 4, "remind_hours": 4}, user_id=ALA, channel_id=thread, locale="pl"
    )
    assert "nigdy nie zostałoby wysłane" in reply(calls)
    assert (await world.host.get(match_id)).settings == before


async def test_a_shorter_time_out_alone_brings_the_reminder_forward(world):
    match_id, thread = await started(world)
    calls = await world.slash("settings", {"turn_hours": 4}, user_id=ALA, channel_id=thread)
    settings = (await world.host.get(match_id)).settings
    assert (settings.turn_timeout_s, settings.remind_after_s) == (4 * 3600, 2 * 3600)
    assert "reminder after: 2 h" in reply(calls) and "language: English" in reply(calls)
    calls = await world.slash("settings", {}, user_id=ALA, channel_id=thread, locale="pl")
    assert "język: angielski" in reply(calls) and "pl" not in reply(calls).split("język: ")[1]


async def test_the_lobby_of_an_abandoned_match_says_so(world):
    match_id, thread = await started(world)
    assert "Started" in (await lobby_message(world, match_id))["content"]
    calls = await world.slash("game", {}, sub="cancel", user_id=ALA, channel_id=thread, locale="pl")
    assert reply(calls) == "Malutka #1 przerwano: kończy się bez wyniku."  # not "cancelled" (a lobby)
    content = (await lobby_message(world, match_id))["content"]
    assert f"Abandoned: <#{thread}>" in content and "Started" not in content


async def test_lobby_options_are_words_not_codes(world):
    _, match_id = await open_lobby(world, options="rounds=3")
    content = (await lobby_message(world, match_id))["content"]
    assert "Options: Rounds: 3" in content and "rounds=" not in content
    _, match_id = await open_lobby(world, options="rounds=2", locale="pl")
    assert "Opcje: Rundy: 2" in (await lobby_message(world, match_id))["content"]


async def test_one_rematch_lobby_per_finished_match_seats_the_old_players_as_they_click(world):
    from tests.discord import fakes
    from tests.discord.conftest import BOB
    from tests.discord.test_flow import play_step

    match_id, thread = await started(world)
    while await play_step(world, match_id, thread, by_move=True):
        pass
    end = [m for m in world.rest.live(thread) if "🏁" in m["content"]][0]
    await world.click(end, f"ep:e:{match_id}:rematch", user_id=BOB)
    invites = [t for t in world.rest.texts(thread) if "rematch lobby is open" in t]
    assert len(invites) == 1 and invites[0].startswith(f"<@{ALA}>: a rematch lobby is open")
    calls = await world.click(end, f"ep:e:{match_id}:rematch", user_id=ALA)
    assert "You joined" in reply(calls)
    await world.click(end, f"ep:e:{match_id}:rematch", user_id=BOB)  # a second click changes nothing
    lobbies = await world.host.in_channel(fakes.CHANNEL)
    assert len(lobbies) == 1 and sorted(s.user_id for s in lobbies[0].seats) == sorted([ALA, BOB])
    assert lobbies[0].creator_id == BOB
    assert len([t for t in world.rest.texts(thread) if "rematch lobby is open" in t]) == 1


def test_polish_texts_keep_one_word_for_a_lobby_and_none_calls_a_prompt_a_hint():
    import json
    import re
    from pathlib import Path

    catalog = json.loads((Path(__file__).parents[2] / "locales" / "pl.json").read_text(encoding="utf-8"))
    for key, text in catalog.items():
        assert "lobby" not in text.lower(), key  # "poczekalnia", as the lobby message says
        # a prompt is a choice ("wybór"), not a hint ("podpowiedź")
        assert not re.search(r"\bpodpowied(ź|zi|zią)\b", text.lower()), key
