"""manastack-manifest: the keyword actions manifest (CR 701.40) and manifest dread (701.62).

CR 701.40a: to manifest a card, turn it face down: it becomes a 2/2 face-down creature card
with no text, no name, no subtypes and no mana cost, put onto the battlefield face down.
CR 701.62a: "manifest dread" means "look at the top two cards of your library, manifest one
of them, then put the cards you looked at that were not manifested into your graveyard".

- The sentences "manifest the top card of your library" and "manifest dread"
  (``manastack_register_sentences``), composed by the card reader with its own forms
  ("When this creature enters, manifest dread.", "{3}{W}: Manifest the top card of your
  library.").
- The card enters face down through the kernel (``Game.move(face_down="manifest")``,
  :class:`manastack.api.FaceDownPutting`): its face-down characteristics apply as it enters,
  so its own "enters" abilities don't trigger (708.3); the other players see only a
  face-down 2/2 (708.5).
- Its characteristics (701.40a, 708.2a) are a layer-1 effect (613.2b) given through
  ``manastack_continuous_effects``.
- Turning it face up (116.2b, 701.40b): a special action for a creature card, paying its
  mana cost; an instant or sorcery card can't be turned face up this way (701.40g). A card
  with morph or disguise may also be turned face up for that cost by that plugin (701.40c-d).
- Revealed as it leaves the battlefield (708.9).

The entry module is light: the work is in :mod:`manastack_manifest.keyword`, imported when
used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_tag
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import (
        CardSource,
        ContinuousEffect,
        Game,
        GameObject,
        IllegalActionError,
        SpecialAction,
    )

#: Manifest needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "manifest"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 701.40, 701.62: the keyword actions, recognised inside sentences."""
    return [KeywordDef(name="manifest dread", pattern=r"manifests? dread", kind="action",
                       rule="701.62"),
            KeywordDef(name="manifest", pattern=r"manifests? (?!dread)", kind="action",
                       rule="701.40")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """"Manifest the top card of your library" (701.40a), "manifest dread" (701.62a)."""
    return [SentenceRule(name="manifest the top card", pattern=r"manifest the top card of "
                         r"your library", build=deferred("manastack_manifest.keyword",
                                                         "build_manifest"),
                         kind="effect", plugin=PLUGIN),
            SentenceRule(name="manifest dread", pattern=r"manifest dread",
                         build=deferred("manastack_manifest.keyword", "build_dread"),
                         kind="effect", plugin=PLUGIN)]


@hookimpl
@reads_tag("face_down", "battlefield")  # asked only while a face-down permanent exists
def manastack_continuous_effects(game: Game) -> Iterable[ContinuousEffect]:
    """CR 701.40a, 708.2a, 613.2b: the face-down characteristics, in layer 1."""
    from manastack_manifest.keyword import MANIFEST

    return MANIFEST.effects(game)


@hookimpl
@reads_tag("face_down", "battlefield")  # asked only while a face-down permanent exists
def manastack_special_actions(game: Game, player: int) -> Iterable[SpecialAction]:
    """CR 116.2b, 701.40b: turn a manifested creature card you control face up."""
    from manastack_manifest.keyword import MANIFEST

    return MANIFEST.special_actions(game, player)


@hookimpl
def manastack_take_special_action(game: Game, player: int,
                                  action: SpecialAction) -> bool | None:
    """CR 116.2b, 701.40b, 708.8: pay its mana cost and turn it face up."""
    if action.plugin != PLUGIN:
        return None
    from manastack_manifest.keyword import MANIFEST

    MANIFEST.turn_face_up(game, player, action.obj)
    return True


@hookimpl
@reads_tag("face_down", "battlefield")  # told only of a face-down permanent leaving (708.9)
def manastack_zone_changed(game: Game, old: GameObject, new: GameObject | None) -> None:
    """CR 708.9: a manifested permanent leaving the battlefield is revealed."""
    from manastack_manifest.keyword import MANIFEST

    MANIFEST.revealed(game, old, new)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The manifest cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package("manifest", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
def manastack_special_action_refused(game: Game, player: int, obj: int,
                                     action: str) -> IllegalActionError | None:
    """CR 116.2b: why turning ``obj`` face up isn't offered (its cost unpaid, 601.2g-h)."""
    if action != "turn face up":
        return None
    from manastack_manifest.keyword import MANIFEST

    return MANIFEST.refusal(game, player, obj)
