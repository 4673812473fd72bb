"""Casting prohibitions of permanents: "<spells> can't be cast" (CR 604.1, 101.2, 601.2e).

A static ability of a permanent forbids casting the spells it describes while the
permanent is on the battlefield; the "can't" wins over any permission (101.2). It is
checked at 601.2e, with the spell as it is on the stack (its mana value counts X's
chosen value, 202.3e); a forbidden cast is illegal: refused, the game as it was (732).

Gaddock Teeg, Aether Storm, Steel Golem, Llawan and Gadwick come from the card source below
with their exact Oracle text (they are not in the kernel's pool); the kernel's grammar reads
them. "Test Opposition Sentinel" is not a printed card: it carries the wording of Brisela,
Voice of Nightmares (a melded card the corpus leaves out) on a plain permanent.
"""

from __future__ import annotations

import pytest
from manastack_cli.explain import explain_card
from pytest_manastack import card_pool, needs_corpus

from manastack.driver import Table
from manastack.engine.casting import cast_without_paying
from manastack.loading.rules import Rules
from manastack.loading.sources import OracleCorpusSource
from manastack.model.abilities import StaticAbility
from manastack.model.cards import CardDef
from manastack.model.filters import ObjectFilter
from manastack.model.objects import Zone
from manastack.model.spells import CastProhibition

GADDOCK_TEEG = CardDef(
    name="Gaddock Teeg", mana_cost="{G}{W}", type_line="Legendary Creature — Kithkin Advisor",
    power="2", toughness="2",
    text="Noncreature spells with mana value 4 or greater can't be cast.\n"
         "Noncreature spells with {X} in their mana costs can't be cast.")
AETHER_STORM = CardDef(
    name="Aether Storm", mana_cost="{3}{U}", type_line="Enchantment",
    text="Creature spells can't be cast.\nPay 4 life: Destroy this enchantment. It can't be "
         "regenerated. Any player may activate this ability.")
STEEL_GOLEM = CardDef(
    name="Steel Golem", mana_cost="{3}", type_line="Artifact Creature — Golem", power="3",
    toughness="4", text="You can't cast creature spells.")
GADWICK = CardDef(
    name="Gadwick, the Wizened", mana_cost="{X}{U}{U}{U}",
    type_line="Legendary Creature — Human Wizard", power="3", toughness="3",
    text="When Gadwick enters, draw X cards.\nWhenever you cast a blue spell, tap target "
         "nonland permanent an opponent controls.")
LLAWAN = CardDef(
    name="Llawan, Cephalid Empress", mana_cost="{3}{U}",
    type_line="Legendary Creature — Octopus Noble", power="2", toughness="3",
    text="When Llawan enters, return all blue creatures your opponents control to their "
         "owners' hands.\nYour opponents can't cast blue creature spells.")
SENTINEL = CardDef(
    name="Test Opposition Sentinel", mana_cost="{2}", type_line="Artifact",
    text="Your opponents can't cast spells with mana value 3 or less.")
FIRST_LINE_ONLY = CardDef(
    name="Test Mana Value Warden", mana_cost="{2}", type_line="Artifact",
    text="Noncreature spells with mana value 4 or greater can't be cast.")

PRINTED = (GADDOCK_TEEG, AETHER_STORM, STEEL_GOLEM, GADWICK, LLAWAN)
CARDS = (*PRINTED, SENTINEL, FIRST_LINE_ONLY)


Kit = card_pool("cant-cast-testkit", CARDS)


kit = pytest.mark.plugins(extra={"testkit": Kit})


# --------------------------------------------------------------------------
# Gaddock Teeg: mana value 4 or greater
# --------------------------------------------------------------------------


@kit
def test_mana_value_four_or_greater_is_refused_three_is_allowed(table: Table) -> None:
    table.battlefield(1, "Gaddock Teeg")
    table.lands(0, "Plains", 4)
    table.lands(0, "Island", 3)
    table.hand(0, "Wrath of God", "Divination")
    assert table.castable() == ["Divination"]  # CR 601.2e would refuse Wrath: not offered
    table.assert_illegal(table.cast, "Wrath of God", rule="601.2e")
    table.cast("Divination")  # mana value 3
    table.resolve()
    assert table.zone_of("Divination") is Zone.GRAVEYARD
    assert table.zone_of("Wrath of God") is Zone.HAND


@kit
def test_creature_spells_are_not_affected(table: Table) -> None:
    table.battlefield(1, "Gaddock Teeg")
    table.lands(0, "Forest", 6)
    table.hand(0, "Craw Wurm")  # a creature spell of mana value 6
    assert table.castable() == ["Craw Wurm"]
    table.cast("Craw Wurm")
    table.resolve()
    assert table.zone_of("Craw Wurm") is Zone.BATTLEFIELD


