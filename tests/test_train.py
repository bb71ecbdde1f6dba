"""The trainer: tokenizer round-trip, answer-only labels, a tiny model learns, checkpoints, resume, finetune."""

from __future__ import annotations

import functools
import json
import random
import sys

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st
from transformers import AutoModelForCausalLM, AutoTokenizer, LlamaForCausalLM, Qwen2Config, Qwen2ForCausalLM

from fastapply.data.tasks import Task, write_tasks
from fastapply.train.batches import IGNORE_INDEX, collate, encode_plain
from fastapply.train.cli import main as cli_main
from fastapply.train.finetune import chat_pair, finetune
from fastapply.train.induction import copy_sources, induction_loss
from fastapply.train.model_configs import llama_config
from fastapply.train.tokenizer import EOS_TOKEN, PLAIN_SPECIAL_TOKENS, train_tokenizer
from fastapply.train.trainer import TrainConfig, fit

torch.set_num_threads(1)
CHATML = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)
NAMES = ["alpha", "beta", "gamma", "delta", "count", "value", "items", "total"]


def edit_tasks(count: int, seed: int = 0) -> list[Task]:
    """Small Python files with one function rewritten; the snippet shows only that function."""
    rng = random.Random(seed)
    tasks = []
    for index in range(count):
        functions = [f"def f{index}_{j}({rng.choice(NAMES)}):\n    return {rng.choice(NAMES)} + {j}\n"
                     for j in range(rng.randint(2, 4))]
        changed = rng.randrange(len(functions))
        new = functions[changed].replace("return", "result =", 1) + "    return result\n"
        final = "\n".join(functions[:changed] + [new] + functions[changed + 1:])
        update = f"# ... existing code ...\n{new}# ... existing code ...\n"
        tasks.append(Task(str(index), "python", f"m{index}.py", "\n".join(functions), update, final))
    return tasks


@functools.cache
def code_tokenizer():
    texts = [task.original + task.update for task in edit_tasks(300, seed=1)]
    return train_tokenizer(texts + ["é ü 中文 🙂\t\r\n"], vocab_size=400, model_max_length=1024)


def tiny_config(tmp_path, **overrides) -> TrainConfig:
    options = {"seq_len": 512, "batch_tokens": 2048, "max_steps": 30, "lr": 3e-3, "warmup_steps": 3,
               "eval_every": 10, "eval_samples": 8, "log_every": 5, "save_every": 10, **overrides}
    return TrainConfig(out=str(tmp_path / "run"), **options)


def tiny_samples():
    tokenizer = code_tokenizer()
    train, dropped = encode_plain(edit_tasks(120), tokenizer, 512)
    held_out, _ = encode_plain(edit_tasks(8, seed=9), tokenizer, 512)
    assert dropped == 0
    return tokenizer, train, held_out


def tiny_model(tokenizer, seed: int = 0) -> LlamaForCausalLM:
    torch.manual_seed(seed)
    return LlamaForCausalLM(llama_config("tiny", tokenizer))


def metric_rows(run_dir) -> list[dict]:
    return [json.loads(line) for line in (run_dir / "metrics.jsonl").read_text().splitlines()]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(st.text(), st.sampled_from(["\t", "\r\n", "\n", "    ", "  \t ", "é", "🙂", "中"])), max_size=20))
def test_tokenizer_round_trips_any_text(parts):
    text = "".join(parts)
    tokenizer = code_tokenizer()
    assert tokenizer.decode(tokenizer(text, add_special_tokens=False)["input_ids"]) == text


