"""The game kit: what every game engine shares.

- `tasks`: the task machine (`Machine`, `Decision`, `TaskState`): a stack of pending work where
  one decision family (choices, resolution, question, labels, privacy, agent hint) is one class.
- `engine`: `TaskEngine`, the engine contract over a machine, and the kit's agents.
- `codec`: action strings `verb:arg:arg`, parsed in one place.
- `clone`: the one way to copy a state for `apply`.
- `effects`: a typed registry of card-effect ops, checked when the data load.
- `data`: the one place a game's data file is read.

Randomness stays in engines.base (`Rng`, the one seam; tests script it with `rng_script`).
"""
