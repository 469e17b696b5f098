"""Prompt options built once per engine: most options of a Stone Age prompt are one of a few hundred
(a location with its card, building or room; a payment step; "back"), so a prompt picks them from
these tables instead of building each option and its texts again. Options are never edited after a
prompt is made (the host copies a prompt to rename seats), so prompts may share them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.base import Option, Text
from engines.kit.trusted import fast_model
from engines.stone_age import texts
from engines.stone_age.data import HUNTING

if TYPE_CHECKING:
    from engines.stone_age.rules import Rules
    from engines.stone_age.state import StoneAgeState


def option(action: str, label: Text, detail: Text | None = None) -> Option:
    """An option from values the engine made (an id it built from its own tables): no validation."""
    return fast_model(Option, {"id": action, "label": label, "detail": detail})


class LocationOptions:
    """ "<verb>:<location>" options with their details (placement.location_detail), per the detail's
    key: the card in a slot, the top building of a stack, the room on a location while placing."""

    def __init__(self, rules: Rules, verb: str):
        self.r = rules
        t, data = rules.texts, rules.data
        self.table: dict[tuple[str, object], Option] = {}
        self.gathering = frozenset(rules.gathering)
        every = (HUNTING, *rules.gathering, *rules.village, *rules.card_slots, *rules.building_stacks)
        for loc in every:
            action, label = f"{verb}:{loc}", t.location(loc)
            self.table[loc, None] = option(action, label)
            slot, stack = rules.slot_index.get(loc), rules.stack_index.get(loc)
            if slot is not None:
                cost = data.card_slot_costs[slot]
                for card in data.civilization_cards:
                    self.table[loc, card.id] = option(action, label, t.card_offer(cost, card.id))
            elif stack is not None:
                for b in data.buildings:
                    self.table[loc, b.id] = option(action, label, t.building(b.id))
            elif loc not in rules.village:
                for n in range(texts.MAX_PEOPLE + 1):
                    self.table[loc, n] = option(action, label, texts.up_to(n))

    def placing(self, s: StoneAgeState, seat: int, loc: str) -> Option:
        """The option of `loc` where `seat` may place now (one of Rules.placements): its room is
        all the seat's people on the hunting grounds, what fits on a gathering area."""
        if loc == HUNTING:
            return self.table.get((loc, s.unplaced[seat])) or self.get(s, seat, loc)
        if loc in self.gathering:
            room = min(s.unplaced[seat], self.r.gathering_room(s, loc))
            return self.table.get((loc, room)) or self.get(s, seat, loc)
        return self.get(s, seat, loc)

    def get(self, s: StoneAgeState, seat: int, loc: str) -> Option:
        """The option of `loc` now, as placement.location_detail describes it."""
        r = self.r
        slot = r.slot_index.get(loc)
        if slot is not None:
            key = s.slots[slot]
        else:
            stack = r.stack_index.get(loc)
            if stack is not None:
                tiles = s.stacks[stack]
                key = tiles[-1] if tiles else None
            elif s.phase == "placement" and loc not in r.village:
                key = r.max_place(s, seat, loc)
            else:
                key = None
        found = self.table.get((loc, key))
        if found is None:  # beyond the tables (a hand-made position)
            found = option(self.table[loc, None].id, r.texts.location(loc), location_detail(r, s, seat, loc))
        return found


def location_detail(r: Rules, s: StoneAgeState, seat: int, loc: str) -> Text | None:
    """What a location offers: the card and its cost, the building, or how many people fit."""
    slot = r.slot_index.get(loc)
    if slot is not None:
        card_id = s.slots[slot]
        return None if card_id is None else r.texts.card_offer(r.data.card_slot_costs[slot], card_id)
    stack = r.stack_index.get(loc)
    if stack is not None:
        tiles = s.stacks[stack]
        return r.texts.building(tiles[-1]) if tiles else None
    if s.phase == "placement" and loc not in r.village:
        return texts.up_to(r.max_place(s, seat, loc))
    return None
