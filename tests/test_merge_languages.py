"""The merge on config files (JSON, YAML, TOML: keys matched by identity inside their enclosing keys) and on the
grammars of Kotlin, Swift, Scala and Lua; which language a text without a name is merged as."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import tomllib
import yaml

from fastapply.apply.merge import merge
from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
from fastapply.apply.merge.certify import certify
from fastapply.apply.merge.decls import declarations, walk
from fastapply.apply.merge.keys import DATA, key_declarations
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source
from fastapply.apply.merge.syntax import errors, guess_language, language_of, parse
from fastapply.evals.cases import load_cases

PACKAGE = """{
  "name": "shop",
  "version": "1.2.0",
  "scripts": {
    "build": "tsc -p .",
    "test": "vitest run",
    "lint": "eslint ."
  },
  "dependencies": {
    "react": "^18.2.0",
    "lodash": "^4.17.21"
  },
  "devDependencies": {
    "typescript": "^5.4.0",
    "vitest": "^1.6.0"
  }
}
"""
ZOD = PACKAGE.replace('"lodash": "^4.17.21"\n', '"lodash": "^4.17.21",\n    "zod": "^3.23.8"\n')


def never_wrong(original: str, snippet: str, expected: str, language: str | None):
    """The merge of ``snippet`` into ``original``: if it is written (sure), it is ``expected``."""
    result = merge(original, snippet, language=language)
    assert not result.sure or result.text == expected, (result.confidence, result.reasons, result.text)
    return result


WRONG_OBJECT = ("refused: the chunk's closers anchor on the file's end, so the member would land in the file's last "
                "object; the depth rule refuses that")


@pytest.mark.parametrize("language", ["json", None])
def test_a_json_member_carried_into_another_object_is_refused(language: str | None) -> None:
    """The placement anchors the chunk's closers on the file's end, which would put ``zod`` (and the ``test``
    script) into ``devDependencies``: the certifier's depth rule refuses that reading, nothing is written."""
    for inner in ('"dependencies": {\n    ...\n    "zod": "^3.23.8"', '"scripts": {\n    ...\n    "test": "vitest"'):
        result = merge(PACKAGE, f'{{\n  ...\n  {inner}\n  }}\n}}\n', language=language)
        assert not result.sure, result.text
        assert any(reason.startswith("depth:") for reason in result.reasons), result.reasons


@pytest.mark.xfail(strict=True, reason=WRONG_OBJECT)
@pytest.mark.parametrize("marker", ["// ... existing code ...", "...", "// ..."])
@pytest.mark.parametrize("language", ["json", None])
def test_a_json_member_added_inside_its_object_only(marker: str, language: str | None) -> None:
    """The dependency lands in ``dependencies`` (not after the last member of the file), its predecessor gets
    the comma it needs, and nothing else moves; ``...`` is a marker in JSON too."""
    snippet = f'{{\n  {marker}\n  "dependencies": {{\n    {marker}\n    "zod": "^3.23.8"\n  }}\n}}\n'
    result = merge(PACKAGE, snippet, language=language)
    assert (result.text, result.sure) == (ZOD, True), (result.confidence, result.reasons, result.text)
    assert json.loads(result.text)["dependencies"]["zod"] == "^3.23.8"


def test_a_json_member_after_the_last_one_puts_a_comma_on_its_predecessor() -> None:
    snippet = '{\n  // ... existing code ...\n  "devDependencies": {\n    // ... existing code ...\n' \
              '    "vitest": "^1.6.0",\n    "eslint": "^9.0.0"\n  },\n  "license": "MIT"\n}\n'
    result = merge(PACKAGE, snippet, language="json")
    expected = PACKAGE.replace('"vitest": "^1.6.0"\n  }\n}', '"vitest": "^1.6.0",\n    "eslint": "^9.0.0"\n  },\n'
                                                          '  "license": "MIT"\n}')
    assert (result.text, result.sure) == (expected, True), (result.confidence, result.reasons, result.text)
    assert json.loads(result.text)["license"] == "MIT"


