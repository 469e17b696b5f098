"""New Leaders and Wonders: the Action Phase options the new cards add — Johannes Gutenberg's
extra civil action (TA-46.9), spending a Louvre token (TA-47.11, TA-Q35) and building a stage of
another player's International Red Cross (TA-48.13, TA-48.14)."""

from __future__ import annotations

from engines.base import Event, seat_name, tr
from engines.kit import codec
from engines.kit.clone import own
from engines.through_ages import board, lw_board, rules
from engines.through_ages.data import GameData
from engines.through_ages.state import TtaState, seat_add

LIBRARY_LAB = ("lab", "library")
RED_CROSS_FOOD = 3  # TA-48.13: 1 civil action and 3 food for one stage
RED_CROSS_CULTURE = 6


def can_pay_stages(g: GameData, st: TtaState, p: int, stages: int, terms) -> bool:
    """Red Cross stages are paid with food (TA-48.12); Cleopatra's resource counts for a stage."""
    from engines.through_ages import actions, lw_play

    cost = actions.stage_cost(g, st, p, stages, terms)
    if st.reminders and lw_play.stage_currency(g, st.wonder[p]) == "food":
        return board.can_pay(g, st, p, "food", cost)
    return actions.can_afford(g, st, p, g.card[st.wonder[p]], cost)


def gutenberg_terms():
    from engines.through_ages.actions import Terms

    return Terms(token=False, discount=1, discount_kind="any")


def gutenberg_options(g: GameData, st: TtaState, p: int) -> list[str]:
    """TA-46.9: once per turn, one action on a library or lab: take its technology (a card that
    costs 1 civil action), develop it, build or upgrade it; 1 science or resource less."""
    from engines.through_ages import actions, legal

    if "gutenberg" in st.flags or not lw_board.has(g, st, p, "gutenberg"):
        return []
    out = []
    terms = gutenberg_terms()
    for a in legal.options(g, st, p, terms, ("take", "build", "up", "dev"), list(LIBRARY_LAB)):
        verb, args = codec.decode(a)
        if verb == "take":
            space = int(args[0]) - 1
            card = g.card[st.row[space]]
            if card.type not in LIBRARY_LAB or actions.take_cost(g, st, p, space) > 1:
                continue
        if verb == "dev" and g.card[args[0]].type not in LIBRARY_LAB:
            continue
        out.append("gutenberg:" + a)
    return out


def red_cross_options(g: GameData, st: TtaState, p: int, civil: bool) -> list[str]:
    """TA-48.13: a stage of another player's Red Cross, once per turn."""
    if not civil or "redcross" in st.flags or not board.can_pay(g, st, p, "food", RED_CROSS_FOOD):
        return []
    return [
        codec.encode("redcross", q)
        for q in range(st.players)
        if q != p and st.wonder[q] and "stage_food" in g.ops[st.wonder[q]]
    ]


def options(g: GameData, st: TtaState, p: int, civil: bool) -> list[str]:
    out = gutenberg_options(g, st, p) + red_cross_options(g, st, p, civil)
    if louvre_ready(g, st, p):
        out.append("louvre")
    return out


def louvre_ready(g: GameData, st: TtaState, p: int) -> bool:
    """TA-47.11, TA-Q35: a Louvre token may be spent at any moment; the bot offers it in the
    owner's Action Phase and in the other decisions where resources are paid (`spend_louvre`)."""
    return bool(st.louvre) and st.louvre[p] > 0 and lw_board.has(g, st, p, "louvre")


def spend_louvre(g: GameData, st: TtaState, p: int, ev: list[Event]) -> None:
    seat_add(st, "louvre", p, -1)
    seat_add(st, "blue", p, 1)  # TA-47.11: the token returns to the bank first, then 2 resources
    board.gain(g, st, p, "resources", 2)
    ev.append(
        Event(
            text=seat_name(p)
            + tr(" spends a Louvre token: 2 resources.", " wydaje znacznik z Luwru: 2 surowce.")
        )
    )


def perform(g: GameData, st: TtaState, p: int, verb: str, args: list[str], ev: list[Event]) -> list[dict]:
    from engines.through_ages import actions

    who = seat_name(p)
    if verb == "gutenberg":
        own(st, "flags").append("gutenberg")
        rules.add_points(st, p, culture=2)
        ev.append(
            Event(
                text=who
                + tr(" uses Johannes Gutenberg (+2 culture).", " używa Jana Gutenberga (+2 kultury).")
            )
        )
        return actions.perform(g, st, p, ":".join(args), ev, gutenberg_terms())
    if verb == "louvre":
        spend_louvre(g, st, p, ev)
        return []
    if verb == "redcross":
        return red_cross(g, st, p, int(args[0]), ev)
    raise ValueError(f"unknown action {verb}")


def red_cross(g: GameData, st: TtaState, p: int, owner: int, ev: list[Event]) -> list[dict]:
    """TA-48.13-48.15: the builder pays 1 civil action and 3 food and scores 6 culture; the
    owner's blue token covers the stage; the wonder stays the owner's."""
    from engines.through_ages import actions

    own(st, "flags").append("redcross")
    rules.spend_civil(g, st, p, 1)
    board.pay(g, st, p, "food", RED_CROSS_FOOD)
    rules.add_points(st, p, culture=RED_CROSS_CULTURE)
    if st.blue[owner] > 0:
        seat_add(st, "blue", owner, -1)
    else:
        rules.add_blue(g, st, owner, -1)  # TA-48.14: from a technology card of the owner
    seat_add(st, "wonder_stages", owner, 1)
    card = g.card[st.wonder[owner]]
    ev.append(Event(text=seat_name(p) + tr(" builds a stage of ", " buduje etap: ") + card.title + tr(".")))
    if st.wonder_stages[owner] < len(card.stages or []):
        return []
    return actions.complete_wonder(g, st, owner, ev)


def label(g: GameData, st: TtaState, p: int, action: str):
    """Button labels of the module's actions (None: not one of them)."""
    from engines.through_ages.decisions.base import action_label

    verb, args = codec.decode(action)
    if verb == "gutenberg":
        return tr("Gutenberg: ", "Gutenberg: ") + action_label(g, st, p, ":".join(args))
    if verb in ("spy", "redcross"):
        who = seat_name(int(args[0]))
        if verb == "spy":
            return (
                tr("Ian Fleming: look at the military cards of ", "Ian Fleming: obejrzyj karty militarne: ")
                + who
            )
        return tr("Build a stage of the Red Cross of ", "Zbuduj etap Czerwonego Krzyża: ") + who
    if verb in ("unevent", "suez"):
        card = g.card[args[0].split("@")[0]].title
        if verb == "unevent":
            return tr("United Nations: resolve ", "ONZ: rozpatrz ") + card
        return tr("Suez Canal: colonize ", "Kanał Sueski: skolonizuj ") + card
    if verb == "buyforce":
        k = int(args[0])
        return tr(f"Isabella: +{k} force for resources", f"Izabela: +{k} siły za surowce")
    fixed = {
        "louvre": tr("Louvre: a token for 2 resources", "Luwr: znacznik za 2 surowce"),
        "olympics": tr("Declare the Olympic Games (+8 culture)", "Ogłoś igrzyska olimpijskie (+8 kultury)"),
        "catherine": tr("Catherine the Great: take yellow tokens", "Katarzyna II: zabierz żółte znaczniki"),
    }
    return fixed.get(verb)
