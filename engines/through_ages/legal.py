"""Which civil and military actions are legal now (TA-15, TA-16), for the Action Phase and for
the actions that cards order (TA-17.2) or events grant (TA-26.1); `actions.perform` does them.

`options` lists them all, in a fixed order (the order of the prompt's buttons). `allowed` answers
for one action by computing only the part of the list its verb belongs to: the same answer as
`action in options(...)`, much cheaper (it runs for every move)."""

from __future__ import annotations

from engines.kit import codec
from engines.through_ages import board, lw_actions, lw_play, rules
from engines.through_ages.actions import (
    NORMAL,
    Terms,
    can_afford,
    price_under,
    science_available,
    science_price,
    take_cost,
)
from engines.through_ages.data import Card, GameData
from engines.through_ages.in_play import reading
from engines.through_ages.state import TtaState, card_of

BUILDING_VERBS = ("pop", "build", "up", "disband", "destroy", "dev", "rev", "stage")


def civil_budget(g: GameData, st: TtaState, p: int) -> int:
    """Civil actions the player can spend now (Hammurabi's military action included)."""
    return rules.civil_available(g, st, p) + (1 if rules.hammurabi_ready(g, st, p) else 0)


def takeable(
    g: GameData, st: TtaState, p: int, space: int, budget: int | None = None, room: bool | None = None
) -> bool:
    cid = st.row[space]
    if cid is None:
        return False
    card = g.card[cid]
    kind = card.kind
    # the facts that need no cost come first (the answer is the same, the cost is the slow part)
    if kind == "wonder":
        if st.wonder[p] is not None:  # TA-15.3
            return False
    else:
        if room is None:
            room = len(st.hand[p]) < board.civil_hand_limit(g, st, p)
        if not room:  # TA-15.2, TA-25.4
            return False
        if kind == "technology" and (cid in st.hand[p] or cid in st.techs[p] or cid == st.government[p]):
            return False  # TA-18.2
        if kind == "leader" and (card.age in st.leaders_taken[p] or cid == st.leader[p]):
            return False  # TA-20.3
    if budget is None:
        budget = civil_budget(g, st, p)
    return take_cost(g, st, p, space) <= budget


def build_targets(g: GameData, st: TtaState, p: int, types: list[str] | None) -> list[Card]:
    out = []
    for cid in st.techs[p]:
        card = g.card[cid]
        if not card.building:
            continue
        if types is not None and not (card.type in types or (card.urban and "urban" in types)):
            continue
        out.append(card)
    return out


class Can:
    """Whether p may spend a civil or a military action now (always, for an unpaid action)."""

    __slots__ = ("civil", "military", "first_round", "budget")

    def __init__(self, g: GameData, st: TtaState, p: int, terms: Terms):
        # civil_budget(...) >= 1 is rules.can_spend_civil(g, st, p, 1)
        self.budget = civil_budget(g, st, p) if terms.token else 99
        self.civil = (not terms.token) or self.budget >= 1
        self.military = (not terms.token) or rules.military_available(g, st, p) > 0
        self.first_round = st.round == 1 and terms.token


def options(g: GameData, st: TtaState, p: int, terms: Terms = NORMAL, only: tuple[str, ...] | None = None,
            types: list[str] | None = None) -> list[str]:  # fmt: skip
    """The legal action ids of player p (for an ordered action: only the verbs in `only`)."""
    with reading(st):
        return _options(g, st, p, terms, only, types)


def _options(g: GameData, st: TtaState, p: int, terms: Terms, only: tuple[str, ...] | None,
             types: list[str] | None) -> list[str]:  # fmt: skip
    can = Can(g, st, p, terms)
    out = takes(g, st, p, can.budget) if only is None or "take" in only else []
    if can.first_round:
        return out
    out += buildings_part(g, st, p, terms, can, only, types)
    if only is None:
        out += card_plays(g, st, p, can.civil, can.military)
    return out


def takes(g: GameData, st: TtaState, p: int, budget: int) -> list[str]:
    room = len(st.hand[p]) < board.civil_hand_limit(g, st, p)
    return [f"take:{i + 1}" for i in range(len(st.row)) if takeable(g, st, p, i, budget, room)]


def buildings_part(g: GameData, st: TtaState, p: int, terms: Terms, can: Can,
                   only: tuple[str, ...] | None, types: list[str] | None) -> list[str]:  # fmt: skip
    """The ids of the verbs in BUILDING_VERBS, in `options` order (all of them when `only` is
    None; disbanding and destroying only then)."""
    out: list[str] = []
    want = (lambda verb: True) if only is None else (lambda verb: verb in only)
    civil = can.civil
    if want("pop") and civil and st.yellow[p] > 0:
        cost = board.population_cost(g, st, p)
        if cost is not None and board.can_pay(g, st, p, "food", price_under(terms, "food", cost)):
            out.append("pop")
    if want("build") or want("up"):
        targets = build_targets(g, st, p, types)
        prices = board.build_costs(g, st, p, targets)
        have = board.stock(g, st, p, "resources")
        if want("build") and st.idle[p] > 0:
            _builds(g, st, p, terms, can, targets, prices, have, out)
        if want("up"):
            _upgrades(g, st, p, terms, can, types, targets, prices, have, out)
    if only is None:
        out += removals(g, st, p, can)
    if want("dev") and civil:
        out += developments(g, st, p, terms, only)
    if want("stage") and st.wonder[p] and (civil or not terms.token):
        left = len(g.card[st.wonder[p]].stages or []) - st.wonder_stages[p]
        most = 1 if not terms.token else min(left, board.wonder_stage_limit(g, st, p))
        for n in range(1, most + 1):
            if lw_actions.can_pay_stages(g, st, p, n, terms):
                out.append(codec.encode("stage", n))
    return out


