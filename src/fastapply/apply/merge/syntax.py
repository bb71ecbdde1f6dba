"""The merge's syntax layer: which grammar a file has, and its parse tree (tree-sitter, grammars from wheels;
nothing is fetched at run time).

    >>> language_of("src/app.ts"), language_of("notes.txt")
    ('typescript', None)
    >>> tree = parse("def f(:\\n    pass\\n", "python")
    >>> errors(tree, "python") > errors(parse("def f():\\n    pass\\n", "python"), "python")
    True

A language is named as the CLI's ``--language`` takes it; :func:`guess_language` picks one for text that comes
without a file name (the server's requests) from the few grammars that parse it cleanly.
"""

from __future__ import annotations

import importlib
import re
from functools import lru_cache
from pathlib import PurePath

from tree_sitter import Language, Parser, Query, QueryCursor, Tree

from .commas import commas

__all__ = ["LANGUAGES", "errors", "forget", "guess_language", "language_of", "parse"]

# name -> (module, function): the grammar wheels' own entry points
LANGUAGES: dict[str, tuple[str, str]] = {
    "python": ("tree_sitter_python", "language"),
    "javascript": ("tree_sitter_javascript", "language"),
    "typescript": ("tree_sitter_typescript", "language_typescript"),
    "tsx": ("tree_sitter_typescript", "language_tsx"),
    "go": ("tree_sitter_go", "language"),
    "rust": ("tree_sitter_rust", "language"),
    "java": ("tree_sitter_java", "language"),
    "c": ("tree_sitter_c", "language"),
    "cpp": ("tree_sitter_cpp", "language"),
    "c_sharp": ("tree_sitter_c_sharp", "language"),
    "ruby": ("tree_sitter_ruby", "language"),
    "php": ("tree_sitter_php", "language_php"),
    "bash": ("tree_sitter_bash", "language"),
    "json": ("tree_sitter_json", "language"),
    "yaml": ("tree_sitter_yaml", "language"),
    "toml": ("tree_sitter_toml", "language"),
    "css": ("tree_sitter_css", "language"),
    "html": ("tree_sitter_html", "language"),
    "markdown": ("tree_sitter_markdown", "language"),
    "kotlin": ("tree_sitter_kotlin", "language"),
    "swift": ("tree_sitter_swift", "language"),
    "scala": ("tree_sitter_scala", "language"),
    "lua": ("tree_sitter_lua", "language"),
    "dart": ("tree_sitter_dart", "language"),
}
_ALIASES = {"js": "javascript", "jsx": "javascript", "ts": "typescript", "py": "python", "rs": "rust",
            "c++": "cpp", "csharp": "c_sharp", "c#": "c_sharp", "cs": "c_sharp", "sh": "bash", "shell": "bash",
            "golang": "go", "rb": "ruby", "yml": "yaml", "md": "markdown", "c-sharp": "c_sharp", "kt": "kotlin"}
_EXTENSIONS = {
    ".py": "python", ".pyi": "python", ".js": "javascript", ".mjs": "javascript", ".cjs": "javascript",
    ".jsx": "javascript", ".ts": "typescript", ".mts": "typescript", ".cts": "typescript", ".tsx": "tsx",
    ".go": "go", ".rs": "rust", ".java": "java", ".c": "c", ".h": "c", ".cc": "cpp", ".cpp": "cpp",
    ".cxx": "cpp", ".hpp": "cpp", ".hh": "cpp", ".hxx": "cpp", ".cs": "c_sharp", ".rb": "ruby", ".php": "php",
    ".sh": "bash", ".bash": "bash", ".json": "json", ".jsonc": "json", ".yaml": "yaml", ".yml": "yaml", ".toml": "toml",
    ".css": "css", ".html": "html", ".htm": "html", ".md": "markdown", ".markdown": "markdown", ".kt": "kotlin",
    ".kts": "kotlin", ".swift": "swift", ".scala": "scala", ".sc": "scala", ".lua": "lua", ".dart": "dart",
}
_TABLE = re.compile(r"^\[\[?[\w\".\- ]+\]\]?[ \t]*(?:#.*)?$", re.MULTILINE)  # a TOML table header line
_YAML_KEY = re.compile(r"""^(?:[\w.\-/]+|"[^"]*"|'[^']*'):(?:[ \t]|$)""")  # a top-level YAML mapping key
# tried in this order for text without a name: the first with the fewest errors wins (a superset after its subset)
_GUESSES = ("python", "javascript", "typescript", "tsx", "go", "rust", "java", "c_sharp", "cpp", "ruby", "php",
            "kotlin", "swift", "scala", "lua", "dart")
_MODIFIERS = r"^[ \t]*(?:(?:@\w+|public|private|protected|internal|fileprivate|open|final|sealed|abstract|override|" \
    r"static|data|enum|case|implicit|suspend|inline|local)\s+)*"
