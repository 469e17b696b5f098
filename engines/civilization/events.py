"""Culture event cards as they are played (CV-16.2), the reaction windows that may cancel them
(CV-30.6, CV-29.5), and the targeted effects of events and of the obsoleting abilities (CV-27).

A card's effect is data (`effects.culture_events`): immediate ops run at once, targeted ops become
`event_pick` tasks whose options `targets` lists and `pick` resolves, stage by stage.
"""

from __future__ import annotations

from engines.base import Event, Rng, Text
from engines.civilization import board, combat, culture, names, rules, windows
from engines.civilization import effects as fx
from engines.civilization.data import Tables
from engines.civilization.state import CivState, Marker, Sq
from engines.civilization.texts import seat_name, tr
from engines.kit.codec import verb_of

# ops that act on another player's things: the events Bread and Circuses may cancel
HOSTILE = frozenset(
    {"kill_figures", "move_enemy_stack", "destroy_building", "force_anarchy", "barbarian_attack", "disaster"}
)
TARGETED = frozenset({*HOSTILE, "move_own_figure", "tech_exchange", "obsolete_wonder", "place_village"})
UNCANCELLABLE = "Mass Media"  # its owner's culture event cards cannot be cancelled


def steps(tb: Tables, name: str) -> list[dict]:
    return tb.data.effects.culture_events[name]


def hostile(tb: Tables, name: str) -> bool:
    return any(s["op"] in HOSTILE for s in steps(tb, name))


def can_play(tb: Tables, st: CivState, seat: int, name: str) -> bool:
    """Playable now: every targeted step has a target (a card is never wasted on nothing)."""
    for step in steps(tb, name):
        if step["op"] == "cancel_event":
            return False  # only in a reaction window
        if step["op"] in TARGETED and not targets(tb, st, {"who": seat, "card": name, **step}):
            return False
        if step["op"] == "city_production" and not board.own_cities(st, seat):
            return False
        if step["op"] == "free_units" and not unit_kinds(st, seat):
            return False
        if step["op"] == "resource_substitute":
            return False  # spent as a resource where an ability is paid (decisions/battle.py)
    return True


def gifts_for(tb: Tables, st: CivState, seat: int, token: str) -> list[str]:
    """Gift cards in the hand that may stand for `token` (A Generous Gift, A Princely Gift); they
    are offered only in private prompts (battle turns, reaction windows), so the hand stays hidden."""
    out = []
    for name in sorted(set(st.civs[seat].hand)):
        if any(s["op"] == "resource_substitute" and token in s["resources"] for s in steps(tb, name)):
            out.append(name)
    return out


def pay_with_gift(tb: Tables, st: CivState, seat: int, tech: str, i: int, name: str, ev: list[Event]) -> None:
    """The gift card is revealed and goes under its deck (CV-16.2); the ability counts as used."""
    culture.take_from_hand(tb, st, seat, name)
    rules.update(st, seat, used=[*st.civs[seat].used, f"ab:{tech}:{i}"])
    card = names.culture_card(tb, name)
    ev.append(
        Event(
            text=tr(
                f"{seat_name(seat).en} uses {tech}, paying with {card.en}.",
                f"{seat_name(seat).pl} używa: {rules.tech_text(tb, tech).pl}, płacąc kartą {card.pl}.",
            )
        )
    )


def unit_kinds(st: CivState, seat: int) -> list[str]:
    """Unit types the player has unlocked (its rank markers) whose deck still has a card."""
    return [k for k in sorted(st.civs[seat].ranks) if st.unit_decks.get(k)]


def play(tb: Tables, st: CivState, seat: int, name: str, ev: list[Event]) -> list[dict]:
    """Reveal the card, put it under its deck (CV-16.2) and open a reaction window when someone
    could cancel it (CV-30.6); otherwise its effect follows at once."""
    culture.take_from_hand(tb, st, seat, name)
    card, text = names.culture_card(tb, name), names.card_effect(tb, name)
    ev.append(
        Event(
            text=tr(
                f"{seat_name(seat).en} plays {card.en}: {text.en}",
                f"{seat_name(seat).pl} zagrywa {card.pl}: {text.pl}",
            )
        )
    )
    react = windows.reactors(tb, st, seat, name)
    if react:
        return [{"k": "react", "who": list(react), "card": name, "player": seat}]
    return effect_tasks(tb, st, seat, name, ev)


