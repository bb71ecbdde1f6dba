"""`fastapply apply` on the inputs a user may hand it: devices, FIFOs, folders, huge files, other encodings,
paths `git apply` must take, and snippets with one enormous line."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from fastapply.apply.merge import markers  # noqa
from fastapply.apply.merge import merge

ORIGINAL = "def f():\n    return 1\n\n\ndef g():\n    return 2\n"
EDIT = "# ... existing code ...\ndef g():\n    return 3\n"
EDITED = ORIGINAL.replace("return 2", "return 3")


def cli(*argv, **kwargs) -> subprocess.CompletedProcess:
    kwargs.setdefault("capture_output", True)
    return subprocess.run([sys.executable, "-m", "fastapply.cli", *map(str, argv)], text=True, timeout=120, **kwargs)


@pytest.fixture
def files(tmp_path) -> tuple[Path, Path]:
    (tmp_path / "a.py").write_text(ORIGINAL)
    (tmp_path / "e.py").write_text(EDIT)
    return tmp_path / "a.py", tmp_path / "e.py"


def refused(done: subprocess.CompletedProcess, *words: str) -> bool:
    return done.returncode == 2 and "Traceback" not in done.stderr and all(w in done.stderr for w in words)


@pytest.mark.parametrize("mode", ["diff", "in-place", "output"])
@pytest.mark.parametrize("where", ["file", "edit"])
def test_a_device_a_fifo_and_a_folder_are_refused(files, tmp_path, where, mode):
    os.mkfifo(tmp_path / "fifo")  # no writer: opening it for reading would wait forever
    flags = {"diff": [], "in-place": ["--in-place"], "output": ["-o", tmp_path / "out.py"]}[mode]
    for bad, kind in (("/dev/zero", "character device"), (tmp_path / "fifo", ""), (tmp_path, "")):
        argv = [bad, "--edit", files[1]] if where == "file" else [files[0], "--edit", bad]
        done = cli("apply", *argv, *flags)
        assert refused(done, str(bad), kind), (bad, done.stderr)
        assert "regular file" in done.stderr
    assert files[0].read_text() == ORIGINAL and not (tmp_path / "out.py").exists()


def test_files_and_stdin_past_the_size_limit_are_refused(files):
    source, edit = files
    source.write_text(ORIGINAL + "# one more line, so the file is larger than the snippet\n")
    done = cli("apply", source, "--edit", edit, "--max-file-bytes", len(EDIT), "--in-place")
    assert refused(done, str(source), "--max-file-bytes") and source.read_text().startswith(ORIGINAL)
    done = cli("apply", source, "--edit", edit, "--max-file-bytes", len(EDIT) - 1)
    assert refused(done, "edit snippet", "--max-file-bytes")
    done = cli("apply", source, "--edit", "-", "--max-file-bytes", len(EDIT) - 1, input=EDIT)
    assert refused(done, "stdin", "--max-file-bytes")
    done = cli("apply", source, "--edit", "-", "--max-file-bytes", 1000, "--in-place", input=EDIT)
    assert done.returncode == 0, done.stderr
    assert source.read_text().startswith(EDITED)


def test_endless_stdin_is_read_only_up_to_the_limit(files):
    """`yes | fastapply apply ... --edit -` ends with a clear error instead of eating memory."""
    feeder = subprocess.Popen(["yes"], stdout=subprocess.PIPE)
    try:
        done = cli("apply", files[0], "--edit", "-", stdin=feeder.stdout)
    finally:
        feeder.kill()
        feeder.wait()
    assert refused(done, "stdin", "16777216 bytes")


@pytest.mark.parametrize("flag", [["-o", "out.py"], ["--in-place"]])
def test_check_with_a_write_is_a_usage_error(files, tmp_path, flag):
    done = cli("apply", files[0], "--edit", files[1], "--check", *flag, cwd=tmp_path)
    assert refused(done, "--check", "writes nothing")
    assert files[0].read_text() == ORIGINAL and not (tmp_path / "out.py").exists()


@pytest.mark.parametrize("encoding, bom", [("utf-16-le", b"\xff\xfe"), ("utf-16-be", b"\xfe\xff"),
                                           ("utf-32-le", b"\xff\xfe\x00\x00"), ("utf-32-be", b"\x00\x00\xfe\xff")])
def test_utf16_and_utf32_files_are_written_back_in_their_encoding(files, encoding, bom):
    source, edit = files
    source.write_bytes(bom + ORIGINAL.replace("1", "'é'").encode(encoding))
    done = cli("apply", source, "--edit", edit, "--in-place")
    assert done.returncode == 0, done.stderr
    assert source.read_bytes() == bom + EDITED.replace("1", "'é'").encode(encoding)
    source.write_bytes(bom + "x = '\ud800'\n".encode(encoding, "surrogatepass"))  # a lone surrogate: not text
    done = cli("apply", source, "--edit", edit)
    assert refused(done, "is not UTF-") and "binary" not in done.stderr


def git(repo: Path, *argv: str, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *argv], cwd=repo, capture_output=True,
                          check=True, **kwargs)


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
@pytest.mark.parametrize("name", ["mod.py", "my mod.py", "tab\there.py", "new\nline.py", 'quote".py',
                                  "back\\slash.py", "naïve.py", "sp ace\tand tab.py"])
@pytest.mark.parametrize("run_in", ["root", "subfolder"])
def test_the_diff_applies_with_git_apply_from_where_it_ran(tmp_path, name, run_in):
    repo = tmp_path / "repo"
    (repo / "src" / "pkg").mkdir(parents=True)
    target = repo / "src" / "pkg" / name
    target.write_text(ORIGINAL)
    (tmp_path / "e.py").write_text(EDIT)
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "x")
    where, typed = (repo, f"src/pkg/{name}") if run_in == "root" else (repo / "src", f"./pkg/{name}")
    done = cli("apply", typed, "--edit", tmp_path / "e.py", cwd=where)
    assert done.returncode == 0, done.stderr
    git(where, "apply", "--check", input=done.stdout.encode())  # raises when git refuses it
    git(where, "apply", input=done.stdout.encode())
    assert target.read_text() == EDITED
    ours = done.stdout.splitlines()[:2]
    theirs = git(where, "diff", "--relative", "--", typed).stdout.decode().splitlines()[2:4]
    assert ours == theirs  # the header lines git itself writes, quoting and trailing tab included


def test_a_diff_of_a_file_without_a_final_newline_applies(tmp_path):
    (tmp_path / "a.py").write_text(ORIGINAL.rstrip("\n"))
    (tmp_path / "e.py").write_text("# ... existing code ...\ndef g():\n    return 3")
    done = cli("apply", "a.py", "--edit", "e.py", cwd=tmp_path)
    assert "\\ No newline at end of file" in done.stdout
    subprocess.run(["patch", "-p1", "--dry-run"], cwd=tmp_path, input=done.stdout, text=True, check=True,
                   capture_output=True) if shutil.which("patch") else None


class Recording:
    """A stand-in for a compiled pattern that records the length of every string it is asked to match, and
    stops a match on a longer line than a marker can be (which would take hours on the line below)."""

    def __init__(self, pattern: re.Pattern[str], lengths: list[int]) -> None:
        self.pattern, self.lengths = pattern, lengths

    def match(self, text: str, *args):
        self.lengths.append(len(text))
        assert len(text) <= markers.MAX_MARKER_CHARS, f"a pattern was run over a line of {len(text)} characters"
        return self.pattern.match(text, *args)


def test_a_snippet_with_one_huge_line_costs_linear_work(monkeypatch):
    """The marker patterns backtrack quadratically on a long comment of spaces: they only see short lines."""
    lengths: list[int] = []
    for name in ("_COMMENT", "_CODING", "_MODELINE"):
        monkeypatch.setattr(markers, name, Recording(getattr(markers, name), lengths))
    line = "    # " + " " * 1_000_000 + "x"
    result = merge(ORIGINAL, f"# ... existing code ...\ndef g():\n{line}\n    return 3\n")
    assert line in result.text
    assert lengths  # the patterns did run, on the short lines
    assert not markers.is_marker_line("# ... existing code ..." + " " * markers.MAX_MARKER_CHARS)


def test_errors_show_only_an_excerpt_of_a_huge_line(files):
    source, edit = files
    edit.write_text("# ... existing code ...\n" + "x = '" + "z" * 200_000 + "'\n# ... existing code ...\n"
                    + "def nowhere():\n    pass\n# ... existing code ...\n")
    done = cli("apply", source, "--edit", edit, "--json")
    assert done.returncode in (0, 1), done.stderr
    assert len(done.stderr) < 3000 and len(done.stdout) < 3000 + 2 * len(ORIGINAL)
    assert "…" in done.stderr + done.stdout


@pytest.mark.parametrize("name, language, written", [("schema.sql", (), True), ("schema.rb", (), False),
                                                     ("schema.txt", (), False), ("schema.txt", ("--language", "sql"),
                                                                                 True)])
def test_a_line_read_language_is_taken_from_the_files_name(tmp_path, name, language, written):
    from test_server_apply import SQL_READ_AS_RUBY

    original, snippet, merged = SQL_READ_AS_RUBY  # (text Ruby's grammar parses cleanly: guessed, it is Ruby)
    target, edit = tmp_path / name, tmp_path / "edit.snippet"
    target.write_text(original)
    edit.write_text(snippet)
    done = cli("apply", str(target), "--edit", str(edit), "--in-place", *language)
    assert (done.returncode == 0) == written and target.read_text() == (merged if written else original), done.stderr
