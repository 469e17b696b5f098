"""New Leaders and Wonders (TA-45 to TA-48): what the new cards do when something happens — a
turn starts or ends, an age ends, a card is taken, a technology developed, a wonder stage built, a
leader replaced, an event prepared. actions.py, flow.py, run.py and the politics decision call
these at one point each; lw_board.py holds the passive values."""

from __future__ import annotations

from engines.base import Event, seat_name, tr
from engines.kit.clone import own
from engines.through_ages import board, lw_board, rules
from engines.through_ages.data import Card, GameData
from engines.through_ages.state import TtaState, seat_add, seat_put

has = lw_board.has

# ---------------------------------------------------------------- a turn


def turn_start(g: GameData, st: TtaState, p: int, ev: list[Event]) -> list[dict]:
    """Hippocrates' reminder, the special-purpose resources of Boudica, Cleopatra and Maria
    Theresa, the end of the Olympic Games (TA-48.2); Boudica's other benefit is a choice."""
    if not st.reminders:
        return []
    tasks: list[dict] = []
    if st.olympics == p:
        st.olympics = None  # TA-48.2: just before the declarer's next Politics Phase
    if has(g, st, p, "reminders") and st.reminders[p] < 3:  # TA-45.3
        seat_add(st, "reminders", p, 1)
    for step in lw_board.steps(g, st, p, "special_each_turn"):
        weak = lw_board.weak(g, st, p)
        seat_add(st, "special_units", p, step.get("units_if_weak", 0) if weak else step.get("units", 0))
        seat_add(st, "special_urban", p, step.get("urban_or_wonder", 0))
        if step.get("units_if_weak") and not step.get("units") and not weak:
            # Boudica: not weak, so 1 food, 1 resource or 1 science (TA-Q23)
            options = [[{"op": "gain", k: 1}] for k in ("food", "resources", "science")]
            tasks.append({"k": "choose", "who": p, "options": options})
    return tasks


def keeps_tactic(g: GameData, st: TtaState, p: int) -> bool:
    """TA-45.5: while Sun Tzu leads, your tactics never go to the common area."""
    return bool(st.reminders) and has(g, st, p, "sun_tzu")


def end_turn(g: GameData, st: TtaState, p: int, extra: int, ev: list[Event]) -> list[dict]:
    """Eleanor's culture for forced discards, Mandela's surplus happy faces (TA-48.6, TA-48.7)
    and Saladin's marker (TA-46.15), before production."""
    if not st.reminders:
        return []
    if extra > 0 and has(g, st, p, "discard_culture"):
        rules.add_points(st, p, culture=extra)
    if has(g, st, p, "mandela") and st.yellow[p] > 0:
        need = board.yellow_row(g, st.yellow[p])["happy_required"]
        surplus = max(0, board.happiness(g, st, p) - need)
        if surplus:
            rules.add_points(st, p, culture=surplus)
            ev.append(Event(text=seat_name(p) + tr(f": Nelson Mandela +{surplus} culture.",
                                                   f": Nelson Mandela +{surplus} kultury.")))  # fmt: skip
    if has(g, st, p, "saladin"):
        options = [[{"op": "saladin_mode", "strength": 2}], [{"op": "saladin_mode", "civil_actions": 1}]]
        return [{"k": "choose", "who": p, "options": options}]
    return []


def first_draw(g: GameData, st: TtaState, p: int) -> int:
    """TA-45.5: Sun Tzu's 2 military cards drawn before the usual ones."""
    return 2 if st.reminders and has(g, st, p, "sun_tzu") else 0


def end_age(g: GameData, st: TtaState, p: int) -> None:
    """TA-45.3, TA-Q33: after the loss of yellow tokens, one reminder moves into the yellow bank
    (for the rest of the game, Hippocrates in play or not)."""
    if st.reminders and st.reminders[p] > 0:
        seat_add(st, "reminders", p, -1)
        seat_add(st, "yellow", p, 1)


# ---------------------------------------------------------------- taking and playing cards


