"""manastack-improvise: the improvise keyword (CR 702.126).

"Improvise" means "For each generic mana in this spell's total cost, you may tap an untapped
artifact you control rather than pay that mana" (702.126a). Like convoke and delve it is
neither an alternative nor an additional cost: it applies once the total cost is locked
(702.126b, 601.2f), so it pays generic mana of a flashback or escape cost, of a cost
increased or reduced, of an announced {X}. Several instances are redundant (702.126c).

The plugin answers ``manastack_payment_options`` with one
:class:`~manastack.api.PaymentOption` per untapped artifact the caster controls, with no
``mana``: it pays {1} only (an artifact's colour doesn't matter, unlike convoke's creatures).
The kernel's payer (601.2g-h) asks the caster, as a decision of kind ``"improvise"``, which
artifacts to tap; an artifact that is also a mana source is used once, tapped for mana or
for improvise. Tapping for improvise is not a {T} cost: an artifact creature that came under
its controller's control this turn may be tapped (302.6 doesn't apply), and it makes no mana.

The entry module is the whole plugin: one keyword, one card pool and one hook that needs
only the game it is handed (docs/plugin-guide.rst, "Keep the entry module light").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, PaymentOption, Spell

#: Improvise needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "improvise"

#: The keyword's name, and the name of its payment option (a scenario's ``pay_with.improvise``).
IMPROVISE = "improvise"

REMINDER = ("Your artifacts can help cast this spell. Each artifact you tap after you're done "
            "activating mana abilities pays for {1}.")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.126: the keyword line "Improvise"."""
    return [KeywordDef(name=IMPROVISE, pattern="improvise", rule="702.126", reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The improvise cards this package's tests and examples cast (exact Oracle text)."""
    return [TomlCardSource.from_package("improvise", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword("improvise", "stack")
def manastack_payment_options(game: Game, spell: Spell) -> Iterable[PaymentOption]:
    """CR 702.126a: each untapped artifact the caster controls may be tapped to pay {1} of
    the locked total cost (702.126b); it never pays coloured mana."""
    if IMPROVISE not in game.chars(spell.obj).keywords:
        return ()  # asked for every spell cast: most have no improvise
    from manastack.api import PaymentOption

    return [PaymentOption(name=IMPROVISE, obj=obj.id, action="tap", plugin=PLUGIN)
            for obj in game.battlefield(spell.controller)
            if not obj.tapped and game.chars(obj.id).is_("Artifact")]
