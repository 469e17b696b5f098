"""kit.clone's optional KEPT_PRIVATE: private memos a state class names are carried into the copy
(copied one level); everything else private is dropped, as without the name."""

from typing import ClassVar

from pydantic import PrivateAttr

from engines.kit.clone import clone
from engines.kit.tasks import TaskState


class Plain(TaskState):
    game: str = "toy"
    _memo: dict | None = PrivateAttr(default=None)


class Keeping(Plain):
    KEPT_PRIVATE: ClassVar[tuple[str, ...]] = ("_memo",)


def test_a_class_without_kept_private_copies_no_private_attribute():
    a = Plain(seed=1, players=2)
    a.__pydantic_private__["_memo"] = {0: "index"}
    assert clone(a).__pydantic_private__ is None


def test_named_memos_are_carried_one_level_deep_and_the_rest_dropped():
    a = Keeping(seed=1, players=2)
    a.__pydantic_private__["_memo"] = {0: "index"}
    a.__pydantic_private__["_legal"] = ("task", 0, ("x",))
    b = clone(a)
    assert b.__pydantic_private__ == {"_memo": {0: "index"}}
    b.__pydantic_private__["_memo"][1] = "other"  # the copy's memo is its own dict
    assert a.__pydantic_private__["_memo"] == {0: "index"}
    assert b.model_dump_json() == a.model_dump_json()


def test_nothing_to_keep_gives_no_private_dict():
    assert clone(Keeping(seed=1, players=2)).__pydantic_private__ is None
