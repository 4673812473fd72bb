"""The documentation: it builds with warnings as errors, its generated pages are complete, and
the names and repository paths the prose gives (the docs and every README) exist.

CI runs these with the rest of the suite (Sphinx is in requirements-dev.txt);
the command it stands for is ``sphinx-build -n -W -b html docs docs/_build/html``: nitpicky,
so every cross-reference resolves.
"""

from __future__ import annotations

import html
import importlib
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from manastack_cli.scenario.validation import schema

from manastack import hookspecs

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
sys.path.insert(0, str(DOCS / "_ext"))

import manastack_docs  # noqa: E402  (the docs' own extension, not an installed module)


def text_of(page: Path) -> str:
    text = html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page.read_text("utf-8"))))
    return text.replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')  # smart quotes


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("sphinx", reason="Sphinx is in requirements-dev.txt")
    out = tmp_path_factory.mktemp("html")
    done = subprocess.run([sys.executable, "-m", "sphinx", "-n", "-W", "--keep-going", "-q", "-b", "html",
                           str(DOCS), str(out)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    return out


def test_the_docs_build_with_warnings_as_errors(built: Path) -> None:
    for page in ("index", "quickstart", "concepts", "plugins", "scenarios", "api", "plugin-api",
                 "testing", "plugin-guide", "hooks", "architecture", "coverage", "simulate",
                 "decks", "cards", "corpus", "cli"):
        assert (built / f"{page}.html").is_file(), page


def test_the_build_is_nitpicky() -> None:
    """Every cross-reference must resolve: the build above runs with -n, and the pages
    don't turn it off."""
    conf = (DOCS / "conf.py").read_text(encoding="utf-8")
    assert "nitpicky = True" in conf and "nitpick_ignore =" not in conf


def test_every_top_level_name_and_its_members_are_in_the_api_reference(built: Path) -> None:
    """docs/api.rst documents every name ``manastack`` exports, each with its members (those
    without a docstring too) and their types."""
    import inspect

    import manastack

    page = (built / "api.html").read_text("utf-8")
    for name in manastack.__all__:
        if name != "__version__":
            assert f'id="manastack.{name}"' in page, name
    for member in ("legal_actions", "log_text", "log_digest", "pending", "act", "respond"):
        assert f'id="manastack.Game.{member}"' in page, member
    for name in ("Decision", "Answer", "RandomAgent", "CastSpell"):
        value = getattr(manastack, name)
        for member, attribute in vars(value).items():
            if not member.startswith("_") and inspect.isfunction(attribute):
                assert f'id="manastack.{name}.{member}"' in page, f"{name}.{member}"
    # types are shown: a signature names its argument types
    text = text_of(built / "api.html")
    assert "from_decks ( rules : Rules , decks : Sequence [ Sequence [ str ] ]" in text
    assert "legal_actions ( ) → tuple [ Any , ... ]" in text


def test_every_plugin_api_name_has_its_own_entry(built: Path) -> None:
    page = (built / "plugin-api.html").read_text("utf-8")
    import manastack

    for module in ("manastack.api", "manastack_grammar.api"):
        for _, _, entries in manastack_docs.api_entries(module):
            for name, _, _ in entries:
                documented = f'id="{module}.{name}"' in page or (
                    module == "manastack.api" and name in manastack.__all__)
                assert documented, f"{module}.{name}"


def test_the_hook_reference_is_in_the_source_tree_and_current() -> None:
    """docs/hooks.rst holds the hook reference (one autodoc directive per hookspec, the
    classes each returns) as the generator writes it now: run
    ``python docs/_ext/manastack_docs.py hooks`` after changing hookspecs.py."""
    source = (DOCS / "hooks.rst").read_text(encoding="utf-8")
    assert "\n".join(manastack_docs.hooks_reference()) in source
    for hook in hookspecs.hook_names():
        assert f".. autofunction:: manastack.hookspecs.{hook}\n" in source, hook
    for cls in ("CardSource", "CastingPermission", "CostChange", "Replacement",
                "ContinuousEffect", "BlockersNeeded"):
        assert f".. autoclass:: manastack.api.{cls}\n" in source, cls


def test_the_hook_reference_check_can_fail(tmp_path: Path) -> None:
    page = tmp_path / "hooks.rst"
    page.write_text(f"Title\n\n{manastack_docs.HOOKS_BEGIN}\nstale\n{manastack_docs.HOOKS_END}\n",
                    encoding="utf-8")
    assert manastack_docs.write_hooks_reference(page) is True
    assert manastack_docs.write_hooks_reference(page) is False
    assert "stale" not in page.read_text(encoding="utf-8")


def test_the_classes_the_hooks_return_are_documented(built: Path) -> None:
    page = (built / "hooks.html").read_text("utf-8")
    for hook in hookspecs.hook_names():
        for cls in manastack_docs.hook_return_classes(hook):
            entry = (r'<span class="pre">manastack\.api\.</span></span>'
                     rf'<span class="sig-name descname"><span class="pre">{cls}</span>')
            assert re.search(entry, page), (hook, cls)


def test_the_cli_reference_has_every_command_and_option(built: Path) -> None:
    """docs/cli.rst is generated from the parser: every command, every option and its help."""
    text = re.sub(r"\s+", "", text_of(built / "cli.html"))  # no space: markup splits words
    commands = manastack_docs.cli_commands()
    assert {"manastack simulate", "manastack cards", "manastack run"} <= {c for c, _ in commands}
    for command, parser in commands:
        assert command.replace(" ", "") in text, command
        for action in parser._actions:
            for option in action.option_strings:
                assert option in text, (command, option)
            first_words = "".join((action.help or "").split()[:4])
            if "%(" not in first_words:
                assert first_words in text, (command, first_words)


def test_the_coverage_page_lists_every_plugin_with_its_readme_figures(built: Path) -> None:
    text = text_of(built / "coverage.html")
    rows = manastack_docs.plugin_coverage()
    plugins = sorted(p.name for p in (ROOT / "plugins").iterdir() if (p / "README.md").is_file())
    assert [row[0] for row in rows] == plugins and len(plugins) >= 18
    for plugin, rule, figure, verified in rows:
        assert rule and figure and verified, plugin
        assert f"{plugin} {rule} {figure} {verified}" in text, plugin


def test_every_hook_appears_in_the_hook_reference(built: Path) -> None:
    text = text_of(built / "hooks.html")
    for hook in hookspecs.hook_names():
        assert hook in text, hook
        first_line = (getattr(hookspecs, hook).__doc__ or "").strip().splitlines()[0]
        assert " ".join(first_line.replace("``", "").split()[:4]) in text, hook


def test_every_seed_id_appears_in_the_rules_coverage(built: Path) -> None:
    text = text_of(built / "coverage.html")
    seeds = manastack_docs.seed_rulings()
    assert len(seeds) == 44
    for seed, *_ in seeds:
        assert seed in text
    assert f"of {len(seeds)} seed rulings are named by at least one test" in text


@pytest.mark.parametrize("module", ["manastack.api", "manastack_grammar.api"])
def test_every_name_of_a_plugin_api_is_documented(module: str) -> None:
    """A plugin author finds every name of the two APIs explained: a class's or function's
    own docstring, a constant's ``#:`` comment where it is defined."""
    undocumented = [f"{module}.{name} ({kind})"
                    for _, _, entries in manastack_docs.api_entries(module)
                    for name, kind, doc in entries if not doc.strip()]
    assert undocumented == []


def test_the_plugin_api_page_lists_every_section_and_name(built: Path) -> None:
    text = text_of(built / "plugin-api.html")
    for module in ("manastack.api", "manastack_grammar.api"):
        for title, _, entries in manastack_docs.api_entries(module):
            assert title in text, title
            for name, _, _ in entries:
                assert f"{module}.{name}" in text or f" {name}" in text, name
    assert "Stability" in text


def test_every_scenario_field_is_documented(built: Path) -> None:
    text = text_of(built / "scenarios.html")
    defs = schema()["$defs"]
    fields = set(schema()["properties"])
    for name in ("playerSetup", "cardEntry", "expect", "permanentState", "answer"):
        fields |= set(defs[name]["properties"])
    for branch in defs["action"]["oneOf"]:
        fields |= set(branch["properties"])
    for field in sorted(fields):
        assert field in text, field


def test_hook_families_hold_every_hook_once() -> None:
    families = manastack_docs.hook_families()
    assert len(families) == 5
    listed = [hook for _, hooks in families for hook in hooks]
    assert sorted(listed) == sorted(hookspecs.hook_names())


def test_seeds_are_found_in_test_names_docstrings_and_markers(tmp_path: Path) -> None:
    tests = tmp_path / "tests"
    tests.mkdir()
    (tests / "test_x.py").write_text(
        'import pytest\n'
        'def test_SEED_27_exiled():\n    pass\n'
        'def test_other():\n    """Covers SEED-28."""\n'
        '@pytest.mark.seed("SEED-03")\ndef test_marked():\n    pass\n'
        'def helper_SEED_01():\n    pass\n'
        'class TestGroup:\n    def test_inner_SEED_09(self):\n        pass\n',
        encoding="utf-8")
    found = manastack_docs.tests_by_seed(tmp_path)
    assert found == {
        "SEED-27": ["tests/test_x.py::test_SEED_27_exiled"],
        "SEED-28": ["tests/test_x.py::test_other"],
        "SEED-03": ["tests/test_x.py::test_marked"],
        "SEED-09": ["tests/test_x.py::TestGroup::test_inner_SEED_09"],
    }


def test_the_buyback_example_covers_its_seeds() -> None:
    found = manastack_docs.tests_by_seed()
    assert any("test_corpse_dance" in t for t in found.get("SEED-27", []))
    assert any("test_corpse_dance" in t for t in found.get("SEED-28", []))


@pytest.mark.parametrize("name", ["rulings.md", "keyword-cards.md"])
def test_the_vendored_reference_matches_the_shared_one(name: str) -> None:
    """docs/_data holds copies for builds away from shared/; they must not drift."""
    shared = manastack_docs.reference_file(name)
    if shared.parent == manastack_docs.DATA:
        pytest.skip("no shared/reference beside the repository")
    assert (manastack_docs.DATA / name).read_bytes() == shared.read_bytes()


def test_keyword_cards_are_read_per_keyword() -> None:
    cards = manastack_docs.keyword_cards()
    assert set(cards) >= {"Flashback", "Escape", "Delve", "Overload", "Escalate", "Earthbend"}
    assert "Blessed Alliance" in cards["Escalate"]
    assert len(cards["Escalate"]) == 9


def test_the_rules_coverage_reports_every_seed_covered(built: Path) -> None:
    """Issue 9: every seed id has a test naming it (44 of 44), generated at build time."""
    text = text_of(built / "coverage.html")
    seeds = manastack_docs.seed_rulings()
    assert f"{len(seeds)} of {len(seeds)} seed rulings are named by at least one test" in text
    assert "not covered" not in text


def test_every_keyword_has_its_card_coverage_generated(built: Path) -> None:
    rows = {row[0]: row for row in manastack_docs.keyword_coverage()}
    assert {"Flashback", "Escape", "Delve", "Overload", "Escalate", "Earthbend", "Haste"} <= set(rows)
    for keyword, printed, known, playable, _tested in rows.values():
        assert printed > 0 and 0 < playable <= known, keyword
    assert rows["Haste"][1] == manastack_docs.keyword_printed_counts()["Haste"]
    text = text_of(built / "coverage.html")
    for plugin in ("flashback", "escape", "delve", "overload", "escalate", "earthbend", "haste"):
        figure = manastack_docs.readme_figure(plugin)
        assert figure and figure in text, plugin


def test_the_page_set_has_no_markdown_duplicates() -> None:
    """One coherent page set: every page is part of the Sphinx build (no stray .md pages)."""
    assert not list(DOCS.glob("*.md"))
    index = (DOCS / "index.rst").read_text(encoding="utf-8")
    for page in DOCS.glob("*.rst"):
        if page.stem != "index":
            assert f"   {page.stem}\n" in index, page.name


# --- The names and paths the prose gives exist --------------------------------------------------

#: The prose a user or a plugin author reads.
PROSE = sorted({*DOCS.glob("*.rst"), ROOT / "README.md", *ROOT.glob("core/*/README.md"),
                *ROOT.glob("plugins/*/README.md"), *ROOT.glob("examples/*/README.md"),
                ROOT / "benchmarks" / "README.md"})

#: Entry-point group names, not modules (checked all the same inside a Sphinx role such as
#: ``:mod:``, which names a module).
ENTRY_POINT_GROUPS = frozenset({"manastack.plugins", "manastack.base", "manastack.keywords"})

_DOTTED = re.compile(r"(?<![\w/.-])((?:pytest_)?manastack(?:_\w+)?(?:\.\w+)+)")
_FROM_IMPORT = re.compile(
    r"(?<![\w.])from\s+((?:pytest_)?manastack(?:_\w+)?(?:\.\w+)*)\s+import\s+"
    r"(\w+(?:\s+as\s+\w+)?(?:\s*,\s*\w+(?:\s+as\s+\w+)?)*)")
_ROLE_BEFORE = re.compile(r":[\w:]+:`~?$")
_FILE_NAME = (".py", ".toml", ".json", ".md", ".rst")
_REPO_PATH = re.compile(r"(?<![\w./-])(?:\./)?((?:core|plugins|examples|tests|docs|benchmarks)/[\w./<>*-]*)")
_MD_CODE = re.compile(r"```.*?```|`[^`\n]+`", re.S)
_RST_CODE = re.compile(r"``[^`]+?``")
_MD_LINK = re.compile(r"\]\(([^)#\s]+)")


def resolves(name: str) -> bool:
    """Whether a dotted name exists: the longest importable module prefix, then attributes."""
    parts = name.split(".")
    for end in range(len(parts), 0, -1):
        module = ".".join(parts[:end])
        try:
            value: object = importlib.import_module(module)
        except ModuleNotFoundError as error:  # that module is missing, not one it imports
            if error.name and (module == error.name or module.startswith(error.name + ".")):
                continue
            raise
        try:
            for attribute in parts[end:]:
                value = getattr(value, attribute)
        except AttributeError:
            return False
        return True
    return False


def stale_names(text: str) -> list[str]:
    """The dotted names of manastack's packages the text gives that don't resolve, and the
    names a ``from manastack... import ...`` of the text imports that don't exist."""
    stale = []
    for match in _DOTTED.finditer(text):
        name = match.group(1)
        in_role = bool(_ROLE_BEFORE.search(text[max(0, match.start() - 20):match.start()]))
        if name.endswith(_FILE_NAME) or (name in ENTRY_POINT_GROUPS and not in_role):
            continue
        if not resolves(name):
            stale.append(name)
    for match in _FROM_IMPORT.finditer(text):
        for imported in match.group(2).split(","):
            name = f"{match.group(1)}.{imported.split()[0]}"
            if not resolves(name):
                stale.append(name)
    return list(dict.fromkeys(stale))


def missing_paths(text: str, where: Path, markdown: bool) -> list[str]:
    """The repository paths written as code in the text (``core/...``, ``plugins/...``,
    ``examples/...``, ``tests/...``, ``docs/...``, ``benchmarks/...``) that exist neither from
    the repository's root nor from the text's folder (a package's README says
    ``tests/test_x.py`` for its own tests), and a Markdown text's relative links that lead
    nowhere. A pattern (``plugins/<keyword>``, ``*``) is not a path."""
    missing = []
    for code in (_MD_CODE if markdown else _RST_CODE).findall(text):
        for match in _REPO_PATH.finditer(code):
            path = match.group(1).rstrip(".")
            if "<" in path or "*" in path:
                continue
            if not ((ROOT / path).exists() or (where / path).exists()):
                missing.append(path)
    if markdown:
        missing += [f"link {target}" for target in _MD_LINK.findall(text)
                    if "://" not in target and not (where / target).exists()]
    return list(dict.fromkeys(missing))


@pytest.mark.parametrize("page", PROSE, ids=lambda page: str(page.relative_to(ROOT)))
def test_every_name_and_path_the_prose_gives_exists(page: Path) -> None:
    """A module moved or a name renamed leaves no page pointing at the old one."""
    text = page.read_text(encoding="utf-8")
    assert stale_names(text) + missing_paths(text, page.parent, page.suffix == ".md") == []


def test_the_prose_check_can_fail(tmp_path: Path) -> None:
    text = ("The reader is ``manastack.oracle``; see :func:`manastack.api.no_such_name`,\n"
            "``manastack_grammar.api.KeywordDef``, the group ``manastack.plugins``, whose\n"
            "docstring :mod:`manastack.plugins` was, ``pytest_manastack.fixtures``,\n"
            "``docs/_ext/manastack_docs.py`` and ``from manastack.api import hookimpl, Nope``.\n"
            "Tests: ``core/tests/test_startup.py``, ``core/kernel/tests/test_startup.py``,\n"
            "``plugins/<keyword>/README.md``, ``tests/test_here.py``.\n")
    assert stale_names(text) == ["manastack.oracle", "manastack.api.no_such_name",
                                 "manastack.plugins", "manastack.api.Nope"]
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_here.py").touch()
    assert missing_paths(text, tmp_path, markdown=False) == ["core/tests/test_startup.py"]
    assert missing_paths("[the README](../README.md), `core/src/x.py`", ROOT / "core" / "kernel",
                         markdown=True) == ["core/src/x.py", "link ../README.md"]


def _schema_properties(node: object) -> set[str]:
    """Every property name the scenario schema defines, in any table of the format."""
    found: set[str] = set()
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                found |= set(value)
            found |= _schema_properties(value)
    elif isinstance(node, list):
        for item in node:
            found |= _schema_properties(item)
    return found


def _toml_keys(node: object) -> set[str]:
    found: set[str] = set()
    if isinstance(node, dict):
        for key, value in node.items():
            found.add(key)
            found |= _toml_keys(value)
    elif isinstance(node, list):
        for item in node:
            found |= _toml_keys(item)
    return found


def _toml_examples(source: str) -> list[str]:
    """The TOML of docs/scenarios.rst: its ``code-block:: toml`` blocks and the files it
    includes."""
    blocks = []
    for m in re.finditer(r"^\.\. code-block:: toml\n\n((?:   .*\n|\n)+)", source, re.M):
        blocks.append(textwrap.dedent(m.group(1)))
    for m in re.finditer(r"^\.\. literalinclude:: (\S+\.toml)", source, re.M):
        blocks.append((DOCS / m.group(1)).read_text("utf-8"))
    return blocks


def test_every_scenario_field_is_described_with_an_example() -> None:
    """docs/scenarios.rst describes every property of the schema in its prose (as ``field``)
    and shows it in a TOML example; every example block is whole, valid TOML."""
    import tomllib

    source = (DOCS / "scenarios.rst").read_text("utf-8")
    examples = _toml_examples(source)
    assert len(examples) >= 8
    shown: set[str] = set()
    for block in examples:
        shown |= _toml_keys(tomllib.loads(block))
    prose = re.sub(r"^\.\. code-block:: toml\n\n((?:   .*\n|\n)+)", "", source, flags=re.M)
    fields = _schema_properties(schema())
    assert {"count", "objects", "nth", "logged_for", "damage"} <= fields
    assert sorted(f for f in fields if f"``{f}``" not in prose) == []
    assert sorted(fields - shown) == []
