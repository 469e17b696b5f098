"""`TtaMachine.copy` (the copy apply edits) is `state.copy_state`, the kit's clone written out for
this state: the same fields, the same fields set, the same kept in-play memo, fresh COPIED_FLAT
lists and a memo dict of its own (a rebuilt index goes into the copy only)."""

from engines.kit.clone import clone
from engines.through_ages import ENGINE as E
from engines.through_ages.state import TtaState, copy_state


def test_the_copy_for_apply_is_the_kits_clone():
    agent = E.agents()["random"]
    for seed, options in ((1, {}), (2, {"leaders_wonders": "random", "military": "on", "balance": "on"})):
        st = E.setup(3, options, seed)
        with_memo = 0
        for n in range(250):
            if st.finished:
                break
            ours, kits = copy_state(st), clone(st)
            assert type(ours) is TtaState
            assert ours.__dict__ == kits.__dict__
            assert ours.model_fields_set == kits.model_fields_set
            assert ours.__pydantic_private__ == kits.__pydantic_private__
            for name in TtaState.COPIED_FLAT:
                assert getattr(ours, name) is not getattr(st, name), name
            private = ours.__pydantic_private__
            if private:
                with_memo += 1
                assert set(private) == {"_in_play"}
                assert private["_in_play"] is not st.__pydantic_private__["_in_play"]
            seat = min(E.to_act(st))
            st, _ = E.apply(st, seat, agent.choose(E, st, seat, n))
        assert with_memo > 100  # the memo is carried, not only absent on both sides
