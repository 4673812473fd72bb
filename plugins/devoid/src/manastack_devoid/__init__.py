"""manastack-devoid: the keyword devoid (CR 702.114), a characteristic-defining ability.

CR 702.114a: "Devoid is a characteristic-defining ability. "Devoid" means "This object is
colorless." This ability functions everywhere, even outside the game." As a
characteristic-defining ability (604.3) it applies in layer 5 (613.1e) before every other
effect of that layer (613.3), in every zone: a devoid card with a colored mana cost is
colorless in the hand, on the stack, on the battlefield and in the graveyard (202.2, 105.2c).
A later effect giving it a color (layer 5, timestamp order) still does.

The plugin answers the kernel's ``manastack_continuous_effects``: one effect making each
object whose own abilities include devoid colorless, wherever it is.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import CardSource, ContinuousEffect, Game

#: Devoid needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

#: The keyword's name, as it appears in an object's keywords.
DEVOID = "devoid"

REMINDER = "This card has no color."


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.114a: the keyword line "Devoid"."""
    return [KeywordDef(name=DEVOID, pattern="devoid", rule="702.114", reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this plugin's tests play, with their exact Oracle text."""
    return [TomlCardSource.from_package("devoid", "manastack_devoid", "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword(DEVOID)  # asked only when a card with devoid exists, in any zone
def manastack_continuous_effects(game: Game) -> Iterable[ContinuousEffect]:
    """CR 702.114a, 604.3, 613.3: each devoid object is colorless, in every zone
    (:func:`manastack_devoid.keyword.colorless`)."""
    import manastack_devoid.keyword as keyword

    return keyword.colorless(game)
