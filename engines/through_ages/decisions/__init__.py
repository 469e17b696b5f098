"""One Decision class per decision family (engines/kit/tasks.py)."""

from engines.through_ages.decisions.act import Act
from engines.through_ages.decisions.choices import (
    Choose,
    Destroy,
    Discounted,
    FreeBuild,
    GainMix,
    LoseColony,
    LoseMix,
    LoseWorker,
    Order,
    Ravage,
    TakeFree,
)
from engines.through_ages.decisions.expansion import Kidnap, MoveWorker, PlanPick
from engines.through_ages.decisions.military_politics import Defend, HimejiAttack, PactAnswer
from engines.through_ages.decisions.politics import Bid, Discard, DiscardSome, Politics, Sacrifice, TacticPick


def all_decisions(g) -> list:
    families = (Act, Politics, TacticPick, Discard, DiscardSome, Bid, Sacrifice, Choose, Order, FreeBuild,
                Discounted, Destroy, GainMix, LoseMix, LoseColony, LoseWorker, TakeFree, Ravage, Defend, PactAnswer,
                PlanPick, MoveWorker, Kidnap, HimejiAttack)  # fmt: skip
    return [cls(g) for cls in families]
