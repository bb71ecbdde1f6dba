"""A declaration's doc comment rewritten with it (apply/merge/doc.py): the comment lines a snippet puts right above
its version of a declaration's first line are the new version of the comment right above that line, from the
original's line likest their first one down; the old one is never kept above the new one. A comment that reads
like none of the old one (a new note) is added, the old one kept. Seen in a Go signature change: the old
``// Allow reports ...`` was kept above its two-line rewrite, ``exact``."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
from fastapply.apply.merge.certify import certify
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source

LIMITER = ("package rl\n\n// New makes a limiter.\nfunc New() *L {\n\treturn &L{}\n}\n\n"
           "// Allow reports whether a request for key may proceed and takes a token if so.\n"
           "func (l *L) Allow(key string) bool {\n\tl.mu.Lock()\n\tdefer l.mu.Unlock()\n\treturn l.take(key, 1)\n}\n\n"
           "// Reset forgets key.\nfunc (l *L) Reset(key string) {\n\tdelete(l.m, key)\n}\n")
NEW_DOC = "// Allow reports whether a request for key costing cost may proceed and\n// takes cost tokens if so.\n"
LIMITER_SNIPPET = ("// ... existing code ...\n\n" + NEW_DOC + "func (l *L) Allow(key string, cost int) bool {\n"
                   "\tl.mu.Lock()\n\tdefer l.mu.Unlock()\n\treturn l.take(key, cost)\n}\n\n// ... existing code ...\n")
LIMITER_NEW = LIMITER.replace("// Allow reports whether a request for key may proceed and takes a token if so.\n", NEW_DOC) \
    .replace("Allow(key string)", "Allow(key string, cost int)").replace("take(key, 1)", "take(key, cost)")

DOCS = {  # (language, original, snippet, the merged file)
    "go": ("go", LIMITER, LIMITER_SNIPPET, LIMITER_NEW),
    "rust": ("rust", "/// Parses a port number.\nfn parse_port(s: &str) -> u16 {\n    s.parse().unwrap()\n}\n\n"
             "/// Parses a host name.\nfn parse_host(s: &str) -> String {\n    s.to_string()\n}\n",
             "// ... existing code ...\n\n/// Parses a host name, lower-cased.\nfn parse_host(s: &str) -> String {\n"
             "    s.to_lowercase()\n}\n",
             "/// Parses a port number.\nfn parse_port(s: &str) -> u16 {\n    s.parse().unwrap()\n}\n\n"
             "/// Parses a host name, lower-cased.\nfn parse_host(s: &str) -> String {\n    s.to_lowercase()\n}\n"),
    "java": ("java", "class Cart {\n    /** The number of items. */\n    int count() {\n        return items.size();\n"
             "    }\n\n    /** The total price in cents. */\n    long total() {\n        return sum();\n    }\n}\n",
             "class Cart {\n    // ... existing code ...\n\n    /** The total price in cents, after the discount. */\n"
             "    long total(long discount) {\n        return sum() - discount;\n    }\n}\n",
             "class Cart {\n    /** The number of items. */\n    int count() {\n        return items.size();\n    }\n\n"
             "    /** The total price in cents, after the discount. */\n    long total(long discount) {\n"
             "        return sum() - discount;\n    }\n}\n"),
    "csharp": ("csharp", "class Cart\n{\n    /// <summary>The number of items.</summary>\n    int Count()\n    {\n"
               "        return items.Count;\n    }\n\n    /// <summary>The total price in cents.</summary>\n    long Total()\n"
               "    {\n        return Sum();\n    }\n}\n",
               "class Cart\n{\n    // ... existing code ...\n\n    /// <summary>The total price in cents, after the discount."
               "</summary>\n    long Total(long discount)\n    {\n        return Sum() - discount;\n    }\n}\n",
               "class Cart\n{\n    /// <summary>The number of items.</summary>\n    int Count()\n    {\n"
               "        return items.Count;\n    }\n\n    /// <summary>The total price in cents, after the discount."
               "</summary>\n    long Total(long discount)\n    {\n        return Sum() - discount;\n    }\n}\n"),
}


@pytest.mark.parametrize("case", sorted(DOCS))
def test_a_declaration_restated_with_a_new_doc_comment_replaces_the_old_one(case: str) -> None:
    language, original, snippet, merged = DOCS[case]
    result = merge(original, snippet, language=language)
    assert (result.confidence, result.text) == ("exact", merged), result.reasons


def test_a_doc_comment_rewritten_above_an_edited_first_line_with_a_marker_in_the_body() -> None:
    """Not restated whole (a marker inside): the comment is replaced all the same, its cause the new comment."""
    snippet = "// ... existing code ...\n\n" + NEW_DOC + "func (l *L) Allow(key string, cost int) bool {\n" \
              "\t// ... existing code ...\n}\n\n// ... existing code ...\n"
    result = merge(LIMITER, snippet, language="go")
    assert (result.confidence, result.text) == ("exact", LIMITER_NEW.replace("take(key, cost)", "take(key, 1)")), \
        result.reasons


def test_a_comment_that_reads_like_none_of_the_old_one_is_added_above_the_declaration() -> None:
    snippet = LIMITER_SNIPPET.replace(NEW_DOC, "// Note: charge by payload size.\n")
    result = merge(LIMITER, snippet, language="go")
    want = LIMITER_NEW.replace(NEW_DOC, "// Allow reports whether a request for key may proceed and takes a token if "
                                        "so.\n// Note: charge by payload size.\n")
    assert (result.confidence, result.text) == ("exact", want), result.reasons


def test_beside_refuses_an_old_doc_comment_kept_above_the_new_one() -> None:
    """The certifier on its own, with the reading that keeps the old comment under the marker (hand-built)."""
    source, snippet = Source(LIMITER, "go"), Snippet(LIMITER_SNIPPET, "go")
    lines = LIMITER_SNIPPET.splitlines()
    new = tuple(Written(lines[k], k, None) for k in range(2, 5)) + tuple(
        Written(lines[k], k, 9 + k - 5) for k in (5, 6)) + (Written(lines[7], 7, None), Written(lines[8], 8, 12))
    def reading(start: int) -> Certificate:
        return Certificate((Piece(KEEP, (0, 2), (0, start), marker=0), Piece(WRITE, (2, 9), (start, 13), new, chunk=1),
                            Piece(KEEP, (9, 11), (13, len(source.lines)), marker=10)))
    kept = reading(8)  # the old comment (original line 8) kept by the first marker
    out = certify(source, snippet, kept, kept.render(source.lines))
    assert any(x.startswith("beside: original line 8 ('// Allow reports") and "its old version" in x
               for x in out.refusals), out.refusals
    replaced = reading(7)
    assert certify(source, snippet, replaced, replaced.render(source.lines)).confidence == "exact"
