"""manastack-suspend: the suspend keyword (CR 702.62).

"'Suspend N—[cost]' means 'If you could begin to cast this card by putting it onto the
stack from your hand, you may pay [cost] and exile it with N time counters on it. This
action doesn't use the stack,' and 'At the beginning of your upkeep, if this card is
suspended, remove a time counter from it,' and 'When the last time counter is removed from
this card, if it's exiled, you may play it without paying its mana cost if able. If you
don't, it remains exiled. If you cast a creature spell this way, it gains haste until you
lose control of the spell or the permanent it becomes.'" (702.62a).

- The special action (116.2f): offered at priority through the kernel's
  ``manastack_special_actions`` when the card could begin to be cast from the hand (its
  timing, 702.62c) and the cost can be paid; taken through
  ``manastack_take_special_action``: pay the cost, exile the card with N time counters.
- The two triggers: :class:`~manastack.api.KeywordTrigger` values that function in exile
  (``zones=("exile",)``, 113.6j): the upkeep one with its intervening "if" (603.4, the card
  is suspended, 702.62b), and the one on the kernel's ``"counters_removed"`` event when the
  last time counter goes: cast it with the kernel's ``cast_without_paying`` (118.9,
  702.62d: additional costs are still paid).
- Haste (702.10) for a creature spell cast this way, as long as its caster controls it: a
  continuous effect from this plugin (613.1f); the haste plugin lets it attack (702.10b),
  so suspend requires it (``MANASTACK_REQUIRES``).

The entry module is light: the work is in :mod:`manastack_suspend.keyword`, imported when
used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword, reads_tag
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, GameObject, IllegalActionError, SpecialAction

#: A creature cast by suspend gains haste: the haste plugin lets it attack (702.10b).
MANASTACK_REQUIRES: tuple[str, ...] = ("haste",)

PLUGIN = "suspend"

#: The special action's name (``SpecialAction(obj, "suspend", "suspend")``).
ACTION = "suspend"

#: The tag on a spell cast by suspend, and on the permanent it becomes: its caster, who
#: keeps haste for it while controlling it (702.62a).
HASTE_TAG = "suspend_haste"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.62: the keyword line "Suspend 4—{1}{U}" (a number of time counters, a mana
    cost); "Suspend X—[cost]. X can't be 0." is not read."""
    return [KeywordDef(name="suspend",
                       pattern=r"suspend (?P<n>\d+)\s*[—-]\s*(?P<mana>(?:\{[^}]+\})+)",
                       build=deferred("manastack_suspend.keyword", "build"),
                       with_builder=True, rule="702.62",
                       reminder="Rather than cast this card from your hand, you may pay its "
                       "suspend cost and exile it with N time counters on it. At the "
                       "beginning of your upkeep, remove a time counter. When the last is "
                       "removed, you may cast it without paying its mana cost.")]


@hookimpl
@reads_keyword("suspend", "hand")
def manastack_special_actions(game: Game, player: int) -> Iterable[SpecialAction]:
    """CR 116.2f, 702.62a: exile a card with suspend from your hand."""
    from manastack_suspend.keyword import special_actions

    return special_actions(game, player)


@hookimpl
def manastack_take_special_action(game: Game, player: int,
                                  action: SpecialAction) -> bool | None:
    """CR 116.2f, 702.62a: pay the suspend cost, exile the card with its time counters."""
    if action.plugin != PLUGIN:
        return None
    from manastack_suspend.keyword import suspend

    suspend(game, player, action.obj)
    return True


@hookimpl
def manastack_special_action_refused(game: Game, player: int, obj: int,
                                     action: str) -> IllegalActionError | None:
    """CR 116.2f, 702.62a: why suspending ``obj`` isn't offered (not in the hand, it
    couldn't begin to be cast, its suspend cost unpaid)."""
    if action != ACTION:
        return None
    from manastack_suspend.keyword import refusal

    return refusal(game, player, obj)


@hookimpl
@reads_tag(HASTE_TAG, "stack")  # told only of a spell cast by suspend leaving the stack
def manastack_zone_changed(game: Game, old: GameObject, new: GameObject | None) -> None:
    """CR 702.62a, 608.3: the creature spell cast by suspend became a permanent: it keeps
    its haste."""
    from manastack_suspend.keyword import entered

    entered(game, old, new)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The suspend cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("suspend", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
