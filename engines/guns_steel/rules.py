"""The rules as a task machine.

`state.tasks` holds the pending work (last entry next). Automatic tasks (turn structure, VP,
attack resolution) run at once; decision tasks wait for their seat (`who`). Card effects are
data (GS-15): `push_steps` turns a card's steps into tasks, so every card goes through the same
code. Each decision kind has `choices` (legal action ids) and `resolve` (apply one of them).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from pydantic import BaseModel

from engines.base import Event, Text, seat_letter, tr
from engines.guns_steel import payment as pay
from engines.guns_steel.data import DATA, EARTH, ERAS, RES_INDEX, RESOURCES, SPACE
from engines.guns_steel.state import GSState
from engines.guns_steel.texts import card_name, res_list, res_name, seat_name, wonder_name

CARDS = DATA.cards
WONDERS = DATA.wonder_by_id
RES_OF = {cid: RES_INDEX[c.resource] for cid, c in CARDS.items()}
BASE_COST = {cid: pay.cost_of(c.cost)[0] for cid, c in CARDS.items()}
BASE_SIZE = {cid: len(c.cost) for cid, c in CARDS.items()}
STRENGTH = {cid: c.military_strength for cid, c in CARDS.items()}
DONE, SKIP, PASS, ACT = "done", "skip", "pass", "act"
PASSIVE = {DONE, SKIP, PASS}  # a lone passive choice is taken without asking
# ops whose decisions belong to the affected opponent ("tgt"), not the card's owner
TARGET_OPS = {"lose_resources", "take_resource", "surrender_wonder", "lose_vp", "target_vp"}

Events = list[Event]
MAX_AUTOMATIC_STEPS = 10_000  # guards against states where nobody can ever decide


def say(ev: Events, *parts: Text | tuple[str, str] | str) -> None:
    """A public log line from parts: Text, an (en, pl) pair, or a string the same in both."""
    en, pl = [], []
    for p in parts:
        if isinstance(p, str):
            en.append(p)
            pl.append(p)
        elif isinstance(p, tuple):
            en.append(p[0])
            pl.append(p[1])
        else:
            en.append(p.en)
            pl.append(p.pl)
    log(ev, "".join(en), "".join(pl))


def log(ev: Events, en: str, pl: str) -> None:
    """A public log line from both finished sentences (the most frequent lines use this directly)."""
    text = fast_model(Text, {"en": en, "pl": pl})
    ev.append(fast_model(Event, {"text": text, "seats": None, "reveal": False, "board": True}))


def fast_model(cls: type[BaseModel], values: dict[str, Any]) -> Any:
    """A pydantic instance from trusted, complete values without validation.

    Log lines are built for every move of thousands of test games; model_construct costs three
    times as much. Only for models without private attributes, with every field given.
    """
    obj = cls.__new__(cls)
    object.__setattr__(obj, "__dict__", values)
    object.__setattr__(obj, "__pydantic_fields_set__", set(values))
    object.__setattr__(obj, "__pydantic_extra__", None)
    object.__setattr__(obj, "__pydantic_private__", None)
    return obj


# ---------------------------------------------------------------- queries


def seat_index(letter: str) -> int:
    return ord(letter) - ord("A")


def uses_track(st: GSState) -> bool:
    return st.card_set != "new_world"


def opponents_from_left(st: GSState, seat: int) -> list[int]:
    return [(seat + k) % st.players for k in range(1, st.players)]


def strength(st: GSState, seat: int) -> int:
    return sum(STRENGTH[c] for c in st.tech_up[seat])


def counts(st: GSState, seat: int) -> pay.Counts:
    """Available resources: resource-side-up cards plus (active player) the temporary pool."""
    out = [0] * len(RESOURCES)
    for c in st.res_up[seat]:
        out[RES_OF[c]] += 1
    if seat == st.active:
        for r in st.temp:
            out[RES_INDEX[r]] += 1
    return tuple(out)


def connected(st: GSState, row: int, pos: int) -> list[tuple[int, int]]:
    """GS-9.3: unbought cards reachable downwards through unbought cards."""
    return list(_connected(occupancy(st), row, pos))


def occupancy(st: GSState) -> tuple[tuple[bool, ...], ...]:
    return tuple(tuple(c is not None for c in row) for row in st.pyramid)


@lru_cache(maxsize=50_000)
def _connected(occupied: tuple[tuple[bool, ...], ...], row: int, pos: int) -> tuple[tuple[int, int], ...]:
    found: set[tuple[int, int]] = set()
    frontier = [(row, pos)]
    while frontier:
        r, i = frontier.pop()
        if r == 0:
            continue
        for j in (i, i + 1):
            if (r - 1, j) not in found and occupied[r - 1][j]:
                found.add((r - 1, j))
                frontier.append((r - 1, j))
    return tuple(sorted(found))


def research_surcharge(st: GSState, row: int) -> int:
    """GS-14.4: one per card still in the pyramid rows of earlier eras."""
    return sum(1 for r in range(row) for c in st.pyramid[r] if c is not None)


def purchasable(st: GSState) -> list[tuple[str, int]]:
    """(card id, surcharge) for every card that can be bought now: pyramid cards and stack tops."""
    return list(_purchasable(market_key(st)))


def market_key(st: GSState) -> tuple:
    return tuple(tuple(row) for row in st.pyramid), tuple(s[-1] if s else None for s in st.stacks)


@lru_cache(maxsize=20_000)
def _purchasable(key: tuple) -> tuple[tuple[str, int], ...]:
    pyramid, tops = key
    occupied = tuple(tuple(c is not None for c in row) for row in pyramid)
    out = []
    for r, row in enumerate(pyramid):
        for i, cid in enumerate(row):
            if cid is not None:
                out.append((cid, len(_connected(occupied, r, i))))
    for r, top in enumerate(tops):
        if top is not None:
            out.append((top, sum(1 for earlier in occupied[:r] for present in earlier if present)))
    return tuple(out)


def affordable(st: GSState, seat: int) -> list[tuple[str, int]]:
    return list(_affordable(counts(st, seat), market_key(st)))


@lru_cache(maxsize=50_000)
def _affordable(have: pay.Counts, key: tuple) -> tuple[tuple[str, int], ...]:
    total = pay.units(have)
    return tuple(
        (cid, extra)
        for cid, extra in _purchasable(key)
        if total >= BASE_SIZE[cid] + extra and pay.feasible(have, BASE_COST[cid], extra, True)
    )


def meets(st: GSState, seat: int, cond: dict[str, Any]) -> bool:
    """GS-15 conditions."""
    kind = cond["type"]
    if kind == "min_face_up_resources":
        return len(st.res_up[seat]) >= cond["value"]
    if kind == "face_up_resources":
        want = cond["resource"]
        if want == "any":
            n = len(st.res_up[seat])
        elif want == "earth_or_space":
            n = sum(1 for c in st.res_up[seat] if RES_OF[c] in (EARTH, SPACE))
        else:
            n = sum(1 for c in st.res_up[seat] if CARDS[c].resource == want)
        return n >= cond["min"]
    if kind == "tech_cards_face_up":
        return sum(1 for c in st.tech_up[seat] if CARDS[c].tech_type == cond["tech_type"]) >= cond["min"]
    if kind == "distinct_face_up_resource_types":
        return len({RES_OF[c] for c in st.res_up[seat]}) >= cond["min"]
    if kind == "military_strength":
        return strength(st, seat) >= cond["min"]
    if kind == "picked_up_count":
        return seat == st.active and len(st.picked_up) >= cond["min"]
    if kind == "picked_up_vp":
        return seat == st.active and sum(CARDS[c].vp for c in st.picked_up) >= cond["min"]
    if kind == "track_vp":
        return st.track[seat] >= cond["min"]
    raise ValueError(f"unknown condition {kind}")


def wonders_in_pyramid(st: GSState) -> list[str]:
    return [w for w in st.wonders if w is not None]


def glory_left(st: GSState, seat: int) -> int:
    on_board = sum(st.glory[w][seat] for w in wonders_in_pyramid(st))
    return DATA.glory_markers() - on_board


def card_vp(st: GSState, seat: int) -> int:
    return sum(CARDS[c].vp for zone in (st.hands, st.res_up, st.tech_up) for c in zone[seat])


def wonder_vp(st: GSState, seat: int) -> int:
    return sum(WONDERS[w].vp for w in st.owned_wonders[seat])


# ---------------------------------------------------------------- moving cards


def exhaust(st: GSState, seat: int, cid: str) -> None:
    st.res_up[seat].remove(cid)
    st.tech_up[seat].append(cid)
    st.exhausted[seat].append(cid)


def renew(st: GSState, seat: int, cid: str) -> None:
    st.tech_up[seat].remove(cid)
    st.res_up[seat].append(cid)
    if cid in st.exhausted[seat]:
        st.exhausted[seat].remove(cid)


def push(st: GSState, tasks: list[dict[str, Any]]) -> None:
    """Queue tasks so that the first of `tasks` runs next."""
    st.tasks.extend(reversed(tasks))


def step_task(step: dict[str, Any], seat: int, card: str | None, tgt: int | None) -> dict[str, Any]:
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


def pay_task(seat: int, need: pay.Need, n_any: int, exchanges: bool, card: str | None) -> dict[str, Any]:
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


def leading_cost(cid: str) -> tuple[pay.Need, int] | None:
    """The costs at the start of a card's effect ("exhaust X"), or None when it has none."""
    cost: list[str] = []
    for step in CARDS[cid].steps:
        if step["op"] != "pay":
            break
        cost += step["resources"]
    return pay.cost_of(cost) if cost else None


