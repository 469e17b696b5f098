"""Positions for Civilization tests, built through the engine and the state model."""

from __future__ import annotations

from engines.civilization import ENGINE, board
from engines.civilization.setup import new_state
from engines.civilization.state import City, CivState, Figure, Piece
from engines.civilization.turn import setup_tasks
from engines.kit.tasks import Machine

E = ENGINE
TB = ENGINE.tb


def start(civs: list[str], seed: int = 1, first: int = 0) -> CivState:
    """A match with chosen civilizations, waiting for the first capital (CV-5.1)."""
    st = new_state(TB, "civilization", len(civs), E.validate_options({}), seed, civs=civs)
    st.first_player = first
    Machine.push(st, setup_tasks(st))
    E.machine.advance(st, [])
    return st


def set_up(civs: list[str], seed: int = 1, first: int = 0) -> CivState:
    """Through player setup with the suggested capitals and the first legal squares: turn 1."""
    st = start(civs, seed, first)
    while st.phase == "setup":
        (seat,) = E.to_act(st)
        st, _ = E.apply(st, seat, E.legal_actions(st, seat)[0])
    return st


def act(st: CivState, seat: int, action: str) -> CivState:
    assert action in E.legal_actions(st, seat), (action, E.legal_actions(st, seat))
    new, _ = E.apply(st, seat, action)
    return new


def explore_everything(st: CivState) -> None:
    """Turn every face-down tile face up with its arrow pointing down (positions for tests)."""
    st.tiles = [t if t is None or t.arrow else t.model_copy(update={"arrow": "down"}) for t in st.tiles]


def clear_map(st: CivState) -> None:
    st.cities, st.figures, st.pieces, st.markers = [], [], [], []


def figure(st: CivState, owner: int, kind: str, r: int, c: int) -> Figure:
    fig = Figure(id=st.next_figure, owner=owner, kind=kind, r=r, c=c, placed_turn=st.turn)
    st.next_figure += 1
    st.figures = [*st.figures, fig]
    return fig


def city(st: CivState, owner: int, r: int, c: int, capital: bool = False) -> int:
    st.cities = [*st.cities, City(owner=owner, r=r, c=c, capital=capital)]
    return len(st.cities) - 1


def piece(st: CivState, owner: int, kind: str, name: str, r: int, c: int) -> None:
    st.pieces = [*st.pieces, Piece(r=r, c=c, kind=kind, name=name, owner=owner)]


def sheet(st: CivState, seat: int, **changes) -> None:
    st.civs = list(st.civs)
    st.civs[seat] = st.civs[seat].model_copy(update=changes)


def decide(st: CivState, *tasks: dict) -> CivState:
    """Make `tasks` the only pending work (first runs next); afterwards nobody acts."""
    st.tasks = []
    Machine.push(st, list(tasks))
    E.machine.advance(st, [])
    return st


def find_square(st: CivState, test) -> tuple[int, int]:
    rows, cols = st.grid_rows * 4, st.grid_cols * 4
    for r in range(rows):
        for c in range(cols):
            data = board.square(TB, st, (r, c))
            if data is not None and test((r, c), data):
                return r, c
    raise AssertionError("no such square")
