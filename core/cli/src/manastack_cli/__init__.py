"""manastack-cli: the ``manastack`` command and what it runs: scenario files (``run``),
simulated games (``simulate``), card explanations and coverage (``explain``, ``cards``), the
plugin list (``plugins``), the demo (``demo``) and a new plugin package (``new-plugin``).

It uses the kernel and the card reader only through their declared APIs
(:mod:`manastack.api`, :mod:`manastack_grammar.api`) and the kernel's public names
(:mod:`manastack`).
"""
