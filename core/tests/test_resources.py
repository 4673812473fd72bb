"""Files inside packages (manastack._resources): a directory on disk read directly,
anything else through importlib.resources, with the same contents either way."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from importlib import resources
from pathlib import Path

import pytest

from manastack import _resources
from manastack.decks import builtin_deck_names, load_deck
from manastack.loading.sources import TomlCardSource


@pytest.fixture
def on_path(tmp_path: Path) -> Iterator[Path]:
    sys.path.insert(0, str(tmp_path))
    before = set(sys.modules)
    try:
        yield tmp_path
    finally:
        sys.path.remove(str(tmp_path))
        for name in set(sys.modules) - before:
            if name.startswith("msres_"):
                del sys.modules[name]


def test_a_package_on_disk_gives_a_path_with_the_same_bytes() -> None:
    target = _resources.package_file("manastack", "data", "cards.toml")
    assert isinstance(target, str)
    assert _resources.read_bytes(target) == \
        resources.files("manastack").joinpath("data", "cards.toml").read_bytes()
    folder = _resources.package_file("manastack", "data", "decks")
    assert sorted(_resources.list_names(folder)) == \
        sorted(p.name for p in resources.files("manastack").joinpath("data", "decks").iterdir())


def test_a_package_not_yet_imported_is_found_without_importing_it(on_path: Path) -> None:
    package = on_path / "msres_plain"
    package.mkdir()
    (package / "__init__.py").write_text("raise RuntimeError('imported')\n")
    (package / "cards.toml").write_text("x = 1\n")
    target = _resources.package_file("msres_plain", "cards.toml")
    assert target == str(package / "cards.toml")
    assert "msres_plain" not in sys.modules
    assert _resources.read_bytes(target) == b"x = 1\n"


def test_a_zipped_package_is_read_through_importlib_resources(on_path: Path) -> None:
    archive = on_path / "pool.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("msres_zipped/__init__.py", "")
        z.writestr("msres_zipped/data/cards.toml", "y = 2\n")
    sys.path.insert(0, str(archive))
    try:
        target = _resources.package_file("msres_zipped", "data", "cards.toml")
        assert not isinstance(target, str)  # a Traversable inside the zip file
        assert _resources.read_bytes(target) == b"y = 2\n"
        assert _resources.list_names(_resources.package_file("msres_zipped", "data")) == \
            ["cards.toml"]
    finally:
        sys.path.remove(str(archive))


def test_a_namespace_package_is_read_through_importlib_resources(on_path: Path) -> None:
    (on_path / "msres_ns").mkdir()
    (on_path / "msres_ns" / "cards.toml").write_text("z = 3\n")
    target = _resources.package_file("msres_ns", "cards.toml")
    assert not isinstance(target, str)
    assert _resources.read_bytes(target) == b"z = 3\n"


def test_pools_and_decks_read_through_it_name_a_missing_file(on_path: Path) -> None:
    package = on_path / "msres_pool"
    package.mkdir()
    (package / "__init__.py").write_text("")
    source = TomlCardSource.from_package("pool", "msres_pool", "cards.toml")
    with pytest.raises(Exception, match=r"msres_pool.cards\.toml: cannot read card data"):
        source.load()
    assert "vanilla" in builtin_deck_names()
    assert load_deck("vanilla").main  # read from the package directory


def test_start_up_imports_neither_importlib_resources_nor_pathlib() -> None:
    # importlib.resources brings tempfile, zipfile and shutil, pathlib brings urllib.parse
    # and ipaddress: together ~25 ms of a fresh start-up (benchmarks/README.md).
    # (An environment whose site already imported it proves nothing here, but a clean
    # virtual environment, as in CI, does.)
    code = ("import sys\nbefore = set(sys.modules)\nimport manastack\n"
            "manastack.Rules.load()\n"
            "print(sorted(m for m in set(sys.modules) - before "
            "if m.startswith('importlib.resources') or m in ('tempfile', 'zipfile', 'pathlib')))")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, check=True).stdout.strip()
    assert out == "[]"
