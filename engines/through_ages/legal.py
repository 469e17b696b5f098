"""Which civil and military actions are legal now (TA-15, TA-16), for the Action Phase and for
the actions that cards order (TA-17.2) or events grant (TA-26.1); `actions.perform` does them.

`options` lists them all, in a fixed order (the order of the prompt's buttons). `allowed` answers
for one action by computing only the part of the list its verb belongs to: the same answer as
`action in options(...)`, much cheaper (it runs for every move)."""

from __future__ import annotations

from bisect import bisect_right

from engines.kit import codec
from engines.through_ages import board, costs, lw_actions, lw_play, rules
from engines.through_ages.actions import (
    NORMAL,
    Terms,
    price_under,
    science_available,
    science_price,
    stage_cost,
    take_cost,
    unit_resources,
)
from engines.through_ages.data import Card, GameData
from engines.through_ages.in_play import in_play_index, reading
from engines.through_ages.legal_leaders import leader_actions, leader_uses
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


class Can:
    """Whether p may spend a civil or a military action now (always, for an unpaid action), and
    what p holds, read at most once per listing (`reads`, shared by the Cans of the ordered
    actions an Action Phase list checks: the same state and player under other terms)."""

    __slots__ = ("civil", "military", "first_round", "budget", "military_left", "reads", "index")

    def __init__(self, g: GameData, st: TtaState, p: int, terms: Terms, reads: dict | None = None):
        self.reads = {} if reads is None else reads
        self.military_left = None  # rules.military_available, when read
        self.index = None  # p's in-play index, read for an action paid with a token
        if not terms.token:
            self.budget, self.civil, self.military, self.first_round = 99, True, True, False
            return
        # the budget is civil_budget(...), read with the military actions once; budget >= 1 is
        # rules.can_spend_civil(g, st, p, 1). p's index is read once for the actions left and
        # Hammurabi (board.military_left, civil_left and has, without their calls)
        index = self.index = in_play_index(g, st, p)
        if st.round == 1:
            military, civil = 0, max(0, rules.first_round_civil(st, p) - st.civil_spent[p])
        elif st.reminders:  # the module's modifiers (board.modifier)
            military, civil = board.military_left(g, st, p), board.civil_left(g, st, p)
        else:
            actions = index.modifier("military_actions") + st.extra_military[p] - st.military_spent[p]
            military = max(0, actions)
            civil = max(0, index.modifier("civil_actions") - st.civil_spent[p])
        hammurabi = (  # rules.hammurabi_ready
            st.current == p
            and "hammurabi" not in st.flags
            and military > 0
            and "military_as_civil" in index.ops
        )
        self.budget = civil + (1 if hammurabi else 0)
        self.civil = self.budget >= 1
        self.military = military > 0
        self.military_left = military
        self.first_round = st.round == 1

    def stock(self, g: GameData, st: TtaState, p: int, kind: str) -> int:
        """`board.stock(g, st, p, kind)`, read once per listing."""
        have = self.reads.get(kind)
        if have is None:
            have = self.reads[kind] = board.stock(g, st, p, kind)
        return have

    def built(self, g: GameData, st: TtaState, p: int) -> list:
        """`board.buildings(g, st, p)`, read once per listing (callers only read the list)."""
        found = self.reads.get("built")
        if found is None:
            found = self.reads["built"] = board.buildings(g, st, p)
        return found


def options(g: GameData, st: TtaState, p: int, terms: Terms = NORMAL, only: tuple[str, ...] | None = None,
            types: list[str] | None = None, with_tactics: bool = True) -> list[str]:  # fmt: skip
    """The legal action ids of player p (for an ordered action: only the verbs in `only`).
    Without `with_tactics`, the same list without the "tactic:" ids (the Action Phase offers one
    private step instead, TA-25.1)."""
    with reading(st):
        return _options(g, st, p, terms, only, types, with_tactics)


