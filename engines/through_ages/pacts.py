"""Pacts (TA-13): offering one (the partner answers by a private prompt, TA-31.3), the two roles,
cancelling, pacts that forbid attacks or end when one party attacks the other, and obsolete pacts
ending at an age change (TA-27.2).

A pact in play is {"card": inst, "a": seat, "b": seat, "by": offerer}. Its data steps hold the
effects of each side in `side_a` / `side_b` containers (symmetric pacts give both sides the same
steps), plus the flags `no_attack`, `ends_on_attack`, `attack_bonus` and `no_war_on_b`. A party's
side steps count as cards in play under the id "<card>#A" / "<card>#B" (`GameData.ops`), so the
ratings in board.py read them like any other passive effect.
"""

from __future__ import annotations

from engines.base import Event, seat_name, tr
from engines.kit import codec
from engines.through_ages import board
from engines.through_ages.data import GameData
from engines.through_ages.state import TtaState, card_of, seat_add, seat_put


def sides(st: TtaState, p: int) -> list[str]:
    """The pseudo-card ids of p's pact roles (read by board.in_play_ids)."""
    out = []
    for pact in st.pacts:
        if pact["a"] == p:
            out.append(card_of(pact["card"]) + "#A")
        if pact["b"] == p:
            out.append(card_of(pact["card"]) + "#B")
    return out


def between(st: TtaState, p: int, q: int) -> list[dict]:
    return [x for x in st.pacts if {x["a"], x["b"]} == {p, q}]


def flag(g: GameData, pact: dict, op: str) -> list[dict]:
    return g.ops[card_of(pact["card"])].get(op, [])


def forbids_attack(g: GameData, st: TtaState, p: int, q: int, war: bool) -> bool:
    """TA-11.2, TA-12.1: a pact between the two that forbids attacks; Loss of Sovereignty also
    forbids anyone declaring war on its side B."""
    if any(flag(g, x, "no_attack") for x in between(st, p, q)):
        return True
    return war and any(flag(g, x, "no_war_on_b") and x["b"] == q for x in st.pacts)


def attack_strength(
    g: GameData, st: TtaState, p: int, q: int, ratings: dict[int, int] | None = None
) -> tuple[int, int]:
    """TA-11.2: both strengths as they will be when p attacks q: pact bonuses that end with the
    attack left out, attack bonuses (Open Borders) added. `ratings`, when given, keeps the
    strength ratings read (seat -> rating) for further calls on the same position."""
    if ratings is None:
        mine, theirs = board.strength_rating(g, st, p), board.strength_rating(g, st, q)
    else:
        for seat in (p, q):
            if seat not in ratings:
                ratings[seat] = board.strength_rating(g, st, seat)
        mine, theirs = ratings[p], ratings[q]
    for pact in between(st, p, q):
        if flag(g, pact, "ends_on_attack"):
            mine -= side_strength(g, pact, p)
            theirs -= side_strength(g, pact, q)
        mine += sum(s["strength"] for s in flag(g, pact, "attack_bonus"))
    return max(0, mine), max(0, theirs)


def side_strength(g: GameData, pact: dict, p: int) -> int:
    total = 0
    for side in ("a", "b"):
        if pact[side] == p:
            ops = g.ops[card_of(pact["card"]) + "#" + side.upper()]
            total += sum(s.get("strength", 0) for s in ops.get("modify", []))
    return total


def end_on_attack(g: GameData, st: TtaState, p: int, q: int, ev: list[Event]) -> None:
    """TA-11.2, TA-12.1: a pact that ends when one party attacks the other is removed now."""
    for pact in between(st, p, q):
        if flag(g, pact, "ends_on_attack"):
            remove(g, st, pact, ev)


def remove(g: GameData, st: TtaState, pact: dict, ev: list[Event]) -> None:
    from engines.through_ages import aggression

    st.pacts = [x for x in st.pacts if x is not pact]
    side_tokens(g, st, pact, -1)
    aggression.discard(st, pact["card"])
    ev.append(Event(text=g.card[card_of(pact["card"])].title + tr(" ends.", " wygasa.")))


