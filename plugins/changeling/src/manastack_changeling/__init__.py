"""manastack-changeling: the keyword changeling (CR 702.73), a characteristic-defining
ability.

CR 702.73a: "Changeling is a characteristic-defining ability. "Changeling" means "This
object is every creature type." This ability works everywhere, even outside the game." As a
characteristic-defining ability (604.3) it applies in layer 4 (613.1d) before every other
effect of that layer (613.3), in every zone: a changeling card in a library is an Elf for
"search for an Elf card", in a graveyard a Goblin for "return target Goblin card".

The plugin answers the kernel's ``manastack_continuous_effects``: one effect adding every
creature type (:data:`manastack.api.CREATURE_TYPES`) to each object whose own abilities (its
card's or token's, the values layer 6 starts from) include changeling, wherever it is. An
effect that later removes the ability (layer 6) doesn't undo the types of layer 4, as the
layer order says; an effect setting the creature's types (a later layer 4 effect, "becomes a
1/1 blue Frog") replaces them (613.3, 613.7).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import CardSource, ContinuousEffect, Game

#: Changeling needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

#: The keyword's name, as it appears in an object's keywords.
CHANGELING = "changeling"

REMINDER = "This card is every creature type."


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.73a: the keyword line "Changeling"."""
    return [KeywordDef(name=CHANGELING, pattern="changeling", rule="702.73",
                       reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this plugin's tests play, with their exact Oracle text."""
    return [TomlCardSource.from_package("changeling", "manastack_changeling", "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword(CHANGELING)  # asked only when a card with changeling exists, in any zone
def manastack_continuous_effects(game: Game) -> Iterable[ContinuousEffect]:
    """CR 702.73a, 604.3, 613.3: every creature type for each changeling object, in every
    zone (:func:`manastack_changeling.keyword.every_creature_type`)."""
    import manastack_changeling.keyword as keyword

    return keyword.every_creature_type(game)