# grammars that read prose as code (Kotlin's parses Markdown cleanly, Scala's takes `see the docs` for infix calls):
# tried only for text with a declaration line of theirs and no Markdown fence
_SIGNS = {name: re.compile(_MODIFIERS + words, re.MULTILINE) for name, words in (
    ("kotlin", r"(?:fun|class|object|interface)\s+[\w<`]"), ("swift", r"(?:func|class|struct|protocol|extension)\s+\w"),
    ("scala", r"(?:def|class|object|trait)\s+\w"), ("lua", r"function\s+[\w.:]+\s*\("),
    ("dart", r"(?:class|mixin|extension|void|Future<[\w<>?, ]+>)\s+\w|import\s+'package:"))}
_FENCE = re.compile(r"^[ \t]*(?:```|~~~)", re.MULTILINE)


# languages read by their lines alone (no grammar here), and never guessed as another: a ``schema.sql`` that
# Ruby's grammar happens to parse is no Ruby
LINES = frozenset({"sql", "makefile", "dockerfile"})
_LINE_FILES = {".sql": "sql", ".mk": "makefile", ".dockerfile": "dockerfile", "makefile": "makefile",
               "gnumakefile": "makefile", "dockerfile": "dockerfile", "containerfile": "dockerfile"}


def language_names() -> list[str]:
    """Every name ``canonical`` takes, lowercase: the grammars', their aliases, and ``LINES``."""
    return sorted({*LANGUAGES, *_ALIASES, *LINES})


def canonical(language: str) -> str:
    """The registry's name for ``language`` (``ts`` -> ``typescript``), or one of ``LINES``; ValueError when there
    is no such language."""
    name = _ALIASES.get(language.lower(), language.lower())
    if name not in LANGUAGES and name not in LINES:
        raise ValueError(f"no grammar for language {language!r}; known: {', '.join(sorted({*LANGUAGES, *LINES}))}")
    return name


def language_of(path: str | None) -> str | None:
    """The language a file name's extension says, or None."""
    return _EXTENSIONS.get(PurePath(path).suffix.lower()) if path else None


def file_language(path: str | None) -> str | None:
    """The language a file is merged as (`fastapply apply FILE`, the MCP tool): its grammar's (``language_of``),
    one of ``LINES`` (``schema.sql``, ``Makefile``, ``Dockerfile.dev``, ``app.dockerfile``), or None (guessed).

    >>> [file_language(p) for p in ("db/schema.sql", "Makefile", "docker/Dockerfile.dev", "a.ts", "notes.txt")]
    ['sql', 'makefile', 'dockerfile', 'typescript', None]
    """
    if not path:
        return None
    name = PurePath(path).name.lower()
    return language_of(path) or _LINE_FILES.get(PurePath(name).suffix) or _LINE_FILES.get(name.split(".")[0])


@lru_cache(maxsize=None)
def _language(name: str) -> Language:
    module, function = LANGUAGES[name]
    return Language(getattr(importlib.import_module(module), function)())


@lru_cache(maxsize=None)
def _parser(name: str) -> Parser:
    return Parser(_language(name))


@lru_cache(maxsize=None)
def _error_query(name: str) -> Query:
    return Query(_language(name), "(ERROR) @error (MISSING) @missing")


@lru_cache(maxsize=4)
def parse(text: str, language: str, *, as_written: bool = False) -> Tree:
    """The tree of ``text``; JSON's as if its commas stood where members need them (the merge sets them after,
    apply/commas.py), unless ``as_written``. Kept for the last few texts (the trees handed out are never edited):
    a result that is the snippet's own text (a whole file restated) or the original's is not parsed again, and a
    text that differs from the last one parsed in one short stretch is parsed from that one's tree (``_reparse``)."""
    if language == "json" and not as_written:
        text = "\n".join(commas(text.split("\n"), trailing=False))
    data = text.encode("utf-8")
    tree = _reparse(data, language)
    if tree is None:
        tree = _parser(language).parse(data)
    if not tree.root_node.has_error:
        _LAST[language] = (data, tree)
    return tree


_LAST: dict[str, tuple[bytes, Tree]] = {}  # per grammar, the last text parsed without errors, and its tree
_REPARSED = 1 << 14  # texts shorter than this (bytes) are parsed afresh: quick anyway


