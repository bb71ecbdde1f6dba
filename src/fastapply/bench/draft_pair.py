"""Draft models for benchmarks: a truncated copy of the target's layers (no training needed)."""

from __future__ import annotations

import copy

import torch


def _layer_list(model) -> tuple[object, str]:
    """The module holding the decoder blocks and the attribute name (``layers`` or ``h``)."""
    base = model.base_model
    for name in ("layers", "h", "blocks"):
        blocks = getattr(base, name, None)
        if isinstance(blocks, torch.nn.ModuleList):
            return base, name
    raise ValueError(f"cannot find the decoder layers of {type(model).__name__}")


def truncated_copy(model, num_layers: int):
    """A draft that runs the target's first ``num_layers`` blocks, then its final norm and head."""
    draft = copy.deepcopy(model)
    owner, name = _layer_list(draft)
    blocks = getattr(owner, name)
    if not 1 <= num_layers < len(blocks):
        raise ValueError(f"num_layers must be in [1, {len(blocks) - 1}], got {num_layers}")
    setattr(owner, name, torch.nn.ModuleList(list(blocks)[:num_layers]))
    for attribute in ("num_hidden_layers", "n_layer"):
        if hasattr(draft.config, attribute):
            setattr(draft.config, attribute, num_layers)
    if getattr(draft.config, "layer_types", None):
        draft.config.layer_types = draft.config.layer_types[:num_layers]
    return draft.eval()
