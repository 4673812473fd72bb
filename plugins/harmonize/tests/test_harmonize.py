"""Harmonize (CR 702.180): cast a card from your graveyard for its harmonize cost, tapping up
to one untapped creature you control to reduce it by that creature's power, then exile it.
Runs alone with ``pytest plugins/harmonize`` (kernel + harmonize only)."""

from __future__ import annotations

import pytest
from pytest_manastack import Table, by_label

from manastack.api import CastSpell, IllegalActionError, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("harmonize")

#: Each card of the pool and its harmonize cost.
CARDS = {"Channeled Dragonfire": "{5}{R}{R}", "Mammoth Bellow": "{5}{G}{U}{R}",
         "Roamer's Routine": "{4}{G}", "Unending Whisper": "{5}{U}",
         "Ureni's Rebuff": "{5}{U}"}


def permissions(table: Table, name: str) -> list[str]:
    return [a.permission for a in table.game.legal_actions()
            if isinstance(a, CastSpell) and a.name == name]


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("harmonize", "manastack_harmonize", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_without_the_plugin_a_harmonize_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("harmonize", "manastack_harmonize", "cards.toml")
    definition = source.get("Channeled Dragonfire")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("harmonize", "harmonize"),)


def test_702_180a_cast_from_the_graveyard_tapping_no_creature(table: Table) -> None:
    """No creature: Channeled Dragonfire costs its whole harmonize cost {5}{R}{R} from the
    graveyard, deals 2 damage and is exiled instead of going to the graveyard."""
    table.graveyard(0, "Channeled Dragonfire")
    table.lands(0, "Mountain", 7)
    table.cast("Channeled Dragonfire", using="harmonize", targets=["Bob"])
    table.assert_logged(rule="601.2f", contains="= {5}{R}{R}")
    table.resolve()
    table.assert_life(1, 18)
    table.assert_zone("Channeled Dragonfire", Zone.EXILE)
    table.assert_logged(rule="702.180a", contains="exile it instead")


def test_702_180a_the_tapped_creatures_power_reduces_the_generic_cost(table: Table) -> None:
    """Tapping Hill Giant (power 3): {5}{R}{R} less {3} is {2}{R}{R} (601.2f); the Giant is
    tapped as the cost is paid (702.180b, 601.2h); the mana value stays 1 (118.9c)."""
    table.battlefield(0, "Hill Giant")
    table.graveyard(0, "Channeled Dragonfire")
    table.lands(0, "Mountain", 4)
    # offered: four Mountains pay for it once the Giant's power reduces it (601.2f)
    assert permissions(table, "Channeled Dragonfire") == ["harmonize"]
    seen = table.on_decision("casting_permission", by_label("tapping Hill Giant"))
    table.cast("Channeled Dragonfire", using="harmonize", targets=["Bob"])
    (decision,) = seen
    assert decision.rule == "601.2b" and len(decision.options) == 2
    table.assert_logged(rule="601.2f", contains="its power 3, CR 702.180a")
    table.assert_logged(rule="601.2f", contains="= {2}{R}{R}")
    table.assert_tapped("Hill Giant")
    table.assert_logged(rule="702.180b")
    spell = table.find("Channeled Dragonfire", zone=Zone.STACK)
    assert table.game.mana_value(spell.id) == 1
    table.resolve()
    table.assert_life(1, 18)
    table.assert_zone("Channeled Dragonfire", Zone.EXILE)


def test_702_180a_only_generic_mana_is_reduced(table: Table) -> None:
    """Roamer's Routine, harmonize {4}{G}: Craw Wurm (power 6) reduces it to {G}, never
    taking the coloured part (118.7a); the excess is lost."""
    table.battlefield(0, "Craw Wurm")
    table.graveyard(0, "Roamer's Routine")
    table.library(0, "Forest")
    table.lands(0, "Forest", 1)
    table.on_decision("casting_permission", by_label("tapping Craw Wurm"))
    table.cast("Roamer's Routine", using="harmonize")
    table.assert_logged(rule="601.2f", contains="= {G}")
    table.assert_tapped("Craw Wurm")
    table.answer("search", "Forest")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Forest") == 2
    table.assert_zone("Roamer's Routine", Zone.EXILE)


def test_702_180a_up_to_one_creature_only_an_untapped_one(table: Table) -> None:
    """A tapped creature can't be chosen (702.180a "untapped"); a creature that came under
    your control this turn can (tapping is not {T}, 302.6); an opponent's can't."""
    table.battlefield(0, "Hill Giant", tapped=True)
    table.battlefield(0, "Grizzly Bears", sick=True)
    table.battlefield(1, "Craw Wurm")
    table.graveyard(0, "Unending Whisper")
    table.library(0, "Island")
    table.lands(0, "Island", 4)
    seen = table.on_decision("casting_permission", by_label("tapping Grizzly Bears"))
    table.cast("Unending Whisper", using="harmonize")
    (decision,) = seen
    labels = [decision.label(i) for i in range(len(decision.options))]
    assert len(labels) == 2
    assert not any("Hill Giant" in label or "Craw Wurm" in label for label in labels)
    table.assert_logged(rule="601.2f", contains="= {3}{U}")
    table.assert_tapped("Grizzly Bears")
    table.resolve()
    table.assert_zone("Island", Zone.HAND, 0)
    table.assert_zone("Unending Whisper", Zone.EXILE)


