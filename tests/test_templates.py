"""Apply prompt templates: exact prompt texts, chat rendering, and byte-exact extraction of the answer."""

from __future__ import annotations

import doctest

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from fastapply.apply import templates
from fastapply.apply.templates import PLAIN_SPECIAL_TOKENS, TEMPLATES, ApplyTemplate, get_template

ORIGINAL = "def f():\n    return 1\n"
UPDATE = "def f():\n    return 2\n"

FASTAPPLY_USER = (
    "Merge all changes from the <update> snippet into the <code> below.\n"
    "- Preserve the code's structure, order, comments, and indentation exactly.\n"
    "- Output only the updated code, enclosed within <updated-code> and </updated-code> tags.\n"
    "- Do not include any additional text, explanations, placeholders, ellipses, or code fences.\n\n"
    f"<code>{ORIGINAL}</code>\n\n<update>{UPDATE}</update>\n\nProvide the complete updated code."
)
FASTAPPLY_SYSTEM = (
    "You are a coding assistant that helps merge code updates, ensuring every modification is fully integrated."
)


class ChatTokenizer:
    """Stands in for a HF tokenizer that has a chat template."""

    chat_template = "{% for m in messages %}...{% endfor %}"

    def __init__(self) -> None:
        self.calls: list[tuple[list[dict[str, str]], dict]] = []

    def apply_chat_template(self, messages, **kwargs):
        self.calls.append((messages, kwargs))
        return "RENDERED:" + "|".join(m["content"] for m in messages)


class BareTokenizer:
    chat_template = None


def test_registry_and_special_tokens() -> None:
    assert set(TEMPLATES) == {"fastapply", "relace", "plain"}
    assert PLAIN_SPECIAL_TOKENS == ("<|original|>", "<|update|>", "<|final|>", "<|end|>")
    assert all(get_template(name) is template and template.name == name for name, template in TEMPLATES.items())


def test_unknown_template_lists_the_valid_names() -> None:
    with pytest.raises(ValueError, match="fastapply, plain, relace"):
        get_template("morph")


def test_templates_are_frozen() -> None:
    with pytest.raises(AttributeError):
        get_template("plain").name = "other"  # type: ignore[misc]


def test_fastapply_messages_are_the_kortix_format() -> None:
    assert get_template("fastapply").messages(ORIGINAL, UPDATE, "ignored") == [
        {"role": "system", "content": FASTAPPLY_SYSTEM},
        {"role": "user", "content": FASTAPPLY_USER},
    ]


def test_fastapply_renders_chatml_without_a_chat_template() -> None:
    expected = (
        f"<|im_start|>system\n{FASTAPPLY_SYSTEM}<|im_end|>\n<|im_start|>user\n{FASTAPPLY_USER}<|im_end|>\n"
        "<|im_start|>assistant\n"
    )
    template = get_template("fastapply")
    assert template.render(ORIGINAL, UPDATE) == expected
    assert template.render(ORIGINAL, UPDATE, tokenizer=BareTokenizer()) == expected


def test_chat_templates_use_the_tokenizer_chat_template() -> None:
    tokenizer = ChatTokenizer()
    text = get_template("relace").render(ORIGINAL, UPDATE, "make f return 2", tokenizer=tokenizer)
    user = f"<instruction>make f return 2</instruction>\n<code>{ORIGINAL}</code>\n<update>{UPDATE}</update>"
    assert text == "RENDERED:" + user
    assert tokenizer.calls == [
        ([{"role": "user", "content": user}], {"tokenize": False, "add_generation_prompt": True})
    ]


def test_plain_prompt_is_exact_and_ignores_chat_templates() -> None:
    plain = get_template("plain")
    expected = "<|original|>" + ORIGINAL + "<|update|>" + UPDATE + "<|final|>"
    assert plain.render(ORIGINAL, UPDATE) == expected
    assert plain.render(ORIGINAL, UPDATE, tokenizer=ChatTokenizer()) == expected
    assert (plain.chat, plain.answer_prefix, plain.answer_suffix, plain.eos) == (False, "", "", "<|end|>")


def test_field_placeholders_inside_the_code_stay_verbatim() -> None:
    original = "s = '{update}' + '{instruction}'\n"
    rendered = get_template("plain").render(original, "{original}")
    assert rendered == "<|original|>" + original + "<|update|>{original}<|final|>"


