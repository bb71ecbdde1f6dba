"""Two blocks joined by a deletion, a block kept beside its edited copy with lines added, a deletion marker
telling like blocks apart by another name it gives, and one-line items added packed (rules of *depth* and
*beside*: apply/merge/brackets.py ``joins``, apply/merge/alike.py ``spread_copy``; apply/merge/source.py
``Source.removable``; apply/merge/write.py ``_packed``). Seen on edits the merge was never tuned on: a CSS rule
added inside ``@media (max-width: 900px)``, read onto the ``@media print`` block below it, deleted; ``# syntax=``
and ``FROM`` edited at a Dockerfile's top with an ``ARG`` between them, written new with the old two kept;
``# (removed the [[vm]] block for the legacy_cron process)`` removing the ``legacy_cron`` key only; a one-line
``data class`` added to a sealed interface with a blank line above it. Each was written ``exact``."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
from fastapply.apply.merge.certify import certify
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source

CSS = """.post {
  display: grid;
}

@media (max-width: 900px) {
  .post {
    gap: 2rem;
  }

  .post__body {
    font-size: 1rem;
  }
}

@media print {
  .post {
    display: block;
  }

  .post__toc {
    display: none;
  }
}
"""
CSS_SNIPPET = """/* ... existing code ... */

@media (max-width: 900px) {
  /* ... existing mobile rules ... */

  .post__body {
    font-size: 1rem;
  }

  .post__toc {
    position: static;
  }
}

/* ... existing code ... */
"""
NGINX = """http {
    server {
        listen 80;
        server_name a.example;
    }

    server {
        listen 443;
        location / {
            proxy_pass http://app;
        }
    }
}
"""
NGINX_SNIPPET = """# ... existing config ...
    server {
        listen 80;
        server_name a.example;
        location / {
            return 301 https://$host;
        }
    }
# ... existing config ...
"""


@pytest.mark.parametrize("original, snippet, language, expected", [
    (CSS, CSS_SNIPPET, "css", CSS.replace("    font-size: 1rem;\n  }\n}", "    font-size: 1rem;\n  }\n\n"
                                          "  .post__toc {\n    position: static;\n  }\n}")),
    (NGINX, NGINX_SNIPPET, None, NGINX.replace("server_name a.example;\n", "server_name a.example;\n        location / {"
                                               "\n            return 301 https://$host;\n        }\n")),
], ids=["css", "nginx"])
def test_a_deletion_that_joins_two_blocks_is_refused(original, snippet, language, expected) -> None:
    """A new rule's lines read onto the next block's like lines: the first block's ``}`` and the next block's head
    deleted, the next block's ``}`` closing the first; nothing declares these blocks for the declarations rule."""
    result = merge(original, snippet, language=language)
    assert not result.sure or result.text == expected, result.text
    if not result.sure:
        assert any("two blocks joined" in x for x in result.reasons), result.reasons


def _written(texts: list[str], originals: list[int | None], at: int = 0) -> tuple[Written, ...]:
    return tuple(Written(text, at + n, original) for n, (text, original) in enumerate(zip(texts, originals)))


GO = "func a() {\n\tx()\n}\n\nfunc b() {\n\ty()\n}\n"


def test_joins_reads_brackets_in_any_language() -> None:
    """Go: ``a``'s closing line and ``b``'s head deleted between restated lines, ``b``'s ``}`` closing ``a``."""
    source, snippet = Source(GO, "go"), Snippet("func a() {\n\tx()\n\tz()\n}\n", "go")
    piece = Piece(WRITE, (0, 4), (0, 7), _written(["func a() {", "\tx()", "\tz()", "}"], [0, 1, None, 6]))
    certificate = Certificate((piece,))
    refusals = certify(source, snippet, certificate, certificate.render(source.lines)).refusals
    assert any(x.startswith("depth:") and "two blocks joined" in x for x in refusals), refusals


