"""Building the view from a state (hidden facts left out) and the view as plain text."""

from __future__ import annotations

from engines.age_of_civ import rules
from engines.age_of_civ.data import COLUMNS, GameData
from engines.age_of_civ.state import AocState
from engines.age_of_civ.texts import ability_text
from engines.age_of_civ.view import (
    AocView,
    CivFace,
    DraftPrivate,
    PlayerView,
    PoolCard,
    SpecialCardFace,
    StackCard,
    TechCell,
    TrackCard,
    WonderFace,
)
from engines.base import Text, join_texts, seat_name, tr

VARIANT_KEYS = ("innovations", "winds_of_change", "draft")


def names(g: GameData) -> dict[str, Text]:
    return {a.id: a.name for a in g.actions} | {t.id: t.name for t in g.technologies}


def civ_face(g: GameData, civ: str) -> CivFace:
    c, n = g.civ[civ], names(g)
    return CivFace(
        id=c.id,
        name=c.name,
        population=c.population,
        strength_main=c.strength_main,
        strength_legacy=c.strength_legacy,
        main_text=join_texts([ability_text(a, n) for a in c.main], "; "),
        legacy_text=join_texts([ability_text(a, n) for a in c.legacy], "; ") if c.legacy else tr("—"),
        verified=c.main_verified and c.legacy_verified and c.population_verified and c.strength_verified,
    )


def wonder_face(g: GameData, wonder: str) -> WonderFace:
    w = g.wonder[wonder]
    return WonderFace(
        id=w.id, name=w.name, text=join_texts([ability_text(a, names(g)) for a in w.abilities], "; ")
    )


def tech_cell(g: GameData, tech: str, owned: bool, unlockable: bool) -> TechCell:
    t = g.tech[tech]
    text = join_texts([ability_text(a, names(g)) for a in t.abilities], "; ")
    return TechCell(
        id=t.id,
        name=t.name,
        tier=t.tier,
        column=t.column,
        owned=owned,
        unlockable=unlockable,
        special=t.special,
        text=text,
    )


def player_view(g: GameData, st: AocState, seat: int) -> PlayerView:
    stack = []
    for civ in st.civs[seat]:
        role = "main" if civ == st.main[seat] else "absorbed" if civ in st.absorbed[seat] else "fallen"
        stack.append(StackCard(civ=civ_face(g, civ), role=role))
    grid = rules.tech_grid(g, st, seat)
    opened = set(rules.unlockable(g, st, seat))
    owned = set(st.techs[seat])
    cells = [
        tech_cell(g, grid[c][tier], grid[c][tier] in owned, grid[c][tier] in opened)
        for tier in (2, 1, 0)
        for c in COLUMNS
    ]
    return PlayerView(
        seat=seat,
        coins=st.coins[seat],
        workers=st.workers[seat],
        placed_workers=st.placed if st.current == seat else 0,
        points=st.points[seat],
        strength=rules.strength(g, st, seat),
        stack=stack,
        technologies=cells,
        wonders=[wonder_face(g, w) for w in st.wonders[seat]],
        special_card=st.special[seat],
        hand_size=len(st.hands[seat]),
        is_first=st.first == seat and not st.solo,
        is_current=st.current == seat,
        end_of_game_points=st.end_points[seat],
    )


def build_view(g: GameData, st: AocState, seat: int | None) -> AocView:
    track = []
    for i, card in enumerate(st.track):
        position = i + 1
        status = "past" if position < st.round else "window" if position <= st.round + 2 else "future"
        token = None
        if st.tokens and position >= 6 and st.tokens[position - 6] is not None:
            token = g.token[st.tokens[position - 6]].name
        c = g.card[card]
        track.append(
            TrackCard(
                position=position,
                card=card,
                action=c.action,
                name=g.action[c.action].name if c.action else tr("Plague", "Plaga"),
                corner_symbol=c.corner_symbol,
                status=status,
                is_next=position == st.round + 3 and st.round < 6,
                event_token=token,
            )
        )
    special_pool = [
        SpecialCardFace(
            id=s,
            column=g.special[s].column,
            tier1=tech_cell(g, g.special[s].tier1, False, False),
            tier2=tech_cell(g, g.special[s].tier2, False, False),
        )
        for s in st.tech_pool
    ]
    draft = draft_private(g, st, seat)
    achievements = [a.name for a in g.solo_clash.achievements if a.id in st.achievements]
    return AocView(
        game=st.game,
        seat=seat,
        round=st.round,
        finished=st.finished,
        solo=st.solo,
        variants=[k for k in VARIANT_KEYS if st.variant(k)],
        track=track,
        permanent_actions=[a.name for a in g.actions if a.location == "permanent"],
        pool=[
            PoolCard(civ=civ_face(g, c), bonus_coins=n) for c, n in zip(st.pool, st.pool_coins, strict=True)
        ],
        deck_size=len(st.deck),
        wonder_pool=[wonder_face(g, w) for w in st.wonder_pool],
        special_pool=special_pool,
        players=[player_view(g, st, s) for s in range(st.players)],
        current=st.current,
        opponent_strength=st.opponent_strength if st.solo else None,
        achievements=achievements,
        used_actions=list(st.used) if st.current is not None else [],
        hand=draft.hand if draft else None,
        pack=draft.pack if draft else None,
    )


