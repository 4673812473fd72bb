"""manastack._attrs.MethodCache: attrs' generated methods compiled once per installation.

The classes built from cached code must be exactly the classes attrs builds: same
validation, equality, hashing; the cache must never be required (unreadable, read-only
or disabled: attrs compiles as usual)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from types import CodeType
from typing import Any

import attrs
import pytest
from attrs import field, validators

from manastack import _attrs


def _define_point() -> Any:
    @_attrs.frozen
    class Point:
        x: int = field(validator=validators.instance_of(int))
        y: int = 0
        label: str = field(default="", eq=False)

    return Point


def _use(monkeypatch: pytest.MonkeyPatch, path: Path) -> _attrs.MethodCache:
    cache = _attrs.MethodCache(path)
    monkeypatch.setattr(_attrs, "CACHE", cache)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return cache


def test_a_second_process_builds_the_class_from_the_cache(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "methods.marshal"
    first = _use(monkeypatch, path)
    compiled = _define_point()
    assert (first.hits, first.misses) == (0, 1)
    assert first.save() and path.exists()

    second = _use(monkeypatch, path)  # as a new process would: the cache read from disk
    cached = _define_point()
    assert (second.hits, second.misses) == (1, 0)
    assert not second.save()  # nothing new: the file is not rewritten

    for point in (compiled, cached):
        assert point(1, 2) == point(1, 2, label="other")  # eq=False field left out
        assert point(1, 2) != point(1, 3)
        assert hash(point(1, 2)) == hash(point(1, 2, label="x"))
        assert attrs.evolve(point(1, 2), y=5).y == 5
        with pytest.raises(TypeError, match="'x' must be <class 'int'>"):
            point("1")
        with pytest.raises(attrs.exceptions.FrozenInstanceError):
            point(1).x = 2
    assert cached(1, 2) != compiled(1, 2)  # two classes, as attrs makes them


def test_the_key_leaves_out_attrs_per_process_hash_seed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = _use(monkeypatch, tmp_path / "m.marshal")
    source = "def __hash__(self):\n    return hash((\n        {seed},\n        self.a,\n    ))\n"
    one = cache.compile(source.format(seed=-3174890417604942727), "<attrs generated x>", "exec")
    two = cache.compile(source.format(seed=88), "<attrs generated x>", "exec")
    assert one == two and (cache.hits, cache.misses) == (1, 1)  # two: the first one's code
    nested = [c for c in two.co_consts if isinstance(c, CodeType)]
    assert any(-3174890417604942727 in c.co_consts for c in nested)  # any seed serves as well
    cache.compile(source.format(seed=88), "<attrs generated y>", "exec")
    assert cache.misses == 2  # the filename names the class: another class, another entry


def test_a_damaged_entry_is_compiled_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                           ) -> None:
    path = tmp_path / "m.marshal"
    cache = _use(monkeypatch, path)
    _define_point()
    assert cache._codes is not None
    cache._codes = {key: b"\xe3 not code" for key in cache._codes}
    cache._new = True
    assert cache.save()
    cache = _use(monkeypatch, path)
    point = _define_point()
    assert point(1, 2) == point(1, 2) and (cache.hits, cache.misses) == (0, 1)


@pytest.mark.parametrize("content", [b"", b"garbage", b"\xe3\x00", json.dumps([1]).encode()])
def test_an_unreadable_cache_is_ignored(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: bytes) -> None:
    path = tmp_path / "m.marshal"
    path.write_bytes(content)
    cache = _use(monkeypatch, path)
    point = _define_point()
    assert point(1) == point(1) and cache.misses == 1
    assert cache.save()  # replaced by a good one
    assert _use(monkeypatch, path) is not None and _define_point()(2).x == 2
    assert _attrs.CACHE.hits == 1


def test_nothing_written_when_bytecode_is_not_written_or_cannot_be(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = _use(monkeypatch, tmp_path / "m.marshal")
    _define_point()
    monkeypatch.setattr(sys, "dont_write_bytecode", True)  # PYTHONDONTWRITEBYTECODE
    assert not cache.save() and not (tmp_path / "m.marshal").exists()

    blocked = tmp_path / "a-file"
    blocked.write_text("")
    cache = _use(monkeypatch, blocked / "sub" / "m.marshal")  # its folder cannot be made
    _define_point()
    assert not cache.save()
    assert list(tmp_path.iterdir()) == [blocked]  # no temporary file left behind


def test_other_attrs_classes_are_compiled_as_usual(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = _use(monkeypatch, tmp_path / "m.marshal")

    @attrs.frozen
    class NotOurs:
        a: int

    assert NotOurs(1) == NotOurs(1) and (cache.hits, cache.misses) == (0, 0)
    with _attrs.cached_methods():
        @attrs.frozen
        class Plugins:  # a plugin module's classes, imported by manastack.plugins
            a: int
    assert Plugins(1) == Plugins(1) and cache.misses == 1

    @attrs.frozen
    class Keyword:  # a plugin's keyword module, imported by a game long after Rules.load()
        __module__ = "manastack_fake.keyword"
        a: int

    assert Keyword(1) == Keyword(1) and cache.misses == 2


def test_start_up_in_a_fresh_interpreter_compiles_nothing_the_second_time(
        tmp_path: Path) -> None:
    """End to end: the kernel's and the installed plugins' classes, across processes."""
    # loading builds the registries' classes; the cards read build the vocabulary's and a
    # plugin's (flashback's keyword module), as a first game does
    # (every attrs source compiled outside the cache is counted too: none, the second time)
    code = ("import manastack, sys; from manastack import _attrs; real = _attrs._REAL_COMPILE\n"
            "outside = []\n"
            "def spy(source, filename, *args, **kwargs):\n"
            "    outside.append(filename)\n"
            "    return real(source, filename, *args, **kwargs)\n"
            "_attrs._REAL_COMPILE = spy\n"
            "rules = manastack.Rules.load()\n"
            "[rules.card(n) for n in ('Lightning Bolt', 'Think Twice', 'Llanowar Elves')]\n"
            "misses = _attrs.CACHE.misses\n"
            "print(_attrs.CACHE.hits, misses, _attrs.CACHE.path,\n"
            "      len([f for f in outside if str(f).startswith('<attrs')]) - misses)")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(tmp_path)  # the cache goes there, as .pyc files do

    def run() -> list[str]:
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                             text=True, check=True).stdout.split()
        return out

    hits, misses, path, _ = run()
    assert int(misses) > 200 and Path(path).is_relative_to(tmp_path) and Path(path).exists()
    hits, misses, _, uncached = run()  # fewer classes: the grammar modules, the
    assert int(misses) == 0 and int(hits) > 90  # instructions and the game engine load on
    assert int(uncached) == 0  # first use; flashback's keyword module from the cache too


def test_attrs_own_classes_come_from_the_cache_when_manastack_imports_attrs(
        tmp_path: Path) -> None:
    """attrs builds ~28 classes of its own as it is imported; imported by manastack first,
    their methods come from the cache too, and ``compile`` is the builtin again after."""
    code = ("import builtins; real = builtins.compile\n"
            "from manastack import _attrs\n"
            "assert builtins.compile is real\n"
            "print(_attrs.CACHE.hits, _attrs.CACHE.misses)")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(tmp_path)

    def run() -> tuple[int, int]:
        hits, misses = subprocess.run([sys.executable, "-c", code], env=env,
                                      capture_output=True, text=True,
                                      check=True).stdout.split()
        return int(hits), int(misses)

    assert run()[1] >= 20  # compiled, and kept
    hits, misses = run()
    assert misses == 0 and hits >= 20


def test_old_sources_are_pruned_when_the_cache_grows(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "m.marshal"
    cache = _use(monkeypatch, path)
    for n in range(_attrs._MAX_ENTRIES + 1):  # sources of classes since edited away
        cache.compile(f"x = {n}\n", "<attrs generated old>", "exec")
    assert cache.save()
    cache = _use(monkeypatch, path)
    _define_point()
    assert cache.save()
    assert _use(monkeypatch, path) is not None and _attrs.CACHE._load() and \
        len(_attrs.CACHE._load()) == 1  # only what the last process used is kept