def effect_tasks(tb: Tables, st: CivState, seat: int, name: str, ev: list[Event]) -> list[dict]:
    follow: list[dict] = []
    for step in steps(tb, name):
        op = step["op"]
        if op == "gain_trade":
            fx.add_trade(st, seat, step["amount"], tb.data.constants.trade_dial_max)
        elif op == "city_production":
            follow.append({"k": "ability_city", "who": seat, "amount": step["amount"]})
        elif op == "free_units":
            follow.append({"k": "free_unit", "who": seat, "left": step["count"], "up_to": step["up_to"]})
        elif op in TARGETED:
            follow.append({"k": "event_pick", "who": seat, "card": name, **step})
    return follow


# ---------------------------------------------------------------- targets of targeted effects


def distance_ok(st: CivState, seat: int, sq: Sq, reach: int) -> bool:
    """Within `reach` squares (orthogonal distance) of one of the player's figures or cities; 0: anywhere."""
    if reach == 0:
        return True
    spots = [(f.r, f.c) for f in st.figures if f.owner == seat] + [
        (c.r, c.c) for c in st.cities if c.owner == seat
    ]
    return any(abs(r - sq[0]) + abs(c - sq[1]) <= reach for r, c in spots)


def sq_arg(sq: Sq) -> str:
    return f"{sq[0]}:{sq[1]}"


def parse_sq(action: str) -> Sq:
    _, r, c = action.split(":")
    return int(r), int(c)


def victims(tb: Tables, st: CivState, seat: int) -> set[int]:
    """The other players an event may harm: not those under an active United Nations."""
    return {s for s in range(st.players) if s != seat and not fx.has(tb, st, s, "event_immunity")}


def targets(tb: Tables, st: CivState, task: dict) -> list[str]:
    seat, op = task["who"], task["op"]
    others = victims(tb, st, seat) if op in HOSTILE else set()
    if op == "force_anarchy":
        return [f"player:{s}" for s in sorted(others) if st.civs[s].government != "Anarchy"]
    if op == "kill_figures":
        squares = {(f.r, f.c) for f in st.figures if f.owner in others}
        out = [f"sq:{sq_arg(sq)}" for sq in sorted(squares) if distance_ok(st, seat, sq, task["range"])]
        if task["great_person"]:
            out += [
                f"gp:{p.r}:{p.c}"
                for p in st.pieces
                if p.kind == "great_person"
                and p.owner in others
                and distance_ok(st, seat, (p.r, p.c), task["range"])
            ]
        return out
    if op == "destroy_building":
        ids = [
            f"sq:{p.r}:{p.c}"
            for p in st.pieces
            if p.kind == "building" and p.owner in others and distance_ok(st, seat, (p.r, p.c), task["range"])
        ]
        return [*ids, "done"] if ids and task.get("picked") else ids
    if op == "move_own_figure":
        if "fig" not in task:
            return [
                f"fig:{f.id}"
                for f in st.figures
                if f.owner == seat and figure_moves(tb, st, f.id, task["distance"])
            ]
        return [f"to:{sq_arg(sq)}" for sq in figure_moves(tb, st, task["fig"], task["distance"])]
    if op == "move_enemy_stack":
        if "from" not in task:
            squares = sorted({(f.r, f.c) for f in st.figures if f.owner in others})
            return [f"sq:{sq_arg(sq)}" for sq in squares if stack_moves(tb, st, sq, task["distance"])]
        return [f"to:{sq_arg(sq)}" for sq in stack_moves(tb, st, tuple(task["from"]), task["distance"])]
    if op == "tech_exchange":
        if "other" not in task:
            return [
                f"player:{s}"
                for s in range(st.players)
                if s != seat and learnable(tb, st, seat, s, task["level"])
            ]
        return [f"tech:{tb.tech_index[t]}" for t in learnable(tb, st, seat, task["other"], task["level"])]
    if op == "obsolete_wonder":
        return obsolete_targets(tb, st, task)
    if op == "place_village":
        return [f"sq:{sq_arg(sq)}" for sq in encampment_squares(tb, st)] if st.village_pool else []
    if op == "barbarian_attack":
        return [f"sq:{sq_arg(sq)}" for sq in horde_targets(tb, st, others, task["range"])]
    if op == "disaster":
        return [f"sq:{sq_arg(sq)}" for sq in disaster_squares(tb, st, others | {seat}, task)]
    return []


