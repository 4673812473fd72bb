"""manastack-morph: the morph keyword (CR 702.37) and its variant megamorph (702.37b).

The cost is mana ("Morph {2}{U}") or, after an em dash, any cost the activated abilities'
cost reader reads ("Morph—Discard a card.", "Morph—Reveal a white card in your hand.").
"Morph [cost]" means "You may cast this card as a 2/2 face-down creature with no text, no
name, no subtypes, and no mana cost by paying {3} rather than paying its mana cost"
(702.37a). Any time its controller has priority, a face-down permanent with a morph ability
may be turned face up by paying its morph cost: a special action (116.2b, 702.37e).

- Casting face down (702.37c, 708.4): a casting permission named ``"morph"`` from the hand
  with the alternative cost {3} (118.9) and ``face_down``: the kernel tags the spell
  ``FACE_DOWN`` as it is put on the stack and keeps the tag as it resolves (708.4);
  :meth:`Game.view` shows the other players only its face-down characteristics (708.5).
  A face-down spell is a creature spell with no abilities: it is cast at sorcery speed.
- The face-down characteristics (708.2a) are a layer-1 effect (613.2b) given through
  ``manastack_continuous_effects``: other effects apply on top of them.
- Turning it face up (116.2b, 702.37e, 708.8): offered through
  ``manastack_special_actions``; taken through ``manastack_take_special_action``: pay the
  morph cost, the ``FACE_DOWN`` tag is removed. It is the same permanent (no new object,
  no "enters"). Megamorph (702.37b), a morph ability, does the same and puts a +1/+1
  counter on it as it is turned face up with its megamorph cost. The event
  ``TURNED_FACE_UP`` is fired then: "When this creature is turned face up" is a trigger
  sentence rule on it (708.8).
- Revealed as it leaves (708.9): logged through ``manastack_zone_changed``; the card goes
  to its zone face up (the kernel keeps ``FACE_DOWN`` only from the stack to the
  battlefield).

The face-down machinery (CR 708) is the kernel's, shared with disguise:
:class:`manastack.api.FaceDownCasting`; :data:`manastack_morph.keyword.MORPH` says what morph
adds to it (its keywords, the {3} cost, megamorph's counter). The entry module is light: the
work is in :mod:`manastack_morph.keyword`, imported when used.
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

#: Morph needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "morph"

#: A mana cost ("{2}{U}"); a cost with X (702.37f) is not read.
MANA = r"(?P<mana>(?:\{(?:\d+|[WUBRGC]|[WUBRG]/[WUBRGP]|2/[WUBRG])\})+)"
#: Any other cost after an em dash ("Morph—Discard a card."), read as activated abilities'
#: costs are (702.37a: "Morph [cost]").
OTHER = r"—\s*(?P<other>.+)"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.37a-b: the keyword lines "Morph {2}{U}", "Morph—Pay 5 life." and "Megamorph
    {5}{G}"."""
    build = deferred("manastack_morph.keyword", "build")
    return [KeywordDef(name="morph", pattern=rf"morph(?: {MANA}|{OTHER})", build=build,
                       with_builder=True, rule="702.37a",
                       reminder="You may cast this card face down as a 2/2 creature for {3}. "
                       "Turn it face up any time for its morph cost."),
            KeywordDef(name="megamorph", pattern=rf"megamorph {MANA}", build=build,
                       with_builder=True, rule="702.37b",
                       reminder="You may cast this card face down as a 2/2 creature for {3}. "
                       "Turn it face up any time for its megamorph cost and put a +1/+1 "
                       "counter on it.")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """CR 708.8: "When this creature is turned face up, ..." and "Whenever a permanent [you
    control] is turned face up", "Whenever ~ or another creature you control is turned face
    up" (the trigger's condition)."""
    return [SentenceRule(name="is turned face up", pattern=r"~ is turned face up",
                         build=deferred("manastack_morph.keyword", "turned_face_up_trigger"),
                         kind="trigger", plugin=PLUGIN),
            SentenceRule(name="object is turned face up",
                         pattern=r"(?P<self>~ or )?(?P<a>an?|another) (?P<what>.+?) is turned "
                         r"face up",
                         build=deferred("manastack_morph.keyword", "object_turned_face_up"),
                         kind="trigger", plugin=PLUGIN),
            SentenceRule(name="event and whenever turned face up",
                         pattern=r"(?P<first>.+?) and whenever (?P<second>.+? is turned face up)",
                         build=deferred("manastack_morph.keyword", "either_trigger"),
                         kind="trigger", plugin=PLUGIN),
            SentenceRule(name="turn face down",
                         pattern=r"turn (?P<what>~|target creature with a morph ability|any "
                         r"number of target creatures with morph abilities other than ~) face "
                         r"down",
                         build=deferred("manastack_morph.keyword", "build_turn_face_down"),
                         kind="effect", plugin=PLUGIN),
            SentenceRule(name="return to the battlefield face down",
                         pattern=r"return (?P<what>~ from your graveyard|it) to the "
                         r"battlefield (?P<how>face up or face down|face down under your "
                         r"control)",
                         build=deferred("manastack_morph.keyword", "build_return_face_down"),
                         kind="effect", plugin=PLUGIN)]


@hookimpl
@reads_keyword("morph", "hand")  # asked only when such a card is in the hand
@reads_keyword("megamorph", "hand")
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.37a-c, 118.9: cast a card with morph or megamorph from your hand face down for
    {3}."""
    from manastack_morph.keyword import MORPH

    return MORPH.permissions(game, player)


@hookimpl
# a face-down spell or permanent cast this way is a card with the keyword: asked only
# when one is on the stack or the battlefield
@reads_keyword("morph", "stack")
@reads_keyword("morph", "battlefield")
@reads_keyword("megamorph", "stack")
@reads_keyword("megamorph", "battlefield")
def manastack_continuous_effects(game: Game) -> Iterable[ContinuousEffect]:
    """CR 708.2a, 613.2b: the face-down characteristics, in layer 1 (cast face down, or
    turned face down by an effect)."""
    from manastack_morph.keyword import MORPH, TURNED_DOWN

    return [*MORPH.effects(game), *TURNED_DOWN.effects(game)]


@hookimpl
@reads_tag("face_down", "battlefield")  # asked only while a face-down permanent exists
def manastack_special_actions(game: Game, player: int) -> Iterable[SpecialAction]:
    """CR 116.2b, 702.37e: turn a face-down permanent you control face up."""
    if not game.with_own_keyword("morph") and not game.with_own_keyword("megamorph"):
        return ()  # a face-down card cast this way is a card with the keyword
    from manastack_morph.keyword import MORPH

    return MORPH.special_actions(game, player)


@hookimpl
def manastack_take_special_action(game: Game, player: int,
                                  action: SpecialAction) -> bool | None:
    """CR 116.2b, 702.37e, 708.8: pay its morph cost and turn it face up."""
    if action.plugin != PLUGIN:
        return None
    from manastack_morph.keyword import MORPH

    MORPH.turn_face_up(game, player, action.obj)
    return True


@hookimpl
@reads_tag("face_down", "stack")  # the kernel's FACE_DOWN: told only of a face-down spell
@reads_tag("face_down", "battlefield")  # or permanent leaving its zone (708.9)
def manastack_zone_changed(game: Game, old: GameObject, new: GameObject | None) -> None:
    """CR 708.9: a face-down spell or permanent leaving the stack or the battlefield is
    revealed."""
    from manastack_morph.keyword import MORPH, TURNED_DOWN

    MORPH.revealed(game, old, new)
    TURNED_DOWN.revealed(game, old, new)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The morph cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("morph", __name__, "cards.toml",
                                        priority=PRIORITY_POOL),
            TomlCardSource.from_package("megamorph", __name__, "megamorph.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
def manastack_special_action_refused(game: Game, player: int, obj: int,
                                     action: str) -> IllegalActionError | None:
    """CR 116.2b: why turning ``obj`` face up isn't offered (its cost unpaid, 601.2g-h)."""
    if action != "turn face up":
        return None
    from manastack_morph.keyword import MORPH

    return MORPH.refusal(game, player, obj)
