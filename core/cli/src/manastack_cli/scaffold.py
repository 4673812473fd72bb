"""``manastack new-plugin NAME``: a ready-to-install plugin package, as a third party writes one.

The package written is the smallest complete mechanic: a keyword the card reader
recognises on a sample card, and the card pool its tests play. It is written against the
declared APIs only (:mod:`manastack.api`, :mod:`manastack_grammar.api`) and its entry
module is light: ``Rules.load()`` imports it, so it holds the registrations and one-line
hooks, and the ability and the work of the hooks live in ``keyword.py``, imported by the
first card with the keyword (its build is ``deferred``) or inside a hook's body
(docs/plugin-guide.rst, "Keep the entry module light")::

    manastack-NAME/
        pyproject.toml          entry points manastack.plugins and manastack.keywords;
                                depends on manastack-core and manastack-grammar, tests on
                                pytest-manastack (the extra "test")
        README.md               how to install, test and grow it
        src/manastack_NAME/
            __init__.py         hook implementations, with a commented template of every
                                other hook (summaries from the hook specifications)
            keyword.py          the keyword's ability: what its build returns
            cards.toml          the plugin's card pool: one sample card using the keyword
            py.typed
        tests/test_NAME.py      tests with pytest-manastack's fixtures and its conformance suite

It works at once: ``pip install -e manastack-NAME`` and ``pytest manastack-NAME`` pass
(this package's tests install a generated package for real and run its tests). The
keyword it declares is recognised on the sample card and does nothing yet: the README
says where to go next.
"""

from __future__ import annotations

import argparse
import keyword as _python_keywords
import re
import textwrap
from pathlib import Path
from typing import Any

from manastack import ManastackError, Rules, __version__
from manastack.api import CORE_PLUGIN
from manastack_cli.versions import compatible_range

__all__ = ["ScaffoldError", "add_command", "hook_templates", "new_plugin", "package_files"]

_NAME = re.compile(r"[a-z][a-z0-9_]*")


class ScaffoldError(ManastackError):
    """The plugin can't be written (bad name, the directory exists)."""


def _check_name(name: str) -> str:
    name = name.strip().lower().replace("-", "_")
    if not _NAME.fullmatch(name):
        raise ScaffoldError(
            f"invalid plugin name {name!r}: use lower-case letters, digits and underscores, "
            "starting with a letter (e.g. 'buyback', 'split_second')")
    if name == CORE_PLUGIN:
        raise ScaffoldError(f"the plugin name {CORE_PLUGIN!r} is reserved for the kernel")
    if _python_keywords.iskeyword(name):
        raise ScaffoldError(f"{name!r} is a Python keyword; choose another name")
    return name


#: The hooks the generated entry module implements (the others are templates).
_IMPLEMENTED = ("manastack_register_keywords", "manastack_register_card_sources")


def _hook_specifications() -> dict[str, list[tuple[str, tuple[str, ...], str]]]:
    """The hooks of the kernel and of its base plugins (the card reader's, added through
    ``manastack_add_hookspecs``), by the module specifying them, each module's hooks in
    source order: ``module -> [(hook, arguments, docstring)]``."""
    found: dict[str, list[tuple[int, str, tuple[str, ...], str]]] = {}
    ruleset = Rules.load(enable=[], env={}).ruleset  # the kernel and the base plugins alone
    for name, caller in vars(ruleset.hook).items():
        spec = caller.spec
        if spec is None:
            continue  # implemented but specified nowhere: not a hook a plugin can implement
        function = spec.function
        found.setdefault(function.__module__, []).append(
            (function.__code__.co_firstlineno, name, tuple(spec.argnames), function.__doc__ or ""))
    return {module: [(name, args, doc) for _, name, args, doc in sorted(hooks)]
            for module, hooks in found.items()}


