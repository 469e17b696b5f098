"""Rule look-up for /rules: data/rules/<game_id>.md (English) and data/rules/pl/<game_id>.md
(Polish, same rule IDs), split into blocks by rule ID. Polish users read the Polish text when the
game has one; else the English text, found through a glossary of Polish words."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from cogs.i18n import t
from engines.kit.data import read_raw

RULES_DIR = Path(__file__).resolve().parent.parent / "data" / "rules"
# a rule starts a line, bold (`**SA-4.1**`, `- **SA-4.1**`) or as a list item (`* CV-3.2.1`)
RULE_START = re.compile(r"^\s*(?:[-*]\s+\*\*|\*\*|[-*]\s+)([A-Z]{2,3}-[0-9A-Z]+(?:\.[0-9A-Z]+)*)\b")
HEADING = re.compile(r"^(#{1,6})\s+(?:([A-Z]{2,3}-[0-9A-Z]+(?:\.[0-9A-Z]+)*)\b)?")
RULE_ID = re.compile(r"^[A-Za-z]{2,3}-[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*$")
MAX_HITS = 5
# Polish words players type for the terms the (English) rules texts use; the games' own names of
# cards, places and buildings come from their data files (see `glossary`).
COMMON_PL = {
    "drewno": "wood",
    "glina": "brick",
    "cegła": "brick",
    "kamień": "stone",
    "złoto": "gold",
    "żywność": "food",
    "jedzenie": "food",
    "narzędzie": "tool",
    "pionek": "person",
    "ludzie": "people",
    "rolnictwo": "agriculture",
    "budynek": "building",
    "karta": "card",
    "punkt": "point",
    "surowiec": "resource",
    "zasoby": "resource",
    "kość": "dice",
    "kości": "dice",
    "wyżywienie": "feeding",
    "karmienie": "feeding",
    "głód": "starv",
    "runda": "round",
    "tura": "turn",
    "atak": "attack",
    "obrona": "defen",
    "cud": "wonder",
    "era": "era",
    "koniec": "end",
    "gracz": "player",
    "ręka": "hand",
}


def rules_path(game: str, lang: str = "en") -> Path | None:
    """The game's rules text in `lang` (translations live in data/rules/<lang>/); None if absent."""
    path = (RULES_DIR if lang == "en" else RULES_DIR / lang) / f"{game}.md"
    return path if path.exists() else None


def rule_blocks(game: str, lang: str = "en") -> list[tuple[str | None, str]]:
    """(rule id or None, text) for every rule and heading of the game's rules, in order."""
    path = rules_path(game, lang)
    return _blocks(path) if path is not None else []


@cache
def _blocks(path: Path) -> list[tuple[str | None, str]]:
    blocks: list[tuple[str | None, list[str]]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        rule, heading = RULE_START.match(line), HEADING.match(line)
        if rule:
            blocks.append((rule.group(1), [line]))
        elif heading:
            blocks.append((heading.group(2), [line]))
        elif blocks:
            blocks[-1][1].append(line)
    return [(rule_id, "\n".join(lines).strip()) for rule_id, lines in blocks]


def rule_ids(game: str, lang: str = "en") -> list[str]:
    return [rule_id for rule_id, _ in rule_blocks(game, lang) if rule_id]


def has_rules(game: str) -> bool:
    return bool(rule_blocks(game))


def answer(game: str, query: str, lang: str, limit: int) -> str | None:
    """What /rules shows: the rules in the reader's language when the game has them; a Polish
    reader of a game without a Polish text gets the English rules, found through the glossary,
    under a note saying so. None when nothing matches."""
    if lang == "en" or rules_path(game, lang) is not None:
        return look_up(game, query, limit, lang)
    english = to_english(game, query)
    header = t(lang, "rules.in_english", query=english)
    hits = look_up(game, english, limit - len(header) - 2) or look_up(game, query, limit - len(header) - 2)
    return f"{header}\n\n{hits}" if hits else None


def look_up(game: str, query: str, limit: int = 2000, lang: str = "en") -> str | None:
    """The rule with this ID (and its sub-rules when it is a section), else the rules that
    contain every word of the query; None when nothing matches."""
    query = query.strip()
    blocks = rule_blocks(game, lang)
    if RULE_ID.match(query):
        wanted = query.upper()
        hits = [text for rule_id, text in blocks if rule_id == wanted or _within(rule_id, wanted)]
        if hits:
            return _fit(hits, limit)
    words = [w.lower() for w in query.split() if w]
    if not words:
        return None
    contains = _contains_inflected if lang == "pl" else _contains
    hits = [text for rule_id, text in blocks if rule_id and all(contains(text.lower(), w) for w in words)]
    return _fit(hits[:MAX_HITS], limit) if hits else None


def _within(rule_id: str | None, section: str) -> bool:
    return bool(rule_id) and rule_id.startswith(section + ".")


def _contains(text: str, word: str) -> bool:
    return word in text


def _contains_inflected(text: str, word: str) -> bool:
    """A Polish word in any of its forms: "drewna" finds "drewno"."""
    return word in text or any(_same_word(word, known) for known in re.findall(r"\w{4,}", text))


def _fit(texts: list[str], limit: int) -> str:
    out = "\n\n".join(texts)
    return out if len(out) <= limit else out[: limit - 1] + "…"


@cache
def glossary(game: str) -> dict[str, str]:
    """Polish word -> English words, from the game's bilingual data (names of cards, places,
    buildings, resources) and the common terms above."""
    pairs: dict[str, str] = dict(COMMON_PL)

    def walk(node) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("en"), str) and isinstance(node.get("pl"), str):
                for word in re.findall(r"\w{3,}", node["pl"].lower()):
                    pairs.setdefault(word, node["en"].lower())
                return
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    try:
        walk(read_raw(game))
    except FileNotFoundError:
        pass
    return pairs


def _same_word(typed: str, known: str) -> bool:
    """Polish words change their endings ("drewna", "drewno"): the same stem is enough."""
    if typed == known:
        return True
    stem = 0
    while stem < min(len(typed), len(known)) and typed[stem] == known[stem]:
        stem += 1
    return stem >= 4 and stem >= min(len(typed), len(known)) - 2


def to_english(game: str, query: str) -> str:
    """A Polish query in the English words of the rules texts; words without a match stay."""
    if RULE_ID.match(query.strip()):
        return query.strip()
    words = []
    known = glossary(game)
    for word in query.lower().split():
        match = known.get(word) or next((en for pl, en in known.items() if _same_word(word, pl)), None)
        words.append(match or word)
    return " ".join(words)
