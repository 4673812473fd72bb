""""This ability triggers only once each turn." closing a triggered ability, played from
printed cards (CR 603.2, 400.7; the CR words speed's inherent ability so, 702.179d).

The sentence limits the ability before it, it is no effect: the first event of the turn
triggers it, later ones that turn don't (Whispering Wizard makes one Spirit however many
noncreature spells are cast; Academy Wall offers one loot); a new turn starts again. The
limit belongs to the object: the card bounced and cast again is a new object (400.7) whose
ability triggers afresh. Mechan Assembler's Robot is itself an artifact entering: the limit
is what keeps the ability from triggering on its own token. The printed cards come from
the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

WHISPERING_WIZARD = CardDef(
    name="Whispering Wizard", mana_cost="{3}{U}", type_line="Creature — Human Wizard",
    text="Whenever you cast a noncreature spell, create a 1/1 white Spirit creature token with "
         "flying. This ability triggers only once each turn.", power="3", toughness="2")
ACADEMY_WALL = CardDef(
    name="Academy Wall", mana_cost="{2}{U}", type_line="Creature — Wall", keywords=("Defender",),
    text="Defender\nWhenever you cast an instant or sorcery spell, you may draw a card. If you "
         "do, discard a card. This ability triggers only once each turn.", power="0",
    toughness="5")
MECHAN_ASSEMBLER = CardDef(
    name="Mechan Assembler", mana_cost="{4}{U}", type_line="Artifact Creature — Robot Artificer",
    text="Whenever another artifact you control enters, create a 2/2 colorless Robot artifact "
         "creature token. This ability triggers only once each turn.", power="4",
    toughness="4")

ORNITHOPTER = CardDef(name="Ornithopter", mana_cost="{0}", type_line="Artifact Creature — Thopter",
                      keywords=("Flying",), text="Flying", power="0", toughness="2")

LIMITED = (WHISPERING_WIZARD, ACADEMY_WALL, MECHAN_ASSEMBLER)
PRINTED = (*LIMITED, ORNITHOPTER)

kit = pytest.mark.plugins(extra={"once-kit": card_pool("once-kit", PRINTED)})


def _tokens(table: Table, player: int = 0) -> list[str]:
    return sorted(o.card.name for o in table.game.battlefield(player) if o.is_token)


def _unsummon(table: Table, target: str) -> None:
    table.hand(0, "Unsummon")
    table.cast("Unsummon", targets=[target])
    table.resolve_all()


@kit
def test_whispering_wizard_triggers_once_each_turn(table: Table) -> None:
    table.battlefield(0, "Whispering Wizard")
    table.battlefield(1, "Grizzly Bears", "Grizzly Bears", "Grizzly Bears")
    table.lands(0, "Island", 3)
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    _unsummon(table, "Grizzly Bears")
    assert _tokens(table) == ["Spirit Token"]
    _unsummon(table, "Grizzly Bears")
    # CR 603.2: the second noncreature spell this turn doesn't trigger it
    assert _tokens(table) == ["Spirit Token"]
    table.assert_logged(rule="603.2", contains="triggers only once each turn")
    table.next_turn()
    table.next_turn()  # CR 603.2: a new turn: the ability triggers again
    _unsummon(table, "Grizzly Bears")
    assert _tokens(table) == ["Spirit Token", "Spirit Token"]


@kit
def test_a_new_object_triggers_afresh(table: Table) -> None:
    table.battlefield(0, "Whispering Wizard")
    table.lands(0, "Island", 7)
    _unsummon(table, "Whispering Wizard")  # triggers once, then the Wizard leaves
    assert _tokens(table) == ["Spirit Token"]
    table.cast("Whispering Wizard")
    table.resolve_all()
    table.battlefield(1, "Grizzly Bears")
    # CR 400.7: the Wizard cast again is a new object; its ability hasn't triggered yet
    _unsummon(table, "Grizzly Bears")
    assert _tokens(table) == ["Spirit Token", "Spirit Token"]
    _unsummon(table, "Whispering Wizard")
    assert _tokens(table) == ["Spirit Token", "Spirit Token"]


@kit
def test_academy_wall_offers_one_loot_each_turn(table: Table) -> None:
    table.battlefield(0, "Academy Wall")
    table.battlefield(1, "Grizzly Bears", "Grizzly Bears")
    table.library(0, "Island", "Island", "Island")
    table.lands(0, "Island", 2)
    asked = table.watch_decisions("may")
    _unsummon(table, "Grizzly Bears")
    first = len(asked)
    assert first == 1
    _unsummon(table, "Grizzly Bears")
    assert len(asked) == first  # CR 603.2: no second trigger this turn, nothing asked
    table.assert_logged(rule="603.2", contains="Academy Wall: the ability has already triggered")


@kit
def test_mechan_assembler_does_not_trigger_on_its_own_robot(table: Table) -> None:
    table.battlefield(0, "Mechan Assembler")
    table.hand(0, "Ornithopter", "Ornithopter")
    table.cast("Ornithopter")
    table.resolve_all()
    # the Robot is an artifact entering under your control too: the limit stops it (603.2)
    assert _tokens(table) == ["Robot Token"]
    table.cast("Ornithopter")
    table.resolve_all()
    assert _tokens(table) == ["Robot Token"]
    assert not table.game.ids_in(Zone.STACK)


@kit
def test_the_sentence_is_read_as_a_limit_of_the_ability(table: Table) -> None:
    from manastack.api import TriggeredAbility

    for card in LIMITED:
        obj = table.battlefield(0, card.name)[0]
        triggered = [a for a in table.game.chars(obj.id).abilities
                     if isinstance(a, TriggeredAbility)]
        assert [a.once_each_turn for a in triggered] == [True]
        # the limit is no instruction of the effect (CR 603.2)
        assert "only once" not in triggered[0].effect.text


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
