"""The workspace: one-command install, the meta-distribution, the plugin packages' shape,
CI running exactly what the README says."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PLUGIN_DIRS = sorted(p.parent for p in ROOT.glob("plugins/*/pyproject.toml"))


def requirement_lines() -> list[str]:
    lines = (ROOT / "requirements-dev.txt").read_text().splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def pyproject(path: Path) -> dict[str, object]:
    with open(path / "pyproject.toml", "rb") as f:
        return tomllib.load(f)


def test_requirements_install_the_kernel_and_every_plugin_editable() -> None:
    editable = [line.split(None, 1)[1] for line in requirement_lines() if line.startswith("-e ")]
    assert editable[0] == "./core"
    for path in editable:
        assert (ROOT / path / "pyproject.toml").exists(), f"{path} is not a package"
    listed = {path for path in editable if path.startswith("./plugins/")}
    assert listed == {f"./plugins/{d.name}" for d in PLUGIN_DIRS}
    tools = {re.split(r"[<>=]", line)[0] for line in requirement_lines() if line[0].isalpha()}
    assert {"pytest", "ruff", "mypy"} <= tools


def test_the_root_is_the_meta_distribution_of_kernel_and_keywords() -> None:
    project = pyproject(ROOT)["project"]
    assert isinstance(project, dict) and project["name"] == "manastack"
    deps = set(project["dependencies"])
    assert "manastack-core" in deps
    for plugin in PLUGIN_DIRS:
        assert f"manastack-{plugin.name}" in deps, f"{plugin.name} missing from the root deps"
    assert project["requires-python"] == ">=3.11"


def test_the_kernel_distribution() -> None:
    project = pyproject(ROOT / "core")["project"]
    assert isinstance(project, dict) and project["name"] == "manastack-core"
    names = {re.split(r"[<>=\[ ]", dep)[0] for dep in project["dependencies"]}
    assert names == {"pluggy", "attrs", "importlib-metadata"}  # nothing else unless it earns it
    assert project["entry-points"]["pytest11"] == {"manastack": "manastack.testing"}
    assert project["scripts"] == {"manastack": "manastack.cli:main"}
    assert (ROOT / "core" / "src" / "manastack" / "py.typed").exists()


def test_every_plugin_package_has_the_shape_of_a_third_party_package() -> None:
    for plugin in PLUGIN_DIRS:
        name = plugin.name
        project = pyproject(plugin)["project"]
        assert isinstance(project, dict)
        assert project["name"] == f"manastack-{name}"
        entry = project["entry-points"]["manastack.plugins"]
        assert list(entry) == [name], f"{name}: the entry point's name is the plugin's name"
        assert entry[name].split(":")[0].split(".")[0] == f"manastack_{name}", entry
        assert any(dep.startswith("manastack-core") for dep in project["dependencies"])
        assert (plugin / "src" / f"manastack_{name}" / "__init__.py").exists()
        assert (plugin / "README.md").exists() and list((plugin / "tests").glob("test_*.py"))


def readme_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text()
    block = re.search(r"## Two commands.*?```bash\n(.*?)```", readme, re.S)
    assert block, "README.md has no '## Two commands' bash block"
    return [line.split("#")[0].strip() for line in block.group(1).splitlines() if line.strip()]


def test_ci_runs_exactly_the_readme_commands_then_lint_types_and_tests() -> None:
    install, tests = readme_commands()
    assert "requirements-dev.txt" in install and install.endswith("&& manastack demo")
    assert tests == "python -m pytest"
    script = (ROOT / ".ci" / "run").read_text()
    lines = [line.strip() for line in script.splitlines()]
    assert "set -euo pipefail" in lines  # any failing step fails the run
    assert f"{install} || exit 1" in lines  # set -e alone ignores failures left of &&
    order = [lines.index(f"{install} || exit 1"), lines.index("ruff check ."),
             lines.index("mypy --strict core/src/manastack"), lines.index(tests)]
    assert order == sorted(order)
    assert "|| true" not in script and "set +e" not in script
    for line in lines:  # any other && list would hide a failure of its left side
        assert "&&" not in line or line.endswith("|| exit 1") or line.startswith("#"), line


def test_pytest_collects_every_suite() -> None:
    options = pyproject(ROOT)["tool"]["pytest"]["ini_options"]  # type: ignore[index]
    assert {"core/tests", "plugins", "tests"} <= set(options["testpaths"])
