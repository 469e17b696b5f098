"""Aggressions (TA-11) and wars (TA-12): the political actions that attack an opponent, their
legality, and the effects of every aggression and war card (data ops `plunder`, `raid`,
`enslave`, `steal_points`, `annex`, `infiltrate`, `war_yellow`, `war_science`, `war_culture`).

Where a card lets the winner choose, the bot decides (documented in NOTES.md): plunder takes
resources first, then food; raids destroy the most expensive buildings allowed; Annex takes the
colony with the most permanent value; Infiltrate removes the higher-level card (the leader on a
tie); War over Technology takes science.
"""

from __future__ import annotations

from engines.base import Event, seat_name, tr
from engines.kit import codec
from engines.through_ages import board, lw_himeji, lw_politics, pacts, rules
from engines.through_ages.data import Card, GameData
from engines.through_ages.state import TtaState, card_of, seat_add, seat_put

ATTACKS = ("aggression", "war")


def full_game(st: TtaState) -> bool:
    """TA-30.2: the `variant` option; a state without it (older matches) is peaceful."""
    return st.options.get("variant", "peaceful") == "full"


def gandhi(g: GameData, st: TtaState, p: int) -> bool:
    ops = g.ops[st.leader[p]] if st.leader[p] else {}
    return "no_aggression" in ops or "pacifist" in ops


def attack_cost(g: GameData, st: TtaState, inst: str, target: int) -> int:
    """The printed military actions; Gandhi's opponents pay twice (his card text), or 3 more
    with the rebalanced Gandhi (TA-41.2)."""
    cost = g.card[card_of(inst)].military_action_cost or 0
    ops = g.ops[st.leader[target]] if st.leader[target] else {}
    cost += sum(s["surcharge"] for s in ops.get("pacifist", ()))
    return 2 * cost if "no_aggression" in ops else cost


def political_choices(
    g: GameData, st: TtaState, p: int, distinct: list[tuple[str, Card]] | None = None
) -> list[str]:
    """`aggress:<inst>:<seat>` and `war:<inst>:<seat>` for every legal target (TA-11.1, TA-11.2,
    TA-12.1, TA-12.2). `distinct`: `board.first_copies` of p's military hand, when the caller has it."""
    if not full_game(st) or gandhi(g, st, p):
        return []
    out = []
    weaker: dict[int, bool] = {}  # target -> whether p may attack it with an aggression
    ratings: dict[int, int] = {}  # seat -> strength rating, read once
    left = None  # p's military actions left, read once
    for inst, card in board.first_copies(g, st.military_hand[p]) if distinct is None else distinct:
        if card.kind not in ATTACKS:
            continue
        if card.kind == "war" and (st.last_round is not None or any(w["by"] == p for w in st.wars)):
            continue  # TA-12.2; one war of yours waits at a time (it resolves next turn)
        for q in range(st.players):
            if q == p or q in st.resigned:
                continue
            if left is None:
                left = board.military_left(g, st, p)
            if attack_cost(g, st, inst, q) > left:
                continue
            if pacts.forbids_attack(g, st, p, q, war=card.kind == "war"):
                continue
            if card.kind == "aggression":
                if q not in weaker:  # the same for every aggression card
                    mine, theirs = pacts.attack_strength(g, st, p, q, ratings)
                    theirs += lw_politics.shield(g, st, q)  # Nostradamus (TA-46.7, TA-Q17)
                    weaker[q] = theirs < mine + lw_himeji.reach(g, st, p)  # Himeji Castle (TA-46.12)
                if not weaker[q]:
                    continue  # TA-11.2: only a weaker civilization can be attacked
                out.append(f"aggress:{inst}:{q}")
            else:
                out.append(f"war:{inst}:{q}")
    return out


