"""Training a new (or further training a saved) Llama apply model on the plain template."""

from __future__ import annotations

import json
from pathlib import Path

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, LlamaForCausalLM

from fastapply.data.tasks import Task
from fastapply.train.batches import encode_plain
from fastapply.train.checkpoint import can_resume
from fastapply.train.grow import grow
from fastapply.train.model_configs import MODEL_SHAPES, llama_config
from fastapply.train.tokenizer import DEFAULT_VOCAB_SIZE, train_tokenizer
from fastapply.train.trainer import TrainConfig, fit, load_split, write_summary


def tokenizer_corpus(tasks: list[Task], max_chars: int) -> list[str]:
    """Originals and snippets (finals mostly repeat the originals), up to ``max_chars`` in all."""
    texts, total = [], 0
    for task in tasks:
        for text in (task.original, task.update):
            if total >= max_chars:
                return texts
            texts.append(text)
            total += len(text)
    return texts


def train_plain(
    data: str,
    config: TrainConfig,
    model_config: str = "small",
    vocab_size: int = DEFAULT_VOCAB_SIZE,
    eval_data: str | None = None,
    eval_fraction: float = 0.02,
    tokenizer_dir: str | None = None,
    init: str | None = None,
    grow_to: str | None = None,
) -> dict:
    """Train a Llama apply model (plain template) on the tasks in ``data``.

    The model is new (shape ``model_config``) or, with ``init``, a saved plain-template model
    trained further (widened to shape ``grow_to`` first, see ``grow.py``); the tokenizer comes
    from ``init``, else ``tokenizer_dir``, else is trained on the training tasks. ``--resume``
    takes both from the checkpoint.
    """
    for name in (model_config, grow_to or model_config):
        if name not in MODEL_SHAPES:
            raise ValueError(f"unknown model config {name!r}; choose from {sorted(MODEL_SHAPES)}")
    if grow_to and not init:
        raise ValueError("growing (--grow) widens the model given by --init")
    train_tasks, held_out_tasks = load_split(data, eval_data, eval_fraction)
    saved = config.checkpoint_path if can_resume(config) else init
    if saved:
        tokenizer = AutoTokenizer.from_pretrained(saved)
        model = AutoModelForCausalLM.from_pretrained(saved, dtype=torch.float32)
        if grow_to and saved == init:
            model = grow(model, MODEL_SHAPES[grow_to], seed=config.seed)
    else:
        context = MODEL_SHAPES[model_config].max_position_embeddings
        tokenizer = (AutoTokenizer.from_pretrained(tokenizer_dir) if tokenizer_dir
                     else train_tokenizer(tokenizer_corpus(train_tasks, 10_000_000), vocab_size, context))
        torch.manual_seed(config.seed)
        model = LlamaForCausalLM(llama_config(model_config, tokenizer))
    train, dropped = encode_plain(train_tasks, tokenizer, config.seq_len)
    held_out, _ = encode_plain(held_out_tasks, tokenizer, config.seq_len)
    summary = fit(model, tokenizer, train, held_out, config)
    summary.update(data=data, eval_data=eval_data, model_config=grow_to if init else model_config,
                   tokenizer=init or tokenizer_dir, dropped_too_long=dropped)
    if init:
        earlier = Path(init) / "training.json"
        summary.update(init=init, init_training=json.loads(earlier.read_text()) if earlier.exists() else None)
    write_summary(config, summary)
    return summary
