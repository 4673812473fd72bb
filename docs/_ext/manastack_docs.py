"""Sphinx extension: the pages of manastack's documentation generated at build time.

Directives:

``.. manastack-hooks::``
    The hook reference, from :mod:`manastack.hookspecs`: each hook in its
    family (the numbered section comments of that module), its arguments and
    whether the first answer wins, and its docstring.
``.. manastack-scenario-fields::``
    Every field of the scenario format, from the JSON Schema
    ``manastack/data/scenario.schema.json``.
``.. manastack-rules-coverage::``
    Every seed ruling id of ``rulings.md`` with the tests that name it
    (``SEED-27`` or ``SEED_27`` in a test's name, docstring or decorators),
    found by reading the repository's test files.
``.. manastack-api:: MODULE``
    The reference of a declared plugin API (``manastack.api``,
    ``manastack_grammar.api``): each of its sections (``MODULE.sections()``), and in
    each every name with its signature and docstring; a constant's description is the
    ``#:`` comment above its definition in its home module.
``.. manastack-keyword-coverage::``
    For each keyword of ``keyword-cards.md``: its printed cards, how many the
    installed card sources know, how many are playable with every installed
    plugin, and how many tests name.

Nothing here is typed by hand: building the docs reads the code, the schema,
the tests and the reference files as they are.
"""

from __future__ import annotations

import ast
import inspect
import os
import re
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from docutils import nodes
from docutils.statemachine import StringList
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective
from sphinx.util.nodes import nested_parse_with_titles

ROOT = Path(__file__).resolve().parents[2]
DATA = Path(__file__).resolve().parents[1] / "_data"
TEST_DIRS = ("core", "tests", "plugins", "examples")
SEED = re.compile(r"SEED[-_](\d{2})")


# --------------------------------------------------------------------------
# Reference files: the shared copy beside the repository, else the vendored one
# --------------------------------------------------------------------------


def reference_file(name: str) -> Path:
    """``shared/reference/NAME`` beside the repository (or an ancestor), else ``docs/_data``.

    ``MANASTACK_REFERENCE`` (a directory) wins over both.
    """
    env = os.environ.get("MANASTACK_REFERENCE")
    if env and (Path(env) / name).is_file():
        return Path(env) / name
    for parent in ROOT.parents:
        candidate = parent / "shared" / "reference" / name
        if candidate.is_file():
            return candidate
    return DATA / name


def seed_rulings(path: Path | None = None) -> list[tuple[str, str, str, str]]:
    """``(id, rule, card, statement)`` for every row of rulings.md, in file order."""
    path = path or reference_file("rulings.md")
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not cells or not re.fullmatch(r"SEED-\d{2}", cells[0]):
            continue
        if len(cells) == 3:  # | id | rule | statement |
            rows.append((cells[0], cells[1], "", cells[2]))
        elif len(cells) >= 4:  # | id | rule | card | statement |
            rows.append((cells[0], cells[1], cells[2], " | ".join(cells[3:])))
    return rows


# --------------------------------------------------------------------------
# Tests naming seeds
# --------------------------------------------------------------------------


def test_files(root: Path = ROOT) -> Iterator[Path]:
    for folder in TEST_DIRS:
        base = root / folder
        if not base.is_dir():
            continue
        for path in sorted(base.rglob("test_*.py")):
            if any(part in ("_build", "build", ".venv", "node_modules") or part.startswith(".")
                   for part in path.relative_to(root).parts):
                continue
            yield path


def tests_by_seed(root: Path = ROOT) -> dict[str, list[str]]:
    """Seed id -> the tests naming it ("path::test" or "path::Class::test")."""
    found: dict[str, list[str]] = {}
    for path in test_files(root):
        source = path.read_text(encoding="utf-8")
        try:
            tree = ast.parse(source)
        except SyntaxError:
            continue
        rel = path.relative_to(root).as_posix()
        for node, owner in _test_functions(tree):
            text = [node.name, ast.get_docstring(node) or ""]
            text += [ast.get_source_segment(source, d) or "" for d in node.decorator_list]
            ids = {f"SEED-{m}" for m in SEED.findall("\n".join(text))}
            name = f"{rel}::{owner + '::' if owner else ''}{node.name}"
            for seed in sorted(ids):
                found.setdefault(seed, []).append(name)
    return found


