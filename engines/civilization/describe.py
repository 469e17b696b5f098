"""The view as plain text (`/board text`, picture alt text, local mode), in English or Polish."""

from __future__ import annotations

from engines.civilization import names
from engines.civilization.combat import UNIT_NAMES
from engines.civilization.data import Tables
from engines.civilization.texts import seat_name, tr
from engines.civilization.turn import PHASES
from engines.civilization.victory import KINDS
from engines.civilization.view import CivView

FIGURES = names.FIGURES
PIECES = {
    "building": tr("building", "budynek"),
    "wonder": tr("wonder", "cud"),
    "great_person": tr("great person", "wielka postać"),
}


def describe(tb: Tables, view: CivView, lang: str) -> str:
    pl = lang == "pl"

    def listed(kind: str, keys: list[str]) -> str:
        return ", ".join(names.name(tb, kind, k).get(lang) for k in keys)

    def t(en: str, pl_text: str) -> str:
        return pl_text if pl else en

    name = view.square_name
    phase = PHASES.get(view.phase, tr(view.phase)).get(lang)
    acting = ", ".join(seat_name(s).get(lang) for s in view.to_act) or "-"
    lines = [
        t(f"Turn {view.turn}, {phase}; first player: ", f"Tura {view.turn}, {phase}; pierwszy gracz: ")
        + seat_name(view.first_player).get(lang)
        + t(f"; to act: {acting}", f"; ruch: {acting}"),
        t("Explored map: ", "Odkryta mapa: ")
        + f"{name(view.bounds[0], view.bounds[1])}-{name(view.bounds[2], view.bounds[3])}",
    ]
    for sh in view.sheets:
        rows = " | ".join(listed("tech", row) for row in sh.techs if row)
        lines.append(
            f"{seat_name(sh.seat).get(lang)} ({sh.civ_name_pl if pl else sh.civ_name}, {names.government(tb, sh.government).get(lang)}): "
            + t(
                f"trade {sh.trade}, coins {sh.coins}, culture {sh.culture}, units {sh.standing_forces}",
                f"handel {sh.trade}, monety {sh.coins}, kultura {sh.culture}, jednostki {sh.standing_forces}",
            )
            + (t("; resources: ", "; surowce: ") + listed("resource", sh.resources) if sh.resources else "")
            + (t("; wonders: ", "; cuda: ") + listed("wonder", sh.wonders) if sh.wonders else "")
            + t(f"; culture track {sh.culture_space}", f"; tor kultury {sh.culture_space}")
            + (
                t(f"; culture cards {sh.culture_hand}", f"; karty kultury {sh.culture_hand}")
                if sh.culture_hand
                else ""
            )
            + t("; techs: ", "; technologie: ")
            + rows
        )
    for c in view.cities:
        kind = t("capital", "stolica") if c.capital else t("city", "miasto")
        walls = t(" (walled)", " (mury)") if c.walled else ""
        lines.append(f"{seat_name(c.owner).get(lang)}: {kind} {name(c.r, c.c)}{walls}")
    for f in view.figures:
        lines.append(f"{seat_name(f.owner).get(lang)}: {FIGURES[f.kind].get(lang)} {name(f.r, f.c)}")
    for p in view.pieces:
        lines.append(
            f"{seat_name(p.owner).get(lang)}: {PIECES[p.kind].get(lang)} {names.piece(tb, p.kind, p.name).get(lang)} {name(p.r, p.c)}"
        )
    if view.markers:
        huts = [name(m.r, m.c) for m in view.markers if m.kind == "hut"]
        villages = [name(m.r, m.c) for m in view.markers if m.kind == "village"]
        lines.append(
            t("Huts: ", "Chatki: ")
            + (", ".join(huts) or "-")
            + t("; villages: ", "; wioski: ")
            + (", ".join(villages) or "-")
        )
    if view.battle is not None:
        lines.append(battle_line(view, lang))
    lines.append(t("Wonder market: ", "Rynek cudów: ") + (listed("wonder", view.wonder_market) or "-"))
    lines.append(
        t("Resource market: ", "Rynek surowców: ")
        + ", ".join(f"{names.resource(tb, k).get(lang)} {v}" for k, v in sorted(view.resource_market.items()))
    )
    if view.private is not None:
        lines.append(
            t("Your units: ", "Twoje jednostki: ")
            + (", ".join(unit_card(c, lang) for c in view.private.standing_forces) or "-")
        )
        if view.private.battle_hand:
            hand = [f"{unit_name(c, lang)} {c.split(':')[1]}" for c in sorted(view.private.battle_hand)]
            lines.append(t("Your battle hand (rank 1): ", "Twoja ręka bitewna (ranga 1): ") + ", ".join(hand))
        hand = ", ".join(f"{c.name.get(lang)} ({c.effect.get(lang)})" for c in view.private.hand)
        lines.append(t("Your culture cards: ", "Twoje karty kultury: ") + (hand or "-"))
    if view.winners:
        winners = ", ".join(seat_name(s).get(lang) for s in view.winners)
        kind = KINDS.get(view.victory, tr(view.victory)).get(lang)
        lines.append(t(f"Winner: {winners} ({kind})", f"Zwycięzca: {winners} ({kind})"))
    return "\n".join(lines)


def unit_card(card: str, lang: str) -> str:
    """A unit card of the standing forces, "type:strength at rank 1": its type and strength."""
    return f"{unit_name(card, lang)} {card.split(':')[1]}"


def unit_name(card: str, lang: str) -> str:
    en, pl = UNIT_NAMES[card.split(":")[0]]
    return pl if lang == "pl" else en


def battle_line(view: CivView, lang: str) -> str:
    """The open battle (CV-30.4): the played cards front by front, the hand sizes, the bonus."""
    b = view.battle
    pl = lang == "pl"
    fronts = []
    for cards, wounds, strengths in zip(b.fronts, b.wounds, b.strengths, strict=True):
        sides = []
        for card, wound, strength in zip(cards, wounds, strengths, strict=True):
            if card is None:
                sides.append("-")
            else:
                hurt = f" ({'rany' if pl else 'wounds'} {wound})" if wound else ""
                sides.append(f"{unit_name(card, lang)} {strength}{hurt}")
        fronts.append(" / ".join(sides))
    who = [seat_name(s).get(lang) for s in b.seats]
    head = (
        f"Bitwa na {view.square_name(*b.square)}: {who[0]} atakuje, {who[1]} broni"
        if pl
        else f"Battle on {view.square_name(*b.square)}: {who[0]} attacks, {who[1]} defends"
    )
    hands = f"{'na ręce' if pl else 'in hand'} {b.hand_sizes[0]}/{b.hand_sizes[1]}"
    bonus = f"{'premia' if pl else 'bonus'} {b.bonus[0]}/{b.bonus[1]}"
    return f"{head}; {hands}; {bonus}; " + ("fronty" if pl else "fronts") + ": " + ("; ".join(fronts) or "-")
