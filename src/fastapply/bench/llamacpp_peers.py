"""llama-cpp-python's own decoding as benchmark peers, on the engine's GGUF: its plain greedy generation
(``llamacpp_generate``) and its prompt lookup (``llamacpp_prompt_lookup``: ``LlamaPromptLookupDecoding``,
which keeps logits for every context position, as that class needs), with the engine's KV type and
threads. The text is what its ``create_completion`` returns for those tokens: ``detokenize`` (token
pieces, read into a 32-byte buffer: 0.3.36 drops a longer piece) decoded with ``errors="ignore"``."""

from __future__ import annotations

import functools

PEERS = ("llamacpp_generate", "llamacpp_prompt_lookup")


@functools.cache
def _llama(path: str, n_ctx: int, n_threads: int, lookup_tokens: int, kv_type: str = "f16"):
    import llama_cpp
    from llama_cpp import Llama
    from llama_cpp.llama_speculative import LlamaPromptLookupDecoding

    kv = llama_cpp.GGML_TYPE_F32 if kv_type == "f32" else llama_cpp.GGML_TYPE_F16  # as the engine's runner
    draft = LlamaPromptLookupDecoding(num_pred_tokens=lookup_tokens) if lookup_tokens else None
    # flash attention off (Llama's default), as in the engine's runner; logits_all with a draft: Llama sizes
    # its score rows by the argument (n_batch rows without it) and overflows them past n_batch positions
    # when a draft model turns logits_all on by itself
    return Llama(model_path=path, n_ctx=n_ctx, n_threads=n_threads, n_threads_batch=n_threads,
                 draft_model=draft, logits_all=draft is not None, verbose=False,
                 type_k=kv, type_v=kv)


def llamacpp_generate(engine, method: str, prompt_ids: list[int], max_new: int,
                      lookup_tokens: int) -> tuple[list[int], str]:
    """Greedy tokens of llama-cpp-python's ``Llama.generate`` (EOS left out, as the engine leaves it out),
    and their text as its completion gives it."""
    runner = getattr(engine, "runner", None)
    if not hasattr(runner, "threads"):
        raise ValueError(f"method {method} benchmarks a GGUF model: pass --model x.gguf (or --backend llama.cpp)")
    llm = _llama(str(runner.model.path), runner.max_context, runner.threads,
                 lookup_tokens if method == "llamacpp_prompt_lookup" else 0, runner.kv_type)
    tokens: list[int] = []
    for token in llm.generate(prompt_ids, temp=0.0, reset=True):
        if token in engine.eos_ids:
            break
        tokens.append(token)
        if len(tokens) >= max_new:
            break
    return tokens, llm.detokenize(tokens).decode("utf-8", errors="ignore")
