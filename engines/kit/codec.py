"""The action codec: actions are `verb` or `verb:arg:arg`, parsed in one place.

Actions travel in Discord custom ids next to the match id and version, so they are short ASCII
strings; arguments never contain the separator.
"""

from __future__ import annotations

from engines.base import MAX_ACTION_LEN, IllegalAction, tr

SEP = ":"


def encode(verb: str, *args: object) -> str:
    """`encode("place", "forest", 3)` -> "place:forest:3"."""
    parts = [verb, *(str(a) for a in args)]
    if any(SEP in p or not p for p in parts):
        raise ValueError(f"action parts must be non-empty and free of {SEP!r}: {parts}")
    action = SEP.join(parts)
    if len(action) > MAX_ACTION_LEN:
        raise ValueError(f"action longer than {MAX_ACTION_LEN} characters: {action}")
    return action


def malformed(action: object) -> IllegalAction:
    shown = str(action)[:40]
    return IllegalAction(tr(f"'{shown}' is not a valid move.", f"„{shown}” nie jest prawidłowym ruchem."))


def decode(action: object) -> tuple[str, list[str]]:
    """(verb, arguments) of a well-formed action; IllegalAction for anything else."""
    if not isinstance(action, str) or not action or len(action) > MAX_ACTION_LEN or not action.isascii():
        raise malformed(action)
    verb, *args = action.split(SEP)
    if not verb or "" in args:
        raise malformed(action)
    return verb, args


def parse(action: object, verb: str, *types: type) -> tuple:
    """The arguments of `action`, converted by `types`, when its verb is `verb`.

    `parse("place:forest:3", "place", str, int)` -> ("forest", 3). A wrong verb, a wrong number of
    arguments or an argument that does not convert raises IllegalAction.
    """
    got, args = decode(action)
    if got != verb or len(args) != len(types):
        raise malformed(action)
    try:
        return tuple([kind(a) for kind, a in zip(types, args, strict=True)])
    except ValueError:
        raise malformed(action) from None


def verb_of(action: str) -> str:
    """The verb of an action known to be well formed (one of the engine's own ids)."""
    return action.split(SEP, 1)[0]
