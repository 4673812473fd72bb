""""Target spell or creature": a spell on the stack or a creature on the battlefield (CR 115.1).

The word "spell" names objects on the stack (CR 112.1), "creature" and "permanent" objects
on the battlefield (110.1); "target spell or creature" is one of either, not a creature
spell. "target artifact or enchantment" and "target creature or planeswalker" are one
permanent with either type.

Unsubstantiate, Venser, Shaper Savant and Chaoslace come from the card source below with their
exact Oracle text; Naturalize is in the kernel's pool. A continuous effect started on a spell
applies to it on the stack (CR 611.2c), and to the permanent it becomes (400.7a, 112.4).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from manastack_cli.explain import explain_card
from pytest_manastack import card_pool, needs_corpus

from manastack.driver import Table
from manastack.loading.rules import Rules
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.decisions import Decision
from manastack.model.objects import Zone
from manastack_grammar.phrases.references import parse_target

UNSUBSTANTIATE = CardDef(
    name="Unsubstantiate", mana_cost="{1}{U}", type_line="Instant",
    text="Return target spell or creature to its owner's hand.")
VENSER = CardDef(
    name="Venser, Shaper Savant", mana_cost="{2}{U}{U}",
    type_line="Legendary Creature — Human Wizard", power="2", toughness="2",
    text="Flash (You may cast this spell any time you could cast an instant.)\nWhen Venser "
         "enters, return target spell or permanent to its owner's hand.")

CHAOSLACE = CardDef(
    name="Chaoslace", mana_cost="{R}", type_line="Instant",
    text="Target spell or permanent becomes red. (Its mana symbols remain unchanged.)")

PRINTED = (UNSUBSTANTIATE, VENSER, CHAOSLACE)

Kit = card_pool("spell-or-permanent-testkit", PRINTED)


kit = pytest.mark.plugins(extra={"testkit": Kit})


def _offered(decision: Decision) -> list[str]:
    return sorted(label.split("#")[0] for label in decision.labels)


def _divination_on_the_stack(table_factory: Callable[..., Table]) -> Table:
    """Player 1 casts Divination and passes; player 0 has priority, with Hill Giant
    (player 1's) and Grizzly Bears (player 0's) on the battlefield."""
    table = table_factory(active=1)
    table.battlefield(1, "Hill Giant")
    table.battlefield(0, "Grizzly Bears")
    table.lands(1, "Island", 3)
    table.hand(1, "Divination")
    table.cast("Divination")
    table.pass_priority()
    return table


# --------------------------------------------------------------------------
# Unsubstantiate
# --------------------------------------------------------------------------


@kit
def test_unsubstantiate_offers_spells_and_creatures_and_returns_a_noncreature_spell(
        table_factory: Callable[..., Table]) -> None:
    table = _divination_on_the_stack(table_factory)
    table.lands(0, "Island", 2)
    table.hand(0, "Unsubstantiate")
    asked = table.watch_decisions("targets")
    table.cast("Unsubstantiate", targets=["Divination"])
    # CR 115.1: the spell on the stack and both creatures; not lands, not itself (115.5)
    assert _offered(asked[0]) == ["Divination", "Grizzly Bears", "Hill Giant"]
    table.resolve()
    assert table.zone_of("Divination") is Zone.HAND
    assert "Divination" in table.names(Zone.HAND, 1)
    assert not table.game.ids_in(Zone.STACK)
    assert table.zone_of("Unsubstantiate") is Zone.GRAVEYARD


@kit
def test_unsubstantiate_returns_a_creature_on_the_battlefield(table: Table) -> None:
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Island", 2)
    table.hand(0, "Unsubstantiate")
    table.cast("Unsubstantiate", targets=["Hill Giant"])
    table.resolve()
    assert table.names(Zone.HAND, 1) == ["Hill Giant"]


@kit
def test_unsubstantiate_cant_target_a_land(table: Table) -> None:
    table.battlefield(1, "Hill Giant")
    table.lands(1, "Forest", 1)
    table.lands(0, "Island", 2)
    table.hand(0, "Unsubstantiate")
    table.assert_illegal(table.cast, "Unsubstantiate", targets=["Forest"], rule="601.2c")


# --------------------------------------------------------------------------
# Venser, Shaper Savant: "target spell or permanent"
# --------------------------------------------------------------------------


@kit
def test_venser_returns_the_spell_it_was_cast_against(
        table_factory: Callable[..., Table]) -> None:
    table = _divination_on_the_stack(table_factory)
    table.lands(0, "Island", 4)
    table.hand(0, "Venser, Shaper Savant")
    table.cast("Venser, Shaper Savant")
    table.answer("targets", "Divination")  # as the enters trigger is put on the stack (603.3d)
    table.resolve()  # Venser
    table.resolve()  # its trigger
    assert "Divination" in table.names(Zone.HAND, 1)
    assert not table.game.ids_in(Zone.STACK)


@kit
def test_venser_returns_a_land(table: Table) -> None:
    table.lands(1, "Forest", 1)
    table.lands(0, "Island", 4)
    table.hand(0, "Venser, Shaper Savant")
    table.cast("Venser, Shaper Savant")
    asked = table.watch_decisions("targets")
    table.answer("targets", "Forest")
    table.resolve()
    table.resolve_all()
    assert "Forest" in _offered(asked[0]) and "Island" in _offered(asked[0])
    assert table.names(Zone.HAND, 1) == ["Forest"]


# --------------------------------------------------------------------------
# Chaoslace: a continuous effect on a spell on the stack
# --------------------------------------------------------------------------


@kit
def test_chaoslace_makes_a_spell_on_the_stack_red(table_factory: Callable[..., Table]) -> None:
    table = _divination_on_the_stack(table_factory)
    divination = table.find("Divination", zone=Zone.STACK).id
    table.lands(0, "Mountain", 1)
    table.hand(0, "Chaoslace")
    table.cast("Chaoslace", targets=["Divination"])
    table.resolve()
    assert table.game.chars(divination).colors == frozenset({"R"})  # CR 611.2c


@kit
def test_chaoslace_on_a_creature_spell_follows_it_onto_the_battlefield(
        table_factory: Callable[..., Table]) -> None:
    """CR 400.7a, 112.4 (its example: a creature spell changed to white is white when it
    enters, for the duration of the effect): Chaoslace's red, for ever, stays on the Bears."""
    table = table_factory(active=1)
    table.lands(1, "Forest", 2)
    table.hand(1, "Grizzly Bears")
    bears = table.cast("Grizzly Bears").id
    table.pass_priority()
    table.lands(0, "Mountain", 1)
    table.hand(0, "Chaoslace")
    table.cast("Chaoslace", targets=["Grizzly Bears"])
    table.resolve()
    assert table.game.chars(bears).colors == frozenset({"R"})
    table.resolve()  # the Bears resolve: a new object (CR 400.7) the effect still applies to
    permanent = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).id
    assert table.game.chars(permanent).colors == frozenset({"R"})


