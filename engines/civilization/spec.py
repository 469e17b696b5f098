"""Civilization in the game registry."""

from engines.registry import GameSpec

SPEC = GameSpec(
    id="civilization",
    rules_version="civilization/2",
    data_digest="d111f0f3f827eb6b",
    rule_id_pattern=r"CV-\d+(?:\.\d+)*",
    shared_rules="games/civilization/RULES.md",
    # part 2 (engines/civilization/NOTES.md): the culture track and events, obsolescence, culture
    # victory, the tie-breaker variant and the reaction windows
    pending_rules=(
        "CV-1.2.1",
        "CV-4.3.5",
        "CV-4.3.6",
        "CV-4.11",
        "CV-9.2.4",
        "CV-10.2.4",
        "CV-15.2",
        "CV-16",
        "CV-27",
        "CV-28.1",
        "CV-28.6",
        "CV-29.5",
        "CV-30.6",
        "CV-31.4",
        "CV-32.10",
        "CV-32.16",
        "CV-32.18.1",
        "CV-32.27",
    ),
)