def _test_functions(tree: ast.Module) -> Iterator[tuple[ast.FunctionDef | ast.AsyncFunctionDef, str]]:
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test"):
            yield node, ""
        elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
            for item in node.body:
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) and \
                        item.name.startswith("test"):
                    yield item, node.name


# --------------------------------------------------------------------------
# Keyword card coverage
# --------------------------------------------------------------------------


def keyword_cards(path: Path | None = None) -> dict[str, list[str]]:
    """Keyword -> the printed card names listed under it in keyword-cards.md."""
    path = path or reference_file("keyword-cards.md")
    out: dict[str, list[str]] = {}
    current: str | None = None
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^## (\w[\w ]*?) \((\d+) cards\)", line)
        if m:
            current = m.group(1)
            out[current] = []
            continue
        if line.startswith("## "):
            current = None
            continue
        m = re.match(r"^- \*\*(.+?)\*\*", line)
        if m and current is not None:
            out[current].append(m.group(1))
    return out


def keyword_printed_counts(path: Path | None = None) -> dict[str, int]:
    """Keyword -> the number of printed cards its heading in keyword-cards.md states."""
    path = path or reference_file("keyword-cards.md")
    text = path.read_text(encoding="utf-8")
    return {m.group(1): int(m.group(2))
            for m in re.finditer(r"^## (\w[\w ]*?) \((\d+) cards\)", text, re.M)}


FIGURE = re.compile(r"\*{0,2}(\d+) (?:/|of) (\d+)\*{0,2}")


def readme_figure(plugin: str) -> str:
    """The card coverage a plugin's README states ("19 / 30"), or "" without one."""
    path = ROOT / "plugins" / plugin / "README.md"
    if not path.is_file():
        return ""
    text = path.read_text(encoding="utf-8")
    start = re.search(r"^## Coverage|^Coverage:|^## Cards", text, re.M)
    found = FIGURE.search(text, start.start()) if start else None
    return f"{found.group(1)} / {found.group(2)}" if found else ""


def keyword_coverage() -> list[tuple[str, int, int, int, int]]:
    """``(keyword, printed, known, playable, named by tests)`` per keyword.

    A keyword whose cards keyword-cards.md doesn't list (haste, on hundreds of
    cards) counts the cards of the installed card sources that have it.
    """
    from manastack.loading.rules import Rules

    rules = Rules.load(enable=None, env={})
    tests_text = "\n".join(p.read_text(encoding="utf-8") for p in test_files())
    printed_counts = keyword_printed_counts()
    rows = []
    for keyword, names in keyword_cards().items():
        if not names:
            names = [n for n in sorted(rules.cards.names()) if _has_keyword(rules, n, keyword.lower())]
            known = list(names)
            names_printed = printed_counts.get(keyword, len(names))
        else:
            known = [n for n in names if n in rules.cards]
            names_printed = len(names)
        playable = []
        for name in known:
            try:
                if rules.card(name).playable:
                    playable.append(name)
            except Exception:  # a card the rules can't even compile is simply not playable
                continue
        tested = [n for n in names if f'"{n}"' in tests_text or f"'{n}'" in tests_text]
        rows.append((keyword, names_printed, len(known), len(playable), len(tested)))
    return rows


def _has_keyword(rules: Any, name: str, keyword: str) -> bool:
    try:
        return keyword in rules.printed(rules.card(name)).keywords
    except Exception:  # a card the rules can't compile has no keyword to count
        return False


# --------------------------------------------------------------------------
# Directives
# --------------------------------------------------------------------------


class _Generated(SphinxDirective):
    """A directive whose content is reStructuredText made at build time."""

    has_content = False

    def lines(self) -> list[str]:
        raise NotImplementedError

    def run(self) -> list[nodes.Node]:
        holder = nodes.Element()
        content = StringList()
        for i, line in enumerate(self.lines()):
            content.append(line, f"<{type(self).__name__}>", i)
        nested_parse_with_titles(self.state, content, holder)
        return list(holder.children)