@kit
def test_it_forbids_its_controllers_spells_too(table: Table) -> None:
    """"Noncreature spells ... can't be cast": every player's, Teeg's controller's included."""
    table.battlefield(0, "Gaddock Teeg")
    table.lands(0, "Plains", 4)
    table.hand(0, "Wrath of God")
    table.assert_illegal(table.cast, "Wrath of God", rule="601.2e")


# --------------------------------------------------------------------------
# Gaddock Teeg: {X} in the mana cost
# --------------------------------------------------------------------------


@kit
def test_a_noncreature_spell_with_x_is_refused_whatever_x_is(table: Table) -> None:
    table.battlefield(1, "Gaddock Teeg")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Blaze")
    assert table.castable() == []
    table.assert_illegal(table.cast, "Blaze", x=0, targets=["opponent"], rule="601.2e")
    table.assert_illegal(table.cast, "Blaze", x=1, targets=["opponent"], rule="601.2e")
    assert table.life(1) == 20


@kit
def test_a_creature_spell_with_x_is_allowed(table: Table) -> None:
    """Gadwick with X = 1 has {X} and mana value 4, but it is a creature spell."""
    table.battlefield(1, "Gaddock Teeg")
    table.lands(0, "Island", 4)
    table.library(0, "Island")
    table.hand(0, "Gadwick, the Wizened")
    spell = table.cast("Gadwick, the Wizened", x=1)
    assert table.game.mana_value(spell.id) == 4
    table.resolve()
    assert table.zone_of("Gadwick, the Wizened") is Zone.BATTLEFIELD


# --------------------------------------------------------------------------
# X on the stack (CR 202.3e)
# --------------------------------------------------------------------------


@kit
def test_the_mana_value_counts_the_chosen_x_on_the_stack(table: Table) -> None:
    """Blaze {X}{R}: mana value 1 in the hand, X + 1 on the stack. With only "mana value 4 or
    greater" forbidden, X = 2 is allowed and X = 3 refused at 601.2e."""
    table.battlefield(1, "Test Mana Value Warden")
    table.lands(0, "Mountain", 7)
    table.hand(0, "Blaze", "Blaze")
    assert table.castable() == ["Blaze"]  # listed with X = 0 (mana value 1, 202.3e)
    table.assert_illegal(table.cast, "Blaze", x=3, targets=["opponent"], rule="601.2e")
    spell = table.cast("Blaze", x=2, targets=["opponent"])
    assert table.game.mana_value(spell.id) == 3
    table.resolve()
    assert table.life(1) == 18


@kit
def test_mana_value_or_less_with_x_for_the_opponents_only(table: Table) -> None:
    """"Your opponents can't cast spells with mana value 3 or less": Blaze with X = 2 (mana
    value 3) is refused, X = 3 (mana value 4) allowed; the controller is not bound."""
    table.battlefield(1, "Test Opposition Sentinel")
    table.lands(0, "Mountain", 4)
    table.hand(0, "Blaze", "Lightning Bolt")
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["opponent"], rule="601.2e")
    table.assert_illegal(table.cast, "Blaze", x=2, targets=["opponent"], rule="601.2e")
    table.cast("Blaze", x=3, targets=["opponent"])
    table.resolve()
    assert table.life(1) == 17
    table.set_turn(active=1)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.cast("Shock", targets=["Alice"])  # its controller's own spells are allowed
    table.resolve()
    assert table.life(0) == 18


# --------------------------------------------------------------------------
# While the permanent is on the battlefield (CR 604.1)
# --------------------------------------------------------------------------


@kit
def test_the_prohibition_ends_when_the_permanent_leaves_the_battlefield(table: Table) -> None:
    table.battlefield(1, "Gaddock Teeg")
    table.lands(0, "Plains", 4)
    table.lands(0, "Island", 1)
    table.hand(0, "Wrath of God", "Unsummon")
    table.assert_illegal(table.cast, "Wrath of God", rule="601.2e")
    table.cast("Unsummon", targets=["Gaddock Teeg"])
    table.resolve()
    assert table.zone_of("Gaddock Teeg") is Zone.HAND
    assert "Wrath of God" in table.castable()
    table.cast("Wrath of God")
    table.resolve()
    assert table.zone_of("Wrath of God") is Zone.GRAVEYARD


@kit
def test_a_card_in_hand_forbids_nothing(table: Table) -> None:
    table.hand(1, "Gaddock Teeg")
    table.lands(0, "Plains", 4)
    table.hand(0, "Wrath of God")
    assert table.castable() == ["Wrath of God"]


# --------------------------------------------------------------------------
# An illegal cast (CR 601.2e, 732) and what it says
# --------------------------------------------------------------------------


