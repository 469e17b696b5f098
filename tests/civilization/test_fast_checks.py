"""The decisions that answer "is this action legal" without listing every choice (issue #11) answer
exactly as the list does, over positions of random games."""

from engines.civilization import ENGINE
from engines.kit.codec import verb_of

AGENT = ENGINE.agents()["random"]
FAST = ("step", "city_act", "city_go", "offer_build")


def positions(seeds=(0, 4), limit=1500):
    for seed in seeds:
        st = ENGINE.setup(2 + seed % 3, {"turn_limit": "100"}, seed)
        for n in range(limit):
            if st.finished:
                break
            task = ENGINE.machine.current(st)
            if task["k"] in FAST:
                yield st, task
            seat = min(ENGINE.to_act(st))
            st, _ = ENGINE.apply(st, seat, AGENT.choose(ENGINE, st, seat, n))


def candidates(st, task, ids):
    """Every choice, plus near misses: every square of the map as a target, malformed squares,
    and the other families' words."""
    out = set(ids) | {"stop", "arts", "idle", "produce", "harvest:iron", "go:n", "explore:e", "done", "send"}
    out |= {
        f"{side}:{item}"
        for side in ("give", "take")
        for item in ("trade.1", "trade.8", "res.iron", "card.any")
    }
    out |= {f"{side}:card.{n}" for side in ("give", "take") for n in range(3)} | {"give:", "take:trade.1.1"}
    if task["k"] == "step":
        out |= {f"to:{r}:{c}" for r in range(st.grid_rows * 4) for c in range(st.grid_cols * 4)}
        for a in ids:
            if verb_of(a) == "to":
                _, r, c = a.split(":")
                out |= {f"to:0{r}:{c}", f"to:{r}:{c}:0", f"to:{r}", f"to: {r}:{c}", "to:x:y"}
    return out


def test_fast_legality_checks_agree_with_the_choices():
    checked = {kind: 0 for kind in FAST}
    for st, task in positions():
        decision = ENGINE.machine.decision(task)
        ids = decision.choices(st, task)
        for action in candidates(st, task, ids):
            assert decision.allows(st, task, action) == (action in ids), (task, action)
        checked[task["k"]] += 1
    assert checked["step"] and checked["city_act"] and checked["offer_build"], checked


def test_the_copy_for_apply_is_the_kits_clone():
    # CivMachine.copy is state.copy_state, the kit's clone written out for this state
    from engines.civilization.state import copy_state
    from engines.kit.clone import clone

    seen = 0
    for seed in (1, 2):
        st = ENGINE.setup(3, {"turn_limit": "100"}, seed)
        for n in range(400):
            ours, kits = copy_state(st), clone(st)
            assert ours.__dict__ == kits.__dict__ and ours.model_fields_set == kits.model_fields_set
            assert ours.__pydantic_private__ == kits.__pydantic_private__
            seen += ours.__pydantic_private__ is not None
            for name in type(st).COPIED_FLAT:
                assert getattr(ours, name) is not getattr(st, name)
            if ours.__pydantic_private__:
                assert ours.__pydantic_private__["_memos"] is not st.__pydantic_private__["_memos"]
            if n % 50 == 0:
                before = set(st.model_fields_set)
                for name in type(st).model_fields:  # assigning on the copy leaves the original's set
                    setattr(ours, name, getattr(ours, name))
                assert st.model_fields_set == before and ours.model_fields_set == set(type(st).model_fields)
            seat = min(ENGINE.to_act(st))
            st, _ = ENGINE.apply(st, seat, AGENT.choose(ENGINE, st, seat, n))
    assert seen > 100  # the memos were carried


def test_assigning_a_field_sets_it_as_pydantic_does():
    """CivState's assignment (kit.trusted.PlainAssignment) stores a field and marks it set, as pydantic's assignment does (no
    validation on assignment); a private attribute and an unknown name go through pydantic."""
    import pytest
    from pydantic import BaseModel

    ours, theirs = ENGINE.setup(2, {}, 3), ENGINE.setup(2, {}, 3)
    for st, assign in ((ours, setattr), (theirs, BaseModel.__setattr__)):
        assign(st, "turn", 7)
        assign(st, "figures", [])
        assign(st, "_legal", ("task", 0, ()))
    assert ours.__dict__ == theirs.__dict__ and ours.model_fields_set == theirs.model_fields_set
    assert ours.__pydantic_private__["_legal"] == theirs.__pydantic_private__["_legal"]
    assert ours.model_dump_json() == theirs.model_dump_json()
    with pytest.raises(ValueError):
        ours.no_such_field = 1
