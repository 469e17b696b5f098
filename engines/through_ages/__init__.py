"""Through the Ages: A New Story of Civilization (Cywilizacja: Poprzez wieki) for 2-4 players,
the peaceful base game (TA-30.2). Spec: shared/games/through_the_ages/RULES.md (TA-*)."""

from engines.through_ages.data import load
from engines.through_ages.engine import ThroughAgesEngine

ENGINE = ThroughAgesEngine(load())
