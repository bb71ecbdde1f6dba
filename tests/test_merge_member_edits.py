"""The result check (apply/check.py) on edits of declarations the snippet does not restate or restates in part:
lines below a marker inside a restated class edit the members it does not restate, a one-line edit of a line
that stands once in the file edits that line's declaration, and a function's head restated as it was with a
marker next keeps its rest; the look-alikes (a new function's lines, an edited line that stands twice, a head
restated with no marker after it) are still found."""

from __future__ import annotations

import pytest


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


LIMIT = '''class Limit:
    def __init__(self, limit):
        self.limit = depth() + limit
        self.old = None

    def __enter__(self):
        self.old = set_limit(self.limit)


def depth():
    return 1
'''


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


LOOKUP = '''class Instance(Protocol):
    pass


def lookup(name):
    table = load()
    if name not in table:
        raise AttributeError(name)
    return table[name]
'''


ADD = {
    "python": ("def add(a):\n    b = 2\n    c = 3\n    return a + b + c\n",
               f"def add(a):\n    b = 2\n{M}\n    return a + b + c + 1\n",
               "def add(a):\n    b = 2\n    return a + b + c + 1\n"),
    "javascript": ("function add(a) {\n  const b = 2;\n  const c = 3;\n  return a + b + c;\n}\n",
                   "function add(a) {\n  const b = 2;\n// ... existing code ...\n  return a + b + c + 1;\n}\n",
                   "function add(a) {\n  const b = 2;\n  return a + b + c + 1;\n}\n"),
}


HEADERS = '''def isheader(elem):
    return elem.tag in HEADERS


class Lists:
    def run(self, doc):
        for elem in doc.iter():
            if elem.tail:
                elem.tail = elem.tail.strip()
            self.count += 1
'''


PIPES = '''class Pipes:
    def test_sugar(self):
        c = pipe(str, int)
        assert c("1") == 1

    def test_empty(self):
        o = object()
        assert o is pipe()(o)
'''


