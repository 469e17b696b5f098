"""Civilization in the game registry."""

from engines.registry import GameSpec

SPEC = GameSpec(
    id="civilization",
    rules_version="civilization/1",
    data_digest="9e05309d2c76add2",
    rule_id_pattern=r"CV-\d+(?:\.\d+)*",
    shared_rules="games/civilization/RULES.md",
)
