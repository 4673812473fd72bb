"""Which plugins are enabled: the allow and block lists, and what the chosen ones need.

* The **allow list** is the ``enable`` argument when it is given (the ``--plugins``
  option), else the environment variable ``MANASTACK_PLUGINS`` when it is set, else
  "every installed plugin". ``MANASTACK_PLUGINS=""`` (set but empty) means "no plugin
  but the kernel and the base plugins".
* **Base plugins** (entry-point group ``manastack.base``: the card reader) are enabled
  whatever the allow list says, unless a block list names them.
* The **block list** is always the union of the ``disable`` argument and
  ``MANASTACK_DISABLE_PLUGINS``.
* Both variables are comma-separated; spaces and empty items are ignored.
* Explicit arguments win over the environment: ``enable=["haste"]`` enables haste even
  if ``MANASTACK_DISABLE_PLUGINS`` names it (with a note), and ``disable=["haste"]``
  disables it even if ``MANASTACK_PLUGINS`` names it. A plugin both allowed and blocked
  at the same level (both arguments, or both variables) is an error.
* Every name used must be an installed plugin, else the error lists the installed
  ones. ``core`` may be named in an allow list (it changes nothing) but never in a
  block list (error).
* A blocked or unselected plugin is never imported.

Dependencies
    A plugin module may define ``MANASTACK_REQUIRES = ("haste",)``. Needs are read
    after import, so the selected plugins are imported first, then their needs,
    transitively. A need that is installed and not blocked is pulled in, with a note
    ("haste enabled: needed by earthbend"); a need that is blocked or not installed is
    an error naming both plugins, and so is a cycle ("a -> b -> a"). Needing ``core``
    is always satisfied.
"""

from __future__ import annotations

import importlib
import types
from collections.abc import Iterable, Iterator, Mapping

from attrs import frozen

from manastack.errors import PluginError
from manastack.loading.discovery import CORE_PLUGIN, AvailablePlugin

__all__ = ["DISABLE_ENV", "ENABLE_ENV", "REQUIRES_ATTRIBUTE", "Candidate", "Selection",
           "candidates", "names", "resolve", "select"]

ENABLE_ENV = "MANASTACK_PLUGINS"
DISABLE_ENV = "MANASTACK_DISABLE_PLUGINS"
REQUIRES_ATTRIBUTE = "MANASTACK_REQUIRES"

# Labels of the selection sources, as they appear in reasons, notes and errors.
API_ENABLE = "enable="
API_DISABLE = "disable="


@frozen
class Candidate:
    """An installed plugin: found by entry point, or given in-process (``obj`` or ``path``)."""

    name: str
    module: str
    source: AvailablePlugin | None
    obj: object = None
    path: str | None = None  # an in-process plugin given as an import path

    @property
    def label(self) -> str:
        return self.source.label if self.source is not None else "in-process"

    @property
    def base(self) -> bool:
        return self.source is not None and self.source.base


@frozen
class Selection:
    """The outcome of reading the arguments and the environment."""

    selected: frozenset[str]
    blocked: Mapping[str, str]  # blocked name -> "disable=" / "MANASTACK_DISABLE_PLUGINS" / both
    reasons: Mapping[str, str]
    notes: tuple[str, ...]


def names(items: Iterable[str]) -> tuple[str, ...]:
    """Stripped, non-empty, de-duplicated names in their first order."""
    if isinstance(items, str):  # a lone string would otherwise be read letter by letter
        items = items.split(",")
    return tuple(dict.fromkeys(name.strip() for name in items if name.strip()))


def candidates(found: Iterable[AvailablePlugin], extras: Mapping[str, object]
               ) -> tuple[dict[str, Candidate], list[str]]:
    """Every installed plugin by name, and notes about in-process replacements."""
    installed = {p.name: Candidate(p.name, p.module, p) for p in found}
    notes: list[str] = []
    for name, obj in extras.items():
        if name.strip() != name or not name or "," in name:
            raise PluginError(f"invalid in-process plugin name {name!r}")
        if name == CORE_PLUGIN:
            raise PluginError(f"in-process plugin named {CORE_PLUGIN!r}: the name is reserved "
                              "for the kernel (pass it as core=)")
        replaced = installed.get(name)
        if replaced is not None:
            notes.append(f"{name}: in-process plugin replaces the one from {replaced.label}")
        if isinstance(obj, str):
            installed[name] = Candidate(name, obj.partition(":")[0], None, path=obj)
        else:
            installed[name] = Candidate(name, module_name(obj), None, obj=obj)
    return installed, notes


def module_name(obj: object) -> str:
    found = getattr(obj, "__name__", None) if isinstance(obj, types.ModuleType) else None
    return found or type(obj).__module__


def _unknown(unknown: Iterable[str], source: str, installed: Iterable[str]) -> PluginError:
    import difflib  # for this message only: not at start-up

    known = sorted({CORE_PLUGIN, *installed})
    bad = sorted(unknown)
    hints = [f"{name!r} -> {close[0]!r}" for name in bad
             if (close := difflib.get_close_matches(name, known, n=1))]
    hint = f" (did you mean {', '.join(hints)}?)" if hints else ""
    return PluginError(
        f"unknown plugin{'s' if len(bad) > 1 else ''} {', '.join(map(repr, bad))} in {source}"
        f"{hint}; installed plugins: {', '.join(known)}")


