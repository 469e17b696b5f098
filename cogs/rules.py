"""Rule look-up for /rules: data/rules/<game_id>.md split into blocks by rule ID."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

RULES_DIR = Path(__file__).resolve().parent.parent / "data" / "rules"
RULE_START = re.compile(r"^\s*(?:-\s*)?\*\*([A-Z]{2,3}-[0-9A-Z]+(?:\.[0-9A-Z]+)*)\b")
HEADING = re.compile(r"^(#{1,6})\s+(?:([A-Z]{2,3}-[0-9A-Z]+(?:\.[0-9A-Z]+)*)\b)?")
RULE_ID = re.compile(r"^[A-Za-z]{2,3}-[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*$")
MAX_HITS = 5


@cache
def rule_blocks(game: str) -> list[tuple[str | None, str]]:
    """(rule id or None, text) for every rule and heading of the game's rules, in order."""
    path = RULES_DIR / f"{game}.md"
    if not path.exists():
        return []
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


def has_rules(game: str) -> bool:
    return bool(rule_blocks(game))


def look_up(game: str, query: str, limit: int = 2000) -> str | None:
    """The rule with this ID (and its sub-rules when it is a section), else the rules that
    contain every word of the query; None when nothing matches."""
    query = query.strip()
    blocks = rule_blocks(game)
    if RULE_ID.match(query):
        wanted = query.upper()
        hits = [text for rule_id, text in blocks if rule_id == wanted]
        if not hits:
            hits = [text for rule_id, text in blocks if rule_id and rule_id.startswith(wanted + ".")]
        if hits:
            return _fit(hits, limit)
    words = [w.lower() for w in query.split() if w]
    if not words:
        return None
    hits = [text for rule_id, text in blocks if rule_id and all(w in text.lower() for w in words)]
    return _fit(hits[:MAX_HITS], limit) if hits else None


def _fit(texts: list[str], limit: int) -> str:
    out = "\n\n".join(texts)
    return out if len(out) <= limit else out[: limit - 1] + "…"
