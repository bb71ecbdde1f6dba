"""Typed, validated configuration. The CLI and the server only build these."""

from __future__ import annotations

from dataclasses import dataclass, field

SPECULATION_METHODS = ("none", "ngram", "prediction", "draft")
KV_CACHE_LAYOUTS = ("auto", "dynamic", "static")
BACKENDS = ("auto", "transformers", "llama.cpp")
KV_TYPES = ("auto", "f16", "f32")


GREEDY_BELOW = 1e-5  # a temperature under this decodes greedily (its limit), as vLLM does: no float32 overflow


class ConfigError(ValueError):
    """A configuration value is out of range; the message says which and why."""


def is_gguf(name: str) -> bool:
    """Whether ``name`` names a GGUF file (run by llama.cpp, see ``llamacpp``)."""
    return str(name).lower().endswith(".gguf")


def runs_on_llama_cpp(model: str | None, backend: str) -> bool:
    """Whether ``model`` runs on llama.cpp under ``backend`` ("auto": when it is a GGUF file)."""
    return backend == "llama.cpp" or (backend == "auto" and model is not None and is_gguf(model))


@dataclass(frozen=True, slots=True)
class SamplingParams:
    """How tokens are chosen. ``temperature`` 0 (or below GREEDY_BELOW, where logits / temperature would
    overflow float32 and sampling is argmax in all but ties anyway) means greedy (argmax); so does
    ``top_p`` 0 (a nucleus of no mass keeps the top token alone, as OpenAI reads it)."""

    temperature: float = 0.0
    top_p: float = 1.0
    top_k: int = 0  # 0 = off
    seed: int | None = None
    max_tokens: int = 256
    stop: tuple[str, ...] = ()
    ignore_eos: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.stop, str):
            object.__setattr__(self, "stop", (self.stop,))
        else:
            object.__setattr__(self, "stop", tuple(self.stop))
        if not (0.0 <= self.temperature <= 100.0):
            raise ConfigError(f"temperature must be in [0, 100], got {self.temperature}")
        if not (0.0 <= self.top_p <= 1.0):
            raise ConfigError(f"top_p must be in [0, 1], got {self.top_p}")
        if self.top_k < 0:
            raise ConfigError(f"top_k must be >= 0, got {self.top_k}")
        if self.max_tokens < 1:
            raise ConfigError(f"max_tokens must be >= 1, got {self.max_tokens}")
        if any(not s for s in self.stop):
            raise ConfigError("stop strings must be non-empty")

    @property
    def greedy(self) -> bool:
        return self.temperature < GREEDY_BELOW or self.top_p == 0.0


@dataclass(frozen=True, slots=True)
class SpeculationConfig:
    """Which proposer drafts tokens and how many.

    ``num_tokens`` is the largest draft; drafts adapt between ``min_tokens`` and it
    (long while accepted, short right after a miss).
    """

    method: str = "none"
    num_tokens: int = 32
    min_tokens: int | None = None  # default: min(4, num_tokens)
    # n-gram lookup (prompt lookup decoding)
    ngram_min: int = 2
    ngram_max: int = 8
    # prediction re-sync: minimum number of output tokens that must match the prediction
    min_match: int = 3
    max_match: int = 32
    # prediction: draft by n-gram lookup over prompt + output while the output matches no part of
    # the prediction, or when that lookup continues a longer run of the output than the prediction
    # pointer does (new code from the edit snippet in the prompt, the model's own repeats)
    ngram_fallback: bool = True
    # draft model (see proposers/draft_model.py)
    draft_model: str | None = None

    def __post_init__(self) -> None:
        if self.method not in SPECULATION_METHODS:
            raise ConfigError(
                f"speculation method must be one of {', '.join(SPECULATION_METHODS)}, got {self.method!r}"
            )
        if not (1 <= self.num_tokens <= 1024):
            raise ConfigError(f"num_tokens must be in [1, 1024], got {self.num_tokens}")
        if self.min_tokens is None:
            object.__setattr__(self, "min_tokens", min(4, self.num_tokens))
        if not (1 <= self.min_tokens <= self.num_tokens):
            raise ConfigError(f"min_tokens must be in [1, num_tokens], got {self.min_tokens}")
        if not (1 <= self.ngram_min <= self.ngram_max <= 64):
            raise ConfigError(f"need 1 <= ngram_min <= ngram_max <= 64, got {self.ngram_min}, {self.ngram_max}")
        if not (1 <= self.min_match <= self.max_match):
            raise ConfigError(f"need 1 <= min_match <= max_match, got {self.min_match}, {self.max_match}")