def _options(g: GameData, st: TtaState, p: int, terms: Terms, only: tuple[str, ...] | None,
             types: list[str] | None, with_tactics: bool = True, can: Can | None = None) -> list[str]:  # fmt: skip
    """`options` inside a reading scope (`can`: p's Can under these terms, when the caller has it)."""
    if can is None:
        can = Can(g, st, p, terms)
    out = takes(g, st, p, can.budget) if only is None or "take" in only else []
    if can.first_round:
        return out
    out += buildings_part(g, st, p, terms, can, only, types)
    if only is None:
        listed = out if terms is NORMAL and types is None else None
        out += card_plays(
            g, st, p, can.civil, can.military, with_tactics, can.military_left, listed, can.reads
        )
    return out


def action_phase(g: GameData, st: TtaState, p: int, can: Can) -> list[str]:
    """`options(g, st, p, with_tactics=False)` inside the caller's reading scope, with p's `Can`
    under NORMAL terms read by the caller (the Action Phase reads it for its tactic button too)."""
    return _options(g, st, p, NORMAL, None, None, False, can)


def takes(g: GameData, st: TtaState, p: int, budget: int) -> list[str]:
    """The `takeable` spaces. Without the New Leaders and Wonders module (whose leaders change
    costs) they are answered here, each card's `take_cost` from p's terms read once; with it,
    through `takeable`."""
    hand = st.hand[p]
    if st.reminders:
        room = len(hand) < board.civil_hand_limit(g, st, p)
        return [
            TAKE_IDS[i]
            for i, cid in enumerate(st.row)
            if cid is not None and takeable(g, st, p, i, budget, room)
        ]
    slot_costs = g.tables["card_row"]["civil_action_cost_by_slot"]
    techs, government, cards = st.techs[p], st.government[p], g.card
    index = in_play_index(g, st, p)
    wonder_extra = leader_cut = None  # `take_cost`'s terms of p for a wonder and a leader, read once
    room = None  # whether the hand has room, read at the first card that needs it
    row = st.row
    spaces = len(row)
    if budget < slot_costs[spaces - 1] and "leader_replaced" not in st.flags:
        # the spaces never get cheaper to the right (TA-6.1, `test_row_costs_rise`) and a card
        # costs its space's price or more, less only a leader's discount: the spaces dearer than
        # the budget and that discount are out of reach
        leader_cut = sum(
            s["civil"] for s in board.steps_of(g, st, p, "take_discount") if s["kind"] == "leader"
        )
        spaces = bisect_right(slot_costs, budget + leader_cut, 0, spaces)
    out = []
    for i in range(spaces):
        cid = row[i]
        if cid is None:
            continue
        card = cards[cid]
        kind = card.kind
        if kind == "wonder":
            if st.wonder[p] is not None:  # TA-15.3
                continue
            if "leader_replaced" in st.flags:  # the card's own discount (`take_cost`)
                if take_cost(g, st, p, i) <= budget:
                    out.append(TAKE_IDS[i])
                continue
            if wonder_extra is None:
                wonder_extra = 0 if "wonder_take_no_extra" in index.ops else len(st.wonders[p])
            if slot_costs[i] + wonder_extra <= budget:
                out.append(TAKE_IDS[i])
            continue
        if room is None:  # board.civil_hand_limit without the module's modifiers
            room = len(hand) < index.modifier("civil_actions") + index.modifier("civil_hand")
        if not room:  # TA-15.2, TA-25.4
            continue
        if kind == "leader":
            if card.age in st.leaders_taken[p] or cid == st.leader[p]:
                continue  # TA-20.3
            if leader_cut is None:
                leader_cut = sum(
                    s["civil"] for s in board.steps_of(g, st, p, "take_discount") if s["kind"] == "leader"
                )
            if max(0, slot_costs[i] - leader_cut) <= budget:
                out.append(TAKE_IDS[i])
        elif slot_costs[i] <= budget and not (
            kind == "technology" and (cid in hand or cid in techs or cid == government)  # TA-18.2
        ):
            out.append(TAKE_IDS[i])
    return out


TAKE_IDS = tuple(f"take:{i + 1}" for i in range(32))  # more than the card row's spaces


