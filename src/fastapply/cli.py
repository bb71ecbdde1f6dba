"""The command line: builds typed configs and calls the library. Nothing else lives here."""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys

from . import __version__
from .clihelp import add_command
from .config import (
    BACKENDS, KV_CACHE_LAYOUTS, KV_TYPES, SPECULATION_METHODS, ConfigError, EngineConfig, SamplingParams,
    SpeculationConfig,
)
from .extras import check_extras, missing_extra_message

DESCRIPTION = ("Apply lazy edit snippets (\"// ... existing code ...\") to files: with a deterministic merge, or "
               "with a language model that speculative decoding makes fast. Also: generate text, serve an "
               "OpenAI-compatible API, and benchmark, evaluate and train apply models.")
EPILOG = "Run 'fastapply COMMAND --help' for the options of a command."

# subcommands that live beside the feature they drive; each module has register(subparsers)
SUBCOMMAND_MODULES = (
    "fastapply.apply.cli",
    "fastapply.bench.cli",
    "fastapply.evals.cli",
    "fastapply.data.cli",
    "fastapply.train.cli",
    "fastapply.server.cli",
    "fastapply.mcp.cli",
)


class CliError(Exception):
    """A user error: printed as one line, exit code 2."""


def read_text_arg(path: str, what: str, max_bytes: int | None = None) -> str:
    """Read a UTF-8 regular file (or stdin for '-') of at most ``max_bytes`` (default 16 MiB), with a clear error."""
    from .apply.files.sourcetext import DEFAULT_MAX_FILE_BYTES, FileError, read_input

    try:
        data = read_input(path, max_bytes or DEFAULT_MAX_FILE_BYTES, what)
    except FileError as error:
        raise CliError(str(error)) from error
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise CliError(f"{what} {path!r} is not UTF-8 text ({error.reason} at byte {error.start})") from error


def add_model_arguments(parser: argparse.ArgumentParser, required: bool = True) -> None:
    parser.add_argument("--model", required=required, help="HF model id, local folder, or a .gguf file (llama.cpp)")
    parser.add_argument("--device", help="where the model runs: cpu, cuda, cuda:1 ... (default: cuda when present)")
    parser.add_argument("--dtype", help="float32, bfloat16, float16 (default: bf16 on CUDA, fp32 on CPU)")
    add_engine_arguments(parser)


def add_engine_arguments(parser: argparse.ArgumentParser) -> None:
    """How the target model runs: KV-cache layout and torch.compile (see EngineConfig)."""
    parser.add_argument("--kv-cache", choices=KV_CACHE_LAYOUTS, default="auto",
                        help="the KV-cache layout (auto: static on CUDA or with --compile, else dynamic)")
    parser.add_argument("--compile", action="store_true",
                        help="torch.compile the target forward (CUDA graphs on CUDA; needs the static cache)")
    parser.add_argument("--compile-backend", default="inductor",
                        help="torch.compile backend (default inductor; aot_eager compiles much faster on CPU)")
    parser.add_argument("--backend", choices=BACKENDS, default="auto",
                        help="transformers or llama.cpp (GGUF; needs fastapply[llama]); auto: llama.cpp for .gguf")
    parser.add_argument("--n-gpu-layers", type=int, default=0,
                        help="llama.cpp: layers offloaded to the GPU of a Metal / CUDA build (default 0: CPU)")
    parser.add_argument("--kv-type", choices=KV_TYPES, default="auto",
                        help="llama.cpp: the KV cache's type (default auto: f32 for a GGUF of F32 weights, so that "
                             "speculative and plain decoding agree; else f16, llama.cpp's default)")
    parser.add_argument("--n-ctx", type=int, default=0,
                        help="llama.cpp: context positions per request (default 0: the model's, at most 32768; at "
                             "most 8192 on a batching server, whose KV memory is n-ctx x (max-batch-size + 1))")


def engine_config_from(args) -> EngineConfig:
    """``args``' engine options; a server's llama.cpp context gets a sequence per request of a batch, and
    one more for a request run alone between its rounds."""
    batch = getattr(args, "max_batch_size", 1)
    return EngineConfig(kv_cache=args.kv_cache, compile=args.compile, compile_backend=args.compile_backend,
                        backend=args.backend, n_gpu_layers=args.n_gpu_layers, n_ctx=args.n_ctx,
                        kv_type=getattr(args, "kv_type", "auto"),
                        n_seq=batch + 1 if batch > 1 else 1, n_threads=getattr(args, "threads", None))


def add_sampling_arguments(parser: argparse.ArgumentParser, max_tokens: int = 256) -> None:
    parser.add_argument("--max-tokens", type=int, default=max_tokens, help="the most tokens to generate")
    parser.add_argument("--temperature", type=float, default=0.0, help="sampling temperature (0 = greedy)")
    parser.add_argument("--top-p", type=float, default=1.0, help="nucleus sampling: keep the likeliest tokens "
                                                                 "up to this total probability (1 = all)")
    parser.add_argument("--top-k", type=int, default=0, help="sample among the K likeliest tokens only (0 = all)")
    parser.add_argument("--seed", type=int, help="seed of the sampler (default: random)")
    parser.add_argument("--stop", action="append", default=[], help="stop string (repeatable)")


