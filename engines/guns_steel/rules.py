"""What the rules ask of a position: the data tables of one data set and the queries over a state.

`Rules(data)` precomputes immutable tables from the card data (resource of each card, base costs,
strengths, leading effect costs, texts); each engine holds one. Every query is a pure function of
the state: nothing is remembered between calls.
"""

from __future__ import annotations

import weakref
from typing import Any

from engines.guns_steel import payment as pay
from engines.guns_steel.data import EARTH, RES_INDEX, RESOURCES, SPACE, GameData
from engines.guns_steel.state import GSState, recall, remember
from engines.guns_steel.texts import Texts

DONE, SKIP, PASS, ACT = "done", "skip", "pass", "act"
# ops whose decisions belong to the affected opponent ("tgt"), not the card's owner
TARGET_OPS = {"lose_resources", "take_resource", "surrender_wonder", "lose_vp", "target_vp"}


class Rules:
    def __init__(self, data: GameData):
        self.data = data
        # memos a state keeps (state.py) name the rules that made them: a weak reference, which a
        # deep copy of the state shares instead of copying the rules
        self.me = weakref.ref(self)
        self.cards = data.cards
        self.wonders = data.wonder_by_id
        self.text = Texts(data)
        self.res_of = {cid: RES_INDEX[c.resource] for cid, c in self.cards.items()}
        self.base_cost = {cid: pay.cost_of(c.cost)[0] for cid, c in self.cards.items()}
        self.base_size = {cid: len(c.cost) for cid, c in self.cards.items()}
        self.strength_of = {cid: c.military_strength for cid, c in self.cards.items()}
        self.leading_cost = {cid: leading_cost(c.steps) for cid, c in self.cards.items()}
        self.glory_markers = data.glory_markers()
        self.track_end_vp = data.track_end_vp()

    # ------------------------------------------------------------ seats and strength

    def strength(self, st: GSState, seat: int) -> int:
        return sum(self.strength_of[c] for c in st.tech_up[seat])

    def counts(self, st: GSState, seat: int) -> pay.Counts:
        """Available resources: resource-side-up cards plus (active player) the temporary pool."""
        out = [0] * len(RESOURCES)
        res_of = self.res_of
        for c in st.res_up[seat]:
            out[res_of[c]] += 1
        if seat == st.active:
            for r in st.temp:
                out[RES_INDEX[r]] += 1
        return tuple(out)

    def can_activate(self, st: GSState, seat: int, cid: str, have: pay.Counts | None = None) -> bool:
        """D-9: the leading costs of an effect must be payable in full (no exchanges, GS-7.5).
        `have`: the seat's `counts` when the caller has them already."""
        cost = self.leading_cost[cid]
        if cost is None:
            return True
        return pay.direct_ok(self.counts(st, seat) if have is None else have, cost[0], cost[1])  # feasible

    def renewable(self, st: GSState, seat: int, resource: str) -> list[str]:
        return [c for c in st.tech_up[seat] if resource == "any" or self.cards[c].resource == resource]

    # ------------------------------------------------------------ the market (GS-9, GS-14)

    def purchasable(self, st: GSState) -> list[tuple[str, int]]:
        """(card id, surcharge) for every card that can be bought now: pyramid cards and stack tops."""
        return list(self.market(st))

    def market(self, st: GSState) -> tuple[tuple[str, int], ...]:
        """`purchasable` as a tuple, kept with the state (and its copies) while the pyramid and the
        stacks stay as they were."""
        return self.market_memo(st)[2]

    def market_memo(self, st: GSState) -> tuple:
        """(copy of the pyramid and stacks, the market as `market` gives it, its cards by price:
        (units to pay, place in the market, typed need, surcharge), fewest units first, the rules
        whose prices were used, each card's surcharge by id)."""
        memo = recall(st, "market")
        if (
            memo is not None
            and len(memo) == 6
            and memo[0] == st.pyramid
            and memo[1] == st.stacks
            and memo[4]() is self
        ):
            return memo
        out = tuple(self._purchasable(st))
        by_size = sorted(
            (self.base_size[cid] + extra, i, self.base_cost[cid], extra) for i, (cid, extra) in enumerate(out)
        )
        surcharges: dict[str, int] = {}
        for cid, extra in out:  # a card listed twice (a position set by hand): its first place
            surcharges.setdefault(cid, extra)
        memo = (
            [list(row) for row in st.pyramid],
            [list(s) for s in st.stacks],
            out,
            tuple(by_size),
            self.me,
            surcharges,
        )
        remember(st, "market", memo)
        return memo

    def _purchasable(self, st: GSState) -> list[tuple[str, int]]:
        occupied = occupancy(st)
        out = []
        for r, row in enumerate(st.pyramid):
            for i, cid in enumerate(row):
                if cid is not None:
                    out.append((cid, cone_size(occupied, r, i)))
        for r, stack in enumerate(st.stacks):
            if stack:
                out.append((stack[-1], sum(bits.bit_count() for bits in occupied[:r])))
        return out

    def surcharge(self, st: GSState, cid: str) -> int:
        """The surcharge of one purchasable card (GS-9.2, GS-14.4)."""
        extra = self.market_surcharge(st, cid)
        if extra is None:
            raise ValueError(f"{cid} cannot be bought now")
        return extra

    def market_surcharge(self, st: GSState, cid: str) -> int | None:
        """The surcharge of `cid` when it can be bought now (as in `purchasable`), else None."""
        return self.market_memo(st)[5].get(cid)

    def can_buy(self, st: GSState, seat: int, cid: str) -> bool:
        """Whether `cid` is among `affordable` (one card checked, the market not listed)."""
        extra = self.market_surcharge(st, cid)
        if extra is None:
            return False
        have = self.counts(st, seat)
        return pay.units(have) >= self.base_size[cid] + extra and pay.feasible(
            have, self.base_cost[cid], extra, True
        )

    def affordable(self, st: GSState, seat: int) -> list[tuple[str, int]]:
        """GS-9.4: the cards whose full price the seat can pay (exchanges allowed), in market order."""
        have = self.counts(st, seat)
        memo = self.market_memo(st)
        market = memo[2]
        kept = recall(st, "affordable")  # the same resources, market and prices: the same answer
        if kept is not None and kept[0] == have and kept[1] == market and kept[3]() is self:
            return list(kept[2])
        total = pay.units(have)
        payable: dict[tuple, bool] = {}  # many cards share a price: each price is searched once
        places = []
        for size, place, need, extra in memo[3]:  # fewest units first: the rest cost too many
            if size > total:
                break
            price = (need, extra)
            ok = payable.get(price)
            if ok is None:
                ok = payable[price] = pay.exchange_ok(have, need, extra)  # feasible with exchanges
            if ok:
                places.append(place)
        places.sort()
        out = [market[place] for place in places]
        remember(st, "affordable", (have, market, tuple(out), self.me))
        return out

    # ------------------------------------------------------------ conditions, wonders, score

    def meets(self, st: GSState, seat: int, cond: dict[str, Any]) -> bool:
        """GS-15 conditions."""
        kind = cond["type"]
        if kind == "min_face_up_resources":
            return len(st.res_up[seat]) >= cond["value"]
        if kind == "face_up_resources":
            want = cond["resource"]
            if want == "any":
                n = len(st.res_up[seat])
            elif want == "earth_or_space":
                n = sum(1 for c in st.res_up[seat] if self.res_of[c] in (EARTH, SPACE))
            else:
                n = sum(1 for c in st.res_up[seat] if self.cards[c].resource == want)
            return n >= cond["min"]
        if kind == "tech_cards_face_up":
            n = sum(1 for c in st.tech_up[seat] if self.cards[c].tech_type == cond["tech_type"])
            return n >= cond["min"]
        if kind == "distinct_face_up_resource_types":
            return len({self.res_of[c] for c in st.res_up[seat]}) >= cond["min"]
        if kind == "military_strength":
            return self.strength(st, seat) >= cond["min"]
        if kind == "picked_up_count":
            return seat == st.active and len(st.picked_up) >= cond["min"]
        if kind == "picked_up_vp":
            return seat == st.active and sum(self.cards[c].vp for c in st.picked_up) >= cond["min"]
        if kind == "track_vp":
            return st.track[seat] >= cond["min"]
        raise ValueError(f"unknown condition {kind}")

    def glory_left(self, st: GSState, seat: int, in_pyramid: list[str] | None = None) -> int:
        """The seat's glory markers in the supply; `in_pyramid`: wonders_in_pyramid(st) if known."""
        wonders = wonders_in_pyramid(st) if in_pyramid is None else in_pyramid
        on_board = sum(st.glory[w][seat] for w in wonders)
        return self.glory_markers - on_board

    def card_vp(self, st: GSState, seat: int) -> int:
        return sum(self.cards[c].vp for zone in (st.hands, st.res_up, st.tech_up) for c in zone[seat])

    def wonder_vp(self, st: GSState, seat: int) -> int:
        return sum(self.wonders[w].vp for w in st.owned_wonders[seat])

    def game_over(self, st: GSState) -> bool:
        """GS-13.1: last wonder gone, last Space card of the pyramid bought (D-7), 15+ on a track."""
        if st.wonders.count(None) == len(st.wonders):
            return True
        top = st.pyramid[-1]
        if top.count(None) == len(top):
            return True
        return uses_track(st) and max(st.track) >= self.track_end_vp