def hook_templates(skip: tuple[str, ...] = _IMPLEMENTED) -> str:
    """Every hook a plugin can implement (but ``skip``) as a commented-out template: the
    kernel's hooks, then those of its base plugins, each with its docstring's summary."""
    blocks = []
    for module, hooks in _hook_specifications().items():
        blocks.append(f"# --- the hooks of {module} ---")
        for hook, args, doc in hooks:
            if hook in skip:
                continue
            summary = " ".join(doc.strip().split("\n\n")[0].split())
            wrapped = textwrap.wrap(summary, width=84) or [""]
            blocks.append("\n".join([
                "# @hookimpl",
                f"# def {hook}({', '.join(args)}):",
                *[f"#     {line}" for line in wrapped],
            ]))
    return "\n\n".join(blocks)


def package_files(name: str) -> dict[str, str]:
    """The files of the plugin package ``name`` (relative path -> text)."""
    name = _check_name(name)
    module = f"manastack_{name}"
    dist = f"manastack-{name.replace('_', '-')}"
    title = name.replace("_", " ")
    keyword = title.capitalize()
    card = f"Sample {keyword.title()} Bear"
    suite = "".join(part.capitalize() for part in name.split("_"))
    return {
        "pyproject.toml": _PYPROJECT.format(dist=dist, name=name, module=module, title=title,
                                            pin=compatible_range(__version__)),
        "README.md": _README.format(dist=dist, name=name, module=module, keyword=keyword,
                                    card=card),
        f"src/{module}/__init__.py": _INIT.format(
            name=name, keyword=keyword, title=title, pattern=re.escape(title),
            templates=hook_templates()),
        f"src/{module}/keyword.py": _KEYWORD.format(name=name, keyword=keyword),
        f"src/{module}/cards.toml": _CARDS.format(card=card, keyword=keyword, name=name),
        f"src/{module}/py.typed": "",
        f"tests/test_{name}.py": _TEST.format(name=name, title=title, card=card, suite=suite),
    }


def new_plugin(name: str, directory: str | Path = ".") -> Path:
    """Write the package of plugin ``name`` under ``directory``; return its root."""
    files = package_files(name)
    dist = files["pyproject.toml"].split('name = "', 1)[1].split('"', 1)[0]
    root = Path(directory) / dist
    if root.exists() and (not root.is_dir() or any(root.iterdir())):
        raise ScaffoldError(f"{root} already exists and is not an empty directory; choose another "
                            "directory")
    for relative, text in files.items():
        path = root / relative
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        except OSError as exc:  # bad input: one line naming the path, never a traceback
            raise ScaffoldError(f"{path}: cannot write: {exc.strerror or exc}") from None
    return root


def add_command(sub: Any) -> None:
    """Register ``manastack new-plugin`` on the command line's subparsers."""
    p = sub.add_parser(
        "new-plugin", help="write a ready-to-install plugin package",
        description="Write manastack-NAME/: a plugin package (pyproject with its entry points, "
        "hook implementations, a card pool, tests using pytest-manastack, README) that passes "
        "its own tests at once.")
    p.add_argument("name", help="the plugin's (and its keyword's) name, e.g. buyback")
    p.add_argument("-d", "--directory", default=".", help="where to write it (default: here)")
    p.set_defaults(func=cmd_new_plugin)


def cmd_new_plugin(args: argparse.Namespace) -> int:
    """``manastack new-plugin NAME``: write the package, say how to install and test it."""
    root = new_plugin(args.name, args.directory)
    name = _check_name(args.name)
    print(f"wrote {root}/")
    print(f"  install:  python -m pip install -e '{root}[test]'")
    print(f"  test:     python -m pytest {root}")
    print(f"  check:    manastack plugins   (lists '{name}')")
    return 0


