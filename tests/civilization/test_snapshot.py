"""The state's JSON written from remembered parts (engines/civilization/snapshot.py) is pydantic's
text, byte for byte: on every position of seeded random games dumped the way the host dumps them
(after each move, the memo carried into the next state), and on positions edited by hand after a
dump: fields set, items of the copied lists replaced, lists and dicts of the fields edited in
place."""

from __future__ import annotations

import random

from pydantic import BaseModel

from engines.civilization import ENGINE as E
from engines.civilization.state import Battle, CivState, Front, Piece, copy_state
from tests.civilization.helpers import figure, set_up


def plain(st: CivState) -> str:
    return BaseModel.model_dump_json(st)


def same_text(st: CivState) -> None:
    assert st.model_dump_json() == plain(st)


def test_every_position_of_random_games_dumps_as_pydantic_does():
    positions = 0
    for seed in range(3):
        rng = random.Random(seed)
        st = E.setup(3 if seed != 1 else 4, E.validate_options({}), seed)
        same_text(st)
        while not st.finished and positions < 2500 * (seed + 1):
            seat = rng.choice(sorted(E.to_act(st)))
            st, _ = E.apply(st, seat, rng.choice(E.legal_actions(st, seat)))
            same_text(st)
            positions += 1
        loaded = E.load_state(st.model_dump_json())
        same_text(loaded)
        assert loaded == st
    assert positions == 7500


def dumped() -> CivState:
    """A position in its first turn, dumped once (its memo filled)."""
    st = set_up(["america", "rome", "china"])
    figure(st, 0, "army", 5, 5)
    same_text(st)
    return st


def test_lists_and_dicts_edited_in_place_are_written_again():
    """An edit in place of a list or dict a field holds (each part is kept with a shallow copy)."""
    st = dumped()
    edits = [
        lambda: st.unit_decks.__setitem__("infantry", st.unit_decks["infantry"][1:]),
        lambda: st.resource_market.update({"silk": 0}),
        lambda: st.hut_pool.append("spy"),
        lambda: st.acted.append(0),
        lambda: st.tasks.__setitem__(-1, {**st.tasks[-1], "who": 2}),  # a task replaced
        lambda: st.tasks.append({"k": "end_turn"}),
        lambda: st.tasks.pop(),
        lambda: st.tasks.clear(),
        lambda: st.civs.__setitem__(0, st.civs[0].replaced(techs=[["Pottery"], [], [], [], []])),
        lambda: st.civs.__setitem__(1, st.civs[1].replaced(coin_tokens={"Pottery": 2}, trade=3)),
        lambda: st.civs.reverse(),
        lambda: st.civs.pop(),
        lambda: st.figures.__setitem__(0, st.figures[0].replaced(r=4)),
        lambda: st.figures.pop(),
        lambda: st.tiles.__setitem__(0, None),
        lambda: st.pieces.append(Piece(r=1, c=1, kind="building", name="market", owner=0)),
        lambda: st.options.update({"note": [1, 'a\n\u00e9"']}),
    ]
    for edit in edits:
        edit()
        same_text(st)
        same_text(st)  # and again from the parts just kept


def test_fields_replaced_by_hand_are_written_again():
    st = dumped()
    edits = {
        "turn": 7,
        "phase": "trade",
        "turn_limit": 0,
        "advanced_tiebreak": True,
        "victory": 'a "quoted"\ttext \u0142',
        "figures": [],
        "civs": [st.civs[1], st.civs[0].replaced(trade=5), st.civs[2]],
        "tasks": [{"k": "research", "who": [1, 2]}, {"k": "move", "who": 0}],
        "battle": Battle(
            kind="field", seats=(0, 1), r=3, c=4, group=[1], hands=(["infantry:1"], []), fronts=[Front()]
        ),
        "rng_counter": 2**70,
        "frozen": ["1,2"],
    }
    for name, value in edits.items():
        setattr(st, name, value)
        same_text(st)
    st.battle = st.battle.replaced(hands=(["infantry:1"], ["mounted:2"]))
    same_text(st)
    st.battle = None
    same_text(st)


def test_a_clone_and_its_parent_each_dump_their_own_text():
    parent = dumped()
    child = copy_state(parent)  # shares the parent's memo
    child.turn = 3
    child.civs[0] = child.civs[0].replaced(culture=9)
    child.tasks.append({"k": "end_turn"})
    same_text(child)
    same_text(parent)
    same_text(child)


def test_options_give_pydantic_s_own_dump():
    st = dumped()
    assert st.model_dump_json(indent=2) == BaseModel.model_dump_json(st, indent=2)
    assert st.model_dump_json(exclude={"tasks"}) == BaseModel.model_dump_json(st, exclude={"tasks"})


def test_a_state_whose_dict_is_in_another_order_dumps_as_pydantic_does():
    st = dumped()
    object.__setattr__(st, "__dict__", dict(reversed(st.__dict__.items())))
    same_text(st)
    st.turn = 4
    same_text(st)
    st = dumped()
    sheet = st.civs[0].replaced(trade=2)
    object.__setattr__(sheet, "__dict__", dict(reversed(sheet.__dict__.items())))
    st.civs[0] = sheet
    same_text(st)
