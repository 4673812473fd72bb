"""Asking only the plugins whose declared scope holds something now.

An implementation marked with :func:`manastack.api.reads_keyword` says what it looks at, and
returns nothing otherwise; the kernel then leaves it out of a call when its scope is empty,
calling the pluggy caller the rule set keeps for what decides it (``RuleSet.caller_without``,
``caller_for_keywords``, ``caller_for_move``: the rule set owns the kept answers, and
``RuleSet.full_scans`` switches them off):

- on a hook about a player (``manastack_casting_permissions``, ``manastack_special_actions``,
  ``manastack_replace_draw``): no object with the keyword in that player's zone (``game.with_keyword``);
- on a hook about one spell (casting, costs, payment: the ``spell`` argument): the spell,
  as it is now, doesn't have the keyword (declared with the zone ``"stack"``); declared
  with another zone on ``manastack_spell_text``, no object in that zone of the spell's
  controller has the keyword now (splice's cards in hand, CR 702.47a);
- on ``manastack_continuous_effects``, asked at each layer pass (CR 613): no object in the
  declared zone (any zone for ``None``) whose card has the keyword, before any effect
  (``game.has_own_keyword_in``): the pass can't read the characteristics it is making;
- on a hook about creatures in combat (``manastack_attack_restrictions``,
  ``manastack_blockers_needed``, ``manastack_block_restrictions``,
  ``manastack_attack_optional_costs``, CR 508.1c, 508.1g, 509.1b):
  none of the creatures asked about has the keyword now (printed or granted, CR 613;
  declared with the zone ``"battlefield"``);
- on ``manastack_activation_restrictions`` (asked for every ability a player could
  activate, CR 602.2): no object in the declared zone, whoever's it is, has the keyword now
  (printed or granted, CR 613: a spell with split second on the stack, 702.61a).
- on ``manastack_zone_changed`` (told of every zone change, CR 400.7): the new object is not
  in the declared zone (any zone for ``None``) or doesn't have the keyword there now (printed
  or granted, CR 613: a card with miracle drawn into the hand, 702.94a; a card with madness
  exiled, 702.35a); an object that ceased to exist has no keyword. An implementation
  declared with :func:`manastack.api.reads_move` is told, too, of a change between the
  declared zones (delve's "exiled with": from a graveyard to exile, 702.66a, 607.2a).

With several keywords or zones declared, the implementation is asked when any holds.

An implementation marked with :func:`manastack.api.reads_tag` (on
``manastack_casting_permissions``, ``manastack_special_actions``,
``manastack_continuous_effects`` and ``manastack_zone_changed`` only) is asked, too, when
an object carrying the declared tag exists in the declared zone (``game.carries_tag``, the
kernel's index ``State.tagged``); on ``manastack_zone_changed``, when the object that left
its zone carried it there or the new object carries it in its new zone (CR 400.7).

An implementation of ``manastack_zone_changed`` marked with
:func:`manastack.api.reads_replacement` is told, too, of a move a replacement effect with
the declared key applied to or recorded something on (CR 614.5: ``move.applied``,
``move.records``).

An implementation of ``manastack_replace_zone_change`` marked with
:func:`manastack.api.reads_move` is asked only about a move from its declared zone to its
declared zone (either any when left out; CR 614.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.errors import ManastackError

if TYPE_CHECKING:
    from collections.abc import Callable

    from manastack.engine.game import Game
    from manastack.model.objects import GameObject, Zone
    from manastack.model.replacements import ZoneMove
    from manastack.model.spells import Spell


def call_for_player(game: Game, hook: str, player: int, **kwargs: Any) -> Any:
    """Call ``hook`` for ``player``, leaving out the implementations whose declared zones of
    ``player`` hold no object with their keyword."""
    # _kept_caller written out (asked for each player at each priority, twice: casting
    # permissions and special actions)
    state = game.state
    layer = game._layer
    seen_layer, seen_version, kept = game._scope_skips
    if layer is None or seen_layer is not layer or game._cache_version != state.version \
            or seen_version != state.chars_version:
        kept = game.scope_skips()
    key = (hook, player)
    caller = kept.get(key)
    if caller is None:
        caller = kept[key] = _player_caller(game, hook, player)
    if caller is _NOTHING_LEFT:
        return []  # every implementation left out: pluggy's answer, nothing to call
    try:
        return caller(game=game, player=player, **kwargs)
    except ManastackError:
        raise
    except Exception as exc:
        raise game.rules.ruleset.failure(hook, exc) from exc


def _kept_caller(game: Game, hook: str, player: int) -> Callable[..., Any]:
    """The caller of ``hook`` for ``player`` (``_ANY_PLAYER``: every player's zones), kept
    with the keyword indexes it was worked out from (emptied with them, and by the rule set
    when its plugins or full scans change)."""
    # Game.scope_skips' test written out for the common case (the same layer pass and
    # versions): asked for each player at each priority, without a call then
    state = game.state
    layer = game._layer
    seen_layer, seen_version, kept = game._scope_skips
    if layer is None or seen_layer is not layer or game._cache_version != state.version \
            or seen_version != state.chars_version:
        kept = game.scope_skips()
    key = (hook, player)
    caller = kept.get(key)
    if caller is None:
        caller = kept[key] = _any_player_caller(game, hook) if player == _ANY_PLAYER \
            else _player_caller(game, hook, player)
    return caller


def _player_caller(game: Game, hook: str, player: int) -> Callable[..., Any]:
    """:func:`call_for_player`'s caller of ``hook`` for ``player`` now."""
    ruleset = game.rules.ruleset
    quiet = game._quiet_callers
    if quiet is None:
        quiet = game._quiet_callers = ruleset.kept_callers()
    # the answer when no object has a declared keyword (most priorities), whoever's: kept
    # across layer passes, tested again against what objects may have now (CR 613)
    entry = quiet.get(hook)
    if entry is not None and not game.state.tagged:
        words, caller = entry
        if not words or words.isdisjoint(game.keywords_possible()):
            return caller  # type: ignore[no-any-return]
    # from the keywords present to the plugins declaring them: a few look-ups, not one
    # per plugin
    declared, by_zone, every_word = ruleset.scopes_by_word(hook)
    if not declared:  # no scope (or full scans): the plugin manager's own caller
        caller = ruleset.caller_without(hook, _NO_KEYWORDS)
        quiet[hook] = (_NO_KEYWORDS, caller)
        return caller
    asked: set[str] = set()
    possible = game.keywords_possible()
    if None not in by_zone and every_word.isdisjoint(possible):
        by_zone = {}  # CR 613: no object has any declared keyword now, no zone is read
        if not game.state.tagged:
            caller = ruleset.caller_without(hook, declared)
            caller = _NOTHING_LEFT if caller is ruleset.no_answers else caller
            quiet[hook] = (every_word, caller)
            return caller
    for zone, words in by_zone.items():
        if zone is None:  # no zone of the player's declared: always asked
            for plugins in words.values():
                asked |= plugins
            continue
        if possible.isdisjoint(words):
            continue  # CR 613: no object has any of them now, the zone isn't read
        for word in words.keys() & game.keywords_in(zone, player).keys():
            asked |= words[word]
    # nothing asked and no tag carried (most priorities): every declared one left out
    caller = ruleset.caller_without(hook, declared) if not asked and not game.state.tagged \
        else _caller_asking(game, hook, declared, asked)
    return _NOTHING_LEFT if caller is ruleset.no_answers else caller


def _caller_asking(game: Game, hook: str, declared: frozenset[str],
                   asked: set[str]) -> Callable[..., Any]:
    """The caller of ``hook`` leaving out the ``declared`` implementations not ``asked``,
    asking too those whose declared tag an object carries now."""
    ruleset = game.rules.ruleset
    if game.state.tagged:
        # a tag changes the object (structural): a kept answer is emptied then too
        for name, tag_scope in ruleset.tag_scopes(hook).items():
            if name not in asked and _carried(game, tag_scope):
                asked.add(name)
    return ruleset.caller_without(hook, declared.difference(asked) if asked else declared)


def call_for_spell(game: Game, hook: str, spell: Spell, **kwargs: Any) -> Any:
    """Call ``hook`` about ``spell``, leaving out the implementations declared for keywords
    the spell doesn't have now (its characteristics, CR 613: printed or granted)."""
    ruleset = game.rules.ruleset
    keywords = game.chars(spell.obj).keywords
    held = ruleset.held_scopes(hook)  # empty but on the hooks that read it (HELD_ZONE_HOOKS)
    if held:  # a zone of the caster's declared (splice's hand, CR 702.47a): its keywords too
        possible = game.keywords_possible()
        for zone, words in held:
            if not possible.isdisjoint(words):  # CR 613: else no object has one now
                found = words.intersection(game.keywords_in(zone, spell.controller))
                if found:
                    keywords = keywords | found
    # kept per set of keywords, the plugin manager's own caller for a hook without scopes
    caller = ruleset.caller_for_keywords(hook, keywords)
    if caller is ruleset.no_answers:
        return []  # every implementation left out: pluggy's answer, nothing to call
    try:
        return caller(game=game, spell=spell, **kwargs)
    except ManastackError:
        raise
    except Exception as exc:
        raise ruleset.failure(hook, exc) from exc


def call_for_layers(game: Game, hook: str) -> Any:
    """Call ``hook`` for a layer pass, leaving out the implementations declared for
    keywords no object's card has in the declared zone (CR 613.1: what layer 6 starts from;
    a keyword an effect grants is not seen, so an implementation answering for objects
    given its keyword doesn't declare it)."""
    ruleset = game.rules.ruleset
    declared, by_zone, every_word = ruleset.scopes_by_word(hook)  # none: no scope
    if not declared:
        return ruleset.call(hook, game=game)
    printed = game.own_keywords()  # a keyword no card has had is not a key: one test
    asked: set[str] = set()
    if not every_word.isdisjoint(printed):  # else no card has any declared keyword (613.1)
        for zone, words in by_zone.items():
            for word in words.keys() & printed.keys():
                if not words[word] <= asked and game.has_own_keyword_in(word, zone):
                    asked |= words[word]
    # nothing asked and no tag carried (most passes): every declared one left out
    caller = ruleset.caller_without(hook, declared) if not asked and not game.state.tagged \
        else _caller_asking(game, hook, declared, asked)
    if caller is ruleset.no_answers:
        return []  # every implementation left out: pluggy's answer, nothing to call
    try:
        return caller(game=game)
    except ManastackError:
        raise
    except Exception as exc:
        raise ruleset.failure(hook, exc) from exc


def call_for_creatures(game: Game, hook: str, **creatures: GameObject) -> Any:
    """Call ``hook`` about the creatures in ``creatures`` (an attacker, a blocker), leaving
    out the implementations declared for keywords none of them has now (CR 613: printed or
    granted)."""
    ruleset = game.rules.ruleset
    scopes = ruleset.keyword_scopes(hook)
    if not scopes:
        return ruleset.call(hook, game=game, **creatures)
    present: frozenset[str] | None = None
    for obj in creatures.values():
        keywords = game.chars(obj.id).keywords
        present = keywords if present is None else present | keywords
    caller = ruleset.caller_for_keywords(hook, present or _NO_KEYWORDS)
    if caller is ruleset.no_answers:
        return []  # every implementation left out: pluggy's answer, nothing to call
    try:
        return caller(game=game, **creatures)
    except ManastackError:
        raise
    except Exception as exc:
        raise ruleset.failure(hook, exc) from exc


#: The key of :func:`call_for_any_player`'s answers among those kept per player.
_ANY_PLAYER = -1


def call_for_any_player(game: Game, hook: str, **kwargs: Any) -> Any:
    """Call ``hook``, leaving out the implementations whose declared zones, every player's,
    hold no object with their keyword now (printed or granted, CR 613): a rule that binds
    every player while an object with the keyword is there (split second on the stack,
    702.61a). A declaration without a zone is always asked."""
    caller = _kept_caller(game, hook, _ANY_PLAYER)
    if caller is _NOTHING_LEFT:
        return []  # every implementation left out: pluggy's answer, nothing to call
    try:
        return caller(game=game, **kwargs)
    except ManastackError:
        raise
    except Exception as exc:
        raise game.rules.ruleset.failure(hook, exc) from exc


def _any_player_caller(game: Game, hook: str) -> Callable[..., Any]:
    """:func:`call_for_any_player`'s caller of ``hook`` now."""
    ruleset = game.rules.ruleset
    scopes = ruleset.keyword_scopes(hook)
    if not scopes:
        return ruleset.caller_without(hook, _NO_KEYWORDS)  # the plugin manager's own
    players = [p.index for p in game.players]
    names: list[str] = []
    possible = game.keywords_possible()
    for name, scope in scopes:
        for word, zone in scope:
            if zone is None or (word in possible and any(
                    word in game.keywords_in(zone, p) for p in players)):
                break
        else:
            names.append(name)
    caller = ruleset.caller_without(hook, frozenset(names))
    return _NOTHING_LEFT if caller is ruleset.no_answers else caller


def call_for_zone_change(game: Game, old: GameObject, new: GameObject | None,
                         move: ZoneMove) -> Any:
    """Tell ``manastack_zone_changed`` of a zone change (CR 400.7), leaving out the
    implementations declared for keywords the new object doesn't have now in its new zone
    (printed or granted, CR 613); its characteristics are read only when a declared zone is
    the one it entered. One declared for tags is told when the old object carried one in
    the zone it left, or the new one carries it in its new zone; one declared for a
    replacement, when that replacement applied to the move (CR 614.5); one declared for a
    move (``reads_move``), when the object went from its declared zone to its declared
    zone."""
    hook = "manastack_zone_changed"
    ruleset = game.rules.ruleset
    scopes = ruleset.keyword_scopes(hook)
    if not scopes:
        return ruleset.call(hook, game=game, old=old, new=new, move=move)
    # every declared one but those declared (reads_move) for this change of zone, kept
    skip = ruleset.skip_for_move(hook, old.zone, move.to_zone if new is None else new.zone)
    asked: list[str] = []  # rare: appended to only when a scope holds
    if new is not None:
        # the keywords declared for the zone entered (or no zone), looked up by zone
        by_zone = ruleset.scopes_by_word(hook)[1]
        keywords: frozenset[str] | None = None
        for zone in (new.zone, None):
            words = by_zone.get(zone)
            if words:
                if keywords is None:
                    keywords = game.chars(new.id).keywords
                for word in words.keys() & keywords:
                    asked.extend(words[word])
    if old.tags or (new is not None and new.tags):
        for name, tag_scope in ruleset.tag_scopes(hook).items():
            for tag, zone in tag_scope:
                if (tag in old.tags and (zone is None or old.zone is zone)) or (
                        new is not None and tag in new.tags
                        and (zone is None or new.zone is zone)):
                    asked.append(name)  # CR 400.7: what the object carried as it left
                    break
    if move.applied or move.records:
        for name, keys in ruleset.replacement_scopes(hook).items():
            if any(_replaced(move, key) for key in keys):
                asked.append(name)  # CR 614.5: the replacement's consequence in the new zone
    caller = ruleset.caller_without(hook, skip.difference(asked) if asked else skip)
    if caller is ruleset.no_answers:
        return []  # every implementation left out: pluggy's answer, nothing to call
    try:
        return caller(game=game, old=old, new=new, move=move)
    except ManastackError:
        raise
    except Exception as exc:
        raise ruleset.failure(hook, exc) from exc


def call_for_move(game: Game, hook: str, move: ZoneMove) -> Any:
    """Call ``hook`` about ``move``, leaving out the implementations declared
    (``reads_move``) for moves none of which is this one's, from the zone ``move.obj`` is
    in to ``move.to_zone`` (CR 614.1: the event a replacement effect watches for)."""
    ruleset = game.rules.ruleset
    # kept per pair of zones, the plugin manager's own caller for a hook without scopes
    caller = ruleset.caller_for_move(hook, move.obj.zone, move.to_zone)
    if caller is ruleset.no_answers:
        return []  # every implementation left out: pluggy's answer, nothing to call
    try:
        return caller(game=game, move=move)
    except ManastackError:
        raise
    except Exception as exc:
        raise ruleset.failure(hook, exc) from exc


def _replaced(move: ZoneMove, key: str) -> bool:
    """Did a replacement effect keyed ``key`` (or ``key:...``) apply to ``move`` or record
    something on it (CR 614.5)?"""
    prefix = key + ":"
    return any(k == key or k.startswith(prefix)
               for k in (*move.applied, *(k for k, _ in move.records)))


def _carried(game: Game, scope: tuple[tuple[str, Zone | None], ...]) -> bool:
    """Does an object carry one of the tags of ``scope`` in its zone now?"""
    return any(game.carries_tag(tag, zone) for tag, zone in scope)


_NO_KEYWORDS: frozenset[str] = frozenset()


def _nothing_left(**kwargs: Any) -> list[Any]:
    """What a kept player's caller is when every implementation of a hook answering a list
    is left out: never called (the kept answer is ``[]``)."""
    return []


_NOTHING_LEFT = _nothing_left
