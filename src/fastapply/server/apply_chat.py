"""Speculative edits for chat requests in an apply format, without a ``prediction`` field.

Relace / Morph clients send the apply task as a chat message, ``<instruction>..</instruction>
<code>..</code> <update>..</update>`` (instruction optional); this project's chat templates
(``apply.templates``) are recognised too. When the last user message is such a message and the
request has no ``prediction``, the server drafts from the merge of code and update (the code when
the merge is not sure), framed as the template's answer, exactly as if the client had sent it as
the prediction. The answer is still the model's own: drafting changes the speed, never the text.
Such a request that names no ``temperature`` is decoded greedily (an apply has one right answer).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..apply.merge import MergeError, merge
from ..apply.templates import TEMPLATES, ApplyTemplate
from .apply_format import Scan, TemplateFormat, match_relace
from .protocol import ChatCompletionRequest, ChatMessage, Prediction

if TYPE_CHECKING:
    from .merging import MergeRunner
    from .serving import ServerConfig

MERGE_BUDGET_SECONDS = 2.0  # a slower merge drafts from the code instead (the output is the same)


@dataclass(frozen=True, slots=True)
class ApplyMessage:
    original: str
    update: str
    template: ApplyTemplate  # how the model is expected to frame its answer


FORMATS = [(TemplateFormat.of(template), template) for template in TEMPLATES.values()
           if template.chat and template.name != "relace"]


def find_apply_message(messages: list[ChatMessage]) -> ApplyMessage | None:
    """The apply task in the last user message, if that message is in an apply format."""
    user = next((message for message in reversed(messages) if message.role == "user"), None)
    content = user.content if user is not None else None
    if isinstance(content, list):
        if any(part.type != "text" or part.text is None for part in content):
            return None
        content = "".join(part.text for part in content)
    if not content:
        return None
    return match_apply_format(content)


def match_apply_format(content: str, scan: Scan | None = None) -> ApplyMessage | None:
    """``content`` as an apply task (Relace / Morph's format, then each chat template's), in linear time
    (apply_format.py; ``scan`` counts the work)."""
    scan = scan or Scan(content)
    if (fields := match_relace(scan)) is not None:
        return ApplyMessage(fields.original, fields.update, TEMPLATES["relace"])
    for form, template in FORMATS:
        if (found := form.match(scan)) is not None:
            return ApplyMessage(found["original"], found["update"], template)
    return None


def draft_for(found: ApplyMessage) -> str:
    """The new file as the merge sees it when it is sure, else the code as it is."""
    try:
        merged = merge(found.original, found.update)
    except MergeError:  # an empty update
        return found.original
    return merged.text if merged.sure else found.original


async def _draft(found: ApplyMessage, merges: MergeRunner | None) -> str:
    """draft_for off the event loop; a merge that takes too long only costs the better draft."""
    if merges is None:
        try:
            return await asyncio.wait_for(asyncio.to_thread(draft_for, found), MERGE_BUDGET_SECONDS)
        except asyncio.TimeoutError:
            return found.original
    try:
        merged = await merges.draft(found.original, found.update, MERGE_BUDGET_SECONDS)
    except MergeError:  # an empty update
        return found.original
    return merged.text if merged is not None and merged.sure else found.original


def _eligible(request: ChatCompletionRequest) -> bool:
    """No prediction of its own, no other drafting asked for, nothing a prediction would make invalid."""
    method = request.speculation.method if request.speculation is not None else None
    return (request.prediction is None and method in (None, "prediction") and not request.tools
            and not request.functions and not request.logprobs and not request.top_logprobs
            and not request.presence_penalty and not request.frequency_penalty and request.n in (None, 1))


async def with_apply_defaults(request: ChatCompletionRequest, config: ServerConfig,
                              merges: MergeRunner | None = None) -> ChatCompletionRequest:
    """``request`` as an apply: greedy unless it names a temperature (an apply has one right answer), and,
    when it qualifies (``config.auto_prediction``), with the apply draft as its prediction. The server's
    merges run in ``merges``' processes (stopped past the budget); without, on a thread."""
    found = find_apply_message(request.messages)
    if found is None:
        return request
    if request.temperature is None:
        request = request.model_copy(update={"temperature": 0.0})
    if not config.auto_prediction or not _eligible(request):
        return request
    draft = await _draft(found, merges)
    if not draft:
        return request
    text = found.template.answer_prefix + draft + found.template.answer_suffix  # what the model should answer
    return request.model_copy(update={"prediction": Prediction(type="content", content=text)})
