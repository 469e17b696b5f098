"""The texts made once when the engine is built (prompt options, questions, status lines) are the
ones the decision families would build for the position at hand (issue #11: speed without a
change of behaviour). The golden games pin them for a few seeds; this checks every position of
random games, also with cost and worker modifiers, bonus coins on pool cards and Draft hands."""

from __future__ import annotations

import random

import pytest

from engines.age_of_civ.engine import STATUS_PHASES
from engines.base import Option, seat_name, tr
from engines.kit.engine import KitRandomAgent
from engines.kit.tasks import Decision
from tests.age_of_civ.helpers import E
from tests.age_of_civ.test_random_games import CONFIGS


def built_afresh(st, seat) -> tuple[list[Option], object]:
    """The prompt's options and question as the kit builds them from each family's label and detail."""
    task = E.machine.current(st)
    family = E.machine.decision(task)
    ids = E.machine.choices_now(st, seat)
    options = Decision.prompt_options(family, st, task, ids)  # the kit's way: label() and detail()
    return options, family.question(st, task)


def status_afresh(st):
    task = E.machine.current(st)
    if st.finished or task is None or isinstance(task.get("who"), list):
        return None
    name, phase = seat_name(task["who"]), STATUS_PHASES.get(task["k"], tr("decision", "decyzja"))
    return tr(f"Round {st.round}/6 · {name.en}: {phase.en}", f"Runda {st.round}/6 · {name.pl}: {phase.pl}")


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_prompts_and_status_lines_equal_the_ones_built_afresh(players, options):
    agent = KitRandomAgent()
    checked = 0
    for seed in range(3):
        rng = random.Random(seed)
        st = E.setup(players, options, seed)
        step = 0
        while not st.finished:
            for seat in sorted(E.to_act(st)):
                prompt = E.prompt(st, seat)
                fresh_options, fresh_question = built_afresh(st, seat)
                assert prompt.options == fresh_options
                assert prompt.text == fresh_question
                checked += 1
            wanted = status_afresh(st)
            if wanted is not None:
                assert E.status_line(st) == wanted
            seat = rng.choice(sorted(E.to_act(st)))
            st, _ = E.apply(st, seat, agent.choose(E, st, seat, step))
            step += 1
    assert checked > 40


def test_modified_costs_and_workers_are_labelled_afresh():
    """An action a modifier names (cheaper, set cost, more workers) is not labelled at its printed
    cost: its option is built for the position, the others come from the table."""
    from tests.age_of_civ.helpers import position

    cheaper = next(
        c for c in E.g.civilizations if any(s["op"] == "cost_reduce" for ab in c.legacy for s in ab.steps)
    )
    st = position(civs=[[cheaper.id], [], []], coins=[20, 20, 20])
    prompt = E.prompt(st, 0)
    fresh, _ = built_afresh(st, 0)
    assert prompt.options == fresh
    named = {s["action"] for ab in cheaper.legacy for s in ab.steps if s["op"] == "cost_reduce"}
    printed = E.machine.decisions["act"].printed
    labelled = {o.id: o for o in prompt.options}
    assert any(
        labelled[a].label != printed[a].label
        for a in labelled
        if a in printed and printed[a].id.split(":")[1] in named
    )
