"""Registering the enabled plugins with pluggy, and calling their hooks.

``load_rules`` turns the installed plugins (:mod:`manastack.loading.discovery`)
and the selection (:mod:`manastack.loading.selection`) into a :class:`RuleSet`: a
``pluggy.PluginManager`` with the kernel's hook specifications, the kernel's own rules
registered as the plugin ``core``, then every enabled plugin.

Dispatch
    Hooks are called through the plugin manager (``rules.ruleset.hook.manastack_...``
    or :meth:`RuleSet.call`), exactly as pluggy documents: ``firstresult`` hooks stop
    at the first non-``None`` answer, hook wrappers (``wrapper=True``) wrap the call,
    ``tryfirst``/``trylast`` order it. Otherwise pluggy calls the last registered
    first: plugins are registered core first, then by name from Z to A, so calls go
    by plugin name A to Z, and core comes last.

Plugins adding hooks
    A plugin may declare hooks of its own for other plugins to implement (a family of
    keywords sharing a rule): it implements ``manastack_add_hookspecs(pluginmanager)``
    and calls ``pluginmanager.add_hookspecs(its_hookspecs_module)``, as pytest's
    ``pytest_addhooks`` does.

Validation at load (each error names the plugin and its distribution)
    a module that fails to import; a hook implementation with no matching hook (a typo
    such as ``manastack_cost_increase``), or with an argument the hook lacks; a function
    named after a hook but not marked ``@hookimpl`` (it would be silently ignored).

Broken plugins
    One enabled plugin failing that validation does not hide the others: every plugin is
    checked, and :class:`~manastack.errors.BrokenPluginsError` names each one that fails
    (a plugin needing one that fails, too), with its cause and how to load without them.
    ``skip_broken=True`` loads the others instead and records the broken ones
    (:attr:`RuleSet.broken`, :attr:`PluginInfo.broken`): what ``manastack plugins``
    lists. A plugin that is not selected is never imported, so disabling the broken ones
    (``disable=``, ``MANASTACK_DISABLE_PLUGINS``) loads the rest normally.

Errors during a call
    An exception raised by an implementation is re-raised as
    :class:`~manastack.errors.PluginCrashError` (a :class:`~manastack.errors.PluginError`:
    a bug in the plugin, not in the user's input) naming the plugin, its distribution and the
    hook, with the original as ``__cause__``. A :class:`~manastack.errors.ManastackError`
    raised on purpose (for example :class:`~manastack.errors.IllegalActionError`) passes
    through unchanged.

Tracing
    ``MANASTACK_TRACE_HOOKS=1`` (or ``manastack --trace-hooks``) writes every hook call,
    its arguments and results to standard error, with pluggy's own tracing.

Kept answers and full scans
    Which implementations of a hook can act is worked out from their ``reads_keyword``
    scopes once per hook and per what decides it, and the pluggy caller for it kept
    (pluggy's own, or its public ``subset_hook_caller``): :meth:`RuleSet.caller_without`,
    :meth:`RuleSet.caller_for_keywords`, :meth:`RuleSet.caller_for_move`. Registering or
    unregistering a plugin on the plugin manager forgets them. :meth:`RuleSet.full_scans`
    switches the scopes off for a while: every implementation is asked at every call.

Cache
    ``load_rules`` called again with the same arguments, the same values of the two
    environment variables and the same ``sys.path`` returns the same :class:`RuleSet`.
    :func:`clear_cache` forgets every rule set and discovery.
"""

from __future__ import annotations

import os
import sys
import types
import weakref
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any, ClassVar

import pluggy
from attrs import field, frozen

from manastack import hookspecs
from manastack.errors import BrokenPluginsError, ManastackError, PluginCrashError, PluginError
from manastack.loading import discovery, selection
from manastack.loading.discovery import CORE_PLUGIN, AvailablePlugin
from manastack.loading.selection import DISABLE_ENV, ENABLE_ENV, Candidate, module_name

__all__ = [
    "TRACE_ENV",
    "PluginInfo",
    "RuleSet",
    "clear_cache",
    "describe_plugins",
    "load_rules",
]

PROJECT = "manastack"
TRACE_ENV = "MANASTACK_TRACE_HOOKS"
ADD_HOOKSPECS = "manastack_add_hookspecs"
_IMPL_MARK = PROJECT + "_impl"  # the attribute pluggy's HookimplMarker sets on a function
_SPEC_MARK = PROJECT + "_spec"  # the attribute pluggy's HookspecMarker sets on a function
_MAX_CACHED = 64


def _no_answer(**kwargs: Any) -> None:
    """What pluggy answers a *firstresult* hook with no implementation to call."""
    return None


def _no_answers(**kwargs: Any) -> list[Any]:
    """What pluggy answers a hook with no implementation to call: no answers."""
    return []


#: The caller :meth:`RuleSet.caller_without` answers when every implementation of a hook
#: answering a list is left out: nothing to call, the answer is ``[]``.
NO_ANSWERS = _no_answers


class KeptCallers(dict[Any, Any]):
    """A dict of callers :meth:`RuleSet.kept_callers` hands out (weakly referenced)."""

    __slots__ = ("__weakref__",)


@frozen
class PluginInfo:
    """What a :class:`RuleSet` knows about one plugin, enabled or not. ``distribution`` and
    ``version`` (None for the kernel's own and in-process plugins) are read from the
    distribution's metadata when first asked. ``broken``: why a plugin that was selected
    failed to load (only in a rule set loaded with ``skip_broken``), else None."""

    name: str
    module: str
    requires: tuple[str, ...]
    hooks: tuple[str, ...]
    keywords: tuple[str, ...]
    enabled: bool
    reason: str
    base: bool = False
    source: AvailablePlugin | None = field(default=None, eq=False, repr=False)
    broken: str | None = None

    @property
    def distribution(self) -> str | None:
        """The distribution the plugin came from, if installed through an entry point."""
        return self.source.distribution if self.source is not None else None

    @property
    def version(self) -> str | None:
        """The version of that distribution, if known."""
        return self.source.version if self.source is not None else None


