"""What reading a sentence gives, and the trace ``manastack explain`` prints.

:data:`SentenceResult` is what a sentence rule's ``build`` returns; :class:`Amend` and
:func:`Otherwise` are the results of a sentence that completes the previous one;
:class:`SentenceReport` records which rule read a sentence, and :func:`describe` gives a
short readable form of what it built.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import attrs
from attrs import field, frozen

from manastack.api import (
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
    Instruction,
    ItRef,
    ManaCost,
    Mode,
    ObjectFilter,
    SourceRef,
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
    if isinstance(value, Custom):
        return f"Custom({value.text})"
    if isinstance(value, (ManaCost, Cost, CostPart)):
        return str(value)
    if isinstance(value, Card):
        pt = f" {value.power}/{value.toughness}" if value.power is not None else ""
        return f"{value.name}{pt}"
    if isinstance(value, Conditional):
        other = f" else {describe(value.otherwise, targets)}" if value.otherwise else ""
        return f"If({value.text or 'condition'}: {describe(value.then, targets)}{other})"
    if attrs.has(type(value)) and not isinstance(value, (str, int)):
        bits = []
        for a in attrs.fields(type(value)):
            if a.name in ("text", "compiled") or not a.init:
                continue
            v = getattr(value, a.name)
            if a.name == "until_end_of_turn":  # CR 611.2a: the duration is part of the words
                if v is True and getattr(value, "duration", None) is None:
                    bits.append("until end of turn")
                continue
            if v is None or v == () or v is False or (a.default is not attrs.NOTHING and
                                                      _same(a.default, v) and
                                                      not getattr(v, "text", "")):
                continue
            bits.append(f"{a.name}={describe(v, targets)}" if not isinstance(v, bool) else a.name)
        name = type(value).__name__
        return f"{name}({', '.join(bits)})"
    if callable(value):
        return getattr(value, "__name__", "function")
    return str(value)


def _target_text(spec: TargetSpec | None, index: int) -> str:
    """An instance of "target" as explain shows it, with the zones it reaches (CR 115.1) and
    the earlier instances it can't share an object with (CR 115.3)."""
    if spec is None:
        return "?"
    text = spec.text
    if spec.also:
        text += ": " + " or ".join(f"{flt.text or 'object'} on the {zone.value}"
                                   for flt, zone in spec.object_filters()) + ", CR 115.1"
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
