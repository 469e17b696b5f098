"""The civilization step (AC-4) and the Civilization Draft (AC-16)."""

from __future__ import annotations

from engines.age_of_civ import flow, lines, rules
from engines.age_of_civ.decisions.base import AocDecision, SubChoice, argument, coin_value
from engines.base import Event, Option, Text, pl_plural, tr
from engines.kit import codec, trusted
from engines.kit.clone import own
from engines.kit.tasks import Machine


def pick_kind(st) -> str:
    """The pick lists the Draft hand (secret) or only the public pool."""
    return "civ_pick_hand" if st.variant("draft") else "civ_pick"


STEP_LABELS = {
    "birth": tr("Birth of a new civilization", "Narodziny nowej cywilizacji"),
    "absorb": tr("Absorb a civilization", "Wchłonięcie cywilizacji"),
    "skip": tr("Skip", "Pomiń"),
}
STEP_QUESTION = tr(
    "Civilization step: birth, absorb or skip?", "Krok cywilizacji: narodziny, wchłonięcie czy pominięcie?"
)
DRAFT_QUESTION = tr(
    "Draft: pick one civilization card to keep.", "Draft: wybierz kartę cywilizacji do zatrzymania."
)
STEP_DETAILS = {
    "birth": tr(
        "New main civilization; workers reset to its population.",
        "Nowa główna cywilizacja; robotnicy według populacji.",
    ),
    "absorb": tr(
        "Keep your main civilization; +1 worker; gain its legacy.",
        "Zachowujesz główną cywilizację; +1 robotnik; zyskujesz dziedzictwo.",
    ),
}


class CivStep(AocDecision):
    """AC-4.2 Birth, Absorb or Skip (AC-4.3: owning 3 cards forces Skip)."""

    kind = "civ_step"

    def __init__(self, g):
        super().__init__(g)
        self.fixed |= {
            a: Option(id=a, label=label, detail=STEP_DETAILS.get(a)) for a, label in STEP_LABELS.items()
        }

    def choices(self, st, task):
        seat = task["who"]
        out = []
        if len(st.civs[seat]) < self.g.const("max_civilizations_per_player") and (st.pool or st.hands[seat]):
            out = ["birth", "absorb"]
        return out + ["skip"] + self.buy_options(st, seat)

    def resolve(self, st, task, action, ev):
        seat = task["who"]
        if action in ("birth", "absorb"):
            Machine.push(st, [{"k": pick_kind(st), "who": seat, "mode": action}])
        elif action == "skip":
            line = self.g.lines.skips.get(seat)
            ev.append(line if line is not None else lines.skips(seat))
        else:
            self.buy(st, seat, action, ev)
            Machine.push(st, [task])

    def question(self, st, task):
        return STEP_QUESTION

    def label(self, st, task, action):
        if action.startswith("buy"):
            return self.buy_label(action)
        return STEP_LABELS[action]

    def detail(self, st, task, action):
        return STEP_DETAILS.get(action)

    def hint(self, st, task, ids, seat):
        g = self.g
        if "birth" not in ids:
            return "skip"
        best = max(pick_values(g, st, seat, "birth").values(), default=0)
        if st.workers[seat] <= 1 and st.round <= 5 and best > 0:
            return "birth"
        if st.round <= 5 and len(st.civs[seat]) < 3:
            return "absorb" if st.workers[seat] >= 2 else "birth"
        return "skip"


def pick_values(g, st, seat, mode) -> dict[str, float]:
    coin = coin_value(st)
    values = {}
    cards = list(zip(st.pool, st.pool_coins, strict=True)) + [(c, 0) for c in st.hands[seat]]
    for civ, coins in cards:
        c = g.civ[civ]
        value = coins * coin + c.strength_legacy * 0.5 + len(c.legacy) * 0.5
        if mode == "birth":
            value += c.population * 1.2 + c.strength_main * 0.5
            for ab in c.main:
                for step in ab.steps:
                    if (
                        ab.trigger == "on_birth"
                        and step["op"] == "gain_per"
                        and step["of"] == "future_action_cards"
                    ):
                        value += rules.future_cards(st)
                    if ab.trigger == "on_birth" and step["op"] == "multiply_bonus":
                        value += coins * coin * (step["factor"] - 1)
                    if ab.trigger == "on_birth" and step["op"] == "gain":
                        value += step.get("points", 0) + step.get("coins", 0) * coin
        values[civ] = value
    return values


PICK_QUESTIONS = {
    "birth": tr("Which civilization is born?", "Która cywilizacja się rodzi?"),
    "absorb": tr("Which civilization do you absorb?", "Którą cywilizację wchłaniasz?"),
}
POOL_COINS_MADE = 16  # card options made once for pool cards carrying fewer bonus coins