def outskirts_owners(st: CivState, sq: Sq) -> set[int]:
    """The owners of the cities whose outskirts (or centre) hold the square."""
    return {c.owner for c in st.cities if abs(c.r - sq[0]) <= 1 and abs(c.c - sq[1]) <= 1}


def in_any_outskirts(st: CivState, sq: Sq) -> bool:
    return bool(outskirts_owners(st, sq))


def empty(st: CivState, sq: Sq) -> bool:
    return (
        not board.figures_at(st, sq)
        and board.piece_at(st, sq) is None
        and board.marker_at(st, sq) is None
        and board.city_at(st, sq) is None
    )


def all_squares(tb: Tables, st: CivState):
    rows, cols = board.map_size(st)
    for r in range(rows):
        for c in range(cols):
            data = board.square(tb, st, (r, c))
            if data is not None:
                yield (r, c), data


def encampment_squares(tb: Tables, st: CivState) -> list[Sq]:
    """Barbarian Encampment: an empty land square of the revealed map outside every city's outskirts."""
    return [
        sq
        for sq, data in all_squares(tb, st)
        if data.terrain != "water" and empty(st, sq) and not in_any_outskirts(st, sq)
    ]


def horde_targets(tb: Tables, st: CivState, others: set[int], reach: int) -> list[Sq]:
    """Roaming Horde: another player's army or city within `reach` squares of a village marker."""
    villages = [(m.r, m.c) for m in st.markers if m.kind == "village"]
    spots = {(f.r, f.c) for f in st.figures if f.owner in others and f.kind == "army"}
    spots |= {(c.r, c.c) for c in st.cities if c.owner in others}
    return sorted(sq for sq in spots if any(abs(v[0] - sq[0]) + abs(v[1] - sq[1]) <= reach for v in villages))


def disaster_squares(tb: Tables, st: CivState, allowed: set[int], task: dict) -> list[Sq]:
    """CV-16.3: a square of the named terrains without a building, wonder or city, while a disaster
    marker is left; not in the outskirts of a player under United Nations (other than the player)."""
    if len(st.disasters) >= task["markers"]:
        return []
    shielded = [c for c in st.cities if c.owner not in allowed]
    return [
        sq
        for sq, data in all_squares(tb, st)
        if data.terrain in task["from_terrains"]
        and board.piece_at(st, sq) is None
        and board.city_at(st, sq) is None
        and not any(abs(c.r - sq[0]) <= 1 and abs(c.c - sq[1]) <= 1 for c in shielded)
    ]


def figure_moves(tb: Tables, st: CivState, fid: int, distance: int) -> list[Sq]:
    """Empty squares one figure may move to, up to `distance` squares (Migrants, Colonists, Immigrants)."""
    fig = next(f for f in st.figures if f.id == fid)
    mover = rules.Mover(tb, st, fig.owner, [fid])
    return sorted(sq for sq in mover.destinations((fig.r, fig.c), distance) if not board.figures_at(st, sq))


def stack_moves(tb: Tables, st: CivState, sq: Sq, distance: int) -> list[Sq]:
    """Where another player's group may be pushed: no diagonals, no water, never into a battle."""
    group = board.figures_at(st, sq)
    mover = rules.Mover(tb, st, group[0].owner, [f.id for f in group])
    out = []
    for to in mover.destinations(sq, distance):
        data = board.square(tb, st, to)
        if data is not None and data.terrain != "water" and not board.figures_at(st, to):
            out.append(to)
    return sorted(out)


def learnable(tb: Tables, st: CivState, seat: int, other: int, level: int) -> list[str]:
    """Techs of `other` up to `level` that `seat` does not know and has a pyramid slot for."""
    civ = st.civs[seat]
    return [
        t
        for t in st.civs[other].all_techs()
        if tb.techs[t].level <= level and not civ.knows(t) and rules.slot_free(civ, tb.techs[t].level - 1)
    ]


