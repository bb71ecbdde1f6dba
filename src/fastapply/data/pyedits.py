"""Synthetic edits of Python source, located with ``ast`` and ``tokenize``.

Each edit is ``edit(source, tree, rng) -> new source | None`` (``None`` when the file offers
no place for it); ``PYTHON_EDITS`` maps kind names to edits::

    >>> src = "def area(w, h):\\n    return w * h\\n"
    >>> print(rename_function(src, ast.parse(src), random.Random(1)), end="")
    def find_area(w, h):
        return w * h
"""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Callable

from fastapply.data.pysource import (
    FunctionNode,
    find_functions,
    indent_of,
    is_fresh,
    names_in,
    owns_lines,
    replace_names,
    start_with_comments,
    statement_start,
)
from fastapply.data.snippet import lines_of

VERBS = ("get", "load", "parse", "build", "make", "compute", "check", "update", "read", "find", "resolve")
SUFFIXES = ("_value", "_items", "_count", "_data", "_obj", "_tmp")
NOUNS = ("item", "value", "entry", "record", "node", "key", "name", "path", "token", "chunk")
WORD_SWAPS = ("invalid", "unknown", "missing", "unexpected", "default", "empty", "bad", "new")

Edit = Callable[[str, ast.Module, random.Random], "str | None"]


def rename_function(source: str, tree: ast.Module, rng: random.Random) -> str | None:
    """Rename a function and every use of its name in the file."""
    taken = names_in(source)
    candidates = [f for f in find_functions(tree) if not f.name.startswith("__")]
    if not candidates:
        return None
    old = rng.choice(candidates).name
    lead = old[: len(old) - len(old.lstrip("_"))]
    words = old.lstrip("_").split("_")
    if words[0] in VERBS:
        new = lead + "_".join([rng.choice([v for v in VERBS if v != words[0]])] + words[1:])
    else:
        new = f"{lead}{rng.choice(VERBS)}_{old.lstrip('_')}"
    return replace_names(source, old, new) if is_fresh(new, taken) else None


def rename_variable(source: str, tree: ast.Module, rng: random.Random) -> str | None:
    """Rename a parameter or local variable inside one function."""
    functions = [f for f in find_functions(tree) if f.body]
    if not functions:
        return None
    func = rng.choice(functions)
    locals_ = {a.arg for a in func.args.args + func.args.kwonlyargs if a.arg not in ("self", "cls")}
    locals_ |= {n.id for n in ast.walk(func) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    if not locals_:
        return None
    old = rng.choice(sorted(locals_))
    new = old + rng.choice(SUFFIXES) if len(old) > 1 else rng.choice(NOUNS)
    if not is_fresh(new, names_in(source)):
        return None
    return replace_names(source, old, new, func)


def _insert_in_body(source: str, func: ast.FunctionDef, new_lines: list[str]) -> str | None:
    """Insert lines at the top of ``func``'s body, after its docstring if it has one."""
    rows = lines_of(source)
    first = func.body[0]
    if first.lineno == func.lineno:  # one-line def: no room for a block
        return None
    has_doc = isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str)
    at = first.end_lineno if has_doc else first.lineno - 1
    if at == len(rows) and not rows[-1].endswith("\n"):
        rows[-1] += "\n"
    indent = indent_of(rows[first.lineno - 1])
    return "".join(rows[:at] + [indent + line + "\n" for line in new_lines] + rows[at:])


def insert_log(source: str, tree: ast.Module, rng: random.Random) -> str | None:
    """Insert a logging (or print) call at the top of a function."""
    functions = find_functions(tree)
    if not functions:
        return None
    func = rng.choice(functions)
    if rng.random() < 0.3:
        return _insert_in_body(source, func, [f'print("{func.name}: start")'])
    args = [a.arg for a in func.args.args if a.arg not in ("self", "cls")]
    if args:
        call = f'logger.debug("{func.name}({args[0]}=%r)", {args[0]})'
    else:
        call = f'logger.debug("{func.name} called")'
    return _insert_in_body(source, func, [call])


