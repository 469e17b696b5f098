"""What the decision families share: the data, labels of action ids, the heuristic's value."""

from __future__ import annotations

from engines.base import MAX_ACTION_LEN, Option, Text, count_of, join_texts, tr
from engines.kit import codec
from engines.kit.tasks import Decision, MemoMachine
from engines.kit.trusted import fast_model
from engines.through_ages import actions, board
from engines.through_ages.data import GameData
from engines.through_ages.state import TtaState, card_of, copy_state
from engines.through_ages.texts import text


class TtaDecision(Decision):
    def __init__(self, g: GameData):
        self.g = g

    def allows(self, st, task, action):
        return handed_out(st, task, action) or action in self.choices(st, task)

    def name(self, cid: str) -> Text:
        return self.g.card[card_of(cid)].title

    def label(self, st, task, action):
        return action_label(self.g, st, task["who"], action)

    def prompt_options(self, st, task, ids):
        """The kit's options, built without validation: the engine made every id, label and
        detail itself (an id too long for a button is still refused by `Option`)."""
        return [
            fast_model(
                Option, {"id": a, "label": self.label(st, task, a), "detail": self.detail(st, task, a)}
            )
            if len(a) <= MAX_ACTION_LEN
            else Option(id=a, label=self.label(st, task, a), detail=self.detail(st, task, a))
            for a in ids
        ]


class TtaMachine(MemoMachine):
    """The kit's MemoMachine that also marks the legal ids it handed out to an agent, so that the
    agent's move, applied next to this very state, needs no second legal check (`handed_out`)."""

    def legal(self, st: TtaState, seat: int) -> list[str]:
        ids = super().legal(st, seat)
        private = st.__pydantic_private__
        if private is not None and private.get("_legal") is not None:
            private["_handed"] = private["_legal"]
        return ids

    def copy(self, st: TtaState) -> TtaState:
        return copy_state(st)


def handed_out(st: TtaState, task: dict, action: str) -> bool:
    """Whether `action` is one of the ids `TtaMachine.legal` handed out for this state object and
    its waiting task: it was computed from this position, so apply may skip its legal check. The
    marks are private attributes (never saved, dropped by the kit's clone); a position edited by
    hand after an agent listed its moves is the only case where this trusts an older list, and an
    agent's move on such a state was never promised a check."""
    private = st.__pydantic_private__
    if not private:
        return False
    memo = private.get("_handed")
    return memo is not None and memo is private.get("_legal") and memo[0] is task and action in memo[2]


def said(*pieces: Text | str | tuple[str, str]) -> Text:
    """One text from pieces in both languages (a Text, a (en, pl) pair, or a string for both),
    built once (a label is made for every button of every prompt)."""
    return text(*pieces)


def _take_label(g: GameData, st: TtaState, p: int, args: list[str]) -> Text:
    space = int(args[0]) - 1
    if not st.row[space]:
        return tr("?")
    cost = actions.take_cost(g, st, p, space)
    return said(("Take ", "Weź "), g.card[st.row[space]].title, (f" ({cost} civil)", f" ({cost} cyw.)"))


def _leader_label(g: GameData, st: TtaState, p: int, args: list[str]) -> Text:
    if len(args) > 1:
        return said(("Play leader ", "Zagraj lidera "), _n(g, args, 0), (" (Homer under ", " (Homer pod "),
                    _n(g, args, 1), ")")  # fmt: skip
    return said(("Play leader ", "Zagraj lidera "), _n(g, args, 0))


def _n(g: GameData, args: list[str], i: int) -> Text:
    return g.card[card_of(args[i])].title


def _named(en: str, pl: str):
    """A label: fixed words, then the first argument's card."""
    return lambda g, st, p, args: said((en, pl), _n(g, args, 0))


def _fixed(en: str, pl: str):
    return lambda g, st, p, args: tr(en, pl)


STAGES = (("wonder stage", "wonder stages"), ("etap cudu", "etapy cudu", "etapów cudu"))
RESOURCES = (("resource", "resources"), ("surowiec", "surowce", "surowców"))
# verb -> label(g, st, p, args)
LABELS = {
    "take": _take_label,
    "pop": _fixed("Increase population", "Zwiększ populację"),
    "build": _named("Build ", "Zbuduj "),
    "up": lambda g, st, p, a: said(("Upgrade ", "Ulepsz "), _n(g, a, 0), " → ", _n(g, a, 1)),
    "destroy": _named("Destroy ", "Zburz "),
    "disband": _named("Disband ", "Rozwiąż "),
    "dev": _named("Develop ", "Wynajdź "),
    "rev": _named("Revolution: ", "Rewolucja: "),
    "leader": _leader_label,
    "columbus": _named("Christopher Columbus colonizes ", "Krzysztof Kolumb kolonizuje "),
    "alexander": _fixed(
        "Remove Alexander the Great: +1 yellow token", "Usuń Aleksandra Wielkiego: +1 żółty znacznik"
    ),
    "play": _named("Play ", "Zagraj "),
    "stage": lambda g, st, p, a: said(("Build ", "Zbuduj "), count_of(int(a[0]), *STAGES)),
    "tactic": _named("Play tactic ", "Zagraj taktykę "),
    "copy": _named("Copy tactic ", "Skopiuj taktykę "),
    "recruit": _named("Increase population and build ", "Zwiększ populację i zbuduj "),
    "bach": lambda g, st, p, a: said(("Turn ", "Przebuduj "), _n(g, a, 0), (" into ", " na "), _n(g, a, 1)),
    "liner": _fixed("Increase population for free", "Zwiększ populację za darmo"),
    "leaderuse": lambda g, st, p, a: churchill_label(g, st, p, int(a[0])),
    "done": _fixed("End your actions", "Zakończ akcje"),
    "pass": _fixed("Pass", "Pas"),
    "skip": _fixed("Skip", "Pomiń"),
    "prepare": _named("Prepare ", "Zaplanuj "),
    "discard": _named("Discard ", "Odrzuć "),
    "bid": lambda g, st, p, a: tr(f"Bid {a[0]}", f"Licytuj {a[0]}"),
    "unit": _named("Sacrifice ", "Poświęć "),
    "bonus": _named("Play bonus card ", "Zagraj bonusową kartę "),
    "opt": lambda g, st, p, a: tr(f"Option {int(a[0]) + 1}", f"Opcja {int(a[0]) + 1}"),
    "mix": lambda g, st, p, a: said(
        (f"{a[0]} food, ", f"{a[0]} żywności, "), count_of(int(a[1]), *RESOURCES)
    ),
    "colony": _named("Give up ", "Oddaj "),
    "wonder": _named("Turn down ", "Odwróć "),
}


def action_label(g: GameData, st: TtaState, p: int, action: str) -> Text:
    """The button of one of the legal ids (well formed: split as `codec.decode` would)."""
    verb, *args = action.split(codec.SEP)
    make = LABELS.get(verb)
    if make is None and st.reminders:
        from engines.through_ages.lw_actions import label as lw_label

        found = lw_label(g, st, p, action)  # New Leaders and Wonders
        if found is not None:
            return found
    if make is None:
        from engines.through_ages.pacts import label

        return label(g, action) or tr(action)
    return make(g, st, p, args)


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
