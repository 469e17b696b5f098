"""Opponents: a uniform random agent and a rule-of-thumb heuristic agent."""

from __future__ import annotations

from engines.base import Agent, NotYourTurn, agent_pick, tr


class RandomStoneAgeAgent(Agent):
    """Uniform over the legal options (same as the shared RandomAgent, without building labels)."""

    def choose(self, engine, state, seat, salt=0) -> str:
        from engines.stone_age.engine import choices

        ids = choices(state, seat)
        if not ids:
            raise NotYourTurn(tr("Nothing to decide.", "Nic do wyboru."))
        return ids[agent_pick(state, seat, salt, len(ids))]


class HeuristicAgent(RandomStoneAgeAgent):
    pass
