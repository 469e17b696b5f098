"""Victories: culture (CV-28.1), technology (CV-28.2), economic (CV-28.3), the declared turn limit,
and the advanced tie-breaker variant (CV-28.6)."""

from __future__ import annotations

from itertools import chain, repeat
from operator import is_

from engines.base import Event, Text, join_texts
from engines.civilization import board, memos
from engines.civilization import effects as fx
from engines.civilization.data import Tables
from engines.civilization.effects import counted_coins, map_facts
from engines.civilization.machine import board_items
from engines.civilization.state import Civ, CivState
from engines.civilization.texts import seat_name, tr

KINDS = {
    "culture": tr("culture victory", "zwycięstwo kulturowe"),
    "tiebreak": tr("victory on the advanced tie-breaker", "zwycięstwo w zaawansowanym rozstrzyganiu"),
    "military": tr("military victory", "zwycięstwo militarne"),
    "technology": tr("technology victory", "zwycięstwo technologiczne"),
    "economic": tr("economic victory", "zwycięstwo ekonomiczne"),
    "turn_limit": tr("the declared turn limit", "ustalony limit tur"),
    "training": tr("the end of the training game (no winner)", "koniec gry szkoleniowej (bez zwycięzcy)"),
}


def result_note(kind: str | None) -> Text | None:
    """The result's note, a sentence: how the game ended."""
    if kind not in KINDS:
        return None
    return tr(f"Game over: {KINDS[kind].en}.", f"Koniec gry: {KINDS[kind].pl}.")


TRAINING_CITIES = 3  # CV-4.11: the training game stops when a player builds a third city


NON_MILITARY = ("culture", "technology", "economic")


def declare_win(st: CivState, seats: list[int], kind: str, ev: list[Event]) -> None:
    """The game ends at once (CV-28.5); in the CV-28.6 variant a non-military victory is noted and
    the turn goes on (`settle_tiebreak` at its end)."""
    if st.advanced_tiebreak and kind in NON_MILITARY:
        new = [s for s in seats if str(s) not in st.achieved]
        if new:
            st.achieved = {**st.achieved, **{str(s): kind for s in new}}
            names = join_texts([seat_name(s) for s in new])
            ev.append(
                Event(
                    text=tr(
                        f"{names.en}: {KINDS[kind].en} reached; the turn is played to its end (CV-28.6).",
                        f"{names.pl}: {KINDS[kind].pl} osiągnięte; tura toczy się do końca.",
                    )
                )
            )
        return
    finish(st, seats, kind, ev)


def settle_tiebreak(tb: Tables, st: CivState, ev: list[Event]) -> bool:
    """CV-28.6 at the end of a turn with victories: only the players who reached one score (techs
    + culture spaces + coins); the highest wins, a remaining tie shares the victory."""
    if not st.achieved:
        return False
    scores = {int(s): standing_score(tb, st, int(s)) for s in st.achieved}
    best = max(scores.values())
    seats = sorted(s for s, v in scores.items() if v == best)
    kinds = {st.achieved[str(s)] for s in seats}
    finish(st, seats, kinds.pop() if len(kinds) == 1 else "tiebreak", ev)
    return True


def finish(st: CivState, seats: list[int], kind: str, ev: list[Event]) -> None:
    st.winners = seats
    st.victory = kind
    st.finished = True
    st.tasks = []
    names = join_texts([seat_name(s) for s in seats])
    ev.append(Event(text=tr(f"{names.en}: {KINDS[kind].en}!", f"{names.pl}: {KINDS[kind].pl}!"), reveal=True))


def check_training_end(st: CivState, ev: list[Event]) -> None:
    """CV-4.11: in the training game, a player's third city stops the game; nobody wins."""
    if not st.training or st.finished:
        return
    for seat in range(st.players):
        if sum(1 for c in st.cities if c.owner == seat) >= TRAINING_CITIES:
            st.winners, st.victory, st.finished, st.tasks = [], "training", True, []
            ev.append(Event(text=tr(f"{KINDS['training'].en}.", f"{KINDS['training'].pl}."), reveal=True))
            return


def check_economic(tb: Tables, st: CivState, ev: list[Event], items: tuple | None = None) -> None:
    """CV-28.3: 15 coins at any moment wins (ties: earliest in turn order). `items`: the state's
    `board_items` when the caller has them (the engine, from the legal-ids memo just taken)."""
    if st.finished:
        return
    items = board_items(st) if items is None else items
    seen = memos.recall(st, "econ")
    if (
        seen is not None
        and seen[1] == items
        and seen[0] is tb
        and seen[2] == st.grid_rows
        and seen[3] == st.grid_cols
        and seen[4] == st.obsolete
        and seen[5] == st.disasters
    ):
        return  # nothing coins come from changed since a check that found nobody rich (most moves)
    need = tb.data.constants.economic_victory_coins
    bounds = coin_bounds(tb, st)
    rich = []
    if max(bounds) >= need:  # else nobody can be rich, without counting coins
        sheets = memos.recall(st, "coins")[5]  # coin_bounds' sheet parts
        on_map = open_map_part(tb, st)
        order = [(st.first_player + i) % st.players for i in range(st.players)]
        board = map_facts(st, items)
        rich = [
            s
            for s in order
            if bounds[s] >= need and sheets[s] + on_map[s] >= need and counted_coins(tb, st, s, board) >= need
        ]
    if rich:
        declare_win(st, rich[:1], "economic", ev)
    else:  # everything any player's coins come from (the lists as copies: an edit in place counts)
        memos.keep(st, "econ", (tb, items, st.grid_rows, st.grid_cols, list(st.obsolete), dict(st.disasters)))


