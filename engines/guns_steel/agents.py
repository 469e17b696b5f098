"""Agents for empty seats, absent players and tests: a simple heuristic (random is in base)."""

from __future__ import annotations

from engines.base import Agent, Engine, NotYourTurn, RandomAgent, Seat, agent_pick, encode_multi, tr
from engines.guns_steel import rules
from engines.guns_steel.data import DATA, RES_INDEX
from engines.guns_steel.state import GSState

CARDS = DATA.cards


class FastRandomAgent(RandomAgent):
    """The base RandomAgent's choice, from the legal ids without building the prompt's labels."""

    def choose(self, engine: Engine, state: GSState, seat: Seat, salt: int = 0) -> str:
        task = rules.current(state)
        if task is None or task["who"] != seat:
            raise NotYourTurn(tr("Nothing to decide.", "Nic do wyboru."))
        ids = rules.legal(state)
        if not rules.DECISIONS[task["k"]].multi:
            return ids[agent_pick(state, seat, salt, len(ids))]
        count = agent_pick(state, seat, salt, len(ids) + 1)  # min_pick 0 .. max_pick len(ids)
        pool = list(ids)
        return encode_multi(
            [pool.pop(agent_pick(state, seat, salt * 31 + i + 1, len(pool))) for i in range(count)]
        )


class HeuristicAgent(Agent):
    """Greedy: buy the most valuable card it can, activate everything, defend when it helps."""

    def choose(self, engine: Engine, state: GSState, seat: Seat, salt: int = 0) -> str:
        task = rules.current(state)
        if task is None or task["who"] != seat:
            raise NotYourTurn(tr("Nothing to decide.", "Nic do wyboru."))
        ids = rules.DECISIONS[task["k"]].choices(state, task)
        if rules.DECISIONS[task["k"]].multi:
            return encode_multi([c for c in ids if _worth_taking(c)])
        best = max(_score(state, task, a) for a in ids)
        top = [a for a in ids if _score(state, task, a) == best]
        return top[agent_pick(state, seat, salt, len(top))]


def _tech_value(cid: str) -> int:
    card = CARDS[cid]
    return 2 * card.vp + 2 * card.military_strength + len(card.steps)


def _worth_taking(cid: str) -> bool:
    """Pick up resource cards whose tech side is strong enough to play again."""
    return _tech_value(cid) >= 6


def _score(st: GSState, task: dict, action: str) -> float:
    k = task["k"]
    kind, _, arg = action.partition(":")
    if k in ("start_res", "resource"):
        return -_tech_value(arg) + RES_INDEX[CARDS[arg].resource] / 10
    if k == "tech":
        return _tech_value(arg) + (3 if rules.can_activate(st, task["who"], arg) else 0)
    if k == "purchase":
        if action == rules.PASS:
            return 0
        card = CARDS[arg]
        return 1 + card.vp * 3 + card.military_strength * 2 + rules.ERAS.index(card.era)
    if k == "react":
        attack = st.attack or {}
        behind = rules.strength(st, attack.get("attacker", 0)) - rules.strength(st, task["who"])
        if action == rules.DONE:
            return 0.5
        return CARDS[arg].military_strength if behind >= 0 else -1
    if k == "pay":
        if kind == "tmp" or kind == "intmp":
            return 10
        if kind in ("x2", "x3"):
            return -5
        return -_tech_value(arg) / 10 - RES_INDEX[CARDS[arg].resource]
    if k in ("lose_resources", "take_resource"):
        return -RES_INDEX[CARDS[arg].resource]
    if k == "surrender_wonder":
        return -DATA.wonder_by_id[arg].vp
    if k in ("claim", "glory"):
        if action == rules.SKIP:
            return 0
        wid = arg.split(">")[-1]
        return DATA.wonder_by_id[wid].vp + (st.glory.get(wid, [0] * st.players)[task["who"]] * 3)
    if k == "gain_choice":
        return RES_INDEX[arg]
    if k == "replenish":
        return -1 if action == rules.DONE else RES_INDEX[CARDS[arg].resource]
    if k == "target_opponent":
        return len(st.res_up[rules.seat_index(arg)])
    if k == "play_military_from_hand":
        return 0 if action == rules.DONE else CARDS[arg].military_strength + 1
    if k in ("activate_played", "activate_military_in_tableau"):
        return CARDS[arg].military_strength
    if action in (rules.ACT,):
        return 1
    return 0
