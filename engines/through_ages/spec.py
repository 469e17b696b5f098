"""Through the Ages in the game registry."""

from engines.registry import GameSpec

SPEC = GameSpec(
    id="through_ages",
    rules_version="through_ages/4",
    data_digest="30a12713f2dd732f",
    rule_id_pattern=r"TA-(?:\d+(?:\.\d+)*|Q\d+)",
    shared_rules="games/through_the_ages/RULES.md",
    # the learning variants and the secret-hand option; of part B (the expansion) the draft and the
    # chosen-together selection variants (TA-43.9; two others are built), Bill Gates' lab tokens
    # (TA-Q32) and the Louvre's tokens spent outside one's own Action Phase (TA-Q35)
    pending_rules=(
        "TA-24.6",
        "TA-27.6",
        "TA-30.1",
        "TA-30.3",
        "TA-31.6",
        "TA-43.9",
        *(f"TA-Q{n}" for n in (5, 8, 10, 32, 35)),
    ),
)
