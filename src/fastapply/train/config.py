"""How a training run is set up (``fastapply train`` / ``finetune``); the trainer and its checkpoints
both read it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

SAVE_DTYPES = ("bfloat16", "float16", "float32")  # names of torch dtypes


@dataclass(frozen=True, slots=True)
class TrainConfig:
    """How to train; stops at ``max_steps`` or after ``max_minutes`` of loop time, whichever comes first."""

    out: str
    checkpoint_dir: str | None = None  # default: <out>/checkpoint
    seq_len: int = 2048
    batch_tokens: int = 8192  # padded tokens per batch; a longer sample makes a batch on its own
    lr: float = 1e-3
    min_lr_ratio: float = 0.1
    warmup_steps: int = 50
    weight_decay: float = 0.1
    grad_clip: float = 1.0
    max_steps: int | None = None
    max_minutes: float | None = None
    eval_every: int = 100
    eval_samples: int = 64
    save_every: int = 200
    log_every: int = 10
    seed: int = 0
    device: str = "cpu"
    resume: bool = False
    save_dtype: str = "float32"  # storage dtype of the final model; config.json still says float32
    induction_weight: float = 0.0  # weight of the auxiliary copy-attention loss (train/induction.py); 0 = off
    induction_steps: int = 0  # the auxiliary loss is on for the first this many steps

    def __post_init__(self) -> None:
        if self.max_steps is None and self.max_minutes is None:
            raise ValueError("set max_steps or max_minutes")
        if self.max_steps is not None and self.max_steps < 1:
            raise ValueError(f"max_steps must be >= 1, got {self.max_steps}")
        if self.max_minutes is not None and self.max_minutes <= 0:
            raise ValueError(f"max_minutes must be > 0, got {self.max_minutes}")
        if self.seq_len < 8 or self.batch_tokens < 1:
            raise ValueError("need seq_len >= 8 and batch_tokens >= 1")
        if not (self.lr > 0 and 0 <= self.min_lr_ratio <= 1 and self.grad_clip > 0 and self.weight_decay >= 0):
            raise ValueError("need lr > 0, min_lr_ratio in [0, 1], grad_clip > 0, weight_decay >= 0")
        if min(self.warmup_steps, self.eval_samples) < 0 or min(self.eval_every, self.save_every, self.log_every) < 1:
            raise ValueError("warmup_steps, eval_samples must be >= 0; eval/save/log intervals >= 1")
        if self.device not in ("cpu", "cuda"):
            raise ValueError(f"device must be cpu or cuda, got {self.device!r}")
        if self.induction_weight < 0 or self.induction_steps < 0:
            raise ValueError("induction_weight and induction_steps must be >= 0")
        if self.save_dtype not in SAVE_DTYPES:
            raise ValueError(f"save_dtype must be one of {sorted(SAVE_DTYPES)}, got {self.save_dtype!r}")

    @property
    def checkpoint_path(self) -> Path:
        return Path(self.checkpoint_dir) if self.checkpoint_dir else Path(self.out) / "checkpoint"