# ---------------------------------------------------------------- queries without data


def seat_index(letter: str) -> int:
    return ord(letter) - ord("A")


def uses_track(st: GSState) -> bool:
    return st.card_set != "new_world"


def opponents_from_left(st: GSState, seat: int) -> list[int]:
    return [(seat + k) % st.players for k in range(1, st.players)]


def wonders_in_pyramid(st: GSState) -> list[str]:
    return [w for w in st.wonders if w is not None]


def occupancy(st: GSState) -> list[int]:
    """Each pyramid row as a bit mask of its unbought slots (bit i = position i)."""
    out = []
    for row in st.pyramid:
        bits = 0
        for i, c in enumerate(row):
            if c is not None:
                bits |= 1 << i
        out.append(bits)
    return out


def cone(occupied: list[int], row: int, pos: int) -> list[int]:
    """GS-9.3: the unbought cards reachable downwards from (row, pos) through unbought cards, as
    one bit mask per lower row (from row - 1 down). A card at (r, i) rests on (r-1, i), (r-1, i+1)."""
    masks = []
    reach = 1 << pos
    for r in range(row - 1, -1, -1):
        reach = (reach | reach << 1) & occupied[r]
        if not reach:
            break
        masks.append(reach)
    return masks


def cone_size(occupied: list[int], row: int, pos: int) -> int:
    """How many cards `cone` reaches: the surcharge of the card at (row, pos) (GS-9.2, GS-9.3)."""
    size = 0
    reach = 1 << pos
    for r in range(row - 1, -1, -1):
        reach = (reach | reach << 1) & occupied[r]
        if not reach:
            break
        size += reach.bit_count()
    return size


