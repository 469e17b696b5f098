"""What the decision families share: the data, labels of action ids, the heuristic's value."""

from __future__ import annotations

from engines.base import Text, count_of, join_texts, tr
from engines.kit import codec
from engines.kit.tasks import Decision
from engines.through_ages import actions, board
from engines.through_ages.data import GameData
from engines.through_ages.state import TtaState, card_of


class TtaDecision(Decision):
    def __init__(self, g: GameData):
        self.g = g

    def name(self, cid: str) -> Text:
        return self.g.card[card_of(cid)].title

    def label(self, st, task, action):
        return action_label(self.g, st, task["who"], action)


def action_label(g: GameData, st: TtaState, p: int, action: str) -> Text:
    verb, args = codec.decode(action)

    def n(i: int) -> Text:
        return g.card[card_of(args[i])].title

    if verb == "take":
        space = int(args[0]) - 1
        cost = actions.take_cost(g, st, p, space) if st.row[space] else 0
        return (
            tr("Take ", "Weź ") + g.card[st.row[space]].title + tr(f" ({cost} civil)", f" ({cost} cyw.)")
            if st.row[space]
            else tr("?")
        )
    labels = {
        "pop": lambda: tr("Increase population", "Zwiększ populację"),
        "build": lambda: tr("Build ", "Zbuduj ") + n(0),
        "up": lambda: tr("Upgrade ", "Ulepsz ") + n(0) + tr(" → ") + n(1),
        "destroy": lambda: tr("Destroy ", "Zburz ") + n(0),
        "disband": lambda: tr("Disband ", "Rozwiąż ") + n(0),
        "dev": lambda: tr("Develop ", "Wynajdź ") + n(0),
        "rev": lambda: tr("Revolution: ", "Rewolucja: ") + n(0),
        "leader": lambda: (
            tr("Play leader ", "Zagraj lidera ")
            + n(0)
            + (tr(" (Homer under ", " (Homer pod ") + n(1) + tr(")") if len(args) > 1 else tr(""))
        ),
        "columbus": lambda: tr("Christopher Columbus colonizes ", "Krzysztof Kolumb kolonizuje ") + n(0),
        "alexander": lambda: tr(
            "Remove Alexander the Great: +1 yellow token", "Usuń Aleksandra Wielkiego: +1 żółty znacznik"
        ),
        "play": lambda: tr("Play ", "Zagraj ") + n(0),
        "stage": lambda: (
            tr("Build ", "Zbuduj ")
            + count_of(
                int(args[0]), ("wonder stage", "wonder stages"), ("etap cudu", "etapy cudu", "etapów cudu")
            )
        ),
        "tactic": lambda: tr("Play tactic ", "Zagraj taktykę ") + n(0),
        "copy": lambda: tr("Copy tactic ", "Skopiuj taktykę ") + n(0),
        "recruit": lambda: tr("Increase population and build ", "Zwiększ populację i zbuduj ") + n(0),
        "bach": lambda: tr("Turn ", "Przebuduj ") + n(0) + tr(" into ", " na ") + n(1),
        "liner": lambda: tr("Increase population for free", "Zwiększ populację za darmo"),
        "leaderuse": lambda: churchill_label(g, st, p, int(args[0])),
        "done": lambda: tr("End your actions", "Zakończ akcje"),
        "pass": lambda: tr("Pass", "Pas"),
        "skip": lambda: tr("Skip", "Pomiń"),
        "prepare": lambda: tr("Prepare ", "Zaplanuj ") + n(0),
        "discard": lambda: tr("Discard ", "Odrzuć ") + n(0),
        "bid": lambda: tr(f"Bid {args[0]}", f"Licytuj {args[0]}"),
        "unit": lambda: tr("Sacrifice ", "Poświęć ") + n(0),
        "bonus": lambda: tr("Play bonus card ", "Zagraj bonusową kartę ") + n(0),
        "opt": lambda: tr(f"Option {int(args[0]) + 1}", f"Opcja {int(args[0]) + 1}"),
        "mix": lambda: (
            tr(f"{args[0]} food, ", f"{args[0]} żywności, ")
            + count_of(int(args[1]), ("resource", "resources"), ("surowiec", "surowce", "surowców"))
        ),
        "colony": lambda: tr("Give up ", "Oddaj ") + n(0),
        "wonder": lambda: tr("Turn down ", "Odwróć ") + n(0),
    }
    make = labels.get(verb)
    if make is None and st.reminders:
        from engines.through_ages.lw_actions import label as lw_label

        found = lw_label(g, st, p, action)  # New Leaders and Wonders
        if found is not None:
            return found
    if make is None:
        from engines.through_ages.pacts import label

        return label(g, action) or tr(action)
    return make()


def churchill_label(g: GameData, st: TtaState, p: int, i: int) -> Text:
    from engines.through_ages.decisions.choices import amount_text

    steps = board.steps_of(g, st, p, "turn_choice")
    if not steps:
        return tr("Use your leader", "Użyj lidera")
    parts = [amount_text(k, v) for s in steps[0]["options"][i] for k, v in s.items() if k != "op"]
    return tr("Leader: gain ", "Lider: zyskaj ") + join_texts(parts)


def value(g: GameData, st: TtaState, p: int) -> float:
    """The heuristic agent's worth of a civilization: points now plus rates for the rest of the
    game."""
    turns_left = {"A": 12, "I": 10, "II": 7, "III": 4, "IV": 1}[st.age]
    rate = min(turns_left, 8)
    v = st.culture[p] + 0.4 * st.science[p]
    v += rate * (board.culture_rating(g, st, p) + 0.5 * board.science_rating(g, st, p))
    v += 0.9 * rate * (board.food_production(g, st, p) - board.consumption(g, st, p))
    v += 0.8 * rate * (board.resource_production(g, st, p) - board.corruption(g, st, p))
    v += 0.5 * (board.stock(g, st, p, "food") + board.stock(g, st, p, "resources"))
    v += 0.6 * board.strength_rating(g, st, p) + 2 * board.civil_total(g, st, p)
    v += 1.5 * board.population(st, p) if st.age not in ("III", "IV") else 0
    v -= 6 * max(0, board.discontent(g, st, p) - st.idle[p])
    v += 1.5 * len(st.hand[p]) + 0.5 * len(st.military_hand[p])
    # developed technologies open better buildings: worth more early, and more by level
    v += sum(2 + 2 * g.card[c].level for c in st.techs[p] if g.card[c].level > 0) * rate / 8
    v += 3 * g.card[st.government[p]].level * rate / 8
    if st.wonder[p]:
        v += 2.5 * st.wonder_stages[p]
    v += 4 * len(st.wonders[p]) + (3 if st.leader[p] else 0)
    return v
