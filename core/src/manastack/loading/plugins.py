"""Plugin discovery, selection and dispatch.

Every rule beyond the kernel's lives in a plugin: a module (or object) named
by an entry point of the group ``manastack.plugins``, whose entry-point name is
the plugin's name. The kernel's own rules are a plugin too, named ``core``,
registered first and always enabled. :func:`load_rules` turns the installed
plugins into a :class:`RuleSet`, the immutable set of rules a game plays by.

Discovery
    :func:`discover` reads the entry points and imports nothing. Two
    distributions declaring the same plugin name is an error naming both. The
    name ``core`` is reserved for the kernel.

Selection (which plugins are enabled)
    * The **allow list** is the ``enable`` argument when it is given (the
      ``--plugins`` option), else the environment variable
      ``MANASTACK_PLUGINS`` when it is set, else "every installed plugin".
      ``MANASTACK_PLUGINS=""`` (set but empty) means "no plugin but core".
    * The **block list** is always the union of the ``disable`` argument and
      ``MANASTACK_DISABLE_PLUGINS``.
    * Both variables are comma-separated; spaces and empty items are ignored.
    * Explicit arguments win over the environment: ``enable=["haste"]``
      enables haste even if ``MANASTACK_DISABLE_PLUGINS`` names it (with a
      note), and ``disable=["haste"]`` disables it even if
      ``MANASTACK_PLUGINS`` names it. A plugin both allowed and blocked at the
      same level (both arguments, or both variables) is an error.
    * Every name used must be an installed plugin, else the error lists the
      installed ones. ``core`` may be named in an allow list (it changes
      nothing) but never in a block list (error).
    * A blocked or unselected plugin is never imported.

Dependencies
    A plugin module may define ``MANASTACK_REQUIRES = ("haste",)``. Needs are
    read after import, so the selected plugins are imported first, then their
    needs, transitively. A need that is installed and not blocked is pulled in
    automatically, with a note in :attr:`RuleSet.notes` ("haste enabled:
    needed by earthbend") and in that plugin's :attr:`PluginInfo.reason`. A
    need that is blocked or not installed is an error naming both plugins
    ("earthbend needs haste, which is disabled (MANASTACK_DISABLE_PLUGINS)"),
    and so is a cycle ("plugin dependency cycle: a -> b -> a"). Needing
    ``core`` is always satisfied.

Validation at load (each error names the plugin and its distribution)
    * a module that fails to import;
    * a hook implementation with no matching hook (a typo such as
      ``manastack_cost_increase``), or with an argument the hook lacks;
    * a function named after a hook but not marked with ``@hookimpl`` (it
      would be silently ignored);
    * a hook wrapper (``wrapper=True`` / ``hookwrapper=True``): wrappers are
      not supported, because :class:`RuleSet` calls implementations directly;
    * two enabled plugins declaring the same keyword (names compared
      case-insensitively) from ``manastack_register_keywords``.

Dispatch
    :meth:`RuleSet.call` and its siblings do not go through ``pm.hook``: at
    load the call order of every hook is precomputed as pluggy would run it
    (``tryfirst`` first, ``trylast`` last, otherwise last registered first),
    and the functions are called directly with only the arguments each one
    declares. A hook with no implementation costs one dictionary look-up.
    Plugins are registered core first, then by name from Z to A, so among
    implementations of equal priority the call order is by plugin name, A to
    Z, and core comes last. :meth:`RuleSet.call_first` stops at the first
    non-``None`` answer, whether or not the hook is declared ``firstresult``.
    Registration hooks (``manastack_register_*``) are called once per rule set
    through :meth:`RuleSet.registered`, which caches their flattened results.

Errors during a call
    An exception raised by an implementation is re-raised as
    :class:`~manastack.errors.PluginError` naming the plugin, its distribution
    and the hook, with the original as ``__cause__``. A
    :class:`~manastack.errors.ManastackError` raised on purpose (for example
    :class:`~manastack.errors.IllegalActionError`) passes through unchanged.

Cache
    :func:`load_rules` called again with the same arguments, the same values
    of the two environment variables and the same ``sys.path`` returns the same
    :class:`RuleSet` object. :func:`clear_cache` forgets every rule set (call it
    after installing or removing a distribution in-process).
"""

from __future__ import annotations

import importlib
import os
import sys
import types
from collections.abc import Callable, Iterable, Iterator, Mapping
from operator import itemgetter
from typing import Any

import attrs
import pluggy
from attrs import frozen

from manastack import hookspecs
from manastack._lazy import names_from as names_from
from manastack.errors import ManastackError, PluginError

__all__ = [
    "CORE_PLUGIN",
    "DISABLE_ENV",
    "ENABLE_ENV",
    "ENTRY_POINT_GROUP",
    "AvailablePlugin",
    "PluginInfo",
    "RuleSet",
    "clear_cache",
    "describe_plugins",
    "discover",
    "hookimpl",
    "load_rules",
    "names_from",
]

