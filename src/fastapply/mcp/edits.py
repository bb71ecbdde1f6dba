"""One `edit_file` call: confine the path, apply the lazy edit, write it safely, answer with the diff.

Every refusal is an ``EditRefused`` whose message tells the agent what happened and what to send
instead; nothing is written then. Writes go through the same safe writer as ``fastapply apply
--in-place`` (:mod:`fastapply.apply.files`): the file is locked from the read to the write, replaced
atomically (owner, mode and attributes kept), and a change by another program in between is refused.
A file that does not exist is created only from an edit without markers (its whole content). Text
the HTTP server refuses is refused here too, before anything is read: a lone surrogate or a NUL
character in ``code_edit``; and a ``code_edit`` or a file over the size limits (``Limits``).
"""

from __future__ import annotations

import difflib
import os
from dataclasses import dataclass
from pathlib import Path

from ..apply.api import ApplyError, ApplyResult
from ..apply.files import FileError, edit_file, read_source, write_atomic
from ..apply.merge import MergeError, is_marker_line
from ..apply.merge.syntax import file_language
from .appliers import Applier
from .errors import EngineError
from ..server.fields import SURROGATE
from .paths import OutsideRoots, Workspace

MIB = 2**20

AMBIGUOUS_ADVICE = ("Each edited part must match one place in the file: include one or two unchanged lines from "
                    "just above and just below every change (for a new function, the last lines of the code "
                    "before it), then call edit_file again.")
FIT_ADVICE = ("Copy the unchanged lines around each change exactly as they are in the file now (read it again if "
              "unsure), and stand for skipped code with a comment line such as `// ... existing code ...` in the "
              "file's comment syntax.")
NEW_FILE_ADVICE = ("To create the file, send its whole content without `... existing code ...` markers; to edit "
                   "an existing file, check the path.")


class EditRefused(ValueError):
    """Nothing was written; the message says why and what to do."""


