"""The combat keywords of issue 19's second batch (exalted 702.83, bushido 702.45, flanking
702.25, annihilator 702.86) and of the third (wither 702.80, horsemanship 702.31, skulk
702.118, persist 702.79, undying 702.93) with the keywords already shipped, each
interaction citing the rule it turns on.

Run with those plugins enabled; each plugin's own suite runs it alone.
"""

from __future__ import annotations

import pytest

from manastack.api import Step, Zone
from manastack.driver import Table


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


@pytest.mark.plugins("exalted", "infect")
def test_702_83a_exalted_pumps_an_infect_creature_attacking_alone(table: Table) -> None:
    """Glistener Elf (1/1, infect) attacks alone with Akrasan Squire's exalted: 2/2, so its
    unblocked damage gives two poison counters and no life loss (702.90b, 120.3b)."""
    table.battlefield(0, "Akrasan Squire", "Glistener Elf")
    table.attack("Glistener Elf")
    resolve_stack(table)
    table.go_to(Step.END_COMBAT)
    assert table.game.player(1).poison == 2
    table.assert_life(1, 20)


@pytest.mark.plugins("exalted", "prowess")
def test_702_83a_exalted_and_prowess_add_up_in_layer_7c(table: Table) -> None:
    """Jeskai Student (1/3, prowess) attacks alone: exalted gives +1/+1 (702.83a), then a
    Giant Growth cast after blockers triggers prowess (702.108a): 1+1+1+3 = 6 damage
    (613.4c: both are +N/+N effects of layer 7c, added)."""
    table.battlefield(0, "Akrasan Squire", "Jeskai Student", "Forest")
    table.hand(0, "Giant Growth")
    table.attack("Jeskai Student")
    resolve_stack(table)
    table.go_to(Step.DECLARE_BLOCKERS)
    table.cast("Giant Growth", targets=["Jeskai Student"])
    resolve_stack(table)
    assert table.power("Jeskai Student") == 6
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 14)


@pytest.mark.plugins("bushido", "infect")
def test_702_45a_bushido_grows_but_infect_counters_stay_after_the_turn(table: Table) -> None:
    """Jade Avenger (2/2, bushido 2) blocks Cystbearer (2/3, infect): +2/+2 until end of
    turn (702.45a) makes it 4/4, the Cystbearer's damage is two -1/-1 counters (702.90c,
    120.3d), 2/2 for the turn; at cleanup the bonus ends (514.2) and the Avenger is 0/0,
    put into its owner's graveyard (704.5f)."""
    table.battlefield(1, "Cystbearer")
    table.battlefield(0, "Jade Avenger")
    table.set_turn(active=1, step=Step.MAIN1)
    table.attack("Cystbearer")
    table.block({"Jade Avenger": "Cystbearer"})
    resolve_stack(table)
    table.go_to(Step.END_COMBAT)
    table.assert_counters("Jade Avenger", "-1/-1", 2)
    assert (table.power("Jade Avenger"), table.toughness("Jade Avenger")) == (2, 2)
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()
    table.assert_zone("Jade Avenger", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="704.5f")


@pytest.mark.plugins("flanking", "bushido")
def test_702_25a_flanking_and_bushido_on_the_same_block(table: Table) -> None:
    """Benalish Cavalry (2/2, flanking) blocked by Jade Avenger (2/2, bushido 2): both
    trigger on the one "blocks" event (509.1a); the active player's
    flanking goes on the stack first (603.3b, APNAP), so the Avenger's bushido resolves
    first: 4/4, then 3/3. The 3/3 Avenger kills the Cavalry and survives."""
    table.battlefield(0, "Benalish Cavalry")
    table.battlefield(1, "Jade Avenger")
    table.attack("Benalish Cavalry")
    table.block({"Jade Avenger": "Benalish Cavalry"})
    assert len(table.game.ids_in(Zone.STACK)) == 2
    table.resolve()
    assert table.power("Jade Avenger") == 4
    table.resolve()
    assert (table.power("Jade Avenger"), table.toughness("Jade Avenger")) == (3, 3)
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Benalish Cavalry", Zone.GRAVEYARD, 0)
    table.assert_zone("Jade Avenger", Zone.BATTLEFIELD, 1)


