"""Sid Meier's Civilization: The Board Game (part 1: the world, cities, trade, research, economy)."""

from engines.civilization.engine import CivilizationEngine

ENGINE = CivilizationEngine()
