"""The civilization's primitive changes (TA-4, TA-15 to TA-21): workers, population, cards
entering and leaving play, paying actions. Legality of whole actions lives in actions.py."""

from __future__ import annotations

from engines.kit.clone import own
from engines.through_ages import board
from engines.through_ages.data import Card, GameData
from engines.through_ages.state import TtaState, seat_add, seat_put


def set_workers(st: TtaState, p: int, card: str, delta: int) -> None:
    workers = dict(st.workers[p])
    workers[card] = workers.get(card, 0) + delta
    if workers[card] <= 0:
        del workers[card]
    seat_put(st, "workers", p, workers)


# ---------------------------------------------------------------- actions budget (TA-1.3, TA-7.3)


def first_round_civil(st: TtaState, p: int) -> int:
    """TA-7.3: in round 1 the k-th player in turn order has k civil actions."""
    return (p - st.first) % st.players + 1


def civil_available(g: GameData, st: TtaState, p: int) -> int:
    if st.round == 1:
        return max(0, first_round_civil(st, p) - st.civil_spent[p])
    return board.civil_left(g, st, p)


def military_available(g: GameData, st: TtaState, p: int) -> int:
    return 0 if st.round == 1 else board.military_left(g, st, p)


def hammurabi_ready(g: GameData, st: TtaState, p: int) -> bool:
    return (
        st.current == p
        and "hammurabi" not in st.flags
        and board.has(g, st, p, "military_as_civil")
        and military_available(g, st, p) > 0
    )


def can_spend_civil(g: GameData, st: TtaState, p: int, n: int) -> bool:
    return civil_available(g, st, p) + (1 if hammurabi_ready(g, st, p) else 0) >= n


def spend_civil(g: GameData, st: TtaState, p: int, n: int) -> None:
    """Spend n civil actions; Hammurabi lets one military action stand in once per turn."""
    short = n - civil_available(g, st, p)
    if short > 0:
        seat_add(st, "military_spent", p, 1)
        own(st, "flags").append("hammurabi")
        n -= 1
    seat_add(st, "civil_spent", p, n)


def spend_military(st: TtaState, p: int, n: int) -> None:
    seat_add(st, "military_spent", p, n)


# ---------------------------------------------------------------- population (TA-4.9, TA-4.10)


def gain_population(st: TtaState, p: int, n: int = 1) -> int:
    k = min(n, st.yellow[p])
    seat_add(st, "yellow", p, -k)
    seat_add(st, "idle", p, k)
    return k


def lose_idle(st: TtaState, p: int, n: int = 1) -> int:
    """TA-4.9: lose population from the unused workers; returns how many are still to lose (the
    owner then chooses buildings or units to take them from, decision `lose_worker`)."""
    k = min(n, st.idle[p])
    seat_add(st, "idle", p, -k)
    seat_add(st, "yellow", p, k)
    return n - k


def lose_worker(st: TtaState, p: int, card: str) -> None:
    set_workers(st, p, card, -1)
    seat_add(st, "yellow", p, 1)


def add_yellow(st: TtaState, p: int, n: int) -> None:
    """Tokens from (n > 0) or to (n < 0) the box; never below 0 (TA-4.4)."""
    seat_put(st, "yellow", p, max(0, st.yellow[p] + n))


def add_blue(g: GameData, st: TtaState, p: int, n: int) -> None:
    """Blue tokens from (n > 0) or to (n < 0) the box; the bank first, then tokens on cards, the
    least valuable first (TA-4.4)."""
    if n >= 0:
        seat_add(st, "blue", p, n)
        return
    take = min(-n, st.blue[p])
    seat_add(st, "blue", p, -take)
    left = -n - take
    for kind in ("food", "resources"):
        for card in reversed(board.holding_cards(g, st, p, kind)):
            while left > 0 and st.stored[p].get(card.id, 0) > 0:
                stored = dict(st.stored[p])
                stored[card.id] -= 1
                if not stored[card.id]:
                    del stored[card.id]
                seat_put(st, "stored", p, stored)
                left -= 1


def add_points(st: TtaState, p: int, science: int = 0, culture: int = 0) -> None:
    """TA-1.10: points never go below 0."""
    seat_put(st, "science", p, max(0, st.science[p] + science))
    seat_put(st, "culture", p, max(0, st.culture[p] + culture))


# ---------------------------------------------------------------- cards entering and leaving play


def tokens_of(card: Card) -> tuple[int, int]:
    yellow = sum(s.get("yellow", 0) for s in card.steps if s["op"] == "tokens")
    blue = sum(s.get("blue", 0) for s in card.steps if s["op"] == "tokens")
    return yellow, blue


def enter_play(g: GameData, st: TtaState, p: int, card: Card) -> None:
    """TA-4.4: tokens a card adds go to the banks when it enters play."""
    yellow, blue = tokens_of(card)
    add_yellow(st, p, yellow)
    add_blue(g, st, p, blue)


def leave_play(g: GameData, st: TtaState, p: int, card: Card) -> None:
    yellow, blue = tokens_of(card)
    add_yellow(st, p, -yellow)
    add_blue(g, st, p, -blue)
    if st.reminders and card.module == "nlw_leaders_wonders":
        from engines.through_ages import lw_play

        lw_play.on_leave(g, st, p, card)  # Confucius, James Watt, Sun Tzu, Saladin
    if board.has_card_op(card, "lab_resources"):
        # Bill Gates scores his extra resource production when he leaves play
        add_points(st, p, culture=board.lab_resources_with(g, st, p))


def remove_leader(g: GameData, st: TtaState, p: int) -> None:
    leader = st.leader[p]
    if leader is None:
        return
    leave_play(g, st, p, g.card[leader])
    seat_put(st, "leader", p, None)


def remove_wonder_unfinished(st: TtaState, p: int) -> None:
    """TA-21.4: the stage tokens return to the blue bank."""
    seat_add(st, "blue", p, st.wonder_stages[p])
    seat_put(st, "wonder", p, None)
    seat_put(st, "wonder_stages", p, 0)
