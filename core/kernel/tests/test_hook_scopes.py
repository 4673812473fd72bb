"""``reads_keyword``, ``reads_tag`` and ``reads_replacement``: an implementation is asked
only when what it declares holds now (a player's zone holding a card with the keyword, the
spell asked about having it, a card printing it for a layer pass, a creature asked about in
combat having it, granted or not, an object carrying a tag, a move a replacement applied
to), and an implementation without the declaration is always asked."""

from __future__ import annotations

from typing import Any

from pytest_manastack import plugin

from manastack.api import (
    AddAbilities,
    ContinuousEffect,
    KeywordAbility,
    ObjectFilter,
    Replacement,
    reads_keyword,
    reads_replacement,
    reads_tag,
)
from manastack.driver import Table
from manastack.engine.combat import can_attack
from manastack.engine.layers import recompute
from manastack.engine.permissions import all_permissions
from manastack.model.objects import Zone


def _recorder(calls: list[str], key: str) -> Any:
    def record(**kwargs: Any) -> list[Any]:
        spell = kwargs.get("spell")
        calls.append(key if spell is None else f"{key}:{spell.card.name}")
        return []
    return record


def test_a_spell_hook_declared_for_a_keyword_is_asked_only_about_a_spell_having_it() -> None:
    calls: list[str] = []

    def payment_options(game: Any, spell: Any) -> list[Any]:
        return _recorder(calls, "flying")(game=game, spell=spell)  # type: ignore[no-any-return]

    def additional_costs(game: Any, spell: Any) -> list[Any]:
        return _recorder(calls, "any")(game=game, spell=spell)  # type: ignore[no-any-return]

    scoped = reads_keyword("flying", "stack")(payment_options)
    t = Table.new(enable=["scopes"], extra={"scopes": plugin(
        manastack_payment_options=scoped, manastack_additional_costs=additional_costs)})
    t.lands(0, "Plains", 5)
    t.lands(0, "Forest", 2)
    t.hand(0, "Grizzly Bears", "Serra Angel")
    t.cast("Grizzly Bears")
    assert "flying:Grizzly Bears" not in calls and "any:Grizzly Bears" in calls
    t.resolve()
    t.cast("Serra Angel")
    assert "flying:Serra Angel" in calls and "any:Serra Angel" in calls


def test_the_spell_text_hook_declared_for_the_hand_is_asked_only_when_it_holds_the_keyword(
        ) -> None:
    """CR 702.47a (splice's cards in hand): ``manastack_spell_text`` declared for flying in
    the hand is asked about a spell only while its controller's hand holds a flying card."""
    calls: list[str] = []

    def spell_text(game: Any, spell: Any, text: str) -> None:
        if not spell.provisional:
            calls.append(f"{spell.card.name}, hand of {spell.controller}")

    scoped = reads_keyword("flying", "hand")(spell_text)
    t = Table.new(enable=["scopes"], extra={"scopes": plugin(manastack_spell_text=scoped)})
    t.lands(0, "Forest", 4)
    t.hand(0, "Grizzly Bears", "Grizzly Bears")
    t.hand(1, "Serra Angel")
    t.cast("Grizzly Bears")
    assert calls == []  # the opponent's hand holds the flying card, not the caster's
    t.resolve()
    t.hand(0, "Serra Angel")
    t.cast("Grizzly Bears")
    assert calls == ["Grizzly Bears, hand of 0"]


def test_a_player_hook_declared_for_a_zone_is_asked_only_when_it_holds_the_keyword() -> None:
    calls: list[str] = []

    def permissions(game: Any, player: int) -> list[Any]:
        calls.append(f"player {player}")
        return []

    scoped = reads_keyword("flying", Zone.GRAVEYARD)(permissions)
    t = Table.new(enable=["scopes"], extra={"scopes": plugin(
        manastack_casting_permissions=scoped)})
    t.game.legal_actions()
    assert calls == []
    t.graveyard(0, "Serra Angel")
    t.game.legal_actions()
    assert calls == ["player 0"]


