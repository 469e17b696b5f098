"""The rulebook's worked examples (GS-19), played through the engine move by move."""

from __future__ import annotations

import pytest

from engines.base import NotYourTurn, Rng, State
from engines.guns_steel import ENGINE
from engines.guns_steel.data import DATA
from engines.guns_steel.engine import choose_wonder
from tests.guns_steel.helpers import R, current, deciding, kind, legal, play, scenario

NW_WONDERS = ["W01", "W04", "W06", "W07", "W09"]  # none of them is met by the example tableaux


def test_wonder_selection_space_row():
    # GS-19.1 / GS-4.6: International Space Station shows the Nuclear Submarine, Apollo the Computer
    rng = Rng(State(game="guns_steel", seed=1, players=3))
    assert choose_wonder(DATA, ["C30", "C29", "C28"], ["W09", "W10"], rng) == "W09"
    assert choose_wonder(DATA, ["C28", "C30", "C29"], ["W09", "W10"], rng) == "W10"
    # D-5: only one pictured card present -> its wonder; none present -> random between the two
    assert choose_wonder(DATA, ["C30", None, "C28"], ["W09", "W10"], rng) == "W10"
    assert choose_wonder(DATA, ["C53", "C54"], ["W09", "W10"], rng) in ("W09", "W10")


def test_wonder_selection_in_setup_follows_the_row():
    # GS-4.6 for every era of real deals
    for seed in range(30):
        st = ENGINE.setup(3, {"set": "new_world"}, seed)
        for row, wonder in zip(st.pyramid, st.wonders, strict=True):
            era = DATA.cards[row[0]].era
            pair = [w for w in DATA.wonder_by_id.values() if w.set == "new_world" and w.era == era]
            positions = {w.id: row.index(w.matches_card) for w in pair if w.matches_card in row}
            assert wonder == min(positions, key=positions.get)


def cannon_pyramid(charge_bought: bool = False) -> list[list[str | None]]:
    return [
        [None, "C06", "C07", "C09", "C10", "C11", "C12"],
        [None, None if charge_bought else "C13", "C15", "C16", "C17", "C18"],
        ["C19", "C20", "C21", "C22", "C23"],
        ["C24", "C25", "C26", "C27"],
        ["C28", "C29", "C30"],
    ]


def test_cannon_purchase():
    # GS-19.2 (GS-9.2-9.5): Cannon at (3,i), its left support bought, Charge on two Horse cards
    st = scenario(
        3,
        res_up={0: ["C01", "C03", "C04", "C14"]},
        hands={0: ["C08", "C02"], 1: ["C01"]},
        pyramid=cannon_pyramid(),
        wonders=NW_WONDERS,
    )
    assert dict(R.purchasable(st))["C19"] == 3  # Charge + the two Horse cards under it
    st, _ = play(st, 0, "res:C08")  # resource phase: the Horse card
    st, _ = play(st, 0, "tech:C02", "pay:C01", "gain:gunpowder")  # Barter: exhaust a Food, gain Gunpowder
    assert st.temp == ["gunpowder"] and kind(st) == "purchase"
    assert "buy:C19" in legal(st)
    st, _ = play(st, 0, "buy:C19", "pay:C14", "tmp:gunpowder")  # the base cost: 2 Gunpowder
    assert current(st)["need"] == [0, 0, 0, 0, 0] and current(st)["any"] == 3
    st, _ = play(st, 0, "pay:C03")
    assert legal(st) == ["pay:C04", "pay:C08"]
    st, events = play(st, 0, "pay:C04")  # 3 any: Food, Iron and (the only one left) Horse
    texts = [e.text.en for e in events]
    assert "Player A exhausts Horse (Iron Forging)" in texts and "Player A buys Cannon" in texts
    assert st.active == 1  # the turn ended: the Cannon was paid with nothing left over
    assert "C19" in st.hands[0] and st.res_up[0] == []  # GS-10 b: everything tech side up went to hand


def test_cannon_variant_without_charge():
    # GS-19.2 variant: Charge bought as well -> no connected card, price 2 Gunpowder
    st = scenario(3, res_up={0: ["C14"]}, hands={0: ["C08"]}, pyramid=cannon_pyramid(charge_bought=True))
    assert dict(R.purchasable(st))["C19"] == 0


