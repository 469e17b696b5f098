"""Stone Age rules over one data set: tables derived from the data, the effects several decision
families share (placing, gaining, tools, buying, the end of a round) and the automatic flow.

Every method works on a state the machine has already copied; `ev` collects the events. The flow
task ({"k": "flow"}) sits at the bottom of the stack: each time it runs it puts itself back and does
one automatic step (the next placer, a lone group resolved without asking, feeding without a
shortfall, the end of the round) or pushes the decision a seat must make now.
"""

from __future__ import annotations

from engines.base import Event, Rng, Text, tr
from engines.kit.clone import own
from engines.kit.tasks import Task
from engines.kit.trusted import fast_model
from engines.stone_age import texts
from engines.stone_age.data import HUNTING, RES_INDEX, RESOURCES, Building, StoneAgeData, slot_of, stack_of
from engines.stone_age.decisions import feeding, items, payment, roll
from engines.stone_age.state import StoneAgeState, put
from engines.stone_age.texts import Texts

FLOW: Task = {"k": "flow"}
BONUS_KIND = "bonus"


def public(text: Text, reveal: bool = False) -> Event:
    return fast_model(Event, {"text": text, "seats": None, "reveal": reveal, "board": True})


def actor(s: StoneAgeState) -> int | None:
    """The seat whose decision is awaited, None once the game is over."""
    if s.finished or not s.tasks:
        return None
    return s.tasks[-1].get("who")


def pending(s: StoneAgeState) -> Task | None:
    """The decision waiting now, looking through the 2-resources card's choice to the one below."""
    for task in reversed(s.tasks):
        if task["k"] != BONUS_KIND:
            return None if task["k"] == "flow" else task
    return None


def roll_dice(s: StoneAgeState, count: int) -> list[int]:
    """Every die of the game (SA-7, SA-8.4.1) through the state's random seam."""
    rng = Rng(s)
    return [rng.die() for _ in range(count)]


def set_people(s: StoneAgeState, loc: str, seat: int, count: int) -> None:
    """The seat's people on a location. The board is shared with the state this one was copied
    from (kit.clone), so an edit replaces the board and the location's row, never changes them."""
    row = list(s.board[loc])
    row[seat] = count
    put(s, "board", {**s.board, loc: row})