def obsolete_targets(tb: Tables, st: CivState, task: dict) -> list[str]:
    """CV-27.1: a wonder of the named eras, owned by anyone or (CV-27.2) still in the market; or the
    ability's other choice."""
    names = list(tb.wonders)
    owned = [w for c in st.civs for w in c.wonders]
    out = [
        f"wonder:{names.index(w)}"
        for w in [*owned, *st.wonder_market]
        if tb.wonders[w].era in task["eras"] and w not in st.obsolete
    ]
    if task["or_else"] == "kill_unit":
        out += [f"unit:{s}" for s in range(st.players) if s != task["who"] and st.civs[s].standing]
    else:
        out += [f"sq:{p.r}:{p.c}" for p in st.pieces if p.kind == "building"]
    return out


# ---------------------------------------------------------------- resolving a pick


def pick(tb: Tables, st: CivState, task: dict, action: str, ev: list[Event]) -> list[dict]:
    """Resolve one pick; returns the next stage's task, if any."""
    op, verb = task["op"], verb_of(action)
    arg = action.split(":")[1] if ":" in action else ""
    if action == "done":
        return []
    if op == "force_anarchy":
        rules.change_government(tb, st, int(arg), "Anarchy", ev)
    elif op == "kill_figures":
        if verb == "gp":
            remove_piece(tb, st, parse_sq(action), ev)
        else:
            kill(st, parse_sq(action), task["count"], ev)
    elif op == "destroy_building":
        remove_piece(tb, st, parse_sq(action), ev)
        if task["count"] > 1:
            return [{**task, "count": task["count"] - 1, "picked": True}]
    elif op == "move_own_figure":
        if verb == "fig":
            return [{**task, "fig": int(arg)}]
        rules.move_group(st, [task["fig"]], parse_sq(action))
    elif op == "move_enemy_stack":
        if verb == "sq":
            return [{**task, "from": list(parse_sq(action))}]
        group = [f.id for f in board.figures_at(st, tuple(task["from"]))]
        rules.move_group(st, group, parse_sq(action))
    elif op == "tech_exchange":
        if verb == "player":
            return [{**task, "other": int(arg)}]
        from engines.civilization.decisions.research import germany_bonus

        tech = list(tb.techs)[int(arg)]
        rules.learn(tb, st, task["who"], tech, ev)
        bonus = germany_bonus(tb, st, task["who"], tech)  # CV-5.6.4: however the tech is learnt
        if not task.get("second"):  # then the other player learns one of yours
            return [*bonus, {**task, "who": task["other"], "other": task["who"], "second": True}]
        return bonus
    elif op == "place_village":
        place_village(st, parse_sq(action), ev)
    elif op == "barbarian_attack":
        combat.horde_battle(tb, st, task["who"], parse_sq(action), task["rank"], ev)
    elif op == "disaster":
        sq = parse_sq(action)
        st.disasters = {**st.disasters, board.key(sq): task["terrain"]}
        ev.append(
            Event(
                text=tr(
                    f"{sq_text(sq)} becomes {task['terrain']} for the rest of the game.",
                    f"{sq_text(sq)} staje się do końca gry terenem: {task['terrain']}.",
                )
            )
        )
    elif op == "obsolete_wonder":
        if verb == "wonder":
            obsolete(tb, st, list(tb.wonders)[int(arg)], ev)
        elif verb == "unit":
            kill_unit(tb, st, int(arg), ev)
        else:
            remove_piece(tb, st, parse_sq(action), ev)
    return []


def place_village(st: CivState, sq: Sq, ev: list[Event]) -> None:
    """Barbarian Encampment: the pool's top village marker, face down, on the square."""
    content, st.village_pool = st.village_pool[0], st.village_pool[1:]
    st.markers = [*st.markers, Marker(r=sq[0], c=sq[1], kind="village", content=content)]
    ev.append(Event(text=tr(f"A village appears on {sq_text(sq)}.", f"Na {sq_text(sq)} powstaje wioska.")))


def kill(st: CivState, sq: Sq, count: int, ev: list[Event]) -> None:
    """Figures killed go back to their owner's unbuilt pieces."""
    victims = board.figures_at(st, sq)[:count]
    st.figures = [f for f in st.figures if f not in victims]
    for f in victims:
        civ = st.civs[f.owner]
        rules.update(st, f.owner, unbuilt={**civ.unbuilt, f.kind: civ.unbuilt.get(f.kind, 0) + 1})
    ev.append(
        Event(
            text=tr(
                f"{len(victims)} {'figure' if len(victims) == 1 else 'figures'} killed on {sq_text(sq)}.",
                f"Zabite figurki na {sq_text(sq)}: {len(victims)}.",
            )
        )
    )