def take_cost(g: GameData, st: TtaState, p: int, card: Card, cost: int) -> int:
    if card.kind == "technology" and has(g, st, p, "tech_take_discount"):
        cost = max(1, cost - 1)  # Charles Darwin
    for step in card.steps:
        if step["op"] == "take_extra_if_content" and board.discontent(g, st, p) == 0:
            cost += step["civil"]  # Nelson Mandela (TA-48.8: after Forbidden City's relief)
    return cost


def playable_taken(g: GameData, st: TtaState, p: int, cid: str) -> bool:
    """Harvard College: once per turn an action card taken this turn may be played."""
    return cid in st.taken_now and "harvard" not in st.flags and has(g, st, p, "play_taken_action")


def action_steps(g: GameData, st: TtaState, p: int, card: Card) -> list[dict]:
    """Silk Road (TA-46.5): +1 to each benefit of the first action card played in the turn, from
    its first stage on; the ordered action itself is not copied."""
    if card.kind != "action" or "silk" in st.flags:
        return card.steps
    active = has(g, st, p, "silk_road") or (
        lw_board.building_wonder(g, st, p, "silk_road") and st.wonder_stages[p]
    )
    if not active:
        return card.steps
    own(st, "flags").append("silk")
    return [raised(s) for s in card.steps]


GAINS = (
    "food",
    "resources",
    "science",
    "culture",
    "special_units",
    "special_unit_science",
    "military_actions",
)


def raised(step: dict) -> dict:
    op = step["op"]
    if op == "gain":
        return {**step, **{k: v + 1 for k, v in step.items() if k in GAINS and v}}
    if op == "order":
        return {
            **step,
            "discount": step.get("discount", 0) + 1,
            "then": [raised(s) for s in step.get("then", [])],
        }
    if op == "per_rival":
        return {"op": "each_plus_one", "inner": step}
    if op == "gain_mix":
        return {**step, "amount": step["amount"] + 1}
    return step


def on_develop(g: GameData, st: TtaState, p: int, card: Card, ev: list[Event]) -> None:
    """Colosseum's culture, Steve Jobs' offer (taken whenever affordable), the Nobel Prize."""
    if not st.reminders:
        return
    for step in lw_board.steps(g, st, p, "develop_culture"):
        if card.type in step["types"]:
            rules.add_points(st, p, culture=step["culture"])
    if has(g, st, p, "jobs") and board.can_pay(g, st, p, "resources", 1):
        board.pay(g, st, p, "resources", 1)
        rules.add_points(st, p, culture=4)
    if st.current == p:
        own(st, "flags").append("developed")
        nobel_check(st, p, ev)


def nobel_check(st: TtaState, p: int, ev: list[Event]) -> None:
    """TA-47.8, TA-Q34: 4 culture once per turn for the second technology of the turn."""
    if st.nobel_prize and st.flags.count("developed") >= 2 and "nobel" not in st.flags:
        own(st, "flags").append("nobel")
        rules.add_points(st, p, culture=4)
        ev.append(Event(text=seat_name(p) + tr(": Nobel Prize, +4 culture.", ": Nagroda Nobla, +4 kultury.")))


def replaced(g: GameData, st: TtaState, p: int, old: Card, ev: list[Event]) -> int:
    """The civil actions regained when `old` is replaced (TA-20.2): Eleanor up to 3 (TA-46.10),
    Alfred Nobel none: he becomes the Nobel Prize (TA-47.8, TA-47.9)."""
    if any(s["op"] == "nobel" for s in old.steps):
        st.nobel_prize = True
        ev.append(
            Event(text=tr("Alfred Nobel becomes the Nobel Prize.", "Alfred Nobel staje się Nagrodą Nobla."))
        )
        nobel_check(st, p, ev)
        return 0
    if any(s["op"] == "replaced_refund" for s in old.steps):
        return 3
    return 1


def on_leave(g: GameData, st: TtaState, p: int, card: Card) -> None:
    """A new leader leaving play: Confucius' science, James Watt's culture, Sun Tzu sliding under
    the current tactic (TA-45.7), Saladin's marker returning to the box (TA-46.15)."""
    ops = g.ops[card.id]
    if "leave_science" in ops:
        rules.add_points(st, p, science=1)
    if "watt_leave" in ops:
        rules.add_points(st, p, culture=best_output(g, st, p))
    if "sun_tzu" in ops and st.tactic[p]:
        st.special_tactics = [*st.special_tactics, st.tactic[p]]
    if "saladin" in ops and st.saladin:
        if st.saladin[p] == "civil":
            seat_put(st, "civil_spent", p, max(0, min(st.civil_spent[p], board.civil_total(g, st, p) - 1)))
        seat_put(st, "saladin", p, "")