PROJECT = "manastack"
hookimpl = pluggy.HookimplMarker(PROJECT)
ENTRY_POINT_GROUP = "manastack.plugins"
CORE_PLUGIN = "core"
ENABLE_ENV = "MANASTACK_PLUGINS"
DISABLE_ENV = "MANASTACK_DISABLE_PLUGINS"
REQUIRES_ATTRIBUTE = "MANASTACK_REQUIRES"
KEYWORDS_HOOK = "manastack_register_keywords"

# Labels of the selection sources, as they appear in reasons, notes and errors.
_API_ENABLE = "enable="
_API_DISABLE = "disable="

_IMPL_MARK = PROJECT + "_impl"  # attribute pluggy's HookimplMarker sets on a marked function
_SPEC_MARK = PROJECT + "_spec"  # attribute pluggy's HookspecMarker sets on a spec function
_MAX_CACHED = 64

# (plugin name, function, arity, argument getter, argument names), in call order. The
# getter is the argument's name for one argument, an itemgetter for several: branching
# on the arity is twice as fast as building an argument list per call.
_Impl = tuple[str, Callable[..., Any], int, Any, tuple[str, ...]]


@frozen
class AvailablePlugin:
    """A plugin found through its entry point; its module is not imported."""

    name: str
    value: str  # the entry point's value: "package.module" or "package.module:attr"
    distribution: str | None
    version: str | None


@frozen
class PluginInfo:
    """What a :class:`RuleSet` knows about one plugin, enabled or not."""

    name: str
    module: str
    distribution: str | None
    version: str | None
    requires: tuple[str, ...]
    hooks: tuple[str, ...]
    keywords: tuple[str, ...]
    enabled: bool
    reason: str


@frozen(eq=False)
class RuleSet:
    """An immutable, loaded set of plugins: what a Game plays by.

    Built by :func:`load_rules`; never construct one directly.
    """

    plugin_manager: pluggy.PluginManager
    plugins: tuple[PluginInfo, ...]
    enabled: tuple[str, ...]
    notes: tuple[str, ...]
    _impls: Mapping[str, tuple[_Impl, ...]]
    _implemented: frozenset[str]
    _labels: Mapping[str, str]
    _enabled_set: frozenset[str]
    _keyword_owner: Mapping[str, str]
    # Filled on first use of each registration hook; the only mutable part.
    _registered_cache: dict[str, tuple[tuple[str, Any], ...]] = attrs.field(
        factory=dict, repr=False
    )

    def is_enabled(self, name: str) -> bool:
        """Whether the plugin ``name`` is enabled in this rule set."""
        return name in self._enabled_set

    def has_impls(self, hook: str) -> bool:
        """Whether at least one enabled plugin implements ``hook``."""
        return hook in self._implemented

    def call(self, hook: str, **kwargs: Any) -> list[Any]:
        """Call every implementation of ``hook``; return their non-``None`` results."""
        try:
            impls = self._impls[hook]
        except KeyError:
            raise self._unknown_hook(hook) from None
        results: list[Any] = []
        for name, function, arity, getter, argnames in impls:
            try:
                if arity == 1:
                    result = function(kwargs[getter])
                elif arity:
                    result = function(*getter(kwargs))
                else:
                    result = function()
            except ManastackError:
                raise
            except Exception as exc:
                raise self._failure(name, hook, argnames, kwargs, exc) from exc
            if result is not None:
                results.append(result)
        return results

    def call_first(self, hook: str, **kwargs: Any) -> Any:
        """Call implementations of ``hook`` in order until one answers non-``None``."""
        try:
            impls = self._impls[hook]
        except KeyError:
            raise self._unknown_hook(hook) from None
        for name, function, arity, getter, argnames in impls:
            try:
                if arity == 1:
                    result = function(kwargs[getter])
                elif arity:
                    result = function(*getter(kwargs))
                else:
                    result = function()
            except ManastackError:
                raise
            except Exception as exc:
                raise self._failure(name, hook, argnames, kwargs, exc) from exc
            if result is not None:
                return result
        return None

    def call_each(self, hook: str, **kwargs: Any) -> list[tuple[str, Any]]:
        """Like :meth:`call`, pairing each non-``None`` result with its plugin's name."""
        try:
            impls = self._impls[hook]
        except KeyError:
            raise self._unknown_hook(hook) from None
        results: list[tuple[str, Any]] = []
        for name, function, arity, getter, argnames in impls:
            try:
                if arity == 1:
                    result = function(kwargs[getter])
                elif arity:
                    result = function(*getter(kwargs))
                else:
                    result = function()
            except ManastackError:
                raise
            except Exception as exc:
                raise self._failure(name, hook, argnames, kwargs, exc) from exc
            if result is not None:
                results.append((name, result))
        return results

    def registered(self, hook: str) -> tuple[tuple[str, Any], ...]:
        """The flattened results of a registration hook, called once per rule set.

        Each item of each iterable result (each ``(key, value)`` pair of a
        mapping result) is paired with the name of the plugin that returned it.
        """
        cached = self._registered_cache.get(hook)
        if cached is not None:
            return cached
        items: list[tuple[str, Any]] = []
        for name, result in self.call_each(hook):
            try:
                if isinstance(result, Mapping):
                    items.extend((name, pair) for pair in result.items())
                elif isinstance(result, str | bytes) or not isinstance(result, Iterable):
                    raise PluginError(
                        f"plugin {name!r} ({self._labels[name]}) returned a "
                        f"{type(result).__name__} from {hook}; expected an iterable or a mapping"
                    )
                else:
                    items.extend((name, item) for item in result)
            except ManastackError:
                raise
            except Exception as exc:  # a generator result fails while being consumed
                raise self._failure(name, hook, (), {}, exc) from exc
        flat = tuple(items)
        self._registered_cache[hook] = flat
        return flat

    def plugin_of_keyword(self, keyword: str) -> str | None:
        """The enabled plugin declaring ``keyword`` (case-insensitive), or ``None``."""
        return self._keyword_owner.get(keyword.lower())

    def label(self, name: str) -> str:
        """How errors name the package of plugin ``name``: "dist version" or "in-process"."""
        return self._labels[name]

    def _unknown_hook(self, hook: str) -> KeyError:
        import difflib  # here, not at import: start-up

        close = difflib.get_close_matches(hook, list(self._impls), n=1)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        return KeyError(f"unknown hook {hook!r}{hint}")

    def _failure(
        self,
        name: str,
        hook: str,
        argnames: tuple[str, ...],
        kwargs: Mapping[str, Any],
        exc: Exception,
    ) -> Exception:
        missing = [arg for arg in argnames if arg not in kwargs]
        if missing:  # the caller's bug, not the plugin's
            return TypeError(
                f"{hook} called without argument(s) {', '.join(map(repr, missing))} "
                f"needed by plugin {name!r}"
            )
        return PluginError(
            f"plugin {name!r} ({self._labels[name]}) raised in {hook}: "
            f"{type(exc).__name__}: {exc}"
        )