def remove_piece(tb: Tables, st: CivState, sq: Sq, ev: list[Event]) -> None:
    """A destroyed building returns to the market; a killed great person leaves the game."""
    piece = board.piece_at(st, sq)
    if piece is None:
        return
    st.pieces = [p for p in st.pieces if p is not piece]
    if piece.kind == "building":
        line = rules.building_line(tb, piece.name)
        st.building_supply = {**st.building_supply, line: st.building_supply.get(line, 0) + 1}
    ev.append(
        Event(
            text=tr(
                f"{names.piece(tb, piece.kind, piece.name).en} on {sq_text(sq)} is destroyed.",
                f"Zniszczono: {names.piece(tb, piece.kind, piece.name).pl} na {sq_text(sq)}.",
            )
        )
    )


def obsolete(tb: Tables, st: CivState, name: str, ev: list[Event]) -> None:
    """CV-27.1: the ability is lost for good, the marker stays; CV-27.2: a market wonder is
    discarded with its marker and replaced from the deck."""
    if name in st.wonder_market:
        market = [w for w in st.wonder_market if w != name]
        if st.wonder_deck:
            market.append(st.wonder_deck[0])
            st.wonder_deck = st.wonder_deck[1:]
        st.wonder_market = market
    st.obsolete = [*st.obsolete, name]
    wonder = names.wonder(tb, name)
    ev.append(Event(text=tr(f"{wonder.en} is obsolete.", f"Przestarzały cud: {wonder.pl}.")))


def kill_unit(tb: Tables, st: CivState, seat: int, ev: list[Event]) -> None:
    """A random unit of the player's standing forces goes face up under its deck."""
    standing = list(st.civs[seat].standing)
    unit = standing.pop(Rng(st).below(len(standing)))
    rules.update(st, seat, standing=standing)
    kind = unit.split(":")[0]
    combat.bury(st, unit)
    ev.append(
        Event(
            text=tr(
                f"{seat_name(seat).en} loses a unit ({names.unit(tb, kind).en}).",
                f"{seat_name(seat).pl} traci jednostkę: {names.unit(tb, kind).pl}.",
            )
        )
    )


def sq_text(sq: Sq) -> str:
    from engines.civilization.view import CivView

    return CivView.square_name(*sq)


def own_target(tb: Tables, st: CivState, seat: int, action: str) -> bool:
    """Whether a pick would harm the picker's own wonder or building (the heuristic avoids it)."""
    verb = verb_of(action)
    if verb == "wonder":
        return list(tb.wonders)[int(action.split(":")[1])] in st.civs[seat].wonders
    if verb == "sq":
        piece = board.piece_at(st, parse_sq(action))
        return piece is not None and piece.owner == seat
    return False


def target_label(tb: Tables, st: CivState, task: dict, action: str) -> Text:
    verb = verb_of(action)
    if action == "done":
        return tr("No more", "Nic więcej")
    if verb == "player":
        return seat_name(int(action.split(":")[1]))
    if verb in ("sq", "to", "gp"):
        sq = parse_sq(action)
        piece = board.piece_at(st, sq)
        figs = board.figures_at(st, sq)
        if piece is not None and verb != "to":
            what = names.piece(tb, piece.kind, piece.name)
        elif figs and verb != "to":
            kind = names.FIGURES[figs[0].kind]
            what = tr(f"{len(figs)} × {kind.en}", f"{len(figs)} × {kind.pl}")
        else:
            return tr(sq_text(sq))
        return tr(f"{sq_text(sq)} {what.en}", f"{sq_text(sq)} {what.pl}")
    if verb == "fig":
        fig = next(f for f in st.figures if f.id == int(action.split(":")[1]))
        kind = names.FIGURES[fig.kind]
        return tr(f"{kind.en} {sq_text((fig.r, fig.c))}", f"{kind.pl} {sq_text((fig.r, fig.c))}")
    if verb == "tech":
        return rules.tech_text(tb, list(tb.techs)[int(action.split(":")[1])])
    if verb == "wonder":
        return names.wonder(tb, list(tb.wonders)[int(action.split(":")[1])])
    return tr(
        f"{seat_name(int(action.split(':')[1])).en}: a random unit",
        f"{seat_name(int(action.split(':')[1])).pl}: losowa jednostka",
    )