def add_speculation_arguments(parser: argparse.ArgumentParser, default: str = "none") -> None:
    parser.add_argument("--speculate", choices=SPECULATION_METHODS, default=default,
                        help="where draft tokens come from: none (plain decoding), ngram (earlier text), "
                             "prediction (--prediction-file) or draft (a smaller --draft-model); the output is "
                             "the same text either way")
    parser.add_argument("--num-draft-tokens", type=int, help="largest draft (default: 8 for draft, else 32)")
    parser.add_argument("--draft-model", help="draft model for --speculate draft")


def sampling_from(args) -> SamplingParams:
    return SamplingParams(temperature=args.temperature, top_p=args.top_p, top_k=args.top_k, seed=args.seed,
                          max_tokens=args.max_tokens, stop=tuple(args.stop))


def speculation_from(args) -> SpeculationConfig:
    num_tokens = args.num_draft_tokens or (8 if args.speculate == "draft" else 32)
    return SpeculationConfig(method=args.speculate, num_tokens=num_tokens, draft_model=args.draft_model)


def cmd_generate(args) -> int:
    from .engine import Engine

    if (args.prompt is None) == (args.prompt_file is None):
        raise CliError("give exactly one of --prompt or --prompt-file")
    prompt = args.prompt if args.prompt is not None else read_text_arg(args.prompt_file, "prompt file")
    prediction = read_text_arg(args.prediction_file, "prediction file") if args.prediction_file else None
    if args.speculate == "prediction" and prediction is None:
        raise CliError("--speculate prediction needs --prediction-file")
    sampling, speculation = sampling_from(args), speculation_from(args)
    if args.speculate == "draft" and not args.draft_model:
        raise CliError("--speculate draft needs --draft-model")
    engine = Engine.from_pretrained(args.model, device=args.device, dtype=args.dtype, draft_model=args.draft_model,
                                    config=engine_config_from(args))
    generation = engine.start(prompt, sampling, speculation, prediction)
    for delta in generation:
        if not args.json:
            sys.stdout.write(delta)
            sys.stdout.flush()
    result = generation.result()
    if args.json:
        print(json.dumps({"text": result.text, "finish_reason": result.finish_reason, **result.stats.to_dict()},
                         ensure_ascii=False))
    elif result.text and not result.text.endswith("\n"):
        sys.stdout.write("\n")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="fastapply", description=DESCRIPTION, epilog=EPILOG)
    parser.add_argument("--version", action="version", version=f"fastapply {__version__}")
    subparsers = parser.add_subparsers(dest="command", required=True)
    generate = add_command(subparsers, "generate", "generate text with speculative decoding",
                           "fastapply generate --model Qwen/Qwen2.5-Coder-0.5B --prompt 'def fib(n):' "
                           "--max-tokens 64 --speculate ngram",
                           "Greedy (or sampled) output that is the same as plain decoding; the draft only makes "
                           "it faster. The text streams to stdout; --json prints it once, with statistics.")
    add_model_arguments(generate)
    generate.add_argument("--prompt", help="the prompt text (or --prompt-file)")
    generate.add_argument("--prompt-file", help="file with the prompt ('-' for stdin)")
    generate.add_argument("--prediction-file", help="text expected to largely reappear in the output")
    add_sampling_arguments(generate)
    add_speculation_arguments(generate)
    generate.add_argument("--json", action="store_true", help="print one JSON object with text and stats")
    generate.set_defaults(handler=cmd_generate)
    for name in SUBCOMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as error:
            if error.name == name:  # that feature is not part of this install
                continue
            raise
        module.register(subparsers)
    return parser


def _user_errors() -> tuple[type[Exception], ...]:
    """The errors printed as one line; a model-loading error can only come once the models module is loaded."""
    models = sys.modules.get("fastapply.models")
    return (CliError, ConfigError, ValueError) + ((models.ModelLoadError,) if models else ())


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        check_extras(args)
        code = args.handler(args)
        sys.stdout.flush()  # a closed pipe shows here, not at exit
        return code
    except BrokenPipeError:
        # the reader went away (`fastapply ... | head`): stop quietly, as other tools do
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141  # 128 + SIGPIPE, what a shell reports for a tool stopped by a closed pipe
    except KeyboardInterrupt:
        print("fastapply: interrupted", file=sys.stderr)
        return 130
    except ModuleNotFoundError as error:
        message = missing_extra_message(args.command, error)
        if message is None:
            raise
        print(f"fastapply: error: {message}", file=sys.stderr)
        return 2
    except Exception as error:
        if not isinstance(error, _user_errors()):
            raise
        print(f"fastapply: error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # `python -m fastapply.cli`: run the importable module, so its errors are the ones caught
    from fastapply.cli import main as _main

    sys.exit(_main())