def test_the_draw_hook_declared_for_a_zone_is_asked_only_when_it_holds_the_keyword() -> None:
    """CR 614.11: ``manastack_replace_draw`` is a hook about the drawing player: declared for
    flying in the graveyard, it is asked before a draw only once such a card is there."""
    calls: list[str] = []

    def replace_draw(game: Any, player: int) -> list[Any]:
        calls.append(f"player {player}")
        return []

    scoped = reads_keyword("flying", Zone.GRAVEYARD)(replace_draw)
    t = Table.new(enable=["scopes"], extra={"scopes": plugin(manastack_replace_draw=scoped)})
    t.library(0, "Forest", "Forest")
    t.game.draw(0)
    assert calls == []
    t.graveyard(0, "Serra Angel")
    t.game.draw(0)
    assert calls == ["player 0"]
    assert t.names(Zone.HAND, 0) == ["Forest", "Forest"]


def _layer_recorder(calls: list[str], key: str) -> Any:
    def effects(game: Any) -> list[Any]:
        calls.append(key)
        return []
    return effects


def test_a_layer_hook_declared_for_a_keyword_is_asked_only_while_a_card_has_it() -> None:
    """CR 613.1: at each layer pass, an implementation declared for a keyword in any zone is
    asked only while some object's card has it; one declared for a zone, only while such a
    card is in that zone; one without the declaration, at every pass."""
    calls: list[str] = []
    t = Table.new(enable=["scopes", "battle", "always"], extra={
        "scopes": plugin(manastack_continuous_effects=reads_keyword("flying")(
            _layer_recorder(calls, "any"))),
        "battle": plugin(manastack_continuous_effects=reads_keyword("flying", "battlefield")(
            _layer_recorder(calls, "battlefield"))),
        "always": plugin(manastack_continuous_effects=_layer_recorder(calls, "always"))})
    t.battlefield(0, "Grizzly Bears")
    calls.clear()
    recompute(t.game)
    assert calls == ["always"]
    t.library(1, "Serra Angel")  # a card with flying, in a library
    calls.clear()
    recompute(t.game)
    assert sorted(calls) == ["always", "any"]
    t.battlefield(0, "Serra Angel")
    calls.clear()
    recompute(t.game)
    assert sorted(calls) == ["always", "any", "battlefield"]


def _grant(keyword: str) -> Any:
    """A plugin's effect giving ``keyword`` to every Bear (CR 613.1f), undeclared."""
    def effects(game: Any) -> list[ContinuousEffect]:
        return [ContinuousEffect(
            parts=(AddAbilities((KeywordAbility(keyword=keyword, text=keyword),)),),
            filter=ObjectFilter(types=("Creature",), subtypes=("Bear",)), timestamp=1,
            text=f"Bears have {keyword}")]
    return effects


def test_a_layer_hook_declaration_reads_printed_keywords_not_granted_ones() -> None:
    """CR 613.1: a layer pass can't read the characteristics it is making: a keyword an
    effect grants doesn't make a card have it for a declaration (as documented), while the
    effect granting it, undeclared, is asked at every pass."""
    calls: list[str] = []
    t = Table.new(enable=["grant", "scoped"], extra={
        "grant": plugin(manastack_continuous_effects=_grant("scopeword")),
        "scoped": plugin(manastack_continuous_effects=reads_keyword("scopeword")(
            _layer_recorder(calls, "scoped")))})
    t.battlefield(0, "Grizzly Bears")
    recompute(t.game)
    assert t.has_keyword("Grizzly Bears", "scopeword")
    assert calls == []


def test_a_block_restriction_declared_for_a_keyword_is_asked_only_about_creatures_having_it(
) -> None:
    """CR 509.1b: a restriction declared for flying is asked only for the pairs in which the
    attacker or the blocker has flying now; an undeclared one, for every pair."""
    asked: list[tuple[str, str, str]] = []

    def recorder(key: str) -> Any:
        def restriction(blocker: Any, attacker: Any) -> list[str]:
            asked.append((key, blocker.name, attacker.name))
            return []
        return restriction

    t = Table.new(enable=["scoped", "always"], extra={
        "scoped": plugin(manastack_block_restrictions=reads_keyword("flying", "battlefield")(
            recorder("scoped"))),
        "always": plugin(manastack_block_restrictions=recorder("always"))})
    t.battlefield(0, "Savannah Lions", "Serra Angel")
    t.battlefield(1, "Grizzly Bears")
    t.attack("Savannah Lions", "Serra Angel")
    assert t.blocks_offered() == {("Grizzly Bears", "Savannah Lions")}
    assert {a for a in asked if a[0] == "scoped"} == {
        ("scoped", "Grizzly Bears", "Serra Angel")}
    assert {a for a in asked if a[0] == "always"} == {
        ("always", "Grizzly Bears", "Serra Angel"), ("always", "Grizzly Bears", "Savannah Lions")}


