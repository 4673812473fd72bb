"""State-based actions (CR 704): each action, simultaneity, and repetition (704.3)."""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.engine import layers, sba
from manastack.instructions.damage import GainLife
from manastack.model import effects as fx
from manastack.model.abilities import KeywordAbility, Mode, StaticAbility, TriggeredAbility
from manastack.model.continuous import AddAbilities, ContinuousEffect, ModifyPT, RemoveTypes, StaticEffect
from manastack.model.decisions import Answer
from manastack.model.filters import ObjectFilter
from manastack.model.objects import Card, PlayerRef, Zone
from manastack.model.triggers import TriggerCondition
from manastack.model.typeline import TypeLine


def simple(name: str, type_line: str, p: str | None = None, t: str | None = None, *,
           loyalty: str | None = None, abilities: tuple = ()) -> Card:  # type: ignore[type-arg]
    return Card(name=name, type_line=TypeLine.parse(type_line), power=p, toughness=t,
                loyalty=loyalty, abilities=abilities)


# --------------------------------------------------------------------------
# Players (704.5a-c)
# --------------------------------------------------------------------------


def test_cr_704_5a_zero_life_loses(table: Table) -> None:
    """CR 704.5a, 104.2a: a player at 0 or less life loses; the other wins."""
    game = table.game
    game.deal_damage(None, PlayerRef(1), 20)
    sba.check(game)
    assert game.player(1).lost and game.state.over and game.state.winner == 0
    table.assert_logged(rule="704.5a")


def test_cr_704_5b_draw_from_empty_library_loses(table: Table) -> None:
    """CR 704.5b, 121.4: drawing from an empty library loses at the next check."""
    game = table.game
    game.draw(1)
    assert not game.player(1).lost
    sba.check(game)
    assert game.player(1).lost
    table.assert_logged(rule="704.5b")


def test_cr_704_5c_ten_poison_counters_lose(table: Table) -> None:
    """CR 704.5c: ten or more poison counters."""
    game = table.game
    game.add_poison(0, 9)
    sba.check(game)
    assert not game.player(0).lost
    game.add_poison(0, 1)
    sba.check(game)
    assert game.player(0).lost


def test_cr_104_4a_both_lose_is_a_draw(table: Table) -> None:
    """CR 704.5a, 104.4a: both players at 0 life at once: the game is a draw."""
    game = table.game
    game.lose_life(0, 20)
    game.lose_life(1, 20)
    sba.check(game)
    assert game.state.over and game.state.winner is None
    table.assert_logged(rule="104.4a")


# --------------------------------------------------------------------------
# Tokens and copies (704.5d-e)
# --------------------------------------------------------------------------


def test_cr_704_5d_token_outside_the_battlefield_ceases_to_exist(table: Table) -> None:
    """CR 704.5d, 111.7: a token in another zone ceases to exist."""
    game = table.game
    token = game.create_object(fx.token_card(subtypes=("Goblin",), power=1, toughness=1), 0,
                               Zone.GRAVEYARD, is_token=True)
    sba.check(game)
    assert game.find(token.id) is None
    table.assert_logged(rule="704.5d")


def test_cr_111_7_dying_token_triggers_before_ceasing(table: Table) -> None:
    """CR 111.7, 603.6c: a token that dies makes "whenever a creature dies" trigger."""
    game = table.game
    watcher = TriggeredAbility(trigger=TriggerCondition("dies", filter=ObjectFilter(
        types=("Creature",))), effect=Mode(instructions=(GainLife(1),)),
        text="Whenever a creature dies, you gain 1 life.")
    table.battlefield(0, simple("Watcher", "Enchantment", abilities=(watcher,)))
    token = game.create_token(fx.token_card(subtypes=("Goblin",), power=1, toughness=1), 0)
    game.destroy(token.id)
    assert game.find(token.id) is None
    assert table.names(Zone.GRAVEYARD) == []
    table.pass_priority()
    table.resolve_all()
    table.assert_life(0, 21)


def test_cr_704_5e_copy_of_a_card_off_the_stack(table: Table) -> None:
    """CR 704.5e: a copy of a card in a zone other than the stack or battlefield ceases."""
    game = table.game
    copy = game.create_object(game.rules.card("Shock"), 0, Zone.HAND)
    game.update(copy.id, is_copy=True)
    sba.check(game)
    assert game.find(copy.id) is None
    table.assert_logged(rule="704.5e")


