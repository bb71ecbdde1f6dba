"""Every command explains itself: a description and an example, help and a default for every option."""

from __future__ import annotations

import argparse
import subprocess
import sys

import pytest

from fastapply.cli import build_parser

COMMANDS = ("generate", "bench", "train", "finetune", "serve", "apply", "data", "eval", "mcp")


def commands(parser: argparse.ArgumentParser, prefix: tuple[str, ...] = ()):
    """(command path, parser) for every subcommand under ``parser``, nested ones included."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield prefix + (name,), sub
                yield from commands(sub, prefix + (name,))


ALL = dict(commands(build_parser()))


def test_every_command_is_walked():
    assert {path[0] for path in ALL} == set(COMMANDS)
    assert ("data", "restyle") in ALL


@pytest.mark.parametrize("path", sorted(ALL), ids=" ".join)
def test_every_command_has_a_description_and_an_example(path):
    parser = ALL[path]
    assert parser.description and parser.description.strip(), path
    assert parser.epilog and "example:" in parser.epilog and f"fastapply {' '.join(path)}" in parser.epilog, path


@pytest.mark.parametrize("path", sorted(ALL), ids=" ".join)
def test_every_option_and_argument_has_help(path):
    missing = [action.dest for action in ALL[path]._actions
               if not isinstance(action, argparse._SubParsersAction)
               and (not action.help or action.help == argparse.SUPPRESS or not action.help.strip())]
    assert missing == [], f"fastapply {' '.join(path)}: options without help: {missing}"


@pytest.mark.parametrize("path", sorted(ALL), ids=" ".join)
def test_every_default_is_shown(path):
    formatter = ALL[path]._get_formatter()
    for action in ALL[path]._actions:
        if action.default in (None, False, [], "", argparse.SUPPRESS) or not action.option_strings \
                or action.nargs == 0:
            continue
        assert "default" in formatter._get_help_string(action).lower(), (path, action.dest)


def test_defaults_and_required_options_show_in_the_help_text():
    done = subprocess.run([sys.executable, "-m", "fastapply.cli", "generate", "--help"], capture_output=True,
                          text=True, timeout=120)
    text = " ".join(done.stdout.split())
    assert done.returncode == 0
    assert "the most tokens to generate (default: 256)" in text and "(default: none)" in text
    assert "example: fastapply generate --model" in text
    usage = " ".join(subprocess.run([sys.executable, "-m", "fastapply.cli", "bench", "--help"], capture_output=True,
                                    text=True, timeout=120).stdout.split())
    assert "--model MODEL" in usage and "[--model" not in usage  # required: no brackets


def test_an_option_added_without_help_is_caught():
    parser = build_parser()
    apply = dict(commands(parser))[("apply",)]
    apply.add_argument("--new-option", default=3)
    missing = [action.dest for action in apply._actions if not action.help]
    assert missing == ["new_option"]
