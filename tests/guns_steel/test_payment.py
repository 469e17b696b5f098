"""Paying with Space (GS-2.5) and paying a purchase in full (GS-9.4)."""

from __future__ import annotations

import pytest

from engines.guns_steel import ENGINE
from engines.guns_steel import payment as pay
from engines.guns_steel.data import SETS
from engines.guns_steel.steps import pay_task
from tests.guns_steel.helpers import R, current, kind, legal, play, scenario

NW_WONDERS = ["W01", "W04", "W06", "W07", "W09"]  # none of them is met by these tableaux


def market(*bought: tuple[int, int]) -> list[list[str | None]]:
    """The New World pyramid with the given slots already bought; C30 (a Space) is kept apart."""
    rows = [
        ["C06", "C07", "C09", "C10", "C11", "C12", "C08"],
        ["C13", "C14", "C15", "C16", "C17", "C18"],
        ["C19", "C20", "C21", "C22", "C23"],
        ["C24", "C25", "C26", "C27"],
        ["C28", "C29", None],
    ]
    for r, i in bought:
        rows[r][i] = None
    return rows


def buyer(res_up: list[str], *bought: tuple[int, int], temp: list[str] | None = None):
    """Player A at the Purchase phase of a 3-player New World game, with an empty hand."""
    st = scenario(3, res_up={0: res_up}, hands={1: ["C01"]}, pyramid=market(*bought), wonders=NW_WONDERS)
    st.temp = list(temp or [])
    st.tasks = [{"k": "end"}, {"k": "purchase", "who": 0}]
    return ENGINE.refresh(st)


def texts(events) -> list[str]:
    return [e.text.en for e in events]


def test_one_space_pays_two_different_resources():
    # GS-2.5 (rulebook: "1 Kosmos ... zamiast dwóch jakichkolwiek innych zasobów. Mogą to być dwa
    # jednakowe lub dwa różne zasoby"): Riflemen costs Gunpowder + Horse; one Space pays both
    st = buyer(["C30"], (1, 2), (1, 3))
    assert dict(R.purchasable(st))["C21"] == 0
    assert "buy:C21" in legal(st)
    st, events = play(st, 0, "buy:C21")  # the Space is the only option: it is taken at once
    assert "Player A exhausts Space (Satellite)" in texts(events)
    assert "Player A buys Riflemen" in texts(events)
    assert all("C21" not in row for row in st.pyramid) and "C21" in st.hands[0]


def test_one_space_pays_two_resources_of_the_same_type():
    # GS-2.5: Cannon costs two Gunpowder; one Space pays both
    st = buyer(["C30"], (1, 0), (1, 1))
    assert dict(R.purchasable(st))["C19"] == 0
    st, events = play(st, 0, "buy:C19")
    assert "Player A buys Cannon" in texts(events)
    assert all("C19" not in row for row in st.pyramid)


def test_computer_with_a_space_for_the_horse_and_the_gunpowder():
    # GS-19.3 (the rulebook's Computer purchase, seed 004: "1 Rumaka, 1 Proch i 2 Ropy"), paid as
    # GS-2.5 allows: one Space for the Horse and the Gunpowder, two Oil cards for the Oil
    st = buyer(["C20", "C21", "C29"], (3, 0), (3, 1), (3, 2), (3, 3))
    assert dict(R.purchasable(st))["C28"] == 0
    st, _ = play(st, 0, "buy:C28")
    assert sorted(legal(st)) == ["pay:C20", "pay:C21", "pay:C29"]
    st, _ = play(st, 0, "pay:C29")
    assert current(st)["need"] == [0, 0, 0, 0, 2] and current(st)["any"] == 0
    st, events = play(st, 0, "pay:C20")
    assert "Player A buys Computer" in texts(events)


@pytest.mark.parametrize("first, second", [("C30", "C24"), ("C24", "C30")])
def test_space_and_earth_pay_three_units_in_either_order(first, second):
    # GS-2.4/2.5, GS-9.4: Musketeers (Horse, Horse, Iron) with one Earth and one Space
    st = buyer(["C24", "C30"], (0, 3), (0, 4))
    st, _ = play(st, 0, "buy:C16")
    assert kind(st) == "pay" and sorted(legal(st)) == ["pay:C24", "pay:C30"]
    st, events = play(st, 0, f"pay:{first}")  # the other one is then the only option: taken at once
    log = texts(events)
    assert log.index(f"Player A exhausts {name(second)}") < log.index("Player A buys Musketeers")


