"""Tokenized training samples, a stable held-out split and length-bucketed batches."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import torch
from transformers import PreTrainedTokenizerBase

from fastapply.apply.templates import get_template
from fastapply.data.tasks import Task
from fastapply.train.tokenizer import EOS_TOKEN

PLAIN = get_template("plain")
IGNORE_INDEX = -100


@dataclass(frozen=True, slots=True)
class Sample:
    """``input_ids`` = prompt + answer; the loss covers ``input_ids[prompt_length:]``."""

    input_ids: tuple[int, ...]
    prompt_length: int

    def __len__(self) -> int:
        return len(self.input_ids)


def plain_pair(task: Task) -> tuple[str, str]:
    """(prompt, answer) of the plain template; the answer ends with the eos token."""
    return PLAIN.render(task.original, task.update), task.final + EOS_TOKEN


def encode_pairs(
    pairs: Iterable[tuple[str, str]], tokenizer: PreTrainedTokenizerBase, max_length: int
) -> tuple[list[Sample], int]:
    """Tokenize prompt and answer separately (as at inference); drop samples over ``max_length``.

    Returns the samples and the number dropped.
    """
    samples, dropped = [], 0
    for prompt, answer in pairs:
        prompt_ids = tokenizer(prompt, add_special_tokens=False, verbose=False)["input_ids"]
        answer_ids = tokenizer(answer, add_special_tokens=False, verbose=False)["input_ids"]
        if len(prompt_ids) + len(answer_ids) > max_length or not answer_ids:
            dropped += 1
            continue
        samples.append(Sample(tuple(prompt_ids + answer_ids), len(prompt_ids)))
    return samples, dropped


def encode_plain(tasks: Iterable[Task], tokenizer: PreTrainedTokenizerBase, max_length: int) -> tuple[list[Sample], int]:
    return encode_pairs((plain_pair(task) for task in tasks), tokenizer, max_length)


def is_held_out(task: Task, fraction: float) -> bool:
    """Stable split by file path, so every edit of one file lands on the same side."""
    key = hashlib.sha256((task.path or task.id).encode()).digest()
    return int.from_bytes(key[:8], "big") / 2**64 < fraction


def split_tasks(tasks: Sequence[Task], fraction: float) -> tuple[list[Task], list[Task]]:
    train = [task for task in tasks if not is_held_out(task, fraction)]
    held_out = [task for task in tasks if is_held_out(task, fraction)]
    return train, held_out


def bucket_batches(lengths: Sequence[int], batch_tokens: int, rng: random.Random) -> list[list[int]]:
    """Group sample indices of similar length so each padded batch holds <= ``batch_tokens``
    (a sample longer than that makes a batch on its own).

    >>> sorted(bucket_batches([5, 3, 4, 8], 10, random.Random(0)))  # 2 x 4 <= 10 < 3 x 5
    [[0], [1, 2], [3]]
    """
    order = sorted(range(len(lengths)), key=lambda index: (lengths[index], rng.random()))
    batches: list[list[int]] = []
    current: list[int] = []
    for index in order:  # ascending, so the newest index sets the padded width
        if current and (len(current) + 1) * lengths[index] > batch_tokens:
            batches.append(current)
            current = []
        current.append(index)
    if current:
        batches.append(current)
    rng.shuffle(batches)
    return batches


def epoch_batches(samples: Sequence[Sample], batch_tokens: int, seed: int, epoch: int) -> list[list[int]]:
    """The batch order of one epoch: a pure function of (seed, epoch), so resuming replays it."""
    return bucket_batches([len(sample) for sample in samples], batch_tokens, random.Random(f"{seed}:{epoch}"))


def collate(samples: Sequence[Sample], pad_id: int) -> dict[str, torch.Tensor]:
    """Right-padded ``input_ids`` and ``labels`` (-100 on prompt and padding), both [batch, width].

    No attention mask: with right padding, a causal model never lets a real token see a pad,
    and the pads' own outputs carry no loss. Dropping the mask keeps SDPA on its fast causal path.
    """
    width = max(len(sample) for sample in samples)
    input_ids = torch.full((len(samples), width), pad_id, dtype=torch.long)
    labels = torch.full((len(samples), width), IGNORE_INDEX, dtype=torch.long)
    for row, sample in enumerate(samples):
        ids = torch.tensor(sample.input_ids, dtype=torch.long)
        input_ids[row, : len(ids)] = ids
        labels[row, sample.prompt_length : len(ids)] = ids[sample.prompt_length :]
    return {"input_ids": input_ids, "labels": labels}


def batch_iterator(
    samples: Sequence[Sample], batch_tokens: int, seed: int, start_epoch: int, start_batch: int
) -> Iterable[tuple[int, int, list[Sample]]]:
    """Endless (epoch, batch index, samples) from a given position."""
    epoch, position = start_epoch, start_batch
    while True:
        batches = epoch_batches(samples, batch_tokens, seed, epoch)
        for index in range(position, len(batches)):
            yield epoch, index, [samples[i] for i in batches[index]]
        epoch, position = epoch + 1, 0


