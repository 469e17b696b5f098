"""Helpers for tests that check a game's fast kit paths against the plain, validated computation."""

from engines.base import Option, Prompt, play_on


def kit_decisions(engine, seeds: int = 8, moves: int = 300):
    """(state, task) at every decision of seeded random games of 2-4 players."""
    machine = engine.machine
    for seed in range(seeds):
        state = engine.setup(2 + seed % 3, {}, seed)
        for _ in range(moves):
            task = machine.current(state)
            if task is None:
                break
            yield state, task
            state = play_on(engine, state, 1)


def reference_prompt(engine, state, task) -> Prompt:
    """The prompt of a task as its decision family describes it (question, label and detail of
    each choice), built and validated as a plain Prompt."""
    family = engine.machine.decisions[task["k"]]
    options = [
        Option(id=a, label=family.label(state, task, a), detail=family.detail(state, task, a))
        for a in family.choices(state, task)
    ]
    multi = {"kind": "multi", "min_pick": family.min_pick, "max_pick": len(options)} if family.multi else {}
    return Prompt(
        seat=task["who"], text=family.question(state, task), options=options, private=family.private, **multi
    )


def kinds_with_reference_prompts(engine) -> set[str]:
    """Checks that the engine's prompt at every decision of seeded random games equals the
    reference prompt; returns the decision kinds seen."""
    seen = set()
    for state, task in kit_decisions(engine):
        assert (
            engine.prompt(state, task["who"]).model_dump()
            == reference_prompt(engine, state, task).model_dump()
        )
        seen.add(task["k"])
    return seen
