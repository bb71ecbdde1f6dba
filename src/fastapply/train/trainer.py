"""The training loop: answer-only loss, length buckets, AdamW, warm-up + cosine, resumable.

``fit`` trains any causal LM on tokenized samples (``plain.train_plain`` builds or loads a
tokenizer and a Llama model for apply tasks first). The out dir gets the final model (``save_pretrained``
+ tokenizer), ``metrics.jsonl`` and ``training.json``; the checkpoint dir holds the last
checkpoint with the optimizer, the step, the data position and the RNG state.
"""

from __future__ import annotations

import json
import math
import shlex
import sys
import time
from contextlib import nullcontext
from dataclasses import asdict
from pathlib import Path

import torch
from transformers import PreTrainedTokenizerBase

from fastapply.data.tasks import Task, read_tasks
from fastapply.machine import describe
from fastapply.train.batches import Sample, batch_iterator, collate, epoch_batches, split_tasks
from fastapply.train.checkpoint import TrainState, can_resume, load_checkpoint, save_checkpoint, save_final
from fastapply.train.config import TrainConfig
from fastapply.train.induction import induction_loss
from fastapply.train.progress import TrainProgress


def learning_rate(config: TrainConfig, step: int, progress: float) -> float:
    """Linear warm-up over ``warmup_steps``, then cosine decay to ``min_lr_ratio * lr`` as progress goes 0 -> 1."""
    warmup = min(1.0, (step + 1) / config.warmup_steps) if config.warmup_steps else 1.0
    cosine = 0.5 * (1.0 + math.cos(math.pi * min(progress, 1.0)))
    return config.lr * warmup * (config.min_lr_ratio + (1.0 - config.min_lr_ratio) * cosine)


def progress_of(config: TrainConfig, state: TrainState) -> float:
    """Fraction of the budget spent: the larger of the step and the time fractions."""
    fractions = [0.0]
    if config.max_steps:
        fractions.append(state.step / config.max_steps)
    if config.max_minutes:
        fractions.append(state.seconds / (60.0 * config.max_minutes))
    return max(fractions)


def make_optimizer(model: torch.nn.Module, config: TrainConfig) -> torch.optim.AdamW:
    """AdamW with weight decay on matrices only (not on norms and biases)."""
    params = [p for p in model.parameters() if p.requires_grad]
    groups = [
        {"params": [p for p in params if p.ndim >= 2], "weight_decay": config.weight_decay},
        {"params": [p for p in params if p.ndim < 2], "weight_decay": 0.0},
    ]
    return torch.optim.AdamW(groups, lr=config.lr, betas=(0.9, 0.95), fused=config.device == "cuda")


def batch_loss(model: torch.nn.Module, samples: list[Sample], pad_id: int, device: torch.device) -> tuple[torch.Tensor, int]:
    """Mean cross-entropy over the answer tokens of a batch, and how many answer tokens it had."""
    batch = {key: value.to(device) for key, value in collate(samples, pad_id).items()}
    autocast = torch.autocast("cuda", dtype=torch.bfloat16) if device.type == "cuda" else nullcontext()
    with autocast:
        loss = model(input_ids=batch["input_ids"], labels=batch["labels"]).loss
    answer_tokens = sum(len(sample) - sample.prompt_length for sample in samples)
    return loss, answer_tokens


def train_step(model, optimizer, samples: list[Sample], lr: float, pad_id: int, config: TrainConfig,
               induction: bool = False) -> float:
    """One optimizer step at learning rate ``lr``; returns the batch's language-model loss."""
    for group in optimizer.param_groups:
        group["lr"] = lr
    device = torch.device(config.device)
    if induction:
        loss, aux = induction_batch_loss(model, samples, pad_id, device)
        (loss + config.induction_weight * aux).backward()
    else:
        loss, _ = batch_loss(model, samples, pad_id, device)
        loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), config.grad_clip)
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)
    return loss.item()


def induction_batch_loss(model, samples: list[Sample], pad_id: int, device: torch.device):
    """(language-model loss, auxiliary induction loss) of a batch; the model must use eager attention."""
    batch = {key: value.to(device) for key, value in collate(samples, pad_id).items()}
    output = model(input_ids=batch["input_ids"], labels=batch["labels"], output_attentions=True)
    prompt_lengths = torch.tensor([sample.prompt_length for sample in samples], device=device)
    lengths = torch.tensor([len(sample) for sample in samples], device=device)
    return output.loss, induction_loss(output.attentions, batch["input_ids"], prompt_lengths, lengths)


