"""A backup of each file rewritten in place, so that a crash in the middle of the rewrite is undone.

Rewriting a file's own inode (a file with other hard links, or one whose owner or folder forbid a new
file) cannot be atomic. Before it starts, the old and the new content are written to a journal entry of
this user and synced; the entry is removed once the new content is synced. A later fastapply run that
reads or writes the file (holding its lock, so the interrupted writer is gone) finds the entry and puts
the old content back first. A crash during that repair leaves the entry, and the next run repairs again.

The journal folder is ``$FASTAPPLY_JOURNAL_DIR``, else ``$XDG_STATE_HOME/fastapply/journal``
(``~/.local/state/fastapply/journal``), else ``fastapply-journal-UID`` in the temporary folder.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

from .safewrite import TempFile, fsync_folder
from .sourcetext import NO_LIMIT, FileError, read_fd

JOURNAL_ENV = "FASTAPPLY_JOURNAL_DIR"


def _private_folder(folder: Path, create: bool) -> Path | None:
    """``folder`` (created if asked) when it is a real folder of this user that others cannot write."""
    try:
        if create:
            folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        info = os.lstat(folder)
    except OSError:
        return None
    mine = stat.S_ISDIR(info.st_mode) and info.st_uid == os.geteuid() and not info.st_mode & 0o022
    return folder if mine and os.access(folder, os.W_OK | os.X_OK) else None


def _folders(create: bool) -> Iterator[Path]:
    """The journal folder of this user, if there is (or, ``create``: can be) one."""
    if configured := os.environ.get(JOURNAL_ENV):
        if found := _private_folder(Path(configured), create):
            yield found
        elif create:
            raise FileError(f"${JOURNAL_ENV} ({configured}) is not a folder of this user that others cannot write")
        return
    state = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state")
    if found := _private_folder(Path(state) / "fastapply" / "journal", create):
        yield found
        return  # the temporary folder only for users without a usable state folder
    if found := _private_folder(Path(tempfile.gettempdir()) / f"fastapply-journal-{os.geteuid()}", create):
        yield found


def _entry_name(info: os.stat_result) -> str:
    return f"{info.st_dev}-{info.st_ino}.backup"


def find_entry(info: os.stat_result) -> Path | None:
    """The entry of an interrupted in-place rewrite of the file ``info`` describes, if one waits to be undone."""
    return next((folder / _entry_name(info) for folder in _folders(create=False)
                 if (folder / _entry_name(info)).exists()), None)


def begin(info: os.stat_result, name: str, old: bytes, new: bytes) -> Path:
    """Write (and sync) the journal entry of a rewrite of the file ``info`` describes; returns its path."""
    folder = next(_folders(create=True), None)  # the first usable one
    if folder is None:
        raise FileError(f"no folder for the backup of a file rewritten in place: set ${JOURNAL_ENV}")
    path = folder / _entry_name(info)
    header = json.dumps({"file": name, "old_bytes": len(old), "new_bytes": len(new)}).encode() + b"\n"
    temp = TempFile(path.parent, path.name)
    try:
        temp.write(header + old + new)
        temp.rename_over(path)
    finally:
        temp.close()
    fsync_folder(path.parent)
    return path


def finish(path: Path) -> None:
    path.unlink(missing_ok=True)
    fsync_folder(path.parent)


def _read_entry(path: Path) -> tuple[str, bytes, bytes]:
    data = path.read_bytes()
    header, _, body = data.partition(b"\n")
    try:
        fields = json.loads(header)
        old_size, new_size = int(fields["old_bytes"]), int(fields["new_bytes"])
    except (ValueError, KeyError, TypeError) as error:
        raise FileError(f"the journal entry {path} is damaged; look at it, then remove it") from error
    if len(body) != old_size + new_size:
        raise FileError(f"the journal entry {path} is incomplete; look at it, then remove it")
    return str(fields.get("file", "")), body[:old_size], body[old_size:]


def _partly_written(current: bytes, old: bytes, new: bytes) -> bool:
    """``current`` is what an in-order rewrite of ``old`` with ``new`` leaves when cut short: new[:k] + old[k:]."""
    low, high = 0, min(len(current), len(new))  # the longest common prefix of current and new (binary search)
    while low < high:
        middle = (low + high + 1) // 2
        if current[:middle] == new[:middle]:
            low = middle
        else:
            high = middle - 1
    return current[low:] == old[low:]


def recover(fd: int, name: str) -> bool:
    """Undo an interrupted in-place rewrite of the locked file ``fd``; True when an entry was found."""
    path = find_entry(os.fstat(fd))
    if path is None:
        return False
    written_as, old, new = _read_entry(path)
    current = read_fd(fd, name, NO_LIMIT)
    if current not in (old, new):
        if not _partly_written(current, old, new):
            raise FileError(f"{name} has a backup from an interrupted in-place write ({path}, written as "
                            f"{written_as}), but its content is neither the old, the new nor a partly written "
                            "version: restore it by hand, then remove the backup")
        write_in_place(fd, old)
    finish(path)
    return True


def write_in_place(fd: int, data: bytes) -> None:
    """Overwrite the file open (read-write) as ``fd`` with ``data`` and sync it."""
    view, offset = memoryview(data), 0
    while offset < len(data):
        offset += os.pwrite(fd, view[offset:], offset)
    os.ftruncate(fd, len(data))
    os.fsync(fd)