def political_choices(g: GameData, st: TtaState, p: int, distinct: list | None = None) -> list[str]:
    """TA-13.2, TA-13.6: `pact:<inst>:<partner>:<offerer's side>` and `cancel:<inst>`.
    `distinct`: `board.first_copies` of p's military hand, when the caller has it."""
    if st.players - len(st.resigned) < 3:  # TA-13.1
        return []
    out = []
    for inst, card in board.first_copies(g, st.military_hand[p]) if distinct is None else distinct:
        if card.kind != "pact":
            continue
        roles = ("A", "B") if two_sided(g, card.id) else ("A",)
        out += [
            f"pact:{inst}:{q}:{r}"
            for q in range(st.players)
            if q != p and q not in st.resigned
            for r in roles
        ]
    out += [f"cancel:{x['card']}" for x in st.pacts if p in (x["a"], x["b"])]
    return out


def two_sided(g: GameData, cid: str) -> bool:
    return g.ops[cid + "#A"] != g.ops[cid + "#B"]


def offer(g: GameData, st: TtaState, p: int, action: str, ev: list[Event]) -> list[dict]:
    inst, q, side = codec.decode(action)[1]
    q = int(q)
    seat_put(st, "military_hand", p, [i for i in st.military_hand[p] if i != inst])
    st.political_done = True
    card = g.card[card_of(inst)]
    role = tr(f" (you take side {side})", f" (bierzesz stronę {side})") if two_sided(g, card.id) else tr("")
    ev.append(Event(text=seat_name(p) + tr(" offers ", " proponuje ") + card.title + tr(" to ", " graczowi ")
                    + seat_name(q) + role + tr(".")))  # fmt: skip
    return [{"k": "pact_answer", "who": q, "by": p, "card": inst, "side": side}]


def answer(g: GameData, st: TtaState, task: dict, accept: bool, ev: list[Event]) -> None:
    """TA-13.3, TA-13.4: accepted, it lies in the offerer's area (their previous one ends);
    refused, it returns to the offerer's hand."""
    p, q, inst = task["by"], task["who"], task["card"]
    card = g.card[card_of(inst)]
    if not accept:
        seat_put(st, "military_hand", p, [*st.military_hand[p], inst])
        ev.append(Event(text=seat_name(q) + tr(" refuses ", " odrzuca ") + card.title + tr(".")))
        return
    for old in [x for x in st.pacts if x["by"] == p]:
        remove(g, st, old, ev)
    a, b = (p, q) if task["side"] == "A" else (q, p)
    pact = {"card": inst, "a": a, "b": b, "by": p}
    st.pacts = [*st.pacts, pact]
    side_tokens(g, st, pact, 1)
    ev.append(Event(text=seat_name(q) + tr(" accepts ", " przyjmuje ") + card.title + tr(".")))


def side_tokens(g: GameData, st: TtaState, pact: dict, sign: int) -> None:
    """TA-4.4: blue tokens a side adds (Maritime Trade Agreement) enter with the pact and leave
    with it."""
    from engines.through_ages import rules

    for side in ("a", "b"):
        steps = g.ops[card_of(pact["card"]) + "#" + side.upper()].get("tokens", ())
        blue = sum(s.get("blue", 0) for s in steps)
        if blue:
            rules.add_blue(g, st, pact[side], sign * blue)


def cancel(g: GameData, st: TtaState, p: int, action: str, ev: list[Event]) -> None:
    (inst,) = codec.decode(action)[1]
    st.political_done = True
    for pact in [x for x in st.pacts if x["card"] == inst]:
        ev.append(Event(text=seat_name(p) + tr(" cancels a pact.", " zrywa pakt.")))
        remove(g, st, pact, ev)


def end_obsolete(g: GameData, st: TtaState, obsolete: str, ev: list[Event]) -> None:
    """TA-27.2: obsolete pacts end."""
    for pact in [x for x in st.pacts if g.card[card_of(x["card"])].age == obsolete]:
        remove(g, st, pact, ev)


def partner_wonder_culture(g: GameData, st: TtaState, p: int) -> int:
    """International Tourism: +1 culture per completed wonder of the other party."""
    total = 0
    for pact in st.pacts:
        if p in (pact["a"], pact["b"]) and flag(g, pact, "partner_wonder_culture"):
            other = pact["b"] if pact["a"] == p else pact["a"]
            total += len(st.wonders[other])
    return total


def production_bonus(g: GameData, st: TtaState, p: int, kind: str) -> int:
    return sum(s.get(kind, 0) for s in board.steps_of(g, st, p, "pact_production"))