@pytest.mark.plugins("flanking", "exalted")
def test_702_83a_exalted_and_flanking_a_lone_flanker(table: Table) -> None:
    """Benalish Cavalry attacks alone with Akrasan Squire's exalted (3/3); Hill Giant blocks
    and gets -1/-1 from flanking (2/2): the Cavalry kills it and survives its 2 damage."""
    table.battlefield(0, "Akrasan Squire", "Benalish Cavalry")
    table.battlefield(1, "Hill Giant")
    table.attack("Benalish Cavalry")
    resolve_stack(table)
    table.block({"Hill Giant": "Benalish Cavalry"})
    resolve_stack(table)
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_zone("Benalish Cavalry", Zone.BATTLEFIELD, 0)


@pytest.mark.plugins("annihilator", "exalted")
def test_702_86a_annihilator_and_exalted_trigger_on_the_same_attack(table: Table) -> None:
    """Ulamog's Crusher attacks alone next to Akrasan Squire: "attacks" triggers both its
    annihilator and the Squire's exalted (603.2, 603.3b: their controller orders them);
    Bob sacrifices his two permanents and the 9/9 Crusher deals 9."""
    table.battlefield(0, "Akrasan Squire", "Ulamog's Crusher")
    table.battlefield(1, "Grizzly Bears", "Forest")
    table.attack("Ulamog's Crusher")
    assert len(table.game.ids_in(Zone.STACK)) == 2
    resolve_stack(table)
    assert table.names(Zone.BATTLEFIELD, 1) == []
    assert table.power("Ulamog's Crusher") == 9
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 11)


@pytest.mark.plugins("toxic", "infect")
def test_702_164c_infect_and_toxic_poison_add_up(table: Table) -> None:
    """Glistener Elf (1/1, infect) given Branchblight Stalker's toxic 2: its 1 combat damage
    to Bob is one poison counter (infect, 120.3b) and two more (toxic, 120.3g), no life
    loss."""
    from manastack.api import AddAbilities, ContinuousEffect

    table.battlefield(0, "Glistener Elf")
    oid = table.find("Glistener Elf", zone=Zone.BATTLEFIELD).id
    toxic = table.game.rules.card("Branchblight Stalker").abilities
    table.game.add_effect(ContinuousEffect(parts=(AddAbilities(toxic),), objects=(oid,),
                                           text="gains toxic 2"))
    table.refresh()
    table.attack("Glistener Elf")
    table.go_to(Step.END_COMBAT)
    assert table.game.player(1).poison == 3
    table.assert_life(1, 20)
    table.assert_logged(rule="120.3b")
    table.assert_logged(rule="702.164c")


@pytest.mark.plugins("toxic", "exalted")
def test_702_164b_exalted_adds_damage_not_toxic(table: Table) -> None:
    """Myr Convert (2/2, toxic 1) attacks alone with Akrasan Squire's exalted: 3 damage and
    one poison counter (the total toxic value, 702.164b, is not its power)."""
    table.battlefield(0, "Akrasan Squire", "Myr Convert")
    table.attack("Myr Convert")
    resolve_stack(table)
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)
    assert table.game.player(1).poison == 1


