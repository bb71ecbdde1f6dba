"""Edits of declarations the snippet does not restate or restates in part: lines below a marker inside a
restated class edit the members it does not restate, a one-line edit of a line that stands once in the file
edits that line's declaration, a declaration restated in another form (a decorated method as an assignment)
replaces it, a function's head restated with a marker next keeps its rest, and a closing line given a
comment (``} // namespace``) replaces the old one."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

M = "# ... existing code ..."

PY_CLASS = '''import re


class Reader:
    PATTERN = re.compile("x")

    def run(self, text):
        m = self.PATTERN.search(text)
        if m:
            self.assign(m.group(0))
            text = text[m.end():]
        return text

    def assign(self, value):
        self.value = value
'''
PY_CLASS_SNIPPET = f'''class Reader:
    PATTERN = re.compile("x+")
    {M}
        if m:
            rest = self.assign(m.group(0))
            text = text[m.end():] + rest
        return text
    {M}


def read_all(texts):
    return [Reader().run(text) for text in texts]
'''
RB_CLASS = """class Reader
  PATTERN = /x/

  def run(text)
    m = PATTERN.match(text)
    if m
      assign(m[0])
      text = text[m.end(0)..]
    end
    text
  end

  def assign(value)
    @value = value
  end
end
"""
RB_CLASS_SNIPPET = """class Reader
  PATTERN = /x+/
  # ... existing code ...
    if m
      rest = assign(m[0])
      text = text[m.end(0)..] + rest
    end
  # ... existing code ...
end

def read_all(texts)
  texts.map { |text| Reader.new.run(text) }
end
"""
CLASS_EDITS = [
    (PY_CLASS, PY_CLASS_SNIPPET, "python", [("            self.assign(m.group(0))\n            text = text[m.end():]",
                                             "            rest = self.assign(m.group(0))\n"
                                             "            text = text[m.end():] + rest"),
                                            ('re.compile("x")', 're.compile("x+")')],
     "\n\ndef read_all(texts):\n    return [Reader().run(text) for text in texts]\n"),
    (RB_CLASS, RB_CLASS_SNIPPET, "ruby", [("      assign(m[0])\n      text = text[m.end(0)..]",
                                          "      rest = assign(m[0])\n      text = text[m.end(0)..] + rest"),
                                         ("/x/", "/x+/")],
     "\ndef read_all(texts)\n  texts.map { |text| Reader.new.run(text) }\nend\n"),
]


def _edited(original: str, edits: list[tuple[str, str]]) -> str:
    for old, new in edits:
        assert old in original
        original = original.replace(old, new)
    return original


FROZEN = {
    "python": ('def frozen(instance):\n    """Raise on any write."""\n    raise FrozenError()\n\n\n'
               'def thaw(instance):\n    """Allow writes again."""\n    instance.frozen = False\n',
               f'{M}\n    """Raise on any write."""\n    raise FrozenError\n\n\ndef thaw(instance):\n{M}\n',
               "raise FrozenError()", "raise FrozenError"),
    "go": ("func frozen(x *T) error {\n\t// Raise on any write.\n\treturn errors.New(\"frozen instance\")\n}\n\n"
           "func thaw(x *T) {\n\t// Allow writes again.\n\tx.frozen = false\n}\n",
           "// ... existing code ...\n\t// Raise on any write.\n\treturn errors.New(\"frozen instance!\")\n}\n\n"
           "func thaw(x *T) {\n// ... existing code ...\n",
           'errors.New("frozen instance")', 'errors.New("frozen instance!")'),
}


REKIND = {
    "python": ('class Error(Exception):\n    def mark_line(self):\n        return ">!<"\n\n'
               '    @deprecated(mark_line)\n    def markLine(self): ...\n\n\nclass Warning(Exception):\n    pass\n',
               f'class Error(Exception):\n    {M}\n    markLine = deprecated("markLine", mark_line)\n',
               '    @deprecated(mark_line)\n    def markLine(self): ...\n',
               '    markLine = deprecated("markLine", mark_line)\n'),
    "javascript": ('function markLine(text) {\n  return ">!<" + text;\n}\n\nfunction other() {\n  return 1;\n}\n',
                   '// ... existing code ...\nconst markLine = (text) => ">!<" + text;\n\n'
                   'function other() {\n// ... existing code ...\n',
                   'function markLine(text) {\n  return ">!<" + text;\n}\n',
                   'const markLine = (text) => ">!<" + text;\n'),
}


ADD = {
    "python": ("def add(a):\n    b = 2\n    c = 3\n    return a + b + c\n",
               f"def add(a):\n    b = 2\n{M}\n    return a + b + c + 1\n",
               "def add(a):\n    b = 2\n    return a + b + c + 1\n"),
    "javascript": ("function add(a) {\n  const b = 2;\n  const c = 3;\n  return a + b + c;\n}\n",
                   "function add(a) {\n  const b = 2;\n// ... existing code ...\n  return a + b + c + 1;\n}\n",
                   "function add(a) {\n  const b = 2;\n  return a + b + c + 1;\n}\n"),
}


@pytest.mark.parametrize(("original", "snippet", "language", "edits", "tail"), [
    pytest.param(*CLASS_EDITS[0], id="python"),
    pytest.param(*CLASS_EDITS[1], id="ruby", marks=pytest.mark.xfail(strict=True, reason=(
        "refused (syntax): the chunk's `if m` is read as new and the old `if m` / `assign` kept above it")))])
def test_lines_below_a_marker_in_a_restated_class_edit_its_members(original, snippet, language, edits, tail) -> None:
    """``run`` is not restated, but the lines below the class's marker are its lines, edited."""
    result = merge(original, snippet, language=language)
    assert (result.text, result.sure) == (_edited(original, edits) + tail, True), result.reasons


