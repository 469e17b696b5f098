"""Step 2 (AC-5): perform actions one at a time, or rest."""

from __future__ import annotations

from itertools import permutations

from engines.age_of_civ import flow, rules
from engines.age_of_civ.decisions.base import AocDecision, coin_value
from engines.base import Option, Prompt, Text, tr
from engines.kit import codec, trusted
from engines.kit.tasks import Machine
from engines.kit.trusted import option

END_LABEL = tr("End the action step", "Zakończ akcje")
REST_LABEL = tr("Rest (+2 coins, +1 worker)", "Odpoczynek (+2 monety, +1 robotnik)")
RED_SPACE = tr("red space: workers sacrificed", "czerwone pole: robotnicy poświęceni")
WHITE_SPACE = tr("white space", "białe pole")
COST_MODIFIERS = ("cost_reduce", "cost_set")
MODIFIERS = (*COST_MODIFIERS, "extra_workers")  # the passive ops that change a label
QUESTIONS_MADE = (11, 41)  # questions made once for free workers and coins below these
LABELS_MADE = (5, 11)  # action options made once for workers and costs below these
NO_ACTIONS: frozenset[str] = frozenset()


def action_label(g, action: str, target: str | None, workers: int, price: int) -> Text:
    """An action option: its name (and target technology), workers and cost."""
    name = g.action[action].name
    tech = g.tech[target].name if target else None
    return tr(
        f"{name.en}{': ' + tech.en if tech else ''} ({workers} W, {price} $)",
        f"{name.pl}{': ' + tech.pl if tech else ''} ({workers} R, {price} $)",
    )


def question(free: int, coins: int) -> Text:
    return tr(
        f"Choose an action ({free} free {'worker' if free == 1 else 'workers'},"
        f" {coins} {'coin' if coins == 1 else 'coins'}), rest, or end.",
        f"Wybierz akcję (wolni robotnicy: {free}, monety: {coins}), odpoczynek albo koniec.",
    )


