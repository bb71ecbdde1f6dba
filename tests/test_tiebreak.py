"""Model tie-break of an ambiguous merge (apply/tiebreak.py): the candidate placements, the teacher-forced
score against a token-by-token computation, and a tiny model trained on one candidate choosing it."""

from __future__ import annotations

import torch
from conftest import build_model, build_tokenizer

from fastapply.apply.api import apply_edit
from fastapply.apply.merge import merge
from fastapply.apply.templates import get_template
from fastapply.apply.tiebreak import answer_logprob, candidates, tie_break
from fastapply.engine import Engine

ORIGINAL = "def first():\n    x = 1\n    return x\n\n\ndef second():\n    x = 1\n    return x\n"
UPDATE = "# ... existing code ...\n    x = 1\n    y = 2\n    return x\n# ... existing code ...\n"
IN_FIRST = ORIGINAL.replace("x = 1\n", "x = 1\n    y = 2\n", 1)
IN_SECOND = ORIGINAL[::-1].replace("\n1 = x", "\n2 = y    \n1 = x", 1)[::-1]


def _prompt(engine: Engine) -> list[int]:
    template = get_template("plain")
    return engine.encode(template.render(ORIGINAL, UPDATE, tokenizer=engine.tokenizer))


def _engine_trained_on(final: str) -> Engine:
    """A tiny Llama taught (40 Adam steps, teacher-forced) to answer the prompt with ``final``."""
    tokenizer = build_tokenizer()
    model = build_model("llama", len(tokenizer), seed=1, eos_token_id=tokenizer.eos_token_id)
    engine = Engine(model, tokenizer)
    template = get_template("plain")
    prompt = _prompt(engine)
    answer = engine.encode(template.answer_prefix + final + template.answer_suffix + template.eos,
                           add_special_tokens=False)
    ids = torch.tensor([prompt + answer])
    labels = ids.clone()
    labels[0, : len(prompt)] = -100
    model.train()
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    for _ in range(40):
        optimizer.zero_grad()
        model(input_ids=ids, labels=labels).loss.backward()
        optimizer.step()
    model.eval()
    return engine


def test_candidates_are_the_equal_placements() -> None:
    merged = merge(ORIGINAL, UPDATE)
    assert merged.confidence == "ambiguous" and merged.text == IN_FIRST
    assert candidates(merged) == [IN_FIRST, IN_SECOND]
    sure = merge(ORIGINAL, "# ... existing code ...\ndef second():\n    x = 2\n    return x\n")
    assert sure.confidence == "exact" and candidates(sure) == [ORIGINAL[::-1].replace("1 = x", "2 = x", 1)[::-1]]


def test_answer_logprob_equals_token_by_token() -> None:
    tokenizer = build_tokenizer()
    engine = Engine(build_model("qwen2", len(tokenizer), seed=3, eos_token_id=tokenizer.eos_token_id), tokenizer)
    prompt = engine.encode("def f(x):\n    return")
    answer = " x + 1\n"
    expected = 0.0
    ids = list(prompt)
    for token in engine.encode(answer, add_special_tokens=False):
        with torch.no_grad():
            logits = engine.model(input_ids=torch.tensor([ids]), use_cache=False).logits[0, -1]
        expected += float(torch.log_softmax(logits, -1)[token])
        ids.append(token)
    assert abs(answer_logprob(engine, prompt, answer) - expected) < 1e-3


def test_trained_model_picks_its_placement_and_apply_drafts_it() -> None:
    template = get_template("plain")
    merged = merge(ORIGINAL, UPDATE)
    for final, chosen in ((IN_SECOND, 1), (IN_FIRST, 0)):
        engine = _engine_trained_on(final)
        picked = tie_break(engine, template, _prompt(engine), merged)
        assert picked is not None and (picked.text, picked.chosen) == (final, chosen), picked
        assert picked.scores[chosen] > max(picked.scores[1 - chosen], -1e9) + 1
    result = apply_edit(ORIGINAL, UPDATE, model=engine, max_tokens=200)  # trained on IN_FIRST
    plain = apply_edit(ORIGINAL, UPDATE, model=engine, max_tokens=200, speculate=False)
    assert result.text == plain.text  # lossless: the draft changes the speed, never the answer
    assert result.draft == "merge" and any(r.startswith("model tie-break") for r in result.merge_reasons)


def test_no_tie_break_past_the_context() -> None:
    tokenizer = build_tokenizer()
    prompt = tokenizer(get_template("plain").render(ORIGINAL, UPDATE, tokenizer=tokenizer))["input_ids"]
    model = build_model("gpt2", len(tokenizer), eos_token_id=tokenizer.eos_token_id)
    engine = Engine(model, tokenizer, max_context=len(prompt) + 5)  # no room for either candidate
    assert tie_break(engine, get_template("plain"), prompt, merge(ORIGINAL, UPDATE)) is None
