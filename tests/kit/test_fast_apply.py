"""kit.tasks.Machine.apply's quick way for the common move (the one seat of a single-pick decision
picks) gives what `apply_any`, the general path, gives: at every decision of seeded games of each
kit game, for every legal id, wrong ids, another seat and positions edited by hand. And the
machine's tables, and the memo MemoMachine's `advance` leaves wherever it stops."""

from __future__ import annotations

import pytest

from engines import registry
from engines.base import IllegalAction, MatchOver, NotYourTurn, encode_multi, play_on
from engines.kit.tasks import Decision, Machine, MemoMachine, deciders, remember_legal
from tests.kit.reference import kit_decisions
from tests.kit.test_kit import Board, Pick, Secret, count_up

# (seeded games, decisions of each) kept small for the slow games
GAMES = {
    "stone_age": (6, 250),
    "guns_steel": (4, 250),
    "age_of_civ": (4, 200),
    "civilization": (3, 150),
    "through_ages": (2, 150),
}
WRONG = ["", "x", "pass", "take", "back", "bonus", "end", "a" * 90, "a" * 91, 7, None]


def outcome(apply, state, seat, action):
    """What an apply gives, comparable: the new state's fields and fields set, the machine's memo
    and the names of the game's own memos (Civilization keeps objects there that compare by
    identity), the events; or the refusal's class and text. The state applied to is left as it
    was."""
    before = state.model_dump_json()
    try:
        new, events = apply(state, seat, action)
    except (IllegalAction, NotYourTurn, MatchOver) as exc:
        got = type(exc), exc.reason
    except Exception as exc:  # a position no game reaches (a family meets a task edited by hand)
        got = type(exc), str(exc)
    else:
        private = new.__pydantic_private__ or {}
        memos = private.get("_legal"), sorted(private)
        got = new.__dict__, new.model_fields_set, memos, [e.model_dump() for e in events]
    assert state.model_dump_json() == before
    return got


def same_both_ways(machine, state, seat, action):
    fast = outcome(machine.apply, state, seat, action)
    assert fast == outcome(machine.apply_any, state, seat, action)
    return fast


def tries(machine, state, task):
    """(seat, action) pairs to apply at this decision: each deciding seat's legal ids and wrong
    ones, a multi pick, and a seat that does not decide."""
    seats = deciders(task)
    for seat in seats:
        legal = machine.choices_now(state, seat)
        yield from ((seat, a) for a in [*legal, *WRONG, encode_multi(legal[:2])])
    other = next(s for s in range(state.players + 1) if s not in seats)
    yield other, machine.choices_now(state, seats[0])[0]


@pytest.mark.parametrize("game", GAMES)
def test_the_quick_way_gives_what_the_general_path_gives(game):
    engine = registry.get_engine(game)
    machine = engine.machine
    seeds, moves = GAMES[game]
    quick = 0
    for state, task in kit_decisions(engine, seeds=seeds, moves=moves):
        for seat, action in tries(machine, state, task):
            same_both_ways(machine, state, seat, action)
        quick += task["k"] in machine.single_picks
    assert quick > seeds * 20  # most decisions take the quick way


@pytest.mark.parametrize("game", GAMES)
def test_positions_edited_by_hand(game):
    engine = registry.get_engine(game)
    machine = engine.machine
    state = play_on(engine, engine.setup(3, {}, 5), 12)
    task = machine.current(state)
    seat = deciders(task)[0]
    legal = machine.choices_now(state, seat)
    edits = [
        {"who": (seat + 1) % state.players},  # another seat waits
        {"who": [seat]},  # a list of seats at a family that is not simultaneous
        {"who": None},
        {"who": True} if seat == 1 else {"who": seat},
    ]
    for edit in edits:
        edited = machine.copy(state)
        edited.tasks[-1] = {**task, **edit}
        for s in range(state.players):
            for action in [legal[0], legal[-1], "x"]:
                same_both_ways(machine, edited, s, action)
    edited = machine.copy(state)
    edited.finished = True
    assert same_both_ways(machine, edited, seat, legal[0])[0] is MatchOver
    edited = machine.copy(state)
    edited.tasks = []
    assert same_both_ways(machine, edited, seat, legal[0])[0] is NotYourTurn


