"""The decision families of Guns & Steel, one class each (engines.kit.tasks.Decision): its legal
options, how an option resolves, the question, option labels and details, whether the prompt is
private, and the heuristic agent's preference."""

from __future__ import annotations

from engines.guns_steel.decisions.attack import GiveResource, LoseResources, React, SurrenderWonder
from engines.guns_steel.decisions.base import GSDecision
from engines.guns_steel.decisions.choices import ChooseOne, Offer, TargetOpponent
from engines.guns_steel.decisions.end import Claim, Glory, PickupResources
from engines.guns_steel.decisions.gains import GainChoice, Replenish
from engines.guns_steel.decisions.hand import PlayResource, PlayTech, StartResource
from engines.guns_steel.decisions.military import ActivateInTableau, ActivatePlayed, PlayMilitary
from engines.guns_steel.decisions.pay import Pay
from engines.guns_steel.decisions.purchase import Purchase
from engines.guns_steel.rules import Rules

FAMILIES: tuple[type[GSDecision], ...] = (
    StartResource,
    PlayResource,
    PlayTech,
    Pay,
    GainChoice,
    Replenish,
    TargetOpponent,
    Offer,
    ChooseOne,
    React,
    LoseResources,
    GiveResource,
    SurrenderWonder,
    PlayMilitary,
    ActivatePlayed,
    ActivateInTableau,
    Purchase,
    Claim,
    PickupResources,
    Glory,
)


def decisions(rules: Rules) -> list[GSDecision]:
    return [family(rules) for family in FAMILIES]
