"""Rule checks and changes shared by the decisions: cities, governments, movement, production,
placement and research."""

from __future__ import annotations

import copy
from collections import deque

from engines.base import Event, Text
from engines.civilization import board, names
from engines.civilization import effects as fx
from engines.civilization.data import Tables
from engines.civilization.state import City, CivState, Figure, Piece, Sq
from engines.civilization.techmemo import tech_facts
from engines.civilization.texts import seat_name, tr
from engines.kit.grid import around, chebyshev, orthogonal

LEVEL_NAMES = ("I", "II", "III", "IV", "V")


def tech_text(tb: Tables, name: str) -> Text:
    return names.tech(tb, name)


def update(st: CivState, seat: int, **changes) -> None:
    st.civs[seat] = st.civs[seat].replaced(**changes)


# ---------------------------------------------------------------- cities (CV-7.4)


def city_count(st: CivState, seat: int) -> int:
    return len(board.own_cities(st, seat))


def can_found_at(tb: Tables, st: CivState, seat: int, sq: Sq, taken: tuple[set, set] | None = None) -> bool:
    """`taken`: the squares with a marker and with enemy figures, when the caller has them."""
    markers, enemies = taken or found_blockers(st, seat)
    data = board.square(tb, st, sq)
    if data is None or data.terrain == "water":  # (a)
        return False
    if sq in enemies:  # (d)
        return False
    for n in around(sq):
        if board.square(tb, st, n) is None:  # (b) explored and on the map
            return False
        if n in markers or n in enemies:  # (c) no hut or village, (d)
            return False
    return all(chebyshev(sq, (c.r, c.c)) >= 3 for c in st.cities)  # (e) CV-32.3


def found_blockers(st: CivState, seat: int) -> tuple[set[Sq], set[Sq]]:
    """The squares with a hut or village marker, and those with another player's figures."""
    return {(m.r, m.c) for m in st.markers}, {(f.r, f.c) for f in st.figures if f.owner != seat}


def foundable_scouts(tb: Tables, st: CivState, seat: int) -> list[Figure]:
    civ = st.civs[seat]
    if civ.unbuilt.get("city", 0) <= 0 or city_count(st, seat) >= fx.city_limit(tb, st, seat):
        return []
    scouts = [f for f in st.figures if f.owner == seat and f.kind == "scout"]
    if not scouts:
        return []
    taken = found_blockers(st, seat)
    return [f for f in scouts if can_found_at(tb, st, seat, (f.r, f.c), taken)]


def found_city(st: CivState, seat: int, fig: Figure, ev: list[Event]) -> list[Figure]:
    """CV-7.4.3: the scout goes back to the unbuilt pieces and a city marker takes its square.
    Returns the friendly figures that must leave the square."""
    st.figures = [f for f in st.figures if f.id != fig.id]
    civ = st.civs[seat]
    unbuilt = {**civ.unbuilt, "scout": civ.unbuilt["scout"] + 1, "city": civ.unbuilt["city"] - 1}
    update(st, seat, unbuilt=unbuilt)
    st.cities = [*st.cities, City(owner=seat, r=fig.r, c=fig.c)]
    ev.append(
        Event(
            text=tr(
                f"{seat_name(seat).en} founds a city at {fig.r},{fig.c}.",
                f"{seat_name(seat).pl} zakłada miasto na {fig.r},{fig.c}.",
            )
        )
    )
    return board.figures_at(st, (fig.r, fig.c))


# ---------------------------------------------------------------- governments (CV-8)


def government_options(tb: Tables, st: CivState, seat: int) -> list[str]:
    civ = st.civs[seat]
    if civ.gov_changed_turn == st.turn:
        return []
    if civ.government == "Anarchy":
        if civ.anarchy_turn is not None and civ.anarchy_turn < st.turn:  # CV-8.3.2
            return [g for g in civ.unlocked_governments if g != "Anarchy"]
        return []
    free = [
        g for g, turn in civ.gov_unlocked_turn.items() if turn == st.turn - 1 and g != civ.government
    ]  # CV-8.3.1
    return [*free, "Anarchy"]


