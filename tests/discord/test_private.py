"""Private prompts (issue 9, item 1): a prompt whose options show a hand never reaches the thread.

The tiny game's secret variant (tiny_secret) marks its bid and discard prompts private (their options name the
cards of the hand). They go to the player by DM; with DMs closed, the thread gets one "open your
choices" button that answers that player alone. Every public message, button label, custom id,
select option and alt text of whole matches is scanned for the private options."""

from __future__ import annotations

import json

from cogs import present
from cogs.i18n import t
from engines.base import Event, Prompt, tr
from host.types import HistoryEntry
from tests.discord import fakes
from tests.discord.conftest import ALA, BOB, CEZARY, STRANGER, ephemeral
from tests.discord.test_flow import play_step, started


def _ours(message: dict, match_id: int, seat: int) -> bool:
    for custom_id in fakes.custom_ids(message):
        parts = custom_id.split(":")
        if parts[1] in ("b", "s") and parts[2] == str(match_id) and parts[4] == str(seat):
            return True
    return False


def dm_prompt(world, user_id: int, match_id: int, seat: int) -> dict:
    """The live prompt message of a seat in the player's direct messages."""
    dm_channels = {c for c, u in world.rest.dm_channels.items() if u == user_id}
    for message in reversed(list(world.rest.messages.values())):
        if int(message["channel_id"]) in dm_channels and _ours(message, match_id, seat):
            return message
    raise LookupError(f"no DM prompt for seat {seat}")


def as_message(call: dict, channel_id: int) -> dict:
    """An ephemeral follow-up as the message object Discord sends with a click on it."""
    message = fakes.message_data(next(fakes.ids), channel_id, call["body"])
    message["flags"] = 64
    return message


async def open_choices(world, match_id: int, thread: int, seat: int, user_id: int) -> dict:
    """Press the thread's "open your choices" button; returns the ephemeral prompt."""
    button = f"ep:o:{match_id}:{seat}"
    message = next(m for m in reversed(world.rest.live(thread)) if button in fakes.custom_ids(m))
    calls = await world.click(message, button, user_id=user_id)
    assert ephemeral(calls[-1]) and fakes.custom_ids(calls[-1]["body"]), calls[-1]["body"]
    return as_message(calls[-1], thread)


def mark_ephemeral_edits(message: dict, calls: list[dict]) -> None:
    """Editing the original response of a click on an ephemeral message edits that ephemeral."""
    if message.get("flags", 0) & 64:
        for call in calls:
            call["ephemeral_origin"] = True


async def play_private_match(world, match_id: int, thread: int) -> list[Prompt]:
    """Play to the end by clicking wherever each prompt is shown; returns the private prompts met."""
    seen: list[Prompt] = []
    for _ in range(80):
        pending = await world.host.prompts(match_id)
        if not pending:
            return seen
        p = pending[0]
        if not p.prompt.private:
            message = world.prompt_message(thread, match_id, p.seat)
        elif p.user_id in world.rest.closed_dms:
            message = await open_choices(world, match_id, thread, p.seat, p.user_id)
        else:
            message = dm_prompt(world, p.user_id, match_id, p.seat)
        if p.prompt.private:
            seen.append(p.prompt)
        first = fakes.custom_ids(message)[0]
        version = (await world.host.get(match_id)).version
        calls = await world.click(message, first, user_id=p.user_id, values=["0"] if ":s:" in first else None)
        mark_ephemeral_edits(message, calls)
        assert (await world.host.get(match_id)).version == version + 1
    raise AssertionError("the match does not end")


def secrets_of(prompts: list[Prompt]) -> set[str]:
    found = set()
    for prompt in prompts:
        for option in prompt.options:
            found |= {option.id, option.label.en, option.label.pl}
    return found


def public_surfaces(world) -> list[str]:
    """Everything a reader of the server sees: message bodies (text, buttons, custom ids, select
    options) and the alt text of attachments, in every channel and thread; and every interaction
    answer that is not ephemeral."""
    out = []
    for call in world.rest.public():
        out.append(json.dumps(call.body or {}, ensure_ascii=False))
        out += [d or "" for d in call.descriptions]
    for call in world.adapter.calls:
        private = ephemeral(call) or call.get("ephemeral_origin")
        if not private and call["body"] and not call["path"].endswith("/callback"):
            out.append(json.dumps(call["body"], ensure_ascii=False))
    return out


def leaks(world, secrets: set[str]) -> list[tuple[str, str]]:
    return [(s, text[:120]) for text in public_surfaces(world) for s in secrets if s in text]


async def test_private_prompts_go_by_dm_and_the_thread_only_says_whose_turn(world):
    match_id, thread = await started(world, game="tiny_secret")
    assert all(p.prompt.private for p in await world.host.prompts(match_id))  # both bid at once
    texts = world.rest.texts(thread)
    for user in (ALA, BOB):
        assert any(
            f"<@{user}>, your turn in Secret Tiny #{match_id}: your choices are in your" in t for t in texts
        )
        seat = await world.host.seat_of(match_id, user)
        dm = dm_prompt(world, user, match_id, seat)
        assert "Choose your bid" in dm["content"] and fakes.custom_ids(dm)[0].startswith("ep:b:")
    seen = await play_private_match(world, match_id, thread)
    assert (await world.host.get(match_id)).status.value == "finished"
    secrets = secrets_of(seen)
    assert len(seen) >= 2 and any(o.id.startswith("bid:") for p in seen for o in p.options)
    dm_bodies = [json.dumps(c.body) for c in world.rest.calls if c.channel_id in world.rest.dm_channels]
    assert any(s in b for s in secrets for b in dm_bodies)  # the scan looks for what really exists
    assert leaks(world, secrets) == []