def best_output(g: GameData, st: TtaState, p: int) -> int:
    """TA-47.2: what the farm or mine producing most produces (Machu Picchu included)."""
    out = 0
    for kind in ("food", "resources"):
        extra = {c.id for c in lw_board.standard_extra(g, st, p, kind)}
        for c, n in board.buildings(g, st, p, board.KINDS[kind]):
            out = max(out, (n + (1 if c.id in extra else 0)) * board.value(c))
    return out


def on_population(g: GameData, st: TtaState, p: int, k: int) -> None:
    """Maria Theresa: 1 science and 1 culture per token moved to the worker pool (TA-47.7)."""
    if k > 0 and st.reminders and has(g, st, p, "population_points"):
        rules.add_points(st, p, science=k, culture=k)


# ---------------------------------------------------------------- wonder stages


def stage_currency(g: GameData, wonder: str) -> str:
    return "food" if "stage_food" in g.ops[wonder] else "resources"  # TA-48.12


def on_stages(g: GameData, st: TtaState, p: int, wonder: str, first: int, n: int) -> None:
    """Stonehenge: science equal to each stage's cost; Red Cross: 6 culture per stage."""
    ops = g.ops[wonder]
    costs = g.card[wonder].stages or []
    if "stage_science" in ops:
        rules.add_points(st, p, science=sum(costs[first : first + n]))
    for step in ops.get("stage_culture", ()):
        rules.add_points(st, p, culture=step["culture"] * n)


def keeps_tokens(g: GameData, st: TtaState, p: int, wonder: str) -> bool:
    """TA-47.11: the Louvre's stage tokens stay on it when it is completed."""
    if "louvre" in g.ops[wonder] and st.louvre:
        seat_add(st, "louvre", p, st.wonder_stages[p])
        return True
    return False


def special_for(st: TtaState, p: int, card: Card, cost: int) -> int:
    """Cleopatra's special-purpose resource usable on this wonder stage or urban building."""
    if not st.special_urban or not (card.urban or card.kind == "wonder"):
        return 0
    return min(st.special_urban[p], cost)


# ---------------------------------------------------------------- triggered steps (run.py)


def do(g: GameData, st: TtaState, p: int, step: dict, ev: list[Event]) -> bool:
    """The module's triggered ops; returns whether `step` was one of them."""
    op = step["op"]
    if op == "saladin_mode":
        seat_put(st, "saladin", p, "strength" if step.get("strength") else "civil")
    elif op == "score_best_of":  # United Nations (TA-48.11): the UN counts among the wonders
        held = board.buildings(g, st, p, "urban")
        best = max(
            len(st.wonders[p]),
            sum(1 for c in st.techs[p] if g.card[c].special),
            len({c.type for c, _ in held}),
        )
        rules.add_points(st, p, culture=step["factor"] * best)
    elif op == "categories":  # Empire State Building (TA-48.16): strictly highest only
        each = step["by_players"][str(st.players)]
        for measure in (board.food_production, board.resource_production, board.science_rating,
                        board.culture_rating, board.strength_rating):  # fmt: skip
            mine = measure(g, st, p)
            others = [measure(g, st, q) for q in range(st.players) if q != p and q not in st.resigned]
            if all(mine > v for v in others):
                rules.add_points(st, p, culture=each)
    elif op == "all_colonies":  # International Red Cross (TA-48.15)
        rules.add_points(st, p, culture=step["culture"] * sum(len(c) for c in st.colonies))
    elif op == "each_plus_one":  # Silk Road on a card that counts rivals: exactly +1 (TA-46.5)
        from engines.through_ages import run

        run.do(g, st, p, step["inner"], ev)
        run.gain(g, st, p, {step["inner"]["gain"]: 1}, ev)
    else:
        return False
    return True
