"""Every rule of every registered game's specification is cited by at least one test ("# SA-3.2").

The rules are read from the bot's copy of each spec (data/rules/<id>.md), with the game's rule-id
pattern from its GameSpec. A rule is an id that opens a line (a list item, bold or not, such as
**SA-4.5**, **[D-7]**, * CV-3.2.1) or a heading (## SA-5, ### SA-5.1); a heading is a section,
cited when any rule inside it is. Citations count in the game's own tests/<id>/ and in the shared
test folders, not in another game's (Guns & Steel and Age of Civilization both have D-7). A
citation must be the literal id: SA-4.1 is not cited by SA-4.10 or SA-4.1.2, GS-3.2 not by a range
"GS-3.1-3.4". Rules a game declares pending (GameSpec.pending_rules, parts not built yet) are left
out, and listed in the README.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engines import registry
from engines.registry import GameSpec

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"
SHARED = ROOT.parent / "shared"
SPECS = registry.specs()
# headings that hold no rule of their own
NOT_RULES = {
    "GS-17": "open questions: each decision is cited as D-n",
    "GS-18": "sources",
    "AC-0": "terminology",
}


def definitions(pattern: str) -> re.Pattern:
    """An id opening a line: a heading (group 1) or a list item, bold or not, maybe in "[...]"."""
    return re.compile(
        r"^\s*(?:(#+)\s+|[-*]\s+)?(?:\*\*)?\[?(?:decision )?(" + pattern + r")(?![\w.]*\d)", re.M
    )


def rule_ids(text: str, pattern: str) -> tuple[set[str], set[str]]:
    """(rules, sections) defined in a spec's text."""
    rules: set[str] = set()
    sections: set[str] = set()
    for heading, rule in definitions(pattern).findall(text):
        (sections if heading else rules).add(rule)
    return rules - sections, sections


def cited(rule: str, text: str) -> bool:
    """The literal id, not part of a longer id or of a range such as GS-3.1-3.4."""
    return re.search(r"(?<![\w.-])" + re.escape(rule) + r"(?![\w]|[.-]\d)", text) is not None


def section_cited(section: str, text: str) -> bool:
    """A section is cited through its own id or any id inside it (SA-5 through SA-5.1.2)."""
    return cited(section, text) or re.search(r"(?<![\w.-])" + re.escape(section) + r"\.\d", text) is not None


def citing_sources(game: str) -> str:
    """The game's own tests and the shared ones, not other games' (nor this file's examples)."""
    others = [TESTS / g for g in registry.GAME_IDS if g != game]
    files = sorted(
        p
        for p in TESTS.rglob("*.py")
        if p.resolve() != Path(__file__).resolve() and not any(p.is_relative_to(o) for o in others)
    )
    return "\n".join(p.read_text(encoding="utf-8") for p in files)


def pending(spec: GameSpec, rule: str) -> bool:
    return any(rule == p or rule.startswith(p + ".") for p in spec.pending_rules)


def test_the_parser_finds_the_rule_ids():
    sa, sa_sections = rule_ids(
        (ROOT / "data/rules/stone_age.md").read_text(), registry.spec("stone_age").rule_id_pattern
    )
    assert {"SA-1.1", "SA-4.8", "SA-8.4", "SA-8.4.10", "SA-D1", "SA-D20", "SA-5.1.2"} <= sa
    assert {"SA-5", "SA-5.1"} <= sa_sections and "SA-5.1" not in sa
    gs, _ = rule_ids(
        (ROOT / "data/rules/guns_steel.md").read_text(), registry.spec("guns_steel").rule_id_pattern
    )
    assert {"GS-1.1", "GS-9.3", "GS-19.8", "D-1", "D-23"} <= gs and "GS-1" not in gs
    assert rule_ids("* CV-3.2.1 Each tile\n  * CV-3.2.1.1 turned", r"CV-\d+(?:\.\d+)*")[0] == {
        "CV-3.2.1",
        "CV-3.2.1.1",
    }
    assert cited("SA-4.1", "# SA-4.1 / SA-5.2") and not cited("SA-4.1", "# SA-4.10")
    assert not cited("SA-4.1", "SA-4.1.2") and not cited("GS-3.2", "GS-3.1-3.2")
    assert not cited("D-1", "D-12") and not cited("D-1", "SA-D1") and cited("D-1", "(D-1)")
    assert section_cited("SA-5", "# SA-5.1.2") and not section_cited("SA-5", "# SA-50.1")


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_every_rule_is_cited_by_a_test(spec):
    text = citing_sources(spec.id)
    rules, sections = rule_ids(spec.rules_file.read_text(encoding="utf-8"), spec.rule_id_pattern)
    assert len(rules) > 50
    missing = [r for r in sorted(rules) if not pending(spec, r) and not cited(r, text)]
    missing += [
        s for s in sorted(sections - set(NOT_RULES)) if not pending(spec, s) and not section_cited(s, text)
    ]
    assert not missing, f"{spec.id}: rules no test cites: {', '.join(missing)}"


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_bot_copies_equal_the_shared_specs(spec):
    shared = SHARED / spec.shared_rules
    if not SHARED.is_dir():
        pytest.skip("no ../shared beside the repository")
    assert spec.rules_file.read_bytes() == shared.read_bytes(), f"{spec.rules_file} differs from {shared}"
