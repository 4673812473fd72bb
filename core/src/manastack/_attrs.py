"""attrs' ``define`` and ``frozen`` for the kernel's classes, with ``__repr__`` built on first use.

attrs writes and compiles the source of every class's methods when the class is
created; the ``__repr__`` was the largest part (about a sixth of ``import
manastack`` plus ``Rules.load()``, benchmarks/README.md "Start-up"), for ~270
classes of which a game prints a handful. The decorators here are attrs' own,
except that a class which would get attrs' generated ``__repr__`` gets
:func:`_lazy_repr` instead: on the first call for a class it builds that class's
repr from its attrs fields, with attrs' exact output (``Name(a=1, b='x')``, the
fields with ``repr=False`` left out, a field's ``repr=`` callable used, ``...``
for an object already being printed higher up).

Every other option is passed to attrs unchanged; mypy sees attrs' decorators.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

__all__ = ["define", "frozen"]

_REPRS: dict[type, Callable[[Any], str]] = {}
_printing = threading.local()  # ids of the objects being printed (recursion, as attrs)


def _lazy_repr(self: Any) -> str:
    cls = type(self)
    function = _REPRS.get(cls)
    if function is None:
        function = _REPRS[cls] = _build_repr(cls)
    return function(self)


def _build_repr(cls: type) -> Callable[[Any], str]:
    # the fields are those of the decorated class that gave ``cls`` this repr (an
    # undecorated subclass prints its own name with its parent's fields, as in attrs)
    owner = next(c for c in cls.__mro__ if c.__dict__.get("__repr__") is _lazy_repr)
    items = tuple((a.name, None if a.repr is True else a.repr, a.init)
                  for a in attrs.fields(owner) if a.repr is not False)
    name = cls.__qualname__.rsplit(">.", 1)[-1]
    nothing = attrs.NOTHING

    def __repr__(self: Any) -> str:
        seen: set[int] | None = getattr(_printing, "ids", None)
        if seen is None:
            seen = _printing.ids = set()
        key = id(self)
        if key in seen:
            return "..."
        seen.add(key)
        try:
            parts = []
            for field_name, custom, init in items:
                value = getattr(self, field_name) if init else \
                    getattr(self, field_name, nothing)
                parts.append(f"{field_name}={repr(value) if custom is None else custom(value)}")
            return f"{name}({', '.join(parts)})"
        finally:
            seen.discard(key)

    return __repr__


def _with_lazy_repr(make: Callable[..., Any]) -> Callable[..., Any]:
    def decorator(maybe_cls: type | None = None, **options: Any) -> Any:
        def apply(cls: type) -> type:
            # attrs would generate a repr: repr left to attrs' default and none in the body
            if options.get("repr") is None and "__repr__" not in cls.__dict__:
                built: type = make(cls, **{**options, "repr": False})
                built.__repr__ = _lazy_repr  # type: ignore[assignment]
                return built
            result: type = make(cls, **options)
            return result

        return apply if maybe_cls is None else apply(maybe_cls)

    return decorator


if TYPE_CHECKING:
    from attrs import define, frozen
else:
    define = _with_lazy_repr(attrs.define)
    frozen = _with_lazy_repr(attrs.frozen)
