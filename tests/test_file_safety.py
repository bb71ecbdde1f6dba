"""`fastapply apply` on real files in real processes: symlinks, hard links, owners, attributes,
concurrent edits, other programs' changes, kill -9 while writing (renamed or rewritten in place), the umask of
new files."""

from __future__ import annotations

import errno
import fcntl
import os
import signal
import stat
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

import pytest

PROBE = Path(__file__).with_name("fileprobe.py")
ORIGINAL = "".join(f"def f{i}():\n    return {i}\n\n\n" for i in range(30))
TOP = "# ... existing code ...\ndef f1():\n    return 'top'\n\n\ndef f2():\n# ... existing code ...\n"
BOTTOM = "# ... existing code ...\ndef f28():\n    return 'bottom'\n\n\ndef f29():\n# ... existing code ...\n"
EDITED_TOP = ORIGINAL.replace("    return 1\n", "    return 'top'\n")


@pytest.fixture(autouse=True)
def journal(tmp_path_factory, monkeypatch) -> Path:
    """A journal folder of this test's own (the runs inherit it), so a user's real one is never touched."""
    folder = tmp_path_factory.mktemp("journal")
    folder.chmod(0o700)
    monkeypatch.setenv("FASTAPPLY_JOURNAL_DIR", str(folder))
    return folder


def cli(*argv) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "fastapply.cli", *map(str, argv)], capture_output=True, text=True,
                          timeout=120)


def snippets(tmp_path: Path) -> tuple[Path, Path]:
    (tmp_path / "top.edit").write_text(TOP)
    (tmp_path / "bottom.edit").write_text(BOTTOM)
    return tmp_path / "top.edit", tmp_path / "bottom.edit"


def names(folder: Path) -> list[str]:
    return sorted(os.listdir(folder))


def test_in_place_through_a_chain_of_relative_symlinks_edits_the_real_file(tmp_path):
    (tmp_path / "real").mkdir()
    (tmp_path / "proj").mkdir()
    target = tmp_path / "real" / "target.py"
    target.write_text(ORIGINAL)
    os.symlink("../real/target.py", tmp_path / "proj" / "link.py")
    os.symlink("link.py", tmp_path / "proj" / "link2.py")
    top, _ = snippets(tmp_path)
    done = cli("apply", tmp_path / "proj" / "link2.py", "--edit", top, "--in-place")
    assert done.returncode == 0, done.stderr
    assert target.read_text() == EDITED_TOP
    assert os.readlink(tmp_path / "proj" / "link2.py") == "link.py"
    assert os.readlink(tmp_path / "proj" / "link.py") == "../real/target.py"
    assert names(tmp_path / "proj") == ["link.py", "link2.py"] and names(tmp_path / "real") == ["target.py"]


def test_output_onto_a_symlink_writes_through_it(tmp_path):
    source = tmp_path / "source.py"
    source.write_text(ORIGINAL)
    (tmp_path / "out_target.py").write_text("old output\n")
    os.symlink("out_target.py", tmp_path / "out.py")
    top, _ = snippets(tmp_path)
    done = cli("apply", source, "--edit", top, "-o", tmp_path / "out.py")
    assert done.returncode == 0, done.stderr
    assert os.path.islink(tmp_path / "out.py")
    assert (tmp_path / "out_target.py").read_text() == EDITED_TOP and source.read_text() == ORIGINAL


def test_a_symlink_loop_is_refused_clearly(tmp_path):
    os.symlink("b.py", tmp_path / "a.py")
    os.symlink("a.py", tmp_path / "b.py")
    top, _ = snippets(tmp_path)
    done = cli("apply", tmp_path / "a.py", "--edit", top, "--in-place")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "a.py" in done.stderr and "symbolic links" in done.stderr.lower()


def test_hard_links_keep_their_shared_inode(tmp_path):
    target = tmp_path / "target.py"
    target.write_text(ORIGINAL)
    os.link(target, tmp_path / "other_name.py")
    inode = target.stat().st_ino
    top, _ = snippets(tmp_path)
    done = cli("apply", target, "--edit", top, "--in-place")
    assert done.returncode == 0, done.stderr
    assert target.stat().st_ino == inode and target.stat().st_nlink == 2
    assert (tmp_path / "other_name.py").read_text() == EDITED_TOP
    assert names(tmp_path) == ["bottom.edit", "other_name.py", "target.py", "top.edit"]