async def test_with_dms_closed_the_thread_button_opens_the_choices_for_that_player_only(world):
    world.rest.closed_dms.add(BOB)
    match_id, thread = await started(world, game="tiny_secret")
    bob = await world.host.seat_of(match_id, BOB)
    button = f"ep:o:{match_id}:{bob}"
    message = next(m for m in world.rest.live(thread) if button in fakes.custom_ids(m))
    assert f"<@{BOB}>, your turn" in message["content"] and fakes.custom_ids(message) == [button]
    # the other player and a stranger get nothing to see
    for intruder, said in ((ALA, "belongs to another player"), (STRANGER, "not playing in this match")):
        calls = await world.click(message, button, user_id=intruder)
        assert ephemeral(calls[-1]) and said in calls[-1]["body"]["content"]
        assert fakes.custom_ids(calls[-1]["body"]) == []
    opened = await open_choices(world, match_id, thread, bob, BOB)
    assert "Choose your bid" in opened["content"]
    version = (await world.host.get(match_id)).version
    calls = await world.click(opened, fakes.custom_ids(opened)[0], user_id=BOB)
    mark_ephemeral_edits(opened, calls)
    assert (await world.host.get(match_id)).version == version + 1
    edited = [c for c in calls if c["method"] == "PATCH" and c["path"].endswith("/messages/@original")]
    assert edited and "→ Play" in edited[-1]["body"]["content"]  # the ephemeral shows the choice
    assert edited[-1]["body"]["components"] == []
    seen = [p.prompt for p in await world.host.prompts(match_id)]
    seen += await play_private_match(world, match_id, thread)
    assert (await world.host.get(match_id)).status.value == "finished"
    assert leaks(world, secrets_of(seen)) == []
    # no open button is left live once the match is over
    assert not any(c.startswith("ep:o:") for m in world.rest.live(thread) for c in fakes.custom_ids(m))


def test_a_history_entry_without_log_lines_is_said_in_words_not_as_its_action_id():
    entry = HistoryEntry(version=3, seat=0, name="Ala", action="bid:4", by_agent=False, at=0.0, events=[])
    assert present.history_lines([entry], "en") == ["`#3` **Ala**: made a choice"]
    assert present.history_lines([entry], "pl") == ["`#3` **Ala**: dokonuje wyboru"]


def test_a_history_page_fits_one_message_however_many_or_long_its_entries():
    def entry(version: int, text: str) -> HistoryEntry:
        event = Event(text=tr(text, text))
        return HistoryEntry(
            version=version, seat=0, name="Ala", action="x", by_agent=False, at=0.0, events=[event]
        )

    cases = {
        "few long": [entry(v, "word " * 2000) for v in range(3)],
        "many short": [entry(v, "short") for v in range(5000)],
        "many long": [entry(v, "long " * 300) for v in range(400)],
    }
    for lang in ("en", "pl"):
        for name, entries in cases.items():
            text = present.history_page(entries, lang, 1, 9)
            assert len(text) <= present.LIMIT, (name, len(text))
            assert text.endswith(t(lang, "history.page", page=1, pages=9)), name
            assert f"`#{entries[-1].version}`" in text, name  # the newest entry is always shown
        few = present.history_page(cases["few long"], lang, 1, 1)
        assert all(f"`#{v}`" in few for v in range(3))  # each cut short, none left out
        assert present.history_page(cases["many short"][:3], lang, 1, 1).count("short") == 3  # uncut


async def test_a_player_who_resigned_gets_no_more_direct_messages_of_the_bots_hand(world):
    match_id, thread = await started(world, game="tiny_secret", joiners=(BOB, CEZARY))
    assert world.rest.dms(BOB)  # a seated player is sent their hand
    await world.slash("game", {}, sub="resign", user_id=BOB, channel_id=thread)
    sent = len(world.rest.dms(BOB))
    for _ in range(80):
        if not await play_step(world, match_id, thread, by_move=True):
            break
    assert (await world.host.get(match_id)).status.value == "finished"
    assert len(world.rest.dms(BOB)) == sent
    assert len(world.rest.dms(CEZARY)) > 1  # the players still seated keep receiving theirs


async def test_private_events_of_a_seat_a_bot_plays_for_good_are_not_sent_to_its_old_player(world):
    # Stone Age tells a seat privately which card it drew: after resigning, nobody is told
    match_id, thread = await started(world, game="stone_age", options="")
    await world.slash("game", {}, sub="resign", user_id=BOB, channel_id=thread)
    sent = {user: len(world.rest.dms(user)) for user in (ALA, BOB)}
    await world.slash("game", {}, sub="resign", user_id=ALA, channel_id=thread)
    assert (await world.host.get(match_id)).status.value == "finished"  # the bots played it out
    assert {user: len(world.rest.dms(user)) for user in (ALA, BOB)} == sent
