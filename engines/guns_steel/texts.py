"""Bilingual words and sentences of Guns & Steel: names, effect texts, conditions.

Names of cards and wonders come from the data file; here are only the words around them.
`Texts(data)` precomputes the names, labels and effect texts of one data set (each engine holds
its own); the module functions `card_name`, `effect_text`, ... answer for the default data.
"""

from __future__ import annotations

from typing import Any

from engines.base import Text, count_of, join_texts, pl_plural, tr
from engines.base import seat_name as base_seat_name
from engines.guns_steel.data import DATA, RESOURCES, CivCard, GameData, Wonder

ERA_NAMES = {
    "horse": tr("Horse era", "Era Rumaków"),
    "gunpowder": tr("Gunpowder era", "Era Prochu"),
    "oil": tr("Oil era", "Era Ropy"),
    "earth": tr("Earth era", "Era Ziemi"),
    "space": tr("Space era", "Era Kosmosu"),
    "start": tr("Starting card", "Karta startowa"),
}
SET_NAMES = {
    "new_world": tr("New World", "Nowy Świat"),
    "renaissance": tr("Renaissance", "Renesans"),
    "combined": tr("Both sets combined", "Oba zestawy"),
}
PHASE_NAMES = {
    "setup": tr("Setup", "Przygotowanie"),
    "resource": tr("Resource phase", "Faza Zasobów"),
    "technology": tr("Technology phase", "Faza Technologii"),
    "purchase": tr("Purchase phase", "Faza Kupna"),
    "end": tr("End of turn", "Koniec Tury"),
    "over": tr("Game over", "Koniec gry"),
}
ANY = tr("any", "dowolny")
# a tech type's adjective after a number, for "1 karta Taktyczna, 2 karty Taktyczne, 5 kart Taktycznych"
TECH_TYPE_PL_FORMS = {
    "civil": ("Cywilna", "Cywilne", "Cywilnych"),
    "military": ("Militarna", "Militarne", "Militarnych"),
    "tactic": ("Taktyczna", "Taktyczne", "Taktycznych"),
}


RESOURCES_COUNTED = (("resource", "resources"), ("zasób", "zasoby", "zasobów"))
# a resource's Polish name in the accusative (after "otrzymuje", "traci", "wymienia na") and the
# genitive (after "kart"); the nominative is the data file's name
RES_PL_CASES = {
    "food": ("Żywność", "Żywności"),
    "iron": ("Żelazo", "Żelaza"),
    "horse": ("Rumaka", "Rumaka"),
    "gunpowder": ("Proch", "Prochu"),
    "oil": ("Ropę", "Ropy"),
    "earth": ("Ziemię", "Ziemi"),
    "space": ("Kosmos", "Kosmosu"),
    "any": ("dowolny", "dowolnego zasobu"),
}
RESOURCE_CARDS_PL = ("kartę", "karty", "kart")


SEAT_NAMES = tuple(base_seat_name(s) for s in range(8))
RES_NAMES = {**{r: DATA.resource_name(r) for r in RESOURCES}, "any": ANY}
RES_ACC = {r: Text(en=name.en, pl=RES_PL_CASES[r][0]) for r, name in RES_NAMES.items()}
TECH_TYPE_NAMES = {t: DATA.tech_type_name(t) for t in DATA.enums["tech_types"]}


def seat_name(seat: int) -> Text:
    """The contract's seat name ("Player A"): the host swaps it for the player's name."""
    return SEAT_NAMES[seat]


def res_name(resource: str) -> Text:
    return RES_NAMES[resource]


def res_acc(resource: str) -> Text:
    """The resource's name as the object of a verb: "otrzymuje Ropę"."""
    return RES_ACC[resource]


def res_list(resources: list[str], acc: bool = False) -> Text:
    """The resources' names (in the accusative with `acc`, after a verb); "nothing" when none."""
    if not resources:
        return tr("nothing", "nic")
    return join_texts([(RES_ACC if acc else RES_NAMES)[r] for r in resources])


