"""Loading the rules: finding, selecting and registering plugins (``discovery``,
``selection``, ``ruleset``), the card sources (``sources``), the Oracle corpus plugin
(``corpus``) and :class:`Rules`, what a game plays by (``rules``).
"""
