"""The result check (apply/check.py) on edits of declarations the snippet does not restate or restates in part:
lines below a marker inside a restated class edit the members it does not restate, a one-line edit of a line
that stands once in the file edits that line's declaration, and a function's head restated as it was with a
marker next keeps its rest; the look-alikes (a new function's lines, an edited line that stands twice, a head
restated with no marker after it) are still found."""

from __future__ import annotations

import pytest

from fastapply.apply.check import Check

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


@pytest.mark.parametrize(("original", "snippet", "language", "edits", "tail"), CLASS_EDITS)
def test_lines_below_a_marker_in_a_restated_class_edit_its_members(original, snippet, language, edits, tail) -> None:
    """``run`` is not restated, but the lines below the class's marker are its lines, edited: the right file
    passes the check."""
    assert Check(original, snippet, language).problems(_edited(original, edits) + tail) == []


@pytest.mark.parametrize(("original", "snippet", "language", "edits", "tail"), CLASS_EDITS)
def test_a_new_functions_lines_in_a_member_are_still_found(original, snippet, language, edits, tail) -> None:
    """The new function's body placed inside ``assign`` instead: ``assign`` changed with lines the snippet gives
    a new declaration, not the class's edits."""
    body = tail.strip().split("\n")[1].strip()
    inner = "        self.value = value\n" if language == "python" else "    @value = value\n"
    wrong = _edited(original, [*edits, (inner, inner + inner[: len(inner) - len(inner.lstrip())] + body + "\n")])
    assert any("'assign' changed" in problem for problem in Check(original, snippet, language).problems(wrong))


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


@pytest.mark.parametrize("language", sorted(FROZEN))
def test_a_one_line_edit_of_a_line_that_stands_once_passes(language) -> None:
    """The snippet edits ``frozen``'s last line below its comment, its header hidden by the marker: the edited
    line stands once in the file, so the edit is ``frozen``'s."""
    original, snippet, old, new = FROZEN[language]
    assert Check(original, snippet, language).problems(original.replace(old, new)) == []


@pytest.mark.parametrize("language", sorted(FROZEN))
def test_a_one_line_edit_of_a_line_that_stands_twice_is_found(language) -> None:
    """The same line ends ``melt`` too, which the snippet does not show: which function the edit meant is not
    said, so a result that changed ``melt``'s copy is still flagged."""
    original, snippet, old, new = FROZEN[language]
    melt = "\n\ndef melt(instance):\n    {}\n" if language == "python" else "\nfunc melt(x *T) error {{\n\t{}\n}}\n"
    twice = original + melt.format(old)
    problems = Check(twice, snippet, language).problems(original + melt.format(new))
    assert any("'melt' changed" in problem for problem in problems), problems


LIMIT = '''class Limit:
    def __init__(self, limit):
        self.limit = depth() + limit
        self.old = None

    def __enter__(self):
        self.old = set_limit(self.limit)


def depth():
    return 1
'''


def test_a_functions_head_restated_before_a_marker_keeps_its_rest() -> None:
    """``__init__``'s first lines restated as they were, then a marker (written at the file's left edge, as
    assistants often do): the marker stands for the rest of its body, so keeping it is right."""
    snippet = (f"{M}\n    def __init__(self, limit):\n        self.limit = depth() + limit\n{M}\n\n\n"
               "def depth():\n    return 2\n")
    right = LIMIT.replace("return 1", "return 2")
    assert Check(LIMIT, snippet, "python").problems(right) == []


def test_a_function_restated_short_without_a_marker_after_it_is_found() -> None:
    """The same head followed by the next method with no marker between: ``__init__`` is restated whole
    (shortened), so a result that keeps its old last line is flagged."""
    snippet = (f"{M}\n    def __init__(self, limit):\n        self.limit = depth() + limit\n\n"
               f"    def __enter__(self):\n{M}\n\n\ndef depth():\n    return 2\n")
    kept = LIMIT.replace("return 1", "return 2")
    problems = Check(LIMIT, snippet, "python").problems(kept)
    assert "'__init__' is restated, yet the result keeps it as it was" in problems, problems


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


@pytest.mark.parametrize("language", sorted(REKIND))
def test_a_declaration_restated_as_another_kind_is_not_gone(language) -> None:
    """A method (function) rewritten as an assignment of the same name in its scope: the snippet restates it,
    so the old ``def`` is rightly gone."""
    original, snippet, old, new = REKIND[language]
    assert Check(original, snippet, language).problems(original.replace(old, new)) == []