@dataclass(frozen=True, slots=True)
class ModelConfig:
    """Where and how to load a model. ``device``/``dtype`` of ``None`` pick sensible defaults."""

    model: str
    device: str | None = None
    dtype: str | None = None
    trust_remote_code: bool = False
    extra: dict = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class EngineConfig:
    """How the engine runs the target model.

    kv_cache: "dynamic" (grows; default on CPU), "static" (preallocated, absolute positions;
    default on CUDA and with ``compile``) or "auto". verify_buckets: with a static cache, verify
    widths are padded up to the next bucket so that each width has one shape (one CUDA graph
    each); () = no padding, None = the default buckets on CUDA or when compiled. compile:
    torch.compile the target's verify forward (needs the static cache): on CUDA with the
    "inductor" backend that is mode="reduce-overhead", i.e. CUDA graphs; elsewhere a plain
    torch.compile with ``compile_backend`` ("aot_eager" compiles in seconds, "inductor" in
    minutes on CPU; tests use "aot_eager"). grouped_attention: on CPU, switch a model with grouped
    KV heads from transformers' ``sdpa`` attention to attention.py's, which does not copy the KV
    heads for masked attention (every verify; a batched one most of all); the model object is
    switched in place (``model.config._attn_implementation``).

    backend: "transformers" (HuggingFace models on torch), "llama.cpp" (GGUF files, through
    llama-cpp-python) or "auto" (llama.cpp for a path ending in .gguf). For llama.cpp: n_gpu_layers
    (layers offloaded to a GPU in a Metal / CUDA build; 0 = CPU), n_threads (None = all this process
    may use), n_ctx (positions per request; 0 = the model's, at most 32768, or 8192 with n_seq > 1),
    n_seq (sequences of the context: requests holding positions at once, 1 = one at a time; the server
    uses its max_batch_size + 1; KV memory is n_ctx x n_seq positions), flash_attn (llama.cpp's flash
    attention: faster on GPUs, but on the CPU its half-precision results depend on the batch shape, so
    speculative greedy output can differ from plain decoding where logits nearly tie), kv_type (the
    type of llama.cpp's KV cache: "auto" is f32 for a GGUF of F32 weights, else f16, llama.cpp's default;
    see llamacpp/runner.py for why F32 weights get F32 keys and values).
    """

    kv_cache: str = "auto"
    verify_buckets: tuple[int, ...] | None = None
    compile: bool = False
    compile_backend: str = "inductor"
    grouped_attention: bool = True
    backend: str = "auto"
    n_gpu_layers: int = 0
    n_threads: int | None = None
    n_ctx: int = 0
    n_seq: int = 1
    flash_attn: bool = False
    kv_type: str = "auto"

    def __post_init__(self) -> None:
        if self.backend not in BACKENDS:
            raise ConfigError(f"backend must be one of {', '.join(BACKENDS)}, got {self.backend!r}")
        if self.n_threads is not None and self.n_threads < 1:
            raise ConfigError(f"n_threads must be >= 1, got {self.n_threads}")
        if self.n_ctx < 0:
            raise ConfigError(f"n_ctx must be >= 0, got {self.n_ctx}")
        if self.n_seq < 1:
            raise ConfigError(f"n_seq must be >= 1, got {self.n_seq}")
        if self.kv_type not in KV_TYPES:
            raise ConfigError(f"kv_type must be one of {', '.join(KV_TYPES)}, got {self.kv_type!r}")
        if self.kv_cache not in KV_CACHE_LAYOUTS:
            raise ConfigError(f"kv_cache must be auto, dynamic or static, got {self.kv_cache!r}")
        if self.compile and self.kv_cache == "dynamic":
            raise ConfigError("compile needs fixed shapes: use the static KV cache (or auto), not dynamic")
        if not self.compile_backend:
            raise ConfigError("compile_backend must be a torch.compile backend name, e.g. inductor or aot_eager")
        if self.verify_buckets is not None:
            buckets = tuple(sorted(set(self.verify_buckets)))
            if any(b < 1 for b in buckets):
                raise ConfigError("verify buckets must be >= 1")
            object.__setattr__(self, "verify_buckets", buckets)


@dataclass(frozen=True, slots=True)
class BatchConfig:
    """How a server's requests share forwards (batch.py's ``Batch``)."""

    max_batch_size: int = 16  # requests decoding together
    max_batch_tokens: int = 512  # rows x width of one batched forward (each row: last token + draft); a prefill chunk
    # what one forward costs beyond its rows x width tokens, in tokens: the bigger, the more rows
    # share a forward despite padding. None: by device, batch.CPU_FORWARD_COST on a CPU; elsewhere (a
    # GPU, where a forward costs about the same for 1 or 512 tokens) max_batch_tokens, so every
    # running request shares every forward
    forward_cost: int | None = None

    def __post_init__(self) -> None:
        if self.max_batch_size < 1:
            raise ConfigError(f"max_batch_size must be >= 1, got {self.max_batch_size}")
        if self.max_batch_tokens < 1:
            raise ConfigError(f"max_batch_tokens must be >= 1, got {self.max_batch_tokens}")
        if self.forward_cost is not None and self.forward_cost < 0:
            raise ConfigError(f"forward_cost must be >= 0, got {self.forward_cost}")
