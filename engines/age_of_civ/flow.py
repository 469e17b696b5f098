"""Turn structure and the automatic steps: rounds, turns, civilizations taken, actions performed,
worker resolution, end of round (war, plague, events), end of game. Decisions live in decisions/.
"""

from __future__ import annotations

from engines.age_of_civ import lines, rules
from engines.age_of_civ.data import GameData
from engines.age_of_civ.effects import BONUS_OPS, add_workers, replaced, run_steps, sacrifice
from engines.age_of_civ.state import AocState, put
from engines.age_of_civ.texts import said
from engines.base import Event, tr
from engines.kit.clone import own
from engines.kit.tasks import Machine

Task = dict
ROUNDS = 6


def push(st: AocState, tasks: list[Task]) -> None:
    Machine.push(st, tasks)


# ---------------------------------------------------------------- rounds and turns


def round_start(g: GameData, st: AocState, task: Task, ev: list[Event]) -> None:
    line = g.lines.round_begins.get(st.round)
    ev.append(line if line is not None else lines.round_begins(st.round))
    push(st, [{"k": "turn", "seat": s} for s in rules.turn_order(st)] + [{"k": "round_end"}])


def turn(g: GameData, st: AocState, task: Task, ev: list[Event]) -> None:
    """AC-3.3: civilization step, actions or rest, worker resolution, end-of-turn abilities."""
    seat = task["seat"]
    fields = st.__dict__  # read once (see state.put)
    if fields["placed"] or fields["doomed"]:  # only fields that differ are set
        put(st, current=seat, placed=0, doomed=0)
    else:
        put(st, current=seat)
    if fields["used"]:
        put(st, used=[])
    if fields["rested"]:
        put(st, rested=False)
    if fields["round"] == 1:
        kind = "civ_pick_hand" if st.variant("draft") else "civ_pick"  # the Draft pick shows the hand
        first = {"k": kind, "who": seat, "mode": "birth"}  # AC-4.1: Birth is compulsory
    else:
        first = {"k": "civ_step", "who": seat}
    push(
        st,
        [
            first,
            {"k": "act", "who": seat},
            {"k": "resolve_workers", "seat": seat},
            {"k": "end_turn_start", "seat": seat},
        ],
    )


def resolve_workers(g: GameData, st: AocState, task: Task, ev: list[Event]) -> None:
    """AC-7.1, AC-7.2: workers on red spaces are sacrificed, the rest come back."""
    seat = task["seat"]
    lost = sacrifice(st, seat, st.doomed)
    if lost:
        line = g.lines.sacrifices_red.get((seat, lost))
        ev.append(line if line is not None else lines.sacrifices_red(seat, lost))
    if st.placed or st.doomed:
        put(st, placed=0, doomed=0)


def end_turn_start(g: GameData, st: AocState, task: Task, ev: list[Event]) -> None:
    """AC-7.3: every end-of-turn ability once, in the order the player chooses."""
    seat = task["seat"]
    keys = [key for key, _ in rules.triggered(g, st, seat, "end_of_turn")]
    can_buy = st.variant("innovations") and st.tech_pool and st.special[seat] is None  # D-17
    if keys or can_buy:
        push(st, [{"k": "end_turn", "who": seat, "left": keys}])


# ---------------------------------------------------------------- civilizations (AC-4)


