"""manastack-enlist: the keyword enlist (CR 702.154), an optional cost to attack and the
triggered ability linked to it.

CR 702.154a: "Enlist means 'As this creature attacks, you may tap up to one untapped creature
you control that you didn't choose to attack with and that either has haste or has been
under your control continuously since this turn began. When you do, this creature gets +X/+0
until end of turn, where X is the tapped creature's power.'" The static ability is an
optional cost to attack (702.154b, 508.1g): the kernel's ``manastack_attack_optional_costs``
asks this plugin once per attacker with the keyword, after the attackers are tapped (508.1f)
and before attack triggers (508.1m). The attacking player answers a decision of kind
``"enlist"``: up to one of the creatures that may be tapped (none: not paid). Paying it
taps that creature; the linked trigger (607.2h) triggers for that payment only (702.154d:
each instance on its own) and, as it resolves, gives +X/+0 with X the tapped creature's power
then, its last known power if it has left the battlefield (608.2h).

- The keyword is a :class:`~manastack.api.KeywordAbility` named "enlist".
- A creature "enlists" another when the cost is paid (702.154c): the plugin event
  ``"enlists"`` (``obj`` the enlisting creature, ``enlisted`` the tapped one).

The entry module is light: the work is in :mod:`manastack_enlist.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, GameObject

#: Enlist needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "enlist"

#: The keyword's name, as it appears in an object's keywords.
ENLIST = "enlist"

#: The plugin event of a creature enlisting another (702.154c).
EVENT = "enlists"

REMINDER = ("As this creature attacks, you may tap a nonattacking creature you control "
            "without summoning sickness. When you do, add its power to this creature's "
            "until end of turn.")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.154: the keyword line "Enlist"."""
    return [KeywordDef(name=ENLIST, pattern="enlist", rule="702.154", reminder=REMINDER)]


@hookimpl
@reads_keyword(ENLIST, "battlefield")
def manastack_attack_optional_costs(game: Game, attacker: GameObject) -> None:
    """CR 702.154a-b, 508.1g: the attacking player may tap a creature for each enlist."""
    from manastack_enlist.keyword import offer

    offer(game, attacker)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The enlist creatures this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
