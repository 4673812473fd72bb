"""Printed "Create a token that's a copy of [a permanent], except ..." played with the
exceptions read by one parser (CR 707.9a-b, 205.1b, 704.5j).

Molten Duplication's token is an artifact in addition to its copied types (the original is
not), has haste and is sacrificed at the next end step; Irenicus's Vile Duplication's token
of a legendary creature has flying and isn't legendary, so the legend rule keeps both, as
Helm of the Host's token of its equipped legendary creature, which has haste; Compy Swarm's
token enters tapped, once a creature died this turn (CR 111.12, 110.5).
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

MOLTEN_DUPLICATION = CardDef(
    name="Molten Duplication", mana_cost="{1}{R}", type_line="Sorcery",
    text="Create a token that's a copy of target artifact or creature you control, except "
         "it's an artifact in addition to its other types. It gains haste until end of turn. "
         "Sacrifice it at the beginning of the next end step.")
IRENICUSS_VILE_DUPLICATION = CardDef(
    name="Irenicus's Vile Duplication", mana_cost="{3}{U}", type_line="Sorcery",
    text="Create a token that's a copy of target creature you control, except the token has "
         "flying and it isn't legendary.")
ISAMARU = CardDef(
    name="Isamaru, Hound of Konda", mana_cost="{W}", type_line="Legendary Creature — Dog",
    power="2", toughness="2")

HELM_OF_THE_HOST = CardDef(
    name="Helm of the Host", mana_cost="{4}", type_line="Legendary Artifact — Equipment",
    keywords=("Equip",),
    text="At the beginning of combat on your turn, create a token that's a copy of equipped "
         "creature, except the token isn't legendary. That token gains haste.\nEquip {5}")
COMPY_SWARM = CardDef(
    name="Compy Swarm", mana_cost="{1}{B}{G}", type_line="Creature — Dinosaur", power="2",
    toughness="2",
    text="At the beginning of your end step, if a creature died this turn, create a tapped "
         "token that's a copy of this creature.")

CARDS = (MOLTEN_DUPLICATION, IRENICUSS_VILE_DUPLICATION, ISAMARU, HELM_OF_THE_HOST, COMPY_SWARM)
kit = pytest.mark.plugins("haste", extra={"copy-except-kit": card_pool("copy-except-kit", CARDS)})


def _keywords(table: Table, obj_id: int) -> set[str]:
    return {getattr(a, "keyword", "") for a in table.game.chars(obj_id).abilities}


@kit
def test_molten_duplication_token_is_an_artifact_too_and_is_sacrificed(table: Table) -> None:
    bears = table.battlefield(0, "Grizzly Bears")[0].id
    table.lands(0, "Mountain", 2)
    table.hand(0, "Molten Duplication")
    table.cast("Molten Duplication", targets=["Grizzly Bears"])
    table.resolve()
    (token,) = [o for o in table.game.battlefield(0) if o.is_token]
    ch = table.game.chars(token.id)
    assert ch.name == "Grizzly Bears"
    assert set(ch.type_line.card_types) == {"Artifact", "Creature"}
    assert ch.type_line.subtypes == ("Bear",)
    assert (ch.power, ch.toughness) == (2, 2)
    assert "haste" in _keywords(table, token.id)
    assert table.game.chars(bears).type_line.card_types == ("Creature",)
    table.go_to(Step.END)
    table.resolve_all()
    assert not any(o.is_token for o in table.game.battlefield(0))
    assert table.game.find(bears) is not None


@kit
def test_irenicuss_token_flies_and_isnt_legendary(table: Table) -> None:
    isamaru = table.battlefield(0, "Isamaru, Hound of Konda")[0].id
    table.lands(0, "Island", 4)
    table.hand(0, "Irenicus's Vile Duplication")
    table.cast("Irenicus's Vile Duplication", targets=["Isamaru, Hound of Konda"])
    table.resolve()
    table.resolve_all()
    (token,) = [o for o in table.game.battlefield(0) if o.is_token]
    ch = table.game.chars(token.id)
    assert ch.name == "Isamaru, Hound of Konda"
    assert "Legendary" not in ch.type_line.supertypes
    assert "flying" in _keywords(table, token.id)
    assert table.game.find(isamaru) is not None  # CR 704.5j: not two legendary permanents
    assert "Legendary" in table.game.chars(isamaru).type_line.supertypes
    assert "flying" not in _keywords(table, isamaru)


@kit
def test_helm_of_the_host_token_isnt_legendary_and_has_haste(table: Table) -> None:
    helm = table.battlefield(0, "Helm of the Host")[0].id
    isamaru = table.battlefield(0, "Isamaru, Hound of Konda")[0].id
    table.lands(0, "Plains", 5)
    table.activate("Helm of the Host", targets=["Isamaru, Hound of Konda"])
    table.resolve()
    assert table.game.obj(helm).attached_to == isamaru
    table.go_to(Step.BEGIN_COMBAT)
    table.resolve_all()
    (token,) = [o for o in table.game.battlefield(0) if o.is_token]
    ch = table.game.chars(token.id)
    assert ch.name == "Isamaru, Hound of Konda"
    assert "Legendary" not in ch.type_line.supertypes
    assert "haste" in _keywords(table, token.id)
    assert table.game.find(isamaru) is not None
    assert "haste" not in _keywords(table, isamaru)


@kit
def test_compy_swarm_token_enters_tapped_after_a_creature_died(table: Table) -> None:
    table.battlefield(0, "Compy Swarm")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.go_to(Step.END)
    table.resolve_all()
    (token,) = [o for o in table.game.battlefield(0) if o.is_token]
    assert token.tapped
    assert table.game.chars(token.id).name == "Compy Swarm"
    assert (table.game.chars(token.id).power, table.game.chars(token.id).toughness) == (2, 2)


@kit
def test_compy_swarm_makes_nothing_when_no_creature_died(table: Table) -> None:
    table.battlefield(0, "Compy Swarm")
    table.go_to(Step.END)
    table.resolve_all()
    assert not any(o.is_token for o in table.game.battlefield(0))


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