def test_cr_704_5d_e_the_index_of_tokens_and_copies_follows_every_change(table: Table) -> None:
    """CR 704.5d-e look only at State.ephemeral: it must hold exactly the tokens and copies,
    through creation, copying, zone changes (a new object, CR 400.7), clone() and rollback."""
    game = table.game
    token = game.create_token(fx.token_card(subtypes=("Goblin",), power=1, toughness=1), 0)
    card = game.create_object(game.rules.card("Shock"), 0, Zone.HAND)
    assert game.state.ephemeral == {token.id}
    game.update(card.id, is_copy=True)
    assert game.state.ephemeral == {token.id, card.id}
    clone = game.clone()
    game.update(card.id, is_copy=False)  # no longer a copy: out of the index
    assert game.state.ephemeral == {token.id}
    assert clone.state.ephemeral == {token.id, card.id}  # the clone kept its own
    moved = game.move(card.id, Zone.GRAVEYARD)
    assert moved is not None and game.state.ephemeral == {token.id}
    game.destroy(token.id)  # CR 111.7: the token ceases to exist as it leaves
    assert game.state.ephemeral == frozenset()
    before = game.state_digest()
    sba.check(game)
    assert game.state_digest() == before  # nothing to do: no token or copy anywhere
    # a token put straight into a graveyard is still found (704.5d)
    stray = game.create_object(fx.token_card(subtypes=("Goblin",), power=1, toughness=1), 1,
                               Zone.GRAVEYARD, is_token=True)
    assert game.state.ephemeral == {stray.id}
    sba.check(game)
    assert game.find(stray.id) is None and game.state.ephemeral == frozenset()


# --------------------------------------------------------------------------
# Creatures (704.5f-h)
# --------------------------------------------------------------------------


def test_cr_704_5f_zero_toughness_even_if_indestructible(table: Table) -> None:
    """CR 704.5f: toughness 0 or less: put into the graveyard (not destroyed: indestructible
    doesn't help, 702.12b)."""
    game = table.game
    card = simple("Sturdy Wisp", "Creature — Spirit", "1", "1",
                  abilities=(KeywordAbility(keyword="indestructible"),))
    (wisp,) = table.battlefield(0, card)
    game.add_effect(ContinuousEffect(parts=(ModifyPT(0, -1),), objects=(wisp.id,)))
    sba.check(game)
    table.assert_zone("Sturdy Wisp", Zone.GRAVEYARD)
    table.assert_logged(rule="704.5f")


def test_cr_704_5g_lethal_damage_and_indestructible(table: Table) -> None:
    """CR 704.5g, 702.12b: lethal damage destroys; an indestructible creature survives and the
    check ends (no endless repetition)."""
    game = table.game
    (bear,) = table.battlefield(0, "Grizzly Bears")
    card = simple("Sturdy Bear", "Creature — Bear", "2", "2",
                  abilities=(KeywordAbility(keyword="indestructible"),))
    (sturdy,) = table.battlefield(0, card)
    game.deal_damage(None, bear.id, 2)
    game.deal_damage(None, sturdy.id, 5)
    before = len(game.log)
    sba.check(game)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    assert game.find(sturdy.id) is not None
    assert len(game.log) - before < 10


def test_cr_704_5h_deathtouch_damage(table: Table) -> None:
    """CR 704.5h: any damage from a deathtouch source destroys; only since the last check."""
    game = table.game
    (rats,) = table.battlefield(0, "Typhoid Rats")
    (wurm,) = table.battlefield(1, "Craw Wurm")
    game.deal_damage(rats.id, wurm.id, 1)
    sba.check(game)
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD)
    table.assert_logged(rule="704.5h")


def test_cr_704_5h_flag_is_cleared_after_a_check(table: Table) -> None:
    """CR 704.5h: "since the last time state-based actions were checked": an indestructible
    creature dealt deathtouch damage isn't destroyed by a later check after losing
    indestructible."""
    game = table.game
    (rats,) = table.battlefield(0, "Typhoid Rats")
    (wurm,) = table.battlefield(1, "Craw Wurm")
    shield = game.add_effect(ContinuousEffect(parts=(AddAbilities(
        (KeywordAbility(keyword="indestructible"),)),), objects=(wurm.id,)))
    game.deal_damage(rats.id, wurm.id, 1)
    sba.check(game)
    game.end_effects(lambda e: e.id == shield.id, rule="611.2a")
    sba.check(game)
    assert game.find(wurm.id) is not None


