"""The engine: a lossless speculative decode loop over a HuggingFace causal LM (or a GGUF on llama.cpp).

One step = propose -> verify (one target forward over ``[last, d1..dk]``; the first step's
forward also carries the prompt) -> accept -> commit (trim the KV cache of rejected
positions) -> stream. Plain decoding is the same loop with an empty draft, so every proposer
is checked against exactly the code path it replaces.
"""

from __future__ import annotations

from dataclasses import dataclass
from time import perf_counter
from typing import Iterator, Sequence

import torch

from .config import EngineConfig, ModelConfig, SamplingParams, SpeculationConfig, runs_on_llama_cpp
from .detok import IncrementalDetokenizer, StopMatcher
from .models import context_length, load_model
from .proposers import make_proposer
from .proposers.draft_model import check_compatible
from .runner import Runner, TargetRunner
from .sampling import make_generator
from .stats import RequestStats
from .verify import Verdict, verify_greedy, verify_sampled_deterministic, verify_speculative_sampling


class RequestError(ValueError):
    """The request cannot be served as asked (empty prompt, too long for the context...)."""


@dataclass(slots=True)
class GenerationResult:
    text: str
    token_ids: list[int]
    finish_reason: str  # "stop" (EOS or stop string) | "length"
    stats: RequestStats


class Engine:
    """A target model, its tokenizer, and the decode loop (one request; many at once: batch.Batch).

    ``model`` is a HuggingFace causal LM (run by ``TargetRunner``) or a ready ``Runner`` (e.g. a GGUF
    on llama.cpp, see ``llamacpp``); ``draft_model`` likewise, for the draft-model proposer.
    """

    def __init__(self, model, tokenizer, max_context: int | None = None, draft_model=None,
                 draft_tokenizer=None, config: EngineConfig = EngineConfig()) -> None:
        self.model = model
        self.tokenizer = tokenizer
        if isinstance(model, Runner):
            self.runner = model
            self.max_context = min(filter(None, (max_context, model.max_context)), default=None)
        else:
            self.max_context = max_context or context_length(model)
            self.runner = TargetRunner(model, config, self.max_context, tokenizer)
        self.device = self.runner.device
        self.eos_ids = self.runner.eos_ids
        self.vocab_size = self.runner.vocab_size
        if draft_model is not None and draft_tokenizer is not None:
            check_compatible(tokenizer, draft_tokenizer)
        self.draft_model = draft_model

    @classmethod
    def from_pretrained(cls, model: str, device: str | None = None, dtype: str | None = None,
                        draft_model: str | None = None, config: EngineConfig = EngineConfig()) -> Engine:
        if runs_on_llama_cpp(model, config.backend):
            from .llamacpp.load import load_gguf

            target, tokenizer = load_gguf(model, config)
            draft, draft_tokenizer = load_gguf(draft_model, config) if draft_model else (None, None)
            return cls(target, tokenizer, draft_model=draft, draft_tokenizer=draft_tokenizer, config=config)
        target, tokenizer = load_model(ModelConfig(model=model, device=device, dtype=dtype))
        draft, draft_tokenizer = (None, None)
        if draft_model:
            draft, draft_tokenizer = load_model(ModelConfig(model=draft_model, device=device, dtype=dtype))
        return cls(target, tokenizer, draft_model=draft, draft_tokenizer=draft_tokenizer, config=config)

    def encode(self, text: str, add_special_tokens: bool = True) -> list[int]:
        return self.tokenizer(text, add_special_tokens=add_special_tokens)["input_ids"]

    def chat_prompt(self, messages: list[dict]) -> list[int]:
        """Token ids of ``messages`` rendered with the model's chat template."""
        if not getattr(self.tokenizer, "chat_template", None):
            raise RequestError("this model's tokenizer has no chat template")
        text = self.tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
        return self.encode(text, add_special_tokens=False)

    def start(
        self,
        prompt: str | Sequence[int],
        sampling: SamplingParams = SamplingParams(),
        speculation: SpeculationConfig = SpeculationConfig(),
        prediction: str | Sequence[int] | None = None,
    ) -> Generation:
        """A request ready to run: iterate it for text deltas, then read its result."""
        prompt_ids = self.encode(prompt) if isinstance(prompt, str) else list(prompt)
        if isinstance(prediction, str):
            prediction = self.encode(prediction, add_special_tokens=False)
        return Generation(self, prompt_ids, sampling, speculation, list(prediction) if prediction else None)

    def generate(self, prompt, sampling=SamplingParams(), speculation=SpeculationConfig(), prediction=None):
        generation = self.start(prompt, sampling, speculation, prediction)
        for _ in generation:
            pass
        return generation.result()


