"""Automatic steps of the task machine: turn structure (GS-5, GS-10, GS-11), the automatic card
ops (GS-15), attack resolution (GS-8), the end check (GS-13); and the task builders that turn
card steps into tasks, so every card goes through the same code.

Each step is `step(r, st, task, ev)`; `automatic(r)` binds them to one engine's Rules.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from engines.base import tr
from engines.guns_steel import payment as pay
from engines.guns_steel.log import Events, log, say
from engines.guns_steel.rules import TARGET_OPS, Rules, opponents_from_left, uses_track
from engines.guns_steel.state import GSState, edit_zone, put, set_zone
from engines.guns_steel.texts import count_of, res_list, seat_name
from engines.kit.tasks import Machine, Task

push = Machine.push


# ---------------------------------------------------------------- task builders


def step_task(step: dict[str, Any], seat: int, card: str | None, tgt: int | None) -> Task:
    op = step["op"]
    if op == "pay":
        need, n_any = pay.cost_of(step["resources"])
        return pay_task(seat, need, n_any, exchanges=False, card=card)
    who = tgt if op in TARGET_OPS and tgt is not None else seat
    return {"k": op, "s": step, "seat": seat, "who": who, "card": card, "tgt": tgt}


def push_steps(
    st: GSState, steps: list[dict[str, Any]], seat: int, card: str | None, tgt: int | None = None
) -> None:
    push(st, [step_task(s, seat, card, tgt) for s in steps])


def pay_task(seat: int, need: pay.Need, n_any: int, exchanges: bool, card: str | None) -> Task:
    """A payment; `exchanges` (GS-9.5) only for a purchase, which a take_card task follows."""
    return {
        "k": "pay",
        "who": seat,
        "seat": seat,
        "need": list(need),
        "any": n_any,
        "exch": exchanges,
        "x": None,
        "card": card,
    }


def setup_tasks(st: GSState, seats: list[int]) -> None:
    """GS-4.7: the listed seats (1 = start player) place a starting resource, then turn 1."""
    plan: list[Task] = [{"k": "start_res", "who": (st.start_seat + n - 1) % st.players} for n in seats]
    plan.append({"k": "turn"})
    push(st, plan)


# ---------------------------------------------------------------- moving cards


def move_card(st: GSState, seat: int, cid: str, source: str, target: str) -> None:
    """Move a card between two of the seat's zones (to the end of the target)."""
    edit_zone(st, source, seat).remove(cid)
    edit_zone(st, target, seat).append(cid)


def exhaust(st: GSState, seat: int, cid: str) -> None:
    move_card(st, seat, cid, "res_up", "tech_up")
    edit_zone(st, "exhausted", seat).append(cid)


def renew(st: GSState, seat: int, cid: str) -> None:
    move_card(st, seat, cid, "tech_up", "res_up")
    if cid in st.exhausted[seat]:
        edit_zone(st, "exhausted", seat).remove(cid)


def take_wonder(st: GSState, seat: int, wid: str) -> None:
    put(st, "wonders", [None if w == wid else w for w in st.wonders])  # shared containers: replace
    edit_zone(st, "owned_wonders", seat).append(wid)
    if wid in st.glory:
        put(st, "glory", {**st.glory, wid: [0] * st.players})


def add_vp(st: GSState, seat: int, amount: int, ev: Events) -> None:
    """GS-12.2: the track never goes below 0. New World games have no track (D-15)."""
    if not uses_track(st) or amount == 0:
        return
    track = list(st.track)  # shared: replace, never edit
    track[seat] = max(0, track[seat] + amount)
    put(st, "track", track)
    verb = tr(" scores ", " zdobywa ") if amount > 0 else tr(" loses ", " traci ")
    say(ev, seat_name(seat), verb, (f"{abs(amount)} VP", f"{abs(amount)} PZ"))


# ---------------------------------------------------------------- turn structure


# the turn's automatic tasks, shared by every state (tasks are never edited in place)
PHASE_TASKS = {name: {"k": "phase", "name": name} for name in ("resource", "technology", "purchase")}
END_TASK = {"k": "end"}
TURN_TASK = {"k": "turn"}


