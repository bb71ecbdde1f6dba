"""Plant known bugs in a temporary copy of the repository; check that the fast tests catch each one.

Each mutant replaces exact source text (each string must occur exactly once, else the check fails
loudly: a refactor must not silently disable a mutant) and runs only the tests meant to catch it,
with ``-x``. A mutant is caught when pytest reports failed tests (exit status 1); any other status
(passed, collection error, missing test id) fails the check. The unmutated copy runs the union of
the selected tests first and must pass. Exit status: 0 when every mutant is caught.

Each run is a fresh process forked from this one after it imported the heavy third-party modules
(torch, transformers, hypothesis, scipy) and nothing of fastapply: the run imports fastapply from its
own copy (checked after every run), without paying for those imports again.

    python scripts/mutation_check.py            # all mutants, 2 at a time
    python scripts/mutation_check.py --list     # what is planted where
    python scripts/mutation_check.py -k trim    # mutants whose name contains "trim"
"""

from __future__ import annotations

import argparse
import importlib
import multiprocessing
import multiprocessing.connection
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PKG = "src/fastapply"
EXACT = "tests/test_verify_exact.py"
SPEC = EXACT + "::test_speculative_sampling_with_sampled_drafts_follows_the_target"
ONE_HOT = EXACT + "::test_one_hot_verifier_follows_the_target"
MATRIX = "tests/test_equality_matrix.py::test_speculative_greedy_equals_plain_with_known_acceptance"


@dataclass(frozen=True)
class Mutant:
    name: str
    path: str  # relative to the repository root
    edits: tuple[tuple[str, str], ...]  # (exact old text, new text)
    tests: tuple[str, ...]  # pytest node ids / paths that must catch it


