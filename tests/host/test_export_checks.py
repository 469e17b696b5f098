"""Export files are read strictly and checked against a digest of the final state (issue 9.4):
every edited, truncated, malformed or hostile file is refused with one line and exit code 2."""

from __future__ import annotations

import json
import random

import pytest

from engines import get_engine
from host.export import MAX_BYTES
from host.replay import BadExport, replay_file
from host.types import MatchStatus
from tests.host.conftest import ALA
from tests.host.test_replay import finished_tiny, run_replay


async def refused_by_cli(tmp_path, capsys, text: str) -> str:
    code, out = await run_replay(tmp_path, capsys, text, "--images", "off")
    err = out.err.strip()
    assert code == 2 and out.out == "" and "Traceback" not in err and len(err.splitlines()) == 1, err
    return err


async def test_hostile_files_end_in_one_line_and_exit_2(svc, tmp_path, capsys):
    good = json.loads(await svc.export(await finished_tiny(svc)))

    def edited(change) -> str:
        data = json.loads(json.dumps(good))
        change(data)
        return json.dumps(data)

    nameless = edited(lambda d: d["seats"][1].pop("name"))
    assert "seats.1.name" in await refused_by_cli(tmp_path, capsys, nameless)
    deep = '{"game": "tiny", "seed": 1, "actions": [], "options": ' + "[" * 100_000 + "]" * 100_000 + "}"
    assert "nests too deeply" in await refused_by_cli(tmp_path, capsys, deep)
    moderately_deep = edited(lambda d: d["options"].update(x=json.loads("[" * 40 + "]" * 40)))
    assert "nests too deeply" in await refused_by_cli(tmp_path, capsys, moderately_deep)
    infinite = json.dumps(good).replace(f'"seed": {good["seed"]}', '"seed": Infinity')
    assert "Infinity" in infinite
    assert "not a match export" in await refused_by_cli(tmp_path, capsys, infinite)
    assert "seed" in await refused_by_cli(tmp_path, capsys, edited(lambda d: d.update(seed=True)))
    assert "seed" in await refused_by_cli(tmp_path, capsys, edited(lambda d: d.update(seed=2**70)))
    huge = json.dumps(good)[:-1] + ', "pad": "' + "x" * MAX_BYTES + '"}'
    assert "too large" in await refused_by_cli(tmp_path, capsys, huge)
    assert "extra" in (await refused_by_cli(tmp_path, capsys, edited(lambda d: d.update(note="hi")))).lower()
    no_digest = edited(lambda d: d.pop("final_digest"))
    assert "final_digest" in await refused_by_cli(tmp_path, capsys, no_digest)
    no_version = edited(lambda d: d.pop("rules_version"))
    assert "rules_version" in await refused_by_cli(tmp_path, capsys, no_version)


async def test_edited_outcomes_are_refused(svc, tmp_path, capsys):
    good = json.loads(await svc.export(await finished_tiny(svc)))
    assert replay_file(json.dumps(good)).state.finished

    def half_without_result(d):
        d["result"] = None
        d["actions"] = d["actions"][: len(d["actions"]) // 2]

    def abandoned(d):
        d["status"] = "abandoned"

    def other_note(d):
        d["result"]["note"] = {"en": "Ala wins by decree.", "pl": "Ala wygrywa z urzędu."}

    for change in (half_without_result, abandoned, other_note):
        data = json.loads(json.dumps(good))
        change(data)
        err = await refused_by_cli(tmp_path, capsys, json.dumps(data))
        assert "not what its moves lead to" in err, (change.__name__, err)


async def bots_match(svc, seed: int) -> str:
    info = await svc.create("stone_age", ALA, "Ala", players=2, seed=seed)
    await svc.add_bot(info.id, ALA, "random")
    await svc.leave(info.id, ALA)
    await svc.add_bot(info.id, ALA, "heuristic")
    outcome = await svc.start(info.id, ALA)
    assert outcome.match.status == MatchStatus.FINISHED
    return await svc.export(info.id)


async def test_one_move_changed_to_another_legal_move_is_always_noticed(svc):
    good = json.loads(await bots_match(svc, seed=21))
    engine = get_engine("stone_age")
    rng = random.Random(4)
    tries = 0
    while tries < 20:
        index = rng.randrange(len(good["actions"]))
        state = engine.setup(len(good["seats"]), good["options"], good["seed"])
        for seat, action in good["actions"][:index]:
            state, _ = engine.apply(state, seat, action)
        seat, action = good["actions"][index]
        others = [o for o in engine.prompt(state, seat).option_ids() if o != action]
        if not others:
            continue
        tries += 1
        data = json.loads(json.dumps(good))
        data["actions"][index][1] = rng.choice(others)
        with pytest.raises(BadExport):
            replay_file(json.dumps(data))
