"""Playing every registered game for the contract suite: configurations, agents, whole games.

A configuration is one player count with one option value (the other options at their defaults);
together the configurations cover every player count and every value of every option.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engines import registry
from engines.base import Engine, Event, Prompt, Seat, State, decode_multi, encode_multi

GAME_IDS = [spec.id for spec in registry.specs()]
MAX_DECISIONS = 20_000  # far above any game's length: reaching it means the game stalls


@dataclass(frozen=True)
class Config:
    game: str
    players: int
    options: tuple[tuple[str, str], ...]

    @property
    def engine(self) -> Engine:
        return registry.get_engine(self.game)

    def setup(self, seed: int) -> State:
        return self.engine.setup(self.players, dict(self.options), seed)

    def __str__(self) -> str:
        values = ",".join(value for _, value in self.options)
        return f"{self.game}-{self.players}p" + (f"-{values}" if values else "")


def option_sets(engine: Engine) -> list[dict[str, str]]:
    """The defaults, then each value of each option with the other options at their defaults."""
    defaults = engine.validate_options({})
    sets = [defaults]
    for spec in engine.option_specs:
        sets += [{**defaults, spec.key: value} for value in spec.choices if value != spec.default]
    return sets


def configs(game: str) -> list[Config]:
    engine = registry.get_engine(game)
    out = []
    for options in option_sets(engine):
        low, high = engine.player_range(options)
        out += [Config(game, players, tuple(sorted(options.items()))) for players in range(low, high + 1)]
    return out


def combined_option_sets(engine: Engine) -> list[dict[str, str]]:
    """Every non-default option value, several options' values together in one set: the i-th set
    takes each option's i-th other value (so the longest option's value count is the set count)."""
    defaults = engine.validate_options({})
    others = [[(s.key, v) for v in s.choices if v != s.default] for s in engine.option_specs]
    width = max((len(values) for values in others), default=0)
    return [{**defaults, **dict(values[i] for values in others if i < len(values))} for i in range(width)]


def quick_configs(game: str) -> list[Config]:
    """The configurations of the quick loop: the defaults at every player count, then the combined
    option sets, each at one player count, taking the counts in turn. Every player count and every
    option value is still played; the slow run plays each value alone at every player count."""
    engine = registry.get_engine(game)
    out = [c for c in configs(game) if c.options == configs(game)[0].options]
    for options in combined_option_sets(engine):
        low, high = engine.player_range(options)
        players = low + len(out) % (high - low + 1)
        out.append(Config(game, players, tuple(sorted(options.items()))))
    return out


ALL_CONFIGS = [config for game in GAME_IDS for config in configs(game)]
QUICK_CONFIGS = [config for game in GAME_IDS for config in quick_configs(game)]


@dataclass
class Game:
    """One whole game: `states[i]` is the state before decision `log[i]`, `states[-1]` the end."""

    config: Config
    seed: int
    states: list[State] = field(default_factory=list)
    log: list[tuple[Seat, str]] = field(default_factory=list)
    events: list[list[Event]] = field(default_factory=list)  # what each decision produced
    dumps: list[str] = field(default_factory=list)  # each state's JSON when it was made, if asked

    @property
    def final(self) -> State:
        return self.states[-1]


def play(config: Config, seed: int, agent: str = "random", dump: bool = False) -> Game:
    """A game to its end with one agent for every seat. When several seats decide at once, they
    take turns in seat order, so every seat's decisions come up."""
    engine = config.engine
    chooser = engine.agents()[agent]
    game = Game(config, seed, [config.setup(seed)])
    while not game.final.finished:
        state = game.final
        assert len(game.log) < MAX_DECISIONS, f"{config} seed {seed}: no end after {MAX_DECISIONS} decisions"
        if dump:
            game.dumps.append(state.model_dump_json())
        seats = sorted(engine.to_act(state))
        assert seats, f"{config} seed {seed}: nobody to act in an unfinished game"
        seat = seats[len(game.log) % len(seats)]
        action = chooser.choose(engine, state, seat, len(game.log))
        state, events = engine.apply(state, seat, action)
        game.log.append((seat, action))
        game.events.append(events)
        game.states.append(state)
    if dump:
        game.dumps.append(game.final.model_dump_json())
    return game


def sampled(game: Game, every: int) -> list[int]:
    """Indices of every `every`-th state of a game and of its final state."""
    return sorted({*range(0, len(game.states), every), len(game.states) - 1})


def is_legal(prompt: Prompt | None, action: str) -> bool:
    """Whether `action` answers `prompt` as the contract defines it (an option id, or for a
    multi prompt a set of distinct option ids within the pick limits)."""
    if prompt is None:
        return False
    if prompt.kind == "choice":
        return action in prompt.option_ids()
    picked = decode_multi(action)
    return (
        len(set(picked)) == len(picked)
        and set(picked) <= set(prompt.option_ids())
        and prompt.min_pick <= len(picked) <= prompt.max_pick
    )


def answers(prompt: Prompt) -> list[str]:
    """Some legal answers of a prompt: every option of a choice; for a multi prompt the smallest
    and the largest pick and each option alone where one may be picked alone."""
    ids = prompt.option_ids()
    if prompt.kind == "choice":
        return ids
    out = {encode_multi(ids[: prompt.min_pick]), encode_multi(ids[: prompt.max_pick])}
    if prompt.min_pick <= 1 <= prompt.max_pick:
        out |= set(ids)
    return sorted(out)
