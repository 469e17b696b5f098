"""Which facts are private, and where they turn up: the hidden-information checks of the suite.

A seat's view is the public (spectator) view plus the seat's `View.private_part()`. A private
fact is one thing that private part names: every object in its JSON with an identifying key ("id"
by default), such as a card in hand or a face-down tile. The checks count where each such id
appears (string values of views, the parts of option ids, texts as whole words) and look for the
thing's name in texts. Facts that a rule shows on purpose to one more seat
(`Engine.revealed_to`) may be named to that seat privately (its messages and private prompts)
and to nobody else. Hidden numbers that name nothing (a secret bid of 3) cannot be told apart
from other numbers; a game whose secrets are only numbers needs its own test.

A game tells the suite what the default does not know through a `Hook` in `HOOKS`.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from engines.base import Engine, Event, Prompt, Seat, State, Text


@dataclass(frozen=True)
class Hook:
    id_keys: tuple[str, ...] = ("id",)  # keys whose string value names one thing
    name_keys: tuple[str, ...] = ("name",)  # keys whose Text is the thing's name in both languages
    # keys whose value names a kind of thing (a picture to show), not where a thing is
    reference_keys: tuple[str, ...] = ()
    # keys whose value repeats things the view shows elsewhere (the card an attack uses): what is
    # found under them counts only if the rest of the view does not show it
    repeat_keys: tuple[str, ...] = ()
    # how many physical copies share the thing's id (given its JSON object and the player count)
    copies: Callable[[dict, int], int] = lambda thing, players: 1


HOOKS: dict[str, Hook] = {
    # starting cards C01-C05 exist once per seat; a wonder shows the picture of one civ card; the
    # attack shows the attacker's card that lies in its tableau
    "guns_steel": Hook(
        reference_keys=("matches_card",),
        repeat_keys=("attack",),
        copies=lambda thing, players: players if thing.get("era") == "start" else 1,
    ),
    # each military card copy has its own id ("mil-I-legion@2"), but copies share one name
    "through_ages": Hook(copies=lambda thing, players: thing.get("copies", 1)),
    # a culture event card is named by its title, printed on `copies` cards (CV-16.4)
    "civilization": Hook(copies=lambda thing, players: int(thing.get("copies", 1))),
}


def hook(game: str) -> Hook:
    return HOOKS.get(game, Hook())


def as_json(model) -> Any:
    return None if model is None else json.loads(model.model_dump_json())


def walk(tree: Any, skip: tuple[str, ...] = ()) -> Iterator[tuple[str | None, Any]]:
    """Every (key, value) in a JSON tree, depth first; list items come with the list's key."""
    stack: list[tuple[str | None, Any]] = [(None, tree)]
    while stack:
        key, value = stack.pop()
        yield key, value
        if isinstance(value, dict):
            stack += [(k, v) for k, v in value.items() if k not in skip]
        elif isinstance(value, list):
            stack += [(key, v) for v in value]


def strings(tree: Any, skip: tuple[str, ...] = ()) -> list[str]:
    return [value for _, value in walk(tree, skip) if isinstance(value, str)]


def mentions(text: str, word: str) -> bool:
    """`word` in `text` as a whole word (so C1 is not found in C10, nor Art in Artillery)."""
    return re.search(r"(?<!\w)" + re.escape(word) + r"(?!\w)", text) is not None


def names_hidden(text: str, word: str, public: Counter[str]) -> bool:
    """`mentions`, not counting the word inside a longer public string of the text (a hidden card
    "Engineering" is not named by the public card "Engineering Genius")."""
    if not mentions(text, word):
        return False
    for shown in public:
        if len(shown) > len(word) and shown in text and mentions(shown, word):
            text = text.replace(shown, " ")
    return mentions(text, word)


@dataclass
class Secrets:
    """The views of one state and the private facts they show."""

    hook: Hook
    public_view: Any  # the spectator's view as JSON
    views: list[Any]  # each seat's view as JSON
    privates: list[Any]  # each seat's private part as JSON (None: it has none)
    public: Counter[str] = field(default_factory=Counter)  # string values of the public view
    own: list[Counter[str]] = field(default_factory=list)  # per seat: the ids its private part names
    names: dict[str, set[str]] = field(default_factory=dict)  # id -> its names in both languages
    copies: dict[str, int] = field(default_factory=dict)
    shown: list[set[str]] = field(default_factory=list)  # per seat: ids revealed to it on purpose

    def revealed(self, seat: Seat) -> set[str]:
        return self.shown[seat] if seat < len(self.shown) else set()

    def ids(self) -> set[str]:
        return {x for counts in self.own for x in counts}

    def hidden(self) -> set[str]:
        """Ids that some private part names and the public view does not show."""
        return {x for x in self.ids() if not self.public[x]}

    def hidden_from(self, seats: list[Seat]) -> set[str]:
        """Hidden ids that none of `seats` holds in its private part or was shown on purpose."""
        return {x for x in self.hidden() if not any(self.own[s][x] or x in self.revealed(s) for s in seats)}

    def words(self, ids: set[str]) -> set[str]:
        """The ids and the names of these things (names only of things that exist once: a name
        shared by several copies does not tell which copy a text means)."""
        return {*ids, *(name for x in ids if self.copies[x] == 1 for name in self.names[x])}


def public_counts(public: Any, rules: Hook) -> Counter[str]:
    counts = Counter(strings(public, rules.reference_keys + rules.repeat_keys))
    repeated = {
        x
        for key, value in walk(public, rules.reference_keys)
        if key in rules.repeat_keys
        for x in strings(value, rules.reference_keys)
    }
    counts.update(x for x in repeated if x not in counts)
    return counts


