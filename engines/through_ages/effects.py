"""The effect vocabulary: every card of the peaceful base game is a list of typed steps in
data/through_ages.json (`effects`), declared here once with its argument model and checked when
the data load (kit EffectRegistry).

Three families of ops:
- passive ops describe what a card in play changes (yields, modifiers, discounts); `board.py`
  reads them by name through `passives`;
- triggered ops run when something happens (an action card is played, an event is revealed, a
  territory is colonized, a wonder completed); `run.py` interprets them;
- containers (`each`, `ranked`, `on_colonize`, `on_complete`, `age_iv`) nest other steps.
"""

from __future__ import annotations

from typing import Any, Literal

from engines.kit.effects import EffectDataError, EffectRegistry, NoArgs, OpArgs

EFFECTS = EffectRegistry("through_ages")
Steps = list[dict[str, Any]]
Rank = Literal[
    "strongest", "weakest", "two_strongest", "two_weakest", "second_weakest", "most_culture", "top_culture", "least_culture",
    "most_happy", "most_discontent",
]  # fmt: skip
Measure = Literal[
    "culture_rating", "science_rating", "strength_rating", "happiness", "discontent", "food_production",
    "food_surplus", "mine_production", "urban_levels", "balance", "colonies", "unit_arena_levels",
    "civil_actions", "military_actions", "content_beyond_10", "government_special_levels",
    "age_iii_techs", "variety", "wonder_ages", "production_workers", "other_workers", "tech_levels",
    "theater_library_culture", "urban_output", "harmony", "wonders_done_weighted", "wonder_unfinished_weighted",
]  # fmt: skip


class YieldArgs(OpArgs):
    food: int = 0
    resources: int = 0
    science: int = 0
    culture: int = 0
    happy: int = 0
    strength: int = 0


class ModifyArgs(OpArgs):
    civil_actions: int = 0
    military_actions: int = 0
    urban_limit: int = 0
    strength: int = 0
    culture: int = 0
    science: int = 0
    happy: int = 0
    colonization: int = 0
    civil_hand: int = 0
    military_hand: int = 0


class TokensArgs(OpArgs):
    yellow: int = 0
    blue: int = 0


class ConstructionArgs(OpArgs):
    discount: dict[str, int]  # urban building level (I, II, III) -> resources less (TA-18.5)
    stages: int  # wonder stages per action (TA-18.7)


class TacticArgs(OpArgs):
    army: dict[Literal["infantry", "cavalry", "artillery"], int]
    strength: int
    obsolete: int | None = None
    plus_lowest_level: bool = False  # Hussars: + the level of the army's lowest unit (TA-49.12)


class MilitaryBonusArgs(OpArgs):
    defense: int
    colonization: int


class RaidArgs(OpArgs):
    ages: list[Literal["A", "I", "II", "III"]]  # one building of each age or older


class EnslaveArgs(OpArgs):
    food: int
    resources: int


class StealArgs(OpArgs):
    kind: Literal["science", "culture"]
    amount: int


class PerArgs(OpArgs):
    per: int


class BaseArgs(OpArgs):
    base: int


class TradeArgs(OpArgs):
    pay: Literal["food", "resources"]
    use: Literal["food", "resources"]


class CooperationArgs(OpArgs):
    discount: int
    partner_pays: int


class StepsArgs(OpArgs):
    steps: Steps


class AgeIvArgs(OpArgs):
    steps: Steps  # in Age IV (TA-Q25)
    otherwise: Steps


class GainArgs(OpArgs):
    food: int = 0
    resources: int = 0
    science: int = 0
    culture: int = 0
    special_units: int = 0  # special-purpose resources for military units (TA-17.5)
    special_unit_science: int = 0  # special-purpose science for unit technologies
    military_actions: int = 0  # this turn only (TA-17.6)
    population: int = 0  # free: yellow bank -> worker pool (TA-4.9)
    military_cards: int = 0


class LoseArgs(OpArgs):
    food: int = 0
    resources: int = 0
    culture: int = 0
    population: int = 0
    blue_box: int = 0  # blue tokens returned to the box
    all_food: bool = False


class OrderArgs(OpArgs):
    action: Literal["build_or_upgrade", "upgrade", "wonder_stage", "increase_population", "develop"]
    types: list[Literal["farm", "mine", "urban"]] = []
    discount: int = 0  # resources less (TA-17.3)
    then: Steps = []  # gains after the ordered action (TA-17.4)


class ChooseArgs(OpArgs):
    options: list[Steps]


class PerRivalArgs(OpArgs):
    measure: Literal["stronger", "more_culture"]
    gain: Literal["special_units", "culture"]
    by_players: dict[str, int]


class UnitBonusArgs(OpArgs):
    strength: int
    types: list[str] | None = None  # None: every unit


class OnTakeArgs(OpArgs):
    type: Literal["technology", "wonder"]
    science: int = 0
    resources: int = 0