def test_tokenizer_saves_with_special_tokens(tmp_path):
    code_tokenizer().save_pretrained(tmp_path)
    tokenizer = AutoTokenizer.from_pretrained(tmp_path)
    assert tokenizer.eos_token == EOS_TOKEN and tokenizer.pad_token == "<|pad|>"
    text = "<|original|>\tx = 1\r\n<|update|>  y\n<|final|>x\u00e9<|end|>"
    ids = tokenizer(text, add_special_tokens=False)["input_ids"]
    assert [tokenizer.convert_ids_to_tokens(i) for i in ids if i < len(PLAIN_SPECIAL_TOKENS)] == list(PLAIN_SPECIAL_TOKENS)
    assert tokenizer.decode(ids) == text


def test_labels_cover_only_the_answer():
    tokenizer, samples, _ = tiny_samples()
    batch = collate(samples[:3], tokenizer.pad_token_id)
    for row, sample in enumerate(samples[:3]):
        ids = list(sample.input_ids)
        assert ids[sample.prompt_length - 1] == tokenizer.convert_tokens_to_ids("<|final|>")
        assert ids[-1] == tokenizer.eos_token_id
        labels = batch["labels"][row].tolist()
        assert labels[: sample.prompt_length] == [IGNORE_INDEX] * sample.prompt_length
        assert labels[sample.prompt_length : len(ids)] == ids[sample.prompt_length :]
        assert set(labels[len(ids):]) <= {IGNORE_INDEX}
        assert batch["input_ids"][row, : len(ids)].tolist() == ids


def test_long_samples_are_dropped():
    samples, dropped = encode_plain(edit_tasks(10), code_tokenizer(), max_length=40)
    assert len(samples) + dropped == 10 and dropped > 0 and all(len(s) <= 40 for s in samples)


def test_tiny_model_learns_and_round_trips_through_from_pretrained(tmp_path):
    tokenizer, train, held_out = tiny_samples()
    config = tiny_config(tmp_path)
    model = tiny_model(tokenizer)
    summary = fit(model, tokenizer, train, held_out, config)
    rows = metric_rows(tmp_path / "run")
    assert summary["steps"] == 30 and rows[-1]["step"] == 30
    assert rows[-1]["loss"] < 0.7 * rows[0]["loss"]
    evals = [row["eval_loss"] for row in rows if row["eval_loss"] is not None]
    assert len(evals) == 3 and evals[-1] < evals[0]
    loaded = AutoModelForCausalLM.from_pretrained(tmp_path / "run")
    assert loaded.dtype == torch.float32
    assert isinstance(AutoTokenizer.from_pretrained(tmp_path / "run").decode([0]), str)
    ids = torch.tensor([train[0].input_ids])
    with torch.no_grad():
        torch.testing.assert_close(loaded(ids).logits, model.eval()(ids).logits)


def test_copy_sources_point_just_after_the_earlier_occurrence():
    # prompt: 5 7 9 7 4 | answer: 7 9 ... ; at answer position 5 (token 7) the next token is 9: source j = 2
    ids = torch.tensor([[5, 7, 9, 7, 4, 7, 9, 1]])
    sources = copy_sources(ids, torch.tensor([5]), torch.tensor([8]))
    assert sources.shape == (1, 8, 8)
    assert sources[0, 5].nonzero().flatten().tolist() == [2]  # t[1] == 7 and t[2] == 9; j = 4 has t[4] = 4
    assert not sources[0, :4].any()  # prompt positions predict no answer token
    assert not sources[0, 7].any()  # the last token predicts nothing


def test_copy_sources_prefer_the_longest_matching_context():
    # prompt 3 5 7 2 4 7 2 8, answer 4 7 2 1: at answer token 7 (position 9) the next token is 2, and
    # both j = 3 (after "5 7") and j = 6 (after "4 7") hold a 2 after a 7; only j = 6 matches "4 7"
    ids = torch.tensor([[3, 5, 7, 2, 4, 7, 2, 8, 4, 7, 2, 1]])
    sources = copy_sources(ids, torch.tensor([8]), torch.tensor([12]))
    assert sources[0, 9].nonzero().flatten().tolist() == [6]


