"""Fine-tune an existing HF causal LM on apply tasks through its own chat template.

Each task becomes system + user messages (the "fastapply" prompt: ``<code>`` and ``<update>``)
and the assistant answer ``<updated-code>{final}</updated-code>``; the loss covers the answer
only. Same loop as training from scratch; LoRA needs the optional ``peft`` package.
"""

from __future__ import annotations

from collections.abc import Iterable

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, PreTrainedTokenizerBase

from fastapply.apply.templates import get_template
from fastapply.data.tasks import Task
from fastapply.train.batches import encode_pairs
from fastapply.train.checkpoint import can_resume
from fastapply.train.trainer import TrainConfig, fit, load_split, write_summary

FASTAPPLY = get_template("fastapply")


def apply_messages(task: Task) -> list[dict[str, str]]:
    """system, user and assistant messages of the "fastapply" template for one task."""
    answer = f"{FASTAPPLY.answer_prefix}{task.final}{FASTAPPLY.answer_suffix}"
    return [*FASTAPPLY.messages(task.original, task.update), {"role": "assistant", "content": answer}]


def chat_pair(task: Task, tokenizer: PreTrainedTokenizerBase) -> tuple[str, str]:
    """(prompt, answer) texts: the rendered conversation split where the assistant turn starts."""
    messages = apply_messages(task)
    prompt = tokenizer.apply_chat_template(messages[:-1], tokenize=False, add_generation_prompt=True)
    full = tokenizer.apply_chat_template(messages, tokenize=False)
    if not full.startswith(prompt):
        raise ValueError("the chat template does not render the prompt as a prefix of the full conversation")
    return prompt, full[len(prompt):]


def chat_pairs(tasks: Iterable[Task], tokenizer: PreTrainedTokenizerBase) -> Iterable[tuple[str, str]]:
    return (chat_pair(task, tokenizer) for task in tasks)


def with_lora(model, rank: int, alpha: int, checkpoint: str | None):
    """Wrap ``model`` in trainable LoRA adapters (new, or the ones saved in ``checkpoint``)."""
    try:
        from peft import LoraConfig, PeftModel, get_peft_model
    except ImportError as error:
        raise RuntimeError("LoRA fine-tuning needs peft: pip install 'fastapply[train]'") from error
    if checkpoint:
        return PeftModel.from_pretrained(model, checkpoint, is_trainable=True)
    lora = LoraConfig(r=rank, lora_alpha=alpha, lora_dropout=0.0, target_modules="all-linear", task_type="CAUSAL_LM")
    return get_peft_model(model, lora)


def finetune(
    base: str,
    data: str,
    out: str,
    lora: bool = False,
    *,
    eval_data: str | None = None,
    eval_fraction: float = 0.02,
    lora_rank: int = 16,
    lora_alpha: int = 32,
    **train_options,
) -> dict:
    """Fine-tune ``base`` (hub id or folder) on the tasks in ``data``; the merged model lands in ``out``.

    ``train_options`` are ``TrainConfig`` fields (``max_steps`` or ``max_minutes`` is required);
    the default learning rate is 2e-4 with LoRA and 2e-5 without.
    """
    config = TrainConfig(out=out, **{"lr": 2e-4 if lora else 2e-5, **train_options})
    train_tasks, held_out_tasks = load_split(data, eval_data, eval_fraction)
    resuming = can_resume(config)
    tokenizer = AutoTokenizer.from_pretrained(config.checkpoint_path if resuming and not lora else base)
    if tokenizer.chat_template is None:
        raise ValueError(f"{base} has no chat template; train from scratch with the plain template instead")
    weights = config.checkpoint_path if resuming and not lora else base
    torch.manual_seed(config.seed)
    model = AutoModelForCausalLM.from_pretrained(weights, dtype=torch.float32)
    if lora:
        model = with_lora(model, lora_rank, lora_alpha, str(config.checkpoint_path) if resuming else None)
    train, dropped = encode_pairs(chat_pairs(train_tasks, tokenizer), tokenizer, config.seq_len)
    held_out, _ = encode_pairs(chat_pairs(held_out_tasks, tokenizer), tokenizer, config.seq_len)
    summary = fit(model, tokenizer, train, held_out, config)
    summary.update(base=base, data=data, eval_data=eval_data, lora=lora, dropped_too_long=dropped)
    write_summary(config, summary)
    return summary
