"""The reader's own sentence rules, one module per wording area; importing a module registers
its rules (:func:`manastack_grammar.reader.sentence`), in the order of
:data:`manastack_grammar.registration.GRAMMAR_MODULES`."""