def hook_families() -> list[tuple[str, list[str]]]:
    """The hook families of hookspecs.py (its numbered section comments), with their hooks."""
    from manastack import hookspecs

    source = inspect.getsource(hookspecs)
    families: list[tuple[str, list[str]]] = []
    for line in source.splitlines():
        m = re.match(r"^# (\d\. .+)$", line)
        if m:
            families.append((m.group(1), []))
            continue
        m = re.match(r"^def (manastack_\w+)\(", line)
        if m and families:
            families[-1][1].append(m.group(1))
    return families


def _indent(text: str, prefix: str = "   ") -> list[str]:
    return [prefix + line if line.strip() else "" for line in text.splitlines()]


class HooksDirective(_Generated):
    def lines(self) -> list[str]:
        from manastack import hookspecs

        out: list[str] = []
        for family, hooks in hook_families():
            title = family
            out += [title, "-" * len(title), ""]
            for hook in hooks:
                func: Any = getattr(hookspecs, hook)
                args = ", ".join(hookspecs.spec_arguments(hook))
                spec = getattr(func, "manastack_spec", {}) or {}
                opts = spec.get("firstresult") if isinstance(spec, dict) else None
                out += [f".. py:function:: {hook}({args})", "   :module: manastack.hookspecs", ""]
                if opts:
                    out += ["   *firstresult*: the first non-``None`` answer wins.", ""]
                out += [*_indent(inspect.cleandoc(func.__doc__ or "(undocumented)")), ""]
        return out


#: The lines of docs/hooks.rst between which :func:`hooks_reference` is written.
HOOKS_BEGIN = ".. BEGIN GENERATED HOOK REFERENCE (python docs/_ext/manastack_docs.py hooks)"
HOOKS_END = ".. END GENERATED HOOK REFERENCE"


def hook_return_classes(hook: str) -> list[str]:
    """The names of ``manastack.api`` a hook's return annotation gives (``CardSource`` for
    ``Iterable[CardSource]``), in order."""
    import manastack.api as api
    from manastack import hookspecs

    annotation = str(getattr(hookspecs, hook).__annotations__.get("return", ""))
    names = re.findall(r"[A-Za-z_]\w*", annotation)
    return [n for n in dict.fromkeys(names) if n in api.__all__ and inspect.isclass(getattr(api, n))]


def hooks_reference() -> list[str]:
    """The hook reference of docs/hooks.rst: per family of :mod:`manastack.hookspecs`, an
    autodoc directive per hook (its docstring is read at build time), whether the first
    answer wins, the classes it returns; then those classes with their members."""
    from manastack import hookspecs

    out: list[str] = [HOOKS_BEGIN, "", ".. py:module:: manastack.hookspecs", ""]
    returned: list[str] = []
    for family, hooks in hook_families():
        out += [family, "-" * len(family), ""]
        for hook in hooks:
            out += [f".. autofunction:: manastack.hookspecs.{hook}", ""]
            spec = getattr(getattr(hookspecs, hook), "manastack_spec", {}) or {}
            if isinstance(spec, dict) and spec.get("firstresult"):
                out += ["   *firstresult*: the first non-``None`` answer wins.", ""]
            classes = hook_return_classes(hook)
            if classes:
                out += ["   Returns: " + ", ".join(f":class:`manastack.api.{c}`" for c in classes)
                        + ".", ""]
            returned += [c for c in classes if c not in returned]
    title = "What the hooks return"
    out += [title, "-" * len(title), "",
            "The values the hooks above return, all names of ``manastack.api`` (each is also "
            "in :doc:`plugin-api`, in its section).", ""]
    for name in returned:
        out += [f".. autoclass:: manastack.api.{name}", "   :members:", "   :no-index:", ""]
    return [*out, HOOKS_END]


def write_hooks_reference(page: Path | None = None) -> bool:
    """Write :func:`hooks_reference` into docs/hooks.rst between its markers; whether the
    page changed."""
    page = page or ROOT / "docs" / "hooks.rst"
    text = page.read_text(encoding="utf-8")
    start, end = text.index(HOOKS_BEGIN), text.index(HOOKS_END) + len(HOOKS_END)
    new = text[:start] + "\n".join(hooks_reference()) + text[end:]
    if new != text:
        page.write_text(new, encoding="utf-8")
    return new != text


