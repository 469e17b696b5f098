"""A typed registry of card-effect operations.

Each game declares its ops once, with the arguments each takes as a pydantic model, and checks
all of its card data against the registry when the data load: a card that names an unknown op or
gives a wrong argument fails at start, never in the middle of a match.

    EFFECTS = EffectRegistry("guns_steel")

    class GainArgs(OpArgs):
        resources: list[str]

    EFFECTS.op("gain", GainArgs)
    EFFECTS.check(card.steps, where=f"card {card.id}")

A step is a dict {"op": name, **arguments}. Arguments that hold nested steps are named in
`nested=` and checked recursively.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError


class OpArgs(BaseModel):
    """Base of an op's argument model: unknown arguments are an error."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class NoArgs(OpArgs):
    pass


class EffectDataError(ValueError):
    """Card data that names an unknown op or gives it wrong arguments."""


@dataclass(frozen=True)
class OpSpec:
    name: str
    args: type[OpArgs]
    nested: tuple[str, ...]
    handler: Callable[..., Any] | None


class EffectRegistry:
    def __init__(self, game: str):
        self.game = game
        self.ops: dict[str, OpSpec] = {}

    def op(
        self,
        name: str,
        args: type[OpArgs] = NoArgs,
        *,
        nested: tuple[str, ...] = (),
        handler: Callable[..., Any] | None = None,
    ) -> OpSpec:
        if name in self.ops:
            raise ValueError(f"{self.game}: op {name!r} declared twice")
        for field in nested:
            if field not in args.model_fields:
                raise ValueError(f"{self.game}: op {name!r} nests {field!r}, which it does not declare")
        spec = OpSpec(name, args, tuple(nested), handler)
        self.ops[name] = spec
        return spec

    def handles(self, name: str, args: type[OpArgs] = NoArgs, *, nested: tuple[str, ...] = ()):
        """Decorator form of `op` for a handler function."""

        def register(func: Callable[..., Any]) -> Callable[..., Any]:
            self.op(name, args, nested=nested, handler=func)
            return func

        return register

    def check(self, steps: list[dict[str, Any]], where: str) -> None:
        """Raise EffectDataError unless every step (and nested step) is a declared op with valid
        arguments."""
        if not isinstance(steps, list):
            raise EffectDataError(f"{self.game} {where}: steps must be a list")
        for i, step in enumerate(steps):
            self.check_step(step, f"{where} step {i + 1}")

    def check_step(self, step: dict[str, Any], where: str) -> OpArgs:
        if not isinstance(step, dict) or "op" not in step:
            raise EffectDataError(f"{self.game} {where}: a step needs an 'op'")
        spec = self.ops.get(step["op"])
        if spec is None:
            raise EffectDataError(f"{self.game} {where}: unknown op {step['op']!r}")
        arguments = {k: v for k, v in step.items() if k != "op"}
        try:
            parsed = spec.args.model_validate(arguments)
        except ValidationError as error:
            first = error.errors()[0]
            place = ".".join(str(p) for p in first["loc"])
            raise EffectDataError(
                f"{self.game} {where}: op {spec.name!r} argument {place!r}: {first['msg']}"
            ) from None
        for field in spec.nested:
            nested = arguments.get(field)
            if nested is not None:
                self.check(nested, f"{where} ({spec.name}.{field})")
        return parsed

    def handler(self, name: str) -> Callable[..., Any]:
        spec = self.ops[name]
        if spec.handler is None:
            raise KeyError(f"{self.game}: op {name!r} has no handler")
        return spec.handler
