"""Through the Ages in the game registry."""

from engines.registry import GameSpec

SPEC = GameSpec(
    id="through_ages",
    rules_version="through_ages/3",
    data_digest="e28cd775008abafb",
    rule_id_pattern=r"TA-(?:\d+(?:\.\d+)*|Q\d+)",
    shared_rules="games/through_the_ages/RULES.md",
    # the learning variants and the secret-hand option, and part B (the expansion and its
    # decisions) are not built yet
    pending_rules=(
        "TA-24.6",
        "TA-27.6",
        "TA-30.1",
        "TA-30.3",
        "TA-31.6",
        *(f"TA-{n}" for n in range(40, 50)),
        *(f"TA-Q{n}" for n in (5, 8, 10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 29)),
        *(f"TA-Q{n}" for n in range(31, 39)),
    ),
)
