"""Movement (CV-19) and exploring (CV-20.2): a figure or group moves square by square, or to a
target square along the engine's shortest legal path, and may spend a point to explore."""

from __future__ import annotations

from engines.base import Event, Text
from engines.civilization import abilities, board, combat, rules, spoils
from engines.civilization import effects as fx
from engines.civilization.decisions.common import CivDecision, push, sq_name
from engines.civilization.decisions.pay import hidden_pay_label, open_hidden_pay
from engines.civilization.movememo import mover_for, remember
from engines.civilization.setup import reveal_markers
from engines.civilization.texts import seat_name, tr
from engines.kit.codec import parse, verb_of
from engines.kit.grid import DIRECTIONS, arrow_towards, chebyshev, tile_of

DIR_TEXT = {
    "n": ("north", "na północ"),
    "e": ("east", "na wschód"),
    "s": ("south", "na południe"),
    "w": ("west", "na zachód"),
}


def largest_map(tables) -> tuple[int, int]:
    """The squares (rows, columns) of the largest map layout: tables of labels cover them all."""
    layouts = tables.data.map_layouts
    rows = max(4 * layout.grid["rows"] for layout in (layouts.two, layouts.three, layouts.four))
    cols = max(4 * layout.grid["cols"] for layout in (layouts.two, layouts.three, layouts.four))
    return rows, cols


class MovePick(CivDecision):
    kind = "move"
    comes_back = True  # hidden pay's "back"

    def __init__(self, tables):
        super().__init__(tables)
        # "Army on A5": a figure's label for every kind and square, built once
        rows, cols = largest_map(tables)
        self.figure_labels = {
            (kind, r, c): figure_label(kind, (r, c))
            for kind in ("army", "scout")
            for r in range(rows)
            for c in range(cols)
        }

    def choices(self, st, task):
        seat = task["who"]
        mine = [
            f
            for f in st.figures
            if f.owner == seat and f.id not in st.moved and board.key((f.r, f.c)) not in st.frozen
        ]
        ids = [f"fig:{f.id}" for f in mine]
        squares: dict[tuple[int, int], int] = {}
        for f in mine:
            squares[(f.r, f.c)] = squares.get((f.r, f.c), 0) + 1
        ids += [f"grp:{r}:{c}" for (r, c), n in squares.items() if n > 1]  # CV-19.2.1
        ids += abilities.ability_ids(self.tb, st, seat, "movement")  # CV-18.3 (Atomic Theory)
        ids += abilities.hidden_pay_ids(self.tb, st, seat, "movement")
        return [*ids, "done"]

    def resolve(self, st, task, action, ev):
        verb = verb_of(action)
        if verb == "done":
            return
        push(st, task)
        seat = task["who"]
        if verb == "ab":
            abilities.use_ability(self.tb, st, seat, action, ev)
            return
        if verb == "abp":
            push(st, open_hidden_pay(st, seat, action))
            return
        if verb == "fig":
            (fid,) = parse(action, "fig", int)
            group = [fid]
        else:
            r, c = parse(action, "grp", int, int)
            group = [
                f.id for f in st.figures if f.owner == seat and (f.r, f.c) == (r, c) and f.id not in st.moved
            ]
        st.moved = [*st.moved, *group]  # CV-19.1.2: each figure moves once
        fig = next(f for f in st.figures if f.id == group[0])
        push(
            st,
            {
                "k": "step",
                "who": seat,
                "group": group,
                "left": fx.travel_speed(self.tb, st, seat),
                "at": [fig.r, fig.c],
            },
        )

    def question(self, st, task):
        return tr("Movement: which figure moves?", "Ruch: która figurka się rusza?")

    def label(self, st, task, action):
        verb = verb_of(action)
        if verb == "done":
            return tr("Done moving", "Koniec ruchu")
        if verb == "fig":
            (fid,) = parse(action, "fig", int)
            f = next(f for f in st.figures if f.id == fid)
            known = self.figure_labels.get((f.kind, f.r, f.c))
            return known if known is not None else figure_label(f.kind, (f.r, f.c))
        if verb == "ab":
            return abilities.ability_label(self.tb, action)
        if verb == "abp":
            return hidden_pay_label(self.tb, action)
        r, c = parse(action, "grp", int, int)
        return tr(
            f"All figures on {sq_name((r, c))} as a group",
            f"Wszystkie figurki z {sq_name((r, c))} jako grupa",
        )

    def fixed_ids(self):
        return ["done", *abilities.every_hidden_pay_id(self.tb)]

    def hint(self, st, task, ids, seat):
        return next((a for a in ids if a.startswith("fig:")), "done")


