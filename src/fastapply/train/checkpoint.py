"""Checkpoints (weights, tokenizer, optimizer, data position, RNG) and the final save.

A checkpoint is data only: the trainer state is loaded with ``torch.load(weights_only=True)``, which
builds tensors and plain containers and refuses any other pickled object, so a tampered checkpoint
cannot run code on resume. torch is imported by the functions, so the CLI can list the choices
without loading it.
"""

from __future__ import annotations

import pickle
import shutil
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fastapply.train.config import TrainConfig

STATE_FILE = "trainer_state.pt"


class CheckpointError(ValueError):
    """A checkpoint cannot be resumed from safely; the message says why."""


@dataclass(slots=True)
class TrainState:
    """What a checkpoint restores besides the weights (with the optimizer state)."""

    step: int = 0
    epoch: int = 0
    next_batch: int = 0
    tokens: int = 0
    seconds: float = 0.0


def save_checkpoint(model, tokenizer, optimizer, state: TrainState, config: TrainConfig) -> None:
    """Write the checkpoint next to the old one, then swap, so a crash never leaves half of one."""
    import torch

    target = config.checkpoint_path
    staging = target.with_name(target.name + ".tmp")
    shutil.rmtree(staging, ignore_errors=True)
    model.save_pretrained(staging)
    tokenizer.save_pretrained(staging)
    rng = {"cpu": torch.get_rng_state(), "cuda": torch.cuda.get_rng_state_all() if torch.cuda.is_available() else []}
    torch.save({"optimizer": optimizer.state_dict(), "state": asdict(state), "rng": rng}, staging / STATE_FILE)
    shutil.rmtree(target, ignore_errors=True)
    staging.rename(target)


def load_checkpoint(optimizer, config: TrainConfig) -> TrainState:
    import torch

    path = config.checkpoint_path / STATE_FILE
    try:
        saved = torch.load(path, weights_only=True, map_location="cpu")
    except pickle.UnpicklingError as error:
        raise CheckpointError(f"refusing to resume from {path}: it holds more than tensors and plain data "
                              f"(loading it could run code): {str(error).splitlines()[0]}") from error
    optimizer.load_state_dict(saved["optimizer"])
    torch.set_rng_state(saved["rng"]["cpu"])
    if saved["rng"]["cuda"] and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(saved["rng"]["cuda"])
    return TrainState(**saved["state"])


def can_resume(config: TrainConfig) -> bool:
    return config.resume and (config.checkpoint_path / STATE_FILE).exists()


def save_final(model, tokenizer, config: TrainConfig) -> None:
    """``save_pretrained`` in ``save_dtype``; config.json keeps float32 so plain loading computes in fp32.

    A LoRA (peft) model is merged first, so the result loads without peft.
    """
    import torch

    if hasattr(model, "merge_and_unload"):
        model = model.merge_and_unload()
    model.to(getattr(torch, config.save_dtype)).save_pretrained(config.out)
    model.config.dtype = torch.float32
    model.config.save_pretrained(config.out)
    tokenizer.save_pretrained(config.out)
