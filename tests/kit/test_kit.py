"""The game kit: codec, clone, task machine, effect registry, data loading, the random seam."""

from __future__ import annotations

from typing import ClassVar

import pytest
from pydantic import ValidationError

from engines.base import Event, IllegalAction, NotYourTurn, Option, Prompt, Rng, State, Text, script_dice, tr
from engines.kit import codec, trusted
from engines.kit.clone import clone, own
from engines.kit.effects import EffectDataError, EffectRegistry, OpArgs
from engines.kit.tasks import Decision, Machine, TaskState, deciders, decides
from engines.kit.trusted import fast_event, fast_model

# ---------------------------------------------------------------- codec


def test_codec_round_trip_and_typed_parse():
    action = codec.encode("place", "forest", 3)
    assert action == "place:forest:3"
    assert codec.decode(action) == ("place", ["forest", "3"])
    assert codec.parse(action, "place", str, int) == ("forest", 3)


@pytest.mark.parametrize("bad", ["", "place::3", ":x", "place:forest:x", "take:1", 7, None, "pł:1", "a" * 91])
def test_codec_refuses_malformed_actions(bad):
    with pytest.raises(IllegalAction):
        codec.parse(bad, "place", str, int)


def test_codec_refuses_to_build_an_ambiguous_action():
    with pytest.raises(ValueError):
        codec.encode("pay", "a:b")


# ---------------------------------------------------------------- clone


class Board(TaskState):
    game: str = "toy"
    hands: list[list[str]] = []
    shared: list[list[int]] = []
    counts: dict[str, list[int]] = {}
    COPIED: ClassVar[tuple[str, ...]] = ("hands", "counts", "tasks")


def test_clone_copies_what_rules_edit_and_shares_the_rest():
    a = Board(seed=1, players=2, hands=[["x"], ["y"]], shared=[[1], [2]], counts={"k": [1]})
    b = clone(a)
    b.hands[0].append("z")
    b.counts["k"].append(2)
    b.tasks.append({"k": "t"})
    assert a.hands == [["x"], ["y"]] and a.counts == {"k": [1]} and a.tasks == []
    assert b.shared is a.shared
    own(b, "shared")[0].append(9)
    assert a.shared == [[1], [2]] and b.shared == [[1, 9], [2]]
    assert Board.model_validate_json(b.model_dump_json()) == b


class FlatBoard(TaskState):
    game: str = "toy"
    scores: list[int] = []
    COPIED_FLAT: ClassVar[tuple[str, ...]] = ("scores", "tasks")


def test_clone_copies_flat_fields_one_level():
    task = {"k": "t", "who": 0}
    a = FlatBoard(seed=1, players=2, scores=[1, 2], tasks=[task])
    b = clone(a)
    b.scores[0] = 5
    b.tasks.pop()
    assert a.scores == [1, 2] and a.tasks == [task]
    assert clone(a).tasks[0] is a.tasks[0]  # tasks are replaced, never edited: the items are shared


# ---------------------------------------------------------------- machine


class Pick(Decision):
    kind = "pick"

    def choices(self, st, task):
        return [codec.encode("take", n) for n in task["of"]] + ["pass"]

    def resolve(self, st, task, action, ev):
        if action != "pass":
            st.options = {**st.options, "took": codec.parse(action, "take", int)[0]}

    def question(self, st, task):
        return tr("Pick", "Wybierz")

    def label(self, st, task, action):
        return tr(action)


class Secret(Decision):
    kind = "secret"
    simultaneous = True
    private = True

    def choices(self, st, task):
        return ["a", "b"]

    def resolve_all(self, st, task, answers, ev):
        st.options = {**st.options, "answers": answers}

    def question(self, st, task):
        return tr("Secret pick", "Tajny wybór")

    def label(self, st, task, action):
        return tr(action)


def count_up(st, task, ev):
    st.options = {**st.options, "ticks": st.options.get("ticks", 0) + 1}


MACHINE = Machine([Pick(), Secret()], {"tick": count_up})


def position(*tasks):
    st = Board(seed=3, players=2, tasks=list(reversed(tasks)))
    MACHINE.advance(st, [])
    return st


def test_machine_runs_automatic_steps_and_waits_for_a_decision():
    st = position({"k": "tick"}, {"k": "pick", "who": 1, "of": [1, 2]}, {"k": "tick"})
    assert st.options == {"ticks": 1} and MACHINE.to_act(st) == {1}
    prompt = MACHINE.prompt(st, 1)
    assert prompt.option_ids() == ["take:1", "take:2", "pass"] and not prompt.private
    after, _ = MACHINE.apply(st, 1, "take:2")
    assert after.options == {"ticks": 2, "took": 2} and after.finished is False and after.tasks == []
    assert st.tasks and st.options == {"ticks": 1}  # apply is pure


