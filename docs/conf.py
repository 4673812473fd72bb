"""Sphinx configuration of manastack's documentation.

Build (nitpicky, warnings are errors): ``sphinx-build -n -W -b html docs docs/_build/html``.
The scenario fields, the rules coverage and the command-line reference are generated at
build time by ``docs/_ext/manastack_docs.py``; the API and hook references are autodoc
directives in the pages themselves.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "_ext"))

from manastack import __version__  # the release line's version, written once (docs/release.rst)

project = "manastack"
author = "manastack developers"
copyright = "2026, manastack developers"  # as LICENSE says
release = __version__

extensions = ["sphinx.ext.autodoc", "manastack_docs"]
exclude_patterns = ["_build", "_data", "_ext"]
html_theme = "alabaster"
# wide tables wrap in their cells (coverage, CLI reference) instead of leaving the page
html_static_path = ["_static"]
html_css_files = ["manastack.css"]
# command lines and quoted card text show as typed: no "--" turned into a dash, no curly quotes
smartquotes = False
autodoc_member_order = "bysource"
# the signatures show their types; a member without a docstring is still listed with them
autodoc_typehints = "signature"
autodoc_default_options = {"undoc-members": True}
nitpicky = True
suppress_warnings: list[str] = []

# Names no inventory can resolve offline (the build runs without a network, so intersphinx
# is not used): the standard library's and third-party packages' types that appear in
# manastack's signatures. Every manastack name resolves (manastack_docs maps a private
# module's name to the public one it is exported as).
nitpick_ignore_regex = [
    # the standard library: typing and collections.abc generics, pathlib, enum, random...
    ("py:.*", r"(typing|typing_extensions|collections|collections\.abc|types|abc|enum|pathlib"
              r"|os|io|random|re|argparse|importlib(\..*)?|contextlib|threading|concurrent"
              r"(\..*)?|multiprocessing(\..*)?|json|datetime|fractions|decimal|tomllib"
              r"|dataclasses|functools|itertools|sqlite3|xml(\..*)?|zipfile)\.\w+"),
    ("py:.*", r"(Any|Callable|Iterable|Iterator|Mapping|MutableMapping|Sequence|Collection"
              r"|Generator|Hashable|TypeAlias|Self|ClassVar|Literal|Optional|Union|Protocol"
              r"|TypeVar|NoReturn|Never|TextIO|IO|Path|PathLike|Traversable|Pattern|Match"
              r"|Enum|IntEnum|Fraction|Counter|deque|defaultdict|Random|Namespace"
              r"|ArgumentParser|ModuleType|FrameType|TracebackType|NamedTuple)"),
    ("py:.*", r"(str|int|float|bool|bytes|object|type|tuple|list|dict|set|frozenset|None"
              r"|Ellipsis|BaseException|Exception|ValueError|TypeError|KeyError"
              r"|NotImplemented|slice|range|complex|bytearray|memoryview|property)"),
    ("py:.*", r"T|T_co|K|V|_T|_R|P\.args|P\.kwargs|P|R"),
    # third-party packages without an offline inventory: attrs, pluggy, pytest, NumPy,
    # Gymnasium, PettingZoo, Sphinx/docutils, Ray
    ("py:.*", r"(attr|attrs|pluggy|_pytest|pytest|numpy|np|gymnasium|pettingzoo|sphinx"
              r"|docutils|ray)(\..*)?"),
    # pluggy's classes named in docstrings by their own name
    ("py:.*", r"PluginManager(\.\w+)?"),
]
