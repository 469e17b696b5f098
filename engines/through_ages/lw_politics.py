"""New Leaders and Wonders in the Politics Phase and in aggressions: preparing events (Confucius,
Eleanor of Aquitaine, Nostradamus, TA-45.4, TA-46.6, TA-46.10), the leaders' and wonders' political
options (Catherine the Great, the Olympic Games, Ian Fleming, the United Nations, the Suez Canal)
and Nostradamus' defence (TA-46.7)."""

from __future__ import annotations

from engines.base import Event, seat_name, tr
from engines.kit import codec
from engines.kit.clone import own
from engines.through_ages import board, lw_board, rules
from engines.through_ages.data import GameData
from engines.through_ages.state import TtaState, card_of, seat_add, seat_list, seat_put

has = lw_board.has

# ---------------------------------------------------------------- the politics phase


def prepare_choices(g: GameData, st: TtaState, p: int) -> list[str]:
    """Confucius: any military card may be prepared as an event (TA-45.4)."""
    if not (st.reminders and has(g, st, p, "any_event")):
        return []
    seen, out = set(), []
    for inst in st.military_hand[p]:
        card = g.card[card_of(inst)]
        if card.kind not in ("event", "territory") and card.id not in seen:
            seen.add(card.id)
            out.append(codec.encode("prepare", inst))
    return out


def on_prepare(g: GameData, st: TtaState, p: int, inst: str, ev: list[Event]) -> None:
    """Confucius' science, Nostradamus' culture, Eleanor's cards; an opponent with Nostradamus in
    play looks at the event (TA-46.6): a message for that player alone, which stays in the log, so
    it may be read again after Nostradamus left play."""
    if not st.reminders:
        return
    card = g.card[card_of(inst)]
    for q in range(st.players):
        if q != p and has(g, st, q, "weak_shield"):
            show(st, q, [inst], "TA-46.6")
            ev.append(Event(text=tr("Nostradamus: ", "Nostradamus: ") + seat_name(p)
                            + tr(" prepared ", " zaplanował(a) ") + card.title + tr("."), seats=[q], board=False))  # fmt: skip
    if has(g, st, p, "prepare_science"):
        rules.add_points(st, p, science=1)
    if has(g, st, p, "prepare_culture"):
        rules.add_points(st, p, culture=3)  # Nostradamus
    if has(g, st, p, "prepare_draw"):
        from engines.through_ages import run

        run.draw_military(st, p, 2)  # Eleanor of Aquitaine


def confucius_event(g: GameData, inst: str) -> list[dict] | None:
    """TA-45.4: a non-event card prepared through Confucius resolves as 'every civilization gains
    1 science'."""
    if g.card[card_of(inst)].kind in ("event", "territory"):
        return None
    return [{"op": "each", "steps": [{"op": "gain", "science": 1}]}]


def politics_choices(g: GameData, st: TtaState, p: int) -> list[str]:
    out = []
    if not st.reminders:
        return out
    if has(g, st, p, "spy") and "spied" not in st.flags:  # TA-48.9: not a political action
        out += [
            codec.encode("spy", q)
            for q in range(st.players)
            if q not in (p, st.spied[p]) and q not in st.resigned
        ]
    if has(g, st, p, "un_wonder") and "un" not in st.used_once[p]:  # TA-48.11, TA-Q38
        seen = set()
        for inst in st.military_hand[p]:
            card = g.card[card_of(inst)]
            if card.kind == "event" and card.age == "III" and card.id not in seen:
                seen.add(card.id)
                out.append(codec.encode("unevent", inst))
    if has(g, st, p, "colonize_from_hand") and "suez" not in st.used_once[p] and st.age != "IV":  # TA-Q18
        seen = set()
        for inst in st.military_hand[p]:
            card = g.card[card_of(inst)]
            if card.kind == "territory" and card.id not in seen:
                seen.add(card.id)
                out.append(codec.encode("suez", inst))
    if has(g, st, p, "catherine") and "catherine" not in st.used_once[p] and weaker(g, st, p):
        out.append("catherine")
    if has(g, st, p, "olympics") and "olympics" not in st.used_once[p]:
        out.append("olympics")
    return out


def weaker(g: GameData, st: TtaState, p: int) -> list[int]:
    mine = board.strength_rating(g, st, p)
    return [
        q
        for q in range(st.players)
        if q != p and q not in st.resigned and board.strength_rating(g, st, q) < mine
    ]


