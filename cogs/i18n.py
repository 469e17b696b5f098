"""Message catalogs (locales/en.json, locales/pl.json) and the command-name translator.

Every string a user reads comes from a catalog key. Command names and descriptions are declared
with `cmd_name(path)` / `cmd_desc(path)`: the English text is the catalog's `c.<path>` and
`c.<path>.d`, and `CatalogTranslator` gives Discord the Polish ones.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import discord
from discord import app_commands

from engines.base import Text

LOCALES_DIR = Path(__file__).resolve().parent.parent / "locales"
LANGS = ("en", "pl")


@cache
def catalog(lang: str) -> dict[str, str]:
    return json.loads((LOCALES_DIR / f"{lang}.json").read_text(encoding="utf-8"))


def t(lang: str, key: str, **values) -> str:
    """The catalog text for `key` in `lang` (English when the language is unknown)."""
    text = catalog(lang if lang in LANGS else "en")[key]
    return text.format(**values) if values else text


def tx(key: str, **values) -> Text:
    """Both languages of a key, for errors that carry a Text (HostError)."""
    return Text(en=t("en", key, **values), pl=t("pl", key, **values))


def lang_of_locale(locale: discord.Locale | str | None) -> str:
    return "pl" if str(locale or "").startswith("pl") else "en"


def lang_of(interaction: discord.Interaction) -> str:
    """Replies to a user follow their Discord client's language."""
    return lang_of_locale(interaction.locale)


def cmd_name(path: str) -> app_commands.locale_str:
    key = f"c.{path}"
    return app_commands.locale_str(t("en", key), key=key)


def cmd_desc(path: str) -> app_commands.locale_str:
    key = f"c.{path}.d"
    return app_commands.locale_str(t("en", key), key=key)


class CatalogTranslator(app_commands.Translator):
    """Polish command names, descriptions and choice names from locales/pl.json."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        if key is None or locale is not discord.Locale.polish:
            return None
        return catalog("pl").get(key)