@frozen(eq=False)
class RuleSet:
    """An immutable, loaded set of plugins: what a Game plays by.

    Built by ``load_rules``; never construct one directly. ``hook`` is the plugin
    manager's hook relay: ``ruleset.hook.manastack_casting_permissions(game=g, player=0)``.
    """

    plugin_manager: pluggy.PluginManager
    plugins: tuple[PluginInfo, ...]
    enabled: tuple[str, ...]
    notes: tuple[str, ...]
    _implemented: frozenset[str]
    _labels: _Labels
    _owners: Mapping[Any, str]  # code object of a hook implementation -> its plugin
    _keyword_owner: Mapping[str, str]
    # Filled on first use of each registration hook; the only mutable part.
    _registered_cache: dict[str, tuple[tuple[str, Any], ...]] = field(factory=dict, repr=False)
    # Filled on first use: each hook's keyword scopes, and its callers without some plugins.
    _scopes_cache: dict[str, tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]] = field(
        factory=dict, repr=False)
    _subset_cache: dict[tuple[str, frozenset[str]], Any] = field(factory=dict, repr=False)
    _impls_cache: dict[str, tuple[tuple[str, Any], ...]] = field(factory=dict, repr=False)
    _skips_cache: dict[tuple[str, frozenset[str]], frozenset[str]] = field(factory=dict,
                                                                           repr=False)
    _move_skips_cache: dict[tuple[str, Any, Any], frozenset[str]] = field(factory=dict,
                                                                          repr=False)
    _tags_cache: dict[str, Mapping[str, tuple[tuple[str, Any], ...]]] = field(factory=dict,
                                                                              repr=False)
    _replacements_cache: dict[str, Mapping[str, tuple[str, ...]]] = field(factory=dict,
                                                                          repr=False)
    _by_word_cache: dict[str, tuple[frozenset[str], Mapping[Any, Mapping[str, frozenset[str]]],
                                    frozenset[str]]] = field(factory=dict, repr=False)
    _held_cache: dict[str, tuple[tuple[Any, frozenset[str]], ...]] = field(factory=dict,
                                                                           repr=False)
    # The kept callers per hook and what decides them (caller_for_keywords, caller_for_move)
    # and the declared keywords of hooks (keywords_declared): emptied by _forget.
    _callers_cache: dict[tuple[Any, ...], Any] = field(factory=dict, repr=False)
    _declared_cache: dict[tuple[Any, ...], frozenset[str] | None] = field(factory=dict,
                                                                         repr=False)
    # [full scans switched on: a depth, as full_scans nests]; the one mutable switch
    _switch: list[int] = field(factory=lambda: [0], repr=False)
    # the dicts handed out by kept_callers, emptied with the rule set's own kept answers
    _handed: list[Any] = field(factory=list, repr=False, init=False)  # weakref.ref each

    def __attrs_post_init__(self) -> None:
        watch = getattr(self.plugin_manager, "watch_registrations", None)
        if watch is not None:  # a kept answer is about the plugins registered now
            watch(self._forget)

    def _forget(self) -> None:
        """Forget every answer read from the registered plugins: one was registered or
        unregistered (or hooks were added), so which implementations a hook has changed."""
        for kept in (self._registered_cache, self._scopes_cache, self._subset_cache,
                     self._impls_cache, self._skips_cache, self._move_skips_cache,
                     self._tags_cache, self._replacements_cache, self._by_word_cache,
                     self._held_cache, self._callers_cache, self._declared_cache):
            kept.clear()
        self._empty_handed()

    def _empty_handed(self) -> None:
        for ref in self._handed:
            handed = ref()
            if handed is not None:
                handed.clear()
        self._handed[:] = [ref for ref in self._handed if ref() is not None]

    def kept_callers(self) -> dict[Any, Any]:
        """A new, empty dict for a caller to keep callers of this rule set in, per hook and
        what decides them (the engine keeps one per state of a game). The rule set empties
        it when a plugin is registered or unregistered, and as :meth:`full_scans` is
        switched on and off: a caller found in it is one that rule set would give now."""
        kept = KeptCallers()
        handed = self._handed
        if len(handed) >= 64:  # the dead ones left out now and then, not at each hand-out
            handed[:] = [ref for ref in handed if ref() is not None]
        handed.append(weakref.ref(kept))
        return kept

    @contextmanager
    def full_scans(self) -> Iterator[None]:
        """Inside the ``with`` block, every implementation of every hook is asked at every
        call: :meth:`keyword_scopes` lists no scope, so no ``reads_keyword``,
        ``reads_tag``, ``reads_replacement`` or ``reads_move`` declaration leaves a plugin
        out, and no kept caller or answer is read (the kernel's hook calls fall back to
        :meth:`call`). What a test compares the kept answers with; it nests."""
        self._switch[0] += 1
        self._empty_handed()  # a kept caller leaves plugins out
        try:
            yield
        finally:
            self._switch[0] -= 1
            self._empty_handed()  # the full callers kept while scanning

    @property
    def scanning(self) -> bool:
        """Whether :meth:`full_scans` is switched on now."""
        return self._switch[0] > 0

    #: ``NO_ANSWERS``, read from a rule set: what a kept caller is when every
    #: implementation of a hook answering a list is left out (``[]``, nothing to call).
    no_answers: ClassVar[Callable[..., list[Any]]] = staticmethod(_no_answers)

    @property
    def hook(self) -> Any:
        """The plugin manager's hook relay: ``ruleset.hook.manastack_<name>(...)`` calls every
        enabled plugin's implementation."""
        return self.plugin_manager.hook

    @property
    def broken(self) -> dict[str, str]:
        """The plugins selected but left out because they failed to load, with their error
        (empty unless loaded with ``skip_broken``)."""
        return {info.name: info.broken for info in self.plugins if info.broken is not None}

    def broken_error(self) -> BrokenPluginsError | None:
        """The error loading without ``skip_broken`` raises for the broken plugins; None."""
        return _broken_error(self.broken) if self.broken else None

    def is_enabled(self, name: str) -> bool:
        """Whether the plugin ``name`` is enabled in this rule set."""
        return name in self.enabled

    def has_impls(self, hook: str) -> bool:
        """Whether at least one enabled plugin implements ``hook`` (one set look-up: callers
        skip building a hook's arguments when none does)."""
        return hook in self._implemented

    def call(self, hook: str, **kwargs: Any) -> Any:
        """Call ``hook`` through the plugin manager: the list of non-``None`` answers, or the
        first one for a ``firstresult`` hook; a plugin's exception is named (PluginError)."""
        try:
            return getattr(self.plugin_manager.hook, hook)(**kwargs)
        except ManastackError:
            raise
        except AttributeError as exc:
            if not hasattr(self.plugin_manager.hook, hook):
                raise self._unknown_hook(hook) from None
            raise self._failure(hook, exc) from exc
        except Exception as exc:
            raise self._failure(hook, exc) from exc

    def keyword_scopes(self, hook: str) -> tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]:
        """``(plugin, ((keyword, zone), ...))`` for each implementation of ``hook`` declared
        with :func:`manastack.api.reads_keyword`, in call order; an implementation without
        the declaration is not listed (it is always called). None is listed while
        :meth:`full_scans` is switched on."""
        if self._switch[0]:
            return ()  # full scans: every implementation is always called
        cached = self._scopes_cache.get(hook)
        if cached is None:
            from manastack.model.objects import Zone  # asked in a game, not at start-up

            caller = getattr(self.plugin_manager.hook, hook)
            tags_read = hook in hookspecs.TAG_HOOKS
            replacements_read = hook in hookspecs.REPLACEMENT_HOOKS
            moves_read = hook in hookspecs.MOVE_HOOKS
            cached = tuple(
                (impl.plugin_name, tuple((word, None if zone is None else Zone(zone))
                                         for word, zone in getattr(impl.function,
                                                                   hookspecs.READS_KEYWORD, ())))
                for impl in reversed(caller.get_hookimpls())
                # a tag or a replacement declared on a hook that doesn't read it: always asked
                if (getattr(impl.function, hookspecs.READS_KEYWORD, None)
                    or getattr(impl.function, hookspecs.READS_TAG, None)
                    or getattr(impl.function, hookspecs.READS_REPLACEMENT, None)
                    or getattr(impl.function, hookspecs.READS_MOVE, None))
                and (tags_read or not getattr(impl.function, hookspecs.READS_TAG, None))
                and (replacements_read
                     or not getattr(impl.function, hookspecs.READS_REPLACEMENT, None))
                and (moves_read or not getattr(impl.function, hookspecs.READS_MOVE, None)))
            self._scopes_cache[hook] = cached
        return cached

    def scopes_by_word(self, hook: str) -> tuple[frozenset[str],
                                                 Mapping[Any, Mapping[str, frozenset[str]]],
                                                 frozenset[str]]:
        """:meth:`keyword_scopes` turned around: every declared plugin, and per declared
        zone (None: no zone) each declared keyword with the plugins declaring it, so that
        a scope is looked up from the keywords present rather than plugin by plugin; and
        every declared keyword of any zone (one test rules them all out)."""
        if self._switch[0]:
            return frozenset(), {}, frozenset()  # full scans: no scope
        cached = self._by_word_cache.get(hook)
        if cached is None:
            by_zone: dict[Any, dict[str, set[str]]] = {}
            names: list[str] = []
            for name, scope in self.keyword_scopes(hook):
                names.append(name)
                for word, zone in scope:
                    by_zone.setdefault(zone, {}).setdefault(word, set()).add(name)
            cached = (frozenset(names),
                      {zone: {word: frozenset(plugins) for word, plugins in words.items()}
                       for zone, words in by_zone.items()},
                      frozenset(word for words in by_zone.values() for word in words))
            self._by_word_cache[hook] = cached
        return cached

    def held_scopes(self, hook: str) -> tuple[tuple[Any, frozenset[str]], ...]:
        """On a hook about one spell: each zone other than the stack declared
        (:meth:`keyword_scopes`), with the keywords declared there, for an implementation
        that answers only while the spell's controller has an object with one in that zone
        (splice's cards in hand, CR 702.47a); none on a hook not in
        ``hookspecs.HELD_ZONE_HOOKS`` (nor while :meth:`full_scans` is switched on)."""
        cached = self._held_cache.get(hook)
        if cached is None:
            from manastack.model.objects import Zone  # asked in a game, not at start-up

            held: dict[Any, set[str]] = {}
            for _, scope in self.keyword_scopes(hook) if hook in hookspecs.HELD_ZONE_HOOKS \
                    else ():
                for word, zone in scope:
                    if zone is not None and zone is not Zone.STACK:
                        held.setdefault(zone, set()).add(word)
            cached = tuple((zone, frozenset(words)) for zone, words in held.items())
            if not self._switch[0]:
                self._held_cache[hook] = cached
        return cached

    def tag_scopes(self, hook: str) -> Mapping[str, tuple[tuple[str, Any], ...]]:
        """``plugin -> ((tag, zone), ...)`` for each implementation of ``hook`` declared with
        :func:`manastack.api.reads_tag`, on the hooks that read it (``TAG_HOOKS``); such an
        implementation is listed by :meth:`keyword_scopes` too (maybe with no keyword)."""
        cached = self._tags_cache.get(hook)
        if cached is None:
            from manastack.model.objects import Zone  # asked in a game, not at start-up

            cached = {}
            if hook in hookspecs.TAG_HOOKS:
                for impl in getattr(self.plugin_manager.hook, hook).get_hookimpls():
                    scope = getattr(impl.function, hookspecs.READS_TAG, None)
                    if scope:
                        cached[impl.plugin_name] = tuple(
                            (tag, None if zone is None else Zone(zone)) for tag, zone in scope)
            self._tags_cache[hook] = cached
        return cached

    def replacement_scopes(self, hook: str) -> Mapping[str, tuple[str, ...]]:
        """``plugin -> (key, ...)`` for each implementation of ``hook`` declared with
        :func:`manastack.api.reads_replacement`, on the hooks that read it
        (``REPLACEMENT_HOOKS``); such an implementation is listed by :meth:`keyword_scopes`
        too (maybe with no keyword)."""
        cached = self._replacements_cache.get(hook)
        if cached is None:
            cached = {}
            if hook in hookspecs.REPLACEMENT_HOOKS:
                for impl in getattr(self.plugin_manager.hook, hook).get_hookimpls():
                    keys = getattr(impl.function, hookspecs.READS_REPLACEMENT, None)
                    if keys:
                        cached[impl.plugin_name] = tuple(keys)
            self._replacements_cache[hook] = cached
        return cached

    def skip_for_move(self, hook: str, from_zone: Any, to_zone: Any) -> frozenset[str]:
        """The plugins whose implementation of ``hook`` is declared (:meth:`keyword_scopes`)
        only for moves (:func:`manastack.api.reads_move`) none of which is one from
        ``from_zone`` to ``to_zone``, worked out once per pair of zones (none while
        :meth:`full_scans` is switched on). On ``manastack_zone_changed``
        (``hookspecs.TOLD_HOOKS``) every other declared one is listed too, its caller
        asking back those whose other declaration holds; elsewhere one without
        ``reads_move`` is not (its ``reads_keyword`` is ignored: always asked)."""
        if self._switch[0]:
            return frozenset()
        key = (hook, from_zone, to_zone)
        skip = self._move_skips_cache.get(key)
        if skip is None:
            from manastack.model.objects import Zone  # asked in a game, not at start-up

            def holds(zone: Any, declared: Any) -> bool:
                return declared is None or Zone(declared) is zone

            told = hook in hookspecs.TOLD_HOOKS
            skip = frozenset(
                impl.plugin_name
                for impl in getattr(self.plugin_manager.hook, hook).get_hookimpls()
                if impl.plugin_name in {name for name, _ in self.keyword_scopes(hook)}
                and (told or getattr(impl.function, hookspecs.READS_MOVE, None))
                and not any(holds(from_zone, f) and holds(to_zone, t)
                            for f, t in getattr(impl.function, hookspecs.READS_MOVE, ())))
            self._move_skips_cache[key] = skip
        return skip

    def indexed_tags(self) -> tuple[str, ...]:
        """Every tag an implementation declares it reads (:meth:`tag_scopes`): the tags whose
        objects the kernel indexes (``State.tagged``)."""
        tags: dict[str, None] = {}
        for hook in sorted(hookspecs.TAG_HOOKS):
            if hasattr(self.plugin_manager.hook, hook):
                for scope in self.tag_scopes(hook).values():
                    tags.update((tag, None) for tag, _ in scope)
        return tuple(tags)

    def implementations(self, hook: str) -> tuple[tuple[str, Any], ...]:
        """``(plugin, function)`` for each implementation of ``hook``, in call order."""
        cached = self._impls_cache.get(hook)
        if cached is None:
            caller = getattr(self.plugin_manager.hook, hook)
            cached = tuple((impl.plugin_name, impl.function)
                           for impl in reversed(caller.get_hookimpls()))
            self._impls_cache[hook] = cached
        return cached
    def skip_without(self, hook: str, keywords: frozenset[str]) -> frozenset[str]:
        """The plugins whose implementation of ``hook`` is declared (:meth:`keyword_scopes`)
        for keywords none of which is in ``keywords`` (one object's, or several objects'
        together), worked out once per set of keywords (none while :meth:`full_scans` is
        switched on)."""
        if self._switch[0]:
            return frozenset()
        skip = self._skips_cache.get((hook, keywords))
        if skip is None:
            skip = frozenset(name for name, scope in self.keyword_scopes(hook)
                             if not any(word in keywords for word, _ in scope))
            self._skips_cache[(hook, keywords)] = skip
        return skip

    def call_without(self, hook: str, skip: frozenset[str], **kwargs: Any) -> Any:
        """:meth:`call`, leaving out the implementations of the plugins named in ``skip``
        (:meth:`caller_without`): for implementations whose declared scope
        (:meth:`keyword_scopes`) holds nothing now. When that leaves no implementation,
        nothing is called (as for a hook nobody implements, :meth:`has_impls`): the answer
        is pluggy's for no implementation."""
        if not skip:
            return self.call(hook, **kwargs)
        caller = self.caller_without(hook, skip)
        if caller is NO_ANSWERS:
            return []  # every implementation left out: pluggy's answer, nothing to call
        try:
            return caller(**kwargs)
        except ManastackError:
            raise
        except Exception as exc:
            raise self._failure(hook, exc) from exc

    def caller_without(self, hook: str, skip: frozenset[str]) -> Callable[..., Any]:
        """What calls ``hook`` less the implementations of the plugins named in ``skip``,
        kept per set of names: the plugin manager's own caller when ``skip`` is empty (or
        :meth:`full_scans` is on), pluggy's public ``subset_hook_caller`` otherwise, or,
        when that leaves no implementation, pluggy's answer for none: ``NO_ANSWERS``
        (``[]``) or a function answering ``None`` for a ``firstresult`` hook. Every call
        goes through the plugin manager, so hook-call monitoring and tracing see it; the
        caller names a plugin's exception with :meth:`failure`."""
        if not skip or self._switch[0]:
            return getattr(self.plugin_manager.hook, hook)  # type: ignore[no-any-return]
        caller = self._subset_cache.get((hook, skip))
        if caller is None:
            pm = self.plugin_manager
            caller = pm.subset_hook_caller(hook, [pm.get_plugin(name) for name in skip])
            if not caller.get_hookimpls():  # every implementation left out
                first = caller.spec is not None and caller.spec.opts.get("firstresult")
                caller = _no_answer if first else _no_answers
            self._subset_cache[(hook, skip)] = caller
        return caller

    def caller_for_keywords(self, hook: str, keywords: frozenset[str]) -> Callable[..., Any]:
        """:meth:`caller_without` the implementations declared (:meth:`keyword_scopes`) for
        keywords none of which is in ``keywords`` (what the objects asked about have now,
        CR 613), kept per hook and set of keywords: one look-up at each call."""
        kept = self._callers_cache.get((hook, keywords))
        if kept is None or self._switch[0]:
            caller = self.caller_without(hook, self.skip_without(hook, keywords))
            if self._switch[0]:
                return caller  # full scans: nothing kept
            kept = self._callers_cache[(hook, keywords)] = caller
        return kept

    def caller_for_move(self, hook: str, from_zone: Any, to_zone: Any) -> Callable[..., Any]:
        """:meth:`caller_without` the implementations declared (``reads_move``) for moves
        none of which is one from ``from_zone`` to ``to_zone`` (CR 614.1), kept per hook
        and pair of zones: one look-up at each call."""
        key = (hook, from_zone, to_zone)
        kept = self._callers_cache.get(key)
        if kept is None or self._switch[0]:
            caller = self.caller_without(hook, self.skip_for_move(hook, from_zone, to_zone))
            if self._switch[0]:
                return caller  # full scans: nothing kept
            kept = self._callers_cache[key] = caller
        return kept

    def keywords_declared(self, hooks: tuple[str, ...],
                          exempt: tuple[tuple[str, str], ...] = ()) -> frozenset[str] | None:
        """Every keyword the implementations of ``hooks`` declare (:meth:`keyword_scopes`),
        or None when one of them (a ``(plugin, hook)`` of ``exempt`` aside) declares no
        scope, so is asked whatever the keywords: whether a plugin could answer about an
        object without any of them. Kept per arguments (not while :meth:`full_scans` is on,
        when every implementation is unscoped)."""
        key = (hooks, exempt)
        if key in self._declared_cache and not self._switch[0]:
            return self._declared_cache[key]
        words: set[str] = set()
        answer: frozenset[str] | None = None
        for hook in hooks:
            if not self.has_impls(hook):
                continue
            scopes = self.keyword_scopes(hook)
            named = {name for name, _ in scopes}
            if any(name not in named and (name, hook) not in exempt
                   for name, _ in self.implementations(hook)):
                break  # asked of every object: no keyword bounds it
            for _, scope in scopes:
                words.update(word for word, _ in scope)
        else:
            answer = frozenset(words)
        if not self._switch[0]:
            self._declared_cache[key] = answer
        return answer

    def failure(self, hook: str, exc: Exception) -> Exception:
        """What a call of ``hook`` raises for ``exc`` (as :meth:`call` does): a plugin's
        exception named (:class:`~manastack.errors.PluginCrashError`), pluggy's own as it
        is; for a caller calling a kept caller itself."""
        return self._failure(hook, exc)

    def call_each(self, hook: str, **kwargs: Any) -> list[tuple[str, Any]]:
        """Each implementation's answer paired with its plugin's name, in call order: to
        say which plugin answered (an explanation, a registration). Each plugin is asked
        through its own pluggy hook caller (``subset_hook_caller``), so this is slower than
        :meth:`call`; ``None`` answers are left out."""
        pm = self.plugin_manager
        out: list[tuple[str, Any]] = []
        failures: dict[str, Exception] = {}  # every plugin that raised, not only the first
        for impl in reversed(getattr(pm.hook, hook).get_hookimpls()):  # pluggy's call order
            others = [p for p in pm.get_plugins() if p is not impl.plugin]
            caller = pm.subset_hook_caller(hook, others)
            try:
                answer = caller(**kwargs)
            except ManastackError as exc:
                failures[impl.plugin_name] = exc
                continue
            except Exception as exc:
                failure = self._failure(hook, exc)
                if failure is not exc:
                    failure.__cause__ = exc
                failures[impl.plugin_name] = failure
                continue
            first = caller.spec is not None and caller.spec.opts.get("firstresult")
            for result in ([answer] if first else answer):
                if result is not None:
                    out.append((impl.plugin_name, result))
        _raise_failures(failures)
        return out

    def registered(self, hook: str) -> tuple[tuple[str, Any], ...]:
        """The flattened results of a registration hook, called once per rule set.

        Each item of each iterable result (each ``(key, value)`` pair of a mapping result)
        is paired with the name of the plugin that returned it, in call order."""
        cached = self._registered_cache.get(hook)
        if cached is not None:
            return cached
        items: list[tuple[str, Any]] = []
        failures: dict[str, Exception] = {}
        for name, result in self.call_each(hook):
            try:
                if isinstance(result, Mapping):
                    items.extend((name, pair) for pair in result.items())
                elif isinstance(result, str | bytes) or not isinstance(result, Iterable):
                    raise PluginError(
                        f"plugin {name!r} ({self._labels[name]}) returned a "
                        f"{type(result).__name__} from {hook}; expected an iterable or a mapping")
                else:
                    items.extend((name, item) for item in result)
            except ManastackError as exc:
                failures[name] = exc
            except Exception as exc:  # a generator result fails while being consumed
                failure = PluginCrashError(f"plugin {name!r} ({self._labels[name]}) raised in "
                                           f"{hook}: {type(exc).__name__}: {exc}")
                failure.__cause__ = exc
                failures[name] = failure
        _raise_failures(failures)
        flat = tuple(items)
        self._registered_cache[hook] = flat
        return flat

    def plugin_of_keyword(self, keyword: str) -> str | None:
        """The enabled plugin whose distribution declares ``keyword`` (case-insensitive)."""
        return self._keyword_owner.get(keyword.lower())

    def label(self, name: str) -> str:
        """How errors name the package of plugin ``name``: "dist version" or "in-process"."""
        return self._labels[name]

    def _unknown_hook(self, hook: str) -> KeyError:
        import difflib  # for this message only: not at start-up

        known = [n for n in vars(self.plugin_manager.hook) if n.startswith(PROJECT)]
        close = difflib.get_close_matches(hook, known, n=1)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        return KeyError(f"unknown hook {hook!r}{hint}")

    def _failure(self, hook: str, exc: Exception) -> Exception:
        """The exception a plugin raised, naming the plugin: the innermost frame of the
        traceback that runs one of the hook's implementations."""
        name = None
        tb = exc.__traceback__
        while tb is not None:
            found = self._owners.get(tb.tb_frame.f_code)
            if found is not None:
                name = found
            tb = tb.tb_next
        if name is None:
            return exc  # raised by pluggy itself (a missing argument): the caller's bug
        return PluginCrashError(f"plugin {name!r} ({self._labels[name]}) raised in {hook}: "
                                f"{type(exc).__name__}: {exc}")


