"""Three bot processes on one PostgreSQL database (issue 18), Discord faked at the HTTP layer in
each (tests/discord/procbot.py). Many matches are played at once and every click reaches every
process; one process is killed with SIGKILL in the middle. Afterwards each match's log holds
exactly the clicked moves in order (none lost, none doubled) and replays to its snapshot, every
reminder and time-out was done by one process, and every outbox row was delivered by one."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import sys
import time

import pytest

import engines
from cogs.components import option_button_id
from host.service import MatchService
from host.store_claims import LEASE_S
from host.types import MatchSettings
from tests.discord import fakes
from tests.games.tiny import ENGINE as TINY
from tests.host.conftest import pg_cluster  # noqa: F401  (the session's PostgreSQL server)

pytestmark = pytest.mark.slow
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HOUR = 3600
PLAYERS = [(101, "Ala"), (102, "Bob")]
MATCHES = 8
ROUNDS = 14
KILL_AT = 6


class Process:
    def __init__(self, proc: asyncio.subprocess.Process):
        self.proc = proc

    @classmethod
    async def start(cls, url: str) -> Process:
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.discord.procbot",
            url,
            cwd=ROOT,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
        )
        process = cls(proc)
        assert (await process.answer())["ready"]
        return process

    async def send(self, request: dict) -> None:
        self.proc.stdin.write((json.dumps(request) + "\n").encode())
        await self.proc.stdin.drain()

    async def answer(self) -> dict:
        line = await asyncio.wait_for(self.proc.stdout.readline(), 60)
        assert line, "the bot process stopped"
        return json.loads(line)

    async def ask(self, request: dict) -> dict:
        await self.send(request)
        return await self.answer()


def click_payload(match_id: int, version: int, seat: int, index: int, action: str, user_id: int) -> dict:
    """The interaction of a click on a prompt button, as Discord sends it to every process."""
    custom_id = option_button_id(match_id, version, seat, index, action)
    button = {"type": 2, "custom_id": custom_id, "label": action, "style": 1}
    message = fakes.message_data(
        next(fakes.ids), 7000 + match_id, {"components": [{"type": 1, "components": [button]}]}
    )
    return fakes.click(message, custom_id, user_id=user_id)


async def new_matches(svc: MatchService, now: float) -> list[int]:
    settings = MatchSettings(turn_timeout_s=10 * HOUR, remind_after_s=6 * HOUR)
    ids = []
    for seed in range(MATCHES):
        (ala, ala_name), (bob, bob_name) = PLAYERS
        info = await svc.create(
            "tiny",
            ala,
            ala_name,
            channel_id=fakes.CHANNEL,
            options={"rounds": "3"},
            settings=settings,
            seed=seed,
        )
        await svc.join(info.id, bob, bob_name)
        await svc.start(info.id, ala, fixed_order=True, now=now)
        await svc.store.set_thread(info.id, 7000 + info.id)
        ids.append(info.id)
    return ids


async def test_three_processes_share_one_database_and_one_dies(pg_cluster):  # noqa: F811
    engines.register(TINY)
    url = pg_cluster.new_db()
    svc = await MatchService.open(url)
    processes: list[Process] = []
    try:
        now = time.time()
        ids = await new_matches(svc, now)
        processes = list(await asyncio.gather(*(Process.start(url) for _ in range(3))))
        rng = random.Random(18)
        clicked: dict[int, list[str]] = {mid: [] for mid in ids}
        victim = None
        for round_no in range(ROUNDS):
            payloads = []
            for mid in ids:
                prompts = await svc.prompts(mid)
                if not prompts:
                    continue
                pick = rng.choice(prompts)
                # mostly the first option (a bid, or gathering), so most matches are still running
                # when the clock runs at the end
                index = 0 if rng.random() < 0.7 else rng.randrange(len(pick.prompt.options))
                action = pick.prompt.options[index].id
                version = (await svc.get(mid)).version
                payloads.append(click_payload(mid, version, pick.seat, index, action, pick.user_id))
                clicked[mid].append(action)
            if not payloads:
                break
            living = [p for p in processes if p is not victim]
            for process in living:
                await process.send({"op": "clicks", "payloads": payloads})
            if round_no == KILL_AT:  # one process dies in the middle of the clicks
                victim = processes[1]
                await asyncio.sleep(rng.uniform(0.0, 0.05))
                victim.proc.send_signal(signal.SIGKILL)
                await victim.proc.wait()
                living.remove(victim)
            for process in living:
                await process.answer()
        survivors = [p for p in processes if p is not victim]
        assert victim is not None and victim.proc.returncode == -signal.SIGKILL

        # every click applied once, in order: the humans' moves in each log are exactly the clicks
        for mid in ids:
            rows = await svc.store.actions(mid)
            assert [r["seq"] for r in rows] == list(range(1, len(rows) + 1))
            assert [r["action"] for r in rows if not r["by_agent"]] == clicked[mid]
            assert await svc.verify(mid)

        # the clock runs in every survivor at once: each reminder and each time-out happens once
        # (the tests' clock jumps hours ahead, past every lease: first the posts in flight finish)
        await asyncio.gather(*(p.ask({"op": "settle"}) for p in survivors))
        due = await svc.store.matches_to_remind(now + 7 * HOUR)
        await asyncio.gather(*(p.ask({"op": "tick", "now": now + 7 * HOUR}) for p in survivors))
        late = await svc.store.matches_past_deadline(now + 11 * HOUR)
        await asyncio.gather(*(p.ask({"op": "tick", "now": now + 11 * HOUR}) for p in survivors))
        # later: the victim's claims have run out, so what it held is delivered by the others.
        # The survivors' wall clock jumps past the lease rather than the test waiting for it: a
        # short real lease could also run out under a living process stalled on a busy machine,
        # and another process would then show what it was showing a second time.
        await asyncio.gather(*(p.ask({"op": "later", "seconds": LEASE_S}) for p in survivors))
        await asyncio.gather(*(p.ask({"op": "tick", "now": now + 12 * HOUR}) for p in survivors))
        reports = [await p.ask({"op": "report"}) for p in survivors]
        reminded = sorted(tuple(r) for report in reports for r in report["reminded"])
        assert due and sorted({m for m, _ in reminded}) == due and len(set(reminded)) == len(reminded)
        timed_out = sorted(m for report in reports for m in report["timed_out"])
        assert late and timed_out == late
        delivered = [tuple(d) for report in reports for d in report["delivered"]]
        assert delivered and len(set(delivered)) == len(delivered)  # no version delivered twice
        undelivered = await svc.store.fetch("SELECT match_id, version FROM outbox WHERE delivered = 0")
        assert [tuple(r) for r in undelivered] == []
        for mid in ids:
            assert await svc.verify(mid)
        for process in survivors:
            await process.send({"op": "quit"})
            await process.proc.wait()
    finally:
        for process in processes:
            if process.proc.returncode is None:
                process.proc.kill()
                await process.proc.wait()
        await svc.close()
