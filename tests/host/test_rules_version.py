"""Matches carry the rules version they were started with; their past is never replayed with other rules."""

from __future__ import annotations

import json

import pytest

from host.replay import BadExport, replay_file
from host.service import replay_export
from host.types import HostError, MatchStatus
from tests.games.tiny import ENGINE as TINY
from tests.host.conftest import ALA, BOB, bid_all, started
from tests.host.test_replay import finished_tiny, run_replay


@pytest.fixture
def tiny_rules(monkeypatch):
    """The tiny game declares a rules version; tests bump it as a deploy would."""

    def set_version(version: str) -> None:
        monkeypatch.setattr(TINY, "rules_version", version, raising=False)

    set_version("tiny/1")
    return set_version


async def test_start_stamps_the_game_rules_version(svc, tiny_rules):
    outcome = await started(svc, (ALA, BOB))
    mid = outcome.match.id
    rows = await svc.store.fetch("SELECT rules_version FROM matches WHERE id = ?", (mid,))
    assert rows[0]["rules_version"] == "tiny/1"
    assert (await svc._load(mid)).rules_version == "tiny/1"


async def test_a_match_under_other_rules_refuses_undo_verify_and_export_but_plays_on(svc, tiny_rules):
    outcome = await started(svc, (ALA, BOB))
    mid = outcome.match.id
    outcome = await svc.act(mid, ALA, (await svc.prompts(mid))[0].prompt.options[0].id)
    tiny_rules("tiny/2")  # a deploy changed the rules while the match runs
    for request in (lambda: svc.undo(mid, ALA), lambda: svc.verify(mid)):
        with pytest.raises(HostError) as refused:
            await request()
        assert refused.value.code == "rules_changed"
        assert "tiny/1" in refused.value.reason.en and "tiny/2" in refused.value.reason.pl
    before = await svc.get(mid)
    after = await bid_all(svc, mid)  # the match itself keeps playing from its snapshot
    assert after.match.version > before.version


async def test_a_declared_replay_step_rebuilds_the_match_under_the_new_rules(svc, tiny_rules, monkeypatch):
    outcome = await started(svc, (ALA, BOB))
    mid = outcome.match.id
    await svc.act(mid, ALA, (await svc.prompts(mid))[0].prompt.options[0].id)
    tiny_rules("tiny/2")  # a deploy that only changed how the state is stored
    monkeypatch.setattr(TINY, "replays_from", ("tiny/1",), raising=False)
    svc._forget(mid)
    assert (await svc._load(mid)).rules_version == "tiny/2"
    rows = await svc.store.fetch("SELECT rules_version FROM matches WHERE id = ?", (mid,))
    assert rows[0]["rules_version"] == "tiny/2"
    assert await svc.verify(mid)  # its past replays: no longer refused as other rules


async def test_export_of_a_finished_match_under_other_rules_is_refused(svc, tiny_rules):
    mid = await finished_tiny(svc)
    data = json.loads(await svc.export(mid))
    assert data["rules_version"] == "tiny/1"
    tiny_rules("tiny/2")
    with pytest.raises(HostError) as refused:
        await svc.export(mid)
    assert refused.value.code == "rules_changed"
    with pytest.raises(HostError):
        await svc.verify(mid)


async def test_replay_of_an_export_from_other_rules_is_refused(svc, tiny_rules, tmp_path, capsys):
    mid = await finished_tiny(svc)
    text = await svc.export(mid)
    assert replay_export(text).finished
    tiny_rules("tiny/2")
    with pytest.raises(BadExport) as refused:
        replay_file(text)
    assert "tiny/1" in refused.value.reason.en and "tiny/2" in refused.value.reason.en
    code, out = await run_replay(tmp_path, capsys, text)
    assert code == 2
    assert out.err.strip().count("\n") == 0 and "tiny/1" in out.err
    assert (await svc.get(mid)).status == MatchStatus.FINISHED