def figure_label(kind: str, sq) -> Text:
    what = tr("Army", "Armia") if kind == "army" else tr("Scout", "Wóz")
    return tr(f"{what.en} on {sq_name(sq)}", f"{what.pl} na {sq_name(sq)}")


class MoveStep(CivDecision):
    kind = "step"

    def __init__(self, tables):
        super().__init__(tables)
        # the labels of the steps (of every "to:" square of the largest map too), built once
        rows, cols = largest_map(tables)
        self.labels = dict(FIXED_STEP_LABELS)
        self.labels.update(
            {f"to:{r}:{c}": self.worded(f"to:{r}:{c}") for r in range(rows) for c in range(cols)}
        )
        self.to_ids = {(r, c): f"to:{r}:{c}" for r in range(rows) for c in range(cols)}

    def choices(self, st, task):
        mover, at, left, can_stop = self.start(st, task)
        ids = []
        if left > 0:
            for name, (dr, dc) in DIRECTIONS.items():
                nxt = (at[0] + dr, at[1] + dc)
                if mover.can_enter(nxt) and mover.can_still_stop(nxt, left - 1):
                    ids.append(f"go:{name}")
                elif mover.attack_kind(nxt) is not None:  # the move ends there
                    ids.append(f"go:{name}")
            ids += russia_sacrifices(self.tb, st, task["who"], task["group"], at)
            if can_stop:  # CV-20.2.1: exploring keeps the figure where it is
                for name, (dr, dc) in DIRECTIONS.items():
                    if board.face_down_tile(st, (at[0] + dr, at[1] + dc)):
                        ids.append(f"explore:{name}")
            ids += self.target_ids(st, mover, at, left)
        if can_stop:
            ids.append("stop")
        return ids

    def start(self, st, task):
        """(the group's mover, its square, the movement it may still use, whether it may stop)."""
        mover = mover_for(self.tb, st, task["who"], task["group"])
        at = tuple(task["at"])
        can_stop = mover.can_end(at)
        left = task["left"]
        if can_stop and board.key(at) in st.frozen:
            left = 0  # a spy froze this square: the move ends here (Communism, CV-18.3)
        return mover, at, left, can_stop

    def target_ids(self, st, mover, at, left) -> list[str]:
        """The "to:" choices: squares two or more steps away, never through a frozen square."""
        frozen = st.frozen
        targets, found = mover.target_steps(at, left)
        ids = self.to_ids  # made once
        return [
            ids.get(sq) or f"to:{sq[0]}:{sq[1]}"
            for sq, (steps, via) in sorted(targets.items())
            if steps >= 2
            and not (frozen and any(board.key(p) in frozen for p in mover.path(found, sq, via)[:-1]))
        ]

    def allows(self, st, task, action):
        """`action in choices`, computing only the part of the choices the action belongs to."""
        if action == "stop":
            return self.start(st, task)[3]
        if action.startswith("to:"):
            mover, at, left, _ = self.start(st, task)
            dest = to_square(action)
            if left <= 0 or dest is None:
                return False
            found = mover.target(at, left, dest)
            if found is None or found[0] < 2:
                return False
            frozen = st.frozen  # as target_ids
            return not (
                frozen and any(board.key(p) in frozen for p in mover.path(found[2], dest, found[1])[:-1])
            )
        return action in self.choices(st, task)

    def resolve(self, st, task, action, ev):
        verb = verb_of(action)
        if verb == "stop":
            return
        seat, group, left = task["who"], task["group"], task["left"]
        at = tuple(task["at"])
        mover = mover_for(self.tb, st, seat, group)  # the board before the step
        if verb == "go":
            dr, dc = DIRECTIONS[action.split(":")[1]]
            dest, cost = (at[0] + dr, at[1] + dc), 1
        elif verb == "to":
            dest = parse(action, "to", int, int)
            cost = mover.target(at, left, dest)[0]
        elif verb == "sacrifice":
            spoils.sacrifice(st, seat, group[0], step_target(at, action), ev)
            return
        else:
            dr, dc = DIRECTIONS[action.split(":")[1]]
            explore(self.tb, st, seat, at, (at[0] + dr, at[1] + dc), ev)
            dest, cost = at, 1
        if dest != at and mover.attack_kind(dest) is not None:
            spoils.enter(self.tb, st, seat, group, dest, ev)  # the move ends (CV-19.5.3, CV-19.6.2)
            return
        if dest != at:
            rules.move_group(st, group, dest)
            remember(st, mover)  # its facts hold after its own group's step
        push(st, {**task, "left": left - cost, "at": [dest[0], dest[1]]})

    def question(self, st, task):
        at = tuple(task["at"])
        return tr(
            f"Moving from {sq_name(at)} ({task['left']} movement left).",
            f"Ruch z {sq_name(at)} (punkty ruchu do wykorzystania: {task['left']}).",
        )

    def label(self, st, task, action):
        known = self.labels.get(action)
        return known if known is not None else self.worded(action)

    def fixed_ids(self):
        return list(self.labels)

    @staticmethod
    def worded(action):
        verb = verb_of(action)
        if verb == "stop":
            return tr("Stop here", "Zatrzymaj się tutaj")
        if verb == "sacrifice":
            en, pl = DIR_TEXT[action.split(":")[1]]
            return tr(
                f"Russia: sacrifice the figure in the enemy city to the {en} for a tech",
                f"Rosja: poświęć figurkę we wrogim mieście ({pl}) za technologię",
            )
        if verb in ("go", "explore"):
            en, pl = DIR_TEXT[action.split(":")[1]]
            return (
                tr(f"Step {en}", f"Krok {pl}")
                if verb == "go"
                else tr(f"Explore the tile to the {en}", f"Odkryj kafelek {pl}")
            )
        dest = to_square(action)
        return tr(f"Go to {sq_name(dest)}", f"Idź na {sq_name(dest)}")

    def hint(self, st, task, ids, seat):
        explores = [a for a in ids if a.startswith("explore:")]
        if explores:
            return explores[0]
        fig = next(f for f in st.figures if f.id == task["group"][0])
        mover = mover_for(self.tb, st, seat, task["group"])
        at = tuple(task["at"])
        attacks, targets = [], []
        for a in ids:
            if a.startswith("go:") or a.startswith("to:"):
                sq = step_target(at, a)
                kind = mover.attack_kind(sq)
                if kind is not None:
                    if combat.worth_attacking(self.tb, st, seat, task["group"], sq, kind):
                        attacks.append(a)
                elif a.startswith("to:"):
                    targets.append(a)
        if attacks:
            return attacks[0]
        if fig.kind == "scout" and targets:
            good = [a for a in targets if rules.can_found_at(self.tb, st, seat, parse(a, "to", int, int))]
            capital = board.capital_of(st, seat)
            if good and capital is not None and rules.city_count(st, seat) < fx.city_limit(self.tb, st, seat):
                c = st.cities[capital]
                return min(good, key=lambda a: chebyshev(parse(a, "to", int, int), (c.r, c.c)))
        if targets:
            return targets[-1]
        return "stop" if "stop" in ids else ids[0]


