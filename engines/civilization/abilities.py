"""Resource abilities (CV-18.3) and coin tasks (CV-22.8): which are usable now, paying, running."""

from __future__ import annotations

from itertools import chain, combinations

from engines.base import Event, Text
from engines.civilization import effects as fx
from engines.civilization import names, rules
from engines.civilization.data import Tables
from engines.civilization.state import CivState
from engines.civilization.techmemo import tech_facts
from engines.civilization.texts import seat_name, tr
from engines.kit.tasks import Machine


def tech_names(tb: Tables) -> list[str]:
    return tb.tech_list


def payments(held: list[str], cost: list[str]) -> list[str]:
    """Distinct ways to pay `cost` ("any" = one token of any type) from `held`, as 'a.b.c'."""
    pool = list(held)
    for token in cost:
        if token != "any":
            if token not in pool:
                return []
            pool.remove(token)
    fixed = [t for t in cost if t != "any"]
    wild = len(cost) - len(fixed)
    ways = sorted({tuple(sorted(c)) for c in combinations(sorted(pool), wild)}) if wild else [()]
    return [".".join(sorted([*fixed, *w])) for w in ways]


def every_hidden_pay_id(tb: Tables) -> list[str]:
    """Every id `hidden_pay_ids` may give, in any phase (their labels are built once)."""
    ids = [
        f"abp:{tb.tech_index[tech]}:{i}"
        for usable in tb.phase_abilities.values()
        for tech, abilities in usable.items()
        for i, cost in abilities
        if len(cost) == 1
    ]
    return list(dict.fromkeys(ids))


def ability_ids(tb: Tables, st: CivState, seat: int, phase: str) -> list[str]:
    civ = st.civs[seat]
    usable = tb.phase_abilities.get(phase)
    out: list[str] = []
    if not usable or not civ.resources:  # every ability costs at least one token
        return out
    for used, prefix, cost in _phase_abilities(tb, st, seat, phase):
        if used in civ.used:  # CV-18.3.2
            continue
        out += [prefix + pay for pay in payments(civ.resources, cost)]
    return out


def _phase_abilities(tb: Tables, st: CivState, seat: int, phase: str) -> list[tuple[str, str, list[str]]]:
    """The resource abilities of the seat's techs usable in `phase`, in the order of its techs: (the
    mark it leaves in `used`, its ids' start, its cost); kept with the techs (techmemo)."""
    facts = tech_facts(tb, st, seat)
    key = ("abilities", phase)
    found = facts.get(key)
    if found is None:
        usable = tb.phase_abilities.get(phase, {})
        found = facts[key] = [
            (f"ab:{tech}:{i}", f"ab:{tb.tech_index[tech]}:{i}:", cost)
            for tech in chain.from_iterable(st.civs[seat].techs)  # civ.all_techs(), without the list
            for i, cost in usable.get(tech, ())
        ]
    return found


def coin_task_ids(tb: Tables, st: CivState, seat: int) -> list[str]:
    civ = st.civs[seat]
    out = []
    for tech, step, used, most, prefix in _coin_tasks(tb, st, seat):
        if used in civ.used or civ.coin_tokens.get(tech, 0) >= most:
            continue
        if step["op"] == "pay_trade" and civ.trade >= step["amount"]:
            out.append(prefix + "-")
        elif step["op"] == "pay_culture" and civ.culture >= step["amount"]:
            out.append(prefix + "-")
        elif step["op"] == "pay_resources":
            out += [prefix + p for p in payments(civ.resources, ["any"] * step["count"])]
    return out


def _coin_tasks(tb: Tables, st: CivState, seat: int) -> list[tuple]:
    """The coin tasks of the seat's techs in their order: (tech, first step, the mark it leaves in
    `used`, most tokens, its ids' start); kept with the techs (techmemo)."""
    facts = tech_facts(tb, st, seat)
    found = facts.get("coin_tasks")
    if found is None:
        tasks = tb.data.effects.coin_tasks
        found = facts["coin_tasks"] = [
            (
                tech,
                tasks[tech][0],
                f"coin:{tech}",
                tb.techs[tech].coins.get("max_tokens", 4),
                f"coin:{tb.tech_index[tech]}:",
            )
            for tech in chain.from_iterable(st.civs[seat].techs)  # civ.all_techs(), without the list
            if tasks.get(tech)
        ]
    return found