def _settable_xattrs(path: Path) -> dict[str, bytes]:
    """The attributes this filesystem and user can set here; skips the test when there are none."""
    chosen = {}
    for key in ("user.fastapply_test", "security.fastapply_test", "trusted.fastapply_test"):
        try:
            os.setxattr(path, key, b"value of " + key.encode())
            chosen[key] = b"value of " + key.encode()
        except OSError as error:
            if error.errno not in (errno.ENOTSUP, errno.EPERM, errno.EACCES):
                raise
    if "user.fastapply_test" not in chosen:
        pytest.skip("this filesystem has no user.* extended attributes")
    return chosen


@pytest.mark.skipif(os.geteuid() != 0, reason="giving a file to another owner needs root")
def test_owner_group_mode_and_xattrs_are_kept(tmp_path):
    target = tmp_path / "target.py"
    target.write_text(ORIGINAL)
    attributes = _settable_xattrs(target)
    os.chown(target, 65534, 65534)  # nobody:nogroup
    os.chmod(target, 0o640)
    top, _ = snippets(tmp_path)
    done = cli("apply", target, "--edit", top, "--in-place")
    assert done.returncode == 0, done.stderr
    info = target.stat()
    assert target.read_text() == EDITED_TOP
    assert (info.st_uid, info.st_gid, stat.S_IMODE(info.st_mode)) == (65534, 65534, 0o640)
    assert {key: os.getxattr(target, key) for key in attributes} == attributes


