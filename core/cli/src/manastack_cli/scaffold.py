"""``manastack new-plugin NAME``: a ready-to-install plugin package.

The package written is the smallest complete mechanic, in the layout of the
built-in keyword plugins and ``examples/manastack-buyback``, whose entry module
is light: it imports only the registries (``manastack.grammar``, ``manastack.cards``,
``manastack.plugins``), so loading the rules imports none of the card vocabulary
(docs/plugin-guide.rst, "Keep the entry module light"). The README says how to
add ``keyword.py`` when the mechanic grows classes::

    manastack-NAME/
        pyproject.toml          entry point [project.entry-points."manastack.plugins"]
        README.md               how to install, test and grow it
        src/manastack_NAME/
            __init__.py         hook implementations, with a commented template of every
                                other hook (summaries taken from manastack.hookspecs)
            cards.toml          the plugin's card pool: one sample card using the keyword
            py.typed
        tests/test_NAME.py      tests using the kernel's fixtures (table, rules)

It works at once: ``pip install -e manastack-NAME`` and ``pytest manastack-NAME``
pass (the kernel's own test suite installs a generated package for real and
runs its tests). The keyword it declares is recognised on the sample card and
does nothing yet: the README says where to go next.
"""

from __future__ import annotations

import keyword as _python_keywords
import re
import textwrap
from pathlib import Path
from typing import Any

from manastack import hookspecs
from manastack.errors import ManastackError

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
    if name == "core":
        raise ScaffoldError("the plugin name 'core' is reserved for the kernel")
    if _python_keywords.iskeyword(name):
        raise ScaffoldError(f"{name!r} is a Python keyword; choose another name")
    return name


_IMPLEMENTED = ("manastack_register_keywords", "manastack_register_card_sources")


