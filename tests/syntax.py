"""Tree-sitter parsing for the merge tests, independent of the merge's own syntax layer.

    >>> has_errors("def f():\\n    return 1\\n", "python"), has_errors("def f(:\\n", "python")
    (False, True)
"""

from __future__ import annotations

import functools
import importlib

import tree_sitter

# language -> (grammar module, function giving its language); markdown is the block grammar
GRAMMARS = {
    "python": ("tree_sitter_python", "language"), "javascript": ("tree_sitter_javascript", "language"),
    "typescript": ("tree_sitter_typescript", "language_typescript"), "go": ("tree_sitter_go", "language"),
    "rust": ("tree_sitter_rust", "language"), "java": ("tree_sitter_java", "language"),
    "c": ("tree_sitter_c", "language"), "cpp": ("tree_sitter_cpp", "language"),
    "csharp": ("tree_sitter_c_sharp", "language"), "ruby": ("tree_sitter_ruby", "language"),
    "php": ("tree_sitter_php", "language_php"), "markdown": ("tree_sitter_markdown", "language"),
    "yaml": ("tree_sitter_yaml", "language"), "tsx": ("tree_sitter_typescript", "language_tsx"),
    "json": ("tree_sitter_json", "language"), "toml": ("tree_sitter_toml", "language"),
    "css": ("tree_sitter_css", "language"), "html": ("tree_sitter_html", "language"),
    "bash": ("tree_sitter_bash", "language"),
    "kotlin": ("tree_sitter_kotlin", "language"), "swift": ("tree_sitter_swift", "language"),
    "scala": ("tree_sitter_scala", "language"), "lua": ("tree_sitter_lua", "language"),
    "dart": ("tree_sitter_dart", "language"),
}


@functools.cache
def parser(language: str) -> tree_sitter.Parser:
    module, function = GRAMMARS[language]
    return tree_sitter.Parser(tree_sitter.Language(getattr(importlib.import_module(module), function)()))


def tree(text: str, language: str) -> tree_sitter.Tree:
    return parser(language).parse(text.encode("utf-8"))


def has_errors(text: str, language: str) -> bool:
    """Whether the parse of ``text`` holds an ERROR or MISSING node."""
    return tree(text, language).root_node.has_error


def case_file_problems(original: str, expected: str, language: str) -> list[str]:
    """What is wrong with a hand-written case's files: equal, or an original / expected that does not parse.

    >>> case_file_problems("x = 1\\n", "x = 2\\n", "python"), case_file_problems("x = 1\\n", "x = (\\n", "python")
    ([], ['expected does not parse'])
    """
    problems = ["original and expected are equal"] * (original == expected)
    return problems + [f"{name} does not parse" for name, text in (("original", original), ("expected", expected))
                       if has_errors(text, language)]