_rules_cache: dict[tuple[Any, ...], tuple[RuleSet, tuple[object, ...]]] = {}


def clear_cache() -> None:
    """Forget every cached rule set and discovery result."""
    _rules_cache.clear()
    discovery.clear_cache()


def load_rules(
    enable: Iterable[str] | None = None,
    disable: Iterable[str] = (),
    *,
    env: Mapping[str, str] | None = None,
    extra: Mapping[str, object] | None = None,
    use_entry_points: bool = True,
    core: object | None = None,
    skip_broken: bool = False,
) -> RuleSet:
    """Select, import and register plugins; return the resulting :class:`RuleSet`.

    ``enable`` is the allow list (``None``: ``MANASTACK_PLUGINS`` if set, else every
    installed plugin); ``disable`` is added to ``MANASTACK_DISABLE_PLUGINS``. ``env``
    defaults to ``os.environ``. ``extra`` maps names to in-process plugins (modules,
    objects, or import paths as strings) treated as installed; one named like an
    installed plugin replaces it. ``core`` is the kernel's own plugin object, registered
    as ``core`` and always enabled. See :mod:`manastack.loading.selection`.

    Enabled plugins that fail to load raise :class:`~manastack.errors.BrokenPluginsError`
    naming every one; with ``skip_broken`` the rule set is built without them and lists
    them (:attr:`RuleSet.broken`).
    """
    environ = os.environ if env is None else env
    api_enable = None if enable is None else selection.names(enable)
    api_disable = selection.names(disable)
    extras = dict(extra or {})
    env_enable = environ.get(ENABLE_ENV)
    env_disable = environ.get(DISABLE_ENV, "")
    trace = environ.get(TRACE_ENV, "") not in ("", "0")
    key = (None if api_enable is None else frozenset(api_enable), frozenset(api_disable),
           env_enable, env_disable, trace,
           tuple(sorted((name, id(obj)) for name, obj in extras.items())),
           use_entry_points, id(core), tuple(sys.path), skip_broken)
    hit = _rules_cache.get(key)
    if hit is not None:
        return hit[0]
    found = discovery.discover() if use_entry_points else []
    installed, notes = selection.candidates(found, extras)
    chosen = selection.select(
        api_enable, api_disable,
        None if env_enable is None else selection.names(env_enable.split(",")),
        selection.names(env_disable.split(",")), installed)
    rules = _build(installed, chosen, notes, core, trace, skip_broken)
    if len(_rules_cache) >= _MAX_CACHED:
        del _rules_cache[next(iter(_rules_cache))]
    # Holding the keyed objects keeps their ids from being reused while cached.
    _rules_cache[key] = (rules, (core, *extras.values()))
    return rules