def test_advance_reports_where_it_settles():
    seen = []

    class Watching(Machine):
        def settled(self, st, task, ids):
            seen.append((task["k"], list(ids)))

    machine = Watching([Pick(), Secret()], {"tick": count_up})
    st = Board(seed=3, players=2, tasks=[{"k": "pick", "who": 1, "of": [1, 2]}, {"k": "tick"}])
    machine.advance(st, [])
    assert seen == [("pick", ["take:1", "take:2", "pass"])]
    assert machine.legal(st, 1) == ["take:1", "take:2", "pass"]


def test_prompt_options_default_to_each_label_and_detail_and_a_family_may_build_them_at_once():
    st = position({"k": "pick", "who": 1, "of": [1, 2]})
    options = MACHINE.prompt(st, 1).options
    assert [(o.id, o.label, o.detail) for o in options] == [
        ("take:1", tr("take:1"), None),
        ("take:2", tr("take:2"), None),
        ("pass", tr("pass"), None),
    ]

    class Numbered(Pick):
        def prompt_options(self, st, task, ids):
            return [
                Option(id=a, label=tr(f"{i + 1}. {a}"), detail=tr("same for all")) for i, a in enumerate(ids)
            ]

    machine = Machine([Numbered(), Secret()], {"tick": count_up})
    options = machine.prompt(st, 1).options
    assert [o.label.en for o in options] == ["1. take:1", "2. take:2", "3. pass"]
    assert {o.detail for o in options} == {tr("same for all")}


def test_machine_refuses_wrong_seat_and_illegal_actions():
    st = position({"k": "pick", "who": 0, "of": [1]})
    with pytest.raises(NotYourTurn):
        MACHINE.apply(st, 1, "take:1")
    with pytest.raises(IllegalAction):
        MACHINE.apply(st, 0, "take:5")


def test_a_lone_passive_choice_is_taken_without_asking():
    st = position({"k": "pick", "who": 0, "of": []}, {"k": "tick"})
    assert st.tasks == [] and st.options == {"ticks": 1}


def test_simultaneous_decisions_collect_private_answers_then_resolve_together():
    st = position({"k": "secret", "who": [0, 1]})
    assert MACHINE.to_act(st) == {0, 1} and MACHINE.prompt(st, 0).private
    st, _ = MACHINE.apply(st, 1, "b")
    assert MACHINE.to_act(st) == {0} and "answers" not in st.options
    with pytest.raises(NotYourTurn):
        MACHINE.apply(st, 1, "a")
    st, _ = MACHINE.apply(st, 0, "a")
    assert st.options["answers"] == {0: "a", 1: "b"} and MACHINE.to_act(st) == set()


def test_a_family_cannot_be_both_automatic_and_a_decision():
    with pytest.raises(ValueError):
        Machine([Pick()], {"pick": count_up})


# ---------------------------------------------------------------- effects


class GainArgs(OpArgs):
    resources: list[str]


class EachArgs(OpArgs):
    steps: list[dict]
    include_self: bool = False


def registry():
    effects = EffectRegistry("toy")
    effects.op("gain", GainArgs)
    effects.op("each_player", EachArgs, nested=("steps",))
    return effects


def test_effect_data_is_checked_when_it_loads():
    effects = registry()
    effects.check([{"op": "gain", "resources": ["food"]}], "card 1")
    with pytest.raises(EffectDataError, match="unknown op 'gian'"):
        effects.check([{"op": "gian", "resources": ["food"]}], "card 2")
    with pytest.raises(EffectDataError, match="resources"):
        effects.check([{"op": "gain", "resources": "food"}], "card 3")
    with pytest.raises(EffectDataError, match="amount"):
        effects.check([{"op": "gain", "resources": [], "amount": 2}], "card 4")
    with pytest.raises(EffectDataError, match=r"card 5 step 1 \(each_player.steps\) step 1: unknown op"):
        effects.check([{"op": "each_player", "steps": [{"op": "fly"}]}], "card 5")


# ---------------------------------------------------------------- the random seam


def test_scripted_draws_come_first_and_still_advance_the_counter():
    st = State(game="toy", seed=1, players=2)
    script_dice(st, 6, 1)
    rng = Rng(st)
    assert [rng.die(), rng.die()] == [6, 1] and st.rng_counter == 2 and st.rng_script == []
    st.rng_script = [7]
    with pytest.raises(ValueError):
        rng.die()


class Checked(Pick):
    """A family that answers `allows` itself, without listing its choices."""

    kind = "checked"
    listed = 0

    def choices(self, st, task):
        Checked.listed += 1
        return super().choices(st, task)

    def allows(self, st, task, action):
        return action == "pass" or action in {codec.encode("take", n) for n in task["of"]}


def test_apply_asks_the_family_whether_an_action_is_allowed():
    machine = Machine([Checked()], {})
    st = Board(seed=1, players=2, tasks=[{"k": "checked", "who": 0, "of": [4]}])
    Checked.listed = 0
    with pytest.raises(IllegalAction):
        machine.apply(st, 0, "take:5")
    after, _ = machine.apply(st, 0, "take:4")
    assert after.options == {"took": 4} and Checked.listed == 0