@pytest.mark.plugins("ward", "flashback")
def test_702_21a_ward_counters_a_flashback_spell_which_is_exiled(table: Table) -> None:
    """Bob casts Firebolt by flashback ({4}{R}) at Tolarian Terror (ward {2}) with no mana
    left for ward: the spell is countered (701.6a) and, cast by flashback, exiled instead of
    put anywhere else (702.34a)."""
    table.battlefield(0, "Tolarian Terror")
    table.set_turn(active=1, step=Step.MAIN1)
    table.graveyard(1, "Firebolt")
    table.lands(1, "Mountain", 5)
    table.cast("Firebolt", using="flashback", zone=Zone.GRAVEYARD, targets=["Tolarian Terror"])
    resolve_stack(table)
    table.assert_logged(rule="701.6a")
    assert table.zone_of("Firebolt") is Zone.EXILE
    assert table.find("Tolarian Terror", zone=Zone.BATTLEFIELD).damage == 0


@pytest.mark.plugins("ward", "exalted")
def test_702_21a_ward_on_a_creature_attacking_alone(table: Table) -> None:
    """Tolarian Terror (5/5, ward {2}) attacks alone with Akrasan Squire's exalted (6/6);
    Bob's Shock at it, unpaid, is countered: 6 damage reaches him."""
    table.battlefield(0, "Akrasan Squire", "Tolarian Terror")
    table.battlefield(1, "Mountain")
    table.hand(1, "Shock")
    table.attack("Tolarian Terror")
    resolve_stack(table)
    table.go_to(Step.DECLARE_BLOCKERS)
    table.pass_priority()  # Alice passes: Bob has priority (117.3d)
    table.cast("Shock", targets=["Tolarian Terror"])
    resolve_stack(table)
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 14)


@pytest.mark.plugins("evoke", "fear", "oracle")
def test_702_74a_shriekmaw_evoked_kills_then_is_sacrificed(table: Table) -> None:
    """Shriekmaw (fear, evoke {1}{B}) cast for its evoke cost: its "destroy target
    nonartifact, nonblack creature" and the evoke trigger both trigger as it enters
    (603.3b); Bob's Grizzly Bears is destroyed and Shriekmaw sacrificed (702.74a). The card
    comes from the Oracle corpus (no pool has it: it needs fear and evoke)."""
    from manastack.api import OracleCorpusSource

    if not OracleCorpusSource.available():
        pytest.skip("Oracle corpus not installed")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Swamp", 2)
    table.hand(0, "Shriekmaw")
    table.cast("Shriekmaw", using="evoke")
    table.resolve()  # the spell: Shriekmaw enters, both abilities trigger
    assert len(table.game.ids_in(Zone.STACK)) == 2
    resolve_stack(table)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Shriekmaw", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="702.74a")


@pytest.mark.plugins("dash", "exalted")
def test_702_109a_a_dashed_creature_attacking_alone_is_exalted(table: Table) -> None:
    """Mardu Scout dashed (haste, 702.109a) attacks alone the turn it is cast next to
    Akrasan Squire: exalted (702.83a) makes it 4/2; it returns to the hand at the end step
    and the exalted bonus ends with it (400.7)."""
    table.battlefield(0, "Akrasan Squire", "Mountain", "Mountain")
    table.hand(0, "Mardu Scout")
    table.cast("Mardu Scout", using="dash")
    resolve_stack(table)
    table.attack("Mardu Scout")
    resolve_stack(table)
    assert table.power("Mardu Scout") == 4
    table.go_to(Step.END)
    resolve_stack(table)
    table.assert_life(1, 16)
    table.assert_zone("Mardu Scout", Zone.HAND, 0)


@pytest.mark.plugins("wither", "infect")
def test_120_3d_wither_and_infect_on_the_same_block(table: Table) -> None:
    """Sickle Ripper (2/1, wither) blocked by Cystbearer (2/3, infect): both damages are
    -1/-1 counters (120.3d: "wither and/or infect"): the Cystbearer gets two (0/1, alive),
    the Ripper two (0/-1), put into the graveyard for its toughness (704.5f), with no damage
    marked on either (120.3e doesn't apply)."""
    table.battlefield(0, "Sickle Ripper")
    table.battlefield(1, "Cystbearer")
    table.attack("Sickle Ripper")
    table.block({"Cystbearer": "Sickle Ripper"})
    table.go_to(Step.END_COMBAT)
    table.assert_counters("Cystbearer", "-1/-1", 2)
    assert table.find("Cystbearer").damage == 0
    assert (table.power("Cystbearer"), table.toughness("Cystbearer")) == (0, 1)
    table.assert_zone("Sickle Ripper", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="704.5f", contains="Sickle Ripper")


