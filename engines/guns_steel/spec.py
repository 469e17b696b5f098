"""Guns & Steel in the game registry."""

from engines.registry import GameSpec

SPEC = GameSpec(
    id="guns_steel",
    rules_version="guns_steel/2",
    data_digest="bd8d3645ef894650",
    rule_id_pattern=r"GS-\d+(?:\.\d+)*|D-\d+",
    shared_rules="games/guns_and_steel/RULES.md",
)
