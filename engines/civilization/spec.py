"""Civilization in the game registry."""

from engines.registry import GameSpec

SPEC = GameSpec(
    id="civilization",
    rules_version="civilization/5",
    data_digest="58d62a51539ffe34",
    rule_id_pattern=r"CV-\d+(?:\.\d+)*",
    shared_rules="games/civilization/RULES.md",
    # still open (engines/civilization/NOTES.md "Left open")
    pending_rules=("CV-10.2.4",),
)
