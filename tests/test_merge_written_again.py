"""A new block inserted before like blocks: its lines must not be read as edits of the like lines further on
while the lines they restate are deleted (``text="d.a is new"`` read as the new version of ``text="d2.a is new"``,
the original ``text="d.a is new"`` deleted). The certifier refuses a reading whose edited line is, the same code,
a line it deletes."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge


def _items(open_, close, key, items, end):
    return "".join(f"{open_}\n{key('kind', k)}\n{key('text', t)}\n{close}\n" for k, t in items) + end


ITEMS = (("type", "f is int"), ("info", "d.a is new"), ("error", "cannot assign a on FrozenDefine"),
         ("info", "d2.a is new"))
SHAPES = {
    "python": ("EXPECTED = [\n", "    Diag(", "    ),", lambda k, v: f'        {k}="{v}",', "]\n", "#"),
    "javascript": ("export const EXPECTED = [\n", "  {", "  },", lambda k, v: f'    {k}: "{v}",', "];\n", "//"),
    "go": ("package diag\n\nvar expected = []Diag{\n", "\t{", "\t},", lambda k, v: f'\t\t{k.title()}: "{v}",', "}\n",
           "//"),
}


@pytest.mark.parametrize("language", sorted(SHAPES))
def test_a_block_inserted_before_like_ones_is_not_read_as_their_edit(language):
    head, open_, close, key, end, comment = SHAPES[language]
    original = head + _items(open_, close, key, ITEMS, end)
    new = ("error", "cannot assign a on Frozen")
    expected = head + _items(open_, close, key, (ITEMS[0], new, *ITEMS[1:]), end)
    snippet = (f"{comment} ... existing code ...\n{key('text', 'f is int')}\n{close}\n"
               + _items(open_, close, key, (new, ITEMS[1]), "") + f"{comment} ... existing code ...\n")
    result = merge(original, snippet, language=language)
    assert result.text == expected or not result.sure, result.reasons
