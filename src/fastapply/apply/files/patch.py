"""A unified diff that `git apply` (and `patch -p1`) takes, run from where the file was named.

The headers carry the path as given (relative paths as typed, ``./`` dropped; an absolute path inside the
current folder relative to it, any other without its leading ``/``), behind git's ``a/`` and ``b/``. A name
with a quote, a backslash, a control character or a non-ASCII byte is quoted as git quotes it (C style,
octal bytes); the header line of a name with a space ends in a tab, as git's do.
"""

from __future__ import annotations

import difflib
import os
import re
from collections.abc import Iterator

_LINE = re.compile(r"[^\n]*\n|[^\n]+")
_ESCAPES = {0x07: "\\a", 0x08: "\\b", 0x09: "\\t", 0x0A: "\\n", 0x0B: "\\v", 0x0C: "\\f", 0x0D: "\\r",
            0x22: '\\"', 0x5C: "\\\\"}


def git_quote(name: str) -> str:
    """``name`` as git writes it in a diff header: as is, or in double quotes with C escapes and octal bytes."""
    raw = os.fsencode(name)  # bytes the file system holds, undecodable ones included
    if not any(byte < 0x20 or byte >= 0x7F or byte in _ESCAPES for byte in raw):
        return name
    return '"' + "".join(_ESCAPES.get(byte) or (chr(byte) if 0x20 <= byte < 0x7F else f"\\{byte:03o}")
                         for byte in raw) + '"'


def diff_path(path: str) -> str:
    """The path a diff header names, relative to the current folder where it can be."""
    if os.path.isabs(path):
        here = os.getcwd()
        if os.path.commonpath([here, os.path.abspath(path)]) == here:
            return os.path.relpath(path, here)
        return os.path.normpath(path).lstrip("/")
    return os.path.normpath(path)


def header(prefix: str, path: str) -> str:
    name = prefix + diff_path(path)
    return git_quote(name) + ("\t" if " " in name else "")


def unified_diff(old: str, new: str, path: str) -> Iterator[str]:
    """The lines of a unified diff from ``old`` to ``new``, the file named ``path`` in both headers.

    A last line without a newline is marked as git and diff mark it.
    """
    for line in difflib.unified_diff(_lines(old), _lines(new), fromfile=header("a/", path), tofile=header("b/", path)):
        yield line if line.endswith("\n") else line + "\n\\ No newline at end of file\n"


def _lines(text: str) -> list[str]:
    """Lines split at line feeds only, as git splits them (a form feed or a lone carriage return is inside a line)."""
    return _LINE.findall(text)
