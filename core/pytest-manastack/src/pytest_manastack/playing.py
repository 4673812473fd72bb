"""Playing one card in a test: the table set-up most rules tests repeat.

:func:`cast_and_resolve` puts the card in the caster's hand with the lands, mana and
permanents the test names, casts it (CR 601.2) with the choices given, and lets it resolve
(CR 608): ``cast_and_resolve(table, "Shock", lands={"Mountain": 1}, theirs=["Hill Giant"],
targets=["Hill Giant"])``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from manastack import Table
    from manastack.api import Answer, GameObject


def cast_and_resolve(
    table: Table,
    name: str,
    *,
    player: int = 0,
    lands: Mapping[str, int] | None = None,
    mana: str = "",
    yours: Sequence[str] = (),
    theirs: Sequence[str] = (),
    hand: Sequence[str] = (),
    resolve: bool = True,
    resolving: Sequence[Answer] = (),
    **cast: Any,
) -> GameObject:
    """Build the position, cast ``name`` from ``player``'s hand and resolve it; return the
    spell as it was cast (``table.cast``'s object: its modes, targets and costs chosen).

    In this order: ``lands`` (name: how many) and the permanents ``yours`` on ``player``'s
    battlefield, ``theirs`` on the next player's, ``hand`` (other cards) then ``name`` in
    ``player``'s hand, ``mana`` in ``player``'s pool ("RRG", CR 106.4). ``cast`` is passed
    to ``table.cast`` as it is (``targets``, ``modes``, ``x``, ``using``, ``pay``,
    ``answers``...). ``resolving`` scripts the choices made as it resolves; ``resolve=False``
    leaves the spell on the stack (to check something between casting and resolving, then
    ``table.resolve()``)."""
    for land, count in (lands or {}).items():
        table.lands(player, land, count)
    table.battlefield(player, *yours)
    table.battlefield((player + 1) % len(table.game.players), *theirs)
    table.hand(player, *hand, name)
    if mana:
        table.mana(player, mana)
    spell = table.cast(name, **cast)
    if resolve:
        table.resolve(resolving)
    return spell
