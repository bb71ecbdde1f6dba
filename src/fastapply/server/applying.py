"""The apply routes' two paths: the merge as the answer, or the model's answer drafted from the merge.

Either way the merge runs in the merge processes (merging.py), within ``--apply-timeout``, never on
the event loop or the engine thread.
"""

from __future__ import annotations

from ..apply.api import ApplyResult
from ..apply.merge import MergeResult
from .limits import check_chars
from .merging import MergeRunner
from .protocol import ApplyRequest
from .serving import ServerConfig, apply_errors, apply_work, refuse_ambiguous
from .worker import Job, Worker


async def merge_answer(merges: MergeRunner, request: ApplyRequest) -> ApplyResult:
    """The merge as the answer: 400 for a bad snippet, 408 past the budget, 422 when it does not fit or
    is ambiguous (unless allowed)."""
    with apply_errors():
        result = await merges.run(request)
    refuse_ambiguous(result, request.allow_ambiguous)
    return result


async def model_apply(request: ApplyRequest, config: ServerConfig, worker: Worker, merges: MergeRunner,
                      stream: bool = False) -> Job:
    """The model's apply, queued on the engine worker once its texts pass the cheap size bound and the
    merge (its draft) has run; a merge past ``--apply-timeout`` leaves the original as the draft."""
    check_chars(len(request.original) + len(request.update) + len(request.instruction), "original", worker.engine,
                None)
    with apply_errors():
        merged = await merges.draft(request.original, request.update, config.apply_timeout)
    if merged is None:
        merged = MergeResult(None, "failed", (f"the merge ran past {config.apply_timeout:g} s (--apply-timeout)",))
    return worker.submit(apply_work(request, config, stream, merged), config.timeout)
