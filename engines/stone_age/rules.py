"""Stone Age rules on a mutable state copy: legal choices, effects and the automatic flow.

Every function here works on a state the engine has already cloned; `ev` collects the events.
The flow: after each decision `advance()` runs every automatic step (forced moves, feeding without
shortfall, end of round) until someone must decide again or the game is over.
"""

from __future__ import annotations

from engines.base import Event, Rng, Text, tr
from engines.stone_age import texts
from engines.stone_age.data import DATA, RESOURCES, Building
from engines.stone_age.state import StoneAgeState, own, set_people

HUNTING = "hunting_grounds"
GATHERING = tuple(loc.id for loc in DATA.locations if loc.group == "gathering")
VILLAGE = tuple(loc.id for loc in DATA.locations if loc.group == "village")
CARD_SLOTS = tuple(f"card_{i}" for i in range(1, len(DATA.card_slot_costs) + 1))
RES_INDEX = {r: i for i, r in enumerate(RESOURCES)}
VALUES = [DATA.resource_values[r] for r in RESOURCES]
ITEM_FACES = {int(k): v for k, v in DATA.dice_for_items_faces.items()}
AREA_CAPACITY = {loc.id: loc.capacity for loc in DATA.locations}
YIELDS = {loc.id: loc.yields for loc in DATA.locations if loc.yields}


def building_ids(players: int) -> tuple[str, ...]:
    return tuple(f"building_{i}" for i in range(1, DATA.building_stacks_by_player_count[str(players)] + 1))


def location_ids(players: int) -> tuple[str, ...]:
    return (HUNTING, *GATHERING, *VILLAGE, *CARD_SLOTS, *building_ids(players))


def public(text: Text, reveal: bool = False) -> Event:
    return Event(text=text, reveal=reveal)


def actor(s: StoneAgeState) -> int | None:
    if s.phase == "over":
        return None
    if s.step is not None and s.step["kind"] == "items":
        return s.step["picker"]
    return s.current


# ---------------------------------------------------------------- placement (SA-4, SA-5, SA-15)


GATHERING_LIMIT = {int(k): v for k, v in DATA.gathering_max_players_by_player_count.items()}
VILLAGE_USABLE = {int(k): v for k, v in DATA.village_locations_usable_by_player_count.items()}
EXACT_PEOPLE = {loc.id: loc.exact_people for loc in DATA.locations if loc.group == "village"}
BUILDING_STACKS = building_ids(4)


def village_closed(s: StoneAgeState) -> bool:
    """SA-15.1: with 2-3 players only 2 of the 3 village locations may be occupied in a round."""
    board = s.board
    return sum(1 for loc in VILLAGE if any(board[loc])) >= VILLAGE_USABLE[s.players]


def gathering_room(s: StoneAgeState, seat: int, loc: str) -> int:
    """Free places on a gathering area for `seat`: capacity and SA-15.2/15.3 player limits."""
    occupants = s.board[loc]
    limit = GATHERING_LIMIT[s.players]
    if limit is not None and sum(1 for n in occupants if n) >= limit:
        return 0
    return AREA_CAPACITY[loc] - sum(occupants)


def max_place(s: StoneAgeState, seat: int, loc: str) -> int:
    """How many people `seat` may put on `loc` now (0: not allowed). SA-4.8."""
    free = s.unplaced[seat]
    occupants = s.board[loc]
    if free == 0 or occupants[seat]:
        return 0
    if loc == HUNTING:
        return free
    if loc in GATHERING:
        return min(free, gathering_room(s, seat, loc))
    if any(occupants):
        return 0
    if loc in VILLAGE:
        need = EXACT_PEOPLE[loc]
        return 0 if village_closed(s) or free < need else need
    if loc.startswith("card_"):
        return 1 if s.slots[int(loc[5:]) - 1] is not None else 0
    return 1 if s.stacks[int(loc[9:]) - 1] else 0


def placements(s: StoneAgeState, seat: int) -> list[str]:
    """Every location where `seat` may place now, in board order (same test as max_place, faster)."""
    free = s.unplaced[seat]
    if not free:
        return []
    board = s.board
    out = [] if board[HUNTING][seat] else [HUNTING]
    out += [loc for loc in GATHERING if not board[loc][seat] and gathering_room(s, seat, loc) > 0]
    if not village_closed(s):
        out += [loc for loc in VILLAGE if free >= EXACT_PEOPLE[loc] and not any(board[loc])]
    out += [CARD_SLOTS[i] for i, c in enumerate(s.slots) if c is not None and not any(board[CARD_SLOTS[i]])]
    out += [BUILDING_STACKS[i] for i, st in enumerate(s.stacks) if st and not any(board[BUILDING_STACKS[i]])]
    return out