# --------------------------------------------------------------------------
# Discovery
# --------------------------------------------------------------------------


def _header_name_and_version(text: str) -> tuple[str, str] | None:
    """Name and Version from the header lines of core metadata (METADATA / PKG-INFO), read
    without the ``email`` parser importlib_metadata uses (~25 ms of start-up: ``email`` and
    its dependencies imported, every file parsed whole). Both are single-line fields at the
    top (core metadata spec), their names case-insensitive; None if either is missing."""
    found: dict[str, str] = {}
    for line in text.splitlines():
        if not line:  # the end of the header lines
            break
        key, sep, value = line.partition(":")
        key = key.lower()
        if sep and key in ("name", "version") and key not in found:
            found[key] = value.strip()
            if len(found) == 2:
                return found["name"], found["version"]
    return None


def _name_and_version(dist: Any) -> tuple[str, str]:
    """``dist.name`` and ``dist.version`` of an importlib_metadata distribution."""
    text = dist.read_text("METADATA") or dist.read_text("PKG-INFO")
    found = _header_name_and_version(text or "")
    return found if found is not None else (dist.name, dist.version)


def _normalized(name: str) -> str:
    # a distribution's name as importlib_metadata compares them (PEP 503, with "_")
    out = name.lower()
    for sep in "-.":
        out = out.replace(sep, "_")
    while "__" in out:
        out = out.replace("__", "_")
    return out


def _group_entries(text: str, where: str) -> list[tuple[str, str]]:
    """``name = value`` lines of the section ``[manastack.plugins]`` of an entry_points.txt
    (the INI-like format of the entry-points spec; comments start with ``#``)."""
    entries: list[tuple[str, str]] = []
    inside = False
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line[0] == "#":
            continue
        if line[0] == "[" and line[-1] == "]":
            inside = line[1:-1].strip() == ENTRY_POINT_GROUP
        elif inside:
            name, sep, value = line.partition("=")
            if not sep:
                raise PluginError(f"{where}, line {number}: expected 'name = module' in "
                                  f"[{ENTRY_POINT_GROUP}], got {line!r}")
            entries.append((name.strip(), value.strip()))
    return entries