def card_label(name: Text, coins: int | None) -> Text:
    """A card to take: its name, with the bonus coins on it in the pool, or "(hand)"."""
    if coins is None:
        return tr(f"{name.en} (hand)", f"{name.pl} (ręka)")
    if not coins:
        return name
    en = f"{coins} {'coin' if coins == 1 else 'coins'}"
    pl = f"{coins} {pl_plural(coins, 'moneta', 'monety', 'monet')}"
    return tr(f"{name.en} (+{en})", f"{name.pl} (+{pl})")


class CivPick(SubChoice):
    """AC-4.4.1 / AC-4.5.1: the card to take."""

    kind = "civ_pick"

    def __init__(self, g):
        super().__init__(g)
        # by mode, (card, bonus coins on it in the pool or None in the hand): the option
        self.cards = {
            mode: {
                (civ, coins): Option(id=f"take:{civ}", label=card_label(c.name, coins), detail=details[civ])
                for civ, c in g.civ.items()
                for coins in [*range(POOL_COINS_MADE), None]
            }
            for mode, details in (("birth", self.birth_details), ("absorb", self.absorb_details))
        }

    def options(self, st, task):
        seat = task["who"]
        return [f"take:{c}" for c in st.pool + st.hands[seat]]

    def settle(self, st, task, action, ev):
        civ = argument(action)
        flow.take_civ(self.g, st, task["who"], civ, task["mode"], ev)

    def question(self, st, task):
        return PICK_QUESTIONS["birth" if task["mode"] == "birth" else "absorb"]

    def prompt_options(self, st, task, ids):
        """Options made once by card and coins, the others as the kit makes them."""
        made = self.cards.get(task["mode"], {})
        fixed = self.fixed
        coins_of = dict(zip(reversed(st.pool), reversed(st.pool_coins), strict=True))  # the first one counts
        out = []
        for a in ids:
            if a in fixed:
                out.append(fixed[a])
                continue
            civ = a.split(codec.SEP, 1)[1]
            option = made.get((civ, coins_of.get(civ)))  # coins None: a card in the hand
            if option is None:
                option = trusted.option(a, self.label(st, task, a), self.detail(st, task, a))
            out.append(option)
        return out

    def option_label(self, st, task, action):
        civ = action.split(codec.SEP, 1)[1]  # one of this family's own ids: no checks needed
        coins = st.pool_coins[st.pool.index(civ)] if civ in st.pool else None
        return card_label(self.g.civ[civ].name, coins)

    def option_detail(self, st, task, action):
        civ = action.split(codec.SEP, 1)[1]
        return (self.birth_details if task["mode"] == "birth" else self.absorb_details)[civ]

    def pick_hint(self, st, task, ids, seat):
        values = pick_values(self.g, st, seat, task["mode"])
        return max(ids, key=lambda a: values[codec.parse(a, "take", str)[0]])


class CivPickHand(CivPick):
    """The same pick in the Draft variant: the options show the secret hand (AC-16.3)."""

    kind = "civ_pick_hand"
    private = True


class DraftPick(AocDecision):
    """AC-16.2: everyone picks one card at once, secretly, and passes the rest to the left."""

    kind = "draft"
    simultaneous = True
    private = True

    def __init__(self, g):
        super().__init__(g)
        self.fixed |= {
            a: Option(id=a, label=g.civ[civ].name, detail=self.birth_details[civ])
            for civ, a in ((civ, codec.encode("pick", civ)) for civ in g.civ)
        }

    def choices(self, st, task):
        return []

    def choices_for(self, st, task, seat):
        return [codec.encode("pick", c) for c in st.packs[seat]]

    def resolve_all(self, st, task, answers, ev):
        n = st.players
        packs = [list(p) for p in st.packs]
        for seat, action in answers.items():
            civ = argument(action)
            packs[seat].remove(civ)
            own(st, "hands")[seat].append(civ)
        st.packs = [packs[(s - 1) % n] for s in range(n)]  # received from the right neighbour
        ev.append(
            Event(
                text=tr(
                    "Everyone picked a card and passed the rest.", "Każdy wybrał kartę i przekazał resztę."
                ),
                board=False,
            )
        )

    def question(self, st, task):
        return DRAFT_QUESTION

    def label(self, st, task, action):
        return self.g.civ[codec.parse(action, "pick", str)[0]].name

    def detail(self, st, task, action):
        return self.birth_details[codec.parse(action, "pick", str)[0]]

    def hint(self, st, task, ids, seat):
        def value(a):
            c = self.g.civ[codec.parse(a, "pick", str)[0]]
            return c.population + c.strength_main + c.strength_legacy + len(c.legacy)

        return max(ids, key=value)
