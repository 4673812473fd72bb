"""A trailing "this turn" said once for a compound sentence, played and read (CR 611.2a,
514.2).

"This creature gets +2/+0 and can't be blocked this turn" (Blufferfish): the "this turn"
after the last clause is the duration of every clause that says none, as a trailing "until
end of turn" is (Mizzium Tank): the +2/+0 would end with the restriction, in the cleanup
step (read only: the card's guessing game is not, so it can't be played). Before, the first
clause was read alone, lasting forever ("becomes red") or not read at all. A clause with a
duration of its own keeps it ("Target creature gains vigilance until end of turn and can't be
blocked this turn", Pym Particles), a one-shot action takes none ("draw a card and this
creature can't be blocked this turn", Vampire Gourmand), and a "this turn" that belongs to a
phrase of its own ("for each card you've discarded this turn", "where X is the number of
cards you've drawn this turn") is no duration of the sentence. A sentence whose trailing "this turn" can't be
confirmed as the duration of a predicate its clauses share (its last clause has a subject of
its own, or starts no continuous effect), where an earlier clause would last forever, is
refused rather than guessed.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack import Rules
from manastack.api import ApplyEffect, ApplyToEach, Instruction
from manastack.driver import Table, by_label, by_name
from manastack.model.objects import Zone
from manastack.model.turns import Step
from manastack_grammar.builder import Builder
from manastack_grammar.matching import effect_instructions
from manastack_grammar.registration import NotUnderstood
from manastack_grammar.text import normalize

kit = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _read(sentence: str, card: str, *, permanent: bool) -> list[Instruction]:
    """The printed sentence read as the card reader reads it ("this creature" written ~)."""
    b = Builder(card=card, rules=Rules.load(), is_permanent=permanent)
    return effect_instructions(normalize(sentence, card)[0], b)


def _until_end_of_turn(ins: Instruction) -> bool:
    assert isinstance(ins, (ApplyEffect, ApplyToEach))
    return ins.until_end_of_turn and ins.duration in (None, "end_of_turn")


def test_blufferfishs_plus_two_lasts_this_turn_as_its_restriction_does() -> None:
    """CR 611.2a, 514.2: Blufferfish's printed "this creature gets +2/+0 and can't be blocked
    this turn": both continuous effects last until end of turn. (The card stays unread: its
    guessing game is not.)"""
    read = _read("This creature gets +2/+0 and can't be blocked this turn.", "Blufferfish",
                 permanent=True)
    assert len(read) == 2
    assert all(_until_end_of_turn(ins) for ins in read)
    assert "+2/+0" in read[0].text and "can't be blocked" in read[1].text
    assert not Rules.load().card("Blufferfish").playable


@pytest.mark.parametrize(("card", "sentence"), [
    ("Change of Fortune",
     "Discard your hand, then draw a card for each card you've discarded this turn."),
    ("Fractal Anomaly",
     "Create a 0/0 green and blue Fractal creature token and put X +1/+1 counters on it, "
     "where X is the number of cards you've drawn this turn."),
])
def test_a_this_turn_of_a_phrase_of_its_own_is_no_duration(card: str, sentence: str) -> None:
    """CR 611.2a: "for each card you've discarded this turn" counts the turn's discards; the
    sentence's actions stay one-shot actions (610.1), none read with a duration."""
    read = _read(sentence, card, permanent=False)
    assert len(read) == 2
    assert not any(isinstance(ins, (ApplyEffect, ApplyToEach)) for ins in read)


def test_a_this_turn_said_for_another_subject_is_not_guessed_for_the_first() -> None:
    """CR 611.2a: "Target creature becomes red and target player can't play lands this
    turn": "this turn" is said of the player's restriction, another subject's, and "becomes
    red" read alone would last forever: refused rather than guessed either way (where the
    clauses don't share their subject, Oracle text says each one's duration)."""
    with pytest.raises(NotUnderstood):
        _read("Target creature becomes red and target player can't play lands this turn.",
              "Test", permanent=False)


@kit
def test_pym_particles_vigilance_and_unblockable_end_at_cleanup(table: Table) -> None:
    """CR 611.2a, 514.2: Grizzly Bears gains vigilance until end of turn (it attacks
    untapped) and can't be blocked this turn (Bob's Hill Giant may not block it); on Alice's
    next turn it taps to attack and the Giant blocks it."""
    table.battlefield(0, "Grizzly Bears", "Island")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Pym Particles")
    table.library(0, "Island", "Island")  # its "Draw a card.", then turn 3's draw
    table.library(1, "Island")
    table.cast("Pym Particles", targets=["Grizzly Bears"])
    table.resolve()
    assert table.has_keyword("Grizzly Bears", "vigilance")
    table.attack("Grizzly Bears")
    assert not table.find("Grizzly Bears").tapped
    table.blocks_offered()
    table.assert_illegal(table.block, {"Hill Giant": "Grizzly Bears"})
    table.block({})
    table.go_to(Step.MAIN1, turn=3)
    assert not table.has_keyword("Grizzly Bears", "vigilance")
    table.attack("Grizzly Bears")
    assert table.find("Grizzly Bears").tapped
    table.blocks_offered()
    table.block({"Hill Giant": "Grizzly Bears"})


@kit
def test_vampire_gourmand_draws_once_and_is_unblockable_this_turn_only(table: Table) -> None:
    """CR 610.1, 611.2a: "draw a card and this creature can't be blocked this turn": one
    card drawn (a one-shot action, no duration), the Gourmand unblockable this turn only."""
    table.battlefield(0, "Vampire Gourmand", "Memnite")
    table.battlefield(1, "Hill Giant")
    table.library(0, "Swamp", "Swamp", "Swamp")
    table.library(1, "Island", "Island")
    table.on_decision("may", by_label("yes"))
    table.on_decision("sacrifice", by_name("Memnite"))
    table.attack("Vampire Gourmand")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Swamp"]
    table.blocks_offered()
    table.assert_illegal(table.block, {"Hill Giant": "Vampire Gourmand"})
    table.block({})
    table.go_to(Step.MAIN1, turn=3)
    table.attack("Vampire Gourmand")
    table.resolve()  # nothing left to sacrifice: no card, no restriction
    table.blocks_offered()
    table.block({"Hill Giant": "Vampire Gourmand"})
