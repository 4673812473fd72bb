"""Scenario files: a board, actions and expectations in TOML, played by ``manastack run``.

* :mod:`~manastack_cli.scenario.files`: what a loaded file holds (a
  :class:`~manastack_cli.scenario.files.Scenario`: its players and actions) and loading it,
  every problem one line naming the file and the line;
* :mod:`~manastack_cli.scenario.validation`: the JSON Schema of the format
  (``data/scenario.schema.json``) and the validator of the subset of JSON Schema it uses;
* :mod:`~manastack_cli.scenario.runner`: playing a scenario (:func:`~manastack_cli.scenario.runner.run`,
  :class:`~manastack_cli.scenario.runner.Result`);
* :mod:`~manastack_cli.scenario.expectations`: checking what the file expects of the game;
* :mod:`~manastack_cli.scenario.filters`: selecting objects by a table of the file (the filter
  of ``count`` and ``objects``);
* :mod:`~manastack_cli.scenario.reporters`: printing a run as a readable log or JSON lines;
* :mod:`~manastack_cli.scenario.suite`: a folder of files played in parallel, one outcome
  each (``manastack run DIR``); :mod:`~manastack_cli.scenario.junit`: their JUnit XML;
* :mod:`~manastack_cli.scenario.command`: the ``run`` command.

``docs/scenarios.rst`` documents the format.
"""