def draft_private(g: GameData, st: AocState, seat: int | None) -> DraftPrivate | None:
    """The seat's own draft hand and pack (its view's private part), None outside the draft."""
    if seat is None or not st.variant("draft") or not 0 <= seat < st.players:
        return None
    return DraftPrivate(
        hand=[civ_face(g, c) for c in st.hands[seat]], pack=[civ_face(g, c) for c in st.packs[seat]]
    )


def describe_view(view: AocView, lang: str) -> str:
    t = lambda text: text.get(lang)  # noqa: E731
    pl = lang == "pl"
    lines = [(f"Runda {view.round}/6" if pl else f"Round {view.round}/6") + (" · solo" if view.solo else "")]
    marks = {"past": "·", "window": "*", "future": " "}
    symbols = {"war": " ⚔", "plague": " ☠", None: ""}
    track = []
    for c in view.track:
        token = f" [{t(c.event_token)}]" if c.event_token else ""
        track.append(f"{marks[c.status]}{c.position}.{t(c.name)}{symbols[c.corner_symbol]}{token}")
    lines.append(("Tor czasu: " if pl else "Time track: ") + " | ".join(track))
    lines.append(
        ("Stałe akcje: " if pl else "Permanent actions: ") + ", ".join(t(a) for a in view.permanent_actions)
    )
    pool = ", ".join(f"{t(p.civ.name)} (+{p.bonus_coins}$)" for p in view.pool) or "—"
    lines.append(
        ("Pula cywilizacji: " if pl else "Civilization pool: ")
        + pool
        + (f" · talia {view.deck_size}" if pl else f" · deck {view.deck_size}")
    )
    lines.append(("Cuda: " if pl else "Wonders: ") + (", ".join(t(w.name) for w in view.wonder_pool) or "—"))
    if view.special_pool:
        lines.append(
            ("Technologie specjalne: " if pl else "Special technologies: ")
            + ", ".join(f"{t(s.tier1.name)}/{t(s.tier2.name)}" for s in view.special_pool)
        )
    if view.opponent_strength is not None:
        lines.append(
            f"Siła wirtualnego przeciwnika: {view.opponent_strength}"
            if pl
            else f"Virtual opponent strength: {view.opponent_strength}"
        )
    for p in view.players:
        head = t(seat_name(p.seat)) + (" ★" if p.is_first else "") + (" ◀" if p.is_current else "")
        stats = (
            f"{p.points} pkt, {p.coins}$, robotnicy {p.workers}, siła {p.strength}"
            if pl
            else f"{p.points} pts, {p.coins}$, workers {p.workers}, strength {p.strength}"
        )
        lines.append(f"{head}: {stats}")
        for card in p.stack:
            role = {
                "main": ("główna", "main"),
                "fallen": ("upadła", "fallen"),
                "absorbed": ("wchłonięta", "absorbed"),
            }[card.role]
            text = t(card.civ.main_text) + " / " if card.role == "main" else ""
            lines.append(
                f"  {t(card.civ.name)} ({role[0] if pl else role[1]}): {text}{t(card.civ.legacy_text)}"
            )
        owned = [t(c.name) for c in p.technologies if c.owned]
        special = [t(c.name) for c in p.technologies if c.special]
        if special:
            label = "  Karta technologii specjalnych: " if pl else "  Special technology card: "
            lines.append(label + " / ".join(special))
        lines.append(("  Technologie: " if pl else "  Technologies: ") + (", ".join(owned) or "—"))
        if p.wonders:
            lines.append(("  Cuda: " if pl else "  Wonders: ") + ", ".join(t(w.name) for w in p.wonders))
        if p.hand_size:
            lines.append(f"  Karty na ręce: {p.hand_size}" if pl else f"  Cards in hand: {p.hand_size}")
    if view.hand is not None:
        lines.append(
            ("Twoja ręka: " if pl else "Your hand: ") + (", ".join(t(c.name) for c in view.hand) or "—")
        )
    if view.achievements:
        lines.append(
            ("Osiągnięcia: " if pl else "Achievements: ") + ", ".join(t(a) for a in view.achievements)
        )
    return "\n".join(lines)
