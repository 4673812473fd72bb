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


#: The distributions of core/, by folder: (distribution, import package).
CORE = {"kernel": ("manastack-core", "manastack"), "grammar": ("manastack-grammar", "manastack_grammar"),
        "cli": ("manastack-cli", "manastack_cli"),
        "pytest-manastack": ("pytest-manastack", "pytest_manastack"),
        "gym": ("manastack-gym", "manastack_gym")}


def test_requirements_install_every_distribution_editable() -> None:
    editable = [line.split(None, 1)[1] for line in requirement_lines() if line.startswith("-e ")]
    assert editable[:len(CORE)] == [f"./core/{folder}" for folder in CORE]
    for path in editable:
        assert (ROOT / path / "pyproject.toml").exists(), f"{path} is not a package"
    listed = {path for path in editable if path.startswith("./plugins/")}
    assert listed == {f"./plugins/{d.name}" for d in PLUGIN_DIRS}
    tools = {re.split(r"[<>=]", line)[0] for line in requirement_lines() if line[0].isalpha()}
    assert {"pytest", "ruff", "mypy"} <= tools


def test_the_root_is_the_meta_distribution_of_every_distribution() -> None:
    project = pyproject(ROOT)["project"]
    assert isinstance(project, dict) and project["name"] == "manastack"
    deps = _dependencies(project)  # the names, whatever versions they are pinned to
    assert {name for name, _ in CORE.values()} <= deps
    for plugin in PLUGIN_DIRS:
        assert f"manastack-{plugin.name}" in deps, f"{plugin.name} missing from the root deps"
    assert project["requires-python"] == ">=3.11"


def _dependencies(project: dict[str, object]) -> set[str]:
    return {re.split(r"[<>=\[ ;]", dep)[0] for dep in project["dependencies"]}  # type: ignore[attr-defined]


def test_each_core_distribution_has_its_name_package_and_dependencies() -> None:
    for folder, (name, package) in CORE.items():
        project = pyproject(ROOT / "core" / folder)["project"]
        assert isinstance(project, dict) and project["name"] == name
        assert (ROOT / "core" / folder / "src" / package / "py.typed").exists(), folder
        assert list((ROOT / "core" / folder / "tests").glob("test_*.py")), folder
    kernel = pyproject(ROOT / "core" / "kernel")["project"]
    assert _dependencies(kernel) == {"pluggy", "attrs"}  # nothing else unless it earns it
    assert "scripts" not in kernel and "pytest11" not in kernel.get("entry-points", {})
    grammar = pyproject(ROOT / "core" / "grammar")["project"]
    assert _dependencies(grammar) == {"manastack-core"}
    assert grammar["entry-points"]["manastack.base"] == {"grammar": "manastack_grammar"}
    cli = pyproject(ROOT / "core" / "cli")["project"]
    assert cli["scripts"] == {"manastack": "manastack_cli.main:main"}
    kit = pyproject(ROOT / "core" / "pytest-manastack")["project"]
    assert kit["entry-points"]["pytest11"] == {"manastack": "pytest_manastack.fixtures"}
    assert "pytest" in _dependencies(kit)


def test_every_plugin_package_has_the_shape_of_a_third_party_package() -> None:
    for plugin in [*PLUGIN_DIRS, ROOT / "examples" / "manastack-buyback"]:
        name = plugin.name.removeprefix("manastack-")
        project = pyproject(plugin)["project"]
        assert isinstance(project, dict)
        assert project["name"] == f"manastack-{name}"
        entry = project["entry-points"]["manastack.plugins"]
        assert list(entry) == [name], f"{name}: the entry point's name is the plugin's name"
        assert entry[name].split(":")[0].split(".")[0] == f"manastack_{name}", entry
        keywords = project["entry-points"].get("manastack.keywords", {})
        assert keywords and set(keywords.values()) == {entry[name]}, f"{name}: its keywords"
        assert {"manastack-core", "manastack-grammar"} <= _dependencies(project), name
        assert any(dep.startswith("pytest-manastack")
                   for dep in project["optional-dependencies"]["test"]), name
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
    # README's test command, with the option recording the rules proven in play
    run_tests = next(i for i, line in enumerate(lines)
                     if line == tests or line.startswith(f"{tests} --manastack-proofs="))
    order = [lines.index(f"{install} || exit 1"), lines.index("ruff check ."),
             lines.index("mypy --strict core/kernel/src/manastack"), run_tests,
             lines.index('python .ci/check-proofs "$proofs"'),
             lines.index("python .ci/each-plugin-alone")]  # each plugin's suite, installed alone
    assert order == sorted(order)
    assert "|| true" not in script and "set +e" not in script
    for line in lines:  # any other && list would hide a failure of its left side
        assert "&&" not in line or line.endswith("|| exit 1") or line.startswith("#"), line


def test_pytest_collects_every_suite() -> None:
    options = pyproject(ROOT)["tool"]["pytest"]["ini_options"]  # type: ignore[index]
    assert set(options["testpaths"]) == {"core", "plugins", "tests", "examples"}