def test_computer_purchase_with_exchange():
    # GS-19.3: all Earth cards bought; Iron + Iron + Food -> Earth, which stands in for the Gunpowder
    pyramid = [
        ["C07", "C09", "C10", "C11", "C12", None, None],
        ["C13", "C14", "C15", "C16", "C17", "C18"],
        ["C19", "C22", "C23", None, None],
        [None, None, None, None],
        ["C28", "C29", "C30"],
    ]
    st = scenario(
        3,
        res_up={0: ["C01", "C06", "C20"]},
        hands={0: ["C21", "C08"], 1: ["C01"]},
        pyramid=pyramid,
        wonders=NW_WONDERS,
    )
    st, _ = play(st, 0, "res:C21", "tech:C08")  # second Oil; Iron Forging gives 2 Iron
    assert sorted(st.temp) == ["iron", "iron"]
    assert dict(R.purchasable(st))["C28"] == 0
    st, _ = play(st, 0, "buy:C28")
    assert "x3" in legal(st)
    st, _ = play(st, 0, "x3", "intmp:iron", "intmp:iron")  # the Food is then the only input that fits
    assert st.temp == ["earth"] and "C01" in st.exhausted[0]
    st, _ = play(st, 0, "tmp:earth", "pay:C06")
    assert legal(st) == ["pay:C20", "pay:C21"]
    st, _ = play(st, 0, "pay:C20")  # the last Oil pays itself: the only choice left
    assert st.active == 1 and "C28" in st.hands[0] and st.res_up[0] == []


def test_nuclear_submarine_attack_with_reactions():
    # GS-19.4 (GS-8): strength 7 against three opponents reacting in clockwise order
    st = scenario(
        4,
        hands={0: ["C29", "C07"], 1: ["C05"], 2: ["C09", "C13"], 3: ["C25"]},
        tech_up={0: ["C19"], 1: ["C16", "C03"], 3: ["C05", "C11"]},
        res_up={3: ["C24"]},
        wonders_owned={1: ["W05"], 2: ["W01", "W03"], 3: ["W07"]},
    )
    st, _ = play(st, 0, "res:C07", "tech:C29")
    assert R.strength(st, 0) == 7
    assert deciding(st) == 1 and kind(st) == "react"  # GS-8.2: the attacker's left first
    with pytest.raises(NotYourTurn):
        ENGINE.apply(st, 2, "react:C09")
    st, _ = play(st, 1, "done")  # opponent 1 (strength 3) does not react
    assert deciding(st) == 2
    st, _ = play(st, 2, "react:C09", "react:C13")  # +2 +1: still below 7 (nothing else to do: done)
    assert R.strength(st, 2) == 3 and deciding(st) == 3
    assert "flip:C24" in legal(st)
    st, _ = play(st, 3, "react:C25")  # Blitzkrieg +2
    st, events = play(st, 3, "flip:C24")  # exhaust the Earth card to turn Tank up: +3
    assert R.strength(st, 3) == 7  # a tie: not defeated (GS-8.4)
    # opponent 1 had one wonder and gave it at once; opponent 2 chooses which of two to give
    assert deciding(st) == 2 and sorted(legal(st)) == ["wonder:W01", "wonder:W03"]
    st, more = play(st, 2, "wonder:W01")
    assert sorted(st.owned_wonders[0]) == ["W01", "W05"]
    assert st.owned_wonders[1] == [] and st.owned_wonders[2] == ["W03"] and st.owned_wonders[3] == ["W07"]
    # GS-8.8: reaction cards stay tech side up; none of their effects resolved
    assert {"C09", "C13"} <= set(st.tech_up[2]) and {"C25", "C24"} <= set(st.tech_up[3])
    assert "C24" in st.exhausted[3] and st.temp == []
    texts = " ".join(e.text.en for e in events + more)
    assert "Player B is defeated" in texts and "Player D holds" in texts


