"""Names and phrases players read, in English and Polish (Polish edition terms from the data file)."""

from __future__ import annotations

from functools import cache

from engines.base import Text, join_texts, pl_plural, seat_name, tr
from engines.stone_age.data import DATA, RESOURCES


@cache
def player(seat: int) -> Text:
    return seat_name(seat)


@cache
def people(n: int) -> Text:
    return tr(f"{n} {'person' if n == 1 else 'people'}", f"{n} {pl_plural(n, 'pionek', 'pionki', 'pionków')}")


def good(key: str) -> Text:
    return DATA.goods[key]


@cache
def goods(key: str, n: int) -> Text:
    """'3× wood' style, which needs no Polish declension."""
    name = DATA.goods[key]
    return tr(f"{n}× {name.en}", f"{n}× {name.pl}")


def resource_list(counts: list[int]) -> Text:
    parts = [goods(RESOURCES[i], n) for i, n in enumerate(counts) if n]
    return join_texts(parts) if parts else tr("nothing", "nic")


@cache
def location(loc: str) -> Text:
    if loc.startswith("card_"):
        n = loc[5:]
        return tr(f"{DATA.card_slot_name.en} {n}", f"{DATA.card_slot_name.pl} {n}")
    if loc.startswith("building_"):
        n = loc[9:]
        return tr(f"{DATA.building_stack_name.en} {n}", f"{DATA.building_stack_name.pl} {n}")
    return DATA.location(loc).name


def card_top(card_id: str) -> Text:
    top = DATA.card(card_id).top
    name = DATA.card_effects[top.effect]
    if top.effect in ("food", "points"):
        return name + tr(f" +{top.amount}")
    if top.effect == "resource":
        return name + tr(": ") + goods(top.resource, top.amount)
    if top.effect == "resource_by_dice":
        return name + tr(": ") + good(top.resource)
    if top.effect == "one_use_tool":
        return name + tr(f" {top.value}")
    return name


def card_bottom(card_id: str) -> Text:
    bottom = DATA.card(card_id).bottom
    if bottom.color == "green":
        sym = DATA.green_symbols[bottom.symbol]
        return tr(f"green: {sym.en}", f"zielona: {sym.pl}")
    kind = DATA.yellow_types[bottom.type].name
    return tr(f"yellow: {bottom.count}× {kind.en}", f"żółta: {bottom.count}× {kind.pl}")


@cache
def card(card_id: str) -> Text:
    return card_top(card_id) + tr(" / ") + card_bottom(card_id)


@cache
def building(building_id: str) -> Text:
    b = DATA.building(building_id)
    if b.kind == "fixed":
        cost = join_texts([goods(k, n) for k, n in b.cost.items()])
        return cost + tr(f" = {b.points} pts", f" = {b.points} pkt")
    if b.kind == "count_of_kinds":
        res_pl = pl_plural(b.count, "surowiec", "surowce", "surowców")
        kinds_pl = "rodzaju" if b.kinds == 1 else "rodzajach"
        return tr(
            f"{b.count} resources of {b.kinds} {'kind' if b.kinds == 1 else 'kinds'}",
            f"{b.count} {res_pl} w {b.kinds} {kinds_pl}",
        )
    return tr(f"{b.min} to {b.max} resources of any kinds", f"od {b.min} do {b.max} dowolnych surowców")


# ---------------------------------------------------------------- log lines of frequent moves
# Cached (or built in one piece): the same few sentences recur thousands of times in a game.


@cache
def placed(seat: int, count: int, loc: str) -> Text:
    return player(seat) + tr(" places ", " stawia ") + people(count) + tr(" on ", ": ") + location(loc)


def rolled(seat: int, dice: list[int], loc: str) -> Text:
    shown = " ".join(map(str, dice))
    who, where = player(seat), location(loc)
    return Text(
        en=f"{who.en} rolls {shown} (sum {sum(dice)}) at {where.en}",
        pl=f"{who.pl} rzuca {shown} (suma {sum(dice)}): {where.pl}",
    )


@cache
def gained(seat: int, key: str, amount: int, tools: int) -> Text:
    text = player(seat) + tr(" gains ", " dostaje ") + goods(key, amount)
    return text + tr(f" (tools +{tools})", f" (narzędzia +{tools})") if tools else text


@cache
def cannot_pay(seat: int, loc: str) -> Text:
    return player(seat) + tr(" cannot pay for ", " nie może zapłacić: ") + location(loc)


@cache
def declined(seat: int, loc: str) -> Text:
    return player(seat) + tr(" does not buy at ", " rezygnuje: ") + location(loc)