@pytest.mark.xfail(strict=True, reason=WRONG_OBJECT)
def test_a_json_object_shown_in_part_keeps_the_members_after_the_last_shown() -> None:
    """``"scripts": {`` / marker / ``"test"`` changed / ``}``: its ``}`` closes the excerpt, ``lint`` stays."""
    snippet = '{\n  // ... existing code ...\n  "scripts": {\n    // ... existing code ...\n' \
              '    "test": "vitest run --coverage"\n  }\n}\n'
    result = merge(PACKAGE, snippet, language="json")
    expected = PACKAGE.replace('"vitest run"', '"vitest run --coverage"')
    assert (result.text, result.sure) == (expected, True), (result.confidence, result.reasons, result.text)


def test_json_with_trailing_commas_keeps_them() -> None:
    """A tsconfig.json that writes a comma after every member: the merged members keep that style."""
    original = '{\n  "compilerOptions": {\n    "strict": true,\n    "target": "ES2022",\n  },\n' \
               '  "include": ["src"],\n}\n'
    snippet = '{\n  "compilerOptions": {\n    // ... existing code ...\n    "target": "ES2022",\n' \
              '    "noEmit": true,\n  },\n  // ... existing code ...\n}\n'
    expected = original.replace('"target": "ES2022",\n', '"target": "ES2022",\n    "noEmit": true,\n')
    assert never_wrong(original, snippet, expected, "json").text == expected


WORKFLOW = """name: CI

on:
  push:
    branches: [main]

jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: pip install -e .
      - run: ruff check .

  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: pip install -e .
      - run: pytest -q
"""


def test_a_restated_yaml_job_with_a_marker_merges_inside_that_job_only() -> None:
    """``test`` is restated with a marker before its last step and a new step after it: the new step lands in
    ``test`` although ``lint`` ends with lines just like the ones around it."""
    snippet = "jobs:\n  # ... existing code ...\n  test:\n    runs-on: ubuntu-latest\n    steps:\n" \
              "      # ... existing code ...\n      - run: pytest -q\n      - run: mypy src\n"
    result = merge(WORKFLOW, snippet, language="yaml")
    expected = WORKFLOW.replace("      - run: pytest -q\n", "      - run: pytest -q\n      - run: mypy src\n")
    assert (result.text, result.sure) == (expected, True), (result.confidence, result.reasons, result.text)
    assert yaml.safe_load(result.text)["jobs"]["test"]["steps"][-1] == {"run": "mypy src"}


def test_a_new_yaml_job_after_a_marker_ends_the_jobs() -> None:
    job = "  docs:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n" \
          "      - run: pip install -e .\n      - run: mkdocs build\n"
    result = merge(WORKFLOW, "# ... existing code ...\n\n" + job, language=None)
    assert (result.text, result.sure) == (WORKFLOW + "\n" + job, True), (result.confidence, result.reasons)


PYPROJECT = """[project]
name = "shop"
version = "1.2.0"
dependencies = [
  "httpx>=0.27",
]

[tool.ruff]
line-length = 100

[tool.pytest.ini_options]
testpaths = ["tests"]
"""


def test_a_new_toml_table_goes_where_its_neighbours_say() -> None:
    snippet = "# ... existing code ...\n\n[tool.ruff]\nline-length = 100\n\n[tool.mypy]\nstrict = true\n\n" \
              "# ... existing code ...\n"
    result = merge(PYPROJECT, snippet, language=None)
    expected = PYPROJECT.replace("line-length = 100\n", "line-length = 100\n\n[tool.mypy]\nstrict = true\n")
    assert (result.text, result.sure) == (expected, True), (result.confidence, result.reasons, result.text)
    assert tomllib.loads(result.text)["tool"]["mypy"] == {"strict": True}


def test_a_toml_key_added_to_a_restated_table_stays_in_it() -> None:
    snippet = "[tool.ruff]\nline-length = 100\ntarget-version = \"py311\"\n\n# ... existing code ...\n"
    result = merge(PYPROJECT, "# ... existing code ...\n\n" + snippet, language="toml")
    expected = PYPROJECT.replace("line-length = 100\n", "line-length = 100\ntarget-version = \"py311\"\n")
    assert (result.text, result.sure) == (expected, True), (result.confidence, result.reasons, result.text)


