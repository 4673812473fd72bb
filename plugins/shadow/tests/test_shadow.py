"""Shadow (CR 702.28, 509.1b, 609.4, 122.1b): the manastack-shadow plugin alone.

Every test enables only the kernel and shadow (or, for the "plugin off" tests, the shadow
plugin's card file as a plain card source without its rules). The creatures without
shadow (Grizzly Bears, Gray Ogre, Savannah Lions) come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from manastack_shadow import ATTACKER_HAS_SHADOW
from pytest_manastack import Table

from manastack.api import (
    Block,
    Rules,
    Step,
    TomlCardSource,
    UnsupportedCardError,
    Zone,
    can_block,
    declare_blockers,
    hookimpl,
)


class _ShadowCardsOnly:
    """The shadow plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("shadow-cards", "manastack_shadow", "cards.toml")]


CARDS_ONLY = {"shadow-cards": _ShadowCardsOnly()}

#: The pool's cards the kernel and this plugin read whole.
PLAYABLE = ["Soltari Foot Soldier", "Thalakos Sentry", "Dauthi Marauder", "Soltari Priest",
            "Soltari Monk", "Soltari Crusader", "Dauthi Mercenary", "Dauthi Slayer",
            "Thalakos Seer", "Dauthi Cutthroat", "Shadow Rift", "Dauthi Embrace",
            "Dauthi Trapper", "Soltari Emissary", "Trespasser il-Vec", "Thalakos Drifters",
            "Reality Anchor", "Heartwood Dryad", "Wall of Diffusion", "Aetherflame Wall",
            "Shadowstorm", "Shadow Sliver", "Aether Web", "Soltari Lancer",
            "Cutthroat il-Dal", "Dauthi Warlord", "Dauthi Horror", "Thalakos Deceiver",
            "Drifter il-Dal", "Looter il-Kor"]


# --------------------------------------------------------------------------
# Recognition and registration
# --------------------------------------------------------------------------


@pytest.mark.plugins("shadow")
def test_shadow_is_a_keyword_of_the_plugin(rules: Rules) -> None:
    """CR 702.28a: the keyword line "Shadow" (reminder text removed) is the plugin's."""
    assert rules.ruleset.plugin_of_keyword("shadow") == "shadow"
    card = rules.card("Soltari Foot Soldier")
    assert card.playable
    assert [getattr(a, "keyword", None) for a in card.abilities] == ["shadow"]
    info = next(p for p in rules.ruleset.plugins if p.name == "shadow")
    assert info.enabled and info.version == "0.1.0" and info.keywords == ("shadow",)
    assert "manastack_block_restrictions" in info.hooks


@pytest.mark.plugins("shadow")
@pytest.mark.parametrize("name", PLAYABLE)
def test_every_readable_card_of_the_pool_is_fully_recognised(rules: Rules, name: str) -> None:
    card = rules.card(name)
    assert card.playable, (card.unrecognized, card.missing_keywords)


