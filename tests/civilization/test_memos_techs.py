"""What a player's techs give, kept per player on the state (engines/civilization/techmemo.py,
issue #11): the same as computed afresh over random games, and computed again when the techs change,
by a rule or by a hand edit in place."""

from __future__ import annotations

from engines.civilization import abilities, memos, rules, windows
from engines.civilization import effects as fx
from engines.civilization.techmemo import NAMES
from engines.kit.clone import clone
from tests.civilization.helpers import TB, E, set_up, sheet
from tests.civilization.test_memos import fresh

AGENT = E.agents()["random"]
PHASES = ("start_of_turn", "trade", "city_management", "movement", "research", "battle")


def asked(st, seat) -> tuple:
    """Every fact the memo keeps, through the functions that keep them."""
    out = [fx.water_rule(TB, st, seat)]
    out += [fx.characteristic(TB, st, seat, n) for n in ("stacking_limit", "travel_speed", "city_limit")]
    out += [fx.modifier(TB, st, seat, op) for op in TB.op_sources]
    out += [fx.has(TB, st, seat, op) for op in TB.op_sources]
    out += [
        abilities.coin_task_ids(TB, st, seat),
        rules.researchable(TB, st, seat),
        rules.unlearned(TB, st, seat),
    ]
    for op in ("cancel_city_action", "cancel_ability", "cancel_event"):
        out += [windows.spy_ability(TB, st, seat, op), windows.spy_abilities(TB, st, seat, op)]
    for other in range(st.players):
        for flags in ((False, False), (True, False), (False, True)):
            out += [windows.cancel_options(TB, st, seat, other, "Bread and Circuses", *flags)]
    for phase in (*PHASES, *TB.phase_abilities):
        out += [abilities.ability_ids(TB, st, seat, phase), abilities.hidden_pay_ids(TB, st, seat, phase)]
    return tuple(out)


def test_the_kept_facts_are_the_computed_ones_over_random_games():
    checked = 0
    for seed in (3, 7):
        st = E.setup(3, {"turn_limit": "100"}, seed)
        for n in range(900):
            if st.finished:
                break
            if n % 15 == 0:
                for seat in range(st.players):
                    kept = asked(st, seat)  # from the memo carried along, filled in as asked
                    assert kept == asked(fresh(st), seat)
                    assert memos.recall(st, NAMES[seat]) is not None
                    checked += 1
            seat = min(E.to_act(st))
            st, _ = E.apply(st, seat, AGENT.choose(E, st, seat, n))
    assert checked > 100


def test_other_techs_get_their_own_facts():
    # CV-19.3: Navigation lets a group cross water; Sailing lets it end there
    st = set_up(["america", "rome"])
    sheet(st, 0, techs=[[]])
    assert fx.water_rule(TB, st, 0) == "none"
    kept = memos.recall(st, NAMES[0])
    learned = clone(st)
    sheet(learned, 0, techs=[["Navigation"]])  # a sheet replaced, as a rule does
    assert fx.water_rule(TB, learned, 0) == "cross_only"
    assert fx.water_rule(TB, st, 0) == "none" and memos.recall(st, NAMES[0]) is kept
    edited = clone(learned)
    edited.civs[0].techs[0].append("Sailing")  # in place, by hand
    assert fx.water_rule(TB, edited, 0) == "end_allowed"
    assert st == fresh(st) and st.model_dump_json() == fresh(st).model_dump_json()
