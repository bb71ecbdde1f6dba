"""The certifier's count of markup tags (a rule of *depth*, :mod:`fastapply.apply.merge.certify` runs it): in HTML,
every element the result opens is closed as often as the original's are. A new element read over the first line of
the next one (``<div class="field field-checkbox">`` read as the new version of ``<div class="field">``) leaves
that one's ``</div>`` without its opening tag.

    >>> source = Source('<div class="a">\\n  <p>x</p>\\n</div>\\n', "html")
    >>> tags_paired(source, None, None, ["  <p>x</p>", "</div>"]), tags_paired(source, None, None, ["<p>y</p>"])
    (['the result closes <div> one time more than it opens it, unlike the original'], [])
"""

from __future__ import annotations

import re
from collections import Counter

from .source import Source

__all__ = ["tags_paired"]

_VOID = frozenset("area base br col embed hr img input link meta param source track wbr".split())
_TAG = re.compile(r"<(/?)([a-z][a-z0-9-]*)(?=[\s>/])[^<>]*?(/?)>")  # an opening, closing or self-closing tag


def tags_paired(source: Source, snippet, certificate, result, verdict=None) -> list[str]:
    """Per tag name whose elements the original closes as often as it opens them (void elements, ``<br>``, and
    self-closing tags aside; not an HTML ``<p>`` left open by habit), the result does too."""
    if source.language != "html":
        return []
    had, now = _balance(source.lines), _balance(result)
    out = []
    for name in sorted(now):
        if had[name] == 0 and now[name] != 0:
            more = now[name]
            out.append(f"the result {'opens' if more > 0 else 'closes'} <{name}> {_times(abs(more))} more than it "
                       f"{'closes' if more > 0 else 'opens'} it, unlike the original")
    return out


def _balance(lines: list[str]) -> Counter:
    """Per tag name: how many more times ``lines`` open an element than they close it."""
    count: Counter = Counter()
    for close, name, shut in _TAG.findall("\n".join(lines)):  # (a tag may run over several lines)
        if name not in _VOID and not shut:
            count[name] += -1 if close else 1
    return count


def _times(n: int) -> str:
    return "one time" if n == 1 else f"{n} times"