class ScenarioFieldsDirective(_Generated):
    def lines(self) -> list[str]:
        from manastack_cli.scenario.validation import schema

        sch = schema()
        defs = sch["$defs"]
        out: list[str] = []

        def table(title: str, props: dict[str, Any], required: Sequence[str] = ()) -> None:
            out.extend([title, "^" * len(title), "", ".. list-table::", "   :header-rows: 1",
                         "   :widths: 20 25 55", "", "   * - field", "     - value", "     - meaning"])
            for key, value in props.items():
                described = _describe(value, defs)
                need = " (required)" if key in required else ""
                out.extend([f"   * - ``{key}``{need}", f"     - {described[0]}",
                            f"     - {described[1] or '-'}"])
            out.append("")

        table("The file", sch["properties"], sch.get("required", []))
        table("[turn]", sch["properties"]["turn"]["properties"])
        table("[[player]]", defs["playerSetup"]["properties"])
        table("A card in a zone (a name, or a table)", defs["cardEntry"]["properties"],
              defs["cardEntry"]["required"])
        for branch in defs["action"]["oneOf"]:
            verb = branch["required"][0]
            table(f"[[action]] {verb}", branch["properties"], branch["required"])
        table("[expect] (and an action's expect)", defs["expect"]["properties"])
        table("An expected permanent (expect.permanents.NAME)", defs["permanentState"]["properties"])
        table("An answer (answers = [...])", defs["answer"]["properties"], defs["answer"]["required"])
        return out


def _describe(value: dict[str, Any], defs: dict[str, Any]) -> tuple[str, str]:
    description = value.get("description", "")
    if "$ref" in value:
        name = value["$ref"].split("/")[-1]
        target = defs.get(name) or defs["common"].get(name, {})
        kind, inner = _describe(target, defs)
        return kind, description or inner
    types = value.get("type")
    if "enum" in value:
        kind = ", ".join(f'``{e!r}``'.replace("'", '"') if isinstance(e, str) else f"``{e}``".lower()
                         for e in value["enum"])
    elif "const" in value:
        kind = f"``{str(value['const']).lower()}``"
    elif types == "array":
        kind = "array of " + _describe(value.get("items", {}), defs)[0]
    elif types == "object" and isinstance(value.get("additionalProperties"), dict):
        kind = "table of " + _describe(value["additionalProperties"], defs)[0]
    elif isinstance(types, list):
        kind = " or ".join(types)
    else:
        kind = types or "value"
    if value.get("pattern") and types == "string" and "rule" in description.lower():
        kind = "CR rule"
    return kind.replace("object", "table"), description


class RulesCoverageDirective(_Generated):
    def lines(self) -> list[str]:
        seeds = seed_rulings()
        tests = tests_by_seed()
        covered = sum(1 for s in seeds if tests.get(s[0]))
        out = [f"{covered} of {len(seeds)} seed rulings are named by at least one test.", "",
               ".. list-table::", "   :header-rows: 1", "   :widths: 8 10 37 45", "",
               "   * - id", "     - CR", "     - statement", "     - tests"]
        for seed, rule, card, statement in sorted(seeds, key=lambda s: s[0]):
            named = tests.get(seed, [])
            shown = "\n\n       ".join(f"``{t}``" for t in named) if named else "**not covered**"
            where = f" ({card})" if card else ""
            out += [f"   * - {seed}", f"     - {rule or '-'}",
                    f"     - {_rst_text(statement)}{_rst_text(where)}", f"     - {shown}"]
        return [*out, ""]


#: A plugin README's sentence giving its verified figure (the one tests/test_readme.py checks
#: against ``manastack cards --keyword K --coverage``).
# a keyword of several words is quoted as the shell needs it: --keyword "cumulative upkeep"
VERIFIED = re.compile(r"Verified in play \(`manastack cards --keyword ([\w-]+|\"[\w !-]+\") "
                      r"--coverage`\): "
                      r"\*\*(\d+)\*\* of the (\d+) cards read are verified, (\d+) played card "
                      r"by card")


