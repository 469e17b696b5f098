"""Every rule of the game specifications is cited by at least one test ("# SA-3.2" comments).

The rule ids are read from the bot's copies of the specs in data/rules/: bold ids such as
**SA-4.5** or **GS-9.3 Connected cards.**, and the decisions - **SA-D3 ...** in Stone Age,
**[D-7] ...** (and the inline **[D-4]**) in Guns & Steel. A citation must be the literal id:
SA-4.1 is not cited by SA-4.10 or SA-4.1.2, GS-3.2 not by a range "GS-3.1-3.4".
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"
SPECS = {  # bot copy -> the shared original it must equal
    "stone_age.md": Path("games/stone_age/RULES.md"),
    "guns_steel.md": Path("games/guns_and_steel/RULES.md"),
}
SHARED = ROOT.parent / "shared"

RULE_ID = r"(?:SA|GS)-\d+(?:\.\d+)*|SA-D\d+|D-\d+"
# an id that opens a bold span, optionally inside "[...]" or "[decision ...]"
DEFINED = re.compile(r"\*\*\[?(?:decision )?(" + RULE_ID + r")(?![\w.]*\d)")


def rule_ids(spec: Path) -> list[str]:
    return sorted(set(DEFINED.findall(spec.read_text(encoding="utf-8"))))


def cited(rule: str, text: str) -> bool:
    """The literal id, not part of a longer id or of a range such as GS-3.1-3.4."""
    return re.search(r"(?<![\w.-])" + re.escape(rule) + r"(?![\w]|[.-]\d)", text) is not None


def all_test_sources() -> str:
    """Every test file except this one (its own examples must not count as citations)."""
    files = sorted(p for p in TESTS.rglob("*.py") if p.resolve() != Path(__file__).resolve())
    return "\n".join(p.read_text(encoding="utf-8") for p in files)


def test_the_parser_finds_the_rule_ids():
    assert {"SA-1.1", "SA-4.8", "SA-8.4", "SA-8.4.10", "SA-D1", "SA-D20"} <= set(
        rule_ids(ROOT / "data/rules/stone_age.md")
    )
    gs = set(rule_ids(ROOT / "data/rules/guns_steel.md"))
    assert {"GS-1.1", "GS-9.3", "GS-19.8", "D-1", "D-23"} <= gs and "GS-1" not in gs
    assert cited("SA-4.1", "# SA-4.1 / SA-5.2") and not cited("SA-4.1", "# SA-4.10")
    assert not cited("SA-4.1", "SA-4.1.2") and not cited("GS-3.2", "GS-3.1-3.2")
    assert not cited("D-1", "D-12") and not cited("D-1", "SA-D1") and cited("D-1", "(D-1)")


@pytest.mark.parametrize("spec", sorted(SPECS))
def test_every_rule_is_cited_by_a_test(spec):
    text = all_test_sources()
    ids = rule_ids(ROOT / "data/rules" / spec)
    assert len(ids) > 50
    missing = [rule for rule in ids if not cited(rule, text)]
    assert not missing, f"{spec}: rules no test cites: {', '.join(missing)}"


@pytest.mark.parametrize("spec", sorted(SPECS))
def test_bot_copies_equal_the_shared_specs(spec):
    shared = SHARED / SPECS[spec]
    if not SHARED.is_dir():
        pytest.skip("no ../shared beside the repository")
    copy = ROOT / "data/rules" / spec
    assert copy.read_bytes() == shared.read_bytes(), f"data/rules/{spec} differs from {shared}"
