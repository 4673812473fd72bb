"""manastack-disguise: the disguise keyword (CR 702.168).

"Disguise [cost]" means "You may cast this card as a 2/2 face-down creature with ward {2},
no name, no subtypes, and no mana cost by paying {3} rather than paying its mana cost"
(702.168a). Any time its controller has priority, a face-down permanent with a disguise
ability may be turned face up by paying its disguise cost: a special action (116.2b,
702.168d).

- Casting face down (702.168b, 708.4): a casting permission named ``"disguise"`` from the
  hand with the alternative cost {3} and ``face_down``: the kernel tags the spell
  ``FACE_DOWN`` as it is put on the stack and keeps the tag as it resolves;
  :meth:`Game.view` shows the other players only its face-down characteristics (708.5).
- The face-down characteristics (702.168a, 708.2a), ward {2} included, are a layer-1 copy
  effect (613.2b, 702.168b: they are its copiable values) given through
  ``manastack_continuous_effects``; ward is read by the ward plugin (702.21a), which
  disguise requires.
- Turning it face up (116.2b, 702.168d, 708.8): offered through
  ``manastack_special_actions``; the same permanent; "when this creature is turned face
  up" triggers on the event ``TURNED_FACE_UP``.
- Revealed as it leaves (708.9): logged through ``manastack_zone_changed``.

The face-down machinery (CR 708) is the kernel's, shared with morph:
:class:`manastack.api.FaceDownCasting`; :data:`manastack_disguise.keyword.DISGUISE` says what
disguise adds to it (ward {2} in its face-down characteristics). The entry module is light:
the work is in :mod:`manastack_disguise.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword, reads_tag
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import (
        CardSource,
        CastingPermission,
        ContinuousEffect,
        Game,
        GameObject,
        IllegalActionError,
        SpecialAction,
    )

#: The face-down characteristics have ward {2}: the ward plugin reads and plays it.
MANASTACK_REQUIRES: tuple[str, ...] = ("ward",)

PLUGIN = "disguise"

#: A mana cost ("{1}{W}"); a cost with X (702.168e) or not in mana is not read.
MANA = r"(?P<mana>(?:\{(?:\d+|[WUBRGC]|[WUBRG]/[WUBRGP]|2/[WUBRG])\})+)"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.168a: the keyword line "Disguise {1}{W}" (a mana cost)."""
    return [KeywordDef(name="disguise", pattern=rf"disguise {MANA}",
                       build=deferred("manastack_disguise.keyword", "build"),
                       with_builder=True, rule="702.168a",
                       reminder="You may cast this card face down for {3} as a 2/2 creature "
                       "with ward {2}. Turn it face up any time for its disguise cost.")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """CR 708.8: "When this creature is turned face up, ..." (the trigger's condition)."""
    return [SentenceRule(name="is turned face up (disguise)", pattern=r"~ is turned face up",
                         build=deferred("manastack_disguise.keyword", "turned_face_up_trigger"),
                         kind="trigger", plugin=PLUGIN)]


@hookimpl
@reads_keyword("disguise", "hand")  # asked only when such a card is in the hand
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.168a-b, 118.9: cast a card with disguise from your hand face down for {3}."""
    from manastack_disguise.keyword import DISGUISE

    return DISGUISE.permissions(game, player)


@hookimpl
# a face-down spell or permanent cast this way is a card with the keyword: asked only
# when one is on the stack or the battlefield
@reads_keyword("disguise", "stack")
@reads_keyword("disguise", "battlefield")
def manastack_continuous_effects(game: Game) -> Iterable[ContinuousEffect]:
    """CR 702.168a, 708.2a, 613.2b: the face-down characteristics with ward {2}, layer 1."""
    from manastack_disguise.keyword import DISGUISE

    return DISGUISE.effects(game)


@hookimpl
@reads_tag("face_down", "battlefield")  # asked only while a face-down permanent exists
def manastack_special_actions(game: Game, player: int) -> Iterable[SpecialAction]:
    """CR 116.2b, 702.168d: turn a face-down permanent you control face up."""
    if not game.with_own_keyword("disguise"):
        return ()  # a face-down card cast this way is a card with the keyword
    from manastack_disguise.keyword import DISGUISE

    return DISGUISE.special_actions(game, player)


@hookimpl
def manastack_take_special_action(game: Game, player: int,
                                  action: SpecialAction) -> bool | None:
    """CR 116.2b, 702.168d, 708.8: pay its disguise cost and turn it face up."""
    if action.plugin != PLUGIN:
        return None
    from manastack_disguise.keyword import DISGUISE

    DISGUISE.turn_face_up(game, player, action.obj)
    return True


@hookimpl
@reads_tag("face_down", "stack")  # the kernel's FACE_DOWN: told only of a face-down spell
@reads_tag("face_down", "battlefield")  # or permanent leaving its zone (708.9)
def manastack_zone_changed(game: Game, old: GameObject, new: GameObject | None) -> None:
    """CR 708.9: a face-down spell or permanent leaving the stack or the battlefield is
    revealed."""
    from manastack_disguise.keyword import DISGUISE

    DISGUISE.revealed(game, old, new)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The disguise cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("disguise", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
def manastack_special_action_refused(game: Game, player: int, obj: int,
                                     action: str) -> IllegalActionError | None:
    """CR 116.2b: why turning ``obj`` face up isn't offered (its cost unpaid, 601.2g-h)."""
    if action != "turn face up":
        return None
    from manastack_disguise.keyword import DISGUISE

    return DISGUISE.refusal(game, player, obj)