def _scan_sys_path() -> list[tuple[str, str, str, str]] | None:
    """(name, value, distribution, version) of every entry point of the group, found by
    reading the ``*.dist-info`` / ``*.egg-info`` directories of the directories on
    ``sys.path``, as importlib_metadata would (the first distribution of a name on the path
    wins), but without parsing ~135 unrelated distributions (~20 ms of start-up).

    None when importlib_metadata must do it: an entry of ``sys.path`` that is not a
    directory (a zip file), an ``.egg``, or an import finder that provides distributions
    of its own."""
    for finder in sys.meta_path:
        if hasattr(finder, "find_distributions") and \
                getattr(finder, "__module__", "") not in _PATH_FINDERS:
            return None
    seen: set[str] = set()
    found: list[tuple[str, str, str, str]] = []
    for entry in sys.path:
        folder = entry or "."
        try:
            names = os.listdir(folder)
        except NotADirectoryError:
            return None
        except OSError:  # missing or unreadable: importlib_metadata skips it too
            continue
        for child in names:
            stem, dot, suffix = child.rpartition(".")
            suffix = suffix.lower()
            if suffix == "egg":
                return None
            if not dot or suffix not in ("dist-info", "egg-info"):
                continue
            key = _normalized(stem.partition("-")[0])
            if key in seen:
                continue
            seen.add(key)
            info = os.path.join(folder, child)
            try:
                with open(os.path.join(info, "entry_points.txt"), encoding="utf-8") as f:
                    text = f.read()
            except OSError:  # no entry points (or an .egg-info file, not a directory)
                continue
            if ENTRY_POINT_GROUP not in text:
                continue
            header = None
            for meta in ("METADATA", "PKG-INFO"):
                try:
                    with open(os.path.join(info, meta), encoding="utf-8") as f:
                        header = _header_name_and_version(f.read())
                    break
                except OSError:
                    continue
            if header is None:
                return None  # unusual metadata: importlib_metadata reads it
            entries = _group_entries(text, os.path.join(info, "entry_points.txt"))
            found.extend((name, value, *header) for name, value in entries)
    return found


# the finders that read sys.path's directories, which _scan_sys_path does itself
_PATH_FINDERS = frozenset({"importlib._bootstrap_external", "importlib.machinery",
                           "importlib_metadata", "importlib.metadata", "_frozen_importlib_external"})


def _entry_points(*, fast: bool = True) -> list[tuple[str, str, str | None, str | None]]:
    found_fast = _scan_sys_path() if fast else None
    if found_fast is not None:
        return list(found_fast)
    import importlib_metadata  # the general case (zip files, eggs, custom finders)

    found: list[tuple[str, str, str | None, str | None]] = []
    for entry_point in importlib_metadata.entry_points(group=ENTRY_POINT_GROUP):
        dist = entry_point.dist
        distribution, version = _name_and_version(dist) if dist is not None else (None, None)
        found.append((entry_point.name, entry_point.value, distribution, version))
    return found


def discover() -> list[AvailablePlugin]:
    """The plugins declared in the entry-point group ``manastack.plugins``, by name.

    Nothing is imported. Two distributions declaring one name is an error.
    """
    found: dict[str, AvailablePlugin] = {}
    for name, value, distribution, version in _entry_points():
        plugin = AvailablePlugin(name=name, value=value, distribution=distribution,
                                 version=version)
        other = found.get(plugin.name)
        if other is not None:
            raise PluginError(
                f"plugin name {plugin.name!r} is declared by two distributions: "
                f"{other.distribution} ({other.value}) and {plugin.distribution} ({plugin.value}); "
                "uninstall one"
            )
        found[plugin.name] = plugin
    return sorted(found.values(), key=lambda plugin: plugin.name)


# --------------------------------------------------------------------------
# Loading
# --------------------------------------------------------------------------


@frozen
class _Candidate:
    """An installed plugin: found by entry point, or given in-process."""

    name: str
    module: str
    distribution: str | None
    version: str | None
    source: AvailablePlugin | None  # None: in-process, ``obj`` is set (or ``path`` to import)
    obj: object = None
    path: str | None = None  # an in-process plugin given as an import path

    @property
    def label(self) -> str:
        if self.distribution is None:
            return "in-process"
        return f"{self.distribution} {self.version}" if self.version else self.distribution


@frozen
class _Selection:
    """The outcome of reading the arguments and the environment."""

    selected: frozenset[str]
    blocked: Mapping[str, str]  # blocked name -> "disable=" / "MANASTACK_DISABLE_PLUGINS" / both
    reasons: Mapping[str, str]
    notes: tuple[str, ...]


_rules_cache: dict[tuple[Any, ...], tuple[RuleSet, tuple[object, ...]]] = {}
_discover_cache: dict[tuple[str, ...], list[AvailablePlugin]] = {}


def clear_cache() -> None:
    """Forget every cached rule set and discovery result."""
    _rules_cache.clear()
    _discover_cache.clear()
    importlib.invalidate_caches()  # also clears importlib_metadata's directory listings


