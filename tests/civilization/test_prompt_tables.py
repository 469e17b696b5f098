"""The fourth round of speed work (issue #11): a prompt's options come from tables built once where
their label is a function of the action id alone, and the rest are built without validation. Each
prompt equals the one validation builds from the families' labels, field by field and set by set."""

from __future__ import annotations

from engines.base import Option, Prompt
from engines.civilization import ENGINE as E
from engines.civilization.abilities import every_hidden_pay_id


def kit_prompt(st, seat: int) -> Prompt:
    """The prompt built from the family's labels, every option and the prompt validated."""
    task = E.machine.current(st)
    decision = E.machine.decision(task)
    ids = E.machine.choices_now(st, seat)
    options = [Option(id=a, label=decision.label(st, task, a), detail=None) for a in ids]
    text = decision.question(st, task)
    if decision.multi:
        return Prompt(
            seat=seat,
            kind="multi",
            text=text,
            options=options,
            min_pick=decision.min_pick,
            max_pick=len(options),
            private=decision.private,
        )
    return Prompt(seat=seat, text=text, options=options, private=decision.private)


def test_prompts_equal_the_kits_through_random_games():
    agent = E.agents()["random"]
    seen = set()
    for seed in range(2):
        st = E.setup(3, {}, seed)
        for n in range(1500):
            if st.finished:
                break
            seat = min(E.to_act(st))
            prompt, want = E.prompt(st, seat), kit_prompt(st, seat)
            assert prompt == want and prompt.model_dump_json() == want.model_dump_json()
            assert prompt.model_fields_set == want.model_fields_set
            assert [o.model_fields_set for o in prompt.options] == [o.model_fields_set for o in want.options]
            seen.add(E.machine.current(st)["k"])
            st, _ = E.apply(st, seat, agent.choose(E, st, seat, n))
    assert {"offer_build", "step", "city", "move", "trade", "start"} <= seen


def test_fixed_options_label_as_the_family_does():
    # every id of the tables: the option is the one the family's label gives
    for decision in E.machine.decisions.values():
        for action, option in decision.fixed.items():
            assert option == Option(id=action, label=decision.label(None, None, action), detail=None)
    assert len(E.machine.decisions["step"].fixed) > 100  # the "to:" squares
    hidden = every_hidden_pay_id(E.tb)
    assert hidden and set(hidden) <= set(E.machine.decisions["city"].fixed)
