"""File headers, Markdown sections restated whole, doc comments that open on their declaration's name, qualified
names in deletion notes, and markers that name what they keep (apply/merge/beyond.py ``header_start``,
sections.py ``stated_sections``, doc.py ``old_doc``, markers.py, certify.py ``stands_for_code``). Seen on edits
written by people who never read the merge; each was written wrong before."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

HEADERS = {  # language: (original, snippet opening on a line only a file's first lines hold, expected)
    "rust": ("//! Geometry.\n\nuse std::fmt;\n\npub struct P;\n",
             "//! Geometry primitives for the renderer.\n//!\n//! Coordinates are logical pixels.\n\n"
             "#![forbid(unsafe_code)]\n\nuse std::fmt;\n// ... existing code ...\n",
             "//! Geometry primitives for the renderer.\n//!\n//! Coordinates are logical pixels.\n\n"
             "#![forbid(unsafe_code)]\n\nuse std::fmt;\n\npub struct P;\n"),
    "bash": ("# deploy helper\nset -eu\n\necho deploy\n",
             "#!/usr/bin/env bash\n# deploy helper, strict mode\nset -euo pipefail\n\necho deploy\n",
             "#!/usr/bin/env bash\n# deploy helper, strict mode\nset -euo pipefail\n\necho deploy\n"),
    "dockerfile": ("# Dockerfile for the API\nFROM node:18\n\nRUN apt-get update && apt-get install -y python3\n\n"
                   "WORKDIR /app\nCOPY . .\nCMD [\"node\", \"main.js\"]\n",
                   "# syntax=docker/dockerfile:1.7\n\n# ---- build stage ----\nFROM node:20-bookworm AS build\n\n"
                   "RUN --mount=type=cache,target=/var/cache/apt apt-get update \\\n    && apt-get install -y make g++\n\n"
                   "WORKDIR /app\nCOPY . .\nCMD [\"node\", \"main.js\"]\n",
                   "# syntax=docker/dockerfile:1.7\n\n# ---- build stage ----\nFROM node:20-bookworm AS build\n\n"
                   "RUN --mount=type=cache,target=/var/cache/apt apt-get update \\\n    && apt-get install -y make g++\n\n"
                   "WORKDIR /app\nCOPY . .\nCMD [\"node\", \"main.js\"]\n"),
}


@pytest.mark.parametrize("language", sorted(HEADERS))
def test_a_new_file_header_replaces_the_old_header_comment(language) -> None:
    original, snippet, expected = HEADERS[language]
    result = merge(original, snippet, language=None if language == "dockerfile" else language)
    assert result.sure and result.text == expected, (result.reasons, result.text)


README = ("# tool\n\nA tool.\n\n## Installation\n\n```sh\nnpm i tool\n```\n\nNeeds Node 16.\n\n## Usage\n\nRun it.\n\n"
          "## License\n\nMIT\n")


@pytest.mark.parametrize("snippet, old, new", [
    ("<!-- ... intro unchanged ... -->\n\n## Installation\n\n```sh\nnpm i tool\n```\n\nNeeds Node 18 (for `fetch`).\n\n"
     "<!-- ... Usage and License sections as before ... -->\n",
     "Needs Node 16.\n", "Needs Node 18 (for `fetch`).\n"),
    ("<!-- ... -->\n\n## License\n\nLicensed under MIT or Apache-2.0, at your option.\n",
     "## License\n\nMIT\n", "## License\n\nLicensed under MIT or Apache-2.0, at your option.\n"),
])
def test_a_markdown_section_restated_whole_replaces_the_old_one(snippet, old, new) -> None:
    result = merge(README, snippet, language="markdown")
    assert result.sure and result.text == README.replace(old, new), (result.reasons, result.text)


def test_a_marker_after_a_section_that_may_mean_its_rest_keeps_it() -> None:
    """A bare marker after the restated section may stand for the rest of it: the old lines stay."""
    snippet = "<!-- ... -->\n\n## Installation\n\n```sh\nnpm i tool@2\n```\n\n<!-- ... -->\n"
    result = merge(README, snippet, language="markdown")
    assert not result.sure or "Needs Node 16." in result.text, result.text


DOCS = {  # language: (original, snippet restating a function with a new doc comment that opens on its name)
    "go": ("package c\n\n// Validate reports the first problem found in the configuration.\nfunc Validate() error {\n\treturn nil\n}\n",
           "// ... existing code ...\n\n// Validate checks the configuration and reports every problem it finds.\nfunc Validate() error {\n"
           "\treturn nil\n}\n",
           "// Validate reports the first problem found in the configuration.\n", "// Validate checks the configuration and reports every problem it finds.\n"),
    "csharp": ("class C\n{\n    // Validate reports the first problem found in the configuration.\n    public bool Validate()\n    {\n"
               "        return true;\n    }\n}\n",
               "class C\n{\n    // Validate checks the configuration and reports every problem it finds.\n    public bool Validate()\n"
               "    {\n        return true;\n    }\n}\n",
               "    // Validate reports the first problem found in the configuration.\n",
               "    // Validate checks the configuration and reports every problem it finds.\n"),
}


@pytest.mark.parametrize("language", sorted(DOCS))
def test_a_doc_comment_that_opens_on_the_declarations_name_replaces_the_old_one(language) -> None:
    original, snippet, old, new = DOCS[language]
    result = merge(original, snippet, language=language)
    assert result.sure and result.text == original.replace(old, new), (result.reasons, result.text)


def test_a_deletion_note_names_a_qualified_function_with_a_call_in_its_reason() -> None:
    original = ("void Node::add() {\n    x();\n}\n\nvoid Node::legacy_walk(int n) {\n    y(n);\n}\n\n"
                "void Node::visit() {\n    z();\n}\n")
    snippet = ("// ... existing code ...\n\n// ... removed Node::legacy_walk() (callers now use visit()) ...\n\n"
               "void Node::visit() {\n    z();\n}\n")
    result = merge(original, snippet, language="cpp")
    assert result.sure and result.text == original.replace("void Node::legacy_walk(int n) {\n    y(n);\n}\n\n", ""), \
        (result.reasons, result.text)


def test_a_marker_that_names_what_it_keeps_stands_for_some_code() -> None:
    """The new row read as the edit of the next rows, the marker after it naming the remaining trails would keep
    none: refused, never written."""
    rows = "".join(f"  <tr>\n    <td>{name}</td>\n    <td>{km} km</td>\n  </tr>\n" for name, km in
                   (("Lake", "6.2"), ("Summit", "14.5"), ("Gorge", "8.9")))
    original = f"<table>\n<tbody>\n{rows}</tbody>\n</table>\n"
    snippet = ("<tbody>\n  <!-- ... earlier trails as before ... -->\n  <tr>\n    <td>Lake</td>\n    <td>6.2 km</td>\n"
               "  </tr>\n  <tr>\n    <td>Pine</td>\n    <td>11.8 km</td>\n  </tr>\n"
               "  <!-- ... remaining trails as before ... -->\n</tbody>\n")
    result = merge(original, snippet, language="html")
    assert not result.sure or all(x in result.text for x in ("Summit", "Gorge", "Pine")), result.text


_OPTIONS_DOC = "".join(f"### `{name}`\n\nType: `{kind}` · Default: `{default}`\n\n{text}\n\n"
                       for name, kind, default, text in [
    ("connect_timeout", "duration", "5s", "How long to wait for a connection."),
    ("response_timeout", "duration", "30s", "How long to wait for the headers."),
    ("max_idle_conns", "integer", "100", "Idle connections kept per host.")]).rstrip("\n") + "\n"


def test_a_line_like_the_edited_one_under_the_next_heading_is_another_sections() -> None:
    """``Type: ... Default: `60s``` edited under one heading: the ``Type:`` line kept under the next heading is
    that option's, not the old version of the edited line (a heading parts the two)."""
    snippet = "<!-- ... -->\n\n### `response_timeout`\n\nType: `duration` · Default: `60s`\n\n<!-- ... -->\n"
    result = merge(_OPTIONS_DOC, snippet, language="markdown")
    assert (result.text, result.sure) == (_OPTIONS_DOC.replace("`30s`", "`60s`"), True), result.reasons
