"""Dataset builders: apply tasks from real edits (folders, PyPI releases, git) and synthetic edits."""

from fastapply.data.tasks import Task, read_tasks, write_tasks

__all__ = ["Task", "read_tasks", "write_tasks"]