def test_keys_are_declarations_within_their_enclosing_keys() -> None:
    found = {(tuple(name for _, name, _ in path), ident[:2]) for path, ident, _ in
             walk(key_declarations(PYPROJECT, "toml"))}
    assert {((), ("table", "tool.ruff")), (("tool.ruff",), ("key", "line-length")),
            (("project",), ("key", "dependencies"))} <= found
    found = {(tuple(name for _, name, _ in path), ident[:2]) for path, ident, _ in
             walk(key_declarations(WORKFLOW, "yaml"))}
    assert {(("jobs",), ("key", "test")), (("jobs", "test"), ("key", "steps")), ((), ("key", "on"))} <= found
    assert not any(name == "run" for _, (kind, name, _), _ in walk(key_declarations(WORKFLOW, "yaml")))  # list items


CASES = load_cases(Path(__file__).parent / "data" / "apply_cases")


def test_config_files_are_guessed_and_code_never_is() -> None:
    assert guess_language(PACKAGE) == "json" and guess_language(WORKFLOW) == "yaml"
    assert guess_language(PYPROJECT) == "toml"
    assert guess_language("x: int\ny: str = 'a'\n") == "python"  # YAML-shaped, yet Python
    assert guess_language("[1, 2, 3]\n") == "json"
    code = [case for case in CASES if case.language not in ("markdown", *DATA)]
    assert len(code) >= 80
    assert [case.id for case in code if guess_language(case.original) in DATA] == []
    assert all(guess_language(case.original) == case.language for case in CASES if case.language in DATA)
    assert all(guess_language(case.original) is None for case in CASES if case.language == "markdown")


def test_prose_is_never_guessed_as_a_new_grammar() -> None:
    """Kotlin's grammar parses Markdown cleanly and Scala's reads prose as infix calls: without a declaration
    line of theirs, or with a Markdown fence, text is not guessed as them."""
    readme = "# Cart\n\nA small cart library.\n\n```kotlin\nfun main() {\n    println(1)\n}\n```\n\nSee the docs.\n"
    assert errors(parse(readme, "kotlin"), "kotlin") == 0
    assert guess_language(readme) is None
    assert guess_language("see the docs for details\nthen run it\n") is None


SOURCES = {
    "kotlin": "class A {\n    fun f(): Int {\n        return 1\n    }\n\n    companion object {\n"
              "        fun of() = A()\n    }\n}\n\nobject R {\n    fun g() = 2\n}\n\nfun h(): Int {\n    return 3\n}\n",
    "swift": "struct A {\n    func f() -> Int {\n        return 1\n    }\n}\n\nextension A {\n"
             "    func g() -> Int { 2 }\n}\n\nfunc h() -> Int {\n    return 3\n}\n",
    "scala": "class A {\n  def f(): Int = {\n    1\n  }\n}\n\nobject R {\n  def g(): Int = 2\n}\n\n"
             "def h(): Int = 3\n",
    "dart": "class A {\n  int f() {\n    return 1;\n  }\n}\n\nclass R {\n  @override\n  String g() => 'r';\n}\n\n"
            "int h() {\n  return 3;\n}\n",
    "lua": "local A = {}\n\nfunction A.f()\n  return 1\nend\n\nlocal function h()\n  return 3\nend\n\n"
           "A.g = function()\n  return 2\nend\n\nreturn A\n",
}


@pytest.mark.parametrize("language", sorted(SOURCES))
def test_new_grammars_name_types_methods_and_functions(language: str) -> None:
    source = SOURCES[language]
    assert errors(parse(source, language), language) == 0
    found = {(tuple(name for _, name, _ in path), ident[:2]) for path, ident, _ in
             walk(declarations(source, language))}
    if language == "lua":
        assert {((), ("fn", "A.f")), ((), ("fn", "h")), ((), ("var", "A")), ((), ("var", "A.g"))} <= found, found
        return
    assert {(("A",), ("fn", "f")), ((), ("fn", "h"))} <= found, found
    owner = "extension A" if language == "swift" else "R"
    assert ((owner,), ("fn", "g")) in found, found
    if language == "kotlin":
        assert (("A", "companion"), ("fn", "of")) in found, found