def politics_resolve(g: GameData, st: TtaState, p: int, action: str, ev: list[Event]) -> bool:
    """Catherine the Great (once per game, the political action) and the Olympic Games (once
    per game, no political action, TA-48.1). Returns whether the action was one of these."""
    if action == "catherine":
        own(st, "used_once")[p] = [*st.used_once[p], "catherine"]
        victims = weaker(g, st, p)
        if st.players - len(st.resigned) == 2:
            q = victims[0]
            k = min(1, st.yellow[q])
            seat_add(st, "yellow", q, -k)
            seat_add(st, "yellow", p, k)
        else:
            lost = 0
            for q in victims:
                if st.yellow[q] > 0:
                    seat_add(st, "yellow", q, -1)
                    lost += 1
            if lost >= (1 if st.players == 3 else 2):
                seat_add(st, "yellow", p, 1)
        ev.append(
            Event(text=seat_name(p) + tr(" uses Catherine the Great.", " używa Katarzyny II Wielkiej."))
        )
        return True
    verb, args = codec.decode(action)
    if verb == "spy":
        q = int(args[0])
        own(st, "flags").append("spied")
        seat_put(st, "spied", p, q)
        show(st, p, st.military_hand[q], "TA-48.9")
        ev.append(Event(text=tr("Ian Fleming: ", "Ian Fleming: ") + seat_name(q) + tr(": ")
                        + hand_titles(g, st.military_hand[q]) + tr("."), seats=[p], board=False))  # fmt: skip
        ev.append(Event(text=seat_name(p) + tr(" uses Ian Fleming on ", " używa Iana Fleminga wobec ")
                        + seat_name(q) + tr("."), board=False))  # fmt: skip
        return True
    if verb == "unevent":
        from engines.kit.tasks import Machine

        own(st, "used_once")[p] = [*st.used_once[p], "un"]
        card = g.card[card_of(args[0])]
        st.political_done = True
        ev.append(
            Event(text=seat_name(p) + tr(" uses the United Nations: ", " używa ONZ: ") + card.title + tr("."))
        )
        Machine.push(st, [{"k": "run", "p": p, "steps": card.steps}])  # the card stays in hand
        return True
    if verb == "suez":
        from engines.through_ages.decisions.politics import colonize

        own(st, "used_once")[p] = [*st.used_once[p], "suez"]
        seat_list(st, "military_hand", p).remove(args[0])
        st.political_done = True
        colonize(g, st, p, {"units": [], "card": args[0]}, ev)
        return True
    if action == "olympics":
        own(st, "used_once")[p] = [*st.used_once[p], "olympics"]
        st.olympics = p
        rules.add_points(st, p, culture=8)
        ev.append(Event(text=seat_name(p) + tr(" declares the Olympic Games (+8 culture).",
                                               " ogłasza igrzyska olimpijskie (+8 kultury).")))  # fmt: skip
        return True
    return False


def attack_penalty(st: TtaState, p: int) -> None:
    """TA-48.2: while the Olympic Games run, an aggression or a war costs 8 culture."""
    if st.olympics is not None:
        rules.add_points(st, p, culture=-8)


def shield(g: GameData, st: TtaState, q: int) -> int:
    """Nostradamus: +3 strength when defending against an aggression (TA-46.7, TA-Q17)."""
    return 3 if st.reminders and has(g, st, q, "weak_shield") else 0


def show(st: TtaState, p: int, cards: list[str], rule: str) -> None:
    """Record secret cards of another seat shown to p alone by `rule` (`Engine.revealed_to`)."""
    shown = [dict(x) for x in st.shown] or [{} for _ in range(st.players)]
    shown[p].update((c, rule) for c in cards)
    st.shown = shown


def hand_titles(g: GameData, hand: list[str]):
    """Ian Fleming's look (TA-48.9): the cards of the hand, by name, for his owner alone."""
    from engines.base import join_texts

    if not hand:
        return tr("no military cards", "brak kart militarnych")
    return join_texts([g.card[card_of(inst)].title for inst in sorted(hand)])


# ---------------------------------------------------------------- colonization


def prices(g: GameData, st: TtaState, p: int) -> list[int]:
    """Isabella I of Castile: resources for +1, +2, +3 colonization force."""
    found = lw_board.steps(g, st, p, "force_for_resources") if st.reminders else []
    return found[0]["prices"] if found else []


def bought_force(g: GameData, st: TtaState, p: int) -> int:
    """The most force p can buy now (for the auction's highest bid)."""
    have = board.stock(g, st, p, "resources")
    return sum(1 for price in prices(g, st, p) if price <= have)


def force_choices(g: GameData, st: TtaState, p: int, task: dict) -> list[str]:
    if task.get("bought"):
        return []
    have = board.stock(g, st, p, "resources")
    return [codec.encode("buyforce", k + 1) for k, price in enumerate(prices(g, st, p)) if price <= have]


def buy_force(g: GameData, st: TtaState, p: int, k: int) -> int:
    """Pay for +k force, once per colonization; returns k."""
    board.pay(g, st, p, "resources", prices(g, st, p)[k - 1])
    return k
