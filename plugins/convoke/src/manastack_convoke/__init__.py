"""manastack-convoke: the convoke keyword (CR 702.51).

"Convoke" means "For each colored mana in this spell's total cost, you may tap an untapped
creature of that color you control rather than pay that mana. For each generic mana in this
spell's total cost, you may tap an untapped creature you control rather than pay that mana"
(702.51a). Like delve it is neither an alternative nor an additional cost: it applies once
the total cost is locked (702.51b, 601.2f), so it pays part of a flashback or escape cost,
a cost increased or reduced, an announced {X}. Several instances are redundant (702.51d).

The plugin answers ``manastack_payment_options`` with one
:class:`~manastack.api.PaymentOption` per untapped creature the caster controls, whose
``mana`` are the creature's colours: it pays {1} or one mana of one of them. The kernel's
payer (601.2g-h) asks the caster, as a decision of kind ``"convoke"``, which creatures to
tap; a creature that is also a mana source (Llanowar Elves) is used once, tapped for mana
or for convoke. Tapping for convoke is not a {T} cost: a creature that came under its
controller's control this turn may be tapped (302.6 doesn't apply), and it makes no mana.

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

#: Convoke needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "convoke"

#: The keyword's name, and the name of its payment option (a scenario's ``pay_with.convoke``).
CONVOKE = "convoke"

REMINDER = ("Your creatures can help cast this spell. Each creature you tap while casting "
            "this spell pays for {1} or one mana of that creature's color.")

#: The colours in the order the payer tries them (CR 105.1).
_WUBRG = "WUBRG"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.51: the keyword line "Convoke" (also in lists: "Flash; convoke")."""
    return [KeywordDef(name=CONVOKE, pattern="convoke", rule="702.51", reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The convoke cards this package's tests and examples cast (exact Oracle text)."""
    return [TomlCardSource.from_package("convoke", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword("convoke", "stack")
def manastack_payment_options(game: Game, spell: Spell) -> Iterable[PaymentOption]:
    """CR 702.51a: each untapped creature the caster controls may be tapped to pay {1} or
    one mana of one of its colours of the locked total cost (702.51b)."""
    if CONVOKE not in game.chars(spell.obj).keywords:
        return ()  # asked for every spell cast: most have no convoke
    from manastack.api import PaymentOption

    out = []
    for obj in game.battlefield(spell.controller):
        chars = game.chars(obj.id)
        if obj.tapped or not chars.is_creature:
            continue
        colours = tuple(c for c in _WUBRG if c in chars.colors)  # CR 105.2: its colour(s)
        out.append(PaymentOption(name=CONVOKE, obj=obj.id, action="tap", plugin=PLUGIN,
                                 mana=colours))
    return out