@pytest.mark.parametrize("language", sorted(FROZEN))
def test_a_one_line_edit_of_a_line_that_stands_once_edits_it(language) -> None:
    """The snippet edits ``frozen``'s last line below its comment, its header hidden by the marker."""
    original, snippet, old, new = FROZEN[language]
    result = merge(original, snippet, language=language)
    assert (result.text, result.sure) == (original.replace(old, new), True), result.reasons


@pytest.mark.xfail(strict=True, reason="refused: declarations, the new assignment of the name is written beside the "
                                       "old declaration the marker keeps (its replacement is not read)")
@pytest.mark.parametrize("language", sorted(REKIND))
def test_a_declaration_restated_in_another_form_replaces_it(language) -> None:
    original, snippet, old, new = REKIND[language]
    result = merge(original, snippet, language=language)
    assert (result.text, result.sure) == (original.replace(old, new), True), result.reasons


@pytest.mark.parametrize("language", [*sorted(REKIND), "typescript"])
def test_a_declaration_restated_in_another_form_beside_the_old_is_never_written(language) -> None:
    """The new assignment of the name beside the declaration the marker keeps (a method of the class: its scope
    is the class the insertion point closes, not the code after it) is refused, never written ``exact``: it was,
    in Python, where the new line lands after the class's last method."""
    original, snippet, _, _ = REKIND["javascript" if language == "typescript" else language]
    result = merge(original, snippet, language=language)
    assert not result.sure, result.text
    assert any("assigns 'markLine'" in reason for reason in result.reasons), result.reasons


@pytest.mark.parametrize("language", ["javascript", "python"])
def test_a_head_restated_with_a_marker_next_keeps_the_rest(language) -> None:
    """``def add(a):`` / ``b = 2`` / marker / the new return: ``c = 3`` stands for the marker, never deleted, and
    the return is edited."""
    original, snippet, _ = ADD[language]
    result = merge(original, snippet, language=language)
    assert (result.text, result.sure) == (original.replace(" + c", " + c + 1"), True), result.reasons


CLOSED = {  # (original, snippet): a function's closing line given a comment, a marker after it
    "go": ("package main\n\nfunc a() int {\n\tx := 1\n\treturn x\n}\n\nfunc b() int {\n\treturn 2\n}\n",
           "// ... existing code ...\nfunc a() int {\n\tx := 2\n\treturn x\n} // a\n\n// ... existing code ...\n"),
    "cpp": ("namespace cli {\n\nint a() {\n  int x = 1;\n  return x;\n}\n\nint b() {\n  return 2;\n}\n\n}\n",
            "// ... existing code ...\nint a() {\n  int x = 2;\n  return x;\n}  // a\n\n// ... existing code ...\n"),
    "rust": ("fn a() -> i32 {\n    let x = 1;\n    x\n}\n\nfn b() -> i32 {\n    2\n}\n",
             "// ... existing code ...\nfn a() -> i32 {\n    let x = 2;\n    x\n} /* a */\n\n// ... existing code ...\n"),
    "javascript": ("function a() {\n  const x = 1;\n  return x;\n}\n\nfunction b() {\n  return 2;\n}\n",
                   "// ... existing code ...\nfunction a() {\n  const x = 2;\n  return x;\n} // a\n\n"
                   "// ... existing code ...\n"),
}


@pytest.mark.parametrize("language", sorted(CLOSED))
def test_a_closing_line_given_a_comment_replaces_the_old_one(language) -> None:
    original, snippet = CLOSED[language]
    out = merge(original, snippet, language=language)
    closer = snippet.splitlines()[4]
    want = original.replace(snippet.splitlines()[2].replace("2", "1"), snippet.splitlines()[2]).replace(
        "\n}\n", f"\n{closer}\n", 1)
    assert out.confidence == "exact" and out.text == want, (out.confidence, out.reasons, out.text)


