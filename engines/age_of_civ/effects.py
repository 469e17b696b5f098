"""The effect system: every civilization ability, technology, wonder, action and event token is a
list of steps {"op": name, ...} in data/age_of_civ.json, run here by one small interpreter.

Passive ops (cost and strength modifiers, private spaces, blocks) have no handler: the rules in
`rules.py` look them up by name. Triggered ops run in `run_steps`; an op that needs a player's
choice (a technology, a wonder, an optional action) returns decision tasks, and the steps after
it wait on the stack until those are answered.
"""

from __future__ import annotations

from typing import Any, Literal

from engines.age_of_civ import lines, rules
from engines.age_of_civ.data import GameData
from engines.age_of_civ.state import AocState
from engines.age_of_civ.texts import amount_words, said
from engines.base import Event, seat_name, tr
from engines.kit.clone import own
from engines.kit.effects import EffectRegistry, NoArgs, OpArgs

EFFECTS = EffectRegistry("age_of_civ")
Unit = Literal["technologies", "coins", "strength", "wonders", "workers", "future_action_cards", "points"]
Task = dict[str, Any]


class GainArgs(OpArgs):
    points: int = 0
    coins: int = 0
    workers: int = 0
    technologies: int = 0
    wonders: int = 0


class GainPerArgs(OpArgs):
    points: int = 0
    coins: int = 0
    every: int
    of: Unit


class CoinsArgs(OpArgs):
    coins: int


class WorkersArgs(OpArgs):
    workers: int


class StepsArgs(OpArgs):
    steps: list[dict]


class EachPlayerArgs(OpArgs):
    steps: list[dict]
    where: Literal["most", "least"] | None = None
    measure: Unit | None = None


class ActionArgs(OpArgs):
    action: str


class GrantArgs(OpArgs):
    action: str
    via: str | None = None


class CostReduceArgs(OpArgs):
    action: str
    coins: int
    except_via: list[str] = []


class CostSetArgs(OpArgs):
    action: str
    coins: int


class ExtraWorkersArgs(OpArgs):
    action: str
    workers: int


class AmountArgs(OpArgs):
    amount: int


class PerArgs(OpArgs):
    every: int
    of: Unit


class FactorArgs(OpArgs):
    factor: int


class EveryArgs(OpArgs):
    every: int


class PointsArgs(OpArgs):
    points: int


class PhoeniciaArgs(OpArgs):
    coins: int
    points: int


# ---------------------------------------------------------------- helpers used by ops and rules


def replaced(rows: list, seat: int, value: Any) -> list:
    """A copy of a replace-only per-seat list (kit.clone shares it) with the seat's entry replaced:
    cheaper than `own`, which copies every seat's list."""
    rows = list(rows)
    rows[seat] = value
    return rows


def add_workers(g: GameData, st: AocState, seat: int, n: int) -> int:
    """AC-5.9: never above the cap; returns the number actually gained."""
    gained = max(0, min(n, g.max_workers - st.workers[seat]))
    st.workers[seat] += gained
    return gained


def sacrifice(st: AocState, seat: int, n: int = 1) -> int:
    """AC-0, AC-9.6: lose workers to the supply; with none, nothing happens."""
    lost = min(n, st.workers[seat])
    st.workers[seat] -= lost
    return lost


def lose_coins(st: AocState, seat: int, n: int) -> int:
    """D-14: takes what the player has, never below 0."""
    lost = min(n, st.coins[seat])
    st.coins[seat] -= lost
    return lost


def effect_task(seat: int, steps: list[dict], v: dict | None = None) -> Task:
    return {"k": "effect", "seat": seat, "steps": steps, "v": dict(v or {})}


def run_steps(
    g: GameData, st: AocState, seat: int, steps: list[dict], v: dict, ev: list[Event]
) -> list[Task]:
    """Run steps in order; when an op needs decisions, return them followed by the rest."""
    for i, step in enumerate(steps):
        handler = HANDLERS.get(step["op"])
        tasks = (handler or EFFECTS.handler(step["op"]))(g, st, seat, step, v, ev)
        if tasks:
            rest = steps[i + 1 :]
            return tasks + ([effect_task(seat, rest, v)] if rest else [])
    return []


def pick_tech_tasks(seat: int, n: int) -> list[Task]:
    return [{"k": "pick_tech", "who": seat} for _ in range(n)]


