""""When you cast this spell, ..." (CR 603.2, 113.6k, 601.2i, 603.3).

The trigger condition can't trigger from the battlefield, so the ability functions from the
stack (113.6k): it triggers as the spell becomes cast (601.2i), is put on the stack above
the spell the next time a player would receive priority (603.3), and resolves on its own:
countering the spell doesn't stop it.

Desolation Twin, Innocuous Insect and Bruna come from the card source below with their exact
Oracle text (the test cross-checks it against the corpus); the kernel's grammar reads them.
"""

from __future__ import annotations

import pytest
from pytest_manastack import card_pool, needs_corpus

from manastack.driver import Table
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DESOLATION_TWIN = CardDef(
    name="Desolation Twin", mana_cost="{10}", type_line="Creature — Eldrazi", power="10",
    toughness="10",
    text="When you cast this spell, create a 10/10 colorless Eldrazi creature token.")
INNOCUOUS_INSECT = CardDef(
    name="Innocuous Insect", mana_cost="{1}{U}{U}", type_line="Creature — Eldrazi Insect", power="2",
    toughness="1",
    text="Buyback {1}{U} (You may pay an additional {1}{U} as you cast this spell. If you do, "
         "put this card into your hand as it resolves.)\nFlash\nFlying\nWhen you cast this "
         "spell, draw a card.")
BRUNA = CardDef(
    name="Bruna, the Fading Light // Brisela, Voice of Nightmares", mana_cost="{5}{W}{W}",
    type_line="Legendary Creature — Angel Horror", power="5", toughness="7",
    text="When you cast this spell, you may return target Angel or Human creature card from "
         "your graveyard to the battlefield.\nFlying, vigilance\n(Melds with Gisela, the "
         "Broken Blade.)", layout="meld")

HOPELESS_NIGHTMARE = CardDef(
    name="Hopeless Nightmare", mana_cost="{B}", type_line="Enchantment", keywords=("Scry",),
    text="When this enchantment enters, each opponent discards a card and loses 2 life.\n"
         "When this enchantment is put into a graveyard from the battlefield, scry 2.\n"
         "{2}{B}: Sacrifice this enchantment.")

PRINTED = (DESOLATION_TWIN, INNOCUOUS_INSECT, BRUNA, HOPELESS_NIGHTMARE)

Kit = card_pool("cast-trigger-testkit", PRINTED)

kit = pytest.mark.plugins(extra={"testkit": Kit})


@kit
def test_desolation_twin_makes_its_token_above_the_spell(table: Table) -> None:
    table.lands(0, "Island", 10)
    table.hand(0, "Desolation Twin")
    table.cast("Desolation Twin")
    # CR 603.3: put on the stack above the spell before anybody gets priority
    stack = table.game.ids_in(Zone.STACK)
    assert len(stack) == 2
    assert table.game.obj(stack[0]).card.name == "Desolation Twin"
    assert table.game.obj(stack[0]).spell is not None
    assert table.game.obj(stack[1]).spell is None  # the triggered ability
    table.assert_logged(rule="113.6k", contains="Desolation Twin triggers")
    table.resolve()  # the trigger first: the token exists while the spell waits
    tokens = [o for o in table.game.battlefield(0) if o.is_token]
    assert [(o.card.name, table.power(o.card.name)) for o in tokens] == [("Eldrazi Token", 10)]
    assert table.zone_of("Desolation Twin") is Zone.STACK
    table.resolve()
    assert table.zone_of("Desolation Twin") is Zone.BATTLEFIELD


@kit
def test_the_token_is_made_even_if_the_spell_is_countered(table: Table) -> None:
    table.lands(0, "Island", 10)
    table.lands(1, "Island", 2)
    table.hand(0, "Desolation Twin")
    table.hand(1, "Counterspell")
    twin = table.cast("Desolation Twin")
    table.pass_priority()  # the trigger is on top; the opponent answers the spell
    table.cast("Counterspell", targets=[twin.id])
    table.resolve()  # Counterspell: the Twin is countered (701.6a)
    assert table.zone_of("Desolation Twin") is Zone.GRAVEYARD
    table.resolve_all()  # CR 113.6k: the ability is independent of its source
    tokens = [o.card.name for o in table.game.battlefield(0) if o.is_token]
    assert tokens == ["Eldrazi Token"]


