"""pytest-manastack: the test kit of manastack, as pytest plugins are shipped.

Installing it registers the fixtures (``rules``, ``table``, ``table_factory``, ``game``,
``fast_path``)
and the marker ``@pytest.mark.plugins(...)`` in every pytest run of the environment
(:mod:`pytest_manastack.fixtures`); these names are for a plugin package's tests::

    from pytest_manastack import (FastPathCheck, PluginConformance, Table, by_name, card_pool,
                                  cast_and_resolve)

They are imported on first use (PEP 562): pytest imports this package in every run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.api import lazy_names

if TYPE_CHECKING:
    from manastack import Driver as Driver, Table as Table, by_label as by_label, by_name as by_name
    from pytest_manastack.conformance import (
        PluginConformance as PluginConformance,
        corpus_coverage as corpus_coverage,
    )
    from pytest_manastack.fast_paths import FastPathCheck as FastPathCheck
    from pytest_manastack.in_process import (
        InProcessPlugin as InProcessPlugin,
        assert_printed as assert_printed,
        card_pool as card_pool,
        corpus_installed as corpus_installed,
        needs_corpus as needs_corpus,
        plugin as plugin,
    )
    from pytest_manastack.playing import cast_and_resolve as cast_and_resolve

_HOME = {
    "Driver": "manastack", "Table": "manastack", "by_label": "manastack", "by_name": "manastack",
    "PluginConformance": "pytest_manastack.conformance",
    "corpus_coverage": "pytest_manastack.conformance",
    "FastPathCheck": "pytest_manastack.fast_paths",
    "InProcessPlugin": "pytest_manastack.in_process",
    "assert_printed": "pytest_manastack.in_process",
    "card_pool": "pytest_manastack.in_process",
    "corpus_installed": "pytest_manastack.in_process",
    "needs_corpus": "pytest_manastack.in_process",
    "plugin": "pytest_manastack.in_process",
    "cast_and_resolve": "pytest_manastack.playing",
}

__all__ = sorted(_HOME)


__getattr__, __dir__ = lazy_names(__name__, _HOME)


