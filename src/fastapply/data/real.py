"""Real edits: pairs of versions of the same file, from folders, PyPI releases or git history.

Each source is reduced to two maps ``{relative path: bytes}`` (old and new), paired by
path; a pair becomes a task when both sides decode as UTF-8 text, differ, the file has
at most ``MAX_LINES`` lines and less than ``MAX_CHANGED`` of it changed::

    tasks = tasks_from_folders("v1/", "v2/")                       # two trees
    tasks = tasks_from_pypi("toolz", "0.12.0", "0.12.1", "cache/")  # two releases
    tasks = tasks_from_git("repo/", max_commits=100)               # consecutive commits
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Iterable
from pathlib import Path

from fastapply.data.snippet import lines_of
from fastapply.data.tasks import Task, diff_summary, language_of, new_task, track

MAX_LINES = 400
MAX_CHANGED = 0.5
SKIPPED_DIRS = {".git", ".hg", "__pycache__", "node_modules", ".tox", ".venv"}


def decode(data: bytes) -> str | None:
    """UTF-8 text, or ``None`` for binary (NUL bytes) or undecodable content."""
    if b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def keep_pair(original: str, final: str, max_lines: int = MAX_LINES, max_changed: float = MAX_CHANGED) -> bool:
    """Whether an (original, final) pair makes a good task: changed, small, not rewritten."""
    if original == final:
        return False
    if max(len(lines_of(original)), len(lines_of(final))) > max_lines:
        return False
    return diff_summary(original, final)["changed_fraction"] < max_changed


def tasks_from_pairs(
    pairs: Iterable[tuple[str, bytes, bytes]], meta: dict, seed: int = 0
) -> list[Task]:
    """Tasks from ``(path, old bytes, new bytes)`` of code files that pass ``keep_pair``."""
    tasks = []
    for path, old_bytes, new_bytes in pairs:
        if language_of(path) is None or old_bytes == new_bytes:
            continue
        original, final = decode(old_bytes), decode(new_bytes)
        if original is None or final is None or not keep_pair(original, final):
            continue
        rng = random.Random(f"{seed}:{path}:{len(tasks)}")
        if (made := new_task(path, original, final, rng, {**meta, "kinds": ["real"]})) is not None:
            tasks.append(made)
    return tasks


def pair_maps(old: dict[str, bytes], new: dict[str, bytes]) -> list[tuple[str, bytes, bytes]]:
    """``(path, old, new)`` for every path present in both maps, sorted by path."""
    return [(path, old[path], new[path]) for path in sorted(old.keys() & new.keys())]


def folder_files(root: str | os.PathLike) -> dict[str, bytes]:
    """``{relative posix path: bytes}`` of the code files under ``root``."""
    root = Path(root)
    files = {}
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIPPED_DIRS)
        for name in filenames:
            path = Path(dirpath, name)
            if language_of(name) is not None and path.is_file() and not path.is_symlink():
                files[path.relative_to(root).as_posix()] = path.read_bytes()
    return files


def archive_files(archive: str | os.PathLike, languages=language_of) -> dict[str, bytes]:
    """Code files (those ``languages`` names) of a zip/wheel or tar(.gz/.bz2/.xz) archive, read in memory
    (nothing is extracted to disk); a single top-level folder (``name-1.0/``) is stripped from the paths."""
    archive = str(archive)
    files: dict[str, bytes] = {}
    if zipfile.is_zipfile(archive):
        with zipfile.ZipFile(archive) as zf:
            for info in zf.infolist():
                if not info.is_dir() and languages(info.filename) is not None:
                    files[info.filename] = zf.read(info)
    else:
        with tarfile.open(archive) as tf:
            for member in tf.getmembers():
                if member.isfile() and languages(member.name) is not None:
                    files[member.name] = tf.extractfile(member).read()
    tops = {path.split("/", 1)[0] for path in files}
    if len(tops) == 1 and all("/" in path for path in files):
        files = {path.split("/", 1)[1]: data for path, data in files.items()}
    return files


def tasks_from_folders(old: str | os.PathLike, new: str | os.PathLike, seed: int = 0) -> list[Task]:
    """Tasks from two trees of the same project, files paired by relative path."""
    meta = {"source": "folders", "old": str(old), "new": str(new)}
    return tasks_from_pairs(pair_maps(folder_files(old), folder_files(new)), meta, seed)


def fetch_release(name: str, version: str, cache: str | os.PathLike) -> Path:
    """Download the sdist of ``name==version`` into ``cache`` (a wheel when there is no sdist)
    with pip, once: later calls reuse the file. Returns the archive's path."""
    folder = Path(cache, f"{name}-{version}")
    found = sorted(p for p in folder.glob("*") if p.is_file()) if folder.is_dir() else []
    if found:
        return found[0]
    folder.mkdir(parents=True, exist_ok=True)
    base = [sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "-d", str(folder)]
    for mode in (["--no-binary", ":all:"], ["--only-binary", ":all:"]):
        done = subprocess.run([*base, *mode, f"{name}=={version}"], capture_output=True, text=True)
        found = sorted(p for p in folder.glob("*") if p.is_file())
        if done.returncode == 0 and found:
            return found[0]
    raise RuntimeError(f"pip could not download {name}=={version}: {done.stderr.strip()[-500:]}")


def tasks_from_pypi(
    name: str, old_version: str, new_version: str, cache: str | os.PathLike, seed: int = 0
) -> list[Task]:
    """Tasks from two released versions of a PyPI package."""
    old = archive_files(fetch_release(name, old_version, cache))
    new = archive_files(fetch_release(name, new_version, cache))
    meta = {"source": "pypi", "package": name, "old_version": old_version, "new_version": new_version}
    tasks = tasks_from_pairs(pair_maps(old, new), meta, seed)
    return [_with_path_prefix(task, name) for task in tasks]


def _with_path_prefix(task: Task, prefix: str) -> Task:
    return Task(task.id, task.language, f"{prefix}/{task.path}", task.original, task.update, task.final, task.meta)


def _git(repo: str | os.PathLike, *args: str) -> bytes:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, check=True).stdout


def tasks_from_git(repo: str | os.PathLike, max_commits: int | None = None, seed: int = 0) -> list[Task]:
    """Tasks from a git history: each file modified by a (non-merge) commit, before and after it.

    The newest ``max_commits`` commits are read; a file edited by several commits gives one
    task per commit.
    """
    log_args = ["log", "--no-merges", "--format=%H"] + ([f"-n{max_commits}"] if max_commits else [])
    commits = _git(repo, *log_args).decode().split()
    tasks: list[Task] = []
    for commit in track(commits, "git history"):
        parents = _git(repo, "rev-list", "--parents", "-n1", commit).decode().split()[1:]
        if not parents:
            continue
        changed = _git(repo, "diff-tree", "-r", "-z", "--no-commit-id", "--name-only", "--diff-filter=M",
                       parents[0], commit).decode("utf-8", "replace").split("\0")
        pairs = [
            (path, _git(repo, "show", f"{parents[0]}:{path}"), _git(repo, "show", f"{commit}:{path}"))
            for path in changed
            if path and language_of(path) is not None
        ]
        meta = {"source": "git", "repo": Path(repo).resolve().name, "commit": commit}
        tasks.extend(tasks_from_pairs(pairs, meta, seed))
    return tasks
