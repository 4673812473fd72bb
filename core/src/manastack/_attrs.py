"""attrs' ``define`` and ``frozen`` for the kernel's classes: ``__repr__`` built on first use,
the other generated methods compiled once per installation.

attrs writes and compiles the source of every class's methods when the class is
created; the ``__repr__`` was the largest part (about a sixth of ``import
manastack`` plus ``Rules.load()``, benchmarks/README.md "Start-up"), for ~270
classes of which a game prints a handful. The decorators here are attrs' own,
except that a class which would get attrs' generated ``__repr__`` gets
:func:`_lazy_repr` instead: on the first call for a class it builds that class's
repr from its attrs fields, with attrs' exact output (``Name(a=1, b='x')``, the
fields with ``repr=False`` left out, a field's ``repr=`` callable used, ``...``
for an object already being printed higher up).

attrs also writes the source of each class's ``__init__``, ``__eq__`` and
``__hash__`` and ``compile()``s it, about a quarter of start-up for ~250 classes.
Python keeps the bytecode of modules in ``__pycache__``; :class:`MethodCache`
does the same for that generated source: the code objects are kept (``marshal``,
keyed by the exact source, the per-process hash seed left out) in
``manastack/__pycache__``, and a class whose source is in the cache is built
from its code object without compiling. The classes are attrs' own, built by
attrs; only the ``compile()`` call is skipped. Like bytecode files, the cache is
not written when ``sys.dont_write_bytecode`` is set (``PYTHONDONTWRITEBYTECODE``)
or the directory is read-only, and an unreadable cache is ignored.

Every other option is passed to attrs unchanged; mypy sees attrs' decorators.
"""

from __future__ import annotations

import atexit
import builtins
import contextlib
import marshal
import os
import sys
import threading
from collections.abc import Callable, Iterator
from types import CodeType
from typing import TYPE_CHECKING, Any

__all__ = ["cache_path", "cached_methods", "define", "frozen", "write_atomically"]

_REAL_COMPILE = builtins.compile  # the cache's own compiler, whatever is patched later
_REPRS: dict[type, Callable[[Any], str]] = {}
_printing = threading.local()  # ids of the objects being printed (recursion, as attrs)


def _lazy_repr(self: Any) -> str:
    cls = type(self)
    function = _REPRS.get(cls)
    if function is None:
        function = _REPRS[cls] = _build_repr(cls)
    return function(self)


def _build_repr(cls: type) -> Callable[[Any], str]:
    # the fields are those of the decorated class that gave ``cls`` this repr (an
    # undecorated subclass prints its own name with its parent's fields, as in attrs)
    owner = next(c for c in cls.__mro__ if c.__dict__.get("__repr__") is _lazy_repr)
    items = tuple((a.name, None if a.repr is True else a.repr, a.init)
                  for a in attrs.fields(owner) if a.repr is not False)
    name = cls.__qualname__.rsplit(">.", 1)[-1]
    nothing = attrs.NOTHING

    def __repr__(self: Any) -> str:
        seen: set[int] | None = getattr(_printing, "ids", None)
        if seen is None:
            seen = _printing.ids = set()
        key = id(self)
        if key in seen:
            return "..."
        seen.add(key)
        try:
            parts = []
            for field_name, custom, init in items:
                value = getattr(self, field_name) if init else \
                    getattr(self, field_name, nothing)
                parts.append(f"{field_name}={repr(value) if custom is None else custom(value)}")
            return f"{name}({', '.join(parts)})"
        finally:
            seen.discard(key)

    return __repr__


def _key(source: str, filename: str) -> str:
    # attrs seeds each class's __hash__ with a number that changes with every process (it
    # hashes a string: "return hash((\n    -317489...,"); the key leaves it out, any seed
    # being as good for the class (str methods: a regex here cost 2 ms of start-up)
    start = source.find("hash((")
    if start >= 0:
        end = source.find(",", start)
        if end > 0 and source[start + 6:end].strip().lstrip("-").isdigit():
            source = source[:start + 6] + source[end:]
    return filename + "\0" + source