MUTANTS = (
    Mutant("draft verifier: recovered token from the residual at position 0", f"{PKG}/verify.py",
           (("residual = (p[accepted] - q[accepted]).clamp_min(0.0)", "residual = (p[0] - q[0]).clamp_min(0.0)"),),
           (f"{SPEC}[4-plain]",)),
    Mutant("engine with a sampled draft: recovered token from the residual at position 0", f"{PKG}/verify.py",
           (("residual = (p[accepted] - q[accepted]).clamp_min(0.0)", "residual = (p[0] - q[0]).clamp_min(0.0)"),),
           ("tests/test_draft_model.py::test_draft_sampling_matches_target[3-settings0-bugs0-500-llama]",)),
    Mutant("draft verifier: acceptance tested with the next position's target row", f"{PKG}/verify.py",
           (("p_draft, q_draft = p[index, tokens], q[index, tokens]",
             "p_draft, q_draft = p[index + 1, tokens], q[index, tokens]"),),
           (f"{SPEC}[2-plain]",)),
    Mutant("one-hot verifier keeps the draft token at the first mismatch", f"{PKG}/verify.py",
           (("    return _accept_prefix(draft, samples)\n",
             "    verdict = _accept_prefix(draft, samples)\n"
             "    if verdict.accepted < len(draft):\n"
             "        return Verdict(verdict.accepted, draft[verdict.accepted])\n"
             "    return verdict\n"),),
           (f"{ONE_HOT}[3-plain]",)),
    Mutant("greedy acceptance one past the first mismatch", f"{PKG}/verify.py",
           (("    return _accept_prefix(draft, _argmax(logits))\n",
             "    verdict = _accept_prefix(draft, logits.argmax(dim=-1).tolist())\n"
             "    if verdict.accepted < len(draft):\n"
             "        return Verdict(verdict.accepted + 1, int(logits[verdict.accepted + 1].argmax()))\n"
             "    return verdict\n"),),
           (f"{MATRIX}[llama-prediction-partly]", f"{MATRIX}[qwen2-draft-partly]")),
    Mutant("greedy acceptance one short (same output, fewer tokens accepted)", f"{PKG}/verify.py",
           (("    return Verdict(accepted, target[accepted])\n",
             "    accepted = max(accepted - 1, 0)\n    return Verdict(accepted, target[accepted])\n"),),
           (f"{MATRIX}[llama-prediction-always]", f"{MATRIX}[gpt2-ngram-always]")),
    Mutant("temperature multiplies the logits", f"{PKG}/sampling.py",
           (("scores = logits.float() / params.temperature", "scores = logits.float() * params.temperature"),),
           (f"{SPEC}[2-hot_top_k]",)),
    Mutant("temperature applied after the nucleus is chosen", f"{PKG}/sampling.py",
           (("scores = logits.float() / params.temperature", "scores = logits.float()"),
            ("    return scores.softmax(dim=-1)", "    return (scores / params.temperature).softmax(dim=-1)")),
           (f"{SPEC}[2-cold_nucleus]",)),
    Mutant("nucleus drops the token that crosses top_p", f"{PKG}/sampling.py",
           (("mass_before = sorted_probs.cumsum(dim=-1) - sorted_probs", "mass_before = sorted_probs.cumsum(dim=-1)"),),
           (f"{ONE_HOT}[3-cold_nucleus]",)),
    Mutant("KV cache trim off by one (keeps a rejected position)", f"{PKG}/engine.py",
           (("self.cache.trim(len(draft) - verdict.accepted)", "self.cache.trim(len(draft) - verdict.accepted - 1)"),),
           (f"{MATRIX}[qwen2-prediction-partly]",)),
    Mutant("method='ngram' builds a proposer that never drafts", f"{PKG}/proposers/__init__.py",
           (("        return NgramProposer(config, position_cost)\n", "        return NoProposer()\n"),),
           (f"{MATRIX}[llama-ngram-partly]",)),
    Mutant("the draft-model proposer never drafts", f"{PKG}/proposers/draft_model.py",
           (("        k = min(budget, self.length.current)\n", "        k = 0\n"),),
           (f"{MATRIX}[gpt2-draft-partly]",)),
    # continuous batching, the static slot layout (cache_slots.py) and chunked prefill (batch.py)
    Mutant("slot layout: each row written at another row's offset", f"{PKG}/cache_slots.py",
           (("        self.offsets.copy_(lengths)\n", "        self.offsets.copy_(lengths.roll(1))\n"),),
           ("tests/test_batch.py::test_all_requests_at_once[llama-static]",)),
    Mutant("slot layout: stale columns beyond a row's length not masked", f"{PKG}/cache_slots.py",
           (("<= (lengths[:, None] + step[None])[:, :, None]",
             "<= (lengths.max() + step[None])[:, :, None].expand(self.slots, -1, -1)"),),
           ("tests/test_batch.py::test_all_requests_at_once[llama-static]",)),
    Mutant("a joining prompt prefilled whole, not in chunks", f"{PKG}/batch.py",
           (("chunk = min(generation.prompt_len - 1 - fed, budget)", "chunk = generation.prompt_len - 1 - fed"),
            ("min(len(generation.cache) + width, generation.prompt_len - 1)", "generation.prompt_len - 1")),
           ("tests/test_batch.py::test_long_prompt_is_prefilled_in_chunks_while_others_decode[static]",)),
    Mutant("prompts arriving together all prefilled in one forward, past the token cap", f"{PKG}/batch.py",
           (("if group and (len(group) + 1) * max(width, chunk) > budget:", "if False:"),),
           ("tests/test_batch_schedule.py::test_prompts_arriving_together_are_prefilled_together_within_the_cap",)),
    Mutant("every running request padded into one decode forward", f"{PKG}/batch.py",
           (("groups = partition(sorted(self.running, key=sizes.__getitem__), sizes, self.config)",
             "groups = [sorted(self.running, key=sizes.__getitem__)]"),),
           ("tests/test_batch_schedule.py::test_short_rows_sit_out_a_long_draft_and_are_not_forwarded",)),
    Mutant("requests left out all forced into one forward, past the token cap", f"{PKG}/batch.py",
           (("if generation not in chosen and (len(chosen) + 1) * wider <= self.config.max_batch_tokens:",
             "if generation not in chosen:"),),
           ("tests/test_batch_schedule.py::test_requests_left_out_of_several_groups_keep_the_cap",)),
    Mutant("dynamic layout: a forward's new KV written into the rows that sat it out", f"{PKG}/cache_batch.py",
           (("key_room[subset, :, self.columns : end] = layer.keys[:, :, -width:]",
             "key_room[subset.flip(0), :, self.columns : end] = layer.keys[:, :, -width:]"),
            ("value_room[subset, :, self.columns : end] = layer.values[:, :, -width:]",
             "value_room[subset.flip(0), :, self.columns : end] = layer.values[:, :, -width:]")),
           ("tests/test_batch.py::test_all_requests_at_once[llama-dynamic]",)),
    Mutant("RoomLayer: states replaced from outside not noticed (appends into the old buffer)", f"{PKG}/cache.py",
           (("return all(state.dim() == 4 and state.data_ptr() == buffer.data_ptr() and state.stride() == buffer.stride()",
             "return all(state.dim() == 4"),),
           ("tests/test_room_layer.py::test_any_sequence_of_updates_crops_and_row_changes_matches_dynamic_layer",)),
    # llama.cpp: requests as sequences of one context (llamacpp/runner.py, llamacpp/sequences.py)
    Mutant("llama.cpp batch: every row's tokens sent to the first row's sequence", f"{PKG}/llamacpp/batch.py",
           (("seq = np.repeat(np.array(seqs, dtype=np.int32), sizes)",
             "seq = np.repeat(np.array(seqs[:1] * len(seqs), dtype=np.int32), sizes)"),),
           ("tests/test_llamacpp_batch.py::test_batched_equals_alone_and_llama_cpp_greedy[llama]",)),
    # the model's exact text (detok.py, llamacpp/model.py)
    Mutant("GGUF text with llama.cpp's space clean-up (llama_detokenize of the whole output)",
           f"{PKG}/llamacpp/model.py",
           (("        pieces = self._pieces[not skip_special_tokens]\n",
             "        if ids := list(ids):\n"
             "            buffer = ctypes.create_string_buffer(8 * len(ids) + 64)\n"
             "            tokens = (self.lib.llama_token * len(ids))(*ids)\n"
             "            size = self.lib.llama_detokenize(self.vocab, tokens, len(ids), buffer, len(buffer),\n"
             "                                             False, not skip_special_tokens)\n"
             "            return buffer.raw[:size]\n"
             "        pieces = self._pieces[not skip_special_tokens]\n"),),
           ("tests/test_llamacpp_text.py::test_gguf_text_equals_llama_cpp_completion[plain]",)),
    Mutant("streamed space clean-up cut at any space", f"{PKG}/detok.py",
           (('while cut >= 0 and (cut < 3 or " " in self.pending[cut - 3 : cut]):', "while cut >= 0 and cut < 1:"),),
           ("tests/test_llamacpp_text.py::test_space_clean_up_streamed_equals_one_shot",)),
    Mutant("HF windows decoded with the clean-up on (text that later windows change)", f"{PKG}/detok.py",
           (("        if self.cleanup is not None:\n            return self.tokenizer.decode(",
             "        if False:\n            return self.tokenizer.decode("),
            ("        return delta if self.cleanup is None else self.cleanup.push(delta)\n",
             "        return delta\n"),
            ("        return delta if self.cleanup is None else self.cleanup.push(delta) + self.cleanup.finish()\n",
             "        return delta\n")),
           ("tests/test_llamacpp_text.py::"
            "test_hf_text_equals_decode_with_the_tokenizers_own_setting[plain-True]",)),
    Mutant("llama.cpp: rejected draft positions left in a request's sequence", f"{PKG}/llamacpp/sequences.py",
           (("if not self.runner.lib.llama_memory_seq_rm(self.runner.memory, self.seq, length, -1):",
             "if self.seq < 0:"),),
           ("tests/test_llamacpp_batch.py::test_batched_equals_alone_and_llama_cpp_greedy[llama]",)),
    Mutant("grouped attention (CPU): the attention mask dropped", f"{PKG}/attention.py",
           (("query, key, value, attn_mask=attention_mask,", "query, key, value, attn_mask=None,"),),
           ("tests/test_batch.py::test_all_requests_at_once[llama-dynamic]",)),
)