def test_new_grammars_by_extension() -> None:
    assert [language_of(f"a.{ext}") for ext in ("kt", "kts", "swift", "scala", "sc", "lua", "dart", "jsonc")] == \
        ["kotlin", "kotlin", "swift", "scala", "scala", "lua", "dart", "json"]
    for case in CASES:
        if case.language in SOURCES:
            assert language_of(case.path) == case.language == guess_language(case.original), case.id


def test_a_kotlin_method_appended_in_its_class_keeps_its_lookalike_neighbour() -> None:
    """``count()`` is shaped like ``total()``: placed by its lines it overwrites it; by identity it is new."""
    case = next(case for case in CASES if case.id == "kotlin/class_restated_new_method")
    result = merge(case.original, case.update, language="kotlin")
    assert (result.text, result.sure) == (case.final, True), (result.confidence, result.reasons)


WRITTEN_HERE = {f"{language}/{name}" for language, names in (
    ("json", ("add_dependency", "insert_script", "one_line_in_similar")),
    ("toml", ("add_dependency", "new_table", "one_line_in_similar")),
    ("yaml", ("append_job", "lint_step", "matrix_entry", "compose_env_in_similar", "compose_new_service")),
    ("kotlin", ("append_function", "class_restated_new_method", "one_line_in_similar")),
    ("swift", ("append_function", "class_restated_new_method", "one_line_in_similar")),
    ("scala", ("append_object", "class_restated_new_method", "one_line_in_similar")),
    ("lua", ("append_function", "last_line_change", "one_line_in_similar")),
    ("dart", ("append_function", "class_restated_new_method", "one_line_in_similar"))) for name in names}


@pytest.mark.parametrize("case", [case for case in CASES if case.language in {*SOURCES, *DATA}],
                         ids=lambda case: case.id)
def test_hand_written_cases_of_config_files_and_new_grammars(case) -> None:
    """As the report reads them (the language from the file's name) and guessed without one: never written
    wrong, and right for the cases these tests were written with."""
    assert WRITTEN_HERE <= {case.id for case in CASES}
    for language in (language_of(case.path), None):
        result = merge(case.original, case.update, language=language)
        assert not result.sure or result.text == case.final, (language, result.confidence, result.reasons)
        if case.id in WRITTEN_HERE:
            assert (result.text, result.sure) == (case.final, True), (language, result.confidence, result.reasons)


@pytest.mark.xfail(strict=True, reason=WRONG_OBJECT)
def test_the_cli_merges_a_package_json_by_its_name(tmp_path) -> None:
    import os
    import subprocess
    import sys

    (tmp_path / "package.json").write_text(PACKAGE)
    (tmp_path / "edit").write_text('{\n  ...\n  "dependencies": {\n    ...\n    "zod": "^3.23.8"\n  }\n}\n')
    done = subprocess.run([sys.executable, "-m", "fastapply.cli", "apply", str(tmp_path / "package.json"), "--edit",
                           str(tmp_path / "edit"), "--engine", "merge", "-o", str(tmp_path / "out.json")],
                          capture_output=True, text=True, env=os.environ)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "out.json").read_text() == ZOD


SCALA3 = """object Main:
  def greet(name: String): String =
    s"hi $name"

  def main(args: Array[String]): Unit =
    println(greet("x"))

enum Color:
  case Red, Green
"""


def test_scala3_indented_bodies_are_declarations_that_end_at_their_last_line() -> None:
    """Scala 3's grammar runs an indented body to the next line's code (and over a marker below it): the
    declarations end at their last line, so a new method after a marker does not replace ``greet``."""
    found = [(ident[1], d.start, d.end) for _, ident, d in walk(declarations(SCALA3, "scala"))]
    assert found == [("Main", 0, 6), ("greet", 1, 3), ("main", 4, 6), ("Color", 7, 9)]
    bye = '  def bye(name: String): String =\n    s"bye $name"\n'
    snippet = "object Main:\n  // ... existing code ...\n\n" + bye + "\n// ... existing code ...\n"
    result = merge(SCALA3, snippet, language="scala")
    expected = SCALA3.replace('println(greet("x"))\n', 'println(greet("x"))\n\n' + bye)
    assert (result.text, result.sure) == (expected, True), (result.confidence, result.reasons, result.text)