def test_induction_loss_is_low_for_the_induction_pattern():
    ids = torch.tensor([[5, 7, 9, 7, 4, 7, 9, 1]])
    width = ids.shape[1]
    uniform = torch.tril(torch.ones(width, width)) / torch.arange(1, width + 1)[:, None]
    ideal_first = torch.zeros(width, width)
    ideal_first[0, 0] = 1.0
    ideal_first[torch.arange(1, width), torch.arange(width - 1)] = 1.0
    ideal_last = uniform.clone()
    ideal_last[5] = 0.0
    ideal_last[5, 2] = 1.0
    args = (ids, torch.tensor([5]), torch.tensor([8]))
    ideal = induction_loss((ideal_first[None, None], ideal_last[None, None]), *args)
    flat = induction_loss((uniform[None, None], uniform[None, None]), *args)
    assert ideal.item() < 0.01 < 1.0 < flat.item()
    with pytest.raises(ValueError, match="2 layers"):
        induction_loss((uniform[None, None],), *args)


def test_training_with_the_induction_loss_saves_a_plain_model(tmp_path):
    tokenizer, train, held_out = tiny_samples()
    model = tiny_model(tokenizer)
    fit(model, tokenizer, train, held_out, tiny_config(tmp_path, max_steps=12, induction_weight=1.0, induction_steps=8))
    rows = metric_rows(tmp_path / "run")
    assert rows[-1]["step"] == 12 and rows[-1]["loss"] < rows[0]["loss"]
    assert model.config._attn_implementation == "sdpa"  # eager only while the auxiliary loss is on
    loaded = AutoModelForCausalLM.from_pretrained(tmp_path / "run")
    ids = torch.tensor([train[0].input_ids])
    with torch.no_grad():
        torch.testing.assert_close(loaded(ids).logits, model.eval()(ids).logits)
    with pytest.raises(ValueError, match="induction"):
        tiny_config(tmp_path, induction_weight=-1.0)


def test_resume_continues_the_step_count(tmp_path):
    tokenizer, train, held_out = tiny_samples()
    fit(tiny_model(tokenizer), tokenizer, train, held_out, tiny_config(tmp_path, max_steps=10))
    checkpoint = tmp_path / "run" / "checkpoint"
    resumed_model = AutoModelForCausalLM.from_pretrained(checkpoint)
    summary = fit(resumed_model, tokenizer, train, held_out, tiny_config(tmp_path, max_steps=20, resume=True))
    assert summary["steps"] == 20
    steps = [row["step"] for row in metric_rows(tmp_path / "run")]
    assert steps == [5, 10, 15, 20]
    state = torch.load(checkpoint / "trainer_state.pt", weights_only=False)["state"]
    assert state["step"] == 20 and state["tokens"] == summary["tokens"]


def test_saving_in_half_precision_still_loads_as_float32(tmp_path):
    tokenizer, train, held_out = tiny_samples()
    fit(tiny_model(tokenizer), tokenizer, train, held_out, tiny_config(tmp_path, max_steps=2, save_dtype="float16"))
    assert AutoModelForCausalLM.from_pretrained(tmp_path / "run").dtype == torch.float32


def test_cli_trains_from_tasks(tmp_path):
    write_tasks(tmp_path / "tasks.jsonl", edit_tasks(60))
    code = cli_main(["train", "--data", str(tmp_path / "tasks.jsonl"), "--out", str(tmp_path / "cli"),
                     "--config", "tiny", "--vocab-size", "300", "--max-steps", "3", "--seq-len", "512",
                     "--batch-tokens", "1024", "--threads", "1"])
    assert code == 0
    summary = json.loads((tmp_path / "cli" / "training.json").read_text())
    assert summary["steps"] == 3 and summary["model_config"] == "tiny"
    eos_id = AutoTokenizer.from_pretrained(tmp_path / "cli").eos_token_id
    assert AutoModelForCausalLM.from_pretrained(tmp_path / "cli").config.eos_token_id == eos_id