def load_rules(
    enable: Iterable[str] | None = None,
    disable: Iterable[str] = (),
    *,
    env: Mapping[str, str] | None = None,
    extra: Mapping[str, object] | None = None,
    use_entry_points: bool = True,
    core: object | None = None,
) -> RuleSet:
    """Select, import and register plugins; return the resulting :class:`RuleSet`.

    ``enable`` is the allow list (``None``: ``MANASTACK_PLUGINS`` if set, else
    every installed plugin); ``disable`` is added to ``MANASTACK_DISABLE_PLUGINS``.
    ``env`` defaults to ``os.environ``. ``extra`` maps names to in-process
    plugins (modules, objects, or import paths as strings) treated as
    installed; one named like an installed plugin replaces it. ``core`` is the
    kernel's own plugin object, registered as ``core`` and always enabled.
    See the module documentation for the rules.
    """
    environ = os.environ if env is None else env
    api_enable = None if enable is None else _names(enable)
    api_disable = _names(disable)
    extras = dict(extra or {})
    env_enable = environ.get(ENABLE_ENV)
    env_disable = environ.get(DISABLE_ENV, "")
    key = (
        None if api_enable is None else frozenset(api_enable),
        frozenset(api_disable),
        env_enable,
        env_disable,
        tuple(sorted((name, id(obj)) for name, obj in extras.items())),
        use_entry_points,
        id(core),
        tuple(sys.path),
    )
    hit = _rules_cache.get(key)
    if hit is not None:
        return hit[0]
    rules = _build(
        api_enable,
        api_disable,
        None if env_enable is None else _names(env_enable.split(",")),
        _names(env_disable.split(",")),
        extras,
        use_entry_points,
        core,
    )
    if len(_rules_cache) >= _MAX_CACHED:
        del _rules_cache[next(iter(_rules_cache))]
    # Holding the keyed objects keeps their ids from being reused while cached.
    _rules_cache[key] = (rules, (core, *extras.values()))
    return rules


def describe_plugins(rules: RuleSet) -> list[dict[str, str]]:
    """One row per plugin for ``manastack plugins``: every value is display text."""
    return [
        {
            "name": info.name,
            "version": info.version or "",
            "distribution": info.distribution or "",
            "keywords": ", ".join(info.keywords),
            "hooks": ", ".join(info.hooks),
            "enabled": "yes" if info.enabled else "no",
            "reason": info.reason,
        }
        for info in rules.plugins
    ]


def _names(items: Iterable[str]) -> tuple[str, ...]:
    """Stripped, non-empty, de-duplicated names in their first order."""
    if isinstance(items, str):  # a lone string would otherwise be read letter by letter
        items = items.split(",")
    return tuple(dict.fromkeys(name.strip() for name in items if name.strip()))


def _discover_cached() -> list[AvailablePlugin]:
    key = tuple(sys.path)
    found = _discover_cache.get(key)
    if found is None:
        found = _discover_cache[key] = discover()
    return found


def _candidates(
    extras: Mapping[str, object], use_entry_points: bool
) -> tuple[dict[str, _Candidate], list[str]]:
    """Every installed plugin by name, and notes about in-process replacements."""
    installed: dict[str, _Candidate] = {}
    notes: list[str] = []
    if use_entry_points:
        for found in _discover_cached():
            if found.name == CORE_PLUGIN:
                raise PluginError(
                    f"distribution {found.distribution} declares a plugin named "
                    f"{CORE_PLUGIN!r}, a name reserved for the kernel"
                )
            installed[found.name] = _Candidate(
                name=found.name,
                module=found.value.partition(":")[0].strip(),
                distribution=found.distribution,
                version=found.version,
                source=found,
            )
    for name, obj in extras.items():
        if name.strip() != name or not name or "," in name:
            raise PluginError(f"invalid in-process plugin name {name!r}")
        if name == CORE_PLUGIN:
            raise PluginError(
                f"in-process plugin named {CORE_PLUGIN!r}: the name is reserved for the "
                "kernel (pass it as core=)"
            )
        replaced = installed.get(name)
        if replaced is not None:
            notes.append(f"{name}: in-process plugin replaces the one from {replaced.label}")
        if isinstance(obj, str):
            installed[name] = _Candidate(name, obj.partition(":")[0], None, None, None, path=obj)
        else:
            installed[name] = _Candidate(name, _module_name(obj), None, None, None, obj=obj)
    return installed, notes


def _module_name(obj: object) -> str:
    module_name = getattr(obj, "__name__", None) if isinstance(obj, types.ModuleType) else None
    return module_name or type(obj).__module__


def _unknown(names: Iterable[str], source: str, installed: Iterable[str]) -> PluginError:
    import difflib  # here, not at import: start-up

    known = sorted({CORE_PLUGIN, *installed})
    bad = sorted(names)
    hints = [f"{name!r} -> {close[0]!r}" for name in bad
             if (close := difflib.get_close_matches(name, known, n=1))]
    hint = f" (did you mean {', '.join(hints)}?)" if hints else ""
    return PluginError(
        f"unknown plugin{'s' if len(bad) > 1 else ''} {', '.join(map(repr, bad))} in {source}"
        f"{hint}; installed plugins: {', '.join(known)}"
    )


