"""Choices inside card effects (TA-17, TA-26): a chosen option, an ordered action, free and
discounted builds, buildings to destroy, food/resource splits, colonies and wonders to give up,
cards taken by International Agreement. Players who are not on turn answer these too (TA-31.4)."""

from __future__ import annotations

from engines.base import Event, Text, count_of, join_texts, seat_name, tr
from engines.kit import codec
from engines.kit.tasks import Machine
from engines.through_ages import actions, board, legal, lw_actions, rules
from engines.through_ages.actions import Terms
from engines.through_ages.decisions.act import best_by_value
from engines.through_ages.decisions.base import TtaDecision, action_label
from engines.through_ages.describe import row_cost
from engines.through_ages.state import seat_add, seat_list

UNCOUNTED = {
    "food": ("food", "żywności"),
    "science": ("science", "nauki"),
    "culture": ("culture", "kultury"),
    "strength": ("strength", "siły"),  # Saladin (TA-46.15)
}
# counted nouns: the English singular and plural, the Polish forms after 1, 2-4 and 5+
COUNTED = {
    "resources": (("resource", "resources"), ("surowiec", "surowce", "surowców")),
    "civil_actions": (
        ("civil action", "civil actions"),
        ("akcja cywilna", "akcje cywilne", "akcji cywilnych"),
    ),
    "special_units": (
        ("resource for military units", "resources for military units"),
        (
            "surowiec na jednostki militarne",
            "surowce na jednostki militarne",
            "surowców na jednostki militarne",
        ),
    ),
    "special_unit_science": (
        ("science for unit technologies", "science for unit technologies"),
        ("nauki na technologie jednostek militarnych",) * 3,
    ),
}


def amount_text(key: str, value: int) -> Text:
    if key in COUNTED:
        return count_of(value, *COUNTED[key])
    en, pl = UNCOUNTED.get(key, (key, key))
    return tr(f"{value} {en}", f"{value} {pl}")


class Choose(TtaDecision):
    kind = "choose"

    def choices(self, st, task):
        return [codec.encode("opt", i) for i in range(len(task["options"]))]

    def resolve(self, st, task, action, ev):
        (i,) = codec.parse(action, "opt", int)
        Machine.push(st, [{"k": "run", "p": task["who"], "steps": task["options"][i]}])

    def question(self, st, task):
        return tr("Choose one:", "Wybierz jedno:")

    def label(self, st, task, action):
        (i,) = codec.parse(action, "opt", int)
        return join_texts([amount_text(k, v) for s in task["options"][i] for k, v in s.items() if k != "op"])

    def hint(self, st, task, ids, seat):
        return best_by_value(self, st, task, ids, seat)


class Order(TtaDecision):
    """TA-17.2: the action an action card orders, without its action token, with the discount."""

    kind = "order"

    def choices(self, st, task):
        return legal.ordered_options(self.g, st, task["who"], task["step"])

    def resolve(self, st, task, action, ev):
        step = task["step"]
        p = task["who"]
        tasks = actions.perform(self.g, st, p, action, ev, legal.order_terms(st, p, step))
        then = [{"k": "run", "p": p, "steps": step["then"]}] if step.get("then") else []
        Machine.push(st, tasks + then)  # TA-17.4: the gains come after the action is paid

    def question(self, st, task):
        return tr("Choose the ordered action.", "Wybierz nakazaną akcję.")

    def hint(self, st, task, ids, seat):
        return best_by_value(self, st, task, ids, seat)


class FreeBuild(TtaDecision):
    """Development of Religion / Warfare: build one for free if you have an unused worker."""

    kind = "free_build"

    def choices(self, st, task):
        return [codec.encode("build", task["card"]), "skip"] if st.idle[task["who"]] > 0 else []

    def resolve(self, st, task, action, ev):
        if action != "skip":
            actions.perform(self.g, st, task["who"], action, ev, Terms(token=False, free=True))

    def question(self, st, task):
        return tr("Build for free?", "Zbudować za darmo?")

    def hint(self, st, task, ids, seat):
        return ids[0]