def t_turn(r: Rules, st: GSState, task: Task, ev: Events) -> None:
    """GS-5: the four phases; GS-5.3 small hands skip phases."""
    turn, active = st.turn + 1, st.active
    put(st, "turn", turn)
    put(st, "picked_up", [])
    hand = len(st.hands[active])
    who = seat_name(active)
    log(ev, f"Turn {turn}: {who.en}", f"Tura {turn}: {who.pl}")
    tasks = st.tasks  # pushed in reverse: the first to run last
    tasks.append(END_TASK)
    tasks.append({"k": "purchase", "who": active})
    tasks.append(PHASE_TASKS["purchase"])
    if hand >= 2:
        tasks.append({"k": "tech", "who": active})
        tasks.append(PHASE_TASKS["technology"])
    if hand >= 1:
        tasks.append({"k": "resource", "who": active})
        tasks.append(PHASE_TASKS["resource"])


def t_phase(r: Rules, st: GSState, task: Task, ev: Events) -> None:
    put(st, "phase", task["name"])


def t_take_card(r: Rules, st: GSState, task: Task, ev: Events) -> None:
    """GS-9.6 / D-1: the bought card goes to the tableau tech side up, unactivated."""
    cid, seat = task["card"], task["seat"]
    if any(cid in row for row in st.pyramid):  # shared containers: replace, never edit
        put(st, "pyramid", [[None if c == cid else c for c in row] for row in st.pyramid])
    else:
        put(st, "stacks", [stack[:-1] if stack and stack[-1] == cid else stack for stack in st.stacks])
    edit_zone(st, "tech_up", seat).append(cid)
    say(ev, seat_name(seat), (" buys ", " kupuje kartę "), r.text.card_name[cid])


def t_end(r: Rules, st: GSState, task: Task, ev: Events) -> None:
    """GS-10 (New World) / GS-11 (Renaissance, combined)."""
    put(st, "phase", "end")
    seat = st.active
    small_hand = len(st.hands[seat]) <= 1
    plan: list[Task] = []
    if not uses_track(st):
        if small_hand:
            plan += [{"k": "claim", "who": seat}, {"k": "pickup_tech"}, {"k": "pickup_res", "who": seat}]
    else:
        if small_hand:
            plan += [{"k": "pickup_tech"}, {"k": "pickup_res", "who": seat}]
        plan.append({"k": "glory", "who": seat})  # D-18: every turn
    plan.append({"k": "finish"})
    push(st, plan)


def t_pickup_tech(r: Rules, st: GSState, task: Task, ev: Events) -> None:
    seat = st.active
    cards = st.tech_up[seat]
    if cards:
        edit_zone(st, "hands", seat).extend(cards)
        st.picked_up.extend(cards)
        say(
            ev,
            seat_name(seat),
            tr(" takes ", " zabiera na rękę ")
            + count_of(len(cards), ("tech card", "tech cards"), ("kartę", "karty", "kart"))
            + tr(" back to hand", " technologii"),
        )
    set_zone(st, "tech_up", seat, [])
    set_zone(st, "exhausted", seat, [])


def t_finish(r: Rules, st: GSState, task: Task, ev: Events) -> None:
    """GS-10 c-d / GS-11 d-e: discard temporary resources, check the end (GS-13)."""
    put(st, "temp", [])
    put(st, "picked_up", [])
    if r.game_over(st):
        put(st, "finished", True)
        put(st, "phase", "over")
        say(ev, ("The game is over.", "Koniec gry."))
        return
    put(st, "active", (st.active + 1) % st.players)
    st.tasks.append(TURN_TASK)


# ---------------------------------------------------------------- automatic card ops (GS-15)


def t_gain(r: Rules, st: GSState, task: Task, ev: Events) -> None:
    st.temp.extend(task["s"]["resources"])
    say(ev, seat_name(task["seat"]), (" gains ", " otrzymuje "), res_list(task["s"]["resources"], acc=True))


def t_vp(r: Rules, st: GSState, task: Task, ev: Events) -> None:
    add_vp(st, task["seat"], task["s"]["amount"], ev)


