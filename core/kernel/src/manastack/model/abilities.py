"""Abilities: what a card's rules text becomes (CR 113, 602, 603, 604, 702).

Recognising Oracle text (``manastack_grammar.reader``) turns each line of a card into
one of these values. They are data: the kernel's services (casting, triggers,
layers) give them their meaning, and keyword plugins subclass
:class:`KeywordAbility` for their own keywords.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cached_property
from typing import TYPE_CHECKING, Any, final

from attrs import field, frozen

if TYPE_CHECKING:
    from manastack.model.cards import CardDef
    from manastack.model.continuous import StaticEffect
    from manastack.model.costs import Cost
    from manastack.model.effects import Instruction
    from manastack.model.filters import ObjectFilter, TargetSpec
    from manastack.model.mana import ManaCost, ManaRestriction
    from manastack.model.triggers import TriggerCondition


@frozen
class Ability:
    """Base of every ability; ``text`` is the Oracle text it was recognised from."""

    text: str = field(default="", kw_only=True, eq=False)


@frozen
class KeywordAbility(Ability):
    """A keyword ability (CR 702), named in lower case: ``"flying"``, ``"flashback"``.

    Keyword plugins subclass it to carry parameters (a flashback cost, an
    escalate cost). ``plugin`` names the plugin that recognised it.
    """

    keyword: str
    plugin: str = field(default="", kw_only=True, eq=False)

    def __str__(self) -> str:
        return self.text or self.keyword.capitalize()


@frozen
class Mode:
    """One mode of a spell or ability, or the whole effect of a non-modal one (CR 700.2).

    ``targets`` lists each instance of the word "target" (CR 115.1, 601.2c);
    ``instructions`` are done in order on resolution (CR 608.2c).
    """

    instructions: tuple[Instruction, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""


@frozen
class SpellAbility(Ability):
    """The effect of an instant or sorcery as it resolves (CR 113.3a).

    Non-modal spells have one mode. Modal spells ("Choose one or more —") list
    their modes with how many may be chosen (CR 700.2); ``repeatable``: "You may
    choose the same mode more than once" (CR 700.2d).
    """

    modes: tuple[Mode, ...]
    min_modes: int = 1
    max_modes: int = 1
    modal: bool = False
    repeatable: bool = False


@frozen
class ActivationRestriction:
    """"Activate only ..." (CR 602.5b): when an activated ability may be activated.

    ``kind``: ``"your_turn"`` ("Activate only during your turn"), ``"once"``
    ("Activate only once": an exhaust ability, 702.177a; once per object, 400.7),
    ``"once_each_turn"`` ("Activate only once each turn"), ``"loyalty"`` (a loyalty
    ability: no other loyalty ability of that permanent activated this turn, 606.3),
    ``"before_attackers"`` ("..., before attackers are declared": no declare attackers step
    has begun this turn, 508), ``"your_upkeep"`` ("Activate only during your upkeep": the
    upkeep step of the activating player's turn, 503), ``"declare_attackers_step"``
    ("during the declare attackers step", 508), ``"condition"`` ("Activate only if
    [condition]": ``condition`` asked of the game and the activating player as the ability
    is activated), ``"times_each_turn"`` ("Activate no more than twice each turn": at most
    ``times`` activations of it each turn), ``"source_condition"`` ("Activate only if this
    creature's power is 4 or greater": ``of_source`` asked of the game and the ability's
    source as it is activated), ``"either"`` ("Activate only if this land entered this turn
    or if you control a basic land": met if ``condition`` holds for the activating player or
    ``of_source`` for the source), ``"as_instant"`` ("Activate only as an instant": whenever
    its controller has priority, 602.2; a mana ability so limited is never activated while a
    cost is being paid, 605.3a, but by hand)."""

    kind: str
    text: str = ""
    times: int = 1
    condition: Callable[[Any, int], bool] | None = field(default=None, eq=False, repr=False)
    of_source: Callable[[Any, int], bool] | None = field(default=None, eq=False, repr=False)


@frozen
class ActivationCostReduction:
    """"This ability costs {1} less to activate for each [count]" (CR 602.2b, 601.2f): the
    ability's total cost is ``amount`` less for each one ``count`` counts (an Amount read
    with the activating player as "you" and the ability's source), as it is activated."""

    amount: ManaCost
    count: Any
    text: str = ""


@frozen
class EquipCostModifier:
    """"Equip abilities you activate cost {1} less to activate" (Éowyn, Lady of Rohan), "...
    that target ~ cost {2} less to activate" (Cloud, Planet's Champion): a static ability
    of a permanent lowering the total cost of the equip abilities (CR 702.6a) its controller
    activates, as that cost is determined (602.2b, 601.2f; generic mana only, 118.7a).
    ``targeting_source``: only an activation whose target, chosen first (601.2c), is that
    permanent."""

    amount: ManaCost
    targeting_source: bool = False
    text: str = ""


@frozen
class ActivatedAbility(Ability):
    """``[cost]: [effect]`` (CR 602). ``mana`` is set for mana abilities (CR 605):
    the colour options and amount they add. ``outputs``: a mana ability adding fixed mana
    of several types instead ("{1}, {T}: Add {W}{U}.", a filter land's "Add {W}{W},
    {W}{U}, or {U}{U}."): the outputs to choose among, each a string of mana types (see
    :func:`~manastack.model.mana.parse_mana_outputs`); such an ability is activated by
    hand, the payment solver doesn't use it. ``restrictions``: "Activate only ..."
    (602.5b) besides ``sorcery_speed``. ``zones``: the zones (:class:`Zone` values) the
    ability functions in (CR 113.6): the battlefield usually; the hand for cycling
    (702.29a, 113.6b and 113.6j: "Discard this card" can't be paid from the battlefield).
    ``any_player``: "Any player may activate this ability." (602.2: the object says
    otherwise than "only its controller"); the player who activates it controls it.
    ``mana_effect``: a mana ability whose ``effect`` instructions say what it adds, counted as
    it resolves at once ("Add an amount of {G} equal to ~'s power.", 605.1a, 605.3a); the
    payment solver uses it only when its one instruction is ``Instruction.foreseeable``."""

    cost: Cost
    effect: Mode
    mana: tuple[tuple[str, ...], int] | None = None
    sorcery_speed: bool = False
    restrictions: tuple[ActivationRestriction, ...] = field(default=(), kw_only=True)
    zones: tuple[str, ...] = field(default=("battlefield",), kw_only=True)
    outputs: tuple[str, ...] = field(default=(), kw_only=True)
    any_player: bool = field(default=False, kw_only=True)
    mana_effect: bool = field(default=False, kw_only=True)
    cost_reduction: ActivationCostReduction | None = field(default=None, kw_only=True)
    #: CR 106.6: "Spend this mana only ...": how the mana it adds may be spent (None: any way)
    mana_restriction: ManaRestriction | None = field(default=None, kw_only=True)

    @cached_property
    def is_mana_ability(self) -> bool:
        """Is it a mana ability (CR 605.1a): it produces mana and resolves at once? Read once
        per value: every priority asks it of each permanent's abilities."""
        return self.mana is not None or bool(self.outputs) or self.mana_effect

    @property
    def mana_choices(self) -> tuple[tuple[str, str], ...]:
        """What one activation of this mana ability may add, known before it is activated:
        pairs of the option its controller answers to its ``mana_output`` decision when it
        offers several (CR 605.3b, 106.1b: the options of ``engine.activation``) and the mana
        that option adds, one letter a unit (106.3). "Add {C}{C}.": ``(("C", "CC"),)``; "Add
        {U} or {R}.": ``(("U", "U"), ("R", "R"))``; "Add {W}{W}, {W}{U}, or {U}{U}.": each
        output twice. Empty for an ability whose mana is counted as it resolves
        (``mana_effect``, 608.2h) and for an ability that is no mana ability."""
        if self.mana is not None:
            colors, count = self.mana
            return tuple((c, c * count) for c in colors)
        return tuple((out, out) for out in self.outputs)

    @property
    def removes_all_counters(self) -> str | None:
        """The kind of "Remove all [kind] counters from ~" in its cost (CR 601.2h), or None."""
        for part in self.cost.parts:
            if getattr(part, "all_counters", False):  # a RemoveCountersCost (cost_parts)
                return str(getattr(part, "kind", ""))
        return None


@frozen
class ModalActivatedAbility(ActivatedAbility):
    """A modal activated ability: "[Cost]: Choose one —" and bullets (CR 700.2a).

    Its controller chooses the modes as it is activated, before X and targets (602.2b,
    601.2b); a mode whose targets can't be chosen can't be chosen (601.2c). ``effect`` holds
    only the text; the chosen modes become the effect of the ability on the stack."""

    modes: tuple[Mode, ...] = field(default=(), kw_only=True)
    min_modes: int = field(default=1, kw_only=True)
    max_modes: int = field(default=1, kw_only=True)


@frozen
class TriggeredAbility(Ability):
    """``When/Whenever/At [event], [effect]`` (CR 603). ``zones``: the zones (:class:`Zone`
    values) it functions in: the battlefield unless it says otherwise (113.6); suspend's
    triggers function in exile (702.62a, 113.6j)."""

    trigger: TriggerCondition
    effect: Mode
    optional: bool = False
    zones: tuple[str, ...] = field(default=("battlefield",), kw_only=True)
    #: "This ability triggers only once each turn." (CR 603.2, as 702.179d words it): it
    #: doesn't trigger again this turn for the same object (a new object starts afresh, 400.7)
    once_each_turn: bool = field(default=False, kw_only=True)


@frozen
class KeywordTrigger(TriggeredAbility):
    """The triggered ability a keyword represents besides itself (CR 702.147a: decayed
    means "This creature can't block" and "When this creature attacks, sacrifice it at end
    of combat"; 702.108a: prowess is the triggered ability "Whenever you cast a noncreature
    spell, this creature gets +1/+1 until end of turn"): it comes with the keyword and is
    lost with it ("loses decayed"); the object has the keyword while it has it
    (:func:`keyword_names`). ``plugin`` names the plugin that recognised it."""

    keyword: str = field(default="", kw_only=True)
    plugin: str = field(default="", kw_only=True, eq=False)


@frozen
class ModalTriggeredAbility(TriggeredAbility):
    """A modal triggered ability: "When ~ enters, choose one —" and bullets (CR 700.2b).

    Its controller chooses the modes as it is put on the stack, then their targets; if no
    mode is chosen, it is removed from the stack (603.3c). ``max_modes`` may be an amount
    computed then ("choose up to X, where X is ...")."""

    modes: tuple[Mode, ...] = field(default=(), kw_only=True)
    min_modes: int = field(default=1, kw_only=True)
    max_modes: int | Callable[[Any], int] = field(default=1, kw_only=True)


@frozen
class ChapterAbility(TriggeredAbility):
    """A Saga's chapter ability "{rN} — [Effect]" (CR 714.2b): "When one or more lore
    counters are put onto this Saga, if the number of lore counters on it was less than N
    and became at least N, [effect]"."""

    chapter: int = field(default=1, kw_only=True)


def final_chapter(abilities: Iterable[Ability]) -> int:
    """CR 714.2d: the greatest chapter number among chapter abilities (0 if none)."""
    return max((a.chapter for a in abilities if isinstance(a, ChapterAbility)), default=0)


#: CR 714.3a, 702.155: the keyword ability that changes how a Saga enters (with a chosen
#: number of lore counters, not one) and which of its chapters trigger that turn.
READ_AHEAD = "read ahead"


def reads_ahead(abilities: Iterable[Ability]) -> bool:
    """CR 714.3a: has the Saga the read ahead ability?"""
    return any(isinstance(a, KeywordAbility) and a.keyword == READ_AHEAD for a in abilities)


@frozen
class StaticAbility(Ability):
    """A static ability (CR 604): continuous effects while its object is on the battlefield."""

    effects: tuple[StaticEffect | Any, ...] = ()  # StaticEffect, or rule statics (CostModifier)
    zones: tuple[str, ...] = ("battlefield",)
    #: may one of its effects give objects an "enters with" ability ("Other artifact
    #: creatures you control have modular 1", CR 614.12)? Worked out once, as it is built
    grants_enters_with: bool = field(init=False, eq=False, repr=False)
    #: the keywords one of its effects may give objects ("Creatures you control have riot",
    #: CR 613.1f), worked out once, as it is built
    grants_keywords: frozenset[str] = field(init=False, eq=False, repr=False)
    #: has it an effect with parts (a ``StaticEffect``, CR 611.3: what a layer pass applies),
    #: not only rule statics (cost modifiers, prohibitions), worked out once, as it is built
    makes_effects: bool = field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        # an effect's parts adding abilities (AddAbilities); read by name: no import cycle
        granted = [a for effect in self.effects for part in getattr(effect, "parts", ())
                   for a in getattr(part, "abilities", ())]
        object.__setattr__(self, "makes_effects",
                           any(hasattr(effect, "parts") for effect in self.effects))
        object.__setattr__(self, "grants_enters_with",
                           any(isinstance(a, EntersWith) for a in granted))
        object.__setattr__(self, "grants_keywords", frozenset(
            a.keyword for a in granted if isinstance(a, KeywordAbility)))


@frozen
class EntersWith(Ability):
    """"[This] enters with N [kind] counters on it" / "enters tapped" (CR 614.1c-d).

    ``unless(game, move)``: when given and true as the object would enter, the
    replacement doesn't apply ("enters tapped unless you control a basic land").
    ``x_counters``: kinds it enters with X counters of ("enters with X +1/+1 counters on
    it"), X being the value chosen for the spell it was (CR 107.3m), else 0.
    ``per(game, move)``: when given, "... for each [thing]": each of ``counters`` is that
    many times its number as the object would enter (CR 107.3c, 614.1c); none for 0.
    ``rule``: the rule the explain log cites as it applies, a keyword's own when the
    replacement is what the keyword means ("bloodthirst", 702.54a), else 614.1c.
    ``unless_paid``: "As ~ enters, you may pay 2 life. If you don't, it enters tapped": the
    player it would enter under the control of may pay that cost as it would enter (614.12,
    119.4); if they do, the replacement does nothing.
    """

    counters: tuple[tuple[str, int], ...] = ()
    tapped: bool = False
    x_counters: tuple[str, ...] = ()
    unless: Callable[[Any, Any], bool] | None = field(default=None, eq=False, kw_only=True)
    unless_paid: Cost | None = field(default=None, kw_only=True)

    @property
    def optional(self) -> bool:
        """Whether it says a "you may" of its own: the payment that spares it (CR 614.12)."""
        return self.unless_paid is not None
    per: Callable[[Any, Any], int] | None = field(default=None, eq=False, kw_only=True)
    rule: str = field(default="614.1c", kw_only=True)


@frozen
class EntersChoosingName(Ability):
    """"As ~ enters, choose a [nonland] card name" (Meddling Mage, Pithing Needle): a
    replacement effect of the permanent itself as it enters (CR 614.1c, 614.12): the player it
    would enter under the control of chooses the name of a card of the Oracle card reference
    (201.4; ``not_types``: card types excluded, "nonland", 201.4a), kept on the permanent
    (tag ``chosen name``) for its abilities that say "the chosen name"."""

    not_types: tuple[str, ...] = ()


@frozen
class EntersChoosingQuality(Ability):
    """"As ~ enters, choose a creature type." (Door of Destinies), "As ~ enters, choose a
    color." (Utopia Sprawl): a replacement effect of the permanent itself as it enters (CR
    614.1c, 614.12): the player it would enter under the control of chooses one creature type
    (205.3m) or one of the five colors (105.4), kept on the permanent (tag ``chosen type`` /
    ``chosen color``) for its abilities that say "of the chosen type / color".
    ``quality``: ``"creature type"`` or ``"color"``. ``other_than``: the colors (letters of
    WUBRG) a "choose a color other than red" (the Thriving lands) leaves out of the choice."""

    quality: str = "creature type"
    other_than: tuple[str, ...] = ()


@frozen
class EntersAsCopy(Ability):
    """"You may have this creature enter as a copy of any creature on the battlefield"
    (Clone; CR 614.1c, 707.5): a replacement effect of the permanent itself as it enters.

    The player it would enter under the control of chooses a permanent fitting ``filter``
    (seen by that player) before it enters (614.12a), or none (``optional``: "you may");
    it enters as a copy of that permanent's copiable values (707.2, 707.3), ``modify``
    applying the exceptions of the copy effect (707.9a-b)."""

    filter: ObjectFilter
    modify: Callable[[Any], Any] | None = field(default=None, eq=False, kw_only=True)
    optional: bool = field(default=True, kw_only=True)


@frozen
class OpeningHandAbility(Ability):
    """"If this card is in your opening hand, you may begin the game with it on the
    battlefield" (CR 103.6, 103.6a): an action its owner may take with it from the opening
    hand once the opening hands are drawn; it does nothing anywhere else. ``optional``: the
    player is asked (the game start asks "may")."""

    optional: bool = True


@frozen
class DeckConstructionAbility(Ability):
    """"A deck can have any number of cards named ~" (Relentless Rats), "A deck can have up
    to seven cards named ~" (Seven Dwarves): it modifies the rules for deck construction
    (CR 100.2a's four copies) and functions before the game begins (113.6n); it does
    nothing in a game. ``most``: how many copies a deck can have, ``None`` for any number."""

    most: int | None = None


@frozen
class TriggeredManaAbility(Ability):
    """"Whenever you tap a [filter] for mana, add an additional [mana]" (CR 605.1b, 106.12).

    A triggered mana ability doesn't use the stack: it resolves right after the
    mana ability that triggered it (605.4a). ``adds`` lists the colours added.
    ``any_player``: "Whenever a player taps a land for mana, that player adds ...": any
    player's tapping triggers it, the mana going to that player (605.1b). ``choice``: what
    is added instead of ``adds``: ``"color"`` one mana of any colour (105.1, 106.1b),
    ``"produced"`` one mana of any type that land produced (106.12a), ``"chosen color"`` one
    mana of the color chosen as the source entered (105.4, 614.12). ``amount``: how many
    mana of a ``choice`` it adds, each unit's type chosen on its own ("two mana in any
    combination of colors", 106.1b).
    """

    filter: ObjectFilter
    adds: tuple[str, ...]
    any_player: bool = False
    choice: str = ""
    amount: int = 1


@frozen
class AdditionalCostAbility(Ability):
    """"As an additional cost to cast this spell, [cost]" (CR 601.2b, 118.8).

    ``alternatives``: "[cost] or [cost]", the caster chooses one of them as they announce the
    spell (601.2b) and pays it with the total cost (601.2f-h); ``cost`` is then the first."""

    cost: Cost
    alternatives: tuple[Cost, ...] = ()

    def choices(self) -> tuple[Cost, ...]:
        """The costs the caster may choose among: ``cost`` alone unless it gives a choice."""
        return self.alternatives or (self.cost,)


@final  # permissions._printed_alternatives looks for this exact type
@frozen
class PrintedAlternativeCost(Ability):
    """"[If condition,] you may [cost] rather than pay this spell's mana cost" (CR 118.9):
    the card may be cast from its owner's hand paying ``cost`` instead of its mana cost
    (601.2b; additional costs still apply, 601.2f; never with another alternative cost,
    118.9a). ``condition(game, player, card)``, when given, is asked as the permissions are
    listed: none while it is false ("If you control a Plains"). ``optional``: the caster
    chooses whether to pay it (601.2b: "you may"). ``without_paying``: "you may cast this
    spell without paying its mana cost" (118.9, nothing paid for the mana cost)."""

    cost: Cost
    optional: bool = True
    without_paying: bool = False
    condition: Callable[[Any, int, int], bool] | None = field(default=None, eq=False,
                                                              repr=False)


#: The name of the permission "cast as though it had flash if you pay {N} more" gives.
FLASH_FOR_MORE = "as though it had flash"


@final  # permissions._printed_alternatives looks for this exact type
@frozen
class FlashForMore(Ability):
    """"You may cast this spell as though it had flash if you pay {2} more to cast it." (Rout):
    the card may be cast from its owner's hand any time its owner could cast an instant
    (CR 702.8a, 609.4) with ``amount`` added to its total cost (601.2f); cast so, it is cast
    with the permission :data:`FLASH_FOR_MORE`."""

    amount: ManaCost


@frozen
class CastRestriction(Ability):
    """"Cast this spell only [when]" (CR 601.3, 113.6e): the card can begin to be cast only
    while each of ``restrictions`` holds, phrases shared with "Activate only ..." (602.5b):
    ``"your_turn"``, ``"your_upkeep"``, ``"before_attackers"``, ``"declare_attackers_step"``
    and ``"condition"`` (asked of the casting player)."""

    restrictions: tuple[ActivationRestriction, ...]


@frozen
class SpellRule(Ability):
    """A rule about the spell itself: "This spell can't be countered." (CR 101.2); rule
    ``"x_mana"``: "Spend only black mana on X." (CR 106.6, 107.3a), each unit of X paid as
    the one symbol ``mana`` ("{B}", "{B/R}" for "black and/or red mana")."""

    rule: str
    mana: str = field(default="", kw_only=True)


CardScript = Callable[["CardDef", Any], Iterable[Ability]]
"""A per-card script: ``(card definition, rules) -> abilities`` (``manastack_register_card_scripts``)."""


def keyword_names(abilities: Iterable[Ability]) -> frozenset[str]:
    """The keyword names among ``abilities`` (for O(1) ``has_keyword`` queries): keyword
    abilities, and triggered abilities that are a keyword (CR 702.108a prowess)."""
    return frozenset(a.keyword for a in abilities
                     if isinstance(a, KeywordAbility)
                     or (isinstance(a, KeywordTrigger) and a.keyword))


@frozen
class EquipAbility(ActivatedAbility):
    """"Equip [cost]" (CR 702.6a): "[Cost]: Attach this permanent to target creature you
    control. Activate only as a sorcery." ``keyword`` names it like a keyword ability."""

    keyword: str = field(default="equip", kw_only=True)
    plugin: str = field(default="core", kw_only=True, eq=False)


@frozen
class EnchantAbility(KeywordAbility):
    """"Enchant [object]" (CR 702.5): what an Aura spell targets and may be attached to."""

    enchant: TargetSpec = field(kw_only=True)
