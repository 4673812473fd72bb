"""manastack plugin: overload (CR 702.96).

"Overload [cost]" is two static abilities that work while the spell is on the
stack (CR 702.96a):

- "You may choose to pay [cost] rather than pay this spell's mana cost": an
  alternative cost (CR 118.9). The plugin offers it as a casting permission
  named ``"overload"`` from its owner's hand (``manastack_casting_permissions``);
  the kernel then builds the total cost from it (CR 601.2f: increases, then
  reductions), refuses it when the spell is cast "without paying its mana
  cost" (CR 118.9a) and never combines it with another alternative cost
  (CR 601.2b: one permission is chosen).
- "If you chose to pay this spell's overload cost, change its text by
  replacing all instances of the word 'target' with the word 'each'": a
  text-changing effect (CR 702.96c, 612), given through
  ``manastack_spell_text``. The card reader reads the new text again, so the
  overloaded spell has no targets at all (CR 702.96b): hexproof, shroud and
  protection can't stop it, and it can't fizzle (CR 608.2b).

The spell's mana value is its card's mana cost whatever was paid (CR 202.3).

The package's entry module is light: the registrations (keyword, card pool) and
one-line hook implementations. The ability, the text change and the work of the
hooks live in :mod:`manastack_overload.keyword`, imported by the first card with
overload read or the first hook call of a game (docs/plugin-guide.rst, "Keep the
entry module light").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, names_from, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, CastingPermission, Game, Spell
    from manastack_overload.keyword import *  # noqa: F403 (the names handed out below)
else:  # OverloadAbility, overloaded_text... from the keyword module, imported on first use
    __getattr__ = names_from(__name__, "manastack_overload.keyword")

MANASTACK_REQUIRES: tuple[str, ...] = ()

#: The name of the casting permission (``table.cast(name, using="overload")``).
PERMISSION = "overload"
PLUGIN = "overload"

_KEYWORD_MODULE = "manastack_overload.keyword"

KEYWORD = KeywordDef(
    name="overload",
    pattern=r"overload ((?:\{[^}]+\})+)",
    build=deferred(_KEYWORD_MODULE, "_build"),
    rule="702.96a",
    reminder='You may cast this spell for its overload cost. If you do, change "target" in its '
             'text to "each."',
)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.96: the keyword line "Overload {6}{U}"."""
    return [KEYWORD]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The 28 printed overload cards, Oracle text verbatim (cards.toml)."""
    return [TomlCardSource.from_package(PLUGIN, "manastack_overload", "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword("overload", "hand")  # asked only when such a card exists
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.96a, 118.9, 601.2b: cast a card from your hand paying its overload cost instead
    (:func:`manastack_overload.keyword.casting_permissions`)."""
    import manastack_overload.keyword as keyword

    return keyword.casting_permissions(game, player)


@hookimpl
@reads_keyword("overload", "stack")
def manastack_spell_text(game: Game, spell: Spell, text: str) -> str | None:
    """CR 702.96a-c, 612: with the overload cost chosen, "target" becomes "each"."""
    import manastack_overload.keyword as keyword

    return keyword.spell_text(game, spell, text)