class Act(AocDecision):
    """Options: rest (before any action), each performable action (Research with its target
    technology, D-6), an Innovations purchase, and "end" to finish the action step."""

    kind = "act"
    auto_single = True  # "end" alone (no free worker, nothing affordable) ends the step by itself

    def __init__(self, g):
        super().__init__(g)
        # (action, workers, board spaces, printed coins) in data order: the hot loop reads tuples
        self.rows = [(a.id, a.workers, a.spaces, a.coins) for a in g.actions]
        self.permanent = frozenset(g.permanent_actions)
        # by the window's three action cards (any three of the track, in order): the actions on
        # the board and their rows in data order, the ones a seat without private spaces may use
        self.windows = {}
        for cards in permutations(g.card_action, 3):
            board = self.permanent.union(g.card_action[c] for c in cards)
            self.windows[cards] = (board, tuple(row for row in self.rows if row[0] in board))
        self.blockers = frozenset(g.blocks_by_main)  # main civilizations forbidding others an action
        # option labels at the printed workers and cost, by action id (the common case)
        # every "do" option id: (action, target technology, label at the printed workers and cost)
        which = [(a, None) for a in g.actions] + [(g.action["research"], t.id) for t in g.technologies]
        self.offers = {
            codec.encode("do", a.id, *([t] if t else [])): (
                a,
                t,
                action_label(g, a.id, t, a.workers, a.coins),
            )
            for a, t in which
        }
        self.do_ids = {a.id: f"do:{a.id}" for a in g.actions}  # the option ids, made once
        self.research_ids = {t.id: f"do:research:{t.id}" for t in g.technologies}
        self.details = {id_: RED_SPACE if a.red else WHITE_SPACE for id_, (a, _, _) in self.offers.items()}
        self.fixed |= {"end": Option(id="end", label=END_LABEL), "rest": Option(id="rest", label=REST_LABEL)}
        # each action option at its printed workers and cost (an action no modifier names)
        self.printed = {
            a: Option(id=a, label=label, detail=self.details[a]) for a, (_, _, label) in self.offers.items()
        }
        self.printed_research = {t: self.printed[a] for t, a in self.research_ids.items()}
        # each action option at any workers and cost a modifier may give it, up to these
        self.labelled = {
            (a, workers, price): Option(
                id=a, label=action_label(g, act.id, target, workers, price), detail=self.details[a]
            )
            for a, (act, target, _) in self.offers.items()
            for workers in range(LABELS_MADE[0])
            for price in range(LABELS_MADE[1])
        }
        workers, coins = QUESTIONS_MADE
        self.questions = {(f, c): question(f, c) for f in range(workers) for c in range(coins)}

    def choices(self, st, task):
        seat = task["who"]
        fields = st.__dict__  # the state's fields read from its dict (see state.put)
        out = [] if task.get("started") else ["rest"]
        free = fields["workers"][seat] - fields["placed"]
        if free > 0:
            self.add_actions(st, fields, seat, free, out, False)
        if fields["tech_pool"]:
            out += self.buy_options(st, seat)
        out.append("end")
        return out

    def prompt(self, st, task) -> Prompt:
        """The prompt of `choices` with every option, listed and labelled in one pass (the host
        asks for it after every move; `Machine.prompt` would list the ids, then label them)."""
        seat = task["who"]
        fields = st.__dict__
        fixed = self.fixed
        out = [] if task.get("started") else [fixed["rest"]]
        free = fields["workers"][seat] - fields["placed"]
        if free > 0:
            self.add_actions(st, fields, seat, free, out, True)
        if fields["tech_pool"]:
            out += [fixed[a] for a in self.buy_options(st, seat)]
        out.append(fixed["end"])
        return trusted.choice_prompt(seat, self.question(st, task), out, self.private)

    def add_actions(self, st, fields, seat, free, out, shown: bool) -> None:
        """AC-5.3 - AC-5.7: every action with a free space (board or private), enough free workers
        and coins, not blocked, in data order (Research once per unlockable target, D-6). Their ids,
        or when `shown` their options (`prompt_options`). `fields`: the state's dict."""
        g = self.g
        m = rules.mods(g, st, seat)
        r, track = fields["round"], fields["track"]
        extra = private = None
        priced = NO_ACTIONS
        future = False
        if m:
            if "extra_workers" in m:
                extra = {}
                for _, step in m["extra_workers"]:
                    extra[step["action"]] = extra.get(step["action"], 0) + step["workers"]
            if "private_space" in m:
                private = {}
                for _, step in m["private_space"]:
                    private[step["action"]] = private.get(step["action"], 0) + 1
            if "cost_reduce" in m or "cost_set" in m:
                # an action no cost modifier names costs its printed coins (rules.cost)
                priced = {step["action"] for op in COST_MODIFIERS for _, step in m.get(op, ())}
            future = "future_cards" in m
        window = None if future else self.windows.get(tuple(track[r - 1 : r + 2]))
        if window is not None:
            board, rows = window
            if private:  # a private space may offer an action off the board
                rows = self.rows
        else:  # Maya: future cards too; or a track a test made shorter
            cards = track[r - 1 :] if future else track[r - 1 : r + 2]
            board, rows = self.permanent.union([g.card_action[c] for c in cards]), self.rows
        blocks = None if self.blockers.isdisjoint(fields["main"]) else rules.blocked_actions(g, st, seat)
        coins, used = fields["coins"][seat], fields["used"]
        for action, workers, spaces, price in rows:  # open_space and affordable, inlined
            if action not in board:  # only a private space may offer it
                if not private or action not in private:
                    continue
                spaces = private[action]
            elif private:
                spaces += private.get(action, 0)
            if extra:
                workers += extra.get(action, 0)
            if workers > free or (blocks and action in blocks):
                continue
            if not spaces or (used and used.count(action) >= spaces):
                continue
            if action in priced:
                cheap = False
            elif price <= coins:
                cheap = True
            else:
                continue
            if shown and (action in priced or (extra is not None and action in extra)):
                out += self.modified_options(st, seat, m, action, workers, price, coins)
            elif action == "research":
                research = self.printed_research if shown else self.research_ids
                out += [
                    research[t]
                    for t in rules.unlockable(g, st, seat)
                    if cheap or self.affordable(st, seat, m, action, t)
                ]
            elif cheap or self.affordable(st, seat, m, action, None):
                out.append(self.printed[self.do_ids[action]] if shown else self.do_ids[action])

    def modified_options(self, st, seat, m, action, workers, printed, coins) -> list[Option]:
        """The affordable options of an action a cost or worker modifier names (Research: one per
        target), each labelled with its workers and the cost computed once (`option_label`)."""
        g = self.g
        targets = rules.unlockable(g, st, seat) if action == "research" else (None,)
        out = []
        for target in targets:
            price = rules.cost(g, st, seat, action, target, None, m)
            if (printed > coins or "cost_set" in m) and price > coins:  # not affordable
                continue
            a = self.research_ids[target] if target else self.do_ids[action]
            made = self.labelled.get((a, workers, price))
            out.append(
                made if made is not None else option(a, self.option_label(st, seat, a, m), self.details[a])
            )
        return out

    def several(self, st, task):
        return not task.get("started")  # "rest" and "end" at least

    def allows(self, st, task, action):
        """One action checked without listing every option (apply's legality test)."""
        seat = task["who"]
        if action == "end":
            return True
        if action == "rest":
            return not task.get("started")
        if action.startswith("buy:"):
            return action in self.buy_options(st, seat)
        offer = self.offers.get(action)
        if offer is None:
            return False
        act, target, _ = offer
        if (act.id == "research") != (target is not None):
            return False
        if target is not None and target not in rules.unlockable(self.g, st, seat):
            return False
        return self.allowed(st, seat, act, target)

    def allowed(self, st, seat, act, target) -> bool:
        """AC-5.3 - AC-5.7: a free space (board or private), enough workers and coins, not blocked:
        the test `add_actions` makes for every action, here for one."""
        g, action, fields = self.g, act.id, st.__dict__
        free = fields["workers"][seat] - fields["placed"]
        if free <= 0:
            return False
        m = rules.mods(g, st, seat)
        workers, spaces = act.workers, 0
        if m:
            rows = m.get("extra_workers")
            if rows:
                workers += sum(step["workers"] for _, step in rows if step["action"] == action)
            rows = m.get("private_space")
            if rows:
                spaces = sum(1 for _, step in rows if step["action"] == action)
        if workers > free or (
            not self.blockers.isdisjoint(fields["main"]) and rules.blocked(g, st, seat, action)
        ):
            return False
        r, track, used = fields["round"], fields["track"], fields["used"]
        window = None if "future_cards" in m else self.windows.get(tuple(track[r - 1 : r + 2]))
        if window is not None:
            if action in window[0]:
                spaces += act.spaces
        elif action in self.permanent:
            spaces += act.spaces
        else:
            card_action = g.card_action
            for card in track[r - 1 :] if "future_cards" in m else track[r - 1 : r + 2]:
                if card_action[card] == action:
                    spaces += act.spaces
                    break
        if not spaces or (used and used.count(action) >= spaces):
            return False
        return self.affordable(st, seat, m, action, target)

    def affordable(self, st, seat, m, action, target) -> bool:
        coins = st.coins[seat]
        if self.g.action[action].coins <= coins and "cost_set" not in m:  # modifiers only lower a cost
            return True
        return rules.cost(self.g, st, seat, action, target, None, m) <= coins

    def resolve(self, st, task, action, ev):
        seat = task["who"]
        if action == "end":
            return
        if action == "rest":
            flow.rest(self.g, st, seat, ev)
            return
        if action.startswith("buy"):  # a purchase is not an action: resting stays possible
            self.buy(st, seat, action, ev)
            Machine.push(st, [task])
            return
        Machine.push(st, [{**task, "started": True}])
        act, target, _ = self.offers[action]  # a legal id, so one of the offers
        flow.perform(self.g, st, seat, act.id, target, True, None, ev)

    def question(self, st, task):
        seat, fields = task["who"], st.__dict__
        free, coins = fields["workers"][seat] - fields["placed"], fields["coins"][seat]
        made = self.questions.get((free, coins))
        return made if made is not None else question(free, coins)

    def label(self, st, task, action):
        return self.option_label(st, task["who"], action, None)

    def prompt_options(self, st, task, ids):
        """Every option's label with the seat's modifiers looked up once: an action no cost or
        worker modifier names has its printed workers and cost, made once."""
        seat = task["who"]
        m = rules.mods(self.g, st, seat)
        modified = {step["action"] for op in MODIFIERS for _, step in m.get(op, ())}
        fixed, printed, offers = self.fixed, self.printed, self.offers
        out = []
        for a in ids:
            if a in fixed:
                out.append(fixed[a])
            elif a in printed and offers[a][0].id not in modified:
                out.append(printed[a])
            else:
                out.append(option(a, self.option_label(st, seat, a, m), self.details.get(a)))
        return out

    def option_label(self, st, seat, action, m):
        if action == "end":
            return END_LABEL
        if action == "rest":
            return REST_LABEL
        if action.startswith("buy"):
            return self.buy_label(action)
        act, target, printed = self.offers[action]  # one of this family's own ids
        if m is None:
            m = rules.mods(self.g, st, seat)
        price = rules.cost(self.g, st, seat, act.id, target, None, m)
        workers = rules.workers_needed(self.g, st, seat, act.id, m)
        if price == act.coins and workers == act.workers:
            return printed
        return action_label(self.g, act.id, target, workers, price)

    def detail(self, st, task, action):
        return self.details.get(action)

    # ------------------------------------------------------------ heuristic

    def hint(self, st, task, ids, seat):
        return max(ids, key=lambda a: self.value(st, seat, a))

    def value(self, st, seat, action) -> float:
        g = self.g
        coin = coin_value(st)
        if action == "end":
            return 0.01
        if action == "rest":
            gain = 2 * coin + (0.8 if st.workers[seat] < 4 and st.round < 6 else 0)
            return gain - 0.6 if st.workers[seat] - st.placed > 0 else gain + 1
        if action.startswith("buy"):
            return 0.3 if st.round <= 3 else -1
        _, args = codec.decode(action)
        act = g.action[args[0]]
        target = args[1] if len(args) > 1 else None
        price = rules.cost(g, st, seat, act.id, target)
        value = -price * coin
        for step in act.steps:
            if step["op"] == "gain":
                value += step.get("points", 0) + step.get("coins", 0) * coin + 2.0 * step.get("wonders", 0)
            elif step["op"] == "conquest":
                ok = rules.strength(g, st, seat) >= 1 and rules.has_most_strength(g, st, seat)
                value += step["points"] if ok else -1
        if target is not None:
            value += 1.2 + (rules.future_cards(st) if target == "science" else 0) + g.tech[target].tier * 0.2
        if act.red and st.round < 6:
            value -= 0.7 * rules.workers_needed(g, st, seat, act.id)
        return value
