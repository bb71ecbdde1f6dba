"""A new block written beside a like one: the snippet writes a block opener the file has several times twice
(``[[redirects]]``, ``<div class="field">``, a JSON ``{``), one of its two blocks new. Read as an edit of the
block the opener's first copy stands on, the certifier refuses it (that block edited, or a new one beside it?); the
other reading, that block new beside the other (``sibling_blocks.new_sibling``), is tried and taken where it alone
is certified. Seen on edits written by people who never read the merge (three of four were refused). So is a new
block after a like one the chunk restates whole, its values like the next block's (``"/n/*"``, ``"/c/*"``): read
as an edit of that next block, every line of it rewritten, it is refused; the like block restated before it says
it is one more (``neighbours._restated_twin``), and the first block stands where it is restated line for line."""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.evals.cases import load_cases

_TOML = ('[build]\n  command = "npm run build"\n\n[[redirects]]\n  from = "/api/*"\n  to = "https://api.acme.io/:splat"\n'
         '  status = 200\n  force = true\n\n[[redirects]]\n  from = "/docs"\n  to = "/docs/start"\n  status = 301\n\n'
         '[[redirects]]\n  from = "/*"\n  to = "/index.html"\n  status = 200\n\n[[headers]]\n  for = "/*"\n')
_HTML = ('<form id="signup">\n  <div class="form-field">\n    <label for="name">Name</label>\n'
         '    <input id="name" name="name" required>\n  </div>\n\n  <div class="form-field">\n'
         '    <label for="email">Work email</label>\n    <input id="email" name="email" type="email" required>\n'
         '  </div>\n\n  <div class="form-field">\n    <label for="password">Password</label>\n'
         '    <input id="password" name="password" type="password" required>\n  </div>\n\n'
         '  <button type="submit">Sign up</button>\n</form>\n')
_JSON = ('{\n  "redirects": [\n    {\n      "source": "/api/:path*",\n      "destination": "https://api.acme.io",\n'
         '      "permanent": false\n    },\n    {\n      "source": "/docs",\n      "destination": "/docs/start",\n'
         '      "permanent": true\n    },\n    {\n      "source": "/old-home",\n      "destination": "/",\n'
         '      "permanent": true\n    }\n  ]\n}\n')
CASES = {  # language: (original, snippet, expected)
    "toml": (_TOML,
             '# ... existing redirects ...\n\n[[redirects]]\n  from = "/blog/*"\n  to = "https://blog.acme.io/:splat"\n'
             '  status = 301\n\n[[redirects]]\n  from = "/*"\n  to = "/index.html"\n  status = 200\n\n'
             '# ... rest of netlify.toml ...\n',
             _TOML.replace('[[redirects]]\n  from = "/*"', '[[redirects]]\n  from = "/blog/*"\n'
                           '  to = "https://blog.acme.io/:splat"\n  status = 301\n\n[[redirects]]\n  from = "/*"')),
    "html": (_HTML,
             '<!-- ... keep existing code -->\n  <div class="form-field">\n    <label for="email">Work email</label>\n'
             '    <input id="email" name="email" type="email" required>\n  </div>\n\n  <div class="form-field">\n'
             '    <label for="phone">Phone</label>\n    <input id="phone" name="phone" type="tel">\n  </div>\n'
             '<!-- ... keep existing code -->\n',
             _HTML.replace('  <div class="form-field">\n    <label for="password">',
                           '  <div class="form-field">\n    <label for="phone">Phone</label>\n'
                           '    <input id="phone" name="phone" type="tel">\n  </div>\n\n'
                           '  <div class="form-field">\n    <label for="password">')),
    "json": (_JSON,
             '{\n  "redirects": [\n    // ... existing redirects ...\n    {\n      "source": "/blog/:slug",\n'
             '      "destination": "https://blog.acme.io/:slug",\n      "permanent": true\n    },\n    {\n'
             '      "source": "/old-home",\n      "destination": "/",\n      "permanent": true\n    }\n  ]\n}\n',
             _JSON.replace('    {\n      "source": "/old-home"', '    {\n      "source": "/blog/:slug",\n'
                           '      "destination": "https://blog.acme.io/:slug",\n      "permanent": true\n    },\n'
                           '    {\n      "source": "/old-home"')),
}


@pytest.mark.parametrize("language", list(CASES))
def test_a_new_block_beside_a_like_one_keeps_that_one(language) -> None:
    original, snippet, expected = CASES[language]
    result = merge(original, snippet, language=language)
    assert result.text == expected, result.reasons
    assert result.sure, result.reasons


def test_an_edited_block_restated_with_its_opener_stays_an_edit() -> None:
    """A chunk whose blocks are both restated but one line (a block edited, no new one) is no such chunk."""
    snippet = ('# ... existing redirects ...\n\n[[redirects]]\n  from = "/docs"\n  to = "/docs/intro"\n  status = 301\n\n'
               '[[redirects]]\n  from = "/*"\n  to = "/index.html"\n  status = 200\n\n# ... rest of netlify.toml ...\n')
    result = merge(_TOML, snippet, language="toml")
    assert result.text == _TOML.replace('"/docs/start"', '"/docs/intro"'), result.reasons


