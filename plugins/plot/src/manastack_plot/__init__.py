"""manastack-plot: the plot keyword (CR 702.170).

"Plot is a keyword ability that functions while the card with plot is in a player's hand.
'Plot [cost]' means 'Any time you have priority during your main phase while the stack is
empty, you may exile this card from your hand and pay [cost]. It becomes a plotted card.'"
(702.170a). "A plotted card's owner may cast it from exile without paying its mana cost
during their main phase while the stack is empty during any turn after the turn in which it
became plotted." (702.170d)

- The special action (116.2k, 702.170b): offered at priority in the player's own main phase
  with the stack empty through the kernel's ``manastack_special_actions`` when the plot
  cost can be paid; taken through ``manastack_take_special_action``: pay the cost, exile
  the card face up, marked plotted with the turn it became plotted.
- The cast (702.170d, 118.9): a casting permission named ``"plot"`` from exile, for a
  plotted card owned by the player, on a later turn only, without paying its mana cost,
  at sorcery timing whatever the card's type.

The entry module is light: the work is in :mod:`manastack_plot.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword, reads_tag
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import (
        CardSource,
        CastingPermission,
        Game,
        IllegalActionError,
        SpecialAction,
    )

PLUGIN = "plot"

#: The special action's and the casting permission's name.
ACTION = PERMISSION = "plot"

#: The tag of a plotted card in exile: the number of the turn it became plotted (702.170d).
PLOTTED = "plotted"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.170a: the keyword line "Plot {3}{U}" (a mana cost)."""
    return [KeywordDef(name="plot", pattern=r"plot (?P<mana>(?:\{[^}]+\})+)",
                       build=deferred("manastack_plot.keyword", "build"),
                       with_builder=True, rule="702.170")]


@hookimpl
@reads_keyword("plot", "hand")
def manastack_special_actions(game: Game, player: int) -> Iterable[SpecialAction]:
    """CR 116.2k, 702.170a: in your main phase with the stack empty, exile a card with plot
    from your hand and pay its plot cost."""
    from manastack_plot.keyword import special_actions

    return special_actions(game, player)


@hookimpl
def manastack_take_special_action(game: Game, player: int,
                                  action: SpecialAction) -> bool | None:
    """CR 116.2k, 702.170a-b: pay the plot cost, exile the card face up: it is plotted."""
    if action.plugin != PLUGIN:
        return None
    from manastack_plot.keyword import plot

    plot(game, player, action.obj)
    return True


@hookimpl
def manastack_special_action_refused(game: Game, player: int, obj: int,
                                     action: str) -> IllegalActionError | None:
    """CR 116.2k, 702.170a: why plotting ``obj`` isn't offered (not in the hand, not your
    main phase with the stack empty, its plot cost unpaid)."""
    if action != ACTION:
        return None
    from manastack_plot.keyword import refusal

    return refusal(game, player, obj)


@hookimpl
@reads_tag(PLOTTED, "exile")  # a card plotted by any effect, with plot or not (702.170d)
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.170d, 118.9: cast a plotted card from exile without paying its mana cost, in
    your main phase with the stack empty, on a later turn."""
    from manastack_plot.keyword import casting_permissions

    return casting_permissions(game, player)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The plot cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("plot", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
