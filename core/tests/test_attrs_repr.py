"""manastack._attrs: the kernel's classes print exactly as attrs prints them (start-up work)."""

from __future__ import annotations

from typing import Any

import attrs
from attrs import field

from manastack import _attrs


def _pair(decorate: Any, **options: Any) -> Any:
    @decorate(**options)
    class Thing:
        a: int
        b: str = field(default="x", repr=False)
        c: Any = field(default=None, repr=lambda v: f"<{v}>")
        d: int = field(init=False, default=4)
        e: Any = None

    return Thing


def test_reprs_match_attrs() -> None:
    for maker in ("frozen", "define"):
        ours = _pair(getattr(_attrs, maker))
        theirs = _pair(getattr(attrs, maker))
        assert repr(ours(1, "y", 3, e=[1])) == repr(theirs(1, "y", 3, e=[1]))
        assert repr(ours(1)) == repr(theirs(1)) == "Thing(a=1, c=<None>, d=4, e=None)"


def test_subclasses_recursion_and_own_reprs() -> None:
    ours, theirs = _pair(_attrs.define), _pair(attrs.define)

    class Plain(ours):  # type: ignore[valid-type,misc]
        pass

    class PlainToo(theirs):  # type: ignore[valid-type,misc]
        pass

    assert repr(Plain(2)) == repr(PlainToo(2)).replace("PlainToo", "Plain") == \
        "Plain(a=2, c=<None>, d=4, e=None)"
    loop, loop_too = ours(1), theirs(1)
    loop.e, loop_too.e = [loop], [loop_too]
    assert repr(loop) == repr(loop_too) == "Thing(a=1, c=<None>, d=4, e=[...])"

    @_attrs.frozen
    class Own:
        x: int

        def __repr__(self) -> str:
            return "own"

    @_attrs.frozen(repr=False)
    class NoRepr:
        x: int

    assert repr(Own(1)) == "own"
    assert repr(NoRepr(1)).startswith("<")
