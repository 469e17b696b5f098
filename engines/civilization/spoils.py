"""What armies find where they stop: huts (CV-20.3), villages (CV-20.4), enemy figures (CV-19.6.2)
and enemy cities (CV-19.5.3); and how a battle ends: resolution, losses, loot and aftermath
(CV-23.5-23.7, CV-31.3), city destruction and military victory (CV-28.4)."""

from __future__ import annotations

from engines.base import Event, Rng
from engines.civilization import board, combat, culture, rules
from engines.civilization import effects as fx
from engines.civilization.abilities import draw_great_person
from engines.civilization.data import Tables
from engines.civilization.state import CivState, Sq
from engines.civilization.texts import seat_name, tr
from engines.civilization.victory import declare_win
from engines.kit.tasks import Machine


def left_of(st: CivState, seat: int) -> int:
    """The player to a seat's left: the next one clockwise (CV-20.4.2)."""
    return (seat + 1) % st.players


def enter(tb: Tables, st: CivState, seat: int, group: list[int], sq: Sq, ev: list[Event]) -> None:
    """An army or group enters a square that ends its move and resolves what is there."""
    rules.move_group(st, group, sq)
    marker = board.marker_at(st, sq)
    found = board.city_at(st, sq)
    if marker is not None and marker.kind == "hut":
        take_hut(tb, st, seat, sq, ev)
    elif marker is not None:  # CV-20.4.1-20.4.3
        combat.begin_battle(tb, st, "village", (seat, left_of(st, seat)), sq, group)
    elif found is not None and found[1].owner != seat:  # CV-19.5.3
        combat.begin_battle(tb, st, "city", (seat, found[1].owner), sq, group)
    else:
        enemies = [f for f in st.figures if f.owner != seat and (f.r, f.c) == sq]
        armies = [f for f in enemies if f.kind == "army"]
        if armies:  # CV-19.6.2: a battle
            combat.begin_battle(tb, st, "field", (seat, armies[0].owner), sq, group)
        elif enemies:  # only scouts: destroyed without a battle, loot as for figures
            loser = enemies[0].owner
            kill_figures(st, [f.id for f in enemies])
            ev.append(
                Event(
                    text=tr(
                        f"{seat_name(seat).en} destroys the scouts of {seat_name(loser).en}.",
                        f"{seat_name(seat).pl} niszczy wozy gracza {seat_name(loser).pl}.",
                    )
                )
            )
            Machine.push(st, loot_tasks(tb, st, seat, loser, "figures"))


def take_hut(tb: Tables, st: CivState, seat: int, sq: Sq, ev: list[Event]) -> None:
    """CV-20.3.1: the marker goes face down to the sheet as a resource; China gains 3 culture."""
    marker = board.marker_at(st, sq)
    st.markers = [m for m in st.markers if (m.r, m.c) != sq]
    rules.update(st, seat, markers=[*st.civs[seat].markers, marker.content])
    ev.append(
        Event(
            text=tr(
                f"{seat_name(seat).en} explores a hut and keeps its marker.",
                f"{seat_name(seat).pl} bada chatkę i zatrzymuje jej znacznik.",
            )
        )
    )
    hut_culture(tb, st, seat)


def hut_culture(tb: Tables, st: CivState, seat: int) -> None:
    """China (CV-5.6): culture for each hut explored and each village conquered."""
    fx.add_culture(st, seat, fx.civ_amount(tb, st.civs[seat].civ, "culture_per_hut_or_village"))


def kill_figures(st: CivState, ids: list[int]) -> None:
    """CV-11.4: killed figures return to their owners' unbuilt pieces."""
    for f in st.figures:
        if f.id in ids:
            civ = st.civs[f.owner]
            rules.update(st, f.owner, unbuilt={**civ.unbuilt, f.kind: civ.unbuilt.get(f.kind, 0) + 1})
    st.figures = [f for f in st.figures if f.id not in ids]


