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
  :class:`Amend`, and the phrase parsers (costs, filters, targets, amounts, counts,
  references, numbers, keyword lists, sentences inside sentences);
* Reading: :func:`recognition` (a card read line by line and sentence by sentence, what
  ``manastack explain`` prints), :func:`grammar_of` (what the enabled plugins taught the
  reader).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from manastack_grammar.grammar import (
        Grammar as Grammar,
        grammar_of as grammar_of,
        recognition as recognition,
    )
    from manastack_grammar.reader import (
        Amend as Amend,
        Builder as Builder,
        LineReport as LineReport,
        Recognition as Recognition,
        SentenceReport as SentenceReport,
        SentenceResult as SentenceResult,
        effect_instructions as effect_instructions,
        int_number as int_number,
        keyword_list as keyword_list,
        match_sentence as match_sentence,
        number as number,
        parse_amount as parse_amount,
        parse_cost as parse_cost,
        parse_count as parse_count,
        parse_filter as parse_filter,
        parse_ref as parse_ref,
        parse_target as parse_target,
    )
    from manastack_grammar.registration import (
        COMPOSITE_PRIORITY as COMPOSITE_PRIORITY,
        NUMBER as NUMBER,
        KeywordDef as KeywordDef,
        NotUnderstood as NotUnderstood,
        SentenceRule as SentenceRule,
        deferred as deferred,
    )

#: The API by section (title, what it holds, the modules defining its names -> the names).
_SECTIONS: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ("Registering", "what a plugin returns from the reader's hooks", {
        "manastack_grammar.registration": (
            "KeywordDef", "SentenceRule", "deferred", "NotUnderstood", "NUMBER",
            "COMPOSITE_PRIORITY",
        ),
    }),
    ("Building", "what a rule's build receives, and the phrase parsers it may use", {
        "manastack_grammar.reader": (
            "Builder", "SentenceResult", "Amend", "parse_cost", "parse_filter", "parse_target",
            "parse_amount", "parse_count", "parse_ref", "number", "int_number", "keyword_list",
            "match_sentence", "effect_instructions",
        ),
    }),
    ("Reading", "a card read line by line, and what the enabled plugins taught the reader", {
        "manastack_grammar.grammar": ("recognition", "grammar_of", "Grammar"),
        "manastack_grammar.reader": ("Recognition", "LineReport", "SentenceReport"),
    }),
]

#: Where each name of the API is defined.
_HOME: dict[str, str] = {name: module for _title, _what, modules in _SECTIONS
                         for module, names in modules.items() for name in names}

__all__ = sorted(_HOME)


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module 'manastack_grammar.api' has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value  # the next access is a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_HOME))


def sections() -> list[tuple[str, str, list[str]]]:
    """The API's names by section, as the documentation lists them: (title, what, names)."""
    return [(title, what, [n for names in modules.values() for n in names])
            for title, what, modules in _SECTIONS]
