"""Per-request statistics, kept as data (dicts / JSONL), never printed by the engine."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path


@dataclass(slots=True)
class RequestStats:
    prompt_tokens: int = 0
    output_tokens: int = 0
    target_forwards: int = 0  # target forwards; the first one also carries the prompt
    shared_forwards: int = 0  # of those, verify forwards shared with other requests (continuous batching)
    drafted_tokens: int = 0
    accepted_tokens: int = 0
    prefill_seconds: float = 0.0  # the first target forward: the prompt and the first draft
    decode_seconds: float = 0.0  # the rest of the request: prefill + decode = wall time
    propose_seconds: float = 0.0  # drafting (a draft model's forwards count here)
    verify_seconds: float = 0.0  # target forwards (the first one with the prompt) and acceptance
    first_token_seconds: float = 0.0  # from the start of the request to the first emitted token
    finish_reason: str = ""
    # acceptance length (tokens emitted per verify forward) -> number of forwards
    acceptance_lengths: Counter = field(default_factory=Counter)
    # per draft position i: how many drafts reached position i, and how many had it accepted
    position_drafted: list[int] = field(default_factory=list)
    position_accepted: list[int] = field(default_factory=list)
    # drafted / accepted tokens per draft source ("prediction", "ngram", "draft")
    drafted_by_source: Counter = field(default_factory=Counter)
    accepted_by_source: Counter = field(default_factory=Counter)

    def record_step(self, drafted: int, accepted: int, source: str = "none") -> None:
        self.target_forwards += 1
        self.drafted_tokens += drafted
        self.accepted_tokens += accepted
        if drafted:
            self.drafted_by_source[source] += drafted
            self.accepted_by_source[source] += accepted
        self.acceptance_lengths[accepted + 1] += 1
        if drafted > len(self.position_drafted):
            grow = drafted - len(self.position_drafted)
            self.position_drafted += [0] * grow
            self.position_accepted += [0] * grow
        for index in range(drafted):
            self.position_drafted[index] += 1
        for index in range(accepted):
            self.position_accepted[index] += 1

    @property
    def seconds(self) -> float:
        return self.prefill_seconds + self.decode_seconds

    @property
    def tokens_per_second(self) -> float:
        return self.output_tokens / self.seconds if self.seconds > 0 else 0.0

    @property
    def mean_acceptance_length(self) -> float:
        """Tokens emitted per verify forward: 1 + accepted / forwards."""
        return 1.0 + self.accepted_tokens / self.target_forwards if self.target_forwards else 0.0

    @property
    def acceptance_rate(self) -> float:
        return self.accepted_tokens / self.drafted_tokens if self.drafted_tokens else 0.0

    def to_dict(self) -> dict:
        data = asdict(self)
        data["acceptance_lengths"] = {str(k): v for k, v in sorted(self.acceptance_lengths.items())}
        data["drafted_by_source"] = dict(self.drafted_by_source)
        data["accepted_by_source"] = dict(self.accepted_by_source)
        data.update(
            seconds=self.seconds,
            tokens_per_second=self.tokens_per_second,
            mean_acceptance_length=self.mean_acceptance_length,
            acceptance_rate=self.acceptance_rate,
            position_acceptance_rate=[a / d for a, d in zip(self.position_accepted, self.position_drafted)],
        )
        return data


def append_jsonl(path: str | Path, record: dict) -> None:
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(json.dumps(record, ensure_ascii=False) + "\n")
