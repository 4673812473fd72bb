"""The builder: what a sentence rule's ``build`` receives besides its match.

A :class:`Builder` holds the ability being read (its targets, what "it" and "that
player" mean, the trace of the rules that read its sentences) and reads phrases and
clauses for the rule: ``b.ref(...)``, ``b.filter(...)``, ``b.amount(...)``,
``b.effect(...)``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

import attrs
from attrs import define, field

from manastack.api import (
    Amount,
    AttachTo,
    CreateToken,
    Draw,
    EventRef,
    ExiledWith,
    Fight,
    Instruction,
    ItRef,
    LookedRef,
    ObjectFilter,
    Ref,
    Repeat,
    SourceRef,
    TargetRef,
    TargetSpec,
)
from manastack_grammar.matching import effect_instructions
from manastack_grammar.phrases.filters import parse_filter
from manastack_grammar.phrases.numbers import parse_amount
from manastack_grammar.phrases.references import made_tokens, parse_ref
from manastack_grammar.registration import NotUnderstood, SentenceRule, kernel_sentences
from manastack_grammar.results import SentenceReport
from manastack_grammar.ruleset import grammar_of

if TYPE_CHECKING:
    from manastack.api import Rules


#: "that creature", "that creature's controller": a demonstrative naming a creature (CR 608.2c)
_THAT_CREATURE = re.compile(r"that creature(?:'s\b|$)")

#: the phrases that may name the one card just drawn (CR 121.1): "it", "that card"
_A_CARD = re.compile(r"(?:it|that card)(?:'s\b|$)")

#: the phrases naming one object: never several tokens just created (CR 111.1)
_ONE_OBJECT = re.compile(r"(?:it|that token|that creature)(?:'s\b|$)")

#: the phrases naming cards: never tokens, which aren't cards (CR 108.2b, 111.1)
_CARDS = re.compile(r"(?:that|those|the exiled) cards?(?:'s\b|$)")

#: "another target creature", "up to one other target creature", "any other target" (CR 115.3)
_ANOTHER_TARGET = re.compile(r"\b(?:another|other) target\b|^any other target$")

#: What :meth:`Builder.snapshot` returns and :meth:`Builder.restore` takes.
Snapshot = tuple[int, int, int, Ref | None, Ref | None, Ref | None, str | None,
                 Instruction | None, int]


@define
class Builder:
    """What a sentence rule's ``build`` gets besides its match: the ability being built.

    ``target(spec)`` registers an instance of "target" (CR 115.1) and returns
    the reference to use in instructions; ``ref(phrase)`` reads "target
    creature", "each opponent", "it"...; ``effect(text)`` recognises a clause
    as effect instructions (for rules built of smaller sentences); ``amount``
    reads numbers, X and "that many". ``card`` is the card's name.

    ``it`` is what "it"/"that creature" means in the next sentence: the object
    reference of the previous instruction, or the objects it moved (a new
    object after a zone change, CR 400.7). ``that_player`` is the same for
    "that player"/"they".

    ``source_zone`` is the zone the text names the source in ("return ~ from your
    graveyard to your hand"): an activated ability saying so functions there (CR 113.6m);
    only read where ``zone_named`` allows it (the effect of an activated ability).

    ``it_source`` says an "it" with nothing before it in the effect means the source (the
    effect of an activated ability of a permanent, CR 113.7, 602.1); ``unbound`` lists the
    phrases read as :class:`~manastack.api.ItRef` with no antecedent in the builder (the
    reader's cross-check refuses an ability with one that has nothing to refer to);
    ``where_subject`` is filled in with the subject of a sentence ending ", where X is its
    power" once it is read (the "its" of such an ability's first sentence).

    ``linked_exile`` says another ability printed on the card exiles cards, so "the exiled
    card" with nothing before it means the cards that ability exiled (CR 607.2a).

    ``cost_sacrifice`` says the ability's cost, or the spell's additional cost, sacrifices
    one creature: "the sacrificed creature" then means it (CR 601.2h, 602.2b).

    ``attack_trigger`` says the effect being read is that of a triggered ability whose every
    event is a creature attacking: "target ... defending player controls" then means the
    player that creature attacked, fixed by the event (CR 508.5). ``unblocked_trigger`` says
    every event is a creature attacking and not blocked (509.3g), or the source itself
    becoming blocked (509.3c): "defending player" then means the player it attacks (508.5);
    both allow that player reference.

    ``left_trigger`` says the same of a triggered ability whose every event is the source
    itself leaving the battlefield ("When ~ dies"): "its" then means the source as it last
    existed there (CR 603.10a, 608.2h), not the card it became.
    """

    card: str
    rules: Rules | None = None
    targets: list[TargetSpec] = field(factory=list)
    is_permanent: bool = False
    #: Reading an activated ability whose cost has X: "X target ..." is the X announced as it
    #: is activated, before its targets are chosen (CR 602.2b, 601.2b-c).
    activation_x: bool = False
    missing: list[tuple[str, str]] = field(factory=list)
    trace: list[SentenceReport] = field(factory=list)
    it: Ref | None = None
    #: The card looked at ("it" after "look at the top card") was moved by an earlier
    #: sentence: a later "it" / "that creature" would be a new object (CR 400.7), unmodelled
    looked_moved: bool = False
    that_player: Ref | None = None
    subject: Ref | None = None
    last: Instruction | None = None
    #: the action a reflexive "When you do, ..." follows ("you may sacrifice another creature"):
    #: its "that creature" (CR 603.12, 608.2h)
    reflexive_after: Instruction | None = None
    #: the ``Choose`` "choose one of them" built among the top cards just exiled (CR 608.2c)
    exile_choice: Instruction | None = None
    depth: int = 0
    source_zone: str | None = None
    zone_named: bool = False
    grammar: Sequence[SentenceRule] | None = None  # only these rules (tools, tests)
    it_source: bool = False
    sourced_it: bool = False
    where_subject: list[Ref] | None = None
    unbound: list[str] = field(factory=list)
    linked_exile: bool = False
    attack_trigger: bool = False
    #: "that vehicle" when every event is a creature crewing a Vehicle (CR 702.122b), "that
    #: mount" saddling a Mount (702.171c), "that mount or vehicle" either one; "" otherwise
    crewed_ref: str = ""
    #: every event is a permanent tapped for mana: "that land" is it (CR 106.12, 603.7c)
    tapped_for_mana_trigger: bool = False
    #: every event is a land entering ("Whenever a land you control enters"): "that land" is
    #: the land of the event (CR 603.2, 603.7c), whatever the instructions before acted on
    land_enters_trigger: bool = False
    unblocked_trigger: bool = False
    left_trigger: bool = False
    cast_trigger: bool = False  # every event of the trigger is a spell being cast (CR 601.2i)
    #: every event of the trigger is an ability being activated: "that ability" (CR 603.7c)
    activate_trigger: bool = False
    #: the trigger's event is a player attacking ("Whenever a player attacks enchanted player
    #: ..."): "that attacking player" is that player (CR 508.3e, 603.7c)
    attacking_player_trigger: bool = False
    target_trigger: bool = False  # every event of the trigger is becoming a target (CR 115.1)
    damage_trigger: bool = False  # every event of the trigger is damage dealt (CR 120.3)
    #: every event of the trigger is the source's own, on the battlefield ("When ~ enters",
    #: "Whenever ~ blocks"): "it" first in the effect is the source itself (CR 603.2, 113.7)
    self_trigger: bool = False
    #: every event of the trigger is an object of a kind entering, dying, attacking ...
    #: ("Whenever a creature you control enters", "Whenever ~ or another Kavu you control
    #: enters"): a leading "it" is that object, not the source (CR 603.2, 603.7c)
    object_event_trigger: bool = False
    #: the trigger's event is that of the permanent ~ is attached to ("Whenever equipped
    #: creature attacks"): a leading "it deals" is that permanent dealing it (CR 603.2, 301.5)
    attached_trigger: bool = False
    #: every event of the trigger is what ~ (an Aura) enchants leaving the battlefield and
    #: the effect returns ~: "~" is the card ~ became in its owner's graveyard (CR 400.7f)
    aura_left: bool = False
    #: every event of the trigger is ~ itself leaving the battlefield and each "~" of the effect
    #: is a card it moves ("return ~ to its owner's hand"): the card ~ became (CR 400.7e)
    self_left: bool = False
    #: the zones a triggered ability functions in when its event says so rather than the
    #: battlefield (CR 113.6; "When you cycle ~" from where the card went, 702.29c)
    trigger_zones: tuple[str, ...] | None = None
    cost_sacrifice: bool = False
    cost_sacrifice_artifact: bool = False  # "Sacrifice an artifact: ..." (CR 602.2b)
    #: the kind of "Remove all [kind] counters from ~" in the ability's cost: what "[kind]
    #: counters removed this way" counts (CR 601.2h, 107.3c)
    removed_kind: str | None = None
    #: what "that many" in the effect counts when the trigger condition names a number of
    #: objects ("you attack with one or more other creatures with flying", CR 603.7c)
    that_many: Amount | None = None
    spell_effect: bool = False  # the line read is an instant's or sorcery's effect (CR 601.2c)
    #: the triggered ability's leading "you may" was read as its optional choice (CR 603.5):
    #: the effect's first sentence is then optional though nothing built says so
    optional_effect: bool = False
    #: the sentence an "instead" sentence is replacing is the effect's first (CR 608.2c), set
    #: as the replacement is applied
    amending_first: bool = False

    def target(self, spec: TargetSpec) -> TargetRef:
        """A reference to a new target of the ability for ``spec`` (CR 115.1), checking "another
        target" (115.3)."""
        if _ANOTHER_TARGET.search(spec.text.lower()) and any(
                t.objects is not None or spec.objects is None for t in self.targets):
            # CR 115.3, 601.2c: "another target" after earlier instances of "target" that may
            # take the same kind of thing means none of their choices; the source itself may
            # then be chosen (it is not what "another" is set against)
            objects = spec.objects
            if objects is not None:
                objects = attrs.evolve(objects, other=False)
            spec = attrs.evolve(spec, objects=objects, other_than_previous=len(self.targets))
        self.targets.append(spec)
        return TargetRef(len(self.targets) - 1)

    def ref(self, phrase: str) -> Ref:
        """An object/player phrase: "target creature", "each opponent", "it", "~"..."""
        ref = parse_ref(phrase, self)
        if self.subject is None:
            self.subject = ref
        return ref

    def antecedent(self, phrase: str = "it") -> Ref:
        """What "it"/"that creature" (``phrase``) refers to: the object the previous
        instruction acted on; before any instruction in the effect of an activated ability of
        a permanent, the source (CR 113.7: the object the ability belongs to); otherwise
        :class:`~manastack.api.ItRef` (in a triggered ability, what its event is about, 603.2),
        noted in ``unbound``."""
        host = self.attached_host(phrase)
        if host is not None:
            return host
        last = self.last
        if self.it is None or self.it == ItRef():
            # "it" would be what the instruction just before acted on (CR 608.2c)
            if isinstance(last, Fight):
                return self.fought(last, phrase)
            if made_tokens(last):
                assert isinstance(last, (CreateToken, Repeat))
                named = self.not_the_tokens(last, phrase)
                if named is not None:
                    return named
        if self.it is not None:
            if self.looked_moved and isinstance(self.it, LookedRef):
                raise NotUnderstood(phrase)  # the looked-at card moved: a new object (400.7)
            return self.it
        # "that land", "that creature": a demonstrative names an earlier noun, never the source
        if self.it_source and self.last is None and phrase == "it":
            self.sourced_it = True
            return SourceRef()
        if isinstance(last, Draw) and (last.amount != 1 or not _A_CARD.match(phrase.lower())):
            # CR 121.1, 608.2c: after a draw, "it" is the one card drawn; "those creatures"
            # (Inspiring Call) or "its" after several cards drawn (Momentous Fall) name a noun
            # of the sentence before, not the cards drawn: not read
            raise NotUnderstood(phrase)
        self.unbound.append(phrase)
        return ItRef()

    def attached_host(self, phrase: str) -> Ref | None:
        """What "that creature" (``phrase``) names right after "attach it to target creature
        ...": the creature attached to, not the Aura or Equipment attached ("it" stays that);
        None after any other instruction or for another phrase. It is the target, whether or
        not the attachment happened (701.3b); a target that became illegal is affected by
        neither (608.2b: :class:`~manastack.api.TargetRef` skips it), none chosen for "up to
        one" neither."""
        last = self.last
        if not isinstance(last, AttachTo) or not _THAT_CREATURE.match(phrase):
            return None
        to = last.to
        if isinstance(to, TargetRef) and to.index < len(self.targets):
            onto = self.targets[to.index].objects
            if onto is not None and "Creature" in onto.types:
                # CR 608.2c: "That creature" names the creature of "target creature", not the
                # Equipment "it" (Coral Sword, Hunter's Bow)
                return to
        raise NotUnderstood(phrase)  # CR 608.2c: attached to no creature the words name

    def fought(self, last: Fight, phrase: str) -> Ref:
        """What "that creature" (``phrase``) names right after "[A] fights target creature
        ...": the creature fought, the one the words named last (CR 701.14a, 608.2c: Mawloc's
        "If that creature would die this turn, exile it instead"), not the fighter "it".
        Any other phrase there is not read: a fight acts on both creatures."""
        second = last.second
        if _THAT_CREATURE.match(phrase.lower()) and isinstance(second, TargetRef) and \
                second.index < len(self.targets):
            onto = self.targets[second.index].objects
            if onto is not None and "Creature" in onto.types:
                return second
        raise NotUnderstood(phrase)

    def not_the_tokens(self, last: CreateToken | Repeat, phrase: str) -> Ref | None:
        """What ``phrase`` names right after "create [tokens]" (or "investigate X times") when
        the words can't mean the tokens: "that card" (a token isn't a card, CR 108.2b, 111.1:
        Wight's "create a ... Zombie creature token and exile that card", the card of the
        trigger's event, 603.7c); "the exiled cards" of a spell (Disorder in the Court's
        "Exile X target creatures, then investigate X times. Return the exiled cards ...":
        the cards the spell exiled, still in exile, 406.2, 608.2c); a singular "it" after
        several tokens (Rolling Hamsphere's "create three ... Hamster creature tokens, then it
        deals X damage": the source, 113.7, 603.2). None when the phrase may mean the tokens;
        not read when it names nothing else surely."""
        low = phrase.lower()
        if _CARDS.match(low):
            if low.startswith("that card") and self.object_event_trigger:
                return EventRef("obj")
            if low.startswith("the exiled card") and self.spell_effect:
                return ExiledWith()  # a spell is one object: what it exiled (406.2)
            raise NotUnderstood(phrase)
        if isinstance(last, Repeat):
            several = last.times != 1
        else:
            several = last.count != 1 or last.each_attached or last.attack_each is not None
        if not several or not _ONE_OBJECT.match(low):
            return None
        if low == "it" and (self.self_trigger or self.it_source):
            self.sourced_it = self.sourced_it or self.it_source
            return SourceRef()
        raise NotUnderstood(phrase)

    def filter(self, phrase: str) -> ObjectFilter:
        """The object filter a phrase means ("nonblack creature")."""
        return parse_filter(phrase)

    def amount(self, phrase: str) -> Amount:
        """The amount a phrase means (a number, X, "the number of ...")."""
        return parse_amount(phrase, self)

    def effect(self, text: str, *, atomic: bool = False) -> list[Instruction]:
        """Recognise ``text`` as effect sentences; ``atomic``: no composite rule."""
        return effect_instructions(text, self, atomic=atomic)

    @property
    def sentence_rules(self) -> Sequence[SentenceRule]:
        """The sentence rules this builder reads nested sentences with."""
        if self.grammar is not None:
            return self.grammar
        if self.rules is not None:
            return grammar_of(self.rules).sentence_rules
        return sorted(kernel_sentences(), key=lambda r: -r.priority)

    def snapshot(self) -> Snapshot:
        """What ``restore`` needs to undo a failed attempt at reading a phrase."""
        return (len(self.targets), len(self.trace), len(self.missing), self.it,
                self.that_player, self.subject, self.source_zone, self.last, len(self.unbound))

    def restore(self, snap: Snapshot) -> None:
        """Undo what was built since ``snap`` (``snapshot``): targets, trace, missing words,
        references, the zone named for the source, the last instruction, unbound "it"s."""
        del self.targets[snap[0]:]
        del self.trace[snap[1]:]
        del self.missing[snap[2]:]
        self.it, self.that_player, self.subject = snap[3], snap[4], snap[5]
        self.source_zone = snap[6]
        self.last = snap[7]
        del self.unbound[snap[8]:]