def test_the_same_name_in_another_scope_does_not_restate_it() -> None:
    """``markLine`` assigned in class ``Warning`` does not restate the module's function ``markLine``: a result
    that lost the function is still flagged."""
    original = 'def markLine(text):\n    return ">!<" + text\n\n\nclass Warning(Exception):\n    pass\n'
    snippet = f'{M}\nclass Warning(Exception):\n    markLine = staticmethod(mark)\n'
    wrong = 'class Warning(Exception):\n    markLine = staticmethod(mark)\n'
    problems = Check(original, snippet, "python").problems(wrong)
    assert "'markLine' is gone though the snippet does not restate it" in problems, problems


LOOKUP = '''class Instance(Protocol):
    pass


def lookup(name):
    table = load()
    if name not in table:
        raise AttributeError(name)
    return table[name]
'''


def test_a_marker_that_hides_the_next_declarations_head_stands_for_none_of_its_lines() -> None:
    """``Instance`` restated, then a marker at its own indentation and ``lookup``'s edited lines: the parse puts
    them into ``Instance``'s body, but none of them stands in ``Instance``; the marker is ``lookup``'s head."""
    snippet = (f"class Instance(Protocol):\n    pass\n\n\n{M}\n    if name not in table:\n"
               '        raise AttributeError(f"no attribute {name}")\n')
    right = LOOKUP.replace("AttributeError(name)", 'AttributeError(f"no attribute {name}")')
    assert Check(LOOKUP, snippet, "python").problems(right) == []


ADD = {
    "python": ("def add(a):\n    b = 2\n    c = 3\n    return a + b + c\n",
               f"def add(a):\n    b = 2\n{M}\n    return a + b + c + 1\n",
               "def add(a):\n    b = 2\n    return a + b + c + 1\n"),
    "javascript": ("function add(a) {\n  const b = 2;\n  const c = 3;\n  return a + b + c;\n}\n",
                   "function add(a) {\n  const b = 2;\n// ... existing code ...\n  return a + b + c + 1;\n}\n",
                   "function add(a) {\n  const b = 2;\n  return a + b + c + 1;\n}\n"),
}


@pytest.mark.parametrize("language", sorted(ADD))
def test_a_marker_whose_lines_below_stand_in_the_declaration_still_stands_for_some(language) -> None:
    """The marker (at the left edge) is ``add``'s own: its last line, below the marker, stands in ``add``; a
    result that lost the lines between is flagged."""
    original, snippet, wrong = ADD[language]
    problems = Check(original, snippet, language).problems(wrong)
    assert "'add' lost the lines its marker stands for" in problems, problems


HEADERS = '''def isheader(elem):
    return elem.tag in HEADERS


class Lists:
    def run(self, doc):
        for elem in doc.iter():
            if elem.tail:
                elem.tail = elem.tail.strip()
            self.count += 1
'''


def test_markers_after_one_that_hides_the_next_head_stand_for_none_of_its_lines() -> None:
    """``isheader`` restated with a change, then ``run``'s lines as context with markers of their own (the last
    one with nothing below it): all parsed into ``isheader``, none of them its own."""
    snippet = (f"def isheader(elem):\n    return elem.tag in HEADERS + ('hr',)\n{M}\n    def run(self, doc):\n"
               f"        for elem in doc.iter():\n            {M}\n                elem.tail = elem.tail.strip()\n"
               f"            {M}\n")
    right = HEADERS.replace("in HEADERS\n", "in HEADERS + ('hr',)\n")
    assert Check(HEADERS, snippet, "python").problems(right) == []


PIPES = '''class Pipes:
    def test_sugar(self):
        c = pipe(str, int)
        assert c("1") == 1

    def test_empty(self):
        o = object()
        assert o is pipe()(o)
'''


def test_lines_below_a_marker_at_a_methods_own_indentation_edit_the_next_method() -> None:
    """``test_sugar`` restated, then a marker at its own indentation (``test_empty``'s head) and ``test_empty``'s
    edited line: the parse puts that line into ``test_sugar``, but it is the snippet's edit of ``test_empty``."""
    snippet = (f"class Pipes:\n    def test_sugar(self):\n        c = pipe(str, int)\n        assert c(\"1\") == 1\n"
               f"    {M}\n        assert o is pipe().converter(o)\n")
    right = PIPES.replace("pipe()(o)", "pipe().converter(o)")
    assert Check(PIPES, snippet, "python").problems(right) == []


def test_lines_below_a_marker_inside_a_methods_body_are_its_own() -> None:
    """The same line below a marker indented into ``test_sugar``'s body: it is ``test_sugar``'s, so a result that
    put it into ``test_empty`` is flagged."""
    snippet = (f"class Pipes:\n    def test_sugar(self):\n        c = pipe(str, int)\n        {M}\n"
               "        assert o is pipe().converter(o)\n")
    wrong = PIPES.replace("pipe()(o)", "pipe().converter(o)")
    problems = Check(PIPES, snippet, "python").problems(wrong)
    assert any("'test_empty' changed" in problem for problem in problems), problems
