"""The proposer seam: anything that can guess the next tokens of the target's output."""

from __future__ import annotations

import math
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

    def length_for(self, run: int) -> int:
        """The length for the next draft (this policy reads acceptance from ``update``, not the run)."""
        return self.current


class CostLength:
    """Draft length from the target's cost curve and the run the output is on.

    A verify of k draft tokens costs about ``1 + position_cost * (k + 1)`` forwards' fixed costs (the
    runner's measured curve: ``runner.position_cost``, docs/benchmarks.md). Its expected yield is
    ``1 + E[accepted]``, with the chance that the next j draft tokens all land, after the output has
    followed the draft's source for ``run`` tokens, taken as ``(run + 2) / (run + 2 + 1.5 j)``: runs of
    copied tokens last about as long again as they have lasted (fitted to recorded outputs of a trained
    apply model). ``length_for(run)`` is the k in [minimum, maximum] with the most expected tokens per
    cost: long while the output follows the source, a few tokens right after a divergence (run 0), the
    longer the cheaper a position is (nearly free on a GPU: the maximum).

    >>> length = CostLength(1, 256, position_cost=0.17)   # llama.cpp on a CPU, F32 weights
    >>> [length.length_for(run) for run in (0, 8, 64, 512)]
    [4, 8, 24, 64]
    >>> [CostLength(1, 256, position_cost=0.03).length_for(run) for run in (0, 8, 64, 512)]   # torch, CPU
    [16, 32, 64, 192]
    """

    GRID = (1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024)

    def __init__(self, minimum: int, maximum: int, position_cost: float) -> None:
        self.minimum, self.maximum, self.position_cost = minimum, maximum, position_cost
        self.candidates = sorted({minimum, maximum, *(k for k in self.GRID if minimum < k < maximum)})
        self.current = maximum  # read by the statistics of callers that only know AdaptiveLength

    def length_for(self, run: int) -> int:
        scale = (run + 2) / 1.5  # E[accepted] of k = scale * (H(scale + k) - H(scale)), H the harmonic numbers
        base = _harmonic(scale)
        best, value = self.minimum, -1.0
        for k in self.candidates:
            gain = (1.0 + scale * (_harmonic(scale + k) - base)) / (1.0 + self.position_cost * (k + 1))
            if gain > value:
                best, value = k, gain
        return best

    def update(self, drafted: int, accepted: int) -> None:
        """Nothing to learn: the run the proposer reports carries the acceptance seen so far."""

    def reset(self) -> None:
        """A divergence shows in the run (0), not here."""


def _harmonic(x: float) -> float:
    """The harmonic number H(x) = digamma(x + 1) + Euler's gamma, for x >= 1 (asymptotic series)."""
    y = x + 1.0
    return math.log(y) - 1 / (2 * y) - 1 / (12 * y * y) + 1 / (120 * y**4) + 0.5772156649015329
