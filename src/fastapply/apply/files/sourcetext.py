"""Source text in and out: bounded reads of regular files (or stdin) and the file's own encoding kept.

A file is UTF-8 (with or without a byte-order mark), or UTF-16 / UTF-32 with a byte-order mark; it is
written back in the encoding it came in, with the same mark. Anything else (NUL bytes without a mark,
invalid sequences) is refused. Inputs are read only from regular files and stdin, and never past a size
limit, so `/dev/zero`, a FIFO without a writer or a folder give a clear error instead of a hang.
"""

from __future__ import annotations

import os
import stat
import sys
from dataclasses import dataclass

DEFAULT_MAX_FILE_BYTES = 16 * 2**20
NO_LIMIT = 1 << 62  # for files this program wrote or was told to overwrite (read back whole)
# longest first (UTF-32 LE starts with the UTF-16 LE mark)
BOMS = (
    (b"\xff\xfe\x00\x00", "utf-32-le"),
    (b"\x00\x00\xfe\xff", "utf-32-be"),
    (b"\xef\xbb\xbf", "utf-8"),
    (b"\xff\xfe", "utf-16-le"),
    (b"\xfe\xff", "utf-16-be"),
)
_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


class FileError(ValueError):
    """A file cannot be read or written as asked; the message says which and why."""


@dataclass(frozen=True, slots=True)
class SourceText:
    text: str  # without a byte-order mark
    bom: bool  # the file started with a byte-order mark
    encoding: str = "utf-8"  # utf-8, utf-16-le/-be, utf-32-le/-be

    def encode(self, text: str) -> bytes:
        mark = next((mark for mark, encoding in BOMS if encoding == self.encoding), b"") if self.bom else b""
        return mark + text.encode(self.encoding)


def decode_source(data: bytes, name: str) -> SourceText:
    """UTF-8 text, or UTF-16/32 text with its byte-order mark (kept aside); binary or undecodable data is refused."""
    mark, encoding = next(((mark, encoding) for mark, encoding in BOMS if data.startswith(mark)), (b"", "utf-8"))
    if encoding == "utf-8" and b"\0" in data[:8192]:
        raise FileError(f"{name} looks binary (it contains NUL bytes); refusing to edit it")
    try:
        text = data[len(mark):].decode(encoding)
    except UnicodeDecodeError as error:
        label = encoding.upper().replace("-LE", " LE").replace("-BE", " BE")
        raise FileError(f"{name} is not {label} text ({error.reason} at byte {error.start + len(mark)})") from error
    return SourceText(text, bool(mark), encoding)


def size_error(name: str, limit: int) -> FileError:
    return FileError(f"{name} is larger than {limit} bytes; refusing to read it (--max-file-bytes raises the limit)")


def kind_of(mode: int) -> str | None:
    """What a file that is not a regular file is ("a folder", "a FIFO (named pipe)" ...), None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    return next((kind for test, kind in _KINDS if test(mode)), "not a regular file")


def read_fd(fd: int, name: str, limit: int) -> bytes:
    """Everything from the start of the open regular file ``fd``, refused when it holds more than ``limit`` bytes."""
    if os.fstat(fd).st_size > limit:
        raise size_error(name, limit)
    os.lseek(fd, 0, os.SEEK_SET)
    chunks, size = [], 0
    while size <= limit and (chunk := os.read(fd, min(1 << 20, limit + 1 - size))):
        chunks.append(chunk)
        size += len(chunk)
    if size > limit:  # it grew since fstat
        raise size_error(name, limit)
    return b"".join(chunks)


def read_input(path: str, limit: int = DEFAULT_MAX_FILE_BYTES, what: str = "") -> bytes:
    """The bytes of the regular file ``path`` (``-``: stdin), at most ``limit`` of them; FileError otherwise."""
    name = f"{what} {path!r}" if what else str(path)
    if path == "-":
        data = sys.stdin.buffer.read(limit + 1)
        if len(data) > limit:
            raise size_error(f"{what or 'input'} on stdin", limit)
        return data
    try:  # O_NONBLOCK: opening a FIFO without a writer returns at once (regular files ignore the flag)
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as error:
        raise FileError(f"cannot read {name}: {error.strerror or error}") from error
    try:
        if kind := kind_of(os.fstat(fd).st_mode):
            stdin = "; pipe text in with '-' (stdin)" if what and "FIFO" in kind else ""
            raise FileError(f"{name} is {kind}, not a regular file; refusing to read it{stdin}")
        return read_fd(fd, name, limit)
    except OSError as error:
        raise FileError(f"cannot read {name}: {error.strerror or error}") from error
    finally:
        os.close(fd)