class Rules:
    def __init__(self, data: StoneAgeData):
        self.data = data
        self.texts = Texts(data)
        locations = data.locations
        self.gathering = tuple(loc.id for loc in locations if loc.group == "gathering")
        self.village = tuple(loc.id for loc in locations if loc.group == "village")
        self.card_slots = tuple(f"card_{i}" for i in range(1, len(data.card_slot_costs) + 1))
        most_stacks = max(data.building_stacks_by_player_count.values())
        self.building_stacks = tuple(f"building_{i}" for i in range(1, most_stacks + 1))
        self.slot_index = {loc: slot_of(loc) for loc in self.card_slots}
        self.stack_index = {loc: stack_of(loc) for loc in self.building_stacks}
        self.values = [data.resource_values[r] for r in RESOURCES]
        self.item_faces = {int(k): v for k, v in data.dice_for_items_faces.items()}
        self.capacity = {loc.id: loc.capacity for loc in locations}
        self.yields = {loc.id: loc.yields for loc in locations if loc.yields}
        self.gathering_limit = {int(k): v for k, v in data.gathering_max_players_by_player_count.items()}
        self.village_usable = {int(k): v for k, v in data.village_locations_usable_by_player_count.items()}
        self.exact_people = {loc.id: loc.exact_people for loc in locations if loc.group == "village"}
        self.bonus_cards = frozenset(c.id for c in data.civilization_cards if c.top.effect == "any_resources")
        self.one_use = frozenset(c.id for c in data.civilization_cards if c.top.effect == "one_use_tool")
        # village location -> (effect, what happened, text when the effect could not apply: SA-D3)
        self.village_effects = {
            "tool_maker": (
                self.gain_tool,
                tr(" gains a tool", " dostaje narzędzie"),
                tr(" already has all tools", " ma już wszystkie narzędzia"),
            ),
            "hut": (
                self.add_person,
                tr(" gains a person", " dostaje nowego pionka"),
                tr(" already has 10 people", " ma już 10 pionków"),
            ),
            "field": (
                self.raise_agriculture,
                tr(" moves up the food track", " przesuwa się na torze żywności"),
                tr(" is already at 10 on the food track", " jest już na polu 10 toru żywności"),
            ),
        }

    def building_ids(self, players: int) -> tuple[str, ...]:
        return self.building_stacks[: self.data.building_stacks_by_player_count[str(players)]]

    def location_ids(self, players: int) -> tuple[str, ...]:
        return (HUNTING, *self.gathering, *self.village, *self.card_slots, *self.building_ids(players))

    # ------------------------------------------------------------ placement (SA-4, SA-5, SA-15)

    def village_closed(self, s: StoneAgeState) -> bool:
        """SA-15.1: with 2-3 players only 2 of the 3 village locations may be occupied in a round."""
        board = s.board
        used = 0
        for loc in self.village:
            if any(board[loc]):
                used += 1
        return used >= self.village_usable[s.players]

    def gathering_room(self, s: StoneAgeState, loc: str) -> int:
        """Free places on a gathering area: capacity and SA-15.2/15.3 player limits."""
        occupants = s.board[loc]
        limit = self.gathering_limit[s.players]
        if limit is not None and len(occupants) - occupants.count(0) >= limit:
            return 0
        return self.capacity[loc] - sum(occupants)

    def max_place(self, s: StoneAgeState, seat: int, loc: str) -> int:
        """How many people `seat` may put on `loc` now (0: not allowed). SA-4.8."""
        free = s.unplaced[seat]
        occupants = s.board[loc]
        if free == 0 or occupants[seat]:
            return 0
        if loc == HUNTING:
            return free
        if loc in self.gathering:
            return min(free, self.gathering_room(s, loc))
        if any(occupants):
            return 0
        if loc in self.village:
            need = self.exact_people[loc]
            return 0 if self.village_closed(s) or free < need else need
        if loc.startswith("card_"):
            return 1 if s.slots[slot_of(loc)] is not None else 0
        return 1 if s.stacks[stack_of(loc)] else 0

    def placements(self, s: StoneAgeState, seat: int, first: bool = False) -> list[str]:
        """Every location where `seat` may place now, in board order (same test as max_place, faster);
        with `first`, only the first of them (whether there is any)."""
        free = s.unplaced[seat]
        if not free:
            return []
        board = s.board
        if not board[HUNTING][seat]:
            if first:
                return [HUNTING]
            out = [HUNTING]
        else:
            out = []
        # gathering_room(s, loc) > 0, written out: placements runs several times per move
        limit, capacity = self.gathering_limit[s.players], self.capacity
        for loc in self.gathering:
            occupants = board[loc]
            if (
                not occupants[seat]
                and (limit is None or len(occupants) - occupants.count(0) < limit)
                and sum(occupants) < capacity[loc]
            ):
                if first:
                    return [loc]
                out.append(loc)
        if not self.village_closed(s):
            for loc in self.village:
                if free >= self.exact_people[loc] and not any(board[loc]):
                    out.append(loc)
        for loc, card in zip(self.card_slots, s.slots, strict=False):
            if card is not None and not any(board[loc]):
                out.append(loc)
        for loc, stack in zip(self.building_stacks, s.stacks, strict=False):
            if stack and not any(board[loc]):
                out.append(loc)
        return out[:1] if first else out

    def can_place(self, s: StoneAgeState, seat: int) -> bool:
        return bool(self.placements(s, seat, first=True))

    def fixed_count(self, loc: str, most: int) -> int | None:
        """The only possible number of people for a placement, or None when the player must choose."""
        if loc in self.village or most == 1:
            return most
        return None

    def place(self, s: StoneAgeState, seat: int, loc: str, count: int, ev: list[Event]) -> None:
        set_people(s, loc, seat, count)
        s.unplaced[seat] -= count
        ev.append(public(self.texts.placed(seat, count, loc)))
        self.next_placer(s)

    def next_placer(self, s: StoneAgeState) -> None:
        """SA-4.1/4.3: the turn passes clockwise to the next player who can still place."""
        for k in range(1, s.players + 1):
            seat = (s.current + k) % s.players
            if self.can_place(s, seat):
                put(s, "current", seat)
                return
        s.phase = "action"
        s.current = s.first

    # ------------------------------------------------------------ gains (SA-5, SA-7.2, SA-8.4)

    def gain_tool(self, s: StoneAgeState, seat: int) -> bool:
        """SA-7.2 / SA-D5: a new value-1 tile, else upgrade a lowest tile (an unused one if possible)."""
        tools, used = own(s, "tools")[seat], own(s, "tools_used")[seat]
        if len(tools) < self.data.tool_slots:
            tools.append(1)
            used.append(False)
            return True
        low = min(tools)
        if low >= self.data.tool_max_value:
            return False
        lowest = [i for i, v in enumerate(tools) if v == low]
        index = next((i for i in lowest if not used[i]), lowest[0])
        tools[index] += 1
        return True

    def raise_agriculture(self, s: StoneAgeState, seat: int) -> bool:
        """SA-5.5.2: food track +1, never above 10 (SA-1.8)."""
        if s.agriculture[seat] >= self.data.agriculture_max:
            return False
        s.agriculture[seat] += 1
        return True

    def add_person(self, s: StoneAgeState, seat: int) -> bool:
        """SA-5.4.2: one person from the supply while the player owns fewer than 10."""
        if s.people[seat] >= self.data.max_people:
            return False
        s.people[seat] += 1
        return True

    def gain(self, s: StoneAgeState, seat: int, what: str, amount: int) -> None:
        if what == "food":
            s.food[seat] += amount
        else:
            s.resources[seat][RES_INDEX[what]] += amount

    def one_use_tools(self, s: StoneAgeState, seat: int) -> list[str]:
        return [c for c in s.kept[seat] if c in self.one_use]

    def has_bonus_card(self, s: StoneAgeState, seat: int) -> bool:
        kept = s.kept[seat]
        return bool(kept) and any(c in self.bonus_cards for c in kept)

    # ------------------------------------------------------------ action phase (SA-6, SA-8, SA-9)

    def own_groups(self, s: StoneAgeState, seat: int) -> list[str]:
        return [loc for loc, occupants in s.board.items() if occupants[seat]]

    def resolve(self, s: StoneAgeState, seat: int, loc: str, ev: list[Event]) -> None:
        """SA-6.3/6.4: resolve one location of `seat` once; its people go home."""
        count = s.board[loc][seat]
        set_people(s, loc, seat, 0)
        if loc == HUNTING or loc in self.gathering:
            roll.start_roll(self, s, seat, loc, self.yields[loc], count, ev)
        elif loc in self.village:
            effect, done, nothing = self.village_effects[loc]
            ev.append(public(texts.player(seat) + (done if effect(s, seat) else nothing)))
        else:
            payment.open_purchase(self, s, seat, loc, ev)

    def slot_cost(self, loc: str) -> int:
        return self.data.card_slot_costs[slot_of(loc)]

    def top_building(self, s: StoneAgeState, loc: str) -> Building:
        return self.data.building(s.stacks[stack_of(loc)][-1])

    def spend(self, s: StoneAgeState, seat: int, paid: list[int]) -> None:
        res = s.resources[seat]
        for i in range(4):
            res[i] -= paid[i]

    def buy_card(self, s: StoneAgeState, seat: int, loc: str, paid: list[int], ev: list[Event]) -> None:
        self.spend(s, seat, paid)
        index = slot_of(loc)
        card_id = s.slots[index]
        s.slots[index] = None
        t = self.texts
        ev.append(
            public(
                texts.player(seat)
                + tr(" buys ", " kupuje kartę ")
                + t.card(card_id)
                + tr(" for ", " za ")
                + t.resource_list(paid)
            )
        )
        self.card_effect(s, seat, card_id, loc, ev)

    def card_effect(self, s: StoneAgeState, seat: int, card_id: str, loc: str, ev: list[Event]) -> None:
        """SA-8.3/8.4: the top half at once (kept cards wait open beside the board)."""
        top = self.data.card(card_id).top
        effect = top.effect
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
            self.gain_tool(s, seat)
        elif effect == "agriculture":
            self.raise_agriculture(s, seat)
        elif effect == "extra_card":
            self.draw_extra_card(s, seat, ev)
        elif effect == "resource_by_dice":
            roll.start_roll(self, s, seat, loc, top.resource, top.dice, ev)
        elif effect == "dice_for_items":
            items.start_items(self, s, seat, ev)

    def draw_extra_card(self, s: StoneAgeState, seat: int, ev: list[Event]) -> None:
        """SA-8.4.8 / SA-D11 / SA-D14: a secret card whose top is ignored; nothing when the deck is empty."""
        who = texts.player(seat)
        if not s.deck:
            ev.append(
                public(
                    who
                    + tr(": the deck is empty, no extra card", ": talia jest pusta, brak dodatkowej karty")
                )
            )
            return
        drawn = own(s, "deck").pop()
        own(s, "cards")[seat].append(drawn)
        ev.append(
            public(who + tr(" draws a secret extra card", " dobiera zakrytą dodatkową kartę"), reveal=True)
        )
        ev.append(
            Event(
                text=tr("You drew ", "Dobierasz: ") + self.texts.card(drawn),
                seats=[seat],
                reveal=True,
                board=False,
            )
        )

    def buy_building(self, s: StoneAgeState, seat: int, loc: str, paid: list[int], ev: list[Event]) -> None:
        """SA-9: pay, score, take the tile, turn up the next; an emptied stack ends the game (SA-12.2)."""
        stack = own(s, "stacks")[stack_of(loc)]
        b = self.top_building(s, loc)
        if b.kind == "fixed":
            paid = [b.cost.get(r, 0) for r in RESOURCES]
        self.spend(s, seat, paid)
        points = b.points if b.kind == "fixed" else sum(n * v for n, v in zip(paid, self.values, strict=True))
        s.score[seat] += points
        own(s, "buildings")[seat].append(stack.pop())
        own(s, "building_points")[seat].append(points)
        ev.append(
            public(
                texts.player(seat)
                + tr(" builds for ", " buduje za ")
                + self.texts.resource_list(paid)
                + tr(f": +{points} points", f": +{points} pkt")
            )
        )
        if stack:
            ev.append(
                public(tr("New building: ", "Nowy budynek: ") + self.texts.building(stack[-1]), reveal=True)
            )
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

    # ------------------------------------------------------------ end of round and game (SA-11, SA-12)

    def end_round(self, s: StoneAgeState, ev: list[Event]) -> None:
        """SA-11: marker, slide and refill the cards (or the card end, SA-12.1), tools unused."""
        if s.last_round:
            self.finish(s, "buildings", ev)
            return
        s.first = (s.first + 1) % s.players
        remaining = [c for c in s.slots if c is not None]
        empty = len(s.slots) - len(remaining)
        if len(s.deck) < empty:
            self.finish(s, "cards", ev)
            return
        deck = own(s, "deck")
        new_cards = [deck.pop() for _ in range(empty)]
        s.slots = remaining + new_cards
        s.tools_used = [[False] * len(used) for used in s.tools_used]
        s.round += 1
        s.phase = "placement"
        s.current = s.first
        s.unplaced = s.people[:]
        if new_cards:
            listed = [self.texts.card(c) for c in new_cards]
            ev.append(public(tr("New cards: ", "Nowe karty: ") + join(listed), reveal=True))
        ev.append(
            public(
                tr(f"Round {s.round} begins; first player: ", f"Runda {s.round}; pierwszy gracz: ")
                + texts.player(s.first)
            )
        )

    def finish(self, s: StoneAgeState, reason: str, ev: list[Event]) -> None:
        """SA-12 / SA-D6: cash an unused 2-resources card, then the game is over."""
        kept, cards = own(s, "kept"), own(s, "cards")
        for seat in range(s.players):
            for card_id in [c for c in kept[seat] if c in self.bonus_cards]:
                kept[seat].remove(card_id)
                cards[seat].append(card_id)
                s.resources[seat][0] += self.data.card(card_id).top.amount
        s.phase = "over"
        s.finished = True
        s.end_reason = reason
        s.tasks = []
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

    # ------------------------------------------------------------ the automatic flow

    def flow(self, s: StoneAgeState, task: Task, ev: list[Event]) -> None:
        """One automatic step, or the decision a seat must make now (pushed above the flow)."""
        s.tasks.append(FLOW)
        seat = s.current
        if s.phase == "placement":
            if self.can_place(s, seat):
                s.tasks.append({"k": "place", "who": seat})
            else:
                self.next_placer(s)
        elif s.phase == "action":
            groups = self.own_groups(s, seat)
            if len(groups) > 1:
                s.tasks.append({"k": "resolve", "who": seat})
            elif groups:
                self.resolve(s, seat, groups[0], ev)
            elif (seat + 1) % s.players == s.first:
                feeding.start_feeding(s)
            else:
                put(s, "current", (seat + 1) % s.players)
        elif s.fed < s.players:
            feeding.feed_current(self, s, ev)
        else:
            self.end_round(s, ev)


def join(parts: list[Text]) -> Text:
    return Text(en="; ".join(p.en for p in parts), pl="; ".join(p.pl for p in parts))
