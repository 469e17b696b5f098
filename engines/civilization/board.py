"""Map queries: squares, cities, outskirts, yields, coins and a civilization's characteristics."""

from __future__ import annotations

from engines.civilization import memos
from engines.civilization.data import SquareData, Tables, printed_yields
from engines.civilization.state import City, CivState, Figure, Sq
from engines.kit.grid import around


def key(sq: Sq) -> str:
    return f"{sq[0]},{sq[1]}"


def turn_order(st: CivState) -> list[int]:
    """Seats from the first player clockwise (CV-6)."""
    return [(st.first_player + i) % st.players for i in range(st.players)]


# ---------------------------------------------------------------- squares


def tile_at(st: CivState, sq: Sq):
    r, c = sq
    if r < 0 or c < 0:
        return None
    tr_, tc = r // 4, c // 4
    if tr_ >= st.grid_rows or tc >= st.grid_cols:
        return None
    return st.tiles[tr_ * st.grid_cols + tc]


def square(tb: Tables, st: CivState, sq: Sq) -> SquareData | None:
    """The printed square, or None when it does not exist or is face down (CV-20.1)."""
    r, c = sq
    if r < 0 or c < 0 or r >= st.grid_rows * 4 or c >= st.grid_cols * 4:
        return None
    tile = st.tiles[(r >> 2) * st.grid_cols + (c >> 2)]  # tile_at, inlined: the hottest lookup
    if tile is None or tile.arrow is None:
        return None
    printed = tb.placed[(tile.id, tile.arrow)][r & 3][c & 3]
    if st.disasters and key(sq) in st.disasters:
        return changed_terrain(tb, printed, st.disasters[key(sq)])
    return printed


def explored_squares(tb: Tables, st: CivState) -> tuple[frozenset[Sq], frozenset[Sq]]:
    """The squares of the face-up tiles, and those of them that are not water (disasters
    included): what movement asks first of a square (rules.Mover). They change only when a tile
    is explored or a disaster marker placed, so they are remembered on the state (memo "explored",
    carried into clones) with the tiles and disasters they were taken from."""
    memo = memos.recall(st, "explored")
    if memo is not None and memo[0] == st.tiles and memo[1] == st.disasters:
        return memo[2], memo[3]
    explored, land = [], []
    for index, tile in enumerate(st.tiles):
        if tile is None or tile.arrow is None:
            continue
        top, left = divmod(index, st.grid_cols)
        for r in range(top * 4, top * 4 + 4):
            for c in range(left * 4, left * 4 + 4):
                explored.append((r, c))
                if square(tb, st, (r, c)).terrain != "water":
                    land.append((r, c))
    memo = (list(st.tiles), dict(st.disasters), frozenset(explored), frozenset(land))
    memos.keep(st, "explored", memo)
    return memo[2], memo[3]


def changed_terrain(tb: Tables, printed: SquareData, terrain: str) -> SquareData:
    """CV-16.3 / CV-32.10: a disaster marker's terrain with its default symbols; the printed
    symbols, resource and natural-wonder culture are gone."""
    default = tb.default_yields[terrain]
    return SquareData(terrain=terrain, marker=printed.marker, **default)


def face_down_tile(st: CivState, sq: Sq) -> bool:
    tile = tile_at(st, sq)
    return tile is not None and tile.arrow is None


def map_size(st: CivState) -> tuple[int, int]:
    return st.grid_rows * 4, st.grid_cols * 4


# ---------------------------------------------------------------- things on squares


def city_at(st: CivState, sq: Sq) -> tuple[int, City] | None:
    for i, city in enumerate(st.cities):
        if (city.r, city.c) == sq:
            return i, city
    return None


def figures_at(st: CivState, sq: Sq) -> list[Figure]:
    return [f for f in st.figures if (f.r, f.c) == sq]


def marker_at(st: CivState, sq: Sq):
    for m in st.markers:
        if (m.r, m.c) == sq:
            return m
    return None


def piece_at(st: CivState, sq: Sq):
    for p in st.pieces:
        if (p.r, p.c) == sq:
            return p
    return None


def enemy_figures(st: CivState, sq: Sq, seat: int) -> bool:
    return any(f.owner != seat and (f.r, f.c) == sq for f in st.figures)


def outskirts(city: City) -> list[Sq]:
    return list(around((city.r, city.c)))


def city_of_square(st: CivState, sq: Sq) -> tuple[int, City] | None:
    """The city whose outskirts hold sq."""
    for i, city in enumerate(st.cities):
        if max(abs(city.r - sq[0]), abs(city.c - sq[1])) == 1:
            return i, city
    return None


# ---------------------------------------------------------------- yields


def square_yields(tb: Tables, st: CivState, sq: Sq, seat: int) -> dict[str, int]:
    """What one square gives its controller `seat` (CV-10.1.1): nothing while blockaded (CV-26.1),
    a piece's printed symbols instead of the square's (CV-13.3.4, CV-32.28)."""
    blocked = {(f.r, f.c) for f in st.figures if f.owner != seat}
    return yields_given(tb, st, sq, blocked, {(p.r, p.c): p for p in st.pieces})


