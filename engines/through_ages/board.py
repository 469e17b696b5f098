"""A civilization's derived values (TA-3.4): ratings, production, and paying and gaining
food and resources as blue tokens (TA-4). Nothing here decides; everything is computed from the
state and the cards' steps."""

from __future__ import annotations

from typing import Any

from engines.through_ages import lw_board
from engines.through_ages.armies import army_strength
from engines.through_ages.data import LEVEL, UNITS, Card, GameData
from engines.through_ages.in_play import in_play_ids_of, in_play_index, in_play_source
from engines.through_ages.state import TtaState, card_of, seat_add, seat_put

KINDS = {"food": "farm", "resources": "mine"}


# ---------------------------------------------------------------- cards in play


def in_play(g: GameData, st: TtaState, p: int) -> list[Card]:
    """Cards whose passive effects apply: technologies, government, leader, completed wonders
    (not ravaged), colonies (TA-18, TA-19, TA-20, TA-21.3)."""
    cards = [g.card[c] for c in st.techs[p]]
    cards.append(g.card[st.government[p]])
    if st.leader[p]:
        cards.append(g.card[st.leader[p]])
    cards += [g.card[w] for w in st.wonders[p] if w not in st.ravaged[p]]
    cards += [g.card[c] for c in st.colonies[p]]
    return cards


def in_play_ids(st: TtaState, p: int) -> list[str]:
    return in_play_ids_of(*in_play_source(st, p))


# steps_of, has and modifier run dozens of times per move: inside a `reading` scope they take p's
# index checked already in that scope themselves (in_play_index's first lines, without its call)


def steps_of(g: GameData, st: TtaState, p: int, op: str) -> list[dict[str, Any]]:
    """The steps with `op` of p's cards in play (callers only read the list)."""
    checked = (st.__pydantic_private__ or NO_PRIVATE).get("_checked")
    index = checked.get(p) if checked else None
    if index is None:
        index = in_play_index(g, st, p)
    return index.ops.get(op, NO_STEPS)


NO_STEPS: list[dict[str, Any]] = []
NO_PRIVATE: dict[str, Any] = {}


def has(g: GameData, st: TtaState, p: int, op: str) -> bool:
    checked = (st.__pydantic_private__ or NO_PRIVATE).get("_checked")
    index = checked.get(p) if checked else None
    if index is None:
        index = in_play_index(g, st, p)
    return op in index.ops


def modifier(g: GameData, st: TtaState, p: int, key: str) -> int:
    checked = (st.__pydantic_private__ or NO_PRIVATE).get("_checked")
    index = checked.get(p) if checked else None
    if index is None:
        index = in_play_index(g, st, p)
    total = index.mods.get(key)
    if total is None:
        total = index.modifier(key)
    if st.reminders and ("by_age" in index.ops or "saladin" in index.ops):
        total += lw_board.modifier(g, st, p, key)  # nothing without these ops
    return total


def yields(card: Card) -> dict[str, int]:
    return card.yield_step


def buildings(g: GameData, st: TtaState, p: int, kind: str | None = None) -> list[tuple[Card, int]]:
    """(card, workers) of the player's technologies with workers, of one type ('urban' for any
    urban building, 'unit' for any unit)."""
    out = []
    for cid, n in st.workers[p].items():
        if n <= 0:
            continue
        card = g.card[cid]
        if (
            kind is None
            or card.type == kind
            or (kind == "urban" and card.urban)
            or (kind == "unit" and card.unit)
        ):
            out.append((card, n))
    return out


def build_targets(g: GameData, st: TtaState, p: int, types: list[str] | None) -> list[Card]:
    out = []
    for cid in st.techs[p]:
        card = g.card[cid]
        if not card.building:
            continue
        if types is not None and not (card.type in types or (card.urban and "urban" in types)):
            continue
        out.append(card)
    return out


def first_copies(g: GameData, hand: list[str]) -> list[tuple[str, Card]]:
    """(instance, card) of the first copy of each card in a military hand, in hand order: the
    political choices offer one option per card, named by its first copy."""
    out, seen = [], set()
    for inst in hand:
        card = g.card[card_of(inst)]
        if card.id not in seen:
            seen.add(card.id)
            out.append((inst, card))
    return out


def count_type(g: GameData, st: TtaState, p: int, kind: str) -> int:
    return sum(n for _, n in buildings(g, st, p, kind))


def best(g: GameData, st: TtaState, p: int, types: tuple[str, ...]) -> Card | None:
    """TA-3.3: the highest-level card of these types with at least one worker."""
    cards = [c for c, _ in buildings(g, st, p) if c.type in types]
    return max(cards, key=lambda c: c.level, default=None)


