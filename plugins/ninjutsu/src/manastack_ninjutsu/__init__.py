"""manastack-ninjutsu: ninjutsu (CR 702.49), activated from the hand during combat.

CR 702.49a: "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an
unblocked attacking creature you control to its owner's hand: Put this card onto the
battlefield from your hand tapped and attacking." 702.49c: it can be activated only while
a creature is unblocked (509.1h); the creature put onto the battlefield is unblocked and
attacks the player, planeswalker or battle the returned creature attacked.

The keyword is read into a :class:`manastack_ninjutsu.keyword.NinjutsuAbility`: an
activated ability whose ``zones`` is the hand (113.6b), its cost the printed cost plus the
plugin's two cost parts (reveal this card, return an unblocked attacker: the kernel's
``is_unblocked``), its effect the card put onto the battlefield tapped and into combat
with the kernel's ``put_into_combat_attacking`` (508.4: never declared as an attacker).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Ninjutsu needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

#: The keyword's name.
NINJUTSU = "ninjutsu"

#: The rule of the keyword.
RULE = "702.49a"

_KEYWORD_MODULE = "manastack_ninjutsu.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.49a: "Ninjutsu {1}{U}"; a cost the grammar can't read is no match (the line is
    reported, never guessed). Commander ninjutsu (702.49d) is another keyword, not read."""
    return [KeywordDef(name=NINJUTSU, pattern=r"ninjutsu(?:\s*[—-]\s*|\s+)(?P<cost>.+?)\.?",
                       build=deferred(_KEYWORD_MODULE, "_build"), rule=RULE,
                       reminder="Return an unblocked attacker you control to hand: Put this "
                                "card onto the battlefield from your hand tapped and "
                                "attacking.")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this plugin's tests play, with their exact Oracle text."""
    return [TomlCardSource.from_package("ninjutsu", "manastack_ninjutsu", "cards.toml",
                                        priority=PRIORITY_POOL)]
