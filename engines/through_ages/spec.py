"""Through the Ages in the game registry."""

from engines.registry import GameSpec

SPEC = GameSpec(
    id="through_ages",
    rules_version="through_ages/3",
    data_digest="df650126d5256e86",
    rule_id_pattern=r"TA-(?:\d+(?:\.\d+)*|Q\d+)",
    shared_rules="games/through_the_ages/RULES.md",
    # the learning variants and the secret-hand option; of part B (the expansion): the balance and
    # military modules (TA-40 to TA-42, TA-49), and of New Leaders and Wonders the other selection
    # variants (TA-43.9), the rebalanced cards' interplay (TA-45.11, TA-46.3, TA-47.10), Bill Gates'
    # lab tokens (TA-44.7), Himeji Castle's sacrifice (TA-46.12, TA-46.13) and the Louvre's tokens
    # spent outside one's own Action Phase (TA-Q35)
    pending_rules=(
        "TA-24.6",
        "TA-27.6",
        "TA-30.1",
        "TA-30.3",
        "TA-31.6",
        *(f"TA-{n}" for n in (40, 41, 42, 49)),
        *("TA-43.9", "TA-44.7", "TA-45.11", "TA-46.3", "TA-46.12", "TA-46.13", "TA-47.10"),
        *(f"TA-Q{n}" for n in (5, 8, 10, 12, 13, 19, 24, 29)),
        *(f"TA-Q{n}" for n in (32, 35, 36, 37)),
    ),
)
