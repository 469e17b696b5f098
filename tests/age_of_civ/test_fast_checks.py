"""The fast paths of the action step answer as listing its choices does (issue #11: speed without a
change of behaviour): `apply`'s one-action check (`Act.allows`) against membership in `choices`,
for every action id the family knows, at every action step of random games with every option
set, and in positions with private spaces, cheaper and set costs, extra workers and blocks."""

from __future__ import annotations

import pytest

from engines.kit.engine import KitRandomAgent
from tests.age_of_civ.helpers import E, G, position
from tests.age_of_civ.test_random_games import CONFIGS

ACT = E.machine.decisions["act"]
EVERY_ID = ["rest", "end", *ACT.offers, *(f"buy:{card}" for card in G.special), "do:nothing", "do:research"]


def checked_against_choices(st) -> int:
    task = E.machine.current(st)
    listed = set(ACT.choices(st, task))
    for action in EVERY_ID:
        assert ACT.allows(st, task, action) == (action in listed), action
    return 1


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_one_action_check_agrees_with_the_listed_choices(players, options):
    agent = KitRandomAgent()
    checked = 0
    for seed in range(4):
        st = E.setup(players, options, seed)
        step = 0
        while not st.finished:
            task = E.machine.current(st)
            if task["k"] == "act":
                checked += checked_against_choices(st)
            seat = sorted(E.to_act(st))[0]
            st, _ = E.apply(st, seat, agent.choose(E, st, seat, step))
            step += 1
    assert checked > 20


def cards_with(op: str) -> list[str]:
    """Civilizations whose legacy holds a passive step of `op`."""
    return [c.id for c in G.civilizations if any(s["op"] == op for ab in c.legacy for s in ab.steps)]


@pytest.mark.parametrize("op", ["cost_reduce", "cost_set", "extra_workers", "private_space", "future_cards"])
@pytest.mark.parametrize("coins", [0, 2, 5, 20])
def test_modifiers_checked_alike(op, coins):
    cards = cards_with(op) or [c.id for c in G.civilizations if op in G.passives.get(("m", c.id), {})]
    assert cards, op
    for card in cards:
        for workers in (1, 2, 3):
            st = position(civs=[[card], [], []], main=[card, None, None], coins=[coins] * 3)
            st.workers[0] = workers
            checked_against_choices(st)
            st.used = ["research", "exploit", "wonder"]
            checked_against_choices(st)


def test_blocked_action_checked_alike():
    """A Vikings main civilization of another seat forbids its action (AC-12.6.25)."""
    blocker = next(iter(G.blocks_by_main))
    st = position(main=[None, blocker, None], civs=[[], [blocker], []], coins=[20] * 3)
    st.workers[0] = 3
    for track in (list(st.track), list(reversed(st.track))):
        st.track = track
        for r in range(1, 7):
            st.round = r
            checked_against_choices(st)


def test_unlockable_technologies_from_the_table_equal_the_rule():
    """AC-10.2, AC-10.3: not owned, and no prerequisite or one of them owned, in board order; the
    table of every owned set gives that, and a position owning a technology off the board (or an
    Innovations card) is worked out from the rule."""
    from engines.age_of_civ import rules

    board = [tech for tech, _ in G.unlock_rules]
    for mask in range(0, 1 << len(board), 7):
        owned = [t for i, t in enumerate(board) if mask >> i & 1]
        for extra in ([], ["not_on_the_board"]):
            st = position(techs=[owned + extra, [], []])
            wanted = [
                tech
                for tech, needs in G.unlock_rules
                if tech not in owned and (not needs or any(n in owned for n in needs))
            ]
            assert list(rules.unlockable(G, st, 0)) == wanted


def test_prompts_equal_the_validated_reference_prompts():
    """`engine.prompt` (one pass for the action step, unchecked option objects) gives the prompt
    the kit would build and validate from each family's choices, labels, details and question."""
    from tests.kit.reference import kinds_with_reference_prompts

    assert {"civ_pick", "act", "civ_step"} <= kinds_with_reference_prompts(E)


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_window_table_lists_what_the_window_cards_give(players, options, monkeypatch):
    """AC-5.2: the board's actions come from a table by the window's three cards; without the
    table (the cards read one by one) every action step lists and allows the same."""
    agent = KitRandomAgent()
    made, checked = [], []
    for seed in range(3):
        st = E.setup(players, options, seed)
        step = 0
        while not st.finished:
            task = E.machine.current(st)
            if task["k"] == "act":
                made.append((st, task, ACT.choices(st, task), [ACT.allows(st, task, a) for a in EVERY_ID]))
            seat = sorted(E.to_act(st))[0]
            st, _ = E.apply(st, seat, agent.choose(E, st, seat, step))
            step += 1
    monkeypatch.setattr(ACT, "windows", {})
    for st, task, choices, allowed in made:
        assert ACT.choices(st, task) == choices
        assert [ACT.allows(st, task, a) for a in EVERY_ID] == allowed
        checked.append(st)
    assert len(checked) > 20


def random_states(players: int = 3, seeds: int = 3):
    agent = KitRandomAgent()
    for seed in range(seeds):
        st = E.setup(players, {}, seed)
        step = 0
        while not st.finished:
            yield st
            seat = sorted(E.to_act(st))[0]
            st, _ = E.apply(st, seat, agent.choose(E, st, seat, step))
            step += 1


