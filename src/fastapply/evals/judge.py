"""An optional LLM judge through any OpenAI-compatible endpoint, with a fixed grading prompt."""

from __future__ import annotations

import json
from dataclasses import dataclass

GRADING_PROMPT = """You grade an automatic code edit. You get the ORIGINAL file, the EDIT snippet \
(unchanged parts elided with "... existing code ..." markers), the EXPECTED result and the OUTPUT.
Decide whether OUTPUT correctly applies EDIT to ORIGINAL: every change in EDIT is present, nothing else \
changed, nothing is lost or duplicated. Differences that do not change meaning (whitespace, blank \
lines) are fine. Answer with JSON only: {"correct": true|false, "reason": "<one sentence>"}.

<original>
{original}
</original>
<edit>
{update}
</edit>
<expected>
{final}
</expected>
<output>
{output}
</output>"""


@dataclass(frozen=True, slots=True)
class Judge:
    url: str
    model: str
    api_key: str = "none"
    timeout: float = 120.0

    def grade(self, original: str, update: str, final: str, output: str) -> dict:
        try:
            from openai import OpenAI
        except ImportError as error:
            raise RuntimeError("the judge needs the openai package: pip install 'fastapply[eval]'") from error
        client = OpenAI(base_url=self.url, api_key=self.api_key, timeout=self.timeout)
        prompt = (GRADING_PROMPT.replace("{original}", original).replace("{update}", update)
                  .replace("{final}", final).replace("{output}", output))
        reply = client.chat.completions.create(
            model=self.model, temperature=0, messages=[{"role": "user", "content": prompt}])
        return parse_verdict(reply.choices[0].message.content or "")


def parse_verdict(text: str) -> dict:
    """The judge's JSON verdict, tolerant of code fences and chatter around it."""
    start, end = text.find("{"), text.rfind("}")
    try:
        verdict = json.loads(text[start : end + 1]) if start >= 0 else {}
    except json.JSONDecodeError:
        verdict = {}
    if not isinstance(verdict.get("correct"), bool):
        return {"correct": None, "reason": f"unparseable judge answer: {text[:200]!r}"}
    return {"correct": verdict["correct"], "reason": str(verdict.get("reason", ""))}