def can_place(s: StoneAgeState, seat: int) -> bool:
    return s.unplaced[seat] > 0 and (not s.board[HUNTING][seat] or bool(placements(s, seat)))


def fixed_count(loc: str, most: int) -> int | None:
    """The only possible number of people for a placement, or None when the player must choose."""
    if loc in VILLAGE or most == 1:
        return most
    return None


def place(s: StoneAgeState, seat: int, loc: str, count: int, ev: list[Event]) -> None:
    set_people(s, loc, seat, count)
    s.unplaced[seat] -= count
    s.step = None
    ev.append(public(texts.placed(seat, count, loc)))
    next_placer(s)


def next_placer(s: StoneAgeState) -> None:
    """SA-4.1/4.3: the turn passes clockwise to the next player who can still place."""
    for k in range(1, s.players + 1):
        seat = (s.current + k) % s.players
        if can_place(s, seat):
            s.current = seat
            return
    s.phase = "action"
    s.current = s.first


# ---------------------------------------------------------------- tools and rolls (SA-7)


def gain_tool(s: StoneAgeState, seat: int) -> bool:
    """SA-7.2 / SA-D5: a new value-1 tile, else upgrade a lowest tile (an unused one if possible)."""
    tools, used = own(s, "tools")[seat], own(s, "tools_used")[seat]
    if len(tools) < DATA.tool_slots:
        tools.append(1)
        used.append(False)
        return True
    low = min(tools)
    if low >= DATA.tool_max_value:
        return False
    lowest = [i for i, v in enumerate(tools) if v == low]
    index = next((i for i in lowest if not used[i]), lowest[0])
    tools[index] += 1
    return True


def one_use_tools(s: StoneAgeState, seat: int) -> list[str]:
    return [c for c in s.kept[seat] if DATA.card(c).top.effect == "one_use_tool"]


def roll_amount(step: dict) -> int:
    return (sum(step["dice"]) + step["added"]) // DATA.divisors[step["yields"]]


def best_roll_amount(s: StoneAgeState, seat: int, step: dict) -> int:
    spare = sum(v for v, u in zip(s.tools[seat], s.tools_used[seat], strict=True) if not u)
    spare += sum(DATA.card(c).top.value for c in one_use_tools(s, seat))
    return (sum(step["dice"]) + step["added"] + spare) // DATA.divisors[step["yields"]]


def start_roll(
    s: StoneAgeState, seat: int, where: str, yields: str, dice_count: int, ev: list[Event]
) -> None:
    rng = Rng(s)
    dice = [rng.die() for _ in range(dice_count)]
    s.step = {"kind": "roll", "loc": where, "yields": yields, "dice": dice, "added": 0}
    ev.append(public(texts.rolled(seat, dice, where), reveal=True))
    settle_roll(s, seat, ev)


def settle_roll(s: StoneAgeState, seat: int, ev: list[Event]) -> None:
    """Finish the roll once no further tool can raise the result (SA-7.1: tools after seeing the dice)."""
    if best_roll_amount(s, seat, s.step) == roll_amount(s.step):
        finish_roll(s, seat, ev)


def add_tool(s: StoneAgeState, seat: int, choice: str, ev: list[Event]) -> None:
    """Add one tool tile ("tool:<index>") or one-use tool card ("card:<id>") to the roll (SA-7.3, SA-7.4)."""
    if choice.startswith("tool:"):
        index = int(choice[5:])
        own(s, "tools_used")[seat][index] = True
        s.step["added"] += s.tools[seat][index]
    else:
        card_id = choice[5:]
        own(s, "kept")[seat].remove(card_id)
        own(s, "cards")[seat].append(card_id)
        s.step["added"] += DATA.card(card_id).top.value
    settle_roll(s, seat, ev)


def finish_roll(s: StoneAgeState, seat: int, ev: list[Event]) -> None:
    """SA-7.5: floor((dice + tools) / divisor) of the yield."""
    step = s.step
    amount = roll_amount(step)
    gain(s, seat, step["yields"], amount)
    s.step = None
    ev.append(public(texts.gained(seat, step["yields"], amount, step["added"])))


