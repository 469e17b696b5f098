"""Local mode --replay: an exported match replays move by move; a tampered export is refused."""

from __future__ import annotations

import asyncio
import json

from host.replay import BadExport, replay_file
from host.types import MatchStatus
from local.cli import main
from tests.host.conftest import ALA, BOB, CEZ, started


async def finished_tiny(svc):
    """A tiny match with two players and a bot, played to the end; returns its id."""
    outcome = await started(svc, (ALA, BOB), bots=1, seed=6, rounds="2")
    mid = outcome.match.id
    turn = 0
    while outcome.prompts:
        prompt = outcome.prompts[0]
        options = prompt.prompt.option_ids()
        outcome = await svc.act(mid, prompt.user_id, options[turn % len(options)])
        turn += 1
    assert outcome.match.status == MatchStatus.FINISHED
    return mid


async def run_replay(tmp_path, capsys, text, *extra):
    """main() runs its own event loop: in a worker thread, as from a terminal."""
    path = tmp_path / "export.json"
    path.write_text(text, encoding="utf-8")
    code = await asyncio.to_thread(
        main, ["--local", "--replay", str(path), "--out", str(tmp_path / "out"), *extra]
    )
    return code, capsys.readouterr()


def score_lines(info, result):
    names = {s.seat: s.name + (f" ({s.agent})" if s.agent else "") for s in info.seats}
    return [
        f"{s.rank}. {names[s.seat]}: {s.score}" for s in sorted(result.scores, key=lambda s: (s.rank, s.seat))
    ]


async def test_replay_prints_the_public_log_and_the_stored_scores(svc, tmp_path, capsys):
    mid = await finished_tiny(svc)
    code, out = await run_replay(tmp_path, capsys, await svc.export(mid), "--images", "off")
    assert code == 0 and out.err == ""
    lines = out.out.strip().splitlines()
    expected = score_lines(await svc.get(mid), await svc.result(mid))
    assert lines[-len(expected) - 1 :] == ["Final scores:", *expected]
    public = [e.text.en for h in await svc.history(mid) for e in h.events]  # no user: public events only
    assert [line.strip() for line in lines[: len(public)]] == public
    assert len(lines) == len(public) + 1 + len(expected)
    assert any("Ala" in line for line in public) and not any("Player A" in line for line in lines)
    assert not (tmp_path / "out").exists()  # --images off


async def test_replay_in_polish(svc, tmp_path, capsys):
    mid = await finished_tiny(svc)
    code, out = await run_replay(tmp_path, capsys, await svc.export(mid), "--images", "off", "--lang", "pl")
    assert code == 0 and "Wyniki końcowe:" in out.out


async def test_a_real_stone_age_bots_match_replays_with_its_board(svc, tmp_path, capsys):
    info = await svc.create("stone_age", ALA, "Ala", players=2, seed=13)
    await svc.add_bot(info.id, ALA, "random")
    await svc.leave(info.id, ALA)
    await svc.add_bot(info.id, ALA, "heuristic")
    outcome = await svc.start(info.id, ALA)
    assert outcome.match.status == MatchStatus.FINISHED
    code, out = await run_replay(tmp_path, capsys, await svc.export(info.id))
    assert code == 0, out.err
    expected = score_lines(outcome.match, outcome.result)
    assert out.out.strip().splitlines()[-len(expected) :] == expected
    assert (tmp_path / "out" / "board.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


async def test_tampered_exports_are_refused_with_one_line(svc, tmp_path, capsys):
    mid = await finished_tiny(svc)
    good = json.loads(await svc.export(mid))

    def variant(change):
        data = json.loads(json.dumps(good))
        change(data)
        return json.dumps(data)

    def illegal_action(data):
        data["actions"][0][1] = "bid:99"

    def wrong_seat(data):
        data["actions"][0][0] = (data["actions"][0][0] + 1) % 3
        data["actions"][1][0] = data["actions"][0][0]

    def unknown_seat(data):
        data["actions"][0][0] = 7

    def changed_score(data):
        data["result"]["scores"][0]["score"] += 1

    def missing_move(data):
        data["actions"].pop()

    def unknown_game(data):
        data["game"] = "chess"

    cases = {
        "is refused by the game": variant(illegal_action),
        "refused by the game: ": variant(wrong_seat),
        "names no seat": variant(unknown_seat),
        "not what its moves lead to": variant(changed_score) + "\n",
        "not what its moves lead to ": variant(missing_move),
        "Unknown game 'chess'": variant(unknown_game),
        "not a match export": "{not json",
        "not a match export ": json.dumps({"game": "tiny"}),
    }
    for message, text in cases.items():
        code, out = await run_replay(tmp_path, capsys, text, "--images", "off")
        assert code == 2, message
        assert out.out == "" and message.strip() in out.err and len(out.err.strip().splitlines()) == 1, (
            out.err
        )
        assert "Traceback" not in out.err


def test_a_missing_file_is_refused(tmp_path, capsys):
    code = main(["--local", "--replay", str(tmp_path / "nope.json")])
    err = capsys.readouterr().err
    assert code == 2 and "Cannot read" in err and len(err.strip().splitlines()) == 1


async def test_replay_file_gives_the_stored_state(svc):
    mid = await finished_tiny(svc)
    done = replay_file(await svc.export(mid))
    assert done.state.model_dump_json() == (await svc.store.snapshot(mid))[1]
    assert done.result == await svc.result(mid)
    assert done.names == ["Ala", "Bob", "Bot 1"] and done.agents == [None, None, "heuristic"]


async def test_an_abandoned_match_replays_without_scores(svc, tmp_path, capsys):
    outcome = await started(svc, (ALA, BOB, CEZ))
    prompt = outcome.prompts[0]
    await svc.act(outcome.match.id, prompt.user_id, prompt.prompt.options[0].id)
    await svc.abandon(outcome.match.id, ALA)
    code, out = await run_replay(tmp_path, capsys, await svc.export(outcome.match.id), "--images", "off")
    assert code == 0 and "Final scores" not in out.out and out.out.strip()
    try:
        replay_file("[]")
    except BadExport as exc:
        assert exc.reason.pl == "To nie jest eksport meczu."
    else:
        raise AssertionError("a list is not an export")
