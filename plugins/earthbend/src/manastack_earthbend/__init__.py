"""manastack-earthbend: the keyword action earthbend (CR 701.66).

701.66a: "Earthbend N" means "Target land you control becomes a 0/0 land creature
with haste in addition to its other types. Put N +1/+1 counters on it. When that
land dies or is put into exile, return it to the battlefield tapped under your
control." 701.66b: an ability that triggers whenever a player earthbends
triggers when that delayed triggered ability is created.

How it is built, with the declared APIs only (:mod:`manastack.api`,
:mod:`manastack_grammar.api`):

- the sentence "earthbend N" (also "earthbend X, where X is ...", "then
  earthbend N", "earthbend N, then [another sentence]") is a
  :class:`~manastack_grammar.api.SentenceRule` returned by
  ``manastack_register_sentences``; "target land you control" is one instance of
  "target" (CR 115.1), so a spell whose land is gone on resolution does nothing
  (608.2b);
- on resolution, one continuous effect with three parts, locked to that land
  (611.2c): layer 4 adds the type creature, layer 6 adds haste, layer 7b sets
  the base power and toughness to 0/0 (613.1d, 613.1f, 613.4b). Its parts apply
  in their own layers and always to that one object (613.6, SEED-25);
- then N +1/+1 counters go on the land, which is already a creature, so anything
  that cares about counters on creatures sees a creature (layer 7c adds them);
- then a delayed triggered ability (603.7) tracking that one object: it triggers
  once, when the land dies or is put into exile, and returns it tapped under the
  control of the player who earthbent (701.66a says "your"; 603.7d-e make that
  player its controller), provided the card is still where it went (603.7c,
  400.7);
- then the plugin event ``"earthbend"`` is fired (701.66b): the trigger sentence
  "you earthbend" (``"Whenever you earthbend, ..."``) listens to it.

X is determined once, as the earthbend begins (608.2h). A land that leaves the
battlefield and comes back is a new object (400.7): the effect no longer applies
to it, and the plugin ends that effect when the land leaves.

Earthbend grants haste, so the plugin needs ``haste`` (``MANASTACK_REQUIRES``):
the kernel enables haste with a note when only earthbend is selected, and
refuses, naming both, when haste is disabled.

The package's entry module is light: the registrations (keyword action, sentences,
card pool) and a one-line hook implementation. The instructions, the sentences' builds
and the work of the hook live in :mod:`manastack_earthbend.keyword`, imported by the
first card that earthbends read or the first hook call of a game
(docs/plugin-guide.rst, "Keep the entry module light").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, names_from, reads_tag
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, GameObject
    from manastack_earthbend.keyword import *  # noqa: F403 (the names handed out below)
else:  # Earthbend, ReturnEarthbentLand, x_amount from the keyword module, imported on first use
    __getattr__ = names_from(__name__, "manastack_earthbend.keyword")

#: Earthbend grants haste (701.66a): the haste plugin gives it its meaning.
MANASTACK_REQUIRES: tuple[str, ...] = ("haste",)

EARTHBEND = "earthbend"
RULE = "701.66a"
#: CR 701.66a, 400.7: the tag of a land an earthbend effect is locked to; the zone-change
#: hook that ends that effect is told only as such a land leaves the battlefield.
EARTHBENT = "earthbent"
#: The plugin event fired when a player earthbends (701.66b).
EVENT = "earthbend"
#: The rules text of the delayed triggered ability (701.66a).
RETURN_TEXT = ("When that land dies or is put into exile, return it to the battlefield "
               "tapped under your control")

_KEYWORD_MODULE = "manastack_earthbend.keyword"

_EARTHBEND_SENTENCE = (
    r"(?:then )?(?:you )?earthbend (?P<n>\d+|x)(?:, where x is (?P<x>.+?))?"
    r"(?:,? then (?P<rest>.+))?"
)

SENTENCES = (
    SentenceRule(name="earthbend", pattern=_EARTHBEND_SENTENCE,
                 build=deferred(_KEYWORD_MODULE, "_earthbend_sentence"), kind="effect",
                 plugin="earthbend"),
    SentenceRule(name="you earthbend", pattern=r"you earthbend",
                 build=deferred(_KEYWORD_MODULE, "_you_earthbend"), kind="trigger",
                 plugin="earthbend"),
)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 701.66: the keyword action, recognised inside sentences."""
    return [KeywordDef(name=EARTHBEND, pattern=r"earthbend (?:\d+|x)", kind="action",
                       rule="701.66")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """"earthbend N" (effect) and "you earthbend" (trigger event)."""
    return list(SENTENCES)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The printed earthbend cards (exact Oracle text) and Dryad Arbor."""
    return [TomlCardSource.from_package("earthbend", "manastack_earthbend", "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_tag(EARTHBENT, "battlefield")  # told only as an earthbent land leaves (400.7)
def manastack_zone_changed(game: Game, old: GameObject, new: GameObject | None) -> None:
    """CR 400.7: a land that left the battlefield is a new object; the earthbend effect
    locked to the old one ends (:func:`manastack_earthbend.keyword.end_effect_of_departed_land`)."""
    import manastack_earthbend.keyword as keyword

    keyword.end_effect_of_departed_land(game, old, new)