# ---------------------------------------------------------------- tables (TA-4.1, TA-4.3)


def yellow_row(g: GameData, tokens: int) -> dict[str, Any]:
    if tokens < 0:
        raise ValueError(f"no yellow-bank row for {tokens}")
    rows = g.yellow_rows
    return rows[min(tokens, len(rows) - 1)]  # extra tokens lie beyond the last space


def population_cost(g: GameData, st: TtaState, p: int) -> int | None:
    cost = yellow_row(g, st.yellow[p])["population_food_cost"]
    if cost is None:
        return None
    derived = in_play_index(g, st, p).derived  # the discount follows from the cards in play
    discount = derived.get("population_discount")
    if discount is None:
        discount = derived["population_discount"] = sum(
            s["food"] for s in steps_of(g, st, p, "population_discount")
        )
    return max(0, cost - discount)


def consumption(g: GameData, st: TtaState, p: int) -> int:
    return yellow_row(g, st.yellow[p])["consumption"]


def corruption(g: GameData, st: TtaState, p: int) -> int:
    if st.blue[p] < 0:
        raise ValueError(f"no blue-bank row for {st.blue[p]}")
    rows = g.corruption_rows
    return rows[min(st.blue[p], len(rows) - 1)]["corruption"]


# ---------------------------------------------------------------- happiness (TA-23)


def happy_faces(g: GameData, st: TtaState, p: int) -> int:
    index = in_play_index(g, st, p)
    boost = "happy_boost" in index.ops
    total = 0
    for card, n in buildings(g, st, p):
        h = yields(card).get("happy", 0)
        total += n * (h + (1 if boost and h > 0 else 0))
    cards = index.derived.get("happy")
    if cards is None:  # the cards in play decide it alone
        cards = index.derived["happy"] = _cards_happy(g, st, p, boost)
    total += cards
    if st.homer_wonder and st.homer_wonder[p] in st.wonders[p] and st.homer_wonder[p] not in st.ravaged[p]:
        total += 1
    if st.wars:  # Hybrid War: discontent faces for both sides while it waits (TA-49.13)
        total -= sum(s["faces"] for w in st.wars if p in (w["by"], w["target"])
                     for s in g.ops[w["card"].split("@")[0]].get("war_unrest", ()))  # fmt: skip
    return total + lw_board.happy(g, st, p) if st.reminders else total


def _cards_happy(g: GameData, st: TtaState, p: int, boost: bool) -> int:
    total = 0
    for card in in_play(g, st, p):
        h = card.modify_happy
        own_boost = boost and h > 0 and not card.boosts_happy
        total += h + (1 if own_boost else 0)
    return total


def happiness(g: GameData, st: TtaState, p: int) -> int:
    """Happy faces capped to 0..8 (Homer under a completed wonder adds one, TA-3.1)."""
    return max(0, min(g.tables["happiness_max"], happy_faces(g, st, p)))


def discontent(g: GameData, st: TtaState, p: int, happy: int | None = None) -> int:
    """TA-23.2: happy faces required minus happiness, if positive (`happy`: `happiness`, when the
    caller read it already)."""
    relief = lw_board.discontent_relief(g, st, p) if st.reminders else 0  # Forbidden City (TA-46.11)
    if happy is None:
        happy = happiness(g, st, p)
    return max(0, yellow_row(g, st.yellow[p])["happy_required"] - happy - relief)


def population(st: TtaState, p: int) -> int:
    return st.idle[p] + sum(st.workers[p].values())


# ---------------------------------------------------------------- ratings (TA-3.1)


def science_rating(g: GameData, st: TtaState, p: int) -> int:
    meier = has(g, st, p, "lab_culture")
    total = modifier(g, st, p, "science")
    for card, n in buildings(g, st, p):
        s = yields(card).get("science", 0)
        if meier and card.type == "lab":
            s = max(0, s - 1)
        total += n * s
    if has(g, st, p, "best_science_bonus"):
        top = best(g, st, p, ("lab", "library"))
        total += top.level if top else 0
    if st.reminders:
        total += lw_board.science(g, st, p)
    return max(0, total)


