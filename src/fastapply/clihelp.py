"""How every `fastapply` command presents itself: a one-line description, an example, and each option's default."""

from __future__ import annotations

import argparse
import shutil
import textwrap


class HelpFormatter(argparse.RawDescriptionHelpFormatter, argparse.ArgumentDefaultsHelpFormatter):
    """Descriptions and examples keep their line breaks; an option's help ends with its default.

    The default is left out where it says nothing (``None``, an empty list, a flag) or where the help
    already tells it in words.
    """

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        flag = action.nargs == 0  # store_true / store_false: the flag's own help says what it changes
        if flag or action.default in (None, False, [], "", argparse.SUPPRESS) or "default" in text.lower():
            return text
        return super()._get_help_string(action)


def add_command(subparsers, name: str, summary: str, example: str, description: str = "",
                **kwargs) -> argparse.ArgumentParser:
    """A subcommand whose help line is ``summary`` and whose ``--help`` shows it, ``description`` (one paragraph,
    wrapped) and ``example`` (a command line, or several on their own lines)."""
    paragraphs = [summary[0].upper() + summary[1:] + "."] + ([description] if description else [])
    width = max(shutil.get_terminal_size().columns - 2, 40)  # as argparse wraps the options
    text = "\n\n".join(textwrap.fill(paragraph, width) for paragraph in paragraphs)
    return subparsers.add_parser(name, help=summary, description=text, formatter_class=HelpFormatter,
                                 epilog="example:\n" + textwrap.indent(example, "  "), **kwargs)
