"""Civilization in the game registry."""

from engines.registry import GameSpec

SPEC = GameSpec(
    id="civilization",
    rules_version="civilization/2",
    data_digest="d6aa3c98bc097d65",
    rule_id_pattern=r"CV-\d+(?:\.\d+)*",
    shared_rules="games/civilization/RULES.md",
    # still open (engines/civilization/NOTES.md): the training game, the disaster markers of two
    # culture events (CV-16.3) and the rules listed there
    pending_rules=(
        "CV-4.11",
        "CV-10.2.4",
        "CV-16.3",
        "CV-32.10",
    ),
)
