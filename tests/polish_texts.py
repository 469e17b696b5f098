"""The Polish texts a seeded random game shows its players: prompts, private parts, views, events
and status lines, for the per-game checks of Polish grammar (wrong case or number)."""

from __future__ import annotations

from engines import get_engine


def texts_of(node, out: dict[str, list[str]]) -> None:
    """Every Text inside a model dump, sorted by language (out: {"en": [...], "pl": [...]})."""
    if isinstance(node, dict):
        if set(node) == {"en", "pl"} and all(isinstance(v, str) for v in node.values()):
            out["en"].append(node["en"])
            out["pl"].append(node["pl"])
            return
        for value in node.values():
            texts_of(value, out)
    elif isinstance(node, list):
        for value in node:
            texts_of(value, out)


def polish_texts(game: str, seed: int, options: dict[str, str] | None = None, limit: int = 400) -> set[str]:
    """Every Polish text of one seeded random game (the engine's random agent) to its end or `limit`."""
    engine = get_engine(game)
    low, high = engine.player_range(engine.validate_options(dict(options or {})))
    players = low + seed % (high - low + 1)
    state = engine.setup(players, dict(options or {}), seed)
    agent = engine.agents()["random"]
    out: dict[str, list[str]] = {"en": [], "pl": []}
    for step in range(limit):
        if state.finished:
            break
        awaited = sorted(engine.to_act(state))
        for seat in awaited:
            prompt = engine.prompt(state, seat)
            texts_of(prompt.model_dump() if prompt else None, out)
        for seat in range(players):
            part = engine.private_part(state, seat)
            texts_of(part.model_dump() if part is not None else None, out)
        texts_of(engine.view(state, awaited[0]).model_dump(), out)
        state, events = engine.apply(state, awaited[0], agent.choose(engine, state, awaited[0], step))
        texts_of([event.model_dump() for event in events], out)
        texts_of(engine.status_line(state).model_dump(), out)
    return set(out["pl"])
