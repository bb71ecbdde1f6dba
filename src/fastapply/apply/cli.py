"""`fastapply apply FILE --edit SNIPPET`: apply an edit; print a diff, the new file, or write the file atomically.

Exit codes: 0 applied (or, with --check, would apply), 1 the edit does not apply (the merge refused it and
--allow-ambiguous was not given, or it ran past --timeout: nothing written), 2 bad input.
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
import time
from contextlib import contextmanager
from functools import partial

EXCERPT_CHARS = 300  # the most of the input an error message or a merge reason shows
MAX_REASONS = 5  # reasons printed on stderr for a fuzzy or refused merge (--json and --explain give all)
DEFAULT_TIMEOUT = 5.0  # seconds for the merge, as the server's --apply-timeout


def register(subparsers) -> None:
    from ..cli import add_engine_arguments
    from ..clihelp import add_command
    from .files.sourcetext import DEFAULT_MAX_FILE_BYTES

    parser = add_command(subparsers, "apply", "apply a lazy edit snippet to a file",
                         "fastapply apply src/app.py --edit snippet.py --in-place",
                         "Prints a unified diff that `git apply` takes unless told to write (-o, --in-place). "
                         "Exit codes: 0 applied, 1 the edit does not apply (or is ambiguous), 2 bad input.")
    parser.add_argument("file", help="the file to edit: a regular UTF-8 file, or UTF-16/32 with a byte-order mark")
    parser.add_argument("--edit", required=True, help="the edit snippet: a file, or - for stdin")
    parser.add_argument("--model", help="apply model: an HF model id or local folder (needed for --engine model; "
                                        "without one, --engine auto uses the deterministic merge)")
    parser.add_argument("--device", help="where the model runs: cpu, cuda, cuda:1 ... (default: cuda when present)")
    add_engine_arguments(parser)
    parser.add_argument("--template", default="plain", help="the model's prompt format: plain, fastapply, relace")
    parser.add_argument("--engine", choices=("auto", "model", "merge"), default="auto",
                        help="model: the model writes the file; merge: deterministic merge, no model; "
                             "auto (default): the model when one is given, else the merge")
    parser.add_argument("--draft", choices=("auto", "merge", "original"), default="auto",
                        help="what the model's speculative draft is (auto: the merge when it is sure)")
    parser.add_argument("--instruction", default="", help="what the edit does (for templates that use it)")
    parser.add_argument("--language", help="the file's language for the syntax-aware merge (python, go, ts, ...; "
                                           "default: from the file name's extension, else guessed)")
    target = parser.add_mutually_exclusive_group()
    target.add_argument("-o", "--output", help="write the new file here (through a symlink to its target); - prints "
                                                "it to stdout")
    target.add_argument("--in-place", action="store_true",
                        help="replace FILE atomically (a symlink's target; owner, mode and attributes kept)")
    parser.add_argument("--diff", action="store_true", help="print a unified diff (default when not writing)")
    parser.add_argument("--check", action="store_true",
                        help="only report whether the edit applies (writes nothing: not with -o or --in-place)")
    parser.add_argument("--json", action="store_true",
                        help="print a JSON summary: the new text, the diff, the merge's certificate and reasons")
    parser.add_argument("--explain", action="store_true",
                        help="print on stderr how the merge read the snippet: what each part of the new file is, "
                             "what was deleted and why, which rule refused it")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help="give up on the merge after this long, writing nothing (0: no limit)")
    parser.add_argument("--allow-ambiguous", action="store_true",
                        help="write (exit 0) even when the deterministic merge is ambiguous")
    parser.add_argument("--max-file-bytes", type=int, default=DEFAULT_MAX_FILE_BYTES, metavar="N",
                        help="refuse a FILE or snippet larger than this")
    parser.add_argument("--token-view", metavar="HTML", help="write an HTML view of accepted vs generated tokens")
    parser.set_defaults(handler=run)


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """``text``, or its start and end around an ellipsis when it is longer than ``limit`` characters."""
    if len(text) <= limit:
        return text
    head = limit * 2 // 3
    return f"{text[:head]}…{text[len(text) - (limit - head - 1):]}"


def run(args: argparse.Namespace) -> int:
    from ..cli import CliError, read_text_arg
    from ..defaults import default_model
    from .files import FileError, edit_file, read_source

    if args.check and (args.in_place or args.output):
        raise CliError("--check only reports whether the edit applies and writes nothing: "
                       "leave out -o/--in-place, or --check")
    if args.max_file_bytes < 1:
        raise CliError(f"--max-file-bytes must be at least 1, got {args.max_file_bytes}")
    if args.timeout < 0:
        raise CliError(f"--timeout must be 0 (no limit) or more, got {args.timeout}")
    if args.engine == "model" and not args.model and default_model() is None:
        raise CliError("--engine model needs --model (an HF model id or local folder); "
                       "or use --engine merge, which needs no model")
    if args.language:
        from .merge.syntax import canonical

        try:
            canonical(args.language)
        except ValueError as error:
            raise CliError(str(error)) from error
    update = read_text_arg(args.edit, "edit snippet", args.max_file_bytes)
    if not update.strip():
        raise CliError("the edit snippet is empty")
    try:
        if args.in_place:  # locked from the read to the write: concurrent edits apply one after the other
            waiting = partial(print, f"fastapply: waiting for another edit of {args.file} to finish",
                              file=sys.stderr)
            with edit_file(args.file, on_wait=waiting, max_bytes=args.max_file_bytes) as editing:
                return _apply(args, editing.source, update, editing.write)
        return _apply(args, read_source(args.file, args.max_file_bytes), update, None)
    except FileError as error:
        raise CliError(str(error)) from error


def _apply(args: argparse.Namespace, source, update: str, write_in_place) -> int:
    from ..cli import CliError, engine_config_from
    from .api import ApplyError, apply_edit
    from .files import write_atomic
    from .merge import MergeError
    from .files.patch import unified_diff
    from .merge.syntax import file_language

    language = args.language or file_language(args.file)
    try:
        merged = _merge(source.text, update, language, args.timeout)
        with _progress(enabled=sys.stderr.isatty() and args.engine != "merge") as on_progress:
            result = apply_edit(source.text, update, engine=args.engine, model=args.model, template=args.template,
                                draft=args.draft, instruction=args.instruction, device=args.device,
                                engine_config=engine_config_from(args), on_progress=on_progress,
                                language=language, merged=merged)
    except (ApplyError, MergeError) as error:
        print(f"fastapply: the edit does not apply: {excerpt(str(error))}", file=sys.stderr)
        if args.json:
            print(json.dumps({"file": args.file, "applied": False, "error": excerpt(str(error))}))
        return 1
    reasons = [excerpt(reason) for reason in result.merge_reasons]
    if args.explain:
        print("\n".join(f"fastapply: {line}" for line in merged.explanation or merged.reasons), file=sys.stderr)
    if result.merge_confidence == "ambiguous" and result.method == "merge" and not args.allow_ambiguous:
        print("fastapply: the merge refused the edit, nothing written (--allow-ambiguous writes it anyway):",
              file=sys.stderr)
        _print_reasons(reasons)
        if args.json:
            print(json.dumps({"file": args.file, "applied": False, "merge_confidence": "ambiguous",
                              "merge_reasons": reasons, **_certificate(merged)}))
        return 1
    if args.token_view:
        _write_token_view(args, result)
    to_stdout = args.output == "-"
    if args.in_place or (args.output and not to_stdout):
        destination = args.file if args.in_place else args.output
        try:
            if args.in_place:
                write_in_place(source.encode(result.text))
            else:
                write_atomic(args.output, source.encode(result.text))
        except OSError as error:
            raise CliError(f"cannot write {destination}: {error.strerror or error}") from error
    diff = "".join(unified_diff(source.text, result.text, args.file))
    if args.json:
        summary = {"file": args.file, "applied": True, "changed": result.changed, "method": result.method,
                   "merge_confidence": result.merge_confidence, "merge_reasons": reasons, "text": result.text,
                   "diff": diff, **_certificate(merged), "draft": result.draft,
                   "stats": result.stats.to_dict() if result.stats else None}
        print(json.dumps(summary))
    elif to_stdout:
        sys.stdout.buffer.write(source.encode(result.text))
        sys.stdout.flush()
    elif args.diff or not (args.in_place or args.output or args.check):
        sys.stdout.write(diff)
    if not args.json:
        print(f"fastapply: {_summary(result, args)}", file=sys.stderr)
    if result.method == "merge" and result.merge_confidence == "ambiguous":
        print("fastapply: warning: merge was ambiguous (the certifier refused it); written as --allow-ambiguous asks:",
              file=sys.stderr)
    if result.method == "merge" and result.merge_confidence != "exact":
        _print_reasons(reasons)
    return 0


def _merge(original: str, update: str, language: str | None, timeout: float):
    """The deterministic merge, given up after ``timeout`` seconds (0: none) with a MergeTimeout."""
    from .merge import MergeTimeout, merge

    with _alarm(timeout):
        try:
            return merge(original, update, language=language)
        except _Expired:
            raise MergeTimeout(f"the merge ran past --timeout {timeout:g} s; nothing written (a larger --timeout "
                               "gives it longer)") from None


class _Expired(Exception):
    pass


@contextmanager
def _alarm(seconds: float):
    """Raise _Expired in this (the main) thread after ``seconds`` (0: never)."""
    if not seconds:
        yield
        return

    def expire(signum, frame):
        raise _Expired

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _print_reasons(reasons: list[str]) -> None:
    """The merge's reasons on stderr, one line each, the first MAX_REASONS of them."""
    for reason in reasons[:MAX_REASONS]:
        print(f"fastapply:   {reason}", file=sys.stderr)
    if len(reasons) > MAX_REASONS:
        print(f"fastapply:   ... and {len(reasons) - MAX_REASONS} more (--explain or --json shows all)",
              file=sys.stderr)


