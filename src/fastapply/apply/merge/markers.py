"""Marker lines: the comments of a lazy edit snippet that stand for elided original code (the snippet reader,
:mod:`fastapply.apply.merge.snippet`, splits a snippet at them).

A marker is a whole-line comment that stands for elided original code, in any common comment syntax::

    // ... existing code ...        # ... rest of code ...        <!-- ... existing code ... -->
    /* ... */                       -- ... unchanged ...          # keep existing code
    {/* ... existing code ... */}   ; ...                         // rest of the file unchanged

Real code is never a marker: a bare ``...`` (Python's Ellipsis as a body), ``x = foo(...)``, a spread
``...args``, or a comment that merely contains dots (``# TODO: fix this...``). A comment with dots on one
side only is a marker when its words start with the keyword (``# existing code...``, ``# ... rest of the
code remains the same``, ``# other fields...``), not when a sentence ends in dots (``# Other transport
exceptions...``, ``# We have nothing more to do...``).
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["PROSE_MARKER", "about", "is_editor_header", "is_marker_line", "is_prose_marker", "kept_names", "mentions",
           "noted_between", "removal_words", "removes", "says_removed"]

_COMMENT = re.compile(
    r"^\s*(?:<!--|\{\s*/\*+|/\*+|//+|#+|--\[\[|--+|;+|%+|(?P<quote>\"\"\"|\'\'\'))"  # opener (a docstring line too)
    r"(?P<body>.*?)"
    r"(?:-->|\*+/\s*\}|\*+/|\]\]|(?(quote)(?P=quote))|)\s*$"  # closer, if any
)
_CODING = re.compile(r"[ \t\f]*#.*?(?<![A-Za-z])coding[:=][ \t]*[-\w.]+")  # PEP 263, "encoding:" excluded
_MODELINE = re.compile(r"\s*(?:#+|//+|/\*+|--+|;+|%+)\s*(?:vim?:|ex:|-\*-.*-\*-)")
_DOTS = re.compile(r"\.{2,}|…")
_EDGE_PUNCTUATION = " \t()[]{}<>:;,.-*_~`'\"!"
_NOUN = (
    r"(?:code|content|contents|implementation|logic|lines?|methods?|functions?|imports?|styles?|rules?|tests?"
    r"|fields?|properties|props|routes?|components?|declarations?|definitions?|body|file|class|module|config"
    r"|markup|html|css|quer(?:y|ies)|statements?|cases|exports|handlers|helpers|types|elements|sections?"
    r"|values|settings|options|keys|entries|items|dependencies|services|steps|jobs|targets)"
)
_LEADING = re.compile(  # "existing code...", "... rest of the code remains the same", "# ... code omitted"
    r"(?:(?:the|all|and|plus|with|keep|leave)\s+)?"
    r"(?:(?:existing|rest|remaining|remainder|unchanged|previous|keep|omitted|original|elided|snip)\b"
    r"|(?:other|more|same)\s+" + _NOUN + r"\b"  # "other fields...", not "other transport exceptions..."
    r"|" + _NOUN + r"\s+(?:omitted|unchanged|elided|remains?|stays?)\b)"
    r"(?:\s+\S+){0,6}"
)
# a marker or an editor header is a short comment: longer lines are never tested against the patterns above,
# which keeps the work linear in the snippet (a lazy body before a trailing ``\s*$`` is quadratic in spaces)
MAX_MARKER_CHARS = 500
_PHRASE = re.compile(
    r"(?:(?:keep|keeping|leave)\s+)?(?:the\s+|all\s+)?"
    r"(?:existing|remaining|previous|original|other|unchanged|rest\s+of(?:\s+the)?)\s+" + _NOUN
    + r"(?:\s+(?:here|unchanged|omitted|as\s+is|as\s+before|goes\s+here|remains?|stays?|kept"
    r"|(?:remains?|stays?|is|are)\s+(?:the\s+same|unchanged|as\s+is)))?"
    r"|unchanged(?:\s+code)?"
    r"|" + _NOUN + r"\s+(?:unchanged|omitted|elided)"
    r"|(?:everything\s+else|code|the\s+rest|rest)\s+(?:is\s+|remains\s+|stays\s+)?unchanged"
)


PROSE_MARKER = "<!-- ... existing content ... -->"  # what a prose marker is read as
_PROSE = re.compile(r"\s*\[?\s*(?:\.{3,}|…)(?P<words>[^.…]*)(?:\.{3,}|…)?\s*\]?\s*")


def is_prose_marker(line: str) -> bool:
    """A line of dots, with a few words between them or none, that stands for elided text in Markdown, YAML or
    plain text (never in code: Python's ``...`` is a statement).

    >>> [is_prose_marker(x) for x in ("...", "... (rest unchanged) ...", "[... existing content ...]", "…",
    ...                               "... and then it rained.", "x = ...", "")]
    [True, True, True, True, False, False, False]
    """
    match = _PROSE.fullmatch(line)
    if match is None:
        return False
    words = " ".join(match["words"].strip(" ()[]").lower().split())
    return not words or _PHRASE.fullmatch(words) is not None or _LEADING.fullmatch(words) is not None


def is_editor_header(line: str) -> bool:
    """An encoding declaration (PEP 263) or an editor modeline: a comment for the tools, not the code.

    >>> [is_editor_header(x) for x in ("# -*- coding: utf-8 -*-", "# vim: set ts=4 sw=4:", "# frozen: true",
    ...                                "//go:build linux", "#include <a.h>", "x = 1  # coding: utf-8")]
    [True, True, False, False, False, False]
    """
    return len(line) <= MAX_MARKER_CHARS and (_CODING.match(line) is not None or _MODELINE.match(line) is not None)


@lru_cache(maxsize=1 << 16)
def is_marker_line(line: str) -> bool:
    """True when ``line`` is a whole-line comment standing for elided existing code."""
    if len(line) > MAX_MARKER_CHARS:
        return False
    match = _COMMENT.match(line)
    if match is None:
        return False
    body = match["body"].strip(" \t()[]")
    words = " ".join(_DOTS.sub(" ", body).strip(_EDGE_PUNCTUATION).lower().split())
    if _PHRASE.fullmatch(words) or _SNIP.fullmatch(words):
        return True
    starts, ends = _DOTS.match(body) is not None, body.endswith(("..", "…"))
    if not (starts or ends):  # "(removed the old retry helper)": a note in brackets that code is deleted here,
        return _NOTE.fullmatch(match["body"].strip()) is not None or (  # or "writeJSON stays as it is"
            len(words.split()) <= 12 and _STAYS.search(words) is not None) or \
            _GONE.match(match["body"].strip()) is not None or \
            _AS_IS.fullmatch(words) is not None  # or "parseFlags() removed: nothing calls it", "auth setup unchanged"
    if not words:
        return True
    if starts and ends:  # "... other methods ...": a short description between dots, or a longer one that says
        count = len(_QUOTED.sub("x", _DOTS.sub(" ", body)).strip(_EDGE_PUNCTUATION).split())  # so (a quoted
        # title, "About you", one word)
        return count <= 6 or count <= 16 and _KEPT.search(words) is not None
    return _LEADING.fullmatch(words) is not None or len(words.split()) <= 16 and _KEPT_END.search(words) is not None
    # (dots on one side: a phrase that starts with its keyword, or ends saying it keeps: "... (lint jobs unchanged)")


_QUOTED = re.compile(r'"[^"]*"|`[^`]*`')
_SNIP = re.compile(r"snip(?:ped)?(?:\s+snip(?:ped)?)*")  # ``/* snip */``, ``// <snip>``, ``# --- snip ---``
_KEPT = re.compile(r"\b(?:existing|unchanged|(?:the )?same|as (?:before|is)|rest|remaining|omitted|remov(?:e|ed)|"
                   r"delet(?:e|ed)|drop(?:ped)?|gone|other|kept|stays?|remains?)\b")  # (``... remove the X ...``)
_KEPT_END = re.compile(r"\b(?:unchanged|untouched|intact|omitted|as (?:before|is)|(?:stays?|remains?) the same)$")
# the words of a marker without dots: "writeJSON stays as it is"
_STAYS = re.compile(r"\b(?:stays?|remains?|(?:is|are)\s+(?:left|kept))\s+"
                    r"(?:as\s+(?:it|they)\s+(?:is|are|was|were)|as\s+is|unchanged|untouched|the\s+same|as\s+before"
                    r"|intact)$")
_AS_IS = re.compile(r"(?:(?!(?:is|are|was|were|be|been|same)\s)[\w$./'-]+\s+){1,4}"
                    r"(?:unchanged|as\s+before|as\s+is|omitted|elided)")  # a few words, no verb: what they stand
# for is left as it was ("parameter table unchanged", "auth middleware as before"; not "the value is unchanged")
_SELECTOR = r"\((?:[\w$]*:)*\)"  # the brackets after a called name: ``()``, Swift's ``(_:accounts:)``
_CALLED = rf"(?:`[^`]+`|\"[^\"]+\"|[A-Za-z_$][\w$.:]*{_SELECTOR})"  # a removed name: ``parse()``, `` `parse` ``
_BARE = r"(?:[A-Za-z_$][\w$.:-]*)"  # a bare name first thing in a note: ``verify_legacy_sha1 removed: ...``
_KIND = (r"(?:view|function|method|helper|class|struct|type|table|column|field|target|job|task|step|test|route"
         r"|endpoint|section|rule|block|module|constant|variable|hook|service|stage|property|key|entry)")  # a word
# naming what the bare name is: ``legacy_overtime_summary view removed``
_GONE = re.compile(rf"(?:{_CALLED}(?:\s*(?:,|and)\s*{_CALLED})*\s+(?:(?:is|are|was|were|has been|have been)\s+)?"
                   rf"(?:removed|deleted|dropped)|(?:[Rr]emoved|[Dd]eleted|[Dd]ropped):?\s+(?:the\s+)?(?:{_BARE},\s+)*"
                   rf"{_CALLED}(?:\s*(?:,|,?\s+and)\s+{_CALLED})*)(?![\w(])"
                   rf"|\(?{_BARE}(?:\s+{_KIND})?(?:\s+(?:and|with)\s+(?:its|their|the)\s+[a-z]+)?"
                   r"\s+(?:(?:is|are|was|were|has been|have been)\s+)?"
                   r"(?:removed|deleted|dropped)"
                   r"(?:\s*\)$|\s*$|\s*[:;,.]|\s+[-\u2013\u2014]+\s|\s+(?:as|because|since|in favou?r of|now)\b)")
_NOTE = re.compile(r"\(\s*(?:removed?|deleted?|dropped|drop)\b[^()]*(?:\([^()]*\)[^()]*)*\)"
                   r"|(?:removed|deleted|dropped)(?::\s|\s+the\s).*", re.IGNORECASE)  # (or "removed: the old
# alias section", "removed the #spring-sale banner")

_REMOVES = re.compile(r"(?<!/)\b(?:remov(?:e|ed|es|ing)|delet(?:e|ed|es|ing)|drop(?:s|ped|ping)?)\b(?!\(|_|/|\s+/|\s+(?:"
                      r"handler|endpoint|route|method|request|action|button|hook)s?\b)|\bno longer (?:needed|used)\b|"
                      r"\bgone\b", re.IGNORECASE)  # (``delete()``, ``a/remove``: names; ``delete handlers``: a kind)
_KEEPS = re.compile(r"\b(?:unchanged|existing|kept|keep|stays?|remains?|the same|as before|as is|intact|untouched|"
                    r"for (?:brevity|clarity|simplicity|space))\b", re.IGNORECASE)  # (code said to stay: not removed)
_NAMED = re.compile(r"`(?P<quoted>[^`]+)`|\[\[?(?P<table>[A-Za-z_][\w.-]*)\]\]?|(?P<call>[A-Za-z_$][\w$.:]*)"
                    rf"{_SELECTOR}"
                    r"|(?P<word>\b[A-Za-z_$][\w$]*(?:_[\w$]+|[a-z][A-Z][\w$]*)\b)")


def says_removed(line: str) -> tuple[str, ...]:
    """The names a comment line says are removed (``# remove old_helper()``, ``// deleted `parse` ``): an
    instruction written where code or a marker should be. () for any other line.

    >>> says_removed("# remove b()"), says_removed("# Remove duplicates"), says_removed("x = 1  # remove me")
    (('b',), (), ())
    >>> says_removed("-- (legacy_sessions table and its index removed; the old store is gone)")
    ('legacy_sessions',)
    """
    if len(line) > MAX_MARKER_CHARS:  # an instruction is a short comment (and the pattern is quadratic in spaces)
        return ()
    match = _COMMENT.match(line)
    if match is None or not _REMOVES.search(match["body"]):
        return ()
    noted = re.fullmatch(r"\s*\([^()]*\)\s*", match["body"]) is not None  # (a note in brackets: its bare names too)
    return tuple(dict.fromkeys(name for named in _NAMED.finditer(match["body"])
                               if named["quoted"] or named["call"] or noted and named["word"]
                               for name in [(named["quoted"] or named["call"] or named["word"]).strip().removesuffix(
                                   "()")] if name))


def removes(line: str) -> tuple[str, ...] | None:
    """For a marker that says it removes code (``// ... parseFlags() removed, nothing calls it ...``): the names it
    removes (``('parseFlags',)``; ``()`` when it names none that can be read). None for a marker that keeps code.

    >>> removes("// ... parseFlags() removed ..."), removes("# ... deleted `old_helper` and `legacy` ..."), \\
    ...     removes("// ... existing code ..."), removes("/* ... the unused helpers are gone ... */")
    (('parseFlags',), ('old_helper', 'legacy'), None, ())
    """
    match = _COMMENT.match(line)
    said = [c for c in _clauses(_unbracketed(match["body"])) if _REMOVES.search(c) and not _KEEPS.search(c)] \
        if match else []
    if not said:
        return None
    for clause in said:  # the first clause that names something (not a reason after it: "nothing calls last_sync")
        found = []
        for named in _NAMED.finditer(clause):
            name = (named["quoted"] or (named["table"] or named["call"] or "").rsplit(".", 1)[-1] or named["word"]
                    ).strip().removesuffix("()")  # (``M.legacy_id()``: the ``legacy_id`` the file declares)
            if name and name not in found:
                found.append(name)
        if found:
            return tuple(found)
    return ()


def _unbracketed(text: str) -> str:
    """``text`` without the words in brackets that say no removal: a reason (``loadAvatarFromDisk() helper
    (AvatarCache handles avatars now)``), not what is removed (a call's brackets, a Swift selector's,
    ``migrate(_:accounts:)``, stay; a call inside brackets too: ``(callers now use visit())``)."""
    return re.sub(r"(?<![\w$])\((?:[^()]|\([^()]*\))+\)", lambda m: m[0] if _REMOVES.search(m[0]) else " ", text)


def removal_words(line: str) -> tuple[str, ...]:
    """For a deletion marker: the words of the clauses that say what is removed, each a name the code it stands for
    may declare (plain words such as ``log`` too, which ``removes`` cannot tell from prose); () for any other line.

    >>> removal_words("# ... log and env_logger removed, tracing replaces them ..."), removal_words("// ... x ...")
    (('log', 'and', 'env_logger', 'removed'), ())
    """
    match = _COMMENT.match(line) if len(line) <= MAX_MARKER_CHARS else None
    if match is None or not _REMOVES.search(match["body"]):
        return ()
    body = re.sub(r"(?<![\w$.])(?:[A-Za-z_$][\w$]*\.)+(?=[A-Za-z_$])", "", _unbracketed(match["body"]))  # (not the
    # ``M`` of ``M.legacy_id()``: a qualifier, nor the words of a reason in brackets)
    return tuple(dict.fromkeys(w for clause in _clauses(body) if _REMOVES.search(clause) and
                               not _KEEPS.search(clause) for w in re.findall(_WORD, clause)))


_WORD = r"[A-Za-z_$][\w$-]*[\w$]|[A-Za-z_$]"


def _clauses(text: str) -> list[str]:
    return re.split(r"[,;]|(?<!:):(?![:\w)])|\s[-\u2013\u2014]+\s|\.(?:\s|$)|\s(?:->|\u2192)\s|\b(?:in\s+favou?r\s+of|"
                    r"(?:now\s+)?replaced\s+by|superseded\s+by|now\s+that|since|instead\s+of)\b", text)  # (not
    # ``Node::name``, a selector's ``migrate(_:accounts:)``; what follows ``in favour of``, ``replaced by``: stays)


_PLAIN = frozenset("removed remove removes removing deleted delete deletes dropped drop drops gone longer needed used "
                   "uses nothing calls called code existing unchanged other rest same this that these those with from "
                   "into onto here there them they their what which where when than then also only just now lives live "
                   "moved instead export public private static const async function class".split())  # (keywords too)


def about(line: str) -> tuple[str, ...]:
    """For a deletion marker that names no declaration: the words it says the removed code is about, lowercase
    (``# (removed the debug tooling: curl and py-spy)`` -> ``('debug', 'tooling', 'curl', 'py-spy')``); () for any
    other line. The merge removes the paragraphs beside it that mention them."""
    if removes(line) != ():
        return ()
    body = _COMMENT.match(line)["body"]
    if (bare := re.sub(r"\([^()]*\)", " ", body)).strip(" .…"):
        body = bare  # (a reason in brackets, "(every page uses the new header now)", is not what was removed)
    said = " ".join(c for c in _clauses(body) if _REMOVES.search(c) and not _KEEPS.search(c))
    for text in (said, body):  # (nor one after the clause: "...: release-0.x branches are EOL"; but "removed: x")
        words = (w.lower() for w in re.findall(r"[A-Za-z][\w-]*[A-Za-z0-9]", text))
        if found := tuple(dict.fromkeys(w for w in words if len(w) >= 4 and w not in _PLAIN)):
            return found
    return ()


_CONVENTION = frozenset("and or all as is are it its the of for to in keep keeps kept left remaining remain remains stay "
                        "stays previous original omitted elided snip before after same more plus untouched intact goes "
                        "below above so far brevity clarity readability simplicity space".split())


def kept_names(line: str) -> tuple[str, ...]:
    """For a marker of kept code: the words that may name what it keeps, as written, the convention's own words
    aside (``// ... writeJSON and writeError stay as they are ...`` -> ``('writeJSON', 'writeError')``)."""
    if not is_marker_line(line) or removes(line) is not None:
        return ()
    words = re.findall(_WORD, _COMMENT.match(line)["body"])
    return tuple(dict.fromkeys(w for w in words if w.lower() not in _PLAIN | _CONVENTION and
                               not re.fullmatch(_NOUN, w.lower())))


def mentions(lines: list[str], words: tuple[str, ...], parts: bool = False) -> bool:
    """Whether ``lines`` mention one of a deletion marker's ``words`` (``about``), as a whole word or, with
    ``parts``, as a part of a name (``legacy`` in ``_lookup_legacy_tag`` or ``LegacyFeedRow``)."""
    text = " ".join(lines)
    if any(re.search(rf"(?<![\w-]){re.escape(w.lower())}(?![\w-])", text.lower()) for w in words):
        return True
    if not parts:
        return False
    found = {part.lower() for name in re.findall(r"[A-Za-z_$][\w$]*", text) if "_" in name or not name.islower()
             for part in re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+", name)}  # (``_lookup_legacy_tag``, ``LegacyRow``)
    return any(w.lower() in found for w in words)


def noted_between(lines: list[str], flags: list[bool]) -> list[bool]:
    """``flags`` (which lines are markers) with each comment line set that names what it removes (``removes``:
    ``// removed deprecated sendLegacySms()``) and stands alone between two markers, only blank lines between: a
    deletion note written where a marker would be, read as the marker that removes what it names (as code it
    could stand nowhere).

    >>> noted_between(["# ...", "", "# removed old_sync()", "# ...", "# removed b()"],
    ...               [True, False, False, True, False])
    [True, False, True, True, False]
    """
    out, code = list(flags), [i for i, x in enumerate(lines) if x.strip()]
    for above, i, below in zip(code, code[1:], code[2:]):
        if flags[above] and flags[below] and not flags[i] and removes(lines[i]):
            out[i] = True
    return out
