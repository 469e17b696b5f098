"""The Polish texts a seeded random game shows its players: prompts, private parts, views, events
and status lines, for the per-game checks of Polish grammar (wrong case or number)."""

from __future__ import annotations

from engines import get_engine


def _walk(node, out: set[str]) -> None:
    if isinstance(node, dict):
        if isinstance(node.get("pl"), str) and "en" in node:
            out.add(node["pl"])
            return
        for value in node.values():
            _walk(value, out)
    elif isinstance(node, list):
        for value in node:
            _walk(value, out)


def polish_texts(game: str, seed: int, options: dict[str, str] | None = None, limit: int = 400) -> set[str]:
    """Every Polish text of one seeded random game (the engine's random agent) to its end or `limit`."""
    engine = get_engine(game)
    low, high = engine.player_range(engine.validate_options(dict(options or {})))
    players = low + seed % (high - low + 1)
    state = engine.setup(players, dict(options or {}), seed)
    agent = engine.agents()["random"]
    out: set[str] = set()
    for step in range(limit):
        if state.finished:
            break
        awaited = sorted(engine.to_act(state))
        for seat in awaited:
            prompt = engine.prompt(state, seat)
            _walk(prompt.model_dump() if prompt else None, out)
        for seat in range(players):
            part = engine.private_part(state, seat)
            _walk(part.model_dump() if part is not None else None, out)
        _walk(engine.view(state, awaited[0]).model_dump(), out)
        state, events = engine.apply(state, awaited[0], agent.choose(engine, state, awaited[0], step))
        _walk([event.model_dump() for event in events], out)
        _walk(engine.status_line(state).model_dump(), out)
    return out
