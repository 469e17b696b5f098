"""The modules of New Leaders and Wonders as match options, and the decks they make.

TA-40.1: the three modules are independent and combine freely; each is one match option. A card
belongs to `module` (data.json); a card with `replaces` stands in for that base card whenever its
module is on (TA-40.3), so `game_cards` is the one place that turns a set of modules into the cards
of a match. Setup builds every deck from it.

A module becomes playable once the effects of all its cards are built: `BUILT` lists those
modules. An option value of a module not built yet is refused with its own message (so the
contract suite, which plays every offered value, never meets it).
"""

from __future__ import annotations

from collections.abc import Iterable

from engines.base import BadOptions, OptionSpec, tr
from engines.through_ages.data import AGGRESSIVE, Card, GameData

# option key -> module id (data.json `module`)
MODULE_OF_OPTION = {
    "balance": "nlw_balance",
    "military": "nlw_military",
    "leaders_wonders": "nlw_leaders_wonders",
}
# modules whose cards all have effects. The leaders and wonders module's values are its selection
# variants (TA-43.1 to TA-43.3 and two of TA-43.9, lw_setup.py).
BUILT: tuple[str, ...] = ("nlw_balance", "nlw_military", "nlw_leaders_wonders")
# option key -> the values that switch its module on ("off" is always the default)
VALUES: dict[str, tuple[str, ...]] = {
    "balance": ("on",),
    "military": ("on",),
    "leaders_wonders": ("only", "random", "open", "open_by_age", "plus_base"),
}

LABELS = {
    "balance": tr("Expansion: Balance module", "Dodatek: moduł zbalansowania"),
    "military": tr("Expansion: Military module", "Dodatek: moduł militarny"),
    "leaders_wonders": tr("Expansion: Leaders and Wonders", "Dodatek: liderzy i cuda"),
}
CHOICE_LABELS = {
    "off": tr("Off", "Wyłączony"),
    "on": tr("On", "Włączony"),
    # TA-43.1 to TA-43.3: how the new leaders and wonders enter the match (lw_setup.py)
    "only": tr("New leaders and wonders only", "Tylko nowi liderzy i cuda"),
    "random": tr("Random selection, base and new, hidden", "Wybór losowy ze starych i nowych, ukryty"),
    "open": tr("Open selection with the boards", "Wybór jawny z planszami"),
    "open_by_age": tr(
        "Open selection, each age shown when it begins", "Wybór jawny, każda era odkrywana na jej początku"
    ),
    "plus_base": tr(
        "All new cards and one base leader and wonder per age",
        "Wszystkie nowe karty i po jednym starym liderze i cudzie na erę",
    ),
}


def option_specs() -> list[OptionSpec]:
    """One option per built module (TA-40.1), all off by default: the base game."""
    return [
        OptionSpec(
            key=key,
            label=LABELS[key],
            choices=["off", *VALUES[key]],
            default="off",
            choice_labels={c: CHOICE_LABELS[c] for c in ("off", *VALUES[key]) if c in CHOICE_LABELS},
        )
        for key, module in MODULE_OF_OPTION.items()
        if module in BUILT
    ]


def refuse_unbuilt(options: dict[str, str]) -> None:
    """A module that exists in the rules but is not playable yet gets a clear refusal."""
    for key, module in MODULE_OF_OPTION.items():
        if module not in BUILT and options.get(key, "off") != "off":
            raise BadOptions(
                tr(
                    f"The expansion module '{key}' is not available yet.",
                    f"Moduł dodatku „{key}” nie jest jeszcze dostępny.",
                )
            )


def modules_of(options: dict[str, str]) -> list[str]:
    """The module ids the (validated) options switch on, in data order."""
    return [module for key, module in MODULE_OF_OPTION.items() if options.get(key, "off") != "off"]


def game_cards(g: GameData, modules: Iterable[str]) -> list[Card]:
    """TA-40.3: the deck cards of a match with these modules: the base cards and each module's
    cards, without the base cards that a module card replaces."""
    on = {"base", *modules}
    chosen = [c for c in g.cards if c.module in on and c.deck != "player_board"]
    replaced = {c.replaces for c in chosen if c.replaces}
    return [c for c in chosen if c.id not in replaced]


def civil_deck(g: GameData, age: str, players: int, modules: Iterable[str] = ()) -> list[str]:
    """TA-5.2, TA-41.5: the civil cards of an age, copies by player count."""
    return [
        c.id
        for c in game_cards(g, modules)
        if c.deck == "civil" and c.age == age
        for _ in range(c.count[str(players)])
    ]


def military_deck(
    g: GameData, age: str, players: int, full: bool = False, modules: Iterable[str] = ()
) -> list[str]:
    """TA-5.3, TA-42.1: the military cards of an age, one instance id per copy; the peaceful game
    (TA-30.2) leaves out aggressions, wars and pacts."""
    return [
        f"{c.id}@{k + 1}"
        for c in game_cards(g, modules)
        if c.deck == "military" and c.age == age and (full or c.kind not in AGGRESSIVE)
        for k in range(c.count[str(players)])
    ]
