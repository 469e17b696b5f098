"""Stone Age in the game registry."""

from engines.registry import GameSpec

SPEC = GameSpec(
    id="stone_age",
    rules_version="stone_age/2",
    data_digest="f10bd039c7426962",
    rule_id_pattern=r"SA-\d+(?:\.\d+)*|SA-D\d+",
    shared_rules="games/stone_age/RULES.md",
)
