"""Civil and military actions of the Action Phase (TA-15, TA-16): which are legal now, and doing
one. The same functions serve action cards that order an action (TA-17.2: no action token, a
discount) and events that grant one (TA-26.1: free builds cost nothing)."""

from __future__ import annotations

from dataclasses import dataclass

from engines.base import Event, count_of, seat_name, tr
from engines.kit import codec
from engines.kit.clone import own
from engines.through_ages import board, costs, lw_actions, lw_play, rules
from engines.through_ages.data import Card, GameData
from engines.through_ages.describe import row_cost
from engines.through_ages.state import TtaState, card_of, seat_add, seat_list, seat_put
from engines.through_ages.texts import event, seat_words


@dataclass(frozen=True)
class Terms:
    """How an action is paid: normally (an action token and the full price), ordered by an action
    card (no token, `discount` resources or food or science less) or free (an event)."""

    token: bool = True
    discount: int = 0
    free: bool = False
    discount_kind: str = "resources"  # what the discount lowers: resources, food, science, any
    revolution: bool = False  # an ordered develop may be a revolution (TA-17.7, TA-Q7)


NORMAL = Terms()


def price_under(terms: Terms, kind: str, cost: int) -> int:
    """A cost of `kind` (resources, food, science) under the terms: nothing when free, the
    discount off when it applies to that kind, never below 0."""
    if terms.free:
        return 0
    if terms.discount_kind in (kind, "any"):
        cost -= terms.discount
    return max(0, cost)


# ---------------------------------------------------------------- costs


def take_cost(g: GameData, st: TtaState, p: int, space: int) -> int:
    """TA-6.1, TA-15.3: the space's civil actions, +1 per completed wonder for a wonder, leader
    and wonder discounts."""
    card = g.card[st.row[space]]
    cost = row_cost(g, space)
    if st.reminders:
        cost = lw_play.take_cost(g, st, p, card, cost)  # Darwin, Mandela
    if card.kind not in ("wonder", "leader"):
        return cost
    if card.kind == "wonder":
        if not board.has(g, st, p, "wonder_take_no_extra"):
            cost += len(st.wonders[p])
        if "leader_replaced" in st.flags:
            cost -= sum(
                s["civil"]
                for s in card.steps
                if s["op"] == "take_discount" and s["kind"] == "after_leader_replaced"
            )
    if card.kind == "leader":
        cost -= sum(s["civil"] for s in board.steps_of(g, st, p, "take_discount") if s["kind"] == "leader")
    return max(0, cost)


def unit_resources(st: TtaState, p: int, card: Card, cost: int) -> tuple[int, int]:
    """(special-purpose resources used, resources still to pay) for a unit (TA-17.5)."""
    if not card.unit:
        used = lw_play.special_for(st, p, card, cost)  # Cleopatra (TA-45.2)
        return used, cost - used
    used = min(st.special_units[p], cost)
    return used, cost - used


def pay_resources(g: GameData, st: TtaState, p: int, card: Card | None, cost: int) -> None:
    if card is not None:
        used, cost = unit_resources(st, p, card, cost)
        if card.unit:
            seat_add(st, "special_units", p, -used)
        elif used:
            seat_add(st, "special_urban", p, -used)
    board.pay(g, st, p, "resources", cost)


def can_afford(
    g: GameData, st: TtaState, p: int, card: Card | None, cost: int, have: int | None = None
) -> bool:
    if card is not None:
        cost = unit_resources(st, p, card, cost)[1]
    if have is None:
        have = board.stock(g, st, p, "resources")
    return have >= cost


def science_price(
    g: GameData, st: TtaState, p: int, card: Card, terms: Terms, revolution: bool = False
) -> int:
    return price_under(terms, "science", costs.science_cost(g, st, p, card, revolution))


def science_available(st: TtaState, p: int, card: Card) -> int:
    return st.science[p] + (st.special_unit_science[p] if card.unit else 0)


def pay_science(st: TtaState, p: int, card: Card, cost: int) -> None:
    if card.unit:
        used = min(st.special_unit_science[p], cost)
        seat_add(st, "special_unit_science", p, -used)
        cost -= used
    seat_add(st, "science", p, -cost)


# ---------------------------------------------------------------- what is legal (legal.py)