def gain(s: StoneAgeState, seat: int, what: str, amount: int) -> None:
    if what == "food":
        s.food[seat] += amount
    else:
        s.resources[seat][RES_INDEX[what]] += amount


# ---------------------------------------------------------------- action phase (SA-6, SA-8, SA-9)


def own_groups(s: StoneAgeState, seat: int) -> list[str]:
    return [loc for loc, occupants in s.board.items() if occupants[seat]]


def resolve(s: StoneAgeState, seat: int, loc: str, ev: list[Event]) -> None:
    """SA-6.3/6.4: resolve one location of `seat` once; its people go home."""
    count = s.board[loc][seat]
    set_people(s, loc, seat, 0)
    if loc == HUNTING or loc in GATHERING:
        start_roll(s, seat, loc, YIELDS[loc], count, ev)
    elif loc in VILLAGE:
        effect, done, nothing = VILLAGE_EFFECTS[loc]
        ev.append(public(texts.player(seat) + (done if effect(s, seat) else nothing)))
    else:
        open_purchase(s, seat, loc, ev)


def raise_agriculture(s: StoneAgeState, seat: int) -> bool:
    """SA-5.5.2: food track +1, never above 10 (SA-1.8)."""
    if s.agriculture[seat] >= DATA.agriculture_max:
        return False
    s.agriculture[seat] += 1
    return True


def add_person(s: StoneAgeState, seat: int) -> bool:
    """SA-5.4.2: one person from the supply while the player owns fewer than 10."""
    if s.people[seat] >= DATA.max_people:
        return False
    s.people[seat] += 1
    return True


# village location -> (effect, what happened, text when the effect could not apply: SA-D3)
VILLAGE_EFFECTS = {
    "tool_maker": (
        gain_tool,
        tr(" gains a tool", " dostaje narzędzie"),
        tr(" already has all tools", " ma już wszystkie narzędzia"),
    ),
    "hut": (
        add_person,
        tr(" gains a person", " dostaje nowego pionka"),
        tr(" already has 10 people", " ma już 10 pionków"),
    ),
    "field": (
        raise_agriculture,
        tr(" moves up the food track", " przesuwa się na torze żywności"),
        tr(" is already at 10 on the food track", " jest już na polu 10 toru żywności"),
    ),
}


BONUS_CARDS = frozenset(c.id for c in DATA.civilization_cards if c.top.effect == "any_resources")


def has_bonus_card(s: StoneAgeState, seat: int) -> bool:
    kept = s.kept[seat]
    return bool(kept) and any(c in BONUS_CARDS for c in kept)


def open_purchase(s: StoneAgeState, seat: int, loc: str, ev: list[Event]) -> None:
    """SA-8.1/SA-9: ask how to pay, or send the person home when nothing could be paid."""
    s.step = {"kind": "pay", "loc": loc, "paid": [0, 0, 0, 0]}
    if not has_bonus_card(s, seat) and not pay_choices(s, seat):
        s.step = None
        ev.append(public(texts.cannot_pay(seat, loc)))


def available(s: StoneAgeState, seat: int) -> list[int]:
    paid = s.step["paid"]
    return [have - p for have, p in zip(s.resources[seat], paid, strict=True)]


def kinds_feasible(avail: list[int], paid: list[int], count: int, kinds: int) -> bool:
    """Can `paid` be completed to exactly `count` resources of exactly `kinds` kinds? (SA-9.2)"""
    used = [i for i in range(4) if paid[i]]
    rest = count - sum(paid)
    new_kinds = kinds - len(used)
    if rest < 0 or new_kinds < 0 or rest < new_kinds:
        return False
    extra = sorted((avail[i] for i in range(4) if not paid[i] and avail[i]), reverse=True)
    if len(extra) < new_kinds:
        return False
    return sum(avail[i] for i in used) + sum(extra[:new_kinds]) >= rest


def slot_cost(loc: str) -> int:
    return DATA.card_slot_costs[int(loc[5:]) - 1]


def top_building(s: StoneAgeState, loc: str) -> Building:
    return DATA.building(s.stacks[int(loc[9:]) - 1][-1])


def pay_choices(s: StoneAgeState, seat: int) -> list[str]:
    """Legal payment steps for the open purchase or feeding shortfall, without "decline"/"starve"."""
    step = s.step
    if step["kind"] == "feed":
        return exact_payment_choices(s, seat, step["need"])
    if step["loc"].startswith("card_"):
        return exact_payment_choices(s, seat, slot_cost(step["loc"]))
    return building_payment_choices(s, seat, top_building(s, step["loc"]))