def change_government(tb: Tables, st: CivState, seat: int, name: str, ev: list[Event]) -> None:
    changes: dict = {"government": name, "gov_changed_turn": st.turn}
    if name == "Anarchy":
        changes["anarchy_turn"] = st.turn
    update(st, seat, **changes)
    gov = names.government(tb, name)
    ev.append(
        Event(
            text=tr(f"{seat_name(seat).en}: government {gov.en}.", f"{seat_name(seat).pl}: ustrój {gov.pl}.")
        )
    )


# ---------------------------------------------------------------- movement (CV-19)


class Mover:
    """The movement rules for one player's figure or group, with the board facts looked up once:
    it answers for the state as it was built."""

    def __init__(self, tb: Tables, st: CivState, seat: int, group: list[int]):
        self.tb, self.seat, self.group = tb, seat, group  # no state kept: movememo keeps helpers
        self.water = fx.water_rule(tb, st, seat)
        self.limit = fx.stacking_limit(tb, st, seat)
        self.enemies: set[Sq] = {(f.r, f.c) for f in st.figures if f.owner != seat}  # another player's
        self._group_facts(st)
        self.markers: dict[Sq, str] = {}  # each square's first marker's kind (board.marker_at)
        for m in st.markers:
            self.markers.setdefault((m.r, m.c), m.kind)
        self.cities = {(c.r, c.c): c.owner for c in st.cities}
        explored, land = board.explored_squares(tb, st)
        self.enterable = land if self.water == "none" else explored  # CV-19.4, CV-19.3.1
        self.endable = explored if self.water == "end_allowed" else land  # CV-19.3.2
        # squares entering ends a move (attack_kind): markers, enemies, enemy city centres (CV-19.5.3)
        self.stops = self.markers.keys() | self.enemies
        self.stops.update(sq for sq, owner in self.cities.items() if owner != seat)
        self.targets: dict[tuple[Sq, int], tuple[dict, dict]] = {}  # target_steps by (start, points)

    def _group_facts(self, st: CivState) -> None:
        """The facts that depend on the group: a scout in it, the player's other figures per square."""
        group, seat = self.group, self.seat
        self.scout = False
        self.own: dict[Sq, int] = {}
        for f in st.figures:
            if f.id in group:
                self.scout = self.scout or f.kind == "scout"
            elif f.owner == seat:
                self.own[(f.r, f.c)] = self.own.get((f.r, f.c), 0) + 1

    def regrouped(self, st: CivState, group: list[int]) -> Mover:
        """`Mover(tb, st, seat, group)` for another group of the same player, on a board whose
        facts are this helper's (the player's sheet, the map's items but for the player's own
        figures): the player's facts shared, the group's looked up again."""
        other = copy.copy(self)
        other.group = group
        other.targets = {}
        other._group_facts(st)
        return other

    def can_enter(self, sq: Sq) -> bool:
        return sq in self.enterable and sq not in self.stops

    def attack_kind(self, sq: Sq) -> str | None:
        """What an army-only group meets on a square where entering ends its move: a hut, a village
        (CV-20.3.1, CV-20.4.1), an enemy city centre (CV-19.5.3) or enemy figures (CV-19.6.2).
        Scouts never enter them (CV-11.3, CV-19.6.1)."""
        if self.scout or not (sq in self.markers or sq in self.enemies or sq in self.cities):
            return None
        if sq not in self.endable:  # face down, off the map, or water it may not end on
            return None
        if sq in self.markers:
            return self.markers[sq]
        if self.cities.get(sq, self.seat) != self.seat:
            return "city"
        return "figures" if sq in self.enemies else None

    def attack_targets(self, start: Sq, points: int) -> dict[Sq, list[Sq]]:
        """Squares where the group would end its move by entering, each with a shortest path."""
        if not self._may_attack(start, points):
            return {}
        found = self.search(start, points - 1)
        return {n: self.path(found, n, via) for n, (_, via) in self._attack_steps(found, points).items()}

    def _may_attack(self, start: Sq, points: int) -> bool:
        """False when no attack can be in reach (a scout, no movement left, no target near)."""
        if self.scout or points <= 0:
            return False
        r, c = start
        return any(abs(sq[0] - r) + abs(sq[1] - c) <= points for sq in self.stops)

    def _attack_steps(self, found: dict, points: int) -> dict[Sq, tuple[int, Sq]]:
        """Attack targets as (steps, the square entered from), from a search's squares: each from
        the first square found next to it (the search finds squares nearest first)."""
        out: dict[Sq, tuple[int, Sq]] = {}
        stops = self.stops  # every square attack_kind names is one of them
        for sq, (steps, _) in found.items():
            if steps >= points:
                continue
            r, c = sq
            for n in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):  # kit.grid.ORTHOGONAL
                if n in stops and n not in out and self.attack_kind(n) is not None:
                    out[n] = (steps + 1, sq)
        return out

    def can_end(self, sq: Sq) -> bool:
        if sq not in self.endable or sq in self.cities:  # CV-19.3.2, CV-19.5.1
            return False
        return self.own.get(sq, 0) + len(self.group) <= self.limit  # CV-19.2.2

    def destinations(self, start: Sq, points: int) -> dict[Sq, list[Sq]]:
        """Squares the group may end on within `points` steps, each with a shortest legal path."""
        found = self.search(start, points)
        return {
            sq: self.path(found, sq, via)
            for sq, (_, via) in found.items()
            if sq != start and self.can_end(sq)
        }

    def search(self, start: Sq, points: int) -> dict[Sq, tuple[int, Sq | None]]:
        """The squares the group may enter within `points` steps, each as (steps, the square it is
        entered from): the breadth-first search of kit.grid.reachable(start, points, can_enter),
        finding the same squares by the same paths in the same order, with parents instead of
        copied paths (the hottest loop of a move)."""
        found: dict[Sq, tuple[int, Sq | None]] = {start: (0, None)}
        queue = deque([start])
        enterable, stops = self.enterable, self.stops  # can_enter, inlined
        while queue:
            sq = queue.popleft()
            steps = found[sq][0]
            if steps >= points:
                continue
            r, c = sq
            for nxt in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):  # kit.grid.ORTHOGONAL
                if nxt not in found and nxt in enterable and nxt not in stops:
                    found[nxt] = (steps + 1, sq)
                    queue.append(nxt)
        return found

    @staticmethod
    def path(found: dict, sq: Sq, via: Sq) -> list[Sq]:
        """The squares of a search's path to sq, entered from `via` (the start left out)."""
        out = [sq]
        while found[via][1] is not None:
            out.append(via)
            via = found[via][1]
        out.reverse()
        return out

    def target_steps(self, start: Sq, points: int) -> tuple[dict[Sq, tuple[int, Sq]], dict]:
        """`destinations` and then `attack_targets` from one search, each as (steps, the square it
        is entered from), with the search (for `path`); computed once per start and points."""
        known = self.targets.get((start, points))
        if known is not None:
            return known
        found = self.search(start, points)
        endable, cities, own, limit = self.endable, self.cities, self.own, self.limit - len(self.group)
        out = {  # can_end, inlined
            sq: step
            for sq, step in found.items()
            if sq in endable and sq not in cities and own.get(sq, 0) <= limit and sq != start
        }
        if self._may_attack(start, points):
            out.update(self._attack_steps(found, points))
        self.targets[(start, points)] = out, found
        return out, found

    def target(self, start: Sq, points: int, dest: Sq) -> tuple[int, Sq, dict] | None:
        """`target_steps(start, points)` for one square: (steps, the square it is entered from,
        the search so far, for `path`) or None, searching only until dest is settled (or taken
        from `target_steps` when it ran already)."""
        if dest == start:
            return None
        known = self.targets.get((start, points))
        if known is not None:
            step = known[0].get(dest)
            return None if step is None else (step[0], step[1], known[1])
        attack = not self.can_enter(dest)
        if attack and (not self._may_attack(start, points) or self.attack_kind(dest) is None):
            return None
        if not attack and not self.can_end(dest):
            return None
        found: dict[Sq, tuple[int, Sq | None]] = {start: (0, None)}
        if attack and abs(dest[0] - start[0]) + abs(dest[1] - start[1]) == 1:
            return 1, start, found
        queue = deque([start])
        while queue:  # as in `search`; stops where `target_steps` would have found dest
            sq = queue.popleft()
            steps = found[sq][0]
            if steps >= points:
                continue
            r, c = sq
            for nxt in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
                if nxt in found or not self.can_enter(nxt):
                    continue
                found[nxt] = (steps + 1, sq)
                queue.append(nxt)
                if not attack and nxt == dest:
                    return steps + 1, sq, found
                if attack and steps + 1 < points and abs(dest[0] - nxt[0]) + abs(dest[1] - nxt[1]) == 1:
                    return steps + 2, nxt, found
        return None

    def can_still_stop(self, sq: Sq, points: int) -> bool:
        """Whether the group may end on sq or on another square within `points` steps from it (a
        breadth-first search that stops at the first such square)."""
        if self.can_end(sq):
            return True
        seen, frontier = {sq}, [sq]
        for _ in range(points):
            after = []
            for here in frontier:
                for n in orthogonal(here):
                    if n not in seen and self.can_enter(n):
                        if self.can_end(n):
                            return True
                        seen.add(n)
                        after.append(n)
            frontier = after
        return False


