"""Reading source files safely and replacing them atomically (a failed write changes nothing).

Symlinks are followed (the real file is edited, the link stays); the replaced file keeps its owner,
group, mode and extended attributes; concurrent fastapply edits of one file are serialised by a lock
on it, and a change by another program between the read and the write is refused.
"""

from __future__ import annotations

import fcntl
import os
import stat
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from .journal import begin, find_entry, finish, recover, write_in_place
from .safewrite import KeepError, TempFile, copy_metadata, fsync_folder, remove_stale_temps
from .sourcetext import (DEFAULT_MAX_FILE_BYTES, NO_LIMIT, FileError, SourceText, decode_source, kind_of, read_fd,
                         read_input)

__all__ = ["DEFAULT_MAX_FILE_BYTES", "Editing", "FileError", "SourceText", "decode_source", "edit_file",
           "read_source", "resolve_target", "write_atomic"]


def read_source(path: str | Path, max_bytes: int = DEFAULT_MAX_FILE_BYTES) -> SourceText:
    """The text of the regular file ``path`` (at most ``max_bytes``); an interrupted in-place write is undone first."""
    _recover_if_interrupted(path)
    return decode_source(read_input(str(path), max_bytes), str(path))


def _recover_if_interrupted(path: str | Path) -> None:
    try:
        info = os.stat(path)
    except OSError:
        return  # the read says why
    if stat.S_ISREG(info.st_mode) and find_entry(info):
        os.close(_lock(resolve_target(path), str(path), None, write=True))  # the lock undoes it


def resolve_target(path: str | Path) -> Path:
    """The file ``path`` names once every symlink is followed (chains, relative links).

    A dangling link names the file it points to, which a write creates.
    """
    try:
        return Path(os.path.realpath(path, strict=True))
    except FileNotFoundError:
        return Path(os.path.realpath(path))
    except OSError as error:  # a symlink loop
        raise FileError(f"cannot follow {path}: {error.strerror or error}") from error


class Editing:
    """A file read under an exclusive lock, to be replaced while the lock is held (see ``edit_file``)."""

    def __init__(self, path: str | Path, target: Path, fd: int, max_bytes: int = DEFAULT_MAX_FILE_BYTES) -> None:
        self.path, self.target, self.fd = path, target, fd
        self.data = read_fd(fd, str(path), max_bytes)
        self.source = decode_source(self.data, str(path))

    def write(self, data: bytes) -> bool:
        """Replace the file with ``data``; False (nothing written) when ``data`` is what it holds.

        Raises FileError when another program changed the file since it was read.
        """
        if data == self.data:
            return False
        _replace(self.target, data, os.fstat(self.fd), expected=self.data, name=str(self.path))
        return True


@contextmanager
def edit_file(path: str | Path, on_wait: Callable[[], None] | None = None,
              max_bytes: int = DEFAULT_MAX_FILE_BYTES) -> Iterator[Editing]:
    """Lock the real file behind ``path`` (symlinks followed) and read it; replace it with ``.write``.

    Other fastapply writers of the same file wait for the lock (``on_wait`` is called once when this
    one has to wait) and then read the new content, so concurrent edits are applied one after the other.
    A file larger than ``max_bytes`` is refused.
    """
    target = resolve_target(path)
    fd = _lock(target, str(path), on_wait)
    try:
        yield Editing(path, target, fd, max_bytes)
    finally:
        os.close(fd)


def write_atomic(path: str | Path, data: bytes) -> None:
    """Write ``data`` to the file ``path`` names (symlinks followed) so readers see the old or the new file.

    The new content goes to a temporary file in the same folder, is synced and renamed over the
    target. An existing target keeps its owner, group, mode and extended attributes (and its inode
    when it has other hard links: it is then rewritten in place, journalled, see apply/files/journal.py); a new file
    gets 0666 less the umask. On any failure the target is left exactly as it was.
    """
    target = resolve_target(path)
    if not os.path.lexists(target):
        _replace(target, data, None, expected=None, name=str(path))
        return
    fd = _lock(target, str(path), None)
    try:
        _replace(target, data, os.fstat(fd), expected=None, name=str(path))
    finally:
        os.close(fd)


