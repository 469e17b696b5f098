"""City Management (CV-10): each city takes one action (produce, devote to the arts, harvest),
with resource abilities and coin tasks in between."""

from __future__ import annotations

from engines.base import Event
from engines.civilization import abilities, board, combat, culture, names, rules, windows
from engines.civilization import effects as fx
from engines.civilization.decisions.common import CivDecision, new_option, push, sq_name
from engines.civilization.decisions.pay import hidden_pay_label, open_hidden_pay
from engines.civilization.movememo import mover_for
from engines.civilization.texts import seat_name, tr
from engines.kit.codec import verb_of


def city_name(st, index: int):
    c = st.cities[index]
    kind = tr("Capital", "Stolica") if c.capital else tr("City", "Miasto")
    return tr(f"{kind.en} {sq_name((c.r, c.c))}", f"{kind.pl} {sq_name((c.r, c.c))}")


def can_act(tb, st, seat: int, index: int) -> bool:
    extra = 1 if "extra_city_actions" in st.civs[seat].used else 0  # Atomic Theory (CV-18.3)
    if st.acted.count(index) > extra:
        return False
    return not (st.cities[index].capital and fx.has(tb, st, seat, "capital_idle"))  # CV-10.2.3


class CityPick(CivDecision):
    kind = "city"
    comes_back = True  # hidden pay's "back"

    def choices(self, st, task):
        seat = task["who"]
        ids = [f"act:{i}" for i in board.own_cities(st, seat) if can_act(self.tb, st, seat, i)]
        ids += abilities.ability_ids(self.tb, st, seat, "city_management")
        ids += abilities.coin_task_ids(self.tb, st, seat)
        ids += abilities.hidden_pay_ids(self.tb, st, seat, "city_management")
        return [*ids, "done"]

    def resolve(self, st, task, action, ev):
        verb = verb_of(action)
        if verb == "done":
            return
        push(st, task)
        seat = task["who"]
        if verb == "act":
            push(st, {"k": "city_act", "who": seat, "city": int(action.split(":")[1])})
        elif verb == "ab":
            abilities.use_ability(self.tb, st, seat, action, ev)
        elif verb == "abp":
            push(st, open_hidden_pay(st, seat, action))
        else:
            abilities.do_coin_task(self.tb, st, seat, action, ev)

    def question(self, st, task):
        return tr(
            "City Management: choose a city, an ability, or finish.",
            "Zarządzanie miastami: wybierz miasto, zdolność albo zakończ.",
        )

    def label(self, st, task, action):
        verb = verb_of(action)
        if verb == "done":
            return tr("Done (remaining cities do nothing)", "Gotowe (pozostałe miasta nic nie robią)")
        if verb == "act":
            return city_name(st, int(action.split(":")[1]))
        if verb == "abp":
            return hidden_pay_label(self.tb, action)
        return abilities.ability_label(self.tb, action)

    def fixed_ids(self):
        return ["done", *abilities.every_hidden_pay_id(self.tb)]

    def hint(self, st, task, ids, seat):
        acts = [a for a in ids if a.startswith("act:")]
        return acts[0] if acts else next((a for a in ids if a.startswith(("ab:", "coin:"))), "done")


