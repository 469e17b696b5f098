"""Names and phrases players read, in English and Polish (Polish edition terms from the data file).

`Texts` is built once per engine from its data: the names of locations, cards and buildings are
tables computed then, so the frequent log lines are a few concatenations.
"""

from __future__ import annotations

from engines.base import Text, join_texts, pl_plural, seat_name, tr
from engines.stone_age.data import RESOURCES, StoneAgeData

MAX_SEATS = 4
MAX_PEOPLE = 10

NOTHING = tr("nothing", "nic")


def _people(n: int) -> Text:
    return tr(f"{n} {'person' if n == 1 else 'people'}", f"{n} {pl_plural(n, 'pionek', 'pionki', 'pionków')}")


def _up_to(n: int) -> Text:
    return tr(f"up to {n}", f"maks. {n}")


PLAYERS = tuple(seat_name(seat) for seat in range(MAX_SEATS))
PEOPLE = tuple(_people(n) for n in range(MAX_PEOPLE + 1))
UP_TO = tuple(_up_to(n) for n in range(MAX_PEOPLE + 1))


def player(seat: int) -> Text:
    return PLAYERS[seat] if 0 <= seat < MAX_SEATS else seat_name(seat)


def people(n: int) -> Text:
    return PEOPLE[n] if 0 <= n <= MAX_PEOPLE else _people(n)


def up_to(n: int) -> Text:
    """How many people fit on a location: "up to 3"."""
    return UP_TO[n] if 0 <= n <= MAX_PEOPLE else _up_to(n)


class Texts:
    def __init__(self, data: StoneAgeData):
        self.data = data
        self.locations = {loc.id: loc.name for loc in data.locations}
        for i in range(1, len(data.card_slot_costs) + 1):
            name = data.card_slot_name
            self.locations[f"card_{i}"] = tr(f"{name.en} {i}", f"{name.pl} {i}")
        for i in range(1, max(data.building_stacks_by_player_count.values()) + 1):
            name = data.building_stack_name
            self.locations[f"building_{i}"] = tr(f"{name.en} {i}", f"{name.pl} {i}")
        self.cards = {
            c.id: self.card_top(c.id) + tr(" / ") + self.card_bottom(c.id) for c in data.civilization_cards
        }
        self.buildings = {b.id: self._building(b.id) for b in data.buildings}
        # a card slot's offer in a placement option: "cost 2: <card>", per slot cost and card
        self.card_offers = {
            (cost, c.id): tr(f"cost {cost}: ", f"koszt {cost}: ") + self.cards[c.id]
            for cost in set(data.card_slot_costs)
            for c in data.civilization_cards
        }

    def good(self, key: str) -> Text:
        return self.data.goods[key]

    def goods(self, key: str, n: int) -> Text:
        """'3× wood' style, which needs no Polish declension."""
        name = self.data.goods[key]
        return Text(en=f"{n}× {name.en}", pl=f"{n}× {name.pl}")

    def goods_or_nothing(self, key: str, n: int) -> Text:
        """'2× wood', or 'nothing (wood)' when a roll yields none: never '0× wood'."""
        if n:
            return self.goods(key, n)
        name = self.data.goods[key]
        return tr(f"nothing ({name.en})", f"nic ({name.pl})")

    def take(self, key: str, n: int) -> Text:
        """The option that takes a roll's yield: 'Take 2× wood', or 'Take nothing (wood)'."""
        if n:
            return tr("Take ", "Weź ") + self.goods(key, n)
        name = self.data.goods[key]
        return tr(f"Take nothing ({name.en})", f"Nic nie bierz ({name.pl})")

    def resource_list(self, counts: list[int]) -> Text:
        parts = [self.goods(RESOURCES[i], n) for i, n in enumerate(counts) if n]
        return join_texts(parts) if parts else NOTHING

    def location(self, loc: str) -> Text:
        return self.locations[loc]

    def card_top(self, card_id: str) -> Text:
        top = self.data.card(card_id).top
        name = self.data.card_effects[top.effect]
        if top.effect in ("food", "points"):
            return name + tr(f" +{top.amount}")
        if top.effect == "resource":
            return name + tr(": ") + self.goods(top.resource, top.amount)
        if top.effect == "resource_by_dice":
            return name + tr(": ") + self.good(top.resource)
        if top.effect == "one_use_tool":
            return name + tr(f" {top.value}")
        return name

    def card_bottom(self, card_id: str) -> Text:
        bottom = self.data.card(card_id).bottom
        if bottom.color == "green":
            sym = self.data.green_symbols[bottom.symbol]
            return tr(f"green: {sym.en}", f"zielona: {sym.pl}")
        kind = self.data.yellow_types[bottom.type].name
        return tr(f"yellow: {bottom.count}× {kind.en}", f"żółta: {bottom.count}× {kind.pl}")

    def card(self, card_id: str) -> Text:
        return self.cards[card_id]

    def card_offer(self, cost: int, card_id: str) -> Text:
        return self.card_offers[cost, card_id]

    def building(self, building_id: str) -> Text:
        return self.buildings[building_id]

    def _building(self, building_id: str) -> Text:
        b = self.data.building(building_id)
        if b.kind == "fixed":
            cost = join_texts([self.goods(k, n) for k, n in b.cost.items()])
            return cost + tr(f" = {b.points} pts", f" = {b.points} pkt")
        if b.kind == "count_of_kinds":
            res_pl = pl_plural(b.count, "surowiec", "surowce", "surowców")
            kinds_pl = "rodzaju" if b.kinds == 1 else "rodzajach"
            return tr(
                f"{b.count} resources of {b.kinds} {'kind' if b.kinds == 1 else 'kinds'}",
                f"{b.count} {res_pl} w {b.kinds} {kinds_pl}",
            )
        return tr(f"{b.min} to {b.max} resources of any kinds", f"od {b.min} do {b.max} dowolnych surowców")

    # ------------------------------------------------------------ log lines of frequent moves

    def placed(self, seat: int, count: int, loc: str) -> Text:
        who, many, where = player(seat), people(count), self.locations[loc]
        return Text(
            en=f"{who.en} places {many.en} on {where.en}", pl=f"{who.pl} stawia {many.pl}: {where.pl}"
        )

    def rolled(self, seat: int, dice: list[int], loc: str) -> Text:
        shown = " ".join(map(str, dice))
        who, where = player(seat), self.locations[loc]
        return Text(
            en=f"{who.en} rolls {shown} (sum {sum(dice)}) at {where.en}",
            pl=f"{who.pl} rzuca {shown} (suma {sum(dice)}): {where.pl}",
        )

    def gained(self, seat: int, key: str, amount: int, tools: int) -> Text:
        if not amount:  # a roll too low for even one: say that nothing is gained
            good = self.good(key)
            return player(seat) + tr(f" gains no {good.en}", f" nic nie dostaje ({good.pl})")
        who, name = player(seat), self.data.goods[key]
        en, pl = f"{who.en} gains {amount}× {name.en}", f"{who.pl} dostaje {amount}× {name.pl}"
        if tools:
            en, pl = f"{en} (tools +{tools})", f"{pl} (narzędzia +{tools})"
        return Text(en=en, pl=pl)

    def cannot_pay(self, seat: int, loc: str) -> Text:
        return player(seat) + tr(" cannot pay for ", " nie może zapłacić: ") + self.locations[loc]

    def declined(self, seat: int, loc: str) -> Text:
        return player(seat) + tr(" does not buy at ", " rezygnuje: ") + self.locations[loc]
