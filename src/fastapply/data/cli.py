"""``fastapply data ...``: build apply datasets as JSONL task files.

    fastapply data real --old v1/ --new v2/ -o real.jsonl
    fastapply data pypi toolz 0.12.0 0.12.1 --cache data/pypi -o toolz.jsonl
    fastapply data git path/to/repo --max-commits 200 -o git.jsonl
    fastapply data synthetic --corpus /usr/lib/python3.11 -n 2000 --seed 0 -o synthetic.jsonl
    fastapply data mix --real real.jsonl --synthetic synthetic.jsonl --ratio 4 -o mix.jsonl
    fastapply data windows mix.jsonl --max-chars 2500 -o windows.jsonl   # short windows around changes
    fastapply data check real.jsonl           # does merge(original, update) give back final?
    fastapply data archives OLD.tgz NEW.tgz -o pairs.jsonl    # edits between two archives (sdist, npm pack)
    fastapply data go-edits FOLDER -n 120 -o go.jsonl         # synthetic edits of real Go files
    fastapply data restyle pairs.jsonl -o dev.jsonl           # cut-style snippets (chunks cut anywhere)
    fastapply data restyle pairs.jsonl --style assistant -o dev.jsonl   # as chat assistants write them

Standalone: ``python -m fastapply.data.cli data real ...``. Each command prints one summary
line to stderr and returns 0, or 1 (source unusable) / 2 (bad arguments).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

from fastapply.data.mix import mix_tasks
from fastapply.data.real import tasks_from_folders, tasks_from_git, tasks_from_pypi
from fastapply.data.synthetic import synthetic_tasks
from fastapply.data.tasks import Task, read_tasks, write_tasks
from fastapply.data.windows import task_windows

DEFAULT_CACHE = "data/pypi_cache"


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``data`` command (and its subcommands) to a CLI's subparsers."""
    from fastapply.clihelp import add_command

    data = add_command(subparsers, "data", "build apply datasets (JSONL tasks)",
                       "\n".join(line.strip() for line in __doc__.split("\n\n")[1].splitlines()),
                       "Each command writes tasks (original, update snippet, final) to -o; "
                       "'fastapply data COMMAND --help' for its options.")
    commands = data.add_subparsers(dest="data_command", required=True, metavar="COMMAND")

    real = add_command(commands, "real", "edits between two folders (files paired by relative path)",
                       "fastapply data real --old v1/ --new v2/ -o real.jsonl")
    real.add_argument("--old", required=True, type=Path, help="folder with the old versions")
    real.add_argument("--new", required=True, type=Path, help="folder with the new versions")
    real.set_defaults(handler=_real)

    pypi = add_command(commands, "pypi", "edits between two released versions of a PyPI package",
                       "fastapply data pypi toolz 0.12.0 0.12.1 --cache data/pypi -o toolz.jsonl")
    pypi.add_argument("name", help="the package's name on PyPI")
    pypi.add_argument("old_version", help="the older release")
    pypi.add_argument("new_version", help="the newer release")
    pypi.add_argument("--cache", type=Path, default=Path(DEFAULT_CACHE), help="download folder (reused)")
    pypi.set_defaults(handler=_pypi)

    git = add_command(commands, "git", "edits from a git repository's history",
                      "fastapply data git path/to/repo --max-commits 200 -o git.jsonl")
    git.add_argument("repo", type=Path, help="a local git repository")
    git.add_argument("--max-commits", type=int, default=None, help="read only the newest N commits")
    git.set_defaults(handler=_git)

    synthetic = add_command(commands, "synthetic", "synthetic edits of files from a code corpus",
                            "fastapply data synthetic --corpus /usr/lib/python3.11 -n 2000 --seed 0 -o synthetic.jsonl")
    synthetic.add_argument("--corpus", required=True, type=Path, help="folder of source files")
    synthetic.add_argument("-n", type=int, default=1000, help="number of tasks (default 1000)")
    synthetic.set_defaults(handler=_synthetic)

    mix = add_command(commands, "mix", "mix real and synthetic tasks at a ratio",
                      "fastapply data mix --real real.jsonl --synthetic synthetic.jsonl --ratio 4 -o mix.jsonl")
    mix.add_argument("--real", required=True, type=Path, nargs="+", help="real task files")
    mix.add_argument("--synthetic", required=True, type=Path, nargs="+", help="synthetic task files")
    mix.add_argument("--ratio", type=float, default=4.0, help="synthetic tasks per real task (default 4)")
    mix.set_defaults(handler=_mix)

    windows = add_command(commands, "windows", "short windows around the changes of tasks (copy-dense)",
                          "fastapply data windows mix.jsonl --max-chars 2500 -o windows.jsonl")
    windows.add_argument("tasks", type=Path, nargs="+", help="task files")
    windows.add_argument("--max-chars", type=int, default=2500, help="longest window side in characters")
    windows.add_argument("--max-windows", type=int, default=4, help="windows per task at most")
    windows.set_defaults(handler=_windows)

    check = add_command(commands, "check", "merge every task's snippet and count exact round trips",
                        "fastapply data check real.jsonl --show 5")
    check.add_argument("tasks", type=Path, nargs="+", help="task files")
    check.add_argument("--show", type=int, default=0, metavar="K", help="print the first K failures")
    check.add_argument("--by-language", action="store_true",
                       help="print a JSON table per language: right, reported exact, wrong while exact, ...")
    check.set_defaults(handler=_check)

    archives = add_command(commands, "archives", "edits between two archives (sdists, npm tarballs)",
                           "fastapply data archives OLD.tgz NEW.tgz -o pairs.jsonl")
    archives.add_argument("old", type=Path, help="the older archive")
    archives.add_argument("new", type=Path, help="the newer archive")
    archives.set_defaults(handler=_archives)

    go = add_command(commands, "go-edits", "synthetic edits of the real Go files under a folder",
                     "fastapply data go-edits FOLDER -n 120 -o go.jsonl")
    go.add_argument("folder", type=Path, help="a folder with Go files")
    go.add_argument("-n", type=int, default=120, help="number of tasks (default 120)")
    go.set_defaults(handler=_go)

    restyle = add_command(commands, "restyle", "the same edits with new snippets (cut anywhere, or as chat "
                          "assistants write them)",
                          "fastapply data restyle pairs.jsonl --style assistant -o dev.jsonl")
    restyle.add_argument("tasks", type=Path, nargs="+", help="task files")
    restyle.add_argument("--style", choices=("cut", "assistant"), default="cut",
                         help="cut: chunks cut at arbitrary lines; assistant: a mix of chat-assistant habits")
    restyle.set_defaults(handler=_restyle)

    for command in (real, pypi, git, synthetic, mix, windows, archives, go, restyle):
        command.add_argument("-o", "--output", required=True, type=Path, help="output JSONL file")
        command.add_argument("--seed", type=int, default=0, help="seed for snippets and sampling")