def spend_tokens(st: CivState, seat: int, pay: str) -> None:
    """Spent market tokens go back to the market (CV-18.2.2)."""
    held = list(st.civs[seat].resources)
    market = dict(st.resource_market)
    for token in pay.split("."):
        held.remove(token)
        market[token] = market.get(token, 0) + 1
    rules.update(st, seat, resources=held)
    st.resource_market = market


def use_ability(
    tb: Tables, st: CivState, seat: int, action: str, ev: list[Event], window: bool = True
) -> None:
    """Pay for and announce a resource ability; its effect follows at once, or after a reaction
    window when another player could cancel it (CV-30.6)."""
    _, tech_i, i, pay = action.split(":")
    tech = tech_names(tb)[int(tech_i)]
    ability = tb.techs[tech].resource_abilities[int(i)]
    spend_tokens(st, seat, pay)
    civ = st.civs[seat]
    rules.update(st, seat, used=[*civ.used, f"ab:{tech}:{i}"])
    ev.append(
        Event(
            text=tr(
                f"{seat_name(seat).en} uses {tech}: {ability.effect}",
                f"{seat_name(seat).pl} używa: {rules.tech_text(tb, tech).pl}.",
            )
        )
    )
    start_ability(tb, st, seat, action, window)


def start_ability(tb: Tables, st: CivState, seat: int, action: str, window: bool = True) -> None:
    """After paying: the effect follows at once, or after a reaction window (CV-30.6)."""
    tech = tech_names(tb)[int(action.split(":")[1])]
    if window:
        from engines.civilization import windows  # a cycle: windows reads abilities

        react = windows.reactors(tb, st, seat, tech, ability=True)
        if react:
            Machine.push(
                st, [{"k": "react", "who": list(react), "player": seat, "card": tech, "ability": action}]
            )
            return
    Machine.push(st, ability_steps(tb, st, seat, action))


def hidden_pay_ids(tb: Tables, st: CivState, seat: int, phase: str) -> list[str]:
    """One neutral option per unused one-token ability of `phase` that a gift card (CV-16) or a
    face-down hut/village marker (CV-18.2.3, CV-20.3.1) might pay for. It rests on public facts
    only: the abilities used, and whether the player holds any culture card or marker at all
    (their numbers are public, their faces are not), so offering it tells the table nothing."""
    civ = st.civs[seat]
    usable = tb.phase_abilities.get(phase)
    if not usable or (not civ.hand and not civ.markers):
        return []
    return [hidden for used, hidden in _hidden_pays(tb, st, seat, phase) if used not in civ.used]


def _hidden_pays(tb: Tables, st: CivState, seat: int, phase: str) -> list[tuple[str, str]]:
    """The one-token abilities of the seat's techs usable in `phase`, in the order of its techs: (the
    mark it leaves in `used`, its hidden-pay id); kept with the techs (techmemo). Writing (cancels
    a city action) is in reaction windows only."""
    facts = tech_facts(tb, st, seat)
    key = ("hidden", phase)
    found = facts.get(key)
    if found is None:
        usable = tb.phase_abilities.get(phase, {})
        found = facts[key] = [
            (f"ab:{tech}:{i}", f"abp:{tb.tech_index[tech]}:{i}")
            for tech in chain.from_iterable(st.civs[seat].techs)
            for i, cost in usable.get(tech, ())
            if len(cost) == 1
        ]
    return found


def pay_with_marker(tb: Tables, st: CivState, seat: int, action: str, ev: list[Event]) -> None:
    """A spent marker goes back to the box, not to the market (CV-18.2.2); the log names the
    resource it is spent as, which the ability's cost already tells the table."""
    _, tech_i, i, token = action.split(":")
    tech = tech_names(tb)[int(tech_i)]
    civ = st.civs[seat]
    markers = list(civ.markers)
    markers.remove(token)
    rules.update(st, seat, markers=markers, used=[*civ.used, f"ab:{tech}:{i}"])
    ev.append(
        Event(
            text=tr(
                f"{seat_name(seat).en} uses {tech}, paying with a {token} marker.",
                f"{seat_name(seat).pl} używa: {rules.tech_text(tb, tech).pl}, płacąc znacznikiem ({names.resource(tb, token).pl}).",
            )
        )
    )