@pytest.mark.plugins("wither", "exalted")
def test_702_83a_exalted_adds_to_wither_damage(table: Table) -> None:
    """Sickle Ripper (2/1, wither) attacks alone with Akrasan Squire's exalted: 3/2 (702.83a),
    so blocked by Hill Giant (3/3) it puts three -1/-1 counters on it (702.80a, 120.3d): the
    Giant, 0/0, is put into the graveyard (704.5f)."""
    table.battlefield(0, "Akrasan Squire", "Sickle Ripper")
    table.battlefield(1, "Hill Giant")
    table.attack("Sickle Ripper")
    resolve_stack(table)
    table.block({"Hill Giant": "Sickle Ripper"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_logged(rule="120.3d", contains="3 -1/-1 counter(s) put on Hill Giant")
    table.assert_logged(rule="704.5f", contains="Hill Giant")


@pytest.mark.plugins("wither", "bushido")
def test_702_45a_bushido_ends_but_wither_counters_stay(table: Table) -> None:
    """Devoted Retainer (1/1, bushido 1) blocks Sickle Ripper (2/1, wither): 2/2 until end of
    turn (702.45a), the Ripper's damage is two -1/-1 counters (702.80a), 0/0 at once: put into
    the graveyard (704.5f) before the bonus could end; its 2 damage destroys the Ripper
    (704.5g)."""
    table.battlefield(1, "Sickle Ripper")
    table.battlefield(0, "Devoted Retainer")
    table.set_turn(active=1, step=Step.MAIN1)
    table.attack("Sickle Ripper")
    table.block({"Devoted Retainer": "Sickle Ripper"})
    resolve_stack(table)
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Devoted Retainer", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="704.5f", contains="Devoted Retainer")
    table.assert_zone("Sickle Ripper", Zone.GRAVEYARD, 1)


@pytest.mark.plugins("horsemanship", "fear")
def test_509_1b_horsemanship_and_fear_restrict_blocks_each_on_its_own(table: Table) -> None:
    """Shu Cavalry (horsemanship) and Dross Prowler (fear) attack; Bob has Grizzly Bears,
    Walking Corpse (black) and Wei Scout (black, horsemanship). Each restriction is checked
    on its own (509.1b): only Wei Scout may block the Cavalry (702.31b), the Corpse and the
    Scout may block the Prowler (702.36b), the Bears nothing."""
    table.battlefield(0, "Shu Cavalry", "Dross Prowler")
    table.battlefield(1, "Grizzly Bears", "Walking Corpse", "Wei Scout")
    table.attack("Shu Cavalry", "Dross Prowler")
    assert table.blocks_offered() == {("Wei Scout", "Shu Cavalry"),
                                      ("Walking Corpse", "Dross Prowler"),
                                      ("Wei Scout", "Dross Prowler")}


@pytest.mark.plugins("horsemanship", "exalted")
def test_702_83a_exalted_pumps_a_horseman_no_one_can_block(table: Table) -> None:
    """Shu Cavalry (2/2, horsemanship) attacks alone with Akrasan Squire's exalted (702.83a):
    3/3; Bob's Hill Giant can't block it (702.31b), so Bob loses 3 life (510.1a)."""
    table.battlefield(0, "Akrasan Squire", "Shu Cavalry")
    table.battlefield(1, "Hill Giant")
    table.attack("Shu Cavalry")
    resolve_stack(table)
    assert table.blocks_offered() == set()
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)


@pytest.mark.plugins("skulk", "exalted")
def test_702_118b_exalted_resolves_before_blocks_and_lets_more_block_a_skulker(
        table: Table) -> None:
    """Vampire Cutthroat (1/1, skulk) attacks alone with Akrasan Squire's exalted: the trigger
    resolves in the declare attackers step (702.83a, 508.2), so as blockers are declared the
    Cutthroat is 2/2 and Grizzly Bears (power 2, no longer greater) may block it (702.118b);
    Hill Giant (3) still may not."""
    table.battlefield(0, "Akrasan Squire", "Vampire Cutthroat")
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.attack("Vampire Cutthroat")
    resolve_stack(table)
    assert table.power("Vampire Cutthroat") == 2
    assert table.blocks_offered() == {("Grizzly Bears", "Vampire Cutthroat")}


@pytest.mark.plugins("persist", "wither")
def test_603_4_wither_counters_stop_persist(table: Table) -> None:
    """Sickle Ripper (2/1, wither) blocked by Putrid Goblin (2/2, persist): the Goblin gets two
    -1/-1 counters (702.80a) and dies with them (704.5f), so persist's intervening "if" is
    false as it dies (603.4, 603.10a): it stays in the graveyard. The Ripper dies too."""
    table.battlefield(0, "Sickle Ripper")
    table.battlefield(1, "Putrid Goblin")
    table.attack("Sickle Ripper")
    table.block({"Putrid Goblin": "Sickle Ripper"})
    table.go_to(Step.END_COMBAT)
    resolve_stack(table)
    table.assert_zone("Putrid Goblin", Zone.GRAVEYARD, 1)
    table.assert_logged(rule="704.5f", contains="Putrid Goblin")
    assert not table.logged(rule="702.79a")
    table.assert_zone("Sickle Ripper", Zone.GRAVEYARD, 0)


@pytest.mark.plugins("persist", "wither", "oracle")
def test_702_79a_rendclaw_trow_returns_after_ordinary_damage(table: Table) -> None:
    """Rendclaw Trow (2/2, wither, persist) blocks Hill Giant: the Giant's damage is marked
    (120.3e), the Trow dies with no -1/-1 counter and returns with one (702.79a); its wither
    damage left two -1/-1 counters on the Giant (120.3d)."""
    table.battlefield(1, "Rendclaw Trow")
    table.battlefield(0, "Hill Giant")
    table.attack("Hill Giant")
    table.block({"Rendclaw Trow": "Hill Giant"})
    table.go_to(Step.END_COMBAT)
    resolve_stack(table)
    table.assert_zone("Rendclaw Trow", Zone.BATTLEFIELD, 1)
    table.assert_counters("Rendclaw Trow", "-1/-1", 1)
    table.assert_counters("Hill Giant", "-1/-1", 2)


@pytest.mark.plugins("undying", "wither")
def test_702_93a_undying_returns_a_creature_killed_by_wither_counters_clean(
        table: Table) -> None:
    """Sickle Ripper (2/1, wither) blocked by Young Wolf (1/1, undying): the Wolf gets two
    -1/-1 counters (702.80a) and dies (704.5f); it had no +1/+1 counter, so undying returns
    it (603.4), a new object without the -1/-1 counters (400.7) and with a +1/+1 counter:
    2/2 (702.93a)."""
    table.battlefield(0, "Sickle Ripper")
    table.battlefield(1, "Young Wolf")
    table.attack("Sickle Ripper")
    table.block({"Young Wolf": "Sickle Ripper"})
    table.go_to(Step.END_COMBAT)
    resolve_stack(table)
    table.assert_zone("Young Wolf", Zone.BATTLEFIELD, 1)
    table.assert_counters("Young Wolf", "+1/+1", 1)
    table.assert_counters("Young Wolf", "-1/-1", 0)
    assert (table.power("Young Wolf"), table.toughness("Young Wolf")) == (2, 2)
