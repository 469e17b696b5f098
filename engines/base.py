"""The contract every game engine follows.

An engine is pure rules: no discord, no sqlite, no Pillow. The host drives it through
`Engine`; states, actions and views are plain data that round-trip through JSON.

Actions are short strings (at most 90 characters, so they fit a Discord custom_id together with
the match id and version). A prompt lists the legal actions of one small decision; anything
bigger is broken into steps by the engine.
"""

from __future__ import annotations

import hashlib
import re
from abc import ABC, abstractmethod
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, Field, TypeAdapter

Seat = int
LANGS = ("en", "pl")
MAX_ACTION_LEN = 90


@dataclass(frozen=True, slots=True, init=False)
class Text:
    """A sentence in both languages players read. Build with `tr(en, pl)`.

    Immutable, compared and hashed by value. A frozen dataclass rather than a pydantic model: a
    move builds dozens of texts and this costs a quarter as much to build. As a field of pydantic
    models it behaves as the model did: validated from {"en": ..., "pl": ...} or taken as the
    instance, dumped (model_dump, JSON) as that dict.
    """

    en: str
    pl: str

    def __init__(self, en: str, pl: str) -> None:
        if type(en) is not str or type(pl) is not str:
            en, pl = _STR.validate_python(en), _STR.validate_python(pl)  # pydantic's str rules
        _set_en(self, en)
        _set_pl(self, pl)

    def get(self, lang: str) -> str:
        return self.pl if lang == "pl" else self.en

    def __add__(self, other: Text) -> Text:
        return Text(self.en + other.en, self.pl + other.pl)

    def __str__(self) -> str:  # as the pydantic model printed
        return f"en={self.en!r} pl={self.pl!r}"

    # the part of the pydantic model API callers used
    def model_dump(self, **_: Any) -> dict[str, str]:
        return {"en": self.en, "pl": self.pl}

    def model_dump_json(self, **_: Any) -> str:
        return _TEXT.dump_json(self).decode()

    def model_copy(self, *, update: dict[str, str] | None = None, deep: bool = False) -> Text:
        return replace(self, **update) if update else self

    @classmethod
    def model_validate(cls, value: Any) -> Text:
        return _TEXT.validate_python(value)


_set_en = Text.__dict__["en"].__set__  # the slots' own setters: the frozen class refuses setattr
_set_pl = Text.__dict__["pl"].__set__
_STR = TypeAdapter(str)
_TEXT = TypeAdapter(Text)


def tr(en: str, pl: str | None = None) -> Text:
    """A bilingual text; `pl` defaults to `en` for numbers, names and symbols."""
    return Text(en, en if pl is None else pl)


def pl_plural(n: int, one: str, few: str, many: str) -> str:
    """The Polish form after the number n: 1 karta, 2-4 karty (not 12-14), 5 kart."""
    if n == 1:
        return one
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return few
    return many


def count_of(n: int, en: tuple[str, str], pl: tuple[str, str, str]) -> Text:
    """A number with its noun in both languages: "1 card" / "2 cards", "2 karty" / "5 kart"."""
    return tr(f"{n} {en[0] if n == 1 else en[1]}", f"{n} {pl_plural(n, *pl)}")


def join_texts(parts: list[Text], sep: str = ", ") -> Text:
    return Text(sep.join(p.en for p in parts), sep.join(p.pl for p in parts))


def seat_letter(seat: int) -> str:
    return chr(ord("A") + seat)


def seat_name(seat: int) -> Text:
    """How engines name a seat in texts; transports swap it for the player's name (name_seats)."""
    letter = seat_letter(seat)
    return Text(f"Player {letter}", f"Gracz {letter}")


_SEAT_REF = re.compile(r"\b(?:Player|Gracz) ([A-H])\b")


def name_seats(text: str, names: list[str]) -> str:
    """Replace the seat names of `seat_name` in a text with the players' names, where known."""

    def named(match: re.Match) -> str:
        seat = ord(match.group(1)) - ord("A")
        return names[seat] if seat < len(names) and names[seat] else match.group(0)

    return _SEAT_REF.sub(named, text)


