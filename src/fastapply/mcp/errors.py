"""Errors of an edit that are not the edit's fault: the engine failed, or ran out of time."""

from __future__ import annotations


class EngineError(RuntimeError):
    """The apply engine failed for a reason that is not the edit's (unreachable server, bad key...)."""


class MergeTimedOut(EngineError):
    """The merge ran past its budget (``--apply-timeout``) and was stopped."""
