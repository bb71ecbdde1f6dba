"""Readings and certifier rules from the twelfth frozen split (tests/data/apply_unsaid, measured once): a class
quoted without the namespace block around it (its closing brace is the class's, not the namespace's), a README
header whose badges are rewritten while the marker after them would keep the old badge, and the rest of a
paragraph a chunk rewrites, kept by the marker after it (old time-stamp lines kept below their rewrite), and a new
method after the tail of a like one, which is no edited copy of it."""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.syntax import file_language
from fastapply.evals.cases import load_cases

_NAMESPACED = {
    "csharp": ("namespace Shop.Data\n{\n    public class Orders\n    {\n        private readonly Db _db;\n\n"
               "        public Order Find(int id)\n        {\n            return _db.Orders.Find(id);\n        }\n"
               "    }\n}\n",
               "public class Orders\n{\n    // ... existing code ...\n\n    public int Count()\n    {\n"
               "        return _db.Orders.Count();\n    }\n}\n",
               "namespace Shop.Data\n{\n    public class Orders\n    {\n        private readonly Db _db;\n\n"
               "        public Order Find(int id)\n        {\n            return _db.Orders.Find(id);\n        }\n\n"
               "        public int Count()\n        {\n            return _db.Orders.Count();\n        }\n    }\n}\n"),
    "cpp": ("namespace shop {\n\n  class Orders {\n   public:\n    Order find(int id) const {\n"
            "      return db_.find(id);\n    }\n\n   private:\n    Db db_;\n  };\n\n}  // namespace shop\n",
            "class Orders {\n public:\n  Order find(int id) const {\n    return db_.find(id);\n  }\n\n"
            "  int count() const {\n    return db_.count();\n  }\n\n  // ... existing code ...\n};\n",
            "namespace shop {\n\n  class Orders {\n   public:\n    Order find(int id) const {\n"
            "      return db_.find(id);\n    }\n\n    int count() const {\n      return db_.count();\n    }\n\n"
            "   private:\n    Db db_;\n  };\n\n}  // namespace shop\n"),
    "typescript": ("export namespace Shop {\n    export class Orders {\n        constructor(private db: Db) {}\n\n"
                   "        find(id: number): Order {\n            return this.db.find(id);\n        }\n    }\n}\n",
                   "export class Orders {\n    // ... existing code ...\n\n    count(): number {\n"
                   "        return this.db.count();\n    }\n}\n",
                   "export namespace Shop {\n    export class Orders {\n        constructor(private db: Db) {}\n\n"
                   "        find(id: number): Order {\n            return this.db.find(id);\n        }\n\n"
                   "        count(): number {\n            return this.db.count();\n        }\n    }\n}\n"),
}


@pytest.mark.parametrize("language", sorted(_NAMESPACED))
def test_a_class_quoted_without_its_namespace_block_is_read_at_the_files_depth(language: str) -> None:
    """Quoted one level less deep, the class's closing brace at the snippet's left edge is the class's: read at
    the file's depth, the new method lands inside the class (not after it, the namespace's brace taken for the
    class's)."""
    original, snippet, expected = _NAMESPACED[language]
    result = merge(original, snippet, language=language)
    assert (result.confidence, result.text) == ("fuzzy", expected), result.reasons
    assert any("quoted less deep than the file" in r for r in result.reasons)


def test_a_snippet_quoted_at_the_files_depth_is_not_shifted() -> None:
    """The same edit quoted at the file's own depth is read as it stands (the shift is for snippets quoted less
    deep only)."""
    original, _, expected = _NAMESPACED["csharp"]
    snippet = ("    public class Orders\n    {\n        // ... existing code ...\n\n        public int Count()\n"
               "        {\n            return _db.Orders.Count();\n        }\n    }\n")
    assert merge(original, snippet, language="csharp").text == expected


_README = ("# tinyq\n\n[![build](https://travis-ci.org/acme/tinyq.svg)](https://travis-ci.org/acme/tinyq)\n\n"
           "A small job queue.\n\n## Install\n\n```sh\nnpm install tinyq\n```\n\n## Usage\n\nCall `queue()`.\n")


def test_new_badges_written_beside_a_kept_badge_are_refused() -> None:
    """The header restated with new badges and a new tagline, the marker after it would keep the old badge (and
    the old tagline): replaced by the new ones, or one more? Refused, not both written."""
    snippet = ("# tinyq\n\n[![CI](https://github.com/acme/tinyq/actions/workflows/ci.yml/badge.svg)](https://github.com"
               "/acme/tinyq/actions)\n"
               "[![npm](https://img.shields.io/npm/v/tinyq.svg)](https://npmjs.com/package/tinyq)\n"
               "\nA tiny, dependency-free job queue with retries.\n\n<!-- ... rest of README unchanged ... -->\n")
    result = merge(_README, snippet, language="markdown")
    assert not result.sure and any("badge kept beside" in r for r in result.reasons), result.reasons


