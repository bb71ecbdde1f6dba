"""Certifier rules from the tenth frozen split's wrong files (tests/data/apply_unread, measured once): a deletion
note whose words only the last block of a bracketed list mentions, a name declared again in its block beside its
kept old declaration, and new code written after the statement that ends a file's code."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

_RULES = ("module.exports = {\n  module: {\n    rules: [\n"
          "      {\n        test: /\\.jsx?$/,\n        use: 'babel-loader',\n      },\n"
          "      {\n        test: /\\.css$/,\n        use: 'css-loader',\n      },\n"
          "      {\n        test: /\\.coffee$/,\n        use: 'coffee-loader',\n      },\n"
          "    ],\n  },\n};\n")


def test_a_note_about_the_last_block_of_a_list_does_not_delete_the_list() -> None:
    """``// removed: the coffee-loader rule`` after a marker in a ``rules: [`` list written without blank lines:
    the list is one paragraph, but only its last block is about coffee: refused, never the list deleted."""
    snippet = ("module.exports = {\n  module: {\n    rules: [\n      // ... existing rules ...\n"
               "      // removed: the coffee-loader rule for the old .coffee files\n    ],\n  },\n};\n")
    result = merge(_RULES, snippet, language="javascript")
    assert not result.sure or "babel-loader" in result.text, result.text


def test_a_note_whose_paragraph_opens_on_a_comment_about_it_deletes_that_paragraph() -> None:
    original = (".page {\n  color: #111;\n}\n\n/* Old float-based nav */\n.navbar-legacy {\n  float: left;\n}\n"
                ".navbar-legacy li {\n  float: left;\n}\n\n.footer {\n  color: #333;\n}\n")
    snippet = ".page {\n  color: #111;\n}\n\n/* ... all .navbar-legacy rules removed ... */\n\n.footer {\n" \
              "  color: #333;\n}\n"
    result = merge(original, snippet, language="css")
    assert (result.text, result.sure) == (".page {\n  color: #111;\n}\n\n.footer {\n  color: #333;\n}\n", True), \
        result.reasons


_FETCH = {"javascript": ("async function get(url) {\n  const init = { method: 'GET' };\n"
                         "  const response = await fetch(url, init);\n  if (!response.ok) {\n"
                         "    throw new Error('failed');\n  }\n  return response.json();\n}\n",
                         "async function get(url) {\n  // ... build init as before ...\n\n  let response;\n  try {\n"
                         "    response = await fetch(url, { ...init, signal: timeout() });\n  } finally {\n"
                         "    done();\n  }\n  if (!response.ok) {\n  // ... existing code ...\n}\n"),
          "kotlin": ("fun get(url: String): String {\n    val init = Init(\"GET\")\n"
                     "    val response = fetch(url, init)\n"
                     "    if (!response.ok) {\n        throw Error(\"failed\")\n    }\n    return response.body\n}\n",
                     "fun get(url: String): String {\n    // ... build init as before ...\n\n    var response: Res\n"
                     "    try {\n        response = fetch(url, init, timeout())\n    } finally {\n        done()\n"
                     "    }\n    if (!response.ok) {\n    // ... existing code ...\n}\n")}


@pytest.mark.parametrize("language", sorted(_FETCH))
def test_a_name_declared_again_beside_its_kept_declaration_is_refused(language: str) -> None:
    """The new ``let response;`` (``var response``) and its ``try`` block written below the marker, the old
    ``const response = await fetch(...)`` kept by it: one block declares ``response`` twice."""
    original, snippet = _FETCH[language]
    result = merge(original, snippet, language=language)
    assert not result.sure and any("is declared by the new" in r for r in result.reasons), result.reasons


_ENDS = {"javascript": ("const router = express.Router();\n\nrouter.get('/', list);\n\nrouter.get('/:id', show);\n\n"
                        "module.exports = router;\n",
                        "// ... existing routes ...\n\nrouter.delete('/:id', remove);\n"),
         "python": ("import sys\n\n\ndef main():\n    return 0\n\n\n"
                    "if __name__ == \"__main__\":\n    sys.exit(main())\n",
                    "# ... existing code ...\n\n\ndef helper():\n    return 1\n")}


@pytest.mark.parametrize("language", sorted(_ENDS))
def test_new_code_after_the_statement_that_ends_the_file_is_refused(language: str) -> None:
    original, snippet = _ENDS[language]
    result = merge(original, snippet, language=language)
    assert not result.sure and any("ends the file's code" in r for r in result.reasons), result.reasons
