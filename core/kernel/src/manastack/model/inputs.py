"""The shape of what a caller hands the game: answers, priority actions, ids and indexes.

Checked once where they enter (:meth:`Game.respond`, :meth:`Decision.validate`), never in the
engine's loops. A value of the wrong type is an illegal answer like any other (CR 732: refused
with :class:`~manastack.errors.IllegalAnswerError`, the game unchanged), not a ``TypeError``
from deep inside a rule. An id or an index is a plain ``int``: not ``True`` (a ``bool`` is an
``int`` in Python, but no object is "True"), not ``12.0``, not ``"12"``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from manastack.errors import IllegalAnswerError
from manastack.model.actions import (
    ActivateAbility,
    ActivateMana,
    CastSpell,
    PassPriority,
    PlayLand,
    SpecialAction,
)

#: Each priority action's fields and the types they accept (None: the field may be None).
_ACTION_FIELDS: dict[type, tuple[tuple[str, type, bool], ...]] = {
    PassPriority: (),
    PlayLand: (("obj", int, False), ("name", str, False), ("face", int, True)),
    CastSpell: (("obj", int, False), ("permission", str, False), ("name", str, False),
                ("half", int, True)),
    ActivateAbility: (("obj", int, False), ("index", int, False), ("name", str, False)),
    ActivateMana: (("obj", int, False), ("color", str, False), ("name", str, False)),
    SpecialAction: (("obj", int, False), ("name", str, False), ("plugin", str, False),
                    ("label", str, False)),
}


def answer_items(answer: object, prompt: str, *, rule: str = "", step: str = "") -> tuple[Any, ...]:
    """``answer`` as a tuple of chosen options, refusing what is not a sequence of them.

    A string is refused though it is a sequence: ``"Forest"`` would be five options."""
    if isinstance(answer, tuple):
        return answer
    if isinstance(answer, Sequence) and not isinstance(answer, (str, bytes, bytearray)):
        return tuple(answer)
    raise IllegalAnswerError(
        f"{prompt}: an answer is a list of chosen options, not {shown(answer)}",
        rule=rule, step=step)


def check_action(action: object) -> None:
    """Refuse a priority action that is not one, or whose ids and indexes are not ``int``
    (CR 117.1: the actions a player with priority may take)."""
    fields = _ACTION_FIELDS.get(type(action))
    if fields is None:
        raise IllegalAnswerError(f"{shown(action)} is not an action", rule="117.1")
    for name, kind, optional in fields:
        value = getattr(action, name)
        if optional and value is None:
            continue
        if type(value) is not kind:  # exact: refuses True for 1 and 12.0 for 12
            raise IllegalAnswerError(
                f"{type(action).__name__}.{name} must be {kind.__name__}"
                + (" or None" if optional else "") + f", not {shown(value)}", rule="117.1")


def plain_int(value: object) -> bool:
    """Whether ``value`` is an ``int`` and nothing else (not a ``bool``, not a float)."""
    return type(value) is int


def shown(value: object) -> str:
    """A value for a one-line message: its type and a cut representation."""
    text = repr(value)
    if len(text) > 40:
        text = text[:37] + "..."
    return f"{type(value).__name__} {text}"
