"""Player setup decisions (CV-5): the capital's square and the starting figures and pieces."""

from __future__ import annotations

from engines.base import Event
from engines.civilization import board, combat, names, rules, spoils
from engines.civilization import effects as fx
from engines.civilization.decisions.common import CivDecision, push, sq_id, sq_name
from engines.civilization.setup import capital_squares
from engines.civilization.state import City, Figure
from engines.civilization.texts import seat_name, tr
from engines.kit.codec import parse


class Capital(CivDecision):
    """CV-5.1: the capital goes on one of the four central squares of the home tile."""

    kind = "capital"

    def choices(self, st, task):
        return [f"at:{sq_id(sq)}" for sq in capital_squares(self.tb, st, task["who"])]

    def resolve(self, st, task, action, ev):
        r, c = parse(action, "at", int, int)
        seat = task["who"]
        civ = st.civs[seat]
        st.cities = [
            *st.cities,
            City(
                owner=seat,
                r=r,
                c=c,
                capital=True,
                walled=fx.civ_has(self.tb, st, seat, "start_walled_capital"),
            ),
        ]  # CV-5.6.2
        rules.update(st, seat, unbuilt={**civ.unbuilt, "city": civ.unbuilt["city"] - 1})
        ev.append(
            Event(
                text=tr(
                    f"{seat_name(seat).en} places the capital on {sq_name((r, c))}.",
                    f"{seat_name(seat).pl} stawia stolicę na {sq_name((r, c))}.",
                )
            )
        )
        city = len(st.cities) - 1
        follow = []
        if fx.civ_has(self.tb, st, seat, "start_wonder") and st.egypt_wonder:  # CV-5.6.3
            rules.update(st, seat, wonders=[st.egypt_wonder])
            follow.append(
                {"k": "place_piece", "who": seat, "city": city, "kind": "wonder", "name": st.egypt_wonder}
            )
        extra = fx.civ_amount(self.tb, civ.civ, "extra_army")  # Russia (CV-5.3)
        kinds = ["army", "scout"] + ["army"] * extra
        follow += [{"k": "place_fig", "who": seat, "city": city, "kind": k, "free": True} for k in kinds]
        push(st, *follow)

    def question(self, st, task):
        return tr("Where do you place your capital?", "Gdzie stawiasz stolicę?")

    def label(self, st, task, action):
        r, c = parse(action, "at", int, int)
        return tr(f"Capital on {sq_name((r, c))}", f"Stolica na {sq_name((r, c))}")

    def hint(self, st, task, ids, seat):
        return ids[0]  # the suggested square


class PlaceFigure(CivDecision):
    """A new figure in a city's outskirts (CV-5.3 at setup, CV-11.1.2 when produced)."""

    kind = "place_fig"
    auto_single = True

    def choices(self, st, task):
        squares = rules.figure_squares(self.tb, st, task["city"], task["kind"])
        if task.get("free"):  # setup: never on water (CV-5.3)
            squares = [sq for sq in squares if board.square(self.tb, st, sq).terrain != "water"]
        return [f"at:{sq_id(sq)}" for sq in squares]

    def resolve(self, st, task, action, ev):
        r, c = parse(action, "at", int, int)
        seat, kind = task["who"], task["kind"]
        civ = st.civs[seat]
        rules.update(st, seat, unbuilt={**civ.unbuilt, kind: civ.unbuilt[kind] - 1})
        st.figures = [
            *st.figures,
            Figure(
                id=st.next_figure,
                owner=seat,
                kind=kind,
                r=r,
                c=c,
                placed_turn=0 if task.get("free") else st.turn,
            ),
        ]
        st.next_figure += 1
        ev.append(
            Event(
                text=tr(
                    f"{seat_name(seat).en}: new {kind} on {sq_name((r, c))}.",
                    f"{seat_name(seat).pl}: nowa figurka ({kind}) na {sq_name((r, c))}.",
                )
            )
        )
        if board.enemy_figures(st, (r, c), seat):  # CV-11.1.4 / CV-26.4: onto a blockade
            spoils.enter(self.tb, st, seat, [st.next_figure - 1], (r, c), ev)

    def hint(self, st, task, ids, seat):
        """Onto a blockade (a battle) only when the heuristic expects to win it."""
        calm = [a for a in ids if not board.enemy_figures(st, parse(a, "at", int, int), seat)]
        for a in ids:
            sq = parse(a, "at", int, int)
            if a not in calm and combat.worth_attacking(self.tb, st, seat, [], sq, "figures"):
                return a
        return calm[0] if calm else ids[0]

    def question(self, st, task):
        what = tr("army", "armię") if task["kind"] == "army" else tr("scout", "wóz")
        return tr(f"Where does the new {what.en} go?", f"Gdzie stawiasz {what.pl}?")

    def label(self, st, task, action):
        r, c = parse(action, "at", int, int)
        return tr(sq_name((r, c)))


