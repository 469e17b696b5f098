"""The battle picture (CV-30.4): both lines of units on the public picture, each hand only in its
owner's private picture (CV-30.3)."""

from __future__ import annotations

from render import civilization, to_png
from tests.civilization.helpers import E, act
from tests.civilization.test_combat import field_battle


def battle_state():
    st, _ = field_battle(["artillery:3", "mounted:1", "infantry:2"], ["infantry:2", "mounted:3"])
    st = act(st, 1, "open:infantry:2")
    return act(st, 0, "hit:artillery:3:0")


def test_the_public_battle_picture_is_the_same_for_every_seat():
    # CV-30.4: the table sees only the played cards: the board drawn for either fighter equals the
    # spectator's, although their hands differ.
    st = battle_state()
    pictures = {seat: to_png(civilization.board(E.view(st, seat), "en")) for seat in (None, 0, 1)}
    assert pictures[0] == pictures[None] == pictures[1]
    assert E.view(st, None).battle.fronts == [["artillery:3", None]]


def test_each_hand_is_drawn_only_in_its_private_picture():
    # CV-30.3: the battle hand goes by direct message: the private pictures differ by the hand.
    st = battle_state()
    before = to_png(civilization.private(E.view(st, 0), "pl"))
    assert sorted(E.view(st, 0).private.battle_hand) == ["infantry:2", "mounted:1"]
    st = act(st, 1, "open:mounted:3")
    st = act(st, 0, "open:mounted:1")
    assert to_png(civilization.private(E.view(st, 0), "pl")) != before
    assert civilization.private(E.view(st, None), "pl") is None