def take_civ(g: GameData, st: AocState, seat: int, civ: str, mode: str, ev: list[Event]) -> None:
    """AC-4.4 Birth / AC-4.5 Absorb of `civ` from the pool or (Draft) from the hand."""
    draft = st.variant("draft")
    fields = st.__dict__  # read once; the new lists are assigned together at the end (state.put)
    civs = fields["civs"]
    first_civ = not civs[seat]
    pool, pool_coins = fields["pool"], fields["pool_coins"]  # replace-only
    if civ in pool:
        i = pool.index(civ)
        on_card = pool_coins[i]
        pool, pool_coins = pool[:i] + pool[i + 1 :], pool_coins[:i] + pool_coins[i + 1 :]
    else:
        own(st, "hands")[seat].remove(civ)
        on_card = 0
    bonus = on_card + g.civ[civ].printed_bonus_coins
    if draft:  # AC-16.7.1: V + P
        bonus = on_card + (0 if first_civ else g.draft.later_bonus_coins)
    new = {"civs": replaced(civs, seat, [*civs[seat], civ])}
    if mode == "birth":
        new["main"] = replaced(fields["main"], seat, civ)
        fields["workers"][seat] = min(g.civ[civ].population, g.max_workers)  # AC-4.4.3, D-29
    else:
        absorbed = fields["absorbed"]
        new["absorbed"] = replaced(absorbed, seat, [*absorbed[seat], civ])
        add_workers(g, st, seat, g.const("absorb_gain")["workers"])  # AC-4.5.2
    line = g.lines.takes_civ.get((seat, civ, mode))
    ev.append(line if line is not None else lines.takes_civ(g, seat, civ, mode))
    if (
        not draft and fields["players"] != 1
    ):  # AC-4.4.6, AC-4.4.7: the cards left gain coins, the deck refills
        extra = g.const("bonus_coins_per_remaining_pool_card")
        pool_coins = [c + extra for c in pool_coins]
        deck = fields["deck"]
        if deck:  # D-10: an empty deck does not refill
            pool, new["deck"] = [*pool, deck[-1]], deck[:-1]
            pool_coins.append(0)
    if pool is not fields["pool"]:
        new["pool"] = pool
    if pool_coins is not fields["pool_coins"]:
        new["pool_coins"] = pool_coins
    put(st, **new)
    steps: list[dict] = []
    if mode == "birth":
        born = [s for ab in g.civ[civ].main if ab.trigger == "on_birth" for s in ab.steps]
        steps = [s for s in born if s["op"] in BONUS_OPS] + [{"op": "take_bonus"}]
        steps += [s for s in born if s["op"] not in BONUS_OPS]
    else:
        steps = [{"op": "take_bonus"}]
    push(st, run_steps(g, st, seat, steps, {"bonus": bonus}, ev))


def draw_to_pool(st: AocState) -> None:
    """The deck's top card joins the pool without coins (both lists replaced, not edited)."""
    st.pool, st.deck = [*st.pool, st.deck[-1]], st.deck[:-1]
    st.pool_coins = [*st.pool_coins, 0]


# ---------------------------------------------------------------- actions (AC-5, AC-6)


def action_steps(
    g: GameData, st: AocState, seat: int, action: str, target: str | None, via: str | None
) -> list[dict]:
    """The action's own effect plus every active "when you perform X" ability (AC-12.4.2). The
    data's own list when nothing is added (run_steps never edits its steps)."""
    steps = g.action[action].steps
    if target is not None:
        steps = [*steps, {"op": "gain_named_tech", "tech": target}]
    for key, ab in rules.triggered(g, st, seat, "on_action"):
        if ab.action != action:
            continue
        if ab.tech_filter and target not in ab.tech_filter:
            continue
        if not rules.condition_holds(g, st, seat, ab):
            continue
        extra = list(ab.steps)
        if ab.only_if_scored:
            extra = [{"op": "if_scored", "steps": extra}]
        steps = steps + [{**s, "via": key.split(".")[0]} if s["op"] == "perform_action" else s for s in extra]
    return steps


