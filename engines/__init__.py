"""Game engines. The registry (engines.registry) names every game; these are its short forms."""

from engines.registry import available_games, get_engine, register

__all__ = ["available_games", "get_engine", "register"]
