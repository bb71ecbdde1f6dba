"""The optional parts of an install, and a one-line error naming the extra that brings a missing one.

``pip install fastapply`` is the merge, the command line, the MCP server and the merge-only HTTP
server; models need an extra (pyproject.toml's ``[project.optional-dependencies]``). The checks here
look modules up without importing them, so a command that needs a missing extra stops at once, before
any heavy import.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from dataclasses import dataclass

from .config import runs_on_llama_cpp

Finder = Callable[[str], object]  # importlib.util.find_spec: None when a module is not installed


@dataclass(frozen=True, slots=True)
class Extra:
    name: str  # as in `pip install 'fastapply[NAME]'`
    label: str  # what it brings, as an error message names it
    modules: tuple[str, ...]  # top-level modules it installs that fastapply imports


EXTRAS = {extra.name: extra for extra in (
    Extra("hf", "the HF engine", ("torch", "transformers", "safetensors", "tokenizers")),
    Extra("llama", "the llama.cpp backend", ("llama_cpp",)),
    Extra("ray", "Ray Serve", ("ray",)),
    Extra("train", "peft", ("peft",)),
    Extra("bench", "matplotlib", ("matplotlib",)),
    Extra("eval", "the openai client", ("openai",)),
)}

# commands that always run a model; apply, serve, mcp and eval run one when their options say so
MODEL_COMMANDS = ("generate", "bench", "train", "finetune")


class MissingExtra(ModuleNotFoundError):
    """A part of fastapply that is not installed; the message says which extra brings it."""


def install_hint(extra: str) -> str:
    return f"pip install 'fastapply[{extra}]'"


def missing_modules(extra: str, find: Finder = importlib.util.find_spec) -> list[str]:
    """The modules of ``extra`` that this Python cannot import (looked up, not imported)."""
    return [name for name in EXTRAS[extra].modules if find(name) is None]


def require(extra: str, what: str, find: Finder = importlib.util.find_spec) -> None:
    """Raise :class:`MissingExtra` ("WHAT needs LABEL: pip install ...") unless ``extra`` is installed."""
    missing = missing_modules(extra, find)
    if missing:
        raise MissingExtra(f"{what} needs {EXTRAS[extra].label}: {install_hint(extra)}", name=missing[0])


def runs_a_model(args) -> bool:
    """Whether the parsed command line ``args`` loads a model."""
    from .defaults import default_model

    if args.command in MODEL_COMMANDS:
        return True
    if args.command == "apply":
        return bool(args.model) or (args.engine != "merge" and default_model() is not None)
    if args.command in ("serve", "mcp"):
        return args.model is not None
    if args.command == "eval":
        return args.engine == "model" or args.teacher_forced
    return False


def check_extras(args, find: Finder = importlib.util.find_spec) -> None:
    """Raise :class:`MissingExtra` when the command line ``args`` need an extra that is not installed."""
    if not runs_a_model(args):
        return
    if runs_on_llama_cpp(getattr(args, "model", None), getattr(args, "backend", "auto")):
        require("llama", f"fastapply {args.command} with a GGUF model", find)
    require("hf", f"fastapply {args.command}" + ("" if args.command in MODEL_COMMANDS else " with a model"), find)
    if args.command == "finetune" and args.lora:
        require("train", "fastapply finetune --lora", find)


def extra_of_module(module: str | None) -> str | None:
    """The extra that installs the (possibly dotted) module ``module``, if one does."""
    top = (module or "").partition(".")[0]
    return next((extra.name for extra in EXTRAS.values() if top in extra.modules), None)


def missing_extra_message(command: str, error: ModuleNotFoundError) -> str | None:
    """The one line for a module found missing while ``command`` ran, if an extra brings it."""
    if isinstance(error, MissingExtra):
        return str(error)
    extra = extra_of_module(error.name)
    if extra is None:
        return None
    return f"fastapply {command} needs {EXTRAS[extra].label} ({error.name} is missing): {install_hint(extra)}"