def test_the_copy_for_apply_is_the_kits_clone():
    """AocMachine.copy is copy_state, the kit's clone written out for this state."""
    from engines.age_of_civ.state import copy_state
    from engines.kit.clone import clone

    for st in random_states():
        ours, kits = copy_state(st), clone(st)
        assert ours.__dict__ == kits.__dict__ and ours.model_fields_set == kits.model_fields_set
        assert ours.__pydantic_private__ is None and kits.__pydantic_private__ is None
        for name in type(st).COPIED_FLAT:
            assert getattr(ours, name) is not getattr(st, name)
        assert set(copy_state.__code__.co_consts) >= set(type(st).COPIED_FLAT)  # written out
        before = set(st.model_fields_set)
        for name in type(st).model_fields:  # assigning on the copy leaves the original's fields set
            setattr(ours, name, getattr(ours, name))
        assert st.model_fields_set == before and ours.model_fields_set == set(type(st).model_fields)


def test_assigning_a_field_sets_it_as_pydantic_does():
    """AocState's assignment (kit.trusted.PlainAssignment) stores a field and marks it set, as pydantic's assignment does (no
    validation on assignment); a private attribute and an unknown name go through pydantic."""
    from pydantic import BaseModel

    from engines.age_of_civ.state import AocState

    ours, theirs = AocState(seed=1, players=2), AocState(seed=1, players=2)
    for st, assign in ((ours, setattr), (theirs, BaseModel.__setattr__)):
        assign(st, "placed", 2)
        assign(st, "used", ["wonder"])
        assign(st, "_legal", ("task", 0, ()))
    assert ours.__dict__ == theirs.__dict__ and ours.model_fields_set == theirs.model_fields_set
    assert ours.__pydantic_private__ == theirs.__pydantic_private__
    assert ours.model_dump_json() == theirs.model_dump_json()
    with pytest.raises(ValueError):
        ours.no_such_field = 1


def plain_mods(st, seat):
    """The seat's passive steps by op, looked up card by card (what `rules.mods` keeps)."""
    out = {}
    cards = [("l", c) for c in st.civs[seat]] + [("t", c) for c in st.techs[seat]]
    cards += [("w", c) for c in st.wonders[seat]] + [("m", st.main[seat])]
    for part, card in cards:
        for op, rows in G.passives.get((part, card), {}).items():
            out[op] = out.get(op, []) + rows
    return out


def test_modifiers_kept_by_cards_equal_the_cards_looked_up():
    """`rules.mods` keeps the modifiers of each set of cards: on every position of random games,
    and after the cards are edited in place, it gives what looking the cards up gives."""
    from engines.age_of_civ import rules

    seen = 0
    for st in random_states():
        for seat in range(st.players):
            assert rules.mods(G, st, seat) == plain_mods(st, seat)
            seen += bool(plain_mods(st, seat))
    assert seen > 50
    mongol = cards_with("cost_reduce")[0]
    st = position(civs=[[mongol], [], []], main=[mongol, None, None])
    before = rules.mods(G, st, 0)
    assert before == plain_mods(st, 0) != {}
    st.civs[0].clear()  # in place: the same list, other contents
    st.main[0] = None
    assert rules.mods(G, st, 0) == plain_mods(st, 0) == {}
    st.techs[0].append("writing")
    assert rules.mods(G, st, 0) == plain_mods(st, 0)
    assert rules.mods(G, st, 0) is rules.mods(G, st, 0)  # kept


def test_modifiers_kept_are_bounded(monkeypatch):
    from engines.age_of_civ import rules

    monkeypatch.setattr(G, "mods_by_cards", {})
    monkeypatch.setattr(rules, "MODS_KEPT", 3)
    st = position()
    for tech in ["writing", "sailing", "mining", "mathematics", "education"]:
        st.techs[0] = [tech]
        assert rules.mods(G, st, 0) == plain_mods(st, 0)
        assert len(G.mods_by_cards) <= 3


def test_put_assigns_fields_as_pydantic_does():
    """`state.put` stores the fields and marks them set, as pydantic's assignment does, in a new
    fields set (a copy that shares it with its original leaves the original's alone)."""
    from pydantic import BaseModel

    from engines.age_of_civ.state import AocState, copy_state, put

    ours, theirs = AocState(seed=1, players=2), AocState(seed=1, players=2)
    put(ours, placed=2, used=["wonder"])
    put(ours, current=1)
    put(ours, placed=3)
    for name, value in (("placed", 2), ("used", ["wonder"]), ("current", 1), ("placed", 3)):
        BaseModel.__setattr__(theirs, name, value)
    assert ours.__dict__ == theirs.__dict__ and ours.model_fields_set == theirs.model_fields_set
    assert ours.model_dump_json() == theirs.model_dump_json()
    copy = copy_state(ours)
    before = set(ours.model_fields_set)
    put(copy, rested=True, round=3)
    assert ours.model_fields_set == before and copy.model_fields_set == before | {"rested", "round"}
    assert not ours.rested and copy.rested and copy.round == 3
