"""Prompt templates for apply models: how (original, update) becomes a prompt, and the file comes back out.

Each template fixes how the model's answer is framed: ``answer_prefix + final + answer_suffix`` (plus
``eos`` for the plain format) is exactly what a model trained on it emits, so that string is also the
prediction to draft from. ``extract`` inverts it byte for byte::

    >>> t = get_template("fastapply")
    >>> t.extract(t.answer_prefix + "x = 1\\n" + t.answer_suffix)
    'x = 1\\n'
    >>> t.extract("<updated-code>x = 1\\n</updated-code>\\nDone: I renamed it.")
    'x = 1\\n'

``extract`` also accepts what models emit around that frame: chatter after the closing tag, a missing or
cut-off closing tag (generation stopped), a surrounding Markdown code fence. It never touches the file's
own whitespace. The one text it cannot return unchanged is a file that is itself a single fenced block.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["PLAIN_SPECIAL_TOKENS", "TEMPLATES", "ApplyTemplate", "SettledText", "get_template"]

PLAIN_SPECIAL_TOKENS = ("<|original|>", "<|update|>", "<|final|>", "<|end|>")

FASTAPPLY_SYSTEM = (
    "You are a coding assistant that helps merge code updates, "
    "ensuring every modification is fully integrated."
)
FASTAPPLY_USER = (
    "Merge all changes from the <update> snippet into the <code> below.\n"
    "- Preserve the code's structure, order, comments, and indentation exactly.\n"
    "- Output only the updated code, enclosed within <updated-code> and </updated-code> tags.\n"
    "- Do not include any additional text, explanations, placeholders, ellipses, or code fences.\n\n"
    "<code>{original}</code>\n\n<update>{update}</update>\n\nProvide the complete updated code."
)
RELACE_USER = "<instruction>{instruction}</instruction>\n<code>{original}</code>\n<update>{update}</update>"
PLAIN_PROMPT = "<|original|>{original}<|update|>{update}<|final|>"

_FIELD = re.compile(r"\{(original|update|instruction)\}")
_OPENING_FENCE = re.compile(r"\A\s*(`{3,}|~{3,})[^\n`]*\n")


@dataclass(frozen=True, slots=True)
class ApplyTemplate:
    """One prompt format; ``system`` and ``user`` hold ``{original}``, ``{update}`` and ``{instruction}``."""

    name: str
    chat: bool  # True: rendered with the tokenizer's chat template from messages()
    answer_prefix: str  # the model's answer starts with this
    answer_suffix: str  # ... and ends with this ("" when unframed)
    user: str
    system: str = ""
    eos: str = ""  # the end token a non-chat model emits after the answer (plain: "<|end|>")

    def messages(self, original: str, update: str, instruction: str = "") -> list[dict[str, str]]:
        """Chat messages: the system message (if any) and the user message with the fields filled in."""
        values = {"original": original, "update": update, "instruction": instruction}
        system = [{"role": "system", "content": _fill(self.system, values)}] if self.system else []
        return [*system, {"role": "user", "content": _fill(self.user, values)}]

    def render(self, original: str, update: str, instruction: str = "", tokenizer=None) -> str:
        """The prompt text. Chat templates use ``tokenizer.apply_chat_template`` when the tokenizer has a chat
        template, else ChatML; the plain template is its user text as is."""
        messages = self.messages(original, update, instruction)
        if not self.chat:
            return messages[-1]["content"]
        if tokenizer is not None and getattr(tokenizer, "chat_template", None):
            return tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
        turns = "".join(f"<|im_start|>{m['role']}\n{m['content']}<|im_end|>\n" for m in messages)
        return turns + "<|im_start|>assistant\n"

    def extract(self, output: str) -> str:
        """The file inside a model's answer (see the module docstring)."""
        text, _ = self.unframe(output)
        return _unfence(text) if self.chat else text

    def unframe(self, output: str) -> tuple[str, bool]:
        """The answer without its frame (end token, prefix, suffix) and whether the prefix was there."""
        text, found = output, not self.answer_prefix
        if self.eos and self.eos in text:
            text = text[: text.index(self.eos)]
        if self.answer_prefix and self.answer_prefix in text:
            text, found = text[text.index(self.answer_prefix) + len(self.answer_prefix) :], True
        if self.answer_suffix:
            text = _cut_suffix(text, self.answer_suffix)
        return text, found


def _fill(text: str, values: dict[str, str]) -> str:
    """Fill the fields in one pass, so that braces inside the values stay verbatim."""
    return _FIELD.sub(lambda match: values[match[1]], text)


def _cut_suffix(text: str, suffix: str) -> str:
    """``text`` before the last ``suffix``; without one, minus a cut-off start of it (at least two chars)."""
    if suffix in text:
        return text[: text.rindex(suffix)]
    for size in range(len(suffix) - 1, 1, -1):
        if text.endswith(suffix[:size]):
            return text[:-size]
    return text


def _unfence(text: str) -> str:
    """The body of a Markdown code fence around ``text`` (its closing fence may be missing); else ``text``.

    The body keeps its final newline: ``"```py\\nx\\n```"`` gives ``"x\\n"``."""
    opening = _OPENING_FENCE.match(text)
    if opening is None:
        return text
    body = text[opening.end() :]
    closings = list(re.finditer(rf"^{re.escape(opening[1])}[ \t]*$", body, re.MULTILINE))
    return body[: closings[-1].start()] if closings else body


class SettledText:
    """The file inside a model's answer while the answer streams in, in pieces that never change.

    ``push(delta)`` returns the newly settled part of ``template.extract(answer so far)``, ``finish()``
    the rest once the answer is complete; the pieces concatenate to ``template.extract(whole answer)``.
    Settled: the complete lines of the unframed answer, once the prefix (if the template has one) has
    appeared and, for chat templates, once a non-blank line is complete (it decides whether the answer
    is a Markdown fence). Unframing cuts at the first end token and prefix and before the last suffix,
    and the fence's closing is the last closing line, so these lines only ever grow."""

    def __init__(self, template: ApplyTemplate) -> None:
        self.template, self.answer, self.sent = template, "", ""

    def push(self, delta: str) -> str:
        self.answer += delta
        text, found = self.template.unframe(self.answer)
        lines = text[: text.rfind("\n") + 1]
        if not found or (self.template.chat and not lines.strip()):
            return ""
        return self._send(_unfence(lines) if self.template.chat else lines)

    def finish(self) -> str:
        return self._send(self.template.extract(self.answer))

    def _send(self, text: str) -> str:
        if not text.startswith(self.sent):  # impossible by the argument above; tested on random answers
            raise RuntimeError("streamed text would change: extraction is not monotone for this answer")
        piece, self.sent = text[len(self.sent) :], text
        return piece


TEMPLATES: dict[str, ApplyTemplate] = {
    "fastapply": ApplyTemplate(
        "fastapply", True, "<updated-code>", "</updated-code>", FASTAPPLY_USER, system=FASTAPPLY_SYSTEM
    ),
    "relace": ApplyTemplate("relace", True, "", "", RELACE_USER),
    "plain": ApplyTemplate("plain", False, "", "", PLAIN_PROMPT, eos=PLAIN_SPECIAL_TOKENS[-1]),
}


def get_template(name: str) -> ApplyTemplate:
    """The named template; ValueError listing the valid names otherwise."""
    try:
        return TEMPLATES[name]
    except KeyError:
        raise ValueError(f"unknown apply template {name!r}; valid: {', '.join(sorted(TEMPLATES))}") from None
