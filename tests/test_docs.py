"""The README, docs, code and tests describe what holds now, never how the work was organised.

Words such as "session 4", "issue #16", "this branch" or "the previous helper's figures" belong in git
history, not in files a user reads. The patterns are narrow on purpose: the ordinary technical uses of
the same words (pytest's ``scope="session"``, ``ClientSession``, a batch's "round 0", a branch of a
probability tree, YAML's ``branches:``) must pass, and the tests below say which.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

HISTORY_PATTERNS = (
    r"\bsessions? ?-?\d",                                   # session 4, sessions 1-3, session-3
    r"\b(?:this|that|last|next|previous|earlier|later|same|each|every|one) session\b",
    r"\bsession's\b",
    r"\bissues? ?#\d+",                                      # issue #16
    r"\bissues? \d+\b",                                      # issue 15
    r"\bthe issue's\b",
    r"\b(?:before|after|since|the|of) #\d+\b",                # the merge before #16
    r"\b(?:PR|pull request) ?#\d+",
    r"\brounds? of (?:work|review)\b",
    r"\breview rounds?\b",
    r"\bbranch(?:es)? `[\w./-]+`",                           # branch `merge2`
    r"`[\w./-]+` branch\b",                                  # the `place` branch
    r"\b(?:this|that|our|feature|work|previous|another|other) branch(?:es)?\b",
    r"\bmerged? (?:in|into) (?:main|master)\b",
    r"\b(?:previous|earlier|other|another|next) helper'?s?\b",
    r"\bhelper'?s? (?:figures|work|runs?|measured|wrote)\b",
    r"\bthe lead\b",
    r"\(lead,",
    r"\bgit archive [0-9a-f]{7,40}\b",                       # an old revision to compare against
    r"\b(?:commit|main at|at main) `?[0-9a-f]{7,40}\b",
    r"\b(?:before|after) this (?:change|branch|work|session|fix|follow-up|commit|PR)\b",
    r"\bthis follow-up\b",
)
HISTORY = re.compile("|".join(HISTORY_PATTERNS), re.IGNORECASE)

# In prose, a bare short commit hash (in backticks or parentheses) dates a figure to some past state.
COMMIT_IN_PROSE = re.compile(r"[`(](?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{7,12}[`),]")

TEXT_SUFFIXES = {".py", ".sh", ".md", ".toml", ".txt", ".cfg", ".ini", ".yaml", ".yml", ".json", ".jinja", ""}


def docs_files() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def code_files() -> list[Path]:
    """Our text under src/, tests/, scripts/ and .ci/: not this file (it spells the patterns out), not the
    input files under tests/data/ (stand-ins for other people's code, which may say anything)."""
    found = []
    for folder in ("src", "tests", "scripts", ".ci"):
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and path.suffix in TEXT_SUFFIXES and "__pycache__" not in path.parts:
                found.append(path)
    data = ROOT / "tests" / "data"
    return [path for path in found if path != Path(__file__).resolve() and not path.is_relative_to(data)]


def hits(paths: list[Path], patterns: tuple[re.Pattern, ...]) -> list[str]:
    found = []
    for path in paths:
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for number, line in enumerate(text.splitlines(), 1):
            for pattern in patterns:
                for match in pattern.finditer(line):
                    found.append(f"{path.relative_to(ROOT)}:{number}: {match.group(0)!r} in {line.strip()[:120]!r}")
    return found


def test_readme_and_docs_tell_no_work_history():
    found = hits(docs_files(), (HISTORY, COMMIT_IN_PROSE))
    assert not found, "\n".join(found)


def test_code_tests_and_scripts_tell_no_work_history():
    found = hits(code_files(), (HISTORY,))
    assert not found, "\n".join(found)


@pytest.mark.parametrize("text", [
    "measured in session 9", "Sessions 1-3 tried", "a session-4 probe", "earlier runs of this session",
    "last session's runs", "(issue #16)", "issue 15 goals", "the issue's goal (>= 1.8x)", "see PR #12",
    "after two rounds of work", "Issue #16 follow-up (branch `merge2`)", "the `place` branch",
    "nothing changed on this branch", "the previous helper's figures", "(lead, same session)",
    "git archive ebfae56 src | tar -x", "the merge before #16: 17 of 162", "the run was of commit 84a044f",
    "at main 2293592 (before)", "measured before this change",
])
def test_history_patterns_catch(text):
    assert HISTORY.search(text)


@pytest.mark.parametrize("text", [
    '@pytest.fixture(scope="session")', "async with aiohttp.ClientSession() as client:",
    "a long test session compiles the same model classes", "Every request joins at round 0",
    "a .item() or a branch on a device value", "copied per branch", "branches: [main]",
    "git branch --show-current", "Helpers for locating things", "the batch's rounds, one per forward",
    "sessionmaker(bind=engine)", "return tabs, len(lead[tabs:])", "color: #333;", "[GPU](#4-gpu)",
    "an issue with the tokenizer", "# -- helpers --",
])
def test_history_patterns_spare_ordinary_words(text):
    assert not HISTORY.search(text)


@pytest.mark.parametrize("text, caught", [
    ("(84a044f) was measured", True), ("(3888f2d) and this one's", True), ("`f8f9801`", True),
    ("sha256 `e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855`", False),
    ("(deadbeef is a word, 12345678 a number)", False),
])
def test_commit_hashes_in_prose(text, caught):
    assert bool(COMMIT_IN_PROSE.search(text)) is caught


def test_every_docs_file_named_exists():
    """A docs/NAME.md named anywhere (README, docs, code, tests) is there."""
    named = {(path, name) for path in docs_files() + code_files()
             for name in re.findall(r"docs/[\w./-]+\.md", path.read_text(encoding="utf-8", errors="replace"))}
    missing = sorted(f"{path.relative_to(ROOT)} names {name}" for path, name in named if not (ROOT / name).is_file())
    assert not missing, "\n".join(missing)


def readme_commands() -> list[str]:
    """The lines of the README's first bash block: what a new user runs first."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"```bash\n(.*?)```", text, re.DOTALL)
    assert block, "the README starts with a bash block"
    return block.group(1).strip().splitlines()


def test_readme_first_command_applies_the_bundled_edit(capsys, monkeypatch):
    """The README's first line: install, then `fastapply apply FILE --edit SNIPPET` prints a diff."""
    from fastapply.cli import main

    install, apply = readme_commands()[0].split(" && ")
    assert install == "pip install -e ."  # the core alone: no extra, no torch
    words = apply.split()
    assert words[:2] == ["fastapply", "apply"]
    assert all((ROOT / word).is_file() for word in words[2:] if not word.startswith("-"))
    monkeypatch.chdir(ROOT)
    assert main(words[1:]) == 0
    out = capsys.readouterr().out
    assert out.startswith("---") and "\n+" in out


def test_readme_test_commands_use_what_pyproject_declares():
    """`pip install -e '.[test]' && python -m pytest -q` at the top, the quick tier's marker below."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    install, run = readme_commands()[1].split(" && ")
    extra = re.search(r"'\.\[(\w+)\]'", install).group(1)
    assert extra == "test" and "torch==2.13.0" in install.split() and run == "python -m pytest -q"
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    markers = [line.split(":")[0] for line in project["tool"]["pytest"]["ini_options"]["markers"]]
    assert 'python -m pytest -q -m "not slow"' in readme and "slow" in markers


def test_readme_llama_build_line_is_the_one_ci_runs():
    """The README gives the whole line `.ci/run` builds llama.cpp with, not a fragment of it."""
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    [line] = [line for line in ci if "pip install" in line and ".[llama]" in line]
    assert line.startswith("CMAKE_ARGS=") and line in (ROOT / "README.md").read_text(encoding="utf-8").splitlines()


def test_readme_docs_list_names_every_docs_page():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    docs_line = readme[readme.rindex("\nDocs: "):]
    listed = set(re.findall(r"\((docs/[\w-]+\.md)\)", docs_line))
    assert listed == {f"docs/{path.name}" for path in (ROOT / "docs").glob("*.md")}


def test_data_files_the_readme_names_come_with_the_script_that_makes_them():
    """`--tasks data/real_edits.jsonl`: data/ is not committed, so the README names the script that writes it."""
    assert "/data/" in (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    missing = []
    for name in sorted(set(re.findall(r"\bdata/[\w./-]+\.jsonl\b", readme))):
        makers = [script for script in sorted((ROOT / "scripts").glob("*.sh"))
                  if re.search(rf"(-o|>) {re.escape(name)}\b", script.read_text(encoding="utf-8"))]
        if not any(f"scripts/{script.name}" in readme for script in makers):
            missing.append(name)
    assert not missing, f"the README names {missing} but no script of scripts/ that it names writes them"