def can_activate(st: GSState, seat: int, cid: str) -> bool:
    """D-9: the leading costs of an effect must be payable in full (no exchanges, GS-7.5)."""
    cost = LEADING_COST[cid]
    return cost is None or pay.feasible(counts(st, seat), cost[0], cost[1], False)


LEADING_COST = {cid: leading_cost(cid) for cid in CARDS}


# ---------------------------------------------------------------- automatic tasks


def t_turn(st: GSState, task: dict, ev: Events) -> None:
    """GS-5: the four phases; GS-5.3 small hands skip phases."""
    st.turn += 1
    st.picked_up = []
    hand = len(st.hands[st.active])
    who = seat_name(st.active)
    log(ev, f"Turn {st.turn}: {who.en}", f"Tura {st.turn}: {who.pl}")
    plan: list[dict[str, Any]] = []
    if hand >= 1:
        plan += [{"k": "phase", "name": "resource"}, {"k": "resource", "who": st.active}]
    if hand >= 2:
        plan += [{"k": "phase", "name": "technology"}, {"k": "tech", "who": st.active}]
    plan += [{"k": "phase", "name": "purchase"}, {"k": "purchase", "who": st.active}, {"k": "end"}]
    push(st, plan)


def t_phase(st: GSState, task: dict, ev: Events) -> None:
    st.phase = task["name"]


