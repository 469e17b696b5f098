"""Trade phase (CV-9.2, CV-30.5): offers between players as offer and accept, executed at once,
and trade-phase resource abilities."""

from __future__ import annotations

from engines.base import Event, seat_name, tr
from engines.civilization import abilities, rules
from engines.civilization import effects as fx
from engines.civilization.decisions.common import CivDecision, push
from engines.kit.codec import verb_of

OFFERS_PER_TURN = 2  # offers a player may make in one Trade phase (keeps the phase finite)
AMOUNTS = (1, 2, 3, 5, 8)


def bundles(st, seat: int) -> list[str]:
    """What a player could hand over (CV-9.2.2): trade, culture tokens, market resource tokens."""
    civ = st.civs[seat]
    out = [f"trade.{n}" for n in AMOUNTS if n <= civ.trade]
    out += [f"culture.{n}" for n in AMOUNTS if n <= civ.culture]
    out += [f"res.{r}" for r in sorted(set(civ.resources))]
    return out


def bundle_text(bundle: str):
    if bundle == "none":
        return tr("nothing", "nic")
    kind, value = bundle.split(".")
    if kind == "trade":
        return tr(f"{value} trade", f"{value} handlu")
    if kind == "culture":
        return tr(f"{value} culture", f"{value} kultury")
    return tr(f"1 {value}", f"1 × {value}")


def holds(st, seat: int, bundle: str) -> bool:
    return bundle == "none" or bundle in bundles(st, seat)


def transfer(tb, st, giver: int, taker: int, bundle: str) -> None:
    if bundle == "none":
        return
    kind, value = bundle.split(".")
    if kind == "trade":
        rules.update(st, giver, trade=st.civs[giver].trade - int(value))
        fx.add_trade(st, taker, int(value), tb.data.constants.trade_dial_max)  # CV-9.2.5
    elif kind == "culture":
        fx.add_culture(st, giver, -int(value))
        fx.add_culture(st, taker, int(value))
    else:
        held = list(st.civs[giver].resources)
        held.remove(value)
        rules.update(st, giver, resources=held)
        rules.update(st, taker, resources=[*st.civs[taker].resources, value])


class TradeTurn(CivDecision):
    kind = "trade"

    def choices(self, st, task):
        seat = task["who"]
        ids = []
        if st.offers_made[seat] < OFFERS_PER_TURN:
            ids += [f"offer:{s}" for s in range(st.players) if s != seat]
        ids += abilities.ability_ids(self.tb, st, seat, "trade")
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
            push(st, {"k": "offer_give", "who": seat, "to": int(action.split(":")[1])})
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
        return abilities.ability_label(self.tb, action)

    def hint(self, st, task, ids, seat):
        return next((a for a in ids if a.startswith("ab:")), "done")


class OfferGive(CivDecision):
    kind = "offer_give"

    def choices(self, st, task):
        return [f"give:{b}" for b in bundles(st, task["who"])] + ["give:none"]

    def resolve(self, st, task, action, ev):
        push(st, {"k": "offer_take", "who": task["who"], "to": task["to"], "give": action.split(":")[1]})

    def question(self, st, task):
        return tr("What do you give?", "Co dajesz?")

    def label(self, st, task, action):
        return bundle_text(action.split(":")[1])


class OfferTake(CivDecision):
    kind = "offer_take"

    def choices(self, st, task):
        ids = [f"take:{b}" for b in bundles(st, task["to"])]
        return ids if task["give"] == "none" else [*ids, "take:none"]

    def resolve(self, st, task, action, ev):
        take = action.split(":")[1]
        seat, other = task["who"], task["to"]
        ev.append(
            Event(
                text=tr(
                    f"{seat_name(seat).en} offers {seat_name(other).en} {bundle_text(task['give']).en} for {bundle_text(take).en}.",
                    f"{seat_name(seat).pl} proponuje graczowi {seat_name(other).pl}: {bundle_text(task['give']).pl} za {bundle_text(take).pl}.",
                ),
                board=False,
            )
        )
        push(st, {"k": "offer_answer", "who": other, "from": seat, "give": task["give"], "take": take})

    def question(self, st, task):
        return tr("What do you ask for in return?", "Czego chcesz w zamian?")

    def label(self, st, task, action):
        return bundle_text(action.split(":")[1])


class OfferAnswer(CivDecision):
    kind = "offer_answer"

    def choices(self, st, task):
        ok = holds(st, task["from"], task["give"]) and holds(st, task["who"], task["take"])
        return ["accept", "decline"] if ok else ["decline"]

    def resolve(self, st, task, action, ev):
        seat, other = task["who"], task["from"]
        if action == "accept":  # executed atomically (CV-30.5)
            transfer(self.tb, st, other, seat, task["give"])
            transfer(self.tb, st, seat, other, task["take"])
        word = tr("accepts", "przyjmuje") if action == "accept" else tr("declines", "odrzuca")
        ev.append(
            Event(
                text=tr(
                    f"{seat_name(seat).en} {word.en} the offer.", f"{seat_name(seat).pl} {word.pl} ofertę."
                )
            )
        )

    def question(self, st, task):
        give, take = bundle_text(task["give"]), bundle_text(task["take"])
        return tr(
            f"{seat_name(task['from']).en} offers you {give.en} for {take.en}.",
            f"{seat_name(task['from']).pl} oferuje ci {give.pl} za {take.pl}.",
        )

    def label(self, st, task, action):
        return tr("Accept", "Przyjmij") if action == "accept" else tr("Decline", "Odrzuć")

    def hint(self, st, task, ids, seat):
        return "accept" if "accept" in ids and worth(task["give"]) > worth(task["take"]) else "decline"


def worth(bundle: str) -> int:
    """A rough value for the heuristic agent: a resource token counts as 3 trade."""
    if bundle == "none":
        return 0
    kind, value = bundle.split(".")
    return 3 if kind == "res" else int(value)


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