def plugin_coverage() -> list[tuple[str, str, str, str]]:
    """``(plugin, CR rule, card coverage, verified in play)`` for every keyword plugin of
    ``plugins/``, read from its README: the figures README.md's table quotes and
    tests/test_readme.py checks against ``manastack cards --coverage``; "" where a README
    states none."""
    rows = []
    for readme in sorted((ROOT / "plugins").glob("*/README.md")):
        plugin = readme.parent.name
        text = " ".join(readme.read_text(encoding="utf-8").split())
        rule = re.search(r"\bCR (\d{3}\.\d+[a-z]?)", text)
        verified = VERIFIED.search(text)
        rows.append((plugin, rule.group(1) if rule else "",
                     readme_figure(plugin),
                     f"{verified.group(2)} of {verified.group(3)} read "
                     f"({verified.group(4)} played)" if verified else ""))
    return rows


class PluginCoverageDirective(_Generated):
    def lines(self) -> list[str]:
        out = [".. list-table::", "   :header-rows: 1", "   :widths: 16 12 30 42", "",
               "   * - plugin", "     - CR", "     - cards read (its README)",
               "     - verified in play (every plugin)"]
        for plugin, rule, figure, verified in plugin_coverage():
            out += [f"   * - {plugin}", f"     - {rule or '-'}", f"     - {figure or '-'}",
                    f"     - {verified or '-'}"]
        return [*out, ""]


def _rst_text(text: str) -> str:
    """Plain text safe inside a table cell (no accidental markup)."""
    return re.sub(r"([*`|_\\])", r"\\\1", text)


def api_entries(module: str) -> list[tuple[str, str, list[tuple[str, str, str]]]]:
    """``(title, what, [(name, kind, description)])`` for each section of a declared API:
    kind is "class", "exception", "function" or "data"; the description of a class or
    function is its docstring, of a constant the ``#:`` comment at its definition ("" when
    there is none: the docs test fails on it)."""
    import importlib

    from sphinx.pycode import ModuleAnalyzer

    api = importlib.import_module(module)
    home: dict[str, str] = api._HOME
    comments: dict[str, dict[tuple[str, str], list[str]]] = {}
    out = []
    for title, what, names in api.sections():
        entries = []
        for name in names:
            value = getattr(api, name)
            if inspect.isclass(value):
                kind = "exception" if issubclass(value, BaseException) else "class"
                doc = _own_doc(value)
            elif inspect.isfunction(value) or inspect.isbuiltin(value):
                kind, doc = "function", inspect.getdoc(value) or ""
            else:
                source = home[name]
                if source not in comments:
                    comments[source] = ModuleAnalyzer.for_module(source).find_attr_docs()
                kind = "data"
                doc = "\n".join(comments[source].get(("", name), [])).strip()
            entries.append((name, kind, doc))
        out.append((title, what, entries))
    return out


def _own_doc(cls: type) -> str:
    """A class's own docstring; not the one attrs or Enum writes for it, nor an ancestor's."""
    doc = cls.__dict__.get("__doc__") or ""
    if re.match(rf"^{re.escape(cls.__name__)}\(", doc):
        return ""  # attrs' generated "Name(field, ...)"
    return inspect.cleandoc(doc)


class ApiDirective(_Generated):
    required_arguments = 1

    def lines(self) -> list[str]:
        import manastack

        module = self.arguments[0]
        # the application API (docs/api.rst) documents the top level's names: not twice
        elsewhere = set(manastack.__all__)
        out: list[str] = []
        for title, what, entries in api_entries(module):
            out += [title, "-" * len(title), "", what[:1].upper() + what[1:] + ".", ""]
            for name, kind, doc in entries:
                target = f"{module}.{name}"
                options = ["   :no-index:"] if name in elsewhere else []
                if kind in ("class", "exception"):
                    out += [f".. auto{kind}:: {target}", "   :members:", *options, ""]
                elif kind == "function":
                    out += [f".. autofunction:: {target}", *options, ""]
                else:
                    out += [f".. py:data:: {name}", f"   :module: {module}", "",
                            *_indent(doc), ""]
        return out


