"""Storage helpers for uploaded artifacts."""

import hashlib
import os
import zlib
from pathlib import Path

CHUNK_SIZE = 1 << 16


class ChecksumMismatch(Exception):
    pass


def iter_chunks(path: Path, size: int = CHUNK_SIZE):
    with path.open("rb") as fh:
        while chunk := fh.read(size):
            yield chunk


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    for chunk in iter_chunks(path):
        digest.update(chunk)
    return digest.hexdigest()


def verify_upload(path: Path, expected: str) -> None:
    actual = sha256_of(path)
    if actual != expected:
        raise ChecksumMismatch(f"{path.name}: expected {expected}, got {actual}")


def store(path: Path, root: Path, expected: str) -> Path:
    verify_upload(path, expected)
    target = root / expected[:2] / expected
    target.parent.mkdir(parents=True, exist_ok=True)
    os.replace(path, target)
    return target


def remove(root: Path, checksum: str) -> bool:
    target = root / checksum[:2] / checksum
    try:
        target.unlink()
    except FileNotFoundError:
        return False
    return True
