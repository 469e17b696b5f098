"""Trade phase (CV-9.2, CV-30.5): offers between players as offer and accept, executed at once,
and trade-phase resource abilities."""

from __future__ import annotations

from engines.base import Event, Rng
from engines.civilization import abilities, culture, names, rules
from engines.civilization import effects as fx
from engines.civilization.decisions.common import CivDecision, push
from engines.civilization.decisions.pay import hidden_pay_label, open_hidden_pay
from engines.civilization.texts import seat_name, tr
from engines.kit.codec import verb_of

OFFERS_PER_TURN = 2  # offers a player may make in one Trade phase (keeps the phase finite)
ITEMS_PER_SIDE = 4  # items one side of an offer may hold (small prompts, no spam)
AMOUNTS = (1, 2, 3, 5, 8)


def totals(items: list[str]) -> tuple[int, int, list[str], list[str]]:
    """(trade, culture tokens, resource tokens, culture cards) of one side of an offer; a card is
    its index in the card list, or "any" for one taken at random from the hand."""
    trade = culture = 0
    res, cards = [], []
    for item in items:
        kind, value = item.split(".")
        if kind == "trade":
            trade += int(value)
        elif kind == "culture":
            culture += int(value)
        elif kind == "card":
            cards.append(value)
        else:
            res.append(value)
    return trade, culture, res, cards


# the ids of the amounts an offer may add, with their amounts, per prefix (OfferBuild's "give:"/"take:")
AMOUNT_IDS = {
    (prefix, kind): tuple((f"{prefix}{kind}.{n}", n) for n in AMOUNTS)
    for prefix in ("", "give:", "take:")
    for kind in ("trade", "culture")
}


def addable(tb, st, seat: int, items: list[str], own: bool, prefix: str = "") -> list[str]:
    """Items the seat could still add to its side of an offer (CV-9.2.2): trade, culture tokens,
    market resource tokens and culture event cards, as long as it holds them all. A player offers
    cards of its own hand by name (`own`); it asks for another's cards blind, at random. Each id
    starts with `prefix`."""
    if len(items) >= ITEMS_PER_SIDE:
        return []
    civ = st.civs[seat]
    trade, culture, res, cards = totals(items) if items else (0, 0, (), ())
    room = civ.trade - trade
    out = [a for a, n in AMOUNT_IDS[prefix, "trade"] if n <= room]
    room = civ.culture - culture
    out += [a for a, n in AMOUNT_IDS[prefix, "culture"] if n <= room]
    held = civ.resources
    if held:
        out += [f"{prefix}res.{r}" for r in sorted(set(held)) if res.count(r) < held.count(r)]
    if own:
        for name in sorted(set(civ.hand)):
            idx = str(tb.culture_index[name])
            if cards.count(idx) < civ.hand.count(name):
                out.append(f"{prefix}card.{idx}")
    elif len(cards) < len(civ.hand):
        out.append(f"{prefix}card.any")
    return out


def holds(tb, st, seat: int, items: list[str]) -> bool:
    civ = st.civs[seat]
    trade, culture, res, cards = totals(items)
    named = [tb.culture_cards[int(c)].name for c in cards if c != "any"]
    return (
        trade <= civ.trade
        and culture <= civ.culture
        and all(res.count(r) <= civ.resources.count(r) for r in res)
        and all(named.count(n) <= civ.hand.count(n) for n in named)
        and len(cards) <= len(civ.hand)
    )


def item_text(tb, item: str, private: bool = False):
    """One item; a named card only in the giver's own (private) prompt."""
    return tr(*item_words(tb, item, private))


def item_words(tb, item: str, private: bool = False) -> tuple[str, str]:
    """`item_text` as its English and Polish strings."""
    kind, value = item.split(".")
    if kind == "trade":
        return f"{value} trade", f"{value} handlu"
    if kind == "culture":
        return f"{value} culture", f"{value} kultury"
    if kind == "card" and value == "any":
        return "a culture card (at random)", "karta kultury (losowa)"
    if kind == "card":
        name = names.culture_card(tb, tb.culture_cards[int(value)].name) if private else None
        return (
            (f"culture card {name.en}", f"karta kultury {name.pl}")
            if name
            else ("a culture card", "karta kultury")
        )
    res = names.resource(tb, value)
    return f"1 {res.en}", f"1 × {res.pl}"


def side_text(tb, items: list[str], private: bool = False):
    return tr(*side_words(tb, items, private))


def side_words(tb, items: list[str], private: bool = False) -> tuple[str, str]:
    """One side of an offer, "3 trade, 1 silk", as its English and Polish strings."""
    if not items:
        return "nothing", "nic"
    trade, culture, res, cards = totals(items)
    parts = [item_words(tb, f"trade.{trade}")] if trade else []
    parts += [item_words(tb, f"culture.{culture}")] if culture else []
    parts += [item_words(tb, f"res.{r}") for r in res]
    parts += [item_words(tb, f"card.{c}", private) for c in cards]
    return ", ".join(p[0] for p in parts), ", ".join(p[1] for p in parts)