def culture_rating(g: GameData, st: TtaState, p: int) -> int:
    total = modifier(g, st, p, "culture")
    for card, n in buildings(g, st, p):
        total += n * yields(card).get("culture", 0)
    for step in steps_of(g, st, p, "building_bonus"):
        total += count_type(g, st, p, step["type"]) * step["culture"]
    for step in steps_of(g, st, p, "happy_culture"):
        types = step["types"]
        total += sum(n * yields(c).get("happy", 0) for c, n in buildings(g, st, p) if c.type in types)
        if "wonder" in types:
            total += sum(
                max(0, s.get("happy", 0))
                for w in st.wonders[p]
                if w not in st.ravaged[p]
                for s in g.card[w].steps
                if s["op"] == "modify"
            )
    for step in steps_of(g, st, p, "pair_culture"):
        total += min(count_type(g, st, p, t) for t in step["types"]) * step["culture"]
    for step in steps_of(g, st, p, "best_double"):
        top = best(g, st, p, (step["type"],))
        total += yields(top).get("culture", 0) if top else 0
    if has(g, st, p, "lab_culture"):
        total += sum(n * c.level for c, n in buildings(g, st, p, "lab"))
    for step in steps_of(g, st, p, "colony_culture"):
        if st.colonies[p]:
            total += step["first"] + step["each"] * (len(st.colonies[p]) - 1)
    total += 2 * len(st.ravaged[p])  # Ravages of Time: a face-down wonder produces 2 culture
    if st.pacts:
        from engines.through_ages.pacts import partner_wonder_culture

        total += partner_wonder_culture(g, st, p)
    if st.reminders:
        total += lw_board.culture(g, st, p)
    return max(0, total)


def unit_levels(g: GameData, st: TtaState, p: int) -> dict[str, list[int]]:
    """Levels of every unit (one entry per worker), by unit type."""
    out: dict[str, list[int]] = {t: [] for t in UNITS}
    for card, n in buildings(g, st, p, "unit"):
        out[card.type] += [card.level] * n
    return out


def tactic_card(g: GameData, st: TtaState, p: int) -> Card | None:
    return g.card[st.tactic[p].split("@")[0]] if st.tactic[p] else None


def strength_rating(g: GameData, st: TtaState, p: int) -> int:
    """TA-3.1. Without the New Leaders and Wonders module it follows from the cards in play, the
    workers and the tactic card: the last rating is kept on the in-play index with those two
    (political choices read every opponent's rating, which changes only in its own turn)."""
    if st.reminders:
        return _strength_rating(g, st, p)
    derived = in_play_index(g, st, p).derived
    workers, tactic = st.workers[p], st.tactic[p]
    kept = derived.get("strength")
    if kept is not None and kept[1] == tactic and kept[0] == workers:
        return kept[2]
    rating = _strength_rating(g, st, p)
    derived["strength"] = (dict(workers), tactic, rating)  # a copy: hand edits in place are seen
    return rating


def _strength_rating(g: GameData, st: TtaState, p: int) -> int:
    total = modifier(g, st, p, "strength")
    for card, n in buildings(g, st, p):
        total += n * yields(card).get("strength", 0)
    units = unit_levels(g, st, p)
    unit_count = sum(len(v) for v in units.values())
    for step in steps_of(g, st, p, "unit_bonus"):
        types = step.get("types")
        total += step["strength"] * (unit_count if types is None else sum(len(units[t]) for t in types))
    for step in steps_of(g, st, p, "unit_variety"):
        total += step["strength"] * sum(1 for v in units.values() if v)
    for step in steps_of(g, st, p, "happy_strength"):
        types = step["types"]
        total += sum(n * yields(c).get("happy", 0) for c, n in buildings(g, st, p) if c.type in types)
        if "government" in types:
            gov = g.card[st.government[p]]
            total += max(0, sum(s.get("happy", 0) for s in gov.steps if s["op"] == "modify"))
    tactic = tactic_card(g, st, p)
    if tactic is not None and st.reminders and lw_board.needs_armies(g, st, p):
        total += lw_board.army_strength(g, st, p, tactic, units, has(g, st, p, "infantry_as_cavalry"))
    elif tactic is not None:
        total += army_strength(tactic, units, has(g, st, p, "infantry_as_cavalry"))
    if st.reminders:
        total += lw_board.strength(g, st, p)
    return max(0, total)


# ---------------------------------------------------------------- actions (TA-1.3, TA-19.1)


def civil_total(g: GameData, st: TtaState, p: int) -> int:
    return modifier(g, st, p, "civil_actions")


def military_total(g: GameData, st: TtaState, p: int) -> int:
    return modifier(g, st, p, "military_actions")


def civil_left(g: GameData, st: TtaState, p: int) -> int:
    return max(0, civil_total(g, st, p) - st.civil_spent[p])


def military_left(g: GameData, st: TtaState, p: int) -> int:
    return max(0, military_total(g, st, p) + st.extra_military[p] - st.military_spent[p])


