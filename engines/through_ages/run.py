"""The interpreter of triggered effect steps (effects.py): action cards, events, colonies, wonder
completions. A step that needs a player's choice pushes a decision task followed by a "run" task
with the remaining steps, so the rest waits until the choice is made."""

from __future__ import annotations

from typing import Any

from engines.base import Event, Rng, count_of, seat_name, tr
from engines.through_ages import board, expansion, lw_play, rules
from engines.through_ages.data import GameData
from engines.through_ages.describe import MILITARY_CARDS, MILITARY_CARDS_PL
from engines.through_ages.state import TtaState, card_of, put, seat_add, seat_list

Task = dict[str, Any]


def clockwise(st: TtaState) -> list[int]:
    """TA-26.2: players in clockwise order from the current player."""
    seats = [(st.current + i) % st.players for i in range(st.players)]
    return [q for q in seats if q not in st.resigned] if st.resigned else seats  # TA-14.2


# ---------------------------------------------------------------- comparisons (TA-26.3)


def measure(g: GameData, st: TtaState, p: int, rank: str) -> int:
    if rank in ("strongest", "weakest", "two_strongest", "two_weakest", "second_weakest"):
        return board.strength_rating(g, st, p)
    if rank in ("most_culture", "top_culture", "least_culture"):
        return st.culture[p]
    if rank == "most_happy":
        return board.happiness(g, st, p)
    if rank == "most_discontent":
        return board.discontent(g, st, p)
    raise ValueError(rank)


def ordered(g: GameData, st: TtaState, rank: str, shield: bool = False) -> list[int]:
    """Players from the 'highest' to the 'lowest' value; ties favour the current player, then the
    players closer to them clockwise (TA-26.3, TA-Q30). With `shield`, Nostradamus' +3 counts
    (the weakest determined for an event, TA-46.7)."""
    seats = clockwise(st)
    if shield and st.reminders:
        bonus = {q: 3 if board.has(g, st, q, "weak_shield") else 0 for q in seats}
        return sorted(seats, key=lambda q: (-measure(g, st, q, rank) - bonus[q], seats.index(q)))
    return sorted(seats, key=lambda q: (-measure(g, st, q, rank), seats.index(q)))


def ranked_players(g: GameData, st: TtaState, rank: str, shield: bool = True) -> list[int]:
    """The players of a rank; Nostradamus' +3 counts only in the weakest ranks (TA-46.7)."""
    weakest = rank in ("weakest", "two_weakest")
    order = ordered(g, st, rank, shield=shield and weakest) if weakest else ordered(g, st, rank)
    two = 1 if st.players - len(st.resigned) == 2 else 2  # TA-26.5, TA-14.2
    if rank == "strongest":
        return order[:1]
    if rank == "weakest":
        return order[-1:]
    if rank == "second_weakest":  # Call to Arms: none with two players (TA-49.3)
        return order[-2:-1] if len(order) > 2 else []
    if rank == "two_strongest":
        return order[:two]
    if rank == "two_weakest":
        return order[-two:]
    if rank == "least_culture":
        return order[-1:]
    if rank == "top_culture":  # "the civilization with the most culture": one, ties by TA-26.3
        return order[:1]
    top = measure(g, st, order[0], rank)
    if rank == "most_discontent" and top == 0:
        return []
    return [q for q in order if measure(g, st, q, rank) == top]  # TA-26.4: every tied player


# ---------------------------------------------------------------- measures for scoring


