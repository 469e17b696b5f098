"""The Action Phase checks a move by its verb's part of the legal list only (legal.allowed): the
answer must be the one the whole list gives, for every offered move and for moves that are not
offered (other seats' and other positions' moves, malformed ids) (TA-15, TA-16)."""

import pytest

from engines.through_ages import ENGINE as E

JUNK = ["take:0", "take:14", "take:01", "take:-1", "take:", "take:1:2", "build:nothing", "up:a:b", "dev:x",
        "rev:x", "pop:1", "stage:0", "stage:9", "play:x", "tactic:x", "tactic", "trade:x", "done", "destroy:",
        "leader:x:y", "liner", "bach:a:b", "recruit:x", "gutenberg:take:1", "louvre", "redcross:0",
        "copy:x", "leaderuse:0", "leaderuse:9", "disband:x", "rev:x:y"]  # fmt: skip


@pytest.mark.parametrize(
    "options",
    [{}, {"leaders_wonders": "random", "balance": "on", "military": "on"}, {"leaders_wonders": "only"}],
)
def test_a_move_is_allowed_exactly_when_it_is_offered(options):
    agent = E.agents()["random"]
    seen: set[str] = set(JUNK)
    checked = 0
    for seed in (3, 4):
        st = E.setup(3, options, seed)
        for n in range(400):
            if st.finished:
                break
            seat = min(E.to_act(st))
            task = E.machine.current(st)
            if task["k"] == "act":
                act = E.machine.decision(task)
                offered = act.choices(st, task)
                seen.update(offered)
                for action in sorted(seen):
                    assert act.allows(st, task, action) == (action in offered), (seed, n, action)
                    checked += 1
            st, _ = E.apply(st, seat, agent.choose(E, st, seat, n))
    assert checked > 1000