def can_enter(tb: Tables, st: CivState, seat: int, sq: Sq, has_scout: bool) -> bool:
    return Mover(tb, st, seat, []).can_enter(sq)


def can_end(tb: Tables, st: CivState, seat: int, sq: Sq, group: list[int]) -> bool:
    return Mover(tb, st, seat, group).can_end(sq)


def group_has_scout(st: CivState, group: list[int]) -> bool:
    return any(f.kind == "scout" for f in st.figures if f.id in group)


def destinations(
    tb: Tables, st: CivState, seat: int, start: Sq, points: int, group: list[int]
) -> dict[Sq, list[Sq]]:
    return Mover(tb, st, seat, group).destinations(start, points)


def move_group(st: CivState, group: list[int], sq: Sq) -> None:
    st.figures = [f.replaced(r=sq[0], c=sq[1]) if f.id in group else f for f in st.figures]


# ---------------------------------------------------------------- production (CV-10.3)


def unit_cost(tb: Tables, st: CivState, seat: int, kind: str) -> int:
    units = tb.data.units
    cost = units.aircraft_cost if kind == "aircraft" else units.cost_by_rank[str(st.civs[seat].ranks[kind])]
    cap = [s["amount"] for s in fx.steps_of(tb, st, seat) if s["op"] == "unit_cost_cap"]
    return min([cost, *cap])


