"""Costs after modifiers (TA-15.5, TA-18.5, TA-18.6): building, upgrading, developing a technology,
and the wonder stages one action builds. Where a cost follows from the cards in play alone, the
in-play index keeps it."""

from __future__ import annotations

from engines.through_ages import board, lw_board
from engines.through_ages.data import Card, GameData
from engines.through_ages.in_play import in_play_index
from engines.through_ages.state import TtaState, card_of


def _conditional(g: GameData, st: TtaState, p: int, card: Card, key: str) -> int:
    total = 0
    for step in board.steps_of(g, st, p, "cost_discount"):
        if step["type"] == card.type and (
            step.get("requires") is None or board.count_type(g, st, p, step["requires"]) > 0
        ):
            total += step.get(key, 0)
    return total


def build_cost(g: GameData, st: TtaState, p: int, card: Card) -> int:
    """Resource cost of building on `card` after modifiers (never below 0)."""
    return build_costs(g, st, p, [card])[card.id]


def build_costs(g: GameData, st: TtaState, p: int, cards: list[Card]) -> dict[str, int]:
    """`build_cost` of several cards, reading the modifiers once. Without a discount that needs
    a building (`requires`) and without the New Leaders and Wonders module, a cost follows from
    the cards in play alone: the in-play index keeps it."""
    index = in_play_index(g, st, p)
    if st.reminders or not fixed_costs(index):
        return _build_costs(g, st, p, cards, index)
    known = index.build_costs
    out = {}
    for card in cards:
        cost = known.get(card.id)
        if cost is None:
            cost = known[card.id] = _build_costs(g, st, p, [card], index)[card.id]
        out[card.id] = cost
    return out


def fixed_costs(index) -> bool:
    """Whether no cost discount of these cards needs a building (`requires`): costs then follow
    from the cards in play (without the New Leaders and Wonders module and without pacts, whose
    discounts read other fields)."""
    fixed = index.derived.get("fixed_costs")
    if fixed is None:
        steps = index.ops.get("cost_discount", board.NO_STEPS)
        fixed = index.derived["fixed_costs"] = all(s.get("requires") is None for s in steps)
    return fixed


def _build_costs(g: GameData, st: TtaState, p: int, cards: list[Card], index) -> dict[str, int]:
    construction = index.ops.get("construction", board.NO_STEPS)
    conditional = [
        s
        for s in index.ops.get("cost_discount", board.NO_STEPS)
        if s.get("requires") is None or board.count_type(g, st, p, s["requires"]) > 0
    ]
    out = {}
    for card in cards:
        cost = card.build_cost or 0
        if card.urban and card.level > 0:
            cost -= max((s["discount"].get(card.age, 0) for s in construction), default=0)
        cost -= sum(s.get("resources", 0) for s in conditional if s["type"] == card.type)
        if st.reminders:
            cost -= lw_board.build_discount(g, st, p, card)  # James Watt (TA-47.1)
        out[card.id] = max(0, cost)
    return out


def upgrade_cost(g: GameData, st: TtaState, p: int, low: Card, high: Card) -> int:
    return max(0, build_cost(g, st, p, high) - build_cost(g, st, p, low))


def science_cost(g: GameData, st: TtaState, p: int, card: Card, revolution: bool = False) -> int:
    known = kept_science_costs(g, st, p, revolution)
    if known is None:
        return _science_cost(g, st, p, card, revolution)
    cost = known.get(card.id)
    if cost is None:
        cost = known[card.id] = _science_cost(g, st, p, card, revolution)
    return cost


SCIENCE_COSTS = (("science_costs", False), ("science_costs", True))  # by revolution


def kept_science_costs(g: GameData, st: TtaState, p: int, revolution: bool) -> dict[str, int] | None:
    """Card id -> `science_cost`, kept on the in-play index (filled as asked) when costs follow
    from the cards in play alone (no Scientific Cooperation of p, no module, no discount needing a
    building), or None."""
    if st.reminders:
        return None
    index = in_play_index(g, st, p)
    if not fixed_costs(index) or (st.pacts and _cooperating(g, st, p, index)):
        return None
    return index.derived.setdefault(SCIENCE_COSTS[revolution], {})


def _cooperating(g: GameData, st: TtaState, p: int, index) -> bool:
    """Whether p is a side of a pact with Scientific Cooperation, whose discount reads the
    partner's science (`pacts.cooperation`); any other pact leaves science costs alone. Kept on
    the index, which is rebuilt whenever the pacts change."""
    found = index.derived.get("cooperating")
    if found is None:
        found = index.derived["cooperating"] = any(
            p in (x["a"], x["b"]) and "science_cooperation" in g.ops[card_of(x["card"]) + "#A"]
            for x in st.pacts
        )
    return found


def _science_cost(g: GameData, st: TtaState, p: int, card: Card, revolution: bool) -> int:
    cost = (card.revolution_cost if revolution else card.science_cost) or 0
    if st.pacts:  # Scientific Cooperation (TA-13.3)
        from engines.through_ages.pacts import cooperation

        cost -= cooperation(g, st, p)[0]
    if st.reminders:
        cost -= lw_board.science_discount(g, st, p, card, revolution)
    return max(0, cost - _conditional(g, st, p, card, "science"))


def wonder_stage_limit(g: GameData, st: TtaState, p: int) -> int:
    """TA-18.7: stages one build action may build."""
    derived = in_play_index(g, st, p).derived  # it follows from the cards in play
    limit = derived.get("wonder_stage_limit")
    if limit is None:
        steps = board.steps_of(g, st, p, "construction")
        limit = derived["wonder_stage_limit"] = max((s["stages"] for s in steps), default=1)
    return limit
