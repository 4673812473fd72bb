"""manastack-awaken: the awaken keyword (CR 702.113).

"Awaken N—[cost]" is two abilities (702.113a): "You may pay [cost] rather than pay this
spell's mana cost as you cast this spell", an alternative cost (118.9) offered as a casting
permission named ``"awaken"`` from its owner's hand (``manastack_casting_permissions``); and
the spell ability "If this spell's awaken cost was paid, put N +1/+1 counters on target land
you control. That land becomes a 0/0 Elemental creature with haste. It's still a land."

Its target is chosen only if the awaken cost was paid; otherwise the spell is cast as if it
didn't have that target (702.113b). So the spell ability is given to the spell only when it
is cast with the awaken permission (``manastack_spell_text``, asked after the permission is
chosen and before targets, 601.2b-c): the reader reads it after the keyword line, where the
keyword is printed (608.2c: in the order written). Its haste is the haste plugin's keyword.

The entry module is light: the keyword's value and the hooks' work are in
:mod:`manastack_awaken.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, CastingPermission, Game, Spell

#: The awakened land has haste (702.113a): the haste plugin's keyword (702.10).
MANASTACK_REQUIRES: tuple[str, ...] = ("haste",)

PLUGIN = "awaken"

#: The casting permission's name (``cast ... using="awaken"``).
PERMISSION = "awaken"

_KEYWORD_MODULE = "manastack_awaken.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.113a: the keyword line "Awaken 4—{5}{U}"."""
    return [KeywordDef(name="awaken",
                       pattern=r"awaken (?P<n>\d+)\s*[—-]\s*(?P<mana>(?:\{[^}]+\})+)",
                       build=deferred(_KEYWORD_MODULE, "build"), with_builder=True,
                       rule="702.113",
                       reminder="If you cast this spell for its awaken cost, also put N "
                       "+1/+1 counters on target land you control and it becomes a 0/0 "
                       "Elemental creature with haste. It's still a land.")]


@hookimpl
@reads_keyword("awaken", "hand")
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.113a, 118.9, 601.2b: cast a card from your hand paying its awaken cost
    instead."""
    from manastack_awaken.keyword import casting_permissions

    return casting_permissions(game, player)


@hookimpl
@reads_keyword("awaken", "stack")
def manastack_spell_text(game: Game, spell: Spell, text: str) -> str | None:
    """CR 702.113a-b: cast for its awaken cost, the spell has the awaken spell ability (and
    its target); otherwise it is cast as if it didn't have that target."""
    from manastack_awaken.keyword import spell_text

    return spell_text(game, spell, text)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The awaken cards this package's tests and examples cast (exact Oracle text)."""
    return [TomlCardSource.from_package("awaken", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