def perform(
    g: GameData,
    st: AocState,
    seat: int,
    action: str,
    target: str | None,
    with_worker: bool,
    via: str | None,
    ev: list[Event],
) -> None:
    """AC-5.3 place, pay, resolve; AC-6.12 without a worker."""
    m = rules.mods(g, st, seat)
    price = rules.cost(g, st, seat, action, target, via, m)
    fields = st.__dict__  # read once (see state.put)
    fields["coins"][seat] -= price
    if with_worker:
        act = g.action[action]
        n = rules.workers_needed(g, st, seat, action, m) if "extra_workers" in m else act.workers
        if act.red and not ("workers_return" in m and rules.workers_return(g, st, seat, action, m)):
            put(st, placed=fields["placed"] + n, doomed=fields["doomed"] + n, used=[*fields["used"], action])
        else:
            put(st, placed=fields["placed"] + n, used=[*fields["used"], action])
    line = g.lines.performs.get((seat, action, target, price))
    ev.append(line if line is not None else lines.performs(g, seat, action, target, price))
    tasks = run_steps(g, st, seat, action_steps(g, st, seat, action, target, via), {}, ev)
    if tasks:  # what an effect task would do next, at once
        push(st, tasks)


def granted_go(g: GameData, st: AocState, task: Task, ev: list[Event]) -> None:
    seat, action = task["seat"], task["action"]
    if can_grant(g, st, seat, action, task.get("via")):
        perform(g, st, seat, action, None, False, task.get("via"), ev)


def can_grant(g: GameData, st: AocState, seat: int, action: str, via: str | None) -> bool:
    """AC-6.12, AC-5.10: payable, not blocked, and not in a turn the player rested."""
    if st.rested and g.const("rest_blocks_granted_actions"):
        return False
    if rules.blocked(g, st, seat, action):
        return False
    return st.coins[seat] >= rules.cost(g, st, seat, action, None, via)


def rest(g: GameData, st: AocState, seat: int, ev: list[Event]) -> None:
    """AC-5.8 plus rest abilities (Kongo, AC-12.6.15)."""
    st.rested = True
    gain = g.const("rest_gain")
    st.coins[seat] += gain["coins"]
    add_workers(g, st, seat, gain["workers"])
    ev.append(
        said(
            seat,
            f" rests (+{gain['coins']} coins, +1 worker).",
            f" odpoczywa (+{gain['coins']} monety, +1 robotnik).",
        )
    )
    steps = [s for _, ab in rules.triggered(g, st, seat, "on_rest") for s in ab.steps]
    push(st, run_steps(g, st, seat, steps, {}, ev))


# ---------------------------------------------------------------- end of round (AC-8, AC-17.4)


def round_end(g: GameData, st: AocState, task: Task, ev: list[Event]) -> None:
    st.current = None
    if st.round >= ROUNDS:
        push(st, [{"k": "game_end"}])
        return
    if st.solo:
        st.pool_coins = [c + 1 for c in st.pool_coins]  # AC-17.4 (1)
        if st.deck:
            draw_to_pool(st)  # (2)
        st.opponent_strength += 1  # (3)
    else:
        st.first = (st.first - 1) % st.players  # AC-8.1 counter-clockwise
    st.round += 1  # AC-8.2 the permanent card moves right
    new_card = st.track[st.round + 1]
    line = g.lines.new_card.get(new_card)
    ev.append(line if line is not None else lines.new_card(g, new_card))
    tasks: list[Task] = []
    position = st.round + 2  # 1-based position of the new card
    if st.tokens and position >= 6 and st.tokens[position - 6] is not None:  # AC-8.3, AC-15.2
        token = g.token[st.tokens[position - 6]]
        own(st, "tokens")[position - 6] = None
        ev.append(Event(text=tr("Event: ", "Wydarzenie: ") + token.name + tr(".")))
        tasks += run_steps(g, st, 0, token.steps, {}, ev)
    symbol = g.card[new_card].corner_symbol  # AC-8.4
    if symbol == "war":
        tasks += war(g, st, ev)
    elif symbol == "plague":
        ev.append(
            Event(
                text=tr("Plague: every player sacrifices a worker.", "Plaga: każdy gracz poświęca robotnika.")
            )
        )
        for seat in range(st.players):
            sacrifice(st, seat)  # AC-9.5
    push(st, tasks + [{"k": "round_start"}])


