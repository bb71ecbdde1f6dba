"""Shapes written wrong (or refused where a reader would not) on the fresh cases and the generated sets, each in
three languages where the shape exists in three: a test macro's identity, a marker in words without dots, plain
names in a deletion marker, a slash-joined list of names that holds a removal verb, new lines that open a block
around restated lines, a chunk placed by the lines that stand once, weak lines written new beside their kept
twins (above a chunk or below it), a note naming removed code, config markers, and a Dockerfile stage's second
``CMD``. Each test fails when its rule is taken out (planted and seen failing)."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.lines import identity
from fastapply.apply.merge.markers import is_marker_line, removal_words, removes
from first_reading import first_reading

MACRO_TESTS = {
    'cpp_test_macro': ('cpp',
        '#include <gtest/gtest.h>\n#include "url.h"\n\nTEST(ParseUrl, Scheme) {\n'
        '    auto u = Parse("https://a.b");\n    EXPECT_EQ(u.scheme, "https");\n}\n\nTEST(ParseUrl, Path) {\n'
        '    auto u = Parse("https://a.b/x");\n    EXPECT_EQ(u.path, "/x");\n}\n\nTEST(FormatUrl, Simple) {\n'
        '    EXPECT_EQ(Format(Parse("https://a.b")), "https://a.b/");\n}\n',
        '// ... existing ParseUrl tests ...\n\nTEST(ParseUrl, Path) {\n    auto u = Parse("https://a.b/x");\n'
        '    EXPECT_EQ(u.path, "/x");\n}\n\nTEST(ParseUrl, Port) {\n    auto u = Parse("http://a.b:8080/");\n'
        '    EXPECT_EQ(u.port, 8080);\n}\n\n// ... FormatUrl tests unchanged ...\n',
        '#include <gtest/gtest.h>\n#include "url.h"\n\nTEST(ParseUrl, Scheme) {\n'
        '    auto u = Parse("https://a.b");\n    EXPECT_EQ(u.scheme, "https");\n}\n\nTEST(ParseUrl, Path) {\n'
        '    auto u = Parse("https://a.b/x");\n    EXPECT_EQ(u.path, "/x");\n}\n\nTEST(ParseUrl, Port) {\n'
        '    auto u = Parse("http://a.b:8080/");\n    EXPECT_EQ(u.port, 8080);\n}\n\nTEST(FormatUrl, Simple) {\n'
        '    EXPECT_EQ(Format(Parse("https://a.b")), "https://a.b/");\n}\n'),
    'cpp_test_f_macro': ('cpp',
        '#include "fixture.h"\n\nTEST_F(Db, Insert) {\n    db.insert(1);\n    EXPECT_EQ(db.size(), 1);\n}\n\n'
        'TEST_F(Db, Remove) {\n    db.insert(1);\n    db.remove(1);\n    EXPECT_EQ(db.size(), 0);\n}\n',
        '// ... existing code ...\n\nTEST_F(Db, Clear) {\n    db.insert(1);\n    db.clear();\n'
        '    EXPECT_EQ(db.size(), 0);\n}\n',
        '#include "fixture.h"\n\nTEST_F(Db, Insert) {\n    db.insert(1);\n    EXPECT_EQ(db.size(), 1);\n}\n\n'
        'TEST_F(Db, Remove) {\n    db.insert(1);\n    db.remove(1);\n    EXPECT_EQ(db.size(), 0);\n}\n\n'
        'TEST_F(Db, Clear) {\n    db.insert(1);\n    db.clear();\n    EXPECT_EQ(db.size(), 0);\n}\n'),
}

KEPT_WORDS = {
    'go_stay_as_they_are': ('go',
        'package api\n\nfunc (s *Server) routes() {\n\ts.mux.HandleFunc("GET /a", s.handleA)\n}\n\n'
        'func (s *Server) handleA(w http.ResponseWriter, r *http.Request) {\n\twriteJSON(w, 200, "a")\n}\n\n'
        'func writeJSON(w http.ResponseWriter, status int, v any) {\n\tw.WriteHeader(status)\n}\n',
        'func (s *Server) routes() {\n\ts.mux.HandleFunc("GET /a", s.handleA)\n'
        '\ts.mux.HandleFunc("GET /b", s.handleB)\n}\n\n// ... existing handlers ...\n\n'
        'func (s *Server) handleB(w http.ResponseWriter, r *http.Request) {\n\twriteJSON(w, 200, "b")\n}\n\n'
        '// writeJSON stays as it is\n',
        'package api\n\nfunc (s *Server) routes() {\n\ts.mux.HandleFunc("GET /a", s.handleA)\n'
        '\ts.mux.HandleFunc("GET /b", s.handleB)\n}\n\n'
        'func (s *Server) handleA(w http.ResponseWriter, r *http.Request) {\n\twriteJSON(w, 200, "a")\n}\n\n'
        'func (s *Server) handleB(w http.ResponseWriter, r *http.Request) {\n\twriteJSON(w, 200, "b")\n}\n\n'
        'func writeJSON(w http.ResponseWriter, status int, v any) {\n\tw.WriteHeader(status)\n}\n'),
    'python_stay_as_they_are': ('python',
        'import json\n\n\ndef load(path):\n    with open(path) as f:\n        return json.load(f)\n\n\n'
        "def save(path, data):\n    with open(path, 'w') as f:\n        json.dump(data, f)\n",
        "def load(path):\n    with open(path, encoding='utf-8') as f:\n        return json.load(f)\n\n\n"
        '# save() and the helpers below stay as they are\n',
        "import json\n\n\ndef load(path):\n    with open(path, encoding='utf-8') as f:\n"
        "        return json.load(f)\n\n\ndef save(path, data):\n    with open(path, 'w') as f:\n"
        '        json.dump(data, f)\n'),
    'typescript_left_untouched': ('typescript',
        'export function add(a: number, b: number): number {\n  return a + b;\n}\n\n'
        'export function sub(a: number, b: number): number {\n  return a - b;\n}\n',
        'export function add(a: number, b: number): number {\n  return a + b + 0;\n}\n\n'
        '// sub() is left untouched\n',
        'export function add(a: number, b: number): number {\n  return a + b + 0;\n}\n\n'
        'export function sub(a: number, b: number): number {\n  return a - b;\n}\n'),
}

REMOVED_WORDS = {
    'toml_plain_removed_words': ('toml',
        '[package]\nname = "svc"\n\n[dependencies]\nanyhow = "1"\nserde = "1"\nlog = "0.4"\nenv_logger = "0.11"\n\n'
        '[dev-dependencies]\ntempfile = "3"\n',
        '[dependencies]\n# ... anyhow and serde as before ...\n'
        '# ... log and env_logger removed, tracing replaces them ...\ntracing = "0.1"\n\n[dev-dependencies]\n'
        '# ... unchanged ...\n',
        '[package]\nname = "svc"\n\n[dependencies]\nanyhow = "1"\nserde = "1"\ntracing = "0.1"\n\n'
        '[dev-dependencies]\ntempfile = "3"\n'),
    'python_plain_removed_words': ('python',
        'import os\n\n\ndef load(path):\n    return open(path).read()\n\n\ndef save_all(items):\n'
        '    for item in items:\n        item.save()\n\n\ndef main():\n    print(os.getcwd())\n',
        'import os\n\n# ... removed load and save_all, nothing calls them ...\n\ndef main():\n'
        '    print(os.getcwd(), flush=True)\n',
        'import os\n\n\ndef main():\n    print(os.getcwd(), flush=True)\n'),
    'javascript_plain_removed_words': ('javascript',
        "const a = require('a');\n\nfunction render(x) {\n  return a.render(x);\n}\n\nfunction renderAll(xs) {\n"
        "  return xs.map(render);\n}\n\nfunction main() {\n  console.log('hi');\n}\n\nmodule.exports = { main };\n",
        "const a = require('a');\n\n// ... dropped render and renderAll, unused ...\n\nfunction main() {\n"
        "  console.log('hello');\n}\n// ... existing code ...\n",
        "const a = require('a');\n\nfunction main() {\n  console.log('hello');\n}\n\nmodule.exports = { main };\n"),
}

NAMES_NOT_VERBS = {
    'python_add_remove_get_unchanged': ('python',
        'class Store:\n    def __init__(self):\n        self.items = {}\n\n    def add(self, k, v):\n'
        '        self.items[k] = v\n\n    def remove(self, k):\n        del self.items[k]\n\n'
        '    def get(self, k):\n        return self.items[k]\n\n    def size(self):\n'
        '        return len(self.items)\n',
        'class Store:\n    # ... constructor, add/remove/get unchanged ...\n\n    def size(self):\n'
        '        return len(self.items)\n\n    def clear(self):\n        self.items.clear()\n',
        'class Store:\n    def __init__(self):\n        self.items = {}\n\n    def add(self, k, v):\n'
        '        self.items[k] = v\n\n    def remove(self, k):\n        del self.items[k]\n\n'
        '    def get(self, k):\n        return self.items[k]\n\n    def size(self):\n'
        '        return len(self.items)\n\n    def clear(self):\n        self.items.clear()\n'),
    'java_add_remove_get_unchanged': ('java',
        'public class Store {\n    private final Map<String, String> items = new HashMap<>();\n\n'
        '    public void add(String k, String v) {\n        items.put(k, v);\n    }\n\n'
        '    public void remove(String k) {\n        items.remove(k);\n    }\n\n    public int size() {\n'
        '        return items.size();\n    }\n}\n',
        'public class Store {\n    // ... fields, add/remove unchanged ...\n\n    public int size() {\n'
        '        return items.size();\n    }\n\n    public void clear() {\n        items.clear();\n    }\n}\n',
        'public class Store {\n    private final Map<String, String> items = new HashMap<>();\n\n'
        '    public void add(String k, String v) {\n        items.put(k, v);\n    }\n\n'
        '    public void remove(String k) {\n        items.remove(k);\n    }\n\n    public int size() {\n'
        '        return items.size();\n    }\n\n    public void clear() {\n        items.clear();\n    }\n}\n'),
    'cpp_add_remove_get_unchanged': ('cpp',
        'class Store {\npublic:\n    void add(int k) {\n        items_.insert(k);\n    }\n\n'
        '    void remove(int k) {\n        items_.erase(k);\n    }\n\n    std::size_t size() const {\n'
        '        return items_.size();\n    }\n\nprivate:\n    std::set<int> items_;\n};\n',
        'class Store {\npublic:\n    // ... add/remove unchanged ...\n\n    std::size_t size() const {\n'
        '        return items_.size();\n    }\n\n    bool empty() const {\n        return items_.empty();\n    }\n'
        '\nprivate:\n    // ... members unchanged ...\n};\n',
        'class Store {\npublic:\n    void add(int k) {\n        items_.insert(k);\n    }\n\n'
        '    void remove(int k) {\n        items_.erase(k);\n    }\n\n    std::size_t size() const {\n'
        '        return items_.size();\n    }\n\n    bool empty() const {\n        return items_.empty();\n    }\n'
        '\nprivate:\n    std::set<int> items_;\n};\n'),
}

WRAPPED = {
    'php_wrapped_in_closure': ('php',
        '<?php\n\nclass Dashboard\n{\n    public function index($request)\n    {\n'
        '        $since = now()->subDays(30);\n\n        $count = User::count();\n\n'
        "        $top = DB::table('items')\n            ->where('at', '>=', $since)\n            ->limit(5)\n"
        "            ->get();\n\n        return view('dash', compact('count', 'top'));\n    }\n}\n",
        "    public function index($request)\n    {\n        $days = (int) $request->query('days', 30);\n"
        '        $since = now()->subDays($days);\n\n        // ... count query unchanged ...\n\n'
        '        $top = Cache::remember("top.{$days}", 600, function () use ($since) {\n'
        "            return DB::table('items')\n                ->where('at', '>=', $since)\n"
        '                ->limit(5)\n                ->get();\n        });\n\n'
        '        // ... return view(...) unchanged ...\n    }\n',
        '<?php\n\nclass Dashboard\n{\n    public function index($request)\n    {\n'
        "        $days = (int) $request->query('days', 30);\n        $since = now()->subDays($days);\n\n"
        '        $count = User::count();\n\n'
        '        $top = Cache::remember("top.{$days}", 600, function () use ($since) {\n'
        "            return DB::table('items')\n                ->where('at', '>=', $since)\n"
        '                ->limit(5)\n                ->get();\n        });\n\n'
        "        return view('dash', compact('count', 'top'));\n    }\n}\n"),
    'javascript_wrapped_in_callback': ('javascript',
        'async function list(db, since) {\n  const total = await db.count();\n\n  const extra = await db.extra();\n'
        "\n  const rows = await db\n    .select('*')\n    .where('at', '>', since)\n    .limit(10);\n\n"
        '  return { total, extra, rows };\n}\n',
        'async function list(db, since, cache) {\n  const total = await db.count();\n\n'
        "  // ... extra unchanged ...\n\n  const rows = await cache.wrap('rows', async () => {\n    return db\n"
        "      .select('*')\n      .where('at', '>', since)\n      .limit(10);\n  });\n\n"
        '  // ... existing code ...\n}\n',
        'async function list(db, since, cache) {\n  const total = await db.count();\n\n'
        "  const extra = await db.extra();\n\n  const rows = await cache.wrap('rows', async () => {\n"
        "    return db\n      .select('*')\n      .where('at', '>', since)\n      .limit(10);\n  });\n\n"
        '  return { total, extra, rows };\n}\n'),
    'java_wrapped_in_lambda': ('java',
        'public class Repo {\n    public List<Row> list(Instant since) {\n        int total = db.count();\n\n'
        '        log(total);\n\n        List<Row> rows = db.select("*")\n            .where("at", since)\n'
        '            .limit(10)\n            .fetch();\n\n        return rows;\n    }\n}\n',
        '    public List<Row> list(Instant since) {\n        int total = db.count();\n\n'
        '        // ... logging unchanged ...\n\n        List<Row> rows = cache.get("rows", () -> {\n'
        '            return db.select("*")\n                .where("at", since)\n                .limit(10)\n'
        '                .fetch();\n        });\n\n        // ... existing code ...\n    }\n',
        'public class Repo {\n    public List<Row> list(Instant since) {\n        int total = db.count();\n\n'
        '        log(total);\n\n        List<Row> rows = cache.get("rows", () -> {\n'
        '            return db.select("*")\n                .where("at", since)\n                .limit(10)\n'
        '                .fetch();\n        });\n\n        return rows;\n    }\n}\n'),
}

RARE_LINES = {
    'html_field_between': ('html',
        '<form>\n  <div class="field">\n    <label for="name">Name</label>\n    <input id="name" name="name">\n'
        '    <p class="error" hidden></p>\n  </div>\n\n  <div class="field">\n'
        '    <label for="email">Email</label>\n    <input id="email" name="email">\n'
        '    <p class="error" hidden></p>\n  </div>\n\n  <div class="field">\n'
        '    <label for="password">Password</label>\n    <input id="password" name="password">\n'
        '    <p class="error" hidden></p>\n  </div>\n</form>\n',
        '  <div class="field">\n    <label for="email">Email</label>\n    <input id="email" name="email">\n'
        '    <p class="error" hidden></p>\n  </div>\n\n  <div class="field">\n'
        '    <label for="company">Company</label>\n    <input id="company" name="company">\n'
        '    <p class="error" hidden></p>\n  </div>\n\n  <div class="field">\n'
        '    <label for="password">Password</label>\n<!-- ... -->\n',
        '<form>\n  <div class="field">\n    <label for="name">Name</label>\n    <input id="name" name="name">\n'
        '    <p class="error" hidden></p>\n  </div>\n\n  <div class="field">\n'
        '    <label for="email">Email</label>\n    <input id="email" name="email">\n'
        '    <p class="error" hidden></p>\n  </div>\n\n  <div class="field">\n'
        '    <label for="company">Company</label>\n    <input id="company" name="company">\n'
        '    <p class="error" hidden></p>\n  </div>\n\n  <div class="field">\n'
        '    <label for="password">Password</label>\n    <input id="password" name="password">\n'
        '    <p class="error" hidden></p>\n  </div>\n</form>\n'),
    'python_case_between': ('python',
        "CASES = [\n    dict(\n        name='a',\n        value=1,\n        strict=True,\n    ),\n    dict(\n"
        "        name='b',\n        value=2,\n        strict=True,\n    ),\n    dict(\n        name='d',\n"
        '        value=4,\n        strict=True,\n    ),\n]\n',
        "    dict(\n        name='b',\n        value=2,\n        strict=True,\n    ),\n    dict(\n"
        "        name='c',\n        value=3,\n        strict=True,\n    ),\n    dict(\n        name='d',\n"
        '# ... rest unchanged ...\n',
        "CASES = [\n    dict(\n        name='a',\n        value=1,\n        strict=True,\n    ),\n    dict(\n"
        "        name='b',\n        value=2,\n        strict=True,\n    ),\n    dict(\n        name='c',\n"
        "        value=3,\n        strict=True,\n    ),\n    dict(\n        name='d',\n        value=4,\n"
        '        strict=True,\n    ),\n]\n'),
    'rust_case_between': ('rust',
        'fn cases() -> Vec<Case> {\n    vec![\n        Case {\n            name: "a",\n            value: 1,\n'
        '            strict: true,\n        },\n        Case {\n            name: "b",\n            value: 2,\n'
        '            strict: true,\n        },\n        Case {\n            name: "d",\n            value: 4,\n'
        '            strict: true,\n        },\n    ]\n}\n',
        '        Case {\n            name: "b",\n            value: 2,\n            strict: true,\n        },\n'
        '        Case {\n            name: "c",\n            value: 3,\n            strict: true,\n        },\n'
        '        Case {\n            name: "d",\n// ... rest unchanged ...\n',
        'fn cases() -> Vec<Case> {\n    vec![\n        Case {\n            name: "a",\n            value: 1,\n'
        '            strict: true,\n        },\n        Case {\n            name: "b",\n            value: 2,\n'
        '            strict: true,\n        },\n        Case {\n            name: "c",\n            value: 3,\n'
        '            strict: true,\n        },\n        Case {\n            name: "d",\n            value: 4,\n'
        '            strict: true,\n        },\n    ]\n}\n'),
}


def _merge(case):
    language, original, snippet, expected = case
    return merge(original, snippet, language=language), expected


@pytest.mark.parametrize("name", sorted(MACRO_TESTS))
def test_a_test_macro_is_named_by_its_arguments(name):
    """``TEST(Suite, Case) {`` declares ``TEST(Suite, Case)``, not ``TEST``: a new test after like ones is new."""
    result, expected = _merge(MACRO_TESTS[name])
    assert result.sure and result.text == expected, result.reasons


def test_a_test_macro_line_sets_its_own_name():
    assert identity("TEST(ParseUrl, Port) {") == "fn TEST(ParseUrl, Port)" != identity("TEST(ParseUrl, Path) {")


@pytest.mark.parametrize("name", sorted(KEPT_WORDS))
def test_a_comment_saying_code_stays_is_a_marker_never_code(name):
    """``// writeJSON stays as it is``: no dots, but a marker's words; never written into the file."""
    result, expected = _merge(KEPT_WORDS[name])
    assert not result.sure or result.text == expected, result.text


@pytest.mark.parametrize("name", sorted(KEPT_WORDS))
def test_a_long_comment_saying_code_stays_is_refused_as_code(name):
    """Too long to be read as a marker, a comment that says code stays is not written as code either: refused."""
    language, original, snippet, _ = KEPT_WORDS[name]
    lines = snippet.rstrip("\n").splitlines()
    said = lines[-1].split(" ", 1)[0] + " these, and the two small helpers below them in this file, all stay as " \
        "they are"
    assert not is_marker_line(said)
    result = merge(original, "\n".join([*lines[:-1], said]) + "\n", language=language)
    assert not result.sure and any(reason.startswith("marker text") for reason in result.reasons), result.reasons


@pytest.mark.parametrize("line", ["// writeJSON stays as it is", "# save() and the helpers below stay as they are",
                                  "// sub() is left untouched", "/* the colour rules remain the same */"])
def test_words_that_say_code_stays_make_a_marker(line):
    assert is_marker_line(line)


@pytest.mark.parametrize("line", ["// Keep the order stable", "# the cache is warm here",
                                  "// stays in sync with api.ts"])
def test_other_comments_are_not_markers(line):
    assert not is_marker_line(line)


@pytest.mark.parametrize("name", sorted(REMOVED_WORDS))
def test_a_deletion_marker_removes_the_plain_names_it_gives(name):
    """``# ... log and env_logger removed ...`` removes ``log`` too, a plain word naming a key of the code there."""
    result, expected = _merge(REMOVED_WORDS[name])
    assert result.sure and result.text == expected, result.reasons


def test_removal_words_are_the_removal_clause_only():
    assert removal_words("# ... log and env_logger removed, tracing replaces them ...") == \
        ("log", "and", "env_logger", "removed")
    assert removal_words("// ... dropped render and renderAll, unused ...") == ("dropped", "render", "and", "renderAll")
    assert removal_words("// ... existing code ...") == ()


@pytest.mark.parametrize("name", sorted(NAMES_NOT_VERBS))
def test_a_slash_joined_name_is_not_a_removal_verb(name):
    """``// ... add/remove unchanged ...`` keeps ``add`` and ``remove``: the marker says they stay."""
    result, expected = _merge(NAMES_NOT_VERBS[name])
    assert result.sure and result.text == expected, result.reasons


@pytest.mark.parametrize("line", ["// ... constructors, add/remove/get unchanged ...", "// ... remove/get ...",
                                  "// ... get/remove ...",
                                  "# ... delete() and delete_for_user() as before ...",
                                  "/* ... helpers kept, nothing removed from them unchanged ... */"])
def test_a_marker_that_says_code_stays_removes_nothing(line):
    assert removes(line) is None


@pytest.mark.parametrize("name", sorted(WRAPPED))
def test_new_lines_around_moved_restated_lines_are_not_shifted_out(name):
    """A new ``$top = Cache::remember(..., function () {`` opening a block around restated query lines: the
    restated lines moved in, so the new line is not moved out by their depth (written wrong before)."""
    result, expected = _merge(WRAPPED[name])
    assert not result.sure or result.text == expected, result.text
    assert not result.sure and any("columns off its depth" in reason for reason in result.reasons), result.reasons


@pytest.mark.parametrize("name", sorted(RARE_LINES))
def test_a_chunk_stands_where_its_lines_that_stand_once_are(name):
    """A chunk opening on a repeated line (``<div class="field">``) stands where its lines found once in the file
    are, not where the most repeated lines line up (that reading deleted a whole field)."""
    result, expected = _merge(RARE_LINES[name])
    assert result.sure and result.text == expected, result.reasons


WEAK_TWINS = {
    'bash_continue_fi': ('bash',
        'while read -r comp; do\n    if [ "$comp" = skip ]; then\n        echo "skip $comp"\n        continue\n'
        '    fi\n\n    if [ -n "$comp" ]; then\n        # describe it\n        echo "$comp"\n    fi\ndone\n',
        '# ... existing code ...\n        continue\n    fi\n\n        # describe it\n# ... existing code ...\n',
        'while read -r comp; do\n    if [ "$comp" = skip ]; then\n        echo "skip $comp"\n        continue\n'
        '    fi\n\n        # describe it\n        echo "$comp"\n    fi\ndone\n'),
    'python_continue': ('python',
        'def first(items):\n    for item in items:\n        if item.bad:\n            log(item)\n'
        '            continue\n        if item.ready:\n            # the first ready item wins\n'
        '            return item\n    return None\n',
        '# ... existing code ...\n            continue\n            # the first ready item wins\n'
        '# ... existing code ...\n',
        'def first(items):\n    for item in items:\n        if item.bad:\n            log(item)\n'
        '            continue\n            # the first ready item wins\n            return item\n    return None\n'),
    'go_shell_in_raw_string': ('go',
        'package completion\n\nconst script = `\nwhile read -r comp; do\n    if [ "$comp" = skip ]; then\n'
        '        continue\n    fi\n\n    if [ -n "$comp" ]; then\n        # describe it\n        echo "$comp"\n'
        '    fi\ndone\n`\n',
        '// ... existing code ...\n        continue\n    fi\n\n        # describe it\n// ... existing code ...\n',
        'package completion\n\nconst script = `\nwhile read -r comp; do\n    if [ "$comp" = skip ]; then\n'
        '        continue\n    fi\n\n        # describe it\n        echo "$comp"\n    fi\ndone\n`\n'),
}


@pytest.mark.parametrize("name", sorted(WEAK_TWINS))
def test_weak_lines_written_new_after_a_kept_opener_beside_their_twins_are_refused(name):
    """``continue`` / ``fi`` opening a chunk after a kept ``if ...; then``, the same ``continue`` / ``fi`` kept just
    above it: the snippet restates those, it does not write them twice (written twice before, in a shell script and
    in Python; the brace languages' syntax check catches it on its own). The reading that writes them new is
    refused; where a fallback reading is certified, it is the meant file."""
    result, expected = _merge(WEAK_TWINS[name])
    assert not result.sure or result.text == expected, result.text
    language, original, snippet, _ = WEAK_TWINS[name]
    assert any(reason.startswith("beside") for reason in first_reading(original, snippet, language))


WEAK_TWINS_BELOW = {
    'go_license_comment': ('go',
        '// Copyright 2020 The Authors\n//\n// Licensed under the Apache License, Version 2.0.\n'
        '// You may obtain a copy of the License at\n//\n//      http://www.apache.org/licenses/LICENSE-2.0\n//\n'
        '// Unless required by applicable law or agreed to in writing.\n\npackage x\n\nfunc A() int { return 1 }\n',
        '/* (unchanged) */\n// Licensed under the Apache License, Version 2.0.\n//\n/* (unchanged) */\n',
        '// Copyright 2020 The Authors\n//\n// Licensed under the Apache License, Version 2.0.\n//\n'
        '// Unless required by applicable law or agreed to in writing.\n\npackage x\n\nfunc A() int { return 1 }\n'),
    'markdown_code_fence': ('markdown',
        '# Guide\n\n## Install\n\n```bash\npip install tool\n```\n\n## Use\n\n```bash\ntool run\ntool stop --all\n'
        '```\n\n## License\n\nMIT\n',
        '<!-- ... existing content ... -->\n```bash\ntool run\n```\n<!-- ... existing content ... -->\n',
        '# Guide\n\n## Install\n\n```bash\npip install tool\n```\n\n## Use\n\n```bash\ntool run\n```\n\n'
        '## License\n\nMIT\n'),
    'yaml_matrix_new_first': ('yaml',
        'name: ci\njobs:\n  test:\n    strategy:\n      matrix:\n        py:\n          #- "3.13-dev"\n'
        '          - "3.12"\n          - "3.11"\n          - "3.10"\n    steps:\n      - run: pytest\n',
        '# ... keep existing code ...\n      matrix:\n        py:\n          - "3.13"\n          - "3.12"\n'
        '          # ... keep existing code ...\n',
        'name: ci\njobs:\n  test:\n    strategy:\n      matrix:\n        py:\n          - "3.13"\n'
        '          - "3.12"\n          - "3.11"\n          - "3.10"\n    steps:\n      - run: pytest\n'),
}


@pytest.mark.parametrize("name", sorted(WEAK_TWINS_BELOW))
def test_a_weak_last_line_written_new_above_its_kept_twin_is_refused(name):
    """A chunk's last line, weak (``//``, a code fence, a short list item), written new while the same line is kept
    just below: the snippet restates that line, deleting what lies between, or writes it twice; it does not say
    which (written twice before). That first reading is refused; a fallback reading certified is the meant file."""
    result, expected = _merge(WEAK_TWINS_BELOW[name])
    assert not result.sure or result.text == expected, result.text
    language, original, snippet, _ = WEAK_TWINS_BELOW[name]
    assert any(reason.startswith(("beside", "deletion")) for reason in first_reading(original, snippet, language))


REMOVAL_NOTES = {
    'kotlin_note_removed': ('kotlin',
        'class Sync {\n    fun run() {\n        pull()\n    }\n\n    fun legacyMigrate() {\n        migrate()\n'
        '    }\n\n    fun stop() {\n        halt()\n    }\n}\n',
        'class Sync {\n    // ... run() unchanged ...\n\n'
        '    // legacyMigrate() removed: the migration shipped in 3.2\n\n    fun stop() {\n'
        '        halt(force = true)\n    }\n}\n',
        'class Sync {\n    fun run() {\n        pull()\n    }\n\n    fun stop() {\n        halt(force = true)\n'
        '    }\n}\n'),
    'python_note_removed': ('python',
        "import re\n\n\ndef slugify(s):\n    return re.sub(r'\\W+', '-', s)\n\n\ndef legacy_slugify(s):\n"
        "    return s.replace(' ', '-')\n\n\ndef truncate(s, n):\n    return s[:n]\n",
        '# ... slugify() unchanged ...\n\n# legacy_slugify() removed, nothing calls it\n\n\ndef truncate(s, n):\n'
        "    return s[: n - 1] + '…' if len(s) > n else s\n",
        "import re\n\n\ndef slugify(s):\n    return re.sub(r'\\W+', '-', s)\n\n\ndef truncate(s, n):\n"
        "    return s[: n - 1] + '…' if len(s) > n else s\n"),
    'go_note_removed': ('go',
        'package flags\n\nfunc Parse(args []string) []string {\n\treturn args\n}\n\n'
        'func parseLegacy(args []string) []string {\n\treturn nil\n}\n\nfunc Usage() string {\n\treturn "usage"\n'
        '}\n',
        '// ... Parse unchanged ...\n\n// removed `parseLegacy`: nothing calls it\n\nfunc Usage() string {\n'
        '\treturn "usage: flags [args]"\n}\n',
        'package flags\n\nfunc Parse(args []string) []string {\n\treturn args\n}\n\nfunc Usage() string {\n'
        '\treturn "usage: flags [args]"\n}\n'),
}


@pytest.mark.parametrize("name", sorted(REMOVAL_NOTES))
def test_a_note_that_names_removed_code_is_a_deletion_marker(name):
    """``// legacyMigrate() removed: the migration shipped in 3.2``: no dots, no brackets, but a note that names the
    code it removes; it removes it (refused as marker text before)."""
    result, expected = _merge(REMOVAL_NOTES[name])
    assert result.sure and result.text == expected, result.reasons


@pytest.mark.parametrize("line", ["# remove b()", "x = 1  # foo() removed", "# parse() removes whitespace",
                                  "// TODO: removed items are skipped"])
def test_an_instruction_or_a_statement_about_removal_is_no_marker(line):
    assert not is_marker_line(line)


@pytest.mark.parametrize("line", ["# rest of values unchanged", "# other settings unchanged", "# existing steps here",
                                  "// remaining dependencies"])
def test_a_config_file_marker_names_what_config_holds(line):
    """Markers in configs name their items (values, settings, steps, dependencies...), not code."""
    assert is_marker_line(line)


DOCKERFILE = 'FROM node:18\nWORKDIR /app\nCOPY package.json .\nRUN npm install\nCOPY . .\nEXPOSE 3000\n' \
             'CMD ["node", "server.js"]\n'
CMD_TWICE = {
    "whole_file": 'FROM node:20-slim\nWORKDIR /app\nCOPY package.json package-lock.json ./\nRUN npm ci --omit=dev\n'
                  'USER node\nCOPY --chown=node:node . .\nEXPOSE 8080\n'
                  'CMD ["node", "--enable-source-maps", "server.js"]\n',
    "after_marker": '# ... existing build steps ...\n\nENTRYPOINT ["tini", "--"]\nCMD ["node", "--enable-source-maps", '
                    '"server.js"]\n',
}


def test_a_dockerfile_stage_never_gets_a_second_cmd():
    """A new ``CMD`` while the old one is kept in the same stage: the old version kept beside its edit (written exact
    before: the snippet's edge left the old ``CMD`` beyond it), refused. A marker-less snippet that ends with the
    stage's ``CMD`` anew and is as long as the file is the whole new file (``new_edges``); after a marker, the new
    ``CMD`` replaces the old."""
    short = 'FROM node:20-slim\nWORKDIR /app\nCMD ["node", "--enable-source-maps", "server.js"]\n'
    result = merge(DOCKERFILE, short)
    assert not result.sure and any("CMD is written 2 times" in reason for reason in result.reasons), result.text
    result = merge(DOCKERFILE, CMD_TWICE["whole_file"])
    assert (result.confidence, result.text) == ("exact", CMD_TWICE["whole_file"]), result.reasons
    result = merge(DOCKERFILE, CMD_TWICE["after_marker"])
    assert result.sure and result.text == DOCKERFILE.replace('CMD ["node", "server.js"]', CMD_TWICE["after_marker"]
                                                             .split("\n\n", 1)[1].rstrip("\n")), result.text


def test_each_stage_keeps_its_own_cmd():
    original = 'FROM golang:1.22 AS build\nRUN go build -o /app\nCMD ["go", "test"]\n\nFROM alpine:3.20\n' \
               'COPY --from=build /app /app\nHEALTHCHECK --interval=30s \\\n' \
               '    CMD wget -qO- http://127.0.0.1/healthz || exit 1\n' \
               'CMD ["/app"]\n'
    result = merge(original, '# ... existing code ...\nFROM alpine:3.20\nCOPY --from=build /app /app\nUSER 65534\n'
                             '# ... existing code ...\n')
    assert result.sure and "USER 65534\n" in result.text, result.reasons


def test_a_last_cmd_edited_after_a_healthcheck_replaces_the_old_one():
    """The ``CMD`` a ``HEALTHCHECK`` continues on is its own (indented): the stage's ``CMD`` is the other one."""
    original = ('FROM python:3.12-slim\nWORKDIR /app\nCOPY . .\nHEALTHCHECK --interval=30s \\\n'
                '    CMD curl -fsS http://localhost:8000/healthz || exit 1\n\nCMD ["gunicorn", "app:app"]\n')
    new = 'CMD ["gunicorn", "app:app", "--timeout", "60"]'
    result = merge(original, f"# ... rest of the Dockerfile unchanged ...\n\n{new}\n")
    assert result.sure and result.text == original.replace('CMD ["gunicorn", "app:app"]', new), result.reasons


def test_a_python_name_cmd_may_be_set_twice():
    """The Dockerfile rule reads only files without a grammar: ``CMD = ...`` set again in Python is code."""
    original = 'CMD = "a"\nprint(CMD)\n'
    result = merge(original, '# ... existing code ...\nprint(CMD)\nCMD = "b"\nprint(CMD)\n', language="python")
    assert result.sure and result.text == original + 'CMD = "b"\nprint(CMD)\n', result.reasons
