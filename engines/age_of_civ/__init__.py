"""Age of Civilization (Era cywilizacji) for 1-4 players. Spec: shared/games/age_of_civilization/RULES.md (AC-*)."""

from engines.age_of_civ.data import load
from engines.age_of_civ.engine import AgeOfCivEngine

ENGINE = AgeOfCivEngine(load())