def play_attack(g: GameData, st: TtaState, p: int, action: str, ev: list[Event]) -> list[dict]:
    """Reveal the card, pay its military actions; an aggression waits for the defence (TA-11.3),
    a war lies in play until the start of the declarer's next turn (TA-12.1)."""
    verb, (inst, q) = codec.decode(action)
    q = int(q)
    card = g.card[card_of(inst)]
    seat_put(st, "military_hand", p, [i for i in st.military_hand[p] if i != inst])
    rules.spend_military(st, p, attack_cost(g, st, inst, q))
    st.political_done = True
    pacts.end_on_attack(g, st, p, q, ev)  # TA-11.2, TA-12.1
    lw_politics.attack_penalty(st, p)  # the Olympic Games (TA-48.2)
    if verb == "war":
        st.wars = [*st.wars, {"card": inst, "by": p, "target": q}]
        ev.append(Event(text=seat_name(p) + tr(" declares ", " wypowiada ") + card.title
                        + tr(" on ", " graczowi ") + seat_name(q) + tr(".")))  # fmt: skip
        return []
    ev.append(Event(text=seat_name(p) + tr(" plays the aggression ", " zagrywa agresję ") + card.title
                    + tr(" against ", " przeciw ") + seat_name(q) + tr(".")))  # fmt: skip
    defend = {"k": "defend", "who": q, "by": p, "card": inst, "defense": 0, "used": 0}
    if lw_himeji.owns(g, st, p):  # TA-46.12: the attacker announces a sacrifice first
        return [{"k": "himeji", "who": p, "defend": defend}]
    return [defend]


def resolve_aggression(g: GameData, st: TtaState, task: dict, ev: list[Event]) -> None:
    """TA-11.4: the defence holds at equal strength; otherwise the card acts on the target."""
    p, q, inst = task["by"], task["who"], task["card"]
    card = g.card[card_of(inst)]
    attack, defence = pacts.attack_strength(g, st, p, q)
    more_attack, more_defence = lw_himeji.resolve(g, st, task, ev)  # Himeji Castle (TA-46.13)
    attack += more_attack
    defence += task["defense"] + lw_politics.shield(g, st, q) + more_defence
    discard(st, inst)
    if defence >= attack:
        ev.append(Event(text=seat_name(q) + tr(f" repels {card.name} ({defence} against {attack}).",
                                               f" odpiera agresję {card.name_pl or card.name} ({defence} wobec {attack}).")))  # fmt: skip
        return
    ev.append(Event(text=card.title + tr(f" succeeds ({attack} against {defence}).",
                                         f": agresja udana ({attack} wobec {defence}).")))  # fmt: skip
    for step in card.steps:
        apply(g, st, p, q, step, 0, ev)


def resolve_wars(g: GameData, st: TtaState, p: int, ev: list[Event]) -> list[dict]:
    """TA-8.2, TA-12.3: p's war declared last turn: the stronger side wins by the difference. A war
    where a side owns Himeji Castle waits for their decisions: the tasks returned (TA-46.12)."""
    waiting = []
    for war in [w for w in st.wars if w["by"] == p]:
        st.wars = [w for w in st.wars if w is not war]
        if lw_himeji.in_war(g, st, war):
            waiting += lw_himeji.war_tasks(g, st, war)
            continue
        resolve_war(g, st, war, ev)
    return waiting


def resolve_war(g: GameData, st: TtaState, war: dict, ev: list[Event]) -> None:
    p, q = war["by"], war["target"]
    card = g.card[card_of(war["card"])]
    discard(st, war["card"])
    mine, theirs = pacts.attack_strength(g, st, p, q)  # TA-12.3: with attack bonuses
    more_mine, more_theirs = lw_himeji.resolve(g, st, {**war, "who": q}, ev)  # Himeji Castle
    mine, theirs = mine + more_mine, theirs + more_theirs
    if mine == theirs:
        ev.append(Event(text=card.title + tr(f": equal strength ({mine}), no effect.",
                                             f": równa siła ({mine}), bez skutku.")))  # fmt: skip
        return
    win, lose = (p, q) if mine > theirs else (q, p)
    ev.append(Event(text=card.title + tr(": ") + seat_name(win)
                    + tr(f" wins by {abs(mine - theirs)}.", f" wygrywa przewagą {abs(mine - theirs)}.")))  # fmt: skip
    for step in card.steps:
        apply(g, st, win, lose, step, abs(mine - theirs), ev)


def cancel_wars_on(st: TtaState, q: int) -> None:
    st.wars = [w for w in st.wars if w["target"] != q]


def discard(st: TtaState, inst: str) -> None:
    age = inst.split("-")[1]
    st.military_discards = {**st.military_discards, age: [*st.military_discards.get(age, []), inst]}


# ---------------------------------------------------------------- effects (TA-11.5, TA-11.6, TA-12.5)


def take_points(st: TtaState, win: int, lose: int, kind: str, n: int) -> int:
    field = getattr(st, kind)
    k = min(n, field[lose])
    rules.add_points(st, lose, **{kind: -k})
    rules.add_points(st, win, **{kind: k})
    return k


