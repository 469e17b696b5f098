"""The Politics Phase (TA-9), colonization (TA-10), the military hand (TA-16.4, TA-24.1).

Every decision here shows cards of the secret military hand or numbers that depend on it, so each
prompt is private (TA-25.1, TA-31.1)."""

from __future__ import annotations

from engines.base import Event, count_of, seat_name, tr
from engines.kit import codec
from engines.kit.tasks import Machine
from engines.through_ages import (
    actions,
    aggression,
    board,
    flow,
    legal,
    lw_actions,
    lw_board,
    lw_politics,
    pacts,
    resign,
    rules,
    run,
)
from engines.through_ages.decisions.base import TtaDecision
from engines.through_ages.describe import MILITARY_CARDS, MILITARY_CARDS_PL
from engines.through_ages.in_play import reading
from engines.through_ages.state import card_of, seat_add, seat_list


class Politics(TtaDecision):
    """TA-9.1: at most one political action. In the peaceful game: preparing an event, and the
    leaders' political actions (Christopher Columbus, Alexander the Great); Julius Caesar allows a
    second one once per game."""

    kind = "politics"
    private = True

    def choices(self, st, task):
        with reading(st):  # strengths of several players are compared: their cards are read once
            return self._choices(st, task)

    def _choices(self, st, task):
        p = task["who"]
        out = []
        leader = self.g.ops[st.leader[p]] if st.leader[p] else {}
        distinct = board.first_copies(self.g, st.military_hand[p])  # read once for every kind of choice
        for inst, card in distinct:
            if card.kind in ("event", "territory"):
                out.append(f"prepare:{inst}")
                if card.kind == "territory" and "colonize_from_hand" in leader and st.age != "IV":
                    out.append(f"columbus:{inst}")
        if "remove_for_yellow" in leader:
            out.append("alexander")
        out += lw_politics.prepare_choices(self.g, st, p) + lw_politics.politics_choices(self.g, st, p)
        out += aggression.political_choices(self.g, st, p, distinct)
        if aggression.full_game(st):
            out += pacts.political_choices(self.g, st, p, distinct)
        if resign.may_resign(st):
            out.append("resign")  # TA-14.1
        if not out and not st.military_hand[p]:
            return ["skip"]  # nothing to do, and the table knows it: the hand is empty
        # TA-25.1: with cards in hand the window opens even if none can be played, so whether it
        # opens tells nothing about which cards they are
        return out + ["pass"]

    def resolve(self, st, task, action, ev):
        p = task["who"]
        if action in ("pass", "skip"):
            return
        if action == "olympics" or action.startswith("spy:"):  # TA-48.1, TA-48.9: no political action
            lw_politics.politics_resolve(self.g, st, p, action, ev)
            Machine.push(st, [task])
            return
        leader = self.g.ops[st.leader[p]] if st.leader[p] else {}
        if "two_political" in leader and not task.get("second"):  # TA-Q24: every turn
            Machine.push(st, [{"k": "politics", "who": p, "second": True, "every_turn": True}])
        elif task.get("every_turn"):
            pass
        elif task.get("second"):
            seat_list(st, "used_once", p).append("caesar")
        elif (
            st.leader[p]
            and "second_political" in self.g.ops[st.leader[p]]
            and "caesar" not in st.used_once[p]
        ):
            Machine.push(st, [{"k": "politics", "who": p, "second": True}])
        if codec.verb_of(action) in ("aggress", "war"):
            Machine.push(st, aggression.play_attack(self.g, st, p, action, ev))  # TA-11, TA-12
            return
        if codec.verb_of(action) == "pact":
            Machine.push(st, pacts.offer(self.g, st, p, action, ev))  # TA-13.2
            return
        if action == "resign":
            resign.resign(self.g, st, p, ev)
            return
        if lw_politics.politics_resolve(self.g, st, p, action, ev):
            return
        if codec.verb_of(action) == "cancel":
            pacts.cancel(self.g, st, p, action, ev)  # TA-13.6
            return
        if action == "alexander":
            rules.remove_leader(self.g, st, p)
            rules.add_yellow(st, p, 1)
            ev.append(
                Event(
                    text=seat_name(p)
                    + tr(
                        " retires Alexander the Great (+1 yellow token).",
                        " odsyła Aleksandra Wielkiego (+1 żółty znacznik).",
                    )
                )
            )
            return
        if action.startswith("columbus:"):
            (inst,) = codec.parse(action, "columbus", str)
            rules.remove_leader(self.g, st, p)
            seat_list(st, "military_hand", p).remove(inst)
            colonize(self.g, st, p, {"units": [], "card": inst}, ev)
            return
        (inst,) = codec.parse(action, "prepare", str)
        seat_list(st, "military_hand", p).remove(inst)
        st.future_events = [*st.future_events, inst]
        st.prepared_by = [*st.prepared_by, p]
        level = self.g.tables["prepare_event_culture_by_age"][self.g.card[card_of(inst)].age]
        rules.add_points(st, p, culture=level)  # TA-9.3
        lw_politics.on_prepare(self.g, st, p, inst, ev)  # Confucius, Eleanor, Nostradamus
        ev.append(
            Event(
                text=seat_name(p)
                + tr(f" prepares an event (+{level} culture).", f" planuje wydarzenie (+{level} kultury).")
            )
        )
        st.political_done = True
        flow.reveal(self.g, st, ev)

    def question(self, st, task):
        return tr("Politics phase: prepare an event?", "Faza polityczna: zaplanować wydarzenie?")

    def hint(self, st, task, ids, seat):
        attack = aggression.attack_hint(self.g, st, ids, seat)
        if attack is not None:
            return attack
        offer = pacts.hint_offer(self.g, st, ids, seat)
        if offer is not None and not any(seat in (x["a"], x["b"]) for x in st.pacts):
            return offer
        for once in ("olympics", "catherine"):  # the new leaders' once-per-game actions (TA-47, TA-48)
            if once in ids:
                return once
        prepare = [a for a in ids if a.startswith("prepare:")]
        return max(prepare, key=lambda a: self.g.card[card_of(a.split(":")[1])].level) if prepare else "pass"


