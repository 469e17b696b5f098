"""Through the Ages in the game registry."""

from engines.registry import GameSpec

SPEC = GameSpec(
    id="through_ages",
    rules_version="through_ages/1",
    data_digest="470786d2f0f0c8d3",
    rule_id_pattern=r"TA-(?:\d+(?:\.\d+)*|Q\d+)",
    shared_rules="games/through_the_ages/RULES.md",
    # part 2 (aggressions, wars, pacts, resignation) and part B (the expansion) are not built yet
    pending_rules=(
        "TA-11",
        "TA-12",
        "TA-13",
        "TA-14",
        *(f"TA-{n}" for n in range(40, 50)),
    ),
)