def stage_cost(g: GameData, st: TtaState, p: int, stages: int, terms: Terms) -> int:
    costs = g.card[st.wonder[p]].stages or []
    built = st.wonder_stages[p]
    return price_under(terms, "resources", sum(costs[built : built + stages]))


# ---------------------------------------------------------------- doing one


def perform(
    g: GameData, st: TtaState, p: int, action: str, ev: list[Event], terms: Terms = NORMAL
) -> list[dict]:
    """Do a legal action; returns tasks to push (effects that need decisions)."""
    verb, *args = action.split(codec.SEP)  # a legal id is well formed (as codec.decode splits it)
    who = seat_words(p)
    if st.flags and verb in ("dev", "rev", "leader", "play"):
        from engines.through_ages.expansion import kidnapped_played

        kidnapped_played(st, p, args[0])  # TA-49.9
    if verb == "take":
        return _take(g, st, p, int(args[0]) - 1, ev, terms)
    if verb == "pop":
        if terms.token:
            rules.spend_civil(g, st, p, 1)
        board.pay(g, st, p, "food", price_under(terms, "food", board.population_cost(g, st, p) or 0))
        lw_play.on_population(g, st, p, rules.gain_population(st, p))
        ev.append(event(who, (" increases population.", " zwiększa populację.")))
    elif verb == "build":
        card = g.card[args[0]]
        _token(g, st, p, card, terms)
        pay_resources(g, st, p, card, price_under(terms, "resources", costs.build_cost(g, st, p, card)))
        seat_add(st, "idle", p, -1)
        rules.set_workers(st, p, card.id, 1)
        ev.append(event(who, (" builds ", " buduje "), card.title, "."))
    elif verb == "up":
        low, high = g.card[args[0]], g.card[args[1]]
        _token(g, st, p, high, terms)
        pay_resources(
            g, st, p, high, price_under(terms, "resources", costs.upgrade_cost(g, st, p, low, high))
        )
        rules.set_workers(st, p, low.id, -1)
        rules.set_workers(st, p, high.id, 1)
        ev.append(event(who, (" upgrades ", " ulepsza "), low.title, " → ", high.title, "."))
    elif verb in ("destroy", "disband"):
        card = g.card[args[0]]
        _token(g, st, p, card, terms)
        rules.set_workers(st, p, card.id, -1)
        seat_add(st, "idle", p, 1)
        ev.append(event(who, (" removes a worker from ", " zdejmuje robotnika z "), card.title, "."))
    elif verb in ("dev", "rev"):
        return develop(g, st, p, g.card[args[0]], ev, terms, revolution=verb == "rev")
    elif verb == "stage":
        return build_stages(g, st, p, int(args[0]), ev, terms)
    elif verb == "leader":
        play_leader(g, st, p, g.card[args[0]], ev, args[1] if len(args) > 1 else None)
    elif verb == "tactic":
        rules.spend_military(st, p, 1)
        own(st, "flags").append("tactic")
        seat_list(st, "military_hand", p).remove(args[0])
        seat_put(st, "tactic", p, args[0])
        seat_put(st, "own_tactic", p, args[0])
        ev.append(
            event(who, (" plays the tactic ", " zagrywa taktykę "), g.card[card_of(args[0])].title, ".")
        )
    elif verb == "copy":
        rules.spend_military(st, p, 2)
        own(st, "flags").append("tactic")
        seat_put(st, "tactic", p, args[0])
        ev.append(
            event(who, (" copies the tactic ", " kopiuje taktykę "), g.card[card_of(args[0])].title, ".")
        )
    elif verb == "play":
        card = g.card[args[0]]
        rules.spend_civil(g, st, p, 1)
        if card.id in st.taken_now:
            own(st, "flags").append("harvard")  # Harvard College
        seat_list(st, "hand", p).remove(card.id)
        ev.append(event(who, (" plays ", " zagrywa "), card.title, "."))
        steps = lw_play.action_steps(g, st, p, card) if st.reminders else card.steps
        return [{"k": "run", "p": p, "steps": steps}]
    elif verb == "leaderuse":
        own(st, "flags").append("churchill")
        step = board.steps_of(g, st, p, "turn_choice")[0]
        return [{"k": "run", "p": p, "steps": step["options"][int(args[0])]}]
    elif verb == "recruit":
        step = board.steps_of(g, st, p, "population_unit")[0]
        card = g.card[args[0]]
        rules.spend_military(st, p, 1)
        board.pay(g, st, p, "food", max(0, (board.population_cost(g, st, p) or 0) - step["food"]))
        rules.gain_population(st, p)
        pay_resources(g, st, p, card, max(0, costs.build_cost(g, st, p, card) - step["resources"]))
        seat_add(st, "idle", p, -1)
        rules.set_workers(st, p, card.id, 1)
        ev.append(event(who, (" recruits a new unit: ", " werbuje nową jednostkę: "), card.title, "."))
    elif verb == "bach":
        low, high = g.card[args[0]], g.card[args[1]]
        rules.spend_civil(g, st, p, 1)
        own(st, "flags").append("bach")
        board.pay(
            g, st, p, "resources", max(0, costs.build_cost(g, st, p, high) - costs.build_cost(g, st, p, low))
        )
        rules.set_workers(st, p, low.id, -1)
        rules.set_workers(st, p, high.id, 1)
        ev.append(event(who, (" rebuilds ", " przebudowuje "), low.title, " → ", high.title, "."))
    elif verb == "liner":
        own(st, "flags").append("liner")
        lw_play.on_population(g, st, p, rules.gain_population(st, p))
        ev.append(event(who, (" increases population for free.", " zwiększa populację za darmo.")))
    elif st.reminders:
        return lw_actions.perform(g, st, p, verb, args, ev)
    return []


