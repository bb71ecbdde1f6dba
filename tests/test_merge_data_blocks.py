"""Data files with look-alike blocks, two wrong files the certifier let through on edits written by people who
never read the merge: a new ``[[menu.main]]`` table read as the whole restatement of the next one (whose
``identifier`` the snippet restates further down: ``deletions._stated_whole``), and a marker that names a later
key (``# ... volumes unchanged ...``) read as keeping the rest of the list the chunk before it restates to its
end (``said.named_later``). Both are refused now."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

_MENU = "".join(f'[[menu.main]]\n  identifier = "{n}"\n  name = "{n.title()}"\n  url = "/{n}/"\n  weight = {w}\n\n'
                for n, w in (("home", 10), ("blog", 20), ("about", 30), ("contact", 40))) + \
    '[params]\n  description = "A site"\n'


def test_a_new_table_is_no_restatement_of_the_table_whose_lines_the_snippet_places_elsewhere() -> None:
    snippet = ('# ... existing code ...\n\n[[menu.main]]\n  identifier = "blog"\n  name = "Blog"\n  url = "/blog/"\n'
               '  weight = 20\n\n[[menu.main]]\n  identifier = "docs"\n  name = "Docs"\n  url = "/docs/"\n'
               '  weight = 25\n\n[[menu.main]]\n  identifier = "about"\n  # ... existing code ...\n')
    result = merge(_MENU, snippet, language="toml")
    assert result.text == _MENU.replace('[[menu.main]]\n  identifier = "about"', '[[menu.main]]\n  identifier = "docs"\n'
                                        '  name = "Docs"\n  url = "/docs/"\n  weight = 25\n\n[[menu.main]]\n'
                                        '  identifier = "about"') or not result.sure, result.reasons
    # (refused or right: never the about table's lines deleted, certified)


_COMPOSE = ("services:\n  db:\n    image: postgres:16\n\n  mailhog:\n    image: mailhog/mailhog\n\n  api:\n"
            "    build: .\n    depends_on:\n      db:\n        condition: service_healthy\n      mailhog:\n"
            "        condition: service_started\n\nvolumes:\n  pgdata:\n")
_TOML = ('[tool.poetry]\nname = "app"\n\n[tool.poetry.dependencies]\npython = "^3.11"\nrequests = "^2.31"\n'
         'legacy-mail = "^1.0"\n\n[tool.ruff]\nline-length = 100\n')
_JSON = ('{\n  "scripts": {\n    "build": "tsc",\n    "test": "vitest",\n    "mail": "maildev"\n  },\n'
         '  "engines": {\n    "node": ">=20"\n  }\n}\n')
NAMED_LATER = {  # language: (original, snippet whose marker names a later key, the lines it would keep first)
    "yaml": (_COMPOSE, "services:\n  # ... db unchanged ...\n\n  api:\n    build: .\n    depends_on:\n      db:\n"
             "        condition: service_healthy\n\n# ... volumes unchanged ...\n", "      mailhog:\n"),
    "toml": (_TOML, '# ... existing code ...\n[tool.poetry.dependencies]\n  python = "^3.11"\n  requests = "^2.31"\n'
             "# ... ruff settings unchanged ...\n", 'legacy-mail = "^1.0"\n'),
    "json": (_JSON, '{\n  "scripts": {\n    "build": "tsc",\n    "test": "vitest",\n'
             '  // ... engines unchanged ...\n}\n', '    "mail": "maildev"\n'),
}


@pytest.mark.parametrize("language", list(NAMED_LATER))
def test_a_marker_naming_a_later_key_does_not_silently_keep_the_rest_of_the_block_before_it(language) -> None:
    original, snippet, rest = NAMED_LATER[language]
    result = merge(original, snippet, language=language)
    assert not result.sure or rest not in result.text, result.text  # (refused, or the block restated to its end)
