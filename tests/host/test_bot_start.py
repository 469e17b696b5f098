"""bot.py without a network, and the secrets git must never see (issue 9.7, 9.8)."""

from __future__ import annotations

import socket
import subprocess
from pathlib import Path

import pytest

import bot

ROOT = Path(__file__).resolve().parents[2]


def test_starting_without_a_network_prints_one_line_and_exits_3(monkeypatch, tmp_path, capsys):
    monkeypatch.chdir(tmp_path)  # no .env here
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")
    monkeypatch.setenv("EPOCHS_DB", str(tmp_path / "epochs.db"))

    def no_network(*args, **kwargs):
        raise socket.gaierror(socket.EAI_AGAIN, "Temporary failure in name resolution")

    monkeypatch.setattr(socket, "getaddrinfo", no_network)
    assert bot.main([]) == 3
    err = capsys.readouterr().err.strip()
    assert "Traceback" not in err and len(err.splitlines()) == 1, err
    assert err.startswith("Cannot reach Discord") and "network" in err


@pytest.mark.skipif(not (ROOT / ".git").exists(), reason="not a git checkout")
def test_every_env_file_but_the_example_is_ignored():
    def ignored(name: str) -> bool:
        done = subprocess.run(["git", "check-ignore", "-q", name], cwd=ROOT, check=False)
        return done.returncode == 0

    assert all(ignored(name) for name in (".env", ".env.local", ".env.production", "prod.env", "bot.env"))
    assert not ignored(".env.example")