def coin_bounds(tb: Tables, st: CivState) -> tuple[int, ...]:
    """A cheap upper bound of each player's coins: the coins of every explored square, one per
    building or great person the player owns, and the sheet's own coins (tokens, printed on techs,
    a working government's or wonder's). Checked after every move, so the parts are remembered on
    the state (memo "coins", carried into clones) and computed again only for a part whose fields
    changed: the tiles, the pieces, a player's sheet."""
    memo = memos.recall(st, "coins")
    tiles, pieces, civs = st.tiles, st.pieces, st.civs
    if (
        memo is not None
        and memo[0] == tiles
        and memo[2] == pieces
        and len(memo[4]) == len(civs)
        and all(map(is_, memo[4], civs))
    ):
        return memo[6]  # nothing changed since the last check (most moves)
    if memo is not None and memo[0] == tiles:  # a list compare: item identity first
        seen_tiles, on_map = memo[0], memo[1]
    else:
        seen_tiles = list(tiles)
        on_map = sum(tb.tile_coins[t.id] for t in tiles if t is not None and t.arrow is not None)
    if memo is not None and memo[2] == pieces:
        seen_pieces, owned = memo[2], memo[3]
    else:
        seen_pieces, owned = list(pieces), [0] * st.players
        for p in pieces:
            if p.kind != "wonder":
                owned[p.owner] += 1
    seen_civs = memo[4] if memo is not None else ()
    sheets = [
        memo[5][s] if s < len(seen_civs) and seen_civs[s] is civ else sheet_coins_bound(tb, civ)
        for s, civ in enumerate(civs)
    ]
    bounds = tuple(on_map + owned[s] + sheets[s] for s in range(len(civs)))
    memos.keep(st, "coins", (seen_tiles, on_map, seen_pieces, owned, tuple(civs), sheets, bounds))
    return bounds


def same_places(st: CivState, places: tuple) -> bool:
    """Whether the cities, pieces, tiles, disasters and grid are as in `places` (list copies:
    compared item by item, identity first)."""
    return (
        st.pieces == places[1]
        and st.cities == places[0]
        and st.tiles == places[2]
        and st.disasters == places[3]
        and st.grid_rows == places[4]
        and st.grid_cols == places[5]
    )


def open_map_part(tb: Tables, st: CivState) -> list[int]:
    """Each player's `open_map_coins`: late in a game `coin_bounds` stays above 15 for someone, and
    this tighter part keeps most checks from counting coins. Remembered on the state (memo "open",
    carried into clones) and computed again when the cities, pieces, tiles, disasters or grid
    changed, or for a player whose scouts send other squares."""
    memo = memos.recall(st, "open")
    figures = st.figures
    if memo is not None and memo[0] == figures and same_places(st, memo[2]):
        return memo[3]
    sends = memo[1] if memo is not None and memo[0] == figures else scout_sends(st)
    if memo is not None and same_places(st, memo[2]):
        places, on_map = memo[2], memo[3]
        if memo[1] != sends:  # a scout sending moved or began to send: its owner's part only
            on_map = [
                on_map[s] if own(memo[1], s) == own(sends, s) else open_map_coins(tb, st, s, sends)
                for s in range(st.players)
            ]
    else:
        places = (st.cities[:], st.pieces[:], st.tiles[:], dict(st.disasters), st.grid_rows, st.grid_cols)
        on_map = [open_map_coins(tb, st, s, sends) for s in range(st.players)]
    memos.keep(st, "open", (figures[:], sends, places, on_map))
    return on_map


def own(sends: tuple, seat: int) -> tuple:
    return tuple(send for send in sends if send[0] == seat)


def scout_sends(st: CivState) -> tuple:
    """Every scout sending a square to a city (CV-25): (owner, city index, the square)."""
    return tuple(
        (f.owner, f.sends_to, f.sent_square or (f.r, f.c))
        for f in st.figures
        if f.kind == "scout" and f.sends_to is not None
    )


def open_map_coins(tb: Tables, st: CivState, seat: int, sends: tuple) -> int:
    """`fx.map_coins(tb, st, seat)` as if no square were blockaded (CV-24.2.1): never less."""
    pieces = {(p.r, p.c): p for p in st.pieces}
    sent = [(to, sq) for owner, to, sq in sends if owner == seat]
    total = 0
    for i in board.own_cities(st, seat):
        squares = board.outskirts(st.cities[i])
        for to, sq in sent:
            if to == i and sq not in squares:  # as fx.map_coins
                squares.append(sq)
        total += sum(board.square_coin(tb, st, sq, NOTHING, pieces) for sq in squares)
    return total


NOTHING: frozenset = frozenset()


def sheet_coins_bound(tb: Tables, civ: Civ) -> int:
    """The coins of a sheet at most: tokens, printed on known techs, and the coins effects of its
    government, wonders (as if all worked, CV-27.1) and techs (`fx.modifier`'s sources)."""
    printed = sum(map(tb.tech_coins.get, chain.from_iterable(civ.techs), repeat(0)))
    governments, wonders, techs = tb.op_sources.get("coins", fx.NO_SOURCES)
    effects = governments.get(civ.government, 0) + sum(map(wonders.get, civ.wonders, repeat(0)))
    if techs:
        effects += sum(map(techs.get, chain.from_iterable(civ.techs), repeat(0)))
    return sum(civ.coin_tokens.values()) + printed + effects


def standing_score(tb: Tables, st: CivState, seat: int) -> int:
    """Ranking at a declared turn limit: techs + culture spaces + coins (the CV-28.6 score)."""
    civ = st.civs[seat]
    return len(civ.all_techs()) + civ.culture_space + fx.coins(tb, st, seat)
