"""Through the Ages component data: data/through_ages.json read into pydantic models.

The file is the shared data.json (cards with their ages, costs, counts, sources and `verified`
flags) plus an `effects` section: for every card of the peaceful base game, its effect as a list of
typed steps {"op": name, ...} checked against `effects.EFFECTS` when the data load. The engine
reads a card's behaviour only from its steps; the printed numbers (costs, yields, stages) come from
the card entries.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engines.base import Text, tr
from engines.kit import data as kit_data

GAME_ID = "through_ages"
LEVEL = {"A": 0, "I": 1, "II": 2, "III": 3, "IV": 4}
URBAN = ("lab", "temple", "library", "theater", "arena")
UNITS = ("infantry", "cavalry", "artillery", "air_force")
# military card kinds left out of the peaceful game (TA-30.2); part 2 builds them
AGGRESSIVE = ("aggression", "war", "pact")
# printed numbers a rebalanced card may give anew (Card._printed_values)
PRINTED = ("science_cost", "revolution_cost", "build_cost", "per_worker", "stages", "military_action_cost")


class Card(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    id: str
    name: str
    name_pl: str | None = None
    age: str
    deck: str  # civil, military, player_board
    kind: str  # technology, leader, wonder, action, event, territory, tactic, bonus, ...
    type: str  # farm, mine, lab, ..., government, special_*, tactic, ...
    count: dict[str, int]
    module: str = "base"  # base or an expansion module (TA-40.3)
    replaces: str | None = None  # the base card this one stands in for when its module is on
    verified: bool = False
    unverified_fields: tuple[str, ...] = ()  # values from a single source (data.json marks them)
    effect: str = ""
    effect_pl: str | None = None  # our translation of `effect`
    science_cost: int | None = None
    revolution_cost: int | None = None
    build_cost: int | None = None
    per_worker: dict[str, int] | None = None
    stages: list[int] | None = None
    army: dict[str, int] | None = None
    tactical_strength: int | str | None = None  # expansion cards may give a formula
    obsolete_strength: int | str | None = None
    military_action_cost: int | None = None
    defense: int | None = None
    colonization: int | None = None
    final_scoring: bool = False
    steps: list[dict[str, Any]] = Field(default_factory=list)  # from the `effects` section

    @model_validator(mode="before")
    @classmethod
    def _printed_values(cls, raw: Any) -> Any:
        """TA-41.9, TA-Q29: a rebalanced card whose new number is known from one source only
        carries it as `<field>_unverified`; the game uses that number and lists the field among
        `unverified_fields`. Where no new number is known the base card's (`<field>_base`) stays."""
        if not isinstance(raw, dict):
            return raw
        raw = dict(raw)
        marked = list(raw.get("unverified_fields") or ())
        for field in PRINTED:
            if raw.get(field) is not None:
                continue
            if raw.get(f"{field}_unverified") is not None:
                raw[field] = raw[f"{field}_unverified"]
                marked.append(field)
            elif raw.get(f"{field}_base") is not None:
                raw[field] = raw[f"{field}_base"]
        raw["unverified_fields"] = tuple(dict.fromkeys(marked))
        return raw

    @cached_property
    def level(self) -> int:
        return LEVEL[self.age]

    @cached_property
    def title(self) -> Text:
        return tr(self.name, self.name_pl or self.name)

    @cached_property
    def effect_text(self) -> Text:
        """The effect paraphrase in both languages (the English one where no Polish exists)."""
        return tr(self.effect, self.effect_pl or self.effect)

    @cached_property
    def urban(self) -> bool:
        return self.type in URBAN

    @cached_property
    def unit(self) -> bool:
        return self.type in UNITS

    @cached_property
    def building(self) -> bool:
        """A technology that holds workers: farm, mine, urban building or unit (TA-1.7)."""
        return self.type in ("farm", "mine") or self.urban or self.unit

    @cached_property
    def yield_step(self) -> dict[str, Any]:
        """The card's "yield" step (what a worker on it produces), {} without one (board.yields)."""
        return next((s for s in self.steps if s["op"] == "yield"), {})

    @cached_property
    def modify_happy(self) -> int:
        """The happy faces the card's passive modifiers give (TA-23)."""
        return sum(s.get("happy", 0) for s in self.steps if s["op"] == "modify")

    @cached_property
    def boosts_happy(self) -> bool:
        return any(s["op"] == "happy_boost" for s in self.steps)

    @cached_property
    def special(self) -> bool:
        return self.type.startswith("special_")


class Tables(BaseModel):
    model_config = ConfigDict(extra="allow")

    yellow_bank: dict[str, Any]
    blue_bank_corruption: dict[str, Any]
    card_row: dict[str, Any]


