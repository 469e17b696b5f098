"""The new effects of the Balance and Military modules of New Leaders and Wonders (TA-41, TA-42,
TA-49) that are more than data: the triggered ops run here (called by run.py and aggression.py),
the measures of their scoring events, Colossus' draws at a new age, Kidnapping's culture.

Decisions of the bot where the cards leave room (NOTES.md): Freedom of Movement moves a worker
between any two building technologies (farm, mine, urban building, unit) the player has;
Development of Planning's three cards are shown to everyone and stay in the set-aside pile.
"""

from __future__ import annotations

from typing import Any

from engines.base import Event, Rng, seat_name, tr
from engines.kit import codec
from engines.kit.tasks import Machine
from engines.through_ages import board, costs, hands, rules
from engines.through_ages.data import UNITS, GameData
from engines.through_ages.state import TtaState, card_of, seat_add, seat_put

Task = dict[str, Any]
OPS = frozenset(
    {
        "planning",
        "lose_science_above",
        "lose_civil_draw",
        "negotiations",
        "hand_over",
        "arms_industry",
        "move_worker",
    }
)
KINDS = ("food", "resources", "science")


def do(g: GameData, st: TtaState, p: int, step: dict, ev: list[Event]) -> list[Task]:
    """One triggered step of the military module; returns decision tasks."""
    from engines.through_ages import run

    op = step["op"]
    if op == "planning":
        return planning(g, st, step["cards"], ev)
    if op == "lose_science_above":  # Dark Ages (TA-49.2): half the surplus, rounded up
        loss = -(-max(0, st.science[p] - step["keep"]) // 2)
        rules.add_points(st, p, science=-loss)
    elif op == "lose_civil_draw":  # Call to Arms (TA-49.3, TA-49.4)
        lost = min(step["actions"], board.civil_left(g, st, p))
        seat_add(st, "civil_spent", p, lost)
        if lost and st.age != "IV":
            run.gain(g, st, p, {"military_cards": lost}, ev)
    elif op == "negotiations":
        return negotiations(g, st, p, step)
    elif op == "hand_over":
        hand_over(g, st, step, ev)
    elif op == "arms_industry":
        arms_industry(g, st, step["resources"], ev)
    elif op == "move_worker":
        return [{"k": "move_worker", "who": p}] if move_options(g, st, p) else []
    return []


# ---------------------------------------------------------------- events (TA-49)


def planning(g: GameData, st: TtaState, n: int, ev: list[Event]) -> list[Task]:
    """TA-49.1, TA-Q13: three random set-aside Age A events; each civilization, clockwise from
    the current player, picks one for itself. The cards stay in the set-aside pile."""
    from engines.through_ages import run

    pool = list(dict.fromkeys(card_of(c) for c in st.events_aside))
    drawn = []
    rng = Rng(st)
    while pool and len(drawn) < n:
        drawn.append(pool.pop(rng.below(len(pool))))
    if not drawn:
        return []
    names = [g.card[c].title for c in drawn]
    text = tr("Development of Planning draws: ", "Rozwój planowania dobiera: ")
    for i, name in enumerate(names):
        text = text + (tr(", ") if i else tr("")) + name
    ev.append(Event(text=text + tr("."), reveal=True))
    return [{"k": "plan_pick", "who": q, "cards": drawn} for q in run.clockwise(st)]


def own_steps(steps: list[dict]) -> list[dict]:
    """An event's steps applied to one civilization only: `each` runs for that one (TA-49.1)."""
    out = []
    for step in steps:
        out += step["steps"] if step["op"] == "each" else [step]
    return out


def negotiations(g: GameData, st: TtaState, p: int, step: dict) -> list[Task]:
    """TA-49.7, TA-Q19: the revealing player picks a kind the weakest has at least 3 of."""
    from engines.through_ages import run

    weak = run.ranked_players(g, st, "weakest")[0]
    strong = run.ranked_players(g, st, "strongest")[0]
    if weak == strong:
        return []
    kinds = [k for k in KINDS if step.get(k) and have(g, st, weak, k) >= step[k]]
    options = [[{"op": "hand_over", k: step[k]}] for k in kinds]
    if len(options) > 1:
        return [{"k": "choose", "who": p, "options": options}]
    return [{"k": "run", "p": p, "steps": options[0]}] if options else []


def amount(kind: str, n: int):
    """'3 food' / '3 żywności', '2 resources' / '2 surowce' (the Polish plural forms)."""
    from engines.through_ages.decisions.choices import amount_text

    return amount_text(kind, n)


def have(g: GameData, st: TtaState, p: int, kind: str) -> int:
    return st.science[p] if kind == "science" else board.stock(g, st, p, kind)


def hand_over(g: GameData, st: TtaState, step: dict, ev: list[Event]) -> None:
    """The weakest gives the amount to the strongest (TA-49.7)."""
    from engines.through_ages import run

    weak = run.ranked_players(g, st, "weakest")[0]
    strong = run.ranked_players(g, st, "strongest")[0]
    for kind in KINDS:
        n = min(step.get(kind, 0), have(g, st, weak, kind))
        if not n or weak == strong:
            continue
        if kind == "science":
            rules.add_points(st, weak, science=-n)
            rules.add_points(st, strong, science=n)
        else:
            board.pay(g, st, weak, kind, n)
            board.gain(g, st, strong, kind, n)
        ev.append(Event(text=seat_name(weak) + tr(" gives ", " oddaje ") + amount(kind, n) + tr(" to ", " graczowi ")
                        + seat_name(strong) + tr(".")))  # fmt: skip


def unit_tech_levels(g: GameData, st: TtaState, p: int) -> dict[str, int]:
    """The highest unit technology level of each type in p's play; Warriors are level 0."""
    out: dict[str, int] = {}
    for cid in st.techs[p]:
        card = g.card[cid]
        if card.unit:
            out[card.type] = max(out.get(card.type, -1), card.level)
    return out


def arms_industry(g: GameData, st: TtaState, per_type: int, ev: list[Event]) -> None:
    """TA-49.8, TA-Q36: per unit type, every civilization with a technology of the highest level
    in play gains the reward; all of it at once (TA-44.2)."""
    from engines.through_ages import run

    seats = run.clockwise(st)
    levels = {q: unit_tech_levels(g, st, q) for q in seats}
    gains = dict.fromkeys(seats, 0)
    for kind in UNITS:
        top = max((lv[kind] for lv in levels.values() if kind in lv), default=None)
        for q in seats:
            if top is not None and levels[q].get(kind) == top:
                gains[q] += per_type
    for q in seats:
        if gains[q]:
            board.gain(g, st, q, "resources", gains[q])
            ev.append(
                Event(
                    text=seat_name(q) + tr(" gains ", " zyskuje ") + amount("resources", gains[q]) + tr(".")
                )
            )


# ---------------------------------------------------------------- Freedom of Movement (TA-49.5)


def move_cost(g: GameData, st: TtaState, p: int, low, high) -> int:
    """The cost difference, discounts applying to both cards as in an upgrade."""
    return costs.upgrade_cost(g, st, p, low, high)


def move_options(g: GameData, st: TtaState, p: int) -> list[str]:
    held = [c for c, n in board.buildings(g, st, p) if n > 0]
    targets = [g.card[c] for c in st.techs[p] if g.card[c].building]
    limit = board.urban_limit(g, st, p)
    out = []
    for low in held:
        for high in targets:
            if high.id == low.id:
                continue
            if high.urban and board.count_type(g, st, p, high.type) >= limit and high.type != low.type:
                continue  # TA-49.5: the urban building limit holds
            if board.can_pay(g, st, p, "resources", move_cost(g, st, p, low, high)):
                out.append(codec.encode("move", low.id, high.id))
    return out


def move_worker(g: GameData, st: TtaState, p: int, action: str, ev: list[Event]) -> None:
    low, high = (g.card[c] for c in codec.decode(action)[1])
    board.pay(g, st, p, "resources", move_cost(g, st, p, low, high))
    rules.set_workers(st, p, low.id, -1)
    rules.set_workers(st, p, high.id, 1)
    ev.append(Event(text=seat_name(p) + tr(" moves a worker: ", " przenosi robotnika: ") + low.title
                    + tr(" → ") + high.title + tr(".")))  # fmt: skip


# ---------------------------------------------------------------- aggressions (TA-49.9 to TA-49.11)


def kidnap_choices(g: GameData, st: TtaState, p: int, q: int) -> list[str]:
    """Civil cards p may take from q's hand: within p's hand limit, no technology p already holds
    or has in play, no second leader of an age (TA-49.9)."""
    if len(st.hand[p]) >= board.civil_hand_limit(g, st, p):
        return []
    out = []
    for cid in dict.fromkeys(st.hand[q]):
        card = g.card[cid]
        if card.kind == "technology" and any(
            g.card[c].name == card.name for c in [*st.hand[p], *st.techs[p], st.government[p]]
        ):
            continue
        if card.kind == "leader" and card.age in st.leaders_taken[p]:
            continue
        out.append(codec.encode("kidnap", cid))
    return out


def kidnap(g: GameData, st: TtaState, p: int, q: int, cid: str, culture: int, ev: list[Event]) -> None:
    hand = list(st.hand[q])
    hand.remove(cid)
    seat_put(st, "hand", q, hand)
    seat_put(st, "hand", p, [*st.hand[p], cid])
    card = g.card[cid]
    if card.kind == "leader":
        seat_put(st, "leaders_taken", p, [*st.leaders_taken[p], card.age])
    st.flags = [*st.flags, f"kidnapped:{cid}:{culture}"]
    ev += hands.kidnap_events(g, st, p, q, cid)  # TA-49.11: with secret hands, the two alone


def kidnapped_played(st: TtaState, p: int, cid: str) -> None:
    """TA-49.9: a kidnapped card played in the same turn scores its culture."""
    for flag in [f for f in st.flags if f.startswith(f"kidnapped:{cid}:")]:
        st.flags = [f for f in st.flags if f != flag]
        rules.add_points(st, p, culture=int(flag.rsplit(":", 1)[1]))


def attack(g: GameData, st: TtaState, win: int, lose: int, step: dict, ev: list[Event]) -> None:
    """The aggressions of the military module, on success."""
    if step["op"] == "kidnap" and hands.secret(st):
        # TA-49.11: the attacker looks at the secret hand alone, then takes a card or none; the
        # decision opens whatever the hand holds, so its opening tells the table nothing
        hands.kidnap_look(st, win, lose)
        Machine.push(st, [{"k": "kidnap", "who": win, "from": lose, "culture": step["culture"]}])
    elif step["op"] == "kidnap" and kidnap_choices(g, st, win, lose):
        Machine.push(st, [{"k": "kidnap", "who": win, "from": lose, "culture": step["culture"]}])
    elif step["op"] == "occupy":  # take up to the amount of each kind
        n = step["amount"]
        for kind in ("food", "resources"):
            k = min(n, board.stock(g, st, lose, kind))
            board.pay(g, st, lose, kind, k)
            board.gain(g, st, win, kind, k)
        for kind in ("science", "culture"):
            k = min(n, getattr(st, kind)[lose])
            rules.add_points(st, lose, **{kind: -k})
            rules.add_points(st, win, **{kind: k})


# ---------------------------------------------------------------- passives and measures


def age_draws(g: GameData, st: TtaState, ev: list[Event]) -> None:
    """TA-45.11: Colossus (balance) draws military cards of each new age II and III at once."""
    from engines.through_ages import run

    if st.age not in ("II", "III"):
        return
    for q in run.clockwise(st):
        n = sum(s["cards"] for s in board.steps_of(g, st, q, "age_draw"))
        if n:
            run.gain(g, st, q, {"military_cards": n}, ev)


def measure(g: GameData, st: TtaState, p: int, name: str) -> int:
    """Scoring measures of the military module's events."""
    if name == "harmony":  # Impact of Harmony: the smallest of four counts
        return min(
            board.count_type(g, st, p, "farm"),
            board.count_type(g, st, p, "mine"),
            board.count_type(g, st, p, "urban"),
            board.count_type(g, st, p, "unit"),
        )
    if name == "wonders_done_weighted":  # Wisdom of the Ancestors: Age A wonders count twice
        return sum(2 if g.card[w].age == "A" else 1 for w in st.wonders[p])
    if name == "wonder_unfinished_weighted":
        w = st.wonder[p]
        return 0 if w is None else 2 if g.card[w].age == "A" else 1
    raise ValueError(name)