def buildings_part(g: GameData, st: TtaState, p: int, terms: Terms, can: Can,
                   only: tuple[str, ...] | None, types: list[str] | None) -> list[str]:  # fmt: skip
    """The ids of the verbs in BUILDING_VERBS, in `options` order (all of them when `only` is
    None; disbanding and destroying only then)."""
    out: list[str] = []
    civil = can.civil
    if not civil and not can.military:  # every one of these verbs spends an action
        return out
    if (only is None or "pop" in only) and civil and st.yellow[p] > 0:
        cost = board.population_cost(g, st, p)
        if cost is not None and can.stock(g, st, p, "food") >= price_under(terms, "food", cost):
            out.append("pop")  # board.can_pay
    want_build = (only is None or "build" in only) and st.idle[p] > 0
    want_up = only is None or "up" in only
    built = can.built(g, st, p) if want_build or want_up else []  # want_up in the full list
    if want_build or want_up:
        _builds_and_upgrades(g, st, p, terms, can, types, built, want_build, want_up, out)
    if only is None:
        out += removals(g, st, p, can, built)
    if (only is None or "dev" in only) and civil:
        out += developments(g, st, p, terms, only)
    if (only is None or "stage" in only) and st.wonder[p] and (civil or not terms.token):
        left = len(g.card[st.wonder[p]].stages or []) - st.wonder_stages[p]
        most = 1 if not terms.token else min(left, costs.wonder_stage_limit(g, st, p))
        if most > 0:
            out += stages(g, st, p, terms, most, can)
    return out


STAGE_IDS = tuple(f"stage:{n}" for n in range(32))  # STAGE_IDS[n]: building n stages


def stages(g: GameData, st: TtaState, p: int, terms: Terms, most: int, can: Can | None = None) -> list[str]:
    """The `stage:<n>` ids for n = 1..most that p can pay (`lw_actions.can_pay_stages`, the
    stock read once: paying n stages never changes what p holds; `can`: the listing's reads)."""
    wonder = g.card[st.wonder[p]]
    food = bool(st.reminders) and lw_play.stage_currency(g, wonder.id) == "food"  # TA-48.12
    kind = "food" if food else "resources"
    have = board.stock(g, st, p, kind) if can is None else can.stock(g, st, p, kind)
    out = []
    for n in range(1, most + 1):
        cost = stage_cost(g, st, p, n, terms)
        if not food:
            cost = unit_resources(st, p, wonder, cost)[1]  # Cleopatra's resource (TA-45.2)
        if have >= cost:
            out.append(STAGE_IDS[n])
    return out


def removals(g: GameData, st: TtaState, p: int, can: Can, built: list | None = None) -> list[str]:
    out = []
    for card, _ in board.buildings(g, st, p) if built is None else built:
        if card.unit and can.military:
            out.append(f"disband:{card.id}")
        elif not card.unit and can.civil:
            out.append(f"destroy:{card.id}")
    return out


def developments(g: GameData, st: TtaState, p: int, terms: Terms, only: tuple[str, ...] | None) -> list[str]:
    """Developing technologies and, in the full list, revolutions (TA-18.5, TA-19.4)."""
    out: list[str] = []
    hand = st.hand[p]
    if not hand:
        return out
    # the costs kept on the in-play index, read once (costs.science_cost, without a call per card)
    kept = costs.kept_science_costs(g, st, p, False)
    revolutions = (only is None and st.civil_spent[p] == 0) or terms.revolution
    science, for_units = st.science[p], st.special_unit_science[p]  # `science_available`'s terms
    for cid in hand:
        card = g.card[cid]
        if card.kind == "technology":
            cost = None if kept is None else kept.get(cid)
            if cost is None:
                cost = costs.science_cost(g, st, p, card)
            if terms is not NORMAL:  # a NORMAL price is the cost (`price_under`)
                cost = price_under(terms, "science", cost)
            if science + (for_units if card.unit else 0) >= cost:
                out.append(f"dev:{cid}")
        if (
            revolutions
            and card.type == "government"
            and science_available(st, p, card) >= science_price(g, st, p, card, terms, revolution=True)
        ):
            out.append(f"rev:{cid}")  # TA-19.4
    return out


