"""The values of a game (CR 100-series onwards): mana, costs, type lines, cards, objects,
abilities, effects, continuous effects, triggers, spells, combat, decisions, events, the
state, the random number generator.

Values are immutable (attrs ``@frozen``). A value's methods read the game only through
:class:`~manastack.engine.game.Game`'s public methods; no module here imports the engine,
the card reader or the loading of plugins (``docs/architecture.rst``).
"""