_PYPROJECT = """\
[build-system]
requires = ["setuptools>=61"]
build-backend = "setuptools.build_meta"

[project]
name = "{dist}"
version = "0.1.0"
description = "The {title} mechanic for manastack"
readme = "README.md"
requires-python = ">=3.11"
# the kernel (manastack.api) and its card reader (manastack_grammar.api)
# (the versions of this release line: the hooks may change from one minor version to the next)
dependencies = ["manastack-core{pin}", "manastack-grammar{pin}"]

[project.optional-dependencies]
# the fixtures and the conformance suite the tests use: pip install -e '.[test]'
test = ["pytest-manastack{pin}"]

# The entry point makes the plugin visible to manastack: its name is the plugin's name.
[project.entry-points."manastack.plugins"]
{name} = "{module}"

# The keywords this plugin reads: a card using one names the plugin when it is not enabled,
# and `manastack plugins` lists them, without importing the plugin.
[project.entry-points."manastack.keywords"]
"{title}" = "{module}"

[tool.setuptools.packages.find]
where = ["src"]

[tool.setuptools.package-data]
{module} = ["cards.toml", "py.typed"]

[tool.pytest.ini_options]
testpaths = ["tests"]
addopts = "-p no:cacheprovider"
"""

_README = """\
# {dist}

The `{name}` mechanic for [manastack](https://pypi.org/project/manastack-core/),
as a plugin package.

## Install and test

```bash
python -m pip install -e '.[test]'  # registers the plugin '{name}' (entry points)
python -m pytest                    # its tests, with pytest-manastack's fixtures
manastack plugins                   # lists '{name}' with its keyword and hooks
manastack explain "{card}"
```

## What is here

- `pyproject.toml`: the entry point `manastack.plugins` (the plugin) and
  `manastack.keywords` (its keyword, read from the package's metadata without
  importing it: a card with the keyword names the plugin when it is not enabled).
- `src/{module}/__init__.py`: the hook implementations, importing only the declared
  APIs `manastack.api` and `manastack_grammar.api`. It declares the keyword
  "{keyword}" (`manastack_register_keywords`) and the card pool
  (`manastack_register_card_sources`); every other hook is listed below them as a
  commented template, with its summary from the hook specifications.
- `src/{module}/keyword.py`: what the keyword's line becomes (its `build`), imported
  when the first card with the keyword is read.
- `src/{module}/cards.toml`: the cards your tests use (TOML; data never runs code).
- `tests/`: tests with pytest-manastack's fixtures (the `table` fixture builds a game
  with only the plugins named by `@pytest.mark.plugins(...)`) and its conformance
  suite (`PluginConformance`).

## Next steps

1. Give the keyword its rules: in `keyword.py`, return a subclass of
   `manastack.api.KeywordAbility` from `build` when the keyword has parameters (a
   cost), and implement the hooks the mechanic touches (a cost:
   `manastack_additional_costs`; a way to cast: `manastack_casting_permissions`; a
   zone change: `manastack_replace_zone_change`; ...). Cite the CR rule of each
   behaviour. Keep `__init__.py` light: each hook there is one line that imports
   `keyword.py` inside its body and calls a function of it, so that loading the rules
   imports your classes only when a game needs them.
2. Put the real cards with the keyword in `cards.toml` (Oracle text verbatim).
3. Write one test per ruling, named after it, asserting the behaviour.
4. If the mechanic needs another plugin, say so: `MANASTACK_REQUIRES = ("haste",)`.

The hook reference and the plugin author guide are in manastack's documentation.
"""