@kit
def test_an_illegal_cast_leaves_no_trigger_behind(table: Table) -> None:
    """CR 732: a cast that can't be paid is refused; the game is as it was, trigger included."""
    table.lands(0, "Island", 9)
    table.hand(0, "Desolation Twin")
    table.assert_illegal(table.cast, "Desolation Twin", rule="601.2")
    assert table.zone_of("Desolation Twin") is Zone.HAND
    assert table.game.state.pending_triggers == ()
    assert table.game.ids_in(Zone.STACK) == ()
    table.pass_priority()
    assert not [o for o in table.game.battlefield(0) if o.is_token]


@kit
def test_a_desolation_twin_on_the_battlefield_does_not_trigger_on_other_spells(
        table: Table) -> None:
    """"This spell" is the spell itself: a permanent with the ability ignores other casts."""
    table.battlefield(0, "Desolation Twin")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["opponent"])
    assert len(table.game.ids_in(Zone.STACK)) == 1
    table.resolve()
    assert not [o for o in table.game.battlefield(0) if o.is_token]


@pytest.mark.plugins("buyback", extra={"testkit": Kit})
def test_innocuous_insect_draws_before_it_resolves(table: Table) -> None:
    table.lands(0, "Island", 3)
    table.library(0, "Grizzly Bears")
    table.hand(0, "Innocuous Insect")
    table.cast("Innocuous Insect", pay={"buyback": False})
    table.resolve()  # the cast trigger, on top
    assert "Grizzly Bears" in table.names(Zone.HAND, 0)
    assert table.zone_of("Innocuous Insect") is Zone.STACK
    table.resolve()
    assert table.zone_of("Innocuous Insect") is Zone.BATTLEFIELD


@kit
def test_bruna_returns_its_target_as_the_trigger_resolves(table: Table) -> None:
    """A cast trigger with a target: chosen as it is put on the stack (603.3d, 601.2c)."""
    table.lands(0, "Plains", 7)
    table.graveyard(0, "Fencing Ace")
    table.hand(0, "Bruna, the Fading Light // Brisela, Voice of Nightmares")
    table.answer("targets", table.find("Fencing Ace", zone=Zone.GRAVEYARD).id)
    table.cast("Bruna, the Fading Light // Brisela, Voice of Nightmares")
    table.resolve(answers=())  # "you may": the default agent accepts
    assert table.zone_of("Fencing Ace") is Zone.BATTLEFIELD
    assert table.zone_of("Bruna, the Fading Light // Brisela, Voice of Nightmares") is Zone.STACK


@kit
def test_put_into_a_graveyard_from_the_battlefield_looks_back(table: Table) -> None:
    """"When this enchantment is put into a graveyard from the battlefield": a leaves-the-
    battlefield ability, it triggers from the graveyard by looking back (603.10a)."""
    table.battlefield(0, "Hopeless Nightmare")
    table.library(0, "Island", "Forest", "Plains")
    table.lands(0, "Swamp", 3)
    table.activate("Hopeless Nightmare")
    table.resolve()  # sacrificed: the ability triggers
    assert table.zone_of("Hopeless Nightmare") is Zone.GRAVEYARD
    table.assert_logged(rule="603.2", contains="Hopeless Nightmare triggers")
    table.resolve()
    table.assert_logged(rule="701.22a")


CORPUS = OracleCorpusSource.default_path()


@needs_corpus
def test_the_cards_are_printed_as_the_corpus_has_them() -> None:
    assert CORPUS is not None
    source = OracleCorpusSource(CORPUS)
    for mine in PRINTED:
        d = source.get(mine.name)
        assert d is not None
        assert (d.mana_cost, d.type_line, d.power, d.toughness, d.text, d.layout) == \
            (mine.mana_cost, mine.type_line, mine.power, mine.toughness, mine.text, mine.layout)
