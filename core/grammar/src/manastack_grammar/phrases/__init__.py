"""The phrase parsers: the parts of a sentence a rule's ``build`` reads with them.

* :mod:`~manastack_grammar.phrases.filters`: object filters ("nonland permanent you don't
  control");
* :mod:`~manastack_grammar.phrases.numbers`: numbers, amounts and counts ("three", "X",
  "the number of creatures you control");
* :mod:`~manastack_grammar.phrases.references`: targets and references ("up to two
  target creatures", "each opponent", "it");
* :mod:`~manastack_grammar.phrases.costs`: costs ("{2}{R}, {T}, Sacrifice a creature");
* :mod:`~manastack_grammar.phrases.conditions`: the conditions of "If ..." sentences;
* :mod:`~manastack_grammar.phrases.durations`: durations tied to the source ("for as long
  as you control ~").

Plugin authors take them from :mod:`manastack_grammar.api`.
"""