def connected(st: GSState, row: int, pos: int, occupied: list[int] | None = None) -> list[tuple[int, int]]:
    """GS-9.3: unbought cards reachable downwards through unbought cards, as (row, position).
    `occupied` is `occupancy(st)` when the caller has it already (a view asks for every card)."""
    masks = cone(occupancy(st) if occupied is None else occupied, row, pos)
    found = []
    for k in range(len(masks) - 1, -1, -1):  # the lowest row first, each from the left
        r, bits = row - 1 - k, masks[k]
        found += [(r, j) for j in (SET_BITS[bits] if bits < len(SET_BITS) else set_bits(bits))]
    return found


def set_bits(bits: int) -> tuple[int, ...]:
    """The positions of the set bits of a mask, lowest first."""
    return tuple(j for j in range(bits.bit_length()) if bits >> j & 1)


SET_BITS = tuple(set_bits(bits) for bits in range(1 << 10))  # masks of rows up to 10 wide


def research_surcharge(st: GSState, row: int) -> int:
    """GS-14.4: one per card still in the pyramid rows of earlier eras."""
    return sum(1 for r in range(row) for c in st.pyramid[r] if c is not None)


def leading_cost(steps: list[dict[str, Any]]) -> pay.Cost | None:
    """The costs at the start of a card's effect ("exhaust X"), or None when it has none."""
    cost: list[str] = []
    for step in steps:
        if step["op"] != "pay":
            break
        cost += step["resources"]
    return pay.cost_of(cost) if cost else None