class TakeDiscountArgs(OpArgs):
    kind: Literal["leader", "after_leader_replaced"]
    civil: int


class TurnSpecialArgs(OpArgs):
    units: int


class FoodArgs(OpArgs):
    food: int


class PopulationUnitArgs(OpArgs):
    food: int
    resources: int


class EndTurnCultureArgs(OpArgs):
    culture: int
    rank: Rank


class TypesArgs(OpArgs):
    types: list[str]


class OnDevelopArgs(OpArgs):
    resources: int = 0
    culture: int = 0
    civil_refund: int = 0


class CostDiscountArgs(OpArgs):
    type: str
    resources: int = 0
    science: int = 0
    requires: str | None = None  # only while a building of this type is in play


class PairCultureArgs(OpArgs):
    types: list[str]
    culture: int


class CardsArgs(OpArgs):
    cards: int


class ColonyCultureArgs(OpArgs):
    first: int
    each: int


class BuildingBonusArgs(OpArgs):
    type: str
    culture: int


class CultureArgs(OpArgs):
    culture: int


class StrengthArgs(OpArgs):
    strength: int


class TurnChoiceArgs(OpArgs):
    options: list[Steps]


class TypeArgs(OpArgs):
    type: str


class MineExtraArgs(OpArgs):
    tokens: int


class ScoreArgs(OpArgs):
    measure: Measure
    factor: int = 1
    into: Literal["culture", "science", "food", "resources"] = "culture"


class RankedArgs(OpArgs):
    rank: Rank
    steps: Steps
    also: Rank | None = None  # only if the chosen player also has this rank (Barbarians)


class FreeBuildArgs(OpArgs):
    card: str


class DiscountArgs(OpArgs):
    discount: int


class DestroyArgs(OpArgs):
    types: list[Literal["farm", "mine", "urban"]]


class AmountArgs(OpArgs):
    amount: int


class ProduceArgs(OpArgs):
    food: bool = False
    resources: bool = False
    corruption: bool = False
    consumption: bool = False


class RebellionArgs(OpArgs):
    per_discontent: int


class TransferArgs(OpArgs):
    tokens: int


class DivisorArgs(OpArgs):
    divisor: int


class TakeCardsArgs(OpArgs):
    civil: int


class RavageArgs(OpArgs):
    ages: list[str]
    culture: int


class RankingArgs(OpArgs):
    measure: Literal["science_rating", "strength_rating", "culture_rating"]


# ops of the expansion modules (TA-41, TA-42, TA-44, TA-49)
class PacifistArgs(OpArgs):
    surcharge: int  # military actions an attacker pays on top of the printed cost


class CardsCountArgs(OpArgs):
    cards: int


class KeepArgs(OpArgs):
    keep: int


class ActionsArgs(OpArgs):
    actions: int


class HandOverArgs(OpArgs):
    food: int = 0
    resources: int = 0
    science: int = 0


class FacesArgs(OpArgs):
    faces: int


class ResourcesArgs(OpArgs):
    resources: int


# passive: read by board.py and the action rules
for name, args in {
    "yield": YieldArgs,
    "modify": ModifyArgs,
    "tokens": TokensArgs,
    "construction": ConstructionArgs,
    "tactic": TacticArgs,
    "military_bonus": MilitaryBonusArgs,
    "unit_bonus": UnitBonusArgs,
    "on_take": OnTakeArgs,
    "take_discount": TakeDiscountArgs,
    "turn_special": TurnSpecialArgs,
    "population_discount": FoodArgs,
    "population_unit": PopulationUnitArgs,
    "end_turn_culture": EndTurnCultureArgs,
    "happy_strength": TypesArgs,
    "on_develop": OnDevelopArgs,
    "happy_culture": TypesArgs,
    "cost_discount": CostDiscountArgs,
    "pair_culture": PairCultureArgs,
    "colonize_discard": CardsArgs,
    "colony_culture": ColonyCultureArgs,
    "building_bonus": BuildingBonusArgs,
    "on_revolution": CultureArgs,
    "unit_variety": StrengthArgs,
    "turn_choice": TurnChoiceArgs,
    "best_double": TypeArgs,
    "best_mine_extra": MineExtraArgs,
    "production_bonus": YieldArgs,  # TA-44.1: gained at once after standard production
    "pacifist": PacifistArgs,  # Gandhi (balance): no attacks; attackers pay more
    "age_draw": CardsCountArgs,  # Colossus (balance): cards of each new age (TA-45.11)
    "war_unrest": FacesArgs,  # Hybrid War: discontent while the war waits (TA-49.13)
}.items():
    EFFECTS.op(name, args)