class TacticPick(TtaDecision):
    """TA-16.4: which tactic from the secret hand to play."""

    kind = "tactic_pick"
    private = True

    def choices(self, st, task):
        tactics = legal.playable_tactics(self.g, st, task["who"])
        return [*tactics, "back"]  # "back": the hand holds no tactic, or the player changed their mind

    def resolve(self, st, task, action, ev):
        if action != "back":  # the action phase goes on below this task
            actions.perform(self.g, st, task["who"], action, ev)

    def question(self, st, task):
        return tr("Which tactic do you play?", "Którą taktykę zagrywasz?")

    def label(self, st, task, action):
        if action == "back":
            return tr("Back to the actions", "Wróć do akcji")
        return super().label(st, task, action)

    def hint(self, st, task, ids, seat):
        tactics = [a for a in ids if a != "back"]
        if not tactics:
            return "back"
        units = board.unit_levels(self.g, st, seat)
        return max(tactics, key=lambda a: board.army_strength(self.g.card[card_of(a.split(":")[1])], units))


class Discard(TtaDecision):
    """TA-24.1: discard down to the military hand limit, one card at a time."""

    kind = "discard"
    private = True
    auto_single = True  # one choice: one card in hand (instance ids are all distinct), a public fact

    def choices(self, st, task):
        return [codec.encode("discard", inst) for inst in dict.fromkeys(st.military_hand[task["who"]])]

    def resolve(self, st, task, action, ev):
        (inst,) = codec.parse(action, "discard", str)
        run.discard_military(st, task["who"], inst)
        if task["left"] > 1:
            Machine.push(st, [{**task, "left": task["left"] - 1}])

    def question(self, st, task):
        return tr("Discard ", "Odrzuć ") + count_of(task["left"], MILITARY_CARDS, MILITARY_CARDS_PL) + tr(".")

    def hint(self, st, task, ids, seat):
        return min(ids, key=lambda a: self.g.card[card_of(a.split(":")[1])].level)


