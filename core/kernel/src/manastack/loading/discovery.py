"""Finding the installed plugins: entry points read with :mod:`importlib.metadata`.

A distribution declares its plugins in its packaging metadata, and nothing here
imports them:

* the group ``manastack.plugins``: ``name = module`` (or ``module:object``); the
  entry point's name is the plugin's name. Selected by the allow and block lists
  (:mod:`manastack.loading.selection`);
* the group ``manastack.base``: plugins that complete the kernel rather than add a
  mechanic (the card reader, ``grammar``). They are enabled whenever they are
  installed, whatever the allow list says, and can be blocked by name;
* the group ``manastack.keywords``: ``keyword = module``, the keywords the plugin of
  that module (in the same distribution) provides. A card using the keyword of a
  plugin that is installed but not enabled is refused naming the plugin, without the
  plugin being imported.

Two distributions declaring one plugin name is an error naming both (two enabled plugins
declaring one keyword is the rule set's, :mod:`manastack.loading.ruleset`). The name
``core`` is the kernel's own plugin.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import sys
from typing import Any

from attrs import field, frozen

from manastack.errors import PluginError

__all__ = [
    "BASE_GROUP",
    "CORE_PLUGIN",
    "ENTRY_POINT_GROUP",
    "KEYWORDS_GROUP",
    "AvailablePlugin",
    "clear_cache",
    "discover",
]

ENTRY_POINT_GROUP = "manastack.plugins"
BASE_GROUP = "manastack.base"
KEYWORDS_GROUP = "manastack.keywords"
#: The name of the kernel's own plugin (its rules through its own hooks), always enabled.
CORE_PLUGIN = "core"


@frozen
class AvailablePlugin:
    """A plugin found through its entry point; its module is not imported.

    ``base``: declared in ``manastack.base`` (enabled whenever installed).
    ``keywords``: the keywords its distribution declares for it (``manastack.keywords``).
    ``distribution`` and ``version`` are read from the distribution's metadata when first
    asked (an error message, ``manastack plugins``): parsing it for every plugin was a
    tenth of ``Rules.load()``.
    """

    name: str
    value: str  # the entry point's value: "package.module" or "package.module:attr"
    base: bool = False
    keywords: tuple[str, ...] = ()
    dist: Any = field(default=None, eq=False, repr=False)  # its importlib.metadata Distribution

    @property
    def module(self) -> str:
        return self.value.partition(":")[0].strip()

    @property
    def distribution(self) -> str | None:
        return _metadata(self.dist)[0]

    @property
    def version(self) -> str | None:
        return _metadata(self.dist)[1]

    @property
    def label(self) -> str:
        """How errors name its package: "distribution version"."""
        if self.distribution is None:
            return "in-process"
        return f"{self.distribution} {self.version}" if self.version else self.distribution


_names: dict[int, tuple[Any, tuple[str | None, str | None]]] = {}


def _metadata(dist: Any) -> tuple[str | None, str | None]:
    """A distribution's name and version, read once (the distribution is kept beside them,
    so that its id is not reused while cached)."""
    if dist is None:
        return None, None
    found = _names.get(id(dist))
    if found is None or found[0] is not dist:
        found = _names[id(dist)] = (dist, (dist.name, dist.version))
    return found[1]


_cache: dict[tuple[str, ...], list[AvailablePlugin]] = {}


def clear_cache() -> None:
    """Forget what was discovered (after installing or removing a distribution in-process)."""
    _cache.clear()
    importlib.invalidate_caches()  # also clears importlib.metadata's directory listings


def discover() -> list[AvailablePlugin]:
    """Every installed plugin, by name (cached per ``sys.path``; see :func:`clear_cache`)."""
    key = tuple(sys.path)
    found = _cache.get(key)
    if found is None:
        found = _cache[key] = _discover()
    return found


def _discover() -> list[AvailablePlugin]:
    try:
        eps = importlib.metadata.entry_points()
    except Exception as exc:  # a distribution's entry_points.txt that can't be parsed
        raise PluginError(_unreadable(exc)) from exc
    found: dict[str, AvailablePlugin] = {}
    for group, base in ((ENTRY_POINT_GROUP, False), (BASE_GROUP, True)):
        for entry_point in eps.select(group=group):
            plugin = AvailablePlugin(name=entry_point.name, value=entry_point.value, base=base,
                                     dist=entry_point.dist)
            if plugin.name == CORE_PLUGIN:
                raise PluginError(f"distribution {plugin.distribution} declares a plugin named "
                                  f"{CORE_PLUGIN!r}, a name reserved for the kernel")
            other = found.get(plugin.name)
            if other is not None:
                raise PluginError(
                    f"plugin name {plugin.name!r} is declared by two distributions: "
                    f"{other.distribution} ({other.value}) and {plugin.distribution} "
                    f"({plugin.value}); uninstall one")
            found[plugin.name] = plugin
    keywords = _keywords(eps.select(group=KEYWORDS_GROUP), found)
    return sorted((_with_keywords(p, keywords.get(p.name, ())) for p in found.values()),
                  key=lambda p: p.name)


def _unreadable(exc: Exception) -> str:
    """Name the installed distribution whose entry points can't be read."""
    for dist in importlib.metadata.distributions():
        try:
            dist.entry_points  # noqa: B018 (read for its error)
        except Exception as found:
            return (f"the distribution {dist.name} {dist.version} declares malformed entry "
                    f"points (its entry_points.txt): {type(found).__name__}: {found}")
    return f"the installed entry points can't be read: {type(exc).__name__}: {exc}"


def _with_keywords(plugin: AvailablePlugin, keywords: tuple[str, ...]) -> AvailablePlugin:
    if not keywords:
        return plugin
    return AvailablePlugin(name=plugin.name, value=plugin.value, base=plugin.base,
                           keywords=keywords, dist=plugin.dist)


def _keywords(entry_points: Any, plugins: dict[str, AvailablePlugin]) -> dict[str, tuple[str, ...]]:
    """Plugin name -> the keywords its distribution declares, lower case, in order. Two
    enabled plugins declaring one keyword is an error of the rule set (not of discovery:
    both may be installed, one enabled)."""
    by_module = {(id(p.dist), p.module): p.name for p in plugins.values()}
    out: dict[str, list[str]] = {}
    for entry_point in entry_points:
        module = entry_point.value.partition(":")[0].strip()
        plugin = by_module.get((id(entry_point.dist), module))
        if plugin is None:
            raise PluginError(
                f"distribution {_metadata(entry_point.dist)[0]} declares the keyword "
                f"{entry_point.name!r} "
                f"[{KEYWORDS_GROUP}] for {module!r}, which is none of its plugins' modules")
        out.setdefault(plugin, []).append(entry_point.name.strip().lower())
    return {name: tuple(dict.fromkeys(words)) for name, words in out.items()}