def apply(
    g: GameData, st: TtaState, win: int, lose: int, step: dict, advantage: int, ev: list[Event]
) -> None:
    op = step["op"]
    if op == "plunder":
        left = step["amount"]
        for kind in ("resources", "food"):
            k = min(left, board.stock(g, st, lose, kind))
            board.pay(g, st, lose, kind, k)
            board.gain(g, st, win, kind, k)
            left -= k
    elif op == "raid":
        for age in step["ages"]:
            raid_one(g, st, win, lose, age)
    elif op == "enslave":
        lose_one_population(g, st, lose)
        board.gain(g, st, win, "food", step["food"])
        board.gain(g, st, win, "resources", step["resources"])
    elif op == "steal_points":
        take_points(st, win, lose, step["kind"], step["amount"])
    elif op == "annex":
        annex(g, st, win, lose)
    elif op == "infiltrate":
        infiltrate(g, st, win, lose)
    elif op == "war_yellow":
        k = min(st.yellow[lose], 1 + advantage // step["per"])
        seat_add(st, "yellow", lose, -k)
        seat_add(st, "yellow", win, k)
    elif op == "war_science":
        take_points(st, win, lose, "science", advantage)
    elif op == "war_culture":
        take_points(st, win, lose, "culture", step["base"] + advantage)
    elif op in ("kidnap", "occupy"):
        from engines.through_ages import expansion

        expansion.attack(g, st, win, lose, step, ev)


def raid_one(g: GameData, st: TtaState, win: int, lose: int, age: str) -> None:
    """Destroy one urban building of `age` or older (the most expensive); the attacker gains half
    its printed build cost, rounded up (TA-11.5)."""
    level = {"A": 0, "I": 1, "II": 2, "III": 3}[age]
    urban = [c for c, n in board.buildings(g, st, lose) if c.urban and n and c.level <= level]
    if not urban:
        return
    card = max(urban, key=lambda c: (c.build_cost or 0, c.level))
    rules.set_workers(st, lose, card.id, -1)
    seat_add(st, "idle", lose, 1)
    board.gain(g, st, win, "resources", -(-(card.build_cost or 0) // 2))


def lose_one_population(g: GameData, st: TtaState, p: int) -> None:
    """The target loses a worker: an unused one, else one from its least valuable building."""
    if rules.lose_idle(st, p, 1) == 0:
        return
    held = [(c, n) for c, n in board.buildings(g, st, p) if n]
    if held:
        card = min(held, key=lambda cn: (cn[0].level, cn[0].build_cost or 0))[0]
        rules.lose_worker(st, p, card.id)


def annex(g: GameData, st: TtaState, win: int, lose: int) -> None:
    if not st.colonies[lose]:
        return
    cid = max(st.colonies[lose], key=lambda c: (sum(rules.tokens_of(g.card[c])), g.card[c].level))
    colonies = list(st.colonies[lose])
    colonies.remove(cid)
    seat_put(st, "colonies", lose, colonies)
    rules.leave_play(g, st, lose, g.card[cid])  # TA-10.6: the permanent effects move with it
    seat_put(st, "colonies", win, [*st.colonies[win], cid])
    rules.enter_play(g, st, win, g.card[cid])


def infiltrate(g: GameData, st: TtaState, win: int, lose: int) -> None:
    leader, wonder = st.leader[lose], st.wonder[lose]
    options = [(g.card[c].level, k) for k, c in (("leader", leader), ("wonder", wonder)) if c]
    if not options:
        return
    level, kind = max(options, key=lambda o: (o[0], o[1] == "leader"))
    if kind == "leader":
        rules.remove_leader(g, st, lose)
    else:
        rules.remove_wonder_unfinished(st, lose)
    rules.add_points(st, win, culture=3 * level)


def attack_hint(g: GameData, st: TtaState, ids: list[str], p: int) -> str | None:
    """The heuristic's political attack, if any: an aggression whose margin beats the target's
    likely defence (2 per military card in its hand, up to its military actions; the hand itself
    is secret), else a war on a target at least 5 weaker; the higher-level card first."""
    best, best_key = None, None
    for action in ids:
        verb = codec.verb_of(action)
        if verb not in ("aggress", "war"):
            continue
        inst, q = codec.decode(action)[1]
        q = int(q)
        mine, theirs = pacts.attack_strength(g, st, p, q)
        margin = mine - theirs
        if verb == "aggress":
            guess = 2 * min(len(st.military_hand[q]), board.military_total(g, st, q))
            if margin <= guess:
                continue
        elif margin < 5:
            continue
        key = (g.card[card_of(inst)].level, margin)
        if best_key is None or key > best_key:
            best, best_key = action, key
    return best