def t_vp_each_opponent(r: Rules, st: GSState, task: Task, ev: Events) -> None:
    for o in opponents_from_left(st, task["seat"]):
        add_vp(st, o, task["s"]["amount"], ev)


def t_target_vp(r: Rules, st: GSState, task: Task, ev: Events) -> None:
    add_vp(st, task["who"], task["s"]["amount"], ev)


def t_lose_vp(r: Rules, st: GSState, task: Task, ev: Events) -> None:
    add_vp(st, task["who"], -task["s"]["amount"], ev)


def t_each_player(r: Rules, st: GSState, task: Task, ev: Events) -> None:
    step, seat = task["s"], task["seat"]
    order = ([seat] if step["include_self"] else []) + opponents_from_left(st, seat)
    declinable = all(s["op"] == "replenish" and s.get("up_to") for s in step["steps"])
    plan: list[Task] = []
    for p in order:
        if step.get("optional") and not declinable:
            plan.append({"k": "offer", "who": p, "steps": step["steps"], "card": task["card"]})
        else:
            plan += [step_task(s, p, task["card"], None) for s in step["steps"]]
    push(st, plan)


# ---------------------------------------------------------------- attacks (GS-8)


def t_attack(r: Rules, st: GSState, task: Task, ev: Events) -> None:
    """GS-8.1/8.2: every opponent, one at a time clockwise from the attacker's left, may react."""
    seat = task["seat"]
    order = opponents_from_left(st, seat)
    put(st, "attack", {"attacker": seat, "card": task["card"], "order": order, "responded": []})
    power = r.strength(st, seat)
    say(
        ev,
        seat_name(seat),
        (" attacks with ", " atakuje kartą "),
        r.text.card_name[task["card"]],
        (f" (strength {power})", f" (siła {power})"),
    )
    plan: list[Task] = [{"k": "react", "who": o} for o in order]
    plan.append({"k": "resolve_attack", "s": task["s"], "seat": seat, "card": task["card"]})
    push(st, plan)


def t_resolve_attack(r: Rules, st: GSState, task: Task, ev: Events) -> None:
    """GS-8.4-8.7: compare, then consequences in clockwise order."""
    step, seat = task["s"], task["seat"]
    attacker_strength = r.strength(st, seat)
    plan: list[Task] = []
    undefeated = []
    for o in opponents_from_left(st, seat):
        theirs = r.strength(st, o)
        if attacker_strength > theirs:
            say(
                ev,
                seat_name(o),
                (
                    f" is defeated ({theirs} < {attacker_strength})",
                    f" przegrywa ({theirs} < {attacker_strength})",
                ),
            )
            plan += [step_task(s, seat, task["card"], o) for s in step.get("defeated", [])]
        else:
            say(
                ev,
                seat_name(o),
                (
                    f" holds ({theirs} ≥ {attacker_strength})",
                    f" odpiera atak ({theirs} ≥ {attacker_strength})",
                ),
            )
            undefeated.append(o)
    plan += [step_task(s, seat, task["card"], None) for s in step.get("always_self", [])]
    for o in undefeated:
        plan += [step_task(s, o, task["card"], None) for s in step.get("undefeated", [])]
    plan.append({"k": "attack_over"})
    push(st, plan)


def t_attack_over(r: Rules, st: GSState, task: Task, ev: Events) -> None:
    put(st, "attack", None)


STEPS: dict[str, Callable[[Rules, GSState, Task, Events], None]] = {
    "turn": t_turn,
    "phase": t_phase,
    "gain": t_gain,
    "vp": t_vp,
    "vp_each_opponent": t_vp_each_opponent,
    "target_vp": t_target_vp,
    "lose_vp": t_lose_vp,
    "each_player": t_each_player,
    "attack": t_attack,
    "resolve_attack": t_resolve_attack,
    "attack_over": t_attack_over,
    "take_card": t_take_card,
    "end": t_end,
    "pickup_tech": t_pickup_tech,
    "finish": t_finish,
}


def automatic(r: Rules) -> dict[str, Callable[[GSState, Task, Events], None]]:
    """The automatic steps bound to one engine's Rules, as the kit Machine calls them."""
    return {kind: partial(step, r) for kind, step in STEPS.items()}