@kit
def test_the_refused_cast_leaves_the_game_as_it_was_and_cites_the_rules(table: Table) -> None:
    table.battlefield(1, "Gaddock Teeg")
    table.lands(0, "Plains", 4)
    wrath = table.hand(0, "Wrath of God")[0]
    exc = table.assert_illegal(table.cast, "Wrath of God", rule="601.2e")  # digest unchanged
    assert exc.rule == "601.2e" and exc.step == "601.2e"
    assert "Gaddock Teeg: Noncreature spells with mana value 4 or greater can't be cast" \
        in exc.reason
    assert "CR 101.2" in exc.reason and "(CR 601.2e)" in str(exc)
    assert table.game.obj(wrath.id).zone is Zone.HAND  # the same object: nothing moved
    assert not any(o.tapped for o in table.game.battlefield(0))  # no mana ability activated


@kit
def test_cant_beats_a_permission_to_cast_without_paying(table: Table) -> None:
    """CR 101.2: an effect letting a player cast the card (118.9) doesn't beat the "can't"."""
    table.battlefield(1, "Gaddock Teeg")
    wrath = table.hand(0, "Wrath of God")[0]
    table.assert_illegal(cast_without_paying, table.game, 0, wrath.id, rule="601.2e")


@kit
def test_explain_shows_the_static_ability(rules: Rules) -> None:
    text, playable = explain_card(rules, "Gaddock Teeg")
    assert playable
    assert "ok  Noncreature spells with mana value 4 or greater can't be cast." in text
    assert "rule 'spells can't be cast' [grammar]" in text
    assert "CastProhibition(spells=noncreature spells with {x} in their mana costs)" in text


# --------------------------------------------------------------------------
# The players' form, and Aether Storm
# --------------------------------------------------------------------------


