"""New code right after a marker, then a blank line, then the chunk's first restated line, is a paragraph of its
own: the original's blank line above that line stays above the new code, and the snippet's blank line follows
it (apply/merge/widen.py, ``blanks``). Seen on real edits: a new ``compact = options.get(...)`` check between two
checks was glued to the one above, the blank line after it lost. With a blank line between the marker and the
new code, the snippet shows its spacing itself (a method appended to a class: one blank line, not two)."""

from __future__ import annotations

import pytest

from first_reading import assert_merged

PARAGRAPH = {  # (original, snippet, merged)
    "python": ("def check(options):\n    width = options['width']\n    if width < 1:\n        raise ValueError('width')\n\n"
               "    margin = options.get('margin')\n    return margin\n",
               "def check(options):\n    # ... existing code ...\n    compact = options.get('compact', False)\n"
               "    if compact not in (True, False):\n        raise ValueError('compact')\n\n"
               "    margin = options.get('margin')\n    # ... existing code ...\n",
               "def check(options):\n    width = options['width']\n    if width < 1:\n        raise ValueError('width')\n\n"
               "    compact = options.get('compact', False)\n    if compact not in (True, False):\n"
               "        raise ValueError('compact')\n\n    margin = options.get('margin')\n    return margin\n"),
    "javascript": ("function check(options) {\n  const width = options.width;\n  if (width < 1) throw new Error('width');\n\n"
                   "  const margin = options.margin;\n  return margin;\n}\n",
                   "function check(options) {\n  // ... existing code ...\n  const compact = Boolean(options.compact);\n"
                   "  if (!compact) log('plain');\n\n  const margin = options.margin;\n  // ... existing code ...\n}\n",
                   "function check(options) {\n  const width = options.width;\n  if (width < 1) throw new Error('width');\n\n"
                   "  const compact = Boolean(options.compact);\n  if (!compact) log('plain');\n\n"
                   "  const margin = options.margin;\n  return margin;\n}\n"),
    "go": ("package main\n\nfunc check(o Options) int {\n\tif o.Width < 1 {\n\t\tpanic(\"width\")\n\t}\n\n"
           "\tmargin := o.Margin\n\treturn margin\n}\n",
           "func check(o Options) int {\n\t// ... existing code ...\n\tcompact := o.Compact\n\tlog.Print(compact)\n\n"
           "\tmargin := o.Margin\n\t// ... existing code ...\n}\n",
           "package main\n\nfunc check(o Options) int {\n\tif o.Width < 1 {\n\t\tpanic(\"width\")\n\t}\n\n"
           "\tcompact := o.Compact\n\tlog.Print(compact)\n\n\tmargin := o.Margin\n\treturn margin\n}\n"),
}


@pytest.mark.parametrize("language", PARAGRAPH)
def test_new_code_right_after_a_marker_before_a_blank_line_is_a_paragraph_of_its_own(language: str) -> None:
    assert_merged(*PARAGRAPH[language][:2], language, PARAGRAPH[language][2])


def test_a_blank_line_the_snippet_shows_after_the_marker_is_the_spacing() -> None:
    original = "class Store:\n    def get(self, key):\n        return self.data[key]\n\n\ndef load():\n    return Store()\n"
    snippet = "class Store:\n    # ... existing code ...\n\n    def delete(self, key):\n        del self.data[key]\n\n\n" \
              "def load():\n    # ... existing code ...\n"
    merged = "class Store:\n    def get(self, key):\n        return self.data[key]\n\n    def delete(self, key):\n" \
             "        del self.data[key]\n\n\ndef load():\n    return Store()\n"
    assert_merged(original, snippet, "python", merged)
