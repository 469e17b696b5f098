"""The host's path must not change what a match says or stores (issue #11's speed work).

For a few seeds of every game, a match of humans and random bots is played through the service
(act, undo, a time-out): every Outcome (events, actors, private updates with their views, prompts,
status line, match info) and every VersionWrite handed to the store (seats, snapshot, log rows,
outbox row) are written down as JSON and digested. The digests must equal the ones recorded in
`golden/host_path.json` before the host was made faster: byte for byte the same transcript.

Regenerate (only when a change of behaviour is intended and said so):
    .venv/bin/python -m tests.host.test_host_golden
"""

from __future__ import annotations

import asyncio
import dataclasses
import enum
import hashlib
import json
import random
import sys
import tempfile
from pathlib import Path

import pytest
from pydantic import BaseModel

import engines
from engines.base import Event, tr
from host.service import MatchService
from host.store_base import dumps
from host.text_forms import event_json
from host.types import HostError
from tests.games.tiny import ENGINE as TINY

engines.register(TINY)

GOLDEN = Path(__file__).parent / "golden" / "host_path.json"
T0 = 1_000_000.0
# game -> (players, humans, seeds, requests per match)
CASES = {
    "tiny": (3, 2, (1, 2, 3, 4, 5), 60),
    "stone_age": (3, 1, (1, 2, 3), 80),
    "age_of_civ": (3, 2, (1, 2), 60),
    "guns_steel": (3, 2, (1, 2), 60),
    "civilization": (2, 1, (1, 2), 60),
    "through_ages": (3, 1, (1, 2), 60),
}


def plain(value):
    """A JSON-able copy of outcomes, prompts and writes (pydantic models as the engine dumps them);
    the lobby's creation time (the clock's) left out."""
    if isinstance(value, BaseModel):
        return {"__type": type(value).__name__, **value.model_dump(mode="json")}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            "__type": type(value).__name__,
            **{
                f.name: plain(getattr(value, f.name))
                for f in dataclasses.fields(value)
                if f.name != "created_at"
            },
        }
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        items = [plain(v) for v in value]
        return sorted(items, key=json.dumps) if isinstance(value, set | frozenset) else items
    return value


def pick(prompt, rng: random.Random) -> str:
    ids = prompt.option_ids()
    if prompt.kind == "multi":
        count = rng.randint(prompt.min_pick, min(prompt.max_pick, prompt.min_pick + 2))
        return "+".join(sorted(rng.sample(ids, count)))
    return rng.choice(ids)


async def transcript(game: str, players: int, humans: int, seed: int, requests: int) -> list:
    """Every outcome and store write of one seeded match, as plain data."""
    lines: list = []
    with tempfile.TemporaryDirectory() as folder:
        svc = await MatchService.open(str(Path(folder) / "golden.db"))
        real_write = svc.store.write_version

        async def recording_write(match_id, expected, version, change):
            lines.append(["write", expected, version, plain(change)])
            return await real_write(match_id, expected, version, change)

        svc.store.write_version = recording_write
        try:
            info = await svc.create(game, 1, "Ala Kot", seed=seed, players=players)
            for user in range(2, humans + 1):
                await svc.join(info.id, user, f"Player {chr(ord('A') + user)}")  # a name like a seat's
            for _ in range(players - humans):
                await svc.add_bot(info.id, 1, "random")
            lines.append(["start", plain(await svc.start(info.id, 1, fixed_order=True, now=T0))])
            rng = random.Random(seed)
            now = T0
            for n in range(requests):
                now += 60.0
                prompts = await svc.prompts(info.id)
                lines.append(["prompts", plain(prompts)])
                if not prompts:
                    break
                pending = rng.choice(prompts)
                try:
                    if pending.can_undo and n % 5 == 4:
                        version = (await svc.get(info.id)).version
                        outcome = await svc.undo(info.id, pending.user_id, version, now=now)
                    elif n % 17 == 16:
                        far = now + 10 * 24 * 3600.0
                        lines.append(["timeouts", plain(await svc.apply_timeouts(far))])
                        continue
                    else:
                        outcome = await svc.act(info.id, pending.user_id, pick(pending.prompt, rng), now=now)
                except HostError as exc:
                    lines.append(["refused", exc.code, plain(exc.reason)])
                    continue
                lines.append(["outcome", plain(outcome)])
            lines.append(["verify", await svc.verify(info.id)])
        finally:
            await svc.close()
    return lines


def digest(lines: list) -> str:
    text = json.dumps(lines, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def cases():
    for game, (players, humans, seeds, requests) in CASES.items():
        for seed in seeds:
            yield pytest.param(game, players, humans, seed, requests, id=f"{game}-{seed}")


@pytest.mark.parametrize(("game", "players", "humans", "seed", "requests"), list(cases()))
def test_the_host_path_gives_the_recorded_transcript(game, players, humans, seed, requests):
    recorded = json.loads(GOLDEN.read_text(encoding="utf-8"))
    lines = asyncio.run(transcript(game, players, humans, seed, requests))
    assert any(line[0] == "outcome" for line in lines)  # the match really was played
    assert digest(lines) == recorded[f"{game}-{seed}"]


def record() -> None:
    golden = {}
    for game, (players, humans, seeds, requests) in CASES.items():
        for seed in seeds:
            lines = asyncio.run(transcript(game, players, humans, seed, requests))
            golden[f"{game}-{seed}"] = digest(lines)
            print(game, seed, len(lines), file=sys.stderr)
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text(json.dumps(golden, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    record()


EVENTS = [
    Event(text=tr("Player A gathers.", "Gracz A zbiera.")),
    Event(text=tr("You drew 4.", "Dobrano 4."), seats=[2], reveal=True, board=False),
    Event(text=tr("Nobody sees this", "Nikt"), seats=[]),
    Event(text=tr("Żółć „x” ✓"), seats=[0, 3], board=True, reveal=False),
    Event(text=tr('quote " backslash \\ tab \t newline \n control \x01 \u2028'), reveal=True),
]


@pytest.mark.parametrize("event", EVENTS)
def test_a_log_rows_event_is_what_the_event_dumps(event):
    compact = json.dumps(
        [event.model_dump(mode="json", exclude_defaults=True)], separators=(",", ":"), ensure_ascii=False
    )
    assert "[" + event_json(event) + "]" == compact
    assert event_json(event) == dumps(event.model_dump(mode="json", exclude_defaults=True))
