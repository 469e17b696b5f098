"""kit.trusted.PlainAssignment: a state's field assignment as pydantic's own (no validation on
assignment), without its attribute machinery, and a fields set a copy may share."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, PrivateAttr

from engines.kit.tasks import TaskState
from engines.kit.trusted import PlainAssignment


class Plain(PlainAssignment, TaskState):
    count: int = 0
    names: list[str] = []
    _memo: tuple | None = PrivateAttr(default=None)


class Pydantic(TaskState):
    count: int = 0
    names: list[str] = []
    _memo: tuple | None = PrivateAttr(default=None)


def test_a_field_is_stored_and_marked_set_as_pydantic_does():
    ours, theirs = Plain(game="t", seed=1, players=2), Pydantic(game="t", seed=1, players=2)
    for st in (ours, theirs):
        st.count = 3
        st.names = ["a"]
        st.count = 4
        st._memo = ("kept",)
    assert ours.__dict__ == theirs.__dict__ and ours.model_fields_set == theirs.model_fields_set
    assert ours.__pydantic_private__ == theirs.__pydantic_private__ == {"_memo": ("kept",)}
    assert ours.model_dump_json() == theirs.model_dump_json()


def test_an_unknown_name_is_refused_as_pydantic_refuses_it():
    with pytest.raises(ValueError):
        Plain(game="t", seed=1, players=2).no_such_field = 1
    with pytest.raises(ValueError):
        Pydantic(game="t", seed=1, players=2).no_such_field = 1


def test_a_copy_sharing_the_fields_set_leaves_the_original_alone():
    st = Plain(game="t", seed=1, players=2)
    copy = st.model_copy()
    BaseModel.__setattr__(copy, "__pydantic_fields_set__", st.__pydantic_fields_set__)  # shared
    before = set(st.model_fields_set)
    copy.count = 5
    assert "count" in copy.model_fields_set and st.model_fields_set == before and st.count == 0