# --------------------------------------------------------------------------
# Planeswalkers, legends, worlds, battles (704.5i-k, v)
# --------------------------------------------------------------------------


def test_cr_704_5i_planeswalker_with_zero_loyalty(table: Table) -> None:
    """CR 704.5i."""
    walker = simple("Test Walker", "Legendary Planeswalker — Jace", loyalty="1")
    (pw,) = table.battlefield(0, walker, counters={"loyalty": 1})
    table.game.remove_counters(pw.id, "loyalty", 1)
    sba.check(table.game)
    table.assert_zone("Test Walker", Zone.GRAVEYARD)


@pytest.mark.parametrize("keep", [0, 1])
def test_cr_704_5j_legend_rule_controller_chooses(table: Table, keep: int) -> None:
    """CR 704.5j: two legendary permanents with one name and controller: that player
    chooses one to keep; the others go to the graveyard. Different controllers: no rule."""
    game = table.game
    first, second = table.battlefield(0, "Isamaru, Hound of Konda", "Isamaru, Hound of Konda")
    table.battlefield(1, "Isamaru, Hound of Konda")
    kept = (first, second)[keep]
    game.script.queue.append(Answer("legend_rule", (kept.id,)))
    sba.check(game)
    assert game.find(kept.id) is not None
    assert len(table.names(Zone.BATTLEFIELD)) == 2
    assert table.names(Zone.GRAVEYARD, 0) == ["Isamaru, Hound of Konda"]


def test_cr_704_5k_world_rule(table: Table) -> None:
    """CR 704.5k: of several world permanents, only the newest stays."""
    world = simple("Test World", "World Enchantment")
    other = simple("Other World", "World Enchantment")
    table.battlefield(0, world)
    table.battlefield(1, other)
    sba.check(table.game)
    assert table.names(Zone.BATTLEFIELD) == ["Other World"]


def test_cr_704_5v_battle_with_zero_defense(table: Table) -> None:
    """CR 704.5v, 120.3h: damage removes defense counters; at 0 the battle is put into its
    owner's graveyard."""
    game = table.game
    siege = Card(name="Test Siege", type_line=TypeLine.parse("Battle — Siege"), defense="3")
    (bt,) = table.battlefield(1, siege, counters={"defense": 3})
    game.deal_damage(None, bt.id, 3)
    sba.check(game)
    table.assert_zone("Test Siege", Zone.GRAVEYARD)


def test_cr_310_4b_a_battle_enters_with_its_defense(table: Table) -> None:
    """CR 310.4b: a battle put onto the battlefield from a hand enters with defense counters
    equal to its printed defense, by the game's own replacement (logged citing 310.4b)."""
    siege = Card(name="Test Siege", type_line=TypeLine.parse("Battle — Siege"), defense="4")
    (card,) = table.hand(0, siege)
    moved = table.game.move(card.id, Zone.BATTLEFIELD)
    assert moved is not None and moved.counter("defense") == 4
    table.assert_logged(rule="310.4b", contains="a battle enters with 4 defense counters")


# --------------------------------------------------------------------------
# Attachments (704.5m, n, p)
# --------------------------------------------------------------------------


def test_cr_704_5m_aura_on_an_illegal_object(table: Table) -> None:
    """CR 704.5m, 303.4c: an "enchant creature" Aura on a permanent that stops being a
    creature is put into the graveyard; one attached to nothing too."""
    game = table.game
    aura_card = table.card("Plain Aura", "Enchantment — Aura", "Enchant creature", "{W}")
    (bear,) = table.battlefield(0, "Grizzly Bears")
    (aura,) = table.battlefield(0, aura_card)
    game.update(aura.id, attached_to=bear.id)
    (loose,) = table.battlefield(0, aura_card)
    sba.check(game)
    assert game.find(aura.id) is not None and game.find(loose.id) is None
    game.add_effect(ContinuousEffect(parts=(RemoveTypes(card_types=("Creature",)),),
                                     objects=(bear.id,)))
    sba.check(game)
    assert game.find(aura.id) is None
    table.assert_logged(rule="704.5m")


