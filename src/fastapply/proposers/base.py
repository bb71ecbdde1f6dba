"""The proposer seam: anything that can guess the next tokens of the target's output."""

from __future__ import annotations

from typing import Protocol


class Proposer(Protocol):
    """Drafts tokens; the engine verifies them and reports back how many were accepted."""

    def propose(self, tokens: list[int], budget: int) -> list[int]:
        """Draft at most ``budget`` tokens to follow ``tokens`` (prompt + committed output)."""
        ...

    def feedback(self, drafted: int, accepted: int) -> None:
        """Called after each verify of a non-empty draft."""
        ...


class NoProposer:
    """Plain decoding: the same loop with an empty draft."""

    def propose(self, tokens: list[int], budget: int) -> list[int]:
        return []

    def feedback(self, drafted: int, accepted: int) -> None:
        return None


class AdaptiveLength:
    """Draft length: doubles while drafts are fully accepted, drops to what was accepted on a miss.

    >>> length = AdaptiveLength(4, 32); length.update(drafted=32, accepted=3); length.current
    4
    """

    def __init__(self, minimum: int, maximum: int, start: int | None = None) -> None:
        self.minimum, self.maximum = minimum, maximum
        self.current = maximum if start is None else start

    def update(self, drafted: int, accepted: int) -> None:
        if accepted == drafted:
            self.current = min(self.maximum, max(self.current, drafted) * 2)
        else:
            self.current = max(self.minimum, accepted + 1)