class Several(Pick):
    kind = "several"

    def several(self, st, task):
        return True


class Lone(Pick):
    kind = "lone"
    auto_single = True

    def choices(self, st, task):
        return task["of"]


class Many(Pick):
    kind = "many"
    multi = True


def toy_machine() -> Machine:
    return Machine([Pick(), Secret(), Several(), Lone(), Many()], {"tick": count_up})


def test_the_toy_machine_on_positions_edited_by_hand():
    machine = toy_machine()
    tasks = [
        {"k": "pick", "who": 0, "of": [1, 2]},
        {"k": "pick", "who": 1, "of": [1, 2]},
        {"k": "pick", "who": [0, 1], "of": [1, 2]},
        {"k": "pick", "of": [1]},
        {"k": "secret", "who": [0, 1]},
        {"k": "secret", "who": 0},
        {"k": "several", "who": 0, "of": [3]},
        {"k": "lone", "who": 0, "of": ["take:1"]},
        {"k": "many", "who": 0, "of": [1, 2, 3]},
        {"k": "tick", "who": 0},
    ]
    actions = ["take:1", "take:2", "take:3", "pass", "a", "take:1,take:2", "", "a" * 91, 0, None]
    for top in tasks:
        for below in ([], [{"k": "tick"}], [{"k": "pick", "who": 1, "of": [5]}, {"k": "tick"}]):
            st = Board(seed=3, players=2, tasks=[*below, top])
            for seat in (0, 1, 2, None, True):
                for action in actions:
                    same_both_ways(machine, st, seat, action)
    st = Board(seed=3, players=2, tasks=[{"k": "tick", "who": 0}])
    assert same_both_ways(machine, st, 0, "take:1")[0] is KeyError  # an automatic step is no decision
    st = Board(seed=3, players=2, tasks=[{"k": "pick", "who": 0, "of": [1]}], finished=True)
    assert same_both_ways(machine, st, 0, "take:1")[0] is MatchOver


def test_the_machine_tables_follow_the_families():
    for machine in [toy_machine(), *(registry.get_engine(g).machine for g in GAMES)]:
        families = machine.decisions.items()
        assert machine.single_picks == {k for k, d in families if not d.multi and not d.simultaneous}
        assert machine.listed == {
            k for k, d in families if not d.simultaneous and type(d).several is Decision.several
        }
    assert toy_machine().single_picks == {"pick", "several", "lone"}
    assert toy_machine().listed == {"pick", "lone", "many"}


class Remembers(Pick):
    """A family that knows its ids without `choices` and remembers them (as Civilization's does)."""

    kind = "remembers"

    def several(self, st, task):
        remember_legal(st, (task, task["who"], ("take:9", "pass")))
        return True


def test_the_memo_machine_sets_or_drops_its_memo_wherever_advance_stops():
    machine = MemoMachine([Pick(), Secret(), Remembers()], {"tick": count_up})

    def memo_after_advance(tasks, finished=False):
        st = Board(seed=3, players=2, tasks=tasks, finished=finished)
        remember_legal(st, ({"k": "old"}, 0, ("old",)))
        machine.advance(st, [])
        return st.__pydantic_private__["_legal"], st

    memo, st = memo_after_advance([{"k": "pick", "who": 1, "of": [2]}, {"k": "tick"}])
    assert memo[0] is st.tasks[-1] and memo[1:] == (1, ("take:2", "pass"))
    assert machine.legal(st, 1) == ["take:2", "pass"]
    memo, st = memo_after_advance([{"k": "remembers", "who": 0, "of": [1]}])
    assert memo[0] is st.tasks[-1] and memo[1:] == (0, ("take:9", "pass"))
    assert memo_after_advance([{"k": "secret", "who": [0, 1]}])[0] is None
    assert memo_after_advance([{"k": "tick"}])[0] is None
    assert memo_after_advance([{"k": "pick", "who": 1, "of": [2]}], finished=True)[0] is None