def removals(g: GameData, st: TtaState, p: int, can: Can) -> list[str]:
    out = []
    for card, _ in board.buildings(g, st, p):
        if card.unit and can.military:
            out.append(f"disband:{card.id}")
        elif not card.unit and can.civil:
            out.append(f"destroy:{card.id}")
    return out


def developments(g: GameData, st: TtaState, p: int, terms: Terms, only: tuple[str, ...] | None) -> list[str]:
    """Developing technologies and, in the full list, revolutions (TA-18.5, TA-19.4)."""
    out = []
    for cid in st.hand[p]:
        card = g.card[cid]
        if card.kind == "technology" and science_available(st, p, card) >= science_price(
            g, st, p, card, terms
        ):
            out.append(codec.encode("dev", cid))
        if (
            card.type == "government"
            and ((only is None and st.civil_spent[p] == 0) or terms.revolution)
            and science_available(st, p, card) >= science_price(g, st, p, card, terms, revolution=True)
        ):
            out.append(codec.encode("rev", cid))  # TA-19.4
    return out


def _builds(g, st, p, terms, can, targets, prices, have, out) -> None:
    limit = board.urban_limit(g, st, p)
    workers: dict[str, int] = {}  # type -> workers on its buildings (board.count_type)
    for card, n in board.buildings(g, st, p):
        workers[card.type] = workers.get(card.type, 0) + n
    for card in targets:
        if not (can.military if card.unit else can.civil):
            continue
        if card.urban and workers.get(card.type, 0) >= limit and not terms.free:
            continue  # TA-19.2
        if can_afford(g, st, p, card, price_under(terms, "resources", prices[card.id]), have):
            out.append(f"build:{card.id}")


def _upgrades(g, st, p, terms, can, types, targets, prices, have, out) -> None:
    for low, _ in board.buildings(g, st, p):
        if types is not None and not (low.type in types or (low.urban and "urban" in types)):
            continue
        if not (can.military if low.unit else can.civil):
            continue
        for high in targets:
            if high.type == low.type and high.level > low.level:
                low_price = prices[low.id] if low.id in prices else board.build_cost(g, st, p, low)
                cost = price_under(terms, "resources", max(0, prices[high.id] - low_price))
                if can_afford(g, st, p, high, cost, have):
                    out.append(f"up:{low.id}:{high.id}")


def allowed(g: GameData, st: TtaState, p: int, action: str) -> bool:
    """`action in options(g, st, p)`, computing only the part of its verb."""
    with reading(st):
        return _allowed(g, st, p, action)


def _allowed(g: GameData, st: TtaState, p: int, action: str) -> bool:
    verb, _, rest = action.partition(":")
    if verb == "take":
        space = int(rest) - 1 if rest.isascii() and rest.isdigit() else -1
        if not 0 <= space < len(st.row) or action != f"take:{space + 1}":
            return False
        room = len(st.hand[p]) < board.civil_hand_limit(g, st, p)
        return takeable(g, st, p, space, civil_budget(g, st, p), room)
    can = Can(g, st, p, NORMAL)
    if can.first_round:
        return False
    if verb in ("destroy", "disband"):
        return action in removals(g, st, p, can)
    if verb in ("dev", "rev"):
        return can.civil and action in developments(g, st, p, NORMAL, None)
    if verb in BUILDING_VERBS:
        return action in buildings_part(g, st, p, NORMAL, can, (verb,), None)  # the same ids of the verb
    part = PLAYS.get(verb)
    if part is not None:
        return action in part(g, st, p, can.civil, can.military)
    return action in card_plays(g, st, p, can.civil, can.military)


def tactics(g: GameData, st: TtaState, p: int, military: bool) -> list[str]:
    """TA-16.6: the tactics in hand p may play now (one id per card)."""
    if not military or "tactic" in st.flags:
        return []
    out, seen = [], set()
    for inst in st.military_hand[p]:
        if g.card[card_of(inst)].kind == "tactic" and card_of(inst) not in seen:
            seen.add(card_of(inst))
            out.append(codec.encode("tactic", inst))
    return out


def playable_tactics(g: GameData, st: TtaState, p: int) -> list[str]:
    """The tactic ids among `options(g, st, p)`."""
    can = Can(g, st, p, NORMAL)
    return [] if can.first_round else tactics(g, st, p, can.military)