class CityAction(CivDecision):
    kind = "city_act"

    def choices(self, st, task):
        i = task["city"]
        ids = ["produce"] if can_produce(self.tb, st, i) else []
        ids.append("arts")
        ids += [
            f"harvest:{r}" for r in board.city_resources(self.tb, st, i) if st.resource_market.get(r, 0) > 0
        ]
        return [*ids, "idle"]

    def allows(self, st, task, action):
        """`action in choices`, computing only what the action needs."""
        if action in ("arts", "idle"):
            return True
        if action == "produce":
            return can_produce(self.tb, st, task["city"])
        return action.startswith("harvest:") and action in self.choices(st, task)

    def resolve(self, st, task, action, ev):
        i, seat = task["city"], task["who"]
        st.acted = [*st.acted, i]
        if action != "idle":  # CV-30.6: a spy (Writing) may cancel it
            react = windows.reactors(self.tb, st, seat, city_name(st, i).en, city=True)
            if react:
                window = {"k": "react", "who": list(react), "player": seat, "card": city_name(st, i).en}
                push(st, {**window, "city_act": action, "city": i})
                return
        self.perform(st, task, action, ev)

    def perform(self, st, task, action, ev):
        i, seat = task["city"], task["who"]
        verb = verb_of(action)
        if verb == "produce":
            push(st, {"k": "produce", "who": seat, "city": i})
        elif verb == "arts":  # CV-15.1.1
            gained = (
                1
                + board.city_yields(self.tb, st, i).get("culture", 0)
                + fx.modifier(self.tb, st, seat, "arts_culture")
            )
            fx.add_culture(st, seat, gained)
            ev.append(
                Event(
                    text=tr(
                        f"{city_name(st, i).en} devotes to the arts: +{gained} culture.",
                        f"{city_name(st, i).pl} poświęca się sztuce: +{gained} kultury.",
                    )
                )
            )
        elif verb == "harvest":  # CV-18.1
            res = action.split(":")[1]
            st.resource_market = {**st.resource_market, res: st.resource_market[res] - 1}
            rules.update(st, seat, resources=[*st.civs[seat].resources, res])
            ev.append(
                Event(
                    text=tr(
                        f"{city_name(st, i).en} harvests {names.resource(self.tb, res).en}.",
                        f"{city_name(st, i).pl} zbiera surowiec: {names.resource(self.tb, res).pl}.",
                    )
                )
            )
            if fx.has(self.tb, st, seat, "harvest_twice") and "harvest_twice" not in st.civs[seat].used:
                push(st, {"k": "harvest_again", "who": seat, "city": i})  # Angkor Wat

    def question(self, st, task):
        i = task["city"]
        y = board.city_yields(self.tb, st, i)
        prod = fx.city_production(self.tb, st, i)
        return tr(
            f"{city_name(st, i).en} (production {prod}, culture {y.get('culture', 0)}): which action?",
            f"{city_name(st, i).pl} (produkcja {prod}, kultura {y.get('culture', 0)}): jaka akcja?",
        )

    def label(self, st, task, action):
        verb = verb_of(action)
        if verb == "produce":
            return tr("Produce", "Produkuj")
        if verb == "arts":
            return tr("Devote to the arts", "Poświęć się sztuce")
        if verb == "harvest":
            res = names.resource(self.tb, action.split(":")[1])
            return tr(f"Harvest {res.en}", f"Zbierz surowiec: {res.pl}")
        return tr("Do nothing", "Nic nie rób")

    def fixed_ids(self):
        return ["produce", "arts", "idle", *(f"harvest:{r}" for r in self.tb.data.resources.names)]

    def hint(self, st, task, ids, seat):
        cheap = any(trade == 0 for _, trade in production_items(self.tb, st, task["city"]).values())
        if "produce" in ids and cheap:
            return "produce"
        return next((a for a in ids if a.startswith("harvest")), "arts")


def production_items(tb, st, i: int, spent: int = 0) -> dict[str, tuple[int, int]]:
    """Items the city can produce now: id -> (cost, trade converted) (CV-10.3.4); `spent` is the
    production already used this action (a second item under Engineering, CV-10.3.1)."""
    return dict(priced_items(tb, st, i, spent))


def can_produce(tb, st, i: int) -> bool:
    """Whether production_items(tb, st, i) has any item, looking no further than the first."""
    return next(priced_items(tb, st, i), None) is not None


def priced_items(tb, st, i: int, spent: int = 0):
    """production_items' entries one by one, in its order."""
    seat = st.cities[i].owner
    civ = st.civs[seat]
    production = fx.city_production(tb, st, i) - spent

    def candidates():
        mover = mover_for(tb, st, seat, [-1])  # a new figure's: the same through a city phase
        for kind in ("army", "scout"):
            if civ.unbuilt.get(kind, 0) > 0 and rules.figure_squares(tb, st, i, kind, mover):
                yield f"item:{kind}"
        yield from (f"item:unit:{kind}" for kind in civ.ranks if st.unit_decks.get(kind))
        sites = rules.PieceSites(tb, st, i)
        buildable.extend(name for name in rules.buildable(tb, st, seat) if sites.squares("building", name))
        yield from (f"item:bld:{name}" for name in buildable)
        if not st.cities[i].walled and any(tb.techs[t].unlocks.get("city_walls") for t in civ.all_techs()):
            yield "item:walls"
        yield from (f"item:wonder:{name}" for name in st.wonder_market if sites.squares("wonder", name))

    buildable: list[str] = []  # filled by candidates(), for Egypt's free buildings after them
    for item in candidates():
        cost = item_cost(tb, st, seat, item)
        trade = rules.trade_needed(tb, st, i, cost, production)
        if trade is not None:
            yield item, (cost, trade)
    free = fx.civ_has(tb, st, seat, "free_building_per_turn")  # Egypt (CV-5.6.3): one a turn
    if free and "egypt" not in civ.used and not spent:
        for name in buildable:
            yield f"free:bld:{name}", (0, 0)


