"""Wonder abilities that ask their owner something: free figure, free walls, free tech (at the
start of the turn, CV-7.1) and a second harvest (Angkor Wat)."""

from __future__ import annotations

from engines.base import Event
from engines.civilization import board, names, rules
from engines.civilization.decisions.city import city_name
from engines.civilization.decisions.common import CivDecision, push
from engines.civilization.decisions.research import germany_bonus
from engines.civilization.state import Figure
from engines.civilization.texts import seat_name, tr


def wonder_square(st, name: str):
    marker = next((p for p in st.pieces if p.kind == "wonder" and p.name == name), None)
    return None if marker is None else (marker.r, marker.c)


class FreeFigure(CivDecision):
    """The Hanging Gardens: build one figure for free in the square holding the wonder."""

    kind = "free_figure"

    def choices(self, st, task):
        seat = task["who"]
        sq = wonder_square(st, task["wonder"])
        if sq is None or not rules.Mover(self.tb, st, seat, [-1]).can_end(sq):
            return []
        return [f"fig:{k}" for k in ("army", "scout") if st.civs[seat].unbuilt.get(k, 0) > 0] + ["skip"]

    def resolve(self, st, task, action, ev):
        if action == "skip":
            return
        seat, kind = task["who"], action.split(":")[1]
        r, c = wonder_square(st, task["wonder"])
        civ = st.civs[seat]
        rules.update(st, seat, unbuilt={**civ.unbuilt, kind: civ.unbuilt[kind] - 1})
        st.figures = [
            *st.figures,
            Figure(id=st.next_figure, owner=seat, kind=kind, r=r, c=c, placed_turn=st.turn),
        ]
        st.next_figure += 1
        ev.append(
            Event(
                text=tr(
                    f"{names.wonder(self.tb, task['wonder']).en}: {seat_name(seat).en} gets a free {names.FIGURES[kind].en}.",
                    f"{names.wonder(self.tb, task['wonder']).pl}: {seat_name(seat).pl} dostaje darmową figurkę ({names.FIGURES[kind].pl}).",
                )
            )
        )

    def question(self, st, task):
        return tr(
            f"{names.wonder(self.tb, task['wonder']).en}: which figure do you build for free?",
            f"{names.wonder(self.tb, task['wonder']).pl}: którą figurkę budujesz za darmo?",
        )

    def label(self, st, task, action):
        if action == "skip":
            return tr("None", "Żadnej")
        return tr("Army", "Armia") if action == "fig:army" else tr("Scout", "Wóz")

    def hint(self, st, task, ids, seat):
        return ids[0]


class FreeWalls(CivDecision):
    """The Great Wall: city walls in one of your cities for free."""

    kind = "free_walls"

    def choices(self, st, task):
        ids = [f"city:{i}" for i in board.own_cities(st, task["who"]) if not st.cities[i].walled]
        return [*ids, "skip"] if ids else []

    def resolve(self, st, task, action, ev):
        if action == "skip":
            return
        i = int(action.split(":")[1])
        st.cities = [c.model_copy(update={"walled": True}) if j == i else c for j, c in enumerate(st.cities)]
        ev.append(
            Event(
                text=tr(
                    f"{names.wonder(self.tb, task['wonder']).en}: walls for {city_name(st, i).en}.",
                    f"{names.wonder(self.tb, task['wonder']).pl}: mury dla: {city_name(st, i).pl}.",
                )
            )
        )

    def question(self, st, task):
        return tr(
            f"{names.wonder(self.tb, task['wonder']).en}: which city gets free walls?",
            f"{names.wonder(self.tb, task['wonder']).pl}: które miasto dostaje darmowe mury?",
        )

    def label(self, st, task, action):
        return tr("None", "Żadne") if action == "skip" else city_name(st, int(action.split(":")[1]))

    def hint(self, st, task, ids, seat):
        return ids[0]


class FreeTech(CivDecision):
    """Statue of Liberty: learn for free a tech another player knows (a legal slot needed,
    CV-21.3.6)."""

    kind = "free_tech"

    def choices(self, st, task):
        seat = task["who"]
        mine = st.civs[seat]
        known = {t for s, civ in enumerate(st.civs) if s != seat for t in civ.all_techs()}
        ids = [
            f"tech:{t}"
            for t in sorted(known)
            if not mine.knows(t) and rules.slot_free(mine, self.tb.techs[t].level - 1) and t != "Space Flight"
        ]
        return [*ids, "skip"] if ids else []

    def resolve(self, st, task, action, ev):
        if action == "skip":
            return
        seat, name = task["who"], action.split(":", 1)[1]
        rules.learn(self.tb, st, seat, name, ev)
        push(st, *germany_bonus(self.tb, st, seat, name))

    def question(self, st, task):
        return tr(
            f"{names.wonder(self.tb, task['wonder']).en}: which tech do you learn for free?",
            f"{names.wonder(self.tb, task['wonder']).pl}: której technologii uczysz się za darmo?",
        )

    def label(self, st, task, action):
        return tr("None", "Żadnej") if action == "skip" else rules.tech_text(self.tb, action.split(":", 1)[1])

    def hint(self, st, task, ids, seat):
        techs = [a for a in ids if a != "skip"]
        return max(techs, key=lambda a: self.tb.techs[a.split(":", 1)[1]].level) if techs else "skip"


class HarvestAgain(CivDecision):
    """Angkor Wat: once per turn one harvesting city may harvest a second time."""

    kind = "harvest_again"

    def choices(self, st, task):
        i = task["city"]
        ids = [
            f"harvest:{r}" for r in board.city_resources(self.tb, st, i) if st.resource_market.get(r, 0) > 0
        ]
        return [*ids, "skip"] if ids else []

    def resolve(self, st, task, action, ev):
        if action == "skip":
            return
        seat, res = task["who"], action.split(":")[1]
        rules.update(st, seat, used=[*st.civs[seat].used, "harvest_twice"])
        st.resource_market = {**st.resource_market, res: st.resource_market[res] - 1}
        rules.update(st, seat, resources=[*st.civs[seat].resources, res])
        ev.append(
            Event(
                text=tr(
                    f"Angkor Wat: {city_name(st, task['city']).en} harvests {names.resource(self.tb, res).en} again.",
                    f"Angkor Wat: {city_name(st, task['city']).pl} zbiera ponownie: {names.resource(self.tb, res).pl}.",
                )
            )
        )

    def question(self, st, task):
        return tr("Angkor Wat: harvest a second time?", "Angkor Wat: zebrać surowiec drugi raz?")

    def label(self, st, task, action):
        return (
            tr("No", "Nie")
            if action == "skip"
            else tr("Harvest ", "Zbierz: ") + names.resource(self.tb, action.split(":")[1])
        )

    def hint(self, st, task, ids, seat):
        return ids[0]
