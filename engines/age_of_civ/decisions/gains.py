"""Smaller decisions: which technology or wonder to take, optional granted actions, Phoenicia's
coins, and the order of end-of-turn abilities."""

from __future__ import annotations

from engines.age_of_civ import flow, rules
from engines.age_of_civ.decisions.base import AocDecision, SubChoice, argument
from engines.age_of_civ.effects import effect_task, gain_tech, gain_wonder
from engines.age_of_civ.texts import ability_text
from engines.base import Event, Option, seat_name, tr
from engines.kit import codec
from engines.kit.clone import own
from engines.kit.tasks import Machine

TECH_PREFERENCE = (
    "science",
    "iron_working",
    "gunpowder",
    "engineering",
    "sailing",
    "mining",
    "writing",
    "education",
    "mathematics",
)

TECH_QUESTION = tr("Which technology do you unlock?", "Którą technologię odblokowujesz?")
WONDER_QUESTION = tr("Which wonder do you take?", "Który cud bierzesz?")
END_TURN_QUESTION = tr("End of turn: use an ability.", "Koniec tury: użyj zdolności.")


class PickTech(SubChoice):
    """AC-10.3: gain one unlockable technology (a gain with nothing unlockable is ignored)."""

    kind = "pick_tech"
    auto_single = True

    def __init__(self, g):
        super().__init__(g)
        self.fixed |= {
            f"tech:{t.id}": Option(
                id=f"tech:{t.id}", label=t.name, detail=self.tech_details[t.id] if t.abilities else None
            )
            for t in g.technologies
        }

    def options(self, st, task):
        return [f"tech:{t}" for t in rules.unlockable(self.g, st, task["who"])]

    def settle(self, st, task, action, ev):
        tech = argument(action)
        Machine.push(st, gain_tech(self.g, st, task["who"], tech, ev))

    def question(self, st, task):
        return TECH_QUESTION

    def option_label(self, st, task, action):
        return self.g.tech[codec.parse(action, "tech", str)[0]].name

    def option_detail(self, st, task, action):
        tech = codec.parse(action, "tech", str)[0]
        return self.tech_details[tech] if self.g.tech[tech].abilities else None

    def pick_hint(self, st, task, ids, seat):
        order = {t: i for i, t in enumerate(TECH_PREFERENCE)}
        return min(ids, key=lambda a: order.get(codec.parse(a, "tech", str)[0], 99))


class PickWonder(SubChoice):
    """AC-11.2: take any wonder of the pool (nothing when it is empty)."""

    kind = "pick_wonder"
    auto_single = True

    def __init__(self, g):
        super().__init__(g)
        self.fixed |= {
            f"wonder:{w.id}": Option(id=f"wonder:{w.id}", label=w.name, detail=self.wonder_details[w.id])
            for w in g.wonders
        }

    def options(self, st, task):
        return [f"wonder:{w}" for w in st.wonder_pool]

    def settle(self, st, task, action, ev):
        wonder = argument(action)
        Machine.push(st, gain_wonder(self.g, st, task["who"], wonder, ev))

    def question(self, st, task):
        return WONDER_QUESTION

    def option_label(self, st, task, action):
        return self.g.wonder[codec.parse(action, "wonder", str)[0]].name

    def option_detail(self, st, task, action):
        return self.wonder_details[codec.parse(action, "wonder", str)[0]]


class Granted(SubChoice):
    """AC-6.12: an action granted without a worker (Aksum's Culture); the player may decline."""

    kind = "granted"

    def options(self, st, task):
        if not flow.can_grant(self.g, st, task["who"], task["action"], task.get("via")):
            return []
        return ["yes", "skip"]

    def settle(self, st, task, action, ev):
        if action == "yes":
            flow.perform(self.g, st, task["who"], task["action"], None, False, task.get("via"), ev)

    def question(self, st, task):
        name = self.g.action[task["action"]].name
        return tr("Perform ", "Wykonać akcję ") + name + tr(" without a worker?", " bez robotnika?")

    def option_label(self, st, task, action):
        if action == "skip":
            return tr("No", "Nie")
        price = rules.cost(self.g, st, task["who"], task["action"], None, task.get("via"))
        return tr(f"Yes, pay {price}", f"Tak, zapłać {price}")

    def pick_hint(self, st, task, ids, seat):
        return "yes"