def _builds_and_upgrades(g, st, p, terms, can, types, built, want_build, want_up, out) -> None:
    """Building (TA-19.1, TA-19.2) and upgrading (TA-19.3) on the technologies in play, in the
    order of `options`: every build first, then every upgrade. A card is affordable when the
    resources held and its special-purpose resources (`actions.unit_resources`) cover the price."""
    targets, prices, by_type, cheapest = _targets_and_prices(g, st, p, types, can.index)
    if not targets:
        return
    have = can.stock(g, st, p, "resources")
    for_units = have + st.special_units[p]  # TA-17.5
    for_urban = have + (st.special_urban[p] if st.special_urban else 0)  # Cleopatra (TA-45.2)
    free, cut = terms.free, terms.discount if terms.discount_kind in ("resources", "any") else 0
    # no target costs less than `cheapest`: with less than that in every means, nothing is built
    if want_build and (free or max(for_units, for_urban) >= cheapest - cut):
        # board.urban_limit, from the index without the module's modifiers
        limit = (
            can.index.modifier("urban_limit")
            if can.index and not st.reminders
            else board.urban_limit(g, st, p)
        )
        workers: dict[str, int] = {}  # type -> workers on its buildings (board.count_type)
        for card, n in built:
            workers[card.type] = workers.get(card.type, 0) + n
        for card in targets:
            if card.unit:
                if not can.military:
                    continue
                means = for_units
            else:
                if not can.civil:
                    continue
                if card.urban and workers.get(card.type, 0) >= limit and not free:
                    continue  # TA-19.2
                means = for_urban if card.urban else have
            if free or means >= prices[card.id] - cut:
                out.append(f"build:{card.id}")
    if not want_up:
        return
    for low, _ in built:
        if types is not None and not (low.type in types or (low.urban and "urban" in types)):
            continue
        if not (can.military if low.unit else can.civil):
            continue
        low_price = None
        for high in by_type.get(low.type, ()):  # the targets of low's type, in their order
            if high.level > low.level:
                if low_price is None:
                    low_price = prices[low.id] if low.id in prices else costs.build_cost(g, st, p, low)
                means = for_units if high.unit else for_urban if high.urban else have
                if free or means >= max(0, prices[high.id] - low_price) - cut:
                    out.append(f"up:{low.id}:{high.id}")


def _targets_and_prices(
    g: GameData, st: TtaState, p: int, types: list[str] | None, index=None
) -> tuple[list[Card], dict, dict[str, list[Card]], int]:
    """`build_targets`, their `costs.build_costs`, the targets by type (in the targets' order)
    and the lowest of those costs, read only. Without the New Leaders and Wonders module all follow from the cards in
    play: the in-play index (`index`, when the caller read it) keeps them."""
    if not st.reminders:
        if index is None:
            index = in_play_index(g, st, p)
        if costs.fixed_costs(index):
            key = ALL_TARGETS if types is None else ("build_targets", tuple(types))
            kept = index.derived.get(key)
            if kept is None:
                kept = index.derived[key] = _targets_prices_types(g, st, p, types)
            return kept
    return _targets_prices_types(g, st, p, types)


ALL_TARGETS = ("build_targets", None)


def _targets_prices_types(g: GameData, st: TtaState, p: int, types: list[str] | None) -> tuple:
    targets = board.build_targets(g, st, p, types)
    by_type: dict[str, list[Card]] = {}
    for card in targets:
        by_type.setdefault(card.type, []).append(card)
    prices = costs.build_costs(g, st, p, targets) if targets else {}
    return targets, prices, by_type, min(prices.values(), default=0)


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