def test_a_combat_hook_declared_for_a_keyword_is_asked_when_an_effect_grants_it() -> None:
    """CR 613.1f, 509.1b, 508.1c: a keyword another plugin's effect gives a creature counts
    for the declaration: the restriction keyed on it is asked and forbids the block (and the
    attack), though no card prints the keyword."""
    def no_block(game: Any, blocker: Any, attacker: Any) -> list[str]:
        if game.has_keyword(blocker.id, "scopeword"):
            return ["the blocker has scopeword (509.1b)"]
        return []

    def no_attack(game: Any, attacker: Any) -> list[str]:
        if game.has_keyword(attacker.id, "scopeword"):
            return ["the attacker has scopeword (508.1c)"]
        return []

    t = Table.new(enable=["grant", "scoped"], extra={
        "grant": plugin(manastack_continuous_effects=_grant("scopeword")),
        "scoped": plugin(
            manastack_block_restrictions=reads_keyword("scopeword", "battlefield")(no_block),
            manastack_attack_restrictions=reads_keyword("scopeword", "battlefield")(
                no_attack))})
    t.battlefield(0, "Savannah Lions")
    t.battlefield(1, "Grizzly Bears", "Gray Ogre")
    bears = t.find("Grizzly Bears").id
    assert "the attacker has scopeword (508.1c)" in (can_attack(t.game, bears) or "")
    t.attack("Savannah Lions")
    assert t.blocks_offered() == {("Gray Ogre", "Savannah Lions")}


def test_an_activation_restriction_declared_for_a_zone_is_asked_while_any_player_has_it() -> None:
    """CR 602.2, 101.2: an activation restriction declared for a keyword in a zone is asked
    only while an object there has it, whoever controls it (split second binds every
    player, 702.61a); one without the declaration is always asked."""
    from manastack.engine.activation import check_activation
    from manastack.model.abilities import ActivatedAbility

    asked: list[str] = []

    def recorder(key: str) -> Any:
        def restriction(player: int) -> list[str]:
            asked.append(f"{key}:{player}")
            return []
        return restriction

    t = Table.new(enable=["scoped", "always"], extra={
        "scoped": plugin(manastack_activation_restrictions=reads_keyword(
            "flying", "battlefield")(recorder("scoped"))),
        "always": plugin(manastack_activation_restrictions=recorder("always"))})
    card = t.card("Pinger", "Creature — Human", "{T}: This creature deals 1 damage to any "
                  "target.", "{R}", "1", "1")
    (pinger,) = t.battlefield(0, card)  # type: ignore[arg-type]
    ability = next(a for a in t.game.chars(pinger.id).abilities
                   if isinstance(a, ActivatedAbility))
    check_activation(t.game, 0, pinger, ability)
    assert asked == ["always:0"]
    t.battlefield(1, "Serra Angel")  # Bob's flyer: the scope holds for Alice too
    asked.clear()
    check_activation(t.game, 0, t.game.obj(pinger.id), ability)
    assert sorted(asked) == ["always:0", "scoped:0"]


