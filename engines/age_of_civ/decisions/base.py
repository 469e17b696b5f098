"""What the decision families share: the data, card labels, the Innovations purchase, a value
scale for the heuristic agent."""

from __future__ import annotations

from engines.age_of_civ import rules
from engines.age_of_civ.data import GameData
from engines.age_of_civ.state import AocState
from engines.age_of_civ.texts import ability_text
from engines.base import Event, Option, Text, join_texts, seat_name, tr
from engines.kit import codec
from engines.kit.clone import own
from engines.kit.tasks import Decision, Machine


class AocDecision(Decision):
    def __init__(self, g: GameData):
        self.g = g
        self.names = {a.id: a.name for a in g.actions} | {t.id: t.name for t in g.technologies}
        # option details read these for every card offered: built once from the data
        self.summaries = {civ: self._summary(civ) for civ in g.civ}
        self.legacies = {civ: self._legacy(civ) for civ in g.civ}
        # the option details (select menu descriptions, at most 100 characters)
        self.birth_details = {civ: shortened(text) for civ, text in self.summaries.items()}
        self.absorb_details = {civ: shortened(text) for civ, text in self.legacies.items()}
        self.tech_details = {t.id: self._abilities(t.abilities) for t in g.technologies}
        self.wonder_details = {w.id: self._abilities(w.abilities) for w in g.wonders}
        # the options whose label and detail never depend on the position, made once by id: the
        # host asks for a prompt after every move (a family adds its own)
        self.fixed = {
            a: Option(id=a, label=self.buy_label(a))
            for a in (codec.encode("buy", card) for card in g.special)
        }

    def prompt_options(self, st, task, ids):
        """The kit's options (`Decision.prompt_options`), the fixed ones taken from the table."""
        fixed = self.fixed
        return [
            fixed[a]
            if a in fixed
            else Option(id=a, label=self.label(st, task, a), detail=self.detail(st, task, a))
            for a in ids
        ]

    def civ_summary(self, civ: str) -> Text:
        return self.summaries[civ]

    def civ_legacy(self, civ: str) -> Text:
        return self.legacies[civ]

    def _abilities(self, abilities: list) -> Text:
        parts = [ability_text(a, self.names) for a in abilities]
        return tr("; ".join(p.en for p in parts)[:100], "; ".join(p.pl for p in parts)[:100])

    def _summary(self, civ: str) -> Text:
        c = self.g.civ[civ]
        main = join_texts([ability_text(a, self.names) for a in c.main], "; ")
        return (
            tr(
                f"pop. {c.population}, str. {c.strength_main}+{c.strength_legacy} · ",
                f"pop. {c.population}, siła {c.strength_main}+{c.strength_legacy} · ",
            )
            + main
        )

    def _legacy(self, civ: str) -> Text:
        c = self.g.civ[civ]
        legacy = join_texts([ability_text(a, self.names) for a in c.legacy], "; ")
        return tr("Legacy: ", "Dziedzictwo: ") + (legacy if c.legacy else tr("none", "brak"))

    # ------------------------------------------------------------ Innovations (AC-14.2, D-17)

    def buy_options(self, st: AocState, seat: int) -> list[str]:
        if not st.tech_pool or st.special[seat] is not None or st.coins[seat] < 1:  # pool: Innovations
            return []
        cost = self.g.constants.get("innovation_cost", 1)
        if st.coins[seat] < cost:
            return []
        return [
            codec.encode("buy", card)
            for card in st.tech_pool
            if rules.column_empty(self.g, st, seat, self.g.special[card].column)
        ]

    def buy(self, st: AocState, seat: int, action: str, ev: list[Event]) -> None:
        card = argument(action)
        st.coins[seat] -= 1
        own(st, "tech_pool").remove(card)
        own(st, "special")[seat] = card
        sp = self.g.special[card]
        ev.append(
            Event(
                text=seat_name(seat)
                + tr(" buys the special technology card ", " kupuje kartę technologii specjalnej ")
                + self.g.tech[sp.tier1].name
                + tr(" / ")
                + self.g.tech[sp.tier2].name
                + tr(".")
            )
        )

    def buy_label(self, action: str) -> Text:
        sp = self.g.special[codec.parse(action, "buy", str)[0]]
        return (
            tr("Buy special technologies: ", "Kup technologie specjalne: ")
            + self.g.tech[sp.tier1].name
            + tr(" / ")
            + self.g.tech[sp.tier2].name
            + tr(" (1 coin)", " (1 moneta)")
        )


class SubChoice(AocDecision):
    """A choice made inside a step (the card to take, a technology or wonder to gain, a granted
    action, Phoenicia's coins). AC-14.2: "each player may buy 1 special technology card in their
    turn", so during the player's own turn (D-17: at any decision point) the Innovations purchase
    is offered next to the choice's own options; buying keeps the same choice waiting. Outside the
    player's own turn (the Draft, war and events at the end of a round) it is not offered, and a
    choice with no option of its own is dropped as before (a gain of nothing is ignored).

    Subclasses give `options`, `settle`, `option_label` and optionally `option_detail`,
    `pick_hint` in place of the Decision methods.
    """

    def options(self, st: AocState, task: dict) -> list[str]:
        raise NotImplementedError

    def settle(self, st: AocState, task: dict, action: str, ev: list[Event]) -> None:
        raise NotImplementedError

    def option_label(self, st: AocState, task: dict, action: str) -> Text:
        raise NotImplementedError

    def option_detail(self, st: AocState, task: dict, action: str) -> Text | None:
        return None

    def pick_hint(self, st: AocState, task: dict, ids: list[str], seat: int) -> str | None:
        return None

    def choices(self, st, task):
        ids = self.options(st, task)
        seat = task["who"]
        if not ids or st.current != seat:
            return ids
        return ids + self.buy_options(st, seat)

    def resolve(self, st, task, action, ev):
        if action.startswith("buy:"):
            self.buy(st, task["who"], action, ev)
            Machine.push(st, [task])
            return
        self.settle(st, task, action, ev)

    def label(self, st, task, action):
        return self.buy_label(action) if action.startswith("buy:") else self.option_label(st, task, action)

    def detail(self, st, task, action):
        return None if action.startswith("buy:") else self.option_detail(st, task, action)

    def hint(self, st, task, ids, seat):
        own_options = [a for a in ids if not a.startswith("buy:")]
        return self.pick_hint(st, task, own_options, seat) if own_options else None


def argument(action: str) -> str:
    """The argument of a legal `verb:argument` id (apply checked it is one of the choices)."""
    return action.split(codec.SEP, 1)[1]


def shortened(text: Text) -> Text:
    return tr(text.en[:100], text.pl[:100])


def coin_value(st: AocState) -> float:
    """The heuristic's worth of a coin in points: high early, nearly nothing in the last round."""
    return max(0.05, 0.5 - 0.08 * st.round)
