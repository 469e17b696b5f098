"""Civilization in the game registry."""

from engines.registry import GameSpec

SPEC = GameSpec(
    id="civilization",
    rules_version="civilization/2",
    data_digest="ee7673f54e666f0b",
    rule_id_pattern=r"CV-\d+(?:\.\d+)*",
    shared_rules="games/civilization/RULES.md",
    # part 2 (engines/civilization/NOTES.md): combat and its bonuses, huts and villages, military
    # victory and the disaster markers of two culture events (CV-16.3)
    pending_rules=(
        "CV-1.2.4",
        "CV-4.11",
        "CV-10.1.2",
        "CV-10.2.4",
        "CV-11.2",
        "CV-11.4",
        "CV-13.3.3",
        "CV-13.7",
        "CV-14.6",
        "CV-16.3",
        "CV-18.2.3",
        "CV-18.3.3",
        "CV-20.4",
        "CV-23",
        "CV-26.4",
        "CV-28.4",
        "CV-30.4",
        "CV-31.3",
        "CV-31.5",
        "CV-31.6",
        "CV-32.2",
        "CV-32.7",
        "CV-32.10",
        "CV-32.13",
        "CV-32.14",
        "CV-32.19",
        "CV-32.20",
        "CV-32.23",
        "CV-32.26",
    ),
)