def _select(
    api_enable: tuple[str, ...] | None,
    api_disable: tuple[str, ...],
    env_enable: tuple[str, ...] | None,
    env_disable: tuple[str, ...],
    installed: Mapping[str, _Candidate],
) -> _Selection:
    """Apply the allow and block lists, with their precedence (see module docs)."""
    if api_enable is not None:
        allow: tuple[str, ...] | None
        allow, allow_source = api_enable, _API_ENABLE
    elif env_enable is not None:
        allow, allow_source = env_enable, ENABLE_ENV
    else:
        allow, allow_source = None, ""
    used: list[tuple[str, tuple[str, ...]]] = [
        (_API_DISABLE, api_disable),
        (DISABLE_ENV, env_disable),
    ]
    if allow is not None:
        used.insert(0, (allow_source, allow))
    for source, names in used:
        unknown = [name for name in names if name != CORE_PLUGIN and name not in installed]
        if unknown:
            raise _unknown(unknown, source, installed)
    for source, names in used[-2:]:
        if CORE_PLUGIN in names:
            raise PluginError(f"the {CORE_PLUGIN!r} plugin (the kernel's rules) can't be "
                              f"disabled; remove it from {source}")

    notes: list[str] = []
    reasons: dict[str, str] = {}
    api_blocked, env_blocked = set(api_disable), set(env_disable)
    if allow is None:
        chosen = set(installed)
        for name in chosen:
            reasons[name] = "enabled (default: all installed)"
    else:
        chosen = set(allow) - {CORE_PLUGIN}
        for name in chosen:
            reasons[name] = f"enabled (allow list: {allow_source})"
        for name in set(installed) - chosen:
            reasons[name] = f"not in the allow list ({allow_source})"
        for name in sorted(chosen & (api_blocked | env_blocked)):
            same_level = api_blocked if allow_source == _API_ENABLE else env_blocked
            if name in same_level:
                raise PluginError(
                    f"plugin {name!r} is both enabled ({allow_source}) and disabled "
                    f"({_API_DISABLE if allow_source == _API_ENABLE else DISABLE_ENV})"
                )
            if allow_source == _API_ENABLE:  # the explicit argument beats the environment
                env_blocked.discard(name)
                reasons[name] = f"enabled ({_API_ENABLE} overrides {DISABLE_ENV})"
                notes.append(f"{name} enabled: {_API_ENABLE} overrides {DISABLE_ENV}")
    blocked: dict[str, str] = {}
    for name in api_blocked | env_blocked:
        sources = [s for s, names in ((_API_DISABLE, api_blocked), (DISABLE_ENV, env_blocked))
                   if name in names]
        blocked[name] = " and ".join(sources)
        overrides = allow_source == ENABLE_ENV and name in chosen
        override = f" (overrides {ENABLE_ENV})" if overrides else ""
        reasons[name] = f"blocked by {blocked[name]}{override}"
    return _Selection(
        selected=frozenset(chosen - set(blocked)),
        blocked=blocked,
        reasons=reasons,
        notes=tuple(notes),
    )


def _import(candidate: _Candidate) -> object:
    if candidate.obj is not None:
        return candidate.obj
    value = candidate.source.value if candidate.source is not None else candidate.path
    assert value is not None
    try:
        return _load_object(value)
    except Exception as exc:
        raise PluginError(
            f"plugin {candidate.name!r} ({candidate.label}) could not be imported from "
            f"{value!r}: {type(exc).__name__}: {exc}"
        ) from exc


def _load_object(value: str) -> object:
    """The object an entry point's value names, ``module`` or ``module:attr.attr``, extras
    (``[extra]``) ignored, as the entry-points spec defines it."""
    module_name, _, attribute = value.partition("[")[0].partition(":")
    found: object = importlib.import_module(module_name.strip())
    for part in attribute.strip().split("."):
        if part:
            found = getattr(found, part)
    return found


def _requires(candidate: _Candidate, plugin: object) -> tuple[str, ...]:
    # a module's own namespace: its PEP 562 __getattr__ (names handed out lazily, as the
    # built-in plugins' keyword modules are) must not run at load for a missing constant
    needs = vars(plugin).get(REQUIRES_ATTRIBUTE, ()) if isinstance(plugin, types.ModuleType) \
        else getattr(plugin, REQUIRES_ATTRIBUTE, ())
    if isinstance(needs, str) or not isinstance(needs, Iterable):
        raise PluginError(
            f"plugin {candidate.name!r} ({candidate.label}): {REQUIRES_ATTRIBUTE} must be a "
            f"tuple of plugin names, got {needs!r}; write ({needs!r},) for a single name"
        )
    needs = tuple(needs)
    if not all(isinstance(need, str) and need.strip() for need in needs):
        raise PluginError(
            f"plugin {candidate.name!r} ({candidate.label}): {REQUIRES_ATTRIBUTE} must hold "
            f"plugin names, got {needs!r}"
        )
    return _names(needs)


