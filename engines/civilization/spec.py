"""Civilization in the game registry."""

from engines.registry import GameSpec

SPEC = GameSpec(
    id="civilization",
    rules_version="civilization/1",
    data_digest="783861cc89253450",
    rule_id_pattern=r"CV-\d+(?:\.\d+)*",
    shared_rules="games/civilization/RULES.md",
)