NAMELESS = {  # (original, old line, new line): one line of code that names nothing, between markers
    "javascript": ("const slice = createSlice({ name: 'cart' });\n\nexport const { clearCart, setQuantity } = "
                   "slice.actions;\n\nexport default slice.reducer;\n",
                   "export const { clearCart, setQuantity } = slice.actions;",
                   "export const { clearCart, setQuantity, removeItem } = slice.actions;"),
    "python": ("import sys\n\n\ndef main(total, count):\n    check(total)\n    print(total, count)\n    return 0\n",
               "    print(total, count)", "    print(total, count + 1)"),
    "rust": ("fn main() {\n    let pair = make();\n    let (a, b) = pair;\n    run(a, b);\n}\n",
             "    let (a, b) = pair;", "    let (a, b, c) = pair;"),
}


@pytest.mark.parametrize("language", sorted(NAMELESS))
def test_a_line_that_names_nothing_edits_its_one_alike_version(language) -> None:
    original, old, new = NAMELESS[language]
    marker = "# ... existing code ..." if language == "python" else "// ... existing code ..."
    result = merge(original, f"{marker}\n{new}\n{marker}\n", language=language)
    assert result.sure and result.text == original.replace(old, new), (result.reasons, result.text)
    # the same line twice in the file: which one it edits is not said
    twice = original.replace(old, f"{old}\n{old}", 1)
    assert not merge(twice, f"{marker}\n{new}\n{marker}\n", language=language).sure


NEW_HEAD = {  # (original, snippet): a function restated whole with a new first line, a marker after its closer
    "ruby": ("class Cart\n  def initialize\n    @a = 1\n  end\n\n  def total\n    @a - 1\n  end\n\n  def empty?\n"
             "    @a.zero?\n  end\nend\n",
             "class Cart\n  # ... existing code ...\n\n  def total(rate: 0)\n    (@a - 1) * rate\n  end\n\n"
             "  # ... existing code ...\nend\n"),
    "lua": ("local M = {}\n\nfunction M.init()\n  return 1\nend\n\nfunction M.total()\n  local a = M.init()\n"
            "  return a - 1\nend\n\nfunction M.empty()\n  return false\nend\n\nreturn M\n",
            "-- ... existing code ...\n\nfunction M.total(rate)\n  local a = M.init()\n  return (a - 1) * rate\nend\n\n"
            "-- ... existing code ...\n"),
    "go": ("package cart\n\nfunc Init() int {\n\treturn 1\n}\n\nfunc Total() int {\n\ta := Init()\n\treturn a - 1\n}\n\n"
           "func Empty() bool {\n\treturn false\n}\n",
           "// ... existing code ...\n\nfunc Total(rate int) int {\n\ta := Init()\n\treturn (a - 1) * rate\n}\n\n"
           "// ... existing code ...\n"),
    "java": ("class Cart {\n    int init() {\n        return 1;\n    }\n\n    int total() {\n        int a = init();\n"
             "        return a - 1;\n    }\n\n    boolean empty() {\n        return false;\n    }\n}\n",
             "class Cart {\n    // ... existing code ...\n\n    int total(int rate) {\n        int a = init();\n"
             "        return (a - 1) * rate;\n    }\n\n    // ... existing code ...\n}\n"),
}


@pytest.mark.parametrize("language", sorted(NEW_HEAD))
def test_a_function_restated_whole_with_a_new_first_line_replaces_the_old_whole(language) -> None:
    """Its closing line at its first line's depth shows where it ends, the marker after it notwithstanding: none
    of the old body is kept after it (the old ``@a - 1`` / ``end`` were, ``exact``, in Ruby)."""
    original, snippet = NEW_HEAD[language]
    out = merge(original, snippet, language=language)
    lines = snippet.splitlines()
    start = next(i for i, x in enumerate(lines) if "total" in x.lower() and "rate" in x)
    end = next(i for i in range(start + 1, len(lines)) if lines[i].strip() in ("end", "}"))
    new = "\n".join(lines[start:end + 1]) + "\n"
    olds = original.splitlines(True)
    o_start = next(i for i, x in enumerate(olds) if "total" in x.lower() and "(" in x or x.strip() == "def total")
    o_end = next(i for i in range(o_start + 1, len(olds)) if olds[i].strip() in ("end", "}"))
    want = "".join(olds[:o_start]) + new + "".join(olds[o_end + 1:])
    assert (out.confidence, out.text) == ("exact", want), (out.reasons, out.text)
