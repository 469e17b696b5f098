"""Research (CV-21): every player picks at most one tech in secret; all picks resolve together."""

from __future__ import annotations

from engines.base import Event
from engines.civilization import board, combat, names, rules
from engines.civilization import effects as fx
from engines.civilization.decisions.common import CivDecision, push
from engines.civilization.texts import seat_name, tr
from engines.civilization.victory import declare_win

PREFERENCE = (
    "Space Flight",
    "Civil Service",
    "Railroad",
    "Irrigation",
    "Pottery",
    "Democracy",
    "Printing Press",
    "Banking",
)


class Research(CivDecision):
    kind = "research"
    simultaneous = True
    private = True  # the choice stays secret until all have chosen (CV-21.1.1, CV-30.3)

    def choices(self, st, task):
        return ["pass"]

    def choices_for(self, st, task, seat):
        return [f"tech:{name}" for name in rules.researchable(self.tb, st, seat)] + ["pass"]

    def resolve_all(self, st, task, answers, ev):
        follow = []
        for seat in board.turn_order(st):
            action = answers.get(seat, "pass")
            if action == "pass":
                continue
            name = action.split(":", 1)[1]
            if name == "Space Flight" and st.space_flight_taken:
                continue  # the single card went to an earlier player (CV-21.3.7)
            coins = fx.coins(self.tb, st, seat)
            rules.pay_research(st, seat, coins)  # CV-21.2.2
            rules.learn(self.tb, st, seat, name, ev)
            follow += germany_bonus(self.tb, st, seat, name)
            if name == "Space Flight":
                st.space_flight_taken = True
                declare_win(st, [seat], "technology", ev)  # CV-28.2
                if st.finished:
                    return
        push(st, *follow)

    def question(self, st, task):
        return tr(
            "Research: which tech do you learn (secret until everyone chose)?",
            "Badania: której technologii się uczysz (tajne, aż wszyscy wybiorą)?",
        )

    def fixed_ids(self):
        return ["pass", *(f"tech:{name}" for name in self.tb.tech_list)]

    def label(self, st, task, action):
        if action == "pass":
            return tr("Research nothing", "Nic nie badaj")
        name = action.split(":", 1)[1]
        level = self.tb.techs[name].level
        return rules.tech_text(self.tb, name) + tr(
            f" (level {rules.LEVEL_NAMES[level - 1]})", f" (poziom {rules.LEVEL_NAMES[level - 1]})"
        )

    def hint(self, st, task, ids, seat):
        techs = [a.split(":", 1)[1] for a in ids if a != "pass"]
        if not techs:
            return "pass"
        civ = st.civs[seat]

        # keep the pyramid growing: low rows first unless a higher one is possible
        def score(name):
            tech = self.tb.techs[name]
            pref = len(PREFERENCE) - PREFERENCE.index(name) if name in PREFERENCE else 0
            return (tech.level, pref, -len(civ.techs[tech.level - 1]))

        return "tech:" + max(techs, key=score)


def germany_bonus(tb, st, seat: int, tech: str) -> list[dict]:
    """CV-5.6.4: Germany gains a free unit of each type the tech unlocks or upgrades, and one
    market resource of its choice."""
    if not fx.civ_has(tb, st, seat, "free_unit_per_tech"):
        return []
    t = tb.techs[tech]
    kinds = list(t.upgrades) + ([t.unlocks["unit"]] if t.unlocks.get("unit") else [])
    if not kinds:
        return []
    for kind in kinds:
        card = combat.draw_unit(st, kind)
        if card is not None:  # CV-5.6.7: an empty supply loses the bonus
            rules.update(st, seat, standing=[*st.civs[seat].standing, card])
    return [{"k": "pick_resource", "who": seat}]


class PickResource(CivDecision):
    kind = "pick_resource"
    auto_single = True

    def choices(self, st, task):
        return [f"res:{r}" for r, n in sorted(st.resource_market.items()) if n > 0]

    def resolve(self, st, task, action, ev):
        res = action.split(":")[1]
        seat = task["who"]
        st.resource_market = {**st.resource_market, res: st.resource_market[res] - 1}
        rules.update(st, seat, resources=[*st.civs[seat].resources, res])
        ev.append(
            Event(
                text=tr(
                    f"{seat_name(seat).en} takes {names.resource(self.tb, res).en} from the market.",
                    f"{seat_name(seat).pl} bierze z rynku: {names.resource(self.tb, res).pl}.",
                )
            )
        )

    def question(self, st, task):
        return tr("Which resource do you take from the market?", "Który surowiec bierzesz z rynku?")

    def label(self, st, task, action):
        return names.resource(self.tb, action.split(":")[1])