def exact_payment_choices(s: StoneAgeState, seat: int, need: int) -> list[str]:
    """SA-8.1 / SA-10.3: `need` resources of any kinds, one at a time; nothing if they cannot be paid."""
    if sum(s.resources[seat]) < need:
        return []
    return [f"pay:{RESOURCES[i]}" for i, n in enumerate(available(s, seat)) if n]


def building_payment_choices(s: StoneAgeState, seat: int, b: Building) -> list[str]:
    avail = available(s, seat)
    paid = s.step["paid"]
    if b.kind == "fixed":  # SA-9.1: the printed resources, in one step
        return ["buy"] if all(s.resources[seat][RES_INDEX[k]] >= n for k, n in b.cost.items()) else []
    if b.kind == "count_of_kinds":  # SA-9.2: only kinds that still allow exactly N of K kinds
        out = []
        for i in range(4):
            if avail[i]:
                trial, trial_avail = paid[:], avail[:]
                trial[i] += 1
                trial_avail[i] -= 1
                if kinds_feasible(trial_avail, trial, b.count, b.kinds):
                    out.append(f"pay:{RESOURCES[i]}")
        return out
    # SA-9.3: 1 to 7 of any kinds, "done" once at least the minimum is paid
    out = [f"pay:{RESOURCES[i]}" for i in range(4) if avail[i]] if sum(paid) < b.max else []
    return out + ["done"] if sum(paid) >= b.min else out


def pay_one(s: StoneAgeState, seat: int, kind: str, ev: list[Event]) -> None:
    """Add one resource to the payment; complete the purchase or feeding when nothing more is owed."""
    step = s.step
    step["paid"][RES_INDEX[kind]] += 1
    total = sum(step["paid"])
    if step["kind"] == "feed":
        if total == step["need"]:
            finish_feeding_payment(s, seat, ev)
    elif step["loc"].startswith("card_"):
        if total == slot_cost(step["loc"]):
            buy_card(s, seat, step["loc"], ev)
    else:
        b = top_building(s, step["loc"])
        if total == (b.count if b.kind == "count_of_kinds" else b.max):
            buy_building(s, seat, step["loc"], ev)


def spend(s: StoneAgeState, seat: int, paid: list[int]) -> None:
    res = s.resources[seat]
    for i in range(4):
        res[i] -= paid[i]


def decline(s: StoneAgeState, seat: int, ev: list[Event]) -> None:
    loc = s.step["loc"]
    s.step = None
    ev.append(public(texts.declined(seat, loc)))


def buy_card(s: StoneAgeState, seat: int, loc: str, ev: list[Event]) -> None:
    paid = s.step["paid"]
    spend(s, seat, paid)
    index = int(loc[5:]) - 1
    card_id = s.slots[index]
    s.slots[index] = None
    s.step = None
    ev.append(
        public(
            texts.player(seat)
            + tr(" buys ", " kupuje ")
            + texts.card(card_id)
            + tr(" for ", " za ")
            + texts.resource_list(paid)
        )
    )
    card_effect(s, seat, card_id, loc, ev)


def card_effect(s: StoneAgeState, seat: int, card_id: str, loc: str, ev: list[Event]) -> None:
    """SA-8.3/8.4: the top half at once (kept cards wait open beside the board)."""
    top = DATA.card(card_id).top
    effect = top.effect
    who = texts.player(seat)
    if effect in ("one_use_tool", "any_resources"):
        own(s, "kept")[seat].append(card_id)
        return
    own(s, "cards")[seat].append(card_id)
    if effect == "food":
        s.food[seat] += top.amount
    elif effect == "resource":
        s.resources[seat][RES_INDEX[top.resource]] += top.amount
    elif effect == "points":
        s.score[seat] += top.amount
    elif effect == "tool":
        gain_tool(s, seat)
    elif effect == "agriculture":
        raise_agriculture(s, seat)
    elif effect == "extra_card":
        draw_extra_card(s, seat, ev)
    elif effect == "resource_by_dice":
        start_roll(s, seat, loc, top.resource, top.dice, ev)
    elif effect == "dice_for_items":
        rng = Rng(s)
        dice = sorted(rng.die() for _ in range(s.players))
        s.step = {"kind": "items", "buyer": seat, "dice": dice, "picker": seat, "taken": []}
        shown = " ".join(str(d) for d in dice)
        ev.append(
            public(who + tr(f" rolls {shown} for items", f" rzuca {shown} (elementy za kości)"), reveal=True)
        )
        settle_items(s, ev)


