"""A new block written beside a like one: the snippet writes a block opener the file has several times twice
(``[[redirects]]``, ``<div class="field">``, a JSON ``{``), one of its two blocks new. Read as an edit of the
block the opener's first copy stands on, the certifier refuses it (that block edited, or a new one beside it?); the
other reading, that block new beside the other (``place._new_sibling``), is tried and taken where it alone is
certified. Seen on edits written by people who never read the merge (three of four were refused)."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

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
