"""The turn structure (CV-6) as automatic steps of the task machine."""

from __future__ import annotations

from engines.base import Event
from engines.civilization import abilities, board, rules
from engines.civilization import effects as fx
from engines.civilization.data import Tables
from engines.civilization.decisions.culture import free_advance
from engines.civilization.setup import starting_trade
from engines.civilization.state import CivState
from engines.civilization.texts import seat_name, tr
from engines.civilization.victory import declare_win, settle_tiebreak, standing_score
from engines.kit.tasks import Machine

PHASES = {
    "start": tr("Start of Turn", "Początek tury"),
    "trade": tr("Trade", "Handel"),
    "city": tr("City Management", "Zarządzanie miastami"),
    "movement": tr("Movement", "Ruch"),
    "research": tr("Research", "Badania"),
    "setup": tr("Setup", "Przygotowanie"),
}


def setup_tasks(st: CivState) -> list[dict]:
    """Player setup in turn order (CV-4.10, CV-5), then the first turn."""
    tasks: list[dict] = [{"k": "capital", "who": s} for s in board.turn_order(st)]
    tasks += [{"k": "start_gp", "seat": s} for s in board.turn_order(st)]
    return [*tasks, {"k": "setup_done"}]


def automatic(tb: Tables) -> dict:
    def start_gp(st: CivState, task: dict, ev: list[Event]) -> None:  # America (CV-5.6.1)
        seat = task["seat"]
        if not fx.civ_has(tb, st, seat, "start_great_person"):
            return
        follow = abilities.draw_great_person(st, seat)
        for t in follow:  # placed in the capital's outskirts, not kept on the sheet
            t.update(city=board.capital_of(st, seat), must=True)
        Machine.push(st, follow)

    def setup_done(st: CivState, task: dict, ev: list[Event]) -> None:
        for seat in range(st.players):  # CV-5.7
            rules.update(st, seat, trade=starting_trade(tb, st, seat))
        Machine.push(st, [{"k": "turn"}])

    def turn(st: CivState, task: dict, ev: list[Event]) -> None:
        if st.turn > 1:  # CV-6.2
            st.first_player = (st.first_player + 1) % st.players
        st.acted, st.moved, st.city_bonus, st.frozen = [], [], {}, []
        st.offers_made = [0] * st.players
        st.civs = [p.replaced(used=[]) if p.used else p for p in st.civs]
        order = board.turn_order(st)
        ev.append(
            Event(
                text=tr(
                    f"Turn {st.turn}: {seat_name(order[0]).en} is first.",
                    f"Tura {st.turn}: pierwszy jest {seat_name(order[0]).pl}.",
                )
            )
        )
        tasks: list[dict] = [{"k": "phase", "name": "start"}]
        for s in order:
            tasks += [{"k": "sot", "seat": s}, cards(s, "start_of_turn"), {"k": "start", "who": s}]
        tasks += [{"k": "phase", "name": "trade"}, {"k": "trade_collect"}]
        tasks += [{"k": "trade", "who": s} for s in order]
        tasks.append({"k": "phase", "name": "city"})
        for s in order:  # CV-15.2.1: the track after the cities' actions
            tasks += [cards(s, "city_management"), {"k": "city", "who": s}, {"k": "culture_track", "who": s}]
        tasks.append({"k": "phase", "name": "movement"})
        for s in order:
            tasks += [cards(s, "movement"), {"k": "move", "who": s}]
        tasks += [{"k": "phase", "name": "research"}, {"k": "research", "who": order}, {"k": "end_turn"}]
        Machine.push(st, tasks)

    def phase(st: CivState, task: dict, ev: list[Event]) -> None:
        st.phase = task["name"]

    def sot(st: CivState, task: dict, ev: list[Event]) -> None:
        Machine.push(st, fx.run_start_of_turn(tb, st, task["seat"], ev))

    def trade_collect(st: CivState, task: dict, ev: list[Event]) -> None:  # CV-9.1
        cap = tb.data.constants.trade_dial_max
        for seat in board.turn_order(st):
            gained = fx.add_trade(st, seat, fx.trade_income(tb, st, seat), cap)
            ev.append(
                Event(
                    text=tr(
                        f"{seat_name(seat).en} collects {gained} trade.",
                        f"{seat_name(seat).pl} zbiera {gained} handlu.",
                    ),
                    board=False,
                )
            )

    def end_turn(st: CivState, task: dict, ev: list[Event]) -> None:
        st.figures = [
            f.model_copy(update={"sends_to": None, "sent_square": None}) if f.sends_to is not None else f
            for f in st.figures
        ]
        if settle_tiebreak(tb, st, ev):  # CV-28.6
            return
        if st.turn_limit and st.turn >= st.turn_limit:
            scores = {s: standing_score(tb, st, s) for s in range(st.players)}
            best = max(scores.values())
            declare_win(st, [s for s in range(st.players) if scores[s] == best], "turn_limit", ev)
            return
        st.turn += 1
        Machine.push(st, [{"k": "turn"}])

    return {
        "start_gp": start_gp,
        "setup_done": setup_done,
        "turn": turn,
        "phase": phase,
        "sot": sot,
        "trade_collect": trade_collect,
        "end_turn": end_turn,
        "free_advance": free_advance(tb),
    }


def cards(seat: int, timing: str) -> dict:
    """The player's window for culture event cards of this timing (CV-16.2)."""
    return {"k": "culture_cards", "who": seat, "timing": timing}