def lose_armies(st: CivState, seat: int, sq: Sq, units_lost: int) -> int:
    """CV-23.5.3: one army per 2 units lost, never the last army in the square."""
    armies = combat.armies_at(st, seat, sq)
    n = min(units_lost // 2, len(armies) - 1)
    if n > 0:
        kill_figures(st, armies[-n:])
    return max(n, 0)


def destroy_city(tb: Tables, st: CivState, index: int, ev: list[Event]) -> None:
    """CV-23.6.2: the marker goes back, buildings to the market, wonders and great people leave the
    game, walls are lost; city indexes held elsewhere follow the removal."""
    city = st.cities[index]
    squares = set(board.outskirts(city))
    supply = dict(st.building_supply)
    wonders = []
    for p in st.pieces:
        if (p.r, p.c) in squares and p.owner == city.owner:
            if p.kind == "building":
                line = rules.building_line(tb, p.name)
                supply[line] = supply.get(line, 0) + 1
            elif p.kind == "wonder":
                wonders.append(p.name)
    st.building_supply = supply
    st.pieces = [p for p in st.pieces if not ((p.r, p.c) in squares and p.owner == city.owner)]
    civ = st.civs[city.owner]
    rules.update(
        st,
        city.owner,
        unbuilt={**civ.unbuilt, "city": civ.unbuilt.get("city", 0) + 1},
        wonders=[w for w in civ.wonders if w not in wonders],
    )
    st.cities = [c for i, c in enumerate(st.cities) if i != index]
    st.acted = [i - (i > index) for i in st.acted if i != index]

    def moved(f):
        if f.sends_to is None or f.sends_to < index:
            return f
        if f.sends_to == index:
            return f.model_copy(update={"sends_to": None, "sent_square": None})
        return f.model_copy(update={"sends_to": f.sends_to - 1})

    st.figures = [moved(f) for f in st.figures]
    ev.append(
        Event(
            text=tr(
                f"The city of {seat_name(city.owner).en} on {combat.board_name((city.r, city.c))} is destroyed.",
                f"Miasto gracza {seat_name(city.owner).pl} na {combat.board_name((city.r, city.c))} "
                "zostaje zniszczone.",
            )
        )
    )


# ---------------------------------------------------------------- loot (CV-23.6, CV-31.3)


def loot_tasks(tb: Tables, st: CivState, winner: int, loser: int, vs: str) -> list[dict]:
    """The winner's loot: one choice by the rulebook, or loot points by the 2013 errata (1 against
    figures, 2 against a city); the Great Wall takes one away."""
    points = (1 if vs == "figures" else 2) if st.loot_rule == "faq2013" else 1
    points -= fx.modifier(tb, st, loser, "loot_less")
    if points <= 0:
        return []
    return [{"k": "loot", "who": winner, "from": loser, "vs": vs, "points": points}]


def resolve(tb: Tables, st: CivState, ev: list[Event]) -> None:
    """CV-23.5 and what follows: the automatic step `battle_end`."""
    b = st.battle
    att, dfn = combat.totals(b)
    win = 0 if att > dfn else 1  # CV-23.5.2: ties to the defender
    sq = (b.r, b.c)
    winner, loser = b.seats[win], b.seats[1 - win]
    ev.append(
        Event(
            text=tr(
                f"Battle over: {att} against {dfn}; {seat_name(winner).en} wins"
                + (" (the barbarians)." if combat.barbarian_side(b.kind) == win else "."),
                f"Koniec bitwy: {att} przeciw {dfn}; wygrywa {seat_name(winner).pl}"
                + (" (barbarzyńcy)." if combat.barbarian_side(b.kind) == win else "."),
            ),
            reveal=True,
        )
    )
    barbs = combat.barbarian_side(b.kind)
    for side in (0, 1):  # CV-23.7.1 / CV-20.4.6
        cards = combat.survivors(b, side)
        if side == barbs:
            for card in cards:
                combat.bury(st, card)
        else:
            seat = b.seats[side]
            rules.update(st, seat, standing=[*st.civs[seat].standing, *cards])
    st.battle = None
    follow: list[dict] = []
    if b.kind == "horde":
        Machine.push(st, horde_end(tb, st, b, win, ev))
        return
    if win == 0 or b.kind != "village":
        lose_armies(st, winner, sq, b.lost[win])
    if b.kind == "village":
        if win == 0:
            follow += conquer_village(tb, st, winner, sq, ev)
            follow += culture.rome_advance(tb, st, winner, "conquest")  # CV-5.6.5
        else:  # CV-20.4.5
            kill_figures(st, [f.id for f in st.figures if f.owner == b.seats[0] and (f.r, f.c) == sq])
    elif b.kind == "city" and win == 0:
        index = board.city_at(st, sq)[0]
        if st.cities[index].capital:  # CV-23.6.3 / CV-28.4
            declare_win(st, [winner], "military", ev)
            return
        destroy_city(tb, st, index, ev)
        follow += culture.rome_advance(tb, st, winner, "conquest")  # CV-5.6.5
        follow += loot_tasks(tb, st, winner, loser, "city")
    else:  # CV-23.6.1: the loser's figures in the square are killed
        kill_figures(st, [f.id for f in st.figures if f.owner == loser and (f.r, f.c) == sq])
        follow += loot_tasks(tb, st, winner, loser, "figures")
    if b.kind != "village" or win == 0:
        battle_coins(tb, st, winner)
    if b.kind != "village":
        lose = fx.trade_lost_on_defeat(tb, st, loser)
        if lose:
            rules.update(st, loser, trade=max(0, st.civs[loser].trade - lose))
    follow += china_return(tb, st, b)
    Machine.push(st, follow)


def horde_end(tb: Tables, st: CivState, b, win: int, ev: list[Event]) -> list[dict]:
    """Roaming Horde: barbarians that win kill the army's figures, or destroy a non-capital city
    (a capital only loses the battle: the barbarians win no game); they take no loot. A defender
    that wins has won a battle (Code of Laws)."""
    sq, defender = (b.r, b.c), b.seats[1]
    if win == 1:
        battle_coins(tb, st, defender)
        return china_return(tb, st, b)
    found = board.city_at(st, sq)
    if found is None:
        kill_figures(st, [f.id for f in st.figures if f.owner == defender and (f.r, f.c) == sq])
    elif not found[1].capital:
        destroy_city(tb, st, found[0], ev)
    return china_return(tb, st, b)


def conquer_village(tb: Tables, st: CivState, seat: int, sq: Sq, ev: list[Event]) -> list[dict]:
    """CV-20.4.4: the marker is looked at; a great person, or a resource kept face down."""
    marker = board.marker_at(st, sq)
    st.markers = [m for m in st.markers if (m.r, m.c) != sq]
    hut_culture(tb, st, seat)
    ev.append(
        Event(text=tr(f"{seat_name(seat).en} conquers the village.", f"{seat_name(seat).pl} podbija wioskę."))
    )
    if marker.content == "great_person":
        return draw_great_person(st, seat)
    rules.update(st, seat, markers=[*st.civs[seat].markers, marker.content])
    return []


def battle_coins(tb: Tables, st: CivState, seat: int) -> None:
    """Coin tasks done by winning a battle (Code of Laws: once a turn, a coin token on the card)."""
    civ = st.civs[seat]
    for tech in civ.all_techs():
        steps = tb.data.effects.coin_tasks.get(tech, [])
        if [s["op"] for s in steps] != ["battle_won_coin"] or f"coin:{tech}" in civ.used:
            continue
        held = civ.coin_tokens.get(tech, 0)
        if held < tb.techs[tech].coins.get("max_tokens", 4):
            rules.update(
                st, seat, coin_tokens={**civ.coin_tokens, tech: held + 1}, used=[*civ.used, f"coin:{tech}"]
            )
            civ = st.civs[seat]


def china_return(tb: Tables, st: CivState, b) -> list[dict]:
    """China (CV-5.6): after each battle one of its units killed in it may go back to its forces."""
    out = []
    for side in (0, 1):
        if side == combat.barbarian_side(b.kind):
            continue
        seat = b.seats[side]
        mine = [c for c, s in zip(b.killed, b.killed_sides, strict=True) if s == side]
        if fx.civ_has(tb, st, seat, "return_killed_unit") and mine:
            out.append({"k": "china_return", "who": seat, "cards": sorted(set(mine))})
    return out


def techs_to_learn(tb: Tables, st: CivState, seat: int, other: int) -> list[str]:
    """Techs `other` knows that `seat` could learn now (a legal slot, CV-21.3)."""
    me = st.civs[seat]
    return [
        t
        for t in st.civs[other].all_techs()
        if not me.knows(t) and rules.slot_free(me, tb.techs[t].level - 1) and t != "Space Flight"
    ]


def sacrifice(st: CivState, seat: int, fig_id: int, sq: Sq, ev: list[Event]) -> None:
    """Russia (CV-5.6): the figure is sacrificed in the enemy city; its owner picks the tech."""
    owner = board.city_at(st, sq)[1].owner
    kill_figures(st, [fig_id])
    rules.update(st, seat, used=[*st.civs[seat].used, "russia"])
    ev.append(
        Event(
            text=tr(
                f"{seat_name(seat).en} sacrifices a figure in a city of {seat_name(owner).en}.",
                f"{seat_name(seat).pl} poświęca figurkę w mieście gracza {seat_name(owner).pl}.",
            )
        )
    )
    Machine.push(st, [{"k": "loot", "who": seat, "from": owner, "vs": "sacrifice", "points": 1}])


def loot_choices(tb: Tables, st: CivState, task: dict) -> list[str]:
    winner, loser, vs, points = task["who"], task["from"], task["vs"], task["points"]
    them = st.civs[loser]
    tokens = sorted(set(them.resources)) + (["marker"] if them.markers else [])
    learnable = [f"tech:{t}" for t in techs_to_learn(tb, st, winner, loser)]
    if vs == "sacrifice":  # Russia: a tech only
        return learnable
    if st.loot_rule == "faq2013":
        ids = []
        ids += ["trade"] if them.trade > 0 else []
        ids += ["culture"] if them.culture > 0 else []
        ids += [f"res:{t}" for t in tokens]
        ids += [f"coin:{t}" for t, n in sorted(them.coin_tokens.items()) if n > 0]
        ids += [*learnable, *(["card"] if them.hand else [])] if points >= 2 else []
        return ids
    if vs == "figures":
        return (
            (["trade"] if them.trade > 0 else [])
            + (["culture"] if them.culture > 0 else [])
            + [f"res:{t}" for t in tokens]
        )
    pairs = []
    held = sorted([*them.resources, *(["marker"] * min(2, len(them.markers)))])
    for i in range(len(held)):
        for j in range(i + 1, len(held)):
            pair = f"two:{held[i]}.{held[j]}"
            if pair not in pairs:
                pairs.append(pair)
    cards = ["card"] if them.hand else []  # CV-23.6.2: one culture event card, drawn blind
    return learnable + cards + [f"res:{t}" for t in tokens] + pairs


def take_token(st: CivState, winner: int, loser: int, token: str) -> None:
    them = st.civs[loser]
    if token == "marker":  # chosen blind
        markers = list(them.markers)
        got = markers.pop(Rng(st).below(len(markers)))
        rules.update(st, loser, markers=markers)
        rules.update(st, winner, markers=[*st.civs[winner].markers, got])
        return
    held = list(them.resources)
    held.remove(token)
    rules.update(st, loser, resources=held)
    rules.update(st, winner, resources=[*st.civs[winner].resources, token])


def take_loot(tb: Tables, st: CivState, task: dict, action: str, ev: list[Event]) -> int:
    """Apply one loot choice; returns the loot points it cost."""
    winner, loser = task["who"], task["from"]
    verb, _, arg = action.partition(":")
    them = st.civs[loser]
    cost = 1
    if verb == "trade":
        n = min(3, them.trade)
        rules.update(st, loser, trade=them.trade - n)
        fx.add_trade(st, winner, n, tb.data.constants.trade_dial_max)
    elif verb == "culture":
        n = min(3, them.culture)
        fx.add_culture(st, loser, -n)
        fx.add_culture(st, winner, n)
    elif verb == "res":
        take_token(st, winner, loser, arg)
    elif verb == "two":
        for token in arg.split("."):
            take_token(st, winner, loser, token)
    elif verb == "coin":
        rules.update(st, loser, coin_tokens={**them.coin_tokens, arg: them.coin_tokens[arg] - 1})
    elif verb == "card":  # drawn at random from the backs (CV-23.6.2); the limit applies (CV-16.5)
        hand = list(them.hand)
        got = hand.pop(Rng(st).below(len(hand)))
        rules.update(st, loser, hand=hand)
        rules.update(st, winner, hand=[*st.civs[winner].hand, got])
        Machine.push(st, culture.over_limit(tb, st, winner))
        cost = 2 if st.loot_rule == "faq2013" else 1
    elif verb == "tech":
        from engines.civilization.decisions.wonders import germany_bonus

        rules.learn(tb, st, winner, arg, ev)
        Machine.push(st, germany_bonus(tb, st, winner, arg))
        cost = 2 if st.loot_rule == "faq2013" else 1
    return cost


def war_steps(tb: Tables) -> dict:
    """The automatic steps of combat for the task machine."""

    def battle_end(st: CivState, task: dict, ev: list[Event]) -> None:
        resolve(tb, st, ev)

    def battle_draw(st: CivState, task: dict, ev: list[Event]) -> None:
        seats, sq = tuple(task["seats"]), tuple(task["sq"])
        combat.start_battle(tb, st, task["kind"], seats, sq, task["group"], ev, task.get("rank", 1))

    return {"battle_end": battle_end, "battle_draw": battle_draw}