class PlacePiece(CivDecision):
    """A building, wonder or great person on a square of a city's outskirts (CV-13.2, CV-14.2,
    CV-17.2); for a great person any own city (task city None)."""

    kind = "place_piece"
    auto_single = True

    def choices(self, st, task):
        cities = board.own_cities(st, task["who"]) if task.get("city") is None else [task["city"]]
        squares = []
        for i in cities:
            for sq in rules.piece_squares(self.tb, st, i, task["kind"], task["name"]):
                if sq not in squares:
                    squares.append(sq)
        ids = [f"at:{sq_id(sq)}" for sq in squares]
        if task["kind"] == "great_person" and not task.get("must"):
            ids.append("keep")  # kept on the sheet (CV-17.2)
        return ids

    def resolve(self, st, task, action, ev):
        seat = task["who"]
        if action == "keep":
            civ = st.civs[seat]
            rules.update(st, seat, great_people=[*civ.great_people, task["name"]])
            return
        r, c = parse(action, "at", int, int)
        rules.place_piece(self.tb, st, seat, (r, c), task["kind"], task["name"], ev)
        piece = names.piece(self.tb, task["kind"], task["name"])
        ev.append(
            Event(
                text=tr(
                    f"{seat_name(seat).en}: {piece.en} on {sq_name((r, c))}.",
                    f"{seat_name(seat).pl}: {piece.pl} na {sq_name((r, c))}.",
                )
            )
        )

    def question(self, st, task):
        piece = names.piece(self.tb, task["kind"], task["name"])
        return tr(f"Where does {piece.en} go?", f"Gdzie kładziesz: {piece.pl}?")

    def label(self, st, task, action):
        if action == "keep":
            return tr("Keep it on the sheet", "Zostaw na arkuszu")
        r, c = parse(action, "at", int, int)
        old = board.piece_at(st, (r, c))
        if old is None:
            return tr(sq_name((r, c)))
        gone = names.piece(self.tb, old.kind, old.name)
        extra = tr(f" (replaces {gone.en})", f" (zastępuje: {gone.pl})")
        return tr(sq_name((r, c))) + extra

    def hint(self, st, task, ids, seat):
        free = [a for a in ids if a != "keep" and board.piece_at(st, parse(a, "at", int, int)) is None]
        return free[0] if free else ids[0]


class Displace(CivDecision):
    """CV-7.4.3: a friendly figure on a new city's square moves to an adjacent square."""

    kind = "displace"
    auto_single = True

    def choices(self, st, task):
        fig = next(f for f in st.figures if f.id == task["fig"])
        out = []
        for sq in board.outskirts(st.cities[task["city"]]):
            if rules.can_enter(self.tb, st, fig.owner, sq, fig.kind == "scout") and rules.can_end(
                self.tb, st, fig.owner, sq, [fig.id]
            ):
                out.append(f"at:{sq_id(sq)}")
        return out or ["remove"]

    def resolve(self, st, task, action, ev):
        if action == "remove":  # nowhere to go: back to the unbuilt pieces
            fig = next(f for f in st.figures if f.id == task["fig"])
            st.figures = [f for f in st.figures if f.id != fig.id]
            civ = st.civs[fig.owner]
            rules.update(st, fig.owner, unbuilt={**civ.unbuilt, fig.kind: civ.unbuilt[fig.kind] + 1})
            return
        r, c = parse(action, "at", int, int)
        rules.move_group(st, [task["fig"]], (r, c))

    def question(self, st, task):
        return tr(
            "Where does the figure on the new city's square go?",
            "Dokąd przesuwasz figurkę z pola nowego miasta?",
        )

    def label(self, st, task, action):
        if action == "remove":
            return tr("Return it to the unbuilt pieces", "Odłóż ją do niewybudowanych")
        return tr(sq_name(parse(action, "at", int, int)))
