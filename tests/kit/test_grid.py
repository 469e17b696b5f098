"""engines.kit.grid: square-grid helpers shared by map games."""

from __future__ import annotations

import pytest

from engines.kit import grid


def test_neighbours_and_distances():
    assert set(grid.orthogonal((2, 2))) == {(1, 2), (3, 2), (2, 1), (2, 3)}
    assert len(set(grid.around((2, 2)))) == 8 and (1, 1) in set(grid.around((2, 2)))
    assert grid.chebyshev((0, 0), (2, 3)) == 3 and grid.manhattan((0, 0), (2, 3)) == 5
    assert grid.step_name((2, 2), (1, 2)) == "n" and grid.step_name((2, 2), (2, 3)) == "e"
    with pytest.raises(ValueError):
        grid.step_name((2, 2), (3, 3))


def test_shortest_path_goes_around_walls_and_respects_the_budget():
    walls = {(1, 0), (1, 1), (1, 2)}

    def free(sq):
        return 0 <= sq[0] < 3 and 0 <= sq[1] < 4 and sq not in walls

    path = grid.shortest_path((0, 0), (2, 0), free)
    assert path is not None and len(path) == 8 and path[-1] == (2, 0)
    assert all(grid.manhattan(a, b) == 1 for a, b in zip([(0, 0), *path], path, strict=False))
    assert grid.shortest_path((0, 0), (2, 0), free, budget=7) is None
    assert grid.shortest_path((0, 0), (1, 1), free) is None


def test_reachable_stops_in_squares_that_end_movement():
    def free(sq):
        return 0 <= sq[0] < 1 and 0 <= sq[1] < 5

    paths = grid.reachable((0, 0), 4, free, can_leave=lambda sq: sq != (0, 2))
    assert (0, 2) in paths and (0, 3) not in paths


def test_placement_follows_the_worked_example():
    # the spec's example (CV-3.2.2.1): canonical (2, 1) lies at (2,1), (1,2), (2,2), (1,1)
    expected = {"down": (2, 1), "up": (1, 2), "right": (2, 2), "left": (1, 1)}
    for arrow, offset in expected.items():
        assert grid.placed_offset(arrow, 2, 1) == offset
        assert grid.canonical_offset(arrow, *offset) == (2, 1)
    assert grid.placed_offset("up", 0, 0) == (3, 3)


@pytest.mark.parametrize("arrow", grid.ARROWS)
def test_placement_is_a_rotation_and_its_inverse_holds(arrow):
    seen = set()
    for r in range(4):
        for c in range(4):
            R, C = grid.placed_offset(arrow, r, c)
            assert grid.canonical_offset(arrow, R, C) == (r, c)
            seen.add((R, C))
    assert len(seen) == 16
    # a rotation keeps the orientation of (row, col): no mirror images
    a, b, d = (
        grid.placed_offset(arrow, 0, 0),
        grid.placed_offset(arrow, 0, 1),
        grid.placed_offset(arrow, 1, 0),
    )
    cross = (b[0] - a[0]) * (d[1] - a[1]) - (b[1] - a[1]) * (d[0] - a[0])
    assert cross < 0  # same handedness as canonical: (0,1)x(1,0) = -1


def test_entry_edge_faces_the_tile_it_was_revealed_from():
    # revealed eastwards: the arrow points right and canonical row 0 is the left column
    arrow = grid.arrow_towards((1, 1), (1, 2))
    assert arrow == "right"
    assert {grid.placed_offset(arrow, 0, c)[1] for c in range(4)} == {0}
    assert grid.arrow_towards((1, 1), (0, 1)) == "up"
    assert {grid.placed_offset("up", 0, c)[0] for c in range(4)} == {3}
    rotated = grid.rotate_tile([[(r, c) for c in range(4)] for r in range(4)], "left")
    assert rotated[1][1] == (2, 1)
    assert list(grid.tile_squares((1, 0)))[0] == (4, 0) and grid.tile_of((5, 3)) == (1, 0)
