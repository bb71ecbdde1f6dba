"""Apply tasks: one edit of one file, stored as JSON lines.

A task holds the file before (``original``) and after (``final``) the edit and the
lazy snippet (``update``) a code assistant would have written for it::

    >>> t = Task(id="x", language="python", path="a.py", original="a = 1\\n",
    ...          update="a = 2\\n", final="a = 2\\n", meta={"source": "demo"})
    >>> Task.from_json(t.to_json()) == t
    True
"""

from __future__ import annotations

import difflib
import hashlib
import json
import os
import random
import sys
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path

from fastapply.data.snippet import lines_of, make_snippet

EXTENSION_LANGUAGES = {
    ".py": "python", ".pyi": "python", ".sh": "shell", ".bash": "shell", ".rb": "ruby",
    ".js": "javascript", ".mjs": "javascript", ".cjs": "javascript", ".jsx": "javascript",
    ".ts": "typescript", ".tsx": "typescript", ".go": "go", ".rs": "rust",
    ".c": "c", ".h": "c", ".cc": "cpp", ".cpp": "cpp", ".hpp": "cpp", ".java": "java",
    ".kt": "kotlin", ".swift": "swift", ".cs": "csharp", ".scala": "scala", ".php": "php",
    ".html": "html", ".htm": "html", ".xml": "xml", ".css": "css",
    ".sql": "sql", ".lua": "lua", ".toml": "toml", ".yaml": "yaml", ".yml": "yaml",
    ".cfg": "ini", ".ini": "ini",
}


@dataclass(frozen=True, slots=True)
class Task:
    """One edit: ``merge(original, update)`` should give ``final``."""

    id: str
    language: str
    path: str
    original: str
    update: str
    final: str
    meta: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, row: dict) -> Task:
        return cls(**{name: row[name] for name in cls.__dataclass_fields__ if name in row})

    @property
    def content_hash(self) -> str:
        """Hash of (original, final): equal for the same edit whatever its snippet."""
        return content_hash(self.original, self.final)


def content_hash(original: str, final: str) -> str:
    return hashlib.sha256(f"{original}\0{final}".encode()).hexdigest()


def language_of(path: str | os.PathLike) -> str | None:
    """Language name from a file extension, ``None`` when it is not a known code file.

    >>> language_of("pkg/mod.py"), language_of("README.rst")
    ('python', None)
    """
    return EXTENSION_LANGUAGES.get(Path(path).suffix.lower())


def diff_summary(original: str, final: str) -> dict:
    r"""Line-diff facts: ``changed_fraction`` (changed lines / lines of the longer version),
    ``hunks`` (changed runs) and ``ops`` (the kinds of runs: insert, delete, replace).

    >>> diff_summary("a\nb\nc\n", "a\nc\n")
    {'changed_fraction': 0.3333, 'hunks': 1, 'ops': ['delete']}
    """
    old, new = lines_of(original), lines_of(final)
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    runs = [op for op in matcher.get_opcodes() if op[0] != "equal"]
    changed = sum(max(i2 - i1, j2 - j1) for _, i1, i2, j1, j2 in runs)
    return {
        "changed_fraction": round(changed / max(len(old), len(new), 1), 4),
        "hunks": len(runs),
        "ops": sorted({op[0] for op in runs}),
    }


def new_task(path: str, original: str, final: str, rng: random.Random, meta: dict) -> Task | None:
    """Build a task with a generated snippet; ``meta`` gets the diff summary and line count. None when the edit
    has no snippet (see ``make_snippet``)."""
    language = language_of(path) or "text"
    meta = {**meta, **diff_summary(original, final), "lines": len(lines_of(original))}
    task_id = content_hash(original, final)[:16]
    update = make_snippet(original, final, language, rng)
    if not update:
        return None
    return Task(task_id, language, path, original, update, final, meta)


def track(items: Iterable, description: str, total: int | None = None) -> Iterator:
    """Iterate with a rich progress bar on stderr when it is a terminal, silently otherwise."""
    if not sys.stderr.isatty():
        yield from items
        return
    from rich.console import Console
    from rich.progress import track as rich_track

    yield from rich_track(items, description=description, total=total, console=Console(stderr=True))


def read_tasks(path: str | os.PathLike) -> list[Task]:
    """Read a JSONL file of tasks (blank lines ignored)."""
    with open(path, encoding="utf-8") as f:
        return [Task.from_json(json.loads(line)) for line in f if line.strip()]


def write_tasks(path: str | os.PathLike, tasks: Iterable[Task]) -> int:
    """Write tasks as JSONL atomically (temp file + rename); returns the number written."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    count = 0
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            for task in tasks:
                f.write(json.dumps(task.to_json(), ensure_ascii=False) + "\n")
                count += 1
        os.chmod(tmp, 0o644)  # mkstemp makes it private
        os.replace(tmp, target)
    except BaseException:
        os.unlink(tmp)
        raise
    return count
