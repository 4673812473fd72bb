"""What reading a sentence gives, and the trace ``manastack explain`` prints.

:data:`SentenceResult` is what a sentence rule's ``build`` returns; :class:`Amend` and
:func:`Otherwise` are the results of a sentence that completes the previous one;
:class:`SentenceReport` records which rule read a sentence, and :func:`describe` gives a
short readable form of what it built.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import attrs
from attrs import field, frozen

from manastack.api import (
    ALL_COUNTERS,
    Ability,
    Card,
    ChosenOnResolution,
    Conditional,
    Cost,
    CostPart,
    Count,
    Custom,
    Each,
    EachPlayer,
    GrantingSource,
    Instruction,
    ItRef,
    ManaCost,
    Mode,
    MoveCounters,
    ObjectFilter,
    RemoveCounters,
    SourceBecame,
    SourceRef,
    SpellCostChange,
    TargetRef,
    TargetSpec,
    Zone,
)
from manastack_grammar.registration import NotUnderstood

#: What a sentence rule's ``build`` returns: instructions (effect rules), an ability (whole-line
#: rules), a trigger condition, a count function, or an :class:`Amend`.
SentenceResult = Instruction | Sequence[Instruction] | Ability | Any | None


@frozen
class SentenceReport:
    """One sentence (or clause) and what recognised it, for ``manastack explain``.

    ``rule`` is the name of the :class:`SentenceRule` that matched ("" when
    nothing did), ``plugin`` the plugin that registered it, ``value`` what it
    built (``became`` describes it), ``depth`` how deep in a composite sentence
    ("A, then B") it is.
    """

    text: str
    rule: str = ""
    plugin: str = ""
    depth: int = 0
    value: Any = field(default=None, eq=False, repr=False)
    targets: tuple[TargetSpec, ...] = field(default=(), eq=False, repr=False)

    @property
    def understood(self) -> bool:
        """Was the sentence read by a rule?"""
        return bool(self.rule)

    @property
    def became(self) -> str:
        """What the sentence was read as, in words (empty if not read)."""
        return describe(self.value, self.targets) if self.rule else ""


#: The words each condition or count function built from a card's text was read from
#: (:func:`worded`), for explain; weak, so a card's functions go when the card does.
_WORDS: weakref.WeakKeyDictionary[Any, str] = weakref.WeakKeyDictionary()

_F = TypeVar("_F", bound=Callable[..., Any])


def worded(function: _F, words: str) -> _F:
    """``function``, a condition (or count) made for the phrase ``words`` ("you control a
    Kithkin"), returned as it is; explain shows those words for it. Only a function made
    for the phrase (a closure) is remembered: a module's function may serve other words."""
    if "<locals>" in getattr(function, "__qualname__", "") and function not in _WORDS:
        _WORDS[function] = words
    return function


def describe(value: Any, targets: Sequence[TargetSpec] = ()) -> str:
    """A short readable form of an instruction, reference or ability (``manastack explain``)."""
    if isinstance(value, TargetRef):
        spec = targets[value.index] if value.index < len(targets) else None
        return f"target#{value.index + 1}({_target_text(spec, value.index)})"
    if isinstance(value, EachPlayer):
        return {"you": "you", "opponent": "each opponent", "any": "each player"}.get(
            value.who, value.who)
    if isinstance(value, SourceRef):
        return "~"
    if isinstance(value, SourceBecame):
        return "the card ~ became where it went (CR 400.7e)"
    if isinstance(value, GrantingSource):
        # CR 201.5a: the card's name inside an ability it grants is the granting object
        return "the object granting this ability (CR 201.5a)"
    if isinstance(value, ItRef):
        return "it"
    if isinstance(value, ChosenOnResolution) and value.up_to:
        # CR 107.1c: "up to N", chosen as it resolves
        return f"up to {value.count} chosen on resolution({value.filter.text or 'object'}, CR 608.2d)"
    if isinstance(value, ChosenOnResolution):
        return f"one chosen on resolution({value.filter.text or 'object'}, CR 608.2d)"
    if isinstance(value, Each):
        where = "" if value.zone is Zone.BATTLEFIELD else f" in {value.zone}"
        return f"each({value.filter.text or 'object'}{where})"
    if isinstance(value, ObjectFilter):
        return value.text or "object"
    if isinstance(value, Count):
        return value.describe
    if callable(value) and getattr(value, "__name__", "") == "x_value":
        return "X"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(describe(v, targets) for v in value) + "]"
    if isinstance(value, Mode):
        # a delayed trigger's effect has its own targets, chosen as it triggers (CR 603.3d)
        own = value.targets or targets
        return "; ".join(describe(i, own) for i in value.instructions) or "(nothing)"
    if isinstance(value, Amend):
        # the instruction it completes is shown, changed, on the line and its sentence
        return "the other branch of the If before (CR 608.2c)" if value.otherwise else \
            "changes what the sentence before built (the line shows the result)"
    if isinstance(value, Custom):
        return f"Custom({value.text or describe(value.function)})"
    if isinstance(value, (ManaCost, Cost, CostPart)):
        return str(value)
    if isinstance(value, Card):
        pt = f" {value.power}/{value.toughness}" if value.power is not None else ""
        return f"{value.name}{pt}"
    if isinstance(value, Conditional):
        other = f" else {describe(value.otherwise, targets)}" if value.otherwise else ""
        if getattr(value, "intervening", False):
            # CR 603.4: a trigger's intervening "if", checked as it triggers and resolves
            return f"If(intervening, CR 603.4: {value.text or 'condition'}: " \
                f"{describe(value.then, targets)}{other})"
        return f"If({value.text or 'condition'}: {describe(value.then, targets)}{other})"
    if attrs.has(type(value)) and not isinstance(value, (str, int)):
        fields = attrs.fields(type(value))
        # CR 611.2a-b: how long the effect it starts lasts is part of the words
        lasting = _lasting({a.name for a in fields}, value)
        bits = []
        for a in fields:
            if a.name in ("text", "compiled") or not a.init:
                continue
            v = getattr(value, a.name)
            if a.name in _DURATION_FIELDS or (a.name in _SAID_BY_LASTS and
                                              isinstance(getattr(value, "lasts", None), str)):
                if lasting:
                    bits.append(lasting)
                    lasting = ""
                continue
            if a.name == "kind" and v == "" and isinstance(value, (RemoveCounters, MoveCounters)):
                # a counter of any kind: which, chosen as it resolves unless all go (CR 608.2d)
                every = isinstance(value, RemoveCounters) and value.count == ALL_COUNTERS
                bits.append("kind=any" if every else "kind=any, chosen as it resolves (CR 608.2d)")
                continue
            if a.name == "index" and isinstance(v, int) and hasattr(value, "divides"):
                # CR 601.2d: the instance of "target" among whose targets it is divided
                bits.append(f"among={describe(TargetRef(v), targets)}")
                continue
            if a.name == "count" and isinstance(value, RemoveCounters) and v == ALL_COUNTERS:
                bits.append("count=all")
                continue
            if a.name == "count" and isinstance(value, SpellCostChange) and \
                    isinstance(v, Count) and v.describe.startswith("if "):
                # CR 601.2f: a change applied while a condition holds, not counted
                bits.append(f"if={v.describe.removeprefix('if ')}")
                continue
            if v is None or v == () or (v is False and a.default is not True) or (
                    a.default is not attrs.NOTHING and _same(a.default, v) and
                    not getattr(v, "text", "") and not _said_amount(a.name, v)):
                continue
            if isinstance(v, bool):  # a flag: named when set, "=False" when it unsets a default
                bits.append(a.name if v else f"{a.name}=False")
                continue
            bits.append(f"{a.name}={describe(v, targets)}")
        if lasting:
            bits.append(lasting)
        name = type(value).__name__
        return f"{name}({', '.join(bits)})"
    if callable(value):
        try:
            found = _WORDS.get(value)
        except TypeError:  # not weakly referable (a builtin): no words kept for it
            found = None
        return f'"{found}"' if found else getattr(value, "__name__", "function")
    return str(value)


#: The fields of an instruction holding how many (cards, counters, life): the words say it.
_AMOUNT_FIELDS = frozenset({"amount", "count"})


def _said_amount(name: str, value: Any) -> bool:
    """Is ``value`` an amount the words say even when it is the field's default ("Surveil 1",
    "draw a card"): shown always, so explain never hides how many (CR 107.1)."""
    return name in _AMOUNT_FIELDS and isinstance(value, int) and not isinstance(value, bool) \
        and value != 0


#: The fields saying how long an instruction's effect lasts (CR 611.2a), shown in words.
_DURATION_FIELDS = frozenset({"duration", "until_end_of_turn"})
#: The fields of an instruction whose ``lasts`` says them in words (explain shows that).
_SAID_BY_LASTS = frozenset({"next_turn", "lasting", "until_step", "yours"})

#: The kernel's durations named by a word (:class:`~manastack.api.ApplyEffect`), in words.
_DURATION_WORDS = {
    "end_of_turn": "until end of turn",
    "end_of_combat": "until end of combat",
    "your_next_turn": "until your next turn",
    "your_next_untap_step": "during your next untap step",
    "while_source": "for as long as ~ remains on the battlefield",
    "while_you_control_source": "for as long as you control ~",
    "while_source_tapped": "for as long as ~ remains tapped",
    "while_you_control_source_tapped": "for as long as you control ~ and ~ remains tapped",
    "forever": "",
}


def _lasting(names: set[str], value: Any) -> str:
    """How long the effect an instruction starts lasts, in words (CR 611.2a-b); "" for none:
    a one-shot instruction or an effect lasting indefinitely."""
    lasts = getattr(value, "lasts", None)
    if isinstance(lasts, str):
        return lasts
    if not names & _DURATION_FIELDS:
        return ""
    duration = getattr(value, "duration", None)
    if duration is None:
        # the flag of ApplyEffect / ApplyToEach; the others' None is until end of turn
        duration = "end_of_turn" if getattr(value, "until_end_of_turn", True) else "forever"
    if isinstance(duration, str):
        return _DURATION_WORDS.get(duration, duration.replace("_", " "))
    return str(duration)


def _target_text(spec: TargetSpec | None, index: int) -> str:
    """An instance of "target" as explain shows it, with the zones it reaches (CR 115.1) and
    the earlier instances it can't share an object with (CR 115.3)."""
    if spec is None:
        return "?"
    text = spec.text
    if spec.also:
        text += ": " + " or ".join(f"{flt.text or 'object'} on the {zone.value}"
                                   for flt, zone in spec.object_filters()) + ", CR 115.1"
    if spec.one_per_controller:
        # CR 601.2c: "for each opponent, ... up to one target ... that player controls": one
        # instance whose objects each have a different controller, at most one each
        who = "opponent" if spec.objects is not None and \
            spec.objects.controller == "opponent" else "player"
        text = f"for each {who}: {text}, at most one per {who}, CR 601.2c"
    if spec.only_if_paid:  # CR 601.2c: the instance exists only with that cost paid
        text += f"; only if its {spec.only_if_paid} cost was paid, CR 601.2c"
    if spec.unless_paid:
        text += f"; not if its {spec.unless_paid} cost was paid, CR 601.2c"
    if spec.other_than_previous:
        earlier = ", ".join(f"#{i + 1}" for i in range(index - spec.other_than_previous, index))
        text += f"; not the same as target {earlier}, CR 115.3"
    return text


def _same(default: Any, value: Any) -> bool:
    if isinstance(default, attrs.Factory):  # type: ignore[arg-type]
        return False
    try:
        return bool(default == value)
    except Exception:  # pragma: no cover - exotic values
        return False


@frozen
class Amend:
    """What a sentence that completes the previous one returns ("Put two of them into your
    hand ..." after "Look at the top seven cards ..."): ``apply(previous)`` returns the
    previous instruction changed, or raises :class:`NotUnderstood`."""

    apply: Callable[[Instruction], Instruction] = field(eq=False)
    #: "Otherwise, ...": the branch taken when the previous "If ..." sentence's condition is
    #: false (CR 608.2c); after two "If ..." sentences in a row it means neither held, which
    #: one branch of the last cannot say, so it is not read then
    otherwise: bool = False


def Otherwise(instructions: Sequence[Instruction]) -> Amend:
    """"Otherwise, [effect]": the other branch of the previous "If ..." sentence."""

    def apply(previous: Instruction) -> Instruction:
        if not isinstance(previous, Conditional) or previous.otherwise:
            raise NotUnderstood("otherwise")
        return attrs.evolve(previous, otherwise=tuple(instructions))

    return Amend(apply, otherwise=True)
