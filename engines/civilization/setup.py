"""General setup (CV-4) and player setup (CV-5) of a Civilization match."""

from __future__ import annotations

from engines.base import Rng
from engines.civilization import board, culture
from engines.civilization import effects as fx
from engines.civilization.data import Tables
from engines.civilization.state import Civ, CivState, Marker, PlacedTile
from engines.kit.grid import placed_offset

TRAINING_WITHOUT = ("egypt", "rome")  # CV-4.11: the civilizations left out of the training game


def new_state(
    tb: Tables, game: str, players: int, options: dict[str, str], seed: int, civs: list[str] | None = None
) -> CivState:
    """A match before player setup; `civs` chosen by agreement (CV-4.1), else drawn at random."""
    data = tb.data
    limit = options.get("turn_limit", "none")
    st = CivState(
        game=game,
        seed=seed,
        players=players,
        options=options,
        turn_limit=0 if limit == "none" else int(limit),
    )
    rng = Rng(st)
    st.training = options.get("training") == "on"
    if civs is None:
        pool = [c.id for c in data.civilizations if not (st.training and c.id in TRAINING_WITHOUT)]
        civs = rng.shuffle(pool)[:players]  # CV-4.1
    st.players_civ = civs
    st.first_player = rng.below(players)  # CV-4.9
    deal_units(tb, st, rng, civs)
    build_wonder_market(tb, st, rng, civs)
    if st.training:  # CV-4.11: no wonders
        st.wonder_market, st.wonder_deck, st.egypt_wonder = [], [], ""
    st.building_supply = {
        b.name: b.markers_shared_with_pair for b in data.buildings.list if b.upgrade_of is None
    }  # CV-4.3.3
    st.resource_market = {r: players for r in data.constants.market_resource_types}  # CV-4.4
    st.hut_pool = rng.shuffle([k for k, n in data.huts.contents.items() for _ in range(n)])  # CV-4.6
    st.village_pool = rng.shuffle([k for k, n in data.villages.contents.items() for _ in range(n)])
    st.great_person_pool = rng.shuffle(
        [g.id for g in data.great_people.types for _ in range(data.great_people.markers_per_type)]
    )
    lay_out_map(tb, st, rng, civs)  # CV-4.5
    st.civs = [new_civ(tb, st, seat, civs[seat]) for seat in range(players)]
    culture.setup_decks(tb, st, rng)  # CV-4.3.5
    st.advanced_tiebreak = options.get("tiebreak") == "advanced"  # CV-28.6
    return st


def deal_units(tb: Tables, st: CivState, rng: Rng, civs: list[str]) -> None:
    """CV-4.3.1: shuffled unit decks; each player gets one artillery, infantry and mounted card."""
    decks: dict[str, list[str]] = {}
    for kind, deck in tb.data.units.decks.items():
        spread = deck.rank1_strength_distribution or deck.strength_distribution
        decks[kind] = rng.shuffle([f"{kind}:{s}" for s, n in spread.items() for _ in range(n)])
    st.unit_decks = decks


def build_wonder_market(tb: Tables, st: CivState, rng: Rng, civs: list[str]) -> None:
    """CV-4.3.4: eras shuffled separately, the ancient ones face up in the market."""
    deck = tb.data.wonders.default_deck_placeholder
    ancient = rng.shuffle(list(deck["ancient"]))
    medieval = rng.shuffle(list(deck["medieval"]))
    modern = rng.shuffle(list(deck["modern"]))
    if any(fx.civ_step(tb, c, "start_wonder") for c in civs):  # Egypt (CV-4.3.4.1)
        st.egypt_wonder = ancient.pop(rng.below(len(ancient)))
    rest = medieval + modern
    while len(ancient) < 4 and rest:
        ancient.append(rest.pop(0))
    st.wonder_market = ancient
    st.wonder_deck = rest


