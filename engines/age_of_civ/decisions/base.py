"""What the decision families share: the data, card labels, the Innovations purchase, a value
scale for the heuristic agent."""

from __future__ import annotations

from engines.age_of_civ import rules
from engines.age_of_civ.data import GameData
from engines.age_of_civ.state import AocState
from engines.age_of_civ.texts import ability_text
from engines.base import Event, Text, join_texts, seat_name, tr
from engines.kit import codec
from engines.kit.clone import own
from engines.kit.tasks import Decision


class AocDecision(Decision):
    def __init__(self, g: GameData):
        self.g = g
        self.names = {a.id: a.name for a in g.actions} | {t.id: t.name for t in g.technologies}

    def civ_summary(self, civ: str) -> Text:
        c = self.g.civ[civ]
        main = join_texts([ability_text(a, self.names) for a in c.main], "; ")
        return (
            tr(
                f"pop. {c.population}, str. {c.strength_main}+{c.strength_legacy} · ",
                f"pop. {c.population}, siła {c.strength_main}+{c.strength_legacy} · ",
            )
            + main
        )

    def civ_legacy(self, civ: str) -> Text:
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
        (card,) = codec.parse(action, "buy", str)
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


def coin_value(st: AocState) -> float:
    """The heuristic's worth of a coin in points: high early, nearly nothing in the last round."""
    return max(0.05, 0.5 - 0.08 * st.round)