def test_a_badge_added_beside_the_restated_one_is_written() -> None:
    """The old badge restated, a new one after it: one more badge, written."""
    snippet = ("# tinyq\n\n[![build](https://travis-ci.org/acme/tinyq.svg)](https://travis-ci.org/acme/tinyq)\n"
               "[![npm](https://img.shields.io/npm/v/tinyq.svg)](https://npmjs.com/package/tinyq)\n\n"
               "<!-- ... rest of README unchanged ... -->\n")
    result = merge(_README, snippet, language="markdown")
    assert result.confidence == "exact" and result.text == _README.replace(
        "tinyq)\n\nA small", "tinyq)\n[![npm](https://img.shields.io/npm/v/tinyq.svg)](https://npmjs.com/package/tinyq)"
        "\n\nA small")


_PARAGRAPH = {
    "c": ("static void log_write(FILE *out, const char *msg)\n{\n    char stamp[16];\n    time_t now = time(NULL);\n"
          "    strftime(stamp, sizeof(stamp), \"%H:%M:%S\", localtime(&now));\n\n"
          "    fprintf(out, \"%s %s\\n\", stamp, msg);\n"
          "    fflush(out);\n}\n",
          "static void log_write(FILE *out, const char *msg)\n{\n    char stamp[32];\n    struct timespec ts;\n"
          "    struct tm tm;\n    clock_gettime(CLOCK_REALTIME, &ts);\n    localtime_r(&ts.tv_sec, &tm);\n"
          "    size_t n = strftime(stamp, sizeof(stamp), \"%Y-%m-%d %H:%M:%S\", &tm);\n\n"
          "    /* ... rest of log_write unchanged ... */\n}\n"),
    "python": ("def write_log(out, msg):\n    prefix = 'log'\n    now = time.time()\n"
               "    out.write(time.strftime('%H:%M:%S ', time.localtime(now)))\n\n    out.write(f'{prefix} {msg}')\n",
               "def write_log(out, msg):\n    prefix = 'log'\n    moment = datetime.now(timezone.utc)\n"
               "    out.write(moment.strftime('%Y-%m-%d %H:%M:%S.%f '))\n\n    # ... rest unchanged ...\n"),
    "go": ("func writeLog(out io.Writer, msg string) {\n\tprefix := \"log\"\n\tnow := time.Now()\n"
           "\tfmt.Fprint(out, now.Format(time.Kitchen))\n\n\tfmt.Fprintf(out, \"%s %s\\n\", prefix, msg)\n}\n",
           "func writeLog(out io.Writer, msg string) {\n\tprefix := \"log\"\n\tstamp := time.Now().UTC()\n"
           "\tfmt.Fprint(out, stamp.Format(time.RFC3339Nano))\n\n\t// ... rest unchanged ...\n}\n"),
}


@pytest.mark.parametrize("language", sorted(_PARAGRAPH))
def test_the_rest_of_a_rewritten_paragraph_kept_by_the_marker_is_refused(language: str) -> None:
    """New lines after the chunk's last restated line, a blank line, a marker: the original lines the marker
    would keep right after them, in the same paragraph, share most of their words with the new lines (the old
    time-stamp lines below their rewrite): their old version or kept? Refused, not both written."""
    original, snippet = _PARAGRAPH[language]
    result = merge(original, snippet, language=language)
    assert not result.sure and any("the paragraph the chunk rewrites" in r for r in result.reasons), result.reasons


def test_one_more_of_a_run_of_like_lines_is_no_rewritten_paragraph() -> None:
    """An import added after a restated like one, the marker keeping the other imports of the paragraph: the kept
    ones share their words with the restated line too (one more of a run), so the new line is merged."""
    original = ("'use strict';\nconst a_1 = load(require('./a'));\nconst b_1 = load(require('./b'));\n"
                "const c_1 = load(require('./c'));\n\nrun([a_1, b_1, c_1]);\n")
    snippet = ("'use strict';\nconst a_1 = load(require('./a'));\nconst d_1 = load(require('./d'));\n\n"
               "// ... existing code ...\n")
    result = merge(original, snippet, language="javascript")
    assert result.confidence == "exact" and result.text == original.replace(
        "('./a'));\n", "('./a'));\nconst d_1 = load(require('./d'));\n"), result.reasons


_DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize("case_id", ["go/s1_go_inventory_handler_delete_item", "java/s6_jdbc_user_repository_find_by_role"])
def test_a_new_method_after_the_tail_of_a_like_one_is_no_edited_copy(case_id: str) -> None:
    """A new handler (a new method, its ``@Override`` first) appended after a like one: paired line for line from
    the kept lines above, its first line declares a function against a line of the like one's body, so the kept
    lines are no old version of it (it was refused as one)."""
    case = next(c for c in load_cases(_DATA / "apply_unsaid") if c.id == case_id)
    result = merge(case.original, case.update, language=file_language(case.path))
    assert result.sure and result.text == case.final, result.reasons
