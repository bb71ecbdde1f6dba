"""Reading sources strictly and writing them atomically."""

from __future__ import annotations

import os
import stat

import pytest

from fastapply.apply.files import editing as files
from fastapply.apply.files import FileError, decode_source, read_source, write_atomic


def test_write_atomic_replaces_and_keeps_permissions(tmp_path):
    target = tmp_path / "script.sh"
    target.write_bytes(b"old\n")
    os.chmod(target, 0o751)
    write_atomic(target, b"new\n")
    assert target.read_bytes() == b"new\n"
    assert stat.S_IMODE(target.stat().st_mode) == 0o751
    assert sorted(p.name for p in tmp_path.iterdir()) == ["script.sh"]  # no temporary left behind


def test_failed_write_leaves_original_untouched(tmp_path, monkeypatch):
    target = tmp_path / "app.py"
    target.write_bytes(b"precious\r\n")

    def broken_replace(source, destination):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "replace", broken_replace)
    with pytest.raises(OSError):
        write_atomic(target, b"half-written")
    assert target.read_bytes() == b"precious\r\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["app.py"]


def test_write_atomic_creates_new_file(tmp_path):
    write_atomic(tmp_path / "new.txt", "é\n".encode())
    assert (tmp_path / "new.txt").read_text(encoding="utf-8") == "é\n"


def test_decode_refuses_binary_and_non_utf8():
    with pytest.raises(FileError, match="binary"):
        decode_source(b"\x7fELF\x00\x00", "a.out")
    with pytest.raises(FileError, match="not UTF-8"):
        decode_source("café".encode("latin-1"), "latin.py")


def test_bom_is_kept_aside_and_restored():
    source = decode_source(b"\xef\xbb\xbfx = 1\r\n", "bom.py")
    assert source.text == "x = 1\r\n" and source.bom
    assert source.encode("x = 2\r\n") == b"\xef\xbb\xbfx = 2\r\n"


def test_read_source_missing_file(tmp_path):
    with pytest.raises(FileError, match="cannot read"):
        read_source(tmp_path / "missing.py")


def test_a_journal_entry_that_does_not_fit_the_file_is_refused_and_kept(tmp_path, monkeypatch):
    """The file was replaced by other content since the crash: nothing is restored, the backup stays."""
    from fastapply.apply.files import journal

    monkeypatch.setenv(journal.JOURNAL_ENV, str(tmp_path / "journal"))
    target = tmp_path / "app.py"
    target.write_bytes(b"old text\n")
    entry = journal.begin(os.stat(target), str(target), b"old text\n", b"new\n")
    target.write_bytes(b"someone else's text\n")
    with pytest.raises(FileError, match="restore it by hand"):
        read_source(target)
    assert target.read_bytes() == b"someone else's text\n" and entry.exists()
    target.write_bytes(b"new\ntext\n")  # what a cut-short rewrite leaves: the new text and a stale tail
    assert read_source(target).text == "old text\n" and not entry.exists()


def test_utf16_is_decoded_and_encoded_back_with_its_mark():
    data = "\ufeffx = 'é'\n".encode("utf-16-be")
    source = decode_source(data, "wide.py")
    assert (source.text, source.encoding, source.bom) == ("x = 'é'\n", "utf-16-be", True)
    assert source.encode("x = 2\n") == "\ufeffx = 2\n".encode("utf-16-be")
    with pytest.raises(FileError, match="binary"):
        decode_source(b"x\x00y", "nul.py")  # NUL bytes without a mark are still binary