def card_plays(
    g: GameData,
    st: TtaState,
    p: int,
    civil: bool,
    military: bool,
    with_tactics: bool = True,
    military_left: int | None = None,
    listed: list[str] | None = None,
    reads: dict | None = None,
) -> list[str]:
    """`military_left`: rules.military_available when the caller read it already; `listed`: the
    Action Phase's ids listed so far (NORMAL terms, every type), when the caller has them;
    `reads`: that list's `Can.reads`."""
    out = hand_plays(g, st, p, civil, military, listed, reads)
    if with_tactics:
        out += tactics(g, st, p, military)
    if st.common_tactics:
        out += copies(g, st, p, civil, military, military_left)
    ops = in_play_index(g, st, p).ops
    if "population_unit" in ops or "theater_upgrade" in ops:
        out += leader_actions(g, st, p, civil, military)
    if st.reminders:
        out += lw_actions.options(g, st, p, civil)  # Gutenberg, the Louvre, the Red Cross
    if "free_population" in ops or "turn_choice" in ops:
        out += leader_uses(g, st, p, civil, military)
    return out


def hand_plays(
    g: GameData,
    st: TtaState,
    p: int,
    civil: bool,
    military: bool,
    listed: list[str] | None = None,
    reads: dict | None = None,
) -> list[str]:
    """Leaders and action cards played from the hand (TA-17.1, TA-20); `listed` and `reads` as
    in `card_plays`."""
    out = []
    if not civil:
        return out
    for cid in dict.fromkeys(st.hand[p]):  # two copies of one action card: one option
        card = g.card[cid]
        if card.kind == "leader":
            out.append(f"leader:{cid}")
            if st.leader[p] and "slide_under_wonder" in g.ops[st.leader[p]] and st.homer_wonder[p] is None:
                out += [f"leader:{cid}:{w}" for w in st.wonders[p] if w not in st.ravaged[p]]
        elif card.kind == "action":
            # TA-17.1: not in the turn it was taken; the cheap test first (both only read)
            if cid in st.taken_now and not (st.reminders and lw_play.playable_taken(g, st, p, cid)):
                continue
            if action_playable(g, st, p, card, listed, reads):
                out.append(f"play:{cid}")
    return out


def copies(
    g: GameData, st: TtaState, p: int, civil: bool, military: bool, left: int | None = None
) -> list[str]:
    """TA-16.6: copying a common tactic for two military actions (`left`: the military actions
    available, when the caller read them already)."""
    if not military or "tactic" in st.flags:
        return []
    if (rules.military_available(g, st, p) if left is None else left) < 2:
        return []
    mine = card_of(st.tactic[p]) if st.tactic[p] else None
    return [f"copy:{t}" for t in st.common_tactics if card_of(t) != mine]


def action_playable(
    g: GameData, st: TtaState, p: int, card: Card, listed: list[str] | None = None, reads: dict | None = None
) -> bool:
    """TA-17.2: an action card that orders an action needs that action to be possible.

    `listed`: the Action Phase's ids under NORMAL terms (a civil action left), when known. An
    ordered action costs no action token and never more (its discount only lowers a price), so
    an id of an ordered verb already listed there, of a type the order allows, makes the card
    playable without listing the ordered verbs again (`test_legal_allowed.py` checks the answer).
    `reads`: that list's `Can.reads` (what p holds does not depend on the terms)."""
    for step in card.steps:
        if step["op"] == "order":  # any of its verbs possible (`ordered_options` not empty)
            verbs, types = ORDER_VERBS[step["action"]], step.get("types") or None
            if listed is not None and _listed_for_order(g, listed, verbs, types):
                return True
            terms = order_terms(st, p, step)
            can = Can(g, st, p, terms, reads)
            # inside `options`' reading scope (hand_plays): no scope of its own
            return any(_options(g, st, p, terms, (verb,), types, True, can) for verb in verbs)
    return True


def _listed_for_order(
    g: GameData, listed: list[str], verbs: tuple[str, ...], types: list[str] | None
) -> bool:
    """Whether `listed` holds an id of one of the ordered `verbs` on a card of `types` (a
    revolution is not one: an order develops, and revolts only on its own terms)."""
    for action in listed:
        verb, _, rest = action.partition(":")
        if verb not in verbs:
            continue
        if types is None:
            return True
        card = g.card[rest.partition(":")[0]]  # build:<card>, up:<low>:<high>
        if card.type in types or (card.urban and "urban" in types):
            return True
    return False


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
    "recruit": leader_actions,
    "bach": leader_actions,
    "liner": leader_uses,
    "leaderuse": leader_uses,
}