def test_new_world_wonder_claim():
    # GS-19.5 (GS-10): 2 Horse face up and 3 Tactic cards tech side up qualify for two wonders
    st = scenario(
        3,
        res_up={0: ["C06", "C10"]},
        tech_up={0: ["C05", "C12", "C15"]},
        hands={1: ["C01"]},
        wonders=["W02", "W04", "W06", "W07", "W09"],
    )
    if kind(st) == "purchase":
        st, _ = play(st, 0, "pass")
    assert sorted(legal(st)) == ["claim:W02", "claim:W06"]
    st, _ = play(st, 0, "claim:W06")  # the higher VP
    assert st.owned_wonders[0] == ["W06"] and st.wonders == ["W02", "W04", None, "W07", "W09"]
    assert kind(st) == "pickup_res" and sorted(legal(st)) == ["C06", "C10"]
    st, _ = play(st, 0, "")  # keep the Horse cards on the table
    assert sorted(st.hands[0]) == ["C05", "C12", "C15"] and sorted(st.res_up[0]) == ["C06", "C10"]
    assert st.active == 1


def test_sydney_opera_house_glory():
    # GS-19.6 (GS-11): 2 markers already on W17 (3 needed); picked-up cards worth 6 VP
    st = scenario(
        3,
        "renaissance",
        res_up={0: ["C44", "C31"]},
        tech_up={0: ["C40", "C41", "C38"]},
        hands={1: ["C32"]},
        wonders=["W11", "W13", "W15", "W17", "W19"],
        glory={"W17": [2, 1, 0]},
    )
    if kind(st) == "purchase":
        st, _ = play(st, 0, "pass")
    assert kind(st) == "pickup_res"
    st, _ = play(st, 0, "C44")  # take the Oil card from the resource side too: 2+1+1+2 = 6 VP
    assert "glory:W17" in legal(st)
    st, events = play(st, 0, "glory:W17")
    assert st.owned_wonders[0] == ["W17"] and st.wonders[3] is None
    assert st.glory["W17"] == [0, 0, 0]  # every marker on it went back to its owner
    assert R.glory_left(st, 1) == 5
    assert any("completes the wonder Sydney Opera House" in e.text.en for e in events)


def test_horse_archer_research_project():
    # GS-19.7 (GS-14.4): 2 Horse-row cards still in the pyramid; Gunpowder-row cards add nothing
    horse_row = ["C06", None, None, None, None, "C35"]
    st = scenario(
        3, "combined", res_up={0: ["C04", "C32", "C01", "C02"]}, hands={0: []}, stack_tops={1: "C38"}
    )
    st.pyramid[0] = horse_row
    st = ENGINE.refresh(st)
    assert any(c is not None for c in st.pyramid[1])
    assert dict(R.purchasable(st))["C38"] == 2
    assert "buy:C38" in legal(st)  # Iron + Horse + 2 any with Iron, Horse, Food, Food
    st, _ = play(st, 0, "buy:C38", "pay:C04", "pay:C32", "pay:C01")  # the last Food pays itself
    assert "C38" in st.hands[0] and st.stacks[1][-1] != "C38"


def test_horse_archer_unaffordable_with_three_resources():
    # GS-19.7: three resources do not cover Iron + Horse + 2 any
    st = scenario(3, "combined", res_up={0: ["C04", "C32", "C01"]}, stack_tops={1: "C38"})
    st.pyramid[0] = ["C06", None, None, None, None, "C35"]
    assert ("C38", 2) in R.purchasable(st)
    assert "C38" not in dict(R.affordable(st, 0))


def test_exchanges_go_up_only_and_space_is_not_split():
    # GS-19.8 (GS-2.5, GS-9.5): 2 Food -> Iron; Oil never -> 2 Gunpowder
    from engines.guns_steel import payment as pay

    food2 = (2, 0, 0, 0, 0, 0, 0)
    assert pay.feasible(food2, (0, 1, 0, 0, 0), 0, True)
    assert not pay.feasible(food2, (0, 1, 0, 0, 0), 0, False)
    oil = (0, 0, 0, 0, 1, 0, 0)
    assert not pay.feasible(oil, (0, 0, 0, 2, 0), 0, True)
    # a Space used for a 1-resource effect cost is spent whole: nothing is left for the purchase
    st = scenario(3, res_up={0: ["C28"]}, hands={0: ["C01", "C02"]})
    st, _ = play(st, 0, "res:C01")  # Food card as resource
    st, _ = play(st, 0, "tech:C02", "pay:C28")  # Barter: pay "any" with the Space
    assert st.res_up[0] == ["C01"] and st.temp == []
    st, _ = play(st, 0, "gain:horse")
    assert st.temp == ["horse"]
    assert R.counts(st, 0) == (1, 0, 1, 0, 0, 0, 0)
