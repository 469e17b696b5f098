"""StoneAgeMachine (the kit's memo machine, copying with `copy_state` and building prompts without
validation) does what the kit's plain MemoMachine does with the same decision families."""

from engines.base import IllegalAction, MatchOver, NotYourTurn
from engines.kit.tasks import MemoMachine
from engines.stone_age.engine import FAMILIES
from tests.kit.reference import kit_decisions, reference_prompt
from tests.stone_age.helpers import ENGINE, action_phase, fresh

KIT = MemoMachine([f(ENGINE.rules) for f in FAMILIES], {"flow": ENGINE.rules.flow}, passive=frozenset())


def outcome(machine, state, seat, action):
    """What apply gives, comparable: the new state's fields, fields set and memo, the events; or
    the refusal's class and text."""
    try:
        new, events = machine.apply(state, seat, action)
    except (IllegalAction, NotYourTurn, MatchOver) as exc:
        return type(exc), exc.reason
    memo = (new.__pydantic_private__ or {}).get("_legal")
    if memo is not None:
        assert memo[0] is new.tasks[-1]  # the memo is keyed by the waiting task itself
        memo = memo[1:]
    return new.__dict__, new.model_fields_set, memo, [e.model_dump() for e in events]


def test_apply_gives_what_the_kits_machine_gives():
    checked = set()
    for state, task in kit_decisions(ENGINE, seeds=8, moves=300):
        seat = task["who"]
        legal = KIT.choices_now(state, seat)
        wrong = ["", "x", "place:nowhere", "pay:gold", "take", "back", "bonus", "a" * 91, 7, None]
        for action in [*legal, *wrong]:
            assert outcome(ENGINE.machine, state, seat, action) == outcome(KIT, state, seat, action)
        other = (seat + 1) % state.players
        assert outcome(ENGINE.machine, state, other, legal[0]) == outcome(KIT, state, other, legal[0])
        checked.add(task["k"])
    assert {"place", "count", "resolve", "roll", "pay", "feed"} <= checked


def test_apply_on_positions_edited_by_hand_and_finished():
    s = action_phase(fresh(3), 1, {"forest": 3, "card_2": 1})
    s.resources[1] = [5, 5, 5, 5]
    s.kept[1] = ["civ30"]
    for action in [*KIT.choices_now(s, 1), "resolve:forest", "resolve:hut"]:
        assert outcome(ENGINE.machine, s, 1, action) == outcome(KIT, s, 1, action)
    s.tasks = [{"k": "place", "who": 0}]
    assert outcome(ENGINE.machine, s, 1, "place:forest")[0] is NotYourTurn
    assert outcome(ENGINE.machine, s, 0, "place:forest") == outcome(KIT, s, 0, "place:forest")
    s.tasks = []
    assert outcome(ENGINE.machine, s, 1, "take") == outcome(KIT, s, 1, "take")
    s.finished = True
    assert outcome(ENGINE.machine, s, 1, "take")[0] is MatchOver


def test_setup_leaves_the_memo_the_kit_leaves():
    for players in (2, 3, 4):
        ours = ENGINE.setup(players, {}, players)
        memo = ours.__pydantic_private__["_legal"]
        assert memo[0] is ours.tasks[-1]
        assert memo[1:] == (ours.tasks[-1]["who"], tuple(KIT.choices_now(ours, ours.tasks[-1]["who"])))


def test_a_placement_prompt_edited_by_hand_is_the_reference_prompt():
    s = fresh(3)
    s.kept[0] = ["civ08"]  # the 2-resources card: "bonus" is offered too
    s.unplaced[0] = 2
    s.board = {**s.board, "forest": [0, 4, 2], "hut": [0, 2, 0]}
    s.stacks[0] = []
    s.slots[1] = None
    task = s.tasks[-1]
    prompt = ENGINE.prompt(s, 0)
    assert prompt.model_dump() == reference_prompt(ENGINE, s, task).model_dump()
    ids = prompt.option_ids()
    assert "bonus" in ids and "place:forest" not in ids and "place:hut" not in ids
    assert "place:building_1" not in ids and "place:card_2" not in ids and "place:hunting_grounds" in ids