class DiscardSome(Discard):
    """Politics of Strength: the weakest discards cards of its choice."""

    kind = "discard_some"

    def choices(self, st, task):
        return super().choices(st, task) if task["left"] > 0 else []


# ---------------------------------------------------------------- colonization (TA-10)


def force_of(g, st, p, units: list[str], extras: int) -> int:
    """TA-10.3: the sacrificed units' strength, the armies they form, colonization modifiers of
    cards in play and bonus cards."""
    if not units:
        return 0
    levels = {t: [] for t in ("infantry", "cavalry", "artillery", "air_force")}
    strength = 0
    for cid in units:
        card = g.card[cid]
        levels[card.type].append(card.level)
        strength += board.yields(card).get("strength", 0)
    tactic = board.tactic_card(g, st, p)
    if tactic is not None:
        iac = board.has(g, st, p, "infantry_as_cavalry")
        strength += lw_board.colony_armies(g, st, p, tactic, levels, iac)  # Marlene Dietrich (TA-48.5)
    return strength + board.modifier(g, st, p, "colonization") + extras


def bonus_value(g, inst: str) -> int:
    card = g.card[card_of(inst)]
    return sum(s["colonization"] for s in card.steps if s["op"] == "military_bonus")


def cook_cards(g, st, p) -> int:
    return sum(s["cards"] for s in board.steps_of(g, st, p, "colonize_discard"))


def max_force(g, st, p) -> int:
    units = [c.id for c, n in board.buildings(g, st, p, "unit") for _ in range(n)]
    bonus = [i for i in st.military_hand[p] if bonus_value(g, i)]
    others = len(st.military_hand[p]) - len(bonus)
    extras = sum(bonus_value(g, i) for i in bonus) + min(others, cook_cards(g, st, p))
    extras += lw_politics.bought_force(g, st, p)  # Isabella I of Castile
    return force_of(g, st, p, units, extras)


class Bid(TtaDecision):
    """TA-10.1, TA-10.2: bid higher or pass for the rest of the auction, clockwise."""

    kind = "bid"
    private = True
    MAX_OPTIONS = 20

    def choices(self, st, task):
        if not board.buildings(self.g, st, task["who"], "unit"):
            return ["skip"]  # TA-10.3: no unit to send, as the table can see
        top = max_force(self.g, st, task["who"])
        low = task["high"] + 1
        # TA-25.1: the window opens for anyone with a unit, whatever bonus cards the hand holds
        return [codec.encode("bid", n) for n in range(low, min(top, low + self.MAX_OPTIONS - 1) + 1)] + [
            "pass"
        ]

    def resolve(self, st, task, action, ev):
        p = task["who"]
        left = list(task["left"])
        high, leader = task["high"], task["leader"]
        if action in ("pass", "skip"):
            left.remove(p)
            ev.append(Event(text=seat_name(p) + tr(" passes.", " pasuje.")))
        else:
            (high,) = codec.parse(action, "bid", int)
            leader = p
            ev.append(Event(text=seat_name(p) + tr(f" bids {high}.", f" licytuje {high}.")))
        if not left or (left == [leader]):
            if leader is not None:
                Machine.push(
                    st,
                    [
                        {
                            "k": "sacrifice",
                            "who": leader,
                            "card": task["card"],
                            "bid": high,
                            "units": [],
                            "extras": 0,
                        }
                    ],
                )
            return
        order = run.clockwise(st)
        nxt = next(q for q in order[order.index(p) + 1 :] + order if q in left and q != leader)
        Machine.push(st, [{**task, "who": nxt, "high": high, "leader": leader, "left": left}])

    def question(self, st, task):
        card = self.g.card[card_of(task["card"])]
        return (
            tr("Colonize ", "Kolonizacja: ")
            + card.title
            + tr(
                f": bid (highest so far {task['high']})?", f": licytujesz (najwyższa oferta {task['high']})?"
            )
        )

    def hint(self, st, task, ids, seat):
        bids = [a for a in ids if a.startswith("bid:")]
        return bids[0] if bids and st.age != "IV" and len(st.colonies[seat]) < 3 else "pass"


