"""Stone Age (Epoka Kamienia) for 2-4 players. Spec: shared/games/stone_age/RULES.md (SA-*)."""

from engines.stone_age.engine import StoneAgeEngine

ENGINE = StoneAgeEngine()
