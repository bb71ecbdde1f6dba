"""Which files an edit may touch: those inside the roots the client grants, and inside ``--root``.

A path is judged by the file it really names: ``..`` and every symlink (of the file or of a folder
on the way) are resolved first, so a link inside a root that points outside it is outside. Relative
paths are taken from the first root the client grants, else the first ``--root``, else the working
directory (never the filesystem's root: a client that starts servers in ``/`` must grant roots or
pass ``--root``).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlparse


class OutsideRoots(ValueError):
    """The path names a file outside the folders this server may edit (or names no file at all)."""


def real_folder(path: str | Path) -> Path:
    return Path(os.path.realpath(os.path.abspath(path)))


def folders_of_uris(uris: Iterable[str]) -> tuple[Path, ...]:
    """The local folders among MCP root URIs (``file:///...``); other schemes name no local folder."""
    folders = []
    for uri in uris:
        parsed = urlparse(str(uri))
        if parsed.scheme == "file" and parsed.netloc in ("", "localhost") and parsed.path:
            folders.append(real_folder(unquote(parsed.path)))
    return tuple(folders)


@dataclass(frozen=True, slots=True)
class Workspace:
    """``granted``: the client's roots (none when it grants none); ``fixed``: ``--root`` folders (none
    when not given). A path must lie inside both sets that are present; with neither, inside the
    working directory."""

    granted: tuple[Path, ...] = ()
    fixed: tuple[Path, ...] = ()

    @property
    def limits(self) -> list[tuple[Path, ...]]:
        limits = [roots for roots in (self.granted, self.fixed) if roots]
        if limits:
            return limits
        folder = real_folder(os.getcwd())
        if folder == Path(folder.anchor):  # some clients start servers in "/": that bounds nothing
            raise OutsideRoots(f"this server runs in {folder} and the client grants no roots, so it edits no file: "
                               "start it with --root PROJECT_FOLDER (see docs/agents.md)")
        return [(folder,)]

    @property
    def base(self) -> Path:
        """The folder a relative path starts from."""
        return self.limits[0][0]

    def describe(self) -> str:
        return " and ".join("one of " + ", ".join(map(str, roots)) if len(roots) > 1 else str(roots[0])
                            for roots in self.limits)

    def confine(self, target: str) -> Path:
        """The real file ``target`` names (symlinks followed), or OutsideRoots."""
        if not target.strip():
            raise OutsideRoots("target_file is empty: give the path of the file to edit")
        if "\0" in target:
            raise OutsideRoots("target_file contains a NUL character")
        given = Path(target)
        real = Path(os.path.realpath(given if given.is_absolute() else self.base / given))
        for roots in self.limits:
            if not any(real.is_relative_to(root) for root in roots):
                via = "" if real == Path(os.path.abspath(self.base / given)) else f" (it resolves to {real})"
                raise OutsideRoots(f"{target} is outside the folders this server may edit{via}; "
                                   f"give a path inside {self.describe()}")
        return real

    def display(self, real: Path) -> str:
        """``real`` relative to the root that holds it (for diffs and messages)."""
        for root in self.limits[0]:
            if real.is_relative_to(root):
                return str(real.relative_to(root))
        return str(real)
