"""The apply routes' two paths: the merge as the answer, or the model's answer drafted from the merge.

Either way the merge runs in the merge processes (merging.py), within ``--apply-timeout``, never on
the event loop or the engine thread.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from ..apply.api import ApplyError, ApplyResult, apply_edit
from ..apply.merge import MergeError, MergeResult
from .errors import APIError, bad_request, no_model_error
from .limits import check_chars
from .merging import MergeRunner
from .protocol import ApplyRequest
from .serving import ServerConfig
from .worker import Job, Worker

if TYPE_CHECKING:
    from ..engine import Engine


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
        merged = await merges.draft(request.original, request.update, config.apply_timeout, request.language)
    if merged is None:
        merged = MergeResult(None, "failed", (f"the merge ran past {config.apply_timeout:g} s (--apply-timeout)",))
    return worker.submit(apply_work(request, config, stream, merged), config.timeout)


def apply_work(request: ApplyRequest, config: ServerConfig, stream: bool = False,
               merged: MergeResult | None = None) -> Callable[[Engine, Job], None]:
    """Work for the model's apply: events 'delta' (the file as it settles, when streaming)..., 'done' with an
    ApplyResult; 422 as apply_errors says. ``merged``: the merge, run in the merge processes (applying.py)."""

    def work(engine: Engine | None, job: Job) -> None:
        choice = apply_engine_of(request, config, engine)
        if choice != "merge":  # the model reads both texts: a cheap bound before tokenising them
            check_chars(len(request.original) + len(request.update) + len(request.instruction), "original",
                        engine, None)
        on_text = (lambda text: job.emit("delta", text)) if stream else None
        # an empty original drafts nothing (apply_edit would refuse an empty prediction): the merge, the
        # new file itself, drafts instead; the draft only speeds decoding, the answer is the same
        draft = "merge" if not request.original and merged is not None and merged.text else request.draft
        with apply_errors():
            result = apply_edit(request.original, request.update, engine=choice, model=engine,
                                template=request.template or config.apply_template, draft=draft,
                                instruction=request.instruction, num_draft_tokens=request.num_draft_tokens,
                                max_tokens=request.max_tokens, on_progress=lambda stats, produced: job.check(),
                                on_text=on_text, merged=merged, language=request.language)
        if result.method == "merge":
            refuse_ambiguous(result, request.allow_ambiguous)
            if on_text is not None and result.text:
                on_text(result.text)
        job.emit("done", result)

    return work


@contextmanager
def apply_errors() -> Iterator[None]:
    """apply_edit's errors as API errors: 400 for a bad snippet or template, 422 when it does not fit."""
    try:
        yield
    except MergeError as error:
        raise bad_request(str(error), "update") from error
    except ApplyError as error:
        raise APIError(422, str(error), param="update", code="apply_failed") from error
    except (KeyError, ValueError) as error:  # an unknown template, a prompt too long for the model...
        raise bad_request(str(error.args[0]) if error.args else type(error).__name__) from error


def apply_engine_of(request: ApplyRequest, config: ServerConfig, engine: Engine | None) -> str:
    """The engine that answers an apply request: its own choice, else the server's --apply-engine;
    a server without a model answers with the merge (and 503 to an explicit "model")."""
    choice = request.engine or config.apply_engine
    if engine is None:
        if choice == "model":
            raise no_model_error()
        return "merge"
    return choice


def refuse_ambiguous(result, allow: bool) -> None:
    """422 ``ambiguous_merge`` for a merge that may have edited the wrong place, unless allowed."""
    if result.merge_confidence == "ambiguous" and not allow:
        raise APIError(422, "The merge is ambiguous (" + "; ".join(result.merge_reasons) + "), so it may have "
                       "edited the wrong place; nothing applied. Give the snippet more unchanged lines around the "
                       "edit, or send allow_ambiguous: true to accept it.", param="update", code="ambiguous_merge")