def test_cr_704_5m_aura_on_a_player(table: Table) -> None:
    """CR 704.5m, 303.4, 702.5d: an "enchant player" Aura attached to a player stays; an
    "enchant opponent" Aura attached to its own controller is put into the graveyard; an
    "enchant player" Aura attached to an object is attached illegally (303.4d)."""
    game = table.game
    curse = table.card("Any Curse", "Enchantment — Aura Curse", "Enchant player", "{B}")
    hex_ = table.card("Foe Curse", "Enchantment — Aura Curse", "Enchant opponent", "{B}")
    (bear,) = table.battlefield(0, "Grizzly Bears")
    (mine,) = table.battlefield(0, curse)
    game.update(mine.id, attached_player=0)
    (theirs,) = table.battlefield(0, hex_)
    game.update(theirs.id, attached_player=1)
    (wrong,) = table.battlefield(0, hex_)
    game.update(wrong.id, attached_player=0)
    (on_bear,) = table.battlefield(0, curse)
    game.update(on_bear.id, attached_to=bear.id)
    sba.check(game)
    assert game.find(mine.id) is not None and game.find(theirs.id) is not None
    assert game.find(wrong.id) is None and game.find(on_bear.id) is None
    table.assert_logged(rule="704.5m", contains="an illegal player")
    table.assert_logged(rule="704.5m", contains="an illegal object")


def test_cr_704_5n_and_p_unattach(table: Table) -> None:
    """CR 704.5n: Equipment attached to a noncreature becomes unattached (it stays);
    704.5p: a creature attached to something becomes unattached."""
    game = table.game
    gear = simple("Test Gear", "Artifact — Equipment")
    (land,) = table.battlefield(0, "Forest")
    (eq,) = table.battlefield(0, gear)
    (bear,) = table.battlefield(0, "Grizzly Bears")
    (ogre,) = table.battlefield(0, "Gray Ogre")
    game.update(eq.id, attached_to=land.id)
    game.update(bear.id, attached_to=ogre.id)
    sba.check(game)
    assert game.obj(eq.id).attached_to is None and game.obj(eq.id).zone is Zone.BATTLEFIELD
    assert game.obj(bear.id).attached_to is None
    table.assert_logged(rule="704.5n")
    table.assert_logged(rule="704.5p")


# --------------------------------------------------------------------------
# Counters, repetition (704.5q, 704.3)
# --------------------------------------------------------------------------


def test_cr_704_5q_plus_and_minus_counters_annihilate(table: Table) -> None:
    """CR 704.5q, 122.3."""
    game = table.game
    (bear,) = table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 3})
    game.add_counters(bear.id, "-1/-1", 2)
    sba.check(game)
    obj = game.obj(bear.id)
    assert obj.counter("+1/+1") == 1 and obj.counter("-1/-1") == 0
    assert game.power(bear.id) == 3


def test_cr_704_3_check_repeats_until_none_apply(table: Table) -> None:
    """CR 704.3: the lord dies of lethal damage; then its follower has 0 toughness and dies
    in the repeated check, before anyone gets priority."""
    game = table.game
    lord = simple("Frail Lord", "Creature — Elf", "1", "1", abilities=(StaticAbility(effects=(
        StaticEffect(parts=(ModifyPT(0, 1),), filter=ObjectFilter(types=("Creature",),
                                                                  other=True)),)),))
    (the_lord,) = table.battlefield(0, lord)
    table.battlefield(0, simple("Follower", "Creature — Elf", "1", "0"))
    assert game.toughness(table.find("Follower").id) == 1
    game.deal_damage(None, the_lord.id, 1)
    sba.check(game)
    assert table.names(Zone.BATTLEFIELD) == []
    assert sorted(table.names(Zone.GRAVEYARD)) == ["Follower", "Frail Lord"]


def test_cr_704_3_checked_when_a_player_would_receive_priority(table: Table) -> None:
    """CR 117.5, 704.3: after Shock resolves, the dead creature is gone before priority."""
    table.lands(0, "Mountain", 1)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    assert table.game.pending() is not None and table.game.pending().kind == "priority"
    assert layers.current(table.game) is not None


def test_cr_702_16c_aura_on_a_permanent_with_protection(table: Table) -> None:
    """CR 702.16c, 704.5m: an Aura of the protected colour attached to the permanent is put
    into its owner's graveyard."""
    game = table.game
    aura = table.card("Red Aura", "Enchantment — Aura", "Enchant creature", "{R}")
    (knight,) = table.battlefield(0, simple("White Knight", "Creature — Knight", "2", "2",
                                            abilities=(KeywordAbility(
                                                keyword="protection from red"),)))
    (a,) = table.battlefield(1, aura)
    game.update(a.id, attached_to=knight.id)
    sba.check(game)
    table.assert_zone("Red Aura", Zone.GRAVEYARD)
