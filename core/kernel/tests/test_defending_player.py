"""``DefendingPlayer`` (CR 506.2): the reference "defending player" of an attacking
creature's ability, for keywords such as annihilator (702.86a) and sentences such as
"Whenever this creature attacks, defending player ...": the player it attacks, or the
controller of the planeswalker it attacks; nobody when it isn't attacking."""

from __future__ import annotations

from manastack.api import (
    Context,
    Custom,
    DefendingPlayer,
    Mode,
    PlayerRef,
    Step,
    TriggerCondition,
    TriggeredAbility,
    TypeLine,
    Zone,
)
from manastack.driver import Table
from manastack.model.objects import Card


def raider(seen: list[list[int]]) -> Card:
    """A 2/2 whose "Whenever this creature attacks" ability records the defending player."""

    def record(ctx: Context) -> None:
        seen.append(DefendingPlayer().players(ctx))

    ability = TriggeredAbility(trigger=TriggerCondition("attacks", self_only=True),
                               effect=Mode(instructions=(Custom(record),)),
                               text="Whenever this creature attacks, note defending player.")
    return Card(name="Test Raider", type_line=TypeLine.parse("Creature — Human"),
                power="2", toughness="2", abilities=(ability,))


def test_506_2_the_player_it_attacks_among_several_opponents() -> None:
    """Three players: Alice's creature attacks Carol; the defending player is Carol, not
    each opponent (802.2: only the attacked player is defending for it)."""
    seen: list[list[int]] = []
    table = Table.new(players=("Alice", "Bob", "Carol"))
    table.battlefield(0, raider(seen))
    table.attack("Test Raider", defender="Carol")
    table.resolve()
    assert seen == [[2]]


def test_506_2_the_controller_of_the_planeswalker_it_attacks(table: Table) -> None:
    seen: list[list[int]] = []
    walker = Card(name="Test Walker", type_line=TypeLine.parse("Legendary Planeswalker — Jace"),
                  loyalty="3")
    table.battlefield(1, walker, counters={"loyalty": 3})
    table.battlefield(0, raider(seen))
    table.attack("Test Raider", defender="Test Walker")
    table.resolve()
    assert seen == [[1]]


def test_506_2_from_the_current_combat_without_an_attack_event(table: Table) -> None:
    """Resolved outside the attack trigger (an activated ability, a later trigger), the
    reference reads the source's attack in the current combat; not attacking: nobody."""
    table.battlefield(0, "Grizzly Bears")
    bears = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).id
    ctx = Context(table.game, controller=0, source=bears)
    assert DefendingPlayer().resolve(ctx) == []
    table.attack("Grizzly Bears")
    assert table.game.state.turn.step is Step.DECLARE_ATTACKERS
    assert DefendingPlayer().resolve(Context(table.game, controller=0, source=bears)) == [
        PlayerRef(1)]