def score_measure(g: GameData, st: TtaState, p: int, name: str) -> int:
    held = board.buildings(g, st, p)
    if name == "culture_rating":
        return board.culture_rating(g, st, p)
    if name == "science_rating":
        return board.science_rating(g, st, p)
    if name == "strength_rating":
        return board.strength_rating(g, st, p)
    if name == "happiness":
        return board.happiness(g, st, p)
    if name == "discontent":
        return board.discontent(g, st, p)
    if name == "food_production":
        return board.food_production(g, st, p)
    if name == "food_surplus":
        return 1 if board.food_production(g, st, p) > board.consumption(g, st, p) else 0
    if name == "mine_production":
        return board.mine_production(g, st, p)
    if name == "urban_levels":
        return sum(n * c.level for c, n in held if c.urban)
    if name == "balance":
        return min(
            board.food_production(g, st, p),
            board.resource_production(g, st, p) + board.lab_resources(g, st, p),
            board.science_rating(g, st, p),
            board.culture_rating(g, st, p),
        )
    if name == "colonies":
        return len(st.colonies[p])
    if name == "unit_arena_levels":
        return sum(n * c.level for c, n in held if c.unit or c.type == "arena")
    if name == "civil_actions":
        return board.civil_total(g, st, p)
    if name == "military_actions":
        return board.military_total(g, st, p)
    if name == "content_beyond_10":
        return max(0, board.population(st, p) - board.discontent(g, st, p) - 10)  # TA-Q26
    if name == "government_special_levels":
        return g.card[st.government[p]].level + sum(g.card[c].level for c in st.techs[p] if g.card[c].special)
    if name == "age_iii_techs":
        return sum(1 for c in [*st.techs[p], st.government[p]] if g.card[c].age == "III")
    if name == "variety":
        types = {c.type for c, _ in held if c.unit or c.urban}
        return len(types) + sum(1 for c in st.techs[p] if g.card[c].special)
    if name == "wonder_ages":
        return sum({"A": 5, "I": 4, "II": 3, "III": 2}[g.card[w].age] for w in st.wonders[p])
    if name == "production_workers":
        return sum(n for c, n in held if c.type in ("farm", "mine"))
    if name == "other_workers":
        return sum(n for c, n in held if c.urban or c.unit)
    if name == "tech_levels":
        return sum(g.card[c].level for c in [*st.techs[p], st.government[p]])
    if name == "theater_library_culture":
        return sum(n * board.yields(c).get("culture", 0) for c, n in held if c.type in ("theater", "library"))
    if name == "urban_output":
        return sum(
            n * sum(board.yields(c).get(k, 0) for k in ("culture", "science", "strength"))
            for c, n in held
            if c.urban
        )
    return expansion.measure(g, st, p, name)


# ---------------------------------------------------------------- running steps


def run(g: GameData, st: TtaState, p: int, steps: list[dict], ev: list[Event]) -> None:
    """Run `steps` for player p; stops at the first step that needs a decision."""
    for i, step in enumerate(steps):
        tasks = do(g, st, p, step, ev)
        if tasks:
            rest = steps[i + 1 :]
            st.tasks.extend(reversed(tasks + ([{"k": "run", "p": p, "steps": rest}] if rest else [])))
            return


def gain(g: GameData, st: TtaState, p: int, step: dict, ev: list[Event]) -> None:
    if step.get("food"):
        board.gain(g, st, p, "food", step["food"])
    if step.get("resources"):
        board.gain(g, st, p, "resources", step["resources"])
    rules.add_points(st, p, science=step.get("science", 0), culture=step.get("culture", 0))
    seat_add(st, "special_units", p, step.get("special_units", 0))
    seat_add(st, "special_unit_science", p, step.get("special_unit_science", 0))
    seat_add(st, "extra_military", p, step.get("military_actions", 0))
    if step.get("population"):
        lw_play.on_population(g, st, p, rules.gain_population(st, p, step["population"]))
    if step.get("military_cards"):
        drawn = draw_military(st, p, step["military_cards"])
        if drawn:
            text = tr(" draws ", " dobiera ") + count_of(drawn, MILITARY_CARDS, MILITARY_CARDS_PL) + tr(".")
            ev.append(Event(text=seat_name(p) + text, reveal=True))


