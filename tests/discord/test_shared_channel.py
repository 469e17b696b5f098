"""Several matches in one channel (no Create Public Threads permission, issue 10 item 3): every
command picks the caller's match, asks which one when the caller plays in several, and the start
reply names the missing permission."""

from __future__ import annotations

from tests.discord import fakes
from tests.discord.conftest import ALA, BOB, CEZARY, STRANGER
from tests.discord.test_flow import lobby_message, open_lobby


def reply(calls) -> str:
    return calls[-1]["body"]["content"]


async def start_in_channel(world, joiner: int) -> tuple[int, str]:
    """Ala's match with `joiner`; returns its id and the reply to /game start."""
    _, match_id = await open_lobby(world)
    await world.click(await lobby_message(world, match_id), f"ep:l:{match_id}:join", user_id=joiner)
    calls = await world.slash("game", {}, sub="start", user_id=ALA)
    return match_id, reply(calls)


async def test_commands_pick_the_callers_match_among_several_in_one_channel(world):
    world.rest.fail[("POST", f"/channels/{fakes.CHANNEL}/threads")] = fakes.forbidden()
    first, said = await start_in_channel(world, BOB)
    assert "Create Public Threads" in said  # the start reply names what is missing
    await world.slash("game", {"game": "tiny", "options": "rounds=1"}, sub="new", user_id=CEZARY)
    second = await world.match_id()
    assert second != first
    calls = await world.slash("game", {}, sub="join", user_id=ALA)  # the only lobby here
    assert "You joined" in reply(calls)
    await world.slash("game", {}, sub="start", user_id=CEZARY)
    for match_id in (first, second):
        assert (await world.host.get(match_id)).thread_id == fakes.CHANNEL

    # Bob plays only the older match, Cezary only the newer one: each gets their own
    calls = await world.slash("hand", {}, user_id=BOB)
    assert reply(calls).startswith(f"**Tiny #{first}**")
    calls = await world.slash("board", {}, user_id=CEZARY)
    assert reply(calls).startswith(f"**Tiny #{second}**")
    bob = next(p for p in await world.host.prompts(first) if p.user_id == BOB)
    calls = await world.slash("move", {"action": bob.prompt.options[0].id}, user_id=BOB)
    assert reply(calls).startswith("Done:") and (await world.host.get(first)).version == 1

    # Ala plays both: she is asked which, and the match option settles it
    calls = await world.slash("hand", {}, user_id=ALA)
    assert reply(calls) == (
        f"Which match? Here are several: Tiny #{first}, Tiny #{second}. "
        "Use the command in the match's thread, or choose it in the match option."
    )
    calls = await world.slash("hand", {"match": second}, user_id=ALA)
    assert reply(calls).startswith(f"**Tiny #{second}**")
    # the match option suggests her matches
    calls = await world.slash("hand", {"match": ""}, user_id=ALA, focused="match")
    suggested = [c["value"] for c in calls[-1]["body"]["data"]["choices"]]
    assert suggested == [first, second]
    # a spectator with several matches here is asked too, in Polish when that is their language
    calls = await world.slash("board", {}, user_id=STRANGER, locale="pl")
    assert reply(calls).startswith("Który mecz? Tu jest ich kilka: Malutka #")