class _PluginManager(pluggy.PluginManager):
    """pluggy's manager, reading a module's hook implementations from its namespace, and
    telling the rule sets watching it of each registration (:meth:`watch_registrations`).

    pluggy looks at every name of a plugin through ``inspect.getattr_static``, so that
    no property of a plugin object runs (~530 names for the built-in plugins: a tenth
    of ``Rules.load()``). A module has no such descriptors: a function without the
    hookimpl marker, a class, a module or a value that can't be called is turned away
    here, and anything else is left to pluggy (the override pluggy documents for this).
    """

    def __init__(self, project_name: str) -> None:
        super().__init__(project_name)
        self._watchers: list[Callable[[], None]] = []

    def watch_registrations(self, forget: Callable[[], None]) -> None:
        """Call ``forget`` after each registration, unregistration or addition of hook
        specifications: what a rule set kept about the implementations is stale then."""
        self._watchers.append(forget)

    def _changed(self) -> None:
        for forget in self._watchers:
            forget()

    def register(self, plugin: object, name: str | None = None) -> str | None:
        try:
            return super().register(plugin, name)
        finally:
            self._changed()

    def unregister(self, plugin: object | None = None, name: str | None = None) -> Any | None:
        try:
            return super().unregister(plugin, name)
        finally:
            self._changed()

    def add_hookspecs(self, module_or_class: types.ModuleType | type) -> None:
        try:
            super().add_hookspecs(module_or_class)
        finally:
            self._changed()

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