def insert_guard(source: str, tree: ast.Module, rng: random.Random) -> str | None:
    """Insert an argument check at the top of a function."""
    functions = [(f, [a.arg for a in f.args.args if a.arg not in ("self", "cls")]) for f in find_functions(tree)]
    functions = [(f, args) for f, args in functions if args]
    if not functions:
        return None
    func, args = rng.choice(functions)
    arg = rng.choice(args)
    guard = rng.choice([
        [f"if {arg} is None:", f'    raise ValueError("{arg} must not be None")'],
        [f"if not {arg}:", "    return None"],
        [f"assert {arg} is not None, {arg!r}"],
    ])
    return _insert_in_body(source, func, guard)


def add_docstring(source: str, tree: ast.Module, rng: random.Random) -> str | None:
    """Give a docstring to a function that has none."""
    bare = [f for f in find_functions(tree) if ast.get_docstring(f) is None]
    if not bare:
        return None
    func = rng.choice(bare)
    words = func.name.strip("_").replace("_", " ") or "helper"
    text = rng.choice([f"{words.capitalize()}.", f"Helper for {words}.", f"Return the {words} result."])
    return _insert_in_body(source, func, [f'"""{text}"""'])


def delete_statement(source: str, tree: ast.Module, rng: random.Random) -> str | None:
    """Delete one statement or block (decorators included) from a body that keeps others."""
    candidates = []
    for node in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            body = getattr(node, field, None)
            if isinstance(body, list) and len(body) >= 2 and isinstance(body[0], ast.stmt):
                candidates += [s for s in body[1:] if not isinstance(s, (ast.Import, ast.ImportFrom))]
    if not candidates:
        return None
    stmt = rng.choice(candidates)
    rows = lines_of(source)
    if not owns_lines(rows, stmt):
        return None
    start, end = start_with_comments(rows, statement_start(stmt) - 1), stmt.end_lineno
    if end < len(rows) and start > 0 and not rows[start - 1].strip() and not rows[end].strip():
        end += 1  # do not leave two blank lines where one was
    return "".join(rows[:start] + rows[end:])


def change_literal(source: str, tree: ast.Module, rng: random.Random) -> str | None:
    """Change a number or a word in a one-line string literal (docstrings excluded)."""
    docstrings = {id(n.body[0].value) for n in ast.walk(tree)
                  if isinstance(n, (ast.Module, ast.ClassDef, *FunctionNode)) and n.body
                  and isinstance(n.body[0], ast.Expr)}
    literals = [n for n in ast.walk(tree) if isinstance(n, ast.Constant) and n.lineno == n.end_lineno
                and id(n) not in docstrings and type(n.value) in (int, float, str)]
    rows = lines_of(source)
    rng.shuffle(literals)
    for node in literals[:20]:
        line = rows[node.lineno - 1]
        raw = line.encode()
        start = len(raw[: node.col_offset].decode(errors="ignore"))
        end = len(raw[: node.end_col_offset].decode(errors="ignore"))
        segment = line[start:end]
        try:
            if ast.literal_eval(segment) != node.value:
                continue
        except (ValueError, SyntaxError):
            continue
        if isinstance(node.value, str):
            words = list(re.finditer(r"[A-Za-z]{3,}", segment[1:]))
            if not words:
                continue
            word = rng.choice(words)
            new_segment = segment[: word.start() + 1] + rng.choice(WORD_SWAPS) + segment[word.end() + 1:]
        else:
            new_segment = repr(node.value + rng.choice((1, 2, 10, -1)) if node.value > 1 else node.value + 1)
        if new_segment != segment:
            rows[node.lineno - 1] = line[:start] + new_segment + line[end:]
            return "".join(rows)
    return None


