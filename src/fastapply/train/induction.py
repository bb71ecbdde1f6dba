"""An auxiliary attention loss that gets a small model over the copying plateau early.

Copying the original file is the skill speculative edits live on, and small models find it late:
the induction circuit (a head that attends to the previous token, and a later head that attends to
just after the earlier occurrence of the current token) forms only after a long loss plateau whose
bottleneck is learning the attention maps (Gopalani & Hu 2025, "What happens during the loss
plateau?"). This loss supervises the attention pattern of one head in each of two layers:

- head 0 of the first layer attends to the previous position;
- head 0 of the last layer, at each position whose next token is an answer token, attends to the
  prompt positions ``j`` that are the copy source: the token before ``j`` equals the current token,
  the token at ``j`` is the next answer token, and among those, the tokens before match the answer's
  recent tokens for longest (up to ``MAX_CONTEXT``), so that repeated tokens point at the aligned copy.

Only attention weights are supervised (cross-entropy against the target positions), weights are
still learned by gradient descent, the language-model loss is unchanged, and the model stays a
plain HF causal LM. Attention weights need eager attention, so the trainer uses it only while the
auxiliary loss is on (the first ``induction_steps`` steps).
"""

from __future__ import annotations

import torch

EPS = 1e-6
MAX_CONTEXT = 8  # tokens of context compared to find the aligned copy source


def copy_sources(input_ids: torch.Tensor, prompt_lengths: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
    """``[batch, i, j]`` bool: position ``j`` of the prompt is a copy source for position ``i`` of the answer.

    ``i`` ranges over positions whose next token is an answer token (``prompt_length - 1 <= i < length - 1``).
    """
    width = input_ids.shape[1]
    previous = torch.full_like(input_ids, -1)
    previous[:, 1:] = input_ids[:, :-1]
    following = torch.full_like(input_ids, -2)
    following[:, :-1] = input_ids[:, 1:]
    positions = torch.arange(width, device=input_ids.device)
    same_previous = previous[:, None, :] == input_ids[:, :, None]  # t[j-1] == t[i]
    right_next = input_ids[:, None, :] == following[:, :, None]  # t[j] == t[i+1]
    in_prompt = positions[None, None, :] < prompt_lengths[:, None, None]
    answering = (positions[None, :, None] >= prompt_lengths[:, None, None] - 1) & (
        positions[None, :, None] < lengths[:, None, None] - 1)
    sources = same_previous & right_next & in_prompt & answering
    run, context = sources.clone(), sources.long()
    for k in range(1, MAX_CONTEXT):  # does t[j-1-k] == t[i-k] hold too?
        query = torch.full_like(input_ids, -3)
        query[:, k:] = input_ids[:, :-k]
        key = torch.full_like(input_ids, -4)
        key[:, k + 1:] = input_ids[:, :-k - 1]
        run &= key[:, None, :] == query[:, :, None]
        context += run
    best = context.masked_fill(~sources, -1).amax(-1, keepdim=True)
    return sources & (context == best)


def induction_loss(attentions: tuple[torch.Tensor, ...], input_ids: torch.Tensor, prompt_lengths: torch.Tensor,
                   lengths: torch.Tensor) -> torch.Tensor:
    """Previous-token loss on layer 0 head 0 plus copy-source loss on the last layer's head 0."""
    if len(attentions) < 2:
        raise ValueError("the induction loss needs a model with at least 2 layers")
    positions = torch.arange(input_ids.shape[1], device=input_ids.device)
    to_previous = attentions[0][:, 0].diagonal(offset=-1, dim1=1, dim2=2)  # [batch, width - 1]: i -> i - 1
    real = (positions[None, 1:] < lengths[:, None]).float()
    previous_loss = -(to_previous.clamp_min(EPS).log() * real).sum() / real.sum().clamp_min(1.0)
    sources = copy_sources(input_ids, prompt_lengths, lengths)
    has_source = sources.any(-1).float()
    mass = (attentions[-1][:, 0] * sources).sum(-1)
    copy_loss = -(mass.clamp_min(EPS).log() * has_source).sum() / has_source.sum().clamp_min(1.0)
    return previous_loss + copy_loss
