"""Through the Ages in the game registry."""

from engines.registry import GameSpec

SPEC = GameSpec(
    id="through_ages",
    rules_version="through_ages/4",
    data_digest="30a12713f2dd732f",
    rule_id_pattern=r"TA-(?:\d+(?:\.\d+)*|Q\d+)",
    shared_rules="games/through_the_ages/RULES.md",
    # the handbook learning game (unverified)
    pending_rules=("TA-30.1",),
)
