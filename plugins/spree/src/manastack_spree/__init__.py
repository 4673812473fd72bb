"""manastack plugin: spree (CR 702.172).

"Spree" is a static ability of modal spells that works while the spell is on the stack:
"Choose one or more modes. As an additional cost to cast this spell, pay the costs
associated with those modes" (CR 702.172a). Each mode is printed "+ [cost] — [effect]"; the
plus sign is only a reminder (702.172b) and the costs follow the rules of 700.2h.

The keyword heads a section of the card's text (the reader's ``kind="section"`` keyword):
its lines "+ {1} — Counter target spell." are read by
:func:`manastack_spree.keyword.build_spree` into one modal spell ability (choose one or
more, CR 700.2) and the :class:`~manastack_grammar.api.ModeCosts` holding each mode's
cost. Once the modes are chosen (CR 601.2b), ``manastack_additional_costs`` returns the cost
of each chosen mode; the kernel adds them to the total cost (601.2f), pays them even when
the spell is cast without paying its mana cost (118.9) and never counts them in the mana
value (118.8d, 202.3).

The package's entry module is light: the registrations and a one-line hook
implementation; the ability and the work of the hook live in :mod:`manastack_spree.keyword`
(docs/plugin-guide.rst, "Keep the entry module light").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, names_from, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, CardSource, Game, Spell
    from manastack_spree.keyword import *  # noqa: F403 (the names handed out below)
else:  # spree_abilities from the keyword module, imported on first use
    __getattr__ = names_from(__name__, "manastack_spree.keyword")

MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "spree"
#: The name of the additional costs (``spell.paid_additional("spree")``: the modes paid for).
COST_NAME = "spree"

KEYWORD = KeywordDef(
    name="spree",
    pattern=r"spree",
    # its section: the "+ [cost] — [effect]" lines after it (CR 702.172a, 702.172b)
    build=deferred("manastack_spree.keyword", "build_spree"),
    kind="section",
    own_lines=r"\+ .+",
    rule="702.172a",
    reminder="Choose one or more additional costs.",
)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.172a: the keyword line "Spree" and its "+ [cost] — [effect]" modes."""
    return [KEYWORD]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The spree cards this package's tests play, Oracle text verbatim."""
    return [TomlCardSource.from_package(PLUGIN, "manastack_spree", "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword("spree", "stack")
def manastack_additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.172a, 700.2h: the cost of each mode chosen
    (:func:`manastack_spree.keyword.additional_costs`)."""
    import manastack_spree.keyword as keyword

    return keyword.additional_costs(game, spell)
