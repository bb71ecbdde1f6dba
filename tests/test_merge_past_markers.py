"""What a snippet's lines after a marker belong to, and where a restated declaration ends, on shapes the real-edit
sets wrote wrong or refused: a marker may close the declaration before it (a function's, or one at the marker's
own depth), so the declarations after it are found by their own names; a TOML table whose last value a marker cuts
is not stated whole; a data file's bare ``key:`` renames nothing. Each test fails when its rule is taken out
(planted and seen failing)."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.snippet import Snippet
from first_reading import first_reading

PAST_A_MARKER = {  # (language, original, snippet, the edits the expected file makes: (old, new), ...)
    "python_method_after_a_function_marker": ("python",
        'def _deprecated(obj):\n    for d in obj.decorators:\n        if d.path == "x":\n            return d.value\n'
        '    return None\n\n\nclass Ext:\n    def _insert(self, obj, message):\n        obj.sections.insert(0, message)\n\n'
        '    def on_class(self, node, cls):\n        if message := _deprecated(cls):\n            self._insert(cls, message)\n'
        '\n\nclass Table:\n    def linked(self, value):\n        return f"[{value}]"\n\n    def on_function(self, node, func):\n'
        '        return self.linked(func.name)\n',
        'def _deprecated(obj):\n    # ... existing code ...\n        obj.sections.insert(0, message)\n\n'
        '    def on_class(self, node, cls, **kwargs):\n        if message := _deprecated(cls):\n'
        '            self._insert(cls, message)\n# ... existing code ...\n    def linked(self, value):\n'
        '        return f"[{value}]"\n\n    def on_function(self, node, func, **kwargs):\n        return self.linked(func.name)\n',
        (("(self, node, cls)", "(self, node, cls, **kwargs)"), ("(self, node, func)", "(self, node, func, **kwargs)"))),
    "yaml_job_keys_after_a_marker_at_the_jobs_depth": ("yaml",
        'name: ci\non: push\n\njobs:\n  tests:\n    runs-on: ubuntu-latest\n    needs: build\n    steps:\n'
        '      - uses: actions/checkout@v4\n      - name: Test\n        run: make test\n\n  docs:\n'
        '    runs-on: ubuntu-latest\n    needs: build\n    steps:\n      - uses: actions/checkout@v4\n'
        '      - name: Build docs\n        run: make docs\n',
        'jobs:\n  tests:\n    runs-on: ubuntu-latest\n    needs: build\n    steps:\n      - uses: actions/checkout@v4\n'
        '      - name: Test\n        run: make test -j4\n\n  # ... existing code ...\n    needs: build\n    steps:\n'
        '      - uses: actions/checkout@v4\n      - name: Build docs\n        run: make docs SPHINXOPTS=-W\n',
        (("make test\n", "make test -j4\n"), ("make docs\n", "make docs SPHINXOPTS=-W\n"))),
    "scala_method_after_a_function_marker": ("scala",  # (right before the rule too: kept right)
        'def deprecated(obj: Obj): Option[String] =\n  obj.decorators.collectFirst:\n'
        '    case d if d.path == "x" => d.value\n\nclass Ext:\n  def insert(obj: Obj, message: String): Unit =\n'
        '    obj.sections.prepend(message)\n\n  def onClass(cls: Cls): Unit =\n    deprecated(cls).foreach(m => insert(cls, m))\n'
        '\nclass Table:\n  def linked(value: String): String =\n    s"[$value]"\n\n  def onFunction(func: Fn): String =\n'
        '    linked(func.name)\n',
        'def deprecated(obj: Obj): Option[String] =\n  // ... existing code ...\n    obj.sections.prepend(message)\n\n'
        '  def onClass(cls: Cls, strict: Boolean): Unit =\n    deprecated(cls).foreach(m => insert(cls, m))\n'
        '// ... existing code ...\n  def linked(value: String): String =\n    s"[$value]"\n\n'
        '  def onFunction(func: Fn, strict: Boolean): String =\n    linked(func.name)\n',
        (("onClass(cls: Cls)", "onClass(cls: Cls, strict: Boolean)"),
         ("onFunction(func: Fn)", "onFunction(func: Fn, strict: Boolean)"))),
}


@pytest.mark.parametrize("name", sorted(PAST_A_MARKER))
def test_code_after_a_marker_is_found_by_its_own_names(name):
    """A marker after a function's first lines may stand for the rest of it and the start of a class; one at a
    job's own depth, for the rest of that job and the next one's start. What follows is placed by its own names,
    not inside the declaration before the marker."""
    language, original, snippet, edits = PAST_A_MARKER[name]
    expected = original
    for old, new in edits:
        expected = expected.replace(old, new)
    result = merge(original, snippet, language=language)
    assert (result.text, result.sure) == (expected, True), result.reasons


@pytest.mark.parametrize("language, text, path", [
    ("python", "class Cart:\n    # ... existing code ...\n\n    def clear(self):\n        pass\n", (("type", "Cart"), ("fn", "clear"))),
    ("yaml", "jobs:\n  # ... existing code ...\n    needs: build\n", (("key", "jobs"), ("key", "needs"))),
    ("python", "def f():\n    # ... existing code ...\n\n    def clear(self):\n        pass\n", (("fn", "clear"),)),
    ("yaml", "jobs:\n  tests:\n    runs-on: x\n  # ... existing code ...\n    needs: build\n",
     (("key", "jobs"), ("key", "needs"))),
])
def test_a_declaration_after_a_marker_lies_in_one_that_holds_members_and_is_less_deep(language, text, path):
    snippet = Snippet(text, language)
    assert snippet.paths[len(snippet.lines) - 1 - (language == "python")] == path


TOML = ('[tool.poetry]\nname = "x"\nversion = "1.0"\nauthors = [\n    "A <a@x.io>",\n    "B <b@x.io>"\n]\n'
        'license = "MIT"\n\ninclude = [\n  { path = "tests", format = "sdist" },\n]\n\n[tool.poetry.dependencies]\n'
        'python = ">=3.8"\n')
CUT_TABLES = {
    "toml_table": ("toml", TOML,
                   '[tool.poetry]\nname = "x"\nversion = "1.1"\nauthors = [\n    "A <a@x.io>",\n    "B <b@x.io>"\n'
                   '# ... existing code ...\n', TOML.replace('"1.0"', '"1.1"')),
    "toml_array_table": ("toml", '[[bin]]\nname = "a"\npath = "src/a.rs"\nfeatures = [\n  "x",\n  "y",\n]\n'
                         'test = false\n\n[[bin]]\nname = "b"\npath = "src/b.rs"\n',
                         '[[bin]]\nname = "a"\npath = "src/main.rs"\nfeatures = [\n  "x",\n# ... existing code ...\n',
                         '[[bin]]\nname = "a"\npath = "src/main.rs"\nfeatures = [\n  "x",\n  "y",\n]\ntest = false\n\n'
                         '[[bin]]\nname = "b"\npath = "src/b.rs"\n'),
}


@pytest.mark.parametrize("name", sorted(CUT_TABLES))
def test_a_table_whose_last_value_a_marker_cuts_is_not_stated_whole(name):
    """The snippet's parse ends the table before the unclosed array; the marker after it stands for the rest of
    the table, which stays."""
    language, original, snippet, expected = CUT_TABLES[name]
    assert Snippet(snippet, language).whole(0, len(snippet.split("\n"))) == []
    result = merge(original, snippet, language=language)
    assert (result.text, result.sure) == (expected, True), result.reasons


@pytest.mark.parametrize("language, text", [
    ("c_sharp", "class A\n{\n    public int F()\n    {\n        return 1;\n    }\n    public int G(\n// ... existing code ...\n"),
    ("c", "int f(void)\n{\n    return 1;\n}\nint g(void)\n{\n    return (2\n// ... existing code ...\n"),
])
def test_an_allman_style_function_before_a_broken_one_is_still_whole(language, text):
    assert [names for names, _ in Snippet(text, language).whole(0, len(text.split("\n")))] in ([("F",)], [("f",)])


FIRST_TWINS = {  # (language, original, snippet, meant): the chunk's first line, weak, stands kept just above its edit
    "yaml": ("jobs:\n  tests:\n    steps:\n      - uses: actions/checkout@v4\n      - run: >\n          python -Im\n"
             "          tox run\n          -e py312-tests\n\n      - name: Upload coverage\n"
             "        uses: actions/upload-artifact@v4\n",
             "jobs:\n  tests:\n    # ... existing code ...\n      - run: >\n          uvx --with=tox-uv\n          tox run\n"
             "          -e py312-tests\n\n      # ... existing code ...\n",
             "jobs:\n  tests:\n    steps:\n      - uses: actions/checkout@v4\n      - run: >\n          uvx --with=tox-uv\n"
             "          tox run\n          -e py312-tests\n\n      - name: Upload coverage\n"
             "        uses: actions/upload-artifact@v4\n"),
    "markdown": ("# Setup\n\n- Run:\n    python -m pip install tox\n    tox run -e docs\n\n## Usage\n\nSee the docs.\n",
                 "<!-- ... existing code ... -->\n- Run:\n    uvx --with tox-uv\n    tox run -e docs\n\n"
                 "<!-- ... existing code ... -->\n",
                 "# Setup\n\n- Run:\n    uvx --with tox-uv\n    tox run -e docs\n\n## Usage\n\nSee the docs.\n"),
    "python": ("def command(env):\n    cmd = [\n        'python',\n        'tox_runner',\n        '--environment', env,\n"
               "    ]\n    return cmd\n",
               "# ... existing code ...\n    cmd = [\n        'uvx',\n        'tox_runner',\n        '--environment', env,\n"
               "    ]\n# ... existing code ...\n",
               "def command(env):\n    cmd = [\n        'uvx',\n        'tox_runner',\n        '--environment', env,\n"
               "    ]\n    return cmd\n"),
}


@pytest.mark.parametrize("language", sorted(FIRST_TWINS))
def test_a_first_line_written_new_below_its_kept_twin_that_it_may_restate_is_refused(language):
    """``- run: >`` (weak: it anchors nothing) is written new, its twin kept just above with one line after it
    before the restated ``tox run``: read on the twin, the chunk edits ``python -Im`` (meant); read as it is, a
    second step is written and the old one kept (YAML and Markdown wrote that, sure; Python's parse caught it).
    The chunk's first restated line lies inside the twin's block, so this is no sibling appended after it (a new
    ``#[test]`` after the last test stays sure: test_merge_syntax's rust-test-mul). That reading refused, the
    fallback reading (read on the twin) is the one certified."""
    original, snippet, meant = FIRST_TWINS[language]
    assert any("written new below original line" in d for d in first_reading(original, snippet, language))
    result = merge(original, snippet, language=language)  # the fallback reading: read on the twin, as meant
    assert (result.text, result.confidence) == (meant, "fuzzy"), result.reasons


START_TWINS = {  # (language, original, snippet): two declarations end on the same line; new code after the second
    "python": ("import pytest\n\n\ndef test_union():\n    result = parse('UNION ALL')\n    assert result.kind is Kind.KEYWORD\n"
               "\n\ndef test_nulls():\n    result = parse('NULLS FIRST')\n    assert result.kind is Kind.KEYWORD\n\n\n"
               "def test_identifiers():\n    result = parse('foo')\n    assert result.kind is Kind.NAME\n",
               "# ... existing code ...\n    assert result.kind is Kind.KEYWORD\n\n\ndef test_order():\n"
               "    result = parse('ASC NULLS LAST')\n    assert result.kind is Kind.ORDER\n\n\ndef test_identifiers():\n"
               "# ... existing code ...\n"),
    "toml": ('[tool.alpha]\npath = "a"\nenabled = true\n\n[tool.beta]\npath = "b"\nenabled = true\n\n[tool.gamma]\n'
             'path = "c"\nenabled = false\n',
             '# ... existing code ...\nenabled = true\n\n[tool.delta]\npath = "d"\nenabled = false\n\n[tool.gamma]\n'
             '# ... existing code ...\n'),
    "scala": ('object Checks:\n  def union(): Boolean =\n    val result = parse("UNION ALL")\n    result.kind == Kind.Keyword\n\n'
              '  def nulls(): Boolean =\n    val result = parse("NULLS FIRST")\n    result.kind == Kind.Keyword\n\n'
              '  def names(): Boolean =\n    val result = parse("foo")\n    result.kind == Kind.Name\n',
              '// ... existing code ...\n    result.kind == Kind.Keyword\n\n  def order(): Boolean =\n'
              '    val result = parse("ASC")\n    result.kind == Kind.Order\n\n  def names(): Boolean =\n'
              '// ... existing code ...\n'),
}


@pytest.mark.parametrize("language", sorted(START_TWINS))
def test_a_chunk_that_may_follow_either_of_two_like_declaration_ends_is_refused(language):
    """The chunk opens on the last line of the second test, which also ends the first: read after the second,
    the new test is added; read after the first, it replaces the second (the real edit behind this shape did
    that). The snippet does not say which, and the merge wrote the first reading, sure, by elimination."""
    original, snippet = START_TWINS[language]
    result = merge(original, snippet, language=language)
    assert not result.sure and any("ends the one just before it" in d for d in result.doubts), result.reasons


def test_a_chunk_with_no_new_code_between_its_first_restated_lines_after_a_like_end_stays_sure():
    """Only a comment below is edited: read after the first function, the chunk would delete ``convert`` with
    nothing in its place, which nobody writes this way; the rule leaves such a chunk alone."""
    original = ("def validate(value):\n    check(value)\n    return value\n\n\ndef convert(value):\n    value = int(value)\n"
                "    return value\n\n\n# Sentinel for disabling hooks.\n# Sphinx cannot see it.\nNO_OP = object()\n")
    snippet = "# ... existing code ...\n    return value\n\n\n# Sentinel for disabling hooks.\n# Sphinx reads it inline.\nNO_OP = object()\n"
    result = merge(original, snippet, language="python")
    assert (result.text, result.sure) == (original.replace("Sphinx cannot see it.", "Sphinx reads it inline."), True), \
        result.reasons


def test_an_edited_line_between_the_first_restated_lines_after_a_like_end_stays_sure():
    """The new line between is the edit of the next method's first line (its signature), not new code: the chunk
    replaces nothing whole either way, and stays sure."""
    original = ("class Parser:\n    def handle_data(self, data):\n        if self.raw:\n            self.cache.append(data)\n"
                "        else:\n            self.doc.append(data)\n\n    def handle_empty(self, data):\n        if self.tail:\n"
                "            self.cache.append(data)\n        else:\n            self.doc.append(data)\n\n"
                "    def handle_tag(self, tag, attrs: dict):\n        self.handle_empty(self.text(tag))\n")
    snippet = ("# ... existing code ...\n            self.doc.append(data)\n\n    def handle_tag(self, tag, attrs: list):\n"
               "        self.handle_empty(self.text(tag))\n")
    result = merge(original, snippet, language="python")
    assert (result.text, result.sure) == (original.replace("attrs: dict", "attrs: list"), True), result.reasons


DECORATOR_STACKS = {  # (language, original, snippet, (old, new)): a decorator added inside a stack of like ones
    "python_click": ("python",
        "import click\n\n\n@click.group()\ndef cli():\n    pass\n\n\n@cli.command(name='serve')\n"
        "@click.option('-a', '--dev-addr', help='Address')\n@click.option('--strict', is_flag=True, help='Strict')\n"
        "@click.option('--theme', help='Theme')\ndef serve(**kwargs):\n    run(**kwargs)\n",
        "# ... existing code ...\n@cli.command(name='serve')\n# ... existing code ...\n"
        "@click.option('-o', '--open', is_flag=True, help='Open')\n@click.option('--strict', is_flag=True, help='Strict')\n"
        "# ... existing code ...\n",
        ("@click.option('--strict'", "@click.option('-o', '--open', is_flag=True, help='Open')\n@click.option('--strict'")),
    "python_parametrize": ("python",
        "import pytest\n\n\n@pytest.mark.parametrize('x', [1, 2])\n@pytest.mark.parametrize('y', [3, 4])\n"
        "def test_sum(x, y):\n    assert x + y > 0\n",
        "# ... existing code ...\n@pytest.mark.parametrize('z', [5])\n@pytest.mark.parametrize('y', [3, 4])\n"
        "# ... existing code ...\n",
        ("@pytest.mark.parametrize('y'", "@pytest.mark.parametrize('z', [5])\n@pytest.mark.parametrize('y'")),
    "typescript_host_listener": ("typescript",
        "@Component({ selector: 'app-widget' })\nexport class Widget {\n  @HostListener('window:resize', ['$event'])\n"
        "  @HostListener('window:orientationchange', ['$event'])\n  onResize(event: Event) {\n    this.layout();\n  }\n}\n",
        "// ... existing code ...\n  @HostListener('window:scroll', ['$event'])\n"
        "  @HostListener('window:orientationchange', ['$event'])\n  // ... existing code ...\n",
        ("  @HostListener('window:orientationchange'",
         "  @HostListener('window:scroll', ['$event'])\n  @HostListener('window:orientationchange'")),
    "java_single_value_edited": ("java",  # one literal argument is the value, not a name: an edit of it
        'public class Api {\n    @GET\n    @Path("/users")\n    @Produces("application/json")\n'
        '    @Consumes("text/plain")\n    public List<User> users() {\n        return db.users();\n    }\n}\n',
        'public class Api {\n    @GET\n    // ... existing code ...\n    @Produces("application/xml")\n'
        '    @Consumes("text/plain")\n    // ... existing code ...\n}\n',
        ('@Produces("application/json")', '@Produces("application/xml")')),
}


@pytest.mark.parametrize("name", sorted(DECORATOR_STACKS))
def test_a_decorator_is_named_by_its_first_literal_of_several(name):
    """``@click.option('-o', ...)`` is a new option, not the new version of the ``-a`` one above it (which the
    marker keeps), and it joins the stack without blank lines; a decorator with one literal (a value) is edited."""
    language, original, snippet, (old, new) = DECORATOR_STACKS[name]
    result = merge(original, snippet, language=language)
    assert (result.text, result.sure) == (original.replace(old, new, 1), True), result.reasons


EMPTIED_BRANCHES = {  # (original, snippet): a new branch written right after a kept branch line, taking its body
    "html": ('<div class="versions">\n  {% if repo == "GitHub" %}\n    <span>\n'
             '      <a href="{{ url }}" class="fa fa-github"> GitHub</a>\n    </span>\n  {% elif repo == "GitLab" %}\n'
             '    <span>\n      <a href="{{ url }}" class="icon icon-gitlab"> GitLab</a>\n    </span>\n  {% endif %}\n'
             '  {% if page.previous %}\n    <span><a href="{{ page.previous.url }}">Previous</a></span>\n  {% endif %}\n'
             '</div>\n',
             '<!-- ... existing code ... -->\n  {% elif repo %}\n    <span>\n'
             '      <a href="{{ url }}" class="fa fa-code-fork"> {{ repo }}</a>\n    </span>\n  {% endif %}\n'
             '  {% if page.previous %}\n<!-- ... existing code ... -->\n'),
    "javascript": ("function icon(name) {\n  if (name === 'GitHub') {\n    return render(\n      'fa-github',\n    );\n"
                   "  } else if (name === 'GitLab') {\n    return render(\n      'icon-gitlab',\n    );\n  }\n"
                   "  return null;\n}\n",
                   "// ... existing code ...\n  } else if (name) {\n    return render(\n      'fa-code-fork',\n    );\n  }\n"
                   "  return null;\n}\n"),
    "ruby": ("def icon(name)\n  if name == 'GitHub'\n    render(\n      'fa-github'\n    )\n  elsif name == 'GitLab'\n"
             "    render(\n      'icon-gitlab'\n    )\n  end\nend\n",
             "# ... existing code ...\n  elsif name\n    render(\n      'fa-code-fork'\n    )\n  end\nend\n"),
}


@pytest.mark.parametrize("language", sorted(EMPTIED_BRANCHES))
def test_a_new_branch_that_empties_the_kept_branch_above_it_is_refused(language):
    """The new ``elif`` lands right after the kept ``GitLab`` one, whose body the chunk restates as its own: the
    GitLab branch is left empty (all three merged that way, sure). Meant: a new branch after the GitLab one."""
    original, snippet = EMPTIED_BRANCHES[language]
    result = merge(original, snippet, language=language)
    assert not result.sure and any("leaves the block that line opens empty" in d for d in result.doubts), result.text