@dataclass(frozen=True, slots=True)
class Limits:
    """The largest ``code_edit`` and target file, in bytes (as the server's --max-body-bytes, 4 MiB)."""

    max_edit_bytes: int = 4 * MIB
    max_file_bytes: int = 4 * MIB

    def __post_init__(self) -> None:
        for name in ("max_edit_bytes", "max_file_bytes"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be >= 1, got {getattr(self, name)}")


def text_problem(name: str, text: str) -> str | None:
    """Why ``text`` (the argument ``name``) cannot be written to a file, in one sentence; None when it can."""
    found = SURROGATE.search(text)
    if found is not None:
        return (f"{name} holds a lone UTF-16 surrogate or a byte that is not UTF-8 ({ascii(found.group())[1:-1]}) "
                f"at character {found.start()}, which is not valid Unicode; nothing was written: send text that "
                "encodes as UTF-8.")
    if (nul := text.find("\0")) >= 0:
        return (f"{name} holds a NUL character at character {nul}, which makes a binary file; "
                "nothing was written: send text without NUL characters.")
    return None


def _sizes(code_edit: str, path: Path, name: str, limits: Limits) -> None:
    edit_bytes = len(code_edit.encode("utf-8"))
    if edit_bytes > limits.max_edit_bytes:
        raise EditRefused(f"code_edit has {edit_bytes:,} bytes, more than this server's limit of "
                          f"{limits.max_edit_bytes:,} (--max-edit-bytes); nothing was written: send only the parts "
                          "that change, or split the edit into several calls.")
    if os.path.isfile(path) and (file_bytes := os.path.getsize(path)) > limits.max_file_bytes:
        raise EditRefused(f"{name} has {file_bytes:,} bytes, more than this server's limit of "
                          f"{limits.max_file_bytes:,} (--max-file-bytes); nothing was written: edit it with "
                          "another tool, or start the server with a larger --max-file-bytes.")


def has_markers(snippet: str) -> bool:
    return any(is_marker_line(line) for line in snippet.splitlines())


def edit(workspace: Workspace, applier: Applier, target_file: str, code_edit: str, instructions: str = "",
         preview: bool = False, limits: Limits = Limits()) -> str:
    """Apply ``code_edit`` to ``target_file`` (written unless ``preview``); the answer is a unified diff."""
    for argument, text in (("target_file", target_file), ("instructions", instructions)):  # (a NUL in a path:
        if SURROGATE.search(text):                                                          # Workspace.confine)
            raise EditRefused(text_problem(argument, text))
    if (problem := text_problem("code_edit", code_edit)) is not None:
        raise EditRefused(problem)
    if not code_edit.strip():
        raise EditRefused("code_edit is empty: send the lines to change, with `// ... existing code ...` comments "
                          "standing for the unchanged code between them.")
    try:
        path = workspace.confine(target_file)
    except OutsideRoots as error:
        raise EditRefused(str(error)) from None
    name = workspace.display(path)
    _sizes(code_edit, path, name, limits)
    language = file_language(str(path))  # (the file's, by its name, as `fastapply apply FILE` reads it)
    try:
        if not os.path.lexists(path):
            return _create(path, name, code_edit, preview)
        if preview:
            source = read_source(path)
            return _report(name, source.text, _apply(applier, source.text, code_edit, instructions, name, language),
                           True)
        with edit_file(path) as editing:
            result = _apply(applier, editing.source.text, code_edit, instructions, name, language)
            editing.write(editing.source.encode(result.text))
        return _report(name, editing.source.text, result, False)
    except FileError as error:
        message = str(error)
        raise EditRefused(message if "nothing written" in message else f"{message}; nothing written.") from None
    except OSError as error:
        raise EditRefused(f"cannot write {name}: {error.strerror or error}; nothing written.") from None


def _apply(applier: Applier, original: str, code_edit: str, instructions: str, name: str, language: str | None
           ) -> ApplyResult:
    if not original.strip() and has_markers(code_edit):
        raise EditRefused(f"{name} is empty, so the edit's markers stand for code it does not have; nothing written. "
                          "Send the file's whole content without `... existing code ...` markers.")
    try:
        result = applier(original, code_edit, instructions, language)
    except (ApplyError, MergeError) as error:  # advice for a snippet that fits nowhere (not for a model cut off)
        advice = " " + FIT_ADVICE if "does not fit" in str(error) else ""
        raise EditRefused(f"The edit does not apply to {name}; nothing written: {str(error).rstrip('.')}.{advice}") \
            from None
    except EngineError as error:
        raise EditRefused(f"The edit was not applied ({error}); nothing written.") from None
    if result.method == "merge" and result.merge_confidence == "ambiguous":
        raise EditRefused(f"The edit is ambiguous in {name}: it may fit more than one place, so nothing was "
                          f"written ({'; '.join(result.merge_reasons)}). {AMBIGUOUS_ADVICE}")
    return result


def _create(path: Path, name: str, code_edit: str, preview: bool) -> str:
    """A new file from an edit without markers; the name is claimed exclusively, so no file is overwritten."""
    if has_markers(code_edit):
        raise EditRefused(f"{name} does not exist, and the edit has markers for existing code it does not have; "
                          f"nothing written. {NEW_FILE_ADVICE}")
    diff = unified_diff(name, "", code_edit, new=True)
    if preview:
        return f"Preview: {name} would be created (nothing written):\n{diff}"
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o666))
    except FileExistsError:
        raise EditRefused(f"{name} was created by another program meanwhile; nothing written. "
                          "Read it and call edit_file again.") from None
    try:
        write_atomic(path, code_edit.encode("utf-8"))
    except BaseException:
        path.unlink(missing_ok=True)
        raise
    return f"Created {name}:\n{diff}"


def _report(name: str, before: str, result: ApplyResult, preview: bool) -> str:
    diff = unified_diff(name, before, result.text)
    if not diff:
        return f"No change: the edit gives back {name} as it is; nothing written."
    how = "the model" if result.method == "model" else f"the merge, {result.merge_confidence}"
    if preview:
        return f"Preview of the edit to {name} ({how}; nothing written):\n{diff}"
    return f"Edited {name} ({how}):\n{diff}"


def unified_diff(name: str, before: str, after: str, new: bool = False) -> str:
    """A unified diff as git prints it (a last line without a newline is marked)."""
    lines = difflib.unified_diff(before.splitlines(keepends=True), after.splitlines(keepends=True),
                                 fromfile="/dev/null" if new else f"a/{name}", tofile=f"b/{name}")
    return "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines)
