"""Autopilot in Discord (issue 10, item 8): after two time-outs in a row the thread says a bot
plays for the absent player, in one message that pings them and carries "Take my seat back";
that button, or /game resume, gives them the seat back."""

from __future__ import annotations

import copy

from engines import get_engine
from engines.base import RandomAgent
from tests.discord import fakes
from tests.discord.conftest import ALA, BOB, CEZARY, ephemeral
from tests.discord.test_flow import start_match

LINE_EN = "Gracz101 missed 2 turns in a row: a bot now plays for them without waiting"


async def autopilot_rows(world, match_id) -> dict[int, tuple[int, int]]:
    rows = await world.host.store.fetch(
        "SELECT user_id, timeouts, autopilot FROM seats WHERE match_id = ?", (match_id,)
    )
    return {r["user_id"]: (r["timeouts"], r["autopilot"]) for r in rows}


async def bob_moves(world, match_id, thread) -> None:
    """Bob answers with /move until only Ala is awaited (or the match is over)."""
    for salt in range(300):
        pending = [p for p in await world.host.prompts(match_id) if p.user_id == BOB]
        if not pending:
            return
        rec = await world.host._load(match_id)
        action = RandomAgent().choose(get_engine(rec.game), rec.state, pending[0].seat, salt)
        await world.slash("move", {"action": action}, user_id=BOB, channel_id=thread)
    raise AssertionError("Bob never stops")


async def ala_goes_silent(world, locale="en-US"):
    """A 3-round match in which Ala misses two deadlines in a row: her seat goes on autopilot."""
    match_id = await start_match(world, options="rounds=3", locale=locale)
    thread = await world.thread()
    clock = world.bot.get_cog("ClockCog")
    for _ in range(2):
        await bob_moves(world, match_id, thread)
        await clock.tick((await world.host.get(match_id)).deadline + 1)
    assert (await autopilot_rows(world, match_id))[ALA] == (2, 1)
    seat = await world.host.seat_of(match_id, ALA)
    return match_id, thread, seat


def offer_of(world, thread, match_id, seat) -> dict:
    [message] = [m for m in world.rest.live(thread) if f"ep:r:{match_id}:{seat}" in fakes.custom_ids(m)]
    return message


async def test_the_thread_says_so_once_and_the_button_gives_the_seat_back(world):
    match_id, thread, seat = await ala_goes_silent(world)
    offer = copy.deepcopy(offer_of(world, thread, match_id, seat))  # as shown: clicked again later
    assert offer["content"].startswith(f"• {LINE_EN}")
    assert f"<@{ALA}>, take your seat back at any time" in offer["content"]
    assert fakes.find_component(offer, f"ep:r:{match_id}:{seat}")["label"] == "Take my seat back"
    [post] = [c for c in world.rest.posts(thread) if LINE_EN in (c.body or {}).get("content", "")]
    assert post.body["allowed_mentions"]["users"] == [ALA]  # she is pinged, once
    assert sum(LINE_EN in text for text in world.rest.contents(thread)) == 1  # not again in the log
    assert ALA not in [p.user_id for p in await world.host.prompts(match_id)]  # the bot moved at once

    for stranger in (BOB, CEZARY):  # the button is hers alone
        calls = await world.click(offer, f"ep:r:{match_id}:{seat}", user_id=stranger)
        assert calls[-1]["body"]["content"] == "This button is for the player of that seat only."
        assert ephemeral(calls[-1])
    assert (await autopilot_rows(world, match_id))[ALA] == (2, 1)

    calls = await world.click(offer, f"ep:r:{match_id}:{seat}", user_id=ALA)
    assert calls[-1]["body"]["content"] == "You have your seat back; the bot no longer plays for you."
    assert (await autopilot_rows(world, match_id))[ALA] == (0, 0)
    closed = world.rest.messages[int(offer["id"])]
    assert closed["components"] == [] and closed["content"].endswith("\n✓")
    assert any("Gracz101 is back and plays their own seat again." in t for t in world.rest.contents(thread))
    # a second click on the old button is refused and changes nothing
    calls = await world.click(offer, f"ep:r:{match_id}:{seat}", user_id=ALA)
    assert calls[-1]["body"]["content"] == "Your seat is yours already: no bot is playing for you."
    # her next decision is hers again: the bot waits for her
    await bob_moves(world, match_id, thread)
    assert [p.user_id for p in await world.host.prompts(match_id)] == [ALA]


async def test_game_resume_gives_the_seat_back_in_polish_too(world):
    match_id, thread, seat = await ala_goes_silent(world)
    calls = await world.slash("game", {}, sub="resume", user_id=ALA, channel_id=thread, locale="pl")
    assert calls[-1]["body"]["content"] == "Znów grasz na swoim miejscu; bot już za ciebie nie gra."
    assert (await autopilot_rows(world, match_id))[ALA] == (0, 0)
    assert fakes.custom_ids(world.rest.messages[int(offer_id(world, thread))]) == []  # the offer is closed
    calls = await world.slash("game", {}, sub="resume", user_id=ALA, channel_id=thread, locale="pl")
    assert calls[-1]["body"]["content"] == "To miejsce już jest twoje: żaden bot nie gra za ciebie."
    calls = await world.slash("game", {}, sub="resume", user_id=CEZARY, channel_id=thread)
    assert calls[-1]["body"]["content"] == "You are not playing in this match."


def offer_id(world, thread) -> str:
    [message] = [m for m in world.rest.messages.values() if LINE_EN in m["content"]]
    return message["id"]


async def test_moving_while_on_autopilot_says_how_to_come_back(world):
    match_id, thread, seat = await ala_goes_silent(world)
    calls = await world.slash("move", {"action": "gather"}, user_id=ALA, channel_id=thread)
    assert "take your seat back first" in calls[-1]["body"]["content"]


async def test_settings_sets_the_number_of_missed_turns(world):
    match_id = await start_match(world)
    thread = await world.thread()
    calls = await world.slash("settings", {"absent_after": 3}, user_id=ALA, channel_id=thread)
    assert "when missed turns in a row reach 3" in calls[-1]["body"]["content"]
    assert (await world.host.get(match_id)).settings.absent_after == 3
    calls = await world.slash("settings", {"absent_after": 11}, user_id=ALA, channel_id=thread, locale="pl")
    assert calls[-1]["body"]["content"].startswith("Liczba tur z rzędu bez ruchu, po której przejmuje bot")
    assert (await world.host.get(match_id)).settings.absent_after == 3


async def test_a_polish_thread_is_told_in_polish(world):
    match_id, thread, seat = await ala_goes_silent(world, locale="pl")
    offer = offer_of(world, thread, match_id, seat)
    assert offer["content"] == (
        "• Gracz101: 2 tury z rzędu bez ruchu; odtąd bot gra za tego gracza bez czekania, dopóki gracz "
        f"nie wróci na swoje miejsce.\n<@{ALA}>, możesz w każdej chwili wrócić na swoje miejsce przyciskiem "
        "poniżej lub komendą `/gra wróć`."
    )
    assert fakes.find_component(offer, f"ep:r:{match_id}:{seat}")["label"] == "Wracam na swoje miejsce"
    calls = await world.click(offer, f"ep:r:{match_id}:{seat}", user_id=ALA, locale="pl")
    assert calls[-1]["body"]["content"] == "Znów grasz na swoim miejscu; bot już za ciebie nie gra."
    assert any("Gracz101 wraca i znów gra na swoim miejscu." in t for t in world.rest.contents(thread))