def secrets(engine: Engine, state: State) -> Secrets:
    public = engine.view(state, None)
    if public.private_part() is not None:
        raise AssertionError("the public view has a private part")
    views = [engine.view(state, seat) for seat in range(state.players)]
    return from_json(
        hook(engine.id),
        as_json(public),
        [as_json(view) for view in views],
        [as_json(view.private_part()) for view in views],
        [set(engine.revealed_to(state, seat)) for seat in range(state.players)],
    )


def from_json(
    rules: Hook, public: Any, views: list[Any], privates: list[Any], shown: list[set[str]] | None = None
) -> Secrets:
    found = Secrets(hook=rules, public_view=public, views=views, privates=privates, shown=shown or [])
    found.public = public_counts(public, rules)
    for private in privates:
        counts: Counter[str] = Counter()
        for _, thing in walk(private):
            for key in rules.id_keys if isinstance(thing, dict) else ():
                if isinstance(thing.get(key), str):
                    counts[thing[key]] += 1
                    found.copies[thing[key]] = rules.copies(thing, len(views))
                    found.names.setdefault(thing[key], set()).update(
                        text
                        for name in rules.name_keys
                        if isinstance(thing.get(name), dict)
                        for text in thing[name].values()
                        if isinstance(text, str) and text
                    )
        found.own.append(counts)
    return found


# ---------------------------------------------------------------- the checks (each returns problems)


def view_problems(found: Secrets) -> list[str]:
    """A seat's view adds only its own private part to the public view, and the public view (so
    every other seat's view) shows no private fact: each id appears, over the public view and all
    private parts, no more often than the thing has copies, and a hidden thing's name is in no
    text of the public view."""
    problems = []
    public = found.public_view
    for seat, (mine, private) in enumerate(zip(found.views, found.privates, strict=True)):
        if mine.get("seat") != seat:
            problems.append(f"the view of seat {seat} says seat {mine.get('seat')}")
        carriers = [private, *(private.values() if isinstance(private, dict) else ())]
        for key in sorted(set(mine) | set(public)):
            if key != "seat" and mine.get(key) != public.get(key) and mine.get(key) not in carriers:
                problems.append(
                    f"seat {seat}'s view differs from the public one in {key!r} beyond its private part"
                )
    for x in sorted(found.ids()):
        seen = found.public[x] + sum(counts[x] for counts in found.own)
        if seen > found.copies[x]:
            holders = [s for s, counts in enumerate(found.own) if counts[x]]
            problems.append(
                f"{x} (private to seats {holders}) appears {seen} times for {found.copies[x]} copies"
            )
    rules = found.hook
    free_texts = strings(public, rules.id_keys + rules.name_keys + rules.reference_keys)
    for word in sorted(found.words(found.hidden()) - found.hidden()):
        problems += [
            f"the public view names the hidden {word!r}: {t!r}" for t in free_texts if mentions(t, word)
        ]
    return problems


def prompt_words(prompt: Prompt) -> tuple[set[str], list[str]]:
    """The parts of the option ids (codec `verb:arg:arg`, multi answers joined by '+') and every
    text a player reads."""
    parts = {part for option in prompt.options for part in re.split(r"[:+]", option.id)}
    texts: list[Text] = [prompt.text]
    for option in prompt.options:
        texts += [option.label] + ([option.detail] if option.detail else [])
    return parts, [text for t in texts for text in (t.en, t.pl)]


def prompt_problems(found: Secrets, prompt: Prompt) -> list[str]:
    """A public prompt (seen in the thread) shows no private fact at all, its own seat's included;
    a private prompt shows no other seat's hidden fact."""
    seat = prompt.seat
    parts, texts = prompt_words(prompt)
    if prompt.private:
        secret = found.hidden_from([seat])
    else:
        secret = found.hidden() | set(found.own[seat])
    words = found.words(found.hidden() & secret) | (secret - found.hidden())
    problems = [f"option id part {x!r}" for x in sorted(parts & secret)]
    problems += [
        f"text {text!r} names {word!r}"
        for word in sorted(words)
        for text in texts
        if names_hidden(text, word, found.public)
    ]
    kind = "private" if prompt.private else "public"
    return [f"{kind} prompt of seat {seat}: {problem}" for problem in problems]


def message_problems(
    before: Secrets, after: Secrets, actor: Seat, events: list[Event], status: Text
) -> list[str]:
    """Messages name no fact that another seat than the actor holds privately before and after the
    move and that is hidden from their readers. (The actor may show its own cards openly during
    its move, even ones that go back to its hand before the move ends.)"""
    problems = []
    for readers, text in [(None, status)] + [(event.seats, event.text) for event in events]:
        seats = readers or []
        holders = [s for s in range(len(after.own)) if s != actor and s not in seats]
        hidden = {
            x
            for x in before.ids() & after.ids()
            if after.copies[x] == 1
            and not before.public[x]
            and not after.public[x]
            and not any(before.own[s][x] or after.own[s][x] or x in after.revealed(s) for s in seats)
            and any(before.own[s][x] and after.own[s][x] for s in holders)
        }
        for word in sorted(after.words(hidden)):
            for line in (text.en, text.pl):
                if names_hidden(line, word, after.public):
                    who = "the public" if readers is None else f"seats {readers}"
                    problems.append(f"a message for {who} names the hidden {word!r}: {line!r}")
    return problems