@kit
def test_you_cant_cast_creature_spells_binds_only_the_controller(table: Table) -> None:
    table.battlefield(0, "Steel Golem")
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears", "Giant Growth")
    assert table.castable() == ["Giant Growth"]
    table.assert_illegal(table.cast, "Grizzly Bears", rule="601.2e")
    table.set_turn(active=1)
    table.lands(1, "Forest", 2)
    table.hand(1, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()
    assert table.game.battlefield(1)[-1].card.name == "Grizzly Bears"


@kit
def test_aether_storm_forbids_every_players_creature_spells(table: Table) -> None:
    table.battlefield(0, "Aether Storm")
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears", "Rampant Growth")
    table.library(0, "Forest")
    table.assert_illegal(table.cast, "Grizzly Bears", rule="601.2e")
    table.cast("Rampant Growth")  # a noncreature spell is allowed
    table.resolve()
    assert table.zone_of("Rampant Growth") is Zone.GRAVEYARD
    table.set_turn(active=1)
    table.lands(1, "Forest", 2)
    table.hand(1, "Grizzly Bears")
    table.assert_illegal(table.cast, "Grizzly Bears", rule="601.2e")


@kit
def test_any_player_may_pay_4_life_to_destroy_aether_storm(table: Table) -> None:
    """CR 602.2: "Any player may activate this ability": its controller's opponent pays the
    4 life and destroys it; creature spells can be cast again."""
    table.battlefield(0, "Aether Storm")
    table.pass_priority()  # player 1 gets priority
    table.activate("Aether Storm")
    table.assert_life(1, 16)
    table.assert_life(0, 20)
    table.resolve()
    table.assert_zone("Aether Storm", Zone.GRAVEYARD, 0)


@kit
def test_your_opponents_cant_cast_blue_creature_spells(table: Table) -> None:
    """Llawan: a colour and a type; the opponents' casts only."""
    table.battlefield(1, "Llawan, Cephalid Empress")
    table.lands(0, "Island", 5)
    table.lands(0, "Forest", 2)
    table.hand(0, "Air Elemental", "Grizzly Bears", "Divination")
    assert table.castable() == ["Divination", "Grizzly Bears"]
    table.assert_illegal(table.cast, "Air Elemental", rule="601.2e")
    table.cast("Grizzly Bears")
    table.resolve()
    table.set_turn(active=1)
    table.lands(1, "Island", 5)
    table.hand(1, "Air Elemental")
    table.cast("Air Elemental")  # Llawan's controller is not an opponent
    table.resolve()
    assert table.zone_of("Air Elemental") is Zone.BATTLEFIELD


# --------------------------------------------------------------------------
# The printed cards with this wording
# --------------------------------------------------------------------------


@kit
def test_the_printed_cards_are_read(rules: Rules) -> None:
    teeg = rules.card("Gaddock Teeg")
    assert teeg.playable and not teeg.unrecognized
    prohibitions = [e for a in teeg.abilities for e in getattr(a, "effects", ())
                    if isinstance(e, CastProhibition)]
    assert [p.who for p in prohibitions] == ["any", "any"]
    assert rules.card("Steel Golem").playable
    assert rules.card("Llawan, Cephalid Empress").playable
    storm = rules.card("Aether Storm")
    # every line is read, "Any player may activate this ability" (CR 602.2) too
    assert storm.playable and not storm.unrecognized
    assert any(isinstance(e, CastProhibition) for a in storm.abilities
               for e in getattr(a, "effects", ()))


#: Printed wordings the grammar must not read as a broader prohibition: a chosen number or
#: word, a zone, a count of spells of a kind (CR 101.2 is no excuse to forbid more).
NOT_READ = (
    "Noncreature spells with mana value equal to the chosen number can't be cast.",
    "Spells with the chosen word in their text box can't be cast.",
    "Players can't cast spells from graveyards or libraries.",
    "Each player can't cast more than one noncreature spell each turn.",
    "Your opponents can't cast spells with even mana values.",
)


def test_the_chosen_name_is_read_as_that_name_only(rules: Rules) -> None:
    """"Spells with the chosen name can't be cast." is read with the filter of the name chosen
    as its source entered (CR 201.4, 614.12), never as a broader prohibition; played with
    Meddling Mage in test_played_chosen_card_name.py. Without the choice on the card it names
    nothing: refused (a cross-check)."""
    text = "Spells with the chosen name can't be cast."
    alone = rules.compile(CardDef(name="Test Wording", mana_cost="{2}", type_line="Artifact",
                                  text=text))
    assert len(alone.unrecognized) == 1 and alone.unrecognized[0].startswith(text.rstrip("."))
    assert not alone.playable
    card = rules.compile(CardDef(name="Test Wording", mana_cost="{2}", type_line="Artifact",
                                 text="As this artifact enters, choose a card name.\n" + text))
    assert not card.unrecognized
    ability = card.abilities[-1]
    assert isinstance(ability, StaticAbility)
    (prohibition,) = ability.effects
    assert isinstance(prohibition, CastProhibition)
    assert prohibition.spells == ObjectFilter(source_chosen_name=True)


@pytest.mark.parametrize("text", NOT_READ)
def test_wordings_no_filter_says_are_not_read(rules: Rules, text: str) -> None:
    card = rules.compile(CardDef(name="Test Wording", mana_cost="{2}", type_line="Artifact",
                                 text=text))
    assert list(card.unrecognized) == [text]
    assert not card.playable


#: The printed prohibition lines the kernel reads (the others name a chosen number or word,
#: a zone or a count of spells of a kind: no filter of the grammar says that; of times,
#: "during your turn" only; of counts, "more than one spell each turn" only).
SUPPORTED = {
    ("Gaddock Teeg", "Noncreature spells with mana value 4 or greater can't be cast."),
    ("Gaddock Teeg", "Noncreature spells with {X} in their mana costs can't be cast."),
    ("Aether Storm", "Creature spells can't be cast."),
    ("Steel Golem", "You can't cast creature spells."),
    ("Grid Monitor", "You can't cast creature spells."),
    ("Nullhide Ferox", "You can't cast noncreature spells."),
    ("Llawan, Cephalid Empress", "Your opponents can't cast blue creature spells."),
    ("Dragonlord Dromoka", "Your opponents can't cast spells during your turn."),
    ("Arcane Laboratory", "Each player can't cast more than one spell each turn."),
    ("Moderation", "You can't cast more than one spell each turn."),
    ("Meddling Mage", "Spells with the chosen name can't be cast."),
}
CORPUS = OracleCorpusSource.default_path()


@needs_corpus
def test_every_supported_printed_line_of_the_corpus_is_read() -> None:
    assert CORPUS is not None
    source = OracleCorpusSource(CORPUS)
    rules = Rules.load(enable=[], env={})
    found = set()
    for name in source.names():
        d = source.get(name)
        if d is None or ("can't be cast" not in d.text and "can't cast" not in d.text):
            continue
        card = rules.compile(d)
        for line in d.text.split("\n"):
            if ("can't be cast" in line or "can't cast" in line) and \
                    line not in card.unrecognized:
                found.add((name, line))
    assert found >= SUPPORTED
    for mine in PRINTED:  # the tests above use the printed cards as the corpus has them
        d = source.get(mine.name)
        assert d is not None
        assert (d.mana_cost, d.type_line, d.power, d.toughness, d.text) == \
            (mine.mana_cost, mine.type_line, mine.power, mine.toughness, mine.text)


@kit
def test_explain_says_any_player_may_activate(rules: Rules) -> None:
    """CR 602.2: explain shows who may activate the ability, as the engine applies it."""
    text, playable = explain_card(rules, "Aether Storm")
    assert playable
    assert "(any player may activate it, 602.2)" in text