def t_gain(st: GSState, task: dict, ev: Events) -> None:
    st.temp.extend(task["s"]["resources"])
    say(ev, seat_name(task["seat"]), (" gains ", " otrzymuje "), res_list(task["s"]["resources"]))


def add_vp(st: GSState, seat: int, amount: int, ev: Events) -> None:
    """GS-12.2: the track never goes below 0. New World games have no track (D-15)."""
    if not uses_track(st) or amount == 0:
        return
    st.track = list(st.track)  # shared with the previous state (see state.copy_state)
    st.track[seat] = max(0, st.track[seat] + amount)
    verb = tr(" scores ", " zdobywa ") if amount > 0 else tr(" loses ", " traci ")
    say(ev, seat_name(seat), verb, (f"{abs(amount)} VP", f"{abs(amount)} PZ"))


def t_vp(st: GSState, task: dict, ev: Events) -> None:
    add_vp(st, task["seat"], task["s"]["amount"], ev)


def t_vp_each_opponent(st: GSState, task: dict, ev: Events) -> None:
    for o in opponents_from_left(st, task["seat"]):
        add_vp(st, o, task["s"]["amount"], ev)


def t_target_vp(st: GSState, task: dict, ev: Events) -> None:
    add_vp(st, task["who"], task["s"]["amount"], ev)


def t_lose_vp(st: GSState, task: dict, ev: Events) -> None:
    add_vp(st, task["who"], -task["s"]["amount"], ev)


def t_each_player(st: GSState, task: dict, ev: Events) -> None:
    step, seat = task["s"], task["seat"]
    order = ([seat] if step["include_self"] else []) + opponents_from_left(st, seat)
    declinable = all(s["op"] == "replenish" and s.get("up_to") for s in step["steps"])
    plan: list[dict[str, Any]] = []
    for p in order:
        if step.get("optional") and not declinable:
            plan.append({"k": "offer", "who": p, "steps": step["steps"], "card": task["card"]})
        else:
            plan += [step_task(s, p, task["card"], None) for s in step["steps"]]
    push(st, plan)


def t_attack(st: GSState, task: dict, ev: Events) -> None:
    """GS-8.1/8.2: every opponent, one at a time clockwise from the attacker's left, may react."""
    seat = task["seat"]
    order = opponents_from_left(st, seat)
    st.attack = {"attacker": seat, "card": task["card"], "order": order, "responded": []}
    say(
        ev,
        seat_name(seat),
        (" attacks with ", " atakuje kartą "),
        card_name(task["card"]),
        (f" (strength {strength(st, seat)})", f" (siła {strength(st, seat)})"),
    )
    plan = [{"k": "react", "who": o} for o in order]
    plan.append({"k": "resolve_attack", "s": task["s"], "seat": seat, "card": task["card"]})
    push(st, plan)


def t_resolve_attack(st: GSState, task: dict, ev: Events) -> None:
    """GS-8.4-8.7: compare, then consequences in clockwise order."""
    step, seat = task["s"], task["seat"]
    attacker_strength = strength(st, seat)
    plan: list[dict[str, Any]] = []
    undefeated = []
    for o in opponents_from_left(st, seat):
        theirs = strength(st, o)
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


def t_attack_over(st: GSState, task: dict, ev: Events) -> None:
    st.attack = None


def t_take_card(st: GSState, task: dict, ev: Events) -> None:
    """GS-9.6 / D-1: the bought card goes to the tableau tech side up, unactivated."""
    cid, seat = task["card"], task["seat"]
    if any(cid in row for row in st.pyramid):  # shared containers: replace, never edit
        st.pyramid = [[None if c == cid else c for c in row] for row in st.pyramid]
    else:
        st.stacks = [stack[:-1] if stack and stack[-1] == cid else stack for stack in st.stacks]
    st.tech_up[seat].append(cid)
    say(ev, seat_name(seat), (" buys ", " kupuje "), card_name(cid))