def war(g: GameData, st: AocState, ev: list[Event]) -> list[Task]:
    """AC-9.4: the weakest (ties shared) sacrifice; Polynesia exempt; war abilities of everyone."""
    values = [rules.strength(g, st, s) for s in range(st.players)]
    if st.solo:
        weakest = [0] if values[0] <= st.opponent_strength else []  # AC-17.5
    else:
        weakest = [s for s in range(st.players) if values[s] == min(values)]
    shown = ", ".join(map(str, values)) + "."
    ev.append(said(None, "War! Strength: " + shown, "Wojna! Siła: " + shown))
    tasks: list[Task] = []
    for seat in range(st.players):  # D-32: war abilities use the strength before sacrifices
        steps = [s for _, ab in rules.triggered(g, st, seat, "on_war") for s in ab.steps]
        tasks += run_steps(g, st, seat, steps, {}, ev)
    for seat in weakest:
        if rules.war_exempt(g, st, seat):
            continue
        if sacrifice(st, seat):
            ev.append(
                said(
                    seat, " is the weakest and sacrifices a worker.", " jest najsłabszy i poświęca robotnika."
                )
            )
    return tasks


# ---------------------------------------------------------------- end of game (AC-13, AC-17.8)


def game_end(g: GameData, st: AocState, task: Task, ev: list[Event]) -> None:
    for seat in range(st.players):
        before = st.points[seat]
        steps = [s for _, ab in rules.triggered(g, st, seat, "end_of_game") for s in ab.steps]
        run_steps(g, st, seat, steps, {}, ev)  # AC-13.2: points only, no decisions
        own(st, "end_points")[seat] = st.points[seat] - before
    if st.solo:
        st.achievements = earned_achievements(g, st)
    st.current = None
    st.finished = True
    ev.append(Event(text=tr("The game is over.", "Gra się zakończyła.")))


def earned_achievements(g: GameData, st: AocState) -> list[str]:
    points, techs, wonders = st.points[0], len(st.techs[0]), len(st.wonders[0])
    power = rules.strength(g, st, 0)
    out = []
    for a in g.solo_clash.achievements:
        if points < a.min_points:
            continue
        if a.technologies_at_least is not None and techs < a.technologies_at_least:
            continue
        if a.technologies_at_most is not None and techs > a.technologies_at_most:
            continue
        if a.wonders_at_least is not None and wonders < a.wonders_at_least:
            continue
        if a.strength_at_least is not None and power < a.strength_at_least:
            continue
        out.append(a.id)
    return out


def effect(g: GameData, st: AocState, task: Task, ev: list[Event]) -> None:
    push(st, run_steps(g, st, task["seat"], task["steps"], dict(task.get("v", {})), ev))


def draft_end(g: GameData, st: AocState, task: Task, ev: list[Event]) -> None:
    """AC-16.2: the cards left after the picks form the civilization pool."""
    for pack in st.packs:
        own(st, "pool").extend(pack)
        own(st, "pool_coins").extend([0] * len(pack))
    st.packs = [[] for _ in range(st.players)]
    ev.append(
        Event(
            text=tr(
                "The draft is over; the pool is laid out.", "Draft zakończony; pula cywilizacji wyłożona."
            )
        )
    )


# the automatic steps by task kind, each called with (g, st, task, ev)
STEPS = {
    "round_start": round_start,
    "turn": turn,
    "resolve_workers": resolve_workers,
    "end_turn_start": end_turn_start,
    "round_end": round_end,
    "game_end": game_end,
    "effect": effect,
    "granted_go": granted_go,
    "draft_end": draft_end,
}


def automatic(g: GameData) -> dict:
    """The steps as the kit's machine calls them, (st, task, ev)."""

    def bind(fn):
        return lambda st, task, ev: fn(g, st, task, ev)

    return {kind: bind(fn) for kind, fn in STEPS.items()}
