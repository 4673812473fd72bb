"""manastack plugin: escalate (CR 702.120).

"Escalate [cost]" is a static ability of modal spells that works while the
spell is on the stack: "For each mode you choose beyond the first as you cast
this spell, you pay an additional [cost]" (CR 702.120a). The cost may be mana
("Escalate {2}") or not ("Escalate—Discard a card.", "Escalate—Tap an untapped
creature you control.").

The plugin recognises the keyword line and, once the modes are chosen (CR
601.2b: all at once, none twice, CR 700.2), returns one additional cost paid
``len(modes) - 1`` times through ``manastack_additional_costs``. The kernel
adds it to the total cost before increases and reductions (CR 601.2f, so a
reduction applies to the escalate part too), pays it even when the spell is
cast without paying its mana cost (CR 118.9, 118.8), and never counts it in
the spell's mana value (CR 118.8d, 202.3).

The package's entry module is light: the registrations (keyword, card pool) and a
one-line hook implementation. The ability and the work of the hook live in
:mod:`manastack_escalate.keyword`, imported by the first card with escalate read or
the first hook call of a game (docs/plugin-guide.rst, "Keep the entry module light").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, names_from, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, CardSource, Game, Spell
    from manastack_escalate.keyword import *  # noqa: F403 (the names handed out below)
else:  # EscalateAbility, escalate_abilities from the keyword module, imported on first use
    __getattr__ = names_from(__name__, "manastack_escalate.keyword")

MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "escalate"
#: The name of the additional cost (``spell.paid_additional("escalate")``).
COST_NAME = "escalate"

KEYWORD = KeywordDef(
    name="escalate",
    pattern=r"escalate(?:\s*[—-]\s*|\s+)(.+)",
    # may return None: not an escalate line after all
    build=deferred("manastack_escalate.keyword", "_build"),
    rule="702.120a",
    reminder="Pay this cost for each mode chosen beyond the first.",
)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.120: the keyword lines "Escalate {2}", "Escalate—Discard a card."."""
    return [KEYWORD]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The 9 printed escalate cards (and Ruthless Instincts), Oracle text verbatim."""
    return [TomlCardSource.from_package(PLUGIN, "manastack_escalate", "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword("escalate", "stack")
def manastack_additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.120a, 601.2b: the escalate cost, once for each mode chosen beyond the first
    (:func:`manastack_escalate.keyword.additional_costs`)."""
    import manastack_escalate.keyword as keyword

    return keyword.additional_costs(game, spell)