def t_end(st: GSState, task: dict, ev: Events) -> None:
    """GS-10 (New World) / GS-11 (Renaissance, combined)."""
    st.phase = "end"
    seat = st.active
    small_hand = len(st.hands[seat]) <= 1
    plan: list[dict[str, Any]] = []
    if not uses_track(st):
        if small_hand:
            plan += [{"k": "claim", "who": seat}, {"k": "pickup_tech"}, {"k": "pickup_res", "who": seat}]
    else:
        if small_hand:
            plan += [{"k": "pickup_tech"}, {"k": "pickup_res", "who": seat}]
        plan.append({"k": "glory", "who": seat})  # D-18: every turn
    plan.append({"k": "finish"})
    push(st, plan)


def t_pickup_tech(st: GSState, task: dict, ev: Events) -> None:
    seat = st.active
    cards = st.tech_up[seat]
    if cards:
        st.hands[seat].extend(cards)
        st.picked_up.extend(cards)
        say(
            ev,
            seat_name(seat),
            (
                f" takes {len(cards)} tech card(s) back to hand",
                f" zabiera na rękę karty technologii: {len(cards)}",
            ),
        )
    st.tech_up[seat] = []
    st.exhausted[seat] = []


def t_finish(st: GSState, task: dict, ev: Events) -> None:
    """GS-10 c-d / GS-11 d-e: discard temporary resources, check the end (GS-13)."""
    st.temp = []
    st.picked_up = []
    if game_over(st):
        st.finished = True
        st.phase = "over"
        say(ev, ("The game is over.", "Koniec gry."))
        return
    st.active = (st.active + 1) % st.players
    push(st, [{"k": "turn"}])


def game_over(st: GSState) -> bool:
    """GS-13.1: last wonder gone, last Space card of the pyramid bought (D-7), 15+ on a track."""
    if not wonders_in_pyramid(st):
        return True
    if all(c is None for c in st.pyramid[-1]):
        return True
    return uses_track(st) and max(st.track) >= DATA.track_end_vp()


