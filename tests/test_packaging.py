"""What every released distribution declares (docs/release.rst): the MIT licence as an SPDX
expression with its LICENSE file shipped, authors, classifiers and URLs, one version per
release line written once, internal dependencies pinned to the release line; and the
release check itself (.ci/build-wheels) run for real when ``build`` is installed."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import manastack

ROOT = Path(__file__).resolve().parents[1]
DISTRIBUTIONS = [ROOT, *sorted(p.parent for p in ROOT.glob("core/*/pyproject.toml")),
                 *sorted(p.parent for p in ROOT.glob("plugins/*/pyproject.toml")),
                 *sorted(p.parent for p in ROOT.glob("examples/manastack-*/pyproject.toml"))]
IDS = [str(d.relative_to(ROOT)) or "." for d in DISTRIBUTIONS]


def pyproject(folder: Path) -> dict[str, object]:
    with open(folder / "pyproject.toml", "rb") as f:
        return tomllib.load(f)


def project(folder: Path) -> dict[str, object]:
    table = pyproject(folder)["project"]
    assert isinstance(table, dict)
    return table


OURS = {str(project(d)["name"]) for d in DISTRIBUTIONS}


def version_of(folder: Path) -> str:
    """A distribution's version: its pyproject's, or the attribute it names (the kernel)."""
    table = project(folder)
    if "version" in table:
        return str(table["version"])
    assert table["dynamic"] == ["version"]
    attr = pyproject(folder)["tool"]["setuptools"]["dynamic"]["version"]["attr"]  # type: ignore[index]
    module, name = attr.rsplit(".", 1)
    source = (folder / "src" / module.replace(".", "/") / "__init__.py").read_text()
    m = re.search(rf'^{name} = "([^"]+)"$', source, re.M)
    assert m, f"{folder}: {attr} is not a literal string"
    return m.group(1)


def test_the_license_file_is_mit_for_the_manastack_developers() -> None:
    text = (ROOT / "LICENSE").read_text()
    assert text.startswith("MIT License\n\nCopyright (c) 2026 manastack developers\n")
    assert "THE SOFTWARE IS PROVIDED \"AS IS\"" in text


@pytest.mark.parametrize("folder", DISTRIBUTIONS, ids=IDS)
def test_every_distribution_declares_its_license_authors_classifiers_and_urls(
        folder: Path) -> None:
    table = project(folder)
    assert table["license"] == "MIT"  # PEP 639: an SPDX expression, not the table form
    assert table["license-files"] == ["LICENSE"]
    # each distribution ships the same file (an sdist holds only its own folder)
    assert (folder / "LICENSE").read_text() == (ROOT / "LICENSE").read_text()
    assert table["authors"] == [{"name": "manastack developers"}]
    classifiers = table["classifiers"]
    assert isinstance(classifiers, list)
    assert "Programming Language :: Python :: 3.11" in classifiers
    assert not [c for c in classifiers if c.startswith("License ::")]  # PEP 639 forbids both
    assert ("Typing :: Typed" in classifiers) is (folder != ROOT)  # the root holds no code
    urls = table["urls"]
    assert isinstance(urls, dict) and {"Homepage", "Source", "Issues", "Changelog"} <= set(urls)
    requires = pyproject(folder)["build-system"]["requires"]  # type: ignore[index]
    assert requires == ["setuptools>=77"]  # the first to read license as an SPDX expression


@pytest.mark.parametrize("folder", DISTRIBUTIONS[1:], ids=IDS[1:])
def test_every_import_package_ships_py_typed(folder: Path) -> None:
    packages = [p.parent for p in (folder / "src").glob("*/__init__.py")]
    assert packages, folder
    data = pyproject(folder)["tool"]["setuptools"]["package-data"]  # type: ignore[index]
    for package in packages:
        assert (package / "py.typed").is_file(), package
        assert "py.typed" in data[package.name], f"{package.name}: py.typed not in package-data"


def test_one_version_for_the_release_line_written_once_per_distribution() -> None:
    release = manastack.__version__
    assert {str(d.relative_to(ROOT)) or ".": version_of(d) for d in DISTRIBUTIONS} == {
        str(d.relative_to(ROOT)) or ".": release for d in DISTRIBUTIONS}
    kernel = project(ROOT / "core" / "kernel")
    assert "version" not in kernel  # read from manastack.__version__, never written twice
    conf = (ROOT / "docs" / "conf.py").read_text()
    assert "__version__" in conf and not re.search(r'^release = "', conf, re.M)


def _internal_requirements(folder: Path) -> list[str]:
    table = project(folder)
    found = [*table.get("dependencies", [])]  # type: ignore[list-item]
    for extra in table.get("optional-dependencies", {}).values():  # type: ignore[attr-defined]
        found += extra
    return [r for r in found if re.split(r"[<>=!~\[; ]", r, maxsplit=1)[0] in OURS]


@pytest.mark.parametrize("folder", DISTRIBUTIONS, ids=IDS)
def test_internal_dependencies_are_pinned_to_the_release_line(folder: Path) -> None:
    major, minor = manastack.__version__.split(".")[:2]
    pin = f">={major}.{minor},<{major}.{int(minor) + 1}"
    for requirement in _internal_requirements(folder):
        assert requirement.endswith(pin), f"{folder.name}: {requirement!r} is not pinned to {pin}"


def test_the_oracle_extra_exists_wherever_it_is_named() -> None:
    """``pip install 'manastack-core[oracle]'`` (the error hints) and ``'manastack[oracle]'``
    (the README) name extras that exist: pip only warns about a missing one."""
    named: set[tuple[str, str]] = set()
    texts = [*ROOT.glob("*.md"), *ROOT.glob("docs/*.rst"), *ROOT.glob("*/*/README.md"),
             *ROOT.glob("core/*/src/**/*.py")]
    for path in texts:
        for dist, extra in re.findall(r"\b(manastack(?:-[a-z]+)?)\[([a-z]+)\]", path.read_text()):
            named.add((dist, extra))
    assert ("manastack-core", "oracle") in named
    declared = {(str(project(d)["name"]), extra) for d in DISTRIBUTIONS
                for extra in project(d).get("optional-dependencies", {})}  # type: ignore[attr-defined]
    assert named <= declared, sorted(named - declared)


def test_no_backport_of_what_python_3_11_has() -> None:
    for folder in DISTRIBUTIONS:
        for requirement in project(folder).get("dependencies", []):  # type: ignore[attr-defined]
            assert not requirement.startswith(("importlib-metadata", "importlib_metadata",
                                               "tomli", "typing-extensions")), requirement
    sources = [*ROOT.glob("core/*/src/**/*.py"), *ROOT.glob("plugins/*/src/**/*.py"),
               *ROOT.glob("benchmarks/*.py")]
    for path in sources:
        assert not re.search(r"^\s*(import|from) importlib_metadata\b", path.read_text(), re.M), path


def test_the_build_script_is_run_by_ci() -> None:
    lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines()]
    assert "python .ci/build-wheels" in lines
    tools = (ROOT / "requirements-dev.txt").read_text()
    assert re.search(r"^build>=", tools, re.M) and re.search(r"^twine>=", tools, re.M)


#: Set to run the release check here too: over a minute, and .ci/run runs it anyway.
SLOW_ENV = "MANASTACK_SLOW_TESTS"


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get(SLOW_ENV),
                    reason=f"slow (over a minute): .ci/run runs .ci/build-wheels itself; "
                           f"set {SLOW_ENV}=1 to run it here")
@pytest.mark.skipif(importlib.util.find_spec("build") is None
                    or importlib.util.find_spec("twine") is None,
                    reason="build and twine are not installed (requirements-dev.txt has them)")
def test_every_distribution_builds_checks_and_runs_from_its_wheels(tmp_path: Path) -> None:
    """The whole release check: sdists and wheels, twine, a fresh environment installed with
    no index, the demo and scenarios run outside the source tree."""
    wheelhouse = tmp_path / "wheelhouse"
    done = subprocess.run([sys.executable, str(ROOT / ".ci" / "build-wheels"), "--wheelhouse",
                           str(wheelhouse)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "build-wheels: ok" in done.stdout
    assert "ok: the game went as the demo expects" in done.stdout
    assert "ok: capsize-buyback.toml" in done.stdout  # the third-party plugin, from its wheel
    built = {p.name for p in wheelhouse.iterdir()}
    for folder in DISTRIBUTIONS:
        stem = re.sub(r"[-_.]+", "_", str(project(folder)["name"])) + f"-{manastack.__version__}"
        assert {f"{stem}-py3-none-any.whl", f"{stem}.tar.gz"} <= built, stem
    shutil.rmtree(wheelhouse)