class Phoenicia(SubChoice):
    """AC-12.6.8: put exactly 2 own coins on one pool card as bonus coins, then 2 points."""

    kind = "phoenicia"

    def options(self, st, task):
        if st.coins[task["who"]] < task["coins"]:
            return []
        return [codec.encode("coins", c) for c in st.pool] + ["skip"]

    def settle(self, st, task, action, ev):
        if action == "skip":
            return
        seat = task["who"]
        civ = argument(action)
        st.coins[seat] -= task["coins"]
        i = st.pool.index(civ)
        own(st, "pool_coins")[i] += task["coins"]
        st.points[seat] += task["points"]
        ev.append(
            Event(
                text=seat_name(seat)
                + tr(" puts coins on ", " kładzie monety na ")
                + self.g.civ[civ].name
                + tr(f" and gains {task['points']} points.", f" i zdobywa punkty: {task['points']}.")
            )
        )

    def question(self, st, task):
        return tr(
            f"Put {task['coins']} coins on a pool card for {task['points']} points?",
            f"Położyć {task['coins']} monety na karcie w puli za {task['points']} punkty?",
        )

    def option_label(self, st, task, action):
        if action == "skip":
            return tr("No", "Nie")
        return self.g.civ[codec.parse(action, "coins", str)[0]].name

    def pick_hint(self, st, task, ids, seat):
        return ids[0]


class EndTurn(AocDecision):
    """AC-7.3: each end-of-turn ability once, in the player's order; "you may" ones can be
    declined (then "done" ends the turn)."""

    kind = "end_turn"
    auto_single = True

    def __init__(self, g):
        super().__init__(g)
        # each end-of-turn ability's option (its label describes the card's ability), made once
        keys = [key for rows in g.triggered.values() for key, ab in rows if ab.trigger == "end_of_turn"]
        self.fixed |= {
            a: Option(id=a, label=self.label(None, None, a), detail=None)
            for a in ["done", *(f"use:{key}" for key in keys)]
        }

    def choices(self, st, task):
        seat = task["who"]
        out, optional_only = [], True
        for key in task["left"]:
            ab = rules.ability_by_key(self.g, key)
            if ab.optional:
                if self.usable(st, seat, key, ab):
                    out.append(f"use:{key}")
            else:
                optional_only = False
                out.append(f"use:{key}")
        if not optional_only:
            return out
        return out + self.buy_options(st, seat) + ["done"]

    def usable(self, st, seat, key, ab) -> bool:
        for step in ab.steps:
            if step["op"] == "perform_action":
                return flow.can_grant(self.g, st, seat, step["action"], key.split(".")[0])
            if step["op"] == "place_coins_on_pool":
                return st.coins[seat] >= step["coins"] and bool(st.pool)
        return True

    def resolve(self, st, task, action, ev):
        if action == "done":
            return
        seat = task["who"]
        if action.startswith("buy:"):
            self.buy(st, seat, action, ev)
            Machine.push(st, [task])
            return
        key = argument(action)
        left = [k for k in task["left"] if k != key]
        ab = rules.ability_by_key(self.g, key)
        tasks = [{**task, "left": left}]  # "done" alone is taken by itself
        if rules.condition_holds(self.g, st, seat, ab):
            tasks = [effect_task(seat, ab.steps, {"confirmed": True, "via": key.split(".")[0]})] + tasks
        Machine.push(st, tasks)

    def question(self, st, task):
        return END_TURN_QUESTION

    def label(self, st, task, action):
        if action == "done":
            return tr("Done", "Gotowe")
        if action.startswith("buy:"):
            return self.buy_label(action)
        key = codec.parse(action, "use", str)[0]
        card = key.rsplit(".", 1)[0]
        g = self.g
        name = (
            g.civ[card].name
            if card in g.civ
            else g.tech[card].name
            if card in g.tech
            else g.wonder[card].name
        )
        return name + tr(": ") + ability_text(rules.ability_by_key(g, key), self.names)

    def hint(self, st, task, ids, seat):
        uses = [a for a in ids if a.startswith("use:")]
        return uses[0] if uses else "done"