def copy_repo(destination: Path) -> None:
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".pytest_cache", ".hypothesis")
    for name in ("src", "tests"):
        shutil.copytree(ROOT / name, destination / name, ignore=ignore)
    shutil.copy2(ROOT / "pyproject.toml", destination / "pyproject.toml")


def mutated_text(root: Path, mutant: Mutant) -> str:
    """The mutant's file with its edits applied; each old text must occur exactly once."""
    text = (root / mutant.path).read_text(encoding="utf-8")
    for old, new in mutant.edits:
        found = text.count(old)
        if found != 1:
            raise SystemExit(f"mutation target for {mutant.name!r} occurs {found} times in {mutant.path} "
                             f"(expected once): {old!r}\nupdate scripts/mutation_check.py after a refactor")
        text = text.replace(old, new)
    return text


def plant(root: Path, mutant: Mutant) -> None:
    (root / mutant.path).write_text(mutated_text(root, mutant), encoding="utf-8")


# Imported once before the runs fork; each run would otherwise spend seconds of CPU importing them.
PRELOAD = ("torch", "numpy", "scipy.stats", "tokenizers", "hypothesis", "pytest", "transformers")
PRELOAD_TRANSFORMERS = ("LlamaForCausalLM", "Qwen2ForCausalLM", "GPT2LMHeadModel", "PreTrainedTokenizerFast",
                        "DynamicCache")


def preload() -> None:
    os.environ["OMP_NUM_THREADS"] = "1"  # before torch is imported: the forked runs keep it
    for name in PRELOAD:
        importlib.import_module(name)
    transformers = sys.modules["transformers"]
    for name in PRELOAD_TRANSFORMERS:  # transformers imports its model classes lazily, on first use
        getattr(transformers, name)
    if "fastapply" in sys.modules:
        raise SystemExit("fastapply was imported before the runs fork: they would not test their copies")