def urban_limit(g: GameData, st: TtaState, p: int) -> int:
    return modifier(g, st, p, "urban_limit")


def civil_hand_limit(g: GameData, st: TtaState, p: int) -> int:
    return civil_total(g, st, p) + modifier(g, st, p, "civil_hand")


def military_hand_limit(g: GameData, st: TtaState, p: int) -> int:
    return military_total(g, st, p) + modifier(g, st, p, "military_hand")


# ---------------------------------------------------------------- food and resources (TA-4.5-4.7)


def value(card: Card) -> int:
    y = yields(card)
    return y.get("food", 0) or y.get("resources", 0)


def stock_cards(g: GameData, st: TtaState, p: int, kind: str) -> list[Card]:
    """The farm (kind 'food') or mine ('resources') cards in play, highest value first (read
    only: the in-play index keeps the list, the technologies decide it)."""
    derived = in_play_index(g, st, p).derived
    cards = derived.get(("stock_cards", kind))
    if cards is None:
        t = KINDS[kind]
        cards = derived[("stock_cards", kind)] = sorted(
            (g.card[c] for c in st.techs[p] if g.card[c].type == t), key=value, reverse=True
        )
    return cards


def token_value(card: Card) -> int:
    """What one blue token on the card is worth: a farm's or mine's yield; on a lab (Bill Gates'
    output, TA-44.7, TA-Q32) the lab's level."""
    return card.level if card.type == "lab" else value(card)


def holding_cards(g: GameData, st: TtaState, p: int, kind: str) -> list[Card]:
    """The cards whose tokens count as food (resources), highest value first: the farms (mines)
    and, for resources, labs holding Bill Gates' tokens, which stay resources after he left
    (TA-44.7, TA-Q32). Gains go on farms and mines only (`stock_cards`)."""
    cards = stock_cards(g, st, p, kind)
    if kind == "resources":
        labs = [g.card[c] for c in st.stored[p] if g.card[c].type == "lab"]
        cards = sorted(cards + labs, key=token_value, reverse=True)
    return cards


def stock(g: GameData, st: TtaState, p: int, kind: str) -> int:
    """The food (resources) p holds: the tokens on `holding_cards` at their values (a sum, so in
    any order: read from the tokens themselves)."""
    stored = st.stored[p]
    if not stored:
        return 0
    t, techs, total = KINDS[kind], st.techs[p], 0
    for cid, n in stored.items():
        card = g.card[cid]
        if card.type == t:
            if cid in techs:
                total += n * value(card)
        elif card.type == "lab" and kind == "resources":
            total += n * card.level
    return total


def _put(st: TtaState, p: int, card: str, delta: int) -> None:
    now = st.stored[p].get(card, 0) + delta
    stored = dict(st.stored[p])
    if now:
        stored[card] = now
    else:
        stored.pop(card, None)
    seat_put(st, "stored", p, stored)
    seat_add(st, "blue", p, -delta)