def draw_extra_card(s: StoneAgeState, seat: int, ev: list[Event]) -> None:
    """SA-8.4.8 / SA-D11 / SA-D14: a secret card whose top is ignored; nothing when the deck is empty."""
    who = texts.player(seat)
    if not s.deck:
        ev.append(
            public(
                who + tr(": the deck is empty, no extra card", ": talia jest pusta, brak dodatkowej karty")
            )
        )
        return
    drawn = s.deck.pop()
    own(s, "cards")[seat].append(drawn)
    ev.append(public(who + tr(" draws a secret extra card", " dobiera zakrytą dodatkową kartę"), reveal=True))
    ev.append(
        Event(text=tr("You drew ", "Dobierasz: ") + texts.card(drawn), seats=[seat], reveal=True, board=False)
    )


def take_die(s: StoneAgeState, seat: int, value: int, ev: list[Event]) -> None:
    """SA-8.4.1: take one die's item; SA-D15: an item that cannot apply is lost."""
    step = s.step
    step["dice"].remove(value)
    step["taken"] += [seat, value]
    item = ITEM_FACES[value]
    if item == "tool":
        applied = gain_tool(s, seat)
    elif item == "agriculture":
        applied = raise_agriculture(s, seat)
    else:
        s.resources[seat][RES_INDEX[item]] += 1
        applied = True
    what = texts.good(item) if applied else tr("nothing", "nic")
    ev.append(public(texts.player(seat) + tr(f" takes the {value}: ", f" bierze kość {value}: ") + what))
    step["picker"] = (seat + 1) % s.players
    settle_items(s, ev)


def settle_items(s: StoneAgeState, ev: list[Event]) -> None:
    """Take a die automatically while the picker has no real choice (all remaining dice equal)."""
    dice = s.step["dice"]
    if not dice:
        s.step = None
    elif len(set(dice)) == 1:
        take_die(s, s.step["picker"], dice[0], ev)


def buy_building(s: StoneAgeState, seat: int, loc: str, ev: list[Event]) -> None:
    """SA-9: pay, score, take the tile, turn up the next; an emptied stack ends the game (SA-12.2)."""
    stack = own(s, "stacks")[int(loc[9:]) - 1]
    b = top_building(s, loc)
    paid = [b.cost.get(r, 0) for r in RESOURCES] if b.kind == "fixed" else s.step["paid"]
    spend(s, seat, paid)
    points = b.points if b.kind == "fixed" else sum(n * v for n, v in zip(paid, VALUES, strict=True))
    s.score[seat] += points
    own(s, "buildings")[seat].append(stack.pop())
    own(s, "building_points")[seat].append(points)
    s.step = None
    ev.append(
        public(
            texts.player(seat)
            + tr(" builds for ", " buduje za ")
            + texts.resource_list(paid)
            + tr(f": +{points} points", f": +{points} pkt")
        )
    )
    if stack:
        ev.append(public(tr("New building: ", "Nowy budynek: ") + texts.building(stack[-1]), reveal=True))
    elif not s.last_round:
        s.last_round = True
        ev.append(
            public(
                tr(
                    "A building stack is empty: this is the last round.",
                    "Stos budynków się wyczerpał: to ostatnia runda.",
                )
            )
        )


# ---------------------------------------------------------------- the 2-resources card (SA-8.4.10, SA-D6)


def bonus_pick(s: StoneAgeState, seat: int, kind: str, ev: list[Event]) -> None:
    s.bonus.append(RES_INDEX[kind])
    card = next(c for c in s.kept[seat] if DATA.card(c).top.effect == "any_resources")
    if len(s.bonus) < DATA.card(card).top.amount:
        return
    picked = [0, 0, 0, 0]
    for i in s.bonus:
        picked[i] += 1
        s.resources[seat][i] += 1
    s.bonus = None
    own(s, "kept")[seat].remove(card)
    own(s, "cards")[seat].append(card)
    ev.append(
        public(
            texts.player(seat)
            + tr(" uses the card and takes ", " używa karty i bierze ")
            + texts.resource_list(picked)
        )
    )


# ---------------------------------------------------------------- feeding and end of round (SA-10..SA-12)


def start_feeding(s: StoneAgeState) -> None:
    s.phase = "feeding"
    s.current = s.first
    s.fed = 0


