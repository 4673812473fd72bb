"""The reader's own sentence rules, one module per wording area; importing a module registers
its rules (:func:`manastack_grammar.registration.sentence`), in the order of
:data:`manastack_grammar.registration.GRAMMAR_MODULES`.

* :mod:`.damage_and_life`: damage, life, prevention;
* :mod:`.drawing_and_discarding`: drawing, discarding, milling, hands;
* :mod:`.zone_changes`: destroying, exiling, returning, sacrificing, attaching, and the
  replacements of a move;
* :mod:`.libraries`: shuffling, scry, surveil, searching, looking at the top;
* :mod:`.counters_and_tokens`: counters on permanents and players, tokens;
* :mod:`.copies`: token copies and copies of spells;
* :mod:`.continuous_effects`: "gets", "gains", "loses", "becomes", gaining control;
* :mod:`.turns_and_combat`: extra turns and combats, tapping, fights, attack and block
  restrictions;
* :mod:`.casting`: countering, casting without paying, costs, prohibitions;
* :mod:`.statics`: static abilities of permanents (anthems, characteristic-defining
  abilities, entering tapped or with counters);
* :mod:`.triggers`: the events of triggered abilities;
* :mod:`.ability_lines`: loyalty, chapter and exhaust abilities, triggered mana abilities;
* :mod:`.mana`: adding mana as a spell or ability resolves (not a mana ability);
* :mod:`.choices`: choices made on resolution ("choose a creature type");
* :mod:`.conditions`: "you may", "if", "instead", "otherwise", delayed and reflexive
  triggers;
* :mod:`.outside_the_game`: learn and the wishes, cards brought in from outside the game;
* :mod:`.composite`: "A, then B" and "..., where X is ...";
* :mod:`.common`: what they share (no rule).
"""