def cli_trained_first(tmp_path) -> list[str]:
    """Train ``tmp_path/first`` for 2 steps through the CLI; returns the common CLI arguments."""
    tasks, tokenizer_dir = tmp_path / "tasks.jsonl", tmp_path / "tokenizer"
    write_tasks(tasks, edit_tasks(60))
    code_tokenizer().save_pretrained(tokenizer_dir)
    common = ["--data", str(tasks), "--config", "tiny", "--max-steps", "2", "--seq-len", "512", "--batch-tokens", "256"]
    assert cli_main(["train", *common, "--out", str(tmp_path / "first"), "--tokenizer", str(tokenizer_dir)]) == 0
    return common


def test_cli_continues_training_from_a_saved_model(tmp_path):
    common = cli_trained_first(tmp_path)
    assert cli_main(["train", *common, "--out", str(tmp_path / "second"), "--init", str(tmp_path / "first")]) == 0
    summary = json.loads((tmp_path / "second" / "training.json").read_text())
    assert summary["init"] == str(tmp_path / "first") and summary["init_training"]["steps"] == 2
    assert len(AutoTokenizer.from_pretrained(tmp_path / "second")) == len(code_tokenizer())


def chat_base(tmp_path):
    """A tiny random Qwen2 with a ChatML template, saved as a "base" model folder."""
    tokenizer = code_tokenizer()
    tokenizer.add_special_tokens({"additional_special_tokens": ["<|im_start|>", "<|im_end|>"]})
    tokenizer.chat_template = CHATML
    config = Qwen2Config(vocab_size=len(tokenizer), hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, tie_word_embeddings=True,
                         eos_token_id=tokenizer.convert_tokens_to_ids("<|im_end|>"))
    torch.manual_seed(0)
    base = tmp_path / "base"
    Qwen2ForCausalLM(config).save_pretrained(base)
    tokenizer.save_pretrained(base)
    write_tasks(tmp_path / "tasks.jsonl", edit_tasks(60))
    return base, AutoTokenizer.from_pretrained(base)


def test_finetune_lowers_the_loss_and_loads(tmp_path):
    base, tokenizer = chat_base(tmp_path)
    prompt, answer = chat_pair(edit_tasks(1)[0], tokenizer)
    assert prompt.endswith("<|im_start|>assistant\n") and answer.startswith("<updated-code>")
    out = tmp_path / "tuned"
    finetune(str(base), str(tmp_path / "tasks.jsonl"), str(out), max_steps=20, lr=3e-3, warmup_steps=2,
             seq_len=1024, batch_tokens=2048, log_every=5, eval_every=10, eval_fraction=0.1)
    rows = metric_rows(out)
    assert rows[-1]["loss"] < 0.8 * rows[0]["loss"]
    assert AutoModelForCausalLM.from_pretrained(out).config.model_type == "qwen2"


def test_lora_without_peft_is_a_clear_error(tmp_path, monkeypatch):
    base, _ = chat_base(tmp_path)
    monkeypatch.setitem(sys.modules, "peft", None)
    with pytest.raises(RuntimeError, match=r"pip install .fastapply\[train\]."):
        finetune(str(base), str(tmp_path / "tasks.jsonl"), str(tmp_path / "lora"), lora=True, max_steps=1)


def test_lora_finetune_merges_into_a_plain_model(tmp_path):  # peft is in the test extra
    base, _ = chat_base(tmp_path)
    out = tmp_path / "lora"
    finetune(str(base), str(tmp_path / "tasks.jsonl"), str(out), lora=True, max_steps=6, lora_rank=4,
             seq_len=1024, batch_tokens=2048, log_every=2, eval_fraction=0.1)
    assert (out / "model.safetensors").exists() and not (out / "adapter_config.json").exists()
    assert AutoModelForCausalLM.from_pretrained(out).config.model_type == "qwen2"
