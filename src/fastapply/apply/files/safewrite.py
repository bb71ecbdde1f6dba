"""The low-level parts of a safe file replacement: temporary files, metadata, stale litter.

A new version of a file is written to a temporary file in the same folder and renamed over the
old one. The temporary file is unnamed (``O_TMPFILE``) until it is complete, so a process killed
while writing leaves nothing behind; where the filesystem has no ``O_TMPFILE`` it is named
``.NAME.PID-TOKEN.fastapply`` and the next write beside it removes the copies of dead processes.
"""

from __future__ import annotations

import errno
import os
import re
import secrets
import stat
from pathlib import Path

TEMP_SUFFIX = ".fastapply"
# namespaces whose attributes a process may be refused (SELinux labels, trusted.* without CAP_SYS_ADMIN):
# kept where permitted, skipped elsewhere; losing any other attribute is not allowed
OPTIONAL_XATTR_PREFIXES = ("security.", "trusted.")
# an unnamed file gets its name by linking /proc/self/fd/N (Linux)
UNNAMED_SUPPORTED = hasattr(os, "O_TMPFILE") and os.path.isdir("/proc/self/fd")


class KeepError(OSError):
    """The replacement could not be given the old file's owner or attributes."""


def temp_name(name: str) -> str:
    return f".{name}.{os.getpid()}-{secrets.token_hex(4)}{TEMP_SUFFIX}"


def _stale_pattern(name: str) -> re.Pattern[str]:
    return re.compile(rf"\.{re.escape(name)}\.(\d+)-[0-9a-f]+{re.escape(TEMP_SUFFIX)}")


def pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # alive, another user's
        return True
    return True


def remove_stale_temps(folder: Path, name: str) -> list[Path]:
    """Remove the named temporary copies of ``name`` left by processes that no longer run."""
    pattern, removed = _stale_pattern(name), []
    try:
        entries = os.listdir(folder)
    except OSError:
        return removed
    for entry in entries:
        match = pattern.fullmatch(entry)
        if match and int(match.group(1)) != os.getpid() and not pid_alive(int(match.group(1))):
            try:
                os.unlink(folder / entry)
                removed.append(folder / entry)
            except OSError:
                pass
    return removed


class TempFile:
    """A file being written in ``folder``: unnamed where the filesystem allows, else named for cleanup.

    The mode of a new file is 0666 less the umask, as for any file a program creates.
    """

    def __init__(self, folder: Path, name: str, unnamed: bool = True) -> None:
        self.folder, self.name, self.path = folder, name, None
        self.fd = self._open_unnamed() if unnamed and UNNAMED_SUPPORTED else None
        if self.fd is None:
            self.path = folder / temp_name(name)
            self.fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o666)

    def _open_unnamed(self) -> int | None:
        try:
            return os.open(self.folder, os.O_TMPFILE | os.O_WRONLY | os.O_CLOEXEC, 0o666)
        except OSError as error:
            if error.errno in (errno.EOPNOTSUPP, errno.EISDIR, errno.EINVAL, errno.ENOENT):
                return None  # this filesystem (or kernel) has no O_TMPFILE
            raise

    def write(self, data: bytes) -> None:
        view = memoryview(data)
        while view:
            view = view[os.write(self.fd, view):]
        os.fsync(self.fd)

    def rename_over(self, target: Path) -> None:
        """Give the file its name, then rename it over ``target`` (one atomic step for readers)."""
        if self.path is None:  # link the unnamed file under a temporary name first
            name = temp_name(self.name)
            folder = os.open(self.folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
            try:  # a dir_fd makes Python call linkat(AT_SYMLINK_FOLLOW), which follows the /proc link
                os.link(f"/proc/self/fd/{self.fd}", name, dst_dir_fd=folder, follow_symlinks=True)
            finally:
                os.close(folder)
            self.path = self.folder / name
        os.replace(self.path, target)
        self.path = None

    def close(self) -> None:
        """Close; a named file not renamed yet is removed."""
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None
        if self.path is not None:
            Path(self.path).unlink(missing_ok=True)
            self.path = None


def copy_metadata(source: os.stat_result, source_path: Path, fd: int) -> None:
    """Give the file open as ``fd`` the owner, group, mode and extended attributes of ``source``.

    Raises KeepError when the owner or a required attribute cannot be kept (e.g. not root).
    """
    current = os.fstat(fd)
    if (current.st_uid, current.st_gid) != (source.st_uid, source.st_gid):
        try:
            os.fchown(fd, source.st_uid, source.st_gid)
        except PermissionError as error:
            raise KeepError(error.errno, f"cannot keep owner {source.st_uid}:{source.st_gid}") from error
    os.fchmod(fd, stat.S_IMODE(source.st_mode))  # after chown, which clears set-id bits
    for key, value in _xattrs(source_path):
        try:
            os.setxattr(fd, key, value)
        except OSError as error:
            if key.startswith(OPTIONAL_XATTR_PREFIXES) and error.errno in (errno.EPERM, errno.EACCES, errno.ENOTSUP):
                continue
            raise KeepError(error.errno, f"cannot keep extended attribute {key}") from error


def _xattrs(path: Path) -> list[tuple[str, bytes]]:
    if not hasattr(os, "listxattr"):
        return []
    try:
        keys = os.listxattr(path)
    except OSError as error:
        if error.errno in (errno.ENOTSUP, errno.EPERM, errno.EACCES):
            return []
        raise
    found = []
    for key in keys:
        try:
            found.append((key, os.getxattr(path, key)))
        except OSError:  # unreadable (e.g. security.* for a non-root user): nothing to copy
            continue
    return found


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (where the platform allows opening folders)."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)