@kit
def test_chaoslace_makes_a_permanent_red(table: Table) -> None:
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Chaoslace")
    table.cast("Chaoslace", targets=["Grizzly Bears"])
    table.resolve()
    assert table.game.chars(table.find("Grizzly Bears").id).colors == frozenset({"R"})


# --------------------------------------------------------------------------
# How the wordings are read
# --------------------------------------------------------------------------


@pytest.mark.parametrize(("phrase", "zones"), [
    ("target spell or creature", [("Creature", Zone.BATTLEFIELD), ("Spell", Zone.STACK)]),
    ("target spell or permanent", [("Permanent", Zone.BATTLEFIELD), ("Spell", Zone.STACK)]),
    ("target spell or nonland permanent", [("Permanent", Zone.BATTLEFIELD),
                                           ("Spell", Zone.STACK)]),
    ("target creature or spell", [("Creature", Zone.BATTLEFIELD), ("Spell", Zone.STACK)]),
    ("target spell or nonland permanent an opponent controls",
     [("Permanent", Zone.BATTLEFIELD), ("Spell", Zone.STACK)]),
])
def test_a_spell_or_a_permanent_is_read_as_either(phrase: str,
                                                   zones: list[tuple[str, Zone]]) -> None:
    spec = parse_target(phrase)
    assert [(f.types[0], zone) for f, zone in spec.object_filters()] == zones
    # a controller clause ends the whole phrase: it binds the spell too (Sink into Stupor)
    assert len({f.controller for f, _ in spec.object_filters()}) == 1


@pytest.mark.parametrize(("phrase", "types"), [
    ("target artifact or enchantment", ("Artifact", "Enchantment")),
    ("target creature or planeswalker", ("Creature", "Planeswalker")),
])
def test_two_permanent_types_are_one_permanent_of_either(phrase: str,
                                                         types: tuple[str, ...]) -> None:
    spec = parse_target(phrase)
    assert spec.objects is not None and spec.objects.any_types == types
    assert spec.zone is Zone.BATTLEFIELD and spec.also == ()


@pytest.mark.parametrize("phrase", ["target instant or sorcery spell",
                                    "target artifact or creature spell"])
def test_one_spell_of_either_type_stays_a_spell(phrase: str) -> None:
    spec = parse_target(phrase)
    assert spec.zone is Zone.STACK and spec.also == ()


def test_naturalize_offers_artifacts_and_enchantments_only(table: Table) -> None:
    table.battlefield(1, "Sol Ring", "Glorious Anthem", "Grizzly Bears")
    table.lands(0, "Forest", 2)
    table.hand(0, "Naturalize")
    asked = table.watch_decisions("targets")
    table.cast("Naturalize", targets=["Glorious Anthem"])
    assert _offered(asked[0]) == ["Glorious Anthem", "Sol Ring"]


@kit
def test_explain_names_both_zones(rules: Rules) -> None:
    text, playable = explain_card(rules, "Unsubstantiate")
    assert playable
    assert "target spell or creature: creature on the battlefield or spell on the stack, " \
        "CR 115.1" in text


CORPUS = OracleCorpusSource.default_path()


@needs_corpus
def test_the_pool_has_the_corpus_text() -> None:
    assert CORPUS is not None
    source = OracleCorpusSource(CORPUS)
    for mine in PRINTED:  # the tests above use the printed cards as the corpus has them
        d = source.get(mine.name)
        assert d is not None
        assert (d.mana_cost, d.type_line, d.power, d.toughness, d.text) == \
            (mine.mana_cost, mine.type_line, mine.power, mine.toughness, mine.text)