def item_cost(tb, st, seat: int, item: str) -> int:
    """The production an "item:..." of production_items costs the seat."""
    parts = item.split(":")
    if parts[1] in ("army", "scout"):
        return int(tb.data.constants.costs[parts[1]])
    if parts[1] == "unit":
        return rules.unit_cost(tb, st, seat, parts[2])
    if parts[1] == "bld":
        return tb.buildings[parts[2]].cost
    if parts[1] == "walls":
        return int(tb.data.constants.costs["city_walls"])
    return rules.wonder_cost(tb, st, seat, parts[2])


def item_price(tb, st, i: int, item: str, spent: int = 0, production: int | None = None) -> tuple[int, int]:
    """production_items(tb, st, i, spent)[item] for an item known to be there, alone; `production`
    is the city's production less `spent` when the caller already knows it."""
    if item.startswith("free:"):
        return 0, 0
    cost = item_cost(tb, st, st.cities[i].owner, item)
    if production is None:
        production = fx.city_production(tb, st, i) - spent
    return cost, rules.trade_needed(tb, st, i, cost, production)


class Produce(CivDecision):
    kind = "produce"

    def choices(self, st, task):
        items = list(production_items(self.tb, st, task["city"], task.get("spent", 0)))
        return [*items, "done"] if task.get("spent") else items

    def resolve(self, st, task, action, ev):
        if action == "done":
            return
        i, seat = task["city"], task["who"]
        spent = task.get("spent", 0)
        available = fx.city_production(self.tb, st, i) - spent
        cost, trade = item_price(self.tb, st, i, action, spent, available)  # a legal item: as listed
        if trade:  # CV-10.3.2
            rules.update(st, seat, trade=st.civs[seat].trade - trade)
        if spent:
            rules.update(st, seat, used=[*st.civs[seat].used, "engineering"])
        elif fx.has(self.tb, st, seat, "split_production") and "engineering" not in st.civs[seat].used:
            left = available - cost if not trade and action.startswith("item:") else 0
            if left > 0:  # CV-10.3.1: Engineering splits the production between two items
                push(st, {"k": "produce", "who": seat, "city": i, "spent": spent + cost})
        parts = action.split(":")
        if parts[0] == "free":
            rules.update(st, seat, used=[*st.civs[seat].used, "egypt"])
        what = parts[1]
        if what in ("army", "scout"):
            push(st, {"k": "place_fig", "who": seat, "city": i, "kind": what})
        elif what == "unit":  # CV-12.3.2: the top card of the deck, face down
            card = combat.draw_unit(st, parts[2])  # CV-12.3.3: killed cards shuffled when reached
            rules.update(st, seat, standing=[*st.civs[seat].standing, card])
        elif what == "bld":
            push(st, {"k": "place_piece", "who": seat, "city": i, "kind": "building", "name": parts[2]})
        elif what == "walls":  # CV-13.4
            st.cities = [
                c.model_copy(update={"walled": True}) if j == i else c for j, c in enumerate(st.cities)
            ]
        elif what == "wonder":  # CV-14.1-14.3
            name = parts[2]
            market = [w for w in st.wonder_market if w != name]
            if st.wonder_deck:
                market.append(st.wonder_deck[0])
                st.wonder_deck = st.wonder_deck[1:]
            st.wonder_market = market
            rules.update(st, seat, wonders=[*st.civs[seat].wonders, name])
            push(st, {"k": "place_piece", "who": seat, "city": i, "kind": "wonder", "name": name})
            push(st, *culture.rome_advance(self.tb, st, seat, "wonder"))
        paid = tr(f" (converting {trade} trade)", f" (zamieniając {trade} handlu)") if trade else tr("")
        ev.append(
            Event(
                text=tr(
                    f"{city_name(st, i).en} produces {self.item_text(action).en}",
                    f"{city_name(st, i).pl} produkuje: {self.item_text(action).pl}",
                )
                + paid
            )
        )

    def item_text(self, action: str):
        parts = action.split(":")
        fixed = {
            "army": tr("an army", "armię"),
            "scout": tr("a scout", "wóz"),
            "walls": tr("city walls", "mury miejskie"),
        }
        if parts[1] in fixed:
            return fixed[parts[1]]
        if parts[1] == "unit":
            unit = names.unit(self.tb, parts[2])
            article = "an" if unit.en[:1] in "aeiou" else "a"
            return tr(f"{article} {unit.en} unit", f"jednostkę ({unit.pl})")
        free = tr(" for free", " za darmo") if parts[0] == "free" else tr("")
        kind = "wonder" if parts[1] == "wonder" else "building"
        return names.name(self.tb, kind, parts[2]) + free

    def question(self, st, task):
        prod = fx.city_production(self.tb, st, task["city"]) - task.get("spent", 0)
        if task.get("spent"):
            return tr(
                f"Engineering: a second item with the remaining {prod} production?",
                f"Inżynieria: drugi przedmiot za pozostałe {prod} produkcji?",
            )
        return tr(
            f"What does the city produce? (production {prod})", f"Co produkuje miasto? (produkcja {prod})"
        )

    def prompt_options(self, st, task, ids):
        """Every option priced with the city's production counted once."""
        production = fx.city_production(self.tb, st, task["city"]) - task.get("spent", 0)
        return [new_option(a, self.label(st, task, a, production)) for a in ids]

    def label(self, st, task, action, production: int | None = None):
        if action == "done":
            return tr("Nothing more", "Nic więcej")
        cost, trade = item_price(self.tb, st, task["city"], action, task.get("spent", 0), production)
        extra = (
            tr(f" - {cost}, {trade} trade converted", f" - {cost}, zamiana {trade} handlu")
            if trade
            else tr(f" - {cost}")
        )
        return self.item_text(action) + extra

    def hint(self, st, task, ids, seat):
        order = ("item:wonder", "free:bld", "item:bld", "item:scout", "item:army", "item:unit")
        items = production_items(self.tb, st, task["city"], task.get("spent", 0))
        for prefix in order:
            picks = [a for a in ids if a.startswith(prefix) and items[a][1] == 0]
            if picks:
                return picks[0]
        return "done" if "done" in ids else ids[0]