def gain(g: GameData, st: TtaState, p: int, kind: str, amount: int) -> int:
    """TA-4.7: place tokens worth `amount` (highest values first); with too few tokens in the blue
    bank the largest achievable amount. Returns the amount gained."""
    left = amount
    for card in stock_cards(g, st, p, kind):
        v = value(card)
        n = min(left // v, st.blue[p])
        if n > 0:
            _put(st, p, card.id, n)
            left -= n * v
    return amount - left


def pay(g: GameData, st: TtaState, p: int, kind: str, amount: int) -> int:
    """TA-4.6: return tokens worth `amount`, making change on lower cards; when exact change is
    impossible the smallest larger amount (TA-Q2). A shortfall removes everything. Returns the
    amount actually paid (0..amount)."""
    if amount <= 0:
        return 0
    have = stock(g, st, p, kind)
    if have <= amount:
        for card in holding_cards(g, st, p, kind):
            _put(st, p, card.id, -st.stored[p].get(card.id, 0))
        return have
    left = amount
    cards = holding_cards(g, st, p, kind)
    # the least valuable tokens go first: more tokens return to the bank (less corruption, TA-4.3)
    for card in reversed(cards):
        v = token_value(card)
        n = min(st.stored[p].get(card.id, 0), left // v)
        if n:
            _put(st, p, card.id, -n)
            left -= n * v
    if left > 0:
        card = min((c for c in cards if st.stored[p].get(c.id, 0) and token_value(c) > left), key=token_value)
        _put(st, p, card.id, -1)
        change = token_value(card) - left
        for low in stock_cards(g, st, p, kind):  # change goes on mines (farms), never on labs
            if value(low) < token_value(card):
                n = min(change // value(low), st.blue[p])
                if n:
                    _put(st, p, low.id, n)
                    change -= n * value(low)
    return amount


def can_pay(g: GameData, st: TtaState, p: int, kind: str, amount: int) -> bool:
    return stock(g, st, p, kind) >= amount


# ---------------------------------------------------------------- production (TA-24.3)


def production_bonus(g: GameData, st: TtaState, p: int, kind: str) -> int:
    """TA-44.1, TA-44.5: the production bonuses of cards and pacts ("food" or "resources"),
    gained at once after standard production; a negative total is a loss."""
    derived = in_play_index(g, st, p).derived  # the cards' and pacts' part follows from them
    total = derived.get(BONUS_KEYS[kind])
    if total is None:
        total = derived[BONUS_KEYS[kind]] = sum(
            s.get(kind, 0) for op in ("pact_production", "production_bonus") for s in steps_of(g, st, p, op)
        )
    return total + lw_board.bonus(g, st, p, kind) if st.reminders else total  # Roman Roads, Ashoka, Suez


BONUS_KEYS = {kind: ("production_bonus", kind) for kind in KINDS}


def food_production(g: GameData, st: TtaState, p: int) -> int:
    total = sum(n * yields(c).get("food", 0) for c, n in buildings(g, st, p, "farm"))
    if st.reminders:
        total += lw_board.standard_output(g, st, p, "food")  # Machu Picchu (TA-46.1, TA-46.2)
    return total + production_bonus(g, st, p, "food")


def resource_production(g: GameData, st: TtaState, p: int) -> int:
    """TA-44.3: the whole resource production, bonuses included (Impact of Balance)."""
    return mine_production(g, st, p) + production_bonus(g, st, p, "resources")


def mine_production(g: GameData, st: TtaState, p: int) -> int:
    """TA-44.3: what the mines produce (standard production: Railroad's extra included, no bonus);
    Impact of Industry counts only this."""
    total = sum(n * yields(c).get("resources", 0) for c, n in buildings(g, st, p, "mine"))
    top = best(g, st, p, ("mine",))
    if top is not None:
        total += sum(s["tokens"] for s in steps_of(g, st, p, "best_mine_extra")) * value(top)
    if st.reminders:
        total += lw_board.standard_output(g, st, p, "resources")  # Machu Picchu (TA-46.2)
    return total


def lab_resources(g: GameData, st: TtaState, p: int) -> int:
    """Bill Gates: each lab of level I or higher produces resources equal to its level."""
    if not has(g, st, p, "lab_resources"):
        return 0
    return lab_resources_with(g, st, p)


def lab_resources_with(g: GameData, st: TtaState, p: int) -> int:
    return sum(n * c.level for c, n in buildings(g, st, p, "lab"))


def has_card_op(card: Card, op: str) -> bool:
    return any(s["op"] == op for s in card.steps)


def produce(g: GameData, st: TtaState, p: int, kind: str) -> int:
    """One token from the blue bank per worker on each farm (mine), highest level first when the
    bank runs short (TA-24.3). Returns the value produced."""
    t = KINDS[kind]
    made = 0
    for card, n in sorted(buildings(g, st, p, t), key=lambda cn: cn[0].level, reverse=True):
        k = min(n, st.blue[p])
        if k:
            _put(st, p, card.id, k)
            made += k * value(card)
    if kind == "resources":
        extra = steps_of(g, st, p, "best_mine_extra")
        top = best(g, st, p, ("mine",)) if extra else None
        for step in extra:
            k = min(step["tokens"], st.blue[p])
            if top is not None and k:
                _put(st, p, top.id, k)
                made += k * value(top)
        if has(g, st, p, "lab_resources"):  # Bill Gates: a token on each worked lab (TA-44.7, TA-Q32)
            for card, n in sorted(buildings(g, st, p, "lab"), key=lambda cn: cn[0].level, reverse=True):
                k = min(n, st.blue[p]) if card.level > 0 else 0  # Age A labs yield nothing
                if k:
                    _put(st, p, card.id, k)
                    made += k * card.level
    if st.reminders:
        made += lw_board.produce(g, st, p, kind)  # Machu Picchu: part of standard production (TA-44.1)
    bonus = production_bonus(g, st, p, kind)  # TA-13.3, TA-44.1, TA-44.2: all bonuses at once
    if bonus > 0:
        made += gain(g, st, p, kind, bonus)
    elif bonus < 0:
        made -= pay(g, st, p, kind, -bonus)
    return made


def level_of(card_id: str, g: GameData) -> int:
    return LEVEL[g.card[card_id].age]
