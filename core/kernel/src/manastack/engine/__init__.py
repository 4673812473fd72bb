"""The engine: the services that apply the Comprehensive Rules to a game's state, one module
per rules area, each citing its CR rules.

From the bottom up: the layer system (``layers``, CR 613), zone changes and their
replacements (``zones``, 400.7, 614), triggers (``triggers``, 603), mana and costs
(``mana_solver``, ``payment``, 601.2g-h, 605), casting (``permissions``, ``total_cost``,
``targets``, ``casting``, ``graveyard_casts``, ``hand_casts``, ``resolution_casts``,
601.2), face-down spells
and permanents (``face_down``, 708), abilities (``activation``, 602), the stack
(``stack``, 405, 608), damage and combat (``damage``, ``combat``, 120, 506-511), state-based actions (``sba``,
704), legal actions (``legal_actions``, 117), turns and priority (``turns``, 500-514), and
the :class:`~manastack.engine.game.Game` that holds it together. A module imports only those
below it.
"""
