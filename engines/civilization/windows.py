"""Reaction windows (CV-30.6, CV-29.5): after a culture event card, a resource ability or a
city action, the other players may cancel it (a cancelling card, or a spy ability paid with a
token, a marker or a gift); the first canceller in turn order from the active player wins."""

from __future__ import annotations

from engines.base import Event, Text
from engines.civilization import abilities, culture, events, names
from engines.civilization.data import Tables
from engines.civilization.state import CivState
from engines.civilization.techmemo import tech_facts
from engines.civilization.texts import seat_name, tr
from engines.kit.codec import verb_of


def cancel_options(
    tb: Tables, st: CivState, seat: int, player: int, name: str, ability: bool = False, city: bool = False
) -> list[str]:
    """How `seat` could cancel `player`'s event (or, with `ability`, resource ability): a
    cancelling card in hand (Bread and Circuses only against an event that may target it, Primetime
    TV also against an ability) or a tech's spy ability (Civil Service: events; Mass Media:
    abilities; CV-18.3)."""
    civ = st.civs[seat]
    out = []
    for held in [] if city else sorted(set(civ.hand)):  # no card cancels a city action
        for step in events.steps(tb, held):
            if step["op"] != "cancel_event":
                continue
            if step.get("abilities") if ability else not step.get("own_only") or events.hostile(tb, name):
                out.append(f"card:{culture.card_index(tb, held)}")
                break
    wanted = "cancel_city_action" if city else "cancel_ability" if ability else "cancel_event"
    for used, ids, cost in spy_abilities(tb, st, seat, wanted):
        if used in civ.used:
            continue
        out += [f"ab:{ids}:{pay}" for pay in abilities.payments(civ.resources, cost)]
        if len(cost) == 1:
            out += [
                f"abg:{ids}:{culture.card_index(tb, gift)}"
                for gift in events.gifts_for(tb, st, seat, cost[0])
            ]
            if cost[0] in civ.markers:  # a spy marker (CV-18.2.1, CV-18.2.3)
                out.append(f"abm:{ids}:{cost[0]}")
    return out


def spy_abilities(tb: Tables, st: CivState, seat: int, wanted: str) -> list[tuple[str, str, list[str]]]:
    """The seat's resource abilities whose effect is `wanted`, in the order of its techs: (the mark
    it leaves in `used`, "tech index:ability index", its cost); kept with the techs (techmemo)."""
    facts = tech_facts(tb, st, seat)
    key = ("spy", wanted)
    found = facts.get(key)
    if found is None:
        found = facts[key] = [
            (f"ab:{tech}:{i}", f"{tb.tech_index[tech]}:{i}", tech_ability.cost)
            for tech in st.civs[seat].all_techs()
            for i, tech_ability in enumerate(tb.techs[tech].resource_abilities)
            if tb.data.effects.resource_abilities[tech_ability.effect_key][0]["op"] == wanted
        ]
    return found


def reactors(
    tb: Tables, st: CivState, player: int, name: str, ability: bool = False, city: bool = False
) -> dict[int, list[str]]:
    """The other players' ways to cancel (a culture event of Mass Media's owner: none). The window
    opens on public facts only: when another player holds any culture card, or has a spy ability it
    could pay for with market tokens, or with a card or marker it holds (techs, market tokens and
    the numbers of cards and markers are public); every other player is then asked, those
    without a way too. A window open only when a cancel card is held would tell the table so."""
    if not ability and not city and st.civs[player].knows(events.UNCANCELLABLE):
        return {}
    order = [(player + i) % st.players for i in range(1, st.players)]
    found = {s: cancel_options(tb, st, s, player, name, ability, city) for s in order}
    paid = any(a.startswith("ab:") for s in order for a in found[s])  # market tokens: public
    wanted = "cancel_city_action" if city else "cancel_ability" if ability else "cancel_event"
    # a spy paid by a gift card or a marker must not open it alone: their faces are private
    hidden = any((st.civs[s].hand or st.civs[s].markers) and spy_ability(tb, st, s, wanted) for s in order)
    if paid or hidden or (not city and any(st.civs[s].hand for s in order)):
        return found
    return {}


def city_spy(tb: Tables, st: CivState, seat: int) -> bool:
    """The player knows an unused ability cancelling city actions (Writing): a public fact."""
    return spy_ability(tb, st, seat, "cancel_city_action")


def spy_ability(tb: Tables, st: CivState, seat: int, op: str) -> bool:
    """The player knows an unused spy ability with effect `op`: a public fact."""
    used = st.civs[seat].used
    return any(mark not in used for mark, _, _ in spy_abilities(tb, st, seat, op))


def window_source(tb: Tables, st: CivState, task: dict) -> Text:
    """What a reaction window is about: a city's action, or a card's or ability's source."""
    if "city_act" in task:
        from engines.civilization.decisions.city import city_name

        return city_name(st, task["city"])
    return names.any_name(tb, task["card"])


def resolve_window(
    tb: Tables, st: CivState, task: dict, answers: dict[int, str], ev: list[Event]
) -> list[dict]:
    """CV-29.5: conflicting reactions resolve in turn order from the active player; the first
    cancel wins, later answers change nothing."""
    player, name, ability, city = task["player"], task["card"], task.get("ability"), "city_act" in task
    for seat in [(player + i) % st.players for i in range(1, st.players)]:
        action = answers.get(seat, "pass")
        if action == "pass" or action not in cancel_options(tb, st, seat, player, name, bool(ability), city):
            continue
        if verb_of(action) == "card":
            held = culture.card_at(tb, int(action.split(":")[1])).name
            culture.take_from_hand(tb, st, seat, held)
            used = names.culture_card(tb, held)
        elif verb_of(action) == "abg":
            _, tech_i, i, card_i = action.split(":")
            tech, gift = list(tb.techs)[int(tech_i)], culture.card_at(tb, int(card_i)).name
            events.pay_with_gift(tb, st, seat, tech, int(i), gift, ev)
            used = tr("a spy", "szpiega")
        elif verb_of(action) == "abm":
            abilities.pay_with_marker(tb, st, seat, action, ev)
            used = tr("a spy", "szpiega")
        else:
            abilities.use_ability(tb, st, seat, action, ev, window=False)
            used = tr("a spy", "szpiega")
        if isinstance(used, str):
            used = tr(used)
        source = window_source(tb, st, task)
        ev.append(
            Event(
                text=tr(
                    f"{seat_name(seat).en} cancels {source.en} with {used.en}.",
                    f"{seat_name(seat).pl} anuluje: {source.pl} ({used.pl}).",
                )
            )
        )
        return []  # a cancelled ability's resources stay spent
    if ability:
        return abilities.ability_steps(tb, st, player, ability)
    if city:
        return [{"k": "city_go", "who": player, "city": task["city"], "chosen": task["city_act"]}]
    return events.effect_tasks(tb, st, player, name, ev)
