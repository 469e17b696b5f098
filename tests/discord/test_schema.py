"""The command tree as Discord receives it at sync: every name, description, option and choice
within Discord's limits, in English and in Polish (discord.py checks little of this itself)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from cogs.i18n import CatalogTranslator, catalog

NAME_RE = re.compile(r"^[-_\w]{1,32}$")
SUBCOMMAND_TYPES = (1, 2)
COMMAND_LIMIT = 8000  # all names, descriptions and values of one command, longest localization
ROOT = Path(__file__).resolve().parents[2]


def walk(payload, path=""):
    yield path or payload["name"], payload
    for option in payload.get("options", []):
        if option["type"] in SUBCOMMAND_TYPES:
            yield from walk(option, f"{path or payload['name']} {option['name']}")


def name_problems(where: str, name: str) -> list[str]:
    if not NAME_RE.match(name) or name != name.lower():
        return [f"{where}: bad name {name!r}"]
    return []


def text_problems(where: str, text: str, limit: int = 100) -> list[str]:
    return [] if 1 <= len(text) <= limit else [f"{where}: text length {len(text)}"]


def localized(entry: dict, key: str) -> list[str]:
    return [entry[key]] + list((entry.get(f"{key}_localizations") or {}).values())


def check(payload: dict) -> list[str]:
    problems = []
    for where, entry in walk(payload):
        for name in localized(entry, "name"):
            problems += name_problems(where, name)
        for text in localized(entry, "description"):
            problems += text_problems(where, text)
        options = entry.get("options", [])
        if len(options) > 25:
            problems.append(f"{where}: {len(options)} options")
        plain = [o for o in options if o["type"] not in SUBCOMMAND_TYPES]
        for option in plain:
            for name in localized(option, "name"):
                problems += name_problems(f"{where}.{option['name']}", name)
            for text in localized(option, "description"):
                problems += text_problems(f"{where}.{option['name']}", text)
            choices = option.get("choices", [])
            if len(choices) > 25:
                problems.append(f"{where}.{option['name']}: {len(choices)} choices")
            for choice in choices:
                for name in localized(choice, "name"):
                    problems += text_problems(f"{where}.{option['name']} choice", name)
        required = [o.get("required", False) for o in plain]
        if required != sorted(required, reverse=True):
            problems.append(f"{where}: a required option after an optional one")
        names = [o["name"] for o in options]
        if len(set(names)) != len(names):
            problems.append(f"{where}: duplicate option names")
    if len(json.dumps(payload, ensure_ascii=False)) > COMMAND_LIMIT:
        problems.append(f"{payload['name']}: payload too large")
    return problems


async def payloads(world) -> list[dict]:
    tree = world.bot.tree
    translator = CatalogTranslator()
    return [await command.get_translated_payload(tree, translator) for command in tree.get_commands()]


async def test_every_command_fits_discords_limits_in_both_languages(world):
    found = await payloads(world)
    names = {p["name"] for p in found}
    assert names == {"game", "move", "board", "hand", "history", "rules", "undo", "settings"}
    game = next(p for p in found if p["name"] == "game")
    subcommands = {o["name"] for o in game["options"]}
    assert subcommands == {
        "new",
        "join",
        "leave",
        "start",
        "cancel",
        "list",
        "status",
        "stats",
        "resign",
        "resume",
        "kick",
    }
    assert [problem for p in found for problem in check(p)] == []


async def test_polish_localizations_are_present_for_every_name_and_description(world):
    missing = []
    for payload in await payloads(world):
        for where, entry in walk(payload):
            for item in [entry] + [o for o in entry.get("options", []) if o["type"] not in SUBCOMMAND_TYPES]:
                for key in ("name", "description"):
                    if "pl" not in (item.get(f"{key}_localizations") or {}):
                        missing.append(f"{where}.{item['name']}.{key}")
    assert missing == []
    move = next(p for p in await payloads(world) if p["name"] == "move")
    assert move["name_localizations"]["pl"] == "ruch"


async def test_the_schema_check_catches_what_discord_would_reject(world):
    payload = (await payloads(world))[0]
    payload["description"] = "x" * 101
    payload["name_localizations"] = {"pl": "Nowa Gra"}
    assert len(check(payload)) == 2


def test_catalogs_have_the_same_keys_and_placeholders():
    en, pl = catalog("en"), catalog("pl")
    assert set(en) == set(pl)
    placeholder = re.compile(r"{(\w+)}")
    for key in en:
        assert set(placeholder.findall(en[key])) == set(placeholder.findall(pl[key])), key


def test_every_catalog_key_used_in_the_code_exists():
    source = "\n".join(p.read_text() for p in (ROOT / "cogs").glob("*.py"))
    used = set(re.findall(r"\bt\(\s*[\w.]+,\s*\"([\w.]+)\"", source)) | set(
        re.findall(r"\btx\(\"([\w.]+)\"", source)
    )
    used |= {f"c.{path}" for path in re.findall(r"cmd_name\(\"([\w.]+)\"", source)}
    used |= {f"c.{path}.d" for path in re.findall(r"cmd_desc\(\"([\w.]+)\"", source)}
    assert len(used) > 60
    assert used - set(catalog("en")) == set()


def test_the_bot_imports_discord_only_in_cogs_and_bot_py():
    offenders = [
        str(path)
        for folder in ("engines", "host", "render", "local")
        for path in (ROOT / folder).rglob("*.py")
        if re.search(r"^\s*(import discord|from discord)", path.read_text(), re.M)
    ]
    assert offenders == []