def test_a_yaml_line_placed_by_likeness_against_its_keys_is_not_written() -> None:
    """The snippet edits the top-level ``permissions``; by its lines alone ``contents: write`` lands on (equals) a
    job's ``contents: write``, and ``contents: writes`` too (the likest line). The keys say otherwise, so neither
    guess is written."""
    original = WORKFLOW.replace("jobs:\n", "permissions:\n  contents: read\n\njobs:\n").replace(
        "  test:\n    runs-on: ubuntu-latest\n", "  test:\n    runs-on: ubuntu-latest\n    permissions:\n"
                                               "      contents: write\n")
    for value in ("write", "writes"):
        snippet = f"# ... existing code ...\npermissions:\n  # ... existing code ...\n  contents: {value}\n" \
                  "  # ... existing code ...\n# ... existing code ...\n"
        never_wrong(original, snippet, original.replace("contents: read", f"contents: {value}"), "yaml")


MANIFESTS = """apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  labels:
    app: web
spec:
  replicas: 2
  selector:
    matchLabels:
      app: web
  template:
    metadata:
      labels:
        app: web
    spec:
      containers:
        - name: web
          image: shop/web:1.4.0
          ports:
            - containerPort: 8000
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: worker
  labels:
    app: worker
spec:
  replicas: 2
  selector:
    matchLabels:
      app: worker
  template:
    metadata:
      labels:
        app: worker
    spec:
      containers:
        - name: worker
          image: shop/worker:1.4.0
---
apiVersion: v1
kind: Service
metadata:
  name: web
spec:
  selector:
    app: web
  ports:
    - port: 80
      targetPort: 8000
"""


def test_yaml_documents_are_declarations_named_by_kind_and_name() -> None:
    names = [ident[1] for path, ident, _ in walk(key_declarations(MANIFESTS, "yaml")) if not path]
    assert names == ["Deployment/web", "Deployment/worker", "Service/web"]


def test_a_yaml_document_restated_between_its_separators_changes_alone() -> None:
    """Three manifests with the same keys: the worker's Deployment is restated between ``---`` lines with its
    ``replicas`` changed, and only that document changes (by its lines alone ``spec:`` fits three places)."""
    snippet = """# ... existing code ...
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: worker
  # ... existing code ...
spec:
  replicas: 4
  # ... existing code ...
---
# ... existing code ...
"""
    expected = MANIFESTS.replace("app: worker\nspec:\n  replicas: 2", "app: worker\nspec:\n  replicas: 4")
    for language in ("yaml", None):
        result = merge(MANIFESTS, snippet, language=language)
        assert (result.text, result.sure) == (expected, True), (result.confidence, result.reasons, result.text)


def test_a_new_step_after_an_anchor_step_is_inserted_not_taken_for_the_like_step_below() -> None:
    """Named steps (``- uses: docker/login-action@v3`` with its ``with:``) are declarations: the new
    ``setup-buildx-action`` step after ``checkout`` is new, not an edit of the like ``login-action`` line."""
    original = "jobs:\n  publish:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n" \
               "      - uses: docker/login-action@v3\n        with:\n          registry: ghcr.io\n" \
               "      - uses: docker/build-push-action@v5\n        with:\n          push: true\n"
    snippet = "  publish:\n    # ... existing code ...\n    steps:\n      - uses: actions/checkout@v4\n" \
              "      - uses: docker/setup-buildx-action@v3\n      # ... existing steps ...\n"
    expected = original.replace("checkout@v4\n", "checkout@v4\n      - uses: docker/setup-buildx-action@v3\n")
    result = merge(original, snippet, language="yaml")
    assert (result.text, result.sure) == (expected, True), (result.confidence, result.reasons, result.text)
    found = {ident[1] for _, ident, _ in walk(key_declarations(original, "yaml"))}
    assert {"uses: docker/login-action", "uses: docker/build-push-action"} <= found
    assert "uses: actions/checkout" not in found  # one line: an edit of it is an edit of a like line