_ABSENT = object()  # a name dir() lists that the module's namespace doesn't hold


class _Labels(Mapping[str, str]):
    """How errors name each plugin's package ("dist version"), read from its metadata only
    when an error or a listing asks (start-up)."""

    def __init__(self, installed: Mapping[str, Candidate]) -> None:
        self._installed = installed

    def __getitem__(self, name: str) -> str:
        if name == CORE_PLUGIN:
            return "manastack kernel"
        return self._installed[name].label

    def __iter__(self) -> Iterator[str]:
        return iter([CORE_PLUGIN, *self._installed])

    def __len__(self) -> int:
        return len(self._installed) + 1


_NO_SOURCE = AvailablePlugin(name="", value="")


def _specified(pm: pluggy.PluginManager) -> set[str]:
    return {name for name, caller in vars(pm.hook).items() if caller.spec is not None}


def _check_plugin_shape(name: str, labels: Mapping[str, str], plugin: object,
                        specs: set[str]) -> None:
    """Refuse a function named like a hook but lacking the ``@hookimpl`` mark."""
    for attr in dir(plugin):
        if attr not in specs:
            continue
        value = getattr(plugin, attr, None)
        if callable(value) and not hasattr(value, _IMPL_MARK) and not hasattr(value, _SPEC_MARK):
            raise PluginError(f"plugin {name!r} ({labels[name]}) defines {attr} without the "
                              "@hookimpl marker, so it would be ignored; decorate it with "
                              "hookimpl")