_MAX_ENTRIES = 2000  # ~8 times what a process of the kernel and its plugins builds


class MethodCache:
    """Code objects of attrs-generated methods, by source, kept across processes.

    ``compile(source, filename, "exec")`` as attrs calls it: the code object from the
    cache when this source (for this class: the filename names it) was compiled
    before, else compiled and kept. :meth:`save` writes the cache when something new
    was compiled (atomically: a temporary file renamed over the old one)."""

    def __init__(self, path: str | os.PathLike[str] | None) -> None:
        self.path = path
        self.hits = 0
        self.misses = 0
        # each code object kept marshalled until its class is built: a process builds ~190
        # of the cache's classes, and unmarshalling all of them took 10 ms, this 3 ms
        self._codes: dict[str, bytes] | None = None
        self._used: set[str] = set()
        self._new = False

    def _load(self) -> dict[str, bytes]:
        codes: dict[str, bytes] = {}
        if self.path is not None:
            try:
                with open(self.path, "rb") as f:
                    stored = marshal.loads(f.read())  # load(f) reads in small pieces: 8x slower
                if isinstance(stored, dict):  # anything else: not a cache of ours, ignored
                    codes = {k: v for k, v in stored.items()
                             if isinstance(k, str) and isinstance(v, bytes)}
            except (OSError, EOFError, ValueError, TypeError):
                pass  # no cache yet, or unreadable: compile as attrs would
        return codes

    def compile(self, source: str, filename: str, mode: str, *args: Any, **kwargs: Any
                ) -> CodeType:
        if mode != "exec" or args or kwargs:
            code: CodeType = _REAL_COMPILE(source, filename, mode, *args, **kwargs)
            return code
        codes = self._codes if self._codes is not None else self._load()
        self._codes = codes
        key = _key(source, filename)
        self._used.add(key)
        stored = codes.get(key)
        if stored is not None:
            try:
                found = marshal.loads(stored)
            except (EOFError, ValueError, TypeError):
                found = None  # a damaged entry: compiled again below
            if isinstance(found, CodeType):
                self.hits += 1
                return found
        self.misses += 1
        code = _REAL_COMPILE(source, filename, mode)
        codes[key] = marshal.dumps(code)
        self._new = True
        return code

    def save(self) -> bool:
        """Write the cache if something was compiled since it was read; True if written."""
        if not self._new or self.path is None or self._codes is None or \
                sys.dont_write_bytecode:
            return False
        codes = self._codes
        if len(codes) > _MAX_ENTRIES:  # old sources pile up as the kernel is edited: pruned
            codes = {key: codes[key] for key in self._used}
        if not write_atomically(self.path, marshal.dumps(codes)):
            return False
        self._new = False
        return True


def cache_path(name: str) -> str | None:
    """Where the kernel keeps ``name`` next to its bytecode: ``manastack/__pycache__``, or
    mirrored under ``sys.pycache_prefix`` (PYTHONPYCACHEPREFIX) as ``.pyc`` files are; None
    for an implementation that keeps no bytecode. (os.path, not pathlib: importing pathlib
    cost ~5 ms of a fresh start-up.)"""
    tag = sys.implementation.cache_tag
    if tag is None:
        return None
    folder = os.path.dirname(os.path.realpath(__file__))
    if sys.pycache_prefix:
        # the absolute folder, its drive and root left out, under the prefix
        folder = os.path.join(sys.pycache_prefix, os.path.splitdrive(folder)[1].lstrip(os.sep))
    else:
        folder = os.path.join(folder, "__pycache__")
    return os.path.join(folder, f"{name}.{tag}.marshal")


