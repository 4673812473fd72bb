"""Durations tied to the source of an effect (CR 611.2b): "for as long as you control ~",
"for as long as ~ remains on the battlefield", "for as long as ~ remains tapped", "for as
long as you control ~ and ~ remains tapped", read into the names of the kernel's durations
(see :class:`~manastack.api.ApplyEffect`).
"""

from __future__ import annotations

#: " for as long as ..." after an effect, naming only its source (``~``); the group
#: ``source_duration`` holds the words after "for as long as " (CR 611.2b).
SOURCE_DURATION = (r" for as long as (?P<source_duration>you control ~(?: and ~ remains tapped)?|"
                   r"~ remains (?:on the battlefield|tapped))")

_KINDS = {
    "you control ~": "while_you_control_source",
    "you control ~ and ~ remains tapped": "while_you_control_source_tapped",
    "~ remains on the battlefield": "while_source",
    "~ remains tapped": "while_source_tapped",
}


def source_duration(words: str) -> str:
    """The kernel's duration for the words a :data:`SOURCE_DURATION` matched: the effect
    ends for good once its source is no longer controlled by the effect's controller, on
    the battlefield, or tapped, and never begins if that is already so (CR 611.2b)."""
    return _KINDS[words.lower()]
