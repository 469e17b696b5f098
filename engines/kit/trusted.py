"""Pydantic instances built from trusted values without validation, for hot paths (log lines,
view parts) where the engine itself made every value: validation costs several times more."""

from __future__ import annotations

from typing import Any, ClassVar, TypeVar

from pydantic import BaseModel

from engines.base import MAX_ACTION_LEN, Event, Option, Prompt, Seat, Text

M = TypeVar("M", bound=BaseModel)

# BaseModel's own slots, set directly (object.__setattr__ looks each name up first): for models
# built here and for kit.clone's copies of states, made several times per move
_SLOTS = BaseModel.__dict__
set_dict = _SLOTS["__dict__"].__set__
set_fields_set = _SLOTS["__pydantic_fields_set__"].__set__
set_extra = _SLOTS["__pydantic_extra__"].__set__
set_private = _SLOTS["__pydantic_private__"].__set__


class PlainAssignment:
    """A base for a state model (before the pydantic base: `class S(PlainAssignment, TaskState)`)
    whose rules assign fields at every move: `st.name = value` for a field does what pydantic does
    without validate_assignment (the value stored, the field marked as set), without pydantic's
    attribute machinery. Anything else (private attributes) goes through pydantic. The fields set
    is replaced, not edited, so a copy may share it with its original."""

    __slots__ = ()
    # the model's field names, set for each model class (a class attribute read from the
    # instance is cheaper than pydantic's `__pydantic_fields__` read from the class)
    PLAIN_FIELDS: ClassVar[frozenset[str]] = frozenset()

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        cls.PLAIN_FIELDS = frozenset(cls.__pydantic_fields__)

    def __setattr__(self, name: str, value: Any) -> None:
        if name in self.PLAIN_FIELDS:
            self.__dict__[name] = value
            fields_set = self.__pydantic_fields_set__
            if name not in fields_set:
                set_fields_set(self, fields_set | {name})
        else:
            super().__setattr__(name, value)


def fast_model(
    cls: type[M], values: dict[str, Any], fields_set: set[str] | None = None, private: dict | None = None
) -> M:
    """An instance of `cls` holding `values` (the dict itself), which must give every field, of the
    field's type; `fields_set` names the fields given explicitly (default: all, as validation would
    record them when all are passed); `private`: the private attributes' dict, for a model with
    private attributes (a state's copy keeps its memos there), else None.

    model_construct costs three times as much. `Text`, a frozen dataclass now, is built by
    calling it (cheaper than this).
    """
    if cls is Text:
        return Text(values["en"], values["pl"])
    obj = cls.__new__(cls)
    set_dict(obj, values)
    set_fields_set(obj, set(values) if fields_set is None else fields_set)
    set_extra(obj, None)
    set_private(obj, private)
    return obj


def fast_event(en: str, pl: str, *, reveal: bool = False, board: bool = True) -> Event:
    """A public event with this text, as `Event(text=Text(en=en, pl=pl), ...)` gives it
    (`fast_model` written out: a move makes several)."""
    event = Event.__new__(Event)
    set_dict(event, {"text": Text(en, pl), "seats": None, "reveal": reveal, "board": board})
    set_fields_set(event, {"text", "seats", "reveal", "board"})
    set_extra(event, None)
    set_private(event, None)
    return event


def option(id: str, label: Text, detail: Text | None = None) -> Option:
    """`Option(id=id, label=label, detail=detail)`. Built without validation when the values are
    of the field types (an id of at most MAX_ACTION_LEN characters); anything else goes through
    validation, which refuses it as before."""
    if (
        type(id) is str
        and len(id) <= MAX_ACTION_LEN
        and type(label) is Text
        and (detail is None or type(detail) is Text)
    ):
        return fast_model(Option, {"id": id, "label": label, "detail": detail})
    return Option(id=id, label=label, detail=detail)


_CHOICE_SET = frozenset({"seat", "text", "options", "private"})


def prompt(
    seat: Seat,
    text: Text,
    options: list[Option],
    *,
    multi: bool = False,
    min_pick: int = 1,
    private: bool = False,
) -> Prompt:
    """What `Machine.prompt` builds: `Prompt(seat=, text=, options=, private=)` for one pick, or a
    "multi" prompt picking `min_pick` up to all options. Unvalidated when every value is of its
    field's type (options built by `option` or validated), validated otherwise."""
    if (
        type(seat) is int
        and type(text) is Text
        and type(private) is bool
        and type(min_pick) is int
        and type(options) is list
        and all(type(o) is Option for o in options)
    ):
        # a list of its own, as validation makes: a family may hand out a list it keeps
        values = {"seat": seat, "kind": "choice", "text": text, "options": list(options)}
        if not multi:
            return fast_model(
                Prompt, {**values, "min_pick": 1, "max_pick": 1, "private": private}, set(_CHOICE_SET)
            )
        values.update(kind="multi", min_pick=min_pick, max_pick=len(options), private=private)
        return fast_model(Prompt, values)
    if multi:
        return Prompt(
            seat=seat,
            kind="multi",
            text=text,
            options=options,
            min_pick=min_pick,
            max_pick=len(options),
            private=private,
        )
    return Prompt(seat=seat, text=text, options=options, private=private)


def choice_prompt(seat: Seat, text: Text, options: list[Option], private: bool = False) -> Prompt:
    """What `prompt` gives for one pick, without its checks: for an engine that built every value
    itself (a seat number, a `Text`, a list of its own holding `Option` instances only)."""
    values = {"seat": seat, "kind": "choice", "text": text, "options": options}
    values.update(min_pick=1, max_pick=1, private=private)
    return fast_model(Prompt, values, set(_CHOICE_SET))