for name in (
    "military_as_civil",
    "second_political",
    "colonize_from_hand",
    "infantry_as_cavalry",
    "peek_events",
    "best_science_bonus",
    "wonder_take_no_extra",
    "theater_upgrade",
    "revolution_military",
    "lab_culture",
    "no_aggression",
    "lab_resources",
    "happy_boost",
    "free_population",
    "slide_under_wonder",
    "remove_for_yellow",
    "two_political",  # Julius Caesar (balance): two political actions every turn (TA-Q24)
):
    EFFECTS.op(name, NoArgs)

# triggered: run by run.py
EFFECTS.op("on_colonize", StepsArgs, nested=("steps",))
EFFECTS.op("on_complete", StepsArgs, nested=("steps",))
EFFECTS.op("each", StepsArgs, nested=("steps",))
EFFECTS.op("age_iv", AgeIvArgs, nested=("steps", "otherwise"))
EFFECTS.op("ranked", RankedArgs, nested=("steps",))
EFFECTS.op("gain", GainArgs)
EFFECTS.op("lose", LoseArgs)
EFFECTS.op("order", OrderArgs, nested=("then",))
EFFECTS.op("choose", ChooseArgs)
EFFECTS.op("per_rival", PerRivalArgs)
EFFECTS.op("score", ScoreArgs)
EFFECTS.op("ranking", RankingArgs)
EFFECTS.op("free_build", FreeBuildArgs)
EFFECTS.op("discounted_action", DiscountArgs)
EFFECTS.op("destroy", DestroyArgs)
EFFECTS.op("gain_mix", AmountArgs)
EFFECTS.op("lose_mix", AmountArgs)
EFFECTS.op("produce", ProduceArgs)
EFFECTS.op("rebellion", RebellionArgs)
EFFECTS.op("transfer_yellow", TransferArgs)
EFFECTS.op("emigration", DivisorArgs)
EFFECTS.op("remove_old_leader", NoArgs)
EFFECTS.op("lose_colony", NoArgs)
EFFECTS.op("take_cards", TakeCardsArgs)
EFFECTS.op("discard_military", CardsArgs)
# triggered ops of the military module (run by expansion.py)
EFFECTS.op("planning", CardsCountArgs)
EFFECTS.op("lose_science_above", KeepArgs)
EFFECTS.op("lose_civil_draw", ActionsArgs)
EFFECTS.op("negotiations", HandOverArgs)
EFFECTS.op("hand_over", HandOverArgs)
EFFECTS.op("arms_industry", ResourcesArgs)
EFFECTS.op("move_worker", NoArgs)
EFFECTS.op("kidnap", CultureArgs)
EFFECTS.op("occupy", AmountArgs)
EFFECTS.op("ravage", RavageArgs)
EFFECTS.op("terrorism", NoArgs)

# aggressions and wars: run by aggression.py against the target or the loser (TA-11, TA-12)
EFFECTS.op("plunder", AmountArgs)
EFFECTS.op("raid", RaidArgs)
EFFECTS.op("enslave", EnslaveArgs)
EFFECTS.op("steal_points", StealArgs)
EFFECTS.op("annex", NoArgs)
EFFECTS.op("infiltrate", NoArgs)
EFFECTS.op("war_yellow", PerArgs)
EFFECTS.op("war_science", NoArgs)
EFFECTS.op("war_culture", BaseArgs)
# pacts (TA-13): each side's passive steps, and the flags pacts.py reads
EFFECTS.op("side_a", StepsArgs, nested=("steps",))
EFFECTS.op("side_b", StepsArgs, nested=("steps",))
EFFECTS.op("both", StepsArgs, nested=("steps",))
EFFECTS.op("pact_production", YieldArgs)
EFFECTS.op("attack_bonus", StrengthArgs)
for name in ("no_attack", "ends_on_attack", "no_war_on_b", "partner_wonder_culture"):
    EFFECTS.op(name, NoArgs)
EFFECTS.op("trade", TradeArgs)
EFFECTS.op("science_cooperation", CooperationArgs)

# ops of part 2 (aggressions, wars, pacts, political actions of leaders): declared so the data
# check passes, without effect in the peaceful game (TA-30.2)
PENDING_OPS = frozenset({"no_aggression"})


def check_data(data) -> None:
    """Every card of the base game and of the built expansion modules (TA-40.1) has steps, and
    every step is a declared op with valid arguments (nested options of `choose` and
    `turn_choice` included)."""
    from engines.through_ages.modules import BUILT

    for card in [c for c in data.cards if c.module == "base" or c.module in BUILT]:
        if not card.steps:
            raise EffectDataError(f"through_ages card {card.id}: no effect steps")
        EFFECTS.check(card.steps, where=f"card {card.id}")
        for step in card.steps:
            for option in step.get("options", []) if step["op"] in ("choose", "turn_choice") else []:
                EFFECTS.check(option, where=f"card {card.id} choice")


def passives(card, op: str) -> list[dict[str, Any]]:
    """The steps of `card` with op `op` (its passive effects of one kind)."""
    return [s for s in card.steps if s["op"] == op]