def resource_cards(n: int, resource: str) -> Text:
    """ "2 Food cards" / "2 karty Żywności" (the accusative of the count: "1 kartę")."""
    name = RES_NAMES[resource]
    return tr(
        f"{n} {name.en} card{'' if n == 1 else 's'}",
        f"{n} {pl_plural(n, *RESOURCE_CARDS_PL)} {RES_PL_CASES[resource][1]}",
    )


def label_of(card: CivCard) -> Text:
    """Name plus the facts a player weighs: resource side, type, strength, VP."""
    facts = [res_name(card.resource), TECH_TYPE_NAMES[card.tech_type]]
    if card.military_strength:
        facts.append(tr(f"strength {card.military_strength}", f"siła {card.military_strength}"))
    if card.vp:
        facts.append(tr(f"{card.vp} VP", f"{card.vp} PZ"))
    if card.reaction:
        facts.append(tr("Reaction", "Reakcja"))
    return card.name.text() + tr(" (") + join_texts(facts) + tr(")")


# ---------------------------------------------------------------- effects (GS-15)


def steps_text(steps: list[dict[str, Any]]) -> Text:
    return join_texts([step_text(s) for s in steps], sep="; ")


def step_text(step: dict[str, Any]) -> Text:
    op = step["op"]
    if op == "pay":
        return tr("exhaust ", "wyczerp ") + res_list(step["resources"], acc=True)
    if op == "gain":
        return tr("gain ", "otrzymaj ") + res_list(step["resources"], acc=True)
    if op == "gain_choice":
        return tr(f"gain {step['count']} of: ", f"otrzymaj {step['count']} z: ") + res_list(step["options"])
    if op == "replenish":
        n = step["count"]
        return tr("renew up to ", "odnów maks. ") + resource_cards(n, step["resource"])
    if op == "vp":
        return tr(f"score {step['amount']} VP", f"zdobądź {step['amount']} PZ")
    if op == "vp_each_opponent":
        return tr(
            f"each opponent scores {step['amount']} VP", f"każdy przeciwnik zdobywa {step['amount']} PZ"
        )
    if op == "target_vp":
        return tr(f"they score {step['amount']} VP", f"zdobywa {step['amount']} PZ")
    if op == "lose_vp":
        return tr(f"lose {step['amount']} VP", f"traci {step['amount']} PZ")
    if op == "lose_resources":
        return tr("loses ", "traci ") + count_of(step["units"], *RESOURCES_COUNTED)
    if op == "take_resource":
        return tr("gives you 1 resource", "oddaje ci 1 zasób")
    if op == "surrender_wonder":
        return tr("gives you a Wonder", "oddaje ci Cud")
    if op == "each_player":
        who = (
            tr("each player", "każdy gracz")
            if step["include_self"]
            else tr("each opponent", "każdy przeciwnik")
        )
        return who + tr(" may: ", " może: ") + steps_text(step["steps"])
    if op == "target_opponent":
        cond = condition_text(step["condition"])
        return (
            tr("choose an opponent (", "wybierz przeciwnika (") + cond + tr("): ") + steps_text(step["steps"])
        )
    if op == "attack":
        return attack_text(step)
    if op == "play_military_from_hand":
        n = step["max"]
        text = tr(
            f"play up to {n} Military card{'' if n == 1 else 's'} from hand",
            f"zagraj do {n} {'karty Militarnej' if n == 1 else 'kart Militarnych'} z ręki",
        )
        if step.get("activate_one_played"):
            text = text + tr(" and activate one of them", " i aktywuj jedną z nich")
        return text
    if op == "activate_military_in_tableau":
        return tr("activate a Military card in your tableau", "aktywuj kartę Militarną ze swojego układu")
    if op == "choose_one":
        return tr("choose: ", "wybierz: ") + join_texts([steps_text(o) for o in step["options"]], sep=" | ")
    return tr(op)


def attack_text(step: dict[str, Any]) -> Text:
    text = tr("attack all opponents", "atakuj wszystkich przeciwników")
    if step.get("defeated"):
        text = text + tr("; each defeated one ", "; każdy pokonany ") + steps_text(step["defeated"])
    if step.get("always_self"):
        text = text + tr("; you always: ", "; ty zawsze: ") + steps_text(step["always_self"])
    if step.get("undefeated"):
        text = (
            text
            + tr("; each undefeated opponent: ", "; każdy niepokonany: ")
            + steps_text(step["undefeated"])
        )
    return text


