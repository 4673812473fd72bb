"""Replays: a game recorded step by step and shown as one self-contained HTML page.

:mod:`~manastack_cli.replay.board` takes what a step shows (every zone of every player, the
stack with its targets, life and poison); :mod:`~manastack_cli.replay.record` records a game
as it is played (:class:`~manastack_cli.replay.record.Recorder`, the API) and reads the files
``manastack replay`` accepts; :mod:`~manastack_cli.replay.page` writes the HTML page and
:mod:`~manastack_cli.replay.command` is the command (``docs/replay.rst``).
"""