class Discounted(TtaDecision):
    """Development of Civilization: one action 1 food / resource / science cheaper, no token."""

    kind = "discounted"

    def terms(self, st, task) -> Terms:
        """TA-Q7: a revolution is offered only to the current player, with no civil action spent."""
        p = task["who"]
        revolution = st.current == p and st.civil_spent[p] == 0
        return Terms(token=False, discount=task["discount"], discount_kind="any", revolution=revolution)

    def choices(self, st, task):
        p = task["who"]
        louvre = ["louvre"] if lw_actions.louvre_ready(self.g, st, p) else []  # TA-Q35
        return legal.options(self.g, st, p, self.terms(st, task), ("pop", "build", "dev")) + louvre + ["skip"]

    def resolve(self, st, task, action, ev):
        if action == "louvre":  # TA-47.11, TA-Q35: then the same choice again
            lw_actions.spend_louvre(self.g, st, task["who"], ev)
            Machine.push(st, [task])
        elif action != "skip":
            Machine.push(st, actions.perform(self.g, st, task["who"], action, ev, self.terms(st, task)))

    def question(self, st, task):
        return tr(
            "Development of Civilization: one cheaper action?", "Rozwój cywilizacji: jedna tańsza akcja?"
        )

    def hint(self, st, task, ids, seat):
        return best_by_value(self, st, task, ids, seat)


class Destroy(TtaDecision):
    """Border Conflict (own building), Terrorism (the least-cultured chooses another's)."""

    kind = "destroy"
    auto_single = True

    def owner(self, task) -> int:
        return task.get("owner", task["who"])

    def choices(self, st, task):
        types = task["types"]
        held = board.buildings(self.g, st, self.owner(task))
        return [
            codec.encode("destroy", c.id)
            for c, _ in held
            if c.type in types or (c.urban and "urban" in types)
        ]

    def resolve(self, st, task, action, ev):
        (cid,) = codec.parse(action, "destroy", str)
        q = self.owner(task)
        rules.set_workers(st, q, cid, -1)
        seat_add(st, "idle", q, 1)
        ev.append(
            Event(
                text=seat_name(q) + tr(" loses a building: ", " traci budynek: ") + self.name(cid) + tr(".")
            )
        )

    def question(self, st, task):
        return tr("Which building is destroyed?", "Który budynek zostaje zburzony?")

    def hint(self, st, task, ids, seat):
        pick = min if self.owner(task) == seat else max
        return pick(ids, key=lambda a: self.g.card[a.split(":")[1]].build_cost or 0)


class GainMix(TtaDecision):
    kind = "gain_mix"

    def choices(self, st, task):
        n = task["amount"]
        return [codec.encode("mix", k, n - k) for k in range(n + 1)]

    def resolve(self, st, task, action, ev):
        food, res = codec.parse(action, "mix", int, int)
        board.gain(self.g, st, task["who"], "food", food)
        board.gain(self.g, st, task["who"], "resources", res)

    def question(self, st, task):
        return tr(
            f"Gain {task['amount']} food and/or resources:",
            f"Zyskaj {task['amount']} żywności i/lub surowców:",
        )

    def hint(self, st, task, ids, seat):
        return best_by_value(self, st, task, ids, seat)


class LoseMix(TtaDecision):
    kind = "lose_mix"
    auto_single = True

    def choices(self, st, task):
        p, n = task["who"], task["amount"]
        food, res = board.stock(self.g, st, p, "food"), board.stock(self.g, st, p, "resources")
        ok = [codec.encode("mix", k, n - k) for k in range(n + 1) if k <= food and n - k <= res]
        return ok or [codec.encode("mix", food, res)]

    def resolve(self, st, task, action, ev):
        food, res = codec.parse(action, "mix", int, int)
        board.pay(self.g, st, task["who"], "food", food)
        board.pay(self.g, st, task["who"], "resources", res)

    def question(self, st, task):
        return tr(
            f"Lose {task['amount']} food and/or resources:",
            f"Strać {task['amount']} żywności i/lub surowców:",
        )

    def hint(self, st, task, ids, seat):
        return best_by_value(self, st, task, ids, seat)


