"""Reading source files safely and writing them atomically (a failed write changes nothing)."""

from __future__ import annotations

import os
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path

BOM = "\ufeff"


class FileError(ValueError):
    """A file cannot be read or written as asked; the message says which and why."""


@dataclass(frozen=True, slots=True)
class SourceText:
    text: str  # without a byte-order mark
    bom: bool  # the file started with a UTF-8 byte-order mark

    def encode(self, text: str) -> bytes:
        return ((BOM if self.bom else "") + text).encode("utf-8")


def decode_source(data: bytes, name: str) -> SourceText:
    """UTF-8 text (a BOM is kept aside); binary or undecodable data is refused."""
    if b"\0" in data[:8192]:
        raise FileError(f"{name} looks binary (it contains NUL bytes); refusing to edit it")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise FileError(f"{name} is not UTF-8 text ({error.reason} at byte {error.start})") from error
    if text.startswith(BOM):
        return SourceText(text[1:], True)
    return SourceText(text, False)


def read_source(path: str | Path) -> SourceText:
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        raise FileError(f"cannot read {path}: {error.strerror or error}") from error
    return decode_source(data, str(path))


def write_atomic(path: str | Path, data: bytes) -> None:
    """Write via a temporary file in the same folder, fsync, then rename over ``path``.

    The target's permission bits are kept. On any failure the temporary file is removed and
    ``path`` is left exactly as it was.
    """
    path = Path(path)
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        mode = None
    folder = path.parent if str(path.parent) else Path(".")
    descriptor, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".fastapply", dir=folder)
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if mode is not None:
            os.chmod(temporary, mode)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    try:  # make the rename durable
        directory = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(directory)
    finally:
        os.close(directory)