def name(cid: str) -> str:
    return {"C24": "Earth (Tank)", "C30": "Space (Satellite)", "C29": "Space (Nuclear Submarine)"}[cid]


def test_a_space_for_the_last_unit_loses_its_second_unit():
    # GS-2.5.2: Domestication (Food, Food) with one Food card and a Space: the Space covers the
    # second Food; its other unit is lost, nothing is left over
    st = buyer(["C01", "C30"])
    st, _ = play(st, 0, "buy:C06")
    assert sorted(legal(st)) == ["pay:C01", "pay:C30"]
    st, events = play(st, 0, "pay:C01")
    log = texts(events)
    assert log.index("Player A exhausts Space (Satellite)") < log.index("Player A buys Domestication")
    assert st.active == 1 and st.temp == []


def test_a_space_does_not_pay_three_units():
    # GS-2.5, GS-9.4: a Space is two units; Musketeers costs three, so it is not offered
    st = buyer(["C30"], (0, 3), (0, 4))
    assert "buy:C16" not in legal(st) and "buy:C21" not in legal(st)  # C21 still has 2 supports
    assert not pay.feasible(R.counts(st, 0), (0, 1, 2, 0, 0), 0, True)


def test_the_bought_card_needs_every_unit():
    # GS-9.4 ("there is no partial purchase"): Electricity (Oil, Oil, Horse) with a Horse card and a
    # Space. After the Horse the Space pays both Oil (it once went through with the Horse alone).
    st = buyer(["C35", "C29"], (2, 2), (2, 3))
    assert dict(R.purchasable(st))["C26"] == 0
    st, _ = play(st, 0, "buy:C26")
    assert kind(st) == "pay" and sorted(legal(st)) == ["pay:C29", "pay:C35"]
    st, events = play(st, 0, "pay:C35")
    log = texts(events)
    assert log[0] == "Player A exhausts Horse (Tournament)"
    assert log.index("Player A exhausts Space (Nuclear Submarine)") < log.index("Player A buys Electricity")


def test_a_payment_that_cannot_be_completed_never_lets_the_card_go():
    # GS-9.4: should a purchase payment be stuck (no resource fits), the card stays in the market
    st = scenario(3, res_up={0: ["C01"]}, hands={1: ["C01"]}, pyramid=market(), wonders=NW_WONDERS)
    st.tasks = [
        {"k": "end"},
        {"k": "take_card", "seat": 0, "card": "C21"},
        pay_task(0, (0, 0, 1, 1, 0), 0, exchanges=True, card="C21"),
    ]
    events = []
    ENGINE.machine.advance(st, events)
    assert "Player A cannot pay the full price: the purchase is cancelled" in texts(events)
    assert not any("buys" in t for t in texts(events))
    assert st.pyramid[2][2] == "C21" and "C21" not in st.tech_up[0] + st.hands[0]
    assert "C01" not in st.exhausted[0]


def test_an_effect_cost_that_cannot_be_paid_is_skipped_as_before():
    # GS-7.5 / D-9: an effect cost is not a purchase; a stuck effect payment simply ends
    st = scenario(3, res_up={0: ["C01"]}, hands={1: ["C01"]}, tasks=[{"k": "end"}])
    st.tasks = st.tasks + [pay_task(0, (0, 0, 1, 0, 0), 0, exchanges=False, card="C07")]
    st = ENGINE.refresh(st)
    assert kind(st) != "pay"


@pytest.mark.parametrize("card_set", SETS)
def test_random_games_never_leave_a_purchase_unpaid(card_set):
    # GS-9.4: in play every offered purchase can be paid in full: a purchase payment is never
    # stuck (a stuck one would offer, or take at once, "cancel" and say so in the log)
    agent = ENGINE.agents()["random"]
    for players in (2, 3, 4):
        for seed in range(4):
            st = ENGINE.setup(players, {"set": card_set}, seed)
            n = 0
            while not st.finished:
                (seat,) = ENGINE.to_act(st)
                assert "cancel" not in legal(st, seat)
                st, events = ENGINE.apply(st, seat, agent.choose(ENGINE, st, seat, n))
                assert not any("cancelled" in t for t in texts(events))
                n += 1
