"""bot.py: settings, the missing-token help, --local, one-line errors."""

from __future__ import annotations

import subprocess
import sys
import types
from pathlib import Path

import bot

ROOT = Path(__file__).resolve().parents[2]
SETTINGS = (
    "DISCORD_TOKEN",
    "EPOCHS_DB",
    "EPOCHS_DEV_GUILD",
    "EPOCHS_LOG_LEVEL",
    "EPOCHS_TURN_TIMEOUT_HOURS",
    "EPOCHS_REMIND_AFTER_HOURS",
    "EPOCHS_TIMEOUT_POLICY",
    "EPOCHS_SQLITE_SYNCHRONOUS",
    "EPOCHS_SHARD_COUNT",
    "EPOCHS_SHARD_IDS",
)


def clean_env(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)  # no .env here
    for name in SETTINGS:
        monkeypatch.delenv(name, raising=False)


def test_without_a_token_it_explains_and_exits_2(monkeypatch, tmp_path, capsys):
    clean_env(monkeypatch, tmp_path)
    assert bot.main([]) == 2
    err = capsys.readouterr().err
    assert "discord.com/developers/applications" in err
    assert "python bot.py --local --game stone_age --players 2 --bots 1" in err
    assert "Traceback" not in err


def test_running_the_file_without_a_token_prints_no_traceback(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, str(ROOT / "bot.py")],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr and "DISCORD_TOKEN" in done.stderr


def test_an_invalid_setting_gives_one_line(monkeypatch, tmp_path, capsys):
    clean_env(monkeypatch, tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setenv("EPOCHS_TIMEOUT_POLICY", "sometimes")
    assert bot.main([]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("Invalid setting EPOCHS_TIMEOUT_POLICY") and "\n" not in err


def test_settings_come_from_the_env_file(monkeypatch, tmp_path):
    clean_env(monkeypatch, tmp_path)
    (tmp_path / ".env").write_text(
        "DISCORD_TOKEN=abc\nEPOCHS_DB=x.db\nEPOCHS_DEV_GUILD=42\nEPOCHS_TURN_TIMEOUT_HOURS=48\nEPOCHS_LOG_LEVEL=debug\n"
    )
    settings = bot.load_settings()
    assert settings.discord_token.get_secret_value() == "abc" and "abc" not in repr(settings)
    config = bot.bot_config(settings)
    assert (config.db_path, config.dev_guild, config.defaults.turn_timeout_s) == ("x.db", 42, 48 * 3600)
    assert settings.log_level == "DEBUG"


def test_sqlite_synchronous_is_normal_unless_full_is_chosen(monkeypatch, tmp_path, capsys):
    clean_env(monkeypatch, tmp_path)
    assert bot.bot_config(bot.load_settings()).synchronous == "NORMAL"
    monkeypatch.setenv("EPOCHS_SQLITE_SYNCHRONOUS", "full")
    assert bot.bot_config(bot.load_settings()).synchronous == "FULL"
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setenv("EPOCHS_SQLITE_SYNCHRONOUS", "off")
    assert bot.main([]) == 2
    assert capsys.readouterr().err.startswith("Invalid setting EPOCHS_SQLITE_SYNCHRONOUS")


def test_shards_are_automatic_unless_set(monkeypatch, tmp_path, capsys):
    clean_env(monkeypatch, tmp_path)
    config = bot.bot_config(bot.load_settings())
    assert (config.shard_count, config.shard_ids) == (None, None)  # discord.py asks Discord
    monkeypatch.setenv("EPOCHS_SHARD_COUNT", "8")
    monkeypatch.setenv("EPOCHS_SHARD_IDS", "0-2, 6")
    config = bot.bot_config(bot.load_settings())
    assert (config.shard_count, config.shard_ids) == (8, [0, 1, 2, 6])
    from cogs.app import EpochsBot

    client = EpochsBot(config)
    assert (client.shard_count, client.shard_ids) == (8, [0, 1, 2, 6])
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    for count, ids in (("8", "8"), ("", "1"), ("8", "x-1"), ("0", "")):
        monkeypatch.setenv("EPOCHS_SHARD_COUNT", count)
        monkeypatch.setenv("EPOCHS_SHARD_IDS", ids)
        assert bot.main([]) == 2
        error = capsys.readouterr().err
        assert error.startswith("Invalid setting") and "\n" not in error.strip()


def test_env_example_lists_every_setting():
    text = (ROOT / ".env.example").read_text()
    assert all(f"\n{name}=" in text for name in SETTINGS)


def test_local_mode_is_handed_to_local_cli(monkeypatch):
    seen = []
    fake = types.ModuleType("local.cli")
    fake.main = lambda argv: seen.append(argv) or 0
    monkeypatch.setitem(sys.modules, "local.cli", fake)
    assert bot.main(["--local", "--game", "stone_age"]) == 0
    assert seen == [["--local", "--game", "stone_age"]]
