"""A GGUF model loaded by llama.cpp (llama-cpp-python's low-level API), and its own tokenizer.

``GGUFModel`` owns the ``llama_model``; contexts (runner.py) are made from it. ``GGUFTokenizer`` is
the GGUF's vocabulary through llama.cpp's tokenizer and token pieces, with the small part of the
HuggingFace tokenizer interface the engine, the server and the apply prompts use.
"""

from __future__ import annotations

import ctypes
import logging
import os
from functools import cached_property
from pathlib import Path

from ..models import ModelLoadError


def llama_cpp():
    """The ``llama_cpp`` bindings, or a clear error when the extra is not installed."""
    try:
        import llama_cpp as bindings
    except ImportError as error:
        raise ModelLoadError("GGUF models need llama-cpp-python: pip install 'fastapply[llama]' "
                             "(it compiles llama.cpp; see the README)") from error
    return bindings


class GGUFModel:
    """A GGUF file's weights and vocabulary in llama.cpp. ``n_gpu_layers``: layers offloaded to a GPU
    (Metal, CUDA builds of llama-cpp-python); 0 runs on the CPU."""

    def __init__(self, path: str | Path, n_gpu_layers: int = 0) -> None:
        lib = self.lib = llama_cpp()
        path = Path(path).expanduser()
        if not path.is_file():
            what = "is a folder, not a GGUF file" if path.is_dir() else "does not exist"
            raise ModelLoadError(f"GGUF file {str(path)!r} {what} (llama.cpp runs .gguf files)")
        logging.getLogger("llama-cpp-python").setLevel(logging.ERROR)  # llama.cpp's load chatter
        lib.llama_backend_init()
        params = lib.llama_model_default_params()
        params.n_gpu_layers = n_gpu_layers
        self.path = path
        self.n_gpu_layers = n_gpu_layers
        self.model = lib.llama_model_load_from_file(str(path).encode(), params)
        if not self.model:
            raise ModelLoadError(f"llama.cpp cannot load {str(path)!r} (not a GGUF model it supports?)")
        if lib.llama_model_is_recurrent(self.model) or lib.llama_model_is_hybrid(self.model):
            self.close()
            raise ModelLoadError(f"{path.name}: recurrent and hybrid models cannot drop rejected draft "
                                 "positions from their state; use an attention-only model")
        self.vocab = lib.llama_model_get_vocab(self.model)
        self.n_vocab = lib.llama_vocab_n_tokens(self.vocab)
        self.n_ctx_train = lib.llama_model_n_ctx_train(self.model)

    def close(self) -> None:
        if getattr(self, "model", None):
            self.lib.llama_model_free(self.model)
            self.model = None

    def __del__(self) -> None:
        self.close()

    @property
    def float32(self) -> bool:
        """Whether the weights are F32 (the GGUF's ``general.file_type`` is ALL_F32)."""
        return self.metadata("general.file_type") == "0"

    @cached_property
    def eos_ids(self) -> frozenset[int]:
        """Every end-of-generation token of the vocabulary (EOS, EOT and the like)."""
        return frozenset(token for token in range(self.n_vocab) if self.lib.llama_vocab_is_eog(self.vocab, token))

    def metadata(self, key: str) -> str | None:
        size = 1 << 16
        while True:
            buffer = ctypes.create_string_buffer(size)
            length = self.lib.llama_model_meta_val_str(self.model, key.encode(), buffer, size)
            if length < 0:
                return None
            if length < size:
                return buffer.value.decode("utf-8", errors="replace")
            size = length + 1


def default_threads() -> int:
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)