def test_a_zone_change_hook_declared_for_a_zone_is_told_only_of_a_new_object_with_it() -> None:
    """CR 400.7, 613: ``manastack_zone_changed`` declared for a keyword in a zone is told
    only of a new object put into that zone having the keyword now (printed or granted);
    one without the declaration is told of every zone change."""
    told: list[str] = []

    def recorder(key: str) -> Any:
        def changed(new: Any) -> None:
            told.append(f"{key}:{new.card.name if new is not None else None}")
        return changed

    t = Table.new(enable=["scoped", "always"], extra={
        "scoped": plugin(manastack_zone_changed=reads_keyword(
            "flying", "graveyard")(recorder("scoped"))),
        "always": plugin(manastack_zone_changed=recorder("always"))})
    game = t.game
    (bears,) = t.battlefield(0, "Grizzly Bears")
    (angel,) = t.battlefield(0, "Serra Angel")
    game.destroy(bears.id)  # no flying: only the undeclared one is told
    assert told == ["always:Grizzly Bears"]
    told.clear()
    moved = game.move(angel.id, Zone.HAND)  # flying, but not the declared zone
    assert moved is not None and told == ["always:Serra Angel"]
    told.clear()
    game.move(moved.id, Zone.GRAVEYARD)  # flying, put into a graveyard: both are told
    assert sorted(told) == ["always:Serra Angel", "scoped:Serra Angel"]
    # a keyword granted by an effect counts (CR 613): the Bears given flying in the graveyard
    (ogre,) = t.hand(0, "Gray Ogre")
    game.add_effect(ContinuousEffect(
        parts=(AddAbilities((KeywordAbility(keyword="flying"),)),),
        filter=ObjectFilter(types=("Creature",)), controller=0,
        zones=(Zone.GRAVEYARD,), text="Creature cards in graveyards have flying"))
    told.clear()
    game.move(ogre.id, Zone.GRAVEYARD)
    assert sorted(told) == ["always:Gray Ogre", "scoped:Gray Ogre"]


def test_a_permission_hook_declared_for_a_tag_is_asked_only_while_an_object_carries_it() -> None:
    """CR 400.7: declared for a tag in exile, a casting-permission hook is asked only while
    a card in exile carries it (an effect may mark a card without the keyword: plot,
    702.170d); the card leaving exile is a new object without the tag."""
    calls: list[str] = []

    def permissions(game: Any, player: int) -> list[Any]:
        calls.append(f"player {player}")
        return []

    t = Table.new(enable=["scopes"], extra={"scopes": plugin(
        manastack_casting_permissions=reads_tag("marked", "exile")(permissions))})
    game = t.game
    (bears,) = t.exile(0, "Grizzly Bears")
    (ogre,) = t.hand(0, "Gray Ogre")
    game.update(ogre.id, tags={**ogre.tags, "marked": 1})  # the tag, but not in exile
    t.refresh()
    game.legal_actions()
    assert calls == [] and game.state.tagged == {ogre.id}
    game.update(bears.id, tags={**bears.tags, "marked": 1})
    t.refresh()
    game.legal_actions()
    assert calls == ["player 0"]
    moved = game.move(bears.id, Zone.GRAVEYARD)
    assert moved is not None and "marked" not in moved.tags
    calls.clear()
    t.refresh()
    game.legal_actions()
    assert calls == [] and game.state.tagged == {ogre.id}


def test_a_layer_hook_declared_for_a_tag_is_asked_only_while_an_object_carries_it() -> None:
    """CR 613.1: at each layer pass, an implementation declared for a tag on the battlefield
    is asked only while a permanent carries it."""
    calls: list[str] = []
    t = Table.new(enable=["scopes"], extra={"scopes": plugin(
        manastack_continuous_effects=reads_tag("marked", "battlefield")(
            _layer_recorder(calls, "tag")))})
    (bears,) = t.battlefield(0, "Grizzly Bears")
    calls.clear()
    recompute(t.game)
    assert calls == []
    t.game.update(bears.id, tags={**bears.tags, "marked": True})
    calls.clear()
    recompute(t.game)
    assert calls == ["tag"]


def test_a_zone_change_hook_declared_for_a_tag_is_told_of_an_object_that_carried_it() -> None:
    """CR 400.7, 708.9: ``manastack_zone_changed`` declared for a tag in a zone is told of an
    object that carried it as it left that zone (the new object starts without it), and of
    a new object carrying it in that zone; of no other zone change."""
    told: list[str] = []

    def changed(old: Any) -> None:
        told.append(old.card.name)

    t = Table.new(enable=["scoped"], extra={"scoped": plugin(
        manastack_zone_changed=reads_tag("marked", "battlefield")(changed))})
    game = t.game
    (bears, ogre) = t.battlefield(0, "Grizzly Bears", "Gray Ogre")
    game.destroy(bears.id)
    assert told == []
    game.update(ogre.id, tags={**ogre.tags, "marked": True})
    game.destroy(ogre.id)
    assert told == ["Gray Ogre"]


