"""Age of Civilization component data: data/age_of_civ.json read into pydantic models.

Every number on a card (population, strength, costs, corner symbols) and every ability comes from
the data file. Abilities are lists of effect steps checked against `effects.EFFECTS` when the data
load. Most card values are reconstructions flagged `"verified": false` there (RULES.md D-20).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator

from engines.base import Text
from engines.kit import data as kit_data

GAME_ID = "age_of_civ"
COLUMNS = ("left", "middle", "right")
Trigger = Literal[
    "passive", "on_birth", "on_gain", "on_action", "end_of_turn", "end_of_game", "on_rest", "on_war"
]


class Ability(BaseModel):
    trigger: Trigger
    steps: list[dict[str, Any]]
    action: str | None = None  # on_action: the action it follows
    tech_filter: list[str] | None = None  # Research target filter (cost modifiers, Korea)
    condition: Literal["most_strength"] | None = None
    only_if_scored: bool = False  # Conquest bonuses: only when the Conquest itself scores
    optional: bool = False  # "you may"
    note: str = ""
    verified: bool = False
    placeholder: bool = False


class Action(BaseModel):
    id: str
    name: Text
    location: Literal["permanent", "action_card"]
    spaces: int
    workers: int
    coins: int
    red: bool
    steps: list[dict[str, Any]]
    note: str = ""
    effect_verified: bool = False
    requirement_verified: bool = False


class ActionCard(BaseModel):
    id: str
    action: str | None
    corner_symbol: Literal["war", "plague"] | None
    verified: bool = False
    note: str = ""


class Tech(BaseModel):
    id: str
    name: Text
    tier: int
    column: Literal["left", "middle", "right"]
    prerequisites_any: list[str]
    strength: int = 0
    abilities: list[Ability]
    special: bool = False  # printed on a special technology card (Innovations)
    verified: bool = False
    note: str = ""


class Wonder(BaseModel):
    id: str
    name: Text
    abilities: list[Ability]
    verified: bool = False
    placeholder: bool = False
    note: str = ""


class Civ(BaseModel):
    id: str
    name: Text
    population: int
    strength_main: int
    strength_legacy: int
    printed_bonus_coins: int = 0
    main: list[Ability]
    legacy: list[Ability]
    main_text: str = ""
    legacy_text: str = ""
    main_verified: bool = False
    legacy_verified: bool = False
    population_verified: bool = False
    strength_verified: bool = False
    solo_removed: bool = False


class EventToken(BaseModel):
    id: str
    name: Text
    steps: list[dict[str, Any]]
    verified: bool = True
    note: str = ""


class SpecialCard(BaseModel):
    id: str
    column: Literal["left", "middle", "right"]
    top_technology: str
    tier1: str
    tier2: str
    verified: bool = False
    placeholder: bool = True


class Achievement(BaseModel):
    id: str
    name: Text
    min_points: int
    technologies_at_least: int | None = None
    technologies_at_most: int | None = None
    wonders_at_least: int | None = None
    strength_at_least: int | None = None


class Solo(BaseModel):
    removed_civilizations: list[str]
    wonder_pool_size: int
    plague_card_position: int
    starting_coins: int
    achievements: list[Achievement]


class Draft(BaseModel):
    cards_dealt_per_player: int
    picks: int
    round1_bonus_coins: int
    later_bonus_coins: int


class GameData(BaseModel):
    game: str
    constants: dict[str, Any]
    actions: list[Action]
    action_cards: list[ActionCard]
    technologies: list[Tech]
    wonders: list[Wonder]
    civilizations: list[Civ]
    event_tokens: list[EventToken]
    special_technology_cards: list[SpecialCard]
    solo_clash: Solo
    draft: Draft
    # look-up tables built after validation
    action: dict[str, Action] = Field(default_factory=dict, exclude=True)
    tech: dict[str, Tech] = Field(default_factory=dict, exclude=True)
    wonder: dict[str, Wonder] = Field(default_factory=dict, exclude=True)
    civ: dict[str, Civ] = Field(default_factory=dict, exclude=True)
    card: dict[str, ActionCard] = Field(default_factory=dict, exclude=True)
    token: dict[str, EventToken] = Field(default_factory=dict, exclude=True)
    special: dict[str, SpecialCard] = Field(default_factory=dict, exclude=True)
    # (part, card) -> op -> [(ability, step)] of passive abilities (cards that have some); part
    # m/l/t/w = main, legacy, technology, wonder. Immutable after load: rules read modifiers with dictionary look-ups.
    passives: dict[tuple[str, str], dict[str, list]] = Field(default_factory=dict, exclude=True)
    # part -> card -> the same tables (rules.mods reads these without building tuple keys)
    passives_by_part: dict[str, dict[str, dict[str, list]]] = Field(default_factory=dict, exclude=True)
    # (part, card) -> [(key, ability)] of triggered abilities
    triggered: dict[tuple[str, str], list] = Field(default_factory=dict, exclude=True)
    # trigger -> part -> card -> [(key, ability)] (cards that have some; rules.triggered)
    triggers_by_trigger: dict[str, dict[str, dict[str, list]]] = Field(default_factory=dict, exclude=True)
    board_ids: dict[tuple[int, str], str] = Field(default_factory=dict, exclude=True)  # (tier, column) -> id
    top_columns: dict[str, list[str]] = Field(default_factory=dict, exclude=True)
    board_grid: dict[str, list[str]] = Field(default_factory=dict, exclude=True)  # column -> tier 1..3 ids
    permanent_actions: list[str] = Field(default_factory=list, exclude=True)
    card_action: dict[str, str | None] = Field(default_factory=dict, exclude=True)  # action card -> action
    unlock_rules: list[tuple[str, tuple[str, ...]]] = Field(default_factory=list, exclude=True)
    blocks_by_main: dict[str, frozenset[str]] = Field(default_factory=dict, exclude=True)  # Vikings
    # every set of owned board technologies -> the technologies it opens (rules.unlockable)
    unlockable_by_owned: dict[frozenset[str], tuple[str, ...]] = Field(default_factory=dict, exclude=True)
    # a seat's passive modifiers by (main civilization, cards, technologies, wonders): rules.mods
    mods_by_cards: dict[tuple, dict[str, list]] = Field(default_factory=dict, exclude=True)
    # the log lines written at almost every move, made once (engines.age_of_civ.lines.Lines)
    lines: Any = Field(default=None, exclude=True)

    @model_validator(mode="after")
    def index(self) -> GameData:
        self.action = {a.id: a for a in self.actions}
        self.tech = {t.id: t for t in self.technologies}
        self.wonder = {w.id: w for w in self.wonders}
        self.civ = {c.id: c for c in self.civilizations}
        self.card = {c.id: c for c in self.action_cards}
        self.token = {t.id: t for t in self.event_tokens}
        self.special = {s.id: s for s in self.special_technology_cards}
        parts = [("m", c.id, c.main) for c in self.civilizations] + [
            ("l", c.id, c.legacy) for c in self.civilizations
        ]
        parts += [("t", t.id, t.abilities) for t in self.technologies] + [
            ("w", w.id, w.abilities) for w in self.wonders
        ]
        for part, card, abilities in parts:
            by_op: dict[str, list] = {}
            triggered = []
            for i, ab in enumerate(abilities):
                if ab.trigger == "passive":
                    for step in ab.steps:
                        by_op.setdefault(step["op"], []).append((ab, step))
                else:
                    triggered.append((f"{card}.{part}{i}", ab))
            if by_op:
                self.passives[(part, card)] = by_op
                self.passives_by_part.setdefault(part, {})[card] = by_op
            self.triggered[(part, card)] = triggered
            by_trigger: dict[str, list] = {}
            for key, ab in triggered:
                by_trigger.setdefault(ab.trigger, []).append((key, ab))
            for trigger, rows in by_trigger.items():
                self.triggers_by_trigger.setdefault(trigger, {}).setdefault(part, {})[card] = rows
        self.board_ids = {(t.tier, t.column): t.id for t in self.technologies if not t.special}
        self.board_grid = {c: [self.board_ids[(t, c)] for t in (1, 2, 3)] for c in COLUMNS}
        self.permanent_actions = [a.id for a in self.actions if a.location == "permanent"]
        self.card_action = {c.id: c.action for c in self.action_cards}
        for civ in self.civilizations:
            blocked = {s["action"] for _, s in self.passives.get(("m", civ.id), {}).get("block_others", [])}
            if blocked:
                self.blocks_by_main[civ.id] = frozenset(blocked)
        self.top_columns = {
            c: [self.tech[p].column for p in self.tech[self.board_ids[(3, c)]].prerequisites_any]
            for c in COLUMNS
        }
        from engines.age_of_civ.rules import unlock_rules, unlockable_of

        self.unlock_rules = unlock_rules(self, self.board_grid)
        board = [tech for tech, _ in self.unlock_rules]
        self.unlockable_by_owned = {
            frozenset(owned): tuple(unlockable_of(self.unlock_rules, set(owned)))
            for n in range(len(board) + 1)
            for owned in combinations(board, n)
        }
        from engines.age_of_civ.lines import Lines

        self.lines = Lines(self)
        return self

    # ------------------------------------------------------------ constants

    def const(self, key: str) -> Any:
        return self.constants[key]

    @property
    def max_workers(self) -> int:
        return self.constants["max_workers"]

    def board_tech(self, tier: int, column: str) -> Tech:
        return self.tech[self.board_ids[(tier, column)]]

    def top_prerequisite_columns(self, column: str) -> list[str]:
        """Columns whose tier-2 technology opens the tier-3 technology of `column` (AC-10.2)."""
        return self.top_columns[column]


def load(raw: dict[str, Any] | None = None) -> GameData:
    """The game's data (from `raw` when a test gives edited JSON), with every ability checked."""
    from engines.age_of_civ.effects import check_data

    data = kit_data.load(GAME_ID, GameData, raw)
    check_data(data)
    return data