def lay_out_map(tb: Tables, st: CivState, rng: Rng, civs: list[str]) -> None:
    layout = tb.data.map_layouts.for_players(st.players)  # CV-3.3
    st.grid_rows, st.grid_cols = layout.grid["rows"], layout.grid["cols"]
    tiles: list[PlacedTile | None] = [None] * (st.grid_rows * st.grid_cols)
    for seat, spot in enumerate(layout.home):
        tile_id = tb.civs[civs[seat]].home_tile
        tiles[spot.pos[0] * st.grid_cols + spot.pos[1]] = PlacedTile(id=tile_id, home=True, arrow=spot.arrow)
    pool = rng.shuffle(list(tb.data.map_tiles.base_neutral_pool_placeholder))  # CV-32.18.2
    for pos in layout.neutral_positions:
        tiles[pos[0] * st.grid_cols + pos[1]] = PlacedTile(id=pool.pop(), arrow=None)  # face down
    st.tiles = tiles


def new_civ(tb: Tables, st: CivState, seat: int, civ_id: str) -> Civ:
    civ = tb.civs[civ_id]
    start = tb.data.constants.start
    armies = int(start["figures"]["army"]) + fx.civ_amount(tb, civ_id, "extra_army")  # CV-5.6.6
    standing = [st.unit_decks[k].pop(0) for k in start["standing_forces"]]
    extra = fx.civ_step(tb, civ_id, "start_units")  # Germany (CV-5.6.4)
    if extra is not None:
        standing += [st.unit_decks[extra["kind"]].pop(0) for _ in range(extra["count"])]
    governments = (
        ["Despotism"] if civ.starting_government == "Despotism" else ["Despotism", civ.starting_government]
    )
    return Civ(
        civ=civ_id,
        government=civ.starting_government,  # CV-5.5
        unlocked_governments=governments,
        techs=[[civ.starting_tech], [], [], [], []],  # CV-5.4 / CV-21.3.4
        standing=standing,
        unbuilt={"army": armies, "scout": int(start["figures"]["scout"]), "city": 3},
    )


def home_tile_origin(st: CivState, seat: int) -> tuple[int, int, PlacedTile]:
    for index, tile in enumerate(st.tiles):
        if tile is not None and tile.home and tile.id == f"home_{st.civs[seat].civ}":
            return (index // st.grid_cols) * 4, (index % st.grid_cols) * 4, tile
    raise ValueError(f"no home tile for seat {seat}")


def capital_squares(tb: Tables, st: CivState, seat: int) -> list[tuple[int, int]]:
    """CV-5.1: the four central squares of the home tile (suggested one first)."""
    r0, c0, tile = home_tile_origin(st, seat)
    data = tb.tiles[tile.id]
    canon = [data.suggested_capital, *[s for s in data.capital_allowed if s != data.suggested_capital]]
    out = []
    for r, c in canon:
        R, C = placed_offset(tile.arrow, r, c)
        out.append((r0 + R, c0 + C))
    return out


def reveal_markers(tb: Tables, st: CivState, tile_index: int) -> None:
    """CV-20.2.3: a face-down marker from the pool on every hut and village icon of a revealed tile."""
    tile = st.tiles[tile_index]
    r0, c0 = (tile_index // st.grid_cols) * 4, (tile_index % st.grid_cols) * 4
    squares = tb.placed[(tile.id, tile.arrow)]
    for R in range(4):
        for C in range(4):
            icon = squares[R][C].marker
            if icon is None:
                continue
            pool = st.hut_pool if icon == "hut" else st.village_pool
            if not pool:  # CV-32.11
                continue
            content = pool[0]
            if icon == "hut":
                st.hut_pool = pool[1:]
            else:
                st.village_pool = pool[1:]
            st.markers = [*st.markers, Marker(r=r0 + R, c=c0 + C, kind=icon, content=content)]


def starting_trade(tb: Tables, st: CivState, seat: int) -> int:
    """CV-5.7: trade symbols on the capital's outskirts."""
    capital = board.capital_of(st, seat)
    return 0 if capital is None else board.city_yields(tb, st, capital).get("trade", 0)