def test_a_tag_declared_on_a_hook_that_reads_none_leaves_it_always_asked() -> None:
    """Only the permission, special-action, layer and zone-change hooks read a tag:
    declared on another (the draw replacements, CR 614.11), the implementation is asked as
    if undeclared."""
    calls: list[str] = []

    def replace_draw(game: Any, player: int) -> list[Any]:
        calls.append(f"player {player}")
        return []

    t = Table.new(enable=["scopes"], extra={"scopes": plugin(
        manastack_replace_draw=reads_tag("marked", "exile")(replace_draw))})
    t.library(0, "Plains")
    t.game.draw(0)
    assert calls == ["player 0"]


def _replacing(name: str, key: str, recorded: bool) -> Any:
    """A replacement (CR 614.1) on ``name`` going to a graveyard: it only applies (its key
    ``key:<id>`` in ``move.applied``), or records a choice under ``key`` too."""
    def replace_zone_change(game: Any, move: Any) -> list[Any]:
        if move.obj.card.name != name or move.to_zone is not Zone.GRAVEYARD:
            return []
        return [Replacement(key=f"{key}:{move.obj.id}", text=f"{key} on {name}",
                            apply=(lambda m: m.record(key, "no")) if recorded else
                            (lambda m: m), category="self")]
    return replace_zone_change


def test_a_zone_change_hook_declared_for_a_replacement_is_told_of_the_moves_it_applied_to(
) -> None:
    """CR 614.5: ``manastack_zone_changed`` declared for a replacement is told of a move that
    replacement applied to (its key in ``move.applied``) or recorded on
    (``move.records``), of no other; with the scopes switched off it is told of each."""
    told: list[str] = []

    def changed(old: Any) -> None:
        told.append(old.card.name)

    t = Table.new(enable=["sentry", "ledger", "scoped"], extra={
        "sentry": plugin(manastack_replace_zone_change=_replacing(
            "Grizzly Bears", "sentry", recorded=False)),
        "ledger": plugin(manastack_replace_zone_change=_replacing(
            "Serra Angel", "ledger", recorded=True)),
        "scoped": plugin(manastack_zone_changed=reads_replacement("sentry")(
            reads_replacement("ledger")(changed)))})
    game = t.game
    (bears, ogre, angel) = t.battlefield(0, "Grizzly Bears", "Gray Ogre", "Serra Angel")
    game.destroy(ogre.id)
    assert told == []
    game.destroy(bears.id)
    assert told == ["Grizzly Bears"]
    game.destroy(angel.id)
    assert told == ["Grizzly Bears", "Serra Angel"]


def test_a_replacement_declared_on_a_hook_that_reads_none_leaves_it_always_asked() -> None:
    """Only the zone-change hook reads a replacement declaration: declared on the draw
    replacements (CR 614.11), the implementation is asked as if undeclared."""
    calls: list[str] = []

    def replace_draw(game: Any, player: int) -> list[Any]:
        calls.append(f"player {player}")
        return []

    t = Table.new(enable=["scopes"], extra={"scopes": plugin(
        manastack_replace_draw=reads_replacement("sentry")(replace_draw))})
    t.library(0, "Plains")
    t.game.draw(0)
    assert calls == ["player 0"]


def test_full_scans_ask_every_implementation_and_the_kept_callers_again_after() -> None:
    """``RuleSet.full_scans``: inside it a player's hook asks every implementation, its
    declared scope empty or not (the kept caller is not read); after it, the scope holds
    again (CR 613: nothing with flying in the graveyard)."""
    calls: list[str] = []

    def permissions(game: Any, player: int) -> list[Any]:
        calls.append(f"player {player}")
        return []

    scoped = reads_keyword("flying", Zone.GRAVEYARD)(permissions)
    t = Table.new(enable=["scopes"], extra={"scopes": plugin(
        manastack_casting_permissions=scoped)})
    ruleset = t.game.rules.ruleset
    all_permissions(t.game, 0)
    assert calls == []
    with ruleset.full_scans():
        assert ruleset.scanning and not ruleset.keyword_scopes("manastack_casting_permissions")
        all_permissions(t.game, 0)
        assert "player 0" in calls
    calls.clear()
    assert not ruleset.scanning
    all_permissions(t.game, 0)
    assert calls == []