def ability_steps(tb: Tables, st: CivState, seat: int, action: str) -> list[dict]:
    """Run an announced resource ability: immediate ops now, the returned tasks next."""
    _, tech_i, i, _ = action.split(":")
    tech = tech_names(tb)[int(tech_i)]
    ability = tb.techs[tech].resource_abilities[int(i)]
    cap = tb.data.constants.trade_dial_max
    follow = []
    for step in tb.data.effects.resource_abilities[ability.effect_key]:
        op = step["op"]
        if op == "city_production":
            follow.append({"k": "ability_city", "who": seat, "amount": step["amount"]})
        elif op == "gain_culture":
            fx.add_culture(st, seat, step["amount"])
        elif op == "gain_trade":
            fx.add_trade(st, seat, step["amount"], cap)
        elif op == "other_gains_trade" and st.players > 1:
            follow.append({"k": "pick_player", "who": seat, "amount": step["amount"]})
        elif op == "gain_great_person":
            follow += draw_great_person(st, seat)
        elif op == "extra_city_actions":  # read by decisions/city.py `can_act`
            rules.update(st, seat, used=[*st.civs[seat].used, op])
        elif op == "nuke_city" and any(not c.capital for c in st.cities):  # decisions/movement.py
            follow.append({"k": "nuke", "who": seat})
        elif op == "naval_transport" and any(f.owner == seat for f in st.figures):
            follow.append({"k": "naval", "who": seat})  # decisions/movement.py
        elif op == "freeze_square" and any(f.owner != seat for f in st.figures):
            follow.append({"k": "freeze", "who": seat})  # decisions/movement.py
        elif op == "obsolete_wonder":  # CV-27 (engines/civilization/events.py)
            follow.append({"k": "event_pick", "who": seat, "card": tech, **step})
    return follow


def draw_great_person(st: CivState, seat: int) -> list[dict]:
    if not st.great_person_pool:
        return []
    name = st.great_person_pool[0]
    st.great_person_pool = st.great_person_pool[1:]
    return [{"k": "place_piece", "who": seat, "city": None, "kind": "great_person", "name": name}]


def do_coin_task(tb: Tables, st: CivState, seat: int, action: str, ev: list[Event]) -> None:
    _, tech_i, pay = action.split(":")
    tech = tech_names(tb)[int(tech_i)]
    step = tb.data.effects.coin_tasks[tech][0]
    civ = st.civs[seat]
    if step["op"] == "pay_trade":
        rules.update(st, seat, trade=civ.trade - step["amount"])
    elif step["op"] == "pay_culture":
        rules.update(st, seat, culture=civ.culture - step["amount"])
    else:
        spend_tokens(st, seat, pay)
    civ = st.civs[seat]
    tokens = {**civ.coin_tokens, tech: civ.coin_tokens.get(tech, 0) + 1}
    rules.update(st, seat, coin_tokens=tokens, used=[*civ.used, f"coin:{tech}"])
    ev.append(
        Event(
            text=tr(
                f"{seat_name(seat).en} puts a coin on {tech}.",
                f"{seat_name(seat).pl} kładzie monetę na: {rules.tech_text(tb, tech).pl}.",
            )
        )
    )


def ability_label(tb: Tables, action: str) -> Text:
    verb, tech_i, *rest = action.split(":")
    tech = tech_names(tb)[int(tech_i)]
    pay = rest[-1]
    paid = (
        tr("")
        if pay == "-"
        else tr(" (") + names.joined([names.resource(tb, r) for r in pay.split(".")]) + tr(")")
    )
    if verb == "coin":
        return tr(f"Coin task of {tech}{paid.en}", f"Zadanie monety: {rules.tech_text(tb, tech).pl}{paid.pl}")
    ability = tb.techs[tech].resource_abilities[int(rest[0])]
    return tr(f"{tech}{paid.en}: {ability.effect}"[:95], f"{rules.tech_text(tb, tech).pl}{paid.pl}"[:95])