def _token(g: GameData, st: TtaState, p: int, card: Card, terms: Terms) -> None:
    if not terms.token:
        return
    if card.unit:
        rules.spend_military(st, p, 1)
    else:
        rules.spend_civil(g, st, p, 1)


def _take(g: GameData, st: TtaState, p: int, space: int, ev: list[Event], terms: Terms) -> list[dict]:
    cid = st.row[space]
    card = g.card[cid]
    if terms.token:
        rules.spend_civil(g, st, p, take_cost(g, st, p, space))
    st.row[space] = None
    own(st, "taken_now").append(cid)
    who = seat_words(p)
    if card.kind == "wonder":
        seat_put(st, "wonder", p, cid)
        seat_put(st, "wonder_stages", p, 0)
    else:
        seat_list(st, "hand", p).append(cid)
        if card.kind == "leader":
            seat_put(st, "leaders_taken", p, [*st.leaders_taken[p], card.age])
    for step in board.steps_of(g, st, p, "on_take"):
        if step["type"] == card.kind:  # a technology (Leonardo), a wonder (Michelangelo, TA-41.2)
            rules.add_points(st, p, science=step.get("science", 0))
            board.gain(g, st, p, "resources", step.get("resources", 0))
    ev.append(event(who, (" takes ", " bierze "), card.title, "."))
    return []


def develop(
    g: GameData, st: TtaState, p: int, card: Card, ev: list[Event], terms: Terms, revolution: bool
) -> list[dict]:
    """TA-15.10, TA-18.4, TA-19.3, TA-19.4."""
    pay_science(st, p, card, science_price(g, st, p, card, terms, revolution))
    if st.pacts:
        from engines.through_ages.pacts import cooperate

        cooperate(g, st, p)  # Scientific Cooperation: the other party pays its share
    seat_list(st, "hand", p).remove(card.id)
    who = seat_name(p)
    robespierre = revolution and board.has(g, st, p, "revolution_military")
    if revolution:
        for step in board.steps_of(g, st, p, "on_revolution"):
            rules.add_points(st, p, culture=step["culture"])
    elif terms.token:
        rules.spend_civil(g, st, p, 1)
    if card.type == "government":
        old = g.card[st.government[p]]
        rules.leave_play(g, st, p, old)
        seat_put(st, "government", p, card.id)
        rules.enter_play(g, st, p, card)
        ev.append(
            Event(text=who + (tr(" declares a revolution: ", " ogłasza rewolucję: ") if revolution
                              else tr(" changes government: ", " zmienia ustrój: ")) + card.title + tr("."))
        )  # fmt: skip
        if robespierre:  # all military actions, the new government's included
            seat_put(st, "military_spent", p, board.military_total(g, st, p) + st.extra_military[p])
        elif revolution:
            seat_put(st, "civil_spent", p, max(st.civil_spent[p], board.civil_total(g, st, p)))
    else:
        if card.special:
            for other in [c for c in st.techs[p] if g.card[c].type == card.type]:
                if g.card[other].level <= card.level:
                    seat_list(st, "techs", p).remove(other)
                    rules.leave_play(g, st, p, g.card[other])
        keep = not (card.special and any(g.card[c].type == card.type for c in st.techs[p]))
        if keep:
            seat_list(st, "techs", p).append(card.id)
            rules.enter_play(g, st, p, card)
        ev.append(Event(text=who + tr(" develops ", " rozwija ") + card.title + tr(".")))
    for step in board.steps_of(g, st, p, "on_develop"):
        rules.add_points(st, p, culture=step.get("culture", 0))
        if step.get("resources"):
            board.gain(g, st, p, "resources", step["resources"])
        if step.get("civil_refund"):
            seat_put(st, "civil_spent", p, max(0, st.civil_spent[p] - step["civil_refund"]))
    lw_play.on_develop(g, st, p, card, ev)
    return []