class AbilityCity(CivDecision):
    """A resource ability giving one city extra production this turn (CV-10.3.3)."""

    kind = "ability_city"
    auto_single = True

    def choices(self, st, task):
        seat = task["who"]
        return [f"city:{i}" for i in board.own_cities(st, seat) if can_act(self.tb, st, seat, i)]

    def resolve(self, st, task, action, ev):
        c = st.cities[int(action.split(":")[1])]
        k = board.key((c.r, c.c))
        st.city_bonus = {**st.city_bonus, k: st.city_bonus.get(k, 0) + task["amount"]}
        ev.append(
            Event(
                text=tr(
                    f"{seat_name(task['who']).en}: +{task['amount']} production in {sq_name((c.r, c.c))}.",
                    f"{seat_name(task['who']).pl}: +{task['amount']} produkcji w {sq_name((c.r, c.c))}.",
                )
            )
        )

    def question(self, st, task):
        return tr(
            f"Which city gets +{task['amount']} production?",
            f"Które miasto dostaje +{task['amount']} produkcji?",
        )

    def label(self, st, task, action):
        return city_name(st, int(action.split(":")[1]))


class CityActionGo(CityAction):
    """A city action no spy cancelled in its reaction window (CV-30.6) takes effect."""

    kind = "city_go"
    auto_single = True

    def choices(self, st, task):
        return [task["chosen"]]

    def allows(self, st, task, action):
        return action == task["chosen"]

    def resolve(self, st, task, action, ev):
        self.perform(st, task, action, ev)
