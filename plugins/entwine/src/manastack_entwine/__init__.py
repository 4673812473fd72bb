"""manastack plugin: entwine (CR 702.42).

"Entwine [cost]" is a static ability of modal spells that works while the spell is on
the stack: "You may choose all modes of this spell instead of just the number specified.
If you do, you pay an additional [cost]." (CR 702.42a). The cost may be mana ("Entwine
{2}") or not ("Entwine—Sacrifice two lands.").

The plugin recognises the keyword line; through ``manastack_choose_all_modes`` it offers
the caster every mode at once (700.2, 601.2b: the kernel asks, yes or no, before the usual
choice); when all modes were chosen that way, ``manastack_additional_costs`` returns the
entwine cost, mandatory. The kernel adds it to the total cost (601.2f-h, so a reduction
applies to it too), pays it even when the spell is cast without paying its mana cost or
for an alternative cost (118.9, 118.8), never counts it in the mana value (118.8d, 202.3),
and carries out the modes in printed order (702.42b).

The package's entry module is light: the registrations and one-line hook
implementations; the ability and the work of the hooks live in
:mod:`manastack_entwine.keyword`, imported by the first card with entwine read or the first
hook call of a game (docs/plugin-guide.rst, "Keep the entry module light").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, names_from, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, CardSource, Game, Spell
    from manastack_entwine.keyword import *  # noqa: F403 (the names handed out below)
else:  # EntwineAbility, entwine_abilities from the keyword module, imported on first use
    __getattr__ = names_from(__name__, "manastack_entwine.keyword")

#: Entwine needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "entwine"
#: The name of the additional cost (``spell.paid_additional("entwine")``).
COST_NAME = "entwine"

KEYWORD = KeywordDef(
    name="entwine",
    pattern=r"entwine(?:\s*[—-]\s*|\s+)(.+?)\.?",
    # may return None: a cost the reader can't read is not guessed
    build=deferred("manastack_entwine.keyword", "_build"),
    rule="702.42a",
    reminder="Choose all modes if you pay the entwine cost.",
)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.42: the keyword lines "Entwine {2}", "Entwine—Sacrifice two lands."."""
    return [KEYWORD]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The entwine cards this package's tests and examples play, Oracle text verbatim."""
    return [TomlCardSource.from_package(PLUGIN, "manastack_entwine", "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword("entwine", "stack")
def manastack_choose_all_modes(game: Game, spell: Spell) -> Iterable[str]:
    """CR 702.42a, 700.2: a spell with entwine may have all its modes chosen
    (:func:`manastack_entwine.keyword.choose_all_modes`)."""
    import manastack_entwine.keyword as keyword

    return keyword.choose_all_modes(game, spell)


@hookimpl
@reads_keyword("entwine", "stack")
def manastack_additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.42a, 601.2b: the entwine cost, when all modes were chosen
    (:func:`manastack_entwine.keyword.additional_costs`)."""
    import manastack_entwine.keyword as keyword

    return keyword.additional_costs(game, spell)