def card_plays(g: GameData, st: TtaState, p: int, civil: bool, military: bool) -> list[str]:
    out = hand_plays(g, st, p, civil, military)
    out += tactics(g, st, p, military)
    out += copies(g, st, p, civil, military)
    out += _leader_actions(g, st, p, civil, military)
    if st.reminders:
        out += lw_actions.options(g, st, p, civil)  # Gutenberg, the Louvre, the Red Cross
    out += leader_uses(g, st, p, civil, military)
    return out


def hand_plays(g: GameData, st: TtaState, p: int, civil: bool, military: bool) -> list[str]:
    """Leaders and action cards played from the hand (TA-17.1, TA-20)."""
    out = []
    if not civil:
        return out
    for cid in dict.fromkeys(st.hand[p]):  # two copies of one action card: one option
        card = g.card[cid]
        if card.kind == "leader":
            out.append(codec.encode("leader", cid))
            if st.leader[p] and "slide_under_wonder" in g.ops[st.leader[p]] and st.homer_wonder[p] is None:
                out += [codec.encode("leader", cid, w) for w in st.wonders[p] if w not in st.ravaged[p]]
        elif card.kind == "action" and action_playable(g, st, p, card):
            if cid not in st.taken_now or (st.reminders and lw_play.playable_taken(g, st, p, cid)):
                out.append(codec.encode("play", cid))  # TA-17.1
    return out


def copies(g: GameData, st: TtaState, p: int, civil: bool, military: bool) -> list[str]:
    """TA-16.6: copying a common tactic for two military actions."""
    if not military or "tactic" in st.flags or rules.military_available(g, st, p) < 2:
        return []
    mine = card_of(st.tactic[p]) if st.tactic[p] else None
    return [codec.encode("copy", t) for t in st.common_tactics if card_of(t) != mine]


def leader_uses(g: GameData, st: TtaState, p: int, civil: bool, military: bool) -> list[str]:
    """The ocean liner's free population and Churchill's choice of a gain."""
    out = []
    if board.has(g, st, p, "free_population") and "liner" not in st.flags and st.yellow[p] > 0:
        out.append("liner")
    for step in board.steps_of(g, st, p, "turn_choice"):
        if "churchill" not in st.flags:
            out += [codec.encode("leaderuse", i) for i in range(len(step["options"]))]
    return out


def _leader_actions(g: GameData, st: TtaState, p: int, civil: bool, military: bool) -> list[str]:
    """Frederick Barbarossa (a new worker straight onto a unit) and J. S. Bach (any urban
    building upgraded into a theater, once per turn)."""
    out = []
    have = board.stock(g, st, p, "resources")
    for step in board.steps_of(g, st, p, "population_unit"):
        cost = board.population_cost(g, st, p)
        if military and st.yellow[p] > 0 and cost is not None:
            if board.stock(g, st, p, "food") >= max(0, cost - step["food"]):
                for card in build_targets(g, st, p, ["infantry", "cavalry", "artillery", "air_force"]):
                    price = max(0, board.build_cost(g, st, p, card) - step["resources"])
                    if can_afford(g, st, p, card, price, have):
                        out.append(f"recruit:{card.id}")
    room = board.count_type(g, st, p, "theater") < board.urban_limit(g, st, p)  # TA-19.2
    if board.has(g, st, p, "theater_upgrade") and civil and "bach" not in st.flags:
        theaters = [c for c in build_targets(g, st, p, ["theater"])]
        for low, _ in board.buildings(g, st, p, "urban"):
            if low.type != "theater" and not room:
                continue
            for high in theaters:
                if high.id != low.id and high.level >= low.level:
                    price = max(0, board.build_cost(g, st, p, high) - board.build_cost(g, st, p, low))
                    if have >= price:
                        out.append(f"bach:{low.id}:{high.id}")
    return out


def action_playable(g: GameData, st: TtaState, p: int, card: Card) -> bool:
    """TA-17.2: an action card that orders an action needs that action to be possible."""
    for step in card.steps:
        if step["op"] == "order":
            return bool(ordered_options(g, st, p, step))
    return True


ORDER_VERBS = {
    "build_or_upgrade": ("build", "up"),
    "upgrade": ("up",),
    "wonder_stage": ("stage",),
    "increase_population": ("pop",),
    "develop": ("dev",),
}


def ordered_options(g: GameData, st: TtaState, p: int, step: dict) -> list[str]:
    return options(g, st, p, order_terms(st, p, step), ORDER_VERBS[step["action"]], step.get("types") or None)


def order_terms(st: TtaState, p: int, step: dict) -> Terms:
    """TA-17.7: Breakthrough may pay for a revolution when its own civil action is the only one
    spent this turn."""
    revolution = step["action"] == "develop" and st.current == p and st.civil_spent[p] <= 1
    return Terms(token=False, discount=step.get("discount", 0), revolution=revolution)


# verb -> the part of `card_plays` that offers it (for `allowed`)
PLAYS = {
    "leader": hand_plays,
    "play": hand_plays,
    "tactic": lambda g, st, p, civil, military: tactics(g, st, p, military),
    "copy": copies,
    "recruit": _leader_actions,
    "bach": _leader_actions,
    "liner": leader_uses,
    "leaderuse": leader_uses,
}