def _register(pm: pluggy.PluginManager, name: str, labels: Mapping[str, str],
              plugin: object) -> None:
    try:
        pm.register(plugin, name=name)
    except pluggy.PluginValidationError as exc:
        detail = "; ".join(line.strip() for line in str(exc).splitlines() if line.strip())
        raise PluginError(f"plugin {name!r} ({labels[name]}) is invalid: {detail}") from exc
    except ValueError as exc:  # the same object under two names
        other = next((n for n, p in pm.list_name_plugin() if p is plugin and n != name), "?")
        raise PluginError(f"plugins {other!r} and {name!r} ({labels[name]}) are the same "
                          "object; a module can be registered once") from exc


def _check_hooks(pm: pluggy.PluginManager, labels: Mapping[str, str]) -> dict[str, PluginError]:
    """After every plugin (and every hook a plugin added) is registered: an implementation
    of no hook is a typo, named with the closest hook. Each plugin's first error."""
    specs = _specified(pm)
    failures: dict[str, PluginError] = {}
    for name, plugin in pm.list_name_plugin():
        try:
            _check_plugin_shape(name, labels, plugin, specs)
            _check_hook_names(pm, name, labels, plugin, specs)
        except PluginError as exc:
            failures[name] = exc
    return failures


def _check_hook_names(pm: pluggy.PluginManager, name: str, labels: Mapping[str, str],
                      plugin: object, specs: set[str]) -> None:
    for caller in pm.get_hookcallers(plugin) or ():
        if caller.name in specs:
            continue
        for impl in caller.get_hookimpls():
            if impl.plugin is plugin and not impl.optionalhook:
                import difflib  # for this message only: not at start-up

                close = difflib.get_close_matches(caller.name, sorted(specs), n=1)
                hint = f"; did you mean {close[0]!r}?" if close else ""
                raise PluginError(f"plugin {name!r} ({labels[name]}) implements unknown "
                                  f"hook {caller.name!r}{hint}")