def transfer(tb, st, giver: int, taker: int, items: list[str]) -> None:
    trade, culture, res, cards = totals(items)
    if trade:
        rules.update(st, giver, trade=st.civs[giver].trade - trade)
        fx.add_trade(st, taker, trade, tb.data.constants.trade_dial_max)  # CV-9.2.5
    if culture:
        fx.add_culture(st, giver, -culture)
        fx.add_culture(st, taker, culture)
    if res:
        held = list(st.civs[giver].resources)
        for r in res:
            held.remove(r)
        rules.update(st, giver, resources=held)
        rules.update(st, taker, resources=[*st.civs[taker].resources, *res])
    if cards:
        hand = list(st.civs[giver].hand)
        moved = [tb.culture_cards[int(c)].name for c in cards if c != "any"]
        for name in moved:
            hand.remove(name)
        for _ in range(cards.count("any")):  # asked for blind: one at random (CV-30.1)
            moved.append(hand.pop(Rng(st).below(len(hand))))
        rules.update(st, giver, hand=hand)
        rules.update(st, taker, hand=[*st.civs[taker].hand, *moved])


class TradeTurn(CivDecision):
    kind = "trade"
    comes_back = True  # hidden pay's "back"

    def choices(self, st, task):
        seat = task["who"]
        ids = []
        if st.offers_made[seat] < OFFERS_PER_TURN:
            ids += [f"offer:{s}" for s in range(st.players) if s != seat]
        ids += abilities.ability_ids(self.tb, st, seat, "trade")
        ids += abilities.hidden_pay_ids(self.tb, st, seat, "trade")
        return [*ids, "done"]

    def resolve(self, st, task, action, ev):
        verb = verb_of(action)
        if verb == "done":
            return
        push(st, task)
        seat = task["who"]
        if verb == "offer":
            made = list(st.offers_made)
            made[seat] += 1
            st.offers_made = made
            push(
                st, {"k": "offer_build", "who": seat, "to": int(action.split(":")[1]), "give": [], "take": []}
            )
        elif verb == "abp":
            push(st, open_hidden_pay(st, seat, action))
        else:
            abilities.use_ability(self.tb, st, seat, action, ev)

    def question(self, st, task):
        return tr(
            "Trade phase: make an offer or a trade ability, or finish.",
            "Faza handlu: złóż ofertę, użyj zdolności albo zakończ.",
        )

    def label(self, st, task, action):
        verb = verb_of(action)
        if verb == "done":
            return tr("Done", "Gotowe")
        if verb == "offer":
            other = seat_name(int(action.split(":")[1]))
            return tr(f"Offer a deal to {other.en}", f"Zaproponuj wymianę: {other.pl}")
        if verb == "abp":
            return hidden_pay_label(self.tb, action)
        return abilities.ability_label(self.tb, action)

    def fixed_ids(self):
        return ["done", *(f"offer:{s}" for s in range(4)), *abilities.every_hidden_pay_id(self.tb)]

    def hint(self, st, task, ids, seat):
        return next((a for a in ids if a.startswith("ab:")), "done")


