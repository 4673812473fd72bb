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
    Instruction,
    ObjectFilter,
    Ref,
    TargetRef,
    TargetSpec,
)
from manastack_grammar.matching import effect_instructions
from manastack_grammar.phrases.filters import parse_filter
from manastack_grammar.phrases.numbers import parse_amount
from manastack_grammar.phrases.references import parse_ref
from manastack_grammar.registration import SentenceRule, kernel_sentences
from manastack_grammar.results import SentenceReport
from manastack_grammar.ruleset import grammar_of

if TYPE_CHECKING:
    from manastack.api import Rules


#: "another target creature", "up to one other target creature", "any other target" (CR 115.3)
_ANOTHER_TARGET = re.compile(r"\b(?:another|other) target\b|^any other target$")


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
    """

    card: str
    rules: Rules | None = None
    targets: list[TargetSpec] = field(factory=list)
    is_permanent: bool = False
    missing: list[tuple[str, str]] = field(factory=list)
    trace: list[SentenceReport] = field(factory=list)
    it: Ref | None = None
    that_player: Ref | None = None
    subject: Ref | None = None
    last: Instruction | None = None
    depth: int = 0
    source_zone: str | None = None
    zone_named: bool = False
    grammar: Sequence[SentenceRule] | None = None  # only these rules (tools, tests)

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

    def snapshot(self) -> tuple[int, int, int, Ref | None, Ref | None, Ref | None, str | None]:
        """What ``restore`` needs to undo a failed attempt at reading a phrase."""
        return (len(self.targets), len(self.trace), len(self.missing), self.it,
                self.that_player, self.subject, self.source_zone)

    def restore(self, snap: tuple[int, int, int, Ref | None, Ref | None,
                                  Ref | None, str | None]) -> None:
        """Undo what was built since ``snap`` (``snapshot``): targets, trace, missing words,
        references, the zone named for the source."""
        del self.targets[snap[0]:]
        del self.trace[snap[1]:]
        del self.missing[snap[2]:]
        self.it, self.that_player, self.subject = snap[3], snap[4], snap[5]
        self.source_zone = snap[6]
