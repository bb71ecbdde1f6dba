"""Prompt templates for apply models, selectable by name, and robust answer extraction.

Each template defines the prompt and the answer format ``answer_prefix + FILE + answer_suffix``,
so that a prediction for speculative edits is ``answer_prefix + draft + answer_suffix`` and
``extract(answer_prefix + F + answer_suffix) == F`` for every file F.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

PLAIN_SPECIAL_TOKENS = ("<|original|>", "<|update|>", "<|final|>", "<|end|>")

FASTAPPLY_SYSTEM = (
    "You are a coding assistant that helps merge code updates, ensuring every modification is fully integrated."
)
FASTAPPLY_USER = (
    "Merge all changes from the <update> snippet into the <code> below.\n"
    "- Preserve the code's structure, order, comments, and indentation exactly.\n"
    "- Output only the updated code, enclosed within <updated-code> and </updated-code> tags.\n"
    "- Do not include any additional text, explanations, placeholders, ellipses, or code fences.\n\n"
    "<code>{original}</code>\n\n<update>{update}</update>\n\nProvide the complete updated code."
)
RELACE_USER = "<instruction>{instruction}</instruction>\n<code>{original}</code>\n<update>{update}</update>"
FENCE = re.compile(r"^```[\w+#.-]*[ \t]*\n(.*?)(?:\n```[ \t]*(?:\n.*)?)?\Z", re.DOTALL)


def _chatml(messages: list[dict[str, str]]) -> str:
    turns = "".join(f"<|im_start|>{m['role']}\n{m['content']}<|im_end|>\n" for m in messages)
    return turns + "<|im_start|>assistant\n"


def _strip_fence(text: str) -> str:
    """Remove one surrounding Markdown code fence (and chatter after it), if the text is fenced."""
    match = FENCE.match(text.lstrip("\n")) if text.lstrip("\n").startswith("```") else None
    if match is None:
        return text
    body = match.group(1)
    return body if body.endswith("\n") else body + "\n"


@dataclass(frozen=True, slots=True)
class ApplyTemplate:
    name: str
    chat: bool  # rendered through the tokenizer's chat template from messages()
    answer_prefix: str
    answer_suffix: str
    system: str = ""
    user: str = ""
    close_tag: str = ""  # the tag ending the file in the answer, if any

    def messages(self, original: str, update: str, instruction: str = "") -> list[dict[str, str]]:
        content = (self.user.replace("{instruction}", instruction or "Apply the update.")
                   .replace("{original}", original).replace("{update}", update))
        system = [{"role": "system", "content": self.system}] if self.system else []
        return [*system, {"role": "user", "content": content}]

    def render(self, original: str, update: str, instruction: str = "", tokenizer=None) -> str:
        if not self.chat:
            return f"<|original|>{original}<|update|>{update}<|final|>"
        messages = self.messages(original, update, instruction)
        if tokenizer is not None and getattr(tokenizer, "chat_template", None):
            return tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
        return _chatml(messages)

    def extract(self, output: str) -> str:
        """The file from the model's answer: tags, a code fence and trailing chatter removed."""
        text = output
        if self.answer_prefix:
            start = text.find(self.answer_prefix)
            if start >= 0:
                text = text[start + len(self.answer_prefix) :]
        if self.close_tag:
            end = text.rfind(self.close_tag)
            return text if end < 0 else text[:end]  # no closing tag: generation stopped before it
        return _strip_fence(text)


TEMPLATES: dict[str, ApplyTemplate] = {
    "plain": ApplyTemplate("plain", chat=False, answer_prefix="", answer_suffix=""),
    "fastapply": ApplyTemplate("fastapply", chat=True, answer_prefix="<updated-code>", answer_suffix="</updated-code>",
                               system=FASTAPPLY_SYSTEM, user=FASTAPPLY_USER, close_tag="</updated-code>"),
    "relace": ApplyTemplate("relace", chat=True, answer_prefix="", answer_suffix="", user=RELACE_USER),
}


def get_template(name: str) -> ApplyTemplate:
    try:
        return TEMPLATES[name]
    except KeyError:
        raise ValueError(f"unknown template {name!r}; choose from {', '.join(TEMPLATES)}") from None
