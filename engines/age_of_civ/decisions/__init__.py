"""One Decision class per decision family (engines/kit/tasks.py)."""

from engines.age_of_civ.decisions.act import Act
from engines.age_of_civ.decisions.civ import CivPick, CivPickHand, CivStep, DraftPick
from engines.age_of_civ.decisions.gains import EndTurn, Granted, Phoenicia, PickTech, PickWonder


def all_decisions(g) -> list:
    return [
        cls(g)
        for cls in (
            Act,
            CivStep,
            CivPick,
            CivPickHand,
            DraftPick,
            EndTurn,
            Granted,
            Phoenicia,
            PickTech,
            PickWonder,
        )
    ]