def build_stages(g: GameData, st: TtaState, p: int, n: int, ev: list[Event], terms: Terms) -> list[dict]:
    """TA-15.9, TA-18.7, TA-21.3."""
    if terms.token:
        rules.spend_civil(g, st, p, 1)
    wonder = g.card[st.wonder[p]]
    if st.reminders and lw_play.stage_currency(g, wonder.id) == "food":
        board.pay(g, st, p, "food", stage_cost(g, st, p, n, terms))  # TA-48.12
    else:
        pay_resources(g, st, p, wonder, stage_cost(g, st, p, n, terms))
    if st.reminders:
        lw_play.on_stages(g, st, p, wonder.id, st.wonder_stages[p], n)  # Stonehenge, Red Cross
    for _ in range(n):
        if st.blue[p] > 0:
            seat_add(st, "blue", p, -1)
        else:
            rules.add_blue(g, st, p, -1)
        seat_add(st, "wonder_stages", p, 1)
    card = g.card[st.wonder[p]]
    who = seat_name(p)
    ev.append(
        Event(
            text=who
            + tr(" builds ", " buduje ")
            + count_of(n, ("stage", "stages"), ("etap", "etapy", "etapów"))
            + tr(" of ", ": ")
            + card.title
            + tr(".")
        )
    )
    if st.wonder_stages[p] < len(card.stages or []):
        return []
    return complete_wonder(g, st, p, ev)


def complete_wonder(g: GameData, st: TtaState, p: int, ev: list[Event]) -> list[dict]:
    """TA-21.3: the stage tokens return to the blue bank and the wonder comes into play."""
    card = g.card[st.wonder[p]]
    who = seat_name(p)
    if not (st.reminders and lw_play.keeps_tokens(g, st, p, card.id)):  # the Louvre (TA-47.11)
        seat_add(st, "blue", p, st.wonder_stages[p])
    seat_put(st, "wonder", p, None)
    seat_put(st, "wonder_stages", p, 0)
    seat_list(st, "wonders", p).append(card.id)
    rules.enter_play(g, st, p, card)
    ev.append(Event(text=who + tr(" completes ", " kończy ") + card.title + tr("!")))
    return [{"k": "run", "p": p, "steps": s["steps"]} for s in card.steps if s["op"] == "on_complete"]


def play_leader(
    g: GameData, st: TtaState, p: int, card: Card, ev: list[Event], under: str | None = None
) -> None:
    """TA-20.1, TA-20.2: a replaced leader leaves the game and 1 spent civil action comes back;
    Homer may instead slide under a completed wonder (+1 happy face, no refund)."""
    rules.spend_civil(g, st, p, 1)
    seat_list(st, "hand", p).remove(card.id)
    if st.leader[p] is not None:
        old = g.card[st.leader[p]]
        rules.remove_leader(g, st, p)
        if under is not None:
            own(st, "homer_wonder")[p] = under
        else:
            back = lw_play.replaced(g, st, p, old, ev) if st.reminders else 1  # Eleanor, Nobel
            seat_put(st, "civil_spent", p, max(0, st.civil_spent[p] - back))
        own(st, "flags").append("leader_replaced")
    seat_put(st, "leader", p, card.id)
    rules.enter_play(g, st, p, card)
    ev.append(Event(text=seat_name(p) + tr(" plays the leader ", " zagrywa lidera ") + card.title + tr(".")))