def set_attention(model, implementation: str) -> None:
    """Switch attention (eager while the induction loss needs attention weights)."""
    if model.config._attn_implementation != implementation:
        model.set_attn_implementation(implementation)


@torch.no_grad()
def evaluate(model: torch.nn.Module, samples: list[Sample], config: TrainConfig, pad_id: int) -> float | None:
    """Answer-token-weighted loss on (at most ``eval_samples``) held-out samples."""
    subset = samples[: config.eval_samples]
    if not subset:
        return None
    model.eval()
    total, count = 0.0, 0
    for indices in epoch_batches(subset, config.batch_tokens, config.seed, 0):
        loss, tokens = batch_loss(model, [subset[i] for i in indices], pad_id, torch.device(config.device))
        total, count = total + loss.item() * tokens, count + tokens
    model.train()
    return total / count


def fit(model, tokenizer: PreTrainedTokenizerBase, train: list[Sample], held_out: list[Sample], config: TrainConfig) -> dict:
    """Train ``model`` on ``train`` samples, evaluating on ``held_out``; returns a summary of the run."""
    if not train:
        raise ValueError("no training samples fit in seq_len")
    device = torch.device(config.device)
    model.to(device).train()
    out = Path(config.out)
    out.mkdir(parents=True, exist_ok=True)
    optimizer = make_optimizer(model, config)
    resuming = can_resume(config)
    state = load_checkpoint(optimizer, config) if resuming else TrainState()
    pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    attention = model.config._attn_implementation  # restored after the induction loss
    batches = batch_iterator(train, config.batch_tokens, config.seed, state.epoch, state.next_batch)
    losses: list[float] = []
    train_loss = eval_loss = None
    started = time.monotonic() - state.seconds
    with TrainProgress(config.max_steps, config.max_minutes, enabled=sys.stderr.isatty()) as progress, open(
        out / "metrics.jsonl", "a" if resuming else "w", encoding="utf-8"
    ) as metrics:
        while progress_of(config, state) < 1.0:
            epoch, index, samples = next(batches)
            lr = learning_rate(config, state.step, progress_of(config, state))
            induction = config.induction_weight > 0 and state.step < config.induction_steps
            set_attention(model, "eager" if induction else attention)
            step_loss = train_step(model, optimizer, samples, lr, pad_id, config, induction)
            losses.append(step_loss)
            state.step += 1
            state.epoch, state.next_batch = epoch, index + 1
            state.tokens += sum(len(sample) for sample in samples)
            state.seconds = time.monotonic() - started
            last = progress_of(config, state) >= 1.0
            eval_loss = evaluate(model, held_out, config, pad_id) if state.step % config.eval_every == 0 or last else None
            if state.step % config.log_every == 0 or eval_loss is not None:
                train_loss = sum(losses) / len(losses)
                losses.clear()
                row = {"step": state.step, "loss": round(train_loss, 5),
                       "eval_loss": None if eval_loss is None else round(eval_loss, 5),
                       "lr": lr, "tokens": state.tokens, "seconds": round(state.seconds, 1)}
                metrics.write(json.dumps(row) + "\n")
                metrics.flush()
            if state.step % config.save_every == 0 or last:
                save_checkpoint(model, tokenizer, optimizer, state, config)
            progress.update(state.step, state.seconds, state.tokens, step_loss, eval_loss)
    set_attention(model, attention)
    save_final(model, tokenizer, config)
    return {
        "command": shlex.join([Path(sys.orig_argv[0]).name, *sys.orig_argv[1:]]),
        "steps": state.step,
        "tokens": state.tokens,
        "seconds": round(state.seconds, 1),
        "final_train_loss": train_loss,
        "final_eval_loss": eval_loss,
        "train_samples": len(train),
        "eval_samples": min(len(held_out), config.eval_samples),
        "parameters": sum(p.numel() for p in model.parameters()),
        "hardware": describe(config.device),
        "config": asdict(config),
    }


def load_split(data: str, eval_data: str | None, eval_fraction: float) -> tuple[list[Task], list[Task]]:
    """Train and held-out tasks: ``eval_data`` if given, else a stable by-path split of ``data``."""
    tasks = read_tasks(data)
    if eval_data:
        return tasks, read_tasks(eval_data)
    return split_tasks(tasks, eval_fraction)


def write_summary(config: TrainConfig, summary: dict) -> None:
    path = Path(config.out) / "training.json"
    path.write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