def _certificate(merged) -> dict:
    """The merge's certificate and its account, for --json."""
    return {"certificate": merged.certificate.to_dict() if merged.certificate else None,
            "explanation": list(merged.explanation)}


def _summary(result, args: argparse.Namespace) -> str:
    """One line on how the file was made: the model (with speed) or the merge (with its confidence)."""
    if not result.changed:
        untouched = f"; {args.file} left as it was" if args.in_place else ""
        return f"nothing changed: the edit gives back the file as it is{untouched}"
    if result.stats is None:
        return f"applied with the deterministic merge ({result.merge_confidence}), no model"
    stats = result.stats
    return (f"applied with the model: {stats.output_tokens} tokens in {stats.target_forwards} forward passes "
            f"({stats.tokens_per_second:.0f} tokens/s), speculative draft: the {result.draft}")


def _write_token_view(args, result) -> None:
    from ..bench.tokenview import write_token_view
    from ..cli import engine_config_from
    from .api import resolve_engine

    if result.token_ids is None:
        print("fastapply: --token-view needs the model engine; no view written", file=sys.stderr)
        return
    stats = result.stats
    summary = (f" {stats.output_tokens} tokens, {stats.target_forwards} target forwards, "
               f"{stats.tokens_per_second:.0f} tok/s, draft: {result.draft}")
    engine = resolve_engine(args.model, args.device, config=engine_config_from(args))
    write_token_view(args.token_view, engine.tokenizer, result.token_ids,
                     result.accepted_mask, title=f"fastapply: {args.file}", summary=summary)


class _progress:
    """A live one-line status (tokens/s, accepted %) on a terminal; a no-op elsewhere."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self.status = None

    def __enter__(self):
        if not self.enabled:
            return None
        from rich.console import Console

        self.started = time.perf_counter()
        self.status = Console(stderr=True).status("applying…")
        self.status.__enter__()
        return self.update

    def update(self, stats, output_tokens: int) -> None:
        accepted = stats.accepted_tokens / stats.drafted_tokens if stats.drafted_tokens else 0.0
        rate = output_tokens / max(time.perf_counter() - self.started, 1e-9)
        self.status.update(f"applying… {output_tokens} tokens, {rate:.0f} tok/s, "
                           f"{accepted:.0%} of drafted tokens accepted")

    def __exit__(self, *exc) -> None:
        if self.status is not None:
            self.status.__exit__(*exc)
