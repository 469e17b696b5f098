"""Stone Age in the game registry."""

from engines.registry import GameSpec

SPEC = GameSpec(
    id="stone_age",
    rules_version="stone_age/2",
    data_digest="f10bd039c7426962",
    rule_id_pattern=r"SA-\d+(?:\.\d+)*|SA-D\d+",
    shared_rules="games/stone_age/RULES.md",
    # stone_age/2 moved the rules onto the game kit: the state keeps its pending decisions on a
    # task stack, and every logged game replays to the same moves and scores
    # (tests/stone_age/test_same_games.py).
    replays_from=("stone_age/1",),
)
