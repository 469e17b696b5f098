"""Culture decisions: advancing on the culture track (CV-15.2), playing culture event cards in
their window (CV-16.2), discarding down to the hand limit (CV-16.5), reaction windows (CV-30.6)
and the targets of events and obsoleting abilities (CV-27). Prompts that show a hand are private."""

from __future__ import annotations

from engines.base import Event
from engines.civilization import combat, culture, events, names, rules, windows
from engines.civilization.decisions.common import CivDecision, push
from engines.civilization.texts import seat_name, tr
from engines.kit.codec import verb_of

NO_CARD = "no_card"  # the culture card window's pass (asked even when it is the only choice)
TIMING_TEXT = {
    "start_of_turn": tr("Start of Turn", "Początek tury"),
    "city_management": tr("City Management", "Zarządzanie miastami"),
    "movement": tr("Movement", "Ruch"),
    "battle": tr("Before your battle forces are drawn", "Przed dobraniem sił bitewnych"),
}


class CultureTrack(CivDecision):
    """After its cities' actions a player may advance any number of spaces, one at a time."""

    kind = "culture_track"

    def choices(self, st, task):
        return ["advance", "done"] if culture.can_advance(self.tb, st, task["who"]) else ["done"]

    def resolve(self, st, task, action, ev):
        if action == "done":
            return
        seat = task["who"]
        push(st, task)
        push(st, *culture.advance(self.tb, st, seat, ev))

    def question(self, st, task):
        civ = st.civs[task["who"]]
        return tr(
            f"Culture track: you are on space {civ.culture_space} with {civ.culture} culture and {civ.trade} trade.",
            f"Tor kultury: jesteś na polu {civ.culture_space}, masz {civ.culture} kultury i {civ.trade} handlu.",
        )

    def label(self, st, task, action):
        if action == "done":
            return tr("Done", "Gotowe")
        space = st.civs[task["who"]].culture_space + 1
        c, t = culture.space_cost(self.tb, space)
        reward = {
            "culture_event": tr("a culture event card", "karta wydarzenia kulturalnego"),
            "great_person": tr("a great person", "wielka postać"),
            "victory": tr("culture victory", "zwycięstwo kulturowe"),
        }[self.tb.track[space].type]
        pay = tr(
            f"{c} culture" + (f" + {t} trade" if t else ""), f"{c} kultury" + (f" + {t} handlu" if t else "")
        )
        return tr(
            f"Advance to space {space} ({pay.en}): {reward.en}",
            f"Wejdź na pole {space} ({pay.pl}): {reward.pl}",
        )

    def hint(self, st, task, ids, seat):
        return "advance" if "advance" in ids else "done"


class PlayCards(CivDecision):
    """A player's window for culture event cards of one timing (CV-6.5, CV-16.2).

    Whether the window opens depends on public facts only: it opens whenever the player holds any
    culture card, playable or not, so a stop never tells the table what the hand holds. Its pass
    is `NO_CARD`, not the machine's passive "pass", so a hand with nothing playable still stops."""

    kind = "culture_cards"
    private = True

    def choices(self, st, task):
        seat = task["who"]
        if not st.civs[seat].hand:
            return []
        names = culture.playable_cards(self.tb, st, seat, task["timing"])
        ids = [
            f"play:{culture.card_index(self.tb, n)}" for n in names if events.can_play(self.tb, st, seat, n)
        ]
        return [*ids, NO_CARD]

    def resolve(self, st, task, action, ev):
        if action == NO_CARD:
            return
        seat = task["who"]
        push(st, task)
        name = culture.card_at(self.tb, int(action.split(":")[1])).name
        push(st, *events.play(self.tb, st, seat, name, ev))

    def question(self, st, task):
        when = TIMING_TEXT[task["timing"]]
        return tr(
            f"{when.en}: play a culture event card?", f"{when.pl}: zagrać kartę wydarzenia kulturalnego?"
        )

    def label(self, st, task, action):
        if action == NO_CARD:
            return tr("No card", "Bez karty")
        key = culture.card_at(self.tb, int(action.split(":")[1])).name
        card, effect = names.culture_card(self.tb, key), names.card_effect(self.tb, key)
        return tr(f"{card.en}: {effect.en}"[:95], f"{card.pl}: {effect.pl}"[:95])

    def hint(self, st, task, ids, seat):
        return ids[0]


class FreeUnit(CivDecision):
    """Duty and Honor, Nationalism, Patriotism: units built for free, one pick at a time, from the
    unlocked types whose deck still has a card ("up to": the player may stop)."""

    kind = "free_unit"
    auto_single = True

    def choices(self, st, task):
        ids = [f"unit:{k}" for k in events.unit_kinds(st, task["who"])]
        return [*ids, "done"] if ids and task["up_to"] else ids

    def resolve(self, st, task, action, ev):
        if action == "done":
            return
        seat, kind = task["who"], action.split(":")[1]
        card = combat.draw_unit(st, kind)
        rules.update(st, seat, standing=[*st.civs[seat].standing, card])
        unit = names.unit(self.tb, kind)
        ev.append(
            Event(
                text=tr(
                    f"{seat_name(seat).en} builds a free {unit.en} unit.",
                    f"{seat_name(seat).pl} buduje darmową jednostkę: {unit.pl}.",
                )
            )
        )
        if task["left"] > 1:
            push(st, {**task, "left": task["left"] - 1})

    def question(self, st, task):
        return tr(
            f"Build a free unit ({task['left']} left).",
            f"Zbuduj darmową jednostkę (zostało: {task['left']}).",
        )

    def label(self, st, task, action):
        if action == "done":
            return tr("No more", "Nic więcej")
        en, pl = combat.UNIT_NAMES[action.split(":")[1]]
        return tr(en, pl)

    def hint(self, st, task, ids, seat):
        """The type at the highest rank."""
        ranks = st.civs[seat].ranks
        units = [a for a in ids if a != "done"]
        return max(units, key=lambda a: ranks.get(a.split(":")[1], 1)) if units else "done"