def test_a_block_whose_key_keeps_its_old_value_and_adds_is_edited_in_place() -> None:
    """A value that goes on past the old one (``"/docs"`` now ``"/docs/:path*"``) edits that block: no new one."""
    snippet = ('{\n  "redirects": [\n    // ... existing redirects ...\n      "permanent": false\n    },\n    {\n'
               '      "source": "/docs/:path*",\n'
               '      "destination": "/docs/start/:path*",\n      "permanent": true\n    },\n'
               '    // ... existing redirects ...\n  ]\n}\n')
    result = merge(_JSON, snippet, language="json")
    assert result.text == _JSON.replace('"/docs",\n      "destination": "/docs/start"',
                                        '"/docs/:path*",\n      "destination": "/docs/start/:path*"'), result.reasons
    assert result.sure, result.reasons


_ROUTES_TOML = "".join(f'[[redirects]]\n  from = "/{a}/*"\n  to = "/{b}/:splat"\n  status = 301\n\n'
                       for a, b in (("a", "x"), ("b", "y"), ("c", "z"))) + '[[headers]]\n  for = "/*"\n'
_ROUTES_JSON = ('{\n  "routes": [\n' + ",\n".join(f'    {{\n      "path": "/{a}",\n      "service": "{b}"\n    }}'
                                                   for a, b in (("a", "x"), ("b", "y"), ("c", "z"))) +
                '\n  ],\n  "port": 80\n}\n')
AFTER_TWIN = {  # language: (original, snippet: a like block restated whole, then a new one, expected)
    "toml": (_ROUTES_TOML, '# ... existing code ...\n\n[[redirects]]\n  from = "/b/*"\n  to = "/y/:splat"\n'
             '  status = 301\n\n[[redirects]]\n  from = "/n/*"\n  to = "/q/:splat"\n  status = 302\n\n'
             '# ... existing code ...\n',
             _ROUTES_TOML.replace('[[redirects]]\n  from = "/c/*"', '[[redirects]]\n  from = "/n/*"\n'
                                  '  to = "/q/:splat"\n  status = 302\n\n[[redirects]]\n  from = "/c/*"')),
    "json": (_ROUTES_JSON, '{\n  "routes": [\n    // ... existing routes ...\n    {\n      "path": "/b",\n'
             '      "service": "y"\n    },\n    {\n      "path": "/n",\n      "service": "q"\n    },\n'
             '    // ... existing routes ...\n  ],\n  // ... existing code ...\n}\n',
             _ROUTES_JSON.replace('    {\n      "path": "/c"', '    {\n      "path": "/n",\n      "service": "q"\n'
                                  '    },\n    {\n      "path": "/c"')),
}


@pytest.mark.parametrize("language", list(AFTER_TWIN))
def test_a_new_block_after_a_like_one_restated_whole_is_inserted_not_an_edit_of_the_next(language) -> None:
    original, snippet, expected = AFTER_TWIN[language]
    result = merge(original, snippet, language=language)
    assert (result.text, result.sure) == (expected, True), result.reasons


AFTER_LAST = [("apply_hidden", "toml/netlify_docs_site_blog_redirect"),
              ("apply_adv", "toml/netlify_add_redirect_after_last")]


@pytest.mark.parametrize("split,case_id", AFTER_LAST, ids=[c for _, c in AFTER_LAST])
def test_a_new_block_after_a_like_one_restated_line_for_line(split, case_id) -> None:
    """The first reading anchors the restated block's opener on another like block, so its lines are no run there;
    the other reading finds where it stands line for line, once (``sibling_blocks._whole_at``)."""
    case = next(c for c in load_cases(Path(__file__).parent / "data" / split) if c.id == case_id)
    result = merge(case.original, case.update, language=case.language)
    assert (result.text, result.sure) == (case.final, True), result.reasons


def test_new_lines_that_are_the_very_lines_kept_beside_them_are_still_refused() -> None:
    # (the like block the chunk restates before them makes new lines one more block, not an edited copy of the
    # kept ones; but lines written new that are the kept lines themselves are written twice)
    from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
    from fastapply.apply.merge.certify import certify
    from fastapply.apply.merge.snippet import Snippet
    from fastapply.apply.merge.source import Source

    source = Source("def f():\n    x = g(1)\n    y = h(1)\n    x = g(2)\n    y = h(2)\n    return x\n", "python")
    snippet = Snippet("def f():\n    x = g(1)\n    y = h(1)\n    x = g(2)\n    y = h(2)\n    # ...\n", "python")
    written = tuple(Written(text, n, n if n < 3 else None) for n, text in enumerate(snippet.lines[:5]))
    certificate = Certificate((Piece(WRITE, (0, 5), (0, 3), written, chunk=1),
                               Piece(KEEP, (5, 6), (3, 6), marker=5)))
    verdict = certify(source, snippet, certificate, certificate.render(source.lines))
    assert any("is kept next to its new version" in r for r in verdict.refusals), verdict.refusals
