"""manastack-epic: the keyword epic (CR 702.50), two spell abilities.

CR 702.50a: "Epic represents two spell abilities, one of which creates a delayed triggered
ability. 'Epic' means 'For the rest of the game, you can't cast spells,' and 'At the
beginning of each of your upkeeps for the rest of the game, copy this spell except for its
epic ability. If the spell has any targets, you may choose new targets for the copy.'"
702.50b: a player can't cast spells once a spell with epic they control resolves, but
effects (the epic ability itself) still put copies of spells onto the stack.

- The spell abilities happen as the spell resolves (608.2): ``manastack_zone_changed``
  sees the spell with epic leave the stack having resolved (``cause == "resolve"``, 608.2n;
  countered or with every target illegal it didn't resolve, 608.2b) and, for its controller,
  records the prohibition and creates the upkeep trigger.
- The prohibition (101.2, 601.2e): ``manastack_cast_restrictions`` refuses every spell that
  player would cast, for the rest of the game; copies put on the stack are not cast (707.10).
- The delayed triggered ability with a duration (603.7b, "for the rest of the game") is a
  triggered ability with no source (the kernel's ``set_sourceless_triggers``, 724.2-like):
  at the beginning of each of its controller's upkeeps it copies the spell as it last
  existed on the stack (608.2h), without the keyword (707.10, 707.9b), and its controller
  may choose new targets for the copy (707.10c).

The entry module is light: the work is in :mod:`manastack_epic.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_move
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, GameObject, Spell, ZoneMove

#: Epic needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "epic"

#: The keyword's name, as it appears in an object's keywords.
EPIC = "epic"

RULE = "702.50a"

#: ``state.notes`` key: the players who can't cast spells for the rest of the game (702.50b).
CANT_CAST = "epic.cant_cast"

REMINDER = ("For the rest of the game, you can't cast spells. At the beginning of each of your "
            "upkeeps, copy this spell except for its epic ability.")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.50: the keyword line "Epic"."""
    return [KeywordDef(name=EPIC, pattern="epic", rule="702.50", reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The epic cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
def manastack_cast_restrictions(game: Game, spell: Spell) -> Iterable[str]:
    """CR 702.50a-b (checked at 601.2e): a player whose epic spell resolved can't cast
    spells."""
    barred = game.state.notes.get(CANT_CAST)
    if not barred or spell.controller not in barred:
        return ()  # asked for every spell: the cheap check first
    return (f"epic: {game.player(spell.controller)} can't cast spells for the rest of the "
            "game (CR 702.50a-b)",)


@hookimpl
@reads_move("stack")  # CR 702.50a: a spell that resolved leaves the stack
def manastack_zone_changed(game: Game, old: GameObject, new: GameObject | None,
                           move: ZoneMove) -> None:
    """CR 702.50a: a spell with epic that resolved: its two spell abilities."""
    if move.cause != "resolve" or old.spell is None or old.tags.get("ability") is not None:
        return  # told of every move: the cheap check first, nothing imported
    import manastack_epic.keyword as keyword

    keyword.resolved(game, old)
