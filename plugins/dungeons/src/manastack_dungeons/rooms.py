"""The four dungeon cards as data (CR 309.4): each room's name (flavour, 309.4b), its effect
as printed (309.4c) and the rooms its arrows point to; the bottommost room points nowhere.
Facts of the printed cards Tomb of Annihilation, Lost Mine of Phandelver, Dungeon of the Mad
Mage and Undercity (the one dungeon with a dungeon type, 205.3p)."""

from __future__ import annotations

from attrs import frozen

__all__ = ["DUNGEONS", "UNDERCITY", "Dungeon", "Room"]


@frozen
class Room:
    """One room: its name, its effect, the indices of the rooms its arrows point to."""

    name: str
    text: str
    to: tuple[int, ...] = ()


@frozen
class Dungeon:
    """A dungeon card: its name, its rooms (the first is the topmost, 309.4a), its dungeon
    type (205.3p)."""

    name: str
    rooms: tuple[Room, ...]
    subtype: str = ""

    def bottommost(self, room: int) -> bool:
        """The bottommost room has no arrow pointing away from it (309.5a)."""
        return not self.rooms[room].to


LOST_MINE = Dungeon("Lost Mine of Phandelver", (
    Room("Cave Entrance", "Scry 1.", (1, 2)),
    Room("Goblin Lair", "Create a 1/1 red Goblin creature token.", (3, 4)),
    Room("Mine Tunnels", "Create a Treasure token.", (4, 5)),
    Room("Storeroom", "Put a +1/+1 counter on target creature.", (6,)),
    Room("Dark Pool", "Each opponent loses 1 life and you gain 1 life.", (6,)),
    Room("Fungi Cavern", "Target creature gets -4/-0 until your next turn.", (6,)),
    Room("Temple of Dumathoin", "Draw a card."),
))

TOMB = Dungeon("Tomb of Annihilation", (
    Room("Trapped Entry", "Each player loses 1 life.", (1, 2)),
    Room("Veils of Fear", "Each player loses 2 life unless they discard a card.", (3,)),
    Room("Oubliette", "Discard a card and sacrifice an artifact, a creature, and a land.",
         (4,)),
    Room("Sandfall Cell", "Each player loses 2 life unless they sacrifice an artifact, "
                          "creature, or land.", (4,)),
    Room("Cradle of the Death God", "Create The Atropal, a legendary 4/4 black God Horror "
                                    "creature token with deathtouch."),
))

MAD_MAGE = Dungeon("Dungeon of the Mad Mage", (
    Room("Yawning Portal", "You gain 1 life.", (1,)),
    Room("Dungeon Level", "Scry 1.", (2, 3)),
    Room("Goblin Bazaar", "Create a Treasure token.", (4,)),
    Room("Twisted Caverns", "Target creature can't attack until your next turn.", (4,)),
    Room("Lost Level", "Scry 2.", (5, 6)),
    Room("Runestone Caverns", "Exile the top two cards of your library. You may play them.",
         (7,)),
    Room("Muiral's Graveyard", "Create two 1/1 black Skeleton creature tokens.", (7,)),
    Room("Deep Mines", "Scry 3.", (8,)),
    Room("Mad Wizard's Lair", "Draw three cards and reveal them. You may cast one of them "
                              "without paying its mana cost."),
))

UNDERCITY = Dungeon("Undercity", (
    Room("Secret Entrance", "Search your library for a basic land card, reveal it, put it "
                            "into your hand, then shuffle.", (1, 2)),
    Room("Forge", "Put two +1/+1 counters on target creature.", (3, 4)),
    Room("Lost Well", "Scry 2.", (4, 5)),
    Room("Trap!", "Target player loses 5 life.", (6,)),
    Room("Arena", "Goad target creature.", (6, 7)),
    Room("Stash", "Create a Treasure token.", (7,)),
    Room("Archives", "Draw a card.", (8,)),
    Room("Catacombs", "Create a 4/1 black Skeleton creature token with menace.", (8,)),
    Room("Throne of the Dead Three", "Reveal the top ten cards of your library. Put a creature "
                                     "card from among them onto the battlefield with three "
                                     "+1/+1 counters on it. It gains hexproof until your next "
                                     "turn. Then shuffle."),
), subtype="Undercity")

#: Every dungeon card, in the order a player is offered them.
DUNGEONS = (TOMB, LOST_MINE, MAD_MAGE, UNDERCITY)
