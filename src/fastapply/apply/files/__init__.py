"""The file side of apply: reading a source file safely, and replacing it atomically (a failed write changes
nothing). Writing a file never lies in the merge: the merge hands over text, these modules put it on disk.

- :mod:`.sourcetext`: bounded reads, encodings, line endings (``SourceText``, ``FileError``);
- :mod:`.editing`: the locked read-modify-write of a file (``edit_file``), ``write_atomic``, ``read_source``;
- :mod:`.safewrite`: unnamed temp files, owner / mode / xattr copy, stale-temp cleanup;
- :mod:`.journal`: backups of in-place rewrites (files that must keep their inode), undone after a crash;
- :mod:`.patch`: the unified diff ``git apply`` takes.
"""

from .editing import (DEFAULT_MAX_FILE_BYTES, Editing, FileError, SourceText, decode_source, edit_file, read_source,
                      resolve_target, write_atomic)

__all__ = ["DEFAULT_MAX_FILE_BYTES", "Editing", "FileError", "SourceText", "decode_source", "edit_file",
           "read_source", "resolve_target", "write_atomic"]
