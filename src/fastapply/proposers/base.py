"""The proposer seam: anything that can guess the next tokens of the target's output."""

from __future__ import annotations

from typing import Protocol


class Proposer(Protocol):
    """Drafts tokens; the engine verifies them and reports back how many were accepted.

    ``source`` names what the last draft came from ("ngram", "prediction", "draft"); stats count
    drafted and accepted tokens per source (OpenAI's prediction token counts use "prediction").
    """

    source: str

    def propose(self, tokens: list[int], budget: int) -> list[int]:
        """Draft at most ``budget`` tokens to follow ``tokens`` (prompt + committed output)."""
        ...

    def feedback(self, drafted: int, accepted: int) -> None:
        """Called after each verify of a non-empty draft."""
        ...


class NoProposer:
    """Plain decoding: the same loop with an empty draft."""

    source = "none"

    def propose(self, tokens: list[int], budget: int) -> list[int]:
        return []

    def feedback(self, drafted: int, accepted: int) -> None:
        return None


class AdaptiveLength:
    """Draft length: short right after a miss, back to the length that worked once drafts land again.

    On a miss the length drops to what was accepted + 1 (so to 1 after a total miss: cheap
    probes while the target disagrees) and the length in use is remembered; the next fully
    accepted draft restores it (instead of a slow doubling ramp), and further full acceptances
    double it up to ``maximum``. ``reset`` (after a divergence) starts again at ``minimum``.

    >>> length = AdaptiveLength(4, 32); length.update(drafted=32, accepted=3); length.current
    4
    >>> length.update(drafted=4, accepted=4); length.current
    32
    """

    def __init__(self, minimum: int, maximum: int, start: int | None = None) -> None:
        self.minimum, self.maximum = minimum, maximum
        self.current = maximum if start is None else start
        self.before_miss = self.current

    def update(self, drafted: int, accepted: int) -> None:
        if accepted == drafted:
            self.current = min(self.maximum, max(self.current * 2, self.before_miss))
            self.before_miss = self.current
        else:
            self.before_miss = max(self.before_miss, self.current)
            self.current = accepted + 1

    def reset(self) -> None:
        """After a divergence: start short (the prediction pointer is a guess)."""
        self.before_miss = max(self.before_miss, self.current)
        self.current = self.minimum