def _resolve(
    selection: _Selection, installed: Mapping[str, _Candidate]
) -> tuple[dict[str, object], dict[str, tuple[str, ...]], dict[str, list[str]]]:
    """Import the selected plugins, then their needs transitively."""
    loaded: dict[str, object] = {}
    requires: dict[str, tuple[str, ...]] = {}
    pulled_by: dict[str, list[str]] = {}
    queue = sorted(selection.selected)
    queued = set(queue)
    while queue:
        name = queue.pop(0)
        candidate = installed[name]
        plugin = loaded[name] = _import(candidate)
        requires[name] = needs = _requires(candidate, plugin)
        for need in needs:
            if need == CORE_PLUGIN:
                continue
            if need not in installed:
                raise PluginError(
                    f"{name} needs {need}, which is not installed "
                    f"(installed plugins: {', '.join(sorted({CORE_PLUGIN, *installed}))})"
                )
            if need in selection.blocked:
                raise PluginError(
                    f"{name} needs {need}, which is disabled ({selection.blocked[need]})"
                )
            if need not in selection.selected:
                pulled_by.setdefault(need, []).append(name)
            if need not in queued:
                queued.add(need)
                queue.append(need)
    _check_cycles(requires)
    return loaded, requires, pulled_by


def _check_cycles(requires: Mapping[str, tuple[str, ...]]) -> None:
    """Depth-first search over the needs; the first cycle found (by name) is an error."""
    done: set[str] = set()
    for root in sorted(requires):
        if root in done:
            continue
        path = [root]
        pending: list[Iterator[str]] = [iter(requires.get(root, ()))]
        while pending:
            step = next(pending[-1], None)
            if step is None:
                pending.pop()
                done.add(path.pop())
            elif step in path:
                cycle = [*path[path.index(step):], step]
                raise PluginError(f"plugin dependency cycle: {' -> '.join(cycle)}")
            elif step != CORE_PLUGIN and step not in done:
                path.append(step)
                pending.append(iter(requires.get(step, ())))


def _check_plugin_shape(name: str, label: str, plugin: object) -> None:
    """Before registration: refuse hook functions that lack the ``@hookimpl`` mark."""
    specs = set(hookspecs.hook_names())
    for attr in dir(plugin):
        if attr not in specs:
            continue
        value = getattr(plugin, attr, None)
        if callable(value) and not hasattr(value, _IMPL_MARK) and not hasattr(value, _SPEC_MARK):
            raise PluginError(
                f"plugin {name!r} ({label}) defines {attr} without the @hookimpl marker, so it "
                "would be ignored; decorate it with manastack.hookimpl"
            )


_ABSENT = object()  # a name dir() lists that the module's namespace doesn't hold


class _PluginManager(pluggy.PluginManager):
    """pluggy's manager, reading a module's hook implementations from its namespace.

    pluggy looks at every name of a plugin through ``inspect.getattr_static``, so that no
    property of a plugin object runs (~530 names for the nine built-in plugins: a tenth of
    ``Rules.load()``). A module has no such descriptors: a function without the hookimpl
    marker, a class, a module or a value that can't be called is turned away here, and
    anything else is left to pluggy exactly as before.
    """

    def parse_hookimpl_opts(self, plugin: object, name: str) -> Any:
        if isinstance(plugin, types.ModuleType):
            value = plugin.__dict__.get(name, _ABSENT)
            if isinstance(value, types.FunctionType):
                if _IMPL_MARK not in value.__dict__:
                    return None
            elif value is not _ABSENT and (
                    isinstance(value, type | types.ModuleType) or not callable(value)):
                return None
        return super().parse_hookimpl_opts(plugin, name)


def _register(pm: pluggy.PluginManager, name: str, label: str, plugin: object) -> None:
    _check_plugin_shape(name, label, plugin)
    try:
        pm.register(plugin, name=name)
    except pluggy.PluginValidationError as exc:
        detail = "; ".join(line.strip() for line in str(exc).splitlines() if line.strip())
        raise PluginError(f"plugin {name!r} ({label}) is invalid: {detail}") from exc
    except ValueError as exc:  # the same object under two names
        other = next((n for n, p in pm.list_name_plugin() if p is plugin and n != name), "?")
        raise PluginError(
            f"plugins {other!r} and {name!r} ({label}) are the same object; "
            "a module can be registered once"
        ) from exc
    specs = set(hookspecs.hook_names())
    for caller in pm.get_hookcallers(plugin) or ():
        for impl in caller.get_hookimpls():
            if impl.plugin is not plugin:
                continue
            if caller.name not in specs and not impl.optionalhook:
                import difflib  # here, not at import: start-up

                close = difflib.get_close_matches(caller.name, sorted(specs), n=1)
                hint = f"; did you mean {close[0]!r}?" if close else ""
                raise PluginError(
                    f"plugin {name!r} ({label}) implements unknown hook {caller.name!r}{hint}"
                )
            if impl.wrapper or impl.hookwrapper:
                raise PluginError(
                    f"plugin {name!r} ({label}) uses a hook wrapper for {caller.name}; "
                    "manastack does not support wrapper=True / hookwrapper=True"
                )