def add_function(source: str, tree: ast.Module, rng: random.Random) -> str | None:
    """Add a new small function after a top-level function or class (or at the end)."""
    name = f"{rng.choice(VERBS)}_{rng.choice(NOUNS)}"
    if name in names_in(source):
        return None
    arg, other = rng.sample(NOUNS, 2)
    params, body = rng.choice([
        (f"{other}s", [f"return [{arg} for {arg} in {other}s if {arg}]"]),
        (f"{arg}, {other}=None", [f"if {arg} is None:", f"    return {other}", f"return {arg}"]),
        (f"{other}s", ["result = {}", f"for {arg} in {other}s:", f"    result[{arg}] = len(str({arg}))", "return result"]),
        (arg, [f"text = str({arg}).strip()", "return text.lower() or None"]),
    ])
    doc = f'"""{rng.choice(VERBS).capitalize()} the {arg}."""'
    block = [f"def {name}({params}):"] + ["    " + line for line in [doc] + body]
    rows = lines_of(source)
    if rows and not rows[-1].endswith("\n"):
        rows[-1] += "\n"
    tops = [n for n in tree.body if isinstance(n, (ast.ClassDef, *FunctionNode))]
    at = rng.choice(tops).end_lineno if tops else len(rows)
    return "".join(rows[:at] + ["\n", "\n"] + [line + "\n" for line in block] + rows[at:])


def move_block(source: str, tree: ast.Module, rng: random.Random) -> str | None:
    """Swap two neighbouring function/class definitions of the same body."""
    pairs = []
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list):
            pairs += [(a, b) for a, b in zip(body, body[1:])
                      if isinstance(a, (ast.ClassDef, *FunctionNode)) and isinstance(b, (ast.ClassDef, *FunctionNode))]
    if not pairs:
        return None
    first, second = rng.choice(pairs)
    rows = lines_of(source)
    a0, a1, b0, b1 = statement_start(first) - 1, first.end_lineno, statement_start(second) - 1, second.end_lineno
    a0, b0 = start_with_comments(rows, a0), max(start_with_comments(rows, b0), a1)
    if b1 == len(rows) and not rows[-1].endswith("\n"):
        return None
    return "".join(rows[:a0] + rows[b0:b1] + rows[a1:b0] + rows[a0:a1] + rows[b1:])


def add_parameter(source: str, tree: ast.Module, rng: random.Random) -> str | None:
    """Add a keyword parameter with a default to a function without ``**kwargs``."""
    functions = [f for f in find_functions(tree) if f.args.kwarg is None and f.lineno < f.body[0].lineno]
    if not functions:
        return None
    func = rng.choice(functions)
    name = rng.choice(("verbose", "strict", "timeout", "default", "encoding", "limit"))
    if name in {a.arg for a in ast.walk(func) if isinstance(a, ast.arg)} | names_in(source):
        return None
    rows = lines_of(source)
    header = "".join(rows[func.lineno - 1: func.body[0].lineno - 1])
    opened = header.find("(")
    depth = 0
    for pos in range(opened, len(header)):
        depth += {"(": 1, ")": -1}.get(header[pos], 0)
        if depth == 0:
            break
    else:
        return None
    inside = header[opened + 1: pos].rstrip()
    gap = header[opened + 1 + len(inside): pos]  # whitespace before ")"
    param = f"{name}={rng.choice(('None', 'False', '0'))}"
    if inside.endswith(",") and "\n" in gap:  # one parameter per line, trailing comma
        last = inside.rsplit("\n", 1)[-1]
        param = f"\n{indent_of(last)}{param},"
    elif inside.strip():
        param = (" " if inside.endswith(",") else ", ") + param
    new_header = header[: opened + 1] + inside + param + gap + header[pos:]
    return "".join(rows[: func.lineno - 1]) + new_header + "".join(rows[func.body[0].lineno - 1:])


PYTHON_EDITS: dict[str, Edit] = {
    "rename_function": rename_function,
    "rename_variable": rename_variable,
    "insert_log": insert_log,
    "insert_guard": insert_guard,
    "add_docstring": add_docstring,
    "delete_statement": delete_statement,
    "change_literal": change_literal,
    "add_function": add_function,
    "move_block": move_block,
    "add_parameter": add_parameter,
}
