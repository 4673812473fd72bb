"""manastack plugin: tiered (CR 702.183).

"Tiered" is a static ability of modal spells that works while the spell is on the stack:
"Choose one. As an additional cost to cast this spell, pay the cost associated with that
mode" (CR 702.183a). Each mode is printed "• [name] — [cost] — [effect]"; the name has no
rules meaning (as an ability word's, 207.2c) and the cost follows 700.2h.

The keyword heads a section of the card's text (the reader's ``kind="section"`` keyword):
its mode lines are read by :func:`manastack_tiered.keyword.build_tiered` with the reader's
``costed_modes`` into one modal spell ability (choose one, CR 700.2) and the
:class:`~manastack_grammar.api.ModeCosts` holding each mode's cost. Once the mode is
chosen (CR 601.2b), ``manastack_additional_costs`` returns its cost; the kernel adds it to
the total cost (601.2f), pays it even when the spell is cast without paying its mana cost
(118.9) and never counts it in the mana value (118.8d, 202.3).

The package's entry module is light: the registrations and a one-line hook
implementation; the ability and the work of the hook live in :mod:`manastack_tiered.keyword`
(docs/plugin-guide.rst, "Keep the entry module light").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, names_from, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, CardSource, Game, Spell
    from manastack_tiered.keyword import *  # noqa: F403 (the names handed out below)
else:  # tiered_abilities from the keyword module, imported on first use
    __getattr__ = names_from(__name__, "manastack_tiered.keyword")

MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "tiered"
#: The name of the additional cost (``spell.paid_additional("tiered")``).
COST_NAME = "tiered"

KEYWORD = KeywordDef(
    name="tiered",
    pattern=r"tiered",
    # its section: the "• [name] — [cost] — [effect]" lines after it (CR 702.183a)
    build=deferred("manastack_tiered.keyword", "build_tiered"),
    kind="section",
    own_lines=r"• .+",
    rule="702.183a",
    reminder="Choose one additional cost.",
)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.183a: the keyword line "Tiered" and its "• [name] — [cost] — [effect]" modes."""
    return [KEYWORD]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The tiered cards this package's tests play, Oracle text verbatim."""
    return [TomlCardSource.from_package(PLUGIN, "manastack_tiered", "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword("tiered", "stack")
def manastack_additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.183a, 700.2h: the cost of the mode chosen
    (:func:`manastack_tiered.keyword.additional_costs`)."""
    import manastack_tiered.keyword as keyword

    return keyword.additional_costs(game, spell)
