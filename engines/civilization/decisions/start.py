"""Start of Turn (CV-7): found cities, change government, send scouts, place great people."""

from __future__ import annotations

from engines.civilization import board, culture, names, rules
from engines.civilization.decisions.common import CivDecision, push, sq_name
from engines.civilization.texts import tr
from engines.civilization.victory import check_training_end
from engines.kit.codec import parse, verb_of


class StartOfTurn(CivDecision):
    kind = "start"

    def choices(self, st, task):
        seat = task["who"]
        ids = [f"found:{f.id}" for f in rules.foundable_scouts(self.tb, st, seat)]  # CV-7.4
        ids += [f"gov:{g}" for g in rules.government_options(self.tb, st, seat)]  # CV-8.3
        cities = board.own_cities(st, seat)
        for f in st.figures:  # CV-25.1: from the turn after the scout was placed
            if f.owner == seat and f.kind == "scout" and f.sends_to is None and f.placed_turn < st.turn:
                for i in cities:
                    if (f.r, f.c) not in board.outskirts(st.cities[i]):
                        ids.append(f"send:{f.id}:{i}")
        if st.civs[seat].great_people and any(
            rules.piece_squares(self.tb, st, i, "great_person", "") for i in cities
        ):
            ids += [f"gp:{name}" for name in sorted(set(st.civs[seat].great_people))]  # CV-17.4
        return [*ids, "done"]

    def resolve(self, st, task, action, ev):
        seat = task["who"]
        verb = verb_of(action)
        if verb == "done":
            return
        push(st, task)  # the phase goes on until the player is done
        if verb == "found":
            (fid,) = parse(action, "found", int)
            fig = next(f for f in st.figures if f.id == fid)
            city = len(st.cities)
            others = rules.found_city(st, seat, fig, ev)
            push(st, *[{"k": "displace", "who": seat, "fig": f.id, "city": city} for f in others])
            push(st, *culture.rome_advance(self.tb, st, seat, "city"))
            check_training_end(st, ev)
        elif verb == "gov":
            rules.change_government(self.tb, st, seat, action.split(":", 1)[1], ev)
        elif verb == "send":
            fid, city = parse(action, "send", int, int)
            st.figures = [
                f.model_copy(update={"sends_to": city, "sent_square": (f.r, f.c)}) if f.id == fid else f
                for f in st.figures
            ]
        elif verb == "gp":
            name = action.split(":", 1)[1]
            civ = st.civs[seat]
            left = list(civ.great_people)
            left.remove(name)
            rules.update(st, seat, great_people=left)
            push(
                st,
                {
                    "k": "place_piece",
                    "who": seat,
                    "city": None,
                    "kind": "great_person",
                    "name": name,
                    "must": True,
                },
            )

    def question(self, st, task):
        return tr("Start of Turn: what do you do?", "Początek tury: co robisz?")

    def fixed_ids(self):
        return ["done", *(f"gov:{g}" for g in self.tb.governments)]

    def label(self, st, task, action):
        verb = verb_of(action)
        if verb == "done":
            return tr("Done", "Gotowe")
        if verb == "found":
            (fid,) = parse(action, "found", int)
            fig = next(f for f in st.figures if f.id == fid)
            where = sq_name((fig.r, fig.c))
            return tr(f"Found a city on {where}", f"Załóż miasto na {where}")
        if verb == "gov":
            gov = names.government(self.tb, action.split(":", 1)[1])
            return tr(f"Change government to {gov.en}", f"Zmień ustrój na {gov.pl}")
        if verb == "send":
            fid, city = parse(action, "send", int, int)
            fig = next(f for f in st.figures if f.id == fid)
            c = st.cities[city]
            return tr(
                f"Scout on {sq_name((fig.r, fig.c))} sends to the city on {sq_name((c.r, c.c))}",
                f"Wóz z {sq_name((fig.r, fig.c))} wysyła do miasta na {sq_name((c.r, c.c))}",
            )
        person = names.great_person(self.tb, action.split(":", 1)[1])
        return tr(f"Place great person: {person.en}", f"Połóż wielką postać: {person.pl}")

    def hint(self, st, task, ids, seat):
        for prefix in ("found:", "send:", "gp:"):
            for a in ids:
                if a.startswith(prefix):
                    return a
        return "done"
