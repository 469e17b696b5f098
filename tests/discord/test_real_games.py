"""The real games through the Discord layer: their prompts, pictures and DMs fit Discord's limits
(the recorders refuse what Discord would) and a player can play them by clicking."""

from __future__ import annotations

import random

import pytest

from engines.guns_steel.describe import affordable
from tests.discord import fakes
from tests.discord.conftest import ALA, BOB, ephemeral
from tests.discord.test_flow import lobby_message, start_match

STEPS = 8


def pick_values(message: dict, custom_id: str) -> list[str] | None:
    if not custom_id.startswith("ep:s:"):
        return None
    select = fakes.find_component(message, custom_id)
    values = [o["value"] for o in select["options"] if o["value"] != "more"]
    return values[: max(1, select["min_values"])]


def prompt_message(world, thread: int, match_id: int, seat: int) -> dict:
    """The seat's live prompt: in the thread, or by DM when it shows private facts (a hand)."""
    try:
        return world.prompt_message(thread, match_id, seat)
    except LookupError:
        for channel, user in world.rest.dm_channels.items():
            if user == ALA:
                try:
                    return world.prompt_message(channel, match_id, seat)
                except LookupError:
                    pass
        raise


@pytest.mark.parametrize("game", ["stone_age", "guns_steel"])
async def test_a_real_game_plays_by_clicking_against_a_bot(world, game):
    await world.slash("game", {"game": game, "players": 2}, sub="new", user_id=ALA)
    match_id = await world.match_id()
    await world.click(await lobby_message(world, match_id), f"ep:l:{match_id}:bot", user_id=ALA)
    await world.slash("game", {}, sub="start", user_id=ALA)
    match = await world.host.get(match_id)
    thread = match.thread_id
    assert match.status.value == "active"
    seat = await world.host.seat_of(match_id, ALA)
    hand_dms = [c for c in world.rest.dms(ALA) if c.files == ["hand.png"]]
    assert hand_dms
    if game == "guns_steel":  # the hand comes first in the DM, before the cut at 1000 characters
        dm = hand_dms[-1].body["content"]
        block = dm.split("```")[1]
        assert block.strip().startswith("Your hand:") and len(block.strip()) <= 1000
    assert any(c.files == ["board.png"] for c in world.rest.posts(thread))
    for _ in range(STEPS):
        if not await world.host.prompts(match_id):
            break
        version = (await world.host.get(match_id)).version
        message = prompt_message(world, thread, match_id, seat)
        custom_id = fakes.custom_ids(message)[0]
        calls = await world.click(message, custom_id, user_id=ALA, values=pick_values(message, custom_id))
        assert not [c for c in calls if ephemeral(c)], calls[-1]["body"]
        assert (await world.host.get(match_id)).version > version
    texts = world.rest.texts(thread)
    assert not any("⚠️" in t for t in texts)


HAND = {"en": "Your hand: ", "pl": "Twoja ręka: "}
CAN_PAY = {"en": ("You can pay now to ", "You cannot pay"), "pl": ("Stać cię teraz na ", "Nie stać cię")}


def first_lines(dm: str, limit: int = 1000) -> list[str]:
    return dm[:limit].splitlines()


@pytest.mark.parametrize("locale", ["en-US", "pl"])
@pytest.mark.parametrize("seed", [1, 2])
async def test_guns_steel_dms_lead_with_the_hand_and_what_it_can_pay_for(world, seed, locale):
    # issue 10, item 11: within the first 1,000 characters, as Discord shows the DM
    rng = random.Random(seed)
    match_id = await start_match(world, game="guns_steel", options="", locale=locale)
    hand_dms = lambda user: [c for c in world.rest.dms(user) if c.files == ["hand.png"]]  # noqa: E731
    seen, checked = {user: len(hand_dms(user)) for user in (ALA, BOB)}, {"en": 0, "pl": 0}
    for _ in range(40):
        pending = await world.host.prompts(match_id)
        if not pending:
            break
        p = rng.choice(pending)
        action = rng.choice(p.prompt.option_ids())
        await world.slash("move", {"action": action}, user_id=p.user_id, locale=locale)
        for user in (ALA, BOB):
            dms = hand_dms(user)
            if len(dms) == seen[user]:
                continue
            seen[user], lang = len(dms), await world.host.get_user_pref(user, "lang")
            view = await world.host.seat_view(match_id, await world.host.seat_of(match_id, user))
            lines = first_lines(dms[-1].body["content"])
            hand = next(line for line in lines if line.startswith(HAND[lang]))
            assert all(card.name.get(lang) in hand for card in view.hand)
            pay_line = next(line for line in lines if line.startswith(CAN_PAY[lang]))
            _, activate, buy = affordable(view)
            assert all(card.name.get(lang) in pay_line for card in activate + buy)
            checked[lang] += 1
    assert checked["pl" if locale == "pl" else "en"] >= 10