def test_like_items_joined_read_as_one_of_them_are_no_join() -> None:
    """A JSON list item deleted by restating its neighbours, read as the first item's tail and the second's head
    deleted: the joined item reads as the first one did, the one result of deleting the second whole."""
    items = '[\n  {\n    "name": "x",\n    "on": true\n  },\n  {\n    "name": "y",\n    "on": true\n  }\n]\n'
    source = Source(items, "json")
    snippet = Snippet('[\n  {\n    "name": "x",\n    "on": true\n  }\n]\n', "json")
    piece = Piece(WRITE, (0, 6), (0, 10), _written(["[", "  {", '    "name": "x",', '    "on": true', "  }", "]"],
                                                    [0, 1, 2, 7, 8, 9]))
    certificate = Certificate((piece,))
    result = certificate.render(source.lines)
    assert "\n".join(result) + "\n" == items.replace('  },\n  {\n    "name": "y",\n    "on": true\n', "")
    assert certify(source, snippet, certificate, result).refusals == []


def test_a_branch_deleted_with_its_branch_line_is_no_join() -> None:
    """``} else {`` closes the ``if`` block and opens the ``else`` one: deleting it with its body, the restated
    ``}`` closing the ``if``, joins nothing."""
    source = Source("if (a) {\n  x();\n} else {\n  if (b) {\n    y();\n  }\n}\n", "javascript")
    snippet = Snippet("if (a) {\n  x();\n}\n", "javascript")
    certificate = Certificate((Piece(WRITE, (0, 3), (0, 7), _written(["if (a) {", "  x();", "}"], [0, 1, 6])),))
    assert certify(source, snippet, certificate, certificate.render(source.lines)).refusals == []


DOCKERFILE = "# syntax=docker/dockerfile:1\nFROM python:3.10-slim AS base\n\nWORKDIR /app\nCOPY . .\n"
EDITED_TOPS = {  # language: (original, the new lines written at the file's top, their old version kept below)
    "dockerfile": (DOCKERFILE, ["# syntax=docker/dockerfile:1.7", "ARG PYTHON_VERSION=3.12",
                                "FROM python:${PYTHON_VERSION}-slim AS base"]),
    "python": ("from app import config\nfrom app.models import User\n\n\ndef load():\n    return User.get(config.ID)\n",
               ["from app import config, db", "import logging", "from app.models import Order, User"]),
    "javascript": ('import { a } from "./x";\nimport { b } from "./y";\n\nexport const c = a + b;\n',
                   ['import { a, c } from "./x";', 'import z from "./z";', 'import { b, d } from "./y";']),
}


@pytest.mark.parametrize("language", sorted(EDITED_TOPS))
def test_lines_kept_below_their_edited_copy_with_lines_added_are_refused(language) -> None:
    original, new = EDITED_TOPS[language]
    source = Source(original, None if language == "dockerfile" else language)
    snippet = Snippet("\n".join(new) + "\n# ... existing code ...\n", source.language)
    total = len(source.lines)
    certificate = Certificate((Piece(WRITE, (0, 3), (0, 0), _written(new, [None] * 3)),
                               Piece(KEEP, (3, 4), (0, total), marker=3)))
    refusals = certify(source, snippet, certificate, certificate.render(source.lines)).refusals
    assert any(x.startswith("beside:") and "with lines added among them" in x for x in refusals), refusals


def test_a_dockerfile_top_edited_with_a_line_added_is_never_written_beside_the_old_lines() -> None:
    snippet = ("# syntax=docker/dockerfile:1.7\nARG PYTHON_VERSION=3.12\n\nFROM python:${PYTHON_VERSION}-slim AS base\n"
               "\n# ... rest of the Dockerfile unchanged ...\n")
    expected = "# syntax=docker/dockerfile:1.7\nARG PYTHON_VERSION=3.12\n\nFROM python:${PYTHON_VERSION}-slim AS base\n" \
        "\nWORKDIR /app\nCOPY . .\n"
    result = merge(DOCKERFILE, snippet, language=None)
    assert not result.sure or result.text == expected, result.text


def test_new_lines_like_the_kept_ones_below_are_no_copy() -> None:
    """One more item of a list inserted above like items is no edited copy of them."""
    original = "<ul>\n  <li>b</li>\n  <li>c</li>\n  <li>d</li>\n</ul>\n"
    result = merge(original, "<ul>\n  <li>a</li>\n  <li>a2</li>\n  <!-- ... existing items ... -->\n", language="html")
    assert result.sure and result.text == original.replace("<ul>\n", "<ul>\n  <li>a</li>\n  <li>a2</li>\n")