def lose(g: GameData, st: TtaState, p: int, step: dict) -> list[Task]:
    if step.get("all_food"):
        board.pay(g, st, p, "food", board.stock(g, st, p, "food"))
    if step.get("food"):
        board.pay(g, st, p, "food", step["food"])
    if step.get("resources"):
        board.pay(g, st, p, "resources", step["resources"])
    rules.add_points(st, p, culture=-step.get("culture", 0))
    if step.get("blue_box"):
        rules.add_blue(g, st, p, -step["blue_box"])
    return lose_population(g, st, p, step.get("population", 0))


def lose_population(g: GameData, st: TtaState, p: int, n: int) -> list[Task]:
    """TA-4.9: unused workers first, then workers the owner picks from buildings and units."""
    left = rules.lose_idle(st, p, n) if n else 0
    if left and board.buildings(g, st, p):
        return [{"k": "lose_worker", "who": p, "left": left}]
    return []


def draw_military(st: TtaState, p: int, n: int) -> int:
    """TA-24.4: from the current age's deck; an empty deck is refilled from its discards; none in
    Age A or Age IV."""
    age = st.age
    if age not in st.military_decks:
        return 0
    if n <= 0:
        return 0
    drawn, hand = 0, None
    deck = list(st.military_decks[age])  # the decks are replace-only: the one drawn from is copied
    put(st, "military_decks", {**st.military_decks, age: deck})
    for _ in range(n):
        if not deck:
            pile = st.military_discards.get(age, [])
            if not pile:
                break
            deck = st.military_decks[age] = Rng(st).shuffle(pile)
            st.military_discards = {**st.military_discards, age: []}
        if hand is None:
            hand = seat_list(st, "military_hand", p)
        hand.append(deck.pop())
        drawn += 1
    return drawn


def discard_military(st: TtaState, p: int, inst: str) -> None:
    seat_list(st, "military_hand", p).remove(inst)
    age = card_of(inst).split("-")[1]
    if age in st.military_discards:
        st.military_discards = {**st.military_discards, age: [*st.military_discards[age], inst]}