class TopLevelDirective(_Generated):
    """Every name the package ``manastack`` exports (``manastack.__all__``), in that order,
    each with its members and their types."""

    def lines(self) -> list[str]:
        import manastack

        out: list[str] = []
        for name in manastack.__all__:
            value = getattr(manastack, name)
            target = f"manastack.{name}"
            if inspect.isclass(value):
                kind = "exception" if issubclass(value, BaseException) else "class"
                out += [f".. auto{kind}:: {target}", "   :members:", ""]
            elif callable(value) and not hasattr(value, "project_name"):
                out += [f".. autofunction:: {target}", ""]
            else:
                out += [f".. autodata:: {target}", "   :annotation:", ""]
        return out


def cli_commands() -> list[tuple[str, Any]]:
    """``(command line, parser)`` for ``manastack`` and each of its commands, in the order
    the parser lists them."""
    import argparse

    from manastack_cli.main import build_parser

    parser = build_parser()
    found: list[tuple[str, Any]] = [("manastack", parser)]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            found += [(f"manastack {name}", sub) for name, sub in action.choices.items()]
    return found


def _option_rows(parser: Any) -> list[tuple[str, str]]:
    import argparse

    rows = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction) or action.help == argparse.SUPPRESS:
            continue
        if action.option_strings:
            metavar = action.metavar or (action.dest.upper() if action.nargs != 0 else "")
            if isinstance(metavar, tuple):
                metavar = " ".join(metavar)
            flags = ", ".join(f"{o} {metavar}".strip() for o in action.option_strings)
        else:
            flags = str(action.metavar or action.dest)
        help_text = " ".join((action.help or "").split())
        if "%(" in help_text:
            help_text = help_text % {**vars(action), "prog": parser.prog}
        if action.choices and not isinstance(action, argparse._SubParsersAction):
            help_text += f" (one of: {', '.join(map(str, action.choices))})"
        if action.default not in (None, False, argparse.SUPPRESS, [], ()) and \
                action.option_strings and action.nargs != 0:
            help_text += f" (default: {action.default})"
        rows.append((flags, help_text))
    return rows


class CliDirective(_Generated):
    """The command-line reference, from ``manastack_cli.main.build_parser()``: each command,
    its usage, description and every option with its help, choices and default."""

    def lines(self) -> list[str]:
        out: list[str] = []
        for command, parser in cli_commands():
            out += [f"``{command}``", "-" * (len(command) + 4), ""]
            description = parser.description or ""
            if description:
                out += [_rst_text(" ".join(description.split())), ""]
            usage = " ".join(parser.format_usage().replace("usage:", "").split())
            out += ["::", "", f"   {usage}", ""]
            rows = _option_rows(parser)
            if rows:
                out += [".. list-table::", "   :header-rows: 1", "   :widths: 35 65", "",
                        "   * - option", "     - meaning"]
                for flags, help_text in rows:
                    shown = re.sub(r"(?<![\w-])(--?[A-Za-z][\w-]*)", r"``\1``",
                                   _rst_text(help_text))  # literal: no dash turned into "–"
                    out += [f"   * - ``{flags}``", f"     - {shown or '-'}"]
                out.append("")
        return out


# --------------------------------------------------------------------------
# References: a private module's name resolves to the public name it is exported as
# --------------------------------------------------------------------------

#: The modules whose names are documented, in the order a name is looked for.
PUBLIC = ("manastack", "manastack.api", "manastack_grammar.api")


def _public_names() -> dict[int, str]:
    """id(object) -> its documented dotted name, for every public name that is not a plain
    constant (numbers and strings share their values with other names: not mapped)."""
    import importlib

    found: dict[int, str] = {}
    for module in PUBLIC:
        api = importlib.import_module(module)
        names = api.__all__ if module == "manastack" else [
            n for _, _, ns in api.sections() for n in ns]
        for name in names:
            value = getattr(api, name)
            # a class, a function or a singleton such as the hookimpl marker; not a number or a
            # string, whose identity other values share
            if not isinstance(value, int | float | str | bytes | tuple | frozenset | type(None)):
                found.setdefault(id(value), f"{module}.{name}")
    return found


