"""Cipher (CR 702.99): "If this spell is represented by a card, you may exile this card
encoded on a creature you control" and "For as long as this card is encoded on that
creature, that creature has 'Whenever this creature deals combat damage to a player, you may
copy the encoded card and you may cast the copy without paying its mana cost.'" Runs alone
with ``pytest plugins/cipher`` (kernel + cipher only). Grizzly Bears, Hill Giant,
Counterspell, Unsummon and the basic lands come from the kernel's pool."""

from __future__ import annotations

import pytest
from pytest_manastack import Table, card_pool

from manastack.api import CardDef, PlayerRef, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("cipher")

CARDS = ("Last Thoughts", "Shadow Slice", "Hands of Binding", "Call of the Nightwing",
         "Mental Vapors")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("cipher", "manastack_cipher", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_without_the_plugin_a_cipher_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("cipher", "manastack_cipher", "cards.toml")
    definition = source.get("Last Thoughts")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert "Cipher" in card.unrecognized or card.missing_keywords == (("cipher", "cipher"),)


def shadow_slice(table: Table, encode: bool = True) -> None:
    """Alice, with Grizzly Bears, casts Shadow Slice at Bob (20 -> 17) and, as it resolves,
    encodes it on the Bears (or declines)."""
    table.set_turn(active=0, step=Step.MAIN1)
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Swamp", 5)
    table.hand(0, "Shadow Slice")
    table.cast("Shadow Slice", targets=["Bob"])
    table.answer("may", "yes" if encode else "no")
    if encode:
        table.answer("choose", table.find("Grizzly Bears").id)
    table.resolve()


def attack_with(table: Table, name: str) -> None:
    """Alice attacks with ``name`` unblocked; combat damage is dealt."""
    table.attack(name)
    table.go_to(Step.COMBAT_DAMAGE)


def test_702_99a_as_it_resolves_it_is_exiled_encoded_on_a_creature(table: Table) -> None:
    shadow_slice(table)
    assert table.game.players[1].life == 17
    table.assert_zone("Shadow Slice", Zone.EXILE)
    table.assert_logged(rule="702.99b", contains="encoded on Grizzly Bears")
    bears = table.find("Grizzly Bears")
    texts = [str(a) for a in table.game.chars(bears.id).abilities]
    assert any("Shadow Slice" in t for t in texts), texts


def test_702_99a_the_controller_may_decline_it_goes_to_the_graveyard(table: Table) -> None:
    shadow_slice(table, encode=False)
    table.assert_zone("Shadow Slice", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="702.99a", contains="not encoded")


def test_702_99a_combat_damage_to_a_player_casts_a_copy_free(table: Table) -> None:
    """The Bears deal 2 combat damage to Bob (17 -> 15): Alice casts a copy of Shadow Slice
    without paying (707.12, 118.9) at Bob (15 -> 12); the copy ceases to exist (707.10a) and
    the card stays encoded in exile, so it happens again next turn."""
    shadow_slice(table)
    tapped = table.tapped_count(0)
    attack_with(table, "Grizzly Bears")
    table.answer("may", "yes")
    table.answer("targets", PlayerRef(1))
    resolve_stack(table)
    table.assert_logged(rule="707.12", contains="copy of Shadow Slice")
    assert table.game.players[1].life == 12
    assert table.tapped_count(0) == tapped + 1  # the attacking Bears only: nothing paid
    table.assert_zone("Shadow Slice", Zone.EXILE)
    assert len([o for o in table.game.objects_in(Zone.GRAVEYARD)
                if o.card.name == "Shadow Slice"]) == 0  # the copy is gone (704.5e)


def test_702_99a_the_copy_may_be_declined(table: Table) -> None:
    shadow_slice(table)
    attack_with(table, "Grizzly Bears")
    table.answer("may", "no")
    resolve_stack(table)
    assert table.game.players[1].life == 15
    table.assert_logged(rule="702.99a", contains="no copy of Shadow Slice")


def test_702_99a_blocked_it_deals_no_damage_to_a_player_and_nothing_is_cast(
        table: Table) -> None:
    shadow_slice(table)
    table.battlefield(1, "Hill Giant")
    table.attack("Grizzly Bears")
    table.block({"Hill Giant": "Grizzly Bears"})
    table.go_to(Step.COMBAT_DAMAGE)
    resolve_stack(table)
    assert table.game.players[1].life == 17
    table.assert_not_logged(rule="707.12")


def test_702_99a_countered_it_does_not_resolve_and_is_not_encoded(table: Table) -> None:
    table.set_turn(active=0, step=Step.MAIN1)
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Swamp", 5)
    table.lands(1, "Island", 2)
    table.hand(0, "Shadow Slice")
    table.hand(1, "Counterspell")
    table.cast("Shadow Slice", targets=["Bob"])
    table.pass_priority()
    table.cast("Counterspell", targets=["Shadow Slice"])
    resolve_stack(table)
    table.assert_zone("Shadow Slice", Zone.GRAVEYARD, 0)
    table.assert_not_logged(rule="702.99b")


def test_702_99a_with_no_creature_it_goes_to_the_graveyard(table: Table) -> None:
    table.set_turn(active=0, step=Step.MAIN1)
    table.lands(0, "Island", 4)
    table.library(0, "Island")
    table.hand(0, "Last Thoughts")
    table.cast("Last Thoughts")
    table.resolve()
    table.assert_zone("Last Thoughts", Zone.GRAVEYARD, 0)
    table.assert_not_logged(rule="702.99b")


def test_702_99c_the_creature_leaving_the_battlefield_ends_the_encoding(
        table: Table) -> None:
    """Bob bounces the Bears; replayed, they are a new object (400.7): nothing is encoded
    on them, the card stays in exile with no ability to cast it."""
    shadow_slice(table)
    bears = table.find("Grizzly Bears")
    table.game.move(bears.id, Zone.HAND, cause="return", rule="400.7")
    table.battlefield(0, "Grizzly Bears")
    new = table.find("Grizzly Bears")
    assert not any("Shadow Slice" in str(a) for a in table.game.chars(new.id).abilities)
    attack_with(table, "Grizzly Bears")
    resolve_stack(table)
    assert table.game.players[1].life == 15
    table.assert_not_logged(rule="707.12")
    table.assert_zone("Shadow Slice", Zone.EXILE)


def test_702_99c_the_card_leaving_exile_ends_the_encoding(table: Table) -> None:
    shadow_slice(table)
    card = next(o for o in table.game.objects_in(Zone.EXILE) if o.card.name == "Shadow Slice")
    table.game.move(card.id, Zone.GRAVEYARD, cause="effect", rule="400.7")
    bears = table.find("Grizzly Bears")
    assert not any("Shadow Slice" in str(a) for a in table.game.chars(bears.id).abilities)


def test_702_99a_last_thoughts_draws_again_on_combat_damage(table: Table) -> None:
    """Last Thoughts: "Draw a card." then encoded; the copy draws a second card."""
    table.set_turn(active=0, step=Step.MAIN1)
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Island", 4)
    table.library(0, "Island", "Forest", "Plains")
    table.hand(0, "Last Thoughts")
    hand = len(table.game.ids_in(Zone.HAND, 0))
    table.cast("Last Thoughts")
    table.answer("may", "yes")
    table.answer("choose", table.find("Grizzly Bears").id)
    table.resolve()
    assert len(table.game.ids_in(Zone.HAND, 0)) == hand  # cast one, drew one
    attack_with(table, "Grizzly Bears")
    table.answer("may", "yes")
    resolve_stack(table)
    assert len(table.game.ids_in(Zone.HAND, 0)) == hand + 1
    table.assert_zone("Last Thoughts", Zone.EXILE)


def test_702_99a_a_copy_of_the_spell_is_not_encoded(table: Table) -> None:
    """The copy cast from exile is not represented by a card (707.10): it isn't exiled
    encoded again (no second cipher choice) and simply ceases to exist."""
    shadow_slice(table)
    attack_with(table, "Grizzly Bears")
    table.answer("may", "yes")
    table.answer("targets", PlayerRef(1))
    resolve_stack(table)
    encoded = [o for o in table.game.objects_in(Zone.EXILE) if o.card.name == "Shadow Slice"]
    assert len(encoded) == 1
    assert len([e for e in table.game.log if e.rule == "702.99b"]) == 1
    table.assert_not_logged(rule="702.99a", contains="not encoded")


def test_702_99a_call_of_the_nightwing_makes_a_horror_each_time(table: Table) -> None:
    """Call of the Nightwing: a 1/1 Horror as it resolves, encoded on the Bears; their
    combat damage to Bob casts a copy, a second Horror."""
    table.set_turn(active=0, step=Step.MAIN1)
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Island", 2)
    table.lands(0, "Swamp", 2)
    table.hand(0, "Call of the Nightwing")
    table.cast("Call of the Nightwing")
    table.answer("may", "yes")
    table.answer("choose", table.find("Grizzly Bears").id)
    table.resolve()
    assert len([o for o in table.game.battlefield() if o.is_token]) == 1
    attack_with(table, "Grizzly Bears")
    table.answer("may", "yes")
    resolve_stack(table)
    assert len([o for o in table.game.battlefield() if o.is_token]) == 2
    table.assert_zone("Call of the Nightwing", Zone.EXILE)


def test_702_99a_hands_of_binding_taps_an_opponents_creature_again(table: Table) -> None:
    """Hands of Binding encoded on the Bears: the copy taps Bob's Hill Giant (a target
    chosen for the copy as it is cast, 601.2c)."""
    table.set_turn(active=0, step=Step.MAIN1)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.lands(0, "Island", 2)
    table.hand(0, "Hands of Binding")
    bobs_bears = table.find("Grizzly Bears", player=1)
    table.cast("Hands of Binding", targets=[bobs_bears.id])
    table.answer("may", "yes")
    table.answer("choose", table.find("Grizzly Bears", player=0).id)
    table.resolve()
    assert table.game.obj(bobs_bears.id).tapped
    giant = table.find("Hill Giant")
    table.attack("Grizzly Bears")
    table.go_to(Step.COMBAT_DAMAGE)  # Bob's untapped Giant doesn't block
    table.answer("may", "yes")
    table.answer("targets", giant.id)
    resolve_stack(table)
    assert table.game.obj(giant.id).tapped
    table.assert_logged(rule="707.12", contains="Hands of Binding")


#: Control Magic's Oracle text, for a creature Alice controls but doesn't own (CR 613.1b).
CONTROL_MAGIC = CardDef(name="Control Magic", mana_cost="{2}{U}{U}",
                        type_line="Enchantment — Aura",
                        text="Enchant creature\nYou control enchanted creature.")


@pytest.mark.plugins("cipher", extra={"cipher-control-kit": card_pool(
    "cipher-control-kit", (CONTROL_MAGIC,))})
def test_702_99a_613_1b_encoded_on_a_creature_taken_from_an_opponent(table: Table) -> None:
    """"A creature you control" is one Alice controls now: Bob's Grizzly Bears under her
    Control Magic, her only creature, can carry Shadow Slice; Bob's other creature can't."""
    table.set_turn(active=0, step=Step.MAIN1)
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.lands(0, "Island", 4)
    table.hand(0, "Control Magic")
    table.cast("Control Magic", targets=["Grizzly Bears"])
    table.resolve()
    bears = table.find("Grizzly Bears").id
    table.lands(0, "Swamp", 5)
    table.hand(0, "Shadow Slice")
    offered = table.watch_decisions("choose")
    table.cast("Shadow Slice", targets=["Bob"])
    table.answer("may", "yes")
    table.answer("choose", bears)
    table.resolve()
    assert [d.options for d in offered] == [(bears,)]
    table.assert_zone("Shadow Slice", Zone.EXILE)
    table.assert_logged(rule="702.99b", contains="encoded on Grizzly Bears")
