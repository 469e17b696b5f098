"""A view as plain text: `/board text`, picture alt text, local mode."""

from __future__ import annotations

from engines.guns_steel import payment as pay
from engines.guns_steel.data import RESOURCES
from engines.guns_steel.texts import res_name, seat_name
from engines.guns_steel.view import CardFace, GSView, PlayerPublic


def describe_view(view: GSView, lang: str) -> str:
    """A seat's own facts first (its hand, what it can pay for now), then the table."""
    return "\n".join(private_lines(view, lang) + _table_lines(view, lang))


def private_lines(view: GSView, lang: str) -> list[str]:
    """What the reader of a private message needs first: the hand, the resources and what they
    pay for now (activations of hand cards, purchases). Empty in the public view."""
    if view.hand is None or view.seat is None:
        return []
    pl = lang == "pl"
    hand = "; ".join(
        f"{c.name.get(lang)} ({c.resource_name.get(lang)}/{c.tech_type_name.get(lang)})" for c in view.hand
    )
    lines = [("Twoja ręka: " if pl else "Your hand: ") + (hand or ("pusta" if pl else "empty"))]
    if view.finished:
        return lines
    resources, activate, buy = affordable(view)
    lines.append(("Twoje zasoby: " if pl else "Your resources: ") + _counted(resources, lang))
    parts = []
    if activate:
        parts.append(("aktywację: " if pl else "activate: ") + ", ".join(c.name.get(lang) for c in activate))
    if buy:
        parts.append(("zakup: " if pl else "buy: ") + ", ".join(c.name.get(lang) for c in buy))
    if parts:
        lines.append(("Stać cię teraz na " if pl else "You can pay now to ") + "; ".join(parts))
    else:
        lines.append(
            "Nie stać cię teraz na żadną aktywację ani zakup"
            if pl
            else "You cannot pay for any activation or purchase now"
        )
    return lines


def affordable(view: GSView) -> tuple[list[str], list[CardFace], list[CardFace]]:
    """The seat's resources now (its resource cards, and the temporary pool on its turn), the
    hand cards whose effect it can pay for (D-9: leading costs in full, no exchanges, GS-7.5) and
    the market cards whose full price it can pay (GS-9.4, exchanges allowed, GS-9.5)."""
    me = view.seats[view.seat]
    resources = [c.card.resource for c in me.resource_cards] + list(me.temporary)
    counts = tuple(resources.count(r) for r in RESOURCES)

    def payable(cost: list[str], extra: int, exchanges: bool) -> bool:
        need, n_any = pay.cost_of(cost)
        return pay.units(counts) >= len(cost) + extra and pay.feasible(counts, need, n_any + extra, exchanges)

    activate = [c for c in view.hand or [] if not c.effect_cost or payable(c.effect_cost, 0, False)]
    market = [(s.card, s.surcharge) for row in view.rows for s in row.slots if s.card is not None]
    market += [(r.research.top, r.research.surcharge) for r in view.rows if r.research and r.research.top]
    buy = [card for card, extra in market if payable(card.cost, extra, True)]
    return resources, activate, buy


def _counted(resources: list[str], lang: str) -> str:
    """Food ×2, Iron: each resource once, with its count when it is more than one."""
    if not resources:
        return "brak" if lang == "pl" else "none"
    counts = {r: resources.count(r) for r in resources}
    return ", ".join(res_name(r).get(lang) + (f" ×{n}" if n > 1 else "") for r, n in counts.items())


def _table_lines(view: GSView, lang: str) -> list[str]:
    t = lambda text: text.get(lang)  # noqa: E731
    lines = [
        f"{t(view.set_label)} — {t(view.phase_label)} — "
        + ("tura" if lang == "pl" else "turn")
        + f" {view.turn}, {t(seat_name(view.active_seat))}"
    ]
    if view.deciding is not None and view.to_act:
        lines.append(f"> {t(seat_name(view.to_act[0]))}: {t(view.deciding)}")
    for row in reversed(view.rows):
        cards = [_slot(s.card, s.surcharge, lang) if s.card else "[ — ]" for s in row.slots]
        wonder = ""
        if row.wonder is not None:
            where = (
                ""
                if row.wonder_in_pyramid
                else f" → {t(seat_name(row.wonder_owner))}"
                if row.wonder_owner is not None
                else ""
            )
            marks = f" {row.glory_markers}" if row.glory_markers and any(row.glory_markers) else ""
            vp = "PZ" if lang == "pl" else "VP"
            wonder = (
                f"  {{{t(row.wonder.name)} {row.wonder.vp} {vp}: {t(row.wonder.condition)}{marks}{where}}}"
            )
        lines.append(f"{t(row.era_name)}: " + " ".join(cards) + wonder)
        if row.research is not None:
            top = _slot(row.research.top, row.research.surcharge, lang) if row.research.top else "—"
            label = "Projekty Badawcze" if lang == "pl" else "Research"
            lines.append(f"   {label} ({row.research.size}): {top}")
    if view.attack is not None:
        a = view.attack
        word = "Atak" if lang == "pl" else "Attack"
        lines.append(f"{word}: {t(seat_name(a.attacker))} — {t(a.card.name)} ({a.attacker_strength})")
    for p in view.seats:
        lines.append(_player(p, view, lang))
    return lines


def _slot(card: CardFace, surcharge: int, lang: str) -> str:
    cost = "+".join(res_name(r).get(lang) for r in card.cost) + (f"+{surcharge}" if surcharge else "")
    return f"[{card.name.get(lang)} {cost}]"


def _player(p: PlayerPublic, view: GSView, lang: str) -> str:
    t = lambda text: text.get(lang)  # noqa: E731
    res = ", ".join(f"{t(c.card.resource_name)}" for c in p.resource_cards) or "-"
    tech = ", ".join(t(c.card.name) + ("*" if c.exhausted else "") for c in p.tech_cards) or "-"
    wonders = ", ".join(t(w.name) for w in p.wonders) or "-"
    w = WORDS_PL if lang == "pl" else WORDS_EN
    extra = f" {w[5]} {p.vp_track}, {w[6]} {p.glory_markers_left};" if view.set_name != "new_world" else ""
    temp = f" {w[7]} {', '.join(res_name(r).get(lang) for r in p.temporary)};" if p.temporary else ""
    return (
        f"{t(seat_name(p.seat))}: {w[0]} {p.hand_size}; {w[1]} [{res}]; {w[2]} [{tech}]; "
        f"{w[3]} {p.strength}; {w[4]} [{wonders}];{extra}{temp} {w[8]} {p.visible_vp}"
    )


WORDS_EN = ("hand", "resources", "tech", "strength", "wonders", "track", "glory", "temporary", "VP")
WORDS_PL = ("ręka", "zasoby", "technologie", "siła", "Cuda", "tor", "chwała", "tymczasowe", "PZ")