@pytest.mark.plugins("shadow")
def test_soltari_lancer_has_first_strike_only_while_attacking(table: Table) -> None:
    """Soltari Lancer: shadow (702.28a) and "first strike as long as it's attacking" (611.3a,
    layer 6): blocked by Thalakos Sentry (1/2, shadow) it deals its damage first (510.4) and
    takes none; blocking, it has no first strike."""
    table.battlefield(0, "Soltari Lancer")
    table.battlefield(1, "Thalakos Sentry")
    assert table.game.rules.card("Soltari Lancer").playable
    assert not table.has_keyword("Soltari Lancer", "first strike")
    table.attack("Soltari Lancer")
    assert table.has_keyword("Soltari Lancer", "first strike")
    assert table.blocks_offered() == {("Thalakos Sentry", "Soltari Lancer")}
    table.block({"Thalakos Sentry": "Soltari Lancer"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Thalakos Sentry", Zone.GRAVEYARD)
    assert table.find("Soltari Lancer").damage == 0
    table.assert_logged(rule="510.4")
    table.go_to(Step.MAIN2)
    assert not table.has_keyword("Soltari Lancer", "first strike")


# --------------------------------------------------------------------------
# CR 702.28b, first half: a creature with shadow can't be blocked by creatures without it
# --------------------------------------------------------------------------


@pytest.mark.plugins("shadow")
def test_a_shadow_attacker_is_blocked_only_by_a_shadow_creature(table: Table) -> None:
    """CR 702.28b: Soltari Foot Soldier can't be blocked by Grizzly Bears (no shadow); Thalakos
    Sentry (shadow) can block it. The refusal names 702.28b; the block is logged (509.1a)."""
    table.battlefield(0, "Soltari Foot Soldier")
    table.battlefield(1, "Grizzly Bears", "Thalakos Sentry")
    table.attack("Soltari Foot Soldier")
    assert table.blocks_offered() == {("Thalakos Sentry", "Soltari Foot Soldier")}
    decision = table.game.pending()
    assert decision is not None and decision.rule == "509.1a"
    exc = table.assert_illegal(table.block, {"Grizzly Bears": "Soltari Foot Soldier"},
                               rule="509.1")
    assert "the attacker has shadow" in str(exc) and "(702.28b)" in str(exc)
    table.block({"Thalakos Sentry": "Soltari Foot Soldier"})
    assert table.game.is_blocking(table.find("Thalakos Sentry").id)
    table.assert_logged(rule="509.1a", contains="Thalakos Sentry")


@pytest.mark.plugins("shadow")
def test_the_kernels_own_check_of_a_declaration_cites_702_28b(table: Table) -> None:
    """CR 702.28b, 509.1b: declaring the illegal block directly (not through the decision's
    options) is refused by the kernel with 509.1b and shadow's reason; nothing changes."""
    (soldier,) = table.battlefield(0, "Soltari Foot Soldier")
    (bears,) = table.battlefield(1, "Grizzly Bears")
    assert can_block(table.game, bears.id, soldier.id) == \
        "the attacker has shadow: only creatures with shadow can block it (702.28b)"
    table.attack("Soltari Foot Soldier")
    table.go_to(Step.DECLARE_BLOCKERS)
    table.assert_illegal(declare_blockers, table.game,
                         [Block(bears.id, soldier.id)], rule="509.1b")


@pytest.mark.plugins("shadow")
def test_an_unblockable_shadow_attacker_deals_its_damage(table: Table) -> None:
    """CR 702.28b, 510.1a: with only creatures without shadow to block, no blockers decision
    is asked, and Soltari Priest's 2 damage reaches Bob."""
    table.battlefield(0, "Soltari Priest")
    table.battlefield(1, "Grizzly Bears", "Gray Ogre")
    table.attack("Soltari Priest")
    assert table.blocks_offered() == set()
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


# --------------------------------------------------------------------------
# CR 702.28b, second half: a creature with shadow can block only creatures with shadow
# --------------------------------------------------------------------------


@pytest.mark.plugins("shadow")
def test_a_shadow_creature_cant_block_an_attacker_without_shadow(table: Table) -> None:
    """CR 702.28b: Thalakos Sentry (shadow) can't block Savannah Lions; Grizzly Bears can."""
    table.battlefield(0, "Savannah Lions")
    table.battlefield(1, "Grizzly Bears", "Thalakos Sentry")
    table.attack("Savannah Lions")
    assert table.blocks_offered() == {("Grizzly Bears", "Savannah Lions")}
    exc = table.assert_illegal(table.block, {"Thalakos Sentry": "Savannah Lions"}, rule="509.1")
    assert "the blocker has shadow: it can block only creatures with shadow (702.28b)" in str(exc)


@pytest.mark.plugins("shadow")
def test_each_blocker_gets_the_attackers_it_may_block(table: Table) -> None:
    """CR 702.28b, both halves at once: two attackers, one with shadow; each of Bob's
    creatures is offered exactly the attacker on its own side of the shadow line."""
    table.battlefield(0, "Soltari Foot Soldier", "Savannah Lions")
    table.battlefield(1, "Grizzly Bears", "Thalakos Sentry")
    table.attack("Soltari Foot Soldier", "Savannah Lions")
    assert table.blocks_offered() == {("Thalakos Sentry", "Soltari Foot Soldier"),
                                     ("Grizzly Bears", "Savannah Lions")}
    table.block({"Thalakos Sentry": "Soltari Foot Soldier", "Grizzly Bears": "Savannah Lions"})
    table.assert_logged(rule="509.1a", contains="Grizzly Bears")


# --------------------------------------------------------------------------
# Shadow gained or lost (layer 6, 613.1f), shadow counters (122.1b), redundancy (702.28c)
# --------------------------------------------------------------------------


@pytest.mark.plugins("shadow")
def test_a_creature_given_shadow_by_shadow_rift_follows_702_28b_until_end_of_turn(
        table: Table) -> None:
    """CR 702.28b with shadow granted until end of turn (611.2a, 514.2): the Bears can be
    blocked by Thalakos Sentry only; on the next turn, without shadow, by Gray Ogre only."""
    table.lands(0, "Island", 1)
    table.hand(0, "Shadow Rift")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Gray Ogre", "Thalakos Sentry")
    table.cast("Shadow Rift", targets=["Grizzly Bears"])
    table.resolve()
    assert table.has_keyword("Grizzly Bears", "shadow")
    table.attack("Grizzly Bears")
    assert table.blocks_offered() == {("Thalakos Sentry", "Grizzly Bears")}
    table.block({})
    table.next_turn()  # Bob's turn
    table.next_turn()  # Alice's again: the effect ended in the cleanup step (514.2)
    assert not table.has_keyword("Grizzly Bears", "shadow")
    table.attack("Grizzly Bears")
    assert table.blocks_offered() == {("Gray Ogre", "Grizzly Bears")}


@pytest.mark.plugins("shadow", "flashback")
def test_traitors_clutch_pumps_blackens_and_gives_shadow_until_end_of_turn(
        table: Table) -> None:
    """Traitor's Clutch: one effect until end of turn (CR 611.2a) of three parts: +1/+0
    (layer 7c), black (layer 5, 105.3) and shadow (layer 6, 613.1f), so 702.28b applies:
    only Thalakos Sentry may block the Bears. All three end in the cleanup step (514.2).
    (The card's flashback line needs the flashback plugin.)"""
    table.lands(0, "Swamp", 5)
    table.hand(0, "Traitor's Clutch")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    (bears,) = table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Gray Ogre", "Thalakos Sentry")
    table.cast("Traitor's Clutch", targets=["Grizzly Bears"])
    table.resolve()
    assert table.has_keyword("Grizzly Bears", "shadow")
    assert table.power("Grizzly Bears") == 3 and table.toughness("Grizzly Bears") == 2
    assert table.game.chars(bears.id).colors == frozenset({"B"})
    table.assert_logged(rule="611.2", contains="gains shadow until end of turn")
    table.attack("Grizzly Bears")
    assert table.blocks_offered() == {("Thalakos Sentry", "Grizzly Bears")}
    table.block({})
    table.next_turn()
    table.next_turn()
    assert not table.has_keyword("Grizzly Bears", "shadow")
    assert table.power("Grizzly Bears") == 2
    assert table.game.chars(bears.id).colors == frozenset({"G"})
    table.attack("Grizzly Bears")
    assert table.blocks_offered() == {("Gray Ogre", "Grizzly Bears")}


@pytest.mark.plugins("shadow")
def test_shadow_sliver_gives_every_sliver_shadow_while_it_is_there(table: Table) -> None:
    """Shadow Sliver's "All Sliver creatures have shadow" (CR 604.2, 611.3a, layer 6: 613.1f):
    every player's Slivers have shadow, no other creature does, so Bob's Sliver alone may
    block Alice's Shadow Sliver (702.28b) and it can't block her Grizzly Bears. Once Shadow
    Sliver has left the battlefield, the effect stops (611.3b)."""
    sliver = table.card("Test Sliver", "Creature — Sliver", "", "{1}", "1", "1")
    table.battlefield(0, "Shadow Sliver", "Grizzly Bears")
    table.battlefield(1, sliver, "Gray Ogre")
    assert table.has_keyword("Shadow Sliver", "shadow")
    assert table.has_keyword("Test Sliver", "shadow")
    assert not table.has_keyword("Grizzly Bears", "shadow")
    assert not table.has_keyword("Gray Ogre", "shadow")
    table.attack("Shadow Sliver", "Grizzly Bears")
    assert table.blocks_offered() == {("Test Sliver", "Shadow Sliver"),
                                     ("Gray Ogre", "Grizzly Bears")}
    table.block({})
    table.game.move(table.find("Shadow Sliver").id, Zone.GRAVEYARD)
    assert not table.has_keyword("Test Sliver", "shadow")


@pytest.mark.plugins("shadow")
def test_a_blocker_given_shadow_by_dauthi_trapper_can_block_only_shadow(table: Table) -> None:
    """CR 702.28b on the defending side: after Bob's Dauthi Trapper gives his Gray Ogre
    shadow in the declare attackers step, the Ogre may block Soltari Foot Soldier but not
    Savannah Lions."""
    table.battlefield(0, "Soltari Foot Soldier", "Savannah Lions")
    table.battlefield(1, "Gray Ogre", "Dauthi Trapper")
    table.attack("Soltari Foot Soldier", "Savannah Lions")
    table.pass_priority()  # Alice passes in the declare attackers step; Bob acts
    table.activate("Dauthi Trapper", targets=["Gray Ogre"])
    table.resolve()
    assert table.has_keyword("Gray Ogre", "shadow")
    offered = table.blocks_offered()
    assert ("Gray Ogre", "Soltari Foot Soldier") in offered
    assert ("Gray Ogre", "Savannah Lions") not in offered


@pytest.mark.plugins("shadow")
def test_reality_anchor_removes_shadow_and_its_evasion(table: Table) -> None:
    """CR 702.28b no longer applies once shadow is lost (layer 6, 613.1f): Grizzly Bears
    can block Soltari Foot Soldier after Reality Anchor."""
    table.lands(1, "Forest", 2)
    table.hand(1, "Reality Anchor")
    table.library(1, "Island")
    table.battlefield(0, "Soltari Foot Soldier")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Soltari Foot Soldier")
    soldier, bears = table.find("Soltari Foot Soldier").id, table.find("Grizzly Bears").id
    assert "(702.28b)" in (can_block(table.game, bears, soldier) or "")
    table.pass_priority()  # Alice passes in the declare attackers step; Bob acts
    table.cast("Reality Anchor", targets=["Soltari Foot Soldier"])
    table.resolve()
    assert not table.has_keyword("Soltari Foot Soldier", "shadow")
    assert table.blocks_offered() == {("Grizzly Bears", "Soltari Foot Soldier")}


@pytest.mark.plugins("shadow")
def test_SEED_01_a_shadow_counter_gives_shadow(table: Table) -> None:
    """SEED-01 (122.1b): a shadow keyword counter makes Grizzly Bears have shadow, so CR
    702.28b applies: only Thalakos Sentry may block it."""
    table.battlefield(0, "Grizzly Bears", counters={"shadow": 1})
    table.battlefield(1, "Gray Ogre", "Thalakos Sentry")
    assert table.has_keyword("Grizzly Bears", "shadow")
    table.attack("Grizzly Bears")
    assert table.blocks_offered() == {("Thalakos Sentry", "Grizzly Bears")}


@pytest.mark.plugins("shadow")
def test_multiple_instances_of_shadow_are_redundant(table: Table) -> None:
    """CR 702.28c: Thalakos Sentry given shadow again (Shadow Rift) still blocks only
    creatures with shadow (702.28b), and one Reality Anchor removes all of it."""
    table.lands(1, "Island", 1)
    table.lands(1, "Forest", 2)
    table.hand(1, "Shadow Rift", "Reality Anchor")
    table.library(1, "Island", "Island")
    table.battlefield(0, "Savannah Lions")
    table.battlefield(1, "Thalakos Sentry")
    table.set_turn(active=1, step=Step.MAIN1)
    table.cast("Shadow Rift", targets=["Thalakos Sentry"])
    table.resolve()
    sentry = table.find("Thalakos Sentry")
    assert can_block(table.game, sentry.id, table.find("Savannah Lions").id) == \
        "the blocker has shadow: it can block only creatures with shadow (702.28b)"
    table.cast("Reality Anchor", targets=["Thalakos Sentry"])
    table.resolve()
    assert not table.has_keyword("Thalakos Sentry", "shadow")
    assert can_block(table.game, sentry.id, table.find("Savannah Lions").id) is None


# --------------------------------------------------------------------------
# "As though" permissions (CR 609.4)
# --------------------------------------------------------------------------


@pytest.mark.plugins("shadow")
@pytest.mark.parametrize("name", ["Heartwood Dryad", "Wall of Diffusion", "Aetherflame Wall"])
def test_blocking_shadow_creatures_as_though(table: Table, name: str) -> None:
    """CR 702.28b lifted by 609.4 for one blocker: it may block Soltari Foot Soldier (as though
    it had shadow / as though the attacker didn't), and still Savannah Lions: it doesn't
    really have shadow, so the second half of 702.28b doesn't bind it."""
    table.battlefield(0, "Soltari Foot Soldier", "Savannah Lions")
    table.battlefield(1, name, "Grizzly Bears")
    assert not table.has_keyword(name, "shadow")
    table.attack("Soltari Foot Soldier", "Savannah Lions")
    assert table.blocks_offered() == {(name, "Soltari Foot Soldier"), (name, "Savannah Lions"),
                                     ("Grizzly Bears", "Savannah Lions")}
    table.block({name: "Soltari Foot Soldier"})
    assert table.game.is_blocking(table.find(name).id)


@pytest.mark.plugins("shadow")
def test_aether_web_lets_the_enchanted_creature_block_shadow_creatures(table: Table) -> None:
    """Aether Web, cast with flash in Alice's declare attackers step (702.8a): the enchanted
    Grizzly Bears gets +1/+1 and reach (layers 7c, 6) and may block Soltari Foot Soldier as
    though it didn't have shadow (609.4 lifting 702.28b); Bob's Gray Ogre still can't. The
    Bears, without shadow itself, can still block Savannah Lions."""
    table.battlefield(0, "Soltari Foot Soldier", "Savannah Lions")
    (bears,) = table.battlefield(1, "Grizzly Bears")
    table.battlefield(1, "Gray Ogre")
    table.lands(1, "Forest", 2)
    table.hand(1, "Aether Web")
    table.attack("Soltari Foot Soldier", "Savannah Lions")
    soldier = table.find("Soltari Foot Soldier").id
    assert can_block(table.game, bears.id, soldier) == ATTACKER_HAS_SHADOW
    table.pass_priority()  # Alice passes in the declare attackers step; Bob acts
    table.cast("Aether Web", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 3 and table.toughness("Grizzly Bears") == 3
    assert table.has_keyword("Grizzly Bears", "reach")
    assert not table.has_keyword("Grizzly Bears", "shadow")
    assert table.blocks_offered() == {("Grizzly Bears", "Soltari Foot Soldier"),
                                     ("Grizzly Bears", "Savannah Lions"),
                                     ("Gray Ogre", "Savannah Lions")}
    table.block({"Grizzly Bears": "Soltari Foot Soldier"})
    assert table.game.is_blocking(table.find("Grizzly Bears").id)


@pytest.mark.plugins("shadow")
def test_cutthroat_il_dal_has_shadow_only_while_its_controllers_hand_is_empty(
        table: Table) -> None:
    """Cutthroat il-Dal, Hellbent (207.2c: the ability word has no rules meaning): shadow
    as long as its controller has no cards in hand (611.3a, layer 6). With a card in
    Alice's hand Grizzly Bears may block it; after she plays that land, only Thalakos
    Sentry may (702.28b)."""
    table.battlefield(0, "Cutthroat il-Dal")
    table.battlefield(1, "Grizzly Bears", "Thalakos Sentry")
    table.hand(0, "Swamp")
    assert not table.has_keyword("Cutthroat il-Dal", "shadow")
    cutthroat = table.find("Cutthroat il-Dal").id
    assert can_block(table.game, table.find("Grizzly Bears").id, cutthroat) is None
    table.play("Swamp")
    assert table.has_keyword("Cutthroat il-Dal", "shadow")
    table.attack("Cutthroat il-Dal")
    assert table.blocks_offered() == {("Thalakos Sentry", "Cutthroat il-Dal")}


@pytest.mark.plugins("shadow")
def test_dauthi_warlord_counts_every_creature_with_shadow(table: Table) -> None:
    """Dauthi Warlord's power (a characteristic-defining ability, CR 604.3, layer 7a:
    613.4a) is the number of creatures on the battlefield with shadow, every player's,
    itself included, and those given shadow in layer 6 (Shadow Sliver's Slivers, Shadow
    Rift's target) too; Grizzly Bears without shadow doesn't count."""
    sliver = table.card("Test Sliver", "Creature — Sliver", "", "{1}", "1", "1")
    table.battlefield(0, "Dauthi Warlord", "Grizzly Bears")
    assert table.power("Dauthi Warlord") == 1 and table.toughness("Dauthi Warlord") == 1
    table.battlefield(1, "Soltari Foot Soldier", sliver)
    assert table.power("Dauthi Warlord") == 2
    table.battlefield(1, "Shadow Sliver")
    assert table.power("Dauthi Warlord") == 4  # Warlord, Foot Soldier and both Slivers
    table.lands(0, "Island", 1)
    table.hand(0, "Shadow Rift")
    table.library(0, "Island")
    table.cast("Shadow Rift", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Dauthi Warlord") == 5
    table.game.move(table.find("Shadow Sliver").id, Zone.GRAVEYARD)
    assert table.power("Dauthi Warlord") == 3


@pytest.mark.plugins("shadow")
def test_dauthi_horror_cant_be_blocked_by_white_shadow_creatures(table: Table) -> None:
    """Dauthi Horror: shadow (702.28b) and "can't be blocked by white creatures" (509.1b):
    of Bob's creatures only Thalakos Sentry (blue, shadow) may block it; Soltari Foot
    Soldier has shadow but is white, Grizzly Bears has no shadow."""
    table.battlefield(0, "Dauthi Horror")
    table.battlefield(1, "Soltari Foot Soldier", "Thalakos Sentry", "Grizzly Bears")
    table.attack("Dauthi Horror")
    assert table.blocks_offered() == {("Thalakos Sentry", "Dauthi Horror")}
    exc = table.assert_illegal(table.block, {"Soltari Foot Soldier": "Dauthi Horror"},
                               rule="509.1")
    assert "can't be blocked by white creatures (509.1b)" in str(exc)


@pytest.mark.plugins("shadow")
def test_thalakos_deceiver_unblocked_may_be_sacrificed_to_steal_a_creature(
        table: Table) -> None:
    """Thalakos Deceiver: with no creature with shadow to block it (702.28b) it attacks and
    isn't blocked, so its ability triggers when blockers are declared (509.3g); Alice
    sacrifices it (608.2d, 701.21) and gains control of Bob's Gray Ogre for good (613.1b)."""
    table.battlefield(0, "Thalakos Deceiver")
    table.battlefield(1, "Gray Ogre")
    table.attack("Thalakos Deceiver")
    table.answer("targets", "Gray Ogre")
    table.answer("may", "yes")
    table.go_to(Step.DECLARE_BLOCKERS)
    table.resolve()
    table.assert_zone("Thalakos Deceiver", Zone.GRAVEYARD)
    assert table.game.controller(table.find("Gray Ogre").id) == 0
    table.assert_logged(rule="613.1b")


@pytest.mark.plugins("shadow")
def test_thalakos_deceiver_blocked_doesnt_trigger(table: Table) -> None:
    """CR 509.3g: blocked by Thalakos Sentry (shadow), the Deceiver's ability doesn't
    trigger: nothing is sacrificed, Bob keeps his Gray Ogre."""
    table.battlefield(0, "Thalakos Deceiver")
    table.battlefield(1, "Gray Ogre", "Thalakos Sentry")
    table.attack("Thalakos Deceiver")
    table.go_to(Step.DECLARE_BLOCKERS)
    table.block({"Thalakos Sentry": "Thalakos Deceiver"})
    assert not table.game.stack()
    table.go_to(Step.END_COMBAT)
    assert table.game.controller(table.find("Gray Ogre").id) == 1
    table.assert_not_logged(contains="sacrifice")


@pytest.mark.plugins("shadow")
@pytest.mark.parametrize("pays", [True, False])
def test_drifter_il_dal_upkeep_sacrifice_unless_you_pay_u(table: Table, pays: bool) -> None:
    """Drifter il-Dal: at the beginning of Alice's upkeep (503.1a, 603.2) she sacrifices it
    unless she pays {U} (118.12, 701.21a): paying taps her Island and keeps it; not paying
    puts it into her graveyard."""
    table.set_turn(active=1, step=Step.MAIN1)
    table.battlefield(0, "Drifter il-Dal")
    table.lands(0, "Island", 1)
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.answer("pay_unless", "pay {U}" if pays else "don't pay")
    table.next_turn()  # Alice's turn: the trigger resolves in her upkeep
    if pays:
        table.assert_zone("Drifter il-Dal", Zone.BATTLEFIELD)
        table.assert_tapped("Island")
        table.assert_logged(rule="118.12", contains="isn't sacrificed")
    else:
        table.assert_zone("Drifter il-Dal", Zone.GRAVEYARD)
        table.assert_tapped("Island", False)


@pytest.mark.plugins("shadow")
def test_looter_il_kor_loots_when_its_shadow_damage_reaches_the_opponent(
        table: Table) -> None:
    """Looter il-Kor: unblockable by Grizzly Bears (702.28b), its combat damage to Bob
    (510.2) triggers "draw a card, then discard a card" (603.2, 121.1, 701.9a)."""
    table.battlefield(0, "Looter il-Kor")
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Island")
    table.hand(0, "Forest")
    table.answer("discard", "Forest")
    table.attack("Looter il-Kor")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 19)
    assert table.names(Zone.HAND, 0) == ["Island"]
    table.assert_zone("Forest", Zone.GRAVEYARD)


# --------------------------------------------------------------------------
# Without the plugin
# --------------------------------------------------------------------------


def test_without_the_plugin_shadow_cards_are_refused_naming_it() -> None:
    """CR 702.28 not enabled: the cards are unreadable (missing the keyword 'shadow' of the
    plugin 'shadow'), never played as vanilla creatures that could be blocked by anything."""
    table = Table.new(["shadow-cards"], extra=CARDS_ONLY)
    rules = table.game.rules
    assert rules.ruleset.plugin_of_keyword("shadow") is None
    for name in ("Soltari Foot Soldier", "Shadow Rift", "Dauthi Trapper"):
        card = rules.card(name)
        assert not card.playable, name
        assert card.missing_keywords == (("shadow", "shadow"),), name
    restricting = {p.name for p in rules.ruleset.plugins
                   if p.enabled and "manastack_block_restrictions" in p.hooks}
    assert restricting == {"core"}  # the kernel's flying and reach, nothing of shadow
    table.lands(0, "Plains", 1)
    with pytest.raises(UnsupportedCardError, match="shadow"):
        table.hand(0, "Soltari Foot Soldier")  # it can't enter a game as it is
    table.put("Soltari Foot Soldier", Zone.HAND, 0, inert=True)  # a placeholder, asked for
    with pytest.raises(UnsupportedCardError, match="shadow"):
        table.cast("Soltari Foot Soldier")
    assert table.zone_of("Soltari Foot Soldier") is Zone.HAND


def test_disabling_the_plugin_makes_the_corpus_shadow_cards_unreadable() -> None:
    """Rules.load(disable=["shadow"]): the Oracle corpus's shadow cards name the missing
    plugin (CR 702.28b would otherwise be silently ignored)."""
    rules = Rules.load(disable=["shadow"], env={})
    if "Thalakos Sentry" not in rules.cards:
        pytest.skip("Oracle corpus not installed")
    for name in ("Thalakos Sentry", "Soltari Lancer", "Dauthi Embrace"):
        card = rules.card(name)
        assert not card.playable
        assert ("shadow", "shadow") in card.missing_keywords, name


# --------------------------------------------------------------------------
# Shadow cards with more to them
# --------------------------------------------------------------------------


@pytest.mark.plugins("shadow")
def test_soltari_monk_protection_is_checked_with_shadow(table: Table) -> None:
    """CR 702.28b and 702.16f together: Soltari Monk (protection from black, shadow) can be
    blocked by Thalakos Sentry (blue, shadow) only: Dauthi Marauder has shadow but is black,
    Grizzly Bears is green but has no shadow."""
    table.battlefield(0, "Soltari Monk")
    table.battlefield(1, "Dauthi Marauder", "Thalakos Sentry", "Grizzly Bears")
    table.attack("Soltari Monk")
    assert table.blocks_offered() == {("Thalakos Sentry", "Soltari Monk")}
    exc = table.assert_illegal(table.block, {"Dauthi Marauder": "Soltari Monk"}, rule="509.1")
    assert "(702.16f)" in str(exc)
    exc = table.assert_illegal(table.block, {"Grizzly Bears": "Soltari Monk"}, rule="509.1")
    assert "(702.28b)" in str(exc)


@pytest.mark.plugins("shadow")
def test_dauthi_slayer_must_attack_and_is_blocked_only_by_shadow(table: Table) -> None:
    """CR 508.1d (attacks each combat if able) and 702.28b: declaring no attackers is
    refused; once it attacks, Bob's Gray Ogre can't block it."""
    table.battlefield(0, "Dauthi Slayer")
    table.battlefield(1, "Gray Ogre")
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.game.respond, [], rule="508.1d")
    table.attack("Dauthi Slayer")
    assert table.blocks_offered() == set()
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@pytest.mark.plugins("shadow")
def test_dauthi_cutthroat_destroys_only_a_creature_with_shadow(table: Table) -> None:
    """"Target creature with shadow" (CR 115.1, 602.2b, 601.2c): Grizzly Bears is not a
    legal target; Thalakos Sentry is, and is destroyed."""
    table.lands(0, "Swamp", 2)
    table.battlefield(0, "Dauthi Cutthroat")
    table.battlefield(1, "Grizzly Bears", "Thalakos Sentry")
    exc = table.assert_illegal(table.activate, "Dauthi Cutthroat", targets=["Grizzly Bears"],
                               rule="601.2c")
    assert "target creature with shadow" in str(exc)
    table.activate("Dauthi Cutthroat", targets=["Thalakos Sentry"])
    table.resolve()
    table.assert_zone("Thalakos Sentry", Zone.GRAVEYARD)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)


@pytest.mark.plugins("shadow")
def test_shadowstorm_hits_each_creature_with_shadow(table: Table) -> None:
    """"Each creature with shadow" (CR 702.28a): Thalakos Sentry and Alice's own Soltari Foot
    Soldier die, Grizzly Bears (no shadow) is untouched."""
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shadowstorm")
    table.battlefield(0, "Soltari Foot Soldier")
    table.battlefield(1, "Grizzly Bears", "Thalakos Sentry")
    table.cast("Shadowstorm")
    table.resolve()
    table.assert_zone("Thalakos Sentry", Zone.GRAVEYARD)
    table.assert_zone("Soltari Foot Soldier", Zone.GRAVEYARD)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