FLY = """app = "orders"

[processes]
  web = "bin/server"
  worker = "bin/worker"
  legacy_cron = "bin/cron"

[http_service]
  internal_port = 8080

[[vm]]
  size = "shared-cpu-2x"
  processes = ["web"]

[[vm]]
  size = "shared-cpu-1x"
  processes = ["legacy_cron"]

[[statics]]
  guest_path = "/app/public"
"""
FLY_SNIPPET = """# ... existing config ...

[processes]
  web = "bin/server"
  worker = "bin/worker"

# ... existing config ...

# (removed the [[vm]] block for the {name} process)

# ... existing config ...
"""


def test_a_deletion_marker_tells_like_blocks_apart_by_another_name_it_gives() -> None:
    """``[[vm]]`` names two blocks; the one that mentions ``legacy_cron``, which the marker also names, goes, with
    the ``legacy_cron`` key; the blank line after that key, a table's last, stays between the tables."""
    result = merge(FLY, FLY_SNIPPET.format(name="legacy_cron"), language="toml")
    expected = FLY.replace('  legacy_cron = "bin/cron"\n', "").replace(
        '[[vm]]\n  size = "shared-cpu-1x"\n  processes = ["legacy_cron"]\n\n', "")
    assert (result.confidence, result.text) == ("exact", expected)


def test_a_deletion_marker_naming_like_blocks_none_of_which_it_tells_apart_is_refused() -> None:
    result = merge(FLY, FLY_SNIPPET.replace("[processes]\n  web", "[processes]\n  legacy_cron = \"bin/cron\"\n  web")
                   .format(name="batch"), language="toml")
    assert not result.sure


SEALED = {
    "kotlin": ("sealed interface State {\n    data object Idle : State\n    data class Paid(val id: String) : State\n"
               "    data class Failed(val reason: String) : State\n}\n\nclass Model {\n    fun a() = 1\n\n"
               "    fun b() = 2\n}\n",
               "sealed interface State {\n    // ... existing states ...\n    data class Refunded(val cents: Long) : "
               "State\n}\n"),
    "java": ("public sealed interface State {\n    record Idle() implements State {}\n    record Paid(String id) "
             "implements State {}\n    record Failed(String reason) implements State {}\n}\n\nclass Model {\n    int a() {\n"
             "        return 1;\n    }\n\n    int b() {\n        return 2;\n    }\n}\n",
             "public sealed interface State {\n    // ... existing states ...\n    record Refunded(long cents) implements "
             "State {}\n}\n"),
}


def test_a_one_line_item_added_after_spaced_like_ones_is_spaced() -> None:
    original, snippet = SEALED["kotlin"]
    original = original.replace(" : State\n    data", " : State\n\n    data")
    result = merge(original, snippet, language="kotlin")
    last = "    data class Failed(val reason: String) : State\n"
    assert result.text == original.replace(last, f"{last}\n    data class Refunded(val cents: Long) : State\n")


@pytest.mark.parametrize("language", sorted(SEALED))
def test_a_one_line_item_added_after_packed_like_ones_is_packed(language) -> None:
    original, snippet = SEALED[language]
    new = [x for x in snippet.split("\n") if "Refunded" in x][0]
    last = [x for x in original.split("\n") if "Failed" in x][0]
    result = merge(original, snippet, language=language)
    assert result.text == original.replace(last + "\n", f"{last}\n{new}\n"), result.text


def test_an_import_added_before_a_blank_line_keeps_the_file_spacing() -> None:
    """The line below the new one is packed with no like line beyond it (a blank line, then other imports)."""
    original = "from a.b import X\nfrom a.b import Y\n\nfrom a.c import Z\n\n__all__ = ['X', 'Y', 'Z']\n"
    snippet = "# ... rest of code ...\nfrom a.b import X\nfrom a.b import W\n# ... rest of code ...\n"
    result = merge(original, snippet, language="python")
    assert result.text == original.replace("import X\n", "import X\nfrom a.b import W\n"), result.text
