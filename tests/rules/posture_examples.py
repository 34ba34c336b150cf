"""Posture rule examples run through the config path.

An example is a whole client config object: it is read as a config file
would be, and every enabled entry is checked, with a pin covering the
servers named ``pinned``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from rune.engine import config_findings
from rune.errors import InputError
from rune.model import Finding
from rune.rules import ALL_RULES
from rune.rules.base import Example, PostureContext, PostureRule
from rune.sources.config.read import config_from_text

#: config name the unpinned-remote examples treat as covered by the pin
EXAMPLE_PINNED = frozenset({"pinned"})


def posture_rules() -> tuple[PostureRule, ...]:
    """The registered posture rules, in registry order."""
    return tuple(r for r in ALL_RULES if isinstance(r, PostureRule))


def example_findings(example: Example, rules: Sequence[PostureRule] | None = None) -> list[Finding]:
    """Every posture finding on *example*, a whole config object."""
    if not isinstance(example, dict):
        raise InputError("a posture example is a config object")
    config = config_from_text(json.dumps(example, indent=2), "<example>", "example.json")
    return config_findings(config, PostureContext(pinned=EXAMPLE_PINNED), rules)
