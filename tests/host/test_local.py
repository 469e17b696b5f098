"""Local terminal mode, run in-process with scripted keyboard input."""

from __future__ import annotations

import builtins
import re

import render
from local.cli import main


def keyboard(monkeypatch, answers):
    """Feed input() from `answers`, then keep answering with the last one."""
    answers = list(answers)
    asked = []

    def fake_input(prompt=""):
        asked.append(prompt)
        return answers.pop(0) if len(answers) > 1 else answers[0]

    monkeypatch.setattr(builtins, "input", fake_input)
    return asked


def final_scores(text):
    lines = text.strip().splitlines()
    start = lines.index("Final scores:")
    return lines[start + 1 :]


def test_all_bots_play_to_the_end(tmp_path, capsys):
    db = str(tmp_path / "l.db")
    code = main(["--local", "--game", "tiny", "--players", "3", "--bots", "3", "--seed", "4", "--db", db])
    out = capsys.readouterr().out
    assert code == 0
    scores = final_scores(out)
    assert len(scores) == 3 and all(
        re.fullmatch(r"\d\. Bot \d \(heuristic\): -?\d+", line) for line in scores
    )
    assert out.strip().splitlines()[-3:] == scores  # the scores are the last lines
    # the same seed gives the same match
    main(["--local", "--game", "tiny", "--players", "3", "--bots", "3", "--seed", "4", "--db", db])
    assert final_scores(capsys.readouterr().out) == scores


def test_a_solo_game_with_one_bot_plays_to_the_end(tmp_path, capsys):
    # issue 12: "--players 1 --bots 1" plays the solo game (Age of Civilization's Clash) as a bot;
    # the host gives up the only seat without the lobby being cancelled
    db = str(tmp_path / "l.db")
    args = ["--local", "--game", "age_of_civ", "--players", "1", "--bots", "1", "--seed", "3", "--db", db]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "The game is over." in out and "Achievements: " in out
    (score,) = final_scores(out)
    assert re.fullmatch(r"1\. Bot 1 \(heuristic\): \d+", score) and int(score.split()[-1]) > 0
    main(args)  # the same seed gives the same match
    assert final_scores(capsys.readouterr().out) == [score]


def test_unknown_game_lists_the_games(tmp_path, capsys):
    code = main(["--local", "--game", "chess", "--players", "2", "--db", str(tmp_path / "l.db")])
    out = capsys.readouterr().out
    assert code == 2 and "Unknown game 'chess'" in out and "Available:" in out


def test_bad_player_counts(tmp_path, capsys):
    assert (
        main(["--local", "--game", "tiny", "--players", "2", "--bots", "3", "--db", str(tmp_path / "l.db")])
        == 2
    )
    assert main(["--local", "--game", "tiny", "--players", "9", "--db", str(tmp_path / "l.db")]) == 1
    assert "2 to 4 players" in capsys.readouterr().err


