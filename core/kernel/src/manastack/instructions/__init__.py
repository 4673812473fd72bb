"""The one-shot instructions of the effect vocabulary (CR 608.2c): what spells and abilities
do as they resolve, one module per area (damage and life, zone changes, permanents,
continuous effects, libraries, hands, choices, payments, the flow of the game).

Each instruction is an immutable value with a ``run(ctx)`` method acting through the
game's primitives and the engine's services, so replacement effects and triggers see every
part of it. Their base (:class:`~manastack.model.effects.Instruction`, the context, the
references and the instructions that only combine others) is :mod:`manastack.model.effects`.
"""
