"""manastack-recover: the keyword recover (CR 702.59), a triggered ability of a card in a
graveyard.

CR 702.59a: "Recover is a triggered ability that functions only while the card with recover
is in a player's graveyard. 'Recover [cost]' means 'When a creature is put into your
graveyard from the battlefield, you may pay [cost]. If you do, return this card from your
graveyard to your hand. Otherwise, exile this card.'"

- The trigger: the kernel's ``dies`` event (700.4), a creature as it last existed on the
  battlefield (603.10a), put into the graveyard of the recover card's owner ("your
  graveyard": a card goes to its owner's graveyard, 404.2). The ability functions only in
  the graveyard (113.6, ``zones=("graveyard",)``).
- The resolution: its controller may pay the cost, only if all of it can be paid now
  (118.3, the kernel's ``pays_cost_unless``, decision ``pay_unless``); paid, the card is
  returned to its owner's hand; not paid, it is exiled. A card that has left the graveyard
  since is a new object (400.7): nothing happens to it.
- A cost the reader can't read ("Recover—Pay half your life, rounded up.") leaves the card
  unread, quoting the keyword line.

The keyword is a :class:`~manastack.api.KeywordTrigger` named "recover". The entry module is
light: the work is in :mod:`manastack_recover.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Recover needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "recover"

#: The keyword's name, as it appears in an object's keywords.
RECOVER = "recover"

REMINDER = ("When a creature is put into your graveyard from the battlefield, you may pay "
            "its recover cost. If you do, return this card from your graveyard to your hand. "
            "Otherwise, exile this card.")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.59a: "Recover {2}{B}" and "Recover—[cost]."."""
    return [KeywordDef(name=RECOVER,
                       pattern=r"recover(?: (?P<mana>(?:\{[^}]+\})+)|\s*[—-]\s*(?P<cost>[^.]+)\.?)",
                       build=deferred("manastack_recover.keyword", "build"), with_builder=True,
                       rule="702.59a", reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The recover cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("recover", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