def gain_tech(g: GameData, st: AocState, seat: int, tech: str, ev: list[Event]) -> list[Task]:
    """AC-10.3: mark the technology; its "when gained" abilities apply at once (Science)."""
    st.techs = replaced(st.techs, seat, [*st.techs[seat], tech])
    line = g.lines.unlocks.get((seat, tech))
    ev.append(line if line is not None else lines.unlocks(g, seat, tech))
    steps = [s for ab in g.tech[tech].abilities if ab.trigger == "on_gain" for s in ab.steps]
    return run_steps(g, st, seat, steps, {}, ev)


def gain_wonder(g: GameData, st: AocState, seat: int, wonder: str, ev: list[Event]) -> list[Task]:
    own(st, "wonder_pool").remove(wonder)
    st.wonders = replaced(st.wonders, seat, [*st.wonders[seat], wonder])
    line = g.lines.takes_wonder.get((seat, wonder))
    ev.append(line if line is not None else lines.takes_wonder(g, seat, wonder))
    steps = [s for ab in g.wonder[wonder].abilities if ab.trigger == "on_gain" for s in ab.steps]
    return run_steps(g, st, seat, steps, {}, ev)


# ---------------------------------------------------------------- triggered ops


@EFFECTS.handles("gain", GainArgs)
def op_gain(g, st, seat, step, v, ev):
    points, coins = step.get("points", 0), step.get("coins", 0)
    fields = st.__dict__  # one read through pydantic's attribute machinery instead of two
    fields["points"][seat] += points
    fields["coins"][seat] += coins
    workers = add_workers(g, st, seat, step.get("workers", 0)) if step.get("workers") else 0
    if points or coins or workers:
        line = g.lines.gains.get((seat, points, coins, workers))
        ev.append(line if line is not None else lines.gains(seat, points, coins, workers))
    techs, wonders = step.get("technologies"), step.get("wonders")
    if not techs and not wonders:
        return []
    tasks = pick_tech_tasks(seat, techs or 0)
    tasks += [{"k": "pick_wonder", "who": seat} for _ in range(wonders or 0)]
    return tasks


@EFFECTS.handles("gain_per", GainPerArgs)
def op_gain_per(g, st, seat, step, v, ev):
    times = rules.measure(g, st, seat, step["of"]) // step["every"]
    return op_gain(
        g, st, seat, {"points": step.get("points", 0) * times, "coins": step.get("coins", 0) * times}, v, ev
    )


@EFFECTS.handles("others_gain", CoinsArgs)
def op_others_gain(g, st, seat, step, v, ev):
    """AC-6.9, AC-17.6: in solo there are no other players."""
    for other in range(st.players):
        if other != seat:
            st.coins[other] += step["coins"]
    return []


@EFFECTS.handles("others_lose", CoinsArgs)
def op_others_lose(g, st, seat, step, v, ev):
    """AC-12.4.6: every other player loses coins to the supply (never below 0)."""
    for other in range(st.players):
        if other != seat:
            lose_coins(st, other, step["coins"])
    return []


@EFFECTS.handles("lose", CoinsArgs)
def op_lose(g, st, seat, step, v, ev):
    lost = lose_coins(st, seat, step["coins"])
    if lost:
        en, pl = amount_words(lost, "coins", acc=True)
        ev.append(said(seat, f" loses {en}.", f" traci {pl}."))
    return []


@EFFECTS.handles("sacrifice", WorkersArgs)
def op_sacrifice(g, st, seat, step, v, ev):
    if sacrifice(st, seat, step["workers"]):
        ev.append(said(seat, " sacrifices a worker.", " poświęca robotnika."))
    return []


@EFFECTS.handles("each_player", EachPlayerArgs, nested=("steps",))
def op_each_player(g, st, seat, step, v, ev):
    """Event tokens (AC-15.4): every player, or those with the most / least of a measure, chosen
    before anything changes (ties shared, AC-15.5)."""
    if step.get("where"):
        chosen = rules.seats_by(g, st, step["measure"], step["where"])
    else:
        chosen = list(range(st.players))
    tasks: list[Task] = []
    for other in chosen:
        tasks += run_steps(g, st, other, step["steps"], {}, ev)
    return tasks


@EFFECTS.handles("if_no_technologies", StepsArgs, nested=("steps",))
def op_if_no_technologies(g, st, seat, step, v, ev):
    """AC-6.7 Hunting's extra point."""
    return run_steps(g, st, seat, step["steps"], v, ev) if not st.techs[seat] else []


@EFFECTS.handles("conquest", PointsArgs)
def op_conquest(g, st, seat, step, v, ev):
    """AC-6.6: the most strength (ties count) and at least 1."""
    if rules.strength(g, st, seat) >= 1 and rules.has_most_strength(g, st, seat):
        v["scored"] = True
        return op_gain(g, st, seat, {"points": step["points"]}, v, ev)
    ev.append(
        Event(text=seat_name(seat) + tr(" does not have the most strength.", " nie ma największej siły."))
    )
    return []