class GGUFTokenizer:
    """Tokenize and detokenize with the GGUF's own vocabulary (llama.cpp), HuggingFace-style."""

    def __init__(self, model: GGUFModel) -> None:
        self.model = model
        self.lib, self.vocab = model.lib, model.vocab
        self.add_bos = bool(self.lib.llama_vocab_get_add_bos(self.vocab))
        self.chat_template = model.metadata("tokenizer.chat_template")
        self.eos_token_id = self._special(self.lib.llama_vocab_eos(self.vocab))
        self.pad_token_id = self._special(self.lib.llama_vocab_pad(self.vocab))
        self.bos_token_id = self._special(self.lib.llama_vocab_bos(self.vocab))
        self._pieces: tuple[dict[int, bytes], dict[int, bytes]] = ({}, {})  # token -> piece (special shown?)

    @staticmethod
    def _special(token: int) -> int | None:
        return None if token < 0 else int(token)

    def __len__(self) -> int:
        return self.model.n_vocab

    def __call__(self, text: str, add_special_tokens: bool = True) -> dict[str, list[int]]:
        return {"input_ids": self.encode(text, add_special_tokens)}

    def encode(self, text: str, add_special_tokens: bool = True) -> list[int]:
        """Token ids of ``text`` (special tokens written in it are parsed, as HuggingFace does)."""
        data = text.encode("utf-8")
        size = len(data) + 8
        while True:
            tokens = (self.lib.llama_token * size)()
            count = self.lib.llama_tokenize(self.vocab, data, len(data), tokens, size, add_special_tokens, True)
            if count >= 0:
                return list(tokens[:count])
            size = -count

    def decode(self, ids, skip_special_tokens: bool = False) -> str:
        """The text of ``ids`` as llama.cpp's own completion writes it: the token pieces joined as bytes,
        then UTF-8 (invalid bytes as U+FFFD). Not ``llama_detokenize``: that applies the vocabulary's
        space clean-up (set for GPT-2-style pre-tokenizers), which turns ``from . import`` into ``from.
        import``, text the model never wrote."""
        return self.token_bytes(ids, skip_special_tokens).decode("utf-8", errors="replace")

    def token_bytes(self, ids, skip_special_tokens: bool = False) -> bytes:
        """The pieces of ``ids`` joined (``llama_token_to_piece``; special tokens empty when skipped)."""
        pieces = self._pieces[not skip_special_tokens]
        return b"".join(pieces[token] if token in pieces else self._piece(token, not skip_special_tokens)
                        for token in ids)

    def _piece(self, token: int, special: bool) -> bytes:
        size = 64
        while True:
            buffer = ctypes.create_string_buffer(size)
            length = self.lib.llama_token_to_piece(self.vocab, token, buffer, size, 0, special)
            if length >= 0:
                piece = self._pieces[special][token] = buffer.raw[:length]
                return piece
            size = -length

    def convert_ids_to_tokens(self, ids):
        """The vocabulary's token strings (byte-level BPE spelling, as in the GGUF)."""
        return [self.lib.llama_vocab_get_text(self.vocab, token).decode("utf-8", errors="replace") for token in ids]

    def get_vocab(self) -> dict[str, int]:
        return {token: index for index, token in enumerate(self.convert_ids_to_tokens(range(len(self))))}

    @property
    def eos_token(self) -> str | None:
        return None if self.eos_token_id is None else self.convert_ids_to_tokens([self.eos_token_id])[0]

    @property
    def bos_token(self) -> str | None:
        return None if self.bos_token_id is None else self.convert_ids_to_tokens([self.bos_token_id])[0]

    def apply_chat_template(self, messages: list[dict], tokenize: bool = False, add_generation_prompt: bool = True):
        """``messages`` rendered with the GGUF's chat template (Jinja, sandboxed, as transformers does)."""
        if not self.chat_template:
            raise ValueError("this GGUF has no chat template (tokenizer.chat_template)")
        from jinja2.sandbox import ImmutableSandboxedEnvironment

        def raise_exception(message):
            raise ValueError(message)

        environment = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True)
        environment.globals["raise_exception"] = raise_exception
        text = environment.from_string(self.chat_template).render(
            messages=messages, add_generation_prompt=add_generation_prompt,
            bos_token=self.bos_token or "", eos_token=self.eos_token or "")
        return self.encode(text, add_special_tokens=False) if tokenize else text