def _write(command: str, tasks: list[Task], output: Path, extra: str = "") -> int:
    write_tasks(output, tasks)
    print(f"data {command}: {len(tasks)} tasks -> {output}{extra}", file=sys.stderr)
    return 0


def _real(args: argparse.Namespace) -> int:
    for folder in (args.old, args.new):
        if not folder.is_dir():
            print(f"data real: not a folder: {folder}", file=sys.stderr)
            return 2
    return _write("real", tasks_from_folders(args.old, args.new, args.seed), args.output)


def _pypi(args: argparse.Namespace) -> int:
    try:
        tasks = tasks_from_pypi(args.name, args.old_version, args.new_version, args.cache, args.seed)
    except RuntimeError as error:
        print(f"data pypi: {error}", file=sys.stderr)
        return 1
    return _write("pypi", tasks, args.output, f" ({args.name} {args.old_version} -> {args.new_version})")


def _git(args: argparse.Namespace) -> int:
    try:
        tasks = tasks_from_git(args.repo, args.max_commits, args.seed)
    except subprocess.CalledProcessError as error:
        message = error.stderr.decode(errors="replace").strip().splitlines()
        print(f"data git: git failed on {args.repo}: {message[-1] if message else error}", file=sys.stderr)
        return 1
    return _write("git", tasks, args.output)


def _synthetic(args: argparse.Namespace) -> int:
    if not args.corpus.is_dir():
        print(f"data synthetic: not a folder: {args.corpus}", file=sys.stderr)
        return 2
    tasks = synthetic_tasks(args.corpus, args.n, args.seed)
    kinds = Counter(kind for task in tasks for kind in task.meta["kinds"])
    return _write("synthetic", tasks, args.output, f" {dict(kinds.most_common())}")


def _mix(args: argparse.Namespace) -> int:
    if args.ratio <= 0:
        print(f"data mix: --ratio must be > 0, got {args.ratio}", file=sys.stderr)
        return 2
    real = [task for path in args.real for task in read_tasks(path)]
    synthetic = [task for path in args.synthetic for task in read_tasks(path)]
    tasks, stats = mix_tasks(real, synthetic, args.ratio, args.seed)
    write_tasks(args.output, tasks)
    print(f"data mix: {len(tasks)} tasks -> {args.output} {json.dumps(stats)}", file=sys.stderr)
    return 0


def _windows(args: argparse.Namespace) -> int:
    if args.max_chars < 1 or args.max_windows < 1:
        print("data windows: --max-chars and --max-windows must be >= 1", file=sys.stderr)
        return 2
    tasks = [task for path in args.tasks for task in read_tasks(path)]
    return _write("windows", task_windows(tasks, args.seed, args.max_chars, args.max_windows), args.output,
                  f" (from {len(tasks)} tasks)")


def _archives(args: argparse.Namespace) -> int:
    from fastapply.data.devset import archive_tasks

    return _write("archives", archive_tasks(args.old, args.new), args.output)


def _go(args: argparse.Namespace) -> int:
    from fastapply.data.devset import go_tasks

    return _write("go-edits", go_tasks(args.folder, args.n, args.seed), args.output)


def _restyle(args: argparse.Namespace) -> int:
    from fastapply.data.assistant import restyle_assistant
    from fastapply.data.cut import restyle

    tasks = [task for path in args.tasks for task in read_tasks(path)]
    out = (restyle_assistant if args.style == "assistant" else restyle)(tasks, args.seed)
    return _write("restyle", out, args.output, f" ({args.style} style, {len(tasks) - len(out)} edits skipped)")


def _check(args: argparse.Namespace) -> int:
    from fastapply.apply.merge import merge

    tasks = [task for path in args.tasks for task in read_tasks(path)]
    if args.by_language:
        from fastapply.data.devset import score_merges

        print(json.dumps(score_merges(tasks, merge)))
    confidence: Counter = Counter()
    failures = []
    for task in tasks:
        result = merge(task.original, task.update)
        confidence[result.confidence] += 1
        if result.text != task.final:
            failures.append((task, result))
    for task, result in failures[: args.show]:
        print(f"--- {task.path} {task.meta.get('kinds')} {result.confidence} {list(result.reasons)}\n{task.update}")
    exact = len(tasks) - len(failures)
    rate = exact / len(tasks) if tasks else 0.0
    print(f"data check: {exact}/{len(tasks)} exact round trips ({rate:.3f}); confidence {dict(confidence)}",
          file=sys.stderr)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="fastapply", description="fastapply dataset builders")
    register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return args.handler(args)


if __name__ == "__main__":
    sys.exit(main())