def feed_current(s: StoneAgeState, ev: list[Event]) -> None:
    """SA-10.1-10.3: income, then 1 food per person; a shortfall asks for resources or takes -10."""
    seat = s.current
    s.food[seat] += s.agriculture[seat]
    need = s.people[seat]
    if s.food[seat] >= need:
        s.food[seat] -= need
        next_to_feed(s)
        return
    shortfall = need - s.food[seat]
    s.food[seat] = 0
    s.step = {"kind": "feed", "need": shortfall, "paid": [0, 0, 0, 0]}
    if not has_bonus_card(s, seat) and not pay_choices(s, seat):
        starve(s, seat, ev)


def starve(s: StoneAgeState, seat: int, ev: list[Event]) -> None:
    """SA-10.4 / SA-D7: all food is gone already; resources are kept; -10 points."""
    s.step = None
    s.score[seat] -= DATA.starvation_penalty
    ev.append(
        public(
            texts.player(seat)
            + tr(
                f" goes hungry: -{DATA.starvation_penalty} points",
                f" głoduje: -{DATA.starvation_penalty} pkt",
            )
        )
    )
    next_to_feed(s)


def finish_feeding_payment(s: StoneAgeState, seat: int, ev: list[Event]) -> None:
    paid = s.step["paid"]
    spend(s, seat, paid)
    s.step = None
    ev.append(
        public(
            texts.player(seat)
            + tr(" feeds the tribe with ", " żywi plemię surowcami: ")
            + texts.resource_list(paid)
        )
    )
    next_to_feed(s)


def next_to_feed(s: StoneAgeState) -> None:
    s.fed += 1
    s.current = (s.current + 1) % s.players


def end_round(s: StoneAgeState, ev: list[Event]) -> None:
    """SA-11: marker, slide and refill the cards (or the card end, SA-12.1), tools unused."""
    if s.last_round:
        finish(s, "buildings", ev)
        return
    s.first = (s.first + 1) % s.players
    remaining = [c for c in s.slots if c is not None]
    empty = len(s.slots) - len(remaining)
    if len(s.deck) < empty:
        finish(s, "cards", ev)
        return
    new_cards = [s.deck.pop() for _ in range(empty)]
    s.slots = remaining + new_cards
    s.tools_used = [[False] * len(used) for used in s.tools_used]
    s.round += 1
    s.phase = "placement"
    s.current = s.first
    s.unplaced = s.people[:]
    if new_cards:
        listed = [texts.card(c) for c in new_cards]
        ev.append(public(tr("New cards: ", "Nowe karty: ") + join(listed), reveal=True))
    ev.append(
        public(
            tr(f"Round {s.round} begins; first player: ", f"Runda {s.round}; pierwszy gracz: ")
            + texts.player(s.first)
        )
    )


def join(parts: list[Text]) -> Text:
    return Text(en="; ".join(p.en for p in parts), pl="; ".join(p.pl for p in parts))


def finish(s: StoneAgeState, reason: str, ev: list[Event]) -> None:
    """SA-12 / SA-D6: cash an unused 2-resources card, then the game is over."""
    kept, cards = own(s, "kept"), own(s, "cards")
    for seat in range(s.players):
        for card_id in [c for c in kept[seat] if DATA.card(c).top.effect == "any_resources"]:
            kept[seat].remove(card_id)
            cards[seat].append(card_id)
            s.resources[seat][0] += DATA.card(card_id).top.amount
    s.phase = "over"
    s.finished = True
    s.end_reason = reason
    s.step = None
    ev.append(
        public(
            tr("The game is over.", "Koniec gry.")
            if reason == "buildings"
            else tr(
                "The game is over: not enough cards to fill the display.",
                "Koniec gry: zabrakło kart, by uzupełnić pola.",
            )
        )
    )


# ---------------------------------------------------------------- the automatic flow


def advance(s: StoneAgeState, ev: list[Event]) -> None:
    """Run forced steps until a player must decide or the game ends."""
    while s.phase != "over" and s.step is None and s.bonus is None:
        if s.phase == "placement":
            if can_place(s, s.current):
                return
            next_placer(s)
        elif s.phase == "action":
            groups = own_groups(s, s.current)
            if len(groups) > 1:
                return
            if groups:
                resolve(s, s.current, groups[0], ev)
            elif (s.current + 1) % s.players == s.first:
                start_feeding(s)
            else:
                s.current = (s.current + 1) % s.players
        elif s.fed < s.players:
            feed_current(s, ev)
        else:
            end_round(s, ev)