def _manager(order: list[tuple[str, object]], labels: Mapping[str, str], trace: bool
             ) -> tuple[pluggy.PluginManager, dict[str, PluginError]]:
    """A plugin manager with the plugins of ``order`` registered, and the error of each
    plugin pluggy or the checks refused (the manager is then built again without them:
    the historic ``manastack_add_hookspecs`` call may already have reached the others)."""
    pm = _PluginManager(PROJECT)
    pm.add_hookspecs(hookspecs)
    if trace:
        pm.trace.root.setwriter(sys.stderr.write)
        pm.enable_tracing()
    failures: dict[str, PluginError] = {}
    for name, plugin in order:
        try:
            _register(pm, name, labels, plugin)  # a label is read only for an error
        except PluginError as exc:
            failures[name] = exc
    if failures:
        return pm, failures
    try:
        pm.hook.manastack_add_hookspecs.call_historic(kwargs={"pluginmanager": pm})
    except pluggy.PluginValidationError as exc:  # an implementation of an added hook is wrong
        name = pm.get_name(exc.plugin) or "?"
        detail = "; ".join(line.strip() for line in str(exc).splitlines() if line.strip())
        error = PluginError(f"plugin {name!r} ({labels.get(name, '?')}) is invalid: {detail}")
        error.__cause__ = exc
        return pm, {name: error}
    return pm, _check_hooks(pm, labels)