# the step labels that name no square (a prompt lists most of them), built once
FIXED_STEP_LABELS = {
    a: MoveStep.worded(a)
    for a in ["stop", *(f"{verb}:{d}" for verb in ("go", "explore", "sacrifice") for d in DIR_TEXT)]
}


def russia_sacrifices(tb, st, seat: int, group: list[int], at) -> list[str]:
    """Russia (CV-5.6), once a turn: one figure steps into an adjacent enemy city centre and is
    sacrificed for a tech that city's owner knows (no attack)."""
    civ = st.civs[seat]
    if not fx.civ_has(tb, st, seat, "sacrifice_for_tech") or "russia" in civ.used or len(group) != 1:
        return []
    out = []
    for name, (dr, dc) in DIRECTIONS.items():
        found = board.city_at(st, (at[0] + dr, at[1] + dc))
        if (
            found is not None
            and found[1].owner != seat
            and spoils.techs_to_learn(tb, st, seat, found[1].owner)
        ):
            out.append(f"sacrifice:{name}")
    return out


def to_square(action: str) -> tuple[int, int] | None:
    """The square of a "to:r:c" action written as the choices write it, else None."""
    parts = action.split(":")
    if len(parts) != 3 or not all(p.isascii() and p.isdigit() for p in parts[1:]):
        return None
    sq = (int(parts[1]), int(parts[2]))
    return sq if action == f"to:{sq[0]}:{sq[1]}" else None


def step_target(at: tuple[int, int], action: str) -> tuple[int, int]:
    if action.startswith("to:"):
        return parse(action, "to", int, int)
    dr, dc = DIRECTIONS[action.split(":")[1]]
    return (at[0] + dr, at[1] + dc)