def hint_offer(g: GameData, st: TtaState, ids: list[str], p: int) -> str | None:
    """The heuristic offers a pact only when its own side is no worse than the other side."""
    for action in ids:
        if codec.verb_of(action) == "pact":
            inst, _q, side = codec.decode(action)[1]
            cid = card_of(inst)
            if not two_sided(g, cid) or side_worth(g, cid, side) >= side_worth(
                g, cid, "B" if side == "A" else "A"
            ):
                return action
    return None


def side_worth(g: GameData, cid: str, side: str) -> int:
    ops = g.ops[f"{cid}#{side}"]
    worth = sum(sum(v for k, v in s.items() if k != "op") for s in ops.get("modify", []))
    worth += sum(s.get("blue", 0) for s in ops.get("tokens", []))  # Maritime Trade Agreement
    return worth + sum(sum(v for k, v in s.items() if k != "op") for s in ops.get("pact_production", []))


# ---------------------------------------------------------------- Trade Routes, Scientific Cooperation


def trade_choices(g: GameData, st: TtaState, p: int) -> list[str]:
    """Trade Routes: once per own turn, use 1 food as 1 resource (side A) or the reverse (B)."""
    if not st.pacts or "trade" in st.flags:
        return []
    out = []
    for step in board.steps_of(g, st, p, "trade"):
        if board.stock(g, st, p, step["pay"]) >= 1:
            out.append(codec.encode("trade", step["pay"], step["use"]))
    return list(dict.fromkeys(out))


def trade(g: GameData, st: TtaState, p: int, action: str, ev: list[Event]) -> None:
    pay, use = codec.decode(action)[1]
    board.pay(g, st, p, pay, 1)
    board.gain(g, st, p, use, 1)
    st.flags = [*st.flags, "trade"]
    ev.append(Event(text=seat_name(p) + tr(f" trades 1 {pay} for 1 {use}.", " wymienia 1 " + POLISH[pay] + " na 1 " + POLISH[use] + ".")))  # fmt: skip


POLISH = {"food": "żywności", "resources": "surowca"}


def cooperation(g: GameData, st: TtaState, p: int) -> tuple[int, int | None]:
    """Scientific Cooperation: (science discount, the partner who pays) when p develops; no
    discount when the partner cannot pay its share."""
    for pact in st.pacts:
        if p not in (pact["a"], pact["b"]):
            continue
        steps = g.ops[card_of(pact["card"]) + "#A"].get("science_cooperation", [])
        other = pact["b"] if pact["a"] == p else pact["a"]
        for step in steps:
            if st.science[other] >= step["partner_pays"]:
                return step["discount"], other
    return 0, None


def cooperate(g: GameData, st: TtaState, p: int) -> None:
    """Called after p paid for a technology: the partner pays its share."""
    for pact in st.pacts:
        if p not in (pact["a"], pact["b"]):
            continue
        other = pact["b"] if pact["a"] == p else pact["a"]
        for step in g.ops[card_of(pact["card"]) + "#A"].get("science_cooperation", []):
            if st.science[other] >= step["partner_pays"]:
                seat_add(st, "science", other, -(step["partner_pays"]))
                return


def label(g: GameData, action: str):
    """Button labels of the political actions of part 2 and of Trade Routes (None: not ours)."""
    verb, args = codec.decode(action)

    def name(i: int):
        return g.card[card_of(args[i])].title

    if verb == "aggress":
        return (
            tr("Aggression ", "Agresja ") + name(0) + tr(" against ", " przeciw ") + seat_name(int(args[1]))
        )
    if verb == "war":
        return tr("Declare ", "Wypowiedz ") + name(0) + tr(" on ", ": ") + seat_name(int(args[1]))
    if verb == "pact":
        side = (
            tr(f" (you: side {args[2]})", f" (ty: strona {args[2]})")
            if two_sided(g, card_of(args[0]))
            else tr("")
        )
        return (
            tr("Offer ", "Zaproponuj ") + name(0) + tr(" to ", " graczowi ") + seat_name(int(args[1])) + side
        )
    if verb == "resign":
        return tr("Resign (leave the game)", "Poddaj się (opuść grę)")
    if verb == "cancel":
        return tr("Cancel ", "Zerwij ") + name(0)
    if verb == "trade":
        return tr(f"Use 1 {args[0]} as 1 {args[1]}", f"Użyj 1 {POLISH[args[0]]} jako 1 {POLISH[args[1]]}")
    return None
