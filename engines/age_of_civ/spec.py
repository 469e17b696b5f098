"""Age of Civilization in the game registry."""

from engines.registry import GameSpec

SPEC = GameSpec(
    id="age_of_civ",
    rules_version="age_of_civ/1",
    data_digest="5b92b9e3dea4e7f0",
    rule_id_pattern=r"AC-\d+(?:\.\d+)*|D-\d+",
    shared_rules="games/age_of_civilization/RULES.md",
)