class OfferBuild(CivDecision):
    """An offer built item by item: what you give, what you ask for, then send it (CV-9.2, CV-30.5)."""

    kind = "offer_build"
    private = True  # the options name the cards of the player's own hand (CV-16.1)

    def __init__(self, tables):
        super().__init__(tables)
        # the label of every item an offer may add, built once (a prompt lists some ten of them)
        items = [f"{kind}.{n}" for kind in ("trade", "culture") for n in AMOUNTS]
        items += [f"res.{r}" for r in tables.data.resources.names]
        items += ["card.any", *(f"card.{i}" for i in range(len(tables.culture_cards)))]
        self.labels = {
            f"{verb}:{item}": self.item_label(verb, item) for verb in ("give", "take") for item in items
        }
        self.labels["send"] = tr("Send the offer", "Wyślij ofertę")
        self.labels["cancel"] = tr("Cancel the offer", "Anuluj ofertę")

    def choices(self, st, task):
        seat, other = task["who"], task["to"]
        ids = addable(self.tb, st, seat, task["give"], own=True, prefix="give:")
        ids += addable(self.tb, st, other, task["take"], own=False, prefix="take:")
        if task["give"] or task["take"]:
            ids.append("send")
        return [*ids, "cancel"]

    def allows(self, st, task, action):
        """`action in choices`, listing only the side of the offer the action adds to."""
        if action in ("cancel", "send"):
            return action == "cancel" or bool(task["give"] or task["take"])
        if action.startswith("give:"):
            return action[5:] in addable(self.tb, st, task["who"], task["give"], own=True)
        if action.startswith("take:"):
            return action[5:] in addable(self.tb, st, task["to"], task["take"], own=False)
        return False

    def resolve(self, st, task, action, ev):
        verb = verb_of(action)
        if verb == "cancel":
            return
        seat, other = task["who"], task["to"]
        if verb != "send":
            side = "give" if verb == "give" else "take"
            push(st, {**task, side: [*task[side], action.split(":")[1]]})
            return
        give, take = side_text(self.tb, task["give"]), side_text(self.tb, task["take"])
        ev.append(
            Event(
                text=tr(
                    f"{seat_name(seat).en} offers {seat_name(other).en} {give.en} for {take.en}.",
                    f"{seat_name(seat).pl} proponuje graczowi {seat_name(other).pl} wymianę. Daje: {give.pl}; w zamian: {take.pl}.",
                ),
                board=False,
            )
        )
        push(
            st, {"k": "offer_answer", "who": other, "from": seat, "give": task["give"], "take": task["take"]}
        )

    def question(self, st, task):
        (give, give_pl), (take, take_pl) = (
            side_words(self.tb, task["give"], True),
            side_words(self.tb, task["take"]),
        )
        to = seat_name(task["to"])
        return tr(
            f"Your offer to {to.en}: you give {give}, you get {take}. Add an item or send it.",
            f"Twoja oferta dla: {to.pl}: dajesz: {give_pl}; dostajesz: {take_pl}. Dodaj coś albo wyślij.",
        )

    def label(self, st, task, action):
        known = self.labels.get(action)
        return known if known is not None else self.item_label(verb_of(action), action.split(":")[1])

    def fixed_ids(self):
        return list(self.labels)

    def item_label(self, verb, item):
        text = item_text(self.tb, item, private=True)
        return (
            tr(f"Give {text.en}", f"Daj: {text.pl}")
            if verb == "give"
            else tr(f"Ask for {text.en}", f"Zażądaj: {text.pl}")
        )


class OfferAnswer(CivDecision):
    kind = "offer_answer"

    def choices(self, st, task):
        ok = holds(self.tb, st, task["from"], task["give"]) and holds(self.tb, st, task["who"], task["take"])
        return ["accept", "decline"] if ok else ["decline"]

    def resolve(self, st, task, action, ev):
        seat, other = task["who"], task["from"]
        if action == "accept":  # executed atomically (CV-30.5)
            transfer(self.tb, st, other, seat, task["give"])
            transfer(self.tb, st, seat, other, task["take"])
            # CV-9.2.4: a hand pushed over its limit is discarded down at once
            push(st, *culture.over_limit(self.tb, st, seat), *culture.over_limit(self.tb, st, other))
        word = tr("accepts", "przyjmuje") if action == "accept" else tr("declines", "odrzuca")
        ev.append(
            Event(
                text=tr(
                    f"{seat_name(seat).en} {word.en} the offer.", f"{seat_name(seat).pl} {word.pl} ofertę."
                )
            )
        )

    def question(self, st, task):
        give, take = side_text(self.tb, task["give"]), side_text(self.tb, task["take"])
        return tr(
            f"{seat_name(task['from']).en} offers you {give.en} for {take.en}.",
            f"{seat_name(task['from']).pl} proponuje ci wymianę. Daje: {give.pl}; w zamian: {take.pl}.",
        )

    def label(self, st, task, action):
        return tr("Accept", "Przyjmij") if action == "accept" else tr("Decline", "Odrzuć")

    def fixed_ids(self):
        return ["accept", "decline"]

    def hint(self, st, task, ids, seat):
        return "accept" if "accept" in ids and worth(task["give"]) > worth(task["take"]) else "decline"


def worth(items: list[str]) -> int:
    """A rough value for the heuristic agent: a resource token counts as 3 trade."""
    trade, culture, res, cards = totals(items)
    return trade + culture + 3 * (len(res) + len(cards))


class PickPlayer(CivDecision):
    """Another player of your choice gains trade (Horseback Riding's ability)."""

    kind = "pick_player"
    auto_single = True

    def choices(self, st, task):
        return [f"player:{s}" for s in range(st.players) if s != task["who"]]

    def resolve(self, st, task, action, ev):
        other = int(action.split(":")[1])
        fx.add_trade(st, other, task["amount"], self.tb.data.constants.trade_dial_max)

    def question(self, st, task):
        return tr(f"Who gains {task['amount']} trade?", f"Kto dostaje {task['amount']} handlu?")

    def label(self, st, task, action):
        return seat_name(int(action.split(":")[1]))