class Generation:
    """One request in flight. Iterating runs the decode loop and yields text deltas."""

    def __init__(self, engine: Engine, prompt_ids: list[int], sampling: SamplingParams,
                 speculation: SpeculationConfig, prediction_ids: list[int] | None) -> None:
        if not prompt_ids:
            raise RequestError("the prompt is empty")
        if engine.max_context is not None and len(prompt_ids) >= engine.max_context:
            raise RequestError(
                f"the prompt has {len(prompt_ids)} tokens; this model's context is {engine.max_context}"
            )
        self.engine = engine
        self.sampling = sampling
        self.tokens = list(prompt_ids)  # prompt + committed output
        self.prompt_len = len(prompt_ids)
        self.generator = None if sampling.greedy else make_generator(sampling.seed, engine.device)
        self.proposer = make_proposer(speculation, prompt_ids, prediction_ids, draft_model=engine.draft_model,
                                      target_vocab=engine.vocab_size, sampling=sampling, generator=self.generator,
                                      position_cost=engine.runner.position_cost)
        self.cache = engine.runner.new_cache(len(prompt_ids) + sampling.max_tokens)
        self.lease = self.cache.lease
        self.detokenizer = IncrementalDetokenizer(engine.tokenizer)
        self.stopper = StopMatcher(sampling.stop)
        self.stats = RequestStats(prompt_tokens=len(prompt_ids))
        self.finish_reason: str | None = None
        self.started = 0.0  # perf_counter() when the first step began
        self.text = ""
        self.accepted_mask: list[bool] = []  # per output token: an accepted draft token (True) or not

    @property
    def output_ids(self) -> list[int]:
        return self.tokens[self.prompt_len :]

    def result(self) -> GenerationResult:
        if self.finish_reason is None:
            raise RuntimeError("the generation has not finished; iterate it first")
        return GenerationResult(self.text, self.output_ids, self.finish_reason, self.stats)

    def __iter__(self) -> Iterator[str]:
        """Text deltas, as they become final."""
        return (delta for delta in self.steps() if delta)

    def steps(self) -> Iterator[str]:
        """Run the decode loop, yielding once per step (the step's text delta, possibly empty).

        Stopping the iteration between steps abandons the request; nothing needs cleaning up.
        """
        self.started = perf_counter()
        while self.finish_reason is None:
            yield self._advance(self._step())
        yield self._finish()

    # -- the decode step -------------------------------------------------------------
    # A batch (batch.py) runs the same sub-steps for many requests around one shared forward:
    # _propose each, forward all, then _accept and _advance each; _finish when one is done.
    def _step(self) -> str:
        draft = self._propose()
        started = perf_counter()
        return self._accept(draft, self._forward(draft), started)

    def _accept(self, draft: list[int], logits: torch.Tensor, started: float) -> str:
        """Verify ``draft`` against the target's ``logits`` (a forward begun at ``started``) and commit."""
        if not self.stats.target_forwards:  # the first forward also carried the prompt
            self.stats.prefill_seconds = perf_counter() - started
        verdict = self._verify(draft, logits)
        self.stats.verify_seconds += perf_counter() - started
        return self._commit(draft, verdict)

    def _advance(self, delta: str) -> str:
        if delta and not self.text:
            self.stats.first_token_seconds = perf_counter() - self.started
        self.text += delta
        return delta

    def _finish(self) -> str:
        """The text held back until the end (a possible stop string's start), and the final stats."""
        tail = self._flush()
        self.stats.decode_seconds = perf_counter() - self.started - self.stats.prefill_seconds
        self.stats.output_tokens = len(self.output_ids)
        self.stats.finish_reason = self.finish_reason
        self.text += tail
        return tail

    def _propose(self) -> list[int]:
        started = perf_counter()
        draft = self.proposer.propose(self.tokens, self._draft_budget())
        self.stats.propose_seconds += perf_counter() - started
        return self._clamp(draft)

    def _verify(self, draft: list[int], logits: torch.Tensor) -> Verdict:
        if self.generator is None:
            return verify_greedy(draft, logits)
        q = getattr(self.proposer, "draft_probs", None)  # set by proposers that sample their drafts
        if q is not None and draft:
            return verify_speculative_sampling(draft, q, logits, self.sampling, self.generator)
        return verify_sampled_deterministic(draft, logits, self.sampling, self.generator)

    def _commit(self, draft: list[int], verdict: Verdict) -> str:
        self.cache.trim(len(draft) - verdict.accepted)
        self.stats.record_step(len(draft), verdict.accepted, self.proposer.source)
        if draft:
            self.proposer.feedback(len(draft), verdict.accepted)
        text = ""
        start = len(self.tokens)
        for index, token in enumerate(verdict.emitted(draft)):
            if token in self.engine.eos_ids and not self.sampling.ignore_eos:
                self.finish_reason = "stop"
                break
            self.tokens.append(token)
            self.accepted_mask.append(index < verdict.accepted)
            if self.stopper.stops:  # token by token, so a stop ends at the same token as plain decoding
                text += self.stopper.push(self.detokenizer.push([token]))
                if self.stopper.stopped:
                    self.finish_reason = "stop"
                    break
            if self._at_limit():
                self.finish_reason = "length"
                break
        if not self.stopper.stops:
            text = self.detokenizer.push(self.tokens[start:])
        return text

    # -- helpers ---------------------------------------------------------------------
    def _draft_budget(self) -> int:
        """Draft tokens that still fit: a verify emits accepted + 1 tokens."""
        left = self.sampling.max_tokens - (len(self.tokens) - self.prompt_len)
        if self.engine.max_context is not None:
            left = min(left, self.engine.max_context - len(self.tokens))
        return max(0, left - 1)

    def _clamp(self, draft: list[int]) -> list[int]:
        """Cut a draft to the budget and just after its first EOS (nothing follows an EOS)."""
        draft = draft[: self._draft_budget()]
        if not self.sampling.ignore_eos:
            for index, token in enumerate(draft):
                if token in self.engine.eos_ids:
                    return draft[: index + 1]
        return draft

    def _at_limit(self) -> bool:
        if len(self.tokens) - self.prompt_len >= self.sampling.max_tokens:
            return True
        return self.engine.max_context is not None and len(self.tokens) >= self.engine.max_context

    def _flush(self) -> str:
        if self.stopper.stopped:
            return ""
        text = self.stopper.push(self.detokenizer.finish())
        if self.stopper.stopped:
            self.finish_reason = "stop"
            return text
        return text + self.stopper.finish()

    def _forward(self, draft: list[int]) -> torch.Tensor:
        """Target logits for ``[last, d1..dk]`` -> [k+1, vocab].

        The cache holds every committed token but the last; on the first step it is empty and
        the whole prompt goes into the same forward as the first draft.
        """
        if self.cache.lease != self.lease:
            raise RuntimeError("this request's KV cache was handed to a newer request on the same engine "
                               "(a static cache is shared): run one request at a time, to the end or dropped")
        return self.engine.runner.forward(self.cache, self.tokens[len(self.cache) :] + draft, len(draft) + 1)
