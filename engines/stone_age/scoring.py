"""Final scoring (SA-13) and the tie-break (SA-14), also used for the private running tally.

The functions take the engine's data first, so an engine built with other data scores by it.
"""

from __future__ import annotations

from engines.base import Text, tr
from engines.stone_age.data import StoneAgeData
from engines.stone_age.state import StoneAgeState


def green_sets(data: StoneAgeData, symbols: list[str]) -> int:
    """SA-13.1: set A holds one card of every symbol owned, set B the duplicates; n different -> n²."""
    counts: dict[str, int] = {}  # a plain dict: collections.Counter costs more for a handful
    for symbol in symbols:
        counts[symbol] = counts.get(symbol, 0) + 1
    table = data.green_set_scores
    first = len(counts)
    second = sum(1 for n in counts.values() if n > 1)
    return (table[first - 1] if first else 0) + (table[second - 1] if second else 0)


def card_score(data: StoneAgeData, cards: list[str], multipliers: dict[str, int]) -> dict[str, int]:
    """Bottom halves: green sets, and per yellow type figures × that type's multiplier (SA-13.2)."""
    return CardScorer(data).score(cards, multipliers)


class CardScorer:
    """card_score with the card bottoms read once from the data (the private part, after every
    move, tallies the seat's cards)."""

    def __init__(self, data: StoneAgeData):
        self.data = data
        # card -> (green?, its symbol, its yellow figure type, their count)
        self.bottoms = {
            c.id: (c.bottom.color == "green", c.bottom.symbol, c.bottom.type, c.bottom.count)
            for c in data.civilization_cards
        }
        self.yellow = tuple((kind, yellow.multiplies) for kind, yellow in data.yellow_types.items())

    def score(self, cards: list[str], multipliers: dict[str, int]) -> dict[str, int]:
        symbols = []
        figures = {kind: 0 for kind, _ in self.yellow}
        bottoms = self.bottoms
        for card_id in cards:
            green, symbol, kind, count = bottoms[card_id]
            if green:
                symbols.append(symbol)
            else:
                figures[kind] += count
        out = {"green_sets": green_sets(self.data, symbols)}
        for kind, multiplies in self.yellow:
            out[kind] = figures[kind] * multipliers[multiplies]
        return out


def multipliers(s: StoneAgeState, seat: int) -> dict[str, int]:
    """What each yellow figure type multiplies (SA-13.2; tool makers: permanent tools only, SA-D10)."""
    return {
        "agriculture_level": s.agriculture[seat],
        "total_permanent_tool_value": sum(s.tools[seat]),
        "building_count": len(s.buildings[seat]),
        "people_count": s.people[seat],
    }


def all_cards(s: StoneAgeState, seat: int) -> list[str]:
    """SA-13.4: every card owned, unused one-use tool cards included."""
    return s.cards[seat] + s.kept[seat]


def breakdown(data: StoneAgeData, s: StoneAgeState, seat: int) -> dict[str, int]:
    parts = {"score_track": s.score[seat]}
    parts.update(card_score(data, all_cards(s, seat), multipliers(s, seat)))
    parts["resources_left"] = sum(s.resources[seat]) * data.points_per_leftover_resource
    return parts


def breakdown_labels(data: StoneAgeData) -> dict[str, Text]:
    return {
        "score_track": tr("score track", "tor punktacji"),
        "green_sets": tr("green cards", "zielone karty"),
        **{kind: yellow.name for kind, yellow in data.yellow_types.items()},
        "resources_left": tr("resources left", "pozostałe surowce"),
    }


def tiebreak(s: StoneAgeState, seat: int) -> int:
    """SA-14.2: agriculture level + total permanent tool value + people."""
    return s.agriculture[seat] + sum(s.tools[seat]) + s.people[seat]