_INIT = '''\
"""The {name} mechanic, as a manastack plugin.

The hooks are specified (and documented) in ``manastack.hookspecs`` (the kernel's) and
``manastack_grammar.hookspecs`` (the card reader's: keywords and sentences); each
implementation takes any subset of its hook's arguments. Registration hooks are called
once per rule set; the others at the game point they name.

This entry module is imported by every ``Rules.load()``: keep it light. It imports only
the declared APIs; the ability and the work of the hooks live in ``keyword.py``, imported
by the first card with the keyword (its build is ``deferred``) or inside a hook's body::

    @hookimpl
    def manastack_zone_changed(game, old, new):
        from . import keyword  # on the first call, not when the rules are loaded

        keyword.zone_changed(game, old, new)
"""

from __future__ import annotations

from collections.abc import Iterable

from manastack.api import PRIORITY_POOL, CardSource, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, deferred

#: Plugins this one needs, by name (pulled in automatically when installed).
MANASTACK_REQUIRES: tuple[str, ...] = ()

#: The plugin's name (its entry point's).
NAME = "{name}"

#: The keyword as an object's keywords name it: lower case, as printed (pyproject.toml
#: declares it under manastack.keywords).
KEYWORD = "{title}"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """The keyword "{keyword}", recognised on a line of Oracle text of its own; the line
    becomes the ability ``keyword.build`` returns (``keyword.py`` imported by the first
    card with the keyword)."""
    return [KeywordDef(name=KEYWORD, pattern=r"{pattern}",
                       build=deferred(f"{{__name__}}.keyword", "build"), rule="")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards of this plugin (``cards.toml`` inside the package)."""
    return [TomlCardSource.from_package(NAME, __name__, "cards.toml", priority=PRIORITY_POOL)]


# ---------------------------------------------------------------------------
# The other hooks, as templates: uncomment the ones your mechanic needs, and
# keep each body one line calling a function of keyword.py. Each summary is the
# first paragraph of the hook's docstring in the module named above it, where
# the whole contract is.
# ---------------------------------------------------------------------------

{templates}
'''

_KEYWORD = '''\
"""The {name} keyword's ability, and the work of the plugin's hooks.

Imported when the first card with the keyword is read (the ``build`` of its
``KeywordDef`` is ``deferred``) or by a hook's body: the entry module (``__init__.py``),
which every ``Rules.load()`` imports, stays light.
"""

from __future__ import annotations

import re

from manastack.api import KeywordAbility

from . import KEYWORD, NAME


def build(match: re.Match[str]) -> KeywordAbility:
    """The ability a card's "{keyword}" line becomes (CR 702). A keyword with parameters (a
    cost, a number) returns a subclass of ``KeywordAbility`` carrying them."""
    return KeywordAbility(keyword=KEYWORD, text=match.group(0), plugin=NAME)
'''

_CARDS = """\
# The cards of the {name} plugin (format: manastack.api.TomlCardSource).
# Put the real cards with the keyword here, Oracle text verbatim.

[[card]]
name = "{card}"
mana_cost = "{{1}}{{G}}"
type = "Creature — Bear"
text = "{keyword}"
power = "2"
toughness = "2"
"""

_TEST = '''\
"""Tests of the {name} plugin, with pytest-manastack's fixtures (no conftest needed).

``@pytest.mark.plugins("{name}")`` enables this plugin alone (plus what it needs, and
the base plugins such as the card reader); without the marker only the kernel and the
base plugins are loaded.
"""

from __future__ import annotations

import pytest
from pytest_manastack import PluginConformance

from manastack import UnknownCardError, Zone


class Test{suite}Conformance(PluginConformance):
    """It loads alone, declares its keyword in its metadata and teaches it to the reader,
    reads every card of its pool, and seeded random play replays."""

    plugin = "{name}"
    keywords = ("{title}",)


@pytest.mark.plugins("{name}")
def test_the_keyword_is_recognised(rules):
    card = rules.card("{card}")
    assert card.playable
    assert "{title}" in rules.printed(card).keywords


@pytest.mark.plugins("{name}")
def test_a_card_with_the_keyword_is_cast_and_resolves(table):
    table.lands(0, "Forest", 2)
    table.hand(0, "{card}")
    table.cast("{card}")
    table.resolve()
    table.assert_zone("{card}", Zone.BATTLEFIELD)
    assert table.has_keyword("{card}", "{title}")
    table.assert_logged(rule="608.3")


def test_without_the_plugin_its_cards_are_unknown(rules):
    with pytest.raises(UnknownCardError):
        rules.card("{card}")
'''
