"""What players read: gains, ability descriptions built from the effect steps, in both languages."""

from __future__ import annotations

from engines.base import Event, Text, join_texts, pl_plural, seat_letter, tr
from engines.kit.trusted import fast_event

UNIT_EN = {
    "points": ("point", "points"),
    "coins": ("coin", "coins"),
    "workers": ("worker", "workers"),
    "technologies": ("technology", "technologies"),
    "wonders": ("wonder", "wonders"),
    "strength": ("strength", "strength"),
    "future_action_cards": ("future action card", "future action cards"),
}
UNIT_PL = {
    "points": ("punkt", "punkty", "punktów"),
    "coins": ("moneta", "monety", "monet"),
    "workers": ("robotnik", "robotników", "robotników"),
    "technologies": ("technologia", "technologie", "technologii"),
    "wonders": ("cud", "cudy", "cudów"),
    "strength": ("siła", "siły", "siły"),
    "future_action_cards": ("przyszła karta akcji", "przyszłe karty akcji", "przyszłych kart akcji"),
}
UNIT_PL_ACC = {  # after a verb that takes the accusative: "zdobywa 1 monetę, 2 monety, 5 monet"
    **UNIT_PL,
    "coins": ("monetę", "monety", "monet"),
    "workers": ("robotnika", "robotników", "robotników"),
    "technologies": ("technologię", "technologie", "technologii"),
    "strength": ("punkt siły", "punkty siły", "punktów siły"),
    "future_action_cards": ("przyszłą kartę akcji", "przyszłe karty akcji", "przyszłych kart akcji"),
}
BONUS_COINS_PL = ("dodatkową monetę", "dodatkowe monety", "dodatkowych monet")
UNIT_PL_EACH = {  # "za każd… <unit>"
    "points": "za każdy punkt",
    "coins": "za każdą monetę",
    "workers": "za każdego robotnika",
    "technologies": "za każdą technologię",
    "wonders": "za każdy cud",
    "strength": "za każdy punkt siły",
    "future_action_cards": "za każdą przyszłą kartę akcji",
}
MOST_PL = {  # "gracze z największą … / najmniejszą …"
    "wonders": "liczbą cudów",
    "technologies": "liczbą technologii",
    "coins": "liczbą monet",
    "strength": "siłą",
    "workers": "liczbą robotników",
}


def amount_words(n: int, unit: str, acc: bool = False) -> tuple[str, str]:
    """ "2 coins" and "2 monety"; with `acc` the Polish accusative, as the object of a verb."""
    one, many = UNIT_EN[unit]
    if acc:
        pl_word = pl_plural(n, *UNIT_PL_ACC[unit])
    elif unit == "workers":
        pl_word = "robotnik" if n == 1 else "robotnicy" if n in (2, 3, 4) else "robotników"
    else:
        pl_word = pl_plural(n, *UNIT_PL[unit])
    return f"{n} {one if n == 1 else many}", f"{n} {pl_word}"


def amount(n: int, unit: str, acc: bool = False) -> Text:
    en, pl = amount_words(n, unit, acc)
    return Text(en=en, pl=pl)


def gain_words(**gains: int) -> tuple[str, str]:
    """ " gains 2 points, 1 coin." in English and Polish (the sentence after a seat's name)."""
    parts = [amount_words(n, unit, acc=True) for unit, n in gains.items() if n]
    return " gains " + ", ".join(p[0] for p in parts) + ".", " zdobywa " + ", ".join(
        p[1] for p in parts
    ) + "."


# gain_words of the gains effects give most often (points, coins, workers), made once
GAIN_WORDS = {
    (p, c, w): gain_words(points=p, coins=c, workers=w)
    for p in range(11)
    for c in range(11)
    for w in range(4)
    if p or c or w
}


def gains_said(points: int, coins: int, workers: int) -> tuple[str, str]:
    """`gain_words(points=points, coins=coins, workers=workers)`."""
    made = GAIN_WORDS.get((points, coins, workers))
    return made if made is not None else gain_words(points=points, coins=coins, workers=workers)


# amount_words(n, "coins", acc=True) for the prices actions cost ("paying 2 coins"), made once
PAID_WORDS = tuple(amount_words(n, "coins", acc=True) for n in range(41))


def gains_list(step: dict) -> Text:
    parts = [
        amount(step[u], u) for u in ("points", "coins", "workers", "technologies", "wonders") if step.get(u)
    ]
    return join_texts(parts, ", +") if parts else tr("nothing", "nic")


