"""Work done on first use: regular expressions, and the names a module hands out from
a submodule it imports only when one of them is asked for.

The patterns that read card text (Oracle sentences, mana costs, type lines) are needed by
the first card read, not by ``Rules.load()``: compiled at import they were ~7 ms of it
(benchmarks/README.md, start-up). A :class:`LazyPattern` is written like ``re.compile``
and used like the compiled pattern.
"""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Callable, Iterator, Mapping
from typing import Any

__all__ = ["LazyPattern", "lazy_names", "names_from"]


class LazyPattern:
    """``re.compile(pattern, flags)``, done on the first call of one of its methods."""

    __slots__ = ("_compiled", "flags", "pattern")

    def __init__(self, pattern: str, flags: int | re.RegexFlag = 0) -> None:
        self.pattern = pattern
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern, compiled on first use."""
        if self._compiled is None:
            self._compiled = re.compile(self.pattern, self.flags)
        return self._compiled

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        """As ``re.Pattern.match``."""
        return self.compiled.match(string, pos, endpos)

    def fullmatch(self, string: str, pos: int = 0,
                  endpos: int = sys.maxsize) -> re.Match[str] | None:
        """As ``re.Pattern.fullmatch``."""
        return self.compiled.fullmatch(string, pos, endpos)

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        """As ``re.Pattern.search``."""
        return self.compiled.search(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0,
                 endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        """As ``re.Pattern.finditer``."""
        return self.compiled.finditer(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        """As ``re.Pattern.findall``."""
        return self.compiled.findall(string, pos, endpos)

    def split(self, string: str, maxsplit: int = 0) -> list[str | Any]:
        """As ``re.Pattern.split``."""
        return self.compiled.split(string, maxsplit)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        """As ``re.Pattern.sub``."""
        return self.compiled.sub(repl, string, count)

    def __repr__(self) -> str:
        return f"LazyPattern({self.pattern!r}, {self.flags!r})"


def names_from(module: str, submodule: str) -> Callable[[str], Any]:
    """A module ``__getattr__`` (PEP 562) for ``module``: the names in ``submodule``'s
    ``__all__``, that module imported when the first one is asked for, each then kept in
    ``module``'s namespace (the next access is a plain attribute). Private and dunder names
    are refused at once: the import system asks for ``__path__``, tools for others."""

    def __getattr__(name: str) -> Any:
        if not name.startswith("_"):
            source = importlib.import_module(submodule)
            if name in source.__all__:
                value = getattr(source, name)
                setattr(sys.modules[module], name, value)
                return value
        raise AttributeError(f"module {module!r} has no attribute {name!r}")

    return __getattr__


def lazy_names(module: str, homes: Mapping[str, str]
               ) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """A module's ``__getattr__`` and ``__dir__`` (PEP 562) handing out names defined
    elsewhere: ``homes`` maps each name to the module defining it, imported when the name is
    first asked for; the value is then kept in ``module``'s namespace (the next access is a
    plain attribute). ``__getattr__, __dir__ = lazy_names(__name__, HOMES)``."""

    def __getattr__(name: str) -> Any:
        if name[:2] == "__":
            # "from manastack.api import Zone" in a function asks for __path__ at each run
            raise AttributeError(name)
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {module!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(home), name)
        setattr(sys.modules[module], name, value)
        return value

    def __dir__() -> list[str]:
        return sorted(set(vars(sys.modules[module])) | set(homes))

    return __getattr__, __dir__
