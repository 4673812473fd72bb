"""The actions a player takes with priority (CR 117.1, 305, 601, 602, 605): the options of a
priority decision.
"""

from __future__ import annotations

from attrs import frozen

# --------------------------------------------------------------------------
# Priority actions (the options of a "priority" decision, CR 117.1)
# --------------------------------------------------------------------------


@frozen
class PassPriority:
    """The priority action "pass" (CR 117.3d): when all players pass in succession, the top
    of the stack resolves or the step ends (117.4)."""

    def __str__(self) -> str:
        return "pass priority"


@frozen
class PlayLand:
    """The special action of playing the land ``obj`` (CR 116.2a, 305.1); ``face``: which
    land face of a modal double-faced card (CR 712.12), by its index (None: asked if needed)."""

    obj: int
    name: str = ""
    face: int | None = None

    def __str__(self) -> str:
        return f"play {self.name or self.obj}"


@frozen
class CastSpell:
    """Cast the card ``obj`` using the casting permission named ``permission``; ``half``:
    which half or face of a card of several, by its index (None: asked while casting): a
    split card's half (CR 709.3), an adventurer's creature or Adventure (715.3), a modal
    double-faced card's face (712.11b)."""

    obj: int
    permission: str = "hand"
    name: str = ""
    half: int | None = None

    def __str__(self) -> str:
        via = "" if self.permission == "hand" else f" ({self.permission})"
        return f"cast {self.name or self.obj}{via}"


@frozen
class ActivateAbility:
    """Activate the ``index``-th ability of object ``obj`` (CR 602)."""

    obj: int
    index: int
    name: str = ""

    def __str__(self) -> str:
        return f"activate {self.name or self.obj} ability {self.index + 1}"


@frozen
class ActivateMana:
    """Activate a mana ability for ``color`` (CR 605.3a: any time you have priority); for
    an ability adding several types, ``color`` names the output ("WU": {W}{U})."""

    obj: int
    color: str
    name: str = ""

    def __str__(self) -> str:
        return f"tap {self.name or self.obj} for {''.join(f'{{{c}}}' for c in self.color)}"


@frozen
class SpecialAction:
    """A special action offered by a plugin (CR 116.2): suspending a card (116.2f),
    foretelling it (116.2h), plotting it (116.2k). ``obj``: the object it is taken with;
    ``name``: the action's name (``"suspend"``); ``plugin``: the plugin that offers it and
    takes it (``manastack_special_actions``, ``manastack_take_special_action``). It doesn't
    use the stack; its taker receives priority afterward (116.3)."""

    obj: int
    name: str
    plugin: str = ""
    label: str = ""

    def __str__(self) -> str:
        return self.label or f"{self.name} {self.obj}"