def select(api_enable: tuple[str, ...] | None, api_disable: tuple[str, ...],
           env_enable: tuple[str, ...] | None, env_disable: tuple[str, ...],
           installed: Mapping[str, Candidate]) -> Selection:
    """Apply the allow and block lists, with their precedence (see the module docs)."""
    allow: tuple[str, ...] | None
    if api_enable is not None:
        allow, allow_source = api_enable, API_ENABLE
    elif env_enable is not None:
        allow, allow_source = env_enable, ENABLE_ENV
    else:
        allow, allow_source = None, ""
    used: list[tuple[str, tuple[str, ...]]] = [(API_DISABLE, api_disable),
                                              (DISABLE_ENV, env_disable)]
    if allow is not None:
        used.insert(0, (allow_source, allow))
    for source, listed in used:
        unknown = [name for name in listed if name != CORE_PLUGIN and name not in installed]
        if unknown:
            raise _unknown(unknown, source, installed)
    for source, listed in used[-2:]:
        if CORE_PLUGIN in listed:
            raise PluginError(f"the {CORE_PLUGIN!r} plugin (the kernel's rules) can't be "
                              f"disabled; remove it from {source}")

    notes: list[str] = []
    reasons: dict[str, str] = {}
    api_blocked, env_blocked = set(api_disable), set(env_disable)
    base = {name for name, c in installed.items() if c.base}
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
            same_level = api_blocked if allow_source == API_ENABLE else env_blocked
            if name in same_level:
                raise PluginError(
                    f"plugin {name!r} is both enabled ({allow_source}) and disabled "
                    f"({API_DISABLE if allow_source == API_ENABLE else DISABLE_ENV})")
            if allow_source == API_ENABLE:  # the explicit argument beats the environment
                env_blocked.discard(name)
                reasons[name] = f"enabled ({API_ENABLE} overrides {DISABLE_ENV})"
                notes.append(f"{name} enabled: {API_ENABLE} overrides {DISABLE_ENV}")
    for name in base - chosen:
        chosen.add(name)
        reasons[name] = "enabled (a base plugin: always, unless blocked)"
    blocked: dict[str, str] = {}
    for name in api_blocked | env_blocked:
        sources = [s for s, listed in ((API_DISABLE, api_blocked), (DISABLE_ENV, env_blocked))
                   if name in listed]
        blocked[name] = " and ".join(sources)
        overrides = allow_source == ENABLE_ENV and name in chosen and name not in base
        override = f" (overrides {ENABLE_ENV})" if overrides else ""
        reasons[name] = f"blocked by {blocked[name]}{override}"
    return Selection(selected=frozenset(chosen - set(blocked)), blocked=blocked,
                     reasons=reasons, notes=tuple(notes))


def _import(candidate: Candidate) -> object:
    if candidate.obj is not None:
        return candidate.obj
    value = candidate.source.value if candidate.source is not None else candidate.path
    assert value is not None
    try:
        return _load_object(value)
    except Exception as exc:
        raise PluginError(
            f"plugin {candidate.name!r} ({candidate.label}) could not be imported from "
            f"{value!r}: {type(exc).__name__}: {exc}") from exc


def _load_object(value: str) -> object:
    """The object an entry point's value names, ``module`` or ``module:attr.attr``, extras
    (``[extra]``) ignored, as the entry-points specification defines it."""
    module, _, attribute = value.partition("[")[0].partition(":")
    found: object = importlib.import_module(module.strip())
    for part in attribute.strip().split("."):
        if part:
            found = getattr(found, part)
    return found


def _requires(candidate: Candidate, plugin: object) -> tuple[str, ...]:
    # a module's own namespace: its PEP 562 __getattr__ (names handed out lazily) must not
    # run at load for a missing constant
    needs = vars(plugin).get(REQUIRES_ATTRIBUTE, ()) if isinstance(plugin, types.ModuleType) \
        else getattr(plugin, REQUIRES_ATTRIBUTE, ())
    if isinstance(needs, str) or not isinstance(needs, Iterable):
        raise PluginError(
            f"plugin {candidate.name!r} ({candidate.label}): {REQUIRES_ATTRIBUTE} must be a "
            f"tuple of plugin names, got {needs!r}; write ({needs!r},) for a single name")
    needs = tuple(needs)
    if not all(isinstance(need, str) and need.strip() for need in needs):
        raise PluginError(f"plugin {candidate.name!r} ({candidate.label}): "
                          f"{REQUIRES_ATTRIBUTE} must hold plugin names, got {needs!r}")
    return names(needs)


def resolve(selection: Selection, installed: Mapping[str, Candidate]
            ) -> tuple[dict[str, object], dict[str, tuple[str, ...]], dict[str, list[str]],
                       dict[str, PluginError]]:
    """Import the selected plugins, then their needs transitively: (plugins by name, their
    needs, who pulled each need in, the plugins that failed to import with their error).

    A plugin that fails to import (or declares malformed needs) does not stop the others:
    every failure is collected, so that the caller names them all."""
    loaded: dict[str, object] = {}
    requires: dict[str, tuple[str, ...]] = {}
    pulled_by: dict[str, list[str]] = {}
    broken: dict[str, PluginError] = {}
    queue = sorted(selection.selected)
    queued = set(queue)
    while queue:
        name = queue.pop(0)
        candidate = installed[name]
        try:
            plugin = _import(candidate)
            needs = _requires(candidate, plugin)
        except PluginError as exc:
            broken[name] = exc
            continue
        loaded[name] = plugin
        requires[name] = needs
        for need in needs:
            if need == CORE_PLUGIN:
                continue
            if need not in installed:
                raise PluginError(
                    f"{name} needs {need}, which is not installed "
                    f"(installed plugins: {', '.join(sorted({CORE_PLUGIN, *installed}))})")
            if need in selection.blocked:
                raise PluginError(f"{name} needs {need}, which is disabled "
                                  f"({selection.blocked[need]})")
            if need not in selection.selected:
                pulled_by.setdefault(need, []).append(name)
            if need not in queued:
                queued.add(need)
                queue.append(need)
    _check_cycles(requires)
    return loaded, requires, pulled_by, broken


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