# ---------------------------------------------------------------- errors


class IllegalAction(Exception):
    """An action the rules do not allow now. `reason` is what the player reads."""

    def __init__(self, reason: Text):
        super().__init__(reason.en)
        self.reason = reason


class NotYourTurn(IllegalAction):
    pass


class MatchOver(IllegalAction):
    pass


class BadOptions(Exception):
    """Match options that the game does not accept (unknown key, value out of range)."""

    def __init__(self, reason: Text):
        super().__init__(reason.en)
        self.reason = reason


# ---------------------------------------------------------------- randomness


def derive(seed: int, counter: int, salt: str = "") -> int:
    """A 64-bit number from seed and counter; identical on every platform and Python version."""
    digest = hashlib.sha256(f"{seed}:{counter}:{salt}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def script_dice(state: State, *faces: int) -> None:
    """Make the next die rolls of `state` show `faces` (tests)."""
    state.rng_script = [*state.rng_script, *(face - 1 for face in faces)]


class Rng:
    """Deterministic randomness bound to a state: every draw advances `state.rng_counter`.

    This is the one random seam: every shuffle, draw and die of every game comes through
    `below`, so a test scripts them with `state.rng_script` (see `script_dice`).

    Engines create one per apply (`Rng(state)`) on the state they are building, never a global RNG.
    """

    def __init__(self, state: State):
        self.state = state

    def below(self, n: int) -> int:
        if n <= 0:
            raise ValueError("below() needs n > 0")
        self.state.rng_counter += 1
        if self.state.rng_script:
            return self._scripted(n)
        # rejection sampling keeps the distribution exact
        limit = (1 << 64) - (1 << 64) % n
        salt = 0
        while True:
            value = derive(self.state.seed, self.state.rng_counter, str(salt) if salt else "")
            if value < limit:
                return value % n
            salt += 1

    def _scripted(self, n: int) -> int:
        value, *rest = self.state.rng_script
        if not 0 <= value < n:
            raise ValueError(f"scripted draw {value} is not below {n}")
        self.state.rng_script = rest
        return value

    def die(self, sides: int = 6) -> int:
        return self.below(sides) + 1

    def shuffle(self, items: list) -> list:
        """A shuffled copy (Fisher-Yates)."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out

    def choice(self, items: list):
        return items[self.below(len(items))]


# ---------------------------------------------------------------- data shapes


class State(BaseModel):
    """Base of every game state. Engines subclass it and add their own fields.

    `finished` is set by the engine when the game is over; `result()` then returns the ranks.
    """

    game: str
    seed: int
    rng_counter: int = 0
    # The random seam for tests: while it holds values, each Rng.below(n) takes the next one
    # (a die shows value + 1) instead of a seeded draw. Real matches never set it.
    rng_script: list[int] = Field(default_factory=list)
    players: int
    options: dict[str, Any] = Field(default_factory=dict)
    finished: bool = False
    # what engines.kit.clone copies (see there); empty unless a game names fields. Declared here
    # so that reading them never falls through to pydantic's slow class attribute lookup
    COPIED: ClassVar[tuple[str, ...]] = ()
    COPIED_FLAT: ClassVar[tuple[str, ...]] = ()
    KEPT_PRIVATE: ClassVar[tuple[str, ...]] = ()


class Option(BaseModel):
    """One legal answer to a prompt. `id` is the action string sent back to `apply`."""

    id: str = Field(max_length=MAX_ACTION_LEN)
    label: Text
    detail: Text | None = None  # a longer explanation (select menu description)


class Prompt(BaseModel):
    """The pending decision of one seat.

    kind "choice": pick one option; the action is the option id.
    kind "multi": pick between min_pick and max_pick distinct options; the action is
    `encode_multi([...ids])`. Engines keep option lists small (at most 25 where the rules allow,
    the UI pages longer ones).
    """

    seat: Seat
    kind: Literal["choice", "multi"] = "choice"
    text: Text
    options: list[Option]
    min_pick: int = 1
    max_pick: int = 1
    # The options show facts only this seat may see (cards in hand, a secret pick): the prompt
    # reaches its player privately and the public thread only says whose turn it is.
    private: bool = False

    def option_ids(self) -> list[str]:
        return [o.id for o in self.options]


MULTI_SEP = "+"


def encode_multi(ids: list[str]) -> str:
    return MULTI_SEP.join(sorted(ids))


def decode_multi(action: str) -> list[str]:
    return [] if action == "" else action.split(MULTI_SEP)


class Event(BaseModel):
    """One log line. `seats` None means public; otherwise only those seats may read it.

    `reveal` marks an event that showed randomness or hidden information (a die roll, a drawn
    card): undo never crosses it. `board` marks a change of the public picture.
    """

    text: Text
    seats: list[Seat] | None = None
    reveal: bool = False
    board: bool = True


class View(BaseModel):
    """What one seat (or a spectator, seat None) may know. Game views subclass this.

    Hidden facts are absent from the model, not merely hidden by the renderer.
    `private_part()` returns the part that only this seat sees (hand, face-down cards); the host
    sends a direct message whenever it changes.
    """

    game: str
    seat: Seat | None = None
    names: list[str] = Field(default_factory=list)  # display name per seat; filled in by the host

    def private_part(self) -> BaseModel | None:
        return None


class SeatScore(BaseModel):
    seat: Seat
    score: int
    rank: int  # 1 is best; tied seats share a rank
    breakdown: dict[str, int] = Field(default_factory=dict)  # per the rulebook's scoring
    tiebreak: list[int] = Field(default_factory=list)  # values compared after the score


class Result(BaseModel):
    scores: list[SeatScore]
    note: Text | None = None  # e.g. how a tie was broken
    labels: dict[str, Text] = Field(default_factory=dict)  # names of the breakdown keys

    def label(self, key: str, lang: str) -> str:
        text = self.labels.get(key)
        return text.get(lang) if text else key.replace("_", " ")

    def winners(self) -> list[Seat]:
        return [s.seat for s in self.scores if s.rank == 1]


class OptionSpec(BaseModel):
    """A match option a host can set at `/game new` (variant, set, ...)."""

    key: str
    label: Text
    choices: list[str]
    default: str
    choice_labels: dict[str, Text] = Field(default_factory=dict)


def rank_seats(keys: dict[Seat, tuple]) -> dict[Seat, int]:
    """Competition ranking (1, 1, 3) by descending key tuples."""
    ordered = sorted(keys.values(), reverse=True)
    return {seat: ordered.index(key) + 1 for seat, key in keys.items()}


# ---------------------------------------------------------------- engine


class Engine(ABC):
    """One per game. Instances hold only immutable component data loaded from data/."""

    id: ClassVar[str]
    name: ClassVar[Text]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    state_model: ClassVar[type[State]]
    option_specs: ClassVar[list[OptionSpec]] = []

    def validate_options(self, options: dict[str, str]) -> dict[str, str]:
        """Fill defaults and reject unknown keys or values."""
        specs = {s.key: s for s in self.option_specs}
        for key, value in options.items():
            spec = specs.get(key)
            if spec is None:
                raise BadOptions(tr(f"Unknown option '{key}'.", f"Nieznana opcja „{key}”."))
            if value not in spec.choices:
                allowed = ", ".join(spec.choices)
                raise BadOptions(
                    tr(
                        f"Option '{key}' must be one of: {allowed}.",
                        f"Opcja „{key}” musi mieć jedną z wartości: {allowed}.",
                    )
                )
        return {s.key: options.get(s.key, s.default) for s in self.option_specs}

    def player_range(self, options: dict[str, str]) -> tuple[int, int]:
        """Allowed player counts, which may depend on the options."""
        return self.min_players, self.max_players

    @abstractmethod
    def setup(self, players: int, options: dict[str, str], seed: int) -> State: ...

    @abstractmethod
    def to_act(self, state: State) -> set[Seat]: ...

    @abstractmethod
    def prompt(self, state: State, seat: Seat) -> Prompt | None: ...

    @abstractmethod
    def apply(self, state: State, seat: Seat, action: str) -> tuple[State, list[Event]]:
        """Pure: returns a new state and never changes `state`. Raises IllegalAction."""

    @abstractmethod
    def view(self, state: State, seat: Seat | None) -> View: ...

    def private_part(self, state: State, seat: Seat) -> BaseModel | None:
        """`view(state, seat).private_part()`: the host compares it after every move to know whose
        private view changed. An engine may build it without the rest of the view (faster)."""
        return self.view(state, seat).private_part()

    def revealed_to(self, state: State, seat: Seat) -> dict[str, str]:
        """Private facts of other seats that a rule shows on purpose to `seat` alone (a card that
        lets its owner look at an opponent's hand): the thing's id -> the id of that rule. Only
        `seat`'s private messages and private prompts may name them. Default: none."""
        return {}

    @abstractmethod
    def result(self, state: State) -> Result | None: ...

    @abstractmethod
    def status_line(self, state: State) -> Text:
        """One line for the pinned status message: round, phase, whose move."""

    @abstractmethod
    def describe(self, view: View, lang: str) -> str:
        """The view as plain text: `/board text`, picture alt text, local mode."""

    def describe_named(self, view: View, lang: str) -> str:
        """`describe` with the players' names (view.names) in place of the seat names."""
        return name_seats(self.describe(view, lang), view.names)

    def agents(self) -> dict[str, Agent]:
        """Named agents; every engine offers at least "random" and "heuristic"."""
        return {"random": RandomAgent()}

    def timeout_action(self, state: State, seat: Seat) -> str | None:
        """What a seat that timed out answers when the rules say so (e.g. "no reaction");
        None lets the host's agent decide."""
        return None

    def load_state(self, data: str) -> State:
        return self.state_model.model_validate_json(data)

    def check_turn(self, state: State, seat: Seat) -> Prompt:
        """The seat's prompt, or the error that explains why it cannot act now."""
        if state.finished:
            raise MatchOver(tr("The match is over.", "Mecz się zakończył."))
        if seat not in self.to_act(state):
            raise NotYourTurn(tr("It is not your turn.", "To nie twoja kolej."))
        pending = self.prompt(state, seat)
        if pending is None:
            raise NotYourTurn(tr("You have nothing to decide now.", "Nie masz teraz nic do wyboru."))
        return pending


# ---------------------------------------------------------------- agents


class Agent(ABC):
    """Picks a legal action. Deterministic for a given (state, seat, salt)."""

    @abstractmethod
    def choose(self, engine: Engine, state: State, seat: Seat, salt: int = 0) -> str: ...


def agent_pick(state: State, seat: Seat, salt: int, n: int) -> int:
    """A deterministic index below n for an agent; does not touch the state's counter."""
    return derive(state.seed, state.rng_counter, f"agent:{seat}:{salt}") % n


class RandomAgent(Agent):
    def choose(self, engine: Engine, state: State, seat: Seat, salt: int = 0) -> str:
        pending = engine.prompt(state, seat)
        if pending is None:
            raise NotYourTurn(tr("Nothing to decide.", "Nic do wyboru."))
        ids = pending.option_ids()
        if pending.kind == "choice":
            return ids[agent_pick(state, seat, salt, len(ids))]
        count = pending.min_pick + agent_pick(state, seat, salt, pending.max_pick - pending.min_pick + 1)
        picked: list[str] = []
        pool = list(ids)
        for i in range(min(count, len(pool))):
            picked.append(pool.pop(agent_pick(state, seat, salt * 31 + i + 1, len(pool))))
        return encode_multi(picked)


def play_on(engine: Engine, state: State, moves: int, agent: str = "random") -> State:
    """Advance a match by up to `moves` agent decisions (samples for tests, pictures, benchmarks).

    When several seats decide at once they take turns, so every seat's decisions come up."""
    chooser = engine.agents()[agent]
    for step in range(moves):
        seats = sorted(engine.to_act(state))
        if state.finished or not seats:
            break
        seat = seats[step % len(seats)]
        state, _ = engine.apply(state, seat, chooser.choose(engine, state, seat, salt=step))
    return state