def test_humans_at_one_keyboard_with_bad_input_and_undo(tmp_path, capsys, monkeypatch):
    # bad text, a number out of range, then choose 1 each time (bids, then gather x3, then roll)
    asked = keyboard(monkeypatch, ["hello", "9", "1", "1", "1", "u", "1"])
    db = str(tmp_path / "l.db")
    code = main(
        [
            "--local",
            "--game",
            "tiny",
            "--players",
            "3",
            "--bots",
            "1",
            "--seed",
            "2",
            "--db",
            db,
            "--lang",
            "pl",
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert out.count("Wpisz numer opcji.") == 2
    assert "=== Człowiek 1: Gracz A ===" in out and "=== Człowiek 2: Gracz B ===" in out
    assert "(tiny)" not in out.splitlines()[0]  # the game by its name, not its id
    # a Polish match is Polish throughout: the seats' names and the keyboard hints
    assert "Człowiek 1 cofa swój ostatni ruch." in out and "Human" not in out
    assert "u = cofnij, q = zapisz i wyjdź> " in asked and not any("quit" in a for a in asked)
    assert out.strip().splitlines()[-4] == "Wyniki końcowe:"


def test_save_and_resume(tmp_path, capsys, monkeypatch):
    db = str(tmp_path / "l.db")
    keyboard(monkeypatch, ["1", "q"])
    assert main(["--local", "--game", "tiny", "--players", "2", "--seed", "3", "--db", db]) == 0
    out = capsys.readouterr().out
    assert "--resume 1" in out and "Final scores:" not in out
    keyboard(monkeypatch, ["1"])
    assert main(["--local", "--resume", "1", "--db", db]) == 0
    out = capsys.readouterr().out
    assert (
        re.findall(r"=== Human \d: Player \w", out)[0] == "=== Human 2: Player B"
    )  # the saved prompt comes back
    assert "Final scores:" in out
    # a finished match resumes to its final scores
    assert main(["--local", "--resume", "1", "--db", db]) == 0
    assert "Final scores:" in capsys.readouterr().out


def test_pictures_after_each_human_decision(tmp_path, capsys, monkeypatch):
    written = []
    monkeypatch.setattr(render, "has_renderer", lambda game: True)
    monkeypatch.setattr(render, "board_png", lambda view, lang: written.append(("board", view.seat)) or b"B")
    monkeypatch.setattr(render, "private_png", lambda view, lang: b"P%d" % view.seat)
    keyboard(monkeypatch, ["1"])
    out_dir = tmp_path / "out"
    args = [
        "--local",
        "--game",
        "tiny",
        "--players",
        "2",
        "--bots",
        "1",
        "--seed",
        "1",
        "--option",
        "rounds=1",
    ]
    code = main(args + ["--db", str(tmp_path / "l.db"), "--out", str(out_dir)])
    assert code == 0
    # the bot's private picture (seat B) is not written: its hand is hidden from the human
    assert sorted(p.name for p in out_dir.iterdir()) == ["board.png", "seatA.png"]
    assert (out_dir / "seatA.png").read_bytes() == b"P0"
    assert all(seat is None for _, seat in written)  # the board is always the public view
    human_moves = capsys.readouterr().out.count("=== Human 1: Player A")
    assert len(written) == human_moves + 2  # once at the start, after each decision, once at the end


def test_multi_choice_with_several_numbers_or_none(tmp_path, capsys, monkeypatch):
    # bid, trade and discard nothing, trade again and discard two cards, then end the turn
    asked = keyboard(monkeypatch, ["1", "4", "0", "4", "1,2", "5"])
    args = [
        "--local",
        "--game",
        "tiny",
        "--players",
        "2",
        "--bots",
        "1",
        "--seed",
        "1",
        "--option",
        "rounds=1",
    ]
    assert main(args + ["--db", str(tmp_path / "l.db")]) == 0
    out = capsys.readouterr().out
    assert "Human 1 discards 0 card(s)." in out and "Human 1 discards 2 card(s)." in out
    assert any("(0-2, 0 = none)" in prompt for prompt in asked)
    assert "Final scores:" in out


def test_an_all_bot_match_writes_every_seats_picture(tmp_path, monkeypatch):
    monkeypatch.setattr(render, "has_renderer", lambda game: True)
    monkeypatch.setattr(render, "board_png", lambda view, lang: b"B")
    monkeypatch.setattr(render, "private_png", lambda view, lang: b"P%d" % view.seat)
    out_dir = tmp_path / "out"
    args = [
        "--local",
        "--game",
        "tiny",
        "--players",
        "2",
        "--bots",
        "2",
        "--seed",
        "1",
        "--option",
        "rounds=1",
    ]
    assert main(args + ["--db", str(tmp_path / "l.db"), "--out", str(out_dir)]) == 0
    assert sorted(p.name for p in out_dir.iterdir()) == ["board.png", "seatA.png", "seatB.png"]