@EFFECTS.handles("if_scored", StepsArgs, nested=("steps",))
def op_if_scored(g, st, seat, step, v, ev):
    """AC-12.4.2: Conquest bonuses apply only when the Conquest itself scores."""
    return run_steps(g, st, seat, step["steps"], v, ev) if v.get("scored") else []


@EFFECTS.handles("perform_action", GrantArgs)
def op_perform_action(g, st, seat, step, v, ev):
    """AC-6.12: an action without a worker (Aksum, Education); the player may decline."""
    via = step.get("via") or v.get("via")
    if v.get("confirmed"):
        return [{"k": "granted_go", "seat": seat, "action": step["action"], "via": via}]
    return [{"k": "granted", "who": seat, "action": step["action"], "via": via}]


class TechArgs(OpArgs):
    tech: str


@EFFECTS.handles("gain_named_tech", TechArgs)
def op_gain_named_tech(g, st, seat, step, v, ev):
    """AC-6.2: Research's chosen technology."""
    return gain_tech(g, st, seat, step["tech"], ev)


@EFFECTS.handles("multiply_bonus", FactorArgs)
def op_multiply_bonus(g, st, seat, step, v, ev):
    """AC-12.6.14 Carthage: the bonus coins on the card are multiplied before they are taken."""
    v["bonus"] = v.get("bonus", 0) * step["factor"]
    return []


@EFFECTS.handles("techs_per_bonus", EveryArgs)
def op_techs_per_bonus(g, st, seat, step, v, ev):
    """AC-12.6.11 Iberia: one technology per `every` bonus coins, one after another."""
    return pick_tech_tasks(seat, v.get("bonus", 0) // step["every"])


@EFFECTS.handles("take_bonus")
def op_take_bonus(g, st, seat, step, v, ev):
    """AC-4.4.4: the taker gets the bonus coins of the card."""
    return op_gain(g, st, seat, {"coins": v.get("bonus", 0)}, v, ev)


@EFFECTS.handles("place_coins_on_pool", PhoeniciaArgs)
def op_place_coins(g, st, seat, step, v, ev):
    """AC-12.6.8 Phoenicia: exactly `coins` own coins on one pool card, then the points."""
    if st.coins[seat] < step["coins"] or not st.pool:
        return []
    return [{"k": "phoenicia", "who": seat, "coins": step["coins"], "points": step["points"]}]


# ---------------------------------------------------------------- passive ops (read by rules.py)

EFFECTS.op("cost_reduce", CostReduceArgs)
EFFECTS.op("cost_set", CostSetArgs)
EFFECTS.op("extra_workers", ExtraWorkersArgs)
EFFECTS.op("war_exempt", NoArgs)
EFFECTS.op("strength", AmountArgs)
EFFECTS.op("strength_per", PerArgs)
EFFECTS.op("private_space", ActionArgs)
EFFECTS.op("block_others", ActionArgs)
EFFECTS.op("future_cards", NoArgs)
EFFECTS.op("workers_return", ActionArgs)

PASSIVE_OPS = frozenset(
    {
        "cost_reduce",
        "cost_set",
        "extra_workers",
        "war_exempt",
        "strength",
        "strength_per",
        "private_space",
        "block_others",
        "future_cards",
        "workers_return",
    }
)
# op -> handler of every triggered op, read by run_steps (EFFECTS.handler raises for the others)
HANDLERS = {name: spec.handler for name, spec in EFFECTS.ops.items() if spec.handler is not None}
BONUS_OPS = frozenset({"multiply_bonus", "techs_per_bonus"})  # run before the coins are taken (D-9)


def check_data(g: GameData) -> None:
    """Every step of every card checked at load: unknown ops or arguments fail at start."""
    for action in g.actions:
        EFFECTS.check(action.steps, f"action {action.id}")
    cards = [(f"civilization {c.id}", c.main + c.legacy) for c in g.civilizations]
    cards += [(f"technology {t.id}", t.abilities) for t in g.technologies]
    cards += [(f"wonder {w.id}", w.abilities) for w in g.wonders]
    for where, abilities in cards:
        for ab in abilities:
            EFFECTS.check(ab.steps, where)
            for step in ab.steps:
                if (step["op"] in PASSIVE_OPS) != (ab.trigger == "passive"):
                    raise ValueError(f"{where}: op {step['op']} does not fit trigger {ab.trigger}")
    for token in g.event_tokens:
        EFFECTS.check(token.steps, f"event token {token.id}")
