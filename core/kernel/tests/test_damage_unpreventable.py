"""CR 615.12: "Damage can't be prevented" -- prevention effects still apply but prevent
nothing; their additional effects happen (615.5) and shields aren't reduced."""

from __future__ import annotations

from manastack.driver import Table

HYDRA = ("If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage "
         "and remove that many +1/+1 counters from it.")


def test_cr_615_12_additional_effect_of_a_prevention_still_happens(table: Table) -> None:
    hydra = table.card("Test Hydra", "Creature — Hydra", HYDRA, "{3}{G}", "0", "0")
    (obj,) = table.battlefield(0, hydra, counters={"+1/+1": 5})  # type: ignore[arg-type]
    table.game.deal_damage(None, obj.id, 2)
    assert table.counters("Test Hydra", "+1/+1") == 3 and table.find("Test Hydra").damage == 0
    table.battlefield(1, table.card("Test Torment", "Enchantment",  # type: ignore[arg-type]
                                    "Damage can't be prevented.", "{2}{B}"))
    table.game.deal_damage(None, obj.id, 2)
    # the damage is dealt and that many counters are removed all the same (615.5, 615.12)
    assert table.counters("Test Hydra", "+1/+1") == 1
    assert table.find("Test Hydra").damage == 2
    table.assert_logged(rule="615.12", contains="prevents none")