@pytest.mark.parametrize(
    ("name", "output", "expected"),
    [
        ("fastapply", "<updated-code>x = 1\n</updated-code>", "x = 1\n"),
        ("fastapply", "<updated-code>\n\nx = 1\n\n</updated-code>", "\n\nx = 1\n\n"),  # whitespace is the file's
        ("fastapply", "<updated-code>x = 1\n</updated-code>\n\nI changed x to 1.", "x = 1\n"),
        ("fastapply", "Sure! Here it is:\n<updated-code>x = 1\n</updated-code>", "x = 1\n"),
        ("fastapply", "<updated-code>x = 1\n", "x = 1\n"),  # generation stopped before the closing tag
        ("fastapply", "<updated-code>x = 1\n</updated-c", "x = 1\n"),  # ... or inside it
        ("fastapply", "x = 1\n</updated-code>", "x = 1\n"),  # the opening tag was part of the prompt
        ("fastapply", "<updated-code>```python\nx = 1\n```</updated-code>", "x = 1\n"),
        ("fastapply", "```python\n<updated-code>x = 1\n</updated-code>\n```", "x = 1\n"),
        ("fastapply", "<updated-code>s = '</updated-code>'\n</updated-code>", "s = '</updated-code>'\n"),
        ("relace", "x = 1\n", "x = 1\n"),
        ("relace", "```python\nx = 1\n```", "x = 1\n"),
        ("relace", "```\nx = 1\n```\n\nThe function now returns 1.", "x = 1\n"),
        ("relace", "\n```ts\nlet x = 1;\n", "let x = 1;\n"),  # fence never closed: generation stopped
        ("relace", "~~~\nx = 1\n~~~\n", "x = 1\n"),
        ("relace", "````md\n```py\nx = 1\n```\n````", "```py\nx = 1\n```\n"),  # longer fence around fences
        ("relace", "  x = 1\n\n", "  x = 1\n\n"),
        ("plain", "x = 1\n<|end|>", "x = 1\n"),
        ("plain", "x = 1\n<|end|><|end|>junk", "x = 1\n"),
        ("plain", "x = 1\n", "x = 1\n"),  # stopped on EOS, which the decoder dropped
        ("plain", "```\nx = 1\n```\n", "```\nx = 1\n```\n"),  # the own model's answer is never fenced
    ],
)
def test_extract(name: str, output: str, expected: str) -> None:
    assert get_template(name).extract(output) == expected


FILES = st.text(st.characters(codec="utf-8", exclude_characters="\x00"), max_size=200) | st.sampled_from(
    ["", "\n", "\r\n", "x\r\n", "  indented\n\n\n", "<updated-code>", "</updated-code>", "a</updated-c", "`` `"]
)


@settings(max_examples=300, deadline=None)
@given(FILES, st.sampled_from(sorted(TEMPLATES)))
def test_extract_inverts_the_answer_frame(final: str, name: str) -> None:
    """extract(answer_prefix + F + answer_suffix [+ eos]) == F for every file F a template can carry."""
    template = get_template(name)
    assume(template.eos not in final if template.eos else True)
    assume(not template.chat or not final.lstrip().startswith(("```", "~~~")))  # a file that is one fenced block
    answer = template.answer_prefix + final + template.answer_suffix
    assert template.extract(answer) == final
    assert template.extract(answer + template.eos) == final


@settings(max_examples=100, deadline=None)
@given(FILES)
def test_fastapply_extract_drops_chatter_after_the_answer(final: str) -> None:
    assume(not final.lstrip().startswith(("```", "~~~")))
    template = get_template("fastapply")
    assert template.extract(f"<updated-code>{final}</updated-code>\nDone. Let me know!") == final


def test_custom_template_is_just_data() -> None:
    template = ApplyTemplate("mine", True, "<out>", "</out>", "{update} into {original}", system="sys")
    assert template.messages("A", "B") == [
        {"role": "system", "content": "sys"}, {"role": "user", "content": "B into A"}
    ]
    assert template.extract("<out>A</out>") == "A"


def test_docstring_examples() -> None:
    assert doctest.testmod(templates).failed == 0