def building_line(tb: Tables, name: str) -> str:
    """The basic building of a line (the market counts double-sided markers per line)."""
    return tb.buildings[name].upgrade_of or name


def buildable(tb: Tables, st: CivState, seat: int) -> list[str]:
    """Unlocked buildings, the upgraded side only once it is unlocked (CV-13.1, CV-13.5)."""
    civ = st.civs[seat]
    known = set(civ.all_techs())
    out = []
    for b in tb.buildings.values():
        if b.upgrade_of is None and b.upgrades_to and tb.buildings[b.upgrades_to].unlocked_by in known:
            continue
        if b.unlocked_by in known and st.building_supply.get(building_line(tb, b.name), 0) > 0:
            out.append(b.name)
    return out


def wonder_cost(tb: Tables, st: CivState, seat: int, name: str) -> int:
    w = tb.wonders[name]
    if w.discount is not None and st.civs[seat].knows(w.discount.tech):
        return w.discount.cost
    return w.cost


def conversion(tb: Tables, st: CivState, seat: int) -> tuple[int, int]:
    """(trade, production) of one conversion step (CV-10.3.2; America 3 -> 2, CV-5.6.1)."""
    rate = fx.civ_step(tb, st.civs[seat].civ, "trade_to_production") if st.civs[seat].civ else None
    rate = rate or tb.data.constants.trade_to_production_rate
    return rate["trade"], rate["production"]


