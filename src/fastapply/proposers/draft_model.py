"""Draft-model proposer (Leviathan et al. 2023; Chen et al. 2023): a small LM guesses k tokens.

The draft keeps its own KV cache of committed tokens. Before drafting it re-syncs: the cache is
trimmed to the longest prefix it shares with the committed tokens (rejected draft tokens go), and
the committed tokens it has not seen are fed in one forward (after a full acceptance that is the
last draft token and the bonus token). For sampling it records q, the draft's processed
distribution at each drafted position, for the residual verifier.
"""

from __future__ import annotations

import torch

from ..config import EngineConfig, SamplingParams, SpeculationConfig
from ..runner import Runner, TargetRunner
from ..sampling import processed_probs, sample
from .base import AdaptiveLength


class IncompatibleDraftError(ValueError):
    """The draft model's tokenizer does not match the target's."""


def check_compatible(target_tokenizer, draft_tokenizer) -> None:
    """Refuse a draft whose token ids mean something else than the target's."""
    target, draft = target_tokenizer.get_vocab(), draft_tokenizer.get_vocab()
    if target != draft:
        only_target = len(target.keys() - draft.keys())
        only_draft = len(draft.keys() - target.keys())
        moved = sum(1 for token, index in target.items() if draft.get(token, index) != index)
        raise IncompatibleDraftError(
            f"the draft model's vocabulary differs from the target's ({len(draft)} vs {len(target)} tokens: "
            f"{only_target} only in the target, {only_draft} only in the draft, {moved} with other ids); "
            "use a draft model from the same family as the target"
        )


class DraftModelProposer:
    source = "draft"

    def __init__(self, model, target_vocab: int, config: SpeculationConfig, sampling: SamplingParams,
                 generator: torch.Generator | None) -> None:
        self.model = model
        # a HuggingFace draft runs on torch with its own dynamic cache; a ready runner (a GGUF) as it is
        draft_config = EngineConfig(kv_cache="dynamic", grouped_attention=False)
        self.runner = model if isinstance(model, Runner) else TargetRunner(model, draft_config, None)
        self.target_vocab = target_vocab
        self.sampling = sampling
        self.generator = generator
        self.length = AdaptiveLength(config.min_tokens, config.num_tokens, start=config.min_tokens)
        self.cache = self.runner.new_cache(0)
        self.cached_tokens: list[int] = []  # tokens whose keys/values are in self.cache
        self.committed = 0  # cached_tokens[:committed] are known committed (they never change)
        self.draft_probs: torch.Tensor | None = None  # q: [k, target_vocab] for the last draft (sampling)

    def propose(self, tokens: list[int], budget: int) -> list[int]:
        k = min(budget, self.length.current)
        self.draft_probs = None
        if k <= 0:
            return []
        logits = self._sync(tokens)
        draft, probs = [], []
        for index in range(k):
            token, q = self._choose(logits)
            draft.append(token)
            if q is not None:
                probs.append(q)
            if index + 1 < k:
                logits = self._forward([token])
        if probs:
            self.draft_probs = torch.stack(probs)
        return draft

    def feedback(self, drafted: int, accepted: int) -> None:
        self.length.update(drafted, accepted)

    def _sync(self, tokens: list[int]) -> torch.Tensor:
        """Trim the cache to the prefix shared with ``tokens``, feed the rest; next-token logits."""
        limit = min(len(self.cached_tokens), len(tokens) - 1)  # always re-feed at least the last token
        shared = min(self.committed, limit)
        while shared < limit and self.cached_tokens[shared] == tokens[shared]:
            shared += 1
        self.cache.truncate(shared)
        del self.cached_tokens[shared:]
        self.committed = len(tokens)
        return self._forward(tokens[shared:])

    def _forward(self, new_tokens: list[int]) -> torch.Tensor:
        logits = self.runner.forward(self.cache, new_tokens, 1)[0]
        self.cached_tokens.extend(new_tokens)
        return self._to_target_vocab(logits)

    def _to_target_vocab(self, logits: torch.Tensor) -> torch.Tensor:
        """Draft logits over the target's ids: padding ids the target lacks are impossible."""
        if logits.shape[-1] > self.target_vocab:
            return logits[: self.target_vocab]
        if logits.shape[-1] < self.target_vocab:
            pad = logits.new_full((self.target_vocab - logits.shape[-1],), float("-inf"))
            return torch.cat([logits, pad])
        return logits

    def _choose(self, logits: torch.Tensor) -> tuple[int, torch.Tensor | None]:
        if self.generator is None:
            return int(logits.argmax()), None
        q = processed_probs(logits[None], self.sampling)
        return int(sample(q, self.generator)), q[0]
