"""The log lines play writes at almost every move, made once when the data load (`GameData.lines`).

An event is never edited once logged (the host reads it and names the seats in a copy), so one
Event may stand in every game's log. Each sentence is written once, in the function that builds
it; a table holds what that function gives for the common arguments, and a line outside the
table (a fifth seat, a price of 8 coins) is built by the function as before.
"""

from __future__ import annotations

from engines.age_of_civ.texts import PAID_WORDS, amount_words, gains_said, said
from engines.base import Event, pl_plural, tr

SEATS = range(4)  # the most players a game has
PRICES = range(8)  # action prices made once (printed ones go up to 7, modifiers lower them)
GAINS = (8, 11, 3)  # points, coins and workers gained made once, below these (99.6% of gains)


def round_begins(round_: int) -> Event:
    return said(None, f"Round {round_} begins.", f"Zaczyna się runda {round_}.")


def performs(g, seat: int, action: str, target: str | None, price: int) -> Event:
    name = g.action[action].name
    en, pl = name.en, name.pl
    if target:
        en, pl = f"{en} ({g.tech[target].name.en})", f"{pl} ({g.tech[target].name.pl})"
    paid_en, paid_pl = (
        PAID_WORDS[price] if 0 <= price < len(PAID_WORDS) else amount_words(price, "coins", acc=True)
    )
    return said(seat, f" performs {en}, paying {paid_en}.", f" wykonuje akcję {pl}, płacąc {paid_pl}.")


def gains(seat: int, points: int, coins: int, workers: int) -> Event:
    return said(seat, *gains_said(points, coins, workers))


def takes_civ(g, seat: int, civ: str, mode: str) -> Event:
    name = g.civ[civ].name
    if mode == "birth":
        return said(seat, f" gives birth to {name.en}.", f" rodzi cywilizację {name.pl}.")
    return said(seat, f" absorbs {name.en}.", f" wchłania cywilizację {name.pl}.")


def unlocks(g, seat: int, tech: str) -> Event:
    name = g.tech[tech].name
    return said(seat, f" unlocks {name.en}.", f" odblokowuje technologię {name.pl}.")


def takes_wonder(g, seat: int, wonder: str) -> Event:
    name = g.wonder[wonder].name
    return said(seat, f" takes the wonder {name.en}.", f" zdobywa cud {name.pl}.")


def card_name(g, card: str):
    action = g.card[card].action
    return g.action[action].name if action else tr("Plague", "Plaga")


def new_card(g, card: str) -> Event:
    name = card_name(g, card)
    return said(None, f"New action card: {name.en}.", f"Nowa karta akcji: {name.pl}.")


def sacrifices_red(seat: int, lost: int) -> Event:
    return said(
        seat,
        f" sacrifices {lost} {'worker' if lost == 1 else 'workers'} from red spaces.",
        f" poświęca {lost} {pl_plural(lost, 'robotnika', 'robotników', 'robotników')} z czerwonych pól.",
    )


def skips(seat: int) -> Event:
    return said(seat, " skips the civilization step.", " pomija krok cywilizacji.", board=False)


class Lines:
    """The tables: each maps the arguments of the function of the same name to its event."""

    def __init__(self, g):
        targets = [(a.id, None) for a in g.actions] + [("research", t.id) for t in g.technologies]
        self.round_begins = {r: round_begins(r) for r in range(1, 7)}
        self.performs = {
            (seat, action, target, price): performs(g, seat, action, target, price)
            for seat in SEATS
            for action, target in targets
            for price in PRICES
        }
        points, coins, workers = GAINS
        self.gains = {
            (seat, p, c, w): gains(seat, p, c, w)
            for seat in SEATS
            for p in range(points)
            for c in range(coins)
            for w in range(workers)
            if p or c or w
        }
        self.takes_civ = {
            (seat, civ, mode): takes_civ(g, seat, civ, mode)
            for seat in SEATS
            for civ in g.civ
            for mode in ("birth", "absorb")
        }
        self.unlocks = {(seat, tech): unlocks(g, seat, tech) for seat in SEATS for tech in g.tech}
        self.takes_wonder = {(seat, w): takes_wonder(g, seat, w) for seat in SEATS for w in g.wonder}
        self.new_card = {card: new_card(g, card) for card in g.card}
        self.sacrifices_red = {
            (seat, lost): sacrifices_red(seat, lost) for seat in SEATS for lost in range(1, 6)
        }
        self.skips = {seat: skips(seat) for seat in SEATS}