def trade_needed(
    tb: Tables, st: CivState, city_index: int, cost: int, production: int | None = None
) -> int | None:
    """Trade the city must convert to pay `cost`, or None when even all trade is not enough."""
    seat = st.cities[city_index].owner
    if production is None:
        production = fx.city_production(tb, st, city_index)
    missing = cost - production
    if missing <= 0:
        return 0
    per_trade, per_prod = conversion(tb, st, seat)
    steps = -(-missing // per_prod)
    need = steps * per_trade
    return need if need <= st.civs[seat].trade else None


def figure_squares(
    tb: Tables, st: CivState, city_index: int, kind: str, mover: Mover | None = None
) -> list[Sq]:
    """CV-11.1.2/11.1.4: outskirts squares a new figure may be placed on (`mover`: the owner's
    Mover for a new figure, when the caller has one)."""
    city = st.cities[city_index]
    if mover is None:
        mover = Mover(tb, st, city.owner, [-1])
    out = []
    for sq in board.outskirts(city):
        if sq in mover.markers or (sq in mover.enemies and kind != "army"):
            continue  # an army onto a blockade starts a battle (CV-11.1.4, CV-26.4)
        if mover.can_end(sq):
            out.append(sq)
    return out


def piece_squares(tb: Tables, st: CivState, city_index: int, kind: str, name: str) -> list[Sq]:
    """Squares of the city's outskirts where a building/wonder/great person may go (CV-13.2,
    CV-14.2, CV-17.2), replacing an own piece allowed (CV-13.6)."""
    return PieceSites(tb, st, city_index).squares(kind, name)


class PieceSites:
    """The outskirts squares of one city that may take a piece, looked up once for all the
    pieces a decision asks about: on the map, no city, no enemy figure, no other player's piece."""

    def __init__(self, tb: Tables, st: CivState, city_index: int):
        self.tb = tb
        city = st.cities[city_index]
        seat = city.owner
        cities = {(c.r, c.c) for c in st.cities}
        enemies = {(f.r, f.c) for f in st.figures if f.owner != seat}
        pieces = {}
        for p in st.pieces:
            pieces.setdefault((p.r, p.c), p)  # the first piece on a square, as board.piece_at
        self.sites: list[tuple[Sq, str]] = []  # (square, terrain)
        self.limited: list[Sq] = []  # squares of the city's one-per-city buildings
        self.wonders: list[Sq] = []  # squares of the city's wonders
        for sq in board.outskirts(city):
            data = board.square(tb, st, sq)
            if data is None or sq in cities or sq in enemies:
                continue
            old = pieces.get(sq)
            if old is not None and old.owner != seat:
                continue
            self.sites.append((sq, data.terrain))
        for p in pieces_of_city(st, city):
            if p.kind == "building" and tb.buildings[p.name].limited_one_per_city:
                self.limited.append((p.r, p.c))
            elif p.kind == "wonder":
                self.wonders.append((p.r, p.c))

    def squares(self, kind: str, name: str) -> list[Sq]:
        out = []
        for sq, terrain in self.sites:
            if kind == "building":
                building = self.tb.buildings[name]
                need = building.terrain
                ok = terrain != "water" if need == "any_non_water" else terrain == need
                if not ok or (building.limited_one_per_city and any(s != sq for s in self.limited)):
                    continue
            else:
                if terrain == "water":
                    continue
                if kind == "wonder" and any(s != sq for s in self.wonders):
                    continue
            out.append(sq)
        return out


def pieces_of_city(st: CivState, city: City) -> list[Piece]:
    squares = set(board.outskirts(city))
    return [p for p in st.pieces if (p.r, p.c) in squares and p.owner == city.owner]


def place_piece(tb: Tables, st: CivState, seat: int, sq: Sq, kind: str, name: str, ev: list[Event]) -> None:
    """Put a piece on sq, replacing the owner's piece there (CV-13.6)."""
    old = board.piece_at(st, sq)
    if old is not None:
        st.pieces = [p for p in st.pieces if p is not old]
        if old.kind == "building":
            line = building_line(tb, old.name)
            st.building_supply = {**st.building_supply, line: st.building_supply[line] + 1}
        elif old.kind == "great_person":
            civ = st.civs[seat]
            update(st, seat, great_people=[*civ.great_people, old.name])
        else:
            civ = st.civs[seat]
            update(st, seat, wonders=[w for w in civ.wonders if w != old.name])
        gone = names.piece(tb, old.kind, old.name)
        ev.append(Event(text=tr(f"{gone.en} is replaced.", f"Zastąpiono: {gone.pl}.")))
    if kind == "building":
        line = building_line(tb, name)
        st.building_supply = {**st.building_supply, line: st.building_supply[line] - 1}
    st.pieces = [*st.pieces, Piece(r=sq[0], c=sq[1], kind=kind, name=name, owner=seat)]


# ---------------------------------------------------------------- research (CV-21)


def pyramid_row(tb: Tables, name: str) -> int:
    return tb.techs[name].level - 1


def slot_free(civ, row: int) -> bool:
    """CV-21.3.2: row L (L >= 2) takes a card only while count(L-1) >= count(L) + 2."""
    return row == 0 or len(civ.techs[row - 1]) >= len(civ.techs[row]) + 2


def research_threshold(tb: Tables, st: CivState, seat: int, level: int) -> int:
    base = tb.data.constants.research_trade_threshold[str(level)]
    return max(1, base - fx.modifier(tb, st, seat, "research_discount"))


def researchable(tb: Tables, st: CivState, seat: int) -> list[str]:
    civ = st.civs[seat]
    discount = fx.modifier(tb, st, seat, "research_discount")  # research_threshold's, looked up once
    thresholds = tb.data.constants.research_trade_threshold
    out = []
    for name, level in unlearned(tb, st, seat):
        if name == "Space Flight" and st.space_flight_taken:
            continue
        if civ.trade >= max(1, thresholds[str(level)] - discount):
            out.append(name)
    return out


def unlearned(tb: Tables, st: CivState, seat: int) -> list[tuple[str, int]]:
    """The techs the player does not know and has a free slot for (CV-21.3.2), with their levels,
    in the data's order; kept with its techs (techmemo)."""
    facts = tech_facts(tb, st, seat)
    found = facts.get("unlearned")
    if found is None:
        civ = st.civs[seat]
        known = set(civ.all_techs())
        found = facts["unlearned"] = [
            (name, tech.level)
            for name, tech in tb.techs.items()
            if name not in known and slot_free(civ, tech.level - 1)
        ]
    return found


def learn(tb: Tables, st: CivState, seat: int, name: str, ev: list[Event]) -> None:
    """Add a tech to the pyramid and apply what it shows at once (CV-22)."""
    civ = st.civs[seat]
    row = pyramid_row(tb, name)
    techs = [list(r) for r in civ.techs]
    techs[row].append(name)
    tech = tb.techs[name]
    ranks = dict(civ.ranks)
    for kind, rank in tech.upgrades.items():  # CV-12.2
        ranks[kind] = max(ranks.get(kind, 1), rank)
    if tech.unlocks.get("unit") == "aircraft":
        ranks["aircraft"] = 1
    unlocked = list(civ.unlocked_governments)
    turns = dict(civ.gov_unlocked_turn)
    gov = tech.unlocks.get("government")
    if gov and gov not in unlocked:
        unlocked.append(gov)
        turns[gov] = st.turn  # CV-8.3.1
    update(st, seat, techs=techs, ranks=ranks, unlocked_governments=unlocked, gov_unlocked_turn=turns)
    upgrade_buildings(tb, st, seat, name)
    ev.append(
        Event(
            text=tr(
                f"{seat_name(seat).en} learns {name}.",
                f"{seat_name(seat).pl} poznaje {tech_text(tb, name).pl}.",
            )
        )
    )


def upgrade_buildings(tb: Tables, st: CivState, seat: int, tech: str) -> None:
    """CV-13.5: the player's basic buildings of a line flip when the upgrade is learned."""
    for b in tb.buildings.values():
        if b.unlocked_by == tech and b.upgrade_of:
            st.pieces = [
                p.model_copy(update={"name": b.name})
                if p.owner == seat and p.kind == "building" and p.name == b.upgrade_of
                else p
                for p in st.pieces
            ]


def pay_research(st: CivState, seat: int, coins: int) -> None:
    """CV-21.2.2: all trade is spent except 1 per coin (never more than the player had)."""
    civ = st.civs[seat]
    update(st, seat, trade=min(civ.trade, coins))