def _lock(target: Path, name: str, on_wait: Callable[[], None] | None, write: bool = False) -> int:
    """Open ``target`` and take its exclusive lock; retried when the file was replaced meanwhile.

    An interrupted in-place rewrite of the file (see apply/files/journal.py) is undone once the lock is held.
    """
    while True:
        try:
            if kind := kind_of(os.stat(target).st_mode):
                raise FileError(f"{name} is {kind}, not a regular file; refusing to edit it")
            fd = os.open(target, (os.O_RDWR if write else os.O_RDONLY) | os.O_CLOEXEC)
        except OSError as error:
            raise FileError(f"cannot read {name}: {error.strerror or error}") from error
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                if on_wait is not None:
                    on_wait()
                    on_wait = None
                fcntl.flock(fd, fcntl.LOCK_EX)
            same = _same_file(target, os.fstat(fd))
            if same and write:
                recover(fd, name)
                return fd
            if same and not find_entry(os.fstat(fd)):
                return fd
        except BaseException:
            os.close(fd)
            raise
        os.close(fd)  # the holder replaced the file: lock the new one; or a rewrite to undo: open it for writing
        write = write or same


def _same_file(path: Path, held: os.stat_result) -> bool:
    try:
        now = os.stat(path)
    except FileNotFoundError:
        return False
    return (now.st_dev, now.st_ino) == (held.st_dev, held.st_ino)


def _check_unchanged(target: Path, existing: os.stat_result, expected: bytes | None, name: str) -> None:
    """Refuse when a program that does not take the lock (an editor) wrote the file since it was read."""
    if expected is None:
        return
    try:
        with open(target, "rb") as handle:
            now, content = os.fstat(handle.fileno()), handle.read()
    except FileNotFoundError:
        now, content = None, None
    same = now is not None and (now.st_dev, now.st_ino) == (existing.st_dev, existing.st_ino)
    if not (same and content == expected):
        raise FileError(f"{name} was changed by another program while the edit was being applied; "
                        "nothing written (apply the edit again)")


def _replace(target: Path, data: bytes, existing: os.stat_result | None, expected: bytes | None,
             name: str) -> None:
    folder = target.parent
    remove_stale_temps(folder, target.name)
    if existing is not None and existing.st_nlink > 1:  # keep the inode the other names share
        _rewrite_in_place(target, data, existing, expected, name)
        return
    try:
        temp = TempFile(folder, target.name)
    except PermissionError:
        if existing is None:
            raise
        _rewrite_in_place(target, data, existing, expected, name)  # a folder we may not create files in
        return
    try:
        temp.write(data)
        if existing is not None:
            try:
                copy_metadata(existing, target, temp.fd)
            except KeepError:  # e.g. not root and the file is someone else's: keep all by writing in place
                temp.close()
                _rewrite_in_place(target, data, existing, expected, name)
                return
            _check_unchanged(target, existing, expected, name)
        temp.rename_over(target)
    finally:
        temp.close()
    fsync_folder(folder)


def _rewrite_in_place(target: Path, data: bytes, existing: os.stat_result, expected: bytes | None,
                      name: str) -> None:
    """Overwrite the file's own inode (hard links, owner and attributes stay).

    Not atomic by itself: the old and new content go to a journal entry first (apply/journal.py), so a
    crash in the middle is undone by the next fastapply run that reads or writes the file.
    """
    fd = os.open(target, os.O_RDWR | os.O_CLOEXEC)
    try:
        if (os.fstat(fd).st_dev, os.fstat(fd).st_ino) != (existing.st_dev, existing.st_ino):
            raise FileError(f"{name} was replaced by another program while the edit was being applied; "
                            "nothing written (apply the edit again)")
        _check_unchanged(target, existing, expected, name)
        old = expected if expected is not None else read_fd(fd, name, NO_LIMIT)
        entry = begin(existing, name, old, data)
        write_in_place(fd, data)
        finish(entry)
    finally:
        os.close(fd)