def test_full_scans_ask_a_spell_hook_of_a_spell_without_the_keyword() -> None:
    """The caller kept per set of the spell's keywords (``RuleSet.caller_for_keywords``) is
    not read while full scans are on."""
    calls: list[str] = []
    scoped = reads_keyword("flying", "stack")(_recorder(calls, "options"))
    t = Table.new(enable=["scopes"], extra={"scopes": plugin(
        manastack_payment_options=scoped)})
    ruleset = t.game.rules.ruleset
    kept = ruleset.caller_for_keywords("manastack_payment_options", frozenset())
    assert kept is not ruleset.hook.manastack_payment_options  # the scoped one left out
    with ruleset.full_scans():
        assert ruleset.caller_for_keywords("manastack_payment_options", frozenset()) \
            is ruleset.hook.manastack_payment_options
    assert ruleset.caller_for_keywords("manastack_payment_options", frozenset()) is kept


def test_a_plugin_registered_later_is_asked_and_the_kept_answers_are_forgotten() -> None:
    """Registering a plugin on the rule set's plugin manager forgets what the rule set kept
    (the scopes, the callers, the dicts it handed out): the new implementation is asked."""
    t = Table.new(enable=[])
    ruleset = t.game.rules.ruleset
    all_permissions(t.game, 0)
    kept = t.game.scope_skips()
    assert ("manastack_casting_permissions", 0) in kept
    before = ruleset.caller_without("manastack_casting_permissions", frozenset({"core"}))
    assert before is ruleset.no_answers  # every implementation left out: nothing to call
    calls: list[str] = []

    def permissions(game: Any, player: int) -> list[Any]:
        calls.append(f"player {player}")
        return []

    pm = ruleset.plugin_manager
    pm.register(plugin(manastack_casting_permissions=permissions), name="late")
    try:
        assert not kept  # the dict the game keeps its callers in, emptied
        after = ruleset.caller_without("manastack_casting_permissions", frozenset({"core"}))
        assert after is not ruleset.no_answers
        all_permissions(t.game, 0)
        assert "player 0" in calls
    finally:
        pm.unregister(name="late")
    assert ruleset.caller_without("manastack_casting_permissions",
                                  frozenset({"core"})) is ruleset.no_answers


def test_a_state_based_action_hook_is_asked_only_while_an_object_carries_its_tag() -> None:
    """CR 704.3, 704.5t: a plugin's state-based actions are asked only while an object in the
    declared zone carries the declared tag; the action they return is performed with the
    kernel's, and the check runs again."""
    from manastack.engine import sba

    calls: list[int] = []
    acted: list[int] = []

    def actions(game: Any) -> list[Any]:
        calls.append(len(acted))
        marked = [o for o in game.objects_in(Zone.BATTLEFIELD) if "marked" in o.tags]

        def act() -> None:
            acted.append(1)
            for o in marked:
                game.update(o.id, tags={k: v for k, v in o.tags.items() if k != "marked"})
        return [act] if marked else []

    t = Table.new(enable=["scopes"], extra={"scopes": plugin(
        manastack_state_based_actions=reads_tag("marked", "battlefield")(actions))})
    (bears,) = t.battlefield(0, "Grizzly Bears")
    (ogre,) = t.hand(0, "Gray Ogre")
    t.game.update(ogre.id, tags={**ogre.tags, "marked": 1})  # the tag, not on the battlefield
    t.refresh()
    sba.check(t.game)
    assert calls == [] and acted == []
    t.game.update(bears.id, tags={**bears.tags, "marked": 1})
    t.refresh()
    sba.check(t.game)
    assert acted == [1]  # performed once; the check after it found the tag gone
    assert "marked" not in t.game.obj(bears.id).tags