def write_atomically(path: str | os.PathLike[str], data: bytes) -> bool:
    """Write ``data`` to ``path`` through a temporary file renamed over it (a reader sees the
    old file or the new one); False, and nothing left behind, when it cannot be written."""
    path = os.fspath(path)
    temporary = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(temporary, "wb") as f:
            f.write(data)
        os.replace(temporary, path)
    except OSError:  # a read-only installation: nothing kept, as for bytecode
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        return False
    return True


CACHE = MethodCache(cache_path("_attrs_methods"))
_building = threading.local()  # set while the kernel's classes or a plugin's module are built


@contextlib.contextmanager
def _attrs_own_classes_cached() -> Iterator[None]:
    # attrs builds ~30 classes of its own as it is imported (its validators, Attribute...),
    # compiling their methods: ~6 ms of start-up. When manastack imports attrs first, that
    # one import sees a ``compile`` sending attrs' generated sources to the cache and every
    # other call to the real one; it is put back as the import ends.
    if "attr" in sys.modules:
        yield
        return

    def compile_attrs_own(source: Any, filename: Any, mode: str, *args: Any,
                          **kwargs: Any) -> Any:
        if isinstance(filename, str) and filename.startswith("<attrs generated "):
            return CACHE.compile(source, filename, mode, *args, **kwargs)
        return _REAL_COMPILE(source, filename, mode, *args, **kwargs)

    setattr(builtins, "compile", compile_attrs_own)  # noqa: B010 (mypy: a builtin function)
    try:
        yield
    finally:
        setattr(builtins, "compile", _REAL_COMPILE)  # noqa: B010


with _attrs_own_classes_cached():
    import attr._make as _attrs_make
    import attrs


def _is_ours(filename: object) -> bool:
    # attrs names the source "<attrs generated {what} {module}.{class}>" ({what}: "methods",
    # or "init", "eq"... in older releases)
    if not isinstance(filename, str) or not filename.startswith("<attrs generated "):
        return False
    return filename.rpartition(" ")[2].startswith(("manastack.", "manastack_"))


def _compile(source: str, filename: str, mode: str, *args: Any, **kwargs: Any) -> Any:
    # attrs looks ``compile`` up in its module: the classes built under cached_methods(), and
    # those of a module named manastack* (a plugin's keyword module, imported by a game long
    # after Rules.load()), go through the cache; any other attrs class (another library's)
    # is compiled as usual
    if getattr(_building, "active", False) or _is_ours(filename):
        return CACHE.compile(source, filename, mode, *args, **kwargs)
    return _REAL_COMPILE(source, filename, mode, *args, **kwargs)


@contextlib.contextmanager
def cached_methods() -> Iterator[None]:
    """Within: attrs classes take their generated methods from :data:`CACHE` (the kernel's
    decorators, and plugin modules while :mod:`manastack.plugins` imports them)."""
    outer = getattr(_building, "active", False)
    _building.active = True
    try:
        yield
    finally:
        _building.active = outer


if hasattr(_attrs_make, "_compile_and_eval"):  # the attrs this was written for; else no cache
    _attrs_make.compile = _compile  # type: ignore[attr-defined]
    atexit.register(CACHE.save)


def _with_lazy_repr(make: Callable[..., Any]) -> Callable[..., Any]:
    def decorator(maybe_cls: type | None = None, **options: Any) -> Any:
        def apply(cls: type) -> type:
            with cached_methods():
                return build(cls)

        def build(cls: type) -> type:
            # attrs would generate a repr: repr left to attrs' default and none in the body
            if options.get("repr") is None and "__repr__" not in cls.__dict__:
                built: type = make(cls, **{**options, "repr": False})
                built.__repr__ = _lazy_repr  # type: ignore[assignment]
                return built
            result: type = make(cls, **options)
            return result

        return apply if maybe_cls is None else apply(maybe_cls)

    return decorator


if TYPE_CHECKING:
    from attrs import define, frozen
else:
    define = _with_lazy_repr(attrs.define)
    frozen = _with_lazy_repr(attrs.frozen)