def _resolve_dotted(target: str, public: dict[int, str]) -> str | None:
    """The documented name of a dotted name: its longest prefix that is a public class or
    function, followed by the rest (``manastack.engine.game.Game.act`` ->
    ``manastack.Game.act``); None when the name doesn't exist or has no public prefix."""
    import importlib

    parts = target.split(".")
    for end in range(len(parts), 0, -1):
        try:
            value: object = importlib.import_module(".".join(parts[:end]))
        except ImportError:
            continue
        rest = parts[end:]
        best: str | None = None
        for i, attribute in enumerate(rest):
            if not hasattr(value, attribute):
                return None
            value = getattr(value, attribute)
            if id(value) in public:
                best = ".".join([public[id(value)], *rest[i + 1:]])
        return best
    return None


def public_target(target: str, public: dict[int, str]) -> str | None:
    """The documented name of ``target`` (a private module's path or a short name), or None."""
    import importlib

    if "." not in target.split("(")[0]:
        for module in PUBLIC:
            value = getattr(importlib.import_module(module), target, None)
            if value is not None and id(value) in public:
                return public[id(value)]
        return None
    found = _resolve_dotted(target, public)
    if found is None:
        # a module imported under another name in a signature ("fx.Ref" for
        # manastack.model.effects.Ref): the public name of its last part, if that is the same
        head, last = target.rsplit(".", 1)
        if any(head == m or head.startswith(m + ".") for m in ("manastack", "manastack_grammar",
                                                               "manastack_cli")):
            return None
        owner = public_target(head, public)  # "Card.is_called": a public class's member
        if owner is not None:
            return f"{owner}.{last}"
        return public_target(last, public) if head.islower() else None
    return found


def _missing_reference(app: Sphinx, env: Any, node: Any, contnode: Any) -> Any:
    if node.get("refdomain") != "py":
        return None
    public = getattr(app, "_manastack_public", None)
    if public is None:
        public = app._manastack_public = _public_names()  # type: ignore[attr-defined]
    if node["reftarget"].rsplit(".", 1)[-1].startswith("_"):
        return contnode  # a private attribute's type in a generated signature: no page of its own
    target = public_target(node["reftarget"], public)
    if target is None and node.get("py:class") and "." not in node["reftarget"]:
        # a member named alone in a class's docstring (":meth:`move`")
        owner = f"{node.get('py:module') or ''}.{node['py:class']}".lstrip(".")
        target = public_target(f"{owner}.{node['reftarget']}", public)
    if target is None or target == node["reftarget"]:
        return None
    domain = env.get_domain("py")
    for candidate in (target, *_inherited(target, public)):
        for kind in (node["reftype"], "obj"):
            found = domain.resolve_xref(env, node["refdoc"], app.builder, kind, candidate, node,
                                        contnode)
            if found is not None:
                return found
    return None


def _inherited(target: str, public: dict[int, str]) -> list[str]:
    """``manastack.Table.cast`` -> ``manastack.Driver.cast``: the member as documented on the
    public base class that defines it (a class's page lists only its own members)."""
    import importlib

    owner_name, _, member = target.rpartition(".")
    module, _, cls_name = owner_name.rpartition(".")
    try:
        cls = getattr(importlib.import_module(module), cls_name)
    except (ImportError, AttributeError, ValueError):
        return []
    if not inspect.isclass(cls):
        return []
    return [f"{public[id(base)]}.{member}" for base in cls.__mro__[1:]
            if member in vars(base) and id(base) in public]


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("missing-reference", _missing_reference)
    app.add_directive("manastack-top-level", TopLevelDirective)
    app.add_directive("manastack-cli", CliDirective)
    app.add_directive("manastack-api", ApiDirective)
    app.add_directive("manastack-hooks", HooksDirective)
    app.add_directive("manastack-scenario-fields", ScenarioFieldsDirective)
    app.add_directive("manastack-rules-coverage", RulesCoverageDirective)
    app.add_directive("manastack-plugin-coverage", PluginCoverageDirective)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}


if __name__ == "__main__":  # python docs/_ext/manastack_docs.py hooks
    changed = write_hooks_reference()
    print(f"docs/hooks.rst: {'rewritten' if changed else 'already current'}")