AUTO: dict[str, Callable[[GSState, dict, Events], None]] = {
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


# ---------------------------------------------------------------- decisions: choices


def c_hand(st: GSState, task: dict) -> list[str]:
    return [f"res:{c}" for c in st.hands[task["who"]]]


def c_tech(st: GSState, task: dict) -> list[str]:
    """GS-7.1/7.2 in one choice: play a card and activate it ("tech:") or not ("techoff:")."""
    seat = task["who"]
    out = []
    for c in st.hands[seat]:
        if can_activate(st, seat, c):
            out.append(f"tech:{c}")
        out.append(f"techoff:{c}")
    return out


def c_pay(st: GSState, task: dict) -> list[str]:
    seat = task["who"]
    have = counts(st, seat)
    need, n_any, exch = tuple(task["need"]), task["any"], task["exch"]
    x = task["x"]
    if x is not None:
        return exchange_input_choices(st, seat, have, need, n_any, x)
    ok_type = [
        pay.allocate(need, n_any, r, pay.minus(have, r), exch) is not None if have[r] else False
        for r in range(len(RESOURCES))
    ]
    out = [f"pay:{c}" for c in st.res_up[seat] if ok_type[RES_OF[c]]]
    if seat == st.active:
        out += [f"tmp:{r}" for r in dict.fromkeys(st.temp) if ok_type[RES_INDEX[r]]]
    if exch:
        for r in range(EARTH):
            after = pay.pair_exchange(have, r)
            if after is not None and pay.feasible(after, need, n_any, True):
                out.append(f"x2:{RESOURCES[r]}")
        if sum(have[:EARTH]) >= 3 and pay.triple_input_ok(have, 3, need, n_any):
            out.append("x3")
    return out


def exchange_input_choices(st, seat, have, need, n_any, x) -> list[str]:
    if x["from"] is not None:
        ok = {RES_INDEX[x["from"]]}
    else:
        ok = {
            r
            for r in range(EARTH)
            if have[r] and pay.triple_input_ok(pay.minus(have, r), x["left"] - 1, need, n_any)
        }
    out = [f"in:{c}" for c in st.res_up[seat] if RES_OF[c] in ok]
    if seat == st.active:
        out += [f"intmp:{r}" for r in dict.fromkeys(st.temp) if RES_INDEX[r] in ok]
    return out


def c_gain_choice(st: GSState, task: dict) -> list[str]:
    return [f"gain:{r}" for r in task["s"]["options"]]


def renewable(st: GSState, seat: int, resource: str) -> list[str]:
    return [c for c in st.tech_up[seat] if resource == "any" or CARDS[c].resource == resource]


def c_replenish(st: GSState, task: dict) -> list[str]:
    s = task["s"]
    out = [f"renew:{c}" for c in renewable(st, task["who"], s["resource"])]
    if out and s.get("up_to"):
        out.append(DONE)
    return out


def c_target(st: GSState, task: dict) -> list[str]:
    cond = task["s"]["condition"]
    return [f"target:{seat_letter(o)}" for o in opponents_from_left(st, task["seat"]) if meets(st, o, cond)]


def c_offer(st: GSState, task: dict) -> list[str]:
    return [ACT, SKIP]


def c_react(st: GSState, task: dict) -> list[str]:
    """GS-8.3 (a) reaction cards from hand, (b) exhaust resources whose tech side is Military/Tactic."""
    seat = task["who"]
    out = [f"react:{c}" for c in st.hands[seat] if CARDS[c].reaction]
    out += [f"flip:{c}" for c in st.res_up[seat] if CARDS[c].tech_type in ("military", "tactic")]
    return out + [DONE]


def c_lose(st: GSState, task: dict) -> list[str]:
    """GS-8.6 / D-23: pick cards one at a time; only picks that lead to a minimal set."""
    seat = task["who"]
    goal = task["s"]["units"]
    k0, m0 = task.get("n_other", 0), task.get("n_space", 0)
    cards = st.res_up[seat]
    spaces = sum(1 for c in cards if RES_OF[c] == SPACE)
    others = len(cards) - spaces
    if others + 2 * spaces + k0 + 2 * m0 <= goal:  # D-10: too little, everything goes
        return [f"lose:{c}" for c in cards]

    def reachable(k_min: int, m_min: int) -> bool:
        for k in range(k_min, k0 + others + 1):
            for m in range(m_min, m0 + spaces + 1):
                total = k + 2 * m
                if total >= goal and (k == 0 or total == goal) and (m == 0 or total <= goal + 1):
                    return True
        return False

    other_ok = others > 0 and reachable(k0 + 1, m0)
    space_ok = spaces > 0 and reachable(k0, m0 + 1)
    return [f"lose:{c}" for c in cards if (space_ok if RES_OF[c] == SPACE else other_ok)]


def c_give(st: GSState, task: dict) -> list[str]:
    return [f"give:{c}" for c in st.res_up[task["who"]]]


def c_surrender(st: GSState, task: dict) -> list[str]:
    return [f"wonder:{w}" for w in st.owned_wonders[task["who"]]]


def c_play_mil(st: GSState, task: dict) -> list[str]:
    left = task.get("left", task["s"]["max"])
    out = [f"play:{c}" for c in st.hands[task["who"]] if CARDS[c].tech_type == "military"] if left else []
    return out + [DONE]


def c_activate_played(st: GSState, task: dict) -> list[str]:
    return [f"activate:{c}" for c in task["played"] if c in st.tech_up[task["who"]]]


def c_activate_tab(st: GSState, task: dict) -> list[str]:
    return [f"activate:{c}" for c in st.tech_up[task["who"]] if CARDS[c].tech_type == "military"]


def c_choose_one(st: GSState, task: dict) -> list[str]:
    return [f"opt:{i + 1}" for i in range(len(task["s"]["options"]))]


def c_purchase(st: GSState, task: dict) -> list[str]:
    return [f"buy:{cid}" for cid, _ in affordable(st, task["who"])] + [PASS]


def c_claim(st: GSState, task: dict) -> list[str]:
    seat = task["who"]
    return [f"claim:{w}" for w in wonders_in_pyramid(st) if meets(st, seat, WONDERS[w].condition)]


def c_pickup_res(st: GSState, task: dict) -> list[str]:
    return list(st.res_up[task["who"]])


def c_glory(st: GSState, task: dict) -> list[str]:
    """GS-11 c: place one marker on a qualifying wonder; with none left, optionally move one (D-14)."""
    seat = task["who"]
    targets = [w for w in wonders_in_pyramid(st) if meets(st, seat, WONDERS[w].glory_condition or {})]
    if not targets:
        return []
    if glory_left(st, seat) > 0:
        return [f"glory:{w}" for w in targets]
    moves = [
        f"move:{src}>{dst}"
        for dst in targets
        for src in wonders_in_pyramid(st)
        if src != dst and st.glory[src][seat] > 0
    ]
    return moves + [SKIP] if moves else []


# ---------------------------------------------------------------- decisions: resolve


def r_start_res(st: GSState, task: dict, action: str, ev: Events) -> None:
    seat, cid = task["who"], action.split(":", 1)[1]
    st.hands[seat].remove(cid)
    st.res_up[seat].append(cid)
    say(
        ev,
        seat_name(seat),
        (" places a starting resource: ", " wykłada zasób startowy: "),
        res_name(CARDS[cid].resource),
        " (",
        card_name(cid),
        ")",
    )


def r_resource(st: GSState, task: dict, action: str, ev: Events) -> None:
    """GS-6.1."""
    seat, cid = task["who"], action.split(":", 1)[1]
    st.hands[seat].remove(cid)
    st.res_up[seat].append(cid)
    who, res, name = seat_name(seat), res_name(CARDS[cid].resource), card_name(cid)
    log(
        ev,
        f"{who.en} plays a resource: {res.en} ({name.en})",
        f"{who.pl} zagrywa zasób: {res.pl} ({name.pl})",
    )


def r_tech(st: GSState, task: dict, action: str, ev: Events) -> None:
    """GS-7.1: the card goes tech side up; GS-7.2: its effect resolves if activated."""
    seat = task["who"]
    kind, cid = action.split(":", 1)
    st.hands[seat].remove(cid)
    st.tech_up[seat].append(cid)
    if kind == "techoff":
        say(ev, seat_name(seat), (" plays without activating ", " zagrywa bez aktywacji "), card_name(cid))
        return
    say(ev, seat_name(seat), (" plays and activates ", " zagrywa i aktywuje "), card_name(cid))
    push_steps(st, CARDS[cid].steps, seat, cid)


def r_pay(st: GSState, task: dict, action: str, ev: Events) -> None:
    seat = task["who"]
    kind, _, arg = action.partition(":")
    if kind in ("x2", "x3"):
        source = arg if kind == "x2" else None
        left = 2 if kind == "x2" else 3
        st.tasks.append({**task, "x": {"from": source, "left": left, "to": pay_target(source)}})
        return
    if kind in ("in", "intmp"):
        spend(st, seat, kind == "intmp", arg, ev)
        x = {**task["x"], "left": task["x"]["left"] - 1}
        if x["left"] == 0:
            st.temp.append(x["to"])
            say(ev, seat_name(seat), (" exchanges for ", " wymienia na "), res_name(x["to"]))
            x = None
        st.tasks.append({**task, "x": x})
        return
    resource = spend(st, seat, kind == "tmp", arg, ev)
    have = counts(st, seat)
    placed = pay.allocate(tuple(task["need"]), task["any"], RES_INDEX[resource], have, task["exch"])
    assert placed is not None  # the choice list only offers useful resources
    need, n_any = placed
    if not pay.paid(need, n_any):
        st.tasks.append({**task, "need": list(need), "any": n_any})


def pay_target(source: str | None) -> str:
    """D-2: two of a kind become the next rung; three of any kind become Earth."""
    return RESOURCES[EARTH] if source is None else RESOURCES[RES_INDEX[source] + 1]


def spend(st: GSState, seat: int, temporary: bool, what: str, ev: Events) -> str:
    """Exhaust a card resource or use a temporary one; returns the resource type."""
    if temporary:
        st.temp.remove(what)
        return what
    exhaust(st, seat, what)
    who, res, name = seat_name(seat), res_name(CARDS[what].resource), card_name(what)
    log(ev, f"{who.en} exhausts {res.en} ({name.en})", f"{who.pl} wyczerpuje {res.pl} ({name.pl})")
    return CARDS[what].resource


def r_gain_choice(st: GSState, task: dict, action: str, ev: Events) -> None:
    resource = action.split(":", 1)[1]
    st.temp.append(resource)
    say(ev, seat_name(task["who"]), (" gains ", " otrzymuje "), res_name(resource))
    left = task.get("left", task["s"]["count"]) - 1
    if left:
        st.tasks.append({**task, "left": left})


def r_replenish(st: GSState, task: dict, action: str, ev: Events) -> None:
    """GS-2.7: flip tech side -> resource side; the resolving card itself is eligible (GS-7.3)."""
    if action == DONE:
        return
    seat, cid = task["who"], action.split(":", 1)[1]
    renew(st, seat, cid)
    say(
        ev,
        seat_name(seat),
        (" renews ", " odnawia "),
        res_name(CARDS[cid].resource),
        " (",
        card_name(cid),
        ")",
    )
    left = task.get("left", task["s"]["count"]) - 1
    if left:
        st.tasks.append({**task, "left": left})


def r_target(st: GSState, task: dict, action: str, ev: Events) -> None:
    target = seat_index(action.split(":", 1)[1])
    say(ev, seat_name(task["seat"]), (" chooses ", " wybiera "), seat_name(target))
    push_steps(st, task["s"]["steps"], task["seat"], task["card"], target)


def r_offer(st: GSState, task: dict, action: str, ev: Events) -> None:
    if action == ACT:
        push_steps(st, task["steps"], task["who"], task["card"])


def r_react(st: GSState, task: dict, action: str, ev: Events) -> None:
    seat = task["who"]
    if action == DONE:
        st.attack = {**st.attack, "responded": st.attack["responded"] + [seat]}
        return
    kind, cid = action.split(":", 1)
    if kind == "react":
        st.hands[seat].remove(cid)
        st.tech_up[seat].append(cid)
        say(ev, seat_name(seat), (" reacts with ", " reaguje kartą "), card_name(cid))
    else:
        exhaust(st, seat, cid)
        say(
            ev,
            seat_name(seat),
            (" exhausts a resource to turn up ", " wyczerpuje zasób i odkrywa "),
            card_name(cid),
        )
    st.tasks.append(task)


def r_lose(st: GSState, task: dict, action: str, ev: Events) -> None:
    seat, cid = task["who"], action.split(":", 1)[1]
    is_space = RES_OF[cid] == SPACE
    exhaust(st, seat, cid)
    say(ev, seat_name(seat), (" loses ", " traci "), res_name(CARDS[cid].resource))
    k, m = task.get("n_other", 0) + (not is_space), task.get("n_space", 0) + is_space
    if k + 2 * m < task["s"]["units"] and st.res_up[seat]:
        st.tasks.append({**task, "n_other": k, "n_space": m})


def r_give(st: GSState, task: dict, action: str, ev: Events) -> None:
    """GS-8.6 give a resource / D-22: the giver exhausts, the taker gains a temporary one."""
    giver, cid = task["who"], action.split(":", 1)[1]
    exhaust(st, giver, cid)
    resource = CARDS[cid].resource
    st.temp.append(resource)
    say(
        ev,
        seat_name(giver),
        (" gives ", " oddaje "),
        res_name(resource),
        (" to ", " graczowi "),
        seat_name(task["seat"]),
    )


def r_surrender(st: GSState, task: dict, action: str, ev: Events) -> None:
    loser, wid = task["who"], action.split(":", 1)[1]
    st.owned_wonders = [list(w) for w in st.owned_wonders]  # shared: replace, never edit
    st.owned_wonders[loser].remove(wid)
    st.owned_wonders[task["seat"]].append(wid)
    say(
        ev,
        seat_name(loser),
        (" hands over ", " oddaje "),
        wonder_name(wid),
        (" to ", " graczowi "),
        seat_name(task["seat"]),
    )


def r_play_mil(st: GSState, task: dict, action: str, ev: Events) -> None:
    """GS-7.7: play Military cards from hand; activating one of them is then mandatory."""
    seat = task["who"]
    played = task.get("played", [])
    if action != DONE:
        cid = action.split(":", 1)[1]
        st.hands[seat].remove(cid)
        st.tech_up[seat].append(cid)
        say(ev, seat_name(seat), (" plays ", " zagrywa "), card_name(cid))
        left = task.get("left", task["s"]["max"]) - 1
        st.tasks.append({**task, "left": left, "played": played + [cid]})
        return
    if task["s"].get("activate_one_played") and played:
        push(st, [{"k": "activate_played", "who": seat, "played": played}])


def r_activate_military(st: GSState, task: dict, action: str, ev: Events) -> None:
    seat, cid = task["who"], action.split(":", 1)[1]
    if task["k"] == "activate_military_in_tableau":
        left = task.get("left", task["s"]["count"]) - 1
        if left:
            st.tasks.append({**task, "left": left})
    say(ev, seat_name(seat), (" activates ", " aktywuje "), card_name(cid))
    push_steps(st, CARDS[cid].steps, seat, cid)


def r_choose_one(st: GSState, task: dict, action: str, ev: Events) -> None:
    index = int(action.split(":", 1)[1]) - 1
    push_steps(st, task["s"]["options"][index], task["who"], task["card"])


def r_purchase(st: GSState, task: dict, action: str, ev: Events) -> None:
    if action == PASS:
        who = seat_name(task["who"])
        log(ev, f"{who.en} buys nothing", f"{who.pl} niczego nie kupuje")
        return
    seat, cid = task["who"], action.split(":", 1)[1]
    extra = dict(purchasable(st))[cid]
    need, _ = pay.cost_of(CARDS[cid].cost)
    push(
        st,
        [
            pay_task(seat, need, extra, exchanges=True, card=cid),
            {"k": "take_card", "seat": seat, "card": cid},
        ],
    )


def r_claim(st: GSState, task: dict, action: str, ev: Events) -> None:
    """GS-10 b1: the wonder goes to the tableau coloured side up."""
    seat, wid = task["who"], action.split(":", 1)[1]
    take_wonder(st, seat, wid)
    say(ev, seat_name(seat), (" completes the wonder ", " ukończa Cud "), wonder_name(wid))


def take_wonder(st: GSState, seat: int, wid: str) -> None:
    st.wonders = [None if w == wid else w for w in st.wonders]  # shared containers: replace
    st.owned_wonders = [w + [wid] if s == seat else list(w) for s, w in enumerate(st.owned_wonders)]
    if wid in st.glory:
        st.glory = {**st.glory, wid: [0] * st.players}


def r_pickup_res(st: GSState, task: dict, action: str, ev: Events) -> None:
    seat = task["who"]
    chosen = [c for c in action.split("+") if c]
    for cid in chosen:
        st.res_up[seat].remove(cid)
        st.hands[seat].append(cid)
        st.picked_up.append(cid)
    if chosen:
        say(
            ev,
            seat_name(seat),
            (
                f" takes {len(chosen)} resource card(s) to hand",
                f" zabiera na rękę karty zasobów: {len(chosen)}",
            ),
        )


def r_glory(st: GSState, task: dict, action: str, ev: Events) -> None:
    if action == SKIP:
        return
    seat = task["who"]
    kind, arg = action.split(":", 1)
    st.glory = {w: list(marks) for w, marks in st.glory.items()}  # shared: replace, never edit
    if kind == "move":
        src, dst = arg.split(">")
        st.glory[src][seat] -= 1
    else:
        dst = arg
    st.glory[dst][seat] += 1
    say(ev, seat_name(seat), (" places a glory marker on ", " kładzie znacznik chwały na "), wonder_name(dst))
    if st.glory[dst][seat] >= WONDERS[dst].glory_count:
        take_wonder(st, seat, dst)
        say(ev, seat_name(seat), (" completes the wonder ", " ukończa Cud "), wonder_name(dst))


class Decision:
    def __init__(self, choices, resolve, auto_single: bool = False, multi: bool = False):
        self.choices = choices
        self.resolve = resolve
        self.auto_single = auto_single  # a single legal choice is taken without asking
        self.multi = multi  # pick any subset (Prompt kind "multi")


DECISIONS: dict[str, Decision] = {
    "start_res": Decision(c_hand, r_start_res),
    "resource": Decision(c_hand, r_resource),
    "tech": Decision(c_tech, r_tech),
    "pay": Decision(c_pay, r_pay, auto_single=True),
    "gain_choice": Decision(c_gain_choice, r_gain_choice, auto_single=True),
    "replenish": Decision(c_replenish, r_replenish),
    "target_opponent": Decision(c_target, r_target, auto_single=True),
    "offer": Decision(c_offer, r_offer),
    "react": Decision(c_react, r_react),
    "lose_resources": Decision(c_lose, r_lose, auto_single=True),
    "take_resource": Decision(c_give, r_give, auto_single=True),
    "surrender_wonder": Decision(c_surrender, r_surrender, auto_single=True),
    "play_military_from_hand": Decision(c_play_mil, r_play_mil),
    "activate_played": Decision(c_activate_played, r_activate_military, auto_single=True),
    "activate_military_in_tableau": Decision(c_activate_tab, r_activate_military, auto_single=True),
    "choose_one": Decision(c_choose_one, r_choose_one),
    "purchase": Decision(c_purchase, r_purchase),
    "claim": Decision(c_claim, r_claim, auto_single=True),
    "pickup_res": Decision(c_pickup_res, r_pickup_res, multi=True),
    "glory": Decision(c_glory, r_glory, auto_single=True),
}


def advance(st: GSState, ev: Events) -> None:
    """Run automatic work until a seat must decide or the game ends."""
    for _ in range(MAX_AUTOMATIC_STEPS):
        if not st.tasks or st.finished:
            return
        task = st.tasks[-1]
        auto = AUTO.get(task["k"])
        if auto is not None:
            st.tasks.pop()
            auto(st, task, ev)
            continue
        decision = DECISIONS[task["k"]]
        ids = decision.choices(st, task)
        if not ids:
            st.tasks.pop()
            continue
        if len(ids) == 1 and not decision.multi and (decision.auto_single or ids[0] in PASSIVE):
            st.tasks.pop()
            decision.resolve(st, task, ids[0], ev)
            continue
        _last_legal[0] = (st, ids)
        return
    raise RuntimeError("no seat has anything to decide (a state no real game reaches: no cards at all)")


# The legal ids of the state advance() finished last: agents and apply() ask for them again at
# once. Keyed by identity (the entry holds the state, so its id cannot be reused); one tuple in
# one slot, so a reader in another thread never mixes two entries.
_last_legal: list[tuple[Any, list[str]]] = [(None, [])]


def legal(st: GSState) -> list[str]:
    """Legal action ids of the waiting decision."""
    cached_state, ids = _last_legal[0]
    if cached_state is st:
        return ids
    task = current(st)
    return [] if task is None else DECISIONS[task["k"]].choices(st, task)


def refresh(st: GSState) -> GSState:
    """After editing a state by hand (tests): drop the cache and run automatic work."""
    _last_legal[0] = (None, [])
    advance(st, [])
    return st


def current(st: GSState) -> dict[str, Any] | None:
    """The decision waiting now (advance() has run), or None when the game is over."""
    if st.finished or not st.tasks:
        return None
    return st.tasks[-1]


def setup_tasks(st: GSState) -> None:
    """GS-4.7: the listed seats (1 = start player) place a starting resource, then turn 1."""
    plan: list[dict[str, Any]] = []
    for number in DATA.starting_resource_seats(st.players):
        plan.append({"k": "start_res", "who": (st.start_seat + number - 1) % st.players})
    plan.append({"k": "turn"})
    push(st, plan)


__all__ = ["ERAS", "advance", "current", "DECISIONS", "setup_tasks"]
