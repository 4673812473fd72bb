"""manastack plugin: kicker (CR 702.33), written only against the public hooks.

CR 702.33a: "Kicker [cost]" means "You may pay an additional [cost] as you cast this
spell." CR 702.33d: a spell is "kicked" if its controller declared the intention to
pay any or all of its kicker costs (601.2b); objects with kicker have additional
abilities that say what happens if it was kicked.

The plugin is:

- two keyword lines, read with the card reader's cost grammar: "Kicker {4}",
  "Kicker—Sacrifice a creature.", "Kicker {1}{B} and/or {R}" (702.33b, two kicker
  costs) and "Multikicker {1}{G}" (702.33c);
- ``manastack_additional_costs``: one optional :class:`~manastack.api.AdditionalCost`
  named ``"kicker"`` per kicker cost (601.2b, asked before targets; 601.2f adds it to
  the total cost; 118.8d, 202.3: never to the mana value). A copy of a kicked spell is
  kicked (707.10: the kernel copies the additional costs chosen);
- the sentences of kicked objects (``manastack_register_sentences``): "If this spell
  was kicked, [effect]" / "... [effect] instead" on instants and sorceries, "When this
  creature enters, if it was kicked, [effect]" (an intervening "if", 603.4) and "If this
  creature was kicked, it enters with N +1/+1 counters on it" (614.1c). A permanent
  remembers the spell it was (``GameObject.tags["cast"]``), so "it was kicked" is
  read there; the permanent it becomes after leaving the battlefield is a new object
  (400.7), never kicked.

This entry module is light (docs/plugin-guide.rst, "Keep the entry module light"):
the registrations, their builds named with ``deferred``, and one-line hook
implementations; the abilities and the work live in :mod:`manastack_kicker.keyword`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, names_from, reads_keyword, reads_move
from manastack_grammar.api import NUMBER, KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, CardSource, Game, Replacement, Spell, ZoneMove
    from manastack_kicker.keyword import *  # noqa: F403 (the names handed out below)
else:  # KickerAbility, kicked_times... from the keyword module, imported on first use
    __getattr__ = names_from(__name__, "manastack_kicker.keyword")

#: Kicker needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "kicker"
#: The name of the additional cost: ``spell.paid_additional("kicker")``, ``pay={"kicker": True}``.
COST_NAME = "kicker"

_KEYWORD_MODULE = "manastack_kicker.keyword"

#: "Kicker {4}", "Kicker—{2}{R}, Sacrifice a land.", "Kicker {1}{B} and/or {R}" (702.33a-b).
KEYWORD = KeywordDef(
    name="kicker",
    pattern=r"kicker(?:\s*[—-]\s*|\s+)(?P<cost>.+?)\.?",
    build=deferred(_KEYWORD_MODULE, "_build"),  # None for a cost it can't read: never guessed
    rule="702.33a",
    reminder="You may pay an additional [cost] as you cast this spell.",
)

#: "Multikicker {1}{G}" (702.33c): the kicker cost may be paid any number of times.
MULTIKICKER = KeywordDef(
    name="multikicker",
    pattern=r"multikicker(?:\s*[—-]\s*|\s+)(?P<cost>.+?)\.?",
    build=deferred(_KEYWORD_MODULE, "_build_multi"),
    rule="702.33c",
    reminder="You may pay an additional [cost] any number of times as you cast this spell.",
)

_SELF = r"(?:~|it|this spell|he|she)"
#: "if it was kicked", "... kicked twice" (702.33e), "... kicked with its {R} kicker" (702.33b)
_KICKED = (rf"if {_SELF} was kicked(?: (?P<twice>twice)|"
           r" with its (?P<which>(?:\{[^}]+\})+) kicker)?")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.33: the keyword lines "Kicker [cost]" and "Multikicker [cost]"."""
    return [KEYWORD, MULTIKICKER]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The kicker cards this package's tests use, Oracle text verbatim."""
    return [TomlCardSource.from_package(PLUGIN, "manastack_kicker", "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """The sentences that ask whether an object was kicked (702.33d, 603.4, 614.1c)."""
    return [
        # "If this spell was kicked, [effect]" / "..., [effect] instead" (608.2c); tried
        # before the reader's "if"/"instead" rules, whose conditions don't include kicking
        SentenceRule(name="if this spell was kicked",
                     pattern=rf"(?:then )?{_KICKED}, (?P<rest>.+)",
                     build=deferred(_KEYWORD_MODULE, "_if_kicked"), priority=5, plugin=PLUGIN),
        # "When this creature enters, if it was kicked, [effect]" (603.4)
        SentenceRule(name="when it enters, if it was kicked",
                     pattern=rf"when ~ enters, (?P<clause>{_KICKED}), (?P<effect>.+)",
                     build=deferred(_KEYWORD_MODULE, "_enters_if_kicked"), kind="ability",
                     plugin=PLUGIN),
        # "If this creature was kicked, it enters with two +1/+1 counters on it" (614.1c)
        SentenceRule(name="enters with counters if kicked",
                     pattern=rf"if {_SELF} was kicked, {_SELF} enters with (?P<n>{NUMBER}) "
                             r"(?P<kind>[+-]1/[+-]1|\w+) counters? on (?:it|him|her)",
                     build=deferred(_KEYWORD_MODULE, "_enters_with_if_kicked"), kind="ability",
                     plugin=PLUGIN),
        # "This creature enters with a +1/+1 counter on it for each time it was kicked" (702.33c)
        SentenceRule(name="enters with counters for each time it was kicked",
                     pattern=rf"~ enters with (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|\w+) "
                             rf"counters? on (?:it|him|her) for each time {_SELF} was kicked",
                     build=deferred(_KEYWORD_MODULE, "_enters_with_per_kick"), kind="ability",
                     plugin=PLUGIN),
        # "Whenever you cast a kicked spell" (702.33d, 601.2i): the spell as it becomes cast
        SentenceRule(name="you cast a kicked spell", pattern=r"you cast a kicked spell",
                     build=deferred(_KEYWORD_MODULE, "_you_cast_kicked"), kind="trigger",
                     plugin=PLUGIN),
        # "... for each time it was kicked" as an amount ("create a token for each time it was
        # kicked", "you gain 2 life for each time it was kicked"; 702.33c, 107.3c)
        SentenceRule(name="times it was kicked", pattern=rf"times? {_SELF} was kicked",
                     build=deferred(_KEYWORD_MODULE, "_times_kicked"), kind="count",
                     plugin=PLUGIN),
    ]


@hookimpl
@reads_keyword("kicker", "stack")
@reads_keyword("multikicker", "stack")
def manastack_additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.33a-c, 601.2b: the kicker costs, which the caster may choose to pay
    (:func:`manastack_kicker.keyword.additional_costs`)."""
    import manastack_kicker.keyword as keyword

    return keyword.additional_costs(game, spell)


@hookimpl
@reads_keyword("kicker", "stack")
@reads_keyword("multikicker", "stack")
def manastack_spell_cast(game: Game, spell: Spell) -> None:
    """CR 702.33d: the log says that the spell is kicked
    (:func:`manastack_kicker.keyword.spell_cast`)."""
    import manastack_kicker.keyword as keyword

    keyword.spell_cast(game, spell)


@hookimpl
@reads_move("stack", "battlefield")  # CR 702.33d: only a spell entering the battlefield
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.33d, 614.1c: a kicked permanent spell enters with its "if it was kicked"
    counters (:func:`manastack_kicker.keyword.replace_zone_change`)."""
    import manastack_kicker.keyword as keyword

    return keyword.replace_zone_change(game, move)