def hook_templates(skip: tuple[str, ...] = _IMPLEMENTED) -> str:
    """Every hook of :mod:`manastack.hookspecs` (but ``skip``) as a commented-out template."""
    blocks = []
    for hook in hookspecs.hook_names():
        if hook in skip:
            continue
        args = ", ".join(hookspecs.spec_arguments(hook))
        doc = (getattr(hookspecs, hook).__doc__ or "").strip()
        summary = " ".join(doc.split("\n\n")[0].split())
        wrapped = textwrap.wrap(summary, width=84) or [""]
        blocks.append("\n".join([
            "# @hookimpl",
            f"# def {hook}({args}):",
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
    return {
        "pyproject.toml": _PYPROJECT.format(dist=dist, name=name, module=module, title=title),
        "README.md": _README.format(dist=dist, name=name, module=module, keyword=keyword, card=card),
        f"src/{module}/__init__.py": _INIT.format(
            name=name, module=module, keyword=keyword, pattern=re.escape(title),
            templates=hook_templates()),
        f"src/{module}/cards.toml": _CARDS.format(card=card, keyword=keyword, name=name),
        f"src/{module}/py.typed": "",
        f"tests/test_{name}.py": _TEST.format(name=name, card=card, keyword=keyword,
                                               module=module),
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
        description="Write manastack-NAME/: a plugin package (pyproject with its entry point, "
        "hook implementations, a card pool, tests using the kernel's fixtures, README) that "
        "passes its own tests at once.")
    p.add_argument("name", help="the plugin's (and its keyword's) name, e.g. buyback")
    p.add_argument("-d", "--directory", default=".", help="where to write it (default: here)")
    p.set_defaults(func=cmd_new_plugin)


def cmd_new_plugin(args: Any) -> int:
    root = new_plugin(args.name, args.directory)
    name = _check_name(args.name)
    print(f"wrote {root}/")
    print(f"  install:  python -m pip install -e {root}")
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
dependencies = ["manastack-core"]

# The entry point makes the plugin visible to manastack: its name is the plugin's name.
[project.entry-points."manastack.plugins"]
{name} = "{module}"

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
python -m pip install -e .          # registers the plugin '{name}' (entry point)
python -m pytest                    # its tests, with the kernel's fixtures
manastack plugins                   # lists '{name}' with its keyword and hooks
manastack explain "{card}"
```

## What is here

- `src/{module}/__init__.py`: the hook implementations. It declares the
  keyword "{keyword}" (`manastack_register_keywords`) and the card pool
  (`manastack_register_card_sources`); every other hook is listed below them as
  a commented template, with its summary from `manastack.hookspecs`.
- `src/{module}/cards.toml`: the cards your tests use (TOML; data never runs code).
- `tests/`: tests using the kernel's pytest plugin: the `table` fixture builds a
  game with only the plugins named by `@pytest.mark.plugins(...)`.

## Next steps

1. Give the keyword its rules: return a subclass of
   `manastack.abilities.KeywordAbility` from the `KeywordDef`'s `build`, and
   implement the hooks the mechanic touches (a cost: `manastack_additional_costs`;
   a way to cast: `manastack_casting_permissions`; a zone change:
   `manastack_replace_zone_change`; ...). Cite the CR rule of each behaviour.
   Keep `__init__.py` light, as the built-in plugins do: put the ability class,
   the `build` function and the hooks' work in `src/{module}/keyword.py`, name
   the build `deferred("{module}.keyword", "build")` (`manastack.grammar`), and
   make each hook one line (`import {module}.keyword as keyword`, then
   `return keyword.<function>(...)`), so that loading the rules imports your
   classes only when a card needs them.
2. Put the real cards with the keyword in `cards.toml` (Oracle text verbatim).
3. Write one test per ruling, named after it, asserting the behaviour.
4. If the mechanic needs another plugin, say so: `MANASTACK_REQUIRES = ("haste",)`.

The hook reference and the plugin author guide are in manastack's documentation.
"""

_INIT = '''\
"""The {name} mechanic, as a manastack plugin.

The hooks are specified (and documented) in ``manastack.hookspecs``; each
implementation takes any subset of its hook's arguments. Registration hooks
are called once per rule set; the others at the game point they name.

This entry module is imported by every ``Rules.load()``: keep it light (the
registries only at the top; see the README, "Next steps").
"""

from __future__ import annotations

from collections.abc import Iterable

from manastack.loading.sources import CardSource, TomlCardSource
from manastack.grammar import KeywordDef
from manastack import hookimpl

#: Plugins this one needs, by name (pulled in automatically when installed).
MANASTACK_REQUIRES: tuple[str, ...] = ()


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """The keyword "{keyword}", recognised on a line of Oracle text of its own.

    Without ``build`` the line becomes a plain ``KeywordAbility`` named
    "{name}": objects with it answer ``game.has_keyword(obj_id, "{name}")``.
    """
    return [KeywordDef(name="{name}", pattern=r"{pattern}", rule="")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards of this plugin (``cards.toml`` inside the package)."""
    return [TomlCardSource.from_package("{name}", "{module}", "cards.toml")]


# ---------------------------------------------------------------------------
# The other hooks, as templates: uncomment the ones your mechanic needs.
# Each summary is the first paragraph of the hook's docstring in
# manastack.hookspecs, where the whole contract is.
# ---------------------------------------------------------------------------

{templates}
'''

_CARDS = """\
# The cards of the {name} plugin (format: manastack.cards.TomlCardSource).
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
"""Tests of the {name} plugin, with the kernel's fixtures (no conftest needed).

``@pytest.mark.plugins("{name}")`` enables this plugin alone (plus what it
needs); without the marker only the kernel is loaded.
"""

from __future__ import annotations

import pytest

from manastack import UnknownCardError, Zone


@pytest.mark.plugins("{name}")
def test_the_keyword_is_recognised(rules):
    card = rules.card("{card}")
    assert card.playable
    assert "{name}" in rules.printed(card).keywords


@pytest.mark.plugins("{name}")
def test_a_card_with_the_keyword_is_cast_and_resolves(table):
    table.lands(0, "Forest", 2)
    table.hand(0, "{card}")
    table.cast("{card}")
    table.resolve()
    table.assert_zone("{card}", Zone.BATTLEFIELD)
    assert table.has_keyword("{card}", "{name}")
    table.assert_logged(rule="608.3")


def test_without_the_plugin_its_cards_are_unknown(rules):
    with pytest.raises(UnknownCardError):
        rules.card("{card}")
'''
