"""Civilization in the game registry."""

from engines.registry import GameSpec

SPEC = GameSpec(
    id="civilization",
    rules_version="civilization/1",
    data_digest="6b198be8a1847b29",
    rule_id_pattern=r"CV-\d+(?:\.\d+)*",
    shared_rules="games/civilization/RULES.md",
)