def _build(
    api_enable: tuple[str, ...] | None,
    api_disable: tuple[str, ...],
    env_enable: tuple[str, ...] | None,
    env_disable: tuple[str, ...],
    extras: Mapping[str, object],
    use_entry_points: bool,
    core: object | None,
) -> RuleSet:
    installed, notes = _candidates(extras, use_entry_points)
    selection = _select(api_enable, api_disable, env_enable, env_disable, installed)
    notes.extend(selection.notes)
    loaded, requires, pulled_by = _resolve(selection, installed)
    reasons = dict(selection.reasons)
    for need, needers in sorted(pulled_by.items()):
        reasons[need] = f"pulled in: needed by {', '.join(needers)}"
        notes.append(f"{need} enabled: needed by {', '.join(needers)}")

    labels = {name: candidate.label for name, candidate in installed.items()}
    labels[CORE_PLUGIN] = "manastack kernel"
    pm = _PluginManager(PROJECT)
    pm.add_hookspecs(hookspecs)
    if core is not None:
        _register(pm, CORE_PLUGIN, labels[CORE_PLUGIN], core)
    # Reverse name order: pluggy calls the last registered first, so calls go A to Z.
    for name in sorted(loaded, reverse=True):
        _register(pm, name, labels[name], loaded[name])

    impls: dict[str, tuple[_Impl, ...]] = {}
    for hook in hookspecs.hook_names():
        caller = getattr(pm.hook, hook)
        impls[hook] = tuple(
            _impl(impl.plugin_name, impl.function, tuple(impl.argnames))
            for impl in reversed(caller.get_hookimpls())
        )
    enabled = ((CORE_PLUGIN,) if core is not None else ()) + tuple(sorted(loaded))
    rules = RuleSet(
        plugin_manager=pm,
        plugins=(),
        enabled=enabled,
        notes=(),
        impls=impls,
        implemented=frozenset(hook for hook, found in impls.items() if found),
        labels=labels,
        enabled_set=frozenset(enabled),
        keyword_owner={},
    )
    keyword_owner, keywords = _check_keywords(rules)

    hooks_of: dict[str, list[str]] = {}
    for hook, found in impls.items():
        for plugin_name, *_call in found:
            hooks_of.setdefault(plugin_name, []).append(hook)
    infos: list[PluginInfo] = []
    if core is not None:
        infos.append(_info(CORE_PLUGIN, _module_name(core), None, None, (), hooks_of,
                           keywords, True, "always enabled (the kernel's own rules)"))
    for name in sorted(installed):
        candidate = installed[name]
        infos.append(_info(name, candidate.module, candidate.distribution, candidate.version,
                           requires.get(name, ()), hooks_of, keywords, name in loaded,
                           reasons.get(name, "")))
    return attrs.evolve(
        rules,
        plugins=tuple(infos),
        notes=tuple(notes),
        keyword_owner=keyword_owner,
        registered_cache=rules._registered_cache,  # keep the keyword results already computed
    )


def _impl(name: str, function: Callable[..., Any], argnames: tuple[str, ...]) -> _Impl:
    getter: Any = argnames[0] if len(argnames) == 1 else itemgetter(*argnames) if argnames else None
    return (name, function, len(argnames), getter, argnames)


def _info(
    name: str,
    module: str,
    distribution: str | None,
    version: str | None,
    requires: tuple[str, ...],
    hooks_of: Mapping[str, list[str]],
    keywords: Mapping[str, list[str]],
    enabled: bool,
    reason: str,
) -> PluginInfo:
    return PluginInfo(
        name=name,
        module=module,
        distribution=distribution,
        version=version,
        requires=requires,
        hooks=tuple(sorted(hooks_of.get(name, ()))),
        keywords=tuple(keywords.get(name, ())),
        enabled=enabled,
        reason=reason,
    )


def _check_keywords(rules: RuleSet) -> tuple[dict[str, str], dict[str, list[str]]]:
    """Map each keyword (lower case) to its plugin; two plugins claiming one is an error."""
    owner: dict[str, str] = {}
    by_plugin: dict[str, list[str]] = {}
    for plugin_name, keyword in rules.registered(KEYWORDS_HOOK):
        label = rules.label(plugin_name)
        keyword_name = getattr(keyword, "name", None)
        if not isinstance(keyword_name, str) or not keyword_name:
            raise PluginError(
                f"plugin {plugin_name!r} ({label}) returned {keyword!r} from {KEYWORDS_HOOK}; "
                "expected KeywordDef values (with a non-empty .name)"
            )
        folded = keyword_name.lower()
        other = owner.get(folded)
        if other is not None:
            if other == plugin_name:
                raise PluginError(
                    f"plugin {plugin_name!r} ({label}) declares keyword {keyword_name!r} twice"
                )
            raise PluginError(
                f"keyword {keyword_name!r} is declared by two plugins: {other!r} "
                f"({rules.label(other)}) and {plugin_name!r} ({label}); disable one"
            )
        owner[folded] = plugin_name
        by_plugin.setdefault(plugin_name, []).append(keyword_name)
    return owner, by_plugin