class LoseColony(TtaDecision):
    kind = "lose_colony"
    auto_single = True

    def choices(self, st, task):
        return [codec.encode("colony", c) for c in dict.fromkeys(st.colonies[task["who"]])]

    def resolve(self, st, task, action, ev):
        (cid,) = codec.parse(action, "colony", str)
        p = task["who"]
        seat_list(st, "colonies", p).remove(cid)
        rules.leave_play(self.g, st, p, self.g.card[cid])  # TA-10.6
        ev.append(
            Event(text=seat_name(p) + tr(" loses the colony ", " traci kolonię ") + self.name(cid) + tr("."))
        )

    def question(self, st, task):
        return tr("Which colony declares independence?", "Która kolonia ogłasza niepodległość?")

    def hint(self, st, task, ids, seat):
        return best_by_value(self, st, task, ids, seat)


class TakeFree(TtaDecision):
    """International Agreement: take cards from the row worth up to 5 civil actions, unpaid; then
    the row is refilled without sweeping."""

    kind = "take_free"

    def choices(self, st, task):
        p = task["who"]
        ids = [
            codec.encode("take", i + 1)
            for i in range(len(st.row))
            if legal.takeable(self.g, st, p, i, task["budget"])
        ]
        return ids + ["done"]

    def resolve(self, st, task, action, ev):
        if action == "done":
            if task["budget"] < task.get("start", task["budget"] + 1):
                seat_list(st, "used_once", task["who"]).append(
                    "forfeit"
                )  # it gives up its next political action
            Machine.push(st, [{"k": "refill"}])
            return
        (space,) = codec.parse(action, "take", int)
        p = task["who"]
        cost = actions.take_cost(self.g, st, p, space - 1)
        actions.perform(self.g, st, p, action, ev, Terms(token=False))
        Machine.push(
            st, [{**task, "budget": task["budget"] - cost, "start": task.get("start", task["budget"])}]
        )

    def question(self, st, task):
        return tr(
            f"Take cards worth up to {task['budget']} civil actions.",
            f"Weź karty warte do {task['budget']} akcji cywilnych.",
        )

    def label(self, st, task, action):
        return action_label(self.g, st, task["who"], action)

    def hint(self, st, task, ids, seat):
        takes = [a for a in ids if a.startswith("take:")]
        return max(takes, key=lambda a: row_cost(self.g, int(a.split(":")[1]) - 1)) if takes else "done"


class Ravage(TtaDecision):
    """Ravages of Time: turn down one completed Age A or I wonder; it produces 2 culture."""

    kind = "ravage"
    auto_single = True

    def choices(self, st, task):
        p = task["who"]
        return [
            codec.encode("wonder", w)
            for w in st.wonders[p]
            if self.g.card[w].age in task["ages"] and w not in st.ravaged[p]
        ]

    def resolve(self, st, task, action, ev):
        (w,) = codec.parse(action, "wonder", str)
        p = task["who"]
        rules.leave_play(self.g, st, p, self.g.card[w])
        seat_list(st, "ravaged", p).append(w)
        ev.append(Event(text=seat_name(p) + tr(" turns down ", " odwraca ") + self.name(w) + tr(".")))

    def question(self, st, task):
        return tr("Ravages of Time: which wonder is turned down?", "Ząb czasu: który cud zostaje odwrócony?")

    def hint(self, st, task, ids, seat):
        return best_by_value(self, st, task, ids, seat)


class LoseWorker(TtaDecision):
    """TA-4.9: with no unused worker left, the owner picks the building or unit that loses one."""

    kind = "lose_worker"
    auto_single = True

    def choices(self, st, task):
        return [codec.encode("worker", c.id) for c, _ in board.buildings(self.g, st, task["who"])]

    def resolve(self, st, task, action, ev):
        (cid,) = codec.parse(action, "worker", str)
        p = task["who"]
        rules.lose_worker(st, p, cid)
        ev.append(
            Event(
                text=seat_name(p)
                + tr(" loses a worker from ", " traci robotnika z ")
                + self.name(cid)
                + tr(".")
            )
        )
        if task["left"] > 1:
            Machine.push(st, [{**task, "left": task["left"] - 1}])

    def question(self, st, task):
        return tr("Population lost: which worker goes?", "Utrata populacji: który robotnik odchodzi?")

    def label(self, st, task, action):
        return tr("Remove a worker from ", "Zdejmij robotnika z ") + self.name(
            codec.parse(action, "worker", str)[0]
        )

    def hint(self, st, task, ids, seat):
        return best_by_value(self, st, task, ids, seat)
