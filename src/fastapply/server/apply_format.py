"""Is a chat message an apply task? A linear scan for the apply formats, without regular expressions.

A message in Relace / Morph's format matches, exactly as the regular expression (DOTALL)
``\\A\\s*(?:<instruction>(.*?)</instruction>\\s*)?<code>(.*)</code>\\s*<update>(.*)</update>\\s*\\Z``
would; a chat template's user message (``apply.templates``) matches as ``\\A\\s*`` + its text with
each field a greedy ``(.*)`` + ``\\s*\\Z``. A backtracking engine takes quadratic time on such
patterns (``"<code>" + "</code><update>" * n``), so the same language is decided here with literal
searches that never look at a character more than a bounded number of times: the last field ends
at the text's end, and greedy fields take the rightmost place of each delimiter, found right to left.
``Scan.steps`` counts the characters examined, so that the bound can be tested.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..apply.templates import ApplyTemplate


class Scan:
    """Literal searches over ``text`` that count the characters they may examine (``steps``)."""

    def __init__(self, text: str) -> None:
        self.text, self.steps = text, 0
        self._bounds: tuple[int, int] | None = None

    def find(self, literal: str, start: int, end: int) -> int:
        found = self.text.find(literal, start, end)
        self.steps += (found if found >= 0 else end) - start + len(literal)
        return found

    def rfind(self, literal: str, start: int, end: int) -> int:
        found = self.text.rfind(literal, start, end)
        self.steps += end - (found if found >= 0 else start) + len(literal)
        return found

    def at(self, literal: str, index: int, end: int) -> bool:
        """``literal`` starts at ``index`` and ends by ``end``."""
        self.steps += len(literal)
        return self.text.startswith(literal, index, end)

    def space_after(self, index: int, end: int) -> int:
        """The first index at or after ``index`` that is not whitespace (``end`` at most)."""
        while index < end and self.text[index].isspace():
            index += 1
            self.steps += 1
        return index

    def space_before(self, index: int, start: int) -> int:
        """The start of the whitespace run that ends at ``index`` (``start`` at least)."""
        while index > start and self.text[index - 1].isspace():
            index -= 1
            self.steps += 1
        return index

    def stripped(self) -> tuple[int, int]:
        """The text's bounds without leading and trailing whitespace (``str.strip``'s, as ``\\s``)."""
        if self._bounds is None:
            start = len(self.text) - len(self.text.lstrip())
            self._bounds = start, start + len(self.text[start:].rstrip())
            self.steps += 2 * len(self.text) - start
        return self._bounds


@dataclass(frozen=True, slots=True)
class Fields:
    original: str
    update: str
    instruction: str = ""


def match_relace(scan: Scan) -> Fields | None:
    """``[<instruction>..</instruction>] <code>..</code> <update>..</update>``, as the regular expression above."""
    text = scan.text
    start, end = scan.stripped()
    tail = end - len("</update>")
    if tail < start or not scan.at("</update>", tail, end):
        return None
    close, update = -1, tail  # the rightmost "</code>" followed by whitespace and "<update>": greedy <code>
    while close < 0 and (update := scan.rfind("<update>", start, update)) >= 0:
        before = scan.space_before(update, start)
        if before - len("</code>") >= start and scan.at("</code>", before - len("</code>"), before):
            close = before - len("</code>")
    if close < 0:
        return None
    fields = {"update": text[update + len("<update>"):tail]}
    if scan.at("<code>", start, end):
        code = start + len("<code>")
    elif scan.at("<instruction>", start, end):  # the shortest instruction followed by whitespace and <code>
        position, code = start + len("<instruction>"), -1
        while code < 0 and (closing := scan.find("</instruction>", position, end)) >= 0:
            position = scan.space_after(closing + len("</instruction>"), end)
            if scan.at("<code>", position, end):
                code = position + len("<code>")
                fields["instruction"] = text[start + len("<instruction>"):closing]
        if code < 0:
            return None
    else:
        return None
    return Fields(original=text[code:close], **fields) if close >= code else None


FIELD = re.compile(r"\{(original|update|instruction)\}")  # over the template (code), never over request text


@dataclass(frozen=True, slots=True)
class TemplateFormat:
    """A template's user message: literal pieces with a greedy field between each two."""

    literals: tuple[str, ...]
    names: tuple[str, ...]

    @classmethod
    def of(cls, template: ApplyTemplate) -> TemplateFormat:
        parts = FIELD.split(template.user)
        literals, names = tuple(parts[0::2]), tuple(parts[1::2])
        if literals[0][:1].isspace() or literals[-1][-1:].isspace() or len(set(names)) != len(names):
            raise ValueError(f"template {template.name!r}: its user message must not start or end with "
                             "whitespace, nor repeat a field")
        return cls(literals, names)

    def match(self, scan: Scan) -> dict[str, str] | None:
        text, literals = scan.text, self.literals
        start, end = scan.stripped()
        low, high = start + len(literals[0]), end - len(literals[-1])
        if low > high or not scan.at(literals[0], start, end) or not scan.at(literals[-1], high, end):
            return None
        places = [high]  # each middle literal at its rightmost place before the next one: greedy fields
        for literal in reversed(literals[1:-1]):
            found = scan.rfind(literal, low, places[0])
            if found < 0:
                return None
            places.insert(0, found)
        starts = [low] + [place + len(literal) for place, literal in zip(places, literals[1:-1])]
        return {name: text[begin:stop] for name, begin, stop in zip(self.names, starts, places)}
