"""Prompt texts and option labels for each decision kind (both languages)."""

from __future__ import annotations

from engines.base import Text, tr
from engines.guns_steel import rules
from engines.guns_steel.data import DATA
from engines.guns_steel.state import GSState
from engines.guns_steel.texts import (
    card_label,
    card_name,
    effect_text,
    res_list,
    res_name,
    seat_name,
    step_text,
    steps_text,
    wonder_condition,
    wonder_name,
)

CARDS = DATA.cards


def question(st: GSState, task: dict) -> Text:
    k = task["k"]
    if k == "start_res":
        return tr(
            "Choose a starting card to place resource side up.",
            "Wybierz kartę startową do wyłożenia jako zasób.",
        )
    if k == "resource":
        return tr(
            "Resource phase: play a card from hand as a resource.",
            "Faza Zasobów: zagraj kartę z ręki jako zasób.",
        )
    if k == "tech":
        return tr(
            "Technology phase: play a card as a technology, with or without its effect.",
            "Faza Technologii: zagraj kartę jako technologię, z efektem lub bez.",
        )
    if k == "pay":
        return pay_question(task)
    if k == "purchase":
        return tr("Purchase phase: buy one card or pass.", "Faza Kupna: kup jedną kartę albo spasuj.")
    if k == "react":
        # neutral wording: the same text is the public summary of who is deciding what
        attack = st.attack or {}
        attacker = rules.strength(st, attack.get("attacker", 0))
        defender = rules.strength(st, task["who"])
        return (
            tr("Attack with ", "Atak kartą ")
            + card_name(attack.get("card", "C03"))
            + tr(
                f" (strength {attacker} against the defender's {defender}). React?",
                f" (siła {attacker} przeciw {defender} broniącego się). Reakcja?",
            )
        )
    if k == "pickup_res":
        return tr(
            "Take any resource cards back to hand (none is fine).",
            "Zabierz na rękę wybrane karty zasobów (możesz żadnej).",
        )
    if k == "glory":
        return tr("Place a glory marker.", "Połóż znacznik chwały.")
    if k == "claim":
        return tr("Claim a wonder.", "Weź Cud.")
    if k == "offer":
        return tr("Use this effect? ", "Skorzystać z efektu? ") + steps_text(task["steps"])
    if k == "activate_played":
        return tr("Activate one of the cards you played.", "Aktywuj jedną z zagranych kart.")
    if k in ("lose_resources", "take_resource", "surrender_wonder"):
        return tr("You were defeated or targeted: ", "Przegrana lub cel efektu: ") + step_text(task["s"])
    if "s" in task:
        return (
            card_name(task["card"]) + tr(": ") + step_text(task["s"])
            if task.get("card")
            else step_text(task["s"])
        )
    return tr("Choose.", "Wybierz.")


def pay_question(task: dict) -> Text:
    need = [r for r, n in zip(DATA.enums["resources"], task["need"], strict=False) for _ in range(n)]
    need += ["any"] * task["any"]
    text = tr("Pay: ", "Zapłać: ") + res_list(need)
    if task["x"]:
        left = task["x"]["left"]
        text = text + tr(
            f" — exchange into {task['x']['to']}: choose input ({left} left)",
            f" — wymiana na {res_name(task['x']['to']).pl}: wybierz zasób (zostało {left})",
        )
    return text


def label(st: GSState, task: dict, action: str) -> Text:
    kind, _, arg = action.partition(":")
    if action == rules.DONE:
        return tr("Done", "Gotowe")
    if action == rules.SKIP:
        return tr("Skip", "Pomiń")
    if action == rules.PASS:
        return tr("Buy nothing", "Nic nie kupuję")
    if action == rules.ACT:
        return tr("Yes", "Tak")
    if kind == "tech":
        return tr("Play and activate: ", "Zagraj i aktywuj: ") + card_label(arg)
    if kind == "techoff":
        return tr("Play without effect: ", "Zagraj bez efektu: ") + card_label(arg)
    if kind in ("res", "react", "play", "activate"):
        return card_label(arg)
    if kind in ("pay", "in", "lose", "give", "flip", "renew"):
        return res_name(CARDS[arg].resource) + tr(" — ") + card_name(arg)
    if kind in ("tmp", "intmp"):
        return res_name(arg) + tr(" (temporary)", " (tymczasowy)")
    if kind == "x2":
        return tr("Exchange 2 ", "Wymień 2 ") + res_name(arg) + tr(" → 1 ") + res_name(rules.pay_target(arg))
    if kind == "x3":
        return tr("Exchange 3 resources → 1 Earth", "Wymień 3 zasoby → 1 Ziemia")
    if kind == "gain":
        return res_name(arg)
    if kind == "target":
        return seat_name(rules.seat_index(arg))
    if kind == "opt":
        return steps_text(task["s"]["options"][int(arg) - 1])
    if kind == "buy":
        return buy_label(st, arg)
    if kind in ("claim", "glory", "wonder"):
        return wonder_name(arg) + tr(" — ") + wonder_condition(arg)
    if kind == "move":
        src, dst = arg.split(">")
        return (
            tr("Move a marker from ", "Przenieś znacznik z ")
            + wonder_name(src)
            + tr(" to ", " na ")
            + wonder_name(dst)
        )
    if action in CARDS:
        return res_name(CARDS[action].resource) + tr(" — ") + card_name(action)
    return tr(action)


def buy_label(st: GSState, card_id: str) -> Text:
    extra = dict(rules.purchasable(st))[card_id]
    cost = res_list(CARDS[card_id].cost)
    if extra:
        cost = cost + tr(f" + {extra} any", f" + {extra} dowolne")
    return card_label(card_id) + tr(": ") + cost


def option_detail(action: str) -> Text | None:
    kind, _, arg = action.partition(":")
    if kind in ("res", "tech", "techoff", "react", "play", "activate", "buy") and arg in CARDS:
        return effect_text(arg)
    return None
