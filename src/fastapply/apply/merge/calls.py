"""The function a statement line calls (``self.client.get`` of ``self.client.get(url)``, Ruby's ``desc`` of
``desc "Sync"``): the *beside* rule reads a lone call kept next to a new call of the same function as its old
version, and the deletion rule a call deleted next to it as replaced."""

from __future__ import annotations

import re

__all__ = ["callee"]

_CALL = re.compile(r"\s*(?:await\s+|return\s+|yield\s+)?(?P<name>[A-Za-z_$][\w$]*(?:\s*(?:\.|::|->)\s*[A-Za-z_$][\w$]*)*)"
                   r"\s*\(")


_COMMAND = re.compile(r"\s*(?P<name>[a-z_]\w*)\s+(?=[\"'])")  # Ruby's call without brackets, of a string: desc "..."
# (not of a symbol, ``validates :email``: the symbol names a sibling, not a new version)
_NOT_CALLS = frozenset("if elif for while switch catch with function def fn func return print assert puts when unless "
                       "until case yield raise require require_relative include extend".split())


def callee(line: str, language: str | None = None) -> str | None:
    """The function a statement line calls first (``self.client.get`` of ``self.client.get(url)``; in Ruby, ``desc``
    of ``desc "Rebuild counters"`` too), or None."""
    match = _CALL.match(line) or (_COMMAND.match(line) if language == "ruby" else None)
    name = match["name"] if match else None
    return name if name and name not in _NOT_CALLS and sum(map(str.isalnum, name)) >= 4 else None
