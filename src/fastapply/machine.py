"""What a figure was measured on: recorded with training runs and benchmark results."""

from __future__ import annotations

import os
import platform

import torch
import transformers


def describe(device: str | torch.device = "cpu") -> dict:
    """CPU, threads, library versions and, on CUDA, the GPU's name."""
    device = torch.device(device)
    info = {"cpu": platform.processor() or platform.machine(), "cpu_count": os.cpu_count(),
            "torch_threads": torch.get_num_threads(), "torch": torch.__version__,
            "transformers": transformers.__version__, "python": platform.python_version(), "device": str(device)}
    if device.type == "cuda" and torch.cuda.is_available():
        info["gpu"] = torch.cuda.get_device_name(device)
    return info


def one_line(info: dict) -> str:
    """``describe()`` as a short line for reports."""
    where = info.get("gpu") or f"{info['cpu']} ({info['cpu_count']} cores, torch threads: {info['torch_threads']})"
    return (f"Measured on {where}, device {info['device']}; torch {info['torch']}, "
            f"transformers {info['transformers']}, Python {info['python']}.")
