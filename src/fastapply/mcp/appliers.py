"""Who applies an edit: the deterministic merge (default), a local model, or a running `fastapply serve`.

Each applier is a callable ``(original, update, instruction, language) -> ApplyResult`` (``language``: the
file's, from its name, or None: guessed from the text) that raises
``ApplyError`` / ``MergeError`` when the edit does not fit the file (the agent's edit is at fault) and
``EngineError`` when the engine itself failed (a server that cannot be reached, a wrong key, a merge
past ``--apply-timeout``: ``MergeTimedOut``). An ambiguous merge comes back as a result with
``merge_confidence == "ambiguous"``: refusing it is the caller's rule (:mod:`.edits`), the same for
every engine. The merge (the answer, or a local model's draft) runs in a worker process that is killed
past its budget (:mod:`.workers`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from ..apply.api import ApplyError, ApplyResult, apply_edit
from ..apply.merge import MergeResult, merge
from ..server.merge_process import merge_only
from .errors import EngineError, MergeTimedOut
from .workers import MergeWorkers

if TYPE_CHECKING:
    from ..config import EngineConfig

Applier = Callable[[str, str, str, str | None], ApplyResult]


@dataclass(frozen=True, slots=True)
class EngineSettings:
    model: str | None = None  # a local model (HF id or folder): it writes the file, the merge drafts
    server_url: str | None = None  # a running `fastapply serve`: its /v1/apply answers
    api_key: str | None = None  # for server_url
    template: str = "plain"  # the local model's prompt format
    device: str | None = None
    engine_config: EngineConfig | None = None
    timeout: float = 600.0  # seconds an HTTP apply may take
    apply_timeout: float = 5.0  # seconds a merge may take (its worker process is killed then)

    def __post_init__(self) -> None:
        if self.model is not None and self.server_url is not None:
            raise ValueError("give a local model or a server URL, not both")
        if self.timeout <= 0:
            raise ValueError(f"timeout must be > 0 seconds, got {self.timeout}")
        if self.apply_timeout <= 0:
            raise ValueError(f"apply_timeout must be > 0 seconds, got {self.apply_timeout}")

    @property
    def name(self) -> str:
        if self.server_url is not None:
            return f"the fastapply server at {self.server_url}"
        return f"the model {self.model}" if self.model is not None else "the deterministic merge"


def make_applier(settings: EngineSettings, workers: MergeWorkers | None = None) -> Applier:
    """The applier for ``settings``; a local model is loaded here, so a bad one fails at start-up.
    ``workers``: where the merges run (default: a pool within ``settings.apply_timeout``)."""
    if settings.server_url is not None:
        return RemoteApplier(settings.server_url, settings.api_key, settings.timeout)
    workers = workers or MergeWorkers(settings.apply_timeout)
    workers.start()
    if settings.model is not None:
        return ModelApplier(settings, workers)
    return MergeApplier(workers)


class MergeApplier:
    """The deterministic merge, in a worker process; ``merge``: a picklable ``(original, update, language) ->
    ApplyResult`` (the merge itself by default)."""

    def __init__(self, workers: MergeWorkers, merge: Callable[[str, str, str | None], ApplyResult] = merge_only
                 ) -> None:
        self.workers, self.merge = workers, merge

    def __call__(self, original: str, update: str, instruction: str, language: str | None = None) -> ApplyResult:
        return self.workers.run(self.merge, original, update, language)


class ModelApplier:
    """A local model; one edit at a time (the engine is not shared between threads). Its draft, the merge,
    runs in a worker process: past the budget the original drafts instead."""

    def __init__(self, settings: EngineSettings, workers: MergeWorkers) -> None:
        from ..apply.api import resolve_engine

        self.settings, self.workers = settings, workers
        self.engine = resolve_engine(settings.model, settings.device, config=settings.engine_config)
        self.lock = threading.Lock()

    def __call__(self, original: str, update: str, instruction: str, language: str | None = None) -> ApplyResult:
        try:
            merged = self.workers.run(partial(merge, language=language), original, update)
        except MergeTimedOut as error:
            merged = MergeResult(None, "failed", (str(error),))
        with self.lock:
            return apply_edit(original, update, engine="model", model=self.engine, template=self.settings.template,
                              instruction=instruction, merged=merged, language=language)


class RemoteApplier:
    """``POST {url}/v1/apply`` on a running `fastapply serve` (its ``--apply-engine`` decides who answers)."""

    def __init__(self, url: str, api_key: str | None, timeout: float) -> None:
        url = url.rstrip("/")
        self.url = url[: -len("/v1")] if url.endswith("/v1") else url
        self.headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self.timeout = timeout

    def __call__(self, original: str, update: str, instruction: str, language: str | None = None) -> ApplyResult:
        import httpx

        body = {"original": original, "update": update, "instruction": instruction, "allow_ambiguous": True}
        if language is not None:
            body["language"] = language
        try:
            response = httpx.post(f"{self.url}/v1/apply", json=body, headers=self.headers, timeout=self.timeout)
            answer = response.json()
        except (httpx.HTTPError, ValueError) as error:
            raise EngineError(f"the apply server at {self.url} did not answer: {error}") from error
        if response.status_code == 200 and isinstance(answer, dict) and isinstance(answer.get("text"), str):
            return ApplyResult(answer["text"], answer.get("method", "merge"), answer.get("merge_confidence", "exact"),
                               tuple(answer.get("merge_reasons") or ()), answer.get("draft"),
                               changed=answer.get("changed", answer["text"] != original))
        error = answer.get("error") if isinstance(answer, dict) else None
        message = error.get("message") if isinstance(error, dict) else None
        message = message or response.text[:500]
        param = error.get("param") if isinstance(error, dict) else None
        if response.status_code == 422 or (response.status_code == 400 and param in ("update", "original")):
            raise ApplyError(message)  # the edit's fault: a snippet that is empty or does not fit
        raise EngineError(f"the apply server at {self.url} answered {response.status_code}: {message}")
