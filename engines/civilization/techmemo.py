"""What a player's techs give, kept per player on the state (issue #11).

Characteristics (stacking limit, travel speed...), the water rule, the techs' part of a modifier,
and each turn phase's resource abilities and coin tasks walk every tech a player knows, several
times per decision. Each of these facts depends on the player's techs alone (and the engine's
tables), so they are kept per player (memo "techs:<seat>": the tables, a copy of the techs, and a
dict of the facts asked so far) and used while the techs compare equal: a sheet replaced with other
techs, or techs edited in place by hand, get the facts computed afresh. The facts' dict only grows,
each entry a function of the techs it is kept with, so clones may share it.
"""

from __future__ import annotations

from engines.civilization import memos
from engines.civilization.data import Tables
from engines.civilization.state import CivState

NAMES = tuple(f"techs:{seat}" for seat in range(8))


def tech_facts(tb: Tables, st: CivState, seat: int) -> dict:
    """The facts of the seat's techs asked so far (fill in a missing one: it stays valid for these
    techs): keyed by what they are, e.g. ("char", name)."""
    techs = st.civs[seat].techs
    name = NAMES[seat]
    memo = memos.recall(st, name)
    if memo is not None and memo[1] == techs and memo[0] is tb:
        return memo[2]
    facts: dict = {}
    memos.keep(st, name, (tb, [list(row) for row in techs], facts))
    return facts