def _reparse(data: bytes, language: str) -> Tree | None:
    """The tree of ``data`` parsed incrementally from ``_LAST``'s (tree-sitter reuses its unchanged subtrees: the
    same tree as a fresh parse), where the two texts differ in one stretch of at most an eighth of ``data`` (a
    whole file restated with an edit: the snippet of the original, the result of the snippet). None where they
    do not, or where the new tree has errors (error recovery is left to a fresh parse)."""
    last = _LAST.get(language)
    if last is None or len(data) < _REPARSED:
        return None
    old, tree = last
    head = _shared(old, data, lambda x, m: x[:m])
    tail = min(_shared(old, data, lambda x, m: x[len(x) - m :]), len(old) - head, len(data) - head)
    if 8 * (len(data) - head - tail) > len(data):
        return None
    edited = tree.copy()  # (the tree handed out before stays as it is)
    edited.edit(start_byte=head, old_end_byte=len(old) - tail, new_end_byte=len(data) - tail,
                start_point=_point(old, head), old_end_point=_point(old, len(old) - tail),
                new_end_point=_point(data, len(data) - tail))
    new = _parser(language).parse(data, edited)
    return None if new.root_node.has_error else new


def _shared(a: bytes, b: bytes, part) -> int:
    """The length of the longest ``part(x, m)`` (a prefix or a suffix of m bytes) that ``a`` and ``b`` share, by
    bisection (each comparison one C-level compare)."""
    lo, hi = 0, min(len(a), len(b))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if part(a, mid) == part(b, mid) else (lo, mid - 1)
    return lo


def _point(data: bytes, at: int) -> tuple[int, int]:
    """Byte offset ``at`` of ``data`` as tree-sitter's (row, column in bytes)."""
    return data.count(b"\n", 0, at), at - data.rfind(b"\n", 0, at) - 1


def forget() -> None:
    """Empty the caches of parse trees (a benchmark's cold start)."""
    parse.cache_clear()
    _LAST.clear()


@lru_cache(maxsize=None)
def _kinds_query(name: str, kinds: frozenset[str]) -> Query | None:
    present = sorted(k for k in kinds if _language(name).id_for_node_kind(k, True) is not None)
    return Query(_language(name), "[" + " ".join(f"({k})" for k in present) + "] @node") if present else None


def starts(tree: Tree, language: str, kinds: frozenset[str]) -> tuple[list[int], frozenset[int]] | None:
    """The start bytes (ascending) and the ids of the named nodes of ``kinds`` in ``tree``, found by one query in
    the parser's code (a walk asks no node of the others whether it holds some); None for a tree with errors."""
    if tree.root_node.has_error:
        return None
    query = _kinds_query(language, kinds)
    if query is None:
        return [], frozenset()
    cursor = QueryCursor(query)
    nodes = cursor.captures(tree.root_node).get("node", [])
    if cursor.did_exceed_match_limit:
        return None
    return sorted(n.start_byte for n in nodes), frozenset(n.id for n in nodes)


def errors(tree: Tree, language: str) -> int:
    """How many ERROR and MISSING nodes the tree of a ``language`` text holds (0 for a clean parse)."""
    if not tree.root_node.has_error:
        return 0
    captures = QueryCursor(_error_query(language)).captures(tree.root_node)
    return sum(len(nodes) for nodes in captures.values())


def guess_language(text: str) -> str | None:
    """The first programming language whose grammar parses ``text`` cleanly; None when none does (text without
    a name is merged by its lines alone rather than by a grammar that merely tolerates it). JSON and TOML are
    tried first, where the text has their shape (an object or array; a ``[table]`` header line): no code parses
    as them. YAML is tried last, and only for mappings whose top-level lines are all ``key:`` lines (``x: int``
    is Python too).

    >>> [guess_language(t) for t in ('{"a": [1, true]}', '[tool.ruff]\\nline-length = 100\\n', 'on: push\\njobs:\\n',
    ...                              'x: int\\n', 'def f():\\n    return 1\\n', 'Hello: world, again\\nand more\\n')]
    ['json', 'toml', 'yaml', 'python', 'python', None]
    """
    stripped = text.lstrip()
    if stripped[:1] in ("{", "[") and _clean(text, "json"):
        return "json"
    if _TABLE.search(text) and _clean(text, "toml"):
        return "toml"
    best: tuple[int, str] | None = None
    for name in _GUESSES:
        if name == "php" and "<?php" not in text:  # PHP's grammar reads any text outside `<?php` as markup
            continue
        if name in _SIGNS and (not _SIGNS[name].search(text) or _FENCE.search(text)):
            continue
        count = errors(parse(text, name), name)
        if best is None or count < best[0]:
            best = (count, name)
        if count == 0:
            break
    if best is not None and best[0] == 0:
        return best[1]
    return "yaml" if _yaml_mapping(text) else None


def _clean(text: str, name: str) -> bool:
    return errors(parse(text, name, as_written=True), name) == 0


def _yaml_mapping(text: str) -> bool:
    """A clean YAML parse whose top-level lines are all mapping keys (or ``---`` between documents)."""
    top = [line for line in text.split("\n") if line.strip() and not line[0].isspace() and line[0] != "#"]
    return len(top) >= 2 and all(_YAML_KEY.match(line) or line.rstrip() == "---" for line in top) and \
        _clean(text, "yaml")