class DiscardCard(CivDecision):
    """CV-16.5: above the hand limit, the player discards down, choosing the cards."""

    kind = "culture_discard"
    private = True
    auto_single = True

    def choices(self, st, task):
        names = sorted(set(st.civs[task["who"]].hand))
        return [f"drop:{culture.card_index(self.tb, n)}" for n in names]

    def resolve(self, st, task, action, ev):
        seat = task["who"]
        culture.take_from_hand(self.tb, st, seat, culture.card_at(self.tb, int(action.split(":")[1])).name)
        ev.append(
            Event(
                text=tr(
                    f"{seat_name(seat).en} discards a culture event card.",
                    f"{seat_name(seat).pl} odrzuca kartę wydarzenia kulturalnego.",
                )
            )
        )
        push(st, *culture.over_limit(self.tb, st, seat))

    def question(self, st, task):
        return tr(
            "Your culture hand is over its limit: which card do you discard?",
            "Masz za dużo kart wydarzeń kulturalnych: którą odrzucasz?",
        )

    def label(self, st, task, action):
        card = culture.card_at(self.tb, int(action.split(":")[1]))
        name = names.culture_card(self.tb, card.name)
        return tr(f"{name.en} ({card.deck})", f"{name.pl} ({card.deck})")

    def hint(self, st, task, ids, seat):
        """Drop a card of the cheapest deck first."""

        def keep(action):
            card = culture.card_at(self.tb, int(action.split(":")[1]))
            return card.deck

        return min(ids, key=keep)


class React(CivDecision):
    """CV-30.6: after an announced culture event, each player who could cancel it answers
    privately; the window closes when all have answered (a timeout is a pass)."""

    kind = "react"
    simultaneous = True
    private = True

    def choices(self, st, task):
        return ["pass"]

    def choices_for(self, st, task, seat):
        ability, city = "ability" in task, "city_act" in task
        options = windows.cancel_options(self.tb, st, seat, task["player"], task["card"], ability, city)
        return [*options, "pass"]

    def resolve_all(self, st, task, answers, ev):
        push(st, *windows.resolve_window(self.tb, st, task, answers, ev))

    def question(self, st, task):
        verb = tr("uses the ability of", "używa zdolności:") if "ability" in task else tr("plays", "zagrywa")
        if "city_act" in task:
            verb = tr("takes an action with", "wykonuje akcję:")
        return tr(
            f"{seat_name(task['player']).en} {verb.en} {windows.window_source(self.tb, st, task).en}. Cancel it?",
            f"{seat_name(task['player']).pl} {verb.pl} {windows.window_source(self.tb, st, task).pl}. Anulować?",
        )

    def label(self, st, task, action):
        if action == "pass":
            return tr("Let it happen", "Nie reaguj")
        if verb_of(action) == "card":
            card = names.culture_card(self.tb, culture.card_at(self.tb, int(action.split(":")[1])).name)
            return tr(f"Cancel with {card.en}", f"Anuluj kartą {card.pl}")
        if verb_of(action) == "abg":
            card = names.culture_card(self.tb, culture.card_at(self.tb, int(action.split(":")[3])).name)
            return tr(f"Cancel with a spy paid by {card.en}", f"Anuluj szpiegiem opłaconym kartą {card.pl}")
        if verb_of(action) == "abm":
            return tr("Cancel with a spy (your spy marker)", "Anuluj szpiegiem (twój znacznik szpiega)")
        return tr("Cancel with a spy (a tech's ability)", "Anuluj szpiegiem (zdolność technologii)")

    def hint(self, st, task, ids, seat):
        if "ability" in task or "city_act" in task:
            return "pass"
        return ids[0] if events.hostile(self.tb, task["card"]) else "pass"


class EventPick(CivDecision):
    """The target of a culture event or an obsoleting ability, stage by stage."""

    kind = "event_pick"
    auto_single = True

    def choices(self, st, task):
        return events.targets(self.tb, st, task)

    def resolve(self, st, task, action, ev):
        push(st, *events.pick(self.tb, st, task, action, ev))

    def question(self, st, task):
        source = names.any_name(self.tb, task["card"])
        return tr(f"{source.en}: choose the target.", f"{source.pl}: wybierz cel.")

    def label(self, st, task, action):
        return events.target_label(self.tb, st, task, action)

    def hint(self, st, task, ids, seat):
        """Never obsolete one's own wonder nor destroy one's own building when there is another choice;
        a disaster goes to another player's outskirts when it can, never to one's own."""
        good = [a for a in ids if not events.own_target(self.tb, st, seat, a)]
        if task["op"] == "disaster":
            owners = {a: events.outskirts_owners(st, events.parse_sq(a)) for a in ids}
            hurt = [a for a in ids if owners[a] - {seat}]
            good = hurt or [a for a in ids if not owners[a]]
        return good[0] if good else ids[0]


def free_advance(tb):
    """Automatic step: a free advance on the track (Rome, CV-15.2.5)."""

    def run(st, task, ev):
        push(st, *culture.advance(tb, st, task["seat"], ev, free=True))

    return run