def condition_text(cond: dict[str, Any]) -> Text:
    kind = cond["type"]
    if kind == "min_face_up_resources":
        cards = count_of(cond["value"], ("resource card", "resource cards"), RESOURCES_COUNTED[1])
        return tr("has at least ", "ma na stole co najmniej ") + cards + tr(" face up", "")
    if kind == "face_up_resources":
        what = cond["resource"]
        name = tr("Earth or Space", "Ziemia lub Kosmos") if what == "earth_or_space" else res_name(what)
        cards = count_of(
            cond["min"],
            ("resource card", "resource cards"),
            ("karta zasobu", "karty zasobów", "kart zasobów"),
        )
        return tr("at least ", "co najmniej ") + cards + tr(" face up: ", ": ") + name
    if kind == "tech_cards_face_up":
        kind_en = TECH_TYPE_NAMES[cond["tech_type"]].en
        one, few, many = TECH_TYPE_PL_FORMS[cond["tech_type"]]
        cards = count_of(
            cond["min"],
            (f"{kind_en} card", f"{kind_en} cards"),
            (f"karta {one}", f"karty {few}", f"kart {many}"),
        )
        return tr("at least ", "co najmniej ") + cards + tr(" tech side up", " stroną technologii do góry")
    if kind == "distinct_face_up_resource_types":
        kinds = count_of(
            cond["min"],
            ("different resource", "different resources"),
            ("różny zasób", "różne zasoby", "różnych zasobów"),
        )
        return tr("at least ", "co najmniej ") + kinds + tr(" face up", "")
    if kind == "military_strength":
        return tr(f"military strength at least {cond['min']}", f"siła militarna co najmniej {cond['min']}")
    if kind == "picked_up_count":
        cards = count_of(cond["min"], ("card", "cards"), ("kartę", "karty", "kart"))
        return tr("picked up at least ", "zabrano na rękę co najmniej ") + cards + tr(" this turn", "")
    if kind == "picked_up_vp":
        return tr(
            f"picked up cards worth at least {cond['min']} VP",
            f"zabrane karty warte co najmniej {cond['min']} PZ",
        )
    if kind == "track_vp":
        return tr(f"at least {cond['min']} VP on the track", f"co najmniej {cond['min']} PZ na torze")
    return tr(kind)


def condition_of(wonder: Wonder) -> Text:
    text = condition_text(wonder.condition)
    if wonder.glory_count:
        text = text + tr(
            f" (glory markers: {wonder.glory_count})", f" (znaczniki chwały: {wonder.glory_count})"
        )
    return text


class Texts:
    """The names and texts of one data set, computed once (immutable tables)."""

    def __init__(self, data: GameData):
        cards, wonders = data.cards, data.wonder_by_id
        self.card_name = {cid: c.name.text() for cid, c in cards.items()}
        self.card_label = {cid: label_of(c) for cid, c in cards.items()}
        # the resource side of a tableau card: "Horse — Knight"
        self.resource_card = {
            cid: res_name(c.resource) + tr(" — ") + c.name.text() for cid, c in cards.items()
        }
        self.effect = {cid: steps_text(c.steps) for cid, c in cards.items()}
        self.wonder_name = {wid: w.name.text() for wid, w in wonders.items()}
        self.wonder_condition = {wid: condition_of(w) for wid, w in wonders.items()}
        self.wonder_label = {wid: w.name.text() + tr(" — ") + condition_of(w) for wid, w in wonders.items()}


DEFAULT_TEXTS = Texts(DATA)


def card_name(card_id: str) -> Text:
    return DEFAULT_TEXTS.card_name[card_id]


def card_label(card_id: str) -> Text:
    return DEFAULT_TEXTS.card_label[card_id]


def effect_text(card_id: str) -> Text:
    return DEFAULT_TEXTS.effect[card_id]


def wonder_name(wonder_id: str) -> Text:
    return DEFAULT_TEXTS.wonder_name[wonder_id]


def wonder_condition(wonder_id: str) -> Text:
    return DEFAULT_TEXTS.wonder_condition[wonder_id]