def explore(tb, st, seat: int, at: tuple[int, int], target: tuple[int, int], ev) -> None:
    """CV-20.2.2: the tile turns face up with its arrow pointing away from the explorer's tile."""
    tile_pos = tile_of(target)
    index = tile_pos[0] * st.grid_cols + tile_pos[1]
    arrow = arrow_towards(tile_of(at), tile_pos)
    tiles = list(st.tiles)
    tiles[index] = tiles[index].model_copy(update={"arrow": arrow})
    st.tiles = tiles
    reveal_markers(tb, st, index)  # CV-20.2.3
    ev.append(
        Event(
            text=tr(
                f"{seat_name(seat).en} explores a new tile.", f"{seat_name(seat).pl} odkrywa nowy kafelek."
            ),
            reveal=True,
        )
    )


class NukePick(CivDecision):
    """Atomic Theory's uranium ability (CV-18.3.1; the data's text): destroy a non-capital city
    with everything in its outskirts: buildings, wonders, figures and great people."""

    kind = "nuke"

    def choices(self, st, task):
        return [f"city:{i}" for i, c in enumerate(st.cities) if not c.capital]

    def resolve(self, st, task, action, ev):
        (index,) = parse(action, "city", int)
        city = st.cities[index]
        squares = {(city.r, city.c), *board.outskirts(city)}
        spoils.kill_figures(st, [f.id for f in st.figures if (f.r, f.c) in squares])
        spoils.destroy_city(self.tb, st, index, ev)

    def question(self, st, task):
        return tr("Atomic Theory: which city is destroyed?", "Teoria atomu: które miasto zniszczyć?")

    def label(self, st, task, action):
        (index,) = parse(action, "city", int)
        c = st.cities[index]
        return tr(
            f"{seat_name(c.owner).en}'s city on {sq_name((c.r, c.c))}",
            f"Miasto gracza {seat_name(c.owner).pl} na {sq_name((c.r, c.c))}",
        )


class NavalTransport(CivDecision):
    """Steam Power's silk ability (CV-18.3.1; the data's text): all the player's figures in one
    square go to any water square on the map and cannot move again this turn. Here the water
    square must be face up, free of enemy figures and within the stacking limit (CV-19.2.2)."""

    kind = "naval"

    def choices(self, st, task):
        seat = task["who"]
        if "group" not in task:
            return sorted({f"from:{f.r}:{f.c}" for f in st.figures if f.owner == seat})
        mover = rules.Mover(self.tb, st, seat, task["group"])
        rows, cols = board.map_size(st)
        return [
            f"to:{r}:{c}"
            for r in range(rows)
            for c in range(cols)
            if water(self.tb, st, (r, c))
            and mover.can_end((r, c))
            and not board.enemy_figures(st, (r, c), seat)
        ]

    def resolve(self, st, task, action, ev):
        seat = task["who"]
        if verb_of(action) == "from":
            sq = parse(action, "from", int, int)
            push(st, {**task, "group": [f.id for f in board.figures_at(st, sq) if f.owner == seat]})
            return
        dest = parse(action, "to", int, int)
        rules.move_group(st, task["group"], dest)
        st.moved = [*st.moved, *task["group"]]
        ev.append(
            Event(
                text=tr(
                    f"{seat_name(seat).en}'s figures sail to {sq_name(dest)}.",
                    f"Figurki gracza {seat_name(seat).pl} płyną na {sq_name(dest)}.",
                )
            )
        )

    def question(self, st, task):
        if "group" not in task:
            return tr(
                "Steam Power: which square's figures sail?", "Silnik parowy: figurki z którego pola płyną?"
            )
        return tr("Steam Power: to which water square?", "Silnik parowy: na które pole wodne?")

    def label(self, st, task, action):
        sq = parse(action, verb_of(action), int, int)
        return tr(sq_name(sq))


def water(tb, st, sq) -> bool:
    data = board.square(tb, st, sq)
    return data is not None and data.terrain == "water"


class Freeze(CivDecision):
    """Communism's spy ability (CV-18.3.1; the data's text): no figure may leave the chosen square
    this turn; a figure moving through it stops there. Offered on squares holding another player's
    figures, during the user's own Movement (interrupting another player's move is left open)."""

    kind = "freeze"

    def choices(self, st, task):
        seat = task["who"]
        return sorted({f"sq:{f.r}:{f.c}" for f in st.figures if f.owner != seat})

    def resolve(self, st, task, action, ev):
        sq = parse(action, "sq", int, int)
        st.frozen = [*st.frozen, board.key(sq)]
        ev.append(
            Event(
                text=tr(
                    f"A spy freezes {sq_name(sq)} this turn.",
                    f"Szpieg zamraża pole {sq_name(sq)} na tę turę.",
                )
            )
        )

    def question(self, st, task):
        return tr("Communism: which square is frozen?", "Komunizm: które pole zamrozić?")

    def label(self, st, task, action):
        return tr(sq_name(parse(action, "sq", int, int)))