def _spread(broken: dict[str, PluginError], requires: Mapping[str, tuple[str, ...]],
            labels: Mapping[str, str]) -> None:
    """A plugin that needs a broken plugin can't load either: it is broken too."""
    changed = True
    while changed:
        changed = False
        for name, needs in sorted(requires.items()):
            failed = [need for need in needs if need in broken]
            if name not in broken and failed:
                broken[name] = PluginError(f"plugin {name!r} ({labels[name]}) needs "
                                           f"{', '.join(failed)}, which failed to load")
                changed = True


def _raise_failures(failures: Mapping[str, Exception]) -> None:
    """One plugin that raised: its own error; several: one error naming every one of them
    with its cause (a registration each of them broke)."""
    if len(failures) == 1:
        raise next(iter(failures.values()))
    if failures:
        raise _broken_error({name: " ".join(str(exc).split()) for name, exc in failures.items()})


def _broken_error(broken: Mapping[str, str]) -> BrokenPluginsError:
    """Every broken plugin named with its cause, and how to load without them."""
    names = ",".join(sorted(broken))
    them = "it" if len(broken) == 1 else "them"
    fix = f"to load without {them}: disable={names} or {DISABLE_ENV}={names}"
    if len(broken) == 1:
        return BrokenPluginsError(f"{next(iter(broken.values()))} ({fix})", broken)
    lines = [f"{len(broken)} plugins failed to load ({fix}):",
             *(f"  {broken[name]}" for name in sorted(broken))]
    return BrokenPluginsError("\n".join(lines), broken)


def _build(installed: Mapping[str, Candidate], chosen: selection.Selection, notes: list[str],
           core: object | None, trace: bool, skip_broken: bool = False) -> RuleSet:
    notes.extend(chosen.notes)
    loaded, requires, pulled_by, broken = selection.resolve(chosen, installed)
    reasons = dict(chosen.reasons)
    for need, needers in sorted(pulled_by.items()):
        reasons[need] = f"pulled in: needed by {', '.join(needers)}"
        notes.append(f"{need} enabled: needed by {', '.join(needers)}")

    labels = _Labels(installed)
    while True:  # each round leaves out at least one more broken plugin
        _spread(broken, requires, labels)
        order = ([(CORE_PLUGIN, core)] if core is not None else []) + \
            [(name, loaded[name]) for name in sorted(loaded, reverse=True)  # calls go A to Z
             if name not in broken]
        pm, failures = _manager(order, labels, trace)
        if CORE_PLUGIN in failures:
            raise failures[CORE_PLUGIN]
        if not failures:
            break
        broken.update(failures)
    if broken:
        causes = {name: " ".join(str(exc).split()) for name, exc in broken.items()}
        if not skip_broken:
            first = broken[min(broken)]
            raise _broken_error(causes) from first.__cause__ or first
        loaded = {name: plugin for name, plugin in loaded.items() if name not in broken}
        for name in broken:
            reasons[name] = f"{reasons.get(name, 'selected')}, but it failed to load"

    owners: dict[Any, str] = {}
    implemented: set[str] = set()
    hooks_of: dict[str, list[str]] = {}
    for hook, caller in vars(pm.hook).items():
        for impl in caller.get_hookimpls():
            code = getattr(impl.function, "__code__", None)
            if code is not None:
                owners[code] = impl.plugin_name
            implemented.add(hook)
            hooks_of.setdefault(impl.plugin_name, []).append(hook)
    keyword_owner = _keyword_owners(loaded, installed, labels)
    enabled = ((CORE_PLUGIN,) if core is not None else ()) + tuple(sorted(loaded))
    infos: list[PluginInfo] = []
    if core is not None:
        infos.append(PluginInfo(CORE_PLUGIN, module_name(core), (),
                                tuple(sorted(hooks_of.get(CORE_PLUGIN, ()))), (), True,
                                "always enabled (the kernel's own rules)"))
    for name in sorted(installed):
        candidate = installed[name]
        source: AvailablePlugin | None = candidate.source
        failed = broken.get(name)
        infos.append(PluginInfo(
            name=name, module=candidate.module,
            requires=requires.get(name, ()), hooks=tuple(sorted(hooks_of.get(name, ()))),
            keywords=source.keywords if source else (), enabled=name in loaded,
            reason=reasons.get(name, ""), base=candidate.base, source=source,
            broken=None if failed is None else " ".join(str(failed).split())))
    return RuleSet(plugin_manager=pm, plugins=tuple(infos), enabled=enabled,
                   notes=tuple(notes), implemented=frozenset(implemented), labels=labels,
                   owners=owners, keyword_owner=keyword_owner)


def _keyword_owners(loaded: Mapping[str, object], installed: Mapping[str, Candidate],
                    labels: Mapping[str, str]) -> dict[str, str]:
    """Each keyword the enabled plugins' distributions declare -> its plugin; two enabled
    plugins declaring one keyword is an error naming both (disable one)."""
    owner: dict[str, str] = {}
    for name in sorted(loaded):
        for keyword in (installed[name].source or _NO_SOURCE).keywords:
            other = owner.get(keyword)
            if other is not None:
                raise PluginError(
                    f"keyword {keyword!r} is declared by two plugins: {other!r} ({labels[other]}) "
                    f"and {name!r} ({labels[name]}); disable one")
            owner[keyword] = name
    return owner


def describe_plugins(rules: RuleSet) -> list[dict[str, str]]:
    """One row per plugin for ``manastack plugins``: every value is display text."""
    return [
        {"name": info.name, "version": info.version or "",
         "distribution": info.distribution or "", "keywords": ", ".join(info.keywords),
         "hooks": ", ".join(info.hooks), "enabled": "yes" if info.enabled else "no",
         "reason": info.reason}
        for info in rules.plugins
    ]

