"""Through the Ages in the game registry."""

from engines.registry import GameSpec

SPEC = GameSpec(
    id="through_ages",
    rules_version="through_ages/3",
    data_digest="e28cd775008abafb",
    rule_id_pattern=r"TA-(?:\d+(?:\.\d+)*|Q\d+)",
    shared_rules="games/through_the_ages/RULES.md",
    # the learning variants and the secret-hand option, and the leaders and wonders module of
    # part B (TA-43, TA-45 to TA-48 and their decisions) are not built yet
    pending_rules=(
        "TA-24.6",
        "TA-27.6",
        "TA-30.1",
        "TA-30.3",
        "TA-31.6",
        *(f"TA-{n}" for n in (43, 45, 46, 47, 48)),
        *(f"TA-Q{n}" for n in (5, 8, 10, 15, 16, 17, 18, 20, 21, 22, 23)),
        *(f"TA-Q{n}" for n in (31, 32, 33, 34, 35, 38)),
    ),
)