def yields_given(tb: Tables, st: CivState, sq: Sq, blocked: set[Sq], pieces: dict) -> dict[str, int]:
    return dict(yield_items(tb, st, sq, blocked, pieces))


def yield_items(tb: Tables, st: CivState, sq: Sq, blocked: set[Sq], pieces: dict) -> tuple:
    """`yields_given` as (key, amount) pairs, from the tables built once (city_yields' hot loop)."""
    if sq in blocked:
        return ()
    piece = pieces.get(sq)
    if piece is not None:
        if square(tb, st, sq) is None:
            return ()
        if piece.kind == "building":
            return tuple(tb.buildings[piece.name].yields.items())
        if piece.kind == "great_person":
            return tuple(tb.great_people[piece.name].yields.items())
        return (("culture", int(tb.data.wonders.marker_culture["per_marker"])),)
    r, c = sq
    if r < 0 or c < 0 or r >= st.grid_rows * 4 or c >= st.grid_cols * 4:
        return ()
    tile = st.tiles[(r >> 2) * st.grid_cols + (c >> 2)]  # as `square`
    if tile is None or tile.arrow is None:
        return ()
    if st.disasters and key(sq) in st.disasters:
        return printed_yields(square(tb, st, sq))
    return tb.placed_yields[(tile.id, tile.arrow)][r & 3][c & 3]


def square_coin(tb: Tables, st: CivState, sq: Sq, blocked: set[Sq], pieces: dict) -> int:
    """`yields_given(...).get("coin", 0)` without building the yields."""
    data = square(tb, st, sq)
    if data is None or sq in blocked:
        return 0
    piece = pieces.get(sq)
    if piece is None:
        return data.coin
    if piece.kind == "building":
        return tb.buildings[piece.name].yields.get("coin", 0)
    if piece.kind == "great_person":
        return tb.great_people[piece.name].yields.get("coin", 0)
    return 0  # a wonder marker shows culture only


def scout_squares(st: CivState, city_index: int) -> list[Sq]:
    """Squares scouts send to this city this turn (CV-25), never counted twice (CV-32.9)."""
    city = st.cities[city_index]
    own = set(outskirts(city))
    out: list[Sq] = []
    for f in st.figures:
        sq = f.sent_square or (f.r, f.c)  # the square stays sent until the end of the turn
        if f.kind == "scout" and f.sends_to == city_index and f.owner == city.owner:
            if sq not in own and sq not in out:
                out.append(sq)
    return out


def city_squares(st: CivState, city_index: int) -> list[Sq]:
    return [*outskirts(st.cities[city_index]), *scout_squares(st, city_index)]


def city_yields(tb: Tables, st: CivState, city_index: int) -> dict[str, int]:
    """What the city's squares give (CV-10.1.1), never to be edited: several prompts and rules of
    one City Management ask it again, so each city's is remembered on the state (memo "yields",
    carried into clones) with the figures, pieces, cities, tiles and disasters it was taken from
    (list copies, compared item by item by identity: a list edited in place counts as changed)."""
    memo = memos.recall(st, "yields")
    if memo is None or memo[2] is not tb or not _same_yield_facts(st, memo[0]):
        memo = (_yield_facts(st), {}, tb)
        memos.keep(st, "yields", memo)
    known = memo[1].get(city_index)
    if known is None:
        known = memo[1][city_index] = _city_yields(tb, st, city_index)
    return known


def _yield_facts(st: CivState) -> tuple:
    return (
        st.figures[:],
        st.pieces[:],
        st.cities[:],
        st.tiles[:],
        dict(st.disasters),
        st.grid_rows,
        st.grid_cols,
    )


def _same_yield_facts(st: CivState, facts: tuple) -> bool:
    """`_yield_facts(st) == facts` without copying (lists compare their items by identity first)."""
    return (
        st.figures == facts[0]
        and st.pieces == facts[1]
        and st.cities == facts[2]
        and st.tiles == facts[3]
        and st.disasters == facts[4]
        and st.grid_rows == facts[5]
        and st.grid_cols == facts[6]
    )


def _city_yields(tb: Tables, st: CivState, city_index: int) -> dict[str, int]:
    city = st.cities[city_index]
    blocked = {(f.r, f.c) for f in st.figures if f.owner != city.owner}
    pieces = {(p.r, p.c): p for p in st.pieces}
    total: dict[str, int] = {}
    for sq in city_squares(st, city_index):
        for k, v in yield_items(tb, st, sq, blocked, pieces):
            total[k] = total.get(k, 0) + v
    return total


def city_resources(tb: Tables, st: CivState, city_index: int) -> list[str]:
    found = [k.split(":", 1)[1] for k in city_yields(tb, st, city_index) if k.startswith("resource:")]
    return sorted(set(found))


def own_cities(st: CivState, seat: int) -> list[int]:
    return [i for i, c in enumerate(st.cities) if c.owner == seat]


def capital_of(st: CivState, seat: int) -> int | None:
    for i in own_cities(st, seat):
        if st.cities[i].capital:
            return i
    return None