@pytest.mark.parametrize("no_tmpfile", [False, True], ids=["unnamed-temp", "named-temp"])
@pytest.mark.parametrize("umask, mode", [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_a_new_output_file_gets_the_mode_the_umask_decides(tmp_path, umask, mode, no_tmpfile):
    source = tmp_path / "source.py"
    source.write_text(ORIGINAL)
    top, _ = snippets(tmp_path)
    env = dict(os.environ, PROBE_NO_TMPFILE="1" if no_tmpfile else "")
    done = subprocess.run([sys.executable, str(PROBE), "apply", str(source), "--edit", str(top), "-o",
                           str(tmp_path / "new.py")], capture_output=True, text=True, timeout=120, env=env,
                          preexec_fn=lambda: os.umask(umask))
    assert done.returncode == 0, done.stderr
    assert stat.S_IMODE((tmp_path / "new.py").stat().st_mode) == mode


def test_a_no_op_edit_says_so_and_leaves_the_file_untouched(tmp_path):
    target = tmp_path / "target.py"
    target.write_text(EDITED_TOP)
    before = target.stat()
    top, _ = snippets(tmp_path)
    time.sleep(0.01)
    done = cli("apply", target, "--edit", top, "--in-place")
    assert done.returncode == 0, done.stderr
    assert "nothing changed" in done.stderr
    after = target.stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)


@pytest.mark.slow
@pytest.mark.parametrize("hard_linked", [False, True], ids=["renamed", "rewritten-in-place"])
def test_concurrent_in_place_edits_are_both_applied(tmp_path, hard_linked):
    """Each round, two real processes wait on the lock this test holds, then race for it."""
    target = tmp_path / "target.py"
    top, bottom = snippets(tmp_path)
    target.write_text(ORIGINAL)
    if hard_linked:
        os.link(target, tmp_path / "other_name.py")
    for _ in range(10):
        target.write_text(ORIGINAL)
        with open(target) as held:
            fcntl.flock(held, fcntl.LOCK_EX)
            runs = [subprocess.Popen([sys.executable, "-m", "fastapply.cli", "apply", str(target), "--edit", str(edit),
                                      "--in-place"], stderr=subprocess.PIPE, text=True) for edit in (top, bottom)]
            for run in runs:  # both have read nothing yet: they wait for the lock
                assert "waiting for another edit" in run.stderr.readline()
        outcomes = [(run.wait(timeout=120), run.stderr.read()) for run in runs]
        assert [code for code, _ in outcomes] == [0, 0], outcomes
        text = target.read_text()
        assert "return 'top'" in text and "return 'bottom'" in text, "an edit was lost"
        assert names(tmp_path) == sorted(["bottom.edit", "target.py", "top.edit"] + ["other_name.py"] * hard_linked)


def _start_probe(tmp_path: Path, pause_at: str, edit: Path, target: Path, no_tmpfile: bool = False,
                 go: bool = True) -> tuple[subprocess.Popen, Path]:
    ready, env = tmp_path / "ready", dict(os.environ)
    ready.unlink(missing_ok=True)
    (tmp_path / "go").unlink(missing_ok=True)
    env.update(PROBE_PAUSE_AT=pause_at, PROBE_READY=str(ready), PROBE_NO_TMPFILE="1" if no_tmpfile else "")
    if go:
        env["PROBE_GO"] = str(tmp_path / "go")
    process = subprocess.Popen([sys.executable, str(PROBE), "apply", str(target), "--edit", str(edit), "--in-place"],
                               stderr=subprocess.PIPE, text=True, env=env)
    deadline = time.monotonic() + 120
    while not ready.exists():
        assert process.poll() is None, process.stderr.read()
        assert time.monotonic() < deadline, "the probe never paused"
        time.sleep(0.01)
    return process, tmp_path / "go"


@pytest.mark.parametrize("replace", [False, True], ids=["written-in-place", "replaced"])
def test_a_change_by_another_program_between_read_and_write_is_refused(tmp_path, replace):
    work = tmp_path / "work"
    work.mkdir()
    target = work / "target.py"
    target.write_text(ORIGINAL)
    top, _ = snippets(tmp_path)
    process, go = _start_probe(tmp_path, "tmpfile", top, target)
    theirs = ORIGINAL.replace("    return 5\n", "    return 'theirs'\n")
    if replace:  # as an editor that saves through a new file
        (work / "editor.tmp").write_text(theirs)
        os.replace(work / "editor.tmp", target)
    else:
        target.write_text(theirs)
    go.touch()
    _, errors = process.communicate(timeout=120)
    assert process.returncode == 2, errors
    assert "changed by another program" in errors and "nothing written" in errors
    assert target.read_text() == theirs
    assert names(work) == ["target.py"]


@pytest.mark.parametrize("no_tmpfile, pause_at, litter_expected", [
    (False, "chmod", False),  # killed with the written temporary file unnamed
    (False, "link", False),  # killed just before it gets a name
    (False, "rename", True),  # killed between naming it and the rename
    (True, "chmod", True),  # no O_TMPFILE: a named temporary file from the start
    (True, "rename", True),
])
def test_kill_9_while_writing_leaves_the_file_whole_and_no_litter(tmp_path, no_tmpfile, pause_at, litter_expected):
    work = tmp_path / "work"
    work.mkdir()
    target = work / "target.py"
    big = ORIGINAL + "".join(f"value_{i} = {i}\n" for i in range(2000))  # pages of text, a quick merge
    target.write_text(big)
    top, _ = snippets(tmp_path)
    process, _ = _start_probe(tmp_path, pause_at, top, target, no_tmpfile=no_tmpfile, go=False)
    os.kill(process.pid, signal.SIGKILL)
    process.communicate(timeout=60)
    assert target.read_text() == big
    litter = [name for name in names(work) if name != "target.py"]
    assert bool(litter) == litter_expected, litter
    assert all(f".{process.pid}-" in name for name in litter)
    done = cli("apply", target, "--edit", top, "--in-place")  # the next write beside it cleans up
    assert done.returncode == 0, done.stderr
    assert target.read_text() == big.replace("    return 1\n", "    return 'top'\n", 1)
    assert names(work) == ["target.py"]


def test_kill_9_in_the_middle_of_an_in_place_rewrite_is_undone_by_the_next_run(tmp_path, journal):
    """A hard-linked file is rewritten in its own inode; killed before the cut to length, it holds the new text
    and a stale tail. The next run (a plain diff here) puts the old text back from the journal first."""
    work = tmp_path / "work"
    work.mkdir()
    target = work / "target.py"
    old = ORIGINAL.replace("    return 1\n", "    return 'one, a longer text than the edit leaves'\n")
    target.write_text(old)
    os.link(target, work / "other_name.py")
    new = old.replace("'one, a longer text than the edit leaves'", "'top'")
    top, _ = snippets(tmp_path)
    process, _ = _start_probe(tmp_path, "truncate", top, target, go=False)
    os.kill(process.pid, signal.SIGKILL)
    process.communicate(timeout=60)
    assert target.read_text() == new + old[len(new):]  # the crash left a mix of new and stale bytes
    assert len(os.listdir(journal)) == 1
    done = cli("apply", work / "other_name.py", "--edit", top)  # another name of the same file, only read
    assert done.returncode == 0, done.stderr
    assert target.read_text() == old and os.listdir(journal) == []
    assert "+    return 'top'" in done.stdout and "stale" not in done.stdout
    done = cli("apply", target, "--edit", top, "--in-place")
    assert done.returncode == 0, done.stderr
    assert (work / "other_name.py").read_text() == new and target.stat().st_nlink == 2
    assert names(work) == ["other_name.py", "target.py"] and os.listdir(journal) == []


def test_temporary_files_of_live_processes_are_left_alone(tmp_path):
    work = tmp_path / "work"
    work.mkdir()
    target = work / "target.py"
    target.write_text(ORIGINAL)
    dead_pid = subprocess.Popen(["true"])
    dead_pid.wait()
    live = work / f".target.py.{os.getpid()}-0123abcd.fastapply"  # this test process is alive
    dead = work / f".target.py.{dead_pid.pid}-0123abcd.fastapply"
    live.write_text("in progress")
    dead.write_text("left by a killed run")
    top, _ = snippets(tmp_path)
    done = cli("apply", target, "--edit", top, "--in-place")
    assert done.returncode == 0, done.stderr
    assert names(work) == sorted(["target.py", live.name])


@pytest.mark.skipif(os.geteuid() != 0, reason="running a process as another user needs root")
def test_a_user_who_cannot_give_the_owner_away_rewrites_in_place(tmp_path):
    """nobody edits root's world-writable file in nobody's folder: the owner stays root (same inode).

    nobody may not enter the checkout (a clone in a private folder), so the child is this interpreter forked
    after a first run here has imported every module the edit needs: it looks up no path of the checkout.
    """
    folder = Path(tempfile.mkdtemp(prefix="fastapply-nobody-"))  # under /tmp, which nobody can traverse
    journal = Path(tempfile.mkdtemp(prefix="fastapply-nobody-journal-"))
    try:
        os.chown(folder, 65534, 65534)
        os.chown(journal, 65534, 65534)
        target = folder / "target.py"
        target.write_text(ORIGINAL)
        os.chmod(target, 0o666)
        edit = folder / "top.edit"
        edit.write_text(TOP)
        inode = target.stat().st_ino
        from fastapply.cli import main

        assert main(["apply", str(target), "--edit", str(edit), "--json"]) == 0  # imports what the edit needs
        child = os.fork()
        if child == 0:
            code = 1
            try:
                os.setgid(65534)
                os.setuid(65534)
                os.environ["FASTAPPLY_JOURNAL_DIR"] = str(journal)
                code = main(["apply", str(target), "--edit", str(edit), "--in-place"])
            except BaseException:
                traceback.print_exc()
            finally:
                os._exit(code)
        assert os.waitstatus_to_exitcode(os.waitpid(child, 0)[1]) == 0
        info = target.stat()
        assert target.read_text() == EDITED_TOP
        assert (info.st_uid, info.st_gid, info.st_ino, stat.S_IMODE(info.st_mode)) == (0, 0, inode, 0o666)
        assert names(folder) == ["target.py", "top.edit"] and os.listdir(journal) == []
    finally:
        shutil.rmtree(folder)
        shutil.rmtree(journal)
