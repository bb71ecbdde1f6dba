"""Resuming never runs code from a checkpoint: the trainer state loads as tensors and plain data only."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch

from fastapply.train.checkpoint import STATE_FILE, CheckpointError, TrainState, load_checkpoint
from fastapply.train.trainer import TrainConfig


class Payload:
    """Unpickling this calls ``Path.touch(marker)``: what a tampered checkpoint could do with any callable."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):
        return (Path.touch, (self.marker,))


def _state(**extra) -> dict:
    return {"optimizer": _optimizer().state_dict(),
            "state": {"step": 7, "epoch": 1, "next_batch": 3, "tokens": 99, "seconds": 1.5},
            "rng": {"cpu": torch.get_rng_state(), "cuda": []}, **extra}


def _optimizer() -> torch.optim.Optimizer:
    return torch.optim.SGD([torch.nn.Parameter(torch.zeros(2))], lr=0.1)


def test_a_checkpoint_with_pickled_code_is_refused(tmp_path):
    config = TrainConfig(out=str(tmp_path / "run"), max_steps=1)
    config.checkpoint_path.mkdir(parents=True)
    marker = tmp_path / "code-ran"
    torch.save(_state(extra=Payload(marker)), config.checkpoint_path / STATE_FILE)
    with pytest.raises(CheckpointError, match="could run code"):
        load_checkpoint(_optimizer(), config)
    assert not marker.exists()


def test_a_plain_checkpoint_resumes(tmp_path):
    config = TrainConfig(out=str(tmp_path / "run"), max_steps=1)
    config.checkpoint_path.mkdir(parents=True)
    torch.save(_state(), config.checkpoint_path / STATE_FILE)
    assert load_checkpoint(_optimizer(), config) == TrainState(step=7, epoch=1, next_batch=3, tokens=99, seconds=1.5)
