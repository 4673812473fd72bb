"""The card reader's API for plugin authors: what a keyword plugin registers and the parsers
its builds may use.

A plugin teaching the reader a keyword or a wording imports from here and from
:mod:`manastack.api` only::

    from manastack_grammar.api import Builder, KeywordDef, NotUnderstood, parse_cost

Every other module of :mod:`manastack_grammar` is private. The stability policy of
:mod:`manastack.api` applies here too (``docs/api.rst``, "Stability"). The names are
imported when first used (PEP 562): an entry module importing ``KeywordDef`` loads only
the light registration module.

* Registering: :class:`KeywordDef`, :class:`SentenceRule`, :func:`deferred`,
  :exc:`NotUnderstood`, the pattern pieces ``NUMBER`` and ``COMPOSITE_PRIORITY``;
* Building: :class:`Builder` (what a rule's build receives), ``SentenceResult``,
  :class:`Amend`, :func:`worded` (the words explain shows for a function built for a
  phrase), and the phrase parsers (costs, filters, targets, amounts, counts,
  references, numbers, keyword lists, sentences inside sentences, modes with a cost);
* Reading: :func:`recognition` (a card read line by line and sentence by sentence, what
  ``manastack explain`` prints), :func:`grammar_of` (what the enabled plugins taught the
  reader).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.api import lazy_names

if TYPE_CHECKING:
    from manastack_grammar.abilities import (
        graveyard_ability as graveyard_ability,
        keyword_activated as keyword_activated,
        keyword_cost as keyword_cost,
        keyword_trigger as keyword_trigger,
        recognize_line_ability as recognize_line_ability,
    )
    from manastack_grammar.builder import Builder as Builder
    from manastack_grammar.cost_paid import (
        IfCostPaid as IfCostPaid,
        instead_body as instead_body,
        instead_steps as instead_steps,
        spell_in as spell_in,
    )
    from manastack_grammar.grammar import recognition as recognition
    from manastack_grammar.keywords import keyword_list as keyword_list
    from manastack_grammar.matching import (
        effect_instructions as effect_instructions,
        match_sentence as match_sentence,
    )
    from manastack_grammar.mode_costs import (
        ModeCosts as ModeCosts,
        chosen_mode_costs as chosen_mode_costs,
        costed_modes as costed_modes,
        modal_with_costs as modal_with_costs,
    )
    from manastack_grammar.phrases.costs import parse_cost as parse_cost
    from manastack_grammar.phrases.filters import parse_filter as parse_filter
    from manastack_grammar.phrases.numbers import (
        int_number as int_number,
        number as number,
        parse_amount as parse_amount,
        parse_count as parse_count,
    )
    from manastack_grammar.phrases.references import (
        parse_ref as parse_ref,
        parse_target as parse_target,
    )
    from manastack_grammar.reader import (
        LineReport as LineReport,
        Recognition as Recognition,
    )
    from manastack_grammar.registration import (
        COMPOSITE_PRIORITY as COMPOSITE_PRIORITY,
        NUMBER as NUMBER,
        KeywordDef as KeywordDef,
        NotUnderstood as NotUnderstood,
        SentenceRule as SentenceRule,
        cost_paid_sentences as cost_paid_sentences,
        deferred as deferred,
    )
    from manastack_grammar.results import (
        Amend as Amend,
        SentenceReport as SentenceReport,
        SentenceResult as SentenceResult,
        worded as worded,
    )
    from manastack_grammar.ruleset import (
        Grammar as Grammar,
        grammar_of as grammar_of,
    )

#: The API by section (title, what it holds, (the module defining them, names)...), in the
#: order the documentation lists the names.
_SECTIONS: list[tuple[str, str, list[tuple[str, tuple[str, ...]]]]] = [
    ("Registering", "what a plugin returns from the reader's hooks", [
        ("manastack_grammar.registration", (
            "KeywordDef", "SentenceRule", "deferred", "NotUnderstood", "NUMBER",
            "COMPOSITE_PRIORITY", "cost_paid_sentences",
        )),
        ("manastack_grammar.cost_paid", ("IfCostPaid", "spell_in", "instead_body",
                                         "instead_steps")),
    ]),
    ("Building", "what a rule's build receives, and the phrase parsers it may use", [
        ("manastack_grammar.builder", ("Builder",)),
        ("manastack_grammar.results", ("SentenceResult", "Amend", "worded")),
        ("manastack_grammar.phrases.costs", ("parse_cost",)),
        ("manastack_grammar.phrases.filters", ("parse_filter",)),
        ("manastack_grammar.phrases.references", ("parse_target",)),
        ("manastack_grammar.phrases.numbers", ("parse_amount", "parse_count")),
        ("manastack_grammar.phrases.references", ("parse_ref",)),
        ("manastack_grammar.phrases.numbers", ("number", "int_number")),
        ("manastack_grammar.keywords", ("keyword_list",)),
        ("manastack_grammar.matching", ("match_sentence", "effect_instructions")),
        ("manastack_grammar.mode_costs", ("ModeCosts", "chosen_mode_costs", "costed_modes",
                                          "modal_with_costs")),
        ("manastack_grammar.abilities", ("recognize_line_ability", "keyword_trigger",
                                         "keyword_activated", "graveyard_ability",
                                         "keyword_cost")),
    ]),
    ("Reading", "a card read line by line, and what the enabled plugins taught the reader", [
        ("manastack_grammar.grammar", ("recognition",)),
        ("manastack_grammar.ruleset", ("grammar_of", "Grammar")),
        ("manastack_grammar.reader", ("Recognition", "LineReport")),
        ("manastack_grammar.results", ("SentenceReport",)),
    ]),
]

#: Where each name of the API is defined.
_HOME: dict[str, str] = {name: module for _title, _what, modules in _SECTIONS
                         for module, names in modules for name in names}

__all__ = sorted(_HOME)


__getattr__, __dir__ = lazy_names(__name__, _HOME)


def sections() -> list[tuple[str, str, list[str]]]:
    """The API's names by section, as the documentation lists them: (title, what, names)."""
    return [(title, what, [n for _module, names in modules for n in names])
            for title, what, modules in _SECTIONS]