class Known(Checked):
    """A family that knows it has several choices without listing them."""

    kind = "known"

    def several(self, st, task):
        return len(task["of"]) > 0


def test_advance_waits_without_listing_when_a_family_knows_it_has_several_choices():
    machine = Machine([Known()], {})
    st = Board(seed=1, players=2, tasks=[{"k": "known", "who": 0, "of": [4]}])
    Checked.listed = 0
    machine.advance(st, [])
    assert Checked.listed == 0 and machine.to_act(st) == {0}
    st.tasks = [{"k": "known", "who": 0, "of": []}]
    machine.advance(st, [])
    assert Checked.listed == 1 and st.tasks == []  # the lone "pass" was taken by itself


# ---------------------------------------------------------------- trusted models


def test_fast_models_equal_validated_ones():
    text = fast_model(Text, {"en": "a", "pl": "b"})
    assert text == tr("a", "b") and text.model_dump_json() == tr("a", "b").model_dump_json()
    option = fast_model(Option, {"id": "x", "label": text, "detail": None})
    assert option == Option(id="x", label=tr("a", "b"))
    assert option.model_fields_set == {"id", "label", "detail"}
    made = fast_event("x", "y", reveal=True, board=False)
    validated = Event(text=tr("x", "y"), reveal=True, board=False)
    assert made == validated
    assert made.model_dump_json() == validated.model_dump_json()
    assert made.model_dump(exclude_defaults=True) == validated.model_dump(exclude_defaults=True)
    plain = fast_model(Event, {"text": tr("x", "y"), "seats": None, "reveal": True, "board": False})
    assert made.__dict__ == plain.__dict__ and made.model_fields_set == plain.model_fields_set
    assert made.__pydantic_private__ is None and made.__pydantic_extra__ is None
    assert fast_event("x", "y").model_fields_set is not fast_event("x", "y").model_fields_set


def same_model(made, validated) -> bool:
    return (
        made == validated
        and made.model_fields_set == validated.model_fields_set
        and made.model_dump_json() == validated.model_dump_json()
        and made.model_dump_json(exclude_unset=True) == validated.model_dump_json(exclude_unset=True)
    )


def test_prompts_built_without_validation_equal_validated_ones():
    options = [
        trusted.option("a:1", tr("One", "Jeden")),
        trusted.option("b", tr("Two"), tr("more", "więcej")),
    ]
    assert same_model(options[0], Option(id="a:1", label=tr("One", "Jeden"), detail=None))
    assert same_model(options[1], Option(id="b", label=tr("Two"), detail=tr("more", "więcej")))
    one = trusted.prompt(2, tr("Pick", "Wybierz"), options, private=True)
    assert same_model(one, Prompt(seat=2, text=tr("Pick", "Wybierz"), options=options, private=True))
    several = trusted.prompt(0, tr("Pick"), options, multi=True, min_pick=1)
    validated = Prompt(
        seat=0, kind="multi", text=tr("Pick"), options=options, min_pick=1, max_pick=2, private=False
    )
    assert same_model(several, validated)
    assert one.options is not options and several.options is not options  # the family's list stays its own


def test_options_and_prompts_still_refuse_what_validation_refuses():
    with pytest.raises(ValidationError):
        trusted.option("x" * 91, tr("long"))  # longer than an action may be
    with pytest.raises(ValidationError):
        trusted.option("x", "not a Text")
    with pytest.raises(ValidationError):
        trusted.option("x", tr("a"), "not a Text")
    assert trusted.option("x" * 90, tr("a")).id == "x" * 90
    with pytest.raises(ValidationError):
        trusted.prompt(0, tr("Pick"), [{"id": "a"}])  # an option without its label
    with pytest.raises(ValidationError):
        trusted.prompt("zero", tr("Pick"), [])
    # values validation accepts as they are (a dict for a Text) still give the validated prompt
    made = trusted.prompt(1, {"en": "Pick", "pl": "Wybierz"}, [{"id": "a", "label": {"en": "A", "pl": "A"}}])
    assert same_model(
        made,
        Prompt(seat=1, text=tr("Pick", "Wybierz"), options=[Option(id="a", label=tr("A"))], private=False),
    )


def test_decides_answers_as_the_list_of_deciders():
    tasks = [
        {"k": "x", "who": 1},
        {"k": "x"},
        {"k": "x", "who": [0, 2]},
        {"k": "x", "who": [0, 2], "answers": {"2": "a"}},
        {"k": "x", "who": [0, 2], "answers": {"0": "a", "2": "b"}},
    ]
    assert [deciders(t) for t in tasks] == [[1], [], [0, 2], [0], []]
    for task in tasks:
        assert [decides(task, seat) for seat in range(3)] == [seat in deciders(task) for seat in range(3)]