class GameData(BaseModel):
    model_config = ConfigDict(extra="ignore")

    tables: dict[str, Any]
    deck_size_check: dict[str, int] = Field(default_factory=dict)
    cards: list[Card]
    effects: dict[str, list[dict[str, Any]]]
    card: dict[str, Card] = Field(default_factory=dict)
    ops: dict[str, dict[str, list[dict[str, Any]]]] = Field(default_factory=dict)  # card -> op -> steps
    name_copies: dict[str, int] = Field(default_factory=dict)  # printed name -> copies of all ages

    @model_validator(mode="before")
    @classmethod
    def _placeholders(cls, raw: Any) -> Any:
        """TA-Q29: numbers no source gives (`placeholders` in the data, each with its note) enter
        their cards as single-source values (`<field>_unverified`)."""
        if not isinstance(raw, dict) or not raw.get("placeholders"):
            return raw
        fill = {
            cid: {f"{k}_unverified": v for k, v in entry["values"].items()}
            for cid, entry in raw["placeholders"].items()
        }
        unknown = sorted(set(fill) - {c["id"] for c in raw["cards"]})
        if unknown:
            raise ValueError(f"placeholders for unknown cards: {unknown[:5]}")
        return {**raw, "cards": [{**c, **fill.get(c["id"], {})} for c in raw["cards"]]}

    @model_validator(mode="after")
    def _index(self) -> GameData:
        cards = []
        for c in self.cards:
            steps = self.effects.get(c.id)
            cards.append(c.model_copy(update={"steps": steps}) if steps is not None else c)
        self.cards = cards
        self.card = {c.id: c for c in cards}
        for c in cards:
            self.name_copies[c.name] = self.name_copies.get(c.name, 0) + max(1, *c.count.values())
        for c in cards:
            by_op: dict[str, list[dict[str, Any]]] = {}
            for step in c.steps:
                by_op.setdefault(step["op"], []).append(step)
            self.ops[c.id] = by_op
            if c.kind == "pact":  # TA-13: each side's steps, read as a card in play (pacts.py)
                for side, key in (("A", "side_a"), ("B", "side_b")):
                    steps = [s for box in by_op.get(key, []) + by_op.get("both", []) for s in box["steps"]]
                    self.ops[f"{c.id}#{side}"] = {
                        op: [s for s in steps if s["op"] == op] for op in {s["op"] for s in steps}
                    }
        unknown = sorted(set(self.effects) - set(self.card))
        if unknown:
            raise ValueError(f"effects for unknown cards: {unknown[:5]}")
        return self

    @cached_property
    def faces(self) -> dict[str, Any]:
        """The view's face (view.CardFace) of every card and of every military copy "<id>@<n>",
        built once from the data (the engine builds it when it starts)."""
        from engines.through_ages.view import CardFace

        out = {}
        for card in self.cards:
            fields = dict(name=card.title, age=card.age, kind=card.kind, type=card.type, text=card.effect_text,
                          verified=card.verified, copies=self.name_copies[card.name])  # fmt: skip
            out[card.id] = CardFace(id=card.id, **fields)
            if card.deck == "military":
                for k in range(max(card.count.values(), default=0)):
                    out[f"{card.id}@{k + 1}"] = CardFace(id=f"{card.id}@{k + 1}", **fields)
        return out

    @cached_property
    def yellow_rows(self) -> list[dict[str, Any]]:
        """The yellow bank's row for every number of tokens left, 0 to its capacity (TA-4.1)."""
        return [
            _row_of(self.tables["yellow_bank"], n, "yellow")
            for n in range(self.tables["yellow_bank"]["capacity"] + 1)
        ]

    @cached_property
    def corruption_rows(self) -> list[dict[str, Any]]:
        """The blue bank's corruption row for every number of tokens left (TA-4.3)."""
        bank = self.tables["blue_bank_corruption"]
        return [_row_of(bank, n, "blue") for n in range(bank["capacity"] + 1)]

    def base_cards(self) -> list[Card]:
        """Every card of the peaceful base game (TA-30.2): part A without aggressions, wars, pacts."""
        return [c for c in self.cards if c.module == "base" and c.kind not in AGGRESSIVE]

    def attack_cards(self) -> list[Card]:
        """The aggressions, wars and pacts of the base game (TA-11 to TA-13), in the full game only."""
        return [c for c in self.cards if c.module == "base" and c.kind in AGGRESSIVE]

    def board_cards(self) -> list[Card]:
        return [c for c in self.cards if c.deck == "player_board"]

    def raw_check(self, key: str) -> int:
        """An expected deck size from the data's `deck_size_check`."""
        return self.deck_size_check[key]


def _row_of(bank: dict[str, Any], tokens: int, name: str) -> dict[str, Any]:
    for row in bank["rows"]:
        low, high = row["tokens_left"]
        if low <= tokens <= high:
            return row
    raise ValueError(f"no {name}-bank row for {tokens}")


def load(raw: dict[str, Any] | None = None) -> GameData:
    """The game's data (from `raw` when a test gives edited JSON), with every effect checked."""
    from engines.through_ages.effects import check_data

    data = kit_data.load(GAME_ID, GameData, raw)
    check_data(data)
    return data