def test_a_toml_key_is_never_written_twice_in_its_table() -> None:
    """By its lines ``select = [..., "SIM"]`` goes beside the old ``select`` (exact, and the declaration check
    allows one more of a name the snippet states): invalid TOML, so that text is not written."""
    original = '[tool.ruff]\nline-length = 100\n\n[tool.ruff.lint]\nselect = ["E", "F"]\n\n' \
               '[tool.mypy]\nstrict = true\nignore_missing_imports = true\n'
    snippet = '# ... existing config ...\n\n[tool.ruff.lint]\nselect = ["E", "F", "SIM"]\nignore = ["E501"]\n\n' \
              '# ... rest of pyproject.toml ...\n'
    expected = original.replace('select = ["E", "F"]\n', 'select = ["E", "F", "SIM"]\nignore = ["E501"]\n')
    never_wrong(original, snippet, expected, "toml")


def test_a_json_snippet_of_members_without_the_root_braces_is_an_excerpt() -> None:
    """``"scripts": {`` / marker / the last script / two new ones / ``},``: the members of the root, shown alone
    and indented, merge inside ``scripts`` (the last script is not written twice)."""
    snippet = '  "scripts": {\n    // ... existing scripts ...\n    "lint": "eslint .",\n' \
              '    "format": "prettier --write ."\n  },\n'
    expected = PACKAGE.replace('"lint": "eslint ."\n', '"lint": "eslint .",\n    "format": "prettier --write ."\n')
    result = merge(PACKAGE, snippet, language="json")
    assert (result.text, result.sure) == (expected, True), (result.confidence, result.reasons, result.text)


@pytest.mark.parametrize("language", ["json", "toml"])
def test_a_key_twice_in_one_object_or_table_is_refused(language: str) -> None:
    """A reading that writes a key beside the one of its name (the snippet states it once): the certifier's
    declarations rule refuses it, and lets the same reading with another key through."""
    def verdict(key: str):
        if language == "json":
            original, update = '{\n  "a": 1\n}\n', f'{{\n  // ... existing code ...\n  "{key}": 2\n}}\n'
            tail = (Written(f'  "{key}": 2', 2, None), Written("}", 3, 2))
            pieces = (Piece(WRITE, (0, 1), (0, 1), (Written("{", 0, 0),)), Piece(KEEP, (1, 2), (1, 2), marker=1),
                      Piece(WRITE, (2, 4), (2, 3), tail))
        else:
            original, update = "[t]\na = 1\n", f"[t]\n# ... existing code ...\n{key} = 2\n"
            pieces = (Piece(WRITE, (0, 1), (0, 1), (Written("[t]", 0, 0),)), Piece(KEEP, (1, 2), (1, 2), marker=1),
                      Piece(WRITE, (2, 3), (2, 2), (Written(f"{key} = 2", 2, None),)))
        source, snippet = Source(original, language), Snippet(update, language)
        certificate = Certificate(pieces, "members" if language == "json" else "")
        return certify(source, snippet, certificate, certificate.render(source.lines))

    twice = verdict("a")
    assert twice.confidence == "ambiguous", twice.refusals
    assert any(refusal.startswith("declarations:") for refusal in twice.refusals), twice.refusals
    other = verdict("b")
    assert (other.confidence, other.refusals) == ("exact", []), other.refusals


def test_a_toml_marker_after_a_blank_line_is_the_files_and_right_after_a_key_the_tables() -> None:
    queues = '[queues.high]\nconcurrency = 8\nmax_retries = 5\n\n[queues.low]\nconcurrency = 2\nmax_retries = 5\n' \
             'backoff = "2s"\n\n[metrics]\nport = 9100\n'
    whole = '# ... existing code ...\n\n[queues.low]\nconcurrency = 2\nmax_retries = 3\nbackoff = "30s"\n\n' \
            "# ... existing code ...\n"
    result = merge(queues, whole, language="toml")  # restated in full; the marker stands for [metrics]
    expected = queues.replace('max_retries = 5\nbackoff = "2s"\n', 'max_retries = 3\nbackoff = "30s"\n')
    assert (result.text, result.sure) == (expected, True), (result.confidence, result.reasons, result.text)
    part = "# ... existing code ...\n\n[queues.low]\nconcurrency = 2\nmax_retries = 3\n# ... existing code ...\n"
    result = merge(queues, part, language="toml")  # its rest elided: backoff kept
    expected = queues.replace('max_retries = 5\nbackoff = "2s"\n', 'max_retries = 3\nbackoff = "2s"\n')
    assert (result.text, result.sure) == (expected, True), (result.confidence, result.reasons, result.text)