def test_702_180a_a_spell_that_fizzles_is_exiled_too(table: Table) -> None:
    """Ureni's Rebuff's target leaves before it resolves: the spell is removed from the stack
    (608.2b) and exiled instead of going to the graveyard (614.1a)."""
    table.battlefield(0, "Colossal Dreadmaw")
    table.battlefield(1, "Grizzly Bears")
    table.graveyard(0, "Ureni's Rebuff")
    table.hand(0, "Unsummon")
    table.lands(0, "Island", 1)
    table.on_decision("casting_permission", by_label("tapping Colossal Dreadmaw"))
    table.cast("Ureni's Rebuff", using="harmonize", targets=["Grizzly Bears"])
    table.assert_logged(rule="601.2f", contains="= {U}")
    table.mana(0, "U")
    table.cast("Unsummon", targets=["Grizzly Bears"])
    table.resolve()
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.HAND, 1)
    table.assert_zone("Ureni's Rebuff", Zone.EXILE)


def test_732_an_unaffordable_harmonize_cast_changes_nothing(table: Table) -> None:
    """Grizzly Bears (power 2) leaves {3}{R}{R} of Channeled Dragonfire to pay with two
    Mountains: refused, the Bears stay untapped and the card stays in the graveyard."""
    table.battlefield(0, "Grizzly Bears")
    table.graveyard(0, "Channeled Dragonfire")
    table.lands(0, "Mountain", 2)
    table.on_decision("casting_permission", by_label("tapping Grizzly Bears"))
    with pytest.raises(IllegalActionError):
        table.cast("Channeled Dragonfire", using="harmonize", targets=["Bob"])
    table.assert_tapped("Grizzly Bears", False)
    table.assert_zone("Channeled Dragonfire", Zone.GRAVEYARD)
    assert "harmonize" not in permissions(table, "Channeled Dragonfire")


def test_702_180a_cast_from_the_hand_it_goes_to_the_graveyard(table: Table) -> None:
    """Cast for its mana cost from the hand, Channeled Dragonfire is an ordinary spell: it goes
    to the graveyard, from where harmonize may cast it later."""
    table.hand(0, "Channeled Dragonfire")
    table.battlefield(0, "Craw Wurm")
    table.lands(0, "Mountain", 2)
    table.cast("Channeled Dragonfire", targets=["Bob"])
    table.resolve()
    table.assert_zone("Channeled Dragonfire", Zone.GRAVEYARD)
    table.lands(0, "Mountain", 2)
    table.on_decision("casting_permission", by_label("tapping Craw Wurm"))
    table.cast("Channeled Dragonfire", using="harmonize", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 16)
    table.assert_zone("Channeled Dragonfire", Zone.EXILE)


def test_702_180a_only_from_the_graveyard(table: Table) -> None:
    """In the hand there is no harmonize permission."""
    table.hand(0, "Channeled Dragonfire")
    table.lands(0, "Mountain", 7)
    table.battlefield(0, "Grizzly Bears")
    assert permissions(table, "Channeled Dragonfire") == ["hand"]
    with pytest.raises(IllegalActionError):
        table.cast("Channeled Dragonfire", using="harmonize", targets=["Bob"])


def test_702_180a_mammoth_bellow_tapping_a_two_power_creature(table: Table) -> None:
    """Mammoth Bellow, harmonize {5}{G}{U}{R}, tapping Grizzly Bears (power 2): {3}{G}{U}{R};
    a 5/5 Elephant is created and the card exiled."""
    table.battlefield(0, "Grizzly Bears")
    table.graveyard(0, "Mammoth Bellow")
    table.lands(0, "Forest", 4)
    table.lands(0, "Island", 1)
    table.lands(0, "Mountain", 1)
    table.on_decision("casting_permission", by_label("tapping Grizzly Bears"))
    table.cast("Mammoth Bellow", using="harmonize")
    table.assert_logged(rule="601.2f", contains="= {3}{G}{U}{R}")
    table.resolve()
    table.assert_zone("Mammoth Bellow", Zone.EXILE)
    assert len(table.names(Zone.BATTLEFIELD, 0)) == 8  # the Bears, six lands, the Elephant


def test_601_3_702_180a_harmonize_from_the_hand_is_refused_with_its_reason(
        table: Table) -> None:
    """Channeled Dragonfire in the hand, cast with harmonize through ``Game.act``: 601.3 and
    harmonize's rule, saying harmonize casts it only from its owner's graveyard; nothing
    changes (CR 732)."""
    table.lands(0, "Mountain", 7)
    (card,) = table.hand(0, "Channeled Dragonfire")
    exc = table.assert_illegal(table.game.act, CastSpell(card.id, "harmonize"), rule="601.3")
    assert "702.180a" in exc.rules
    assert "is in hand: harmonize casts it only from its owner's graveyard" in exc.reason
