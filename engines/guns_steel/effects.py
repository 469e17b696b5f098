"""The card effect language (GS-15) declared op by op, and the load-time check of the data.

A card's effect is a list of steps, each a dict {"op": name, **arguments}. Every op is declared
here with a pydantic model of its arguments; `check_data` runs over every card effect and every
wonder condition when the data load, so a card naming an unknown op, a missing argument or a
wrong value fails at start. Which code interprets an op: steps.py (automatic ops) or the decision
family of the same name in decisions/ (a test checks that every declared op has one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PositiveInt, TypeAdapter, field_validator

from engines.kit.effects import EffectDataError, EffectRegistry, OpArgs

if TYPE_CHECKING:
    from engines.guns_steel.data import GameData

Resource = Literal["food", "iron", "horse", "gunpowder", "oil", "earth", "space"]
CostUnit = Literal["food", "iron", "horse", "gunpowder", "oil", "any"]
Steps = list[dict[str, Any]]

EFFECTS = EffectRegistry("guns_steel")


# ---------------------------------------------------------------- conditions (GS-15)


class _Condition(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class MinFaceUp(_Condition):
    type: Literal["min_face_up_resources"]
    value: PositiveInt


class FaceUpResources(_Condition):
    type: Literal["face_up_resources"]
    resource: Resource | Literal["any", "earth_or_space"]
    min: PositiveInt


class TechCardsFaceUp(_Condition):
    type: Literal["tech_cards_face_up"]
    tech_type: Literal["civil", "military", "tactic"]
    min: PositiveInt


class AtLeast(_Condition):
    type: Literal[
        "distinct_face_up_resource_types", "military_strength", "picked_up_count", "picked_up_vp", "track_vp"
    ]
    min: PositiveInt


CONDITION = TypeAdapter(MinFaceUp | FaceUpResources | TechCardsFaceUp | AtLeast)


def check_condition(cond: dict[str, Any], where: str) -> None:
    try:
        CONDITION.validate_python(cond)
    except ValueError as error:
        raise EffectDataError(f"guns_steel {where}: bad condition {cond!r}: {error}") from None


# ---------------------------------------------------------------- ops


class PayArgs(OpArgs):
    resources: list[CostUnit] = Field(min_length=1)


class GainArgs(OpArgs):
    resources: list[Resource] = Field(min_length=1)


class GainChoiceArgs(OpArgs):
    count: PositiveInt
    options: list[Resource] = Field(min_length=1)


class ReplenishArgs(OpArgs):
    count: PositiveInt
    resource: Resource | Literal["any"]
    up_to: bool = False


class AmountArgs(OpArgs):
    amount: int


class UnitsArgs(OpArgs):
    units: PositiveInt


class CountArgs(OpArgs):
    count: PositiveInt


class EachPlayerArgs(OpArgs):
    include_self: bool
    optional: bool = False
    steps: Steps


class TargetOpponentArgs(OpArgs):
    condition: dict[str, Any]
    steps: Steps

    @field_validator("condition")
    @classmethod
    def known_condition(cls, cond: dict[str, Any]) -> dict[str, Any]:
        CONDITION.validate_python(cond)
        return cond


class AttackArgs(OpArgs):
    defeated: Steps = []
    always_self: Steps = []
    undefeated: Steps = []


class PlayMilitaryArgs(OpArgs):
    max: PositiveInt
    activate_one_played: bool = False


class ChooseOneArgs(OpArgs):
    options: list[Steps] = Field(min_length=2)

    @field_validator("options")
    @classmethod
    def known_steps(cls, options: list[Steps]) -> list[Steps]:
        for i, steps in enumerate(options):
            EFFECTS.check(steps, f"option {i + 1}")
        return options


EFFECTS.op("pay", PayArgs)  # GS-7.5: exhaust these resources (no exchanges)
EFFECTS.op("gain", GainArgs)  # GS-7.6: temporary resources
EFFECTS.op("gain_choice", GainChoiceArgs)
EFFECTS.op("replenish", ReplenishArgs)  # GS-2.7
EFFECTS.op("vp", AmountArgs)  # GS-12.2
EFFECTS.op("vp_each_opponent", AmountArgs)
EFFECTS.op("target_vp", AmountArgs)
EFFECTS.op("lose_vp", AmountArgs)
EFFECTS.op("lose_resources", UnitsArgs)  # GS-8.6
EFFECTS.op("take_resource", UnitsArgs)
EFFECTS.op("surrender_wonder", CountArgs)
EFFECTS.op("each_player", EachPlayerArgs, nested=("steps",))
EFFECTS.op("target_opponent", TargetOpponentArgs, nested=("steps",))
EFFECTS.op("attack", AttackArgs, nested=("defeated", "always_self", "undefeated"))  # GS-8
EFFECTS.op("play_military_from_hand", PlayMilitaryArgs)  # GS-7.7
EFFECTS.op("activate_military_in_tableau", CountArgs)
EFFECTS.op("choose_one", ChooseOneArgs)


def check_data(data: GameData) -> None:
    """Raise EffectDataError for any card effect or wonder condition outside the language."""
    for card in data.civilization_cards:
        if set(card.effect) != {"steps"}:
            raise EffectDataError(f"guns_steel card {card.id}: an effect holds exactly 'steps'")
        EFFECTS.check(card.steps, f"card {card.id}")
    for wonder in data.wonders:
        for cond in (wonder.completion_condition, wonder.glory_condition):
            if cond is not None:
                check_condition(cond, f"wonder {wonder.id}")