def run_tests(root: Path, tests: tuple[str, ...]) -> tuple[int, float, str]:
    """In a forked process: pytest on the copy at ``root``; (exit status, seconds, the output's tail)."""
    import pytest

    started = time.perf_counter()
    os.chdir(root)
    os.environ.update({"PYTHONPATH": str(root / "src"), "PYTHONDONTWRITEBYTECODE": "1"})  # for subprocesses
    sys.dont_write_bytecode = True
    sys.path.insert(0, str(root / "src"))
    log = root / "pytest.log"
    with open(log, "w", encoding="utf-8") as out:
        os.dup2(out.fileno(), 1)
        os.dup2(out.fileno(), 2)
        code = int(pytest.main(["-x", "-q", "-p", "no:cacheprovider", "--no-header", *tests]))
        sys.stdout.flush()
        sys.stderr.flush()
    output = log.read_text(encoding="utf-8", errors="replace")[-3000:]
    imported = getattr(sys.modules.get("fastapply"), "__file__", None)
    if imported is None or not Path(imported).resolve().is_relative_to(root.resolve()):
        return 3, time.perf_counter() - started, f"fastapply was imported from {imported}, not from the copy {root}"
    return code, time.perf_counter() - started, output


def job(writer, workdir: Path, mutant: Mutant | None, tests: tuple[str, ...]) -> None:
    """In a forked process: a copy of the repository, the mutant planted, its tests run; the result sent."""
    root = Path(tempfile.mkdtemp(dir=workdir))
    copy_repo(root)
    if mutant is not None:
        plant(root, mutant)
    writer.send(run_tests(root, tests))
    writer.close()


def forked_runs(workdir: Path, runs: list[tuple[Mutant | None, tuple[str, ...]]],
                jobs: int) -> Iterator[tuple[int, float, str]]:
    """Each run in its own process forked from this (single-threaded) one, at most ``jobs`` at a time;
    yields (exit status, seconds, output) in the order of ``runs``."""
    context = multiprocessing.get_context("fork")
    waiting, running, finished, next_out = list(enumerate(runs)), {}, {}, 0
    while waiting or running:
        while waiting and len(running) < jobs:
            index, (mutant, tests) = waiting.pop(0)
            reader, writer = context.Pipe(duplex=False)
            process = context.Process(target=job, args=(writer, workdir, mutant, tests))
            process.start()
            writer.close()
            running[reader] = (index, process, time.perf_counter())
        for reader in multiprocessing.connection.wait(list(running)):
            index, process, started = running.pop(reader)
            try:
                finished[index] = reader.recv()
            except EOFError:
                finished[index] = (4, time.perf_counter() - started, f"the run died (exit status {process.exitcode})")
            process.join()
        while next_out in finished:
            yield finished.pop(next_out)
            next_out += 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-k", dest="select", default="", help="only mutants whose name contains this text")
    parser.add_argument("--jobs", type=int, default=2, help="mutants run at the same time (default 2)")
    parser.add_argument("--list", action="store_true", help="list the mutants and exit")
    args = parser.parse_args(argv)
    mutants = [m for m in MUTANTS if args.select in m.name]
    if args.list or not mutants:
        for mutant in MUTANTS:
            print(f"{mutant.name}\n    in {mutant.path}; caught by {', '.join(mutant.tests)}")
        return 0 if args.list else 2
    for mutant in mutants:  # every target string must be there before anything runs
        mutated_text(ROOT, mutant)
    started = time.perf_counter()
    baseline_tests = tuple(dict.fromkeys(test for mutant in mutants for test in mutant.tests))
    failures = 0
    preload()
    runs = [(None, baseline_tests)] + [(mutant, mutant.tests) for mutant in mutants]
    with tempfile.TemporaryDirectory(prefix="mutation-check-") as workdir:
        for (mutant, _), (code, seconds, output) in zip(runs, forked_runs(Path(workdir), runs, args.jobs)):
            name = mutant.name if mutant else "baseline (no mutation)"
            if name.startswith("baseline"):
                verdict, bad = ("passes", False) if code == 0 else (f"FAILS (exit {code})", True)
            else:
                verdict, bad = ("caught", False) if code == 1 else (
                    ("SURVIVED", True) if code == 0 else (f"ERROR (exit {code})", True))
            failures += bad
            print(f"{verdict:>22}  {seconds:6.1f}s  {name}", flush=True)
            if bad:
                print(output)
            elif code == 1:  # what caught it
                first_error = next((line for line in output.splitlines() if line.startswith("E ")), "")
                failed = next((line for line in output.splitlines() if line.startswith("FAILED")), "")
                print(f"{'':>32}{failed[7:]}\n{'':>32}{first_error[:150]}")
    print(f"{len(mutants)} mutants, {failures} problem(s), {time.perf_counter() - started:.0f}s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
