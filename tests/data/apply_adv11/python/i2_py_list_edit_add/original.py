import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_pytest(extra):
    cmd = [
        sys.executable,
        "-m",
        "pytest",
        "tests/",
        "--maxfail=1",
        "-q",
    ]
    cmd.extend(extra)
    return subprocess.call(cmd, cwd=ROOT)


def run_ruff():
    return subprocess.call(["ruff", "check", "src", "tests"], cwd=ROOT)


def main(argv):
    if argv and argv[0] == "lint":
        return run_ruff()
    return run_pytest(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