def step_text(step: dict, names: dict[str, Text]) -> Text:
    """One effect step as a short sentence."""
    op = step["op"]
    act = names.get(step.get("action", ""), tr(step.get("action", "")))
    if op == "gain":
        return tr("+") + gains_list(step)
    if op == "gain_per":
        unit = "points" if step.get("points") else "coins"
        n, every, of = step.get(unit, 0), step["every"], step["of"]
        each_en = f"per {every} {UNIT_EN[of][1]}" if every > 1 else f"per {UNIT_EN[of][0]}"
        each_pl = f"za każde {every} {pl_plural(every, *UNIT_PL_ACC[of])}" if every > 1 else UNIT_PL_EACH[of]
        return tr(f"+{n} {UNIT_EN[unit][n != 1]} {each_en}", f"+{amount(n, unit).pl} {each_pl}")
    if op == "others_gain":
        en, pl = amount_words(step["coins"], "coins")
        return tr(f"every other player +{en}", f"każdy inny gracz +{pl}")
    if op == "others_lose":
        n = step["coins"]
        return tr(
            f"every other player loses {amount_words(n, 'coins')[0]}",
            f"każdy inny gracz traci {amount(n, 'coins', acc=True).pl}",
        )
    if op == "perform_action":
        return (
            tr("you may perform ", "możesz wykonać akcję ") + act + tr(" without a worker", " bez robotnika")
        )
    if op == "multiply_bonus":
        return tr(
            f"bonus coins on this card ×{step['factor']}", f"dodatkowe monety na tej karcie ×{step['factor']}"
        )
    if op == "techs_per_bonus":
        return tr(
            f"1 technology per {step['every']} bonus coins on this card",
            f"1 technologia za każde {step['every']} {pl_plural(step['every'], *BONUS_COINS_PL)} na karcie",
        )
    if op == "place_coins_on_pool":
        return tr(
            f"you may put {step['coins']} of your coins on a pool card: +{amount(step['points'], 'points').en}",
            f"możesz położyć {amount(step['coins'], 'coins', acc=True).pl} na karcie w puli:"
            f" +{amount(step['points'], 'points').pl}",
        )
    if op == "cost_reduce":
        n = step["coins"]
        extra = tr(" (not via Education)", " (nie przez Edukację)") if step.get("except_via") else tr("")
        less = tr(
            f": {n} coin{'s' if n != 1 else ''} cheaper",
            f": o {amount(n, 'coins', acc=True).pl} taniej",
        )
        return act + less + extra
    if op == "cost_set":
        cost = amount(step["coins"], "coins")
        return act + tr(f": costs {cost.en}", f": koszt {cost.pl}")
    if op == "extra_workers":
        n = step["workers"]
        return act + tr(
            f": +{amount(n, 'workers').en} needed", f": wymaga +{amount(n, 'workers', acc=True).pl}"
        )
    if op == "war_exempt":
        return tr("no sacrifice as the weakest in a war", "brak poświęcenia jako najsłabszy w wojnie")
    if op == "strength":
        return tr(f"+{step['amount']} strength", f"+{step['amount']} siły")
    if op == "strength_per":
        return tr(
            f"+1 strength per {step['every']} {UNIT_EN[step['of']][1]}",
            f"+1 siły za każde {step['every']} {pl_plural(step['every'], *UNIT_PL_ACC[step['of']])}",
        )
    if op == "private_space":
        return tr("own action space: ", "własne pole akcji: ") + act
    if op == "block_others":
        return tr("other players cannot perform ", "inni gracze nie mogą wykonywać akcji ") + act
    if op == "future_cards":
        return tr("may use future action cards", "możesz używać przyszłych kart akcji")
    if op == "workers_return":
        return tr("workers on ", "robotnicy z pól akcji ") + act + tr(" return", " wracają")
    if op == "sacrifice":
        return tr("sacrifices 1 worker", "poświęca 1 robotnika")
    if op == "lose":
        n = step["coins"]
        return tr(f"lose {amount_words(n, 'coins')[0]}", f"traci {amount(n, 'coins', acc=True).pl}")
    if op == "conquest":
        return tr(
            f"+{step['points']} points if you have the most strength (≥1)",
            f"+{amount(step['points'], 'points').pl}, jeśli masz najwięcej siły (≥1)",
        )
    if op in ("if_no_technologies", "if_scored", "each_player"):
        inner = join_texts([step_text(s, names) for s in step["steps"]])
        if op == "if_no_technologies":
            return inner + tr(" if you own no technology", ", jeśli nie masz technologii")
        if op == "if_scored":
            return inner + tr(" if it scores", ", jeśli przynosi punkty")
        if step.get("where"):
            m, most = step["measure"], step["where"] == "most"
            pl_word = "największą" if most else "najmniejszą"
            who = tr(
                f"player(s) with the {step['where']} {UNIT_EN[m][1]}: ", f"gracze z {pl_word} {MOST_PL[m]}: "
            )
            return who + inner
        return tr("every player: ", "każdy gracz: ") + inner
    return tr(op)


TRIGGER = {
    "on_birth": tr("When born: ", "Kiedy się rodzi: "),
    "on_gain": tr("When gained: ", "Po zdobyciu: "),
    "end_of_turn": tr("End of each turn: ", "Koniec każdej tury: "),
    "end_of_game": tr("End of game: ", "Koniec gry: "),
    "on_rest": tr("When you rest: ", "Kiedy odpoczywasz: "),
    "on_war": tr("In every war: ", "W każdej wojnie: "),
    "passive": tr(""),
}


def ability_text(ab, names: dict[str, Text]) -> Text:
    head = TRIGGER.get(ab.trigger)
    if ab.trigger == "on_action":
        head = (
            tr("When you perform ", "Kiedy wykonujesz akcję ")
            + names.get(ab.action, tr(ab.action or ""))
            + tr(": ")
        )
    body = join_texts([step_text(s, names) for s in ab.steps], "; ")
    cond = tr(" (if you have the most strength)", " (jeśli masz najwięcej siły)") if ab.condition else tr("")
    if ab.tech_filter:
        techs = join_texts([names.get(t, tr(t)) for t in ab.tech_filter], " / ")
        cond = cond + tr(" (target: ", " (cel: ") + techs + tr(")")
    return head + body + cond


def said(seat: int | None, en: str, pl: str, board: bool = True) -> Event:
    """A public log line; with a seat, it starts with the seat's name (engines.base.seat_name)."""
    if seat is not None:
        en_name, pl_name = SEAT_NAMES[seat]
        en, pl = en_name + en, pl_name + pl
    return fast_event(en, pl, board=board)


# engines.base.seat_name's words for seats 0-7 (transports swap them for the players' names)
SEAT_NAMES = tuple((f"Player {seat_letter(s)}", f"Gracz {seat_letter(s)}") for s in range(8))