def do(g: GameData, st: TtaState, p: int, step: dict, ev: list[Event]) -> list[Task]:
    """One step; returns decision tasks when the step waits on a choice."""
    op = step["op"]
    if op == "gain":
        gain(g, st, p, step, ev)
    elif op == "lose":
        return lose(g, st, p, step)
    elif op == "each":
        return [{"k": "run", "p": q, "steps": step["steps"]} for q in clockwise(st)]
    elif op == "ranked":
        targets = ranked_players(g, st, step["rank"])
        if step.get("also"):
            targets = [q for q in targets if q in ranked_players(g, st, step["also"])]
        return [{"k": "run", "p": q, "steps": step["steps"]} for q in targets]
    elif op == "age_iv":
        return [{"k": "run", "p": p, "steps": step["steps"] if st.age == "IV" else step["otherwise"]}]
    elif op in ("on_colonize", "on_complete"):
        return [{"k": "run", "p": p, "steps": step["steps"]}]
    elif op == "score":
        amount = score_measure(g, st, p, step["measure"]) * step.get("factor", 1)
        into = step.get("into", "culture")
        if into in ("food", "resources"):
            board.gain(g, st, p, into, amount)
        else:
            rules.add_points(st, p, **{into: amount})
    elif op == "ranking":
        table = g.tables["ranking_event_culture"][str(st.players - len(st.resigned))]
        for place, q in enumerate(_by(g, st, step["measure"])):
            rules.add_points(st, q, culture=table[place])
    elif op == "per_rival":
        others = [q for q in range(st.players) if q != p and q not in st.resigned]
        if step["measure"] == "stronger":
            mine = board.strength_rating(g, st, p)
            count = sum(1 for q in others if board.strength_rating(g, st, q) > mine)
        else:
            count = sum(1 for q in others if st.culture[q] > st.culture[p])
        amount = count * step["by_players"][str(st.players)]
        gain(g, st, p, {step["gain"]: amount}, ev)
    elif op == "produce":
        produce(g, st, p, step)
    elif op == "rebellion":
        want = step["per_discontent"] * board.discontent(g, st, p)
        seat_add(
            st, "civil_spent", p, min(want, max(0, board.civil_total(g, st, p) - st.civil_spent[p]))
        )  # TA-Q9
    elif op == "emigration":
        return lose_population(g, st, p, -(-board.discontent(g, st, p) // step["divisor"]))
    elif op == "remove_old_leader":
        if st.leader[p] and g.card[st.leader[p]].age != st.age:
            rules.remove_leader(g, st, p)
    elif op == "transfer_yellow":
        strong, weak = ranked_players(g, st, "strongest")[0], ranked_players(g, st, "weakest")[0]
        k = min(step["tokens"], st.yellow[weak])
        seat_add(st, "yellow", weak, -k)
        seat_add(st, "yellow", strong, k)
    elif op in expansion.OPS:
        return expansion.do(g, st, p, step, ev)
    elif not (st.reminders and lw_play.do(g, st, p, step, ev)):
        return choice_tasks(g, st, p, step)
    return []


def _by(g: GameData, st: TtaState, name: str) -> list[int]:
    seats = clockwise(st)
    return sorted(seats, key=lambda q: (-score_measure(g, st, q, name), seats.index(q)))


def produce(g: GameData, st: TtaState, p: int, step: dict) -> None:
    """Production outside the end of turn (events), in the order of TA-24.3."""
    if step.get("corruption"):
        pay_corruption(g, st, p)
    if step.get("food"):
        board.produce(g, st, p, "food")
    if step.get("consumption"):
        pay_consumption(g, st, p)
    if step.get("resources"):
        board.produce(g, st, p, "resources")


def pay_corruption(g: GameData, st: TtaState, p: int) -> None:
    """TA-24.3 step 2: resources first, the rest in food."""
    due = board.corruption(g, st, p)
    paid = board.pay(g, st, p, "resources", due)
    if paid < due:
        board.pay(g, st, p, "food", due - paid)


def pay_consumption(g: GameData, st: TtaState, p: int) -> None:
    """TA-24.3 step 4: 4 culture lost per missing food."""
    due = board.consumption(g, st, p)
    paid = board.pay(g, st, p, "food", due)
    if paid < due:
        rules.add_points(
            st, p, culture=-g.tables["consumption_shortfall_culture_penalty_per_food"] * (due - paid)
        )


def choice_tasks(g: GameData, st: TtaState, p: int, step: dict) -> list[Task]:
    """Steps decided by a player: each becomes one decision task (decisions/choices.py)."""
    op = step["op"]
    if op == "choose":
        return [{"k": "choose", "who": p, "options": step["options"]}]
    if op == "order":
        return [{"k": "order", "who": p, "step": step}]
    if op == "free_build":
        if st.idle[p] > 0:
            return [{"k": "free_build", "who": p, "card": step["card"]}]
        return []
    if op == "discounted_action":
        return [{"k": "discounted", "who": p, "discount": step["discount"]}]
    if op == "destroy":
        return [{"k": "destroy", "who": p, "types": step["types"]}]
    if op in ("gain_mix", "lose_mix"):
        return [{"k": op, "who": p, "amount": step["amount"]}]
    if op == "lose_colony":
        return [{"k": "lose_colony", "who": p}] if st.colonies[p] else []
    if op == "take_cards":
        return [{"k": "take_free", "who": p, "budget": step["civil"]}]
    if op == "discard_military":
        return [{"k": "discard_some", "who": p, "left": step["cards"]}] if st.military_hand[p] else []
    if op == "ravage":
        return [{"k": "ravage", "who": p, "ages": step["ages"]}]
    if op == "terrorism":
        chooser = ranked_players(g, st, "least_culture")[0]
        return [
            {"k": "destroy", "who": chooser, "owner": q, "types": ["urban"]}
            for q in clockwise(st)
            if q != chooser
        ]
    raise ValueError(f"op {op} has no handler")
