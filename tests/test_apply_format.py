"""The apply-format scan: the same language as the regular expressions it replaces, in linear work."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fastapply.apply.templates import TEMPLATES
from fastapply.server.apply_chat import match_apply_format
from fastapply.server.apply_format import Scan

# the reference: what the server matched with backtracking regular expressions (quadratic on some texts)
RELACE = re.compile(r"\A\s*(?:<instruction>(?P<instruction>.*?)</instruction>\s*)?"
                    r"<code>(?P<original>.*)</code>\s*<update>(?P<update>.*)</update>\s*\Z", re.DOTALL)


def template_regex(user: str) -> re.Pattern:
    parts = re.split(r"\{(original|update|instruction)\}", user)
    body = "".join(re.escape(part) if index % 2 == 0 else f"(?P<{part}>.*)" for index, part in enumerate(parts))
    return re.compile(rf"\A\s*{body}\s*\Z", re.DOTALL)


FASTAPPLY = TEMPLATES["fastapply"]
FASTAPPLY_REGEX = template_regex(FASTAPPLY.user)


def reference(content: str):
    if (found := RELACE.match(content)) is not None:
        return found["original"], found["update"], "relace"
    if (found := FASTAPPLY_REGEX.match(content)) is not None:
        return found["original"], found["update"], "fastapply"
    return None


def scanned(content: str):
    found = match_apply_format(content)
    return None if found is None else (found.original, found.update, found.template.name)


PIECES = ["<code>", "</code>", "<update>", "</update>", "<instruction>", "</instruction>", " ", "\n", "\u2003", "x",
          "<", ">", "/", "code", "update"]
FASTAPPLY_HEAD, FASTAPPLY_MIDDLE, FASTAPPLY_END = re.split(r"\{original\}|\{update\}", FASTAPPLY.user)
texts = st.lists(st.sampled_from(PIECES + [FASTAPPLY_HEAD, FASTAPPLY_MIDDLE, FASTAPPLY_END]), max_size=14).map("".join)


@pytest.mark.slow  # 3,000 generated messages
@settings(max_examples=3000, deadline=None)
@given(texts)
def test_the_scan_accepts_exactly_what_the_regular_expressions_accept(content):
    assert scanned(content) == reference(content)


@pytest.mark.parametrize("content", [
    "<code>a</code><update>b</update>",
    "  <instruction>i</instruction> <code>a</code>\n<update>b</update> \n",
    "<instruction>i</instruction>x</instruction><code>a</code><update>b</update>",
    "<instruction>i <code>q</code></instruction><code>a</code> <update>b</update>",
    "<code>a</code> <update>b</update></code><update>c</update>",
    "<code></code><update></update>",
    "<code>a</code>x<update>b</update>",
    "<instruction>i</instruction><code>a</code><update>b</update> x",
    FASTAPPLY.messages("a </code>\n\n<update> b", "c </update>\n\nProvide")[-1]["content"],
    FASTAPPLY.messages("", "")[-1]["content"],
])
def test_edge_cases_match_the_reference(content):
    assert scanned(content) == reference(content)
    scan = Scan(content)
    match_apply_format(content, scan)
    if reference(content) is not None:  # the scan (whose work is counted) is what decides
        assert scan.steps >= len(content.strip()) // 2


def adversarial() -> list[str]:
    n = 100_000
    return ["<code>" + "</code><update>" * n, "<code>" + "</code> <update>" * n + "</update>",
            "<instruction>" + "</instruction> " * n + "<code></code><update></update>",
            "<instruction>" + "</instruction><code>" * n + "</update>",
            "<code>" * n + "</update>", "<code>" + "<update>" * n + "</update>", " " * 1_000_000,
            "x" * 1_000_000, "<" * 1_000_000, FASTAPPLY_HEAD + FASTAPPLY_MIDDLE * n + FASTAPPLY_END,
            FASTAPPLY_HEAD + "</code>\n\n<update" * n + FASTAPPLY_END,
            "<code>" + "</code>" + " " * 500_000 + "<update>" + "</update>",
            "<code><code></code></code><update><update></update></update>" * 20_000]


@pytest.mark.parametrize("content", adversarial(), ids=lambda content: repr(content[:24]))
def test_the_work_is_linear_on_adversarial_texts(content):
    scan = Scan(content)
    match_apply_format(content, scan)
    assert scan.steps <= 6 * len(content) + 1_000, (scan.steps, len(content))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), min_size=1, max_size=8), st.integers(1, 3_000))
def test_the_work_is_linear_on_repeated_pieces(pieces, repeat):
    content = "".join(pieces) * repeat
    scan = Scan(content)
    match_apply_format(content, scan)
    assert scan.steps <= 6 * len(content) + 1_000
