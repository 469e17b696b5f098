"""Square grids: coordinates, neighbours, distances, shortest legal paths and tile placement.

Coordinates are (row, col) with rows growing downwards and columns to the right. A map built from
square tiles of `size` x `size` squares places the tile at grid position (tile_row, tile_col) over
squares (tile_row * size + R, tile_col * size + C). A tile is stored in its canonical orientation
(its entry edge at the top, the arrow pointing down into it) and placed with its arrow pointing
down, up, left or right; `placed_offset` and `canonical_offset` map between the two.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator

Square = tuple[int, int]

ORTHOGONAL: tuple[Square, ...] = ((-1, 0), (0, 1), (1, 0), (0, -1))  # N, E, S, W
DIAGONAL: tuple[Square, ...] = ((-1, -1), (-1, 1), (1, 1), (1, -1))
KING: tuple[Square, ...] = ORTHOGONAL + DIAGONAL
DIRECTIONS: dict[str, Square] = {"n": (-1, 0), "e": (0, 1), "s": (1, 0), "w": (0, -1)}
ARROWS = ("down", "up", "right", "left")
ARROW_OF_STEP: dict[Square, str] = {(1, 0): "down", (-1, 0): "up", (0, 1): "right", (0, -1): "left"}


def orthogonal(sq: Square) -> Iterator[Square]:
    r, c = sq
    for dr, dc in ORTHOGONAL:
        yield r + dr, c + dc


def around(sq: Square) -> Iterator[Square]:
    """The 8 neighbours (orthogonal and diagonal)."""
    r, c = sq
    for dr, dc in KING:
        yield r + dr, c + dc


def chebyshev(a: Square, b: Square) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def manhattan(a: Square, b: Square) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def step_name(a: Square, b: Square) -> str:
    """The compass letter (n, e, s, w) of an orthogonal step from a to b."""
    delta = (b[0] - a[0], b[1] - a[1])
    for name, d in DIRECTIONS.items():
        if d == delta:
            return name
    raise ValueError(f"{a} -> {b} is not an orthogonal step")


def reachable(
    start: Square,
    budget: int,
    can_enter: Callable[[Square], bool],
    can_leave: Callable[[Square], bool] = lambda sq: True,
) -> dict[Square, list[Square]]:
    """Every square reachable from `start` in at most `budget` orthogonal steps, with one shortest
    path to it (the squares after `start`). `can_enter(sq)` says whether a step may go into sq;
    `can_leave(sq)` whether a path may continue out of sq (a square that ends movement)."""
    paths: dict[Square, list[Square]] = {start: []}
    queue = deque([start])
    while queue:
        sq = queue.popleft()
        path = paths[sq]
        if len(path) >= budget or (sq != start and not can_leave(sq)):
            continue
        for nxt in orthogonal(sq):
            if nxt not in paths and can_enter(nxt):
                paths[nxt] = [*path, nxt]
                queue.append(nxt)
    return paths


def shortest_path(
    start: Square,
    goal: Square,
    can_enter: Callable[[Square], bool],
    budget: int | None = None,
    can_leave: Callable[[Square], bool] = lambda sq: True,
) -> list[Square] | None:
    """The squares of a shortest orthogonal path from start to goal (start excluded), or None."""
    limit = budget if budget is not None else 10_000
    return reachable(start, limit, can_enter, can_leave).get(goal)


# ---------------------------------------------------------------- tiles


def placed_offset(arrow: str, r: int, c: int, size: int = 4) -> Square:
    """Map offset (R, C) inside a placed tile of canonical square (r, c)."""
    m = size - 1
    if arrow == "down":
        return r, c
    if arrow == "up":
        return m - r, m - c
    if arrow == "right":
        return m - c, r
    if arrow == "left":
        return c, m - r
    raise ValueError(f"unknown arrow {arrow!r}")


def canonical_offset(arrow: str, R: int, C: int, size: int = 4) -> Square:
    """Canonical square (r, c) shown at map offset (R, C) of a placed tile (inverse of placed_offset)."""
    m = size - 1
    if arrow == "down":
        return R, C
    if arrow == "up":
        return m - R, m - C
    if arrow == "right":
        return C, m - R
    if arrow == "left":
        return m - C, R
    raise ValueError(f"unknown arrow {arrow!r}")


def rotate_tile(squares: list[list], arrow: str) -> list[list]:
    """A canonical tile's squares laid out as placed with `arrow` (rows and columns of the map)."""
    size = len(squares)
    out: list[list] = [[None] * size for _ in range(size)]
    for r in range(size):
        for c in range(size):
            R, C = placed_offset(arrow, r, c, size)
            out[R][C] = squares[r][c]
    return out


def arrow_towards(from_tile: Square, to_tile: Square) -> str:
    """The arrow of a tile revealed from an orthogonally adjacent tile: pointing away from it."""
    delta = (to_tile[0] - from_tile[0], to_tile[1] - from_tile[1])
    if delta not in ARROW_OF_STEP:
        raise ValueError(f"tiles {from_tile} and {to_tile} are not orthogonal neighbours")
    return ARROW_OF_STEP[delta]


def tile_of(sq: Square, size: int = 4) -> Square:
    return sq[0] // size, sq[1] // size


def tile_squares(tile: Square, size: int = 4) -> Iterator[Square]:
    for R in range(size):
        for C in range(size):
            yield tile[0] * size + R, tile[1] * size + C
