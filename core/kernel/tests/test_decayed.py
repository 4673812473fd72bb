"""Decayed (CR 702.147a): "This creature can't block" and "When this creature attacks,
sacrifice it at end of combat", read from "with decayed" on a token."""

from __future__ import annotations

from manastack.loading.rules import Rules
from manastack.model.abilities import KeywordTrigger
from manastack.model.cards import CardDef
from manastack.model.continuous import RemoveAbilities

SPELL = "Create a 2/2 black Zombie creature token with decayed."


def _token_abilities(rules: Rules) -> tuple[object, ...]:
    card = rules.compile(CardDef(name="Test Zombies", mana_cost="{B}", type_line="Sorcery",
                                 text=SPELL))
    assert card.playable
    ability = card.abilities[0]
    token = ability.modes[0].instructions[0].card  # type: ignore[attr-defined]
    return tuple(token.abilities)


def test_cr_702_147a_decayed_is_the_keyword_and_its_trigger(rules: Rules) -> None:
    abilities = _token_abilities(rules)
    assert [getattr(a, "keyword", None) for a in abilities] == ["decayed", "decayed"]
    trigger = next(a for a in abilities if isinstance(a, KeywordTrigger))
    assert trigger.trigger.event == "attacks" and trigger.trigger.self_only


def test_cr_702_147a_losing_decayed_loses_its_trigger(rules: Rules) -> None:
    from manastack.model.objects import Characteristics

    card = rules.compile(CardDef(name="Test Zombies", mana_cost="{B}", type_line="Sorcery",
                                 text=SPELL))
    token = card.abilities[0].modes[0].instructions[0].card  # type: ignore[attr-defined]
    ch = Characteristics.printed(token)
    assert len(ch.abilities) == 2 and "decayed" in ch.keywords
    after = RemoveAbilities(("decayed",)).apply(ch, None, None)  # type: ignore[arg-type]
    assert after.abilities == () and "decayed" not in after.keywords