class Sacrifice(TtaDecision):
    """TA-10.3, TA-10.4: the winner sends units (at least one) and bonus cards until the force
    reaches the bid; sacrificed workers go to the yellow bank."""

    kind = "sacrifice"
    private = True

    def force(self, st, task) -> int:
        return force_of(self.g, st, task["who"], task["units"], task["extras"])

    def choices(self, st, task):
        p = task["who"]
        used: dict[str, int] = {}
        for cid in task["units"]:
            used[cid] = used.get(cid, 0) + 1
        out = [
            codec.encode("unit", c.id)
            for c, n in board.buildings(self.g, st, p, "unit")
            if n > used.get(c.id, 0)
        ]
        out += [
            codec.encode("bonus", i) for i in dict.fromkeys(st.military_hand[p]) if bonus_value(self.g, i)
        ]
        if task.get("discarded", 0) < cook_cards(self.g, st, p):
            out += [
                codec.encode("discard", i)
                for i in dict.fromkeys(st.military_hand[p])
                if not bonus_value(self.g, i)
            ]
        bought = lw_politics.force_choices(self.g, st, p, task)  # Isabella I of Castile
        if (
            lw_politics.prices(self.g, st, p)
            and not task.get("bought")
            and lw_actions.louvre_ready(self.g, st, p)
        ):
            bought.append("louvre")  # TA-Q35: resources for Isabella's force
        return out + bought

    def resolve(self, st, task, action, ev):
        p = task["who"]
        verb, args = codec.decode(action)
        task = dict(task)
        if verb == "unit":
            task["units"] = [*task["units"], args[0]]
        elif verb == "louvre":
            lw_actions.spend_louvre(self.g, st, p, ev)
        elif verb == "buyforce":
            task["extras"] += lw_politics.buy_force(self.g, st, p, int(args[0]))
            task["bought"] = True
        else:
            run.discard_military(st, p, args[0])
            task["extras"] += bonus_value(self.g, args[0]) if verb == "bonus" else 1
            if verb == "discard":
                task["discarded"] = task.get("discarded", 0) + 1
        if task["units"] and self.force(st, task) >= task["bid"]:
            colonize(self.g, st, p, task, ev)
        else:
            Machine.push(st, [task])

    def question(self, st, task):
        return tr(f"Send a colonization force of at least {task['bid']} (now {self.force(st, task)}).",
                  f"Wyślij siły kolonizacyjne co najmniej {task['bid']} (teraz {self.force(st, task)}).")  # fmt: skip

    def hint(self, st, task, ids, seat):
        units = [a for a in ids if a.startswith("unit:")]
        pool = units or [a for a in ids if not a.startswith("buyforce:") and a != "louvre"]
        if not pool:
            return min(ids)  # Isabella's force for resources, the cheapest first
        return min(pool, key=lambda a: self.g.card[card_of(a.split(":")[1])].level)


def colonize(g, st, p, task, ev) -> None:
    for cid in task["units"]:
        rules.set_workers(st, p, cid, -1)
        seat_add(st, "yellow", p, 1)  # TA-10.4
    inst = task["card"]
    card = g.card[card_of(inst)]
    seat_list(st, "colonies", p).append(card.id)
    if st.revealed == inst:
        st.revealed = None
    rules.enter_play(g, st, p, card)  # TA-10.5: permanent effects first, then the immediate one
    ev.append(Event(text=seat_name(p) + tr(" colonizes ", " kolonizuje ") + card.title + tr(".")))
    Machine.push(
        st, [{"k": "run", "p": p, "steps": s["steps"]} for s in card.steps if s["op"] == "on_colonize"]
    )
